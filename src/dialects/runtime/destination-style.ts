// MLIR's DestinationStyleOpInterface: an op whose "init" operands (one contiguous range) are
// the destinations it writes. A tensor init is tied to a result (the op returns the updated
// tensor), a memref init is updated in place and has none. Passes and patterns ask this
// interface, not op names, which operands are destinations.
// It lives with the dialect runtime (not the IR core) because its verifier prints types.
import { BaseMemRefType, MutableOperandRange, TensorType, defineOpInterface, type OpInterface, type OpOperand, type OpResult, type Operation, type Value } from "../../ir/index.js";
import { printType } from "./values.js";
import { mutableOperandGroupOf } from "./groups.js";

export interface DestinationStyleOpMethods {
  /** The init operands (the destinations), a contiguous range of the op's operands. */
  getDpsInitsMutable(op: Operation): MutableOperandRange;
}

export const DestinationStyleOpInterface: OpInterface<DestinationStyleOpMethods> = defineOpInterface<DestinationStyleOpMethods>("DestinationStyleOpInterface", {
  methods: ["getDpsInitsMutable"],
  // MLIR's verifyWithRegions: it runs with the region verifiers, after the op's regions.
  verifyRegions: verifyDestinationStyleOp,
});

/** What a dialect's hooks give for the interface (the hook receives the op's view). */
export interface DestinationStyleHooks {
  getDpsInitsMutable(view: { getOperation(): Operation }): MutableOperandRange;
}

/**
 * The interface's hooks of an ODS op whose inits are one of its operand groups, as ODS
 * declares them: `"last"` for linalg's `outs`/`init`/`inits`, or the group's index
 * (`dest` of tensor.insert_slice is group 1).
 */
export function initsAtOperandGroup(group: number | "last"): DestinationStyleHooks {
  return {
    getDpsInitsMutable(view) {
      const op = view.getOperation();
      const descriptor = op.name.info?.descriptor;
      if (descriptor === undefined) throw new TypeError(`${op.name.name}: not an ODS-registered op`);
      return mutableOperandGroupOf(op, descriptor, group === "last" ? descriptor.operands.length - 1 : group);
    },
  };
}

/** The interface's hooks of an op without inits (vector.transfer_read's). */
export const withoutInits: DestinationStyleHooks = {
  getDpsInitsMutable: (view) => new MutableOperandRange(view.getOperation(), 0, 0),
};

function initsOf(op: Operation): MutableOperandRange {
  const impl = DestinationStyleOpInterface.impl(op);
  if (impl === undefined) throw new TypeError(`'${op.name.name}' does not implement DestinationStyleOpInterface`);
  return impl.getDpsInitsMutable(op);
}

/** The init operands, in order. */
export function getDpsInitOperands(op: Operation): OpOperand[] {
  const inits = initsOf(op);
  const out: OpOperand[] = [];
  for (let i = 0; i < inits.length; i++) out.push(inits.get(i));
  return out;
}

/** The op's init operands' values. */
export function getDpsInits(op: Operation): Value[] {
  return initsOf(op).values;
}

/** The operands that are not inits (MLIR's getDpsInputs). */
export function getDpsInputs(op: Operation): Value[] {
  const inits = initsOf(op);
  const begin = inits.beginIndex;
  const end = begin + inits.length;
  return op.getOperands().filter((_, index) => index < begin || index >= end);
}

/** Whether `operand` of `op` is one of its inits. */
export function isDpsInit(op: Operation, operand: OpOperand): boolean {
  const inits = initsOf(op);
  const index = operand.index;
  return operand.owner === op && index >= inits.beginIndex && index < inits.beginIndex + inits.length;
}

/**
 * The result tied to a tensor init (MLIR's getTiedOpResult): the results follow the tensor
 * inits in order. Undefined for an operand that is not a tensor init with a result.
 */
export function getTiedOpResult(op: Operation, operand: OpOperand): OpResult | undefined {
  if (!isDpsInit(op, operand)) return undefined;
  let position = 0;
  for (const init of getDpsInitOperands(op)) {
    if (init === operand) break;
    if (init.get().type instanceof TensorType) position++;
  }
  return operand.get().type instanceof TensorType && position < op.numResults ? op.getResult(position) : undefined;
}

/** The tensor init tied to `result` (MLIR's getTiedOpOperand), when it has one. */
export function getTiedOpOperand(op: Operation, result: OpResult): OpOperand | undefined {
  let position = 0;
  for (const init of getDpsInitOperands(op)) {
    if (!(init.get().type instanceof TensorType)) continue;
    if (position === result.index) return init;
    position++;
  }
  return undefined;
}

/**
 * MLIR's verifyDestinationStyleOpInterface: every init is a tensor or a memref, there are as
 * many tensor results as tensor inits, and each result has its init's type.
 */
function verifyDestinationStyleOp(op: Operation): void {
  const tensorInits: OpOperand[] = [];
  for (const operand of getDpsInitOperands(op)) {
    const type = operand.get().type;
    if (type instanceof TensorType) tensorInits.push(operand);
    else if (!(type instanceof BaseMemRefType)) throw op.emitOpError(`expected that operand #${operand.index} is a tensor or a memref`);
  }
  let tensorResults = 0;
  for (const type of op.getResultTypes()) if (type instanceof TensorType) tensorResults++;
  if (tensorResults !== tensorInits.length) {
    throw op.emitOpError(`expected the number of tensor results (${tensorResults}) to be equal to the number of output tensors (${tensorInits.length})`);
  }
  tensorInits.forEach((operand, position) => {
    const initType = operand.get().type;
    const resultType = op.getResult(position).type;
    if (resultType !== initType) {
      throw op.emitOpError(`expected type of operand #${operand.index} ('${printType(initType)}') to match type of corresponding result ('${printType(resultType)}')`);
    }
  });
}
