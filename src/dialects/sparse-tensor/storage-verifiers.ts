// sparse_tensor's C++ verifiers of the ops that reach into a sparse tensor's storage, with
// mlir-opt 19's messages: positions / coordinates (a level of the tensor, a buffer of the
// encoding's width), coordinates_buffer (an AoS COO region), compress (one coordinate per
// level but the last) and push_back (a constant n of at least 1).
import { IndexType, IntegerType, MemRefType, type Operation, type Type } from "../../ir/index.js";
import { constantIntValue } from "../constant-values.js";
import { encodingFacts, type EncodingFacts } from "./encoding-facts.js";

function levelAttr(op: Operation): number {
  const attr = op.getInherentAttr("level");
  return attr !== undefined && "value" in attr && (typeof attr.value === "number" || typeof attr.value === "bigint") ? Number(attr.value) : 0;
}

/** A width of 0 stands for `index`. */
function hasMatchingWidth(buffer: Type, width: number): boolean {
  if (!(buffer instanceof MemRefType)) return true;
  const element = buffer.elementType;
  return width === 0 ? element instanceof IndexType : element instanceof IntegerType && element.width === width;
}

function verifyLevelBuffer(op: Operation, what: "positions" | "coordinates", width: (facts: EncodingFacts) => number): void {
  const facts = encodingFacts(op.getOperand(0).type);
  if (facts === undefined) return;
  if (levelAttr(op) >= facts.levelTypes.length) throw op.emitError("requested level is out of bounds");
  if (!hasMatchingWidth(op.getResult(0).type, width(facts))) throw op.emitError(`unexpected type for ${what}`);
}

export function verifyToPositions(op: Operation): void {
  verifyLevelBuffer(op, "positions", (facts) => facts.posWidth);
}

export function verifyToCoordinates(op: Operation): void {
  verifyLevelBuffer(op, "coordinates", (facts) => facts.crdWidth);
}

const baseName = (levelType: string): string => levelType.split("(")[0]?.trim() ?? levelType;

/**
 * Whether a compressed or loose_compressed level is followed by singleton levels stored as an
 * array of structures (the first singleton not marked `soa`).
 */
function hasAoSCOORegion(levelTypes: readonly string[]): boolean {
  for (let l = 0; l < levelTypes.length; ) {
    const kind = baseName(levelTypes[l] ?? "");
    if (kind !== "compressed" && kind !== "loose_compressed") {
      l++;
      continue;
    }
    let end = l + 1;
    while (end < levelTypes.length && baseName(levelTypes[end] ?? "") === "singleton") end++;
    // MLIR keeps only the first COO segment it finds.
    if (end - l > 1) return !/\bsoa\b/.test(levelTypes[l + 1] ?? "");
    l = end;
  }
  return false;
}

export function verifyToCoordinatesBuffer(op: Operation): void {
  const facts = encodingFacts(op.getOperand(0).type);
  if (facts !== undefined && !hasAoSCOORegion(facts.levelTypes)) throw op.emitError("expected sparse tensor with a COO region");
}

/** compress(values, filled, added, count, tensor, coordinates...): coordinates of all levels but the innermost. */
export function verifyCompress(op: Operation): void {
  const facts = encodingFacts(op.getOperand(4).type);
  if (facts !== undefined && facts.levelTypes.length !== 1 + (op.numOperands - 5)) throw op.emitOpError("incorrect number of coordinates");
}

/** push_back(curSize, inBuffer, value, n?): a constant n (any ConstantLike op, as MLIR's getConstantIntValue) must be at least 1. */
export function verifyPushBack(op: Operation): void {
  if (op.numOperands < 4) return;
  const n = constantIntValue(op.getOperand(3));
  if (n !== undefined && n < 1n) throw op.emitOpError("n must be not less than 1");
}
