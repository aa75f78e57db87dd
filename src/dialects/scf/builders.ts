// The scf builders MLIR writes by hand (OpBuilders declared without a body in SCFOps.td):
// operands, result types, regions with their entry blocks and arguments, and the
// caller's body-building callbacks run inside them, as MLIR 19's SCF.cpp builds them.
import {
  DenseArrayAttr,
  IndexType,
  IntegerAttr,
  IntegerType,
  Value,
  type Block,
  type Location,
  type OpBuilder,
  type OpFoldResult,
  type Region,
  type Type,
} from "../../ir/index.js";
import type * as rt from "../op-runtime.js";
import { InParallelOp, type ScfDialectHooks } from "../../../generated/scf.js";

type OpsHooks = ScfDialectHooks["ops"];

/** Runs `body` and puts the builder's insertion point back (MLIR's OpBuilder::InsertionGuard). */
function guarded<T>(builder: OpBuilder, body: () => T): T {
  const saved = builder.insertionPoint;
  try {
    return body();
  } finally {
    builder.restoreInsertionPoint(saved);
  }
}

/** The location of a value (its defining op's, or its block argument's). */
function locationOf(value: Value, fallback: Location): Location {
  const def = value.definingOp;
  if (def !== null) return def.location;
  return "loc" in value ? (value as { loc: Location }).loc : fallback;
}

/** Appends the op-name terminator to a region's block unless it has one (MLIR's ensureTerminator). */
function ensureTerminator(builder: OpBuilder, region: Region, name: string, location: Location): void {
  guarded(builder, () => {
    const block = region.lastBlock ?? builder.createBlock(region);
    const last = block.lastOp;
    if (last !== null && last.name.name === name) return;
    builder.setInsertionPointToEnd(block);
    builder.create(name, location);
  });
}

function i64Array(builder: OpBuilder, values: readonly bigint[]): DenseArrayAttr {
  return DenseArrayAttr.get(IntegerType.get(builder.context, 64), BigInt64Array.from(values));
}

/** MLIR's dispatchIndexOpFoldResults: values go to the operands (kDynamic in the statics), integers stay static. */
function dispatchIndexOpFoldResults(list: readonly OpFoldResult[], dynamic: Value[], statics: bigint[]): void {
  for (const ofr of list) {
    if (ofr instanceof Value) {
      dynamic.push(ofr);
      statics.push(-(1n << 63n));
    } else if (ofr instanceof IntegerAttr) statics.push(ofr.getValue());
    else throw new TypeError("expected an integer attribute or a value in a mixed index list");
  }
}

/** scf.if with `resultTypes`, optionally giving the regions a block (IfOp::build with addThenBlock/addElseBlock). */
function buildIfBlocks(builder: OpBuilder, state: rt.BuilderState, resultTypes: readonly Type[], condition: Value, addThenBlock: boolean, addElseBlock: boolean): void {
  if (addElseBlock && !addThenBlock) throw new RangeError("scf.if builder: an else block needs a then block");
  state.addTypes(resultTypes);
  state.addOperands([condition]);
  guarded(builder, () => {
    const thenRegion = state.addRegion();
    if (addThenBlock) builder.createBlock(thenRegion);
    const elseRegion = state.addRegion();
    if (addElseBlock) builder.createBlock(elseRegion);
  });
}

/** scf.if whose regions end in scf.yield when it has no results (IfOp::build with withElseRegion). */
function buildIfWithElse(builder: OpBuilder, state: rt.BuilderState, resultTypes: readonly Type[], condition: Value, withElseRegion: boolean): void {
  state.addTypes(resultTypes);
  state.addOperands([condition]);
  guarded(builder, () => {
    const thenRegion = state.addRegion();
    builder.createBlock(thenRegion);
    if (resultTypes.length === 0) ensureTerminator(builder, thenRegion, "scf.yield", state.location);
    const elseRegion = state.addRegion();
    if (withElseRegion) {
      builder.createBlock(elseRegion);
      if (resultTypes.length === 0) ensureTerminator(builder, elseRegion, "scf.yield", state.location);
    }
  });
}

/** scf.parallel (ParallelOp::build): bounds, steps, reductions' initial values, a body of index arguments. */
function buildParallel(
  builder: OpBuilder,
  state: rt.BuilderState,
  lowerBounds: readonly Value[],
  upperBounds: readonly Value[],
  steps: readonly Value[],
  initVals: readonly Value[],
  bodyBuilder: ((builder: OpBuilder, loc: Location, ivs: readonly Value[], inits: readonly Value[]) => void) | undefined,
): void {
  state.addOperands([...lowerBounds, ...upperBounds, ...steps, ...initVals]);
  state.properties["operandSegmentSizes"] = [lowerBounds.length, upperBounds.length, steps.length, initVals.length];
  state.addTypes(initVals.map((v) => v.type));
  guarded(builder, () => {
    const count = steps.length;
    const region = state.addRegion();
    const index = IndexType.get(builder.context);
    const block = builder.createBlock(region, Array.from({ length: count }, () => index), Array.from({ length: count }, () => state.location));
    if (bodyBuilder !== undefined) {
      builder.setInsertionPointToStart(block);
      bodyBuilder(builder, state.location, block.arguments.slice(0, count), block.arguments.slice(count));
    }
    // Only a loop without reductions gets its (empty) scf.reduce here.
    if (initVals.length === 0) ensureTerminator(builder, region, "scf.reduce", state.location);
  });
}

/** scf.forall (ForallOp::build): mixed bounds, shared outputs, a body of indices then outputs. */
function buildForall(
  builder: OpBuilder,
  state: rt.BuilderState,
  lbs: readonly OpFoldResult[],
  ubs: readonly OpFoldResult[],
  steps: readonly OpFoldResult[],
  outputs: readonly Value[],
  mapping: import("../../ir/index.js").ArrayAttr | undefined,
  bodyBuilder: ((builder: OpBuilder, loc: Location, args: readonly Value[]) => void) | undefined,
): void {
  const dynamicLbs: Value[] = [];
  const dynamicUbs: Value[] = [];
  const dynamicSteps: Value[] = [];
  const staticLbs: bigint[] = [];
  const staticUbs: bigint[] = [];
  const staticSteps: bigint[] = [];
  dispatchIndexOpFoldResults(lbs, dynamicLbs, staticLbs);
  dispatchIndexOpFoldResults(ubs, dynamicUbs, staticUbs);
  dispatchIndexOpFoldResults(steps, dynamicSteps, staticSteps);
  state.addOperands([...dynamicLbs, ...dynamicUbs, ...dynamicSteps, ...outputs]);
  state.addTypes(outputs.map((v) => v.type));
  state.addAttribute("staticLowerBound", i64Array(builder, staticLbs));
  state.addAttribute("staticUpperBound", i64Array(builder, staticUbs));
  state.addAttribute("staticStep", i64Array(builder, staticSteps));
  state.properties["operandSegmentSizes"] = [dynamicLbs.length, dynamicUbs.length, dynamicSteps.length, outputs.length];
  if (mapping !== undefined) state.addAttribute("mapping", mapping);
  guarded(builder, () => {
    const region = state.addRegion();
    const index = IndexType.get(builder.context);
    const types = [...lbs.map(() => index), ...outputs.map((v) => v.type)];
    const block: Block = builder.createBlock(region, types, types.map(() => state.location));
    builder.setInsertionPointToStart(block);
    if (bodyBuilder === undefined) {
      // ForallOp::ensureTerminator: an scf.forall.in_parallel built with its (empty) region.
      builder.setInsertionPointToEnd(block);
      InParallelOp.buildDefault(builder, state.location);
      return;
    }
    bodyBuilder(builder, state.location, block.arguments);
  });
}

export const scfBuilders = {
  ForOp: {
    // ForOp::build(lb, ub, step, iterArgs, bodyBuilder).
    buildWithLowerBoundUpperBoundStepIterArgsBodyBuilder: (builder, state, lowerBound, upperBound, step, iterArgs = [], bodyBuilder) => {
      state.addOperands([lowerBound, upperBound, step, ...iterArgs]);
      state.addTypes(iterArgs.map((v) => v.type));
      guarded(builder, () => {
        const region = state.addRegion();
        const block = builder.createBlock(region, [lowerBound.type, ...iterArgs.map((v) => v.type)], [state.location, ...iterArgs.map((v) => locationOf(v, state.location))]);
        // Without a body builder and carried values the loop gets its scf.yield; otherwise the caller yields.
        if (iterArgs.length === 0 && bodyBuilder === undefined) ensureTerminator(builder, region, "scf.yield", state.location);
        else if (bodyBuilder !== undefined) {
          builder.setInsertionPointToStart(block);
          bodyBuilder(builder, state.location, block.getArgument(0), block.arguments.slice(1));
        }
      });
    },
  },
  ForallOp: {
    buildWithLbsUbsStepsOutputsMappingBodyBuilderFn: (builder, state, lbs, ubs, steps, outputs, mapping, bodyBuilderFn) =>
      buildForall(builder, state, lbs, ubs, steps, outputs, mapping, bodyBuilderFn),
    // Lower bounds 0 and steps 1.
    buildWithUbsOutputsMappingBodyBuilderFn: (builder, state, ubs, outputs, mapping, bodyBuilderFn) => {
      const index = IndexType.get(builder.context);
      buildForall(builder, state, ubs.map(() => IntegerAttr.get(index, 0)), ubs, ubs.map(() => IntegerAttr.get(index, 1)), outputs, mapping, bodyBuilderFn);
    },
  },
  IfOp: {
    buildWithResultTypesCond: (builder, state, resultTypes, cond) => buildIfBlocks(builder, state, resultTypes, cond, false, false),
    buildWithResultTypesCondAddThenBlockAddElseBlock: (builder, state, resultTypes, cond, addThenBlock, addElseBlock) =>
      buildIfBlocks(builder, state, resultTypes, cond, addThenBlock, addElseBlock),
    buildWithCondWithElseRegion: (builder, state, cond, withElseRegion) => buildIfWithElse(builder, state, [], cond, withElseRegion),
    buildWithResultTypesCondWithElseRegion: (builder, state, resultTypes, cond, withElseRegion) => buildIfWithElse(builder, state, resultTypes, cond, withElseRegion),
    // IfOp::build(cond, thenBuilder, elseBuilder): the result types are what the `then` region yields.
    buildWithCondThenBuilderElseBuilder: (builder, state, cond, thenBuilder = (b, loc) => void b.create("scf.yield", loc), elseBuilder) => {
      state.addOperands([cond]);
      guarded(builder, () => {
        const thenRegion = state.addRegion();
        builder.createBlock(thenRegion);
        thenBuilder(builder, state.location);
        const elseRegion = state.addRegion();
        if (elseBuilder !== undefined) {
          builder.createBlock(elseRegion);
          elseBuilder(builder, state.location);
        }
        const yielded = thenRegion.firstBlock?.lastOp ?? null;
        if (yielded !== null && yielded.name.name === "scf.yield") state.addTypes(yielded.getOperands().map((v) => v.type));
      });
    },
  },
  InParallelOp: {
    buildDefault: (builder, state) => guarded(builder, () => void builder.createBlock(state.addRegion())),
  },
  ParallelOp: {
    buildWithLowerBoundsUpperBoundsStepsInitValsBodyBuilderFn: (builder, state, lowerBounds, upperBounds, steps, initVals, bodyBuilderFn) =>
      buildParallel(builder, state, lowerBounds, upperBounds, steps, initVals, bodyBuilderFn),
    buildWithLowerBoundsUpperBoundsStepsBodyBuilderFn: (builder, state, lowerBounds, upperBounds, steps, bodyBuilderFn) =>
      buildParallel(builder, state, lowerBounds, upperBounds, steps, [], bodyBuilderFn === undefined ? undefined : (b, loc, ivs) => bodyBuilderFn(b, loc, ivs)),
  },
  ReduceOp: {
    // One reduction region per operand, each with a block taking two values of its type.
    buildWithOperands: (builder, state, operands) => {
      state.addOperands(operands);
      for (const v of operands) guarded(builder, () => void builder.createBlock(state.addRegion(), [v.type, v.type], [state.location, state.location]));
    },
    buildDefault: () => {},
  },
  WhileOp: {
    buildWithResultTypesOperandsBeforeBuilderAfterBuilder: (builder, state, resultTypes, operands, beforeBuilder, afterBuilder) => {
      state.addOperands(operands);
      state.addTypes(resultTypes);
      guarded(builder, () => {
        const before = builder.createBlock(state.addRegion(), operands.map((v) => v.type), operands.map((v) => locationOf(v, state.location)));
        if (beforeBuilder !== undefined) beforeBuilder(builder, state.location, before.arguments);
        const after = builder.createBlock(state.addRegion(), resultTypes, resultTypes.map(() => state.location));
        if (afterBuilder !== undefined) afterBuilder(builder, state.location, after.arguments);
      });
    },
  },
} satisfies { readonly [K in "ForOp" | "ForallOp" | "IfOp" | "InParallelOp" | "ParallelOp" | "ReduceOp" | "WhileOp"]: Partial<OpsHooks[K]> };
