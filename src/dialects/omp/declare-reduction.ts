// omp.declare_reduction's region checks (MLIR 19's DeclareReductionOp::verifyRegions): the
// initializer, combiner, atomic and cleanup regions take and yield the reduction type.
import { TypeAttr, type Operation, type Region, type Type } from "../../ir/index.js";
import { pointee } from "./clause-verifiers.js";
import { printType } from "../runtime/values.js";

/** The operand types of each omp.yield directly in `region`. */
function yieldedTypes(region: Region): Type[][] {
  const out: Type[][] = [];
  for (const block of region.blocks()) for (const op of block.getOperations()) if (op.name.name === "omp.yield") out.push(op.getOperands().map((v) => v.type));
  return out;
}

export function verifyDeclareReductionRegions(op: Operation): void {
  const typeAttr = op.getAttr("type");
  const type = typeAttr instanceof TypeAttr ? typeAttr.value : undefined;
  const [initializer, reduction, atomic, cleanup] = [0, 1, 2, 3].map((i) => op.getRegion(i)) as [Region, Region, Region, Region];
  const init = initializer.firstBlock;
  if (init === null) throw op.emitOpError("expects non-empty initializer region");
  if (init.arguments.length !== 1 || init.arguments[0]?.type !== type) throw op.emitOpError("expects initializer region with one argument of the reduction type");
  for (const types of yieldedTypes(initializer)) if (types.length !== 1 || types[0] !== type) throw op.emitOpError("expects initializer region to yield a value of the reduction type");
  const combiner = reduction.firstBlock;
  if (combiner === null) throw op.emitOpError("expects non-empty reduction region");
  const args = combiner.arguments;
  if (args.length !== 2 || args[0]?.type !== args[1]?.type || args[0]?.type !== type) throw op.emitOpError("expects reduction region with two arguments of the reduction type");
  for (const types of yieldedTypes(reduction)) if (types.length !== 1 || types[0] !== type) throw op.emitOpError("expects reduction region to yield a value of the reduction type");
  const atomicBlock = atomic.firstBlock;
  if (atomicBlock !== null) {
    const atomicArgs = atomicBlock.arguments;
    if (atomicArgs.length !== 2 || atomicArgs[0]?.type !== atomicArgs[1]?.type) throw op.emitOpError("expects atomic reduction region with two arguments of the same type");
    const first = atomicArgs[0]?.type as Type;
    // A PointerLikeType: a memref (pointing to its element type) or an LLVM pointer (opaque).
    const isPointer = pointee(first) !== undefined || /^!llvm\.ptr\b/.test(printType(first));
    const element = pointee(first);
    if (!isPointer || (element !== undefined && element !== type)) throw op.emitOpError("expects atomic reduction region arguments to be accumulators containing the reduction type");
  }
  const cleanupBlock = cleanup.firstBlock;
  if (cleanupBlock === null) return;
  if (cleanupBlock.arguments.length !== 1 || cleanupBlock.arguments[0]?.type !== type) throw op.emitOpError("expects cleanup region with one argument of the reduction type");
}
