// The C++ verifiers of acc's ops (MLIR 19's OpenACC.cpp), with its messages: what may nest in
// a compute construct, what a construct needs at least, the async/wait clause conflicts, the
// ops a data operand must come from, acc.loop's clause consistency and acc.bounds' extent.
import { type Attribute, IndexType, IntegerType, operandSegment, type Operation, type Value } from "../../ir/index.js";
import { printTypeText } from "../../asm/standalone.js";
import { verifyAtomicRead, verifyAtomicUpdate, verifyAtomicWrite } from "./atomic-verifier.js";
import { dataClauseOf } from "./operands.js";
import { verifyDeclare, verifyDeclareEnter, verifyDeclareExit } from "./declare-verifier.js";
import { verifyLoop } from "./loop-verifier.js";
import { checkDataOperands as checkComputeDataOperands, checkWaitAndAsyncConflict, verifyKernels, verifyParallel, verifySerial } from "./compute-verifier.js";


/** acc.parallel and acc.loop are the compute operations of MLIR 19's isComputeOperation. */
function insideComputeOperation(op: Operation): boolean {
  for (let parent = op.parentOp; parent !== null; parent = parent.parentOp) {
    if (parent.name.name === "acc.parallel" || parent.name.name === "acc.loop") return true;
  }
  return false;
}

function notInCompute(op: Operation): void {
  if (insideComputeOperation(op)) throw op.emitOpError("cannot be nested in a compute operation");
}

/** The name of the op defining a data operand (none for a block argument). */
function definingName(value: Value): string | undefined {
  return value.definingOp?.name.name;
}

function checkDataOperands(op: Operation, operands: readonly Value[], allowed: ReadonlySet<string>, message: string): void {
  for (const operand of operands) {
    const name = definingName(operand);
    if (name === undefined || !allowed.has(name)) throw op.emitError(message);
  }
}


function verifyInit(op: Operation): void {
  notInCompute(op);
}

function verifySet(op: Operation): void {
  notInCompute(op);
  if (op.getAttr("device_type") === undefined && operandSegment(op, 0).length === 0 && operandSegment(op, 1).length === 0) {
    throw op.emitOpError("at least one default_async, device_num, or device_type operand must appear");
  }
}

function has(op: Operation, name: string): boolean {
  return op.getAttr(name) !== undefined;
}

/** acc.wait: operand groups waitOperands, asyncOperand, waitDevnum, ifCond. */
function verifyWait(op: Operation): void {
  if (operandSegment(op, 1).length > 0 && has(op, "async")) throw op.emitError("async attribute cannot appear with asyncOperand");
  if (operandSegment(op, 2).length > 0 && operandSegment(op, 0).length === 0) throw op.emitError("wait_devnum cannot appear without waitOperands");
}

/** The async/wait checks acc.update, acc.enter_data and acc.exit_data share (groups: if, async, waitDevnum, wait). */
function checkAsyncWait(op: Operation, groups: { readonly async: number; readonly waitDevnum: number; readonly wait: number }): void {
  const waits = operandSegment(op, groups.wait);
  if (operandSegment(op, groups.async).length > 0 && has(op, "async")) throw op.emitError("async attribute cannot appear with asyncOperand");
  if (waits.length > 0 && has(op, "wait")) throw op.emitError("wait attribute cannot appear with waitOperands");
  if (operandSegment(op, groups.waitDevnum).length > 0 && waits.length === 0) throw op.emitError("wait_devnum cannot appear without waitOperands");
}

function verifyEnterData(op: Operation): void {
  const data = operandSegment(op, 4);
  if (data.length === 0) throw op.emitError("at least one operand must be present in dataOperands on the enter data operation");
  checkAsyncWait(op, { async: 1, waitDevnum: 2, wait: 3 });
  checkDataOperands(op, data, new Set(["acc.attach", "acc.create", "acc.copyin"]), "expect data entry operation as defining op");
}

function verifyExitData(op: Operation): void {
  const data = operandSegment(op, 4);
  if (data.length === 0) throw op.emitError("at least one operand must be present in dataOperands on the exit data operation");
  checkAsyncWait(op, { async: 1, waitDevnum: 2, wait: 3 });
}

/** acc.update: operand groups if, asyncOperands, waitOperands, dataOperands. */
function verifyUpdate(op: Operation): void {
  const data = operandSegment(op, 3);
  if (data.length === 0) throw op.emitError("at least one value must be present in dataOperands");
  checkDataOperands(op, data, new Set(["acc.update_device", "acc.update_host", "acc.getdeviceptr"]), "expect data entry/exit operation or acc.getdeviceptr as defining op");
}

/** acc.data: operand groups if, async, wait, dataOperands. */
function verifyData(op: Operation): void {
  if (op.numOperands === 0 && !has(op, "defaultAttr")) {
    throw op.emitError("at least one operand or the default attribute must appear on the data operation");
  }
  checkComputeDataOperands(op, operandSegment(op, 3));
  checkWaitAndAsyncConflict(op);
}

function verifyHostData(op: Operation): void {
  const data = operandSegment(op, 1);
  if (data.length === 0) throw op.emitError("at least one operand must appear on the host_data operation");
  checkDataOperands(op, data, new Set(["acc.use_device"]), "expect data entry operation as defining op");
}

/**
 * acc.bounds' operands are all integers or indices. ODS generates this check from the operand
 * constraints, which the upstream generator does not turn into code yet; it runs first, as
 * ODS's does, with its message.
 */
function checkIntOrIndexOperands(op: Operation): void {
  op.getOperands().forEach((operand, i) => {
    const type = operand.type;
    if (!(type instanceof IntegerType) && !(type instanceof IndexType)) throw op.emitOpError(`operand #${i} must be integer or index, but got '${printTypeText(type)}'`);
  });
}

function verifyBounds(op: Operation): void {
  checkIntOrIndexOperands(op);
  if (operandSegment(op, 1).length === 0 && operandSegment(op, 2).length === 0) throw op.emitError("expected extent or upperbound.");
}

/** The data clauses each data op may carry (its intent, or the clause it was decomposed from). */
function clauseCheck(allowed: readonly string[], message: string): (op: Operation) => void {
  return (op) => {
    const clause = dataClauseOf(op);
    if (clause !== undefined && !allowed.includes(clause)) throw op.emitError(message);
  };
}

const decomposed = (what: string): string => `data clause associated with ${what} operation must match its intent or specify original clause this operation was decomposed from`;
const intent = (what: string): string => `data clause associated with ${what} operation must match its intent`;

/** Routine's parallelism: at most one of gang, worker, vector, seq. */
function verifyRoutine(op: Operation): void {
  const present = ["gang", "worker", "vector", "seq"].filter((name) => op.getAttr(name) !== undefined || (name === "gang" && op.getAttr("gangDim") !== undefined));
  if (present.length > 1) throw op.emitError("only one of `gang`, `worker`, `vector`, `seq` can be present at the same time");
}

export const accVerifiers = {
  AtomicReadOp: verifyAtomicRead,
  AtomicUpdateOp: verifyAtomicUpdate,
  AtomicWriteOp: verifyAtomicWrite,
  AttachOp: clauseCheck(["acc_attach"], intent("attach")),
  CacheOp: clauseCheck(["acc_cache", "acc_cache_readonly"], decomposed("cache")),
  CopyinOp: clauseCheck(["acc_copyin", "acc_copyin_readonly", "acc_copy", "acc_reduction"], decomposed("copyin")),
  CopyoutOp: clauseCheck(["acc_copyout", "acc_copyout_zero", "acc_copy", "acc_reduction"], decomposed("copyout")),
  CreateOp: clauseCheck(["acc_create", "acc_create_zero", "acc_copyout", "acc_copyout_zero"], decomposed("create")),
  DataBoundsOp: verifyBounds,
  DataOp: verifyData,
  DeclareEnterOp: verifyDeclareEnter,
  DeclareExitOp: verifyDeclareExit,
  DeclareOp: verifyDeclare,
  DeclareDeviceResidentOp: clauseCheck(["acc_declare_device_resident"], "data clause associated with device_resident operation must match its intent"),
  DeclareLinkOp: clauseCheck(["acc_declare_link"], intent("link")),
  DeleteOp: clauseCheck(["acc_delete", "acc_create", "acc_create_zero", "acc_copyin", "acc_copyin_readonly", "acc_present", "acc_declare_device_resident", "acc_declare_link"], decomposed("delete")),
  DetachOp: clauseCheck(["acc_detach", "acc_attach"], decomposed("detach")),
  DevicePtrOp: clauseCheck(["acc_deviceptr"], intent("deviceptr")),
  EnterDataOp: verifyEnterData,
  ExitDataOp: verifyExitData,
  FirstprivateOp: clauseCheck(["acc_firstprivate"], intent("firstprivate")),
  HostDataOp: verifyHostData,
  InitOp: verifyInit,
  KernelsOp: verifyKernels,
  LoopOp: verifyLoop,
  ParallelOp: verifyParallel,
  NoCreateOp: clauseCheck(["acc_no_create"], intent("no_create")),
  PresentOp: clauseCheck(["acc_present"], intent("present")),
  PrivateOp: clauseCheck(["acc_private"], intent("private")),
  ReductionOp: clauseCheck(["acc_reduction"], intent("reduction")),
  RoutineOp: verifyRoutine,
  SerialOp: verifySerial,
  SetOp: verifySet,
  ShutdownOp: verifyInit,
  UpdateDeviceOp: clauseCheck(["acc_update_device"], decomposed("device")),
  UpdateHostOp: clauseCheck(["acc_update_host", "acc_update_self"], decomposed("host")),
  UpdateOp: verifyUpdate,
  UseDeviceOp: clauseCheck(["acc_use_device"], decomposed("use_device")),
  WaitOp: verifyWait,
};
