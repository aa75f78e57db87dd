// toy-shape-inference: the pass declared in ToyPasses.td (base class, options and
// statistics generated into toy-passes.ts). It reaches the ops through the ShapeInference
// interface key generated from Toy.td, never through their names.
import * as ir from "tsmlir";
import type { PassRegistry } from "tsmlir/pass";
import { registerToyPasses, ToyShapeInferenceBase } from "./toy-passes.js";
import { ShapeInference } from "./toy.js";

/** Whether `op` produces a tensor whose rank is not known yet. */
function producesUnranked(op: ir.Operation): boolean {
  return op.getResultTypes().some((type) => type instanceof ir.UnrankedTensorType);
}

/** Whether every operand of `op` is ranked (its result shapes can be worked out now). */
function operandsRanked(op: ir.Operation): boolean {
  return op.getOperands().every((value) => !(value.type instanceof ir.UnrankedTensorType));
}

export class ToyShapeInference extends ToyShapeInferenceBase {
  override runOnOperation(): void {
    const pending = new Set<ir.Operation>();
    ir.walkOps(this.getOperation(), (op) => {
      if (producesUnranked(op)) pending.add(op);
    });
    // Ops are taken in program order whenever their operands are known, until none is ready.
    for (let progress = true; progress && pending.size > 0; ) {
      progress = false;
      for (const op of pending) {
        if (!operandsRanked(op)) continue;
        const shapes = ShapeInference.get(op);
        if (shapes === undefined) continue;
        shapes.inferShapes();
        pending.delete(op);
        this.statistics.numInferred.add(1);
        progress = true;
      }
    }
    if (pending.size === 0) return;
    this.statistics.numLeftUnranked.add(pending.size);
    for (const op of pending) {
      const why = ShapeInference.isa(op) ? "its operands never get a shape" : "it does not implement ShapeInference";
      if (this.options.allowPartial) this.emitRemark(op, `result shape left unranked: ${why}`);
      else this.emitError(op, `cannot infer the result shape: ${why}`);
    }
    if (!this.options.allowPartial) this.signalPassFailure();
  }
}

/** Registers the Toy passes with their implementations (for toy-opt or a PassManager). */
export function registerToyPassImplementations(registry: PassRegistry): void {
  registerToyPasses(registry, { createToyShapeInferencePass: (options) => new ToyShapeInference(options) });
}
