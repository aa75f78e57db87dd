// bufferization's custom syntax: the generated formats
// (generated/upstream/bufferization-assembly.ts) with their C++ pieces: the tensor type of a
// memref, bufferization.dealloc's inferred result types (one i1 per retained memref) and
// bufferization.alloc_tensor's hand-written parser and printer.
import { DenseArrayAttr, IntegerType, TensorType, type Type } from "../../ir/index.js";
import { operationAttributes, type CustomAssemblyHooks, type UnresolvedOperand } from "../../asm/op-asm/index.js";
import { bufferizationAssembly, type BufferizationAssemblyHooks } from "../../../generated/upstream/bufferization-assembly.js";
import { tensorTypeFromMemRefType } from "../upstream/syntax/shaped.js";

/** `(sizes) copy(%t) size_hint=%n {attrs} : tensor-type` (MLIR's AllocTensorOp::parse/print). */
const allocTensorSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const builder = parser.getBuilder();
    parser.parseLParen();
    const sizes = parser.parseOperandList();
    parser.parseRParen();
    let copy: UnresolvedOperand | undefined;
    if (parser.parseOptionalKeyword("copy")) {
      parser.parseLParen();
      copy = parser.parseOperand();
      parser.parseRParen();
    }
    let sizeHint: UnresolvedOperand | undefined;
    if (parser.parseOptionalKeyword("size_hint")) {
      parser.parseEqual();
      sizeHint = parser.parseOperand();
    }
    parser.parseOptionalAttrDict(state.attributes);
    parser.parseColon();
    const type = parser.parseTypeOf(TensorType);
    state.addType(type);
    const index = builder.getIndexType();
    parser.resolveOperands(sizes, index, parser.getCurrentLocation(), state.operands);
    if (copy !== undefined) parser.resolveOperand(copy, type, state.operands);
    if (sizeHint !== undefined) parser.resolveOperand(sizeHint, index, state.operands);
    state.addAttribute("operandSegmentSizes", builder.getDenseI32ArrayAttr([sizes.length, copy === undefined ? 0 : 1, sizeHint === undefined ? 0 : 1]));
  },
  print(op, printer) {
    const segments = op.getAttr("operandSegmentSizes");
    const sizes = segments instanceof DenseArrayAttr ? Array.from(segments.values as ArrayLike<number>, Number) : [op.numOperands, 0, 0];
    const dynamicSizes = op.getOperands().slice(0, sizes[0] ?? 0);
    printer.write("(");
    printer.printOperands(dynamicSizes);
    printer.write(")");
    let next = sizes[0] ?? 0;
    if ((sizes[1] ?? 0) > 0) {
      printer.write(" copy(");
      printer.printOperand(op.getOperand(next++));
      printer.write(")");
    }
    if ((sizes[2] ?? 0) > 0) {
      printer.write(" size_hint=");
      printer.printOperand(op.getOperand(next));
    }
    printer.printOptionalAttrDict(operationAttributes(op), ["operandSegmentSizes"]);
    printer.write(" : ");
    printer.printType(op.getResult(0).type);
  },
};

export const bufferizationSyntaxHooks: BufferizationAssemblyHooks = {
  types: { ToMemrefOp: { tensor: tensorTypeFromMemRefType }, ToTensorOp: { result: tensorTypeFromMemRefType } },
  inferResultTypes: {
    // One i1 per retained memref (DeallocOp::inferReturnTypes).
    DeallocOp: (context, _location, _operands, attributes) => {
      const segments = attributes.get("operandSegmentSizes");
      const retained = segments instanceof DenseArrayAttr ? Number((segments.values as ArrayLike<number>)[2] ?? 0) : 0;
      return new Array<Type>(retained).fill(IntegerType.get(context, 1));
    },
  },
  ops: { AllocTensorOp: allocTensorSyntax },
  // No C++ verifier is reproduced yet: the ops are checked for their structure only.
  verifiers: {},
};

export const bufferizationSyntax = (): ReturnType<typeof bufferizationAssembly> => bufferizationAssembly(bufferizationSyntaxHooks);
