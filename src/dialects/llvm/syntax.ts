// llvm's custom syntax: the generated formats (generated/upstream/llvm-assembly.ts) with what
// MLIR writes in C++: the formats' custom directives, the types derived from others, the
// defaults of llvm's attributes with C++ syntax, and the hand-written syntax of llvm.func,
// llvm.mlir.global, llvm.call, llvm.invoke, llvm.landingpad, llvm.icmp/fcmp and llvm.alloca; and the C++ verifiers of
// verifiers.ts and call-verifier.ts. llvm's types and attributes stay opaque (kept as the text mlir-opt prints).
import { OpaqueType, type Type } from "../../ir/index.js";
import { llvmAssembly, type LlvmAssemblyHooks } from "../../../generated/upstream/llvm-assembly.js";
import * as directives from "./directives.js";
import { enumAttr } from "./enum-keywords.js";
import { llvmFuncSyntax } from "./func-syntax.js";
import { globalSyntax } from "./global-syntax.js";
import { allocaSyntax, callSyntax, fcmpSyntax, icmpSyntax, invokeSyntax, landingpadSyntax } from "./op-syntax.js";
import { vectorElementType } from "./compatible-types.js";
import { verifyAddressOfSymbolUses, verifyCallSymbolUses } from "./call-verifier.js";
import * as verifiers from "./verifiers.js";
import { verifyInvoke, verifyLandingpad, verifySwitch } from "./control-verifiers.js";
import { verifyAlloca, verifyBitcast, verifyShuffleVector, verifyZero } from "./value-verifiers.js";
import { verifyComdatRegions } from "./comdat-verifiers.js";
import { verifySymbolParent } from "../runtime/interface-verifiers.js";
import { verifyConstant, verifyGlobal, verifyGlobalRegions, verifyLLVMFunc, verifyLLVMFuncInterface } from "./symbol-verifiers.js";
import { nestedTypeText } from "./types.js";

/** The element type of a builtin or llvm vector (extractelement's result, insertelement's value). */
function vectorElement(type: Type): Type {
  return vectorElementType(type, type.context) ?? type;
}

export const llvmSyntaxHooks: LlvmAssemblyHooks = {
  directives,
  contextTypes: { LLVMTokenType: (builder) => OpaqueType.get(builder.context, "llvm", "token") },
  types: {
    // cmpxchg's result: `struct<(T, i1)>` of the compared value's type.
    AtomicCmpXchgOp: { res: (self) => OpaqueType.get(self.context, "llvm", `struct<(${nestedTypeText(self)}, i1)>`) },
    ExtractElementOp: { res: vectorElement },
    InsertElementOp: { value: vectorElement },
  },
  defaults: {
    DbgDeclareOp: { locationExpr: (builder) => builder.getOpaqueAttr("llvm", "di_expression<>") },
    DbgValueOp: { locationExpr: (builder) => builder.getOpaqueAttr("llvm", "di_expression<>") },
    CallOp: { CConv: (builder) => enumAttr(builder.context, "cconv", "ccc"), TailCallKind: (builder) => enumAttr(builder.context, "tailcallkind", "none") },
    LLVMFuncOp: { linkage: (builder) => enumAttr(builder.context, "linkage", "external"), CConv: (builder) => enumAttr(builder.context, "cconv", "ccc") },
    InvokeOp: { CConv: (builder) => enumAttr(builder.context, "cconv", "ccc") },
  },
  verifiers: {
    AllocaOp: verifyAlloca,
    BitcastOp: verifyBitcast,
    AtomicCmpXchgOp: verifiers.verifyAtomicCmpXchg,
    AtomicRMWOp: verifiers.verifyAtomicRMW,
    ExtractValueOp: verifiers.verifyExtractValue,
    FenceOp: verifiers.verifyFence,
    GEPOp: verifiers.verifyGEP,
    ConstantOp: verifyConstant,
    GlobalOp: verifyGlobal,
    InsertValueOp: verifiers.verifyInsertValue,
    InvokeOp: verifyInvoke,
    LandingpadOp: verifyLandingpad,
    LLVMFuncOp: verifyLLVMFunc,
    LoadOp: verifiers.verifyLoad,
    ReturnOp: verifiers.verifyReturn,
    ShuffleVectorOp: verifyShuffleVector,
    SwitchOp: verifySwitch,
    SExtOp: verifiers.verifyIntegerExtension,
    StoreOp: verifiers.verifyStore,
    ZExtOp: verifiers.verifyIntegerExtension,
    ZeroOp: verifyZero,
  },
  regionVerifiers: { ComdatOp: verifyComdatRegions, GlobalOp: verifyGlobalRegions },
  interfaceVerifiers: { FunctionOpInterface: verifyLLVMFuncInterface, SymbolOpInterface: verifySymbolParent },
  symbolUseVerifiers: { AddressOfOp: verifyAddressOfSymbolUses, CallOp: verifyCallSymbolUses },
  ops: {
    AllocaOp: allocaSyntax,
    CallOp: callSyntax,
    FCmpOp: fcmpSyntax,
    ICmpOp: icmpSyntax,
    LLVMFuncOp: llvmFuncSyntax,
    GlobalOp: globalSyntax,
    InvokeOp: invokeSyntax,
    LandingpadOp: landingpadSyntax,
  },
};

export const llvmSyntax = (): ReturnType<typeof llvmAssembly> => llvmAssembly(llvmSyntaxHooks);
