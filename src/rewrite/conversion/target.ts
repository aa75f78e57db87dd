// What a dialect conversion converts to (MLIR's ConversionTarget): for each op name or
// dialect, whether its ops are legal, illegal or legal only when a callback says so, which
// legal ops make everything nested in them legal too, and what to do with ops nothing was
// said about (unknown ops: by default they are neither legal nor illegal).
import type { MLIRContext, OperationName } from "../../ir/context.js";
import type { Operation } from "../../ir/operation.js";

/** MLIR's ConversionTarget::LegalizationAction. */
export type LegalizationAction = "legal" | "dynamic" | "illegal";

/** Decides whether one op is legal: true/false, or undefined for "no opinion" (the next callback decides). */
export type DynamicLegalityCallback = (op: Operation) => boolean | undefined;

/** What is known of a legal op (MLIR's LegalOpDetails). */
export interface LegalOpDetails {
  /** Everything nested in the op is legal too (it is not looked into). */
  readonly isRecursivelyLegal: boolean;
}

interface LegalizationInfo {
  action: LegalizationAction;
  isRecursivelyLegal: boolean;
  legalityFn: DynamicLegalityCallback | undefined;
}

/** A callback asking `callback` first and `previous` when it has no opinion (MLIR's composeLegalityCallbacks). */
function compose(previous: DynamicLegalityCallback | undefined, callback: DynamicLegalityCallback | undefined): DynamicLegalityCallback | undefined {
  if (previous === undefined) return callback;
  if (callback === undefined) return previous;
  return (op) => callback(op) ?? previous(op);
}

/** An op name given by string, by its OperationName, or by a generated op class. */
export type OpNameSpec = string | OperationName | { readonly operationName: string };

export class ConversionTarget {
  readonly context: MLIRContext;
  /** Per op name, in the order first set (MLIR's MapVector). */
  private readonly legalOperations = new Map<string, LegalizationInfo>();
  private readonly recursiveLegalityFns = new Map<string, DynamicLegalityCallback>();
  private readonly legalDialects = new Map<string, LegalizationAction>();
  private readonly dialectLegalityFns = new Map<string, DynamicLegalityCallback>();
  private unknownLegalityFn: DynamicLegalityCallback | undefined;

  constructor(context: MLIRContext) {
    this.context = context;
  }

  // ---- registration ----

  setOpAction(op: OpNameSpec, action: LegalizationAction): void {
    const name = nameOf(op);
    const info = this.legalOperations.get(name);
    if (info === undefined) this.legalOperations.set(name, { action, isRecursivelyLegal: false, legalityFn: undefined });
    else info.action = action;
  }
  addLegalOp(...ops: readonly OpNameSpec[]): void {
    for (const op of ops) this.setOpAction(op, "legal");
  }
  addIllegalOp(...ops: readonly OpNameSpec[]): void {
    for (const op of ops) this.setOpAction(op, "illegal");
  }
  /** The ops are legal when `callback` says so (composed with an earlier callback of the same op). */
  addDynamicallyLegalOp(ops: OpNameSpec | readonly OpNameSpec[], callback: DynamicLegalityCallback): void {
    for (const op of Array.isArray(ops) ? (ops as readonly OpNameSpec[]) : [ops as OpNameSpec]) {
      this.setOpAction(op, "dynamic");
      const info = this.legalOperations.get(nameOf(op)) as LegalizationInfo;
      info.legalityFn = compose(info.legalityFn, callback);
    }
  }
  /**
   * Marks an op already set legal or dynamically legal as recursively legal: what is nested
   * in a legal instance is legal too (for the instances `callback` accepts, when given).
   */
  markOpRecursivelyLegal(op: OpNameSpec, callback?: DynamicLegalityCallback): void {
    const name = nameOf(op);
    const info = this.legalOperations.get(name);
    if (info === undefined || info.action === "illegal") throw new Error(`markOpRecursivelyLegal: '${name}' must be marked legal or dynamically legal first`);
    info.isRecursivelyLegal = true;
    if (callback !== undefined) this.recursiveLegalityFns.set(name, compose(this.recursiveLegalityFns.get(name), callback) as DynamicLegalityCallback);
    else this.recursiveLegalityFns.delete(name);
  }
  setDialectAction(dialects: readonly string[], action: LegalizationAction): void {
    for (const dialect of dialects) this.legalDialects.set(dialect, action);
  }
  addLegalDialect(...dialects: readonly string[]): void {
    this.setDialectAction(dialects, "legal");
  }
  addIllegalDialect(...dialects: readonly string[]): void {
    this.setDialectAction(dialects, "illegal");
  }
  addDynamicallyLegalDialect(dialects: readonly string[], callback: DynamicLegalityCallback): void {
    this.setDialectAction(dialects, "dynamic");
    for (const dialect of dialects) this.dialectLegalityFns.set(dialect, compose(this.dialectLegalityFns.get(dialect), callback) as DynamicLegalityCallback);
  }
  /** Ops (and dialects) nothing was said about are legal when `callback` says so. */
  markUnknownOpDynamicallyLegal(callback: DynamicLegalityCallback): void {
    this.unknownLegalityFn = compose(this.unknownLegalityFn, callback);
  }

  // ---- queries ----

  /** The action set for an op name (by name, else by dialect); undefined when nothing was said. */
  getOpAction(op: OpNameSpec): LegalizationAction | undefined {
    return this.getOpInfo(nameOf(op))?.action;
  }

  /** Details of `op` when it is legal; undefined when it is illegal or unknown (MLIR's isLegal). */
  isLegal(op: Operation): LegalOpDetails | undefined {
    const info = this.getOpInfo(op.name.name);
    if (info === undefined) return undefined;
    const legal = info.action === "dynamic" ? (info.legalityFn?.(op) ?? false) : info.action === "legal";
    if (!legal) return undefined;
    if (!info.isRecursivelyLegal) return NOT_RECURSIVE;
    const recursive = this.recursiveLegalityFns.get(op.name.name);
    return (recursive === undefined ? true : (recursive(op) ?? true)) ? RECURSIVE : NOT_RECURSIVE;
  }

  /** Whether `op` is known to be illegal (an unknown op, or a callback without opinion, is not). */
  isIllegal(op: Operation): boolean {
    const info = this.getOpInfo(op.name.name);
    if (info === undefined) return false;
    if (info.action === "dynamic") {
      const result = info.legalityFn?.(op);
      return result === undefined ? false : !result;
    }
    return info.action === "illegal";
  }

  private getOpInfo(name: string): LegalizationInfo | undefined {
    const info = this.legalOperations.get(name);
    if (info !== undefined) return info;
    const dot = name.indexOf(".");
    const dialect = dot < 0 ? "" : name.slice(0, dot);
    const dialectAction = this.legalDialects.get(dialect);
    if (dialectAction !== undefined) return { action: dialectAction, isRecursivelyLegal: false, legalityFn: this.dialectLegalityFns.get(dialect) };
    if (this.unknownLegalityFn !== undefined) return { action: "dynamic", isRecursivelyLegal: false, legalityFn: this.unknownLegalityFn };
    return undefined;
  }
}

const RECURSIVE: LegalOpDetails = { isRecursivelyLegal: true };
const NOT_RECURSIVE: LegalOpDetails = { isRecursivelyLegal: false };

function nameOf(op: OpNameSpec): string {
  if (typeof op === "string") return op;
  if ("operationName" in op) return op.operationName;
  return op.name;
}
