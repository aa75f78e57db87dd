// sparse_tensor's types, read as MLIR 19's generated parsers read them and kept as opaque
// types whose encoding parameter is a part of its own (so it prints through its `#sparse`
// alias, numbered where mlir-opt numbers it):
//   !sparse_tensor.storage_specifier<encoding>
//   !sparse_tensor.iter_space<encoding, lvls = lo [to hi]>
//   !sparse_tensor.iterator<encoding, lvls = lo [to hi]>
// A storage specifier keeps only what the storage depends on of its encoding (its builder
// normalises it): the level types without nonunique/nonordered, an identity map over the
// levels, no bit widths, no explicit or implicit value, the dimension slices as they are
// (and it is never the encoding a tensor holds, though it may print alike).
import { OpaqueAttr, OpaqueType, type Attribute, type DialectAsmParser, type Type } from "../../ir/index.js";
import { AsmParser, AsmParserState } from "../../asm/op-asm/index.js";
import { parseAttribute } from "../../asm/attr-type/index.js";
import { printAttributeText } from "../../asm/standalone.js";
import { TokenKind, isKeyword } from "../../asm/token.js";
import { parseTypeDefParameter } from "../runtime/attr-type-asm.js";
import { encodingAttrFacts } from "./encoding-facts.js";
import { parseEncodingAttr } from "./encoding-parser.js";

/** The TypeDef names MLIR's "failed to parse" errors give, by mnemonic. */
const DEF_NAMES: ReadonlyMap<string, string> = new Map([
  ["storage_specifier", "SparseTensor_StorageSpecifier"],
  ["iter_space", "SparseTensor_IterSpace"],
  ["iterator", "SparseTensor_Iterator"],
]);

const ENCODING_CLASS = "::mlir::sparse_tensor::SparseTensorEncodingAttr";

/** Level properties the storage does not depend on (LevelType::stripStorageIrrelevantProperties). */
const STORAGE_IRRELEVANT: ReadonlySet<string> = new Set(["nonunique", "nonordered"]);

function isEncoding(attr: Attribute): attr is OpaqueAttr {
  return attr instanceof OpaqueAttr && attr.dialect === "sparse_tensor" && attr.data.startsWith("encoding<");
}

/** A level type's text without the properties the storage does not depend on. */
function storageLevelType(text: string): string {
  const open = text.indexOf("(");
  if (open < 0) return text;
  const kept = text
    .slice(open + 1, -1)
    .split(",")
    .map((p) => p.trim())
    .filter((p) => !STORAGE_IRRELEVANT.has(p));
  return kept.length === 0 ? text.slice(0, open) : `${text.slice(0, open)}(${kept.join(", ")})`;
}

/** The encoding a storage specifier of `encoding` holds (getNormalizedEncodingForSpecifier). */
export function specifierEncoding(encoding: OpaqueAttr): OpaqueAttr {
  const facts = encodingAttrFacts(encoding);
  if (facts === undefined) return encoding;
  const slices = encoding.data.match(/#sparse_tensor<slice\([^)]*\)>/g) ?? [];
  const levels = facts.levelTypes.map((type, i) => `d${i} : ${storageLevelType(type)}`);
  const dims = slices.length > 0 ? slices.map((slice, i) => `d${i} : ${slice}`) : facts.levelTypes.map((_, i) => `d${i}`);
  // Its maps are null where a parsed encoding's are identities that print alike: MLIR keeps
  // the two apart (a tensor of the same encoding gets an alias of its own).
  return OpaqueAttr.get(encoding.context, "sparse_tensor", `encoding<{ map = (${dims.join(", ")}) -> (${levels.join(", ")}) }>`, undefined, undefined, "null maps");
}

/** `!sparse_tensor.storage_specifier<encoding>`, its encoding normalised. */
export function storageSpecifierType(encoding: OpaqueAttr): Type {
  const held = specifierEncoding(encoding);
  return OpaqueType.get(held.context, "sparse_tensor", `storage_specifier<${printAttributeText(held)}>`, ["storage_specifier<", held, ">"]);
}

/** The `lvls = ...` text of the level range [lo, hi): `lo` alone when it is one level. */
function levelRangeText(lo: bigint, hi: bigint): string {
  return lo + 1n === hi ? `${lo}` : `${lo} to ${hi}`;
}

/** `!sparse_tensor.iter_space<...>` or `!sparse_tensor.iterator<...>` over the levels [lo, hi) of `encoding`. */
export function levelRangeType(mnemonic: "iter_space" | "iterator", encoding: OpaqueAttr, lo: bigint, hi: bigint): Type {
  const tail = `, lvls = ${levelRangeText(lo, hi)}>`;
  return OpaqueType.get(encoding.context, "sparse_tensor", `${mnemonic}<${printAttributeText(encoding)}${tail}`, [`${mnemonic}<`, encoding, tail]);
}

/**
 * The encoding parameter: a full attribute that must be an encoding, or the encoding's body
 * without its `#sparse_tensor.encoding` prefix (ODS's parseCustomAttributeWithFallback).
 */
function parseEncodingParameter(state: AsmParserState): OpaqueAttr {
  const at = state.lexer.start;
  if (state.lexer.kind === TokenKind.HashIdentifier) {
    const attr = parseAttribute(state);
    if (!isEncoding(attr)) throw state.errorAt(at, "invalid kind of attribute specified");
    return attr;
  }
  return parseEncodingAttr(state, at);
}

/** The level range `lo [to hi]` of an iteration space or iterator type (its custom<LevelRange>). */
function parseLevelRange(parser: AsmParser): [bigint, bigint] {
  const lo = parser.parseInteger();
  return [lo, parser.parseOptionalKeyword("to") ? parser.parseInteger() : lo + 1n];
}

/** The dialect's type parser (its generated one: a mnemonic, then that type's format). */
export function parseSparseTensorType(state: DialectAsmParser): Type {
  if (!(state instanceof AsmParserState)) throw new TypeError("the sparse_tensor dialect parses with the text layer's parser state");
  const parser = new AsmParser(state);
  const at = parser.getCurrentLocation();
  if (state.lexer.kind !== TokenKind.BareIdentifier && !isKeyword(state.lexer.kind)) throw parser.emitError(at, "expected valid keyword");
  const mnemonic = parser.parseKeywordAny();
  const defName = DEF_NAMES.get(mnemonic);
  if (defName === undefined) throw parser.emitError(at, `unknown  type \`${mnemonic}\` in dialect \`sparse_tensor\``);
  parser.parseLess();
  const encoding = parseTypeDefParameter(parser, defName, "encoding", ENCODING_CLASS, () => parseEncodingParameter(state));
  if (mnemonic === "storage_specifier") {
    parser.parseGreater();
    return storageSpecifierType(encoding);
  }
  parser.parseComma();
  parser.parseKeyword("lvls");
  parser.parseEqual();
  const [lo, hi] = parseLevelRange(parser);
  parser.parseGreater();
  return levelRangeType(mnemonic === "iterator" ? "iterator" : "iter_space", encoding, lo, hi);
}
