// The hand-written syntax of spirv's value ops (MLIR's CompositeOps.cpp, ArithmeticOps.cpp,
// GroupOps.cpp, ...): spirv.CompositeExtract/Insert, the extended arithmetic ops returning
// a two-member struct, the one-result ops whose operands share the result's type (GL/CL
// clamps and fma), the group non-uniform reductions, and the image operands directive.
import { ArrayAttr, FunctionType, IntegerAttr, IntegerType, VectorType, type Attribute, type Operation, type Type } from "../../ir/index.js";
import { operationAttributes, type CustomAssemblyHooks, type OpAsmParser, type OpAsmPrinter, type Ref } from "../../asm/op-asm/index.js";
import { printTypeText } from "../../asm/standalone.js";
import { parseEnumString, spirvEnumCase } from "./enum-attr.js";
import { structMembers } from "./type-parts.js";
import { compositeElementAt } from "./composite-verifiers.js";

/** MLIR's getElementType of CompositeExtract: the type `indices` reach in `type`, or an error at `offset`. */
function extractedType(parser: OpAsmParser, type: Type, indices: Attribute, offset: number): Type {
  return compositeElementAt(type, indices, (message) => parser.emitError(offset, message));
}

/** `%composite[indices] : type`. */
export const compositeExtractSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const composite = parser.parseOperand();
    const offset = parser.getCurrentLocation();
    const indices = parser.parseAttribute();
    state.addAttribute("indices", indices);
    const type = parser.parseColonType();
    parser.resolveOperand(composite, type, state.operands);
    state.addType(extractedType(parser, type, indices, offset));
  },
  print(op, printer) {
    printer.write(" ");
    printer.printOperand(op.getOperand(0));
    const indices = op.getAttr("indices");
    if (indices !== undefined) printer.printAttribute(indices);
    printer.write(" : ");
    printer.printType(op.getOperand(0).type);
  },
};

/** `%object, %composite[indices] : objectType into compositeType`. */
export const compositeInsertSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const offset = parser.getCurrentLocation();
    const operands = parser.parseOperandList("none", true, 2);
    state.addAttribute("indices", parser.parseAttribute());
    const objectType = parser.parseColonType();
    parser.parseKeyword("into");
    const compositeType = parser.parseType();
    parser.resolveOperands(operands, [objectType, compositeType], offset, state.operands);
    state.addType(compositeType);
  },
  print(op, printer) {
    printer.write(" ");
    printer.printOperand(op.getOperand(0));
    printer.write(", ");
    printer.printOperand(op.getOperand(1));
    const indices = op.getAttr("indices");
    if (indices !== undefined) printer.printAttribute(indices);
    printer.write(" : ");
    printer.printType(op.getOperand(0).type);
    printer.write(" into ");
    printer.printType(op.getOperand(1).type);
  },
};

/** `{attrs} %a, %b : !spirv.struct<(t, t)>`: both operands of the struct's member type. */
export const extendedBinarySyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    parser.parseOptionalAttrDict(state.attributes);
    const operands = parser.parseOperandList();
    parser.parseColon();
    const offset = parser.getCurrentLocation();
    const resultType = parser.parseType();
    const members = structMembers(resultType);
    const member = members?.[0];
    if (members === undefined || members.length !== 2 || member === undefined) throw parser.emitError(offset, "expected spirv.struct type with two members");
    parser.resolveOperands(operands, [member, member], offset, state.operands);
    state.addType(resultType);
  },
  print(op, printer) {
    printer.write(" ");
    printer.printOptionalAttrDict(operationAttributes(op));
    printer.printOperands(op.getOperands());
    printer.write(" : ");
    printer.printType(op.getResult(0).type);
  },
};

/** MLIR's parseOneResultSameOperandTypeOp / printOneResultOp: `%a, %b {attrs} : t`, or `(%a, %b) {attrs} : (t, t) -> t`. */
export const sameOperandsSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    if (parser.parseOptionalLParen()) {
      const operands = parser.parseOperandList();
      parser.parseRParen();
      parser.parseOptionalAttrDict(state.attributes);
      parser.parseColon();
      const offset = parser.getCurrentLocation();
      const type = parser.parseType();
      if (!(type instanceof FunctionType)) throw parser.emitError(offset, "expected function type");
      parser.resolveOperands(operands, type.inputs, offset, state.operands);
      state.addTypes(type.results);
      return;
    }
    const offset = parser.getCurrentLocation();
    const operands = parser.parseOperandList();
    parser.parseOptionalAttrDict(state.attributes);
    const type = parser.parseColonType();
    parser.resolveOperands(operands, operands.map(() => type), offset, state.operands);
    state.addType(type);
  },
  print(op, printer) {
    const resultType = op.getResult(0).type;
    printer.write(" ");
    if (op.getOperands().some((v) => v.type !== resultType)) {
      printer.write("(");
      printer.printOperands(op.getOperands());
      printer.write(")");
      printer.printOptionalAttrDict(operationAttributes(op));
      printer.write(" : ");
      printer.printFunctionalType(op.getOperands().map((v) => v.type), [resultType]);
      return;
    }
    printer.printOperands(op.getOperands());
    printer.printOptionalAttrDict(operationAttributes(op));
    printer.write(" : ");
    printer.printType(resultType);
  },
};

/** `"Scope" "GroupOperation" %value [cluster_size(%n)] : type`. */
export const groupNonUniformArithmeticSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    state.addAttribute("execution_scope", parseEnumString(parser, "scope", "execution_scope"));
    state.addAttribute("group_operation", parseEnumString(parser, "group_operation", "group_operation"));
    const value = parser.parseOperand();
    let clusterSize;
    if (parser.parseOptionalKeyword("cluster_size")) {
      parser.parseLParen();
      clusterSize = parser.parseOperand();
      parser.parseRParen();
    }
    const type = parser.parseColonType();
    parser.resolveOperand(value, type, state.operands);
    if (clusterSize !== undefined) parser.resolveOperand(clusterSize, IntegerType.get(parser.getContext(), 32), state.operands);
    state.addType(type);
  },
  print(op, printer) {
    printer.write(` "${spirvEnumCase(op.getAttr("execution_scope"), "scope") ?? ""}" "${spirvEnumCase(op.getAttr("group_operation"), "group_operation") ?? ""}" `);
    printer.printOperand(op.getOperand(0));
    if (op.numOperands > 1) {
      printer.write(" cluster_size(");
      printer.printOperand(op.getOperand(1));
      printer.write(")");
    }
    printer.write(" : ");
    printer.printType(op.getResult(0).type);
  },
};

/** MLIR's parseImageOperands: an optional `["Operands"]`. */
export function parseImageOperands(parser: OpAsmParser, imageOperands: Ref<Attribute>): void {
  if (!parser.parseOptionalLSquare()) return;
  imageOperands.value = parseEnumString(parser, "image_operands", "image_operands");
  parser.parseRSquare();
}

export function printImageOperands(printer: OpAsmPrinter, _op: Operation, imageOperands: Attribute | undefined): void {
  const text = spirvEnumCase(imageOperands, "image_operands");
  if (text !== undefined) printer.write(`["${text}"]`);
}

/** MLIR's getUnaryOpResultType: i1, or a vector of i1 as long as a vector operand. */
export function boolLike(type: Type): Type {
  const i1 = IntegerType.get(type.context, 1);
  return type instanceof VectorType ? VectorType.get([type.getNumElements()], i1) : i1;
}
