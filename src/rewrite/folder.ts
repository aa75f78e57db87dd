// MLIR's OperationFolder: folds ops and keeps one constant per (dialect, value, type) in
// each insertion region (the entry block of the nearest isolated-from-above ancestor's
// region, or of a region the dialect's DialectFoldInterface asks for). Constants it
// moves or merges get an unknown location, as MLIR 19's folder gives them (keeping one
// of the merged locations would point a debugger at the wrong line).
import type { Attribute } from "../ir/attributes.js";
import type { MLIRContext } from "../ir/context.js";
import type { Dialect, OpFoldResult } from "../ir/dialect.js";
import { dialectInterface } from "../ir/dialect.js";
import { UnknownLoc, type Location } from "../ir/location.js";
import type { Block, Operation, Region, Value } from "../ir/operation.js";
import { OpTrait } from "../ir/traits.js";
import type { Type } from "../ir/types.js";
import { DialectFoldInterface, constantValueOf, dialectOf, foldWithOperandConstants, isAttribute } from "./fold.js";
import type { RewriterListener } from "./listener.js";
import { IRRewriter } from "./rewriter.js";

/** The region whose entry block takes constants folded in `block` (MLIR's getInsertionRegion). */
export function constantInsertionRegion(block: Block): Region {
  for (let current: Block | null = block; current !== null; ) {
    const region: Region | null = current.parent;
    if (region === null) break;
    const parent: Operation | null = region.parentOp;
    if (parent === null || parent.parent === null || parent.mightHaveTrait(OpTrait.IsIsolatedFromAbove)) return region;
    const fold = dialectInterface(dialectOf(parent), DialectFoldInterface);
    if (fold !== undefined && fold.shouldMaterializeInto(region)) return region;
    current = parent.parent;
  }
  throw new Error("constantInsertionRegion: the block is not in a region");
}

/** One constant of a ConstantMap: its type, and the next constant of the same value. */
interface ConstantEntry {
  readonly type: Type;
  op: Operation;
  next: ConstantEntry | null;
}

/**
 * Constants of one insertion region by dialect, value and type. A value nearly always has
 * one type (attributes carry theirs), so the types of a value are a short list rather
 * than a Map each: the canonicalizer enters every constant of the input here, and a Map
 * per constant was a tenth of what a 1M-op canonicalize kept alive.
 */
class ConstantMap {
  private readonly byDialect = new Map<Dialect | undefined, Map<Attribute, ConstantEntry>>();
  get(dialect: Dialect | undefined, value: Attribute, type: Type): Operation | undefined {
    for (let e: ConstantEntry | null = this.byDialect.get(dialect)?.get(value) ?? null; e !== null; e = e.next) if (e.type === type) return e.op;
    return undefined;
  }
  set(dialect: Dialect | undefined, value: Attribute, type: Type, op: Operation): void {
    let byValue = this.byDialect.get(dialect);
    if (byValue === undefined) {
      byValue = new Map();
      this.byDialect.set(dialect, byValue);
    }
    const first = byValue.get(value);
    for (let e: ConstantEntry | null = first ?? null; e !== null; e = e.next) {
      if (e.type === type) {
        e.op = op;
        return;
      }
    }
    byValue.set(value, { type, op, next: first ?? null });
  }
  delete(dialect: Dialect | undefined, value: Attribute, type: Type): void {
    const byValue = this.byDialect.get(dialect);
    const first = byValue?.get(value);
    if (byValue === undefined || first === undefined) return;
    if (first.type === type) {
      if (first.next === null) byValue.delete(value);
      else byValue.set(value, first.next);
      return;
    }
    for (let e = first; e.next !== null; e = e.next) {
      if (e.next.type === type) {
        e.next = e.next.next;
        return;
      }
    }
  }
}

/** What `tryToFold` did. */
export interface FoldOutcome {
  /** Whether the op folded (replaced and erased, or changed in place). */
  readonly succeeded: boolean;
  /** Whether it was changed in place (and so still exists). */
  readonly inPlaceUpdate: boolean;
}

/** A folder-owned constant's dialects: one dialect, NO_DIALECT (registered under none), or several. */
type ReferencedDialects = Dialect | typeof NO_DIALECT | (Dialect | undefined)[];
const NO_DIALECT = Symbol("no dialect");

function dialectList(referenced: ReferencedDialects): (Dialect | undefined)[] {
  return Array.isArray(referenced) ? referenced : [referenced === NO_DIALECT ? undefined : referenced];
}

const FAILED: FoldOutcome = Object.freeze({ succeeded: false, inPlaceUpdate: false });
const REPLACED: FoldOutcome = Object.freeze({ succeeded: true, inPlaceUpdate: false });
const IN_PLACE: FoldOutcome = Object.freeze({ succeeded: true, inPlaceUpdate: true });

export class OperationFolder {
  private readonly erasedFoldedLocation: Location;
  private readonly foldScopes = new Map<Region, ConstantMap>();
  /**
   * The dialects each folder-owned constant is registered under: nearly always one, kept
   * as is (NO_DIALECT for none) rather than in a list per constant.
   */
  private readonly referencedDialects = new Map<Operation, ReferencedDialects>();
  private readonly rewriter: IRRewriter;

  constructor(context: MLIRContext, listener?: RewriterListener) {
    this.erasedFoldedLocation = UnknownLoc.get(context);
    this.rewriter = new IRRewriter(context, listener);
  }

  /**
   * Folds `op`: on success its uses are replaced by the folded values (constants
   * materialized in, or found in, its insertion region) and it is erased, or it was
   * updated in place.
   */
  tryToFold(op: Operation): FoldOutcome {
    // A constant this folder owns is already folded; it may need to move back to the front.
    if (this.isFolderOwnedConstant(op)) {
      const block = op.parent as Block;
      if (block.firstOp !== op && !this.isFolderOwnedConstant(op.prev)) {
        op.moveBefore(block.firstOp as Operation);
        op.location = this.erasedFoldedLocation;
      }
      return FAILED;
    }
    const results: Value[] = [];
    if (!this.foldInto(op, results)) return FAILED;
    if (results.length === 0) {
      // Folding changes the op without going through a rewriter, so tell the listener here.
      this.rewriter.listener?.notifyOperationModified?.(op);
      return IN_PLACE;
    }
    this.notifyRemoval(op);
    this.rewriter.replaceOp(op, results);
    return REPLACED;
  }

  /**
   * Takes a constant into the folder: when its region already has the same constant, `op`
   * is replaced by it and erased (false); otherwise `op` becomes the region's constant,
   * moved to the front of the region's entry block if needed (true).
   */
  insertKnownConstant(op: Operation, value?: Attribute): boolean {
    const block = op.parent as Block;
    if (this.isFolderOwnedConstant(op)) {
      if (block.firstOp !== op && !this.isFolderOwnedConstant(op.prev)) {
        op.moveBefore(block.firstOp as Operation);
        op.location = this.erasedFoldedLocation;
      }
      return true;
    }
    const constant = value ?? constantValueOf(op);
    if (constant === undefined) throw new Error(`insertKnownConstant: '${op.name.name}' is not a constant`);
    const region = constantInsertionRegion(block);
    const constants = this.scope(region);
    const dialect = dialectOf(op);
    const type = op.getResult(0).type;
    const existing = constants.get(dialect, constant, type);
    if (existing !== undefined) {
      this.notifyRemoval(op);
      this.rewriter.replaceOp(op, existing.results);
      existing.location = this.erasedFoldedLocation;
      return false;
    }
    const entry = region.firstBlock as Block;
    if (block !== entry || (entry.firstOp !== op && !this.isFolderOwnedConstant(op.prev))) {
      op.moveBefore(entry.firstOp as Operation);
      op.location = this.erasedFoldedLocation;
    }
    constants.set(dialect, constant, type, op);
    this.referencedDialects.set(op, dialect ?? NO_DIALECT);
    return true;
  }

  /** Forgets a constant that is about to be erased by someone else. */
  notifyRemoval(op: Operation): void {
    const referenced = this.referencedDialects.get(op);
    if (referenced === undefined) return;
    const dialects = dialectList(referenced);
    const constant = constantValueOf(op);
    if (constant === undefined) throw new Error(`notifyRemoval: '${op.name.name}' is no longer a constant`);
    const constants = this.scope(constantInsertionRegion(op.parent as Block));
    const type = op.getResult(0).type;
    for (const dialect of dialects) constants.delete(dialect, constant, type);
    this.referencedDialects.delete(op);
  }

  /** Forgets every constant. */
  clear(): void {
    this.foldScopes.clear();
    this.referencedDialects.clear();
  }

  /**
   * The constant `value` of `type` for use in `block`, made by `dialect` at the front of
   * the block's insertion region when it does not exist yet; undefined when the dialect
   * cannot make it.
   */
  getOrCreateConstant(block: Block, dialect: Dialect, value: Attribute, type: Type): Value | undefined {
    const region = constantInsertionRegion(block);
    this.rewriter.setInsertionPointToStart(region.firstBlock as Block);
    const op = this.tryGetOrCreateConstant(this.scope(region), dialect, value, type, this.erasedFoldedLocation);
    return op === undefined ? undefined : op.getResult(0);
  }

  /** Whether `op` is a constant this folder owns. */
  isFolderOwnedConstant(op: Operation | null): boolean {
    return op !== null && this.referencedDialects.has(op);
  }

  private addReferencedDialect(op: Operation, dialect: Dialect | undefined): void {
    const referenced = this.referencedDialects.get(op);
    this.referencedDialects.set(op, referenced === undefined ? (dialect ?? NO_DIALECT) : [...dialectList(referenced), dialect]);
  }

  private scope(region: Region): ConstantMap {
    let constants = this.foldScopes.get(region);
    if (constants === undefined) {
      constants = new ConstantMap();
      this.foldScopes.set(region, constants);
    }
    return constants;
  }

  /** Folds `op`, filling `results` with one value per result (empty: folded in place). */
  private foldInto(op: Operation, results: Value[]): boolean {
    const folded: OpFoldResult[] = [];
    if (!foldWithOperandConstants(op, folded)) return false;
    if (folded.length === 0) return true;
    const block = op.parent as Block;
    const region = constantInsertionRegion(block);
    const entry = region.firstBlock as Block;
    this.rewriter.setInsertionPointToStart(entry);
    const firstBefore = entry.firstOp;
    const constants = this.scope(region);
    const dialect = dialectOf(op);
    const numResults = op.numResults;
    for (let i = 0; i < numResults; i++) {
      const result = folded[i];
      if (result === undefined) throw new Error(`fold of '${op.name.name}' gave ${folded.length} results for ${numResults}`);
      if (!isAttribute(result)) {
        results.push(result);
        continue;
      }
      const constant = this.tryGetOrCreateConstant(constants, dialect, result, op.getResult(i).type, this.erasedFoldedLocation);
      if (constant !== undefined) {
        // The constant must dominate the op, which may sit before it in the entry block.
        if (constant.parent === block && block.firstOp !== constant) constant.moveBefore(block.firstOp as Operation);
        results.push(constant.getResult(0));
        continue;
      }
      // Materialization failed: erase what was made for the earlier results.
      for (let made = entry.firstOp; made !== null && made !== firstBefore; ) {
        const next: Operation | null = made.next;
        this.notifyRemoval(made);
        this.rewriter.eraseOp(made);
        made = next;
      }
      results.length = 0;
      return false;
    }
    return true;
  }

  private tryGetOrCreateConstant(constants: ConstantMap, dialect: Dialect | undefined, value: Attribute, type: Type, location: Location): Operation | undefined {
    const existing = constants.get(dialect, value, type);
    if (existing !== undefined) {
      if (existing.location !== location) existing.location = this.erasedFoldedLocation;
      return existing;
    }
    const made = dialect?.materializeConstant?.(this.rewriter, value, type, location);
    if (made === undefined) return undefined;
    if (constantValueOf(made) === undefined) throw new Error(`materializeConstant of dialect '${dialect?.namespace ?? ""}' made '${made.name.name}', which is not a constant`);
    constants.set(dialect, value, type, made);
    const madeDialect = dialectOf(made);
    if (madeDialect === dialect) {
      this.addReferencedDialect(made, dialect);
      return made;
    }
    // Materialized by another dialect: the constant is known under that dialect too.
    const other = constants.get(madeDialect, value, type);
    if (other !== undefined) {
      this.notifyRemoval(made);
      this.rewriter.eraseOp(made);
      this.addReferencedDialect(other, dialect);
      if (location !== other.location) other.location = this.erasedFoldedLocation;
      constants.set(dialect, value, type, other);
      return other;
    }
    this.referencedDialects.set(made, [dialect, madeDialect]);
    constants.set(madeDialect, value, type, made);
    return made;
  }
}
