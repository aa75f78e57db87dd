// What a rewriter tells about the changes it makes (MLIR's RewriterBase::Listener): the
// builder's insertions, plus in-place modifications, replacements, erasures, and the
// begin/end and match failures of patterns. Every method is optional; a listener hears
// only what it implements.
import type { InsertionPoint, OpBuilderListener } from "../ir/builder.js";
import type { Location } from "../ir/location.js";
import type { Block, Operation, Region, Value } from "../ir/operation.js";
import type { Pattern } from "./pattern.js";

/** The text a match failure's reason callback writes (MLIR's Diagnostic, as a string builder). */
export class MatchFailureDiagnostic {
  readonly location: Location;
  private text = "";
  constructor(location: Location) {
    this.location = location;
  }
  /** Appends to the message (MLIR's `diag << ...`). */
  append(...parts: readonly (string | number | bigint | boolean)[]): this {
    for (const part of parts) this.text += String(part);
    return this;
  }
  get message(): string {
    return this.text;
  }
}

/** Writes the reason of a match failure; called only by listeners that want it. */
export type MatchFailureReason = (diagnostic: MatchFailureDiagnostic) => void;

export interface RewriterListener extends OpBuilderListener {
  /** An op was changed in place (operands, attributes, successors, ...). */
  notifyOperationModified?(op: Operation): void;
  /**
   * `op` is about to be replaced by `replacement`'s results (MLIR's by-op form). A listener
   * without this method hears `notifyOperationReplaced` with the results instead.
   */
  notifyOperationReplacedByOp?(op: Operation, replacement: Operation): void;
  /** `op`'s results are about to be replaced by `replacement` (one value per result). */
  notifyOperationReplaced?(op: Operation, replacement: readonly Value[]): void;
  /** `op` is about to be erased (its nested ops were announced before it). */
  notifyOperationErased?(op: Operation): void;
  /** `block` is about to be erased (its ops were announced before it). */
  notifyBlockErased?(block: Block): void;
  /** A pattern is about to be applied to `op`. */
  notifyPatternBegin?(pattern: Pattern, op: Operation): void;
  /** The pattern announced by notifyPatternBegin finished, successfully or not. */
  notifyPatternEnd?(pattern: Pattern, succeeded: boolean): void;
  /** A pattern failed to match at `location`; `reason` writes why. */
  notifyMatchFailure?(location: Location, reason: MatchFailureReason): void;
}

/** Tells `listener` that `op` is replaced by `replacement`, through its by-op method when it has one. */
export function notifyReplacedByOp(listener: RewriterListener, op: Operation, replacement: Operation): void {
  if (listener.notifyOperationReplacedByOp !== undefined) listener.notifyOperationReplacedByOp(op, replacement);
  else listener.notifyOperationReplaced?.(op, replacement.results);
}

/** A listener that passes everything on to another one (MLIR's ForwardingListener); override what you need. */
export class ForwardingListener implements RewriterListener {
  protected readonly forwardTo: RewriterListener;
  constructor(forwardTo: RewriterListener) {
    this.forwardTo = forwardTo;
  }
  notifyOperationInserted(op: Operation, previous: InsertionPoint | null): void {
    this.forwardTo.notifyOperationInserted?.(op, previous);
  }
  notifyBlockInserted(block: Block, previousRegion: Region | null, previousNext: Block | null): void {
    this.forwardTo.notifyBlockInserted?.(block, previousRegion, previousNext);
  }
  notifyOperationModified(op: Operation): void {
    this.forwardTo.notifyOperationModified?.(op);
  }
  notifyOperationReplacedByOp(op: Operation, replacement: Operation): void {
    notifyReplacedByOp(this.forwardTo, op, replacement);
  }
  notifyOperationReplaced(op: Operation, replacement: readonly Value[]): void {
    this.forwardTo.notifyOperationReplaced?.(op, replacement);
  }
  notifyOperationErased(op: Operation): void {
    this.forwardTo.notifyOperationErased?.(op);
  }
  notifyBlockErased(block: Block): void {
    this.forwardTo.notifyBlockErased?.(block);
  }
  notifyPatternBegin(pattern: Pattern, op: Operation): void {
    this.forwardTo.notifyPatternBegin?.(pattern, op);
  }
  notifyPatternEnd(pattern: Pattern, succeeded: boolean): void {
    this.forwardTo.notifyPatternEnd?.(pattern, succeeded);
  }
  notifyMatchFailure(location: Location, reason: MatchFailureReason): void {
    this.forwardTo.notifyMatchFailure?.(location, reason);
  }
}
