// shape's dialect attribute `shape.lib` (MLIR's ShapeDialect::verifyOperationAttribute): on a
// symbol table, the shape function libraries (one symbol, or an array of them) whose
// mappings give the shape functions of ops; no op may be mapped twice.
import { ArrayAttr, DictionaryAttr, StringAttr, SymbolRefAttr, OpTrait, type NamedAttribute, type Operation } from "../../ir/index.js";
import { lookupSymbolIn } from "../../ir/symbol-table.js";
import { printAttribute } from "../runtime/values.js";

const FUNCTION_LIBRARY = "shape.function_library";

export function verifyShapeOperationAttribute(op: Operation, attribute: NamedAttribute): void {
  if (attribute.name !== "shape.lib") return;
  if (!op.hasTrait(OpTrait.SymbolTable)) throw op.emitError("shape.lib attribute may only be on op implementing SymbolTable");
  const value = attribute.value;
  if (value instanceof SymbolRefAttr) {
    const symbol = lookupSymbolIn(op, value);
    if (symbol === undefined) throw op.emitError(`shape function library ${printAttribute(value)} not found`);
    if (symbol.opName !== FUNCTION_LIBRARY) throw op.emitError(`${printAttribute(value)} required to be shape function library`);
    return;
  }
  if (value instanceof ArrayAttr) {
    const mapped = new Set<string>();
    for (const entry of value.value) {
      if (!(entry instanceof SymbolRefAttr)) throw op.emitError("only SymbolRefAttr allowed in shape.lib attribute array");
      const library = lookupSymbolIn(op, entry);
      if (library === undefined || library.opName !== FUNCTION_LIBRARY) throw op.emitError(`${printAttribute(entry)} does not refer to FunctionLibraryOp`);
      const mapping = library.getAttr("mapping");
      if (!(mapping instanceof DictionaryAttr)) continue;
      for (const { name } of mapping.value) {
        if (mapped.has(name)) throw op.emitError(`only one op to shape mapping allowed, found multiple for \`${printAttribute(StringAttr.get(op.context, name))}\``);
        mapped.add(name);
      }
    }
    return;
  }
  throw op.emitError("only SymbolRefAttr or array of SymbolRefAttrs allowed as shape.lib attribute");
}
