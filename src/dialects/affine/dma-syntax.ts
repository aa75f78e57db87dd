// affine.dma_start and affine.dma_wait (C++-only ops of AffineOps.h): each memref is
// addressed by an affine map of SSA ids, as the memory ops address theirs; no attribute
// dictionary is parsed or printed.
import { AffineMapAttr, MemRefType, type Operation, type Type, type Value } from "../../ir/index.js";
import type { CustomAssemblyHooks, OpAsmParser, OpAsmPrinter, OperationState, UnresolvedOperand } from "../../asm/op-asm/index.js";
import { dmaStartOperands, dmaWaitOperands, type DmaAccess } from "./dma-operands.js";

/** `%memref[map of SSA ids]`: the memref, the map (added as `mapName`) and its operands. */
function parseAccess(parser: OpAsmParser, state: OperationState, mapName: string): { memref: UnresolvedOperand; map: AffineMapAttr; indices: UnresolvedOperand[] } {
  const memref = parser.parseOperand();
  const { map, operands } = parser.parseAffineMapOfSSAIds();
  const attr = AffineMapAttr.get(map);
  state.addAttribute(mapName, attr);
  return { memref, map: attr, indices: operands };
}

function printAccess(printer: OpAsmPrinter, access: DmaAccess): void {
  if (access.memref !== undefined) printer.printOperand(access.memref);
  printer.write("[");
  if (access.map !== undefined) printer.printAffineMapOfSSAIds(access.map.value, access.indices);
  printer.write("]");
}

function typeOf(value: Value | undefined): Type | undefined {
  return value?.type;
}

/** `affine.dma_start %src[...], %dst[...], %tag[...], %n[, %stride, %perStride] : src-type, dst-type, tag-type` */
export const dmaStartSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const src = parseAccess(parser, state, "src_map");
    parser.parseComma();
    const dst = parseAccess(parser, state, "dst_map");
    parser.parseComma();
    const tag = parseAccess(parser, state, "tag_map");
    parser.parseComma();
    const numElements = parser.parseOperand();
    // MLIR's parseTrailingOperandList: `, %a, %b` or nothing.
    const stride: UnresolvedOperand[] = [];
    if (parser.parseOptionalComma()) stride.push(...parser.parseOperandList());
    if (stride.length !== 0 && stride.length !== 2) throw parser.emitError(parser.getNameLoc(), "expected two stride related operands");
    const types = parser.parseColonTypeList();
    if (types.length !== 3) throw parser.emitError(parser.getNameLoc(), "expected three types");
    const index = parser.getBuilder().getIndexType();
    const at = parser.getCurrentLocation();
    for (const [access, type] of [[src, types[0]], [dst, types[1]], [tag, types[2]]] as const) {
      parser.resolveOperand(access.memref, type as Type, state.operands);
      parser.resolveOperands(access.indices, index, at, state.operands);
    }
    parser.resolveOperand(numElements, index, state.operands);
    if (stride.length === 2) parser.resolveOperands(stride, index, at, state.operands);
    if (src.indices.length !== src.map.value.getNumInputs() || dst.indices.length !== dst.map.value.getNumInputs() || tag.indices.length !== tag.map.value.getNumInputs()) {
      throw parser.emitError(parser.getNameLoc(), "memref operand count not equal to map.numInputs");
    }
  },
  print(op: Operation, printer: OpAsmPrinter) {
    const { src, dst, tag, numElements, stride } = dmaStartOperands(op);
    printer.write(" ");
    printAccess(printer, src);
    printer.write(", ");
    printAccess(printer, dst);
    printer.write(", ");
    printAccess(printer, tag);
    printer.write(", ");
    if (numElements !== undefined) printer.printOperand(numElements);
    if (stride.length > 0) {
      printer.write(", ");
      printer.printOperands(stride);
    }
    printer.write(" : ");
    printer.printTypes([src.memref, dst.memref, tag.memref].map(typeOf).filter((t): t is Type => t !== undefined));
  },
};

/** `affine.dma_wait %tag[...], %n : tag-type` */
export const dmaWaitSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const tag = parseAccess(parser, state, "tag_map");
    parser.parseComma();
    const numElements = parser.parseOperand();
    const type = parser.parseColonType();
    const index = parser.getBuilder().getIndexType();
    parser.resolveOperand(tag.memref, type, state.operands);
    parser.resolveOperands(tag.indices, index, parser.getCurrentLocation(), state.operands);
    parser.resolveOperand(numElements, index, state.operands);
    if (!(type instanceof MemRefType)) throw parser.emitError(parser.getNameLoc(), "expected tag to be of memref type");
    if (tag.indices.length !== tag.map.value.getNumInputs()) throw parser.emitError(parser.getNameLoc(), "tag memref operand count != to map.numInputs");
  },
  print(op, printer) {
    const { tag, numElements } = dmaWaitOperands(op);
    printer.write(" ");
    printAccess(printer, tag);
    printer.write(", ");
    if (numElements !== undefined) printer.printOperand(numElements);
    printer.write(" : ");
    const type = typeOf(tag.memref);
    if (type !== undefined) printer.printType(type);
  },
};
