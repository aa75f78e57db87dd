// spirv's custom syntax: the generated formats (generated/upstream/spirv-assembly.ts) with
// what MLIR writes in C++: the types its formats derive (a pointer's pointee, the i1 shape
// of a comparison, a sampled image's image), the image operands directive, the suggested
// names of constants and addresses, and the hand-written syntax of its structure, memory,
// control flow and value ops, and spirv.SpecConstantOperation's.
import { FloatType, IntegerAttr, IntegerType, SymbolRefAttr, VectorType, type Operation, type Type, type Value } from "../../ir/index.js";
import { spirvAssembly, spirvTraitOps, type SpirvAssemblyHooks } from "../../../generated/upstream/spirv-assembly.js";
import { printTypeText } from "../../asm/standalone.js";
import { elementTypeOf } from "../upstream/syntax/shaped.js";
import { branchConditionalSyntax, loopSyntax, selectionSyntax } from "./control-flow-syntax.js";
import { accessChainSyntax, copyMemorySyntax, inBoundsPtrAccessChainSyntax, loadSyntax, ptrAccessChainSyntax, storeSyntax, variableSyntax } from "./memory-syntax.js";
import { constantSyntax, entryPointSyntax, executionModeSyntax, funcSyntax, globalVariableSyntax, moduleSyntax, specConstantCompositeSyntax, specConstantSyntax } from "./structure-syntax.js";
import { pointerParts, sampledImageImage } from "./type-parts.js";
import {
  boolLike, compositeExtractSyntax, compositeInsertSyntax, extendedBinarySyntax, groupNonUniformArithmeticSyntax, parseImageOperands, printImageOperands, sameOperandsSyntax,
} from "./value-syntax.js";
import { spirvCastVerifiers } from "./cast-verifiers.js";
import { spirvCompositeVerifiers } from "./composite-verifiers.js";
import { spirvMemoryVerifiers } from "./memory-verifiers.js";
import { spirvControlFlowRegionVerifiers, spirvControlFlowVerifiers } from "./control-flow-verifiers.js";
import { spirvInterfaceVerifiers, spirvRegionVerifiers, spirvVerifiers } from "./verifiers.js";
import { spirvOpFamilyVerifiers } from "./op-family-verifiers.js";
import { subgroupBlockReadSyntax, subgroupBlockWriteSyntax } from "./subgroup-block-syntax.js";
import { specConstantOperationRegionVerifier, specConstantOperationSyntax } from "./spec-constant-operation.js";

const pointee = (self: Type): Type => pointerParts(self)?.pointee ?? self;
const atomic = { value: pointee, result: pointee };
const atomicCompare = { value: pointee, comparator: pointee, result: pointee };
const bool = { result: boolLike };

/** MLIR's ConstantOp::getAsmResultNames: `%true`, `%cst42_i32`, `%cst_f32`, `%cst_vec_2xi32`, `%cst`. */
function constantResultName(op: Operation, setName: (value: Value, name: string) => void): void {
  const result = op.getResult(0);
  const type = result.type;
  const value = op.getAttr("value");
  let name = "cst";
  if (value instanceof IntegerAttr && type instanceof IntegerType) {
    if (type.width === 1) {
      setName(result, value.value !== 0 && value.value !== 0n ? "true" : "false");
      return;
    }
    name += String(value.value);
  }
  if (type instanceof IntegerType || type instanceof FloatType) name += `_${printTypeText(type)}`;
  if (type instanceof VectorType) {
    name += `_vec_${String(type.shape[0])}`;
    const element = type.elementType;
    if (element instanceof IntegerType || element instanceof FloatType) name += `x${printTypeText(element)}`;
  }
  setName(result, name);
}

/** MLIR's AddressOfOp::getAsmResultNames: `%<variable>_addr`. */
function addressResultName(op: Operation, setName: (value: Value, name: string) => void): void {
  const variable = op.getAttr("variable");
  setName(op.getResult(0), `${variable instanceof SymbolRefAttr ? variable.rootReference : ""}_addr`);
}

export const spirvSyntaxHooks: SpirvAssemblyHooks = {
  directives: { parseImageOperands, printImageOperands },
  elementType: elementTypeOf,
  types: {
    AtomicAndOp: atomic, AtomicCompareExchangeOp: atomicCompare, AtomicCompareExchangeWeakOp: atomicCompare, AtomicExchangeOp: atomic,
    AtomicIAddOp: atomic, AtomicIDecrementOp: { result: pointee }, AtomicIIncrementOp: { result: pointee }, AtomicISubOp: atomic,
    AtomicOrOp: atomic, AtomicSMaxOp: atomic, AtomicSMinOp: atomic, AtomicUMaxOp: atomic, AtomicUMinOp: atomic, AtomicXorOp: atomic,
    EXTAtomicFAddOp: atomic,
    FOrdEqualOp: bool, FOrdGreaterThanOp: bool, FOrdGreaterThanEqualOp: bool, FOrdLessThanOp: bool, FOrdLessThanEqualOp: bool, FOrdNotEqualOp: bool,
    FUnordEqualOp: bool, FUnordGreaterThanOp: bool, FUnordGreaterThanEqualOp: bool, FUnordLessThanOp: bool, FUnordLessThanEqualOp: bool, FUnordNotEqualOp: bool,
    IEqualOp: bool, INotEqualOp: bool, IsInfOp: bool, IsNanOp: bool,
    ImageOp: { result: (self: Type): Type => sampledImageImage(self) ?? self },
    LogicalAndOp: bool, LogicalEqualOp: bool, LogicalNotOp: bool, LogicalNotEqualOp: bool, LogicalOrOp: bool, OrderedOp: bool, UnorderedOp: bool,
    SGreaterThanOp: bool, SGreaterThanEqualOp: bool, SLessThanOp: bool, SLessThanEqualOp: bool,
    UGreaterThanOp: bool, UGreaterThanEqualOp: bool, ULessThanOp: bool, ULessThanEqualOp: bool,
  },
  resultNames: { ConstantOp: constantResultName, AddressOfOp: addressResultName },
  verifiers: { ...spirvVerifiers, ...spirvCastVerifiers, ...spirvCompositeVerifiers, ...spirvMemoryVerifiers, ...spirvControlFlowVerifiers, ...spirvOpFamilyVerifiers },
  regionVerifiers: {
    ...spirvRegionVerifiers,
    ...spirvControlFlowRegionVerifiers,
    SpecConstantOperationOp: specConstantOperationRegionVerifier((name) => spirvTraitOps.UsableInSpecConstantOp.has(name)),
  },
  interfaceVerifiers: spirvInterfaceVerifiers,
  ops: {
    AccessChainOp: accessChainSyntax,
    BranchConditionalOp: branchConditionalSyntax,
    CompositeExtractOp: compositeExtractSyntax,
    CompositeInsertOp: compositeInsertSyntax,
    ConstantOp: constantSyntax,
    CopyMemoryOp: copyMemorySyntax,
    EntryPointOp: entryPointSyntax,
    ExecutionModeOp: executionModeSyntax,
    GLFClampOp: sameOperandsSyntax,
    GLFmaOp: sameOperandsSyntax,
    GLSClampOp: sameOperandsSyntax,
    GLUClampOp: sameOperandsSyntax,
    GlobalVariableOp: globalVariableSyntax,
    GroupNonUniformBitwiseAndOp: groupNonUniformArithmeticSyntax,
    GroupNonUniformBitwiseOrOp: groupNonUniformArithmeticSyntax,
    GroupNonUniformBitwiseXorOp: groupNonUniformArithmeticSyntax,
    GroupNonUniformFAddOp: groupNonUniformArithmeticSyntax,
    GroupNonUniformFMaxOp: groupNonUniformArithmeticSyntax,
    GroupNonUniformFMinOp: groupNonUniformArithmeticSyntax,
    GroupNonUniformFMulOp: groupNonUniformArithmeticSyntax,
    GroupNonUniformIAddOp: groupNonUniformArithmeticSyntax,
    GroupNonUniformIMulOp: groupNonUniformArithmeticSyntax,
    GroupNonUniformLogicalAndOp: groupNonUniformArithmeticSyntax,
    GroupNonUniformLogicalOrOp: groupNonUniformArithmeticSyntax,
    GroupNonUniformLogicalXorOp: groupNonUniformArithmeticSyntax,
    GroupNonUniformSMaxOp: groupNonUniformArithmeticSyntax,
    GroupNonUniformSMinOp: groupNonUniformArithmeticSyntax,
    GroupNonUniformUMaxOp: groupNonUniformArithmeticSyntax,
    GroupNonUniformUMinOp: groupNonUniformArithmeticSyntax,
    IAddCarryOp: extendedBinarySyntax,
    ISubBorrowOp: extendedBinarySyntax,
    SMulExtendedOp: extendedBinarySyntax,
    UMulExtendedOp: extendedBinarySyntax,
    INTELSubgroupBlockReadOp: subgroupBlockReadSyntax,
    INTELSubgroupBlockWriteOp: subgroupBlockWriteSyntax,
    InBoundsPtrAccessChainOp: inBoundsPtrAccessChainSyntax,
    PtrAccessChainOp: ptrAccessChainSyntax,
    LoadOp: loadSyntax,
    StoreOp: storeSyntax,
    SpecConstantOp: specConstantSyntax,
    SpecConstantCompositeOp: specConstantCompositeSyntax,
    SpecConstantOperationOp: specConstantOperationSyntax,
    VariableOp: variableSyntax,
    FuncOp: funcSyntax,
    LoopOp: loopSyntax,
    SelectionOp: selectionSyntax,
    ModuleOp: moduleSyntax,
  },
};

export const spirvSyntax = (): ReturnType<typeof spirvAssembly> => spirvAssembly(spirvSyntaxHooks);
