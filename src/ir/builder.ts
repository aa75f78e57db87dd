// OpBuilder (insertion points, creation, cloning) and IRMapping.
import type { MLIRContext, OperationName } from "./context.js";
import type { Type } from "./types.js";
import type { Attribute, DictionaryAttr, NamedAttribute } from "./attributes.js";
import type { Location } from "./location.js";
import { Block, Operation, Region, walkOps, type OperationState, type Value } from "./operation.js";

/** Maps values, blocks and ops of an original IR to their clones. */
export class IRMapping {
  private readonly values = new Map<Value, Value>();
  private readonly blocks = new Map<Block, Block>();
  private readonly ops = new Map<Operation, Operation>();
  map(from: Value, to: Value): void;
  map(from: Block, to: Block): void;
  map(from: Operation, to: Operation): void;
  map(from: Value | Block | Operation, to: Value | Block | Operation): void {
    if (from instanceof Block) this.blocks.set(from, to as Block);
    else if (from instanceof Operation) this.ops.set(from, to as Operation);
    else this.values.set(from, to as Value);
  }
  lookupValue(v: Value): Value | undefined {
    return this.values.get(v);
  }
  lookupValueOrSelf(v: Value): Value {
    return this.values.get(v) ?? v;
  }
  lookupBlock(b: Block): Block | undefined {
    return this.blocks.get(b);
  }
  lookupBlockOrSelf(b: Block): Block {
    return this.blocks.get(b) ?? b;
  }
  lookupOperation(op: Operation): Operation | undefined {
    return this.ops.get(op);
  }
  containsValue(v: Value): boolean {
    return this.values.has(v);
  }
  clear(): void {
    this.values.clear();
    this.blocks.clear();
    this.ops.clear();
  }
}

/** Where new ops go: before `anchor` in `block` (anchor null: at the block's end). */
export interface InsertionPoint {
  readonly block: Block;
  readonly anchor: Operation | null;
}

/**
 * What a builder tells about the IR it creates (MLIR's OpBuilder::Listener). The rewrite
 * layer's listeners extend it with modifications, replacements and erasures.
 */
export interface OpBuilderListener {
  /**
   * An op was inserted: newly created (`previous` null), or moved from `previous` (the
   * point it was taken from: its old block and the op that followed it).
   */
  notifyOperationInserted?(op: Operation, previous: InsertionPoint | null): void;
  /**
   * A block was inserted: newly created (`previousRegion` null), or moved from
   * `previousRegion`, where `previousNext` followed it.
   */
  notifyBlockInserted?(block: Block, previousRegion: Region | null, previousNext: Block | null): void;
}

/**
 * Clones `op` (with regions when `cloneRegions`), mapping operands and successors through
 * `mapper` (unmapped ones are kept), recording every cloned value/block/op in `mapper`.
 * Iterative, so any nesting depth works.
 */
export function cloneOperation(op: Operation, mapper: IRMapping = new IRMapping(), cloneRegions = true): Operation {
  const clones: Operation[] = [];
  const root = cloneSkeleton(op, mapper, clones);
  if (cloneRegions) {
    // Work list of (source region, target region) pairs.
    const work: [Region, Region][] = [];
    for (let i = 0; i < op.regions.length; i++) work.push([op.regions[i] as Region, root.regions[i] as Region]);
    while (work.length > 0) {
      const [src, dst] = work.pop() as [Region, Region];
      // Create all blocks first so successors and forward uses can be remapped.
      for (let b = src.firstBlock; b !== null; b = b.next) {
        const nb = new Block();
        // As MLIR's Region::cloneInto: an argument the mapper already maps is dropped.
        for (const a of b.arguments) if (!mapper.containsValue(a)) mapper.map(a, nb.addArgument(a.type, a.loc));
        mapper.map(b, nb);
        dst.appendBlock(nb);
      }
      for (let b = src.firstBlock; b !== null; b = b.next) {
        const nb = mapper.lookupBlock(b) as Block;
        for (let o = b.firstOp; o !== null; o = o.next) {
          const c = cloneSkeleton(o, mapper, clones);
          nb.append(c);
          for (let i = 0; i < o.regions.length; i++) work.push([o.regions[i] as Region, c.regions[i] as Region]);
        }
      }
    }
  }
  // Remap operands and successors now that every clone exists.
  for (const c of clones) {
    const ops = c.operands;
    for (let i = 0; i < ops.length; i++) {
      const use = ops[i];
      if (use === undefined) continue;
      const mapped = mapper.lookupValue(use.value);
      if (mapped !== undefined) use.set(mapped);
    }
    const succ = c.successors;
    for (let i = 0; i < succ.length; i++) {
      const s = succ[i];
      if (s === undefined) continue;
      const mapped = mapper.lookupBlock(s.block);
      if (mapped !== undefined) s.set(mapped);
    }
  }
  return root;
}

function cloneSkeleton(op: Operation, mapper: IRMapping, clones: Operation[]): Operation {
  const c = Operation.create({
    name: op.name,
    location: op.location,
    operands: op.getOperands(),
    resultTypes: op.getResultTypes(),
    properties: op.properties,
    attributes: op.attributes,
    successors: op.getSuccessors(),
    regions: op.regions.length,
  });
  for (let i = 0; i < op.results.length; i++) mapper.map(op.getResult(i), c.getResult(i));
  mapper.map(op, c);
  clones.push(c);
  return c;
}

export interface CreateOptions {
  readonly operands?: readonly Value[];
  readonly resultTypes?: readonly Type[];
  readonly properties?: Attribute | null;
  readonly attributes?: DictionaryAttr | readonly NamedAttribute[];
  readonly successors?: readonly Block[];
  readonly regions?: number;
}

export class OpBuilder {
  readonly context: MLIRContext;
  private point: InsertionPoint | null = null;
  /** Told about every op and block this builder inserts (MLIR's OpBuilder::Listener). */
  listener: OpBuilderListener | undefined;

  constructor(context: MLIRContext, listener?: OpBuilderListener) {
    this.context = context;
    this.listener = listener;
  }

  static atBlockEnd(block: Block, context: MLIRContext): OpBuilder {
    const b = new OpBuilder(context);
    b.setInsertionPointToEnd(block);
    return b;
  }

  get insertionPoint(): InsertionPoint | null {
    return this.point;
  }
  get insertionBlock(): Block | null {
    return this.point?.block ?? null;
  }
  setInsertionPoint(op: Operation): void {
    if (op.parent === null) throw new Error("setInsertionPoint: op is not in a block");
    this.point = { block: op.parent, anchor: op };
  }
  setInsertionPointAfter(op: Operation): void {
    if (op.parent === null) throw new Error("setInsertionPointAfter: op is not in a block");
    this.point = { block: op.parent, anchor: op.next };
  }
  setInsertionPointToStart(block: Block): void {
    this.point = { block, anchor: block.firstOp };
  }
  setInsertionPointToEnd(block: Block): void {
    this.point = { block, anchor: null };
  }
  restoreInsertionPoint(point: InsertionPoint | null): void {
    this.point = point;
  }
  clearInsertionPoint(): void {
    this.point = null;
  }

  /** Inserts a detached op at the insertion point (if any) and returns it. */
  insert(op: Operation): Operation {
    if (this.point !== null) {
      this.point.block.insertBefore(op, this.point.anchor);
      this.listener?.notifyOperationInserted?.(op, null);
    }
    return op;
  }

  /** Creates an op by name (registered or not) at the insertion point. */
  create(name: string | OperationName, location: Location, options: CreateOptions = {}): Operation {
    const opName = typeof name === "string" ? this.context.getOperationName(name) : name;
    const state: OperationState = { name: opName, location, ...options };
    return this.insert(Operation.create(state));
  }

  createFromState(state: OperationState): Operation {
    return this.insert(Operation.create(state));
  }

  /** Creates a block at the end of `region` (or before `before`) with the given arguments. */
  createBlock(region: Region, argTypes: readonly Type[] = [], locations: readonly Location[] = [], before: Block | null = null): Block {
    const block = new Block();
    for (let i = 0; i < argTypes.length; i++) {
      const loc = locations[i];
      if (loc === undefined) throw new Error("createBlock: one location per argument is required");
      block.addArgument(argTypes[i] as Type, loc);
    }
    region.insertBlockBefore(block, before);
    this.setInsertionPointToEnd(block);
    this.listener?.notifyBlockInserted?.(block, null, null);
    return block;
  }

  /**
   * Clones `op` at the insertion point. A listener hears of the clone and its blocks, then
   * (pre-order) of each op cloned inside it and that op's blocks, as MLIR's OpBuilder::clone tells.
   */
  clone(op: Operation, mapper: IRMapping = new IRMapping()): Operation {
    const copy = this.insert(cloneOperation(op, mapper));
    const listener = this.listener;
    if (listener !== undefined) {
      // `insert` told of the clone itself; then its blocks, then (pre-order) each nested op and its blocks.
      notifyBlocksOf(listener, copy);
      for (const region of copy.regions) {
        for (let b = region.firstBlock; b !== null; b = b.next) {
          for (let o = b.firstOp; o !== null; o = o.next) {
            walkOps(
              o,
              (nested) => {
                listener.notifyOperationInserted?.(nested, null);
                notifyBlocksOf(listener, nested);
              },
              "pre",
            );
          }
        }
      }
    }
    return copy;
  }

  cloneWithoutRegions(op: Operation, mapper: IRMapping = new IRMapping()): Operation {
    return this.insert(cloneOperation(op, mapper, false));
  }

  /** Clones the blocks of `src` into `dst` before `before` (null: at the end). */
  cloneRegionBefore(src: Region, dst: Region, before: Block | null, mapper: IRMapping = new IRMapping()): void {
    // Clone through a temporary holder op so nested regions use the iterative cloner.
    const holder = Operation.create({ name: this.context.getOperationName("builtin.__clone_holder"), location: (src.parentOp ?? dst.parentOp as Operation).location, regions: 1 });
    const srcHolder = holder.regions[0] as Region;
    // Temporarily move src's blocks into the holder, clone, move back.
    srcHolder.takeBody(src);
    const cloned = cloneOperation(holder, mapper);
    src.takeBody(srcHolder);
    const tmp = cloned.regions[0] as Region;
    const first = tmp.firstBlock;
    for (let b = tmp.firstBlock; b !== null; ) {
      const next = b.next;
      tmp.unlinkBlock(b);
      dst.insertBlockBefore(b, before);
      b = next;
    }
    const listener = this.listener;
    if (listener === undefined) return;
    // Each cloned block, then the ops in it (pre-order), as MLIR's cloneRegionBefore tells.
    for (let b = first; b !== null && b !== before; b = b.next) {
      listener.notifyBlockInserted?.(b, null, null);
      for (let o = b.firstOp; o !== null; o = o.next) notifyTree(listener, o);
    }
  }
}

/** Tells `listener` of `op` and every op nested in it, in pre-order. */
function notifyTree(listener: OpBuilderListener, op: Operation): void {
  walkOps(
    op,
    (nested) => {
      listener.notifyOperationInserted?.(nested, null);
    },
    "pre",
  );
}

/** Tells `listener` of the blocks of `op`'s regions, as newly inserted. */
function notifyBlocksOf(listener: OpBuilderListener, op: Operation): void {
  for (const region of op.regions) for (let b = region.firstBlock; b !== null; b = b.next) listener.notifyBlockInserted?.(b, null, null);
}
