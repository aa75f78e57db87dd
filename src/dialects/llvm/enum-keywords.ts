// The enum keywords of llvm's hand-written syntax (linkage, visibility, calling convention,
// …), read from and printed to the tables generated from MLIR 19's .td files.
import { IntegerAttr, IntegerType, OpaqueAttr, opaqueParameter, type Attribute, type MLIRContext } from "../../ir/index.js";
import type { OpAsmParser } from "../../asm/op-asm/index.js";
import { llvmEnums } from "../../../generated/upstream/llvm-assembly.js";

/** The integer enums (fastmath flags, a bit enum, are an attribute's parameter: attribute-mnemonics.ts). */
export type LlvmEnumName = Exclude<keyof typeof llvmEnums, "FastmathFlags">;

/** The spelled cases of an enum (a case spelled "" is no keyword). */
function keywordsOf(name: LlvmEnumName): string[] {
  return llvmEnums[name].keywords.filter((k) => k.length > 0);
}

/** MLIR's parseOptionalLLVMKeyword: one of the enum's keywords, else `fallback` (a case spelling). */
export function parseOptionalEnumKeyword(parser: OpAsmParser, name: LlvmEnumName, fallback: string): string {
  return parser.parseOptionalKeywordAny(keywordsOf(name)) ?? fallback;
}

/** The case an i64 enum attribute holds (spelling), or undefined. */
export function caseOfInteger(name: LlvmEnumName, attr: Attribute | undefined): string | undefined {
  return attr instanceof IntegerAttr ? llvmEnums[name].symbolize(attr.value) : undefined;
}

export function integerOfCase(context: MLIRContext, name: LlvmEnumName, spelling: string): IntegerAttr {
  return IntegerAttr.get(IntegerType.get(context, 64), BigInt(llvmEnums[name].valueOf(spelling)));
}

/** `#llvm.<mnemonic><case>` as tsmlir keeps it (llvm's enum attributes are opaque). */
export function enumAttr(context: MLIRContext, mnemonic: string, spelling: string): OpaqueAttr {
  return OpaqueAttr.get(context, "llvm", `${mnemonic}<${spelling}>`);
}

/** The case of an opaque `#llvm.<mnemonic><case>`, or undefined. */
export function caseOfEnumAttr(mnemonic: string, attr: Attribute | undefined): string | undefined {
  return attr instanceof OpaqueAttr && attr.dialect === "llvm" ? opaqueParameter(attr.data, mnemonic) : undefined;
}
