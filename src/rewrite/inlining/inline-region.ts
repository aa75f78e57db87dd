// MLIR 19's inlining utilities (InliningUtils): inlineRegion puts the blocks of a region at
// a point of another block, cloned or moved, and inlineCall does it for a call and its
// callable, converting argument and result types through the call's dialect where they
// differ. The block holding the point is split there; one inlined block is merged back
// (its terminator's operands replace the results), several stay between the two halves
// with their terminators turned into branches to the second half, whose arguments replace
// the results. Inlined ops get the location `callsite(theirs at the call's)` unless the
// call's location is unknown. Every legality question goes to the dialects' interfaces.
import { DictionaryAttr, type ArrayAttr } from "../../ir/attributes.js";
import { IRMapping, OpBuilder, cloneOperation } from "../../ir/builder.js";
import { CallSiteLoc, UnknownLoc, type Location } from "../../ir/location.js";
import { Block, walkOps, type Operation, type Region, type Value } from "../../ir/operation.js";
import { CallableOpInterface, CallOpInterface } from "../../ir/op-interfaces.js";
import type { Type } from "../../ir/types.js";
import { attributeDictionaries, type DialectInlinerMethods, type InlinerInterface } from "./interface.js";

/** Where inlined blocks go: before `before` in `block` (null: at its end). */
export interface InlinePoint {
  readonly block: Block;
  readonly before: Operation | null;
}

/** A call and its callable, when the region inlined is a call's (argument/result hooks run then). */
interface CallContext {
  readonly call: Operation;
  readonly callable: Operation;
}

/** Whether every op of `src` (and, where the dialects ask for it, of their regions) may go into `insertRegion`. */
function opsAreLegalToInline(iface: InlinerInterface, src: Region, insertRegion: Region, wouldBeCloned: boolean, mapper: IRMapping): boolean {
  for (let block = src.firstBlock; block !== null; block = block.next) {
    for (let op = block.firstOp; op !== null; op = op.next) {
      if (!iface.isLegalToInlineOp(op, insertRegion, wouldBeCloned, mapper)) return false;
      if (!iface.shouldAnalyzeRecursively(op)) continue;
      for (const region of op.regions) if (!opsAreLegalToInline(iface, region, insertRegion, wouldBeCloned, mapper)) return false;
    }
  }
  return true;
}

/** The blocks from `first` up to (not including) `end`. */
function blocksBetween(first: Block | null, end: Block): Block[] {
  const out: Block[] = [];
  for (let block = first; block !== null && block !== end; block = block.next) out.push(block);
  return out;
}

/** MLIR's Block::splitBlock: the ops from `before` on move to a new block right after `block`. */
function splitBlock(block: Block, before: Operation | null): Block {
  const region = block.parent;
  if (region === null) throw new Error("inlining: the block to inline into is not in a region");
  const tail = new Block();
  region.insertBlockBefore(tail, block.next);
  if (before !== null) tail.spliceBefore(null, before);
  return tail;
}

/**
 * MLIR's Region::cloneInto: copies of the blocks of `src` before `before` in `dest`. Entry
 * arguments that `mapper` already maps are not copied (their uses take the mapped values).
 */
function cloneRegionBefore(src: Region, dest: Region, before: Block, mapper: IRMapping): void {
  const pairs: Array<readonly [Block, Block]> = [];
  for (let block = src.firstBlock; block !== null; block = block.next) {
    const copy = new Block();
    mapper.map(block, copy);
    for (const argument of block.arguments) if (!mapper.containsValue(argument)) mapper.map(argument, copy.addArgument(argument.type, argument.loc));
    dest.insertBlockBefore(copy, before);
    pairs.push([block, copy]);
  }
  const copies: Operation[] = [];
  for (const [block, copy] of pairs) {
    for (let op = block.firstOp; op !== null; op = op.next) {
      const clone = cloneOperation(op, mapper);
      copy.append(clone);
      copies.push(clone);
    }
  }
  // A value used before the block defining it (dominance does not follow block order) is
  // mapped only once every block is copied: remap the operands of all the copies now.
  for (const copy of copies) remapOperands(copy, mapper);
}

/** Sets every operand of `root` and of the ops nested in it that `mapper` maps to the mapped value. */
function remapOperands(root: Operation, mapper: IRMapping): void {
  walkOps(root, (op) => {
    const operands = op.operands;
    for (let i = 0; i < operands.length; i++) {
      const operand = operands[i];
      if (operand === undefined) continue;
      const mapped = mapper.lookupValue(operand.value);
      if (mapped !== undefined) operand.set(mapped);
    }
  });
}

/** MLIR's remapInlinedLocations: every inlined op (nested ones too) gets `callsite(its location at callerLoc)`. */
function remapInlinedLocations(blocks: readonly Block[], callerLoc: Location): void {
  const mapped = new Map<Location, Location>();
  for (const block of blocks) {
    for (let op = block.firstOp; op !== null; op = op.next) {
      walkOps(op, (nested) => {
        let location = mapped.get(nested.location);
        if (location === undefined) {
          location = CallSiteLoc.get(nested.location, callerLoc);
          mapped.set(nested.location, location);
        }
        nested.location = location;
      });
    }
  }
}

/** The dictionaries of the callable's per-argument (per-result) attributes, empty ones where absent. */
function dictionaries(callable: Operation, array: ArrayAttr | undefined, count: number): DictionaryAttr[] {
  return attributeDictionaries(array, count, DictionaryAttr.get(callable.context, []));
}

/** MLIR's handleArgumentImpl: the callable's dialect may replace each mapped argument. */
function handleArguments(iface: InlinerInterface, builder: OpBuilder, context: CallContext, mapper: IRMapping): void {
  const callable = CallableOpInterface.impl(context.callable);
  const region = callable?.getCallableRegion(context.callable);
  const entry = region?.firstBlock ?? null;
  if (callable === undefined || entry === null) return;
  const attributes = dictionaries(context.callable, callable.getArgAttrsAttr(context.callable), entry.numArguments);
  entry.arguments.forEach((argument, i) => {
    const mapped = mapper.lookupValueOrSelf(argument);
    const replacement = iface.handleArgument(builder, context.call, context.callable, mapped, attributes[i] as DictionaryAttr);
    mapper.map(argument, replacement);
  });
}

/** MLIR's handleResultImpl: the callable's dialect may replace each result; other uses then take the replacement. */
function handleResults(iface: InlinerInterface, builder: OpBuilder, context: CallContext, results: readonly Value[]): void {
  const callable = CallableOpInterface.impl(context.callable);
  if (callable === undefined) return;
  const attributes = dictionaries(context.callable, callable.getResAttrsAttr(context.callable), results.length);
  results.forEach((result, i) => {
    // Only the uses from before the hook take the replacement (not those the hook made).
    const users = new Set(result.users());
    const replacement = iface.handleResult(builder, context.call, context.callable, result, attributes[i] as DictionaryAttr);
    if (replacement !== result) result.replaceUsesWithIf(replacement, (use) => users.has(use.owner));
  });
}

/** MLIR's inlineRegionImpl. */
function inlineRegionImpl(
  iface: InlinerInterface,
  src: Region,
  point: InlinePoint,
  mapper: IRMapping,
  resultsToReplace: readonly Value[],
  regionResultTypes: readonly Type[],
  inlineLoc: Location | undefined,
  shouldCloneInlinedRegion: boolean,
  callContext: CallContext | undefined,
): boolean {
  if (resultsToReplace.length !== regionResultTypes.length) throw new RangeError("inlineRegion: one result type per result to replace");
  const srcEntry = src.firstBlock;
  if (srcEntry === null) return false;
  if (srcEntry.arguments.some((argument) => !mapper.containsValue(argument))) return false;

  const inlineBlock = point.block;
  const insertRegion = inlineBlock.parent;
  if (insertRegion === null) return false;
  if (!iface.isLegalToInlineRegion(insertRegion, src, shouldCloneInlinedRegion, mapper) || !opsAreLegalToInline(iface, src, insertRegion, shouldCloneInlinedRegion, mapper)) return false;

  const context = insertRegion.context;
  if (context === undefined) return false;
  const builder = new OpBuilder(context);
  if (point.before === null) builder.setInsertionPointToEnd(inlineBlock);
  else builder.setInsertionPoint(point.before);
  if (callContext !== undefined) handleArguments(iface, builder, callContext, mapper);

  // The new blocks go between the two halves of the split block.
  const postInsertBlock = splitBlock(inlineBlock, point.before);
  if (shouldCloneInlinedRegion) cloneRegionBefore(src, insertRegion, postInsertBlock, mapper);
  else {
    for (let block = src.firstBlock; block !== null; ) {
      const next = block.next;
      src.unlinkBlock(block);
      insertRegion.insertBlockBefore(block, postInsertBlock);
      block = next;
    }
  }
  const newBlocks = blocksBetween(inlineBlock.next, postInsertBlock);
  const firstNewBlock = newBlocks[0] as Block;

  if (inlineLoc !== undefined && !(inlineLoc instanceof UnknownLoc)) remapInlinedLocations(newBlocks, inlineLoc);
  // Moved blocks still use the region's arguments: give them the mapped values.
  if (!shouldCloneInlinedRegion) for (const block of newBlocks) for (let op = block.firstOp; op !== null; op = op.next) remapOperands(op, mapper);

  if (callContext !== undefined) iface.processInlinedCallBlocks(callContext.call, newBlocks);
  iface.processInlinedBlocks(newBlocks);

  if (newBlocks.length === 1) {
    const terminator = firstNewBlock.lastOp;
    if (terminator === null) throw new Error("inlining: the inlined block has no terminator");
    builder.setInsertionPoint(terminator);
    if (callContext !== undefined) handleResults(iface, builder, callContext, terminator.getOperands());
    iface.handleTerminatorWithValues(terminator, resultsToReplace);
    terminator.erase();
    // The second half of the split block joins the inlined block.
    if (postInsertBlock.firstOp !== null) firstNewBlock.spliceBefore(null, postInsertBlock.firstOp);
    postInsertBlock.erase();
  } else {
    resultsToReplace.forEach((result, i) => {
      result.replaceAllUsesWith(postInsertBlock.addArgument(regionResultTypes[i] as Type, result.location));
    });
    builder.setInsertionPointToStart(postInsertBlock);
    if (callContext !== undefined) handleResults(iface, builder, callContext, postInsertBlock.arguments);
    for (const block of newBlocks) {
      const terminator = block.lastOp;
      if (terminator === null) throw new Error("inlining: an inlined block has no terminator");
      iface.handleTerminatorWithSuccessor(terminator, postInsertBlock);
    }
  }

  // The inlined entry block's ops join the first half of the split block.
  if (firstNewBlock.firstOp !== null) inlineBlock.spliceBefore(null, firstNewBlock.firstOp);
  firstNewBlock.erase();
  return true;
}

/**
 * MLIR's inlineRegion with a value mapping: the blocks of `src` at `point`, its entry
 * arguments replaced as `mapper` maps them (all must be mapped), its results (the operands
 * of its terminators) replacing `resultsToReplace`. False when the dialects refuse.
 */
export function inlineRegion(
  iface: InlinerInterface,
  src: Region,
  point: InlinePoint,
  mapper: IRMapping,
  resultsToReplace: readonly Value[],
  regionResultTypes: readonly Type[],
  options: { readonly inlineLoc?: Location; readonly shouldCloneInlinedRegion?: boolean } = {},
): boolean {
  return inlineRegionImpl(iface, src, point, mapper, resultsToReplace, regionResultTypes, options.inlineLoc, options.shouldCloneInlinedRegion ?? true, undefined);
}

/**
 * MLIR's inlineRegion with operands: the entry arguments of `src` are replaced by
 * `inlinedOperands` (same number and types), the results replace `resultsToReplace`
 * (same types), at the point right after `inlinePoint`.
 */
export function inlineRegionAfter(
  iface: InlinerInterface,
  src: Region,
  inlinePoint: Operation,
  inlinedOperands: readonly Value[],
  resultsToReplace: readonly Value[],
  options: { readonly inlineLoc?: Location; readonly shouldCloneInlinedRegion?: boolean } = {},
): boolean {
  const entry = src.firstBlock;
  const block = inlinePoint.parent;
  if (entry === null || block === null || inlinedOperands.length !== entry.numArguments) return false;
  const mapper = new IRMapping();
  for (let i = 0; i < inlinedOperands.length; i++) {
    const operand = inlinedOperands[i] as Value;
    const argument = entry.getArgument(i);
    if (operand.type !== argument.type) return false;
    mapper.map(argument, operand);
  }
  const types = resultsToReplace.map((value) => value.type);
  return inlineRegionImpl(iface, src, { block, before: inlinePoint.next }, mapper, resultsToReplace, types, options.inlineLoc, options.shouldCloneInlinedRegion ?? true, undefined);
}

/** MLIR's materializeConversion: the call's dialect converts `value` to `type`, or the inlining is off. */
function materializeConversion(handler: DialectInlinerMethods | undefined, casts: Operation[], builder: OpBuilder, value: Value, type: Type, location: Location): Value | undefined {
  if (handler === undefined) return undefined;
  const cast = handler.materializeCallConversion(builder, value, type, location);
  if (cast === undefined) return undefined;
  casts.push(cast);
  if (cast.numOperands !== 1 || cast.getOperand(0) !== value || cast.numResults !== 1 || cast.getResult(0).type !== type)
    throw new Error(`materializeCallConversion: '${cast.opName}' must take the one value and produce one result of the requested type`);
  return cast.getResult(0);
}

/**
 * MLIR's inlineCall: the body `src` of `callable` in place of `call`, cloned or (when
 * `shouldCloneInlinedRegion` is false) moved. The call itself is left for the caller to
 * erase; its results have no uses left. False (and the IR as it was) when the signatures
 * cannot be matched or a dialect refuses.
 */
export function inlineCall(iface: InlinerInterface, call: Operation, callable: Operation, src: Region, shouldCloneInlinedRegion = true): boolean {
  const entry = src.firstBlock;
  if (entry === null) return false;
  const callImpl = CallOpInterface.impl(call);
  const callableImpl = CallableOpInterface.impl(callable);
  if (callImpl === undefined || callableImpl === undefined) return false;
  const callableResultTypes = callableImpl.getResultTypes(callable);
  const callOperands = callImpl.getArgOperands(call);
  const callResults: Value[] = [...call.results];
  if (callOperands.length !== entry.numArguments || callResults.length !== callableResultTypes.length) return false;

  const casts: Operation[] = [];
  const cleanup = (): false => {
    for (const cast of casts) {
      cast.getResult(0).replaceAllUsesWith(cast.getOperand(0));
      cast.erase();
    }
    return false;
  };

  const castBuilder = new OpBuilder(call.context);
  castBuilder.setInsertionPoint(call);
  const castLoc = call.location;
  const handler = iface.getInterfaceFor(call);

  const mapper = new IRMapping();
  for (let i = 0; i < callOperands.length; i++) {
    const argument = entry.getArgument(i);
    let operand: Value | undefined = callOperands[i] as Value;
    if (operand.type !== argument.type) {
      operand = materializeConversion(handler, casts, castBuilder, operand, argument.type, castLoc);
      if (operand === undefined) return cleanup();
    }
    mapper.map(argument, operand);
  }

  castBuilder.setInsertionPointAfter(call);
  for (let i = 0; i < callResults.length; i++) {
    const result = callResults[i] as Value;
    if (result.type === callableResultTypes[i]) continue;
    // A conversion back to the call's type, so that the IR stays valid once the result is replaced.
    const converted = materializeConversion(handler, casts, castBuilder, result, result.type, castLoc);
    if (converted === undefined) return cleanup();
    result.replaceAllUsesWith(converted);
    (converted.definingOp as Operation).setOperand(0, result);
  }

  if (!iface.isLegalToInlineCall(call, callable, shouldCloneInlinedRegion)) return cleanup();
  const block = call.parent;
  if (block === null) return cleanup();
  const inlined = inlineRegionImpl(iface, src, { block, before: call.next }, mapper, callResults, callableResultTypes, castLoc, shouldCloneInlinedRegion, { call, callable });
  return inlined || cleanup();
}
