// The enum attributes of stub dialects (ODS's EnumAttr of an integer enum), read as MLIR 19's
// generated parsers read them and kept as opaque attributes with the body mlir-opt prints:
// `#arm_sme.layout<vertical>` (format `<` $value `>`) or `#amdgpu<mfma_perm_b none>` (format
// `$value`). A case the enum lacks, or no keyword at all, is refused with MLIR's two errors
// (the enum's, then "failed to parse <Attr> parameter 'value'"), in an attribute dictionary,
// in the verbose `#ns<mnemonic ...>` form and stripped in an op's format (`kind<sub>`,
// `blgp = none`), where a full attribute of another class is "invalid kind of attribute".
import { OpaqueAttr, type Attribute, type DialectAsmParser, type Type } from "../../ir/index.js";
import { AsmParserState } from "../../asm/op-asm/index.js";
import { emitErrorAt } from "../../asm/op-asm/emit-error.js";
import { DiagnosticsError } from "../../asm/errors.js";
import { TokenKind, isKeyword } from "../../asm/token.js";
import type { DiagnosticError } from "../../support/diagnostic.js";
import { isDialectAttr } from "../ods.js";
import type { EnumInfo } from "../runtime/attr-type-enums.js";
import type { StubExtension } from "./stub-dialect.js";

/** One EnumAttr of a dialect. */
export interface EnumAttributeSpec {
  readonly mnemonic: string;
  readonly info: EnumInfo<string>;
  /** The enum's C++-qualified name (`::mlir::arm_sme::TileSliceLayout`). */
  readonly cppEnum: string;
  /** The attribute's ODS def (`ArmSME_TileSliceLayoutAttr`), named by the second error. */
  readonly defName: string;
  /** `angled`: format `<` $value `>`; `bare`: EnumAttr's default `$value`. */
  readonly format: "angled" | "bare";
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

/** The case keyword of `spec`: MLIR's FieldParser of an EnumAttr, with both its errors. */
function parseCase(p: AsmParserState, spec: EnumAttributeSpec): string {
  const failed = (first: DiagnosticError): DiagnosticsError => {
    const second = emitErrorAt(p, p.lexer.start, `failed to parse ${spec.defName} parameter 'value' which is to be a \`${spec.cppEnum}\``);
    return new DiagnosticsError([...first.diagnostics, ...second.diagnostics]);
  };
  const start = p.lexer.start;
  if (!atKeyword(p)) throw failed(emitErrorAt(p, start, "expected valid keyword"));
  const keyword = p.lexer.spelling();
  p.consume();
  if (spec.info.symbolize(keyword) === undefined) throw failed(emitErrorAt(p, start, `expected ${spec.cppEnum} to be one of: ${spec.info.keywords.join(", ")}`));
  return keyword;
}

/** The attribute's body after its mnemonic, as its format reads it. */
function parseBody(p: AsmParserState, namespace: string, spec: EnumAttributeSpec): Attribute {
  if (spec.format === "bare") return OpaqueAttr.get(p.context, namespace, `${spec.mnemonic} ${parseCase(p, spec)}`);
  p.expect(TokenKind.Less, "expected '<'");
  const keyword = parseCase(p, spec);
  p.expect(TokenKind.Greater, "expected '>'");
  return OpaqueAttr.get(p.context, namespace, `${spec.mnemonic}<${keyword}>`);
}

/** The case held by `attr` when it is the enum attribute `mnemonic` of `namespace` (the body parseBody builds), else undefined. */
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
