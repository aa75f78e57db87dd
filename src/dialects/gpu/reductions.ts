// The C++ verifiers of gpu.all_reduce (its region verifier) and gpu.subgroup_reduce, with
// mlir-opt 19's messages.
import { FloatType, IntegerType, OpaqueAttr, VectorType, type Block, type Operation, type Type } from "../../ir/index.js";
import { printType } from "../runtime/values.js";

const FLOAT_ONLY: ReadonlySet<string> = new Set(["minnumf", "maxnumf", "minimumf", "maximumf"]);
const INTEGER_ONLY: ReadonlySet<string> = new Set(["minsi", "minui", "maxsi", "maxui", "and", "or", "xor"]);

/** The case of `#gpu<all_reduce_op add>` (kept opaque), or undefined without one. */
function reductionKind(op: Operation): string | undefined {
  const attr = op.getInherentAttr("op");
  if (!(attr instanceof OpaqueAttr)) return undefined;
  return /^all_reduce_op\s*<?\s*(\w+)\s*>?$/.exec(attr.data)?.[1];
}

/** verifyReduceOpAndType: the float-only and integer-only reductions apply to those types alone. */
function fitsType(kind: string, type: Type): boolean {
  if (FLOAT_ONLY.has(kind)) return type instanceof FloatType;
  if (INTEGER_ONLY.has(kind)) return type instanceof IntegerType;
  return true;
}

function incompatibleKind(op: Operation, kind: string, type: Type) {
  return op.emitError(`\`${kind}\` reduction operation is not compatible with type '${printType(type)}'`);
}

/**
 * AllReduceOp::verifyRegions: either a reduction kind or a body; the body takes two values
 * of the result's type and yields one.
 */
export function verifyAllReduceRegions(op: Operation): void {
  const type = op.getResult(0).type;
  const body = op.getRegion(0);
  const kind = reductionKind(op);
  const entry = body.firstBlock;
  if ((entry === null) !== (op.getInherentAttr("op") !== undefined)) throw op.emitError("expected either an op attribute or a non-empty body");
  if (entry === null) {
    if (kind !== undefined && !fitsType(kind, type)) throw incompatibleKind(op, kind, type);
    return;
  }
  if (entry.arguments.length !== 2) throw op.emitError("expected two region arguments");
  for (const argument of entry.arguments) if (argument.type !== type) throw op.emitError("incorrect region argument type");
  let yields = 0;
  for (let block: Block | null = entry; block !== null; block = block.next) {
    const terminator = block.lastOp;
    if (terminator === null || terminator.name.name !== "gpu.yield") continue;
    if (terminator.numOperands !== 1) throw op.emitError("expected one gpu.yield operand");
    if (terminator.getOperand(0).type !== type) throw op.emitError("incorrect gpu.yield type");
    yields++;
  }
  if (yields === 0) throw op.emitError("expected gpu.yield op in region");
}

/** SubgroupReduceOp::verify: no scalable vectors, and a reduction kind that fits the element type. */
export function verifySubgroupReduce(op: Operation): void {
  const type = op.getResult(0).type;
  let element = type;
  if (type instanceof VectorType) {
    if (type.scalableDims.some((scalable) => scalable)) throw op.emitOpError("is not compatible with scalable vector types");
    element = type.elementType;
  }
  const kind = reductionKind(op);
  if (kind !== undefined && !fitsType(kind, element)) throw incompatibleKind(op, kind, type);
}
