// Test-only stand-ins for what the op generator does not emit yet (branch `gen-ops`): the
// memory effects of ops MLIR 19 declares Pure or NoMemoryEffect, and BranchOpInterface of
// cf.br / cf.cond_br / cf.switch. They are attached as external models, so a registration that has
// its own implementation wins: once the generated registrations carry these interfaces,
// the stand-ins change nothing. Sources (our defs/, as upstream): every arith op has
// NoMemoryEffect (Arith_Op), every math op is Pure (Math_Op), every index op is Pure or
// NoMemoryEffect; the terminators listed are Pure.
import {
  BranchOpInterface,
  DenseArrayAttr,
  IntegerType,
  MemoryEffectOpInterface,
  MutableOperandRange,
  type BranchOpMethods,
  type AnyInterface,
  type MLIRContext,
  type Operation,
  type RegisteredOperationInfo,
  type Value,
} from "../../src/ir/index.js";
import { registeredOperations } from "../../src/rewrite/index.js";

const EFFECT_FREE_DIALECTS = new Set(["arith", "math", "index"]);
const PURE_OPS = new Set(["cf.br", "cf.cond_br", "cf.switch", "scf.yield", "scf.condition", "scf.reduce.return", "scf.forall.in_parallel", "func.constant", "func.return"]);

const noEffects = Object.freeze({ getEffects: () => [] });

/** The sizes of an AttrSizedOperandSegments op's operand groups. */
function segmentSizes(op: Operation): number[] {
  const sizes = op.getInherentAttr("operandSegmentSizes");
  if (!(sizes instanceof DenseArrayAttr)) throw new Error(`'${op.name.name}' has no operandSegmentSizes`);
  return Array.from(sizes.values as ArrayLike<number>);
}

const branchModel: BranchOpMethods = BranchOpInterface.implement({
  getSuccessorOperands: (op) => ({ producedOperandCount: 0, forwardedOperands: new MutableOperandRange(op) }),
});

const condBranchModel: BranchOpMethods = BranchOpInterface.implement({
  getSuccessorOperands: (op, index) => {
    const [condition = 1, trueCount = 0] = segmentSizes(op);
    const start = index === 0 ? condition : condition + trueCount;
    const length = segmentSizes(op)[index + 1] ?? 0;
    return { producedOperandCount: 0, forwardedOperands: new MutableOperandRange(op, start, length, { attributeName: "operandSegmentSizes", index: index + 1 }) };
  },
});

/** A case's operands of cf.switch: edits also keep `case_operand_segments` in step. */
class SwitchCaseRange extends MutableOperandRange {
  private readonly caseIndex: number;
  constructor(op: Operation, start: number, length: number, caseIndex: number) {
    super(op, start, length, { attributeName: "operandSegmentSizes", index: 2 });
    this.caseIndex = caseIndex;
  }
  override erase(index: number, count = 1): void {
    super.erase(index, count);
    this.resize(-count);
  }
  override append(values: readonly Value[]): void {
    super.append(values);
    this.resize(values.length);
  }
  private resize(delta: number): void {
    const segments = caseSegments(this.owner);
    segments[this.caseIndex] = (segments[this.caseIndex] ?? 0) + delta;
    this.owner.setAttr("case_operand_segments", DenseArrayAttr.get(IntegerType.get(this.owner.context, 32), Int32Array.from(segments)));
  }
}

function caseSegments(op: Operation): number[] {
  const segments = op.getInherentAttr("case_operand_segments");
  return segments instanceof DenseArrayAttr ? Array.from(segments.values as ArrayLike<number>) : [];
}

const switchModel: BranchOpMethods = BranchOpInterface.implement({
  getSuccessorOperands: (op, index) => {
    const [flag = 1, defaults = 0] = segmentSizes(op);
    if (index === 0) return { producedOperandCount: 0, forwardedOperands: new MutableOperandRange(op, flag, defaults, { attributeName: "operandSegmentSizes", index: 1 }) };
    const segments = caseSegments(op);
    let start = flag + defaults;
    for (let i = 0; i < index - 1; i++) start += segments[i] ?? 0;
    return { producedOperandCount: 0, forwardedOperands: new SwitchCaseRange(op, start, segments[index - 1] ?? 0, index - 1) };
  },
});

/** What was attached, per kind, for the report of a test. */
export interface StandIns {
  readonly effects: string[];
  readonly branches: string[];
}

/** The stand-in implementations an op registration lacks: [interface, model, kind] per missing interface. */
export function standInImplementations(name: string, info: RegisteredOperationInfo): [AnyInterface, object, keyof StandIns][] {
  const out: [AnyInterface, object, keyof StandIns][] = [];
  const namespace = name.slice(0, name.indexOf("."));
  if ((EFFECT_FREE_DIALECTS.has(namespace) || PURE_OPS.has(name)) && info.interfaces?.get(MemoryEffectOpInterface) === undefined)
    out.push([MemoryEffectOpInterface, noEffects, "effects"]);
  if (info.interfaces?.get(BranchOpInterface) !== undefined) return out;
  const branch = name === "cf.br" ? branchModel : name === "cf.cond_br" ? condBranchModel : name === "cf.switch" ? switchModel : undefined;
  if (branch !== undefined) out.push([BranchOpInterface, branch, "branches"]);
  return out;
}

/** Attaches the stand-ins to every registered op of `context` that lacks the interface. */
export function attachStandIns(context: MLIRContext): StandIns {
  const attached: StandIns = { effects: [], branches: [] };
  for (const name of registeredOperations(context)) {
    const info = name.info;
    if (info === undefined) continue;
    for (const [key, model, kind] of standInImplementations(name.name, info)) {
      name.attachInterface(key, model);
      attached[kind].push(name.name);
    }
  }
  return attached;
}
