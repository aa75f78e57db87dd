// nvvm.wmma.load, wmma.store and wmma.mma's verifiers (MLIR 19's WMMALoadOp/WMMAStoreOp/
// WMMAMmaOp::verify): the pointer's memory space, an attribute combination with an intrinsic,
// then the fragments' register types.
import { IntegerAttr, type Operation } from "../../ir/index.js";
import { printTypeText } from "../../asm/standalone.js";
import { llvmPointerAddressSpace } from "../llvm/stripped-pointer.js";
import { nvvmEnumValue } from "./opaque-attributes.js";
import { fragmentRegisters, isLoadableFragment, isMmaCombination, isStorableFragment, type FragmentRegisters } from "./wmma-fragments.js";

/** Generic, global and shared memory. */
const WMMA_MEMORY_SPACES: readonly bigint[] = [0n, 1n, 3n];

function shapeOf(op: Operation): [number, number, number] {
  const value = (name: string): number => {
    const attr = op.getAttr(name);
    return attr instanceof IntegerAttr ? Number(attr.value) : 0;
  };
  return [value("m"), value("n"), value("k")];
}

const structOf = (registers: FragmentRegisters): string => `!llvm.struct<(${Array<string>(registers.count).fill(registers.element).join(", ")})>`;

function inWmmaMemorySpace(op: Operation): boolean {
  const space = llvmPointerAddressSpace(op.getOperand(0).type);
  return space !== undefined && WMMA_MEMORY_SPACES.includes(space);
}

function checkDestination(op: Operation, registers: FragmentRegisters): void {
  if (printTypeText(op.getResult(0).type) !== structOf(registers)) {
    throw op.emitOpError(`expected destination type is a structure of ${registers.count} elements of type '${registers.element}'`);
  }
}

export function verifyWmmaLoad(op: Operation): void {
  if (!inWmmaMemorySpace(op)) throw op.emitOpError("expected source pointer in memory space 0, 1, 3");
  const [m, n, k] = shapeOf(op);
  const type = nvvmEnumValue(op, "eltype", "mma_type") ?? "";
  const frag = nvvmEnumValue(op, "frag", "mma_frag") ?? "";
  const registers = isLoadableFragment(m, n, k, type, frag) ? fragmentRegisters(type, frag, m, n) : undefined;
  if (registers === undefined) throw op.emitOpError("invalid attribute combination");
  checkDestination(op, registers);
}

/** Operands: the pointer, the stored registers, the stride. */
export function verifyWmmaStore(op: Operation): void {
  if (!inWmmaMemorySpace(op)) throw op.emitOpError("expected operands to be a source pointer in memory space 0, 1, 3");
  const [m, n, k] = shapeOf(op);
  const type = nvvmEnumValue(op, "eltype", "mma_type") ?? "";
  // MLIR sizes the stored D fragment as a C fragment.
  const registers = isStorableFragment(m, n, k, type) ? fragmentRegisters(type, "c", m, n) : undefined;
  if (registers === undefined) throw op.emitOpError("invalid attribute combination");
  const data = op.getOperands().slice(1, -1);
  if (data.length !== registers.count) throw op.emitOpError(`expected ${registers.count} data operands`);
  if (data.some((v) => printTypeText(v.type) !== registers.element)) throw op.emitOpError(`expected data operands of type '${registers.element}'`);
}

/** The operands are A's, B's and C's registers in a row; eltypeA types A and B, eltypeB C and the result. */
export function verifyWmmaMma(op: Operation): void {
  const [m, n, k] = shapeOf(op);
  const typeA = nvvmEnumValue(op, "eltypeA", "mma_type") ?? "";
  const typeC = nvvmEnumValue(op, "eltypeB", "mma_type") ?? "";
  const fragments = isMmaCombination(m, n, k, typeA, typeC) ? [fragmentRegisters(typeA, "a", m, n), fragmentRegisters(typeA, "b", m, n), fragmentRegisters(typeC, "c", m, n)] : [];
  if (fragments.length === 0 || fragments.some((f) => f === undefined)) throw op.emitOpError("invalid attribute combination");
  const [a, b, c] = fragments as [FragmentRegisters, FragmentRegisters, FragmentRegisters];
  const expected = [a, b, c].flatMap((f) => Array<string>(f.count).fill(f.element));
  if (op.numOperands !== expected.length) throw op.emitOpError(`expected ${expected.length} arguments`);
  expected.forEach((type, index) => {
    if (printTypeText(op.getOperand(index).type) !== type) throw op.emitOpError(`expected argument ${index} to be of type '${type}'`);
  });
  checkDestination(op, c);
}
