// The conversion drivers (MLIR's OperationConverter and applyPartialConversion,
// applyFullConversion, applyAnalysisConversion): collect the ops to convert (pre-order,
// the blocks of each region in depth-first order from the entry block, so unreachable
// blocks are left alone; nothing inside a recursively legal op), legalize them in that
// order, build the materializations still needed (src/rewrite/conversion/finalize.ts), and
// commit the changes, or roll every change back when an op that must be legalized, or a
// materialization, cannot be.
import { IRDiagnosticError, operationError } from "../../ir/diagnostics.js";
import { Operation, type Block } from "../../ir/operation.js";
import { dropAllResultUses, liveSuccessors } from "../ir-utils.js";
import type { FrozenRewritePatternSet } from "../pattern-set.js";
import { finalizeConversion, type ConversionErrorEmitter } from "./finalize.js";
import { OperationLegalizer } from "./legalizer.js";
import { eraseDeadMaterializations } from "./rewrites.js";
import { ConversionPatternRewriter, type ConversionConfig } from "./rewriter.js";
import type { ConversionTarget } from "./target.js";

export type { ConversionErrorEmitter };

export interface ConversionDriverConfig extends ConversionConfig {
  /**
   * Makes the conversion's errors (a pass gives its own emitError). By default they are
   * reported to the context's diagnostic engine (MLIR's op->emitError) when the driver
   * returns, with their notes.
   */
  readonly emitError?: ConversionErrorEmitter;
}

type Mode = "partial" | "full" | "analysis";

/**
 * Converts `ops` and everything nested as far as possible: ops that cannot be legalized
 * stay, unless the target marks them illegal (then everything is rolled back and false
 * returned).
 */
export function applyPartialConversion(ops: Operation | readonly Operation[], target: ConversionTarget, patterns: FrozenRewritePatternSet, config: ConversionDriverConfig = {}): boolean {
  return new OperationConverter(target, patterns, config, "partial").convertOperations(Array.isArray(ops) ? ops : [ops as Operation]);
}

/** Converts `ops` and everything nested; any op that cannot be legalized fails the conversion (rolled back). */
export function applyFullConversion(ops: Operation | readonly Operation[], target: ConversionTarget, patterns: FrozenRewritePatternSet, config: ConversionDriverConfig = {}): boolean {
  return new OperationConverter(target, patterns, config, "full").convertOperations(Array.isArray(ops) ? ops : [ops as Operation]);
}

/**
 * Finds which ops a conversion would legalize (into `config.legalizableOps`) without
 * changing the IR: every change is rolled back.
 */
export function applyAnalysisConversion(ops: Operation | readonly Operation[], target: ConversionTarget, patterns: FrozenRewritePatternSet, config: ConversionDriverConfig = {}): boolean {
  return new OperationConverter(target, patterns, config, "analysis").convertOperations(Array.isArray(ops) ? ops : [ops as Operation]);
}

class OperationConverter {
  private readonly legalizer: OperationLegalizer;
  private readonly emitError: ConversionErrorEmitter;
  /** Errors made by the default emitter, reported to the context's engine at the end. */
  private readonly pending: IRDiagnosticError[] = [];

  constructor(
    target: ConversionTarget,
    patterns: FrozenRewritePatternSet,
    private readonly config: ConversionDriverConfig,
    private readonly mode: Mode,
  ) {
    this.legalizer = new OperationLegalizer(target, patterns);
    this.emitError =
      config.emitError ??
      ((at, message) => {
        const error = at instanceof Operation ? operationError(at, message) : new IRDiagnosticError(at, message);
        this.pending.push(error);
        return error;
      });
  }

  convertOperations(ops: readonly Operation[]): boolean {
    const first = ops[0];
    if (first === undefined) return true;
    try {
      return this.run(ops, first);
    } finally {
      const engine = first.context.getDiagEngine();
      for (const error of this.pending.splice(0)) engine.emit(error);
    }
  }

  private run(ops: readonly Operation[], first: Operation): boolean {
    const toConvert: Operation[] = [];
    for (const op of ops) this.collect(op, toConvert);
    const rewriter = new ConversionPatternRewriter(first.context, this.config);
    const impl = rewriter.impl;
    for (const op of toConvert) {
      if (!this.convert(rewriter, op)) {
        impl.undoRewrites();
        return false;
      }
    }
    // MLIR 19 builds the materializations before committing: a failure undoes everything.
    if (!finalizeConversion(rewriter, this.emitError)) {
      impl.undoRewrites();
      return false;
    }
    if (this.mode === "analysis") {
      impl.undoRewrites();
      return true;
    }
    impl.applyRewrites();
    eraseDeadMaterializations(impl.rewrites);
    return true;
  }

  /** Pre-order, blocks depth-first from each region's entry; recursively legal ops are not looked into. */
  private collect(root: Operation, out: Operation[]): void {
    const visit = (op: Operation): void => {
      out.push(op);
      if (this.legalizer.target.isLegal(op)?.isRecursivelyLegal === true) return;
      for (const region of op.regions) {
        if (region.firstBlock === null) continue;
        for (const block of depthFirstBlocks(region.firstBlock)) for (let nested = block.firstOp; nested !== null; ) {
          const next: Operation | null = nested.next;
          visit(nested);
          nested = next;
        }
      }
    };
    visit(root);
  }

  private convert(rewriter: ConversionPatternRewriter, op: Operation): boolean {
    if (!this.legalizer.legalize(op, rewriter)) {
      if (this.mode === "full") {
        this.emitError(op, `failed to legalize operation '${op.name.name}'`);
        return false;
      }
      if (this.mode === "partial") {
        if (this.legalizer.isIllegal(op)) {
          this.emitError(op, `failed to legalize operation '${op.name.name}' that was explicitly marked illegal`);
          return false;
        }
        this.config.unlegalizedOps?.add(op);
      }
    } else if (this.mode === "analysis") {
      this.config.legalizableOps?.add(op);
    }
    return true;
  }
}

/**
 * MLIR's reconcileUnrealizedCasts on the given casts: unused casts are erased, a cast whose
 * chain of input casts starts from its own result types is bypassed; returns the casts left.
 */
export function reconcileUnrealizedCasts(casts: readonly Operation[]): Operation[] {
  const worklist: Operation[] = [...casts];
  const queued = new Set(casts);
  const erased = new Set<Operation>();
  const isCast = (op: Operation | null): op is Operation => op !== null && op.name.name === "builtin.unrealized_conversion_cast";
  const enqueueInputs = (cast: Operation): void => {
    for (const input of cast.getOperands()) {
      const def = input.definingOp;
      if (isCast(def) && !queued.has(def)) {
        queued.add(def);
        worklist.push(def);
      }
    }
  };
  const inputCast = (cast: Operation): Operation | undefined => {
    const inputs = cast.getOperands();
    const def = inputs[0]?.definingOp ?? null;
    if (!isCast(def)) return undefined;
    if (def.results.length !== inputs.length || def.results.some((r, i) => r !== inputs[i])) return undefined;
    return def;
  };
  while (worklist.length > 0) {
    const cast = worklist.pop() as Operation;
    queued.delete(cast);
    if (cast.useEmpty()) {
      enqueueInputs(cast);
      erased.add(cast);
      cast.erase();
      continue;
    }
    const resultTypes = cast.getResultTypes();
    for (let next: Operation | undefined = cast; next !== undefined; next = inputCast(next)) {
      const inputs = next.getOperands();
      if (inputs.length === resultTypes.length && inputs.every((v, i) => v.type === resultTypes[i])) {
        enqueueInputs(cast);
        cast.replaceAllUsesWith(inputs);
        erased.add(cast);
        dropAllResultUses(cast);
        cast.erase();
        break;
      }
    }
  }
  return casts.filter((cast) => !erased.has(cast));
}

/** The blocks reachable from `entry`, depth-first pre-order with successors in order (LLVM's depth_first). */
function depthFirstBlocks(entry: Block): Block[] {
  const out: Block[] = [entry];
  if (entry.lastOp === null || entry.lastOp.successors.length === 0) return out;
  const visited = new Set<Block>([entry]);
  const stack: { successors: Block[]; next: number }[] = [{ successors: liveSuccessors(entry), next: 0 }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as { successors: Block[]; next: number };
    if (top.next >= top.successors.length) {
      stack.pop();
      continue;
    }
    const successor = top.successors[top.next++] as Block;
    if (visited.has(successor)) continue;
    visited.add(successor);
    out.push(successor);
    stack.push({ successors: liveSuccessors(successor), next: 0 });
  }
  return out;
}
