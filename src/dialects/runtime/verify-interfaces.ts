// Interface verifiers generated ops call: CastOpInterface, BranchOpInterface,
// FunctionOpInterface and RegionBranchOpInterface (types along control-flow edges).
import { RegionBranchTerminatorOpInterface } from "../../ir/index.js";
import {
  ArrayAttr,
  StringAttr,
  TypeAttr,
  DictionaryAttr,
  Type,
  FunctionType,
  type Operation,
  type Value,
} from "../../ir/index.js";
import { printType, printAttribute } from "./values.js";

/** CastOpInterface's verifier: MLIR's "operand type ... and result type ... are cast incompatible". */
export function verifyCastOpInterface(op: Operation, compatible: (inputs: readonly Type[], outputs: readonly Type[]) => boolean): void {
  if (op.results.length === 0) throw op.emitOpError("expected at least one result for cast operation");
  const inputs = op.getOperands().map((v) => v.type);
  const outputs = op.results.map((r) => r.type);
  if (compatible(inputs, outputs)) return;
  const list = (types: readonly Type[]): string =>
    types.length === 0 ? "s []" : types.length === 1 ? ` '${printType(types[0] as Type)}'` : `s ${types.map((t) => `'${printType(t)}'`).join(", ")}`;
  throw op.emitOpError(`operand type${list(inputs)} and result type${list(outputs)} are cast incompatible`);
}

/**
 * MLIR's property conversion of a registered op's inherent attributes: each must be an
 * instance of its storage type and segment sizes must have one entry per group. MLIR
 * reports this while parsing `<{...}>`, at the op, as "invalid properties ...".
 */
/** BranchOpInterface: the operands forwarded to each successor match its block arguments. */
export function verifyBranchSuccessorOperands(op: Operation, successorOperands: (op: Operation, successor: number) => readonly Value[]): void {
  for (let succ = 0; succ < op.successors.length; succ++) {
    const operands = successorOperands(op, succ);
    const dest = op.getSuccessor(succ);
    if (operands.length !== dest.arguments.length)
      throw op.emitError(`branch has ${operands.length} operands for successor #${succ}, but target block has ${dest.arguments.length}`);
    for (let i = 0; i < operands.length; i++) {
      if ((operands[i] as Value).type !== dest.getArgument(i).type) throw op.emitError(`type mismatch for bb argument #${i} of successor #${succ}`);
    }
  }
}

/** FunctionOpInterface: argument/result attribute arrays and the entry block's arguments match the function type. */
export function verifyFunctionOpInterface(op: Operation): void {
  // The Symbol interface's rule, for functions (whose declarations are the bodiless ones).
  const isDeclaration = op.regions.length > 0 && op.getRegion(0).firstBlock === null;
  if (isDeclaration) {
    const visibility = op.getAttr("sym_visibility");
    if (visibility === undefined || (visibility instanceof StringAttr && visibility.value === "public"))
      throw op.emitOpError("symbol declaration cannot have public visibility");
  }
  const typeAttr = op.getInherentAttr("function_type");
  const type = typeAttr instanceof TypeAttr && typeAttr.value instanceof FunctionType ? typeAttr.value : undefined;
  if (type === undefined) return;
  const checkAttrs = (name: string, count: number, what: "argument" | "result"): void => {
    const all = op.getInherentAttr(name);
    if (!(all instanceof ArrayAttr)) return;
    if (all.value.length !== count)
      throw op.emitOpError(
        `expects ${what} attribute array to have the same number of elements as the number of function ${what}s, got ${all.value.length}, but expected ${count}`,
      );
    for (const entry of all.value) {
      if (!(entry instanceof DictionaryAttr))
        throw op.emitOpError(`expects ${what} attribute dictionary to be a DictionaryAttr, but got \`${printAttribute(entry)}\``);
      for (const { name: key } of entry.value) if (!key.includes(".")) throw op.emitOpError(`${what}s may only have dialect attributes`);
    }
  };
  checkAttrs("arg_attrs", type.inputs.length, "argument");
  checkAttrs("res_attrs", type.results.length, "result");
  if (op.regions.length !== 1) throw op.emitOpError("expects one region");
  const entry = op.getRegion(0).firstBlock;
  if (entry === null) return;
  if (entry.arguments.length !== type.inputs.length)
    throw op.emitOpError(`entry block must have ${type.inputs.length} arguments to match function signature`);
  for (let i = 0; i < type.inputs.length; i++) {
    const argType = entry.getArgument(i).type;
    const expected = type.inputs[i] as Type;
    if (argType !== expected)
      throw op.emitOpError(
        `type of entry block argument #${i}('${printType(argType)}') must match the type of the corresponding argument in function signature('${printType(expected)}')`,
      );
  }
}

/** Where control goes from a region branch point: a region (by index) or the parent's results (-1), with its inputs. */
export interface RegionSuccessor {
  readonly region: number;
  readonly inputs: readonly Type[];
}

/**
 * An op's RegionBranchOpInterface facts: successors of the parent (point -1) and of each
 * region, and the values forwarded along each edge (entry operands from the parent, the
 * terminator's operands from a region).
 */
export interface RegionBranchSpec {
  successors(op: Operation, point: number): readonly RegionSuccessor[];
  forwarded(op: Operation, point: number, terminator: Operation | undefined, successor: RegionSuccessor): readonly Type[];
}

function edgeName(point: number, successor: RegionSuccessor): string {
  const from = point < 0 ? "parent operands" : `Region #${point}`;
  const to = successor.region < 0 ? "parent results" : `Region #${successor.region}`;
  return `from ${from} to ${to}`;
}

/** MLIR's verifyTypesAlongControlFlowEdges. */
export function verifyRegionBranchOpInterface(op: Operation, spec: RegionBranchSpec | undefined): void {
  if (spec === undefined) return;
  const check = (point: number, terminator: Operation | undefined): void => {
    for (const successor of spec.successors(op, point)) {
      const source = spec.forwarded(op, point, terminator, successor);
      const inputs = successor.inputs;
      if (source.length !== inputs.length)
        throw op.emitOpError(` region control flow edge ${edgeName(point, successor)}: source has ${source.length} operands, but target successor needs ${inputs.length}`);
      for (let i = 0; i < source.length; i++) {
        if (source[i] !== inputs[i])
          throw op.emitOpError(
            ` along control flow edge ${edgeName(point, successor)}: source type #${i} '${printType(source[i] as Type)}' should match input type #${i} '${printType(inputs[i] as Type)}'`,
          );
      }
    }
  };
  check(-1, undefined);
  for (let r = 0; r < op.regions.length; r++) {
    let terminator: Operation | undefined;
    for (let b = op.getRegion(r).firstBlock; b !== null; b = b.next) {
      const last = b.lastOp;
      if (last !== null && RegionBranchTerminatorOpInterface.isa(last)) {
        terminator = last;
        break;
      }
    }
    if (terminator !== undefined) check(r, terminator);
  }
}
