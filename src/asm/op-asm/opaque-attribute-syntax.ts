// The stripped syntax of attributes of dialects tsmlir keeps opaque (upstream dialects known
// from their ops only). An op format binding such an attribute prints it without its
// `#dialect.mnemonic` prefix, as MLIR prints an attribute class with a custom syntax:
// `vector.reduction <add>, ...` for `#vector.kind<add>`.
import type { Attribute } from "../../ir/attributes.js";
import type { MLIRContext } from "../../ir/context.js";
import { parseStrippedOpaqueAttribute, parseStrippedOpaqueEnumKeyword } from "../attr-type/index.js";
import type { AsmParserState } from "../parser-state.js";
import type { StrippedAttributeParser } from "./asm-parser.js";

/**
 * The stripped parser of opaque `#dialect.mnemonic<...>` attributes (a format's storage class
 * for them), or with `keyword`, of enum attributes printed `#dialect<mnemonic case>` (`x` for
 * `#gpu<dim x>`), or with "grouped", of attributes whose own format starts with `(` or `{`
 * (`(dependsink)` for `#omp<clause_depend(dependsink)>`).
 */
export function opaqueAttributeSyntax(dialect: string, mnemonic: string, keyword: boolean | "grouped" = false): StrippedAttributeParser<Attribute> {
  return {
    parseBody: (parser: AsmParserState, context: MLIRContext) => {
      // A dialect that knows the class's own syntax reads (and checks) it, as MLIR's
      // parseCustomAttributeWithFallback calls the class's parse.
      const owner = context.getDialect(dialect);
      const parsed = owner?.parseAttributeBody?.(mnemonic, parser, undefined);
      if (parsed !== undefined) return parsed;
      return keyword === true ? parseStrippedOpaqueEnumKeyword(parser, dialect, mnemonic) : parseStrippedOpaqueAttribute(parser, dialect, mnemonic, keyword === "grouped");
    },
    accepts: (attr: Attribute, context: MLIRContext) => context.getDialect(dialect)?.isAttributeOfClass?.(attr, mnemonic) ?? true,
  };
}
