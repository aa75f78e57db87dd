// How generated op classes read and check their attributes: the run-time test that an
// attribute is an instance of its ODS storage type (MLIR's property conversion), and the
// conversion of the stored attribute to the accessor's value.
import type { Operator } from "../../src/ods/index.js";
import { DefInit, fieldInit, getString, getStringOrEmpty, hasField, isSubClassOf, type Record } from "../../src/ods/access.js";
import { stringLiteral } from "./names.js";
import { localize, tsNamespaceOf } from "./op-common.js";

/** A run-time test that an attribute is an instance of an ODS storage type (MLIR's dyn_cast in property conversion). */
export function storageCheck(storageType: string, namespace: string): string | undefined {
  const dense = /^ir\.Dense(I8|I16|I32|I64|F32|F64|Bool)ArrayAttr$/.exec(storageType);
  if (dense !== null) return `ods.isDenseArrayAttr(attr, ${stringLiteral((dense[1] as string).toLowerCase().replace("bool", "i1"))})`;
  switch (storageType) {
    case "ir.Attribute":
      return undefined;
    case "ir.FlatSymbolRefAttr":
      return "ods.isFlatSymbolRefAttr(attr)";
    case "ir.BoolAttr":
      return "ods.isBoolAttr(attr)";
    case "ir.DenseIntElementsAttr":
      return "ods.isDenseIntElementsAttr(attr)";
    case "ir.DenseFPElementsAttr":
      return "ods.isDenseFPElementsAttr(attr)";
    case "ir.TypedAttr":
      return "ods.attrType(attr) !== undefined";
    case "ir.StringAttr":
    case "ir.TypeAttr":
    case "ir.ArrayAttr":
    case "ir.DictionaryAttr":
    case "ir.UnitAttr":
    case "ir.IntegerAttr":
    case "ir.FloatAttr":
    case "ir.SymbolRefAttr":
    case "ir.ElementsAttr":
    case "ir.AffineMapAttr":
      return `attr instanceof ${storageType}`;
    default:
      if (/^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)?$/.test(storageType) && !storageType.startsWith("ir.")) return `attr instanceof ${localize(storageType, namespace)}`;
      return undefined;
  }
}

function getDefOrUndefined(record: Record, field: string): Record | undefined {
  const init = fieldInit(record, field);
  return init instanceof DefInit ? init.record : undefined;
}

/**
 * The storage test of an attribute constrained by an AttrInterface (directly or as the base of
 * DefaultValuedAttr/OptionalAttr) that a .td defines: the interface key is not a class, so
 * values are tested for implementing it. Undefined for other constraints, and for the
 * runtime's own interfaces (`ir.TypedAttr`, ...), which storageCheck knows.
 */
export function interfaceStorageCheck(record: Record, storageType: string, namespace: string): string | undefined {
  if (storageType.startsWith("ir.")) return undefined;
  for (let r: Record | undefined = record; r !== undefined; r = hasField(r, "baseAttr") ? getDefOrUndefined(r, "baseAttr") : undefined) {
    if (isSubClassOf(r, "AttrInterface")) return `ods.implementsInterface(attr, ${localize(storageType, namespace)})`;
  }
  return undefined;
}

/**
 * The value conversion of an attribute: the defs' `convertFromStorage`, except for
 * storage classes whose run-time shape is fixed by the IR core (integer attributes hold
 * `number | bigint`, dense arrays typed arrays, symbol references names) and for
 * specialized enum attributes, whose value is the case keyword.
 */
export function storageConversion(attr: Operator["attributes"][number]["attr"], record: Record, namespace: string): string {
  const base = attr.isOptional && hasField(record, "baseAttr") ? (getDefOrUndefined(record, "baseAttr") ?? record) : record;
  // A default-valued optional attribute reads its default where absent (the getter resolves it first).
  const wrap = (expr: string): string => (attr.isOptional && attr.defaultValue === undefined ? `$_self === undefined ? undefined : ${expr}` : expr);
  if (isSubClassOf(base, "EnumAttrInfo") && !isSubClassOf(base, "BitEnumAttr")) {
    const className = getString(base, "className");
    const ns = tsNamespaceOf(getString(base, "cppNamespace"));
    const qualified = ns === namespace ? `${className}Attr` : `${ns}.${className}Attr`;
    return wrap(`${qualified}.valueOf($_self)`);
  }
  const storage = attr.storageType;
  const returnType = attr.returnType.replace(/ \| undefined$/, "");
  if (/^ir\.Dense(I|F|Bool)\d*ArrayAttr$/.test(storage)) return wrap(`ods.denseArrayValues($_self) as ${returnType}`);
  if (storage === "ir.FlatSymbolRefAttr" && returnType === "string") return wrap("$_self.rootReference");
  if ((storage === "ir.BoolAttr" || storage === "ir.IntegerAttr") && returnType === "boolean") return wrap("Number($_self.value) !== 0");
  if (storage === "ir.IntegerAttr" || storage === "ir.BoolAttr") {
    if (returnType === "bigint") return wrap("$_self.getValue()");
    if (returnType === "number") return wrap("$_self.getInt()");
  }
  return getStringOrEmpty(record, "convertFromStorage");
}
