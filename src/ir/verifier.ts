// The IR verifier (MLIR's OperationVerifier): structural checks of ops, blocks and
// regions, registered ops' own verifiers and trait checks, then SSA dominance.
// Ops that are isolated from above are verified as independent units, as MLIR does, so
// one error is reported per unit at most; everything is iterative.
import { type Block, type BlockArgument, type OpOperand, OpResult, type Operation, type Region } from "./operation.js";
import type { MLIRContext, OperationName } from "./context.js";
import { IRDiagnosticError, formatOperationForDiagnostic } from "./diagnostics.js";
import { DominanceInfo } from "./dominance.js";
import { UnknownLoc } from "./location.js";
import { verifySymbol, verifySymbolTable } from "./symbol-table.js";
import { OpTrait, type OpTraitKey } from "./traits.js";
import { verifyIsTerminator } from "./trait-verifiers.js";
import { RegionKindInterface, SymbolOpInterface } from "./op-interfaces.js";
import { implicitTerminatorOf, refusesUnknownOperation } from "./dialect.js";
import { regionKindAt } from "./dominance.js";


/**
 * Verifies `root` and everything nested in it; returns the errors found (empty: valid).
 * As MLIR's verifyOpAndDominance: a unit's structure is checked first (stopping at the
 * first error), then each nested isolated-from-above op as its own unit (in order, up to
 * the first that fails), and the unit's dominance only when all of that succeeded.
 */
export function verify(root: Operation): IRDiagnosticError[] {
  const refuses = unknownOperationCheck(root.context);
  interface UnitState {
    /** The unit's first dominance failure, reported only if its structure and nested units pass. */
    readonly dominanceFailure: DominanceFailure | undefined;
    failed: boolean;
    readonly parent: UnitState | undefined;
  }
  type Task = { readonly enter: Operation; readonly parent: UnitState | undefined } | { readonly finish: UnitState };
  const errors: IRDiagnosticError[] = [];
  const tasks: Task[] = [{ enter: root, parent: undefined }];
  const fail = (e: unknown, parent: UnitState | undefined): void => {
    if (!(e instanceof IRDiagnosticError)) throw e;
    errors.push(e);
    if (parent !== undefined) parent.failed = true;
  };
  const isolated: Operation[] = [];
  while (tasks.length > 0) {
    const task = tasks.pop() as Task;
    if ("enter" in task) {
      // MLIR verifies a unit's isolated ops in order and stops at the first that fails.
      if (task.parent !== undefined && task.parent.failed) continue;
      isolated.length = 0;
      let dominanceFailure: DominanceFailure | undefined;
      try {
        dominanceFailure = verifyUnit(task.enter, isolated, refuses);
      } catch (e) {
        fail(e, task.parent);
        continue;
      }
      const state: UnitState = { dominanceFailure, failed: false, parent: task.parent };
      tasks.push({ finish: state });
      for (let i = isolated.length - 1; i >= 0; i--) tasks.push({ enter: isolated[i] as Operation, parent: state });
      continue;
    }
    const state = task.finish;
    if (state.failed) {
      if (state.parent !== undefined) state.parent.failed = true;
      continue;
    }
    // Built now, not during the walk: the error's op text is the op as verified.
    if (state.dominanceFailure !== undefined) fail(dominanceError(state.dominanceFailure), state.parent);
  }
  return errors;
}

/** Throws the first error found by `verify`. */
export function verifyOrThrow(root: Operation): void {
  const errors = verify(root);
  if (errors.length > 0) throw errors[0];
}

// What the verifier needs to know about an op kind, as bits cached on its OperationName
// (valid while `traitMaskInfo` is the name's `info`), so the common op costs a few field
// reads instead of trait-set lookups.
const T_ZERO_OPERANDS = 1;
const T_ZERO_RESULTS = 2;
const T_ZERO_SUCCESSORS = 4;
const T_ZERO_REGIONS = 8;
const T_ONE_REGION = 16;
const T_TERMINATOR = 32;
const T_NO_REGION_ARGS = 64;
const T_SINGLE_BLOCK = 128;
const T_SYMBOL_TABLE = 256;
const T_SYMBOL = 512;
const T_ISOLATED = 1024;
/** Registered, with a region-kind hook or only graph regions: region kinds need a look. */
const T_REGION_KINDS = 2048;
/** mightHaveTrait("NoTerminator"), so unregistered ops too. */
const T_MIGHT_NO_TERMINATOR = 4096;
/** mightHaveTrait("IsTerminator"), so unregistered ops too. */
const T_MIGHT_TERMINATE = 8192;
const T_NO_TERMINATOR = 16384;
const T_IMPLICIT_TERMINATOR = 32768;
const T_COMPUTED = 1 << 30;
const T_ENTRY_TRAITS = T_ZERO_OPERANDS | T_ZERO_RESULTS | T_ZERO_SUCCESSORS | T_ZERO_REGIONS | T_ONE_REGION | T_TERMINATOR;
const T_STRUCTURAL = T_NO_REGION_ARGS | T_SINGLE_BLOCK | T_SYMBOL_TABLE | T_SYMBOL;

function kindFlags(name: OperationName): number {
  const m = name.traitMask;
  if ((m & T_COMPUTED) !== 0 && name.traitMaskInfo === name.info) return m;
  return computeKindFlags(name);
}

function computeKindFlags(name: OperationName): number {
  const info = name.info;
  let m = T_COMPUTED;
  if (info === undefined || info.traitsUnknown === true) m |= T_MIGHT_NO_TERMINATOR | T_MIGHT_TERMINATE;
  else {
    const t = (trait: OpTraitKey): boolean => name.hasTrait(trait);
    // A registration that runs these trait checks in its trait order keeps them.
    const ordered = info.verifiesOrderedTraits === true;
    m |=
      (t(OpTrait.ZeroOperands) ? T_ZERO_OPERANDS : 0) |
      (t(OpTrait.ZeroResults) ? T_ZERO_RESULTS : 0) |
      (t(OpTrait.ZeroSuccessors) ? T_ZERO_SUCCESSORS : 0) |
      (t(OpTrait.ZeroRegions) ? T_ZERO_REGIONS : 0) |
      (t(OpTrait.OneRegion) ? T_ONE_REGION : 0) |
      (t(OpTrait.IsTerminator) ? (ordered ? 0 : T_TERMINATOR) | T_MIGHT_TERMINATE : 0) |
      (t(OpTrait.NoRegionArguments) ? T_NO_REGION_ARGS : 0) |
      (t(OpTrait.SingleBlock) ? T_SINGLE_BLOCK : 0) |
      (t(OpTrait.SingleBlockImplicitTerminator) ? T_SINGLE_BLOCK | T_IMPLICIT_TERMINATOR : 0) |
      (t(OpTrait.SymbolTable) && !ordered ? T_SYMBOL_TABLE : 0) |
      (name.getInterfaceImpl(SymbolOpInterface) !== undefined && !ordered ? T_SYMBOL : 0) |
      (t(OpTrait.IsIsolatedFromAbove) ? T_ISOLATED : 0) |
      (name.getInterfaceImpl(RegionKindInterface) !== undefined || t(OpTrait.HasOnlyGraphRegion) ? T_REGION_KINDS : 0) |
      (t(OpTrait.NoTerminator) ? T_NO_TERMINATOR | T_MIGHT_NO_TERMINATOR : 0);
  }
  name.traitMask = m;
  name.traitMaskInfo = info;
  return m;
}

/** One level of the walk: an op with regions, where the walk is inside it. */
interface Frame {
  op: Operation;
  region: number;
  block: Block | null;
  cursor: Operation | null;
  /** Whether `block` is reachable from its region's entry. */
  reachable: boolean;
  /** Whether `block` has SSA dominance (its op order is then valid). */
  ssa: boolean;
  /** The blocks properly dominating `block`, once asked for (null: not computed yet). */
  dominators: readonly Block[] | null;
}

function newFrame(op: Operation): Frame {
  return { op, region: -1, block: null, cursor: null, reachable: true, ssa: true, dominators: null };
}

/** Where dominance verification failed: an operand not available, or one defined outside the isolated unit. */
interface DominanceFailure {
  readonly op: Operation;
  readonly operand: number;
  /** The isolated-from-above unit the operand comes from outside of. */
  readonly outsideOf: Operation | undefined;
}

function dominanceError(failure: DominanceFailure): IRDiagnosticError {
  const unit = failure.outsideOf;
  if (unit === undefined) return invalidDominance(failure.op, failure.operand);
  return failure.op.emitOpError("using value defined outside the region").attachNote(unit.location, "required by region isolation constraints");
}

/**
 * Verifies a unit: its structure (throwing the first error) and, in the same walk, SSA
 * dominance, whose first failure is returned rather than thrown: as in MLIR, it counts
 * only once the structure of the unit and of its nested units is known to be valid.
 * Nested isolated-from-above ops are queued in `isolated` as units of their own.
 */
function verifyUnit(unit: Operation, isolated: Operation[], refuses: UnknownOperationCheck): DominanceFailure | undefined {
  // Entry checks before an op's regions, `verifyRegions` after them. Frames exist only
  // for ops with regions and are reused by depth.
  verifyOnEntrance(unit, kindFlags(unit.name));
  const dom = new DominanceInfo();
  const isolatedUnit = (kindFlags(unit.name) & T_ISOLATED) !== 0;
  let dominanceFailure: DominanceFailure | undefined;
  const stack: Frame[] = [newFrame(unit)];
  let depth = 1;
  try {
    while (depth > 0) {
      const frame = stack[depth - 1] as Frame;
      let next: Operation | null = frame.cursor;
      while (next === null) {
        // The current block's ops are done: its exit checks run now (after its ops, as MLIR's).
        const done = frame.block;
        let block: Block | null = null;
        if (done !== null) {
          frame.block = null;
          verifyBlockOnExit(done);
          block = done.next;
        }
        if (block === null) {
          const region = frame.op.regions[++frame.region];
          if (region === undefined) break;
          block = region.firstBlock;
          if (block === null) continue;
        }
        // A block is open (seen by earliestSuccessorError) once its entry checks pass.
        verifyBlockOnEntry(block);
        frame.block = block;
        frame.reachable = dom.isReachableFromEntry(block);
        frame.ssa = dom.hasSSADominance(block);
        frame.dominators = null;
        if (frame.ssa && !block.isOpOrderValid()) block.recomputeOpOrder();
        next = block.firstOp;
      }
      if (next === null) {
        depth--;
        verifyOnExit(frame.op, refuses);
        continue;
      }
      frame.cursor = next.next;
      // MLIR checks this for all of a block's ops when entering the block; here it is
      // checked as the walk reaches each op, and `earliestSuccessorError` restores
      // MLIR's choice when any error is found.
      if (next.successors.length !== 0 && next.next !== null) throw nonTerminalSuccessorsError(next);
      if (dominanceFailure === undefined && next.operands.length !== 0)
        dominanceFailure = operandDominanceFailure(next, stack, depth, dom, unit, isolatedUnit);
      const flags = kindFlags(next.name);
      const numRegions = next.regions.length;
      if (numRegions > 0 && (flags & T_ISOLATED) !== 0) {
        isolated.push(next);
        continue;
      }
      verifyOnEntrance(next, flags);
      if (numRegions > 0) {
        let child = stack[depth];
        if (child === undefined) stack.push((child = newFrame(next)));
        else {
          child.op = next;
          child.region = -1;
          child.block = null;
          child.cursor = null;
        }
        depth++;
      } else verifyOnExit(next, refuses);
    }
  } catch (e) {
    if (!(e instanceof IRDiagnosticError)) throw e;
    throw earliestSuccessorError(stack, depth) ?? e;
  }
  return dominanceFailure;
}

/**
 * The first operand of `op` (in the top frame's block) that is not available there, as
 * MLIR's dominance verifier reports it; also, when the unit is isolated from above, an
 * operand defined outside it. Values of the op's own block or of a block enclosing it in
 * the unit, the common cases, are decided from the frames and the blocks' op order.
 */
function operandDominanceFailure(
  op: Operation,
  stack: readonly Frame[],
  depth: number,
  dom: DominanceInfo,
  unit: Operation,
  isolatedUnit: boolean,
): DominanceFailure | undefined {
  const frame = stack[depth - 1] as Frame;
  const block = frame.block as Block;
  const reachable = frame.reachable;
  const operands = op.operands;
  for (let i = 0; i < operands.length; i++) {
    const v = (operands[i] as OpOperand).value;
    let defBlock: Block | null;
    let def: Operation | null = null;
    if (v instanceof OpResult) {
      def = v.owner;
      defBlock = def.parent;
      if (defBlock === block) {
        if (reachable && frame.ssa && def.orderIndex >= op.orderIndex) return { op, operand: i, outsideOf: undefined };
        continue;
      }
    } else {
      defBlock = (v as BlockArgument).owner;
      if (defBlock === block) continue;
    }
    // A block enclosing the op in the unit (the value is available unless it is a result
    // of, or after, the op that encloses this one there), or a block dominating one of
    // those in its region (available): either way the value is inside the unit.
    let found = false;
    for (let k = depth - 1; k >= 0 && !found; k--) {
      const outer = stack[k] as Frame;
      if (k < depth - 1 && outer.block === defBlock) {
        if (reachable && def !== null && outer.ssa && def.orderIndex >= (stack[k + 1] as Frame).op.orderIndex)
          return { op, operand: i, outsideOf: undefined };
        found = true;
      } else {
        let dominators = outer.dominators;
        if (dominators === null) outer.dominators = dominators = dom.properDominators(outer.block as Block);
        found = dominators.length !== 0 && dominators.includes(defBlock as Block);
      }
    }
    if (found) continue;
    if (isolatedUnit && !unit.isAncestorRegionOf(defBlock)) return { op, operand: i, outsideOf: unit };
    if (reachable && !dom.properlyDominatesValue(v, op)) return { op, operand: i, outsideOf: undefined };
  }
  return undefined;
}
function nonTerminalSuccessorsError(op: Operation): IRDiagnosticError {
  return op.emitError("operation with block successors must terminate its parent block");
}

/**
 * MLIR checks, on entering a block, that only its last op has successors, before any of
 * the block's ops is verified. The walk checks each op instead; when it stops with an
 * error, the outermost open block with such an op would have been reported first.
 */
function earliestSuccessorError(stack: readonly Frame[], depth: number): IRDiagnosticError | undefined {
  for (let i = 0; i < depth; i++) {
    const block = (stack[i] as Frame).block;
    if (block === null) continue;
    for (let op = block.firstOp; op !== null; op = op.next) {
      if (op.successors.length !== 0 && op.next !== null) return nonTerminalSuccessorsError(op);
    }
  }
  return undefined;
}

type UnknownOperationCheck = (name: OperationName) => boolean;

/**
 * Whether an unregistered op's dialect refuses it (MLIR's `!dialect->allowsUnknownOperations()`):
 * asked of the context (which loads a registered dialect on first use), once per op name
 * in a verification.
 */
function unknownOperationCheck(context: MLIRContext): UnknownOperationCheck {
  const answers = new Map<OperationName, boolean>();
  return (name) => {
    let refused = answers.get(name);
    if (refused === undefined) {
      // An op name refers to a dialect only with text on both sides of its first `.`
      // (MLIR's StringAttr::getReferencedDialect): `"arith."` is an op of no dialect.
      const dot = name.name.indexOf(".");
      const dialect = dot > 0 && dot < name.name.length - 1 ? context.getDialect(name.dialectNamespace) : undefined;
      answers.set(name, (refused = dialect !== undefined && refusesUnknownOperation(dialect, name.name)));
    }
    return refused;
  };
}

/** MLIR's verifyOnExit: a registered op's region verifier, else its dialect's consent. */
function verifyOnExit(op: Operation, refuses: UnknownOperationCheck): void {
  const info = op.name.info;
  if (info !== undefined) {
    // SingleBlockImplicitTerminator's check is a region trait (verifyRegionTrait), so it
    // comes after the op's own verifier and its regions' ops, before its region verifiers.
    if ((kindFlags(op.name) & T_IMPLICIT_TERMINATOR) !== 0) verifyImplicitTerminator(op, implicitTerminatorOf(info) as string);
    info.verifyRegions?.(op);
  } else if (refuses(op.name)) {
    throw op.emitError(
      `unregistered operation '${op.name.name}' found in dialect ('${op.name.dialectNamespace}') that does not allow unknown operations`,
    );
  }
}

function verifyOnEntrance(op: Operation, flags: number): void {
  const info = op.name.info;
  if (info !== undefined) {
    // Unregistered ops of unknown dialects are reported by the parser; IR built
    // programmatically is accepted here.
    if ((flags & (T_ENTRY_TRAITS | T_STRUCTURAL)) !== 0) verifyTraits(op, flags);
    info.verify?.(op);
  }
  const regions = op.regions;
  for (let i = 0; i < regions.length; i++) {
    const region = regions[i] as Region;
    const first = region.firstBlock;
    if (first === null) continue;
    if ((flags & T_REGION_KINDS) !== 0 && regionKindOfIndex(op, i) === "graph" && first !== region.lastBlock)
      throw op.emitOpError(`expects graph region #${i} to have 0 or 1 blocks`);
    if (!first.hasNoPredecessors()) throw op.emitError("entry block of region may not have predecessors");
  }
}

/** regionKindOf for a registered op's region `index`. */
function regionKindOfIndex(op: Operation, index: number): "graph" | "ssacfg" {
  return regionKindAt(op, index);
}

function mayBeValidWithoutTerminator(block: Block): boolean {
  const region = block.parent;
  if (region === null) return true;
  if (region.firstBlock !== region.lastBlock) return false;
  const op = region.parentOp;
  return op === null || (kindFlags(op.name) & T_MIGHT_NO_TERMINATOR) !== 0;
}

/** MLIR's verifyOnEntrance(Block), but for the successor rule (checked per op by the walk). */
function verifyBlockOnEntry(block: Block): void {
  const args = block.arguments;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as BlockArgument;
    if (arg.owner !== block) throw new IRDiagnosticError(arg.loc, "block argument not owned by block");
  }
  if (block.firstOp === null) {
    if (mayBeValidWithoutTerminator(block)) return;
    throw new IRDiagnosticError((block.parentOp as Operation).location, "empty block: expect at least a terminator");
  }
}

/** MLIR's verifyOnExit(Block): the terminator checks, once the block's ops are verified. */
function verifyBlockOnExit(block: Block): void {
  const last = block.lastOp;
  if (last === null) return;
  const successors = last.successors;
  for (let i = 0; i < successors.length; i++) {
    if (successors[i]?.block.parent !== block.parent) throw last.emitOpError("branching to block of a different region");
  }
  if ((kindFlags(last.name) & T_MIGHT_TERMINATE) !== 0 || mayBeValidWithoutTerminator(block)) return;
  // As MLIR's Diagnostic::appendOp: an op printed on several lines starts on a new one.
  const text = formatOperationForDiagnostic(last);
  throw last.emitError(`block with no terminator, has ${text.includes("\n") ? `\n${text}` : text}`);
}

/** Verifies the traits the core understands (ODS-generated verifiers cover the rest). */
function verifyTraits(op: Operation, mask: number): void {
  if ((mask & T_ZERO_OPERANDS) !== 0 && op.operands.length !== 0) throw op.emitOpError("requires zero operands");
  if ((mask & T_ZERO_RESULTS) !== 0 && op.results.length !== 0) throw op.emitOpError("requires zero results");
  if ((mask & T_ZERO_SUCCESSORS) !== 0 && op.successors.length !== 0) throw op.emitOpError("requires zero successors");
  if ((mask & T_ZERO_REGIONS) !== 0 && op.regions.length !== 0) throw op.emitOpError("requires zero regions");
  if ((mask & T_ONE_REGION) !== 0 && op.regions.length !== 1) throw op.emitOpError("requires one region");
  if ((mask & T_TERMINATOR) !== 0) verifyIsTerminator(op);
  if ((mask & T_STRUCTURAL) !== 0) verifyStructuralTraits(op, mask);
}

function verifyStructuralTraits(op: Operation, mask: number): void {
  if ((mask & T_NO_REGION_ARGS) !== 0) {
    for (let i = 0; i < op.regions.length; i++) {
      const r = op.regions[i] as Region;
      if (r.firstBlock !== null && r.firstBlock.arguments.length !== 0) {
        if (op.regions.length > 1) throw op.emitOpError(`region #${i} should have no arguments`);
        throw op.emitOpError("region should have no arguments");
      }
    }
  }
  if ((mask & T_SINGLE_BLOCK) !== 0) {
    for (let i = 0; i < op.regions.length; i++) {
      const r = op.regions[i] as Region;
      if (r.firstBlock === null) continue;
      if (!r.hasOneBlock()) throw op.emitOpError(`expects region #${i} to have 0 or 1 blocks`);
      const block = r.firstBlock;
      if ((mask & T_NO_TERMINATOR) !== 0) continue;
      if (block.lastOp === null) throw op.emitOpError("expects a non-empty block");
    }
  }
  if ((mask & T_SYMBOL_TABLE) !== 0) verifySymbolTable(op);
  if ((mask & T_SYMBOL) !== 0) verifySymbol(op, SymbolOpInterface.impl(op)?.isOptionalSymbol(op) === true);
}

/** SingleBlockImplicitTerminator's region check (its SingleBlock part passed on entry). */
function verifyImplicitTerminator(op: Operation, wanted: string): void {
  for (let i = 0; i < op.regions.length; i++) {
    const term = (op.regions[i] as Region).firstBlock?.lastOp;
    if (term === null || term === undefined || term.name.name === wanted) continue;
    throw op.emitOpError(`expects regions to end with '${wanted}', found '${term.name.name}'`).attachNote(
      term.location,
      "in custom textual format, the absence of terminator implies '" + wanted + "'",
    );
  }
}

function invalidDominance(op: Operation, operandNo: number): IRDiagnosticError {
  const err = op.emitError(`operand #${operandNo} does not dominate this use`);
  const operand = op.getOperand(operandNo);
  const block1 = op.parent as Block;
  const region1 = block1.parent as Region;
  const def = operand.definingOp;
  if (def !== null) {
    const block2 = def.parent as Block;
    const region2 = block2.parent as Region;
    let where: string;
    if (block1 === block2) where = " (op in the same block)";
    else if (region1 === region2) where = " (op in the same region)";
    else if (region2.isProperAncestor(region1)) where = " (op in a parent region)";
    else if (region1.isProperAncestor(region2)) where = " (op in a child region)";
    else where = " (op is neither in a parent nor in a child region)";
    return err.attachNote(def.location, `operand defined here${where}`);
  }
  const arg = operand as BlockArgument;
  const block2 = arg.owner;
  const region2 = block2.parent;
  const loc = block2.parentOp?.location ?? UnknownLoc.get(op.context);
  if (region2 === null) return err.attachNote(loc, " (block without parent)");
  let index = 0;
  for (let b = region2.firstBlock; b !== null && b !== block2; b = b.next) index++;
  let where: string;
  if (region1 === region2) where = " in the same region)";
  else if (region2.isProperAncestor(region1)) where = " in a parent region)";
  else if (region1.isProperAncestor(region2)) where = " in a child region)";
  else where = " neither in a parent nor in a child region)";
  return err.attachNote(loc, `operand defined as a block argument (block #${index}${where}`);
}
