// affine's op verifiers (AffineOps.cpp's verify / verifyRegions), with mlir-opt 19's messages.
import {
  AffineMapAttr,
  ArrayAttr,
  DenseIntOrFPElementsAttr,
  FloatType,
  IndexType,
  IntegerAttr,
  IntegerSetAttr,
  IntegerType,
  MemRefType,
  VectorType,
  type AffineMap,
  type Operation,
  type Type,
  type Value,
} from "../../ir/index.js";
import { intElementAt } from "../../ir/dense-elements.js";
import { operandGroup } from "../../asm/op-asm/index.js";
import { symbolizeAtomicRMWKind, type AtomicRMWKind } from "../../../generated/arith.js";
import { affineScopeOf, isValidAffineIndexOperand, verifyDimAndSymbolIdentifiers } from "./valid-operands.js";

function mapAttr(op: Operation, name: string): AffineMap | undefined {
  const attr = op.getAttr(name);
  return attr instanceof AffineMapAttr ? attr.value : undefined;
}

/** Operand count matches the map's dims and symbols (apply, min, max). */
function verifyMapOperandCount(op: Operation): AffineMap | undefined {
  const map = mapAttr(op, "map");
  if (map !== undefined && op.numOperands !== map.getNumInputs()) throw op.emitOpError("operand count and affine map dimension and symbol count must match");
  return map;
}

export function verifyApply(op: Operation): void {
  const map = verifyMapOperandCount(op);
  if (map !== undefined && map.getNumResults() !== 1) throw op.emitOpError("mapping must produce one value");
}

export function verifyMinMax(op: Operation): void {
  verifyMapOperandCount(op);
}

/** The subscripts of a memory op: as many as the map's inputs, each a dim or symbol (MLIR's verifyMemoryOpIndexing). */
function verifyMemoryOpIndexing(op: Operation, memrefType: MemRefType, indices: readonly Value[]): void {
  const map = mapAttr(op, "map");
  if (map === undefined) return;
  if (map.getNumResults() !== memrefType.getRank()) throw op.emitOpError("affine map num results must equal memref rank");
  if (map.getNumInputs() !== indices.length) throw op.emitOpError("expects as many subscripts as affine map inputs");
  const scope = affineScopeOf(op);
  for (const index of indices) {
    if (!(index.type instanceof IndexType)) throw op.emitOpError("index to load must have 'index' type");
    if (!isValidAffineIndexOperand(index, scope)) throw op.emitOpError("index must be a valid dimension or symbol identifier");
  }
}

function memrefOperand(op: Operation, index: number): MemRefType | undefined {
  const type = op.getOperands()[index]?.type;
  return type instanceof MemRefType ? type : undefined;
}

export function verifyLoad(op: Operation): void {
  const memref = memrefOperand(op, 0);
  if (memref === undefined) return;
  if (op.getResult(0).type !== memref.elementType) throw op.emitOpError("result type must match element type of memref");
  verifyMemoryOpIndexing(op, memref, op.getOperands().slice(1));
}

export function verifyStore(op: Operation): void {
  const memref = memrefOperand(op, 1);
  if (memref === undefined) return;
  if (op.getOperand(0).type !== memref.elementType) throw op.emitOpError("value to store must have the same type as memref element type");
  verifyMemoryOpIndexing(op, memref, op.getOperands().slice(2));
}

function verifyVectorMemoryOp(op: Operation, memref: MemRefType, vector: Value | undefined): void {
  const type = vector?.type;
  if (type instanceof VectorType && memref.elementType !== type.elementType) throw op.emitOpError("requires memref and vector types of the same elemental type");
}

export function verifyVectorLoad(op: Operation): void {
  const memref = memrefOperand(op, 0);
  if (memref === undefined) return;
  verifyMemoryOpIndexing(op, memref, op.getOperands().slice(1));
  verifyVectorMemoryOp(op, memref, op.results[0]);
}

export function verifyVectorStore(op: Operation): void {
  const memref = memrefOperand(op, 1);
  if (memref === undefined) return;
  verifyMemoryOpIndexing(op, memref, op.getOperands().slice(2));
  verifyVectorMemoryOp(op, memref, op.getOperand(0));
}

export function verifyPrefetch(op: Operation): void {
  const map = mapAttr(op, "map");
  const memref = memrefOperand(op, 0);
  if (map !== undefined) {
    if (memref !== undefined && map.getNumResults() !== memref.getRank()) throw op.emitOpError("affine.prefetch affine map num results must equal memref rank");
    if (map.getNumInputs() + 1 !== op.numOperands) throw op.emitOpError("too few operands");
  } else if (op.numOperands !== 1) {
    throw op.emitOpError("too few operands");
  }
  const scope = affineScopeOf(op);
  for (const index of op.getOperands().slice(1)) {
    if (!isValidAffineIndexOperand(index, scope)) throw op.emitOpError("index must be a valid dimension or symbol identifier");
  }
}

export function verifyIf(op: Operation): void {
  const condition = op.getAttr("condition");
  if (!(condition instanceof IntegerSetAttr)) throw op.emitOpError("requires an integer set attribute named 'condition'");
  const set = condition.value;
  if (op.numOperands !== set.numDims + set.numSymbols) throw op.emitOpError("operand count and condition integer set dimension and symbol count must match");
  verifyDimAndSymbolIdentifiers(op, op.getOperands(), set.numDims);
}

const FOR_GROUPS = [true, true, true];

export function verifyForRegions(op: Operation): void {
  const body = op.getRegion(0).firstBlock;
  const iv = body?.arguments[0];
  if (body === null || iv === undefined || !(iv.type instanceof IndexType)) throw op.emitOpError("expected body to have a single index argument for the induction variable");
  for (const [name, group] of [["lowerBoundMap", 0], ["upperBoundMap", 1]] as const) {
    const map = mapAttr(op, name);
    if (map !== undefined && map.getNumInputs() > 0) verifyDimAndSymbolIdentifiers(op, operandGroup(op, group, FOR_GROUPS, "operandSegmentSizes"), map.numDims);
  }
  const numResults = op.numResults;
  if (numResults === 0) return;
  if (operandGroup(op, 2, FOR_GROUPS, "operandSegmentSizes").length !== numResults) throw op.emitOpError("mismatch between the number of loop-carried values and results");
  if (body.numArguments - 1 !== numResults) throw op.emitOpError("mismatch between the number of basic block args and results");
}

function groupCounts(op: Operation, name: string): number[] {
  const attr = op.getAttr(name);
  if (!(attr instanceof DenseIntOrFPElementsAttr)) return [];
  return Array.from({ length: attr.type.getNumElements() }, (_, i) => Number(intElementAt(attr, i)));
}

/**
 * Whether a result of `type` can be reduced by `kind` (MLIR 19's isResultTypeMatchAtomicRMWKind,
 * which accepts no type for maxnumf/minnumf).
 */
function reductionMatches(type: Type, kind: AtomicRMWKind): boolean {
  switch (kind) {
    case "addf":
    case "mulf":
    case "maximumf":
    case "minimumf":
      return type instanceof FloatType;
    case "addi":
    case "muli":
    case "ori":
    case "andi":
      return type instanceof IntegerType;
    case "assign":
      return true;
    case "maxs":
    case "mins":
      return type instanceof IntegerType && type.signedness === "signed";
    case "maxu":
    case "minu":
      return type instanceof IntegerType && type.signedness === "unsigned";
    default:
      return false;
  }
}

export function verifyParallel(op: Operation): void {
  const steps = op.getAttr("steps");
  const numSteps = steps instanceof ArrayAttr ? steps.value.length : 0;
  const lowerGroups = groupCounts(op, "lowerBoundsGroups");
  const upperGroups = groupCounts(op, "upperBoundsGroups");
  const numArguments = op.getRegion(0).firstBlock?.numArguments ?? 0;
  if (lowerGroups.length !== numSteps || upperGroups.length !== numSteps || numArguments !== numSteps) {
    throw op.emitOpError(
      `the number of region arguments (${numArguments}) and the number of map groups for lower (${lowerGroups.length}) and upper bound (${upperGroups.length}), and the number of steps (${numSteps}) must all match`,
    );
  }
  const lower = mapAttr(op, "lowerBoundsMap");
  const upper = mapAttr(op, "upperBoundsMap");
  const sum = (counts: readonly number[]): number => counts.reduce((a, b) => a + b, 0);
  if (lower !== undefined && sum(lowerGroups) !== lower.getNumResults()) throw op.emitOpError(`expected lower bounds map to have ${sum(lowerGroups)} results`);
  if (upper !== undefined && sum(upperGroups) !== upper.getNumResults()) throw op.emitOpError(`expected upper bounds map to have ${sum(upperGroups)} results`);
  const reductions = op.getAttr("reductions");
  const kinds = reductions instanceof ArrayAttr ? reductions.value : [];
  if (kinds.length !== op.numResults) throw op.emitOpError("a reduction must be specified for each output");
  kinds.forEach((attr, i) => {
    const kind = attr instanceof IntegerAttr ? symbolizeAtomicRMWKind(attr.value) : undefined;
    if (kind === undefined) throw op.emitOpError("invalid reduction attribute");
    if (!reductionMatches(op.getResult(i).type, kind)) throw op.emitOpError("result type cannot match reduction attribute");
  });
  const operands = op.getOperands();
  const numLower = lower?.getNumInputs() ?? 0;
  if (lower !== undefined) verifyDimAndSymbolIdentifiers(op, operands.slice(0, numLower), lower.numDims);
  if (upper !== undefined) verifyDimAndSymbolIdentifiers(op, operands.slice(numLower), upper.numDims);
}

const YIELD_PARENTS: ReadonlySet<string> = new Set(["affine.parallel", "affine.if", "affine.for"]);

export function verifyYield(op: Operation): void {
  const parent = op.parentOp;
  if (parent === null || !YIELD_PARENTS.has(parent.opName)) throw op.emitOpError("only terminates affine.if/for/parallel regions");
  if (parent.numResults !== op.numOperands) throw op.emitOpError("parent of yield must have same number of results as the yield operands");
  for (let i = 0; i < op.numOperands; i++) {
    if (parent.getResult(i).type !== op.getOperand(i).type) throw op.emitOpError("types mismatch between yield op and its parent");
  }
}

export function verifyDelinearizeIndex(op: Operation): void {
  const basis = op.numOperands - 1;
  if (basis === 0) throw op.emitOpError("basis should not be empty");
  if (op.numResults !== basis) throw op.emitOpError("should return an index for each basis element");
}
