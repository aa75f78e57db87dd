// The `custom<...>` directives of gpu's assembly formats (C++ in MLIR's GPUDialect.cpp):
// all_reduce's operation keyword, `async [%deps]`, launch_func's dimension type and
// arguments, and gpu.binary's offloading handler.
import { IndexType, OpaqueAttr, OpaqueType, type Attribute, type Operation, type Type, type Value } from "../../ir/index.js";
import type { OpAsmParser, OpAsmPrinter, Ref, UnresolvedOperand } from "../../asm/op-asm/index.js";
import { gpuEnums } from "../../../generated/upstream/gpu-assembly.js";

export function asyncTokenType(context: Type["context"]): OpaqueType {
  return OpaqueType.get(context, "gpu", "async.token");
}

/** `add` (an all-reduce operation keyword), or nothing: the reduction is then the op's region. */
export function parseAllReduceOperation(parser: OpAsmParser, operation: Ref<Attribute>): void {
  const keyword = parser.parseOptionalKeywordAny();
  if (keyword === undefined) return;
  if (gpuEnums.AllReduceOperation.symbolize(keyword) === undefined) throw parser.emitError(parser.getCurrentLocation(), "invalid op kind");
  operation.value = OpaqueAttr.get(parser.getContext(), "gpu", `all_reduce_op ${keyword}`);
}

export function printAllReduceOperation(printer: OpAsmPrinter, _op: Operation, operation: Attribute | undefined): void {
  // The attribute's own printer: its `$value` format writes a space first.
  if (operation instanceof OpaqueAttr) printer.write(` ${operation.data.replace(/^all_reduce_op\s+/, "")}`);
}

/** `async [%a, %b]`: the op's async token result and the tokens it waits for. */
export function parseAsyncDependencies(parser: OpAsmParser, tokenType: Type[], dependencies: UnresolvedOperand[]): void {
  const location = parser.getCurrentLocation();
  if (parser.parseOptionalKeyword("async")) {
    if (parser.getNumResults() === 0) throw parser.emitError(location, "needs to be named when marked 'async'");
    tokenType.push(asyncTokenType(parser.getContext()));
  }
  dependencies.push(...parser.parseOperandList("optional-square"));
}

export function printAsyncDependencies(printer: OpAsmPrinter, _op: Operation, tokenType: Type | undefined, dependencies: readonly Value[]): void {
  if (tokenType !== undefined) printer.write("async");
  if (dependencies.length === 0) return;
  if (tokenType !== undefined) printer.write(" ");
  printer.write("[");
  printer.printOperands(dependencies);
  printer.write("]");
}

/** `: i32` after launch_func's sizes (index when absent); the cluster sizes, when given, share it. */
export function parseLaunchDimType(parser: OpAsmParser, dimType: Ref<Type>, clusterSizeX: UnresolvedOperand | undefined, clusterX: Type[], clusterY: Type[], clusterZ: Type[]): void {
  const type = parser.parseOptionalColon() ? parser.parseType() : IndexType.get(parser.getContext());
  dimType.value = type;
  if (clusterSizeX !== undefined) {
    clusterX.push(type);
    clusterY.push(type);
    clusterZ.push(type);
  }
}

export function printLaunchDimType(printer: OpAsmPrinter, _op: Operation, dimType: Type, _clusterSizeX: Value | undefined, _x: Type | undefined, _y: Type | undefined, _z: Type | undefined): void {
  if (dimType instanceof IndexType) return;
  printer.write(": ");
  printer.printType(dimType);
}

/** `args(%a : f32, ...)`. */
export function parseLaunchFuncOperands(parser: OpAsmParser, operands: UnresolvedOperand[], types: Type[]): void {
  if (!parser.parseOptionalKeyword("args")) return;
  parser.parseCommaSeparatedList(
    "paren",
    () => {
      operands.push(parser.parseOperand());
      types.push(parser.parseColonType());
    },
    " in argument list",
  );
}

export function printLaunchFuncOperands(printer: OpAsmPrinter, _op: Operation, operands: readonly Value[], types: readonly Type[]): void {
  if (operands.length === 0) return;
  printer.write("args(");
  for (let i = 0; i < operands.length; i++) {
    if (i > 0) printer.write(", ");
    printer.printOperand(operands[i] as Value);
    printer.write(" : ");
    printer.printType(types[i] as Type);
  }
  printer.write(")");
}

/** The default offloading handler: `#gpu.select_object` without a target (as gpu's attribute parser keeps it). */
function defaultHandler(context: Type["context"]): OpaqueAttr {
  return OpaqueAttr.get(context, "gpu", "select_object");
}

/** `<#gpu.select_object<1>>`, or nothing: the default handler. */
export function parseOffloadingHandler(parser: OpAsmParser, handler: Ref<Attribute>): void {
  if (parser.parseOptionalLess()) {
    handler.value = parser.parseAttribute();
    parser.parseGreater();
    return;
  }
  handler.value = defaultHandler(parser.getContext());
}

export function printOffloadingHandler(printer: OpAsmPrinter, op: Operation, handler: Attribute | undefined): void {
  if (handler === undefined || handler === defaultHandler(op.context)) return;
  printer.write("<");
  printer.printAttribute(handler);
  printer.write(">");
}
