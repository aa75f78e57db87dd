// The IR verifier (MLIR's OperationVerifier): structural checks of ops, blocks and
// regions, registered ops' own verifiers and trait checks, then SSA dominance.
// Ops that are isolated from above are verified as independent units, as MLIR does, so
// one error is reported per unit at most; everything is iterative.
import { type Block, BlockArgument, type OpOperand, type OpResult, type Operation, type Region } from "./operation.js";
import { IRDiagnosticError } from "./diagnostics.js";
import { DominanceInfo, regionKindOf } from "./dominance.js";
import { UnknownLoc } from "./location.js";
import { verifySymbol, verifySymbolTable } from "./symbol-table.js";

/** How an op is rendered inside a diagnostic ("block with no terminator, has ..."); set by the text layer. */
let operationFormatter: (op: Operation) => string = (op) => `"${op.name.name}"`;

export function setDiagnosticOperationFormatter(format: (op: Operation) => string): void {
  operationFormatter = format;
}

/** Verifies `root` and everything nested in it; returns the errors found (empty: valid). */
export function verify(root: Operation): IRDiagnosticError[] {
  const errors: IRDiagnosticError[] = [];
  const units: Operation[] = [root];
  while (units.length > 0) {
    const unit = units.shift() as Operation;
    try {
      verifyUnit(unit, units);
    } catch (e) {
      if (e instanceof IRDiagnosticError) errors.push(e);
      else throw e;
    }
  }
  return errors;
}

/** Throws the first error found by `verify`. */
export function verifyOrThrow(root: Operation): void {
  const errors = verify(root);
  if (errors.length > 0) throw errors[0];
}

function verifyUnit(unit: Operation, isolated: Operation[]): void {
  // Structural pass: entry checks before an op's regions, `verifyRegions` after them.
  // Frames exist only for ops with regions; nested isolated ops are queued as units.
  interface Frame {
    readonly op: Operation;
    region: number;
    block: Block | null;
    cursor: Operation | null;
  }
  verifyOnEntrance(unit);
  const stack: Frame[] = [{ op: unit, region: -1, block: null, cursor: null }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    let next: Operation | null = frame.cursor;
    while (next === null) {
      if (frame.block !== null && frame.block.next !== null) {
        frame.block = frame.block.next;
        verifyBlock(frame.block);
        next = frame.block.firstOp;
        continue;
      }
      const region = frame.op.regions[++frame.region];
      if (region === undefined) break;
      frame.block = region.firstBlock;
      if (frame.block !== null) {
        verifyBlock(frame.block);
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
  verifyDominance(unit);
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

function verifyBlock(block: Block): void {
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
  const last = block.lastOp as Operation;
  for (const s of last.successors) {
    if (s.block.parent !== block.parent) throw last.emitOpError("branching to block of a different region");
  }
  if (mayBeValidWithoutTerminator(block)) return;
  if (!last.mightHaveTrait("IsTerminator")) throw last.emitError(`block with no terminator, has ${operationFormatter(last)}`);
}

/** Verifies the traits the core understands (ODS-generated verifiers cover the rest). */
function verifyTraits(op: Operation): void {
  const t = op.name.info?.traits;
  if (t === undefined) return;
  if (t.has("ZeroOperands") && op.operands.length !== 0) throw op.emitOpError("requires zero operands");
  if (t.has("ZeroResults") && op.results.length !== 0) throw op.emitOpError("requires zero results");
  if (t.has("ZeroSuccessors") && op.successors.length !== 0) throw op.emitOpError("requires zero successors");
  if (t.has("ZeroRegions") && op.regions.length !== 0) throw op.emitOpError("requires zero regions");
  if (t.has("OneRegion") && op.regions.length !== 1) throw op.emitOpError("requires one region");
  if (t.has("IsTerminator")) {
    const block = op.parent;
    if (block === null || block.lastOp !== op) throw op.emitOpError("must be the last operation in the parent block");
  }
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
  if (t.has("IsIsolatedFromAbove")) verifyIsolation(op);
}

function verifyIsolation(isolated: Operation): void {
  // The regions under `isolated` (not crossing nested isolated ops): operands must be
  // defined in one of them.
  const inside = new Set<Region>();
  const work: Region[] = [...isolated.regions];
  while (work.length > 0) {
    const r = work.pop() as Region;
    inside.add(r);
    for (let b = r.firstBlock; b !== null; b = b.next) {
      for (let o = b.firstOp; o !== null; o = o.next) {
        if (o.regions.length > 0 && !o.hasTrait("IsIsolatedFromAbove")) for (const nr of o.regions) work.push(nr);
      }
    }
  }
  for (const r of inside) {
    for (let b = r.firstBlock; b !== null; b = b.next) {
      for (let o = b.firstOp; o !== null; o = o.next) {
        const operands = o.operands;
        for (let i = 0; i < operands.length; i++) {
          const v = (operands[i] as OpOperand).value;
          const block = v instanceof BlockArgument ? v.owner : (v as OpResult).owner.parent;
          const pr = block === null ? null : block.parent;
          if (pr === null || !inside.has(pr)) {
            // A value from inside a nested isolated op would also be "outside" here.
            if (pr !== null && isolated.regions.some((ir) => ir.isAncestor(pr))) continue;
            throw o.emitOpError("using value defined outside the region").attachNote(isolated.location, "required by region isolation constraints");
          }
        }
      }
    }
  }
}

function verifyDominance(unit: Operation): void {
  const dom = new DominanceInfo();
  const stack: Region[] = [];
  for (let i = unit.regions.length - 1; i >= 0; i--) stack.push(unit.regions[i] as Region);
  while (stack.length > 0) {
    const region = stack.pop() as Region;
    const nested: Region[] = [];
    for (let block = region.firstBlock; block !== null; block = block.next) {
      const reachable = dom.isReachableFromEntry(block);
      for (let op = block.firstOp; op !== null; op = op.next) {
        if (reachable) {
          const operands = op.operands;
          for (let i = 0; i < operands.length; i++) {
            const v = (operands[i] as { value: import("./operation.js").Value }).value;
            if (!dom.properlyDominatesValue(v, op)) throw invalidDominance(op, i);
          }
        }
        if (op.regions.length > 0 && !op.hasTrait("IsIsolatedFromAbove")) for (const r of op.regions) nested.push(r);
      }
    }
    for (let i = nested.length - 1; i >= 0; i--) stack.push(nested[i] as Region);
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
