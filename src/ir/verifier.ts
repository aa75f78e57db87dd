// The IR verifier (MLIR's OperationVerifier): structural checks of ops, blocks and
// regions, registered ops' own verifiers and trait checks, then SSA dominance.
// Ops that are isolated from above are verified as independent units, as MLIR does, so
// one error is reported per unit at most; everything is iterative.
import { type Block, type BlockArgument, type OpOperand, OpResult, type Operation, type Region } from "./operation.js";
import { IRDiagnosticError, formatOperationForDiagnostic } from "./diagnostics.js";
import { DominanceInfo, regionKindOf } from "./dominance.js";
import { UnknownLoc } from "./location.js";
import { verifySymbol, verifySymbolTable } from "./symbol-table.js";
import type { RegisteredOperationInfo } from "./dialect.js";

export { setDiagnosticOperationFormatter } from "./diagnostics.js";

/**
 * Verifies `root` and everything nested in it; returns the errors found (empty: valid).
 * As MLIR's verifyOpAndDominance: a unit's structure is checked first (stopping at the
 * first error), then each nested isolated-from-above op as its own unit (all of them,
 * in order), and the unit's dominance only when all of that succeeded.
 */
export function verify(root: Operation): IRDiagnosticError[] {
  interface UnitState {
    readonly op: Operation;
    readonly regions: ReadonlySet<Region>;
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
  while (tasks.length > 0) {
    const task = tasks.pop() as Task;
    if ("enter" in task) {
      const isolated: Operation[] = [];
      let regions: Set<Region>;
      try {
        regions = verifyStructure(task.enter, isolated);
      } catch (e) {
        fail(e, task.parent);
        continue;
      }
      const state: UnitState = { op: task.enter, regions, failed: false, parent: task.parent };
      tasks.push({ finish: state });
      for (let i = isolated.length - 1; i >= 0; i--) tasks.push({ enter: isolated[i] as Operation, parent: state });
      continue;
    }
    const state = task.finish;
    if (state.failed) {
      if (state.parent !== undefined) state.parent.failed = true;
      continue;
    }
    try {
      verifyDominance(state.op);
    } catch (e) {
      fail(e, state.parent);
    }
  }
  return errors;
}

/** Throws the first error found by `verify`. */
export function verifyOrThrow(root: Operation): void {
  const errors = verify(root);
  if (errors.length > 0) throw errors[0];
}

/** The structural pass of a unit; returns the regions it covers (not crossing isolated ops). */
function verifyStructure(unit: Operation, isolated: Operation[]): Set<Region> {
  // Structural pass: entry checks before an op's regions, `verifyRegions` after them.
  // Frames exist only for ops with regions; nested isolated ops are queued as units.
  interface Frame {
    readonly op: Operation;
    region: number;
    block: Block | null;
    cursor: Operation | null;
  }
  verifyOnEntrance(unit);
  const unitRegions = new Set<Region>();
  const stack: Frame[] = [{ op: unit, region: -1, block: null, cursor: null }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    let next: Operation | null = frame.cursor;
    while (next === null) {
      // The current block's ops are done: its exit checks run now (after its ops, as MLIR's).
      const done = frame.block;
      if (done !== null) {
        frame.block = null;
        verifyBlockOnExit(done);
        if (done.next !== null) {
          frame.block = done.next;
          verifyBlockOnEntry(frame.block);
          next = frame.block.firstOp;
          continue;
        }
      }
      const region = frame.op.regions[++frame.region];
      if (region === undefined) break;
      unitRegions.add(region);
      frame.block = region.firstBlock;
      if (frame.block !== null) {
        verifyBlockOnEntry(frame.block);
        next = frame.block.firstOp;
      }
    }
    if (next === null) {
      stack.pop();
      frame.op.name.info?.verifyRegions?.(frame.op);
      continue;
    }
    frame.cursor = next.next;
    if (next.regions.length > 0 && next.hasTrait("IsIsolatedFromAbove")) {
      isolated.push(next);
      continue;
    }
    verifyOnEntrance(next);
    if (next.regions.length > 0) stack.push({ op: next, region: -1, block: null, cursor: null });
    else next.name.info?.verifyRegions?.(next);
  }
  return unitRegions;
}

function verifyOnEntrance(op: Operation): void {
  const info = op.name.info;
  if (info === undefined) {
    if (!op.context.allowUnregisteredDialects && op.context.getDialect(op.name.dialectNamespace) === undefined) {
      // The parser reports unknown dialects; IR built programmatically is accepted here.
    }
  } else {
    verifyTraits(op);
    info.verify?.(op);
  }
  for (let i = 0; i < op.regions.length; i++) {
    const region = op.regions[i] as Region;
    if (region.firstBlock === null) continue;
    if (regionKindOf(region) === "graph" && !region.hasOneBlock())
      throw op.emitOpError(`expects graph region #${i} to have 0 or 1 blocks`);
    if (!region.firstBlock.hasNoPredecessors()) throw op.emitError("entry block of region may not have predecessors");
  }
}

function mayBeValidWithoutTerminator(block: Block): boolean {
  const region = block.parent;
  if (region === null) return true;
  if (!region.hasOneBlock()) return false;
  const op = region.parentOp;
  return op === null || op.mightHaveTrait("NoTerminator");
}

/** MLIR's verifyOnEntrance(Block): before the block's ops are verified. */
function verifyBlockOnEntry(block: Block): void {
  for (const arg of block.arguments) {
    if (arg.owner !== block) throw new IRDiagnosticError(arg.loc, "block argument not owned by block");
  }
  if (block.firstOp === null) {
    if (mayBeValidWithoutTerminator(block)) return;
    throw new IRDiagnosticError((block.parentOp as Operation).location, "empty block: expect at least a terminator");
  }
  for (let op: Operation | null = block.firstOp; op !== null; op = op.next) {
    if (op.successors.length !== 0 && op !== block.lastOp)
      throw op.emitError("operation with block successors must terminate its parent block");
  }
}

/** MLIR's verifyOnExit(Block): the terminator checks, once the block's ops are verified. */
function verifyBlockOnExit(block: Block): void {
  const last = block.lastOp;
  if (last === null) return;
  for (const s of last.successors) {
    if (s.block.parent !== block.parent) throw last.emitOpError("branching to block of a different region");
  }
  if (mayBeValidWithoutTerminator(block)) return;
  if (!last.mightHaveTrait("IsTerminator")) throw last.emitError(`block with no terminator, has ${formatOperationForDiagnostic(last)}`);
}

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

const traitMasks = new WeakMap<RegisteredOperationInfo, number>();

/** The core-understood traits of a registered op as bits (computed once per op kind). */
function traitMask(info: RegisteredOperationInfo): number {
  let m = traitMasks.get(info);
  if (m !== undefined) return m;
  const t = info.traits;
  m =
    (t.has("ZeroOperands") ? T_ZERO_OPERANDS : 0) |
    (t.has("ZeroResults") ? T_ZERO_RESULTS : 0) |
    (t.has("ZeroSuccessors") ? T_ZERO_SUCCESSORS : 0) |
    (t.has("ZeroRegions") ? T_ZERO_REGIONS : 0) |
    (t.has("OneRegion") ? T_ONE_REGION : 0) |
    (t.has("IsTerminator") ? T_TERMINATOR : 0) |
    (t.has("NoRegionArguments") ? T_NO_REGION_ARGS : 0) |
    (t.has("SingleBlock") || t.has("SingleBlockImplicitTerminator") ? T_SINGLE_BLOCK : 0) |
    (t.has("SymbolTable") ? T_SYMBOL_TABLE : 0) |
    (t.has("Symbol") ? T_SYMBOL : 0) |
    (t.has("IsIsolatedFromAbove") ? T_ISOLATED : 0);
  traitMasks.set(info, m);
  return m;
}

/** Verifies the traits the core understands (ODS-generated verifiers cover the rest). */
function verifyTraits(op: Operation): void {
  const info = op.name.info;
  if (info === undefined) return;
  const name = op.name;
  let mask = name.traitMask;
  if (name.traitMaskInfo !== info) {
    mask = traitMask(info);
    name.traitMask = mask;
    name.traitMaskInfo = info;
  }
  if (mask === 0) return;
  if ((mask & T_ZERO_OPERANDS) !== 0 && op.operands.length !== 0) throw op.emitOpError("requires zero operands");
  if ((mask & T_ZERO_RESULTS) !== 0 && op.results.length !== 0) throw op.emitOpError("requires zero results");
  if ((mask & T_ZERO_SUCCESSORS) !== 0 && op.successors.length !== 0) throw op.emitOpError("requires zero successors");
  if ((mask & T_ZERO_REGIONS) !== 0 && op.regions.length !== 0) throw op.emitOpError("requires zero regions");
  if ((mask & T_ONE_REGION) !== 0 && op.regions.length !== 1) throw op.emitOpError("requires one region");
  if ((mask & T_TERMINATOR) !== 0) {
    const block = op.parent;
    if (block === null || block.lastOp !== op) throw op.emitOpError("must be the last operation in the parent block");
  }
  if ((mask & (T_NO_REGION_ARGS | T_SINGLE_BLOCK | T_SYMBOL_TABLE | T_SYMBOL)) === 0) return;
  verifyStructuralTraits(op, info.traits);
}

function verifyStructuralTraits(op: Operation, t: ReadonlySet<string>): void {
  if (t.has("NoRegionArguments")) {
    for (let i = 0; i < op.regions.length; i++) {
      const r = op.regions[i] as Region;
      if (r.firstBlock !== null && r.firstBlock.arguments.length !== 0) {
        if (op.regions.length > 1) throw op.emitOpError(`region #${i} should have no arguments`);
        throw op.emitOpError("region should have no arguments");
      }
    }
  }
  if (t.has("SingleBlock") || t.has("SingleBlockImplicitTerminator")) {
    for (let i = 0; i < op.regions.length; i++) {
      const r = op.regions[i] as Region;
      if (r.firstBlock === null) continue;
      if (!r.hasOneBlock()) throw op.emitOpError(`expects region #${i} to have 0 or 1 blocks`);
      const block = r.firstBlock;
      if (t.has("NoTerminator")) continue;
      if (block.lastOp === null) throw op.emitOpError("expects a non-empty block");
      const term = block.lastOp;
      const wanted = op.name.info?.implicitTerminator;
      if (wanted !== undefined && term.name.name !== wanted)
        throw op.emitOpError(`expects regions to end with '${wanted}', found '${term.name.name}'`).attachNote(
          term.location,
          "in custom textual format, the absence of terminator implies '" + wanted + "'",
        );
    }
  }
  if (t.has("SymbolTable")) verifySymbolTable(op);
  if (t.has("Symbol")) verifySymbol(op, op.name.info?.extra?.["optionalSymbol"] === true);
}

/**
 * SSA dominance of every operand in the unit (skipping unreachable blocks) and, when the
 * unit op is isolated from above, that every operand is defined inside it. Visits ops in
 * MLIR's order (an op's operands, then its nested regions, then the next op); same-block
 * uses, the common case, are decided from the block order directly.
 */
function verifyDominance(unit: Operation): void {
  interface Frame {
    readonly op: Operation;
    region: number;
    block: Block | null;
    cursor: Operation | null;
    reachable: boolean;
    ssa: boolean;
  }
  const dom = new DominanceInfo();
  const isolatedUnit = unit.hasTrait("IsIsolatedFromAbove");
  const stack: Frame[] = [{ op: unit, region: -1, block: null, cursor: null, reachable: true, ssa: true }];
  const enterBlock = (frame: Frame, block: Block): void => {
    frame.block = block;
    frame.reachable = dom.isReachableFromEntry(block);
    frame.ssa = dom.hasSSADominance(block);
    if (frame.ssa && !block.isOpOrderValid()) block.recomputeOpOrder();
    frame.cursor = block.firstOp;
  };
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    let op = frame.cursor;
    while (op === null) {
      if (frame.block !== null && frame.block.next !== null) {
        enterBlock(frame, frame.block.next);
        op = frame.cursor;
        continue;
      }
      const region = frame.op.regions[++frame.region];
      if (region === undefined) break;
      frame.block = null;
      if (region.firstBlock !== null) {
        enterBlock(frame, region.firstBlock);
        op = frame.cursor;
      }
    }
    if (op === null) {
      stack.pop();
      continue;
    }
    frame.cursor = op.next;
    const block = frame.block as Block;
    const reachable = frame.reachable;
    const ssa = frame.ssa;
    const operands = op.operands;
    for (let i = 0; i < operands.length; i++) {
      const v = (operands[i] as OpOperand).value;
      let defBlock: Block | null;
      let ok: boolean;
      if (v instanceof OpResult) {
        const def = v.owner;
        defBlock = def.parent;
        ok = !reachable || (defBlock === block ? !ssa || def.orderIndex < op.orderIndex : dom.properlyDominatesValue(v, op));
      } else {
        defBlock = (v as BlockArgument).owner;
        ok = defBlock === block || !reachable || dom.properlyDominatesValue(v, op);
      }
      // A value of the op's own block is inside the unit; others are looked up.
      if (isolatedUnit && defBlock !== block && !unit.isAncestorRegionOf(defBlock))
        throw op.emitOpError("using value defined outside the region").attachNote(unit.location, "required by region isolation constraints");
      if (!ok) throw invalidDominance(op, i);
    }
    if (op.regions.length > 0 && !op.hasTrait("IsIsolatedFromAbove"))
      stack.push({ op, region: -1, block: null, cursor: null, reachable: true, ssa: true });
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
