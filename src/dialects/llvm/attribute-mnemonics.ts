// The attribute kinds MLIR 19's llvm dialect defines (its LLVMAttrDefs and enum attributes).
// tsmlir keeps llvm attributes as the text written, but, as MLIR's generated attribute parser
// does, it refuses a mnemonic the dialect has no attribute for; fastmath flags are kept as
// mlir-opt prints them (a set of bits: `<nnan,ninf>` and `<ninf, nnan>` are one attribute).
import { OpaqueAttr, type Attribute, type DialectAsmParser, type Type } from "../../ir/index.js";
import { AsmParser, AsmParserState } from "../../asm/op-asm/index.js";
import { parseEnumParameter } from "../runtime/attr-type-enums.js";
import { parseTypeDefParameter } from "../runtime/attr-type-asm.js";
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
  return undefined;
}

/** `<flags>` of `#llvm.fastmath`, as LLVM_FastmathFlagsAttr's generated parser reads it. */
function parseFastmath(parser: AsmParser): Attribute {
  const flags = llvmEnums.FastmathFlags;
  parser.parseLess();
  const value = parseTypeDefParameter(parser, "LLVM_FastmathFlagsAttr", "value", flags.qualifiedName, () => parseEnumParameter(parser, flags));
  parser.parseGreater();
  return OpaqueAttr.get(parser.getContext(), "llvm", `fastmath<${flags.stringify(value)}>`);
}
