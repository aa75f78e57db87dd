// The attribute kinds MLIR 19's llvm dialect defines (its LLVMAttrDefs and enum attributes).
// As MLIR's generated attribute parser does, it refuses a mnemonic the dialect has no
// attribute for; those of struct or parameter-list syntax are read per their defs
// (struct-attributes.ts), debug-info ones and target_features included; fastmath flags are kept as
// mlir-opt prints them (a set of bits: `<nnan,ninf>` and `<ninf, nnan>` are one attribute).
// The enum-valued attributes (calling convention, linkage, tail call kind, frame pointer
// kind) and the memory effects struct are checked as their generated parsers check them and
// kept in the form mlir-opt prints.
import { OpaqueAttr, type Attribute, type DialectAsmParser, type Type } from "../../ir/index.js";
import { AsmParser, AsmParserState } from "../../asm/op-asm/index.js";
import { keywordOrString } from "../../asm/attr-type/index.js";
import { DiagnosticsError } from "../../asm/errors.js";
import { parseEnumParameter } from "../runtime/attr-type-enums.js";
import { AttrTypeAsmParser, parseTypeDefParameter } from "../runtime/attr-type-asm.js";
import { llvmStructAttributeDef, parseStructAttributeBody } from "./struct-attributes.js";
import { llvmEnums } from "../../../generated/upstream/llvm-assembly.js";

const LLVM_ATTRIBUTE_MNEMONICS: ReadonlySet<string> = new Set([
  "access_group", "alias_scope", "alias_scope_domain", "cconv", "comdat",
  "di_basic_type", "di_compile_unit", "di_composite_type", "di_derived_type", "di_expression", "di_expression_elem",
  "di_file", "di_global_variable", "di_global_variable_expression", "di_label", "di_lexical_block",
  "di_lexical_block_file", "di_local_variable", "di_module", "di_namespace", "di_null_type", "di_string_type",
  "di_subprogram", "di_subrange", "di_subroutine_type",
  "fastmath", "framePointerKind", "linkage",
  "loop_annotation", "loop_distribute", "loop_interleave", "loop_licm", "loop_peeled", "loop_pipeline",
  "loop_unroll", "loop_unroll_and_jam", "loop_unswitch", "loop_vectorize",
  "memory_effects", "overflow", "poison", "tailcallkind", "target_features",
  "tbaa_member", "tbaa_root", "tbaa_tag", "tbaa_type_desc", "undef", "vscale_range", "zero",
]);

/** llvm's parseAttribute hook: refuses an unknown mnemonic, and leaves a known one's body opaque (undefined). */
export function parseLlvmAttribute(dialectParser: DialectAsmParser, _type: Type | undefined): Attribute | undefined {
  if (!(dialectParser instanceof AsmParserState)) throw new TypeError("the llvm dialect parses with the text layer's parser state");
  const parser = new AsmParser(dialectParser);
  const location = parser.getCurrentLocation();
  const mnemonic = parser.parseOptionalKeywordAny();
  if (mnemonic !== undefined && !LLVM_ATTRIBUTE_MNEMONICS.has(mnemonic))
    throw parser.emitError(location, `unknown attribute \`${mnemonic}\` in dialect \`llvm\``);
  if (mnemonic === "fastmath") return parseFastmath(parser);
  if (mnemonic === "memory_effects") return parseMemoryEffects(parser);
  const structDef = mnemonic === undefined ? undefined : llvmStructAttributeDef(mnemonic);
  if (structDef !== undefined) return parseStructAttributeBody(AttrTypeAsmParser.of(dialectParser), structDef);
  const enumAttribute = mnemonic === undefined ? undefined : ENUM_ATTRIBUTES.get(mnemonic);
  if (mnemonic !== undefined && enumAttribute !== undefined) {
    parser.parseLess();
    const value = parseTypeDefParameter(parser, enumAttribute.def, enumAttribute.parameter, enumAttribute.enumType, () => parseEnumKeyword(parser, enumAttribute.enumCases));
    parser.parseGreater();
    return OpaqueAttr.get(parser.getContext(), "llvm", `${mnemonic}<${keywordOrString(value)}>`);
  }
  return undefined;
}

/** The keywords of an LLVM enum and the summary its FieldParser names in errors. */
interface EnumCases {
  readonly summary: string;
  readonly keywords: readonly string[];
}

/** An attribute whose one parameter is an LLVM enum (`#llvm.cconv<fastcc>`). */
interface EnumAttribute {
  readonly def: string;
  readonly parameter: string;
  readonly enumType: string;
  readonly enumCases: EnumCases;
}

const MOD_REF_INFO: EnumCases = { summary: "LLVM ModRefInfo", keywords: ["none", "read", "write", "readwrite"] };

const ENUM_ATTRIBUTES: ReadonlyMap<string, EnumAttribute> = new Map([
  ["cconv", { def: "CConvAttr", parameter: "CallingConv", enumType: "CConv", enumCases: { summary: "Calling Conventions", keywords: llvmEnums.CConv.keywords } }],
  ["linkage", { def: "LinkageAttr", parameter: "linkage", enumType: "linkage::Linkage", enumCases: { summary: "LLVM linkage types", keywords: llvmEnums.Linkage.keywords } }],
  ["tailcallkind", { def: "TailCallKindAttr", parameter: "tailCallKind", enumType: "TailCallKind", enumCases: { summary: "Tail Call Kind", keywords: llvmEnums.TailCallKind.keywords } }],
  [
    "framePointerKind",
    { def: "FramePointerKindAttr", parameter: "framePointerKind", enumType: "framePointerKind::FramePointerKind", enumCases: { summary: "LLVM FramePointerKind", keywords: ["none", "non-leaf", "all", "reserved"] } },
  ],
]);

/** An LLVM enum's FieldParser: a keyword or a string naming one of its cases. */
function parseEnumKeyword(parser: AsmParser, cases: EnumCases): string {
  const location = parser.getCurrentLocation();
  const keyword = parser.parseOptionalKeywordOrString();
  if (keyword === undefined) throw parser.emitError(location, `expected keyword for ${cases.summary}`);
  if (!cases.keywords.includes(keyword)) throw parser.emitError(location, `invalid ${cases.summary} specification: ${keyword}`);
  return keyword;
}

const MEMORY_EFFECT_LOCATIONS = ["other", "argMem", "inaccessibleMem"] as const;

/** `<other = …, argMem = …, inaccessibleMem = …>`: a struct of three ModRefInfo, in any order, printed in declaration order. */
function parseMemoryEffects(parser: AsmParser): Attribute {
  parser.parseLess();
  const values = new Map<string, string>();
  for (let index = 0; index < MEMORY_EFFECT_LOCATIONS.length; index++) {
    if (index > 0) parser.parseComma();
    const key = parser.parseStructParameterName();
    parser.parseEqual();
    if (values.has(key) || !(MEMORY_EFFECT_LOCATIONS as readonly string[]).includes(key))
      throw parser.emitError(parser.getCurrentLocation(), `duplicate or unknown struct parameter name: ${key}`);
    values.set(key, parseTypeDefParameter(parser, "LLVM_MemoryEffectsAttr", key, "ModRefInfo", () => parseEnumKeyword(parser, MOD_REF_INFO)));
  }
  parser.parseGreater();
  const body = MEMORY_EFFECT_LOCATIONS.map((key) => `${key} = ${keywordOrString(values.get(key) ?? "")}`).join(", ");
  return OpaqueAttr.get(parser.getContext(), "llvm", `memory_effects<${body}>`);
}

/** `<flags>` of `#llvm.fastmath`, as LLVM_FastmathFlagsAttr's generated parser reads it. */
function parseFastmath(parser: AsmParser): Attribute {
  const flags = llvmEnums.FastmathFlags;
  parser.parseLess();
  const value = parseTypeDefParameter(parser, "LLVM_FastmathFlagsAttr", "value", flags.qualifiedName, () => parseEnumParameter(parser, flags));
  parser.parseGreater();
  return OpaqueAttr.get(parser.getContext(), "llvm", `fastmath<${flags.stringify(value)}>`);
}
