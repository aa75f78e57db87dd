// The memref ops MLIR gives hand-written parsers and printers (hasCustomAssemblyFormat in
// MemRefOps.td; the C++ lives in MemRefOps.cpp): alloca_scope, dma_start,
// generic_atomic_rmw, prefetch and transpose, reproduced token for token.
import { AffineMapAttr, IntegerAttr, IntegerType, MemRefType, ShapedType, type Operation, type Type } from "../../ir/index.js";
import { AttrTypePrinter, parseAffineMapBody } from "../../asm/attr-type/index.js";
import { ensureTerminator, operationAttributes, type CustomAssemblyHooks, type UnresolvedOperand } from "../../asm/op-asm/index.js";
import { printType } from "../runtime/values.js";

/** `memref.alloca_scope [-> (types)] { ... } [attrs]` */
export const allocaScopeSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const region = state.addRegion();
    state.addTypes(parser.parseOptionalArrowTypeList());
    parser.parseRegion(region);
    ensureTerminator(region, "memref.alloca_scope.return", state.location);
    parser.parseOptionalAttrDict(state.attributes);
  },
  print(op, printer) {
    // MLIR writes a space, the optional results, then another space: `alloca_scope  {`.
    printer.write(" ");
    const results = op.getResultTypes();
    if (results.length > 0) {
      printer.write(" -> (");
      printer.printTypes(results);
      printer.write(")");
    }
    printer.write(" ");
    printer.printRegion(op.getRegion(0), false, results.length > 0);
    printer.printOptionalAttrDict(operationAttributes(op));
  },
};

/** `memref.generic_atomic_rmw %m[%i, ...] : memref-type { region } [attrs]` */
export const genericAtomicRMWSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const memref = parser.parseOperand();
    const indices = parser.parseOperandList("square");
    const type = parser.parseColonType();
    parser.resolveOperand(memref, type, state.operands);
    parser.resolveOperands(indices, parser.getBuilder().getIndexType(), parser.getCurrentLocation(), state.operands);
    const body = state.addRegion();
    parser.parseRegion(body);
    parser.parseOptionalAttrDict(state.attributes);
    if (!(type instanceof ShapedType)) throw parser.emitError(parser.getNameLoc(), `expected a memref type, but got ${printType(type)}`);
    state.addType(type.elementType);
  },
  print(op, printer) {
    printer.write(" ");
    printer.printOperand(op.getOperand(0));
    printer.write("[");
    printer.printOperands(op.getOperands().slice(1));
    printer.write("] : ");
    printer.printType(op.getOperand(0).type);
    printer.write(" ");
    printer.printRegion(op.getRegion(0));
    printer.printOptionalAttrDict(operationAttributes(op));
  },
};

function boolAttrValue(op: Operation, name: string): boolean {
  const attr = op.getAttr(name);
  return attr instanceof IntegerAttr && BigInt(attr.value) !== 0n;
}

/** `memref.prefetch %m[%i, ...], read|write, locality<N>, data|instr : memref-type` */
export const prefetchSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const builder = parser.getBuilder();
    const memref = parser.parseOperand();
    const indices = parser.parseOperandList("square");
    parser.parseComma();
    const readOrWrite = parser.parseKeywordAny();
    parser.parseComma();
    parser.parseKeyword("locality");
    parser.parseLess();
    state.addAttribute("localityHint", parser.parseAttribute(IntegerType.get(parser.getContext(), 32)));
    parser.parseGreater();
    parser.parseComma();
    const cacheType = parser.parseKeywordAny();
    const type = parser.parseColonType();
    parser.resolveOperand(memref, type, state.operands);
    parser.resolveOperands(indices, builder.getIndexType(), parser.getCurrentLocation(), state.operands);
    if (readOrWrite !== "read" && readOrWrite !== "write") throw parser.emitError(parser.getNameLoc(), "rw specifier has to be 'read' or 'write'");
    state.addAttribute("isWrite", builder.getBoolAttr(readOrWrite === "write"));
    if (cacheType !== "data" && cacheType !== "instr") throw parser.emitError(parser.getNameLoc(), "cache type has to be 'data' or 'instr'");
    state.addAttribute("isDataCache", builder.getBoolAttr(cacheType === "data"));
  },
  print(op, printer) {
    printer.write(" ");
    printer.printOperand(op.getOperand(0));
    printer.write("[");
    printer.printOperands(op.getOperands().slice(1));
    const locality = op.getAttr("localityHint");
    printer.write(`], ${boolAttrValue(op, "isWrite") ? "write" : "read"}, locality<${locality instanceof IntegerAttr ? String(locality.value) : ""}>, ${boolAttrValue(op, "isDataCache") ? "data" : "instr"}`);
    printer.printOptionalAttrDict(operationAttributes(op), ["localityHint", "isWrite", "isDataCache"]);
    printer.write(" : ");
    printer.printType(op.getOperand(0).type);
  },
};

/** `memref.transpose %m (d0, d1) -> (d1, d0) [attrs] : memref-type to memref-type` */
export const transposeSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const input = parser.parseOperand();
    const permutation = parseAffineMapBody(parser.p);
    parser.parseOptionalAttrDict(state.attributes);
    const source = parser.parseColonType();
    if (!(source instanceof MemRefType)) throw parser.emitError(parser.getCurrentLocation(), "invalid kind of type specified");
    parser.resolveOperand(input, source, state.operands);
    parser.parseKeyword("to");
    const result = parser.parseType();
    if (!(result instanceof MemRefType)) throw parser.emitError(parser.getCurrentLocation(), "invalid kind of type specified");
    state.addType(result);
    state.addAttribute("permutation", AffineMapAttr.get(permutation));
  },
  print(op, printer) {
    printer.write(" ");
    printer.printOperand(op.getOperand(0));
    const permutation = op.getAttr("permutation");
    if (permutation instanceof AffineMapAttr) printer.write(` ${new AttrTypePrinter().printAffineMap(permutation.value)}`);
    // The permutation is left out of the list itself, not only elided: mlir-opt's alias
    // collection does not see it (the map prints inline, no `#map` alias is made).
    printer.printOptionalAttrDict(operationAttributes(op).filter((a) => a.name !== "permutation"));
    printer.write(" : ");
    printer.printType(op.getOperand(0).type);
    printer.write(" to ");
    printer.printType(op.getResult(0).type);
  },
};

/** The rank of a memref type (0 for another type: its operands then print as a flat list). */
function rankOf(type: Type): number {
  return type instanceof ShapedType && type.hasRank() ? type.getRank() : 0;
}

/**
 * `memref.dma_start %src[...], %dst[...], %n, %tag[...][, %stride, %perStride] : src-type,
 * dst-type, tag-type` (no attribute dictionary is parsed, one is printed).
 */
export const dmaStartSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const src = parser.parseOperand();
    const srcIndices = parser.parseOperandList("square");
    parser.parseComma();
    const dst = parser.parseOperand();
    const dstIndices = parser.parseOperandList("square");
    parser.parseComma();
    const numElements = parser.parseOperand();
    parser.parseComma();
    const tag = parser.parseOperand();
    const tagIndices = parser.parseOperandList("square");
    const stride: UnresolvedOperand[] = [];
    while (parser.parseOptionalComma()) stride.push(parser.parseOperand());
    if (stride.length !== 0 && stride.length !== 2) throw parser.emitError(parser.getNameLoc(), "expected two stride related operands");
    const types = parser.parseColonTypeList();
    if (types.length !== 3) throw parser.emitError(parser.getNameLoc(), "fewer/more types expected");
    const index = parser.getBuilder().getIndexType();
    const at = parser.getCurrentLocation();
    parser.resolveOperand(src, types[0] as Type, state.operands);
    parser.resolveOperands(srcIndices, index, at, state.operands);
    parser.resolveOperand(dst, types[1] as Type, state.operands);
    parser.resolveOperands(dstIndices, index, at, state.operands);
    parser.resolveOperand(numElements, index, state.operands);
    parser.resolveOperand(tag, types[2] as Type, state.operands);
    parser.resolveOperands(tagIndices, index, at, state.operands);
    if (stride.length === 2) parser.resolveOperands(stride, index, at, state.operands);
  },
  print(op, printer) {
    const operands = op.getOperands();
    const src = op.getOperand(0);
    const srcRank = rankOf(src.type);
    const dstAt = 1 + srcRank;
    const dst = op.getOperand(dstAt);
    const dstRank = rankOf(dst.type);
    const numAt = dstAt + 1 + dstRank;
    const tagAt = numAt + 1;
    const tag = op.getOperand(tagAt);
    const tagEnd = tagAt + 1 + rankOf(tag.type);
    printer.write(" ");
    printer.printOperand(src);
    printer.write("[");
    printer.printOperands(operands.slice(1, dstAt));
    printer.write("], ");
    printer.printOperand(dst);
    printer.write("[");
    printer.printOperands(operands.slice(dstAt + 1, numAt));
    printer.write("], ");
    printer.printOperand(op.getOperand(numAt));
    printer.write(", ");
    printer.printOperand(tag);
    printer.write("[");
    printer.printOperands(operands.slice(tagAt + 1, tagEnd));
    printer.write("]");
    if (operands.length > tagEnd) {
      printer.write(", ");
      printer.printOperands(operands.slice(tagEnd));
    }
    printer.printOptionalAttrDict(operationAttributes(op));
    printer.write(" : ");
    printer.printType(src.type);
    printer.write(", ");
    printer.printType(dst.type);
    printer.write(", ");
    printer.printType(tag.type);
  },
};
