// The checks acc's atomic ops share with omp's (MLIR 19's atomic interfaces of OpenACCMPCommon):
// read/write/update agree with the pointee type of `x`, and atomic.capture holds one of the
// read-update, update-read or read-write pairs on the same variable.
import { MemRefType, type Operation, type Type, type Value } from "../../ir/index.js";

/**
 * The element type of a pointer-like `x` (acc's PointerLikeType): a memref's element type;
 * none for an opaque `!llvm.ptr`, whose pointee the checks then skip.
 */
function pointeeType(x: Value): Type | undefined {
  return x.type instanceof MemRefType ? x.type.elementType : undefined;
}

/** acc.atomic.read: operands x (read from), v (stored to). */
export function verifyAtomicRead(op: Operation): void {
  if (op.getOperand(0) === op.getOperand(1)) throw op.emitError("read and write must not be to the same location for atomic reads");
}

/** acc.atomic.write: operands x (written to), expr. */
export function verifyAtomicWrite(op: Operation): void {
  const element = pointeeType(op.getOperand(0));
  if (element !== undefined && element !== op.getOperand(1).type) throw op.emitError("address must dereference to value type");
}

/** acc.atomic.update: its region takes the current value of x. */
export function verifyAtomicUpdate(op: Operation): void {
  const block = op.regions[0]?.firstBlock ?? null;
  if (block === null || block.numArguments !== 1) throw op.emitError("the region must accept exactly one argument");
  const element = pointeeType(op.getOperand(0));
  if (element !== undefined && element !== block.getArgument(0).type) {
    throw op.emitError("the type of the operand must be a pointer type whose element type is the same as that of the region argument");
  }
}

/** acc.atomic.update's region: it yields the new value, of the region argument's type. */
export function verifyAtomicUpdateRegion(op: Operation): void {
  const block = op.regions[0]?.firstBlock ?? null;
  const terminator = block?.terminator ?? null;
  if (block === null || terminator === null) return;
  if (terminator.numOperands !== 1) throw op.emitError("only updated value must be returned");
  if (terminator.getOperand(0).type !== block.getArgument(0).type) throw op.emitError("input and yielded value must have the same type");
}

const READ = "acc.atomic.read";
const WRITE = "acc.atomic.write";
const UPDATE = "acc.atomic.update";

/** acc.atomic.capture's region: two atomic ops on one variable, then the terminator. */
export function verifyAtomicCaptureRegion(op: Operation): void {
  const ops = [...(op.regions[0]?.firstBlock?.operations() ?? [])];
  if (ops.length !== 3) throw op.emitError("expected three operations in atomic.capture region (one terminator, and two atomic ops)");
  const [first, second] = ops as [Operation, Operation, Operation];
  const pair = `${first.name.name} ${second.name.name}`;
  if (pair !== `${UPDATE} ${READ}` && pair !== `${READ} ${UPDATE}` && pair !== `${READ} ${WRITE}`) {
    throw first.emitError("invalid sequence of operations in the capture region");
  }
  // x is operand 0 of each atomic op.
  if (first.getOperand(0) === second.getOperand(0)) return;
  if (first.name.name === UPDATE) throw first.emitError("updated variable in atomic.update must be captured in second operation");
  throw first.emitError("captured variable in atomic.read must be updated in second operation");
}
