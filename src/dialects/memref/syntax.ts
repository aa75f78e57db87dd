// memref's custom syntax: the generated formats (generated/upstream/memref-assembly.ts)
// with the C++ pieces they name: the DynamicIndexList directive, element types and
// memref.global's `type = initial-value` directive.
import { ElementsAttr, MemRefType, TypeAttr, UnitAttr, type Attribute, type Operation, type Value } from "../../ir/index.js";
import type { OpAsmParser, OpAsmPrinter, Ref } from "../../asm/op-asm/index.js";
import { memrefAssembly, type MemrefAssemblyHooks } from "../../../generated/upstream/memref-assembly.js";
import { printType } from "../runtime/values.js";
import { allocaScopeSyntax, dmaStartSyntax, genericAtomicRMWSyntax, prefetchSyntax, transposeSyntax } from "./handwritten-syntax.js";
import { elementTypeOf, resultNamed, tensorTypeFromMemRefType } from "../upstream/syntax/shaped.js";
import { parseDynamicIndexList, printDynamicIndexList } from "../upstream/syntax/dynamic-index-list.js";

/** `memref<...> [= uninitialized | = elements]` (MLIR's parseGlobalMemrefOpTypeAndInitialValue). */
function parseGlobalMemrefOpTypeAndInitialValue(parser: OpAsmParser, type: Ref<Attribute>, initialValue: Ref<Attribute>): void {
  const parsed = parser.parseType();
  if (!(parsed instanceof MemRefType) || !parsed.hasStaticShape()) {
    throw parser.emitError(parser.getNameLoc(), `type should be static shaped memref, but got ${printType(parsed)}`);
  }
  type.value = TypeAttr.get(parsed);
  if (!parser.parseOptionalEqual()) return;
  if (parser.parseOptionalKeyword("uninitialized")) {
    initialValue.value = UnitAttr.get(parser.getContext());
    return;
  }
  const value = parser.parseAttribute(tensorTypeFromMemRefType(parsed));
  if (!(value instanceof ElementsAttr)) throw parser.emitError(parser.getNameLoc(), "initial value should be a unit or elements attribute");
  initialValue.value = value;
}

function printGlobalMemrefOpTypeAndInitialValue(printer: OpAsmPrinter, _op: Operation, type: Attribute | undefined, initialValue: Attribute | undefined): void {
  if (type !== undefined) printer.printAttribute(type);
  if (initialValue === undefined) return;
  printer.write(" = ");
  if (initialValue instanceof UnitAttr) printer.write("uninitialized");
  else printer.printAttributeWithoutType(initialValue);
}

/** `%base_buffer, %offset, %sizes:N, %strides:N`: a pack is named by its first value. */
function stridedMetadataNames(op: Operation, setName: (value: Value, name: string) => void): void {
  if (op.numResults < 2) return;
  setName(op.getResult(0), "base_buffer");
  setName(op.getResult(1), "offset");
  const rank = (op.numResults - 2) / 2;
  if (rank >= 1) {
    setName(op.getResult(2), "sizes");
    setName(op.getResult(2 + rank), "strides");
  }
}

export const memrefSyntaxHooks: MemrefAssemblyHooks = {
  directives: { parseDynamicIndexList, printDynamicIndexList, parseGlobalMemrefOpTypeAndInitialValue, printGlobalMemrefOpTypeAndInitialValue },
  elementType: elementTypeOf,
  // The names MemRefOps.cpp's getAsmResultNames give.
  resultNames: {
    AllocOp: resultNamed("alloc"),
    AllocaOp: resultNamed("alloca"),
    CastOp: resultNamed("cast"),
    CollapseShapeOp: resultNamed("collapse_shape"),
    DimOp: resultNamed("dim"),
    ExpandShapeOp: resultNamed("expand_shape"),
    ExtractAlignedPointerAsIndexOp: resultNamed("intptr"),
    ExtractStridedMetadataOp: stridedMetadataNames,
    MemorySpaceCastOp: resultNamed("memspacecast"),
    ReinterpretCastOp: resultNamed("reinterpret_cast"),
    ReshapeOp: resultNamed("reshape"),
    SubViewOp: resultNamed("subview"),
    TransposeOp: resultNamed("transpose"),
    ViewOp: resultNamed("view"),
  },
  ops: { AllocaScopeOp: allocaScopeSyntax, DmaStartOp: dmaStartSyntax, GenericAtomicRMWOp: genericAtomicRMWSyntax, PrefetchOp: prefetchSyntax, TransposeOp: transposeSyntax },
  // No C++ verifier is reproduced yet: the ops are checked for their structure only.
  verifiers: {},
};

export const memrefSyntax = (): ReturnType<typeof memrefAssembly> => memrefAssembly(memrefSyntaxHooks);
