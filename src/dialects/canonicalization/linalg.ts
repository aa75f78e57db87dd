// The canonicalization patterns of linalg ops (LinalgOps.cpp in MLIR 19), by op name, as each
// op's getCanonicalizationPatterns adds them (in MLIR's order): generic and broadcast erase
// themselves when they only copy their inputs (EraseIdentityLinalgOp), copy erases a copy of a
// buffer onto itself, fill's patterns fold a fill into the copy, transpose and tensor.extract
// that consume it, and transpose folds a transpose of a transpose. The ops are matched by name
// and operand layout (inputs then inits), as MLIR's builders lay them out.
import { AffineDimExpr, type AffineMap, AffineMapAttr, ArrayAttr, BaseMemRefType, BlockArgument, DenseArrayAttr, DYNAMIC, IndexType, type Int64, IntegerAttr, isDynamic, isProjectedPermutation, type Location, MemRefType, type MLIRContext, OpBuilder, operandSegment, type Operation, type OpFoldResult, OpResult, RankedTensorType, TensorType, type Type, type Value, Value as ValueClass } from "../../ir/index.js";
import { FunctionRewritePattern, type PatternRewriter, type RewritePatternSet } from "../../rewrite/index.js";
import { linalgNamedOps } from "../../../generated/upstream/linalg-named-ops.js";
import { fillNamedOpRegion } from "../linalg/named-op-body.js";
import { structuredOpIndexingMaps } from "../linalg/verifiers.js";
import { compatibleShapes } from "../tensor/shapes.js";
import { definingOp } from "../folding/matchers.js";
import type { CanonicalizationPopulator } from "./populator.js";
import { createTensorCast, preservesStaticInformation } from "./scf-tensor.js";
import { constantPaddingValue, mixedHighPad, mixedLowPad } from "./tensor-pad.js";
import { composedIndexSum } from "./index-sum.js";
import { createDim } from "./tensor-reshape.js";
import { foldInsertPadIntoFill } from "./linalg-insert-pad.js";
import { cloneWith, replaceWithCastsBack } from "./clone-with-casts.js";
import { buildOp, denseI32Array, denseI64Array, detachedTerminator, patternOptions } from "./support.js";

type Rewrite = (op: Operation, rewriter: PatternRewriter) => boolean;

/** The inputs and inits of a structured op: operand groups of the named ops and generic, the fixed layouts of the others. */
function inputsAndInits(op: Operation): { inputs: Value[]; inits: Value[] } {
  if (op.getInherentAttr("operandSegmentSizes") instanceof DenseArrayAttr) return { inputs: operandSegment(op, 0), inits: operandSegment(op, 1) };
  const all = op.getOperands();
  return { inputs: all.slice(0, -1), inits: all.slice(-1) };
}

/** tensor::CastOp::areCastCompatible: two tensors of one element type and compatible shapes. */
function tensorCastCompatible(a: Type, b: Type): boolean {
  return a instanceof TensorType && b instanceof TensorType && a.elementType === b.elementType && compatibleShapes(a, b);
}

/** Whether all maps of the op are identities (MLIR 19 asks that; later versions accept equal permutations). */
function allMapsIdentity(op: Operation): boolean {
  if (op.name.name === "linalg.broadcast") {
    const dimensions = op.getAttr("dimensions");
    return dimensions instanceof DenseArrayAttr && dimensions.values.length === 0;
  }
  const maps = op.getAttr("indexing_maps");
  if (!(maps instanceof ArrayAttr)) return false;
  return maps.value.every((m) => m instanceof AffineMapAttr && m.value.isIdentity());
}

/** MLIR's EraseIdentityLinalgOp: an op whose body only yields block arguments, with identity maps, replaced by those operands. */
const eraseIdentityLinalgOp: Rewrite = (op, rewriter) => {
  if (!allMapsIdentity(op)) return false;
  const block = op.regions[0]?.firstBlock;
  if (block === undefined || block === null) return false;
  const ops = [...block.operations()];
  const yieldOp = ops[0];
  if (ops.length !== 1 || yieldOp === undefined || yieldOp.name.name !== "linalg.yield") return false;
  const operands = op.getOperands();
  const pureBuffer = operands.every((v) => !(v.type instanceof TensorType));
  if (pureBuffer) {
    const { inputs, inits } = inputsAndInits(op);
    if (inputs.length === 1 && inits.length === 1 && inputs[0] === inits[0]) {
      rewriter.eraseOp(op);
      return true;
    }
    return false;
  }
  const pureTensor = operands.every((v) => !(v.type instanceof BaseMemRefType));
  if (!pureTensor) return false;
  const returned: Value[] = [];
  for (const [index, value] of yieldOp.getOperands().entries()) {
    if (!(value instanceof BlockArgument) || value.owner !== block) return false;
    let arg = op.getOperand(value.index);
    const resultType = op.getResult(index).type;
    if (arg.type !== resultType) {
      if (hasEncoding(arg.type) || hasEncoding(resultType) || !tensorCastCompatible(arg.type, resultType)) return false;
      arg = createTensorCast(rewriter, op.location, resultType, arg);
    }
    returned.push(arg);
  }
  if (returned.length !== op.numResults) return false;
  rewriter.replaceOp(op, returned);
  return true;
};

const hasEncoding = (type: Type): boolean => type instanceof RankedTensorType && type.encoding !== null && type.encoding !== undefined;

/** MLIR's EraseSelfCopy: a copy of a buffer onto itself is erased. */
const eraseSelfCopy: Rewrite = (op, rewriter) => {
  const { inputs, inits } = inputsAndInits(op);
  if (inputs[0] === undefined || inputs[0] !== inits[0] || op.numResults !== 0) return false;
  rewriter.eraseOp(op);
  return true;
};

/** A named op built as MLIR's builders build it: operands, segment sizes, the body from its description. */
function buildNamedOp(rewriter: PatternRewriter, cppClass: string, location: Operation["location"], inputs: readonly Value[], inits: readonly Value[], resultTypes: readonly Type[]): Operation {
  const description = linalgNamedOps[cppClass];
  if (description === undefined) throw new Error(`linalg: no named op ${cppClass}`);
  const context = rewriter.context;
  return buildOp(rewriter, description.name, location, { operands: [...inputs, ...inits], resultTypes, properties: [["operandSegmentSizes", denseI32Array({ context }, [inputs.length, inits.length])]], regions: 1 }, (built) => {
    const region = built.regions[0];
    if (region !== undefined) fillNamedOpRegion(context, region, description, inputs.map((v) => v.type), inits.map((v) => v.type), []);
  });
}

/** MLIR's FoldFillWithTensorReshape: a reshape of a fill is a fill of the reshaped init (the reshape made at the fill). */
const foldFillWithTensorReshape: Rewrite = (op, rewriter) => {
  const fill = definingOp(op.getOperand(0), "linalg.fill");
  if (fill === undefined) return false;
  const init = operandSegment(fill, 1)[0];
  if (init === undefined) return false;
  const reshaped = rewriter.create(op.name.name, fill.location, { operands: [init, ...op.getOperands().slice(1)], resultTypes: op.getResultTypes(), properties: op.properties });
  const built = buildNamedOp(rewriter, "FillOp", op.location, operandSegment(fill, 0), [reshaped.getResult(0)], op.getResultTypes());
  rewriter.replaceOp(op, [...built.results]);
  return true;
};

/**
 * MLIR's FoldFillWithPad: a pad of a fill by the fill's value is a fill of an empty tensor of
 * the pad's shape, as PadOp::reifyResultShapes gives it: a static result size as is, a dynamic
 * one as the source's size plus both paddings (folded, or an affine.apply).
 */
const foldFillWithPad: Rewrite = (op, rewriter) => {
  const fill = definingOp(op.getOperand(0), "linalg.fill");
  if (fill === undefined) return false;
  const padValue = constantPaddingValue(op);
  const fillValue = operandSegment(fill, 0)[0];
  if (padValue === undefined || padValue !== fillValue) return false;
  const resultType = op.getResult(0).type;
  if (!(resultType instanceof RankedTensorType)) return false;
  const source = op.getOperand(0);
  const sourceType = source.type as RankedTensorType;
  const low = mixedLowPad(op);
  const high = mixedHighPad(op);
  const index = IndexType.get(rewriter.context);
  const sizes = resultType.shape.map((size, i): OpFoldResult => {
    if (!isDynamic(size)) return IntegerAttr.get(index, size);
    const sourceSize = sourceType.shape[i] as Int64;
    const dim: OpFoldResult = isDynamic(sourceSize) ? createDim(rewriter, op, source, i) : IntegerAttr.get(index, sourceSize);
    return composedIndexSum(rewriter, op.location, [dim, low[i] as OpFoldResult, high[i] as OpFoldResult]);
  });
  const dynamicSizes = sizes.filter((size): size is Value => size instanceof ValueClass);
  const shape = sizes.map((size) => (size instanceof ValueClass ? DYNAMIC : (size as IntegerAttr).value));
  const empty = rewriter.create("tensor.empty", op.location, { operands: dynamicSizes, resultTypes: [RankedTensorType.get(shape, resultType.elementType)], properties: null });
  const built = buildNamedOp(rewriter, "FillOp", fill.location, [padValue], [empty.getResult(0)], [empty.getResult(0).type]);
  let replacement: Value = built.getResult(0);
  if (replacement.type !== resultType) replacement = createTensorCast(rewriter, fill.location, resultType, replacement);
  rewriter.replaceOp(op, [replacement]);
  return true;
};

/** MLIR's FoldFillWithTensorExtract: an element extracted from a fill is the fill's value. */
const foldFillWithTensorExtract: Rewrite = (op, rewriter) => {
  const fill = definingOp(op.getOperand(0), "linalg.fill");
  if (fill === undefined) return false;
  const value = operandSegment(fill, 0)[0];
  if (value === undefined) return false;
  rewriter.replaceOp(op, [value]);
  return true;
};

/** MLIR's FoldFillWithCopy: a copy of a fill is a fill of the copy's init; a copy into a fill copies into the fill's init. */
const foldFillWithCopy: Rewrite = (op, rewriter) => {
  const { inputs, inits } = inputsAndInits(op);
  const input = inputs[0];
  const init = inits[0];
  if (input === undefined || init === undefined) return false;
  const resultTypes = op.getResultTypes();
  const fromInput = definingOp(input, "linalg.fill");
  if (fromInput !== undefined) {
    const built = buildNamedOp(rewriter, "FillOp", op.location, operandSegment(fromInput, 0), inits, resultTypes);
    rewriter.replaceOp(op, [...built.results]);
    return true;
  }
  const intoFill = definingOp(init, "linalg.fill");
  if (intoFill !== undefined) {
    const built = buildNamedOp(rewriter, "CopyOp", op.location, inputs, operandSegment(intoFill, 1), resultTypes);
    rewriter.replaceOp(op, [...built.results]);
    return true;
  }
  return false;
};

/** MLIR's FoldFillWithTranspose: a transpose of a fill is a fill of the transpose's init. */
const foldFillWithTranspose: Rewrite = (op, rewriter) => {
  const fill = definingOp(op.getOperand(0), "linalg.fill");
  if (fill === undefined) return false;
  const init = op.getOperand(1);
  const built = buildNamedOp(rewriter, "FillOp", op.location, operandSegment(fill, 0), [init], [init.type]);
  rewriter.replaceOp(op, [...built.results]);
  return true;
};

const permutationOf = (op: Operation): bigint[] => {
  const attr = op.getAttr("permutation");
  return attr instanceof DenseArrayAttr ? Array.from(attr.values as ArrayLike<number | bigint>, (v) => BigInt(v)) : [];
};

/** MLIR's FoldTransposeWithTranspose: transpose(transpose(x, p1), p2) is transpose(x, p1 ∘ p2), or x when that is the identity. */
const foldTransposeWithTranspose: Rewrite = (op, rewriter) => {
  const producer = definingOp(op.getOperand(0), "linalg.transpose");
  if (producer === undefined) return false;
  const first = permutationOf(producer);
  const second = permutationOf(op);
  const folded = second.map((p) => first[Number(p)] ?? 0n);
  const source = producer.getOperand(0);
  if (folded.every((p, i) => p === BigInt(i))) {
    rewriter.replaceOp(op, [source]);
    return true;
  }
  const init = op.getOperand(1);
  const built = buildOp(rewriter, "linalg.transpose", op.location, { operands: [source, init], resultTypes: op.getResultTypes(), properties: [["permutation", denseI64Array({ context: rewriter.context }, folded)]], regions: 1 }, (transposed) => {
    const region = transposed.regions[0];
    const body = op.regions[0];
    if (region !== undefined && body !== undefined) rewriter.cloneRegionBefore(body, region, null);
  });
  rewriter.replaceOp(op, [...built.results]);
  return true;
};

/** A transpose or broadcast of `input` into `init`, with the body their builders give (`linalg.yield` of the input's element). */
function buildCopyLikeOp(rewriter: PatternRewriter, name: "linalg.transpose" | "linalg.broadcast", location: Operation["location"], input: Value, init: Value, attribute: "permutation" | "dimensions", values: readonly bigint[]): Operation {
  const element = (type: Type): Type => (type instanceof TensorType || type instanceof BaseMemRefType ? type.elementType : type);
  return buildOp(rewriter, name, location, { operands: [input, init], resultTypes: init.type instanceof TensorType ? [init.type] : [], properties: [[attribute, denseI64Array({ context: rewriter.context }, values)]], regions: 1 }, (built) => {
    const region = built.regions[0];
    if (region === undefined) return;
    const block = new OpBuilder(rewriter.context).createBlock(region, [element(input.type), element(init.type)], [location, location]);
    block.append(detachedTerminator(rewriter.context, "linalg.yield", location, [block.getArgument(0)]));
  });
}

/**
 * MLIR's SwapTransposeWithBroadcast: a transpose of a broadcast (used only there) is a
 * broadcast of a transpose of the smaller input (into a tensor.empty of its sizes).
 */
const swapTransposeWithBroadcast: Rewrite = (op, rewriter) => {
  const input = op.getOperand(0);
  const broadcast = definingOp(input, "linalg.broadcast");
  if (broadcast === undefined || !input.hasOneUse()) return false;
  const dimensionsAttr = broadcast.getAttr("dimensions");
  const dimensions = dimensionsAttr instanceof DenseArrayAttr ? Array.from(dimensionsAttr.values as ArrayLike<number | bigint>, (v) => BigInt(v)) : [];
  const perms = permutationOf(op);
  const dropped = new Set(dimensions);
  const kept = perms.filter((p) => !dropped.has(p));
  const order = [...kept].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const resultPerms = kept.map((p) => BigInt(order.indexOf(p)));
  const inverse = new Array<bigint>(perms.length).fill(0n);
  perms.forEach((p, i) => (inverse[Number(p)] = BigInt(i)));
  const resultDimensions = dimensions.map((d) => inverse[Number(d)] ?? 0n);
  const source = broadcast.getOperand(0);
  const sourceType = source.type;
  if (!(sourceType instanceof RankedTensorType)) return false;
  const location = op.location;
  const sizes: (Value | number)[] = sourceType.shape.map((size, i) => (isDynamic(size) ? createDim(rewriter, op, source, i) : Number(size)));
  const transposedSizes = resultPerms.map((p) => sizes[Number(p)] as Value | number);
  const emptyType = RankedTensorType.get(transposedSizes.map((s) => (typeof s === "number" ? s : DYNAMIC)), sourceType.elementType);
  const empty = rewriter.create("tensor.empty", location, { operands: transposedSizes.filter((s): s is Value => typeof s !== "number"), resultTypes: [emptyType], properties: null });
  const transposed = buildCopyLikeOp(rewriter, "linalg.transpose", location, source, empty.getResult(0), "permutation", resultPerms);
  const broadcasted = buildCopyLikeOp(rewriter, "linalg.broadcast", location, transposed.getResult(0), op.getOperand(1), "dimensions", resultDimensions);
  rewriter.replaceOp(op, [...broadcasted.results]);
  return true;
};

/**
 * MLIR 19's TransposeOp::fold returns the input of a transpose by the identity permutation
 * whatever its type: for a transpose of buffers (no result) the greedy driver then erases it.
 */
const eraseIdentityBufferTranspose: Rewrite = (op, rewriter) => {
  if (op.numResults !== 0) return false;
  if (!permutationOf(op).every((p, i) => p === BigInt(i))) return false;
  rewriter.eraseOp(op);
  return true;
};

/** MLIR's EraseDeadLinalgOp: a structured op with a memref operand of a static zero size does nothing. */
const eraseDeadLinalgOp: Rewrite = (op, rewriter) => {
  for (const value of op.getOperands()) {
    const type = value.type;
    if (!(type instanceof MemRefType)) continue;
    if (type.shape.some((size) => BigInt(size) === 0n)) {
      rewriter.eraseOp(op);
      return true;
    }
  }
  return false;
};

/**
 * MLIR's FoldTensorCastConsumerOp: a tensor.cast to a more static type of a structured op's
 * result, in the op's block, becomes the type of that result (its init cast first); the old
 * type is cast back for the result's other users.
 */
const foldTensorCastConsumerOp: Rewrite = (cast, rewriter) => {
  const source = cast.getOperand(0);
  const castType = cast.getResult(0).type;
  if (!preservesStaticInformation(source.type, castType)) return false;
  if (!(source instanceof OpResult)) return false;
  const producer = source.owner;
  if (!isStructuredOp(producer) || cast.parent !== producer.parent) return false;
  const resultNumber = source.index;
  const { inputs, inits } = inputsAndInits(producer);
  const init = inits[resultNumber];
  if (init === undefined) return false;
  rewriter.setInsertionPoint(producer);
  const location = producer.location;
  const newInits = [...inits];
  newInits[resultNumber] = createTensorCast(rewriter, location, castType, init);
  const resultTypes = producer.getResultTypes();
  resultTypes[resultNumber] = castType;
  const clone = cloneWith(rewriter, producer, location, [...inputs, ...newInits], resultTypes);
  const castBack = createTensorCast(rewriter, location, source.type, clone.getResult(resultNumber));
  const results: Value[] = [...clone.results];
  results[resultNumber] = castBack;
  rewriter.replaceOp(producer, results);
  rewriter.replaceOp(cast, [clone.getResult(resultNumber)]);
  return true;
};

const isScalarOperand = (value: Value): boolean => !(value.type instanceof TensorType) && !(value.type instanceof BaseMemRefType);

/**
 * MLIR's InferStaticShapeOfOperands (generic and the named ops here): the static sizes of the
 * operands (or of the static sources of their tensor.casts, where the operand's own size is
 * static too, as MLIR 19 reads them) give loop sizes through the maps' dims; dynamic sizes of
 * other operands with a known loop size become static through tensor.casts, the results take
 * their inits' new types and are cast back.
 */
const inferStaticShapeOfOperands: Rewrite = (op, rewriter) => {
  const operands = op.getOperands();
  if (operands.some((v) => v.type instanceof BaseMemRefType)) return false;
  const maps = structuredOpIndexingMaps(op);
  if (maps === undefined || maps.length !== operands.length || !maps.every((m) => isProjectedPermutation(m))) return false;
  const sizes = new Map<number, bigint>();
  operands.forEach((value, i) => {
    if (isScalarOperand(value) || !(value.type instanceof RankedTensorType)) return;
    const type = value.type;
    let shape = type.shape;
    const cast = definingOp(value, "tensor.cast");
    const castSource = cast?.getOperand(0).type;
    if (castSource instanceof RankedTensorType && castSource.hasStaticShape()) shape = castSource.shape;
    type.shape.forEach((size, d) => {
      if (isDynamic(size)) return;
      const expr = (maps[i] as AffineMap).results[d];
      if (expr instanceof AffineDimExpr && !sizes.has(expr.position)) sizes.set(expr.position, BigInt(shape[d] as number | bigint));
    });
  });
  const firstInit = op.numOperands - inputsAndInits(op).inits.length;
  const newOperands: Value[] = [];
  const resultTypes: Type[] = [];
  let changed = false;
  operands.forEach((value, i) => {
    newOperands.push(value);
    if (isScalarOperand(value) || !(value.type instanceof RankedTensorType)) return;
    const type = value.type;
    const isInit = i >= firstInit;
    if (type.hasStaticShape() && isInit) {
      resultTypes.push(type);
      return;
    }
    let needed = false;
    const shape = type.shape.map((size, d) => {
      const expr = (maps[i] as AffineMap).results[d];
      const known = expr instanceof AffineDimExpr ? sizes.get(expr.position) : undefined;
      if (known === undefined || !isDynamic(size)) return size;
      needed = true;
      return Number(known);
    });
    const newType = RankedTensorType.get(shape, type.elementType);
    if (needed) {
      changed = true;
      newOperands[i] = createTensorCast(rewriter, op.location, newType, value);
    }
    if (isInit) resultTypes.push(newType);
  });
  if (!changed) return false;
  replaceWithCastsBack(rewriter, op, cloneWith(rewriter, op, op.location, newOperands, resultTypes));
  return true;
};

/** The linalg ops implementing LinalgOp (the ones MLIR's interface patterns match). */
const STRUCTURED_OPS: readonly string[] = ["linalg.generic", "linalg.map", "linalg.reduce", "linalg.transpose", "linalg.broadcast", ...Object.values(linalgNamedOps).map((d) => d.name)];
const STRUCTURED: ReadonlySet<string> = new Set(STRUCTURED_OPS);
const isStructuredOp = (op: Operation): boolean => STRUCTURED.has(op.name.name);

/** LinalgDialect::getCanonicalizationPatterns: its interface patterns, on every structured op (and tensor.cast). */
export function linalgDialectCanonicalizations(patterns: RewritePatternSet): void {
  const context = patterns.context;
  for (const name of STRUCTURED_OPS) patterns.add(new FunctionRewritePattern(name, context, eraseDeadLinalgOp, patternOptions("EraseDeadLinalgOp")));
  patterns.add(new FunctionRewritePattern("tensor.cast", context, foldTensorCastConsumerOp, patternOptions("FoldTensorCastConsumerOp")));
  for (const name of STRUCTURED_OPS) patterns.add(new FunctionRewritePattern(name, context, inferStaticShapeOfOperands, patternOptions("InferStaticShapeOfOperands")));
  // FoldTensorCastProducerOp reaches the structured ops as the tensor dialect's pattern on
  // every DestinationStyleOpInterface op.
}

/** The populator adding `patterns` (class name and rewrite) rooted on `root`. */
function populator(patterns: readonly (readonly [root: string, name: string, rewrite: Rewrite])[]): CanonicalizationPopulator {
  return (set, context: MLIRContext) => {
    for (const [root, name, rewrite] of patterns) set.add(new FunctionRewritePattern(root, context, rewrite, patternOptions(name)));
  };
}

export const linalgCanonicalizations: ReadonlyMap<string, CanonicalizationPopulator> = new Map<string, CanonicalizationPopulator>([
  ["linalg.generic", populator([["linalg.generic", "EraseIdentityLinalgOp<mlir::linalg::GenericOp>", eraseIdentityLinalgOp]])],
  ["linalg.broadcast", populator([["linalg.broadcast", "EraseIdentityLinalgOp<mlir::linalg::BroadcastOp>", eraseIdentityLinalgOp]])],
  ["linalg.copy", populator([["linalg.copy", "EraseSelfCopy", eraseSelfCopy]])],
  [
    "linalg.fill",
    populator([
      ["linalg.copy", "FoldFillWithCopy", foldFillWithCopy],
      ["tensor.extract", "FoldFillWithTensorExtract", foldFillWithTensorExtract],
      ["tensor.pad", "FoldFillWithPad", foldFillWithPad],
      ["tensor.collapse_shape", "FoldFillWithTensorReshape<mlir::tensor::CollapseShapeOp>", foldFillWithTensorReshape],
      ["tensor.expand_shape", "FoldFillWithTensorReshape<mlir::tensor::ExpandShapeOp>", foldFillWithTensorReshape],
      ["tensor.insert_slice", "FoldInsertPadIntoFill", foldInsertPadIntoFill],
      ["linalg.transpose", "FoldFillWithTranspose", foldFillWithTranspose],
    ]),
  ],
  [
    "linalg.transpose",
    populator([
      ["linalg.transpose", "FoldTransposeWithTranspose", foldTransposeWithTranspose],
      ["linalg.transpose", "SwapTransposeWithBroadcast", swapTransposeWithBroadcast],
      ["linalg.transpose", "EraseIdentityBufferTranspose", eraseIdentityBufferTranspose],
    ]),
  ],
]);
