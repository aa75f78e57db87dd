// The GPU target attributes of nvvm and rocdl (`#nvvm.target<chip = "sm_90">`): their format
// is `(< struct(params) >)?`, so the parameters may be written in any order and each is
// printed in declaration order unless it holds its default value; with none left, the
// attribute prints bare (`#nvvm.target`). tsmlir keeps them opaque, with that canonical body.
import { OpaqueAttr, StringAttr, type Attribute, type DialectAsmParser } from "../../ir/index.js";
import { AsmParser, AsmParserState } from "../../asm/op-asm/index.js";
import { AttrTypePrinter } from "../../asm/attr-type/printer.js";

/** A parameter: an integer with a default, a string with a default, or an optional attribute. */
export type TargetParameter =
  | { readonly name: string; readonly kind: "int"; readonly default: bigint }
  | { readonly name: string; readonly kind: "string"; readonly default: string }
  | { readonly name: string; readonly kind: "attribute" };

/**
 * Reads `target` and its optional struct body with `dialectParser`, or returns undefined
 * when the attribute is another one (left to the opaque syntax).
 */
export function parseTargetAttribute(dialectParser: DialectAsmParser, dialect: string, parameters: readonly TargetParameter[]): Attribute | undefined {
  if (!(dialectParser instanceof AsmParserState)) throw new TypeError(`the ${dialect} dialect parses with the text layer's parser state`);
  const parser = new AsmParser(dialectParser);
  if (!parser.parseOptionalKeyword("target")) return undefined;
  const seen = new Set<string>();
  const printed = new Map<string, string>();
  if (parser.parseOptionalLess()) {
    // `<>` is an empty struct; otherwise `name = value` pairs, comma separated.
    if (!parser.parseOptionalGreater()) {
      do {
        const location = parser.getCurrentLocation();
        const name = parser.parseKeywordOrString();
        const parameter = parameters.find((p) => p.name === name);
        if (parameter === undefined || seen.has(name)) throw parser.emitError(location, `duplicate or unknown struct parameter name: ${name}`);
        seen.add(name);
        parser.parseEqual();
        const text = parseValue(parser, parameter);
        if (text !== undefined) printed.set(name, text);
      } while (parser.parseOptionalComma());
      parser.parseGreater();
    }
  }
  const body = parameters.flatMap((p) => {
    const text = printed.get(p.name);
    return text === undefined ? [] : [`${p.name} = ${text}`];
  });
  return OpaqueAttr.get(parser.getContext(), dialect, body.length === 0 ? "target" : `target<${body.join(", ")}>`);
}

/** The printed value of a parameter, or undefined when it holds its default (not printed). */
function parseValue(parser: AsmParser, parameter: TargetParameter): string | undefined {
  const printer = new AttrTypePrinter();
  switch (parameter.kind) {
    case "int": {
      const negative = parser.parseOptionalMinus();
      const value = negative ? -parser.parseInteger() : parser.parseInteger();
      return value === parameter.default ? undefined : String(value);
    }
    case "string": {
      const location = parser.getCurrentLocation();
      const attr = parser.parseAttribute();
      const text = printer.printAttributeWithoutAlias(attr);
      if (!text.startsWith('"')) throw parser.emitError(location, "expected string");
      return text === printer.printAttributeWithoutAlias(StringAttr.get(parser.getContext(), parameter.default)) ? undefined : text;
    }
    case "attribute":
      return printer.printAttributeWithoutAlias(parser.parseAttribute());
  }
}

/** #nvvm.target's parameters and defaults. */
export const NVVM_TARGET_PARAMETERS: readonly TargetParameter[] = [
  { name: "O", kind: "int", default: 2n },
  { name: "triple", kind: "string", default: "nvptx64-nvidia-cuda" },
  { name: "chip", kind: "string", default: "sm_50" },
  { name: "features", kind: "string", default: "+ptx60" },
  { name: "flags", kind: "attribute" },
  { name: "link", kind: "attribute" },
];

/** #rocdl.target's parameters and defaults. */
export const ROCDL_TARGET_PARAMETERS: readonly TargetParameter[] = [
  { name: "O", kind: "int", default: 2n },
  { name: "triple", kind: "string", default: "amdgcn-amd-amdhsa" },
  { name: "chip", kind: "string", default: "gfx900" },
  { name: "features", kind: "string", default: "" },
  { name: "abi", kind: "string", default: "500" },
  { name: "flags", kind: "attribute" },
  { name: "link", kind: "attribute" },
];
