// Hand-written verifiers of scf ops (ODS hasVerifier / hasRegionVerifier), following
// MLIR 19's rules and wording.
import { ArrayAttr, DenseArrayAttr, IndexType, type Block, type Operation, type Region } from "../../ir/index.js";
import { printType, segmentSizes } from "../op-runtime.js";
import { constantIntValue } from "../constant-values.js";

function entryBlock(region: Region): Block | null {
  return region.firstBlock;
}

/** MLIR's verifyAndGetTerminator: the region's block must end with `name`. */
function terminatorNamed(op: Operation, region: Region, name: string, message: string): Operation {
  const block = entryBlock(region);
  const last = block?.lastOp ?? null;
  if (last === null || last.name.name !== name) {
    const error = op.emitOpError(message);
    if (last !== null) throw error.attachNote(last.location, "terminator here");
    throw error;
  }
  return last;
}

function operandGroups(op: Operation, count: number): number[][] {
  const sizes = segmentSizes(op, "operandSegmentSizes") ?? [];
  const out: number[][] = [];
  let start = 0;
  for (let i = 0; i < count; i++) {
    const n = sizes[i] ?? 0;
    out.push(Array.from({ length: n }, (_, k) => start + k));
    start += n;
  }
  return out;
}

export function verifyExecuteRegionOp(op: Operation): void {
  const region = op.getRegion(0);
  const block = entryBlock(region);
  if (block === null) throw op.emitOpError("region needs to have at least one block");
  if (block.arguments.length > 0) throw op.emitOpError("region cannot have any arguments");
}

export function verifyForOp(op: Operation): void {
  if (op.operands.length - 3 !== op.results.length) throw op.emitOpError("mismatch in number of loop-carried values and defined values");
}

export function verifyForOpRegions(op: Operation): void {
  const body = entryBlock(op.getRegion(0));
  if (body === null) return;
  const iv = body.arguments[0];
  if (iv === undefined || iv.type !== op.getOperand(0).type) throw op.emitOpError("expected induction variable to be same type as bounds and step");
  if (body.arguments.length - 1 !== op.results.length) throw op.emitOpError("mismatch in number of loop-carried values and defined values");
  for (let i = 0; i < op.results.length; i++) {
    const resultType = op.getResult(i).type;
    if (op.getOperand(3 + i).type !== resultType) throw op.emitOpError(`types mismatch between ${i}th iter operand and defined value`);
    if ((body.arguments[1 + i] as { type: unknown }).type !== resultType) throw op.emitOpError(`types mismatch between ${i}th iter region arg and defined value`);
  }
}

export function verifyIfOp(op: Operation): void {
  if (op.results.length !== 0 && op.getRegion(1).empty()) throw op.emitOpError("must have an else block if defining values");
}

export function verifyWhileOp(op: Operation): void {
  terminatorNamed(op, op.getRegion(0), "scf.condition", "expects the 'before' region to terminate with 'scf.condition'");
  terminatorNamed(op, op.getRegion(1), "scf.yield", "expects the 'after' region to terminate with 'scf.yield'");
}

export function verifyParallelOp(op: Operation): void {
  const [, , steps = [], inits = []] = operandGroups(op, 4);
  if (steps.length === 0) throw op.emitOpError("needs at least one tuple element for lowerBound, upperBound and step");
  for (const i of steps) {
    const cst = constantIntValue(op.getOperand(i));
    if (cst !== undefined && cst <= 0n) throw op.emitOpError("constant step operand must be positive");
  }
  const body = entryBlock(op.getRegion(0));
  if (body === null) return;
  if (body.arguments.length !== steps.length)
    throw op.emitOpError(`expects the same number of induction variables: ${body.arguments.length} as bound and step values: ${steps.length}`);
  for (const arg of body.arguments) if (!(arg.type instanceof IndexType)) throw op.emitOpError("expects arguments for the induction variable to be of index type");
  const reduce = terminatorNamed(op, op.getRegion(0), "scf.reduce", "expects body to terminate with 'scf.reduce'");
  const reductions = reduce.regions.length;
  if (op.results.length !== reductions)
    throw op.emitOpError(`expects number of results: ${op.results.length} to be the same as number of reductions: ${reductions}`);
  if (op.results.length !== inits.length)
    throw op.emitOpError(`expects number of results: ${op.results.length} to be the same as number of initial values: ${inits.length}`);
  for (let i = 0; i < reductions; i++) {
    const resultType = op.getResult(i).type;
    const operandType = reduce.getOperand(i).type;
    if (resultType !== operandType)
      throw reduce.emitOpError(`expects type of ${i}-th reduction operand: '${printType(operandType)}' to be the same as the ${i}-th result type: '${printType(resultType)}'`);
  }
}

export function verifyReduceOpRegions(op: Operation): void {
  for (let i = 0; i < op.regions.length; i++) {
    const type = op.getOperand(i).type;
    const block = entryBlock(op.getRegion(i));
    if (block === null || block.firstOp === null) throw op.emitOpError(`${i}-th reduction has an empty body`);
    if (block.arguments.length !== 2 || block.arguments.some((a) => a.type !== type))
      throw op.emitOpError(`expected two block arguments with type '${printType(type)}' in the ${i}-th reduction region`);
    if (block.lastOp?.name.name !== "scf.reduce.return") throw op.emitOpError("reduction bodies must be terminated with an 'scf.reduce.return' op");
  }
}

export function verifyReduceReturnOp(op: Operation): void {
  const block = op.parent;
  const expected = block?.arguments[0]?.type;
  if (expected !== undefined && expected !== op.getOperand(0).type)
    throw op.emitOpError(`must have type '${printType(expected)}' (the type of the reduction inputs)`);
}

export function verifyIndexSwitchOp(op: Operation): void {
  const casesAttr = op.getInherentAttr("cases");
  const cases = casesAttr instanceof DenseArrayAttr ? Array.from(casesAttr.values as BigInt64Array) : [];
  const caseRegions = op.regions.length - 1;
  if (cases.length !== caseRegions) throw op.emitOpError(`has ${caseRegions} case regions but ${cases.length} case values`);
  const seen = new Set<bigint>();
  for (const value of cases) {
    if (seen.has(value)) throw op.emitOpError(`has duplicate case value: ${value}`);
    seen.add(value);
  }
  const verifyRegion = (region: Region, name: string): void => {
    const last = entryBlock(region)?.lastOp ?? null;
    if (last === null) return;
    if (last.name.name !== "scf.yield") throw op.emitOpError(`expected region to end with scf.yield, but got ${last.name.name}`);
    if (last.operands.length !== op.results.length)
      throw op
        .emitOpError(`expected each region to return ${op.results.length} values, but ${name} returns ${last.operands.length}`)
        .attachNote(last.location, "see yield operation here");
    for (let i = 0; i < op.results.length; i++) {
      const resultType = op.getResult(i).type;
      const operandType = last.getOperand(i).type;
      if (resultType === operandType) continue;
      throw op.emitOpError(`expected result #${i} of each region to be '${printType(resultType)}'`).attachNote(last.location, `${name} returns '${printType(operandType)}' here`);
    }
  };
  verifyRegion(op.getRegion(0), "default region");
  for (let i = 1; i < op.regions.length; i++) verifyRegion(op.getRegion(i), `case region #${i - 1}`);
}

export function verifyForallOp(op: Operation): void {
  const lower = op.getInherentAttr("staticLowerBound");
  const rank = lower instanceof DenseArrayAttr ? lower.size() : 0;
  const [, , , outputs = []] = operandGroups(op, 4);
  if (op.results.length !== outputs.length) throw op.emitOpError(`produces ${op.results.length} results, but has only ${outputs.length} outputs`);
  const body = entryBlock(op.getRegion(0));
  if (body === null) return;
  if (body.arguments.length !== rank + outputs.length) throw op.emitOpError(`region expects ${rank} arguments`);
  for (let i = 0; i < rank; i++) if (!(body.getArgument(i).type instanceof IndexType)) throw op.emitOpError(`expects ${i}-th block argument to be an index`);
  for (let i = 0; i < outputs.length; i++) {
    if (body.getArgument(rank + i).type !== op.getOperand(outputs[i] as number).type)
      throw op.emitOpError(`type mismatch between ${i}-th output and corresponding block argument`);
  }
  const mapping = op.getInherentAttr("mapping");
  if (mapping instanceof ArrayAttr && mapping.value.length > 0 && mapping.value.length !== rank)
    throw op.emitOpError("mapping attribute size must match op rank");
  const [lowers = [], uppers = [], steps = []] = operandGroups(op, 3);
  verifyListOfOperandsOrIntegers(op, "lower bound", rank, op.getInherentAttr("staticLowerBound"), lowers.length);
  verifyListOfOperandsOrIntegers(op, "upper bound", rank, op.getInherentAttr("staticUpperBound"), uppers.length);
  verifyListOfOperandsOrIntegers(op, "step", rank, op.getInherentAttr("staticStep"), steps.length);
}

/** ViewLikeInterface's check of a mixed static/dynamic list: `count` entries, one value per kDynamic. */
function verifyListOfOperandsOrIntegers(op: Operation, name: string, count: number, statics: unknown, numValues: number): void {
  const values = statics instanceof DenseArrayAttr && statics.values instanceof BigInt64Array ? statics.values : new BigInt64Array(0);
  if (values.length !== count) throw op.emitError(`expected ${count} ${name} values, got ${values.length}`);
  let dynamic = 0;
  for (const v of values) if (v === K_DYNAMIC) dynamic++;
  if (numValues !== dynamic) throw op.emitError(`expected ${dynamic} dynamic ${name} values`);
}

const K_DYNAMIC = -(1n << 63n);

export function verifyInParallelOp(op: Operation): void {
  const parent = op.parentOp;
  if (parent === null || parent.name.name !== "scf.forall") throw op.emitOpError("expected forall op parent");
  const block = entryBlock(op.getRegion(0));
  for (let o = block?.firstOp ?? null; o !== null; o = o.next) {
    if (o.name.name !== "tensor.parallel_insert_slice") throw op.emitOpError("expected only tensor.parallel_insert_slice ops");
  }
}
