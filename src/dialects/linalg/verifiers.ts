// linalg's C++ verifiers with mlir-opt 19's messages: linalg.yield and linalg.index
// (LinalgOps.cpp), the destination-style checks (verifyDestinationStyleOpInterface) and the
// structured op checks of generic and the named ops (verifyStructuredOpInterface: operand
// semantics, index attributes, indexing maps against loops and ranks, static shapes
// inferred through the maps, the body's arguments).
import { AffineBinaryOpExpr, AffineConstantExpr, AffineDimExpr, AffineMap, AffineMapAttr, ArrayAttr, BaseMemRefType, DenseIntOrFPElementsAttr, IntegerAttr, IntegerType, ShapedType, TensorType, type AffineExpr, type Operation, type Type, type Value } from "../../ir/index.js";
import { ceilDivInt64, floorDivInt64 } from "../../ir/int64.js";
import { isDynamic } from "../../ir/types.js";
import { AttrTypePrinter } from "../../asm/attr-type/index.js";
import { printType } from "../runtime/values.js";
import { linalgNamedOps, type LinalgNamedOpDescription } from "../../../generated/upstream/linalg-named-ops.js";
import { memoizeIndexingMaps, MEMOIZED_INDEXING_MAPS } from "./named-ops.js";
import { regionArgumentType, segmentedOperands } from "./structured-syntax.js";

const NAMED_OPS: ReadonlyMap<string, LinalgNamedOpDescription> = new Map(Object.values(linalgNamedOps).map((d) => [d.name, d]));

/** The ops implementing MLIR's LinalgOp interface. */
const OTHER_STRUCTURED_OPS: ReadonlySet<string> = new Set(["linalg.generic", "linalg.map", "linalg.reduce", "linalg.transpose", "linalg.broadcast"]);

function isLinalgOp(op: Operation): boolean {
  return NAMED_OPS.has(op.name.name) || OTHER_STRUCTURED_OPS.has(op.name.name);
}

const quoted = (type: Type): string => `'${printType(type)}'`;

/** The init (outs) operands of a destination-style linalg op. */
export function dpsInits(op: Operation): Value[] {
  const name = op.name.name;
  if (op.getAttr("operandSegmentSizes") !== undefined) return segmentedOperands(op).outputs;
  const all = op.getOperands();
  if (name === "linalg.reduce") return all.slice(all.length / 2);
  return all.slice(-1);
}

/** Tensors and memrefs are shaped operands; anything else (a vector too) is a scalar of the op. */
function isShapedOperand(type: Type): type is ShapedType {
  return type instanceof TensorType || type instanceof BaseMemRefType;
}

function rankOf(type: Type): number {
  return isShapedOperand(type) ? type.getRank() : 0;
}

/** The number of loops of a structured op (its iterator types), undefined when unknown. */
function numLoops(op: Operation): number | undefined {
  const named = NAMED_OPS.get(op.name.name);
  if (named !== undefined) {
    if (named.iterators !== "rank-parallel") return named.iterators.length;
    const init = dpsInits(op)[0];
    return init === undefined ? 0 : rankOf(init.type);
  }
  const name = op.name.name;
  if (name === "linalg.generic") {
    const iterators = op.getAttr("iterator_types");
    return iterators instanceof ArrayAttr ? iterators.value.length : undefined;
  }
  const all = op.getOperands();
  if (name === "linalg.reduce") return all[0] === undefined ? 0 : rankOf(all[0].type);
  const init = all[all.length - 1];
  return init === undefined ? 0 : rankOf(init.type);
}

export function verifyYield(op: Operation): void {
  const parent = op.parentOp;
  if (parent === null || parent.regions.length !== 1 || (parent.regions[0] as { empty(): boolean }).empty()) throw op.emitOpError("expected single non-empty parent region");
  if (!isLinalgOp(parent)) throw op.emitOpError("expected parent op with LinalgOp interface");
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
  const parent = op.parentOp;
  if (parent === null || !isLinalgOp(parent)) throw op.emitOpError("expected parent op with LinalgOp interface");
  const dim = op.getAttr("dim");
  const loops = numLoops(parent);
  if (dim instanceof IntegerAttr && loops !== undefined && BigInt(loops) <= BigInt(dim.value)) {
    throw op.emitOpError(`expected dim (${String(dim.value)}) to be lower than the number of loops (${loops}) of the enclosing LinalgOp`);
  }
}

export function verifyDestinationStyle(op: Operation): void {
  const inits = dpsInits(op);
  // The inits are the last operands of every linalg op.
  const first = op.numOperands - inits.length;
  const tensorInits: { value: Value; index: number }[] = [];
  for (const [k, value] of inits.entries()) {
    const index = first + k;
    if (value.type instanceof TensorType) tensorInits.push({ value, index });
    else if (!(value.type instanceof BaseMemRefType)) throw op.emitOpError(`expected that operand #${index} is a tensor or a memref`);
  }
  const tensorResults = op.getResultTypes().filter((t) => t instanceof TensorType).length;
  if (tensorResults !== tensorInits.length) {
    throw op.emitOpError(`expected the number of tensor results (${tensorResults}) to be equal to the number of output tensors (${tensorInits.length})`);
  }
  tensorInits.forEach(({ value, index }, i) => {
    const result = op.getResult(i).type;
    if (result !== value.type) throw op.emitOpError(`expected type of operand #${index} (${quoted(value.type)}) to match type of corresponding result (${quoted(result)})`);
  });
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
  if (loops === undefined) return;
  const maps = indexingMaps(op, description, loops);
  if (maps === undefined) return;
  if (maps.length !== operands.length) {
    throw op.emitOpError(`expected the number of indexing_map (${maps.length}) to be equal to the number of input/output operands (${operands.length})`);
  }
  maps.forEach((map, i) => {
    if (map.numSymbols !== 0) throw op.emitOpError(`unexpected symbols in indexing_map #${i}`);
    if (map.numDims !== loops) throw op.emitOpError(`expected indexing_map #${i} to have ${loops} dim(s) to match the number of loops`);
    const rank = rankOf((operands[i] as Value).type);
    if (map.results.length !== rank) throw op.emitOpError(`expected operand #${i} rank (${rank}) to match the result rank of indexing_map (${map.results.length})`);
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
