// The affine builders MLIR writes by hand (OpBuilders declared without a body in
// AffineOps.td): affine.for's bounds, step, carried values and body block, and affine.if's
// condition and regions, as MLIR 19's AffineOps.cpp builds them.
import { AffineMapAttr, IndexType, IntegerAttr, IntegerSetAttr, type Location, type OpBuilder, type Region, type Value } from "../../ir/index.js";
import type { AffineDialectHooks } from "../../../generated/affine.js";

type OpsHooks = AffineDialectHooks["ops"];

/** Runs `body` and puts the builder's insertion point back (MLIR's OpBuilder::InsertionGuard). */
function guarded<T>(builder: OpBuilder, body: () => T): T {
  const saved = builder.insertionPoint;
  try {
    return body();
  } finally {
    builder.restoreInsertionPoint(saved);
  }
}

/** The region's block ends with affine.yield (MLIR's ensureTerminator), created if it has no block. */
function ensureYield(builder: OpBuilder, region: Region, location: Location): void {
  guarded(builder, () => {
    const block = region.lastBlock ?? builder.createBlock(region);
    if (block.lastOp?.name.name === "affine.yield") return;
    builder.setInsertionPointToEnd(block);
    builder.create("affine.yield", location);
  });
}

function locationOf(value: Value, fallback: Location): Location {
  return value.definingOp?.location ?? fallback;
}

export const affineBuilders: { AffineForOp: Pick<OpsHooks["AffineForOp"], "buildWithLbOperandsLbMapUbOperandsUbMapStepIterArgsBodyBuilder">; AffineIfOp: Pick<OpsHooks["AffineIfOp"], "buildWithResultTypesSetArgsWithElseRegion"> } = {
  AffineForOp: {
    // AffineForOp::build(lbOperands, lbMap, ubOperands, ubMap, step, iterArgs, bodyBuilder).
    buildWithLbOperandsLbMapUbOperandsUbMapStepIterArgsBodyBuilder: (builder, state, lbOperands, lbMap, ubOperands, ubMap, step = 1n, iterArgs = [], bodyBuilder) => {
      const index = IndexType.get(builder.context);
      state.properties["operandSegmentSizes"] = [lbOperands.length, ubOperands.length, iterArgs.length];
      state.addTypes(iterArgs.map((v) => v.type));
      state.addAttribute("step", IntegerAttr.get(index, step));
      state.addAttribute("lowerBoundMap", AffineMapAttr.get(lbMap));
      state.addAttribute("upperBoundMap", AffineMapAttr.get(ubMap));
      state.addOperands([...lbOperands, ...ubOperands, ...iterArgs]);
      guarded(builder, () => {
        const region = state.addRegion();
        const block = builder.createBlock(region, [index, ...iterArgs.map((v) => v.type)], [state.location, ...iterArgs.map((v) => locationOf(v, state.location))]);
        // Without a body builder and carried values the loop gets its affine.yield; otherwise the caller yields.
        if (iterArgs.length === 0 && bodyBuilder === undefined) ensureYield(builder, region, state.location);
        else if (bodyBuilder !== undefined) {
          builder.setInsertionPointToStart(block);
          bodyBuilder(builder, state.location, block.getArgument(0), block.arguments.slice(1));
        }
      });
    },
  },
  AffineIfOp: {
    // AffineIfOp::build(resultTypes, set, args, withElseRegion): without results, each region gets its affine.yield.
    buildWithResultTypesSetArgsWithElseRegion: (builder, state, resultTypes, set, args, withElseRegion) => {
      state.addTypes(resultTypes);
      state.addOperands(args);
      state.addAttribute("condition", IntegerSetAttr.get(set));
      guarded(builder, () => {
        const thenRegion = state.addRegion();
        builder.createBlock(thenRegion);
        if (resultTypes.length === 0) ensureYield(builder, thenRegion, state.location);
        const elseRegion = state.addRegion();
        if (withElseRegion) {
          builder.createBlock(elseRegion);
          if (resultTypes.length === 0) ensureYield(builder, elseRegion, state.location);
        }
      });
    },
  },
};
