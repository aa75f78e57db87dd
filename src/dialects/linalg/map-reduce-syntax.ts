// The hand-written syntax of linalg.map, reduce, transpose and broadcast (LinalgOps.cpp):
// `ins(...) outs(...)` without segment sizes (their inits are the last operands), reduce's
// `dimensions = [..]`, transpose's `permutation = [..]`, broadcast's `dimensions`, and for map
// and reduce either a body `(%in: f32, ...) { ... }` or, when the body is one op applied to
// the block arguments in order, the short form `{ arith.addf }` (MLIR 19 prints it so).
import { DenseArrayAttr, IntegerType, RankedTensorType, ShapedType, UnknownLoc, OpBuilder, type Attribute, type Block, type NamedAttribute, type Operation, type Value } from "../../ir/index.js";
import { operationAttributes, type CustomAssemblyHooks, type OpAsmParser, type OpAsmPrinter, type OperationState } from "../../asm/op-asm/index.js";
import { FastMathFlags, FastMathFlagsAttr } from "../../../generated/arith.js";
import { createOp } from "./named-op-body.js";
import { parseCommonStructuredOpParts, printCommonStructuredOpParts, regionArgumentType } from "./structured-syntax.js";

/** `name = [1, 2]` into an i64 dense array attribute (MLIR's parseDenseI64ArrayAttr). */
function parseDenseI64Array(parser: OpAsmParser, state: OperationState, name: string): void {
  parser.parseKeyword(name);
  parser.parseEqual();
  const values: bigint[] = [];
  parser.parseCommaSeparatedList("square", () => values.push(parser.parseInteger()));
  state.addAttribute(name, DenseArrayAttr.get(IntegerType.get(parser.getContext(), 64), BigInt64Array.from(values)));
}

/** ` name = [1, 2] ` (with the space after: MLIR's printDenseI64ArrayAttr). */
function printDenseI64Array(printer: OpAsmPrinter, op: Operation, name: string): void {
  const attr = op.getAttr(name);
  const values = attr instanceof DenseArrayAttr ? Array.from(attr.values as ArrayLike<number | bigint>, (v) => String(v)) : [];
  printer.write(` ${name} = [${values.join(", ")}] `);
}

/** ins/outs, a result per ranked tensor init, the op's own array attribute, then the attribute dictionary (MLIR's parseDstStyleOp). */
function parseDstStyleOp(parser: OpAsmParser, state: OperationState, arrayAttribute?: string): void {
  const { outputTypes } = parseCommonStructuredOpParts(parser, state, false);
  for (const type of outputTypes) if (type instanceof RankedTensorType) state.addType(type);
  if (arrayAttribute !== undefined) parseDenseI64Array(parser, state, arrayAttribute);
  parser.parseOptionalAttrDict(state.attributes);
}

/** `{ arith.addf [{attrs}] }`: the payload op of the short form, undefined when not written. */
function parsePayloadOp(parser: OpAsmParser): { name: string; attributes: NamedAttribute[] } | undefined {
  if (!parser.parseOptionalLBrace()) return undefined;
  const name = parser.parseCustomOperationName();
  const attributes: NamedAttribute[] = [];
  parser.parseOptionalAttrDict(attributes);
  parser.parseRBrace();
  return { name, attributes };
}

/**
 * A body of one block: an argument per operand's element type, the payload op applied to
 * them (with the init first for reduce), and linalg.yield of its result (MLIR's addBodyWithPayloadOp).
 */
function addBodyWithPayloadOp(state: OperationState, payload: { name: string; attributes: NamedAttribute[] }, operands: readonly Value[], initFirst: boolean): void {
  const context = state.context;
  const builder = new OpBuilder(context);
  const region = state.addRegion();
  const unknown = UnknownLoc.get(context);
  const block = builder.createBlock(
    region,
    operands.map((v) => (v.type instanceof ShapedType ? v.type.elementType : v.type)),
    operands.map(() => unknown),
  );
  const args = block.arguments;
  const payloadOperands = initFirst ? [args[args.length - 1] as Value, ...args.slice(0, -1)] : [...args];
  // Without operands (invalid: the op's invariants report it) the payload has no result.
  const last = state.operands[state.operands.length - 1];
  const resultTypes = last !== undefined && last.type instanceof ShapedType ? [last.type.elementType] : [];
  const opName = context.getOperationName(payload.name);
  const inherentNames = opName.info?.attributeNames ?? [];
  const inherent = payload.attributes.filter((a) => inherentNames.includes(a.name));
  const discardable = payload.attributes.filter((a) => !inherentNames.includes(a.name));
  const results = createOp(builder, payload.name, state.location, payloadOperands, resultTypes, inherent);
  for (const a of discardable) (block.lastOp as Operation).setDiscardableAttr(a.name, a.value);
  createOp(builder, "linalg.yield", state.location, results, []);
}

/** The payload op of a body the short form can print, undefined for any other body (MLIR's findPayloadOp). */
function findPayloadOp(body: Block, initFirst: boolean): Operation | undefined {
  if (body.size !== 2) return undefined;
  const payload = body.firstOp as Operation;
  const args = body.arguments;
  if (payload.numOperands === 0 || payload.numOperands !== args.length) return undefined;
  const operands = payload.getOperands();
  const expected = initFirst ? [args[args.length - 1], ...args.slice(0, -1)] : args;
  return operands.every((v, i) => v === expected[i]) ? payload : undefined;
}

/** ` { name [{attrs}] }` with a `fastmath = #arith.fastmath<none>` left out (MLIR's printShortForm). */
function printShortForm(printer: OpAsmPrinter, payload: Operation): void {
  printer.write(` { ${payload.name.name}`);
  const attributes = operationAttributes(payload);
  const none = attributes.find((a) => isNoFastMath(a.value));
  printer.printOptionalAttrDict(attributes, none !== undefined ? [none.name] : []);
  printer.write(" }");
}

/** `#arith.fastmath<none>`. */
function isNoFastMath(value: Attribute): boolean {
  return value instanceof FastMathFlagsAttr && value.value === FastMathFlags.none;
}

/** `(%a: t, ...) { body }` on a new line, indented (the long form). */
function printLongBody(printer: OpAsmPrinter, op: Operation): void {
  const body = (op.getRegion(0).firstBlock as Block);
  printer.increaseIndent();
  printer.printNewline();
  printer.write("(");
  body.arguments.forEach((arg, i) => {
    if (i > 0) printer.write(", ");
    printer.printRegionArgument(arg);
  });
  printer.write(") ");
  printer.printRegion(op.getRegion(0), false);
  printer.decreaseIndent();
}

function parseBodyOrPayload(parser: OpAsmParser, state: OperationState, payload: { name: string; attributes: NamedAttribute[] } | undefined, bodyOperands: readonly Value[], initFirst: boolean): void {
  if (payload !== undefined) {
    // MLIR 19 builds the payload body only when the op has operands; else the region stays empty.
    if (state.operands.length === 0) state.addRegion();
    else addBodyWithPayloadOp(state, payload, bodyOperands, initFirst);
    return;
  }
  const args = parser.parseArgumentList("paren", true, true);
  parser.parseRegion(state.addRegion(), args);
}

/** inputs: every operand but the inits (map: one init; reduce: as many inits as inputs). */
function splitInits(op: Operation, numInits: number): { inputs: Value[]; inits: Value[] } {
  const all = op.getOperands();
  return { inputs: all.slice(0, all.length - numInits), inits: all.slice(all.length - numInits) };
}

export const mapSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const payload = parsePayloadOp(parser);
    parseDstStyleOp(parser, state);
    // MLIR 19's mapper block has an argument per input only.
    parseBodyOrPayload(parser, state, payload, state.operands.slice(0, -1), false);
  },
  print(op, printer) {
    const payload = findPayloadOp((op.getRegion(0).firstBlock as Block), false);
    if (payload !== undefined) printShortForm(printer, payload);
    const { inputs, inits } = splitInits(op, 1);
    printCommonStructuredOpParts(printer, inputs, inits);
    printer.printOptionalAttrDict(operationAttributes(op));
    if (payload === undefined) printLongBody(printer, op);
  },
};

export const reduceSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const payload = parsePayloadOp(parser);
    parseDstStyleOp(parser, state, "dimensions");
    parseBodyOrPayload(parser, state, payload, state.operands, true);
  },
  print(op, printer) {
    const payload = findPayloadOp((op.getRegion(0).firstBlock as Block), true);
    if (payload !== undefined) printShortForm(printer, payload);
    const { inputs, inits } = splitInits(op, op.numOperands / 2);
    printCommonStructuredOpParts(printer, inputs, inits);
    printDenseI64Array(printer, op, "dimensions");
    printer.printOptionalAttrDict(operationAttributes(op), ["dimensions"]);
    if (payload === undefined) printLongBody(printer, op);
  },
};

/** transpose and broadcast: `ins(%in : t) outs(%init : t) name = [..]`, with a body yielding the input element (MLIR's buildIdentityRegion). */
function identityRegionSyntax(arrayAttribute: string): CustomAssemblyHooks {
  return {
    parse(parser, state) {
      parseDstStyleOp(parser, state, arrayAttribute);
      const context = state.context;
      const builder = new OpBuilder(context);
      const operands = state.operands;
      const block = builder.createBlock(
        state.addRegion(),
        operands.map((v) => regionArgumentType(v.type)),
        // Each argument takes the location of its operand's value (MLIR's buildGenericRegion).
        operands.map((v) => v.location),
      );
      if (block.arguments.length > 0) createOp(builder, "linalg.yield", state.location, [block.arguments[0] as Value], []);
    },
    print(op, printer) {
      const { inputs, inits } = splitInits(op, 1);
      printCommonStructuredOpParts(printer, inputs, inits);
      printDenseI64Array(printer, op, arrayAttribute);
      printer.printOptionalAttrDict(operationAttributes(op), [arrayAttribute]);
    },
  };
}

export const transposeSyntax = identityRegionSyntax("permutation");
export const broadcastSyntax = identityRegionSyntax("dimensions");
