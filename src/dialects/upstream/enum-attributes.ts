// The enum attributes of stub dialects (ODS's EnumAttr), read as MLIR 19's generated parsers
// read them and kept as opaque attributes with the body mlir-opt prints:
// `#arm_sme.layout<vertical>` (format `<` $value `>`), `#amdgpu<mfma_perm_b none>` (format
// `$value`), `#omp<clause_task_depend(taskdependin)>`, `#omp<data_sharing_type {type =
// private}>`, and a bit enum's cases joined by its separator (`#omp<clause_requires
// reverse_offload|unified_address>`). A case the enum lacks, or no keyword at all, is refused
// with MLIR's two errors (the enum's, then "failed to parse <Attr> parameter 'value'"), in an
// attribute dictionary, in the verbose `#ns<mnemonic ...>` form and stripped in an op's format
// (`kind<sub>`, `blgp = none`), where a full attribute of another class is "invalid kind of
// attribute".
import { OpaqueAttr, type Attribute, type DialectAsmParser, type Type } from "../../ir/index.js";
import { AsmParserState } from "../../asm/op-asm/index.js";
import { emitErrorAt } from "../../asm/op-asm/emit-error.js";
import { DiagnosticsError } from "../../asm/errors.js";
import { TokenKind, isKeyword } from "../../asm/token.js";
import type { DiagnosticError } from "../../support/diagnostic.js";
import { isDialectAttr } from "../ods.js";
import type { EnumInfo } from "../runtime/attr-type-enums.js";
import type { StubExtension } from "./stub-dialect.js";

/** The element of an enum attribute's format that stands for its value. */
const VALUE = "$value";

/** One EnumAttr of a dialect. */
export interface EnumAttributeSpec {
  readonly mnemonic: string;
  /** An integer enum (values are case strings) or a bit enum (values are numbers). */
  readonly info: EnumInfo<string> | EnumInfo<number> | EnumInfo<bigint>;
  /** The enum's C++-qualified name (`::mlir::arm_sme::TileSliceLayout`). */
  readonly cppEnum: string;
  /** The attribute's ODS def (`ArmSME_TileSliceLayoutAttr`), named by the second error. */
  readonly defName: string;
  /**
   * Its declarative format's elements: literals and `$value` (`["<", "$value", ">"]`;
   * EnumAttr's default is `["$value"]`). An empty literal only keeps a space out.
   */
  readonly format: readonly string[];
}

type EnumAttributeHooks = Required<Pick<StubExtension, "parseAttribute" | "parseAttributeBody" | "isAttributeOfClass">>;

function stateOf(parser: DialectAsmParser, namespace: string): AsmParserState {
  if (!(parser instanceof AsmParserState)) throw new TypeError(`the ${namespace} dialect parses with the text layer's parser state`);
  return parser;
}

/** MLIR's isCurrentTokenAKeyword: a bare identifier, an integer type or a keyword. */
function atKeyword(p: AsmParserState): boolean {
  const kind = p.lexer.kind;
  return kind === TokenKind.BareIdentifier || kind === TokenKind.IntType || isKeyword(kind);
}

/**
 * Reads one literal of the format: a keyword as MLIR's parseKeyword (its error is the op
 * parser's in an op's format), punctuation as a token (MLIR's token error).
 */
function parseLiteral(p: AsmParserState, literal: string): void {
  const keyword = /^[A-Za-z_]/.test(literal);
  if (p.lexer.spelling() === literal && (!keyword || atKeyword(p))) {
    p.consume();
    return;
  }
  throw keyword ? emitErrorAt(p, p.lexer.start, `expected '${literal}'`) : p.wrongTokenError(`expected '${literal}'`);
}

/** The separator token between a bit enum's keywords (MLIR's parseOptionalVerticalBar or parseOptionalComma). */
function separatorOf(info: EnumAttributeSpec["info"]): TokenKind | undefined {
  if (!info.isBitEnum) return undefined;
  const separator = ("separator" in info && typeof info.separator === "string" ? info.separator : "|").trim();
  return separator === "," ? TokenKind.Comma : TokenKind.VerticalBar;
}

/**
 * The case text of `spec` as mlir-opt prints it: MLIR's FieldParser of an EnumAttr, with both
 * its errors; a bit enum reads keywords joined by its separator and prints their union.
 */
function parseCase(p: AsmParserState, spec: EnumAttributeSpec): string {
  const failed = (first: DiagnosticError): DiagnosticsError => {
    const second = emitErrorAt(p, p.lexer.start, `failed to parse ${spec.defName} parameter 'value' which is to be a \`${spec.cppEnum}\``);
    return new DiagnosticsError([...first.diagnostics, ...second.diagnostics]);
  };
  const start = p.lexer.start;
  const separator = separatorOf(spec.info);
  let bits = 0n;
  let keyword: string;
  do {
    if (!atKeyword(p)) throw failed(emitErrorAt(p, p.lexer.start, "expected valid keyword"));
    keyword = p.lexer.spelling();
    p.consume();
    const value = spec.info.symbolize(keyword);
    // MLIR reports an unknown case where the value starts, for each keyword of a bit enum.
    if (value === undefined) throw failed(emitErrorAt(p, start, `expected ${spec.cppEnum} to be one of: ${spec.info.keywords.join(", ")}`));
    if (separator !== undefined) bits |= BigInt(value);
  } while (separator !== undefined && p.consumeIf(separator));
  if (separator === undefined) return keyword;
  const info = spec.info as EnumInfo<number | bigint>;
  return info.stringify(info.symbolize(bits) as number | bigint);
}

/** Whether MLIR's attribute format printer writes a space before `element` coming after `previous`. */
function spaceBetween(previous: string, element: string): boolean {
  if (previous === "" || previous === "<" || previous === "(" || previous === "[" || previous === "{") return false;
  return element === VALUE || !["<", ">", "(", ")", "[", "]", "{", "}", ","].includes(element);
}

/** The attribute's text after its dialect (`clause_task_depend(taskdependin)`), for the case text `value`. */
export function enumAttributeText(spec: EnumAttributeSpec, value: string): string {
  let text = spec.mnemonic;
  let previous = spec.mnemonic;
  for (const element of spec.format) {
    if (element === "") {
      previous = element;
      continue;
    }
    if (spaceBetween(previous, element)) text += " ";
    text += element === VALUE ? value : element;
    previous = element;
  }
  return text;
}

/** The attribute's body after its mnemonic, as its format reads it. */
function parseBody(p: AsmParserState, namespace: string, spec: EnumAttributeSpec): Attribute {
  let value = "";
  for (const element of spec.format) {
    if (element === "") continue;
    if (element === VALUE) {
      value = parseCase(p, spec);
      continue;
    }
    parseLiteral(p, element);
  }
  return OpaqueAttr.get(p.context, namespace, enumAttributeText(spec, value));
}

/** The case text held by `attr` when it is the enum attribute `spec` of `namespace` (the text parseBody builds), else undefined. */
export function enumAttributeCaseOf(attr: Attribute | undefined, namespace: string, spec: EnumAttributeSpec): string | undefined {
  if (!(attr instanceof OpaqueAttr) || attr.dialect !== namespace) return undefined;
  const [before, after] = enumAttributeText(spec, "\0").split("\0") as [string, string];
  const { data } = attr;
  return data.length > before.length + after.length && data.startsWith(before) && data.endsWith(after) ? data.slice(before.length, data.length - after.length) : undefined;
}

/** The case held by `attr` when it is the enum attribute `mnemonic` of `namespace` in format `<` $value `>` or `$value`, else undefined. */
export function enumAttributeCase(attr: Attribute | undefined, namespace: string, mnemonic: string): string | undefined {
  if (!(attr instanceof OpaqueAttr) || attr.dialect !== namespace) return undefined;
  const { data } = attr;
  if (data.startsWith(`${mnemonic} `)) return data.slice(mnemonic.length + 1);
  return data.startsWith(`${mnemonic}<`) && data.endsWith(">") ? data.slice(mnemonic.length + 1, -1) : undefined;
}

/** The reader of a dialect's attributes that are not enum attributes; undefined keeps one opaque. */
export type OtherAttributeParser = (parser: DialectAsmParser, type: Type | undefined) => Attribute | undefined;

/**
 * The hooks of a dialect whose enum attributes are `specs`. Its other attributes go to
 * `otherAttributes` (from where they start, the verbose form's `<` included); without it, a
 * mnemonic `specs` lacks is refused as unknown.
 */
export function enumAttributeHooks(namespace: string, specs: readonly EnumAttributeSpec[], otherAttributes?: OtherAttributeParser): EnumAttributeHooks {
  const byMnemonic = new Map(specs.map((s) => [s.mnemonic, s]));
  const parseAttributeBody = (mnemonic: string, parser: DialectAsmParser): Attribute | undefined => {
    const spec = byMnemonic.get(mnemonic);
    return spec === undefined ? undefined : parseBody(stateOf(parser, namespace), namespace, spec);
  };
  return {
    parseAttributeBody,
    parseAttribute(parser: DialectAsmParser, type: Type | undefined): Attribute | undefined {
      const p = stateOf(parser, namespace);
      const attributeStart = p.lexer.start;
      // The verbose form `#ns<mnemonic body>` holds what the pretty form writes after `#ns.`.
      const verbose = p.consumeIf(TokenKind.Less);
      const start = p.lexer.start;
      const spec = atKeyword(p) ? byMnemonic.get(p.lexer.spelling()) : undefined;
      if (spec === undefined && otherAttributes !== undefined) {
        if (verbose) p.lexer.resetTo(attributeStart);
        return otherAttributes(parser, type);
      }
      if (!atKeyword(p)) throw emitErrorAt(p, start, "expected valid keyword");
      if (spec === undefined) throw emitErrorAt(p, start, `unknown attribute \`${p.lexer.spelling()}\` in dialect \`${namespace}\``);
      p.consume();
      const attr = parseBody(p, namespace, spec);
      if (verbose) p.expect(TokenKind.Greater, "expected '>'");
      return attr;
    },
    isAttributeOfClass: (attr: Attribute, mnemonic: string): boolean | undefined => (byMnemonic.has(mnemonic) ? isDialectAttr(attr, namespace, mnemonic) : undefined),
  };
}
