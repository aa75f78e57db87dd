// The hand-written syntax of async's ops (MLIR's Async.cpp): async.execute, async.func and
// the result type of async.await.
import type { Type } from "../../ir/index.js";
import { operandGroup, operationAttributes, parseFunctionOp, printFunctionOp, type CustomAssemblyHooks, type OpAsmArgument, type OpAsmParser, type OpAsmPrinter, type Ref, type UnresolvedOperand } from "../../asm/op-asm/index.js";
import { asyncTokenType, asyncValueTypeOf } from "./types.js";

const SEGMENTS = "operandSegmentSizes";

/** `[%deps] (%value as %arg: !async.value<T>, ...) -> (results) attributes {...} { body }`. */
export const executeSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const token = asyncTokenType(parser.getContext());
    let dependencies = 0;
    if (parser.parseOptionalLSquare()) {
      const tokens = parser.parseOperandList();
      parser.resolveOperands(tokens, token, parser.getCurrentLocation(), state.operands);
      parser.parseRSquare();
      dependencies = tokens.length;
    }
    const values: UnresolvedOperand[] = [];
    const unwrapped: OpAsmArgument[] = [];
    const valueTypes: Type[] = [];
    const argumentsLocation = parser.getCurrentLocation();
    parser.parseCommaSeparatedList("optional-paren", () => {
      values.push(parser.parseOperand());
      parser.parseKeyword("as");
      const argument = parser.parseArgument();
      const type = parser.parseColonType();
      valueTypes.push(type);
      // A value that is no !async.value has no unwrapped type: the region check reports it.
      const inner = asyncValueTypeOf(type);
      if (inner !== undefined) argument.type = inner;
      unwrapped.push(argument);
    });
    parser.resolveOperands(values, valueTypes, argumentsLocation, state.operands);
    state.addAttribute(SEGMENTS, parser.getBuilder().getDenseI32ArrayAttr([dependencies, values.length]));
    const results = parser.parseOptionalArrowTypeList();
    state.addType(token);
    state.addTypes(results);
    parser.parseOptionalAttrDictWithKeyword(state.attributes);
    parser.parseRegion(state.addRegion(), unwrapped);
  },
  print(op, printer) {
    const dependencies = operandGroup(op, 0, [true, true], SEGMENTS);
    const values = operandGroup(op, 1, [true, true], SEGMENTS);
    if (dependencies.length > 0) {
      printer.write(" [");
      printer.printOperands(dependencies);
      printer.write("]");
    }
    if (values.length > 0) {
      printer.write(" (");
      const entry = op.getRegion(0).firstBlock;
      values.forEach((value, i) => {
        if (i > 0) printer.write(", ");
        printer.printOperand(value);
        printer.write(" as ");
        const argument = entry?.arguments[i];
        if (argument !== undefined) printer.printOperand(argument);
        else printer.write("<<NULL VALUE>>");
        printer.write(": ");
        printer.printType(value.type);
      });
      printer.write(")");
    }
    printer.printArrowTypeList(op.getResultTypes().slice(1));
    printer.printOptionalAttrDictWithKeyword(operationAttributes(op), [SEGMENTS]);
    printer.write(" ");
    printer.printRegion(op.getRegion(0), false);
  },
};

/** An async function: func.func's syntax without variadic arguments. */
export const funcSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    parseFunctionOp(parser, state, false);
  },
  print(op, printer) {
    printFunctionOp(printer, op, false);
  },
};

/** custom<AwaitResultType>: the awaited operand's type; the result is the value type it wraps (none for a token). */
export function parseAwaitResultType(parser: OpAsmParser, operandType: Ref<Type>, resultType: Type[]): void {
  const type = parser.parseType();
  operandType.value = type;
  const inner = asyncValueTypeOf(type);
  if (inner !== undefined) resultType.push(inner);
}

export function printAwaitResultType(printer: OpAsmPrinter, _op: unknown, operandType: Type): void {
  printer.printType(operandType);
}
