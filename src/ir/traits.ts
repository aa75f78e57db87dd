// Op traits as objects (MLIR's OpTrait::...): a registration lists the trait objects its
// op has, in ODS order, and the verifier runs their checks. A trait is found by identity
// (`op.hasTrait(OpTrait.IsTerminator)`), never by a string. Parametric traits
// (`HasParent<...>`) are made by a factory; `op.hasTrait(OpTrait.HasParent)` asks for any
// instance of it.
//
// Traits a dialect invents (a `NativeOpTrait` outside `::mlir::OpTrait`) are made with
// `defineOpTrait` by the dialect author and passed to the generated dialect through its
// hooks object.
import { verifySymbolTable } from "./symbol-table.js";
import { verifyResultsBroadcastableShape } from "./broadcast-trait.js";
import type { Operation } from "./operation.js";
import type { Attribute } from "./attributes.js";
import type { OpFoldResult } from "./dialect.js";
import { foldCommutative, foldIdempotent, foldInvolution } from "./trait-folders.js";
import {
  verifyElementwise,
  verifyHasParent,
  verifyIsTerminator,
  verifyResultsAreFloatLike,
  verifySameOperandsAndResultElementType,
  verifySameOperandsAndResultRank,
  verifySameOperandsAndResultShape,
  verifySameOperandsAndResultType,
  verifySameOperandsElementType,
  verifySameOperandsShape,
  verifySameTypeOperands,
} from "./trait-verifiers.js";

/** What a trait checks (before the op's regions are verified, and after) and how it folds. */
export interface OpTraitChecks {
  /** MLIR's verifyTrait: throws the error of `op.emitOpError(...)` on failure. */
  verify?(op: Operation): void;
  /** MLIR's verifyRegionTrait, run once the op's regions are verified. */
  verifyRegions?(op: Operation): void;
  /**
   * MLIR's foldTrait, tried when the op's own fold hook fails or folds in place: the same
   * contract as the registration's `fold` (fill `results`, or succeed with `results` empty
   * after changing the op in place, or return false).
   */
  fold?(op: Operation, operands: readonly (Attribute | undefined)[], results: OpFoldResult[]): boolean;
}

/** One trait of an op. */
export interface OpTrait extends OpTraitChecks {
  /** The trait's name as MLIR spells it (`IsTerminator`, `HasParent`). */
  readonly name: string;
  /** What `hasTrait` matches: the trait itself, or the factory of a parametric trait. */
  readonly key: OpTraitKey;
  /** The parameters of a parametric trait instance (`HasParent`'s op names). */
  readonly params: readonly unknown[];
}

/** A trait with parameters (`HasParent<"func.func">`): calling it makes an instance. */
export interface ParametricOpTrait<P extends readonly unknown[]> {
  readonly traitName: string;
  (...params: P): OpTrait;
}

/** What `hasTrait` takes: a trait, or a parametric trait's factory (any instance). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type OpTraitKey = OpTrait | ParametricOpTrait<readonly never[]>;

/** A trait without parameters. */
export function defineOpTrait(name: string, checks: OpTraitChecks = {}): OpTrait {
  // `key` is the trait itself: a data property (set below), as hasTrait reads it per trait per query.
  const trait: { -readonly [K in keyof OpTrait]: OpTrait[K] } = {
    name,
    key: undefined as unknown as OpTraitKey,
    params: [],
    ...(checks.verify === undefined ? {} : { verify: checks.verify }),
    ...(checks.verifyRegions === undefined ? {} : { verifyRegions: checks.verifyRegions }),
    ...(checks.fold === undefined ? {} : { fold: checks.fold }),
  };
  trait.key = trait;
  return Object.freeze(trait);
}

/** A parametric trait: `make(...params)` gives the checks of one instance. */
export function defineParametricOpTrait<P extends readonly unknown[]>(name: string, make: (...params: P) => OpTraitChecks = () => ({})): ParametricOpTrait<P> {
  const factory = ((...params: P): OpTrait => {
    const checks = make(...params);
    return Object.freeze({
      name,
      key: factory as unknown as OpTraitKey,
      params,
      ...(checks.verify === undefined ? {} : { verify: checks.verify }),
      ...(checks.verifyRegions === undefined ? {} : { verifyRegions: checks.verifyRegions }),
      ...(checks.fold === undefined ? {} : { fold: checks.fold }),
    });
  }) as ParametricOpTrait<P>;
  Object.defineProperty(factory, "traitName", { value: name });
  return factory;
}

/**
 * The traits of `::mlir::OpTrait` (ODS `NativeOpTrait`s of MLIR's own library). The
 * structural ones (terminators, regions, symbols, isolation) are checked by the core
 * verifier; the others carry their MLIR 19 checks and diagnostics here.
 */
export const OpTrait = {
  // Counts (ODS adds them from the op's operands, results, regions and successors; see
  // countTraits). Their checks are the registration's `verifyCounts` and, for the Zero*
  // and OneRegion ones hand-written registrations list, the core verifier's.
  ZeroOperands: defineOpTrait("ZeroOperands"),
  OneOperand: defineOpTrait("OneOperand"),
  /** Parameter: the fixed operand count (two or more). */
  NOperands: defineParametricOpTrait<[count: number]>("NOperands"),
  /** Parameter: how many operands the op has at least (its non-variadic ones). */
  AtLeastNOperands: defineParametricOpTrait<[count: number]>("AtLeastNOperands"),
  VariadicOperands: defineOpTrait("VariadicOperands"),
  ZeroResults: defineOpTrait("ZeroResults"),
  OneResult: defineOpTrait("OneResult"),
  NResults: defineParametricOpTrait<[count: number]>("NResults"),
  AtLeastNResults: defineParametricOpTrait<[count: number]>("AtLeastNResults"),
  VariadicResults: defineOpTrait("VariadicResults"),
  ZeroSuccessors: defineOpTrait("ZeroSuccessors"),
  OneSuccessor: defineOpTrait("OneSuccessor"),
  NSuccessors: defineParametricOpTrait<[count: number]>("NSuccessors"),
  AtLeastNSuccessors: defineParametricOpTrait<[count: number]>("AtLeastNSuccessors"),
  VariadicSuccessors: defineOpTrait("VariadicSuccessors"),
  ZeroRegions: defineOpTrait("ZeroRegions"),
  OneRegion: defineOpTrait("OneRegion"),
  NRegions: defineParametricOpTrait<[count: number]>("NRegions"),
  AtLeastNRegions: defineParametricOpTrait<[count: number]>("AtLeastNRegions"),
  VariadicRegions: defineOpTrait("VariadicRegions"),
  // Structure.
  IsTerminator: defineOpTrait("IsTerminator", { verify: verifyIsTerminator }),
  NoTerminator: defineOpTrait("NoTerminator"),
  SingleBlock: defineOpTrait("SingleBlock"),
  /** Parameter: the terminator's op name (`"scf.yield"`). */
  SingleBlockImplicitTerminator: defineParametricOpTrait<[terminator: string]>("SingleBlockImplicitTerminator"),
  NoRegionArguments: defineOpTrait("NoRegionArguments"),
  IsIsolatedFromAbove: defineOpTrait("IsIsolatedFromAbove"),
  // Called through an arrow: symbol-table.ts imports this module.
  SymbolTable: defineOpTrait("SymbolTable", { verify: (op) => verifySymbolTable(op) }),
  AffineScope: defineOpTrait("AffineScope"),
  AutomaticAllocationScope: defineOpTrait("AutomaticAllocationScope"),
  HasOnlyGraphRegion: defineOpTrait("HasOnlyGraphRegion"),
  HasParallelRegion: defineOpTrait("HasParallelRegion"),
  ReturnLike: defineOpTrait("ReturnLike"),
  /** Parameters: the op names the parent may have. */
  HasParent: defineParametricOpTrait<readonly string[]>("HasParent", (...parents) => ({ verify: (op) => verifyHasParent(op, parents) })),
  // Values.
  ConstantLike: defineOpTrait("ConstantLike"),
  IsCommutative: defineOpTrait("IsCommutative", { fold: foldCommutative }),
  IsIdempotent: defineOpTrait("IsIdempotent", { fold: foldIdempotent }),
  IsInvolution: defineOpTrait("IsInvolution", { fold: foldInvolution }),
  AttrSizedOperandSegments: defineOpTrait("AttrSizedOperandSegments"),
  AttrSizedResultSegments: defineOpTrait("AttrSizedResultSegments"),
  SameTypeOperands: defineOpTrait("SameTypeOperands", { verify: verifySameTypeOperands }),
  SameOperandsAndResultType: defineOpTrait("SameOperandsAndResultType", { verify: verifySameOperandsAndResultType }),
  SameOperandsShape: defineOpTrait("SameOperandsShape", { verify: verifySameOperandsShape }),
  SameOperandsAndResultShape: defineOpTrait("SameOperandsAndResultShape", { verify: verifySameOperandsAndResultShape }),
  SameOperandsElementType: defineOpTrait("SameOperandsElementType", { verify: verifySameOperandsElementType }),
  SameOperandsAndResultElementType: defineOpTrait("SameOperandsAndResultElementType", { verify: verifySameOperandsAndResultElementType }),
  SameOperandsAndResultRank: defineOpTrait("SameOperandsAndResultRank", { verify: verifySameOperandsAndResultRank }),
  ResultsAreFloatLike: defineOpTrait("ResultsAreFloatLike", { verify: verifyResultsAreFloatLike }),
  ResultsBroadcastableShape: defineOpTrait("ResultsBroadcastableShape", { verify: verifyResultsBroadcastableShape }),
  Elementwise: defineOpTrait("Elementwise", { verify: verifyElementwise }),
  Scalarizable: defineOpTrait("Scalarizable"),
  Vectorizable: defineOpTrait("Vectorizable"),
  Tensorizable: defineOpTrait("Tensorizable"),
  MemRefsNormalizable: defineOpTrait("MemRefsNormalizable"),
  // Side effects and speculation (src/ir/side-effects.ts reads them).
  HasRecursiveMemoryEffects: defineOpTrait("HasRecursiveMemoryEffects"),
  AlwaysSpeculatableImplTrait: defineOpTrait("AlwaysSpeculatableImplTrait"),
  RecursivelySpeculatableImplTrait: defineOpTrait("RecursivelySpeculatableImplTrait"),
} as const;

export type CoreOpTraitName = keyof typeof OpTrait;

/** The core trait named `name` (as ODS names it in `::mlir::OpTrait`), if the runtime has it. */
export function coreOpTrait(name: string): OpTrait | ParametricOpTrait<readonly never[]> | undefined {
  return Object.hasOwn(OpTrait, name) ? (OpTrait as Record<string, OpTrait | ParametricOpTrait<readonly never[]>>)[name] : undefined;
}

/** The names of the core traits, for generators that decide what the runtime provides. */
export const CORE_OP_TRAIT_NAMES: readonly string[] = Object.keys(OpTrait);

/** What an op has a count trait of. */
export type CountedKind = "Operand" | "Result" | "Successor" | "Region";

/**
 * The count trait ODS derives for `total` operands (results, successors, regions) of which
 * `variable` are variadic or optional, as mlir-tblgen picks it: Variadic* when all are,
 * AtLeastN*<fixed> when some are, else Zero*, One* or N*<total>.
 */
export function countTrait(kind: CountedKind, total: number, variable: number): OpTrait {
  const t = COUNT_TRAITS[kind];
  if (variable > 0) return variable === total ? t.variadic : t.atLeast(total - variable);
  if (total === 0) return t.zero;
  return total === 1 ? t.one : t.n(total);
}

const COUNT_TRAITS = {
  Operand: { zero: OpTrait.ZeroOperands, one: OpTrait.OneOperand, n: OpTrait.NOperands, atLeast: OpTrait.AtLeastNOperands, variadic: OpTrait.VariadicOperands },
  Result: { zero: OpTrait.ZeroResults, one: OpTrait.OneResult, n: OpTrait.NResults, atLeast: OpTrait.AtLeastNResults, variadic: OpTrait.VariadicResults },
  Successor: { zero: OpTrait.ZeroSuccessors, one: OpTrait.OneSuccessor, n: OpTrait.NSuccessors, atLeast: OpTrait.AtLeastNSuccessors, variadic: OpTrait.VariadicSuccessors },
  Region: { zero: OpTrait.ZeroRegions, one: OpTrait.OneRegion, n: OpTrait.NRegions, atLeast: OpTrait.AtLeastNRegions, variadic: OpTrait.VariadicRegions },
} as const;
