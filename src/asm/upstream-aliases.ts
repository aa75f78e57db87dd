// Alias names that dialects registered in mlir-opt 19 give their attributes
// (OpAsmDialectInterface::getAlias), for attributes tsmlir keeps opaque because it does
// not define those dialects yet: sparse_tensor's encoding prints as `#sparse`, the LLVM
// dialect's debug-info / TBAA / loop metadata attributes under their mnemonic.
import { OpaqueAttr, type Attribute } from "../ir/attributes.js";

const LLVM_ALIASED_MNEMONICS: ReadonlySet<string> = new Set([
  "access_group", "alias_scope", "alias_scope_domain",
  "di_basic_type", "di_compile_unit", "di_composite_type", "di_derived_type", "di_file",
  "di_global_variable", "di_global_variable_expression", "di_imported_entity", "di_label",
  "di_lexical_block", "di_lexical_block_file", "di_local_variable", "di_module", "di_namespace",
  "di_null_type", "di_string_type", "di_subprogram", "di_subroutine_type",
  "loop_annotation", "loop_vectorize", "loop_interleave", "loop_unroll", "loop_unroll_and_jam",
  "loop_licm", "loop_distribute", "loop_pipeline", "loop_peeled", "loop_unswitch",
  "tbaa_root", "tbaa_tag", "tbaa_type_desc",
]);

/** The mnemonic of an opaque attribute in pretty form (`encoding<...>` -> `encoding`). */
function mnemonic(data: string): string {
  let end = 0;
  while (end < data.length) {
    const c = data.charCodeAt(end);
    const ok = (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 46 || c === 36;
    if (!ok) break;
    end++;
  }
  return data.slice(0, end);
}

/** The alias mlir-opt's dialect hooks would suggest for this (opaque) attribute, if any. */
export function upstreamAttributeAlias(attr: Attribute): string | undefined {
  if (!(attr instanceof OpaqueAttr)) return undefined;
  if (attr.dialect === "sparse_tensor") return mnemonic(attr.data) === "encoding" ? "sparse" : undefined;
  if (attr.dialect === "llvm") {
    const m = mnemonic(attr.data);
    return LLVM_ALIASED_MNEMONICS.has(m) ? m : undefined;
  }
  return undefined;
}
