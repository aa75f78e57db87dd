// What a dialect tells the inliner (MLIR's DialectInlinerInterface), and the collection the
// inliner asks (MLIR's InlinerInterface): each question goes to the interface of the dialect
// owning the op (or region parent, or call) in question. A dialect without the interface
// refuses every inlining that concerns it, as in MLIR.
//
// MLIR overloads `isLegalToInline` and `handleTerminator`; here each overload has its own
// name: isLegalToInlineCall / isLegalToInlineRegion / isLegalToInlineOp and
// handleTerminatorWithSuccessor (several blocks inlined: branch to the continuation) /
// handleTerminatorWithValues (one block inlined: replace the call's results).
import type { ArrayAttr, DictionaryAttr } from "../../ir/attributes.js";
import type { Block, Operation, Region, Value } from "../../ir/operation.js";
import type { IRMapping, OpBuilder } from "../../ir/builder.js";
import type { Location } from "../../ir/location.js";
import type { Type } from "../../ir/types.js";
import type { Dialect } from "../../ir/dialect.js";
import { dialectInterface } from "../../ir/dialect.js";
import { defineDialectInterface } from "../../ir/interfaces.js";
import { dialectOf } from "../fold.js";

export interface DialectInlinerMethods {
  /**
   * Whether `call` (an op of this dialect) may be inlined with the body of `callable`;
   * `wouldBeCloned` says whether the body is copied (other calls remain) or moved.
   */
  isLegalToInlineCall(call: Operation, callable: Operation, wouldBeCloned: boolean): boolean;
  /**
   * Whether region `src` may be inlined into `dest`, whose parent op belongs to this
   * dialect. `valueMapping` maps the source's entry arguments to the values replacing them.
   */
  isLegalToInlineRegion(dest: Region, src: Region, wouldBeCloned: boolean, valueMapping: IRMapping): boolean;
  /** Whether `op` (of this dialect) may be inlined into `dest`. */
  isLegalToInlineOp(op: Operation, dest: Region, wouldBeCloned: boolean, valueMapping: IRMapping): boolean;
  /**
   * Whether the legality check descends into the regions of `op` (false: `op` answered
   * for everything it holds).
   */
  shouldAnalyzeRecursively(op: Operation): boolean;
  /**
   * Several blocks were inlined: `op`, a terminator of this dialect in one of them, must
   * pass control (and the region's results, as arguments) to `newDest` instead of returning.
   */
  handleTerminatorWithSuccessor(op: Operation, newDest: Block): void;
  /**
   * One block was inlined: the results of its terminator `op` (of this dialect) replace
   * `valuesToReplace` (the call's results). The inliner erases `op` afterwards.
   */
  handleTerminatorWithValues(op: Operation, valuesToReplace: readonly Value[]): void;
  /**
   * A call's operand or result does not have the type the callable expects: an op of one
   * operand (`input`) and one result of `resultType` converting it, created with `builder`,
   * or undefined when the dialect of the call cannot convert (the call is not inlined).
   */
  materializeCallConversion(builder: OpBuilder, input: Value, resultType: Type, conversionLoc: Location): Operation | undefined;
  /**
   * The value that stands for a callee argument after inlining, given its argument
   * attributes (the dialect of the callable may insert ops with `builder`); the same type.
   */
  handleArgument(builder: OpBuilder, call: Operation, callable: Operation, argument: Value, argumentAttributes: DictionaryAttr): Value;
  /** Likewise for a result, with the callee's result attributes. */
  handleResult(builder: OpBuilder, call: Operation, callable: Operation, result: Value, resultAttributes: DictionaryAttr): Value;
  /** Called with the blocks inlined for `call` (of this dialect), before their terminators are handled. */
  processInlinedCallBlocks(call: Operation, inlinedBlocks: readonly Block[]): void;
}

/** The methods a dialect may leave out (MLIR's defaults: refuse, analyse nested regions, no conversion). */
export type DefaultedInlinerMethods = keyof DialectInlinerMethods;

function unimplemented(what: string): never {
  throw new Error(`DialectInlinerInterface: must implement ${what}`);
}

export const DialectInlinerInterface = defineDialectInterface<DialectInlinerMethods, DefaultedInlinerMethods>("DialectInlinerInterface", {
  defaults: {
    isLegalToInlineCall: () => false,
    isLegalToInlineRegion: () => false,
    isLegalToInlineOp: () => false,
    shouldAnalyzeRecursively: () => true,
    handleTerminatorWithSuccessor: () => unimplemented("handleTerminatorWithSuccessor in the case of multiple inlined blocks"),
    handleTerminatorWithValues: () => unimplemented("handleTerminatorWithValues in the case of one inlined block"),
    materializeCallConversion: () => undefined,
    handleArgument: (_builder, _call, _callable, argument) => argument,
    handleResult: (_builder, _call, _callable, result) => result,
    processInlinedCallBlocks: () => {},
  },
});

/** The inliner interface of a dialect, if it has one. */
export function inlinerInterfaceOf(dialect: Dialect | undefined): DialectInlinerMethods | undefined {
  return dialectInterface(dialect, DialectInlinerInterface);
}

/**
 * MLIR's InlinerInterface: answers the inliner's questions by asking the dialect of the op
 * concerned. Subclasses (the inliner driver) see the inlined blocks through
 * processInlinedBlocks.
 */
export class InlinerInterface {
  /** The interface of the dialect `op` belongs to (registered, or loaded for its namespace). */
  getInterfaceFor(op: Operation): DialectInlinerMethods | undefined {
    return inlinerInterfaceOf(dialectOf(op));
  }

  isLegalToInlineCall(call: Operation, callable: Operation, wouldBeCloned: boolean): boolean {
    return this.getInterfaceFor(call)?.isLegalToInlineCall(call, callable, wouldBeCloned) ?? false;
  }

  isLegalToInlineRegion(dest: Region, src: Region, wouldBeCloned: boolean, valueMapping: IRMapping): boolean {
    const parent = dest.parentOp;
    if (parent === null) return false;
    return this.getInterfaceFor(parent)?.isLegalToInlineRegion(dest, src, wouldBeCloned, valueMapping) ?? false;
  }

  isLegalToInlineOp(op: Operation, dest: Region, wouldBeCloned: boolean, valueMapping: IRMapping): boolean {
    return this.getInterfaceFor(op)?.isLegalToInlineOp(op, dest, wouldBeCloned, valueMapping) ?? false;
  }

  shouldAnalyzeRecursively(op: Operation): boolean {
    return this.getInterfaceFor(op)?.shouldAnalyzeRecursively(op) ?? true;
  }

  handleTerminatorWithSuccessor(op: Operation, newDest: Block): void {
    this.handlerOf(op).handleTerminatorWithSuccessor(op, newDest);
  }

  handleTerminatorWithValues(op: Operation, valuesToReplace: readonly Value[]): void {
    this.handlerOf(op).handleTerminatorWithValues(op, valuesToReplace);
  }

  /** Asks the dialect of the callable (MLIR's handleArgument goes to the callable's dialect). */
  handleArgument(builder: OpBuilder, call: Operation, callable: Operation, argument: Value, argumentAttributes: DictionaryAttr): Value {
    const handler = this.getInterfaceFor(callable);
    return handler === undefined ? argument : handler.handleArgument(builder, call, callable, argument, argumentAttributes);
  }

  handleResult(builder: OpBuilder, call: Operation, callable: Operation, result: Value, resultAttributes: DictionaryAttr): Value {
    const handler = this.getInterfaceFor(callable);
    return handler === undefined ? result : handler.handleResult(builder, call, callable, result, resultAttributes);
  }

  processInlinedCallBlocks(call: Operation, inlinedBlocks: readonly Block[]): void {
    this.getInterfaceFor(call)?.processInlinedCallBlocks(call, inlinedBlocks);
  }

  /** Hook for the driver: the blocks just inlined, before their terminators are handled. */
  processInlinedBlocks(_inlinedBlocks: readonly Block[]): void {}

  private handlerOf(op: Operation): DialectInlinerMethods {
    const handler = this.getInterfaceFor(op);
    if (handler === undefined) throw new Error(`inliner: no DialectInlinerInterface for '${op.opName}' to handle the inlined terminator`);
    return handler;
  }
}

/** The dictionaries of an optional array attribute of per-argument (per-result) attributes. */
export function attributeDictionaries(array: ArrayAttr | undefined, count: number, empty: DictionaryAttr): DictionaryAttr[] {
  const out: DictionaryAttr[] = [];
  for (let i = 0; i < count; i++) out.push((array?.value[i] as DictionaryAttr | undefined) ?? empty);
  return out;
}
