// The verifier of vector.contract (VectorOps.cpp; the ODS element type traits are checked
// before it by the generated verifier): the indexing maps (one per operand, over
// the iterators, projected permutations), the contracting and batch dimension pairs, the
// accumulator/result shape the maps and operand shapes imply, and the combining kind.
import { AffineDimExpr, AffineMapAttr, ArrayAttr, IntegerType, VectorType, composeWithValues, isFunctionOfDim, isProjectedPermutation, type AffineMap, type Int64, type Operation, type Type } from "../../ir/index.js";
import { printType } from "../runtime/values.js";
import { iteratorTypeName } from "./attributes.js";
import { combiningKindName, elementTypeOrSelf, isSupportedCombiningKind } from "./combining-kind.js";

type DimMap = Array<[number, number]>;

/** The result of `map` that is dimension `d`, or -1. */
function resultIndex(map: AffineMap, d: number): number {
  return map.results.findIndex((r) => r instanceof AffineDimExpr && r.position === d);
}

/** getDimMap: for each iterator of `kind` used by both lhs and rhs, its (lhs, rhs) result positions. */
function dimMap(maps: readonly AffineMap[], iterators: readonly string[], kind: string): DimMap {
  const out: DimMap = [];
  iterators.forEach((t, d) => {
    if (t !== kind) return;
    const l = resultIndex(maps[0] as AffineMap, d);
    const r = resultIndex(maps[1] as AffineMap, d);
    if (l >= 0 && r >= 0) out.push([l, r]);
  });
  return out;
}

function verifyDimMap(lhs: VectorType, rhs: VectorType, map: DimMap): boolean {
  return map.every(([l, r]) => l < lhs.shape.length && r < rhs.shape.length && Number(lhs.shape[l]) === Number(rhs.shape[r]));
}

/** verifyOutputShape: the result (and accumulator) shape the operands and maps imply. */
function verifyOutputShape(op: Operation, maps: readonly AffineMap[], lhs: VectorType, rhs: VectorType, acc: Type, res: Type, contracting: DimMap, batch: DimMap): void {
  const lhsContracting = new Set(contracting.map(([l]) => l));
  const rhsContracting = new Set(contracting.map(([, r]) => r));
  const rhsBatch = new Set(batch.map(([, r]) => r));
  const expectedDims: Int64[] = [];
  lhs.shape.forEach((s, i) => {
    if (!lhsContracting.has(i)) expectedDims.push(s);
  });
  rhs.shape.forEach((s, i) => {
    if (!rhsContracting.has(i) && !rhsBatch.has(i)) expectedDims.push(s);
  });
  if (expectedDims.length === 0) {
    if (res instanceof VectorType || acc instanceof VectorType) throw op.emitOpError("invalid accumulator/result vector shape");
    return;
  }
  if (!(res instanceof VectorType) || !(acc instanceof VectorType)) throw op.emitOpError("invalid accumulator/result vector shape");
  const [lhsMap, rhsMap, resMap] = maps as [AffineMap, AffineMap, AffineMap];
  for (let d = 0; d < lhsMap.numDims; d++) {
    if (![lhsMap, rhsMap].some((m) => m.results.some((r) => isFunctionOfDim(r, d)))) throw op.emitOpError("expected all dimensions to be either a LHS or a RHS dimension");
  }
  const extents = new Array<Int64 | undefined>(lhsMap.getNumInputs()).fill(undefined);
  for (const [type, map] of [[lhs, lhsMap], [rhs, rhsMap]] as const) {
    type.shape.forEach((size, i) => {
      const r = map.results[i];
      if (r instanceof AffineDimExpr && extents[r.position] === undefined) extents[r.position] = size;
    });
  }
  if (extents.some((e) => e === undefined)) throw op.emitOpError("expected all dimensions to get an extent as either a LHS or a RHS dimension");
  const shape = composeWithValues(resMap, extents as Int64[]) ?? [];
  const expected = VectorType.get(shape, res.elementType, res.scalableDims);
  if (res !== expected || acc !== expected) throw op.emitOpError(`invalid accumulator/result vector shape, expected: '${printType(expected)}'`);
}

export function verifyContractionOp(op: Operation): void {
  if (op.numOperands < 3 || op.numResults < 1) return;
  const lhs = op.getOperand(0).type;
  const rhs = op.getOperand(1).type;
  const acc = op.getOperand(2).type;
  const res = op.getResult(0).type;
  const mapsAttr = op.getAttr("indexing_maps");
  const iteratorsAttr = op.getAttr("iterator_types");
  if (!(lhs instanceof VectorType) || !(rhs instanceof VectorType) || !(mapsAttr instanceof ArrayAttr) || !(iteratorsAttr instanceof ArrayAttr)) return;
  if (lhs.elementType instanceof IntegerType && lhs.elementType.signedness !== "signless") throw op.emitOpError("only supports signless integer types");
  if (!mapsAttr.value.every((m) => m instanceof AffineMapAttr)) return;
  const maps = mapsAttr.value.map((m) => (m as AffineMapAttr).value);
  if (maps.length !== 3) throw op.emitOpError("expected an indexing map for each vector operand");
  const iterators = iteratorsAttr.value.map((t) => iteratorTypeName(t) ?? "");
  maps.forEach((map, i) => {
    if (map.numSymbols !== 0) throw op.emitOpError(`expected indexing map ${i} to have no symbols`);
    const type = op.getOperand(i).type;
    const rank = type instanceof VectorType ? type.shape.length : 0;
    if (map.numDims !== iterators.length) throw op.emitOpError(`expected indexing map ${i} to have ${iterators.length} number of inputs`);
    if (map.getNumResults() !== rank) throw op.emitOpError(`expected indexing map ${i} to have ${rank} number of outputs`);
    if (!isProjectedPermutation(map)) throw op.emitOpError(`expected indexing map ${i} to be a projected permutation of its inputs`);
  });
  const contracting = dimMap(maps, iterators, "reduction");
  const batch = dimMap(maps, iterators, "parallel");
  if (contracting.length === 0) throw op.emitOpError("expected at least one contracting dimension pair");
  if (!verifyDimMap(lhs, rhs, contracting)) throw op.emitOpError("invalid contracting dimension map");
  if (!verifyDimMap(lhs, rhs, batch)) throw op.emitOpError("invalid batch dimension map");
  verifyOutputShape(op, maps, lhs, rhs, acc, res, contracting, batch);
  const kind = combiningKindName(op.getAttr("kind"));
  if (kind !== undefined && !isSupportedCombiningKind(kind, elementTypeOrSelf(res))) throw op.emitOpError("unsupported contraction type");
}
