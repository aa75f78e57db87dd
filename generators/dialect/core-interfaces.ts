// The op interfaces of MLIR's `::mlir` namespace that the tsmlir runtime provides
// (src/ir/op-interfaces.ts, src/ir/side-effects.ts, and the dialect runtime's
// src/dialects/runtime/destination-style.ts), as the generator needs to know them:
// the runtime key, the methods table type, which methods take the op and which have
// defaults there. test/generated keeps this table in step with the runtime keys.

export interface CoreInterface {
  /** The C++ interface name (`BranchOpInterface`), as the interface trait names it. */
  readonly name: string;
  /** The runtime key, in generated code (`ir.BranchOpInterface`). */
  readonly key: string;
  /** The methods table type (`ir.BranchOpMethods`). */
  readonly methodsType: string;
  /** Methods taking the op first, in the runtime's order. */
  readonly methods: readonly string[];
  /** Methods not taking the op (MLIR's static interface methods). */
  readonly staticMethods: readonly string[];
  /** Methods the runtime implements by default. */
  readonly defaulted: readonly string[];
}

export const CORE_INTERFACES: readonly CoreInterface[] = [
  {
    name: "SymbolOpInterface",
    key: "ir.SymbolOpInterface",
    methodsType: "ir.SymbolOpMethods",
    methods: ["isOptionalSymbol", "isDeclaration", "canDiscardOnUseEmpty"],
    staticMethods: [],
    defaulted: ["isOptionalSymbol", "isDeclaration", "canDiscardOnUseEmpty"],
  },
  { name: "SymbolUserOpInterface", key: "ir.SymbolUserOpInterface", methodsType: "ir.SymbolUserOpMethods", methods: ["verifySymbolUses"], staticMethods: [], defaulted: [] },
  { name: "RegionKindInterface", key: "ir.RegionKindInterface", methodsType: "ir.RegionKindMethods", methods: ["getRegionKind"], staticMethods: [], defaulted: [] },
  {
    name: "OpAsmOpInterface",
    key: "ir.OpAsmOpInterface",
    methodsType: "ir.OpAsmOpMethods",
    methods: ["getAsmResultNames", "getAsmBlockArgumentNames", "getAsmBlockNames"],
    staticMethods: ["getDefaultDialect"],
    defaulted: ["getAsmResultNames", "getAsmBlockArgumentNames", "getAsmBlockNames", "getDefaultDialect"],
  },
  {
    name: "BranchOpInterface",
    key: "ir.BranchOpInterface",
    methodsType: "ir.BranchOpMethods",
    methods: ["getSuccessorOperands", "getSuccessorForOperands", "areTypesCompatible"],
    staticMethods: [],
    defaulted: ["getSuccessorForOperands", "areTypesCompatible"],
  },
  {
    name: "RegionBranchOpInterface",
    key: "ir.RegionBranchOpInterface",
    methodsType: "ir.RegionBranchOpMethods",
    methods: ["getEntrySuccessorOperands", "getEntrySuccessorRegions", "getSuccessorRegions", "getRegionInvocationBounds", "areTypesCompatible"],
    staticMethods: [],
    defaulted: ["getEntrySuccessorOperands", "getEntrySuccessorRegions", "getRegionInvocationBounds", "areTypesCompatible"],
  },
  {
    name: "RegionBranchTerminatorOpInterface",
    key: "ir.RegionBranchTerminatorOpInterface",
    methodsType: "ir.RegionBranchTerminatorOpMethods",
    methods: ["getMutableSuccessorOperands", "getSuccessorRegions"],
    staticMethods: [],
    defaulted: ["getSuccessorRegions"],
  },
  {
    name: "CallOpInterface",
    key: "ir.CallOpInterface",
    methodsType: "ir.CallOpMethods",
    methods: ["getCallableForCallee", "setCalleeFromCallable", "getArgOperands", "getArgOperandsMutable"],
    staticMethods: [],
    defaulted: [],
  },
  {
    name: "CallableOpInterface",
    key: "ir.CallableOpInterface",
    methodsType: "ir.CallableOpMethods",
    methods: ["getCallableRegion", "getArgumentTypes", "getResultTypes", "getArgAttrsAttr", "getResAttrsAttr"],
    staticMethods: [],
    defaulted: ["getArgAttrsAttr", "getResAttrsAttr"],
  },
  {
    name: "FunctionOpInterface",
    key: "ir.FunctionOpInterface",
    methodsType: "ir.FunctionOpMethods",
    methods: ["getFunctionType", "setFunctionTypeAttr", "cloneTypeWith", "verifyBody", "verifyType"],
    staticMethods: [],
    defaulted: ["cloneTypeWith", "verifyBody", "verifyType"],
  },
  {
    name: "LoopLikeOpInterface",
    key: "ir.LoopLikeOpInterface",
    methodsType: "ir.LoopLikeOpMethods",
    methods: [
      "isDefinedOutsideOfLoop",
      "getLoopRegions",
      "moveOutOfLoop",
      "getLoopInductionVars",
      "getLoopLowerBounds",
      "getLoopUpperBounds",
      "getLoopSteps",
      "getInitsMutable",
      "getRegionIterArgs",
      "getYieldedValuesMutable",
      "getLoopResults",
    ],
    staticMethods: [],
    defaulted: [
      "isDefinedOutsideOfLoop",
      "moveOutOfLoop",
      "getLoopInductionVars",
      "getLoopLowerBounds",
      "getLoopUpperBounds",
      "getLoopSteps",
      "getInitsMutable",
      "getRegionIterArgs",
      "getYieldedValuesMutable",
      "getLoopResults",
    ],
  },
  {
    name: "InferTypeOpInterface",
    key: "ir.InferTypeOpInterface",
    methodsType: "ir.InferTypeOpMethods",
    methods: [],
    staticMethods: ["inferReturnTypes", "isCompatibleReturnTypes"],
    defaulted: ["isCompatibleReturnTypes"],
  },
  {
    name: "DestinationStyleOpInterface",
    key: "rt.DestinationStyleOpInterface",
    methodsType: "rt.DestinationStyleOpMethods",
    methods: ["getDpsInitsMutable"],
    staticMethods: [],
    defaulted: [],
  },
  { name: "ViewLikeOpInterface", key: "ir.ViewLikeOpInterface", methodsType: "ir.ViewLikeOpMethods", methods: ["getViewSource"], staticMethods: [], defaulted: ["getViewSource"] },
  { name: "CastOpInterface", key: "ir.CastOpInterface", methodsType: "ir.CastOpMethods", methods: [], staticMethods: ["areCastCompatible"], defaulted: [] },
  { name: "MemoryEffectOpInterface", key: "ir.MemoryEffectOpInterface", methodsType: "ir.MemoryEffectOpMethods", methods: ["getEffects"], staticMethods: [], defaulted: [] },
  {
    name: "ConditionallySpeculatable",
    key: "ir.ConditionallySpeculatable",
    methodsType: "ir.ConditionallySpeculatableMethods",
    methods: ["getSpeculatability"],
    staticMethods: [],
    defaulted: [],
  },
];

/** The runtime's interface of this C++ name (`::mlir::BranchOpInterface` or `BranchOpInterface`). */
export function coreInterface(cppName: string): CoreInterface | undefined {
  const name = cppName.replace(/^::mlir::/, "");
  return CORE_INTERFACES.find((i) => i.name === name);
}
