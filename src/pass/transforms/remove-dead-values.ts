// remove-dead-values (MLIR 19's RemoveDeadValues): with liveness (dataflow: dead code
// analysis, constant propagation, backward liveness), removes what no live value needs:
// non-live arguments and results of private functions (with the matching call operands and
// results), the operands, region arguments, terminator operands and results of
// region-branching ops that only carry non-live values, whole region-branching ops and
// simple ops free of memory effects whose results are all non-live. IR with branch ops, or
// symbol users that are not calls, is refused with MLIR's error. The IR is cleaned in one
// post-order walk, as MLIR does; uses are dropped as MLIR drops them (an operand whose value
// was dropped counts as non-live until its owner goes too).
import type { Location } from "../../ir/location.js";
import { Block, BlockArgument, OpResult, Operation, type Region, Value } from "../../ir/operation.js";
import {
  BranchOpInterface,
  CallOpInterface,
  FunctionOpInterface,
  RegionBranchOpInterface,
  RegionBranchTerminatorOpInterface,
  SymbolOpInterface,
  SymbolUserOpInterface,
  type RegionSuccessor,
} from "../../ir/op-interfaces.js";
import { isMemoryEffectFree } from "../../ir/side-effects.js";
import { getSymbolName, getSymbolVisibility } from "../../ir/symbol-table.js";
import { OpTrait } from "../../ir/traits.js";
import { walkOps } from "../../ir/operation.js";
import type { Type } from "../../ir/types.js";
import { RunLivenessAnalysis } from "../dataflow/liveness.js";
import { RemoveDeadValuesBase } from "../../../generated/transforms-passes.js";
import { eraseFunctionArguments, eraseFunctionResults } from "./function-signature.js";
import { symbolUsesOf } from "./symbol-uses.js";

/** What a use points at once MLIR would have dropped it (a null value there). */
class DroppedValue extends Value {
  constructor(
    type: Type,
    private readonly loc: Location,
  ) {
    super(type);
  }
  get parentBlock(): Block | null {
    return null;
  }
  get definingOp(): null {
    return null;
  }
  get location(): Location {
    return this.loc;
  }
}

function isDropped(value: Value): boolean {
  return value instanceof DroppedValue;
}

/** MLIR's Value::dropAllUses: every use is left without a value. */
function dropAllUses(value: Value): void {
  if (value.firstUse === null) return;
  value.replaceAllUsesWith(new DroppedValue(value.type, value.location));
}

function dropAllResultUses(op: Operation): void {
  for (const result of op.results) dropAllUses(result);
}

/** Erases the operands (or block arguments) flagged in `erase`, last first. */
function eraseOperands(op: Operation, erase: readonly boolean[]): void {
  for (let i = op.operands.length - 1; i >= 0; i--) if (erase[i] === true) op.eraseOperand(i);
}

function eraseArguments(block: Block, erase: readonly boolean[]): void {
  for (let i = block.numArguments - 1; i >= 0; i--) if (erase[i] === true) block.eraseArgument(i);
}

/** The position of a successor input: its argument number or result number. */
function inputIndex(value: Value): number {
  return value instanceof BlockArgument || value instanceof OpResult ? value.index : -1;
}

function not(bits: readonly boolean[]): boolean[] {
  return bits.map((b) => !b);
}

class Cleaner {
  constructor(private readonly la: RunLivenessAnalysis) {}

  /** Whether any of `values` is live (no liveness known counts as live; a dropped value does not). */
  hasLive(values: readonly Value[]): boolean {
    for (const value of values) {
      if (isDropped(value)) continue;
      const liveness = this.la.getLiveness(value);
      if (liveness === undefined || liveness.isLive) return true;
    }
    return false;
  }

  /** Per value: live (or unknown), as MLIR's markLives. */
  markLives(values: readonly Value[]): boolean[] {
    return values.map((value) => {
      if (isDropped(value)) return false;
      const liveness = this.la.getLiveness(value);
      return liveness === undefined || liveness.isLive;
    });
  }

  cleanSimpleOp(op: Operation): void {
    if (!isMemoryEffectFree(op) || this.hasLive(op.results)) return;
    dropAllResultUses(op);
    op.erase();
  }

  cleanFuncOp(funcOp: Operation, module: Operation): void {
    const body = funcOp.regions[0];
    const entry = body?.firstBlock ?? null;
    if (getSymbolVisibility(funcOp) === "public" || body === undefined || entry === null) return;
    const args = entry.arguments.slice();
    const nonLiveArgs = not(this.markLives(args));
    args.forEach((arg, i) => {
      if (nonLiveArgs[i] === true) dropAllUses(arg);
    });
    eraseFunctionArguments(funcOp, nonLiveArgs);

    const uses = symbolUsesOf(funcOp, module) ?? [];
    for (const use of uses) {
      const call = use.user;
      const argOperands = CallOpInterface.impl(call)?.getArgOperandsMutable(call);
      if (argOperands === undefined) continue;
      const erase = new Array<boolean>(call.operands.length).fill(false);
      nonLiveArgs.forEach((isDead, i) => {
        if (isDead && i < argOperands.length) erase[argOperands.beginIndex + i] = true;
      });
      eraseOperands(call, erase);
    }

    // A result can go when no caller uses it, even if the function computes it from live values.
    const lastBlock = body.lastBlock as Block;
    const numReturns = lastBlock.lastOp?.operands.length ?? 0;
    let nonLiveRets = new Array<boolean>(numReturns).fill(true);
    for (const use of uses) {
      const deadResults = not(this.markLives(use.user.results));
      nonLiveRets = nonLiveRets.map((bit, i) => bit && deadResults[i] === true);
    }
    for (let block: Block | null = entry; block !== null; block = block.next) {
      const terminator = block.lastOp;
      if (terminator !== null && terminator.operands.length === numReturns) eraseOperands(terminator, nonLiveRets);
    }
    eraseFunctionResults(funcOp, nonLiveRets);
    for (const use of uses) dropUsesAndEraseResults(use.user, nonLiveRets);
  }

  cleanRegionBranchOp(op: Operation): void {
    const impl = RegionBranchOpInterface.impl(op);
    if (impl === undefined) return;
    if (isMemoryEffectFree(op) && !this.hasLive(op.results)) {
      dropAllResultUses(op);
      op.erase();
      return;
    }
    const successorsOf = (region?: Region): RegionSuccessor[] => impl.getSuccessorRegions(op, region ?? "parent");
    /** The operand numbers forwarded to `successor`, by `terminator` or by the op itself. */
    const forwardedOperands = (successor: RegionSuccessor, terminator?: Operation): number[] => {
      const point = successor.region ?? "parent";
      const range = terminator !== undefined ? RegionBranchTerminatorOpInterface.impl(terminator)?.getMutableSuccessorOperands(terminator, point) : impl.getEntrySuccessorOperands(op, point);
      if (range === undefined) return [];
      return Array.from({ length: range.length }, (_, i) => range.beginIndex + i);
    };
    const entryTerminator = (region: Region): Operation => (region.firstBlock as Block).lastOp as Operation;
    const lastTerminator = (region: Region): Operation => (region.lastBlock as Block).lastOp as Operation;

    // MLIR reads the entry block and terminator of every region (an empty one, as an scf.if
    // without else, is undefined behaviour there): empty regions are left out here.
    const regions = op.regions.filter((region) => region.firstBlock?.lastOp != null);
    const resultsToKeep = this.markLives(op.results);
    const argsToKeep = new Map<Region, boolean[]>();
    for (const region of regions) argsToKeep.set(region, this.markLives(region.firstBlock?.arguments ?? []));
    const operandsToKeep = new Array<boolean>(op.operands.length).fill(true);
    for (const successor of successorsOf()) for (const n of forwardedOperands(successor)) operandsToKeep[n] = false;
    const terminatorOperandsToKeep = new Map<Operation, boolean[]>();
    for (const region of regions) {
      const terminator = entryTerminator(region);
      const keep = new Array<boolean>(terminator.operands.length).fill(true);
      for (const successor of successorsOf(region)) for (const n of forwardedOperands(successor, terminator)) keep[n] = false;
      terminatorOperandsToKeep.set(terminator, keep);
    }

    /** Whether the successor input (a region argument or a result) is kept. */
    const inputKept = (successor: RegionSuccessor, index: number): boolean => {
      const at = inputIndex(successor.inputs[index] as Value);
      if (successor.region !== undefined) return (argsToKeep.get(successor.region) as boolean[])[at] === true;
      return resultsToKeep[at] === true;
    };
    const keepInput = (successor: RegionSuccessor, index: number): void => {
      const at = inputIndex(successor.inputs[index] as Value);
      if (successor.region !== undefined) (argsToKeep.get(successor.region) as boolean[])[at] = true;
      else resultsToKeep[at] = true;
    };
    const updateOperandsToKeep = (keep: boolean[], region?: Region): void => {
      const terminator = region === undefined ? undefined : entryTerminator(region);
      for (const successor of successorsOf(region)) {
        forwardedOperands(successor, terminator).forEach((n, i) => {
          if (i < successor.inputs.length) keep[n] = keep[n] === true || inputKept(successor, i);
        });
      }
    };
    const recomputeResultsAndArgsToKeep = (): boolean => {
      let changed = false;
      const apply = (successor: RegionSuccessor, operandNumbers: readonly number[], kept: readonly boolean[]): void => {
        operandNumbers.forEach((n, i) => {
          if (i >= successor.inputs.length) return;
          const basedOn = kept[n] === true;
          if (!inputKept(successor, i) && basedOn) changed = true;
          if (basedOn) keepInput(successor, i);
        });
      };
      for (const successor of successorsOf()) apply(successor, forwardedOperands(successor), operandsToKeep);
      for (const region of regions) {
        const terminator = entryTerminator(region);
        const kept = terminatorOperandsToKeep.get(lastTerminator(region)) ?? [];
        for (const successor of successorsOf(region)) apply(successor, forwardedOperands(successor, terminator), kept);
      }
      return changed;
    };
    for (let changed = true; changed; ) {
      updateOperandsToKeep(operandsToKeep);
      for (const region of regions) {
        const kept = terminatorOperandsToKeep.get(lastTerminator(region));
        if (kept !== undefined) updateOperandsToKeep(kept, region);
      }
      changed = recomputeResultsAndArgsToKeep();
    }

    eraseOperands(op, not(operandsToKeep));
    for (const region of regions) {
      const entry = region.firstBlock as Block;
      const keep = argsToKeep.get(region) as boolean[];
      entry.arguments.slice().forEach((arg, i) => {
        if (keep[i] !== true) dropAllUses(arg);
      });
      eraseArguments(entry, not(keep));
    }
    for (const region of regions) {
      const terminator = entryTerminator(region);
      eraseOperands(terminator, not(terminatorOperandsToKeep.get(terminator) as boolean[]));
    }
    dropUsesAndEraseResults(op, not(resultsToKeep));
  }
}

/**
 * MLIR's dropUsesAndEraseResults: `op` is rebuilt after itself without the flagged results
 * (same name, operands, attributes; its regions moved over), the other results' uses move
 * to the new op, the flagged ones are dropped, and `op` is erased.
 */
function dropUsesAndEraseResults(op: Operation, erase: readonly boolean[]): void {
  const block = op.parent;
  if (block === null) return;
  const replacement = Operation.create({
    name: op.name,
    location: op.location,
    operands: op.getOperands(),
    resultTypes: op.results.filter((_, i) => erase[i] !== true).map((r) => r.type),
    properties: op.properties,
    attributes: op.attributes,
    regions: op.regions.length,
  });
  block.insertAfter(replacement, op);
  op.regions.forEach((region, i) => replacement.getRegion(i).takeBody(region));
  let next = 0;
  for (const result of op.results) {
    if (erase[result.index] === true) dropAllUses(result);
    else result.replaceAllUsesWith(replacement.getResult(next++));
  }
  op.erase();
}

export class RemoveDeadValues extends RemoveDeadValuesBase {
  override runOnOperation(): void {
    const module = this.getOperation();
    const la = new RunLivenessAnalysis(module);
    let refused = false;
    walkOps(module, (op) => {
      // As MLIR 19: every op, the root included; a symbol is an op with a name (SymbolOpInterface's classof).
      const isSymbol = SymbolOpInterface.isa(op) && getSymbolName(op) !== undefined;
      if (BranchOpInterface.isa(op) || (isSymbol && !FunctionOpInterface.isa(op)) || (SymbolUserOpInterface.isa(op) && !CallOpInterface.isa(op))) {
        this.emitError(op, "cannot optimize an IR with non-function symbol ops, non-call symbol user ops or branch ops\n");
        refused = true;
        return "interrupt";
      }
      return undefined;
    });
    // As MLIR 19: the error is reported but the pass does not fail; the IR stays as it was.
    if (refused) return;
    const cleaner = new Cleaner(la);
    walkOps(module, (op) => {
      if (FunctionOpInterface.isa(op)) cleaner.cleanFuncOp(op, module);
      else if (RegionBranchOpInterface.isa(op)) cleaner.cleanRegionBranchOp(op);
      else if (op.hasTrait(OpTrait.IsTerminator)) return;
      else if (CallOpInterface.isa(op)) return;
      else cleaner.cleanSimpleOp(op);
    });
    // MLIR 19 can leave an operand whose value it dropped (a user in a block liveness never
    // reached); its verifier then rejects the op. Report it as that verifier does.
    let dangling: Operation | undefined;
    walkOps(
      module,
      (op) => {
        if (op.operands.some((operand) => isDropped(operand.value))) {
          dangling = op;
          return "interrupt";
        }
        return undefined;
      },
      "pre",
    );
    if (dangling !== undefined) {
      this.emitError(dangling.location, "null operand found");
      this.signalPassFailure();
    }
  }
}
