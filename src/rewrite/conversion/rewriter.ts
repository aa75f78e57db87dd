// The rewriter of a dialect conversion (MLIR's ConversionPatternRewriter and its Impl): a
// PatternRewriter whose every change is logged (src/rewrite/conversion/rewrites.ts) so the
// conversion can undo a failed pattern, or everything when the conversion fails.
// Replacements and erasures are deferred: the op stays in place, its results mapped to
// their replacements, until the conversion commits. Patterns see the replaced values through
// the mapping (a ConversionPattern's adaptor operands, getRemappedValue).
import { OpBuilder, type InsertionPoint } from "../../ir/builder.js";
import type { MLIRContext } from "../../ir/context.js";
import { UnknownLoc, type Location } from "../../ir/location.js";
import { Operation, type Block, type BlockArgument, type Region, type Value } from "../../ir/operation.js";
import type { Type } from "../../ir/types.js";
import { MatchFailureDiagnostic, type MatchFailureReason, type RewriterListener } from "../listener.js";
import { IRRewriter, PatternRewriter } from "../rewriter.js";
import {
  BlockTypeConversionRewrite,
  ConversionValueMapping,
  CreateBlockRewrite,
  CreateOperationRewrite,
  EraseBlockRewrite,
  ModifyOperationRewrite,
  MoveBlockRewrite,
  MoveOperationRewrite,
  ReplaceBlockArgRewrite,
  ReplaceOperationRewrite,
  SplitBlockRewrite,
  UnresolvedMaterializationRewrite,
  type IRRewrite,
  type MaterializationKind,
} from "./rewrites.js";
import type { SignatureConversion, TypeConverter } from "./type-converter.js";

/** How a conversion runs (MLIR's ConversionConfig). */
export interface ConversionConfig {
  /** Told why patterns failed to match (MLIR's notifyCallback). */
  readonly notifyCallback?: (diagnostic: MatchFailureDiagnostic) => void;
  /** Partial conversion: receives the ops that could not be legalized. */
  readonly unlegalizedOps?: Set<Operation>;
  /** Analysis conversion: receives the ops that could be legalized. */
  readonly legalizableOps?: Set<Operation>;
  /** Hears of every change once the conversion succeeded (never of rolled back ones). */
  readonly listener?: RewriterListener;
}

/** A point in the rewrite log to go back to (MLIR's RewriterState). */
export interface RewriterState {
  readonly numRewrites: number;
  readonly numIgnoredOps: number;
  readonly numReplacedOps: number;
}

/** An ordered set that can drop its last entries (LLVM's SetVector as the conversion uses it). */
class OrderedSet<T> {
  private readonly order: T[] = [];
  private readonly members = new Set<T>();
  get size(): number {
    return this.order.length;
  }
  add(value: T): void {
    if (this.members.has(value)) return;
    this.members.add(value);
    this.order.push(value);
  }
  has(value: T): boolean {
    return this.members.has(value);
  }
  truncate(size: number): void {
    while (this.order.length > size) this.members.delete(this.order.pop() as T);
  }
}

/** The conversion's state, and the listener of its rewriter (MLIR's ConversionPatternRewriterImpl). */
export class ConversionRewriterImpl implements RewriterListener {
  readonly context: MLIRContext;
  readonly config: ConversionConfig;
  readonly mapping = new ConversionValueMapping();
  readonly rewrites: IRRewrite[] = [];
  /** Ops not to legalize (nested in recursively legal ops). */
  readonly ignoredOps = new OrderedSet<Operation>();
  /** Ops replaced or erased (and everything nested in them). */
  readonly replacedOps = new OrderedSet<Operation>();
  readonly unresolvedMaterializations = new Map<Operation, UnresolvedMaterializationRewrite>();
  /** The type converter of the pattern being applied. */
  currentTypeConverter: TypeConverter | undefined;
  /** The converter of regions whose block signatures were converted (moved blocks are converted with it). */
  readonly regionToConverter = new Map<Region, TypeConverter>();

  constructor(context: MLIRContext, config: ConversionConfig) {
    this.context = context;
    this.config = config;
  }

  getCurrentState(): RewriterState {
    return { numRewrites: this.rewrites.length, numIgnoredOps: this.ignoredOps.size, numReplacedOps: this.replacedOps.size };
  }
  /** Undoes everything logged since `state`. */
  resetState(state: RewriterState): void {
    this.undoRewrites(state.numRewrites);
    this.ignoredOps.truncate(state.numIgnoredOps);
    this.replacedOps.truncate(state.numReplacedOps);
  }
  undoRewrites(numToKeep = 0): void {
    for (let i = this.rewrites.length - 1; i >= numToKeep; i--) (this.rewrites[i] as IRRewrite).rollback();
    this.rewrites.length = numToKeep;
  }
  /** Commits every logged change (telling the configured listener), then frees what was unlinked. */
  applyRewrites(): void {
    const rewriter = new IRRewriter(this.context, this.config.listener);
    // Committing may log more (materializations): the length is read each time.
    for (let i = 0; i < this.rewrites.length; i++) (this.rewrites[i] as IRRewrite).commit(rewriter);
    for (const rewrite of this.rewrites) rewrite.cleanup();
  }

  isOpIgnored(op: Operation): boolean {
    return this.replacedOps.has(op) || this.ignoredOps.has(op);
  }
  wasOpReplaced(op: Operation): boolean {
    return this.replacedOps.has(op);
  }

  /**
   * The values patterns see for `values` (MLIR 19's remapValues): the latest replacement of
   * each; with a type converter, the latest one of the converted type when the type converts
   * 1:1 (a target materialization when no replacement has it), the latest replacement when
   * it converts 1:N or 1:0. Undefined (a match failure) when a type does not convert.
   */
  remapValues(tag: string, inputLoc: Location | undefined, values: readonly Value[]): Value[] | undefined {
    const remapped: Value[] = [];
    const converter = this.currentTypeConverter;
    for (let i = 0; i < values.length; i++) {
      const operand = values[i] as Value;
      let desired: Type | undefined;
      if (converter !== undefined) {
        const legal = converter.convertTypes(operand.type);
        if (legal === undefined) {
          const location = inputLoc ?? locationOf(operand);
          const origType = operand.type;
          this.notifyMatchFailure(location, (diag) => diag.append(`unable to convert type for ${tag} #${i}, type was ${String(origType)}`));
          return undefined;
        }
        // 1:N conversions cannot be expressed through the replacement API: the latest value is used.
        if (legal.length === 1) desired = legal[0];
      }
      let value = this.mapping.lookupOrDefault(operand, desired);
      if (converter !== undefined && desired !== undefined && value.type !== desired) {
        value = this.buildUnresolvedMaterialization("target", insertionPointAfter(value), inputLoc ?? locationOf(operand), value, [value], desired, converter);
      }
      remapped.push(value);
    }
    return remapped;
  }

  /** Inserts a builtin.unrealized_conversion_cast (unless the types already match), mapping `valueToMap` to its result. */
  buildUnresolvedMaterialization(
    kind: MaterializationKind,
    point: InsertionPoint,
    location: Location,
    valueToMap: Value | undefined,
    inputs: readonly Value[],
    outputType: Type,
    converter: TypeConverter | undefined,
  ): Value {
    if (inputs.length === 1 && (inputs[0] as Value).type === outputType) {
      if (valueToMap !== undefined) this.mapping.map(valueToMap, inputs[0] as Value);
      return inputs[0] as Value;
    }
    // A builder without listener: the cast is logged as a materialization, not a created op.
    const builder = new OpBuilder(this.context);
    builder.restoreInsertionPoint(point);
    const cast = builder.create("builtin.unrealized_conversion_cast", location, { operands: inputs, resultTypes: [outputType] });
    const result = cast.getResult(0);
    if (valueToMap !== undefined) this.mapping.map(valueToMap, result);
    this.rewrites.push(new UnresolvedMaterializationRewrite(this, cast, converter, kind, valueToMap));
    return result;
  }

  /** Records the replacement of `op`'s results (undefined: erased without replacement). */
  notifyOpReplaced(op: Operation, newValues: readonly (Value | undefined)[]): void {
    if (this.replacedOps.has(op)) throw new Error(`'${op.name.name}' was already replaced`);
    for (let i = 0; i < newValues.length; i++) {
      const value = newValues[i];
      if (value !== undefined) this.mapping.map(op.results[i] as Value, value);
    }
    this.rewrites.push(new ReplaceOperationRewrite(this, op, this.currentTypeConverter));
    markNested(op, (nested) => this.replacedOps.add(nested));
  }

  /** Replaces the arguments of `block` as `conversion` says, in a new block taking its place; returns it (or `block` when no type changes). */
  applySignatureConversion(rewriter: ConversionPatternRewriter, block: Block, converter: TypeConverter | undefined, conversion: SignatureConversion): Block {
    const saved = rewriter.insertionPoint;
    try {
      const converted = conversion.getConvertedTypes();
      const origCount = block.arguments.length;
      if (converted.length === origCount && converted.every((t, i) => t === block.arguments[i]?.type)) return block;
      const region = block.parent;
      if (region === null) throw new Error("applySignatureConversion: the block is not in a region");
      const unknown = UnknownLoc.get(this.context);
      const locations: Location[] = converted.map(() => unknown);
      for (let i = 0; i < origCount; i++) {
        const input = conversion.getInputMapping(i);
        if (input === undefined || input.replacementValue !== undefined) continue;
        for (let j = 0; j < input.size; j++) locations[input.inputNo + j] = (block.arguments[i] as BlockArgument).loc;
      }
      const newBlock = rewriter.createBlock(region, converted, locations, block.next);
      while (block.firstOp !== null) rewriter.moveOpBefore(block.firstOp, newBlock, null);
      block.replaceAllUsesWith(newBlock);
      for (let i = 0; i < origCount; i++) {
        const origArg = block.arguments[i] as BlockArgument;
        const input = conversion.getInputMapping(i);
        const start: InsertionPoint = { block: newBlock, anchor: newBlock.firstOp };
        if (input === undefined) {
          // Dropped without replacement: a value "out of thin air" for the uses that remain.
          this.buildUnresolvedMaterialization("source", start, origArg.loc, origArg, [], origArg.type, converter);
        } else if (input.replacementValue !== undefined) {
          this.mapping.map(origArg, input.replacementValue);
        } else {
          // 1:1+ : an argument materialization back to the original type stands for the new arguments.
          const replacements = newBlock.arguments.slice(input.inputNo, input.inputNo + input.size);
          this.buildUnresolvedMaterialization("argument", start, origArg.loc, origArg, replacements, origArg.type, converter);
        }
        this.rewrites.push(new ReplaceBlockArgRewrite(this, block, origArg));
      }
      this.rewrites.push(new BlockTypeConversionRewrite(block, newBlock, converter));
      rewriter.eraseBlock(block);
      return newBlock;
    } finally {
      rewriter.restoreInsertionPoint(saved);
    }
  }

  /** Converts the block signatures of `region` (non-entry blocks first, then the entry, with `entryConversion` when given). */
  convertRegionTypes(rewriter: ConversionPatternRewriter, region: Region, converter: TypeConverter, entryConversion?: SignatureConversion): Block | null | undefined {
    this.regionToConverter.set(region, converter);
    if (region.firstBlock === null) return null;
    for (const block of region.getBlocks().slice(1)) {
      const conversion = converter.convertBlockSignature(block);
      if (conversion === undefined) return undefined;
      this.applySignatureConversion(rewriter, block, converter, conversion);
    }
    const entry = region.firstBlock;
    const conversion = entryConversion ?? converter.convertBlockSignature(entry);
    if (conversion === undefined) return undefined;
    return this.applySignatureConversion(rewriter, entry, converter, conversion);
  }

  // ---- listener ----

  notifyOperationInserted(op: Operation, previous: InsertionPoint | null): void {
    this.rewrites.push(previous === null ? new CreateOperationRewrite(op) : new MoveOperationRewrite(op, previous.block, previous.anchor));
  }
  notifyBlockInserted(block: Block, previousRegion: Region | null, previousNext: Block | null): void {
    this.rewrites.push(previousRegion === null ? new CreateBlockRewrite(block) : new MoveBlockRewrite(block, previousRegion, previousNext));
  }
  notifyMatchFailure(location: Location, reason: MatchFailureReason): void {
    const callback = this.config.notifyCallback;
    if (callback === undefined) return;
    const diagnostic = new MatchFailureDiagnostic(location);
    reason(diagnostic);
    callback(diagnostic);
  }
}

/**
 * The rewriter patterns get during a dialect conversion. Only the conversion drivers make
 * one; patterns must change the IR through it (never directly), and may fail after
 * changing it: the conversion rolls their changes back.
 */
export class ConversionPatternRewriter extends PatternRewriter {
  readonly impl: ConversionRewriterImpl;

  /** @internal Made by the conversion driver. */
  constructor(context: MLIRContext, config: ConversionConfig) {
    const impl = new ConversionRewriterImpl(context, config);
    super(context, impl);
    this.impl = impl;
  }

  override canRecoverFromRewriteFailure(): boolean {
    return true;
  }

  /**
   * Replaces `op` (deferred: its uses take the replacement when the conversion commits). An
   * undefined value erases its result (MLIR's null replacement): it must have no uses left.
   */
  override replaceOp(op: Operation, replacement: Operation | readonly (Value | undefined)[]): void {
    const values = replacement instanceof Operation ? replacement.results : replacement;
    if (values.length !== op.results.length) throw new RangeError(`replaceOp: ${values.length} replacement values for ${op.results.length} results of '${op.name.name}'`);
    this.impl.notifyOpReplaced(op, values);
  }

  /** Erases `op` (deferred); its results must have no uses left when the conversion ends. */
  override eraseOp(op: Operation): void {
    this.impl.notifyOpReplaced(
      op,
      op.results.map(() => undefined),
    );
  }

  /** Erases `block` and its ops: the block is unlinked now, destroyed when the conversion commits. */
  override eraseBlock(block: Block): void {
    for (let op = block.firstOp; op !== null; op = op.next) this.eraseOp(op);
    this.impl.rewrites.push(new EraseBlockRewrite(block));
    block.remove();
  }

  /**
   * Splits `block` before `before`. Without a listener to tell op by op (MLIR's fast path),
   * the ops move in one logged step instead of one logged move each.
   */
  override splitBlock(block: Block, before: Operation | null): Block {
    if (this.impl.config.listener !== undefined) return super.splitBlock(block, before);
    const region = block.parent;
    if (region === null) throw new Error("splitBlock: the block is not in a region");
    const saved = this.insertionPoint;
    const created = this.createBlock(region, [], [], block.next);
    this.restoreInsertionPoint(saved);
    if (before === null) return created;
    if (before.parent !== block) throw new Error("splitBlock: the split point is not in the block");
    created.spliceBefore(null, before);
    this.impl.rewrites.push(new SplitBlockRewrite(block, created));
    return created;
  }

  /** Moves the ops of `source` before `before` in `dest`, its arguments replaced by `argValues` (deferred), and erases it. */
  override inlineBlockBefore(source: Block, dest: Block, before: Operation | null, argValues: readonly Value[] = []): void {
    if (argValues.length !== source.arguments.length) throw new RangeError("inlineBlockBefore: one value per block argument is required");
    for (let i = 0; i < argValues.length; i++) this.replaceUsesOfBlockArgument(source.arguments[i] as BlockArgument, argValues[i] as Value);
    while (source.firstOp !== null) this.moveOpBefore(source.firstOp, dest, before);
    this.eraseBlock(source);
  }

  /** Replaces the uses of a block argument by `to` (deferred). */
  replaceUsesOfBlockArgument(from: BlockArgument, to: Value): void {
    const block = from.parentBlock;
    this.impl.rewrites.push(new ReplaceBlockArgRewrite(this.impl, block, from));
    this.impl.mapping.map(this.impl.mapping.lookupOrDefault(from), to);
  }

  override startOpModification(op: Operation): void {
    if (this.impl.wasOpReplaced(op)) throw new Error(`modification of '${op.name.name}', which was replaced or erased`);
    this.impl.rewrites.push(new ModifyOperationRewrite(op));
  }
  override cancelOpModification(op: Operation): void {
    const rewrites = this.impl.rewrites;
    for (let i = rewrites.length - 1; i >= 0; i--) {
      const rewrite = rewrites[i];
      if (rewrite instanceof ModifyOperationRewrite && rewrite.op === op) {
        rewrite.rollback();
        rewrites.splice(i, 1);
        return;
      }
    }
    throw new Error(`cancelOpModification: no modification of '${op.name.name}' was started`);
  }

  /** Converts the argument types of `block` as `conversion` says; returns the block that replaces it. */
  applySignatureConversion(block: Block, conversion: SignatureConversion, converter?: TypeConverter): Block {
    return this.impl.applySignatureConversion(this, block, converter, conversion);
  }
  /** Converts the block signatures of `region` with `converter`; the new entry block (null for an empty region), undefined on failure. */
  convertRegionTypes(region: Region, converter: TypeConverter, entryConversion?: SignatureConversion): Block | null | undefined {
    return this.impl.convertRegionTypes(this, region, converter, entryConversion);
  }

  /** The value `key` stands for now, with the current pattern's converted type; undefined when it cannot be converted. */
  getRemappedValue(key: Value): Value | undefined {
    return this.impl.remapValues("value", undefined, [key])?.[0];
  }
  getRemappedValues(keys: readonly Value[]): Value[] | undefined {
    return this.impl.remapValues("value", undefined, keys);
  }
}

function locationOf(value: Value): Location {
  const def = value.definingOp;
  return def !== null ? def.location : (value as BlockArgument).loc;
}

/** Right after the definition of `value` (the start of its block for an argument), where it can be used. */
export function insertionPointAfter(value: Value): InsertionPoint {
  const def = value.definingOp;
  if (def !== null) {
    if (def.parent === null) throw new Error("insertionPointAfter: the defining op is not in a block");
    return { block: def.parent, anchor: def.next };
  }
  const block = (value as BlockArgument).parentBlock;
  return { block, anchor: block.firstOp };
}

function markNested(op: Operation, mark: (op: Operation) => void): void {
  mark(op);
  for (const region of op.regions)
    for (let block = region.firstBlock; block !== null; block = block.next)
      for (let nested = block.firstOp; nested !== null; nested = nested.next) markNested(nested, mark);
}
