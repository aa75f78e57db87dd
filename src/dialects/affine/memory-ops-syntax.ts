// affine's memory ops: load, store, vector_load, vector_store and prefetch address a memref
// with `%A[%i + 3, symbol(%n) * 2]`, their `map` attribute written with its dims and
// symbols replaced by the index operands (OpAsmParser/OpAsmPrinter's affine maps of SSA
// ids); the map itself never appears in the attribute dictionary.
import { AffineMapAttr, IntegerAttr, MemRefType, VectorType, type Operation, type Value } from "../../ir/index.js";
import { operationAttributes, type CustomAssemblyHooks, type OpAsmParser, type OpAsmPrinter, type OperationState, type UnresolvedOperand } from "../../asm/op-asm/index.js";

const MAP = "map";

/** `[map of SSA ids]`: the map attribute added to `state`, its operands returned. */
function parseIndices(parser: OpAsmParser, state: OperationState): UnresolvedOperand[] {
  const { map, operands } = parser.parseAffineMapOfSSAIds();
  state.addAttribute(MAP, AffineMapAttr.get(map));
  return operands;
}

function resolveIndices(parser: OpAsmParser, indices: readonly UnresolvedOperand[], state: OperationState): void {
  parser.resolveOperands(indices, parser.getBuilder().getIndexType(), parser.getCurrentLocation(), state.operands);
}

/** `%memref[indices]`, the indices being the operands from `first` on. */
function printAccess(printer: OpAsmPrinter, op: Operation, memref: Value, first: number): void {
  printer.printOperand(memref);
  printer.write("[");
  const map = op.getAttr(MAP);
  if (map instanceof AffineMapAttr) printer.printAffineMapOfSSAIds(map.value, op.getOperands().slice(first));
  printer.write("]");
}

/**
 * The syntax of the loads and stores: `[%value, ]%memref[indices] attrs : memref-type[, vector-type]`.
 * A store's value, a load's result, is of the memref's element type, or of the vector type the
 * vector forms give last.
 */
function memoryAccessSyntax(stores: boolean, vector: boolean): CustomAssemblyHooks {
  return {
    parse(parser, state) {
      let value: UnresolvedOperand | undefined;
      if (stores) {
        value = parser.parseOperand();
        parser.parseComma();
      }
      const memref = parser.parseOperand();
      const indices = parseIndices(parser, state);
      parser.parseOptionalAttrDict(state.attributes);
      const memrefType = parser.parseColonTypeOfClass(MemRefType);
      let vectorType: VectorType | undefined;
      if (vector) {
        parser.parseComma();
        vectorType = parser.parseTypeOfClass(VectorType);
      }
      const valueType = vectorType ?? memrefType.elementType;
      if (value !== undefined) parser.resolveOperand(value, valueType, state.operands);
      parser.resolveOperand(memref, memrefType, state.operands);
      resolveIndices(parser, indices, state);
      if (!stores) state.addType(valueType);
    },
    print(op, printer) {
      printer.write(" ");
      const memrefIndex = stores ? 1 : 0;
      if (stores) {
        printer.printOperand(op.getOperand(0));
        printer.write(", ");
      }
      printAccess(printer, op, op.getOperand(memrefIndex), memrefIndex + 1);
      printer.printOptionalAttrDict(operationAttributes(op), [MAP]);
      printer.write(" : ");
      printer.printType(op.getOperand(memrefIndex).type);
      if (vector) {
        printer.write(", ");
        printer.printType(stores ? op.getOperand(0).type : op.getResult(0).type);
      }
    },
  };
}

/** `affine.load %memref[indices] attrs : memref-type`. */
export const loadSyntax = memoryAccessSyntax(false, false);
/** `affine.store %value, %memref[indices] attrs : memref-type`. */
export const storeSyntax = memoryAccessSyntax(true, false);
/** `affine.vector_load %memref[indices] attrs : memref-type, vector-type`. */
export const vectorLoadSyntax = memoryAccessSyntax(false, true);
/** `affine.vector_store %value, %memref[indices] attrs : memref-type, vector-type`. */
export const vectorStoreSyntax = memoryAccessSyntax(true, true);

function flag(op: Operation, name: string): boolean {
  const attr = op.getAttr(name);
  return attr instanceof IntegerAttr && BigInt(attr.value) !== 0n;
}

/** `affine.prefetch %memref[indices], read|write, locality<N>, data|instr attrs : memref-type`. */
export const prefetchSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const builder = parser.getBuilder();
    const memref = parser.parseOperand();
    const indices = parseIndices(parser, state);
    parser.parseComma();
    const readOrWrite = parser.parseKeywordAny();
    parser.parseComma();
    parser.parseKeyword("locality");
    parser.parseLess();
    state.addAttribute("localityHint", parser.parseAttributeOf(IntegerAttr, builder.getI32Type()));
    parser.parseGreater();
    parser.parseComma();
    const cacheType = parser.parseKeywordAny();
    parser.parseOptionalAttrDict(state.attributes);
    const type = parser.parseColonTypeOfClass(MemRefType);
    parser.resolveOperand(memref, type, state.operands);
    resolveIndices(parser, indices, state);
    if (readOrWrite !== "read" && readOrWrite !== "write") throw parser.emitError(parser.getNameLoc(), "rw specifier has to be 'read' or 'write'");
    state.addAttribute("isWrite", builder.getBoolAttr(readOrWrite === "write"));
    if (cacheType !== "data" && cacheType !== "instr") throw parser.emitError(parser.getNameLoc(), "cache type has to be 'data' or 'instr'");
    state.addAttribute("isDataCache", builder.getBoolAttr(cacheType === "data"));
  },
  print(op, printer) {
    printer.write(" ");
    printAccess(printer, op, op.getOperand(0), 1);
    const locality = op.getAttr("localityHint");
    printer.write(`, ${flag(op, "isWrite") ? "write" : "read"}, locality<${locality instanceof IntegerAttr ? String(locality.value) : ""}>, ${flag(op, "isDataCache") ? "data" : "instr"}`);
    printer.printOptionalAttrDict(operationAttributes(op), [MAP, "localityHint", "isDataCache", "isWrite"]);
    printer.write(" : ");
    printer.printType(op.getOperand(0).type);
  },
};
