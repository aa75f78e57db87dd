// linalg's C++ verifiers with mlir-opt 19's messages: linalg.yield and linalg.index
// (LinalgOps.cpp) and the structured op checks of generic and the named ops
// (verifyStructuredOpInterface: operand semantics, index attributes, indexing maps against
// loops and ranks, static shapes inferred through the maps, the body's arguments). Structured
// ops are found through the LinalgOp interface and their inits through
// DestinationStyleOpInterface, whose own checks run before these.
import { AffineBinaryOpExpr, AffineConstantExpr, AffineDimExpr, AffineMap, AffineMapAttr, ArrayAttr, BaseMemRefType, DenseArrayAttr, DenseIntOrFPElementsAttr, IntegerAttr, IntegerType, ShapedType, TensorType, type AffineExpr, type Operation, type Type, type Value } from "../../ir/index.js";
import { ceilDivInt64, floorDivInt64 } from "../../ir/int64.js";
import { isDynamic } from "../../ir/types.js";
import { AttrTypePrinter } from "../../asm/attr-type/index.js";
import { printType } from "../runtime/values.js";
import { linalgNamedOps, type LinalgNamedOpDescription } from "../../../generated/upstream/linalg-named-ops.js";
import { memoizeIndexingMaps, MEMOIZED_INDEXING_MAPS, staticIndexingMaps } from "./named-ops.js";
import { regionArgumentType, segmentedOperands } from "./structured-syntax.js";
import { LinalgOp } from "../../../generated/linalg.js";
import { getDpsInits } from "../runtime/destination-style.js";

const NAMED_OPS: ReadonlyMap<string, LinalgNamedOpDescription> = new Map(Object.values(linalgNamedOps).map((d) => [d.name, d]));

/** Whether the op is a structured op (implements LinalgOp, as linalg's generic, named and map/reduce-like ops do). */
function isLinalgOp(op: Operation): boolean {
  return op.name.getInterfaceImpl(LinalgOp) !== undefined;
}

/** The ops of mlir-opt's test dialect that implement LinalgOp (MLIR 19's TestOps.td): yield and index accept them as parents. */
const TEST_DIALECT_LINALG_OPS: ReadonlySet<string> = new Set(["test.linalg_conv_op", "test.linalg_fill_op"]);

/** Whether yield/index must refuse this parent: no op of linalg's nor one of the test dialect's LinalgOps. */
function knownNotLinalgOp(op: Operation): boolean {
  return !isLinalgOp(op) && !TEST_DIALECT_LINALG_OPS.has(op.name.name);
}

const quoted = (type: Type): string => `'${printType(type)}'`;

/** The init (outs) operands of a structured op (DestinationStyleOpInterface's inits). */
export function dpsInits(op: Operation): Value[] {
  return getDpsInits(op);
}

/** Tensors and memrefs are shaped operands; anything else (a vector too) is a scalar of the op. */
function isShapedOperand(type: Type): type is ShapedType {
  return type instanceof TensorType || type instanceof BaseMemRefType;
}

function rankOf(type: Type): number {
  return isShapedOperand(type) ? type.getRank() : 0;
}

/** The number of loops of a structured op (LinalgOp's, from its iterator types). */
function numLoops(op: Operation): number {
  const linalgOp = op.getInterface(LinalgOp);
  if (linalgOp === undefined) throw new TypeError(`${op.name.name} does not implement LinalgOp`);
  return linalgOp.getNumLoops();
}

export function verifyYield(op: Operation): void {
  const parent = op.parentOp;
  if (parent === null || parent.regions.length !== 1 || (parent.regions[0] as { empty(): boolean }).empty()) throw op.emitOpError("expected single non-empty parent region");
  if (knownNotLinalgOp(parent)) throw op.emitOpError("expected parent op with LinalgOp interface");
  // The test dialect's LinalgOps are kept opaque: nothing more to check.
  if (!isLinalgOp(parent)) return;
  const inits = dpsInits(parent);
  if (op.numOperands !== inits.length) {
    throw op.emitOpError(`expected number of yield values (${op.numOperands}) to match the number of inits / outs operands of the enclosing LinalgOp (${inits.length})`);
  }
  op.getOperands().forEach((value, i) => {
    const elementType = regionArgumentType((inits[i] as Value).type);
    if (value.type !== elementType) {
      throw op.emitOpError(`type of yield operand ${i + 1} (${quoted(value.type)}) doesn't match the element type of the enclosing linalg.generic op (${quoted(elementType)})`);
    }
  });
}

export function verifyIndex(op: Operation): void {
  const dim = op.getAttr("dim");
  // ODS's constraint on `dim` (a non-negative i64) comes first.
  if (dim instanceof IntegerAttr && BigInt(dim.value) < 0n) throw op.emitOpError("attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0");
  const parent = op.parentOp;
  if (parent === null || knownNotLinalgOp(parent)) throw op.emitOpError("expected parent op with LinalgOp interface");
  if (!isLinalgOp(parent)) return;
  const loops = numLoops(parent);
  if (dim instanceof IntegerAttr && BigInt(loops) <= BigInt(dim.value)) {
    throw op.emitOpError(`expected dim (${String(dim.value)}) to be lower than the number of loops (${loops}) of the enclosing LinalgOp`);
  }
}

/** The maps of a rank-polymorphic named op: scalar operands `() -> ()`, the others the identity, over the init's rank. */
function polymorphicMaps(op: Operation, loops: number): AffineMap[] {
  const scalar = AffineMap.get(op.context, loops, 0, []);
  const identity = AffineMap.getMultiDimIdentity(op.context, loops);
  return op.getOperands().map((v) => (rankOf(v.type) === 0 ? scalar : identity));
}

function indexingMaps(op: Operation, description: LinalgNamedOpDescription | undefined, loops: number): AffineMap[] | undefined {
  if (description?.maps === "rank-polymorphic") return polymorphicMaps(op, loops);
  const attr = op.getAttr(description !== undefined ? MEMOIZED_INDEXING_MAPS : "indexing_maps");
  if (!(attr instanceof ArrayAttr)) return undefined;
  const maps = attr.value.map((a) => (a instanceof AffineMapAttr ? a.value : undefined));
  return maps.every((m) => m !== undefined) ? (maps as AffineMap[]) : undefined;
}

/** The indexing maps of generic or a named op (getIndexingMapsArray), undefined for the other ops or when unknown. */
export function structuredOpIndexingMaps(op: Operation): AffineMap[] | undefined {
  const description = NAMED_OPS.get(op.name.name);
  if (description === undefined && op.name.name !== "linalg.generic") return undefined;
  const loops = numLoops(op);
  if (description !== undefined && description.maps !== "rank-polymorphic") {
    const maps = staticIndexingMaps(op, description)?.value.map((a) => (a instanceof AffineMapAttr ? a.value : undefined));
    return maps?.every((m) => m !== undefined) ? (maps as AffineMap[]) : undefined;
  }
  return indexingMaps(op, description, loops);
}

/**
 * LinalgOp's getIndexingMapsArray as the interface checks ask for it: a named op with fixed
 * maps memoizes them on itself first (MLIR's getIndexingMaps does), so the op a later
 * diagnostic shows carries them; undefined for ops without known maps.
 */
export function indexingMapsArray(op: Operation): AffineMap[] | undefined {
  const description = NAMED_OPS.get(op.name.name);
  if (description === undefined && op.name.name !== "linalg.generic") return undefined;
  if (description !== undefined) memoizeIndexingMaps(op, description);
  return indexingMaps(op, description, numLoops(op));
}

/** The value of `expr` at `dims`, undefined when it holds a symbol. */
function evaluate(expr: AffineExpr, dims: readonly bigint[]): bigint | undefined {
  if (expr instanceof AffineConstantExpr) return BigInt(expr.value);
  if (expr instanceof AffineDimExpr) return dims[expr.position];
  if (!(expr instanceof AffineBinaryOpExpr)) return undefined;
  const l = evaluate(expr.lhs, dims);
  const r = evaluate(expr.rhs, dims);
  if (l === undefined || r === undefined) return undefined;
  switch (expr.kind) {
    case "add":
      return l + r;
    case "mul":
      return l * r;
    case "mod":
      return r === 0n ? undefined : ((l % r) + r) % r;
    case "floordiv":
      return r === 0n ? undefined : BigInt(floorDivInt64(l, r));
    case "ceildiv":
      return r === 0n ? undefined : BigInt(ceilDivInt64(l, r));
  }
}

/** `(d0, d1) -> (d0 + d1)` as MLIR prints a map in a message. */
function mapText(map: AffineMap): string {
  return new AttrTypePrinter().printAttribute(AffineMapAttr.get(map)).replace(/^affine_map<(.*)>$/, "$1");
}

/** MLIR's verifyIndexingMapRequiredAttributes of named ops with strides/dilations. */
function verifyIndexAttributes(op: Operation, description: LinalgNamedOpDescription): void {
  for (const { name, size } of description.indexAttributes) {
    const attr = op.getAttr(name);
    if (!(attr instanceof DenseIntOrFPElementsAttr)) continue;
    const element = attr.type.elementType;
    if (!(element instanceof IntegerType) || element.width !== 64 || element.signedness !== "signless") throw op.emitError(`incorrect element type for index attribute '${name}'`);
    if (attr.type.shape.length !== 1 || Number(attr.type.shape[0]) !== size) throw op.emitError(`incorrect shape for index attribute '${name}'`);
  }
}

/** MLIR's verifyStructuredOpInterface, for generic and the named ops. */
export function verifyStructuredOp(op: Operation): void {
  const description = NAMED_OPS.get(op.name.name);
  if (description === undefined && op.name.name !== "linalg.generic") return;
  const operands = op.getOperands();
  // Scalars (non-shaped operands) go with either.
  const pureTensor = operands.every((v) => !(v.type instanceof BaseMemRefType));
  const pureBuffer = operands.every((v) => !(v.type instanceof TensorType));
  if (!pureTensor && !pureBuffer && operands.length > 0) throw op.emitOpError("expected to have pure tensor or buffer semantics");
  if (description !== undefined) {
    verifyIndexAttributes(op, description);
    memoizeIndexingMaps(op, description);
  }
  const loops = numLoops(op);
  const maps = indexingMaps(op, description, loops);
  if (maps === undefined) return;
  if (maps.length !== operands.length) {
    throw op.emitOpError(`expected the number of indexing_map (${maps.length}) to be equal to the number of input/output operands (${operands.length})`);
  }
  maps.forEach((map, i) => {
    if (map.numSymbols !== 0) throw op.emitOpError(`unexpected symbols in indexing_map #${i}`);
    if (map.numDims !== loops) throw op.emitOpError(`expected indexing_map #${i} to have ${loops} dim(s) to match the number of loops`);
    const rank = rankOf((operands[i] as Value).type);
    if (map.results.length !== rank) throw op.emitOpError(`expected operand rank (${rank}) to match the result rank of indexing_map #${i} (${map.results.length})`);
  });
  // The loop ranges from the shapes: MLIR inverts the concatenated maps, taking each loop's
  // first plain dimension result.
  const shapes = operands.map((v) => (isShapedOperand(v.type) ? v.type.shape : []));
  const ranges: (bigint | undefined)[] = new Array<bigint | undefined>(loops).fill(undefined);
  const seen = new Array<boolean>(loops).fill(false);
  maps.forEach((map, i) =>
    map.results.forEach((expr, r) => {
      if (expr instanceof AffineDimExpr && !seen[expr.position]) {
        seen[expr.position] = true;
        const size = (shapes[i] as readonly (number | bigint)[])[r];
        ranges[expr.position] = size === undefined || isDynamic(size) ? undefined : BigInt(size);
      }
    }),
  );
  const totalResults = maps.reduce((n, m) => n + m.results.length, 0);
  if (seen.some((s) => !s) && !(loops === 0 && totalResults === 0)) throw op.emitOpError("expected the shape-to-loops map to be non-null");
  if (ranges.every((r) => r !== undefined)) {
    const end = (ranges as bigint[]).map((r) => r - 1n);
    const start = end.map(() => 0n);
    maps.forEach((map, i) => {
      const shape = shapes[i] as readonly (number | bigint)[];
      shape.forEach((size, dim) => {
        if (isDynamic(size) || BigInt(size) === 0n) return;
        const expr = map.results[dim] as AffineExpr;
        const a = evaluate(expr, start);
        const b = evaluate(expr, end);
        if (a === undefined || b === undefined) return;
        const inferred = (a > b ? a : b) + 1n;
        if ((a < b ? a : b) < 0n) throw op.emitOpError(`unexpected result less than 0 at expression #${dim} in ${mapText(map)}`);
        if (expr instanceof AffineDimExpr) {
          if (inferred !== BigInt(size)) throw op.emitOpError(`inferred input/output operand #${i} has shape's dimension #${dim} to be ${inferred}, but found ${String(size)}`);
        } else if (inferred > BigInt(size)) {
          throw op.emitOpError(`inferred input/output operand #${i} has shape's dimension #${dim} to be greater than or equal to ${inferred}, but found ${String(size)}`);
        }
      });
    });
  }
  const region = op.regions[0];
  const block = region?.firstBlock ?? null;
  if (op.regions.length !== 1 || block === null || block.next !== null) throw op.emitOpError("expects to have 1 region with 1 block");
  if (block.arguments.length !== operands.length) throw op.emitOpError("expected as many non-induction variable region arguments as the number of input/output operands");
  operands.forEach((v, i) => {
    const elementType = regionArgumentType(v.type);
    const argType = (block.arguments[i] as Value).type;
    if (elementType !== argType) throw op.emitOpError(`expected type of bb argument #${i} (${quoted(argType)}) to match element or self type of the corresponding operand (${quoted(elementType)})`);
  });
}

const shapeOf = (v: Value | undefined): readonly (number | bigint)[] => (v !== undefined && v.type instanceof ShapedType ? v.type.shape : []);
const sameShape = (a: readonly (number | bigint)[], b: readonly (number | bigint)[]): boolean => a.length === b.length && a.every((d, i) => BigInt(d) === BigInt(b[i] as number | bigint));
const shapeText = (shape: readonly (number | bigint)[]): string => shape.map((d) => String(d)).join(", ");
const elementOf = (v: Value): Type => (v.type instanceof ShapedType ? v.type.elementType : v.type);

function i64Array(op: Operation, name: string): bigint[] {
  const attr = op.getAttr(name);
  return attr instanceof DenseArrayAttr ? Array.from(attr.values as ArrayLike<number | bigint>, (v) => BigInt(v)) : [];
}

/** MLIR's FillOpInterface verifier (linalg.fill). */
export function verifyFillInterface(op: Operation): void {
  const { inputs, outputs } = segmentedOperands(op);
  if (inputs.length !== 1 || outputs.length !== 1) throw op.emitOpError("expected op with 1 input and 1 output");
  if (isShapedOperand((inputs[0] as Value).type)) throw op.emitError("expected op with scalar input");
}

export function verifyMap(op: Operation): void {
  const all = op.getOperands();
  const inputs = all.slice(0, -1);
  const block = op.regions[0]?.firstBlock;
  if (block === null || block === undefined) return;
  const args = block.arguments;
  if (inputs.length !== args.length) throw op.emitOpError(`expects number of operands to match the arity of mapper, but got: ${inputs.length} and ${args.length}`);
  inputs.forEach((input, i) => {
    const argType = (args[i] as Value).type;
    if (argType !== elementOf(input)) throw op.emitOpError(`expected element type of input ${quoted(elementOf(input))} to match bbArg type ${quoted(argType)}`);
  });
  const outputShape = shapeOf(all[all.length - 1]);
  for (const input of inputs) {
    if (!sameShape(shapeOf(input), outputShape)) throw op.emitOpError(`expected shape of input (${shapeText(shapeOf(input))}) to match shape of output (${shapeText(outputShape)})`);
  }
}

export function verifyReduce(op: Operation): void {
  const dims = i64Array(op, "dimensions");
  if (dims.some((d, i) => i > 0 && d <= (dims[i - 1] as bigint))) throw op.emitOpError("attribute 'dimensions' failed to satisfy constraint: i64 dense array attribute should be in increasing order");
  const all = op.getOperands();
  const inputs = all.slice(0, all.length / 2);
  const inits = all.slice(all.length / 2);
  for (let i = 1; i < inputs.length; i++) {
    if (!sameShape(shapeOf(inputs[i]), shapeOf(inputs[0]))) throw op.emitOpError(`expects all inputs to have the same shapes. Shape at input-index ${i} is not equal to the shape at input-index 0.`);
  }
  for (let i = 1; i < inits.length; i++) {
    if (!sameShape(shapeOf(inits[i]), shapeOf(inits[0]))) throw op.emitOpError(`expects all outputs to have the same shapes. Shape at output-index ${i} is not equal to the shape at output-index 0.`);
  }
  const inputShape = shapeOf(inputs[0]);
  const initShape = shapeOf(inits[0]);
  for (const d of dims) {
    if (d < 0n || d >= BigInt(inputShape.length)) throw op.emitOpError(`dimensions for reduction should be in the range [0, ${inputShape.length - 1}].`);
  }
  const reduced = inputShape.filter((_, i) => !dims.includes(BigInt(i)));
  if (reduced.length !== initShape.length) throw op.emitOpError(`number of dimensions after reduction ${reduced.length} doesn't match the init rank ${initShape.length}`);
  if (!sameShape(reduced, initShape)) throw op.emitOpError(`init dimensions [${shapeText(initShape)}] doesn't match input dimensions after reduction [${shapeText(reduced)}]`);
  const block = op.regions[0]?.firstBlock;
  if (block === null || block === undefined) return;
  if (block.arguments.length !== all.length) throw op.emitOpError("mismatching number of operands and block arguments");
  inputs.forEach((input, i) => {
    const argType = (block.arguments[i] as Value).type;
    if (elementOf(input) !== argType) throw op.emitOpError(`input element type ${quoted(elementOf(input))} does not match corresponding block argument type ${quoted(argType)}`);
  });
  const trailing = block.arguments.slice(block.arguments.length - inits.length);
  inits.forEach((init, i) => {
    const argType = (trailing[i] as Value).type;
    if (elementOf(init) !== argType) throw op.emitOpError(`output element type ${quoted(elementOf(init))} does not match corresponding block argument type ${quoted(argType)}`);
  });
}

export function verifyTranspose(op: Operation): void {
  const permutation = i64Array(op, "permutation");
  const n = BigInt(permutation.length);
  if (permutation.some((p) => p < 0n || p >= n) || new Set(permutation).size !== permutation.length) throw op.emitOpError("permutation is not valid");
  const [input, init] = op.getOperands();
  const inputShape = shapeOf(input);
  const initShape = shapeOf(init);
  const rank = inputShape.length;
  if (rank !== initShape.length) throw op.emitOpError(`input rank ${rank} does not match init rank ${initShape.length}`);
  if (rank !== permutation.length) throw op.emitOpError(`size of permutation ${permutation.length} does not match the argument rank ${rank}`);
  for (let i = 0; i < rank; i++) {
    const inputDim = inputShape[Number(permutation[i])] as number | bigint;
    const initDim = initShape[i] as number | bigint;
    if (BigInt(inputDim) !== BigInt(initDim)) throw op.emitOpError(`dim(result, ${i}) = ${String(initDim)} doesn't match dim(input, permutation[${i}]) = ${String(inputDim)}`);
  }
}

export function verifyBroadcast(op: Operation): void {
  const dims = i64Array(op, "dimensions");
  const [input, init] = op.getOperands();
  const inputShape = shapeOf(input);
  const initShape = shapeOf(init);
  const initRank = initShape.length;
  if (inputShape.length + dims.length !== initRank) {
    throw op.emitOpError(`input rank plus added dimensions does not match init rank. input rank: ${inputShape.length}, dimensions size: ${dims.length}, init rank: ${initRank}`);
  }
  dims.forEach((d, i) => {
    if (d < 0n || d >= BigInt(initRank)) throw op.emitOpError(`dimension ${i} is out of range. expected range: [0, ${initRank - 1}], got: ${d}`);
  });
  const mapped: number[] = [];
  for (let d = 0; d < initRank; d++) if (!dims.includes(BigInt(d))) mapped.push(d);
  mapped.forEach((initDim, inputDim) => {
    const a = inputShape[inputDim] as number | bigint;
    const b = initShape[initDim] as number | bigint;
    if (BigInt(a) !== BigInt(b)) throw op.emitOpError(`input dim ${inputDim} should match init dim ${initDim}. input: ${String(a)}, init: ${String(b)}`);
  });
}

export function verifySoftmax(op: Operation): void {
  const [input, output] = op.getOperands();
  const a = shapeOf(input);
  const b = shapeOf(output);
  const compatible = a.length === b.length && a.every((d, i) => isDynamic(d) || isDynamic(b[i] as number | bigint) || BigInt(d) === BigInt(b[i] as number | bigint));
  if (!compatible) throw op.emitOpError("incompatible output shape");
  const dimension = op.getAttr("dimension");
  const d = dimension instanceof IntegerAttr ? BigInt(dimension.value) : 0n;
  if (d < 0n || d >= BigInt(a.length)) throw op.emitOpError("incorrect dimension specified");
}
