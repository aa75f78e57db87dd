// The hand-written syntax of llvm's comparisons, alloca and call (MLIR's LLVMDialect.cpp).
import { DenseArrayAttr, FunctionType, IntegerAttr, IntegerType, StringAttr, SymbolRefAttr, TypeAttr, UnitAttr, VectorType, type NamedAttribute, type Operation, type Type, type Value } from "../../ir/index.js";
import { operationAttributes, type CustomAssemblyHooks, type OpAsmParser, type OpAsmPrinter, type OperationState, type UnresolvedOperand } from "../../asm/op-asm/index.js";
import { llvmEnums } from "../../../generated/upstream/llvm-assembly.js";
import { caseOfEnumAttr, enumAttr, parseOptionalEnumKeyword } from "./enum-keywords.js";
import { withoutDefaultFastmath } from "./directives.js";
import { isVoidType, llvmTypeBody } from "./types.js";
import { llvmVectorShape } from "./compatible-types.js";

/** `"slt" %a, %b : i32` (icmp) / `"oeq" %a, %b : f32` (fcmp). */
function comparisonSyntax(predicates: typeof llvmEnums.ICmpPredicate): CustomAssemblyHooks {
  return {
    parse(parser: OpAsmParser, state: OperationState): void {
      const context = parser.getContext();
      const predicateLocation = parser.getCurrentLocation();
      const predicate = parser.parseAttribute();
      // MLIR reads the predicate as a StringAttr (parseAttribute<StringAttr>).
      if (!(predicate instanceof StringAttr)) throw parser.emitError(predicateLocation, "invalid kind of attribute specified");
      const lhs = parser.parseOperand();
      parser.parseComma();
      const rhs = parser.parseOperand();
      const attributes: NamedAttribute[] = [];
      parser.parseOptionalAttrDict(attributes);
      parser.parseColon();
      const type = parser.parseType();
      parser.resolveOperand(lhs, type, state.operands);
      parser.resolveOperand(rhs, type, state.operands);
      const text = predicate.value;
      const symbol = predicates.symbolize(text);
      if (symbol === undefined) throw parser.emitError(predicateLocation, `'${text}' is an incorrect value of the 'predicate' attribute`);
      state.addAttributes(attributes.filter((a) => a.name !== "predicate"));
      state.addAttribute("predicate", IntegerAttr.get(IntegerType.get(context, 64), BigInt(predicates.valueOf(symbol))));
      const i1 = IntegerType.get(context, 1);
      // getI1SameShape: an i1 vector of the operands' shape (builtin, since i1 is a builtin vector element).
      const llvmVector = llvmVectorShape(type);
      if (type instanceof VectorType) state.addType(VectorType.get(type.shape, i1, type.scalableDims));
      else if (llvmVector !== undefined) state.addType(VectorType.get([llvmVector.count], i1, [llvmVector.scalable]));
      else state.addType(i1);
    },
    print(op: Operation, printer: OpAsmPrinter): void {
      const predicate = op.getAttr("predicate");
      const symbol = predicate instanceof IntegerAttr ? predicates.symbolize(predicate.value) : undefined;
      printer.write(` "${symbol ?? ""}" `);
      printer.printOperand(op.getOperand(0));
      printer.write(", ");
      printer.printOperand(op.getOperand(1));
      printer.printOptionalAttrDict(withoutDefaultFastmath(operationAttributes(op)), ["predicate"]);
      printer.write(" : ");
      printer.printType(op.getOperand(0).type);
    },
  };
}

export const icmpSyntax = comparisonSyntax(llvmEnums.ICmpPredicate);
export const fcmpSyntax = comparisonSyntax(llvmEnums.FCmpPredicate);

/** `[inalloca] %n x T {attrs} : (i32) -> !llvm.ptr`. */
export const allocaSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const context = parser.getContext();
    if (parser.parseOptionalKeyword("inalloca")) state.addAttribute("inalloca", UnitAttr.get(context));
    const size = parser.parseOperand();
    parser.parseKeyword("x");
    const elementType = parser.parseType();
    const attributes: NamedAttribute[] = [];
    parser.parseOptionalAttrDict(attributes);
    parser.parseColon();
    const typeLocation = parser.getCurrentLocation();
    const type = parser.parseType();
    for (const a of attributes) {
      if (a.name !== "alignment") continue;
      if (!(a.value instanceof IntegerAttr)) throw parser.emitError(parser.getNameLoc(), "expected integer alignment");
    }
    state.addAttributes(attributes.filter((a) => !(a.name === "alignment" && a.value instanceof IntegerAttr && BigInt(a.value.value) === 0n)));
    if (!(type instanceof FunctionType) || type.inputs.length !== 1 || type.results.length !== 1) {
      throw parser.emitError(typeLocation, "expected trailing function type with one argument and one result");
    }
    parser.resolveOperand(size, type.inputs[0] as Type, state.operands);
    const result = type.results[0] as Type;
    if (llvmTypeBody(result)?.startsWith("ptr") === true) state.addAttribute("elem_type", TypeAttr.get(elementType));
    state.addType(result);
  },
  print(op, printer) {
    if (op.getAttr("inalloca") !== undefined) printer.write(" inalloca");
    printer.write(" ");
    printer.printOperand(op.getOperand(0));
    printer.write(" x ");
    const elementType = op.getAttr("elem_type");
    if (elementType instanceof TypeAttr) printer.printType(elementType.value);
    const alignment = op.getAttr("alignment");
    const keepAlignment = alignment instanceof IntegerAttr && BigInt(alignment.value) !== 0n;
    printer.printOptionalAttrDict(operationAttributes(op), keepAlignment ? ["elem_type", "inalloca"] : ["alignment", "elem_type", "inalloca"]);
    printer.write(" : ");
    printer.printType(FunctionType.get(op.context, [op.getOperand(0).type], [op.getResult(0).type]));
  },
};

/** The callee: `@f` (a direct call, set as `callee`) or a function pointer operand, then the arguments. */
function parseCallee(parser: OpAsmParser, state: OperationState): { operands: UnresolvedOperand[]; isDirect: boolean } {
  const operands: UnresolvedOperand[] = [];
  const calleePointer = parser.parseOptionalOperand();
  if (calleePointer !== undefined) operands.push(calleePointer);
  const isDirect = calleePointer === undefined;
  if (isDirect) state.addAttribute("callee", parser.parseAttribute());
  operands.push(...parser.parseOperandList("paren"));
  return { operands, isDirect };
}

function parseVarargCalleeType(parser: OpAsmParser, state: OperationState): void {
  if (!parser.parseOptionalKeyword("vararg")) return;
  parser.parseLParen();
  state.addAttribute("var_callee_type", parser.parseAttribute());
  parser.parseRParen();
}

/** `: (args) -> result` (direct) or `: !llvm.ptr, (args) -> result`, resolving the callee operands (MLIR's parseCallTypeAndResolveOperands). */
function parseCallTypes(parser: OpAsmParser, state: OperationState, isDirect: boolean, operands: readonly UnresolvedOperand[]): void {
  const typesLocation = parser.getCurrentLocation();
  parser.parseColon();
  const types = parser.parseTypeList();
  if (isDirect && types.length !== 1) throw parser.emitError(typesLocation, "expected direct call to have 1 trailing type");
  if (!isDirect && types.length !== 2) throw parser.emitError(typesLocation, "expected indirect call to have 2 trailing types");
  const fnType = types.pop();
  if (!(fnType instanceof FunctionType)) throw parser.emitError(typesLocation, "expected trailing function type");
  if (fnType.results.length > 1) throw parser.emitError(typesLocation, "expected function with 0 or 1 result");
  if (fnType.results.length === 1 && isVoidType(fnType.results[0] as Type)) throw parser.emitError(typesLocation, "expected a non-void result type");
  parser.resolveOperands(operands, [...types, ...fnType.inputs], parser.getNameLoc(), state.operands);
  state.addTypes(fnType.results);
}

function printCallee(printer: OpAsmPrinter, op: Operation, calleeOperands: readonly Value[]): { isDirect: boolean; args: readonly Value[] } {
  const callee = op.getAttr("callee");
  const isDirect = callee instanceof SymbolRefAttr;
  if (isDirect) printer.printAttribute(callee);
  else printer.printOperand(calleeOperands[0] as Value);
  const args = isDirect ? calleeOperands : calleeOperands.slice(1);
  printer.write("(");
  printer.printOperands(args);
  printer.write(")");
  return { isDirect, args };
}

function printVarargCalleeType(printer: OpAsmPrinter, op: Operation): void {
  const varCallee = op.getAttr("var_callee_type");
  if (!(varCallee instanceof TypeAttr)) return;
  printer.write(" vararg(");
  printer.printType(varCallee.value);
  printer.write(")");
}

function printCallTypes(printer: OpAsmPrinter, op: Operation, isDirect: boolean, calleeOperands: readonly Value[], args: readonly Value[]): void {
  printer.write(" : ");
  if (!isDirect) {
    printer.printType((calleeOperands[0] as Value).type);
    printer.write(", ");
  }
  printer.printFunctionalType(args.map((a) => a.type), op.getResultTypes());
}

function printCallingConvention(printer: OpAsmPrinter, op: Operation): void {
  const cconv = caseOfEnumAttr("cconv", op.getAttr("CConv"));
  if (cconv !== undefined && cconv !== "ccc") printer.write(`${cconv} `);
}

/** `[cconv] [tailcallkind] @f(%a) [vararg(!llvm.func<...>)] {attrs} : (i32) -> i32`, or `%fn(%a) : !llvm.ptr, (i32) -> i32`. */
export const callSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const context = parser.getContext();
    state.addAttribute("CConv", enumAttr(context, "cconv", parseOptionalEnumKeyword(parser, "CConv", "ccc")));
    state.addAttribute("TailCallKind", enumAttr(context, "tailcallkind", parseOptionalEnumKeyword(parser, "TailCallKind", "none")));
    const { operands, isDirect } = parseCallee(parser, state);
    parseVarargCalleeType(parser, state);
    const attributes: NamedAttribute[] = [];
    parser.parseOptionalAttrDict(attributes);
    state.addAttributes(attributes);
    parseCallTypes(parser, state, isDirect, operands);
  },
  print(op, printer) {
    printer.write(" ");
    printCallingConvention(printer, op);
    const tail = caseOfEnumAttr("tailcallkind", op.getAttr("TailCallKind"));
    if (tail !== undefined && tail !== "none") printer.write(`${tail} `);
    const operands = op.getOperands();
    const { isDirect, args } = printCallee(printer, op, operands);
    printVarargCalleeType(printer, op);
    printer.printOptionalAttrDict(withoutDefaultFastmath(operationAttributes(op)), ["callee", "TailCallKind", "var_callee_type", "CConv"]);
    printCallTypes(printer, op, isDirect, operands, args);
  },
};

/** `[cconv] @f(%a) to ^normal(...) unwind ^unwind(...) [vararg(...)] {attrs} : (i32) -> i32`. */
export const invokeSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const context = parser.getContext();
    state.addAttribute("CConv", enumAttr(context, "cconv", parseOptionalEnumKeyword(parser, "CConv", "ccc")));
    const { operands, isDirect } = parseCallee(parser, state);
    parser.parseKeyword("to");
    const normalOperands: Value[] = [];
    const normal = parser.parseSuccessorAndUseList(normalOperands);
    parser.parseKeyword("unwind");
    const unwindOperands: Value[] = [];
    const unwind = parser.parseSuccessorAndUseList(unwindOperands);
    parseVarargCalleeType(parser, state);
    const attributes: NamedAttribute[] = [];
    parser.parseOptionalAttrDict(attributes);
    state.addAttributes(attributes);
    parseCallTypes(parser, state, isDirect, operands);
    state.addSuccessors([normal, unwind]);
    state.addOperands(normalOperands);
    state.addOperands(unwindOperands);
    state.addAttribute("operandSegmentSizes", DenseArrayAttr.get(IntegerType.get(context, 32), Int32Array.from([operands.length, normalOperands.length, unwindOperands.length])));
  },
  print(op, printer) {
    printer.write(" ");
    printCallingConvention(printer, op);
    const segments = op.getAttr("operandSegmentSizes");
    const calleeCount = segments instanceof DenseArrayAttr ? Number(segments.values[0] ?? 0) : op.numOperands;
    const normalCount = segments instanceof DenseArrayAttr ? Number(segments.values[1] ?? 0) : 0;
    const operands = op.getOperands();
    // mlir-opt 19 prints every operand after the callee as an argument, the destinations'
    // operands included (its output then reads back as a different call); so do we.
    const { isDirect, args } = printCallee(printer, op, operands);
    printer.write(" to ");
    printer.printSuccessorAndUseList(op.getSuccessor(0), operands.slice(calleeCount, calleeCount + normalCount));
    printer.write(" unwind ");
    printer.printSuccessorAndUseList(op.getSuccessor(1), operands.slice(calleeCount + normalCount));
    printVarargCalleeType(printer, op);
    printer.printOptionalAttrDict(operationAttributes(op), ["callee", "operandSegmentSizes", "CConv", "var_callee_type"]);
    printCallTypes(printer, op, isDirect, operands, args);
  },
};

/** `[cleanup] (catch %x : !llvm.ptr) (filter %y : !llvm.array<1 x i8>) {attrs} : type`. */
export const landingpadSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    if (parser.parseOptionalKeyword("cleanup")) state.addAttribute("cleanup", UnitAttr.get(parser.getContext()));
    while (parser.parseOptionalLParen() && (parser.parseOptionalKeyword("filter") || parser.parseOptionalKeyword("catch"))) {
      const operand = parser.parseOperand();
      parser.parseColon();
      parser.resolveOperand(operand, parser.parseType(), state.operands);
      parser.parseRParen();
    }
    parser.parseColon();
    state.addType(parser.parseType());
  },
  print(op, printer) {
    printer.write(op.getAttr("cleanup") !== undefined ? " cleanup " : " ");
    for (const value of op.getOperands()) {
      // As LLVM: a clause of array type filters, any other catches.
      printer.write(`(${llvmTypeBody(value.type)?.startsWith("array<") === true ? "filter" : "catch"} `);
      printer.printOperand(value);
      printer.write(" : ");
      printer.printType(value.type);
      printer.write(") ");
    }
    printer.printOptionalAttrDict(operationAttributes(op), ["cleanup"]);
    printer.write(": ");
    printer.printType(op.getResult(0).type);
  },
};
