// The hand-written syntax of shape's ops (MLIR's Shape.cpp): assuming, const_shape, func,
// function_library and reduce.
import { ArrayAttr, DenseIntOrFPElementsAttr, DictionaryAttr, IndexType, IntegerAttr, NoneType, RankedTensorType, StringAttr, type Value } from "../../ir/index.js";
import { denseIntElements, intElementAt } from "../../ir/dense-elements.js";
import { ensureTerminator, operationAttributes, parseFunctionOp, printFunctionOp, type CustomAssemblyHooks } from "../../asm/op-asm/index.js";
import { shapeDialectType } from "./types.js";

/** `%witness [-> (types)] { body } [attr-dict]`; the body's shape.assuming_yield is elided when it yields nothing. */
export const assumingSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const witness = parser.parseOperand();
    parser.resolveOperand(witness, shapeDialectType(parser.getContext(), "witness"), state.operands);
    state.addTypes(parser.parseOptionalArrowTypeList());
    const body = state.addRegion();
    parser.parseRegion(body, []);
    ensureTerminator(body, "shape.assuming_yield", state.location);
    parser.parseOptionalAttrDict(state.attributes);
  },
  print(op, printer) {
    printer.write(" ");
    printer.printOperand(op.getOperand(0));
    const results = op.getResultTypes();
    if (results.length > 0) {
      // Always parenthesized, even for one type.
      printer.write(" -> (");
      printer.printTypes(results);
      printer.write(")");
    }
    printer.write(" ");
    printer.printRegion(op.getRegion(0), false, results.length > 0);
    printer.printOptionalAttrDict(operationAttributes(op));
  },
};

/** `[attr-dict] [e0, e1, ...] : type`; the extents are kept as `dense<...> : tensor<N x index>` in `shape`. */
export const constShapeSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    parser.parseOptionalAttrDict(state.attributes);
    const location = parser.getCurrentLocation();
    // Read as an array attribute of integers, as MLIR does.
    const extents = parser.parseAttribute();
    if (!(extents instanceof ArrayAttr)) throw parser.emitError(location, "expected an array of integer extents");
    const values: bigint[] = [];
    for (const extent of extents.value) {
      if (!(extent instanceof IntegerAttr)) throw parser.emitError(location, "expected an array of integer extents");
      values.push(BigInt(extent.value));
    }
    const context = parser.getContext();
    state.addAttribute("shape", denseIntElements(RankedTensorType.get([values.length], IndexType.get(context)), values));
    state.addTypes([parser.parseColonType()]);
  },
  print(op, printer) {
    printer.write(" ");
    printer.printOptionalAttrDict(operationAttributes(op), ["shape"]);
    printer.write("[");
    const shape = op.getAttr("shape");
    if (shape instanceof DenseIntOrFPElementsAttr) {
      const count = shape.type instanceof RankedTensorType ? Number(shape.type.shape[0] ?? 0) : 0;
      for (let i = 0; i < count; i++) {
        if (i > 0) printer.write(", ");
        printer.write(String(BigInt.asIntN(64, BigInt(intElementAt(shape, i)))));
      }
    }
    printer.write("] : ");
    printer.printType(op.getResult(0).type);
  },
};

/** A shape function: func.func's syntax without variadic arguments. */
export const funcSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    parseFunctionOp(parser, state, false);
  },
  print(op, printer) {
    printFunctionOp(printer, op, false);
  },
};

/** `@name [attributes {...}] { body } mapping {op = @fn, ...}`. */
export const functionLibrarySyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    state.addAttribute("sym_name", parser.parseSymbolName());
    parser.parseOptionalAttrDictWithKeyword(state.attributes);
    parser.parseRegion(state.addRegion(), []);
    parser.parseKeyword("mapping");
    const location = parser.getCurrentLocation();
    const mapping = parser.parseAttribute(NoneType.get(parser.getContext()));
    if (!(mapping instanceof DictionaryAttr)) throw parser.emitError(location, "invalid kind of attribute specified");
    state.addAttribute("mapping", mapping);
  },
  print(op, printer) {
    printer.write(" ");
    const name = op.getAttr("sym_name");
    printer.printSymbolName(name instanceof StringAttr ? name.value : "");
    printer.printOptionalAttrDictWithKeyword(operationAttributes(op), ["sym_name", "mapping"]);
    printer.write(" ");
    printer.printRegion(op.getRegion(0), false, false);
    printer.write(" mapping ");
    const mapping = op.getAttr("mapping");
    if (mapping !== undefined) printer.printAttributeWithoutType(mapping);
  },
};

/** `(%shape, %init...) : type [-> result types] { body } [attr-dict]`. */
export const reduceSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const operands = parser.parseOperandList("paren");
    const shapeType = parser.parseColonType();
    const results = parser.parseOptionalArrowTypeList();
    state.addTypes(results);
    const [shape, ...inits] = operands;
    if (shape === undefined) throw parser.emitError(parser.getNameLoc(), "expected a shape operand");
    parser.resolveOperand(shape, shapeType, state.operands);
    parser.resolveOperands(inits, results, parser.getNameLoc(), state.operands);
    parser.parseRegion(state.addRegion(), []);
    parser.parseOptionalAttrDict(state.attributes);
  },
  print(op, printer) {
    const [shape, ...inits] = op.getOperands();
    printer.write("(");
    printer.printOperand(shape as Value);
    printer.write(", ");
    printer.printOperands(inits);
    printer.write(") : ");
    printer.printType((shape as Value).type);
    printer.printArrowTypeList(op.getResultTypes());
    printer.write(" ");
    printer.printRegion(op.getRegion(0));
    printer.printOptionalAttrDict(operationAttributes(op));
  },
};
