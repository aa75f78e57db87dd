// The memory semantics check (reported without the op prefix) MLIR 19 runs in the C++ verifiers of spirv's atomic update ops
// (AtomicOps.cpp) and barriers (BarrierOps.cpp): at most one of the four ordering constraints.
// The compare-exchange and exchange ops have no such check in MLIR 19.
import type { Operation } from "../../ir/index.js";
import type { SpirvAssemblyHooks } from "../../../generated/upstream/spirv-assembly.js";
import { spirvEnumCase } from "./enum-attr.js";

const ORDERINGS = new Set(["Acquire", "Release", "AcquireRelease", "SequentiallyConsistent"]);

function verifySemantics(op: Operation, attrName: string): void {
  const cases = spirvEnumCase(op.getAttr(attrName), "memory_semantics")?.split("|") ?? [];
  if (cases.filter((c) => ORDERINGS.has(c)).length > 1)
    throw op.emitError("expected at most one of these four memory constraints to be set: `Acquire`, `Release`,`AcquireRelease` or `SequentiallyConsistent`");
}

const atomicUpdate = (op: Operation): void => verifySemantics(op, "semantics");
const barrier = (op: Operation): void => verifySemantics(op, "memory_semantics");

export const spirvMemorySemanticsVerifiers: SpirvAssemblyHooks["verifiers"] = {
  AtomicAndOp: atomicUpdate,
  AtomicIAddOp: atomicUpdate,
  AtomicIDecrementOp: atomicUpdate,
  AtomicIIncrementOp: atomicUpdate,
  AtomicISubOp: atomicUpdate,
  AtomicOrOp: atomicUpdate,
  AtomicSMaxOp: atomicUpdate,
  AtomicSMinOp: atomicUpdate,
  AtomicUMaxOp: atomicUpdate,
  AtomicUMinOp: atomicUpdate,
  AtomicXorOp: atomicUpdate,
  EXTAtomicFAddOp: atomicUpdate,
  ControlBarrierOp: barrier,
  MemoryBarrierOp: barrier,
};
