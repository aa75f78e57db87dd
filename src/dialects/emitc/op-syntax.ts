// The hand-written syntax of emitc's ops (MLIR's EmitC.cpp): for, func, if, include, and
// the type and initial value of emitc.global.
import { IndexType, IntegerType, OpaqueType, StringAttr, TypeAttr, UnitAttr, type Attribute, type Type } from "../../ir/index.js";
import { ensureTerminator, operationAttributes, parseFunctionOp, printFunctionOp, type CustomAssemblyHooks, type OpAsmParser, type OpAsmPrinter, type Ref } from "../../asm/op-asm/index.js";
import { parseTypeText } from "../../asm/standalone.js";
import { opaqueParameter } from "../../ir/attributes.js";

/** `%i = %lb to %ub step %step [: type] { body } [attr-dict]`; the bounds are index unless a type is given. */
export const forSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const inductionVariable = parser.parseArgument();
    parser.parseEqual();
    const lower = parser.parseOperand();
    parser.parseKeyword("to");
    const upper = parser.parseOperand();
    parser.parseKeyword("step");
    const step = parser.parseOperand();
    const type = parser.parseOptionalColon() ? parser.parseType() : IndexType.get(parser.getContext());
    inductionVariable.type = type;
    for (const bound of [lower, upper, step]) parser.resolveOperand(bound, type, state.operands);
    const body = state.addRegion();
    parser.parseRegion(body, [inductionVariable]);
    ensureTerminator(body, "emitc.yield", state.location);
    parser.parseOptionalAttrDict(state.attributes);
  },
  print(op, printer) {
    const body = op.getRegion(0);
    const inductionVariable = body.firstBlock?.arguments[0];
    printer.write(" ");
    if (inductionVariable !== undefined) printer.printOperand(inductionVariable);
    printer.write(" = ");
    printer.printOperand(op.getOperand(0));
    printer.write(" to ");
    printer.printOperand(op.getOperand(1));
    printer.write(" step ");
    printer.printOperand(op.getOperand(2));
    printer.write(" ");
    const type = inductionVariable?.type;
    if (type !== undefined && !(type instanceof IndexType)) {
      // MLIR writes a space before the colon after the one above.
      printer.write(" : ");
      printer.printType(type);
      printer.write(" ");
    }
    printer.printRegion(body, false, false);
    printer.printOptionalAttrDict(operationAttributes(op));
  },
};

/** A C function: func.func's syntax without variadic arguments. */
export const funcSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    parseFunctionOp(parser, state, false);
  },
  print(op, printer) {
    printFunctionOp(printer, op, false);
  },
};

/** `%cond { then } [else { else }] [attr-dict]`; the regions' emitc.yield is implicit. */
export const ifSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const condition = parser.parseOperand();
    parser.resolveOperand(condition, IntegerType.get(parser.getContext(), 1), state.operands);
    const thenRegion = state.addRegion();
    const elseRegion = state.addRegion();
    parser.parseRegion(thenRegion, []);
    ensureTerminator(thenRegion, "emitc.yield", state.location);
    if (parser.parseOptionalKeyword("else")) {
      parser.parseRegion(elseRegion, []);
      ensureTerminator(elseRegion, "emitc.yield", state.location);
    }
    parser.parseOptionalAttrDict(state.attributes);
  },
  print(op, printer) {
    printer.write(" ");
    printer.printOperand(op.getOperand(0));
    printer.write(" ");
    printer.printRegion(op.getRegion(0), false, false);
    const elseRegion = op.getRegion(1);
    if (elseRegion.firstBlock !== null) {
      printer.write(" else ");
      printer.printRegion(elseRegion, false, false);
    }
    printer.printOptionalAttrDict(operationAttributes(op));
  },
};

/** `"header.h"` or `<"header.h">` (a standard include). */
export const includeSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const standard = parser.parseOptionalLess();
    const include = parser.parseOptionalAttribute();
    if (!(include instanceof StringAttr)) throw parser.emitError(parser.getNameLoc(), "expected string attribute");
    state.addAttribute("include", include);
    if (standard) {
      if (!parser.parseOptionalGreater()) throw parser.emitError(parser.getNameLoc(), "expected trailing '>' for standard include");
      state.addAttribute("is_standard_include", UnitAttr.get(parser.getContext()));
    }
  },
  print(op, printer) {
    const standard = op.getAttr("is_standard_include") !== undefined;
    const include = op.getAttr("include");
    printer.write(" ");
    if (standard) printer.write("<");
    // The header's text between quotes as it is, unescaped (as MLIR prints it).
    printer.write(`"${include instanceof StringAttr ? include.value : ""}"`);
    if (standard) printer.write(">");
  },
};

/** The type an emitc.global's initial value has: an `!emitc.array<...>` one is the tensor of that shape. */
function initializerType(type: Type): Type {
  if (type instanceof OpaqueType && type.dialect === "emitc") {
    const shape = opaqueParameter(type.data, "array");
    if (shape !== undefined) return parseTypeText(`tensor<${shape}>`, type.context);
  }
  return type;
}

/** custom<EmitCGlobalOpTypeAndInitialValue>: `type [= initial value]`. */
export function parseEmitCGlobalOpTypeAndInitialValue(parser: OpAsmParser, type: Ref<Attribute>, initialValue: Ref<Attribute>): void {
  const globalType = parser.parseType();
  type.value = TypeAttr.get(globalType);
  if (!parser.parseOptionalEqual()) return;
  const value = parser.parseAttribute(initializerType(globalType));
  initialValue.value = value;
}

export function printEmitCGlobalOpTypeAndInitialValue(printer: OpAsmPrinter, _op: unknown, type: Attribute | undefined, initialValue: Attribute | undefined): void {
  if (type instanceof TypeAttr) printer.printType(type.value);
  if (initialValue !== undefined) {
    printer.write(" = ");
    printer.printAttributeWithoutType(initialValue);
  }
}
