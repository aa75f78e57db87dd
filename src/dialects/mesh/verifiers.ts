// mesh's op checks that MLIR writes in C++: mesh.mesh's verifier, and the checks of the ops
// naming a mesh (SymbolUserOpInterface::verifySymbolUses): the mesh exists, the mesh axes
// are distinct and within its rank, and the collectives' result shapes follow from their
// operand's shape and the size of the device group they span.
import { DenseArrayAttr, IntegerAttr, IRDiagnosticError, SymbolRefAttr, isDynamic, isShaped, DYNAMIC, type Operation, type Value } from "../../ir/index.js";
import { lookupNearestSymbolFrom } from "../../ir/symbol-table.js";

/**
 * An error at the op's location without the "see current operation" note: MLIR's
 * emitError(loc), which the checks of axes, shapes and devices use (those reporting a
 * missing mesh, a wrong result count or a shift axis go through the op and carry the note).
 */
function errorAt(op: Operation, message: string): IRDiagnosticError {
  return new IRDiagnosticError(op.location, message);
}

/** A mesh.mesh as the checks read it. */
interface Mesh {
  readonly name: string;
  readonly shape: readonly number[];
}

function integers(attr: unknown): number[] {
  return attr instanceof DenseArrayAttr ? Array.from(attr.values as ArrayLike<bigint | number>, (v) => Number(v)) : [];
}

function integerOf(op: Operation, name: string): number {
  const attr = op.getAttr(name);
  return attr instanceof IntegerAttr ? Number(attr.value) : 0;
}

function shapeOf(value: Value): readonly number[] {
  const type = value.type;
  return isShaped(type) ? type.shape.map((d) => Number(d)) : [];
}

function meshShape(op: Operation): number[] {
  return integers(op.getAttr("shape"));
}

/** mesh.mesh: a rank of one at least, every size non-negative or dynamic. */
export function verifyMeshOp(op: Operation): void {
  const shape = meshShape(op);
  if (shape.length <= 0) throw op.emitOpError("rank of mesh is expected to be a positive integer");
  if (shape.some((d) => d < 0 && !isDynamic(d))) throw op.emitOpError("dimension size of a mesh is expected to be non-negative or dynamic");
}

/** The mesh.mesh the op's `mesh` attribute names. */
function referencedMesh(op: Operation): Mesh {
  const symbol = op.getAttr("mesh");
  const name = symbol instanceof SymbolRefAttr ? symbol.rootReference : "";
  const mesh = symbol instanceof SymbolRefAttr ? lookupNearestSymbolFrom(op, symbol) : undefined;
  if (mesh === undefined || mesh.name.name !== "mesh.mesh") throw op.emitError(`Undefined required mesh symbol "${name}".`);
  return { name, shape: meshShape(mesh) };
}

function verifyMeshAxes(op: Operation, axes: readonly number[], mesh: Mesh): void {
  if (new Set(axes).size !== axes.length) throw errorAt(op, "Mesh axes contains duplicate elements.");
  const rank = mesh.shape.length;
  for (const axis of axes) {
    if (axis < 0 || axis >= rank) throw errorAt(op, `0-based mesh axis index ${axis} is out of bounds. The referenced mesh "${mesh.name}" is of rank ${rank}.`);
  }
}

/** The mesh of a collective op, its axes checked. */
function collectiveMesh(op: Operation): { readonly mesh: Mesh; readonly axes: number[] } {
  const mesh = referencedMesh(op);
  const axes = integers(op.getAttr("mesh_axes"));
  verifyMeshAxes(op, axes, mesh);
  return { mesh, axes };
}

/** How many processes the axes span: dynamic if one of them is. */
function groupSize(axes: readonly number[], mesh: Mesh): number {
  let size = 1;
  for (const axis of axes) {
    const extent = mesh.shape[axis] ?? DYNAMIC;
    if (isDynamic(extent)) return DYNAMIC;
    size *= extent;
  }
  return size;
}

// Sizes that stay dynamic through arithmetic (MLIR's DimensionSize).
const times = (a: number, b: number): number => (isDynamic(a) || isDynamic(b) ? DYNAMIC : a * b);
const divided = (a: number, b: number): number => (isDynamic(a) || isDynamic(b) ? DYNAMIC : Math.trunc(a / b));

function checkDimension(op: Operation, expected: number, actual: number, axis: number): void {
  if (!isDynamic(actual) && expected !== actual) {
    throw errorAt(op, `Dimension size mismatch for result axis ${axis}. Expected ${isDynamic(expected) ? "dynamic" : expected}, but got ${actual}.`);
  }
}

function verifyGatherShapes(op: Operation, gatherAxis: number, axes: readonly number[], mesh: Mesh): void {
  const operand = shapeOf(op.getOperand(0));
  const result = shapeOf(op.getResult(0));
  if (gatherAxis < 0 || gatherAxis >= result.length) throw errorAt(op, `Gather axis ${gatherAxis} is out of bounds [0, ${result.length}).`);
  const group = groupSize(axes, mesh);
  operand.forEach((size, axis) => checkDimension(op, axis === gatherAxis ? times(group, size) : size, result[axis] ?? DYNAMIC, axis));
}

function verifyScatterShapes(op: Operation, tensorAxis: number, axes: readonly number[], mesh: Mesh): void {
  const operand = shapeOf(op.getOperand(0));
  const result = shapeOf(op.getResult(0));
  operand.forEach((size, axis) => {
    if (axis !== tensorAxis) checkDimension(op, size, result[axis] ?? DYNAMIC, axis);
  });
  const group = groupSize(axes, mesh);
  const size = operand[tensorAxis] ?? DYNAMIC;
  if (!isDynamic(size) && !isDynamic(group) && size % group !== 0) {
    throw errorAt(op, `Operand dimension size ${size} is not divisible by collective device group size ${group} for tensor axis ${tensorAxis}.`);
  }
  checkDimension(op, divided(size, group), result[tensorAxis] ?? DYNAMIC, tensorAxis);
}

function verifyAllToAllShapes(op: Operation, splitAxis: number, concatAxis: number, axes: readonly number[], mesh: Mesh): void {
  const operand = shapeOf(op.getOperand(0));
  const result = shapeOf(op.getResult(0));
  operand.forEach((size, axis) => {
    if ((axis !== splitAxis && axis !== concatAxis) || splitAxis === concatAxis) checkDimension(op, size, result[axis] ?? DYNAMIC, axis);
  });
  if (splitAxis === concatAxis) return;
  const group = groupSize(axes, mesh);
  const concatSize = operand[concatAxis] ?? DYNAMIC;
  const splitSize = operand[splitAxis] ?? DYNAMIC;
  let expectedSplit = divided(splitSize, group);
  // A split that does not divide evenly gives pieces of no one static size.
  if (!isDynamic(expectedSplit) && splitSize % group !== 0) expectedSplit = DYNAMIC;
  checkDimension(op, times(concatSize, group), result[concatAxis] ?? DYNAMIC, concatAxis);
  checkDimension(op, expectedSplit, result[splitAxis] ?? DYNAMIC, splitAxis);
}

/** A device's multi-index within the group (`root`, `source`, `destination`): one coordinate an axis, each within the axis. */
function verifyInGroupDevice(op: Operation, name: string, axes: readonly number[], mesh: Mesh): void {
  const device = integers(op.getAttr(name));
  if (device.length !== axes.length) throw errorAt(op, `In-group device "${name}" has unexpected multi-index size ${device.length}. Expected ${axes.length}.`);
  device.forEach((coordinate, i) => {
    const extent = mesh.shape[axes[i] ?? 0] ?? DYNAMIC;
    if (!isDynamic(coordinate) && !isDynamic(extent) && extent <= coordinate) {
      throw errorAt(op, `Out of bounds coordinate ${i} for in-group device "${name}". Got ${coordinate}, but expected value in the range [0, ${extent - 1}].`);
    }
  });
}

/** mesh_shape and process_multi_index: one result an axis, or one a mesh dimension without axes. */
export function verifyIndexedMeshQuery(op: Operation): void {
  const mesh = referencedMesh(op);
  const axes = integers(op.getAttr("axes"));
  verifyMeshAxes(op, axes, mesh);
  const expected = axes.length === 0 ? mesh.shape.length : axes.length;
  if (op.numResults !== expected) throw op.emitError(`Unexpected number of results ${op.numResults}. Expected ${expected}.`);
}

export function verifyMeshReference(op: Operation): void {
  referencedMesh(op);
}

export function verifyCollectiveAxes(op: Operation): void {
  collectiveMesh(op);
}

export function verifyAllGather(op: Operation): void {
  const { mesh, axes } = collectiveMesh(op);
  verifyGatherShapes(op, integerOf(op, "gather_axis"), axes, mesh);
}

export function verifyAllSlice(op: Operation): void {
  const { mesh, axes } = collectiveMesh(op);
  verifyScatterShapes(op, integerOf(op, "slice_axis"), axes, mesh);
}

export function verifyAllToAll(op: Operation): void {
  const { mesh, axes } = collectiveMesh(op);
  verifyAllToAllShapes(op, integerOf(op, "split_axis"), integerOf(op, "concat_axis"), axes, mesh);
}

/** broadcast and reduce: the root device. */
export function verifyRooted(op: Operation): void {
  const { mesh, axes } = collectiveMesh(op);
  verifyInGroupDevice(op, "root", axes, mesh);
}

export function verifyGather(op: Operation): void {
  const { mesh, axes } = collectiveMesh(op);
  verifyInGroupDevice(op, "root", axes, mesh);
  verifyGatherShapes(op, integerOf(op, "gather_axis"), axes, mesh);
}

export function verifyRecv(op: Operation): void {
  const { mesh, axes } = collectiveMesh(op);
  if (op.getAttr("source") !== undefined) verifyInGroupDevice(op, "source", axes, mesh);
}

export function verifyReduceScatter(op: Operation): void {
  const { mesh, axes } = collectiveMesh(op);
  verifyScatterShapes(op, integerOf(op, "scatter_axis"), axes, mesh);
}

export function verifyScatter(op: Operation): void {
  const { mesh, axes } = collectiveMesh(op);
  verifyInGroupDevice(op, "root", axes, mesh);
  verifyScatterShapes(op, integerOf(op, "scatter_axis"), axes, mesh);
}

export function verifySend(op: Operation): void {
  const { mesh, axes } = collectiveMesh(op);
  verifyInGroupDevice(op, "destination", axes, mesh);
}

export function verifyShift(op: Operation): void {
  const { axes } = collectiveMesh(op);
  const shiftAxis = integerOf(op, "shift_axis");
  if (!axes.includes(shiftAxis)) throw op.emitError(`Invalid shift axis ${shiftAxis}. It must be one of the grouping mesh axes.`);
}
