// The IR verifier (MLIR's OperationVerifier): structural checks of ops, blocks and
// regions, registered ops' own verifiers and trait checks, then SSA dominance.
// Ops that are isolated from above are verified as independent units, as MLIR does: each
// when the walk leaves the op whose region holds it (before that op's region checks), the
// unit's isolation check as its region trait, its dominance once all of that passed.
// Verification stops at the first error; everything is iterative.
import { type Block, type BlockArgument, type OpOperand, OpResult, type Operation, type Region } from "./operation.js";
import type { MLIRContext, OperationName } from "./context.js";
import { IRDiagnosticError, formatOperationForDiagnostic } from "./diagnostics.js";
import { DominanceInfo } from "./dominance.js";
import { UnknownLoc } from "./location.js";
import type { NamedAttribute } from "./attributes.js";
import { isSymbolTable, verifySymbol, verifySymbolTable } from "./symbol-table.js";
import { verifySymbolUsesUnder } from "./symbol-uses.js";
import { OpTrait, type OpTraitKey } from "./traits.js";
import { verifyIsTerminator } from "./trait-verifiers.js";
import { RegionKindInterface, SymbolOpInterface } from "./op-interfaces.js";
import { UNREGISTERED_DIALECT_REFUSAL, implicitTerminatorOf, refusesUnknownOperation } from "./dialect.js";
import { regionKindAt } from "./dominance.js";


/**
 * Verifies `root` and everything nested in it; returns the errors found (empty: valid;
 * else the diagnostics of the first failure, as MLIR's verifier stops there). As MLIR's
 * verifyOpAndDominance: a unit's structure is checked in one walk, each nested
 * isolated-from-above op as its own unit when the walk leaves the op holding it, and the
 * unit's dominance only when all of that succeeded.
 */
export function verify(root: Operation): IRDiagnosticError[] {
  // A check may report diagnostics before the error it throws (MLIR's verifiers emit
  // several): they come first, in order, when it fails; else they go on to the context's handlers.
  const engine = root.context.getDiagEngine();
  const reported: IRDiagnosticError[] = [];
  const id = engine.registerHandler((d) => reported.push(d) > 0);
  let errors: IRDiagnosticError[];
  try {
    errors = verifyWalk(root);
  } finally {
    engine.eraseHandler(id);
  }
  if (errors.length > 0) return [...reported, ...errors];
  for (const d of reported) engine.emit(d);
  return errors;
}

function verifyWalk(root: Operation): IRDiagnosticError[] {
  const refuses = unknownOperationCheck(root.context);
  // The units being verified, outermost first: each one below the top waits at the exit
  // of an op for the nested unit above it.
  const walks: UnitWalk[] = [];
  try {
    walks.push(startWalk(root));
    while (walks.length > 0) {
      const walk = walks[walks.length - 1] as UnitWalk;
      const nested = resumeWalk(walk, refuses);
      if (nested !== undefined) {
        walks.push(startWalk(nested));
        continue;
      }
      walks.pop();
      // Built now, not during the walk: the error's op text is the op as verified.
      if (walk.dominanceFailure !== undefined) throw invalidDominance(walk.dominanceFailure.op, walk.dominanceFailure.operand);
    }
  } catch (e) {
    if (!(e instanceof IRDiagnosticError)) throw e;
    for (const walk of walks) {
      const earlier = earliestSuccessorError(walk.stack, walk.depth);
      if (earlier !== undefined) return [earlier];
    }
    return [e];
  }
  return [];
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
  /** The isolated-from-above ops directly in `op`'s regions, verified when the walk leaves `op`. */
  readonly isolated: Operation[];
  /** How many of `isolated` have been handed out for verification. */
  isolatedDone: number;
}

function newFrame(op: Operation): Frame {
  return { op, region: -1, block: null, cursor: null, reachable: true, ssa: true, dominators: null, isolated: [], isolatedDone: 0 };
}

/** Where dominance verification failed: an operand not available to its op. */
interface DominanceFailure {
  readonly op: Operation;
  readonly operand: number;
}

/** The verification of one unit: an isolated-from-above op (or the root) without its nested units. */
interface UnitWalk {
  readonly unit: Operation;
  readonly dom: DominanceInfo;
  /** Whether the unit is isolated from above (its ops may use only values defined in it). */
  readonly isolatedUnit: boolean;
  /** Frames exist only for ops with regions and are reused by depth. */
  readonly stack: Frame[];
  depth: number;
  /** The unit's first dominance failure, reported only if its structure and nested units pass. */
  dominanceFailure: DominanceFailure | undefined;
  /** Whether an op of the unit uses a value defined outside the region holding it (isolated units). */
  escapes: boolean;
}

/** Starts verifying `unit`: its own entry checks; `resumeWalk` does the rest. */
function startWalk(unit: Operation): UnitWalk {
  verifyOnEntrance(unit, kindFlags(unit.name));
  const isolatedUnit = (kindFlags(unit.name) & T_ISOLATED) !== 0;
  return { unit, dom: new DominanceInfo(), isolatedUnit, stack: [newFrame(unit)], depth: 1, dominanceFailure: undefined, escapes: false };
}

/**
 * Walks `walk`'s unit, entry checks before an op's regions and exit checks after them,
 * throwing the first structural error. Returns a nested isolated-from-above op to verify
 * first when the walk reaches the exit of the op holding it (call again once it passed),
 * or undefined when the unit is done. SSA dominance is checked in the same walk; its first
 * failure is kept in the walk rather than thrown: as in MLIR, it counts only once the
 * structure of the unit and of its nested units is known to be valid.
 */
function resumeWalk(walk: UnitWalk, refuses: UnknownOperationCheck): Operation | undefined {
  const { stack, dom, unit, isolatedUnit } = walk;
  while (walk.depth > 0) {
    const depth = walk.depth;
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
        const region = frame.op.regions[frame.region + 1];
        if (region === undefined) break;
        frame.region++;
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
      // MLIR's verifyOnExit(op): the nested isolated ops first, then the op's region checks.
      if (frame.isolatedDone < frame.isolated.length) return frame.isolated[frame.isolatedDone++];
      walk.depth--;
      if (depth === 1 && walk.escapes) throw isolationError(unit);
      verifyOnExit(frame.op, refuses);
      continue;
    }
    frame.cursor = next.next;
    // MLIR checks this for all of a block's ops when entering the block; here it is
    // checked as the walk reaches each op, and `earliestSuccessorError` restores
    // MLIR's choice when any error is found.
    if (next.successors.length !== 0 && next.next !== null) throw nonTerminalSuccessorsError(next);
    if (next.numOperands !== 0) {
      if (walk.dominanceFailure === undefined) walk.dominanceFailure = operandDominanceFailure(walk, next);
      else if (isolatedUnit && !walk.escapes) walk.escapes = usesOuterValue(walk, next);
    }
    const flags = kindFlags(next.name);
    const numRegions = next.regions.length;
    if (numRegions > 0 && (flags & T_ISOLATED) !== 0) {
      frame.isolated.push(next);
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
        child.isolated.length = 0;
        child.isolatedDone = 0;
      }
      walk.depth++;
    } else verifyOnExit(next, refuses);
  }
  return undefined;
}

/** The unit's region the walk is in (operands must come from it when the unit is isolated). */
function unitRegion(walk: UnitWalk): Region {
  const top = walk.stack[0] as Frame;
  return top.op.regions[top.region] as Region;
}

/** Whether an operand of `op` is defined outside the unit's region the walk is in. */
function usesOuterValue(walk: UnitWalk, op: Operation): boolean {
  const region = unitRegion(walk);
  const numOperands = op.numOperands;
  for (let i = 0; i < numOperands; i++) {
    const v = op.getOperand(i);
    const defRegion = v instanceof OpResult ? v.owner.parentRegion : (v as BlockArgument).owner.parent;
    if (defRegion === null || !region.isAncestor(defRegion)) return true;
  }
  return false;
}

/**
 * The first operand of the walk's current op (in the top frame's block) that is not
 * available there, as MLIR's dominance verifier reports it; also notes, when the unit is
 * isolated from above, an operand defined outside the unit's region (`escapes`). Values of
 * the op's own block or of a block enclosing it in the unit, the common cases, are decided
 * from the frames and the blocks' op order.
 */
function operandDominanceFailure(walk: UnitWalk, op: Operation): DominanceFailure | undefined {
  const { stack, depth, dom } = walk;
  const frame = stack[depth - 1] as Frame;
  const block = frame.block as Block;
  const reachable = frame.reachable;
  const numOperands = op.numOperands;
  for (let i = 0; i < numOperands; i++) {
    const v = op.getOperand(i);
    let defBlock: Block | null;
    let def: Operation | null = null;
    if (v instanceof OpResult) {
      def = v.owner;
      defBlock = def.parent;
      if (defBlock === block) {
        if (reachable && frame.ssa && def.orderIndex >= op.orderIndex) return failureAfter(walk, op, i);
        continue;
      }
    } else {
      defBlock = (v as BlockArgument).owner;
      if (defBlock === block) continue;
    }
    // A block enclosing the op in the unit (the value is available unless it is a result
    // of, or after, the op that encloses this one there), or a block dominating one of
    // those in its region (available): either way the value is inside the unit's region.
    let found = false;
    for (let k = depth - 1; k >= 0 && !found; k--) {
      const outer = stack[k] as Frame;
      if (k < depth - 1 && outer.block === defBlock) {
        if (reachable && def !== null && outer.ssa && def.orderIndex >= (stack[k + 1] as Frame).op.orderIndex) return failureAfter(walk, op, i);
        found = true;
      } else {
        let dominators = outer.dominators;
        if (dominators === null) outer.dominators = dominators = dom.properDominators(outer.block as Block);
        found = dominators.length !== 0 && dominators.includes(defBlock as Block);
      }
    }
    if (found) continue;
    if (walk.isolatedUnit && !walk.escapes && (defBlock === null || defBlock.parent === null || !unitRegion(walk).isAncestor(defBlock.parent))) {
      // Reported by the unit's isolation check, which comes before its dominance.
      walk.escapes = true;
      continue;
    }
    if (reachable && !dom.properlyDominatesValue(v, op)) return failureAfter(walk, op, i);
  }
  return undefined;
}

/** A dominance failure at `op`'s operand `operand`, once the rest of its operands are checked for isolation. */
function failureAfter(walk: UnitWalk, op: Operation, operand: number): DominanceFailure {
  if (walk.isolatedUnit && !walk.escapes) walk.escapes = usesOuterValue(walk, op);
  return { op, operand };
}

/**
 * MLIR's IsolatedFromAbove region check: the first op, region by region of the unit (an
 * op's nested regions after all ops of the region holding it, the last pending region
 * first), that uses a value defined outside the unit's region. Nested isolated ops check
 * themselves.
 */
function isolationError(unit: Operation): IRDiagnosticError {
  for (const region of unit.regions) {
    const pending: Region[] = [region];
    while (pending.length > 0) {
      const current = pending.pop() as Region;
      for (let block = current.firstBlock; block !== null; block = block.next) {
        for (let op = block.firstOp; op !== null; op = op.next) {
          const numOperands = op.numOperands;
          for (let i = 0; i < numOperands; i++) {
            const v = op.getOperand(i);
            const defRegion = v instanceof OpResult ? v.owner.parentRegion : (v as BlockArgument).owner.parent;
            if (defRegion === null) throw op.emitError("operation's operand is unlinked");
            if (!region.isAncestor(defRegion))
              return op.emitOpError("using value defined outside the region").attachNote(unit.location, "required by region isolation constraints");
          }
          if (op.regions.length > 0 && (kindFlags(op.name) & T_ISOLATED) === 0) for (const sub of op.regions) pending.push(sub);
        }
      }
    }
  }
  throw new Error("isolationError: the unit uses no outer value");
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

/** Why an unregistered op is refused: its dialect refuses unknown ops, or no dialect of that name is loaded; undefined when accepted. */
type UnknownOperationCheck = (name: OperationName) => "dialect" | "unregistered-dialect" | undefined;

/**
 * Whether an unregistered op's dialect refuses it (MLIR's `!dialect->allowsUnknownOperations()`):
 * asked of the context (which loads a registered dialect on first use), once per op name
 * in a verification.
 */
function unknownOperationCheck(context: MLIRContext): UnknownOperationCheck {
  const answers = new Map<OperationName, ReturnType<UnknownOperationCheck>>();
  return (name) => {
    if (answers.has(name)) return answers.get(name);
    // An op name refers to a dialect only with text on both sides of its first `.`
    // (MLIR's StringAttr::getReferencedDialect): `"arith."` is an op of no dialect.
    const dot = name.name.indexOf(".");
    const dialect = dot > 0 && dot < name.name.length - 1 ? context.getDialect(name.dialectNamespace) : undefined;
    // The parser refuses ops of unknown dialects as it reads them; an op of no loaded
    // dialect is seen here when a parser hook created it (linalg's payload op).
    const refused =
      dialect !== undefined ? (refusesUnknownOperation(dialect, name.name) ? "dialect" : undefined) : context.allowUnregisteredDialects ? undefined : "unregistered-dialect";
    answers.set(name, refused);
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
    // SymbolTable's region trait: the symbol uses under the table, once its ops are verified.
    if (isSymbolTable(op)) verifySymbolUsesUnder(op);
    info.verifyRegions?.(op);
  } else {
    const refused = refuses(op.name);
    if (refused === "dialect")
      throw op.emitError(`unregistered operation '${op.name.name}' found in dialect ('${op.name.dialectNamespace}') that does not allow unknown operations`);
    if (refused === "unregistered-dialect")
      throw op.emitOpError(UNREGISTERED_DIALECT_REFUSAL);
  }
}

function verifyOnEntrance(op: Operation, flags: number): void {
  const discardable = op.attributes.value;
  if (discardable.length > 0) verifyDialectAttributes(op, discardable);
  const info = op.name.info;
  if (info !== undefined) {
    // Unregistered ops of unknown dialects are reported by the parser; IR built
    // programmatically is accepted here.
    info.verifyCounts?.(op);
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

/**
 * MLIR's dialect attribute check: each discardable attribute named `ns.x` is the dialect
 * ns's to verify (the parser loads the dialect such a name mentions, so this may load it).
 */
function verifyDialectAttributes(op: Operation, attributes: readonly NamedAttribute[]): void {
  for (const attribute of attributes) {
    const dot = attribute.name.indexOf(".");
    if (dot <= 0) continue;
    op.context.getDialect(attribute.name.slice(0, dot))?.verifyOperationAttribute?.(op, attribute);
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
  if ((mask & T_ZERO_OPERANDS) !== 0 && op.numOperands !== 0) throw op.emitOpError("requires zero operands");
  if ((mask & T_ZERO_RESULTS) !== 0 && op.numResults !== 0) throw op.emitOpError("requires zero results");
  if ((mask & T_ZERO_SUCCESSORS) !== 0 && op.successors.length !== 0) throw op.emitOpError(`requires 0 successors but found ${op.successors.length}`);
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
    // MLIR attaches the note without a location of its own: it is the op's.
    throw op.emitOpError(`expects regions to end with '${wanted}', found '${term.name.name}'`).attachNote(
      op.location,
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
