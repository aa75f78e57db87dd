// The C++ verifiers of acc's compute constructs (acc.parallel, acc.serial, acc.kernels) in
// MLIR 19: recipes named for privatized and reduced operands, device types counted against
// operands and segments, async/wait written both alone and with values, and data operands
// that come from data entry/exit ops.
import { type Attribute, lookupNearestSymbolFrom, OpaqueAttr, operandSegment, type Operation, SymbolRefAttr, type Value } from "../../ir/index.js";
import { elementsOf, segmentSizes } from "./device-types.js";


/** MLIR's checkSymOperandList: one recipe per operand, each operand once, each symbol a recipe of `recipeOp`. */
function checkSymOperandList(op: Operation, symbols: Attribute | undefined, operands: readonly Value[], operandName: string, symbolName: string, recipeOp: string): void {
  if (operands.length === 0) {
    if (symbols !== undefined) throw op.emitOpError(`unexpected ${symbolName} symbol reference`);
    return;
  }
  const refs = elementsOf(symbols);
  if (symbols === undefined || refs.length !== operands.length) throw op.emitOpError(`expected as many ${symbolName} symbol reference as ${operandName} operands`);
  const seen = new Set<Value>();
  operands.forEach((operand, i) => {
    if (seen.has(operand)) throw op.emitOpError(`${operandName} operand appears more than once`);
    seen.add(operand);
    const ref = refs[i];
    const decl = ref instanceof SymbolRefAttr ? lookupNearestSymbolFrom(op, ref) : undefined;
    if (decl === undefined || decl.name.name !== recipeOp) {
      throw op.emitOpError(`expected symbol reference ${ref instanceof SymbolRefAttr ? `@${ref.rootReference}` : ""} to point to a ${operandName} declaration`);
    }
  });
}

function countMatch(op: Operation, operands: readonly Value[], deviceTypes: Attribute | undefined, keyword: string): void {
  if (operands.length > 0 && elementsOf(deviceTypes).length !== operands.length) throw op.emitOpError(`${keyword} operands count must match ${keyword} device_type count`);
}

function segmentCountMatch(op: Operation, operands: readonly Value[], segments: Attribute | undefined, deviceTypes: Attribute | undefined, keyword: string, maxInSegment = 0): void {
  if (segments === undefined) return;
  const sizes = segmentSizes(segments);
  for (const size of sizes) {
    if (maxInSegment !== 0 && size > maxInSegment) throw op.emitOpError(`${keyword} expects a maximum of ${maxInSegment} values per segment`);
  }
  if (sizes.reduce((a, b) => a + b, 0) !== operands.length) throw op.emitOpError(`${keyword} operand count does not match count in segments`);
  if (elementsOf(deviceTypes).length !== sizes.length) throw op.emitOpError(`${keyword} segment count does not match device_type count`);
}

function deviceTypeNames(attr: Attribute | undefined): Set<string> {
  return new Set(elementsOf(attr).map((e) => (e instanceof OpaqueAttr ? e.data : "")));
}

/** async/wait written both alone and with values for one device type. */
export function checkWaitAndAsyncConflict(op: Operation): void {
  const conflict = (a: string, b: string): boolean => {
    const names = deviceTypeNames(op.getAttr(a));
    return [...deviceTypeNames(op.getAttr(b))].some((n) => names.has(n));
  };
  if (conflict("asyncOperandsDeviceType", "asyncOnly")) throw op.emitError("async attribute cannot appear with asyncOperand");
  if (conflict("waitOperandsDeviceType", "waitOnly")) throw op.emitError("wait attribute cannot appear with waitOperands");
}

const DATA_ENTRY_EXIT_OPS = new Set(["acc.attach", "acc.copyin", "acc.copyout", "acc.create", "acc.delete", "acc.detach", "acc.deviceptr", "acc.getdeviceptr", "acc.nocreate", "acc.present"]);

export function checkDataOperands(op: Operation, operands: readonly Value[]): void {
  for (const operand of operands) {
    const name = operand.definingOp?.name.name;
    if (name === undefined || !DATA_ENTRY_EXIT_OPS.has(name)) throw op.emitError("expect data entry/exit operation or acc.getdeviceptr as defining op");
  }
}

/** The operand group indices of a compute construct (its operandSegmentSizes order). */
interface ComputeGroups {
  readonly async: number;
  readonly wait: number;
  readonly numGangs?: number;
  readonly numWorkers?: number;
  readonly vectorLength?: number;
  readonly reduction?: number;
  readonly private?: number;
  readonly firstprivate?: number;
  readonly data: number;
}

function computeVerifier(groups: ComputeGroups): (op: Operation) => void {
  return (op) => {
    if (groups.private !== undefined) checkSymOperandList(op, op.getAttr("privatizations"), operandSegment(op, groups.private), "private", "privatizations", "acc.private.recipe");
    if (groups.firstprivate !== undefined) checkSymOperandList(op, op.getAttr("firstprivatizations"), operandSegment(op, groups.firstprivate), "firstprivate", "firstprivatizations", "acc.firstprivate.recipe");
    if (groups.reduction !== undefined) checkSymOperandList(op, op.getAttr("reductionRecipes"), operandSegment(op, groups.reduction), "reduction", "reductions", "acc.reduction.recipe");
    if (groups.numGangs !== undefined) segmentCountMatch(op, operandSegment(op, groups.numGangs), op.getAttr("numGangsSegments"), op.getAttr("numGangsDeviceType"), "num_gangs", 3);
    segmentCountMatch(op, operandSegment(op, groups.wait), op.getAttr("waitOperandsSegments"), op.getAttr("waitOperandsDeviceType"), "wait");
    if (groups.numWorkers !== undefined) countMatch(op, operandSegment(op, groups.numWorkers), op.getAttr("numWorkersDeviceType"), "num_workers");
    if (groups.vectorLength !== undefined) countMatch(op, operandSegment(op, groups.vectorLength), op.getAttr("vectorLengthDeviceType"), "vector_length");
    countMatch(op, operandSegment(op, groups.async), op.getAttr("asyncOperandsDeviceType"), "async");
    checkWaitAndAsyncConflict(op);
    checkDataOperands(op, operandSegment(op, groups.data));
  };
}

export const verifyParallel = computeVerifier({ async: 0, wait: 1, numGangs: 2, numWorkers: 3, vectorLength: 4, reduction: 7, private: 8, firstprivate: 9, data: 10 });
export const verifySerial = computeVerifier({ async: 0, wait: 1, reduction: 4, private: 5, firstprivate: 6, data: 7 });
export const verifyKernels = computeVerifier({ async: 0, wait: 1, numGangs: 2, numWorkers: 3, vectorLength: 4, data: 7 });
