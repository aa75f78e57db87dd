// The op interfaces of MLIR's core library that the runtime's own layers ask (printer,
// verifier, rewriting, passes): the same methods as `defs/mlir/{IR,Interfaces}/*.td`
// declare them, each taking the op first. ODS ops implement them through their
// registration; `test/defs` keeps the method lists in step with the definitions.
import { defineOpInterface, type OpInterface } from "./interfaces.js";
import { defineOpTrait } from "./traits.js";
import { foldCastInterfaceOp } from "./trait-folders.js";
import type { Attribute, SymbolRefAttr, DictionaryAttr, ArrayAttr, TypeAttr } from "./attributes.js";
import type { Location } from "./location.js";
import type { MLIRContext } from "./context.js";
import type { Block, Operation, Region, Value } from "./operation.js";
import { FunctionType, type Type } from "./types.js";
import { MutableOperandRange } from "./operand-range.js";
import type { OpFoldResult, RegionKind } from "./dialect.js";

// ---- symbols ----

export interface SymbolOpMethods {
  /** Whether the op may leave out its symbol name (MLIR's isOptionalSymbol: builtin.module). */
  isOptionalSymbol(op: Operation): boolean;
  /** Whether the op is a declaration (no body): then it may not be public. */
  isDeclaration(op: Operation): boolean;
  /** Whether the symbol may be removed when nothing uses it (MLIR's canDiscardOnUseEmpty). */
  canDiscardOnUseEmpty(op: Operation): boolean;
}

export const SymbolOpInterface = defineOpInterface<SymbolOpMethods, keyof SymbolOpMethods>("SymbolOpInterface", {
  methods: ["isOptionalSymbol", "isDeclaration", "canDiscardOnUseEmpty"],
  defaults: {
    isOptionalSymbol: () => false,
    isDeclaration: () => false,
    // As MLIR 19's default: any symbol that is not public (private or nested).
    canDiscardOnUseEmpty: (op) => {
      const visibility = op.getAttr("sym_visibility");
      return visibility !== undefined && (visibility as { value?: unknown }).value !== "public";
    },
  },
});

export interface SymbolUserOpMethods {
  /** MLIR's verifySymbolUses: checks the symbols the op refers to (throws the op's error). */
  verifySymbolUses(op: Operation): void;
}

export const SymbolUserOpInterface = defineOpInterface<SymbolUserOpMethods>("SymbolUserOpInterface", { methods: ["verifySymbolUses"] });

// ---- regions ----

export interface RegionKindMethods {
  getRegionKind(op: Operation, index: number): RegionKind;
}

export const RegionKindInterface = defineOpInterface<RegionKindMethods>("RegionKindInterface", { methods: ["getRegionKind"] });

/** The RegionKindInterface implementation of ops with only graph regions (MLIR's HasOnlyGraphRegion). */
export const onlyGraphRegions: RegionKindMethods = Object.freeze({ getRegionKind: (): RegionKind => "graph" });

// ---- assembly ----

export interface OpAsmOpMethods {
  /** Suggests names for the op's results: `setName(result, "cst")` (MLIR's getAsmResultNames). */
  getAsmResultNames(op: Operation, setName: (value: Value, name: string) => void): void;
  /** Suggests names for the arguments of the op's region's blocks. */
  getAsmBlockArgumentNames(op: Operation, region: Region, setName: (value: Value, name: string) => void): void;
  /** Suggests names for the blocks of the op's regions. */
  getAsmBlockNames(op: Operation, setName: (block: Block, name: string) => void): void;
  /** The dialect whose ops print without prefix inside this op's regions, or "" (static: the parser asks before the op exists). */
  getDefaultDialect(): string;
}

export const OpAsmOpInterface = defineOpInterface<OpAsmOpMethods, keyof OpAsmOpMethods>("OpAsmOpInterface", {
  methods: ["getAsmResultNames", "getAsmBlockArgumentNames", "getAsmBlockNames"],
  defaults: {
    getAsmResultNames: () => {},
    getAsmBlockArgumentNames: () => {},
    getAsmBlockNames: () => {},
    getDefaultDialect: () => "",
  },
});

// ---- control flow ----

/** The operands a branch forwards to a successor (MLIR's SuccessorOperands). */
export interface SuccessorOperands {
  /** Leading successor arguments the op produces itself (not forwarded operands). */
  readonly producedOperandCount: number;
  readonly forwardedOperands: MutableOperandRange;
}

/** Where control comes from or goes to inside a RegionBranchOpInterface op: a region, or the op itself. */
export type RegionBranchPoint = Region | "parent";

/** A successor of a region branch: a region (its entry block's arguments) or the parent op (its results). */
export interface RegionSuccessor {
  readonly region: Region | undefined;
  readonly inputs: readonly Value[];
}

/** How often a region runs per execution of its op (MLIR's InvocationBounds); `undefined` upper bound: unknown. */
export interface InvocationBounds {
  readonly lower: number;
  readonly upper: number | undefined;
}

export interface BranchOpMethods {
  getSuccessorOperands(op: Operation, index: number): SuccessorOperands;
  /** The successor taken for constant operands (undefined entries: not constant), if known. */
  getSuccessorForOperands(op: Operation, operands: readonly (Attribute | undefined)[]): Block | undefined;
  areTypesCompatible(op: Operation, lhs: Type, rhs: Type): boolean;
}

export const BranchOpInterface = defineOpInterface<BranchOpMethods, "getSuccessorForOperands" | "areTypesCompatible">("BranchOpInterface", {
  methods: ["getSuccessorOperands", "getSuccessorForOperands", "areTypesCompatible"],
  defaults: { getSuccessorForOperands: () => undefined, areTypesCompatible: (_op, lhs, rhs) => lhs === rhs },
});

export interface RegionBranchOpMethods {
  /** The operands passed to `point` (a region) on entry from the op: a run of its operands (MLIR's OperandRange). */
  getEntrySuccessorOperands(op: Operation, point: RegionBranchPoint): MutableOperandRange;
  /** The successors on entry, given constant operands where known. */
  getEntrySuccessorRegions(op: Operation, operands: readonly (Attribute | undefined)[]): RegionSuccessor[];
  /** The successors of `point`: from "parent" the entry successors, from a region where it may branch. */
  getSuccessorRegions(op: Operation, point: RegionBranchPoint): RegionSuccessor[];
  getRegionInvocationBounds(op: Operation, operands: readonly (Attribute | undefined)[]): InvocationBounds[];
  areTypesCompatible(op: Operation, lhs: Type, rhs: Type): boolean;
}

export const RegionBranchOpInterface: OpInterface<
  RegionBranchOpMethods,
  "getEntrySuccessorOperands" | "getEntrySuccessorRegions" | "getRegionInvocationBounds" | "areTypesCompatible"
> = defineOpInterface<
  RegionBranchOpMethods,
  "getEntrySuccessorOperands" | "getEntrySuccessorRegions" | "getRegionInvocationBounds" | "areTypesCompatible"
>("RegionBranchOpInterface", {
  methods: ["getEntrySuccessorOperands", "getEntrySuccessorRegions", "getSuccessorRegions", "getRegionInvocationBounds", "areTypesCompatible"],
  defaults: {
    getEntrySuccessorOperands: (op) => new MutableOperandRange(op, 0, 0),
    getEntrySuccessorRegions: (op): RegionSuccessor[] => RegionBranchOpInterface.impl(op)?.getSuccessorRegions(op, "parent") ?? [],
    getRegionInvocationBounds: (op) => op.regions.map(() => ({ lower: 0, upper: undefined })),
    areTypesCompatible: (_op, lhs, rhs) => lhs === rhs,
  },
});

export interface RegionBranchTerminatorOpMethods {
  /** The operands forwarded to `point` (a successor region, or "parent" for the op's results). */
  getMutableSuccessorOperands(op: Operation, point: RegionBranchPoint): MutableOperandRange;
  /** Where control may go from this terminator, given constant operands where known. */
  getSuccessorRegions(op: Operation, operands: readonly (Attribute | undefined)[]): RegionSuccessor[];
}

export const RegionBranchTerminatorOpInterface = defineOpInterface<RegionBranchTerminatorOpMethods, "getSuccessorRegions">("RegionBranchTerminatorOpInterface", {
  methods: ["getMutableSuccessorOperands", "getSuccessorRegions"],
  defaults: {
    getSuccessorRegions: (op) => {
      const parent = op.parentOp;
      const region = op.parentRegion;
      if (parent === null || region === null) return [];
      return RegionBranchOpInterface.impl(parent)?.getSuccessorRegions(parent, region) ?? [];
    },
  },
});

// ---- calls and functions ----

export interface CallOpMethods {
  /** The callee: a symbol reference or an SSA value. */
  getCallableForCallee(op: Operation): SymbolRefAttr | Value;
  setCalleeFromCallable(op: Operation, callee: SymbolRefAttr | Value): void;
  getArgOperands(op: Operation): Value[];
  getArgOperandsMutable(op: Operation): MutableOperandRange;
}

export const CallOpInterface = defineOpInterface<CallOpMethods>("CallOpInterface", {
  methods: ["getCallableForCallee", "setCalleeFromCallable", "getArgOperands", "getArgOperandsMutable"],
});

export interface CallableOpMethods {
  /** The body that runs on a call, undefined for an external declaration. */
  getCallableRegion(op: Operation): Region | undefined;
  getArgumentTypes(op: Operation): readonly Type[];
  getResultTypes(op: Operation): readonly Type[];
  getArgAttrsAttr(op: Operation): ArrayAttr | undefined;
  getResAttrsAttr(op: Operation): ArrayAttr | undefined;
}

export const CallableOpInterface = defineOpInterface<CallableOpMethods, "getArgAttrsAttr" | "getResAttrsAttr">("CallableOpInterface", {
  methods: ["getCallableRegion", "getArgumentTypes", "getResultTypes", "getArgAttrsAttr", "getResAttrsAttr"],
  defaults: {
    getArgAttrsAttr: (op) => op.getInherentAttr("arg_attrs") as ArrayAttr | undefined,
    getResAttrsAttr: (op) => op.getInherentAttr("res_attrs") as ArrayAttr | undefined,
  },
});

export interface FunctionOpMethods {
  /** The function type (MLIR's getFunctionType). */
  getFunctionType(op: Operation): Type;
  /** Replaces the function type attribute. */
  setFunctionTypeAttr(op: Operation, type: TypeAttr): void;
  /** A function type of the op's kind with these inputs and results. */
  cloneTypeWith(op: Operation, inputs: readonly Type[], results: readonly Type[]): Type;
  /** Checks the body against the signature (throws the op's error). */
  verifyBody(op: Operation): void;
  /** Checks the function type (throws the op's error). */
  verifyType(op: Operation): void;
}

/**
 * MLIR's FunctionOpInterface: a symbol with a function type and a body whose entry block
 * takes the arguments. Its verifier (argument/result attribute arrays, entry block
 * arguments) is run by the op verifier where the interface is among the op's traits.
 */
export const FunctionOpInterface = defineOpInterface<FunctionOpMethods, "cloneTypeWith" | "verifyBody" | "verifyType">("FunctionOpInterface", {
  methods: ["getFunctionType", "setFunctionTypeAttr", "cloneTypeWith", "verifyBody", "verifyType"],
  bases: [SymbolOpInterface, CallableOpInterface],
  defaults: {
    cloneTypeWith: (op, inputs, results) => FunctionType.get(op.context, inputs, results),
    verifyBody: () => {},
    verifyType: () => {},
  },
});

// ---- loops ----

export interface LoopLikeOpMethods {
  /** Whether `value` is defined outside the loop (so loop-invariant). */
  isDefinedOutsideOfLoop(op: Operation, value: Value): boolean;
  getLoopRegions(op: Operation): Region[];
  /** Moves `target` out of the loop, right before it. */
  moveOutOfLoop(op: Operation, target: Operation): void;
  /** The induction variables, when the loop has them. */
  getLoopInductionVars(op: Operation): Value[] | undefined;
  getLoopLowerBounds(op: Operation): OpFoldResult[] | undefined;
  getLoopUpperBounds(op: Operation): OpFoldResult[] | undefined;
  getLoopSteps(op: Operation): OpFoldResult[] | undefined;
  /** The operands initializing the loop-carried values (MLIR's MutableArrayRef<OpOperand>). */
  getInitsMutable(op: Operation): MutableOperandRange;
  /** The entry region's arguments holding the loop-carried values. */
  getRegionIterArgs(op: Operation): Value[];
  /** The terminator operands yielding the next loop-carried values, when exposed. */
  getYieldedValuesMutable(op: Operation): MutableOperandRange | undefined;
  /** The results holding the final loop-carried values, when exposed. */
  getLoopResults(op: Operation): Value[] | undefined;
}

export const LoopLikeOpInterface = defineOpInterface<LoopLikeOpMethods, Exclude<keyof LoopLikeOpMethods, "getLoopRegions">>("LoopLikeOpInterface", {
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
  defaults: {
    isDefinedOutsideOfLoop: (op, value) => !op.isAncestorRegionOf(value.parentBlock),
    moveOutOfLoop: (op, target) => target.moveBefore(op),
    getLoopInductionVars: () => undefined,
    getLoopLowerBounds: () => undefined,
    getLoopUpperBounds: () => undefined,
    getLoopSteps: () => undefined,
    getInitsMutable: (op) => new MutableOperandRange(op, op.operands.length, 0),
    getRegionIterArgs: () => [],
    getYieldedValuesMutable: () => undefined,
    getLoopResults: () => undefined,
  },
});

/** The operands initializing a loop's carried values (MLIR's LoopLikeOpInterface::getInits). */
export function loopInits(op: Operation): Value[] {
  return LoopLikeOpInterface.impl(op)?.getInitsMutable(op).values ?? [];
}

/** The values a loop's terminator yields as the next carried values (MLIR's getYieldedValues). */
export function loopYieldedValues(op: Operation): Value[] {
  return LoopLikeOpInterface.impl(op)?.getYieldedValuesMutable(op)?.values ?? [];
}

/** The single induction variable of a loop, if it has exactly one (MLIR's getSingleInductionVar). */
export function loopSingleInductionVar(op: Operation): Value | undefined {
  const ivs = LoopLikeOpInterface.impl(op)?.getLoopInductionVars(op);
  return ivs?.length === 1 ? ivs[0] : undefined;
}

// ---- types ----

export interface InferTypeOpMethods {
  /** The result types for these operands and attributes (static: no op exists yet), or undefined when they do not allow any. */
  inferReturnTypes(
    context: MLIRContext,
    location: Location | undefined,
    operands: readonly Value[],
    attributes: DictionaryAttr,
    properties: Attribute | null,
    regions: readonly Region[],
  ): Type[] | undefined;
  isCompatibleReturnTypes(lhs: readonly Type[], rhs: readonly Type[]): boolean;
}

export const InferTypeOpInterface = defineOpInterface<InferTypeOpMethods, "isCompatibleReturnTypes">("InferTypeOpInterface", {
  defaults: { isCompatibleReturnTypes: (lhs, rhs) => lhs.length === rhs.length && lhs.every((t, i) => t === rhs[i]) },
});

export interface ViewLikeOpMethods {
  /** The buffer the op's result is a view of (aliases). */
  getViewSource(op: Operation): Value;
}

/**
 * MLIR's ViewLikeOpInterface: an op whose result aliases a part of another buffer. Every
 * view-like op of the dialects tsmlir defines views its first operand, the default here; an
 * op viewing another operand gives getViewSource by hand.
 */
export const ViewLikeOpInterface = defineOpInterface<ViewLikeOpMethods, "getViewSource">("ViewLikeOpInterface", {
  methods: ["getViewSource"],
  defaults: { getViewSource: (op) => op.getOperand(0) },
});

export interface CastOpMethods {
  /** Whether a cast from `inputs` to `outputs` is valid (static). */
  areCastCompatible(inputs: readonly Type[], outputs: readonly Type[]): boolean;
}

/** A cast whose result types are its operand types folds to its operands (MLIR's impl::foldCastInterfaceOp). */
export const CastOpInterface = defineOpInterface<CastOpMethods>("CastOpInterface", {
  trait: defineOpTrait("CastOpInterface::Trait", { fold: foldCastInterfaceOp }),
});
