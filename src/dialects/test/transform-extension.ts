// What MLIR writes in C++ for the ops of the transform dialect's test extension
// (TestTransformDialectExtension.td, generated into transform's modules): their memory
// effects on the transform mapping and the payload, as mlir-opt 19 reports them.
import { UnitAttr, type Operation } from "../../ir/index.js";
import type { TransformMappingEffect, TransformOpEffects } from "../transform/interface-effects.js";

const CONSUMES: readonly TransformMappingEffect[] = ["read", "free"];
const READS: readonly TransformMappingEffect[] = ["read"];

function flag(op: Operation, name: string): boolean {
  return op.getAttr(name) instanceof UnitAttr;
}

function allOperands(op: Operation, effects: readonly TransformMappingEffect[]): Map<number, readonly TransformMappingEffect[]> {
  return new Map(op.operands.map((_, index) => [index, effects]));
}

function allResults(op: Operation): Set<number> {
  return new Set(op.results.map((_, index) => index));
}

/** The effects of a test extension op; undefined for other ops. */
export function testTransformExtensionEffects(op: Operation): TransformOpEffects | undefined {
  if (!op.isRegistered()) return undefined;
  switch (op.opName) {
    case "transform.test_consume_operand":
      return { operands: allOperands(op, CONSUMES), allocatedResults: new Set(), writesPayload: true };
    case "transform.test_produce_self_handle_or_forward_operand":
      return { operands: allOperands(op, READS), allocatedResults: allResults(op), writesPayload: false };
    case "transform.test_required_memory_effects":
      // Exactly the effects its unit properties ask for.
      return {
        operands: flag(op, "has_operand_effect") ? allOperands(op, CONSUMES) : new Map(),
        allocatedResults: flag(op, "has_result_effect") ? allResults(op) : new Set(),
        writesPayload: flag(op, "modifies_payload"),
      };
    default:
      return undefined;
  }
}
