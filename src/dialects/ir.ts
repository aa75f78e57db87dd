// The `ir` namespace seen by generated dialect code and by TypeScript snippets in defs/:
// the runtime IR core plus the names ODS code uses that the core spells differently
// (MLIR's specialized attribute class names) and the attribute/type interface tokens.
import type { Attribute, DenseArrayAttr, DenseIntOrFPElementsAttr, IntegerAttr, SymbolRefAttr, TypedAttribute } from "../ir/index.js";
import { hasType } from "../ir/index.js";
import type { InterfaceToken } from "./ods.js";

export * from "../ir/index.js";

/** MLIR's specialized attribute classes are plain builtin attributes at run time. */
export type BoolAttr = IntegerAttr;
export type FlatSymbolRefAttr = SymbolRefAttr;
export type DenseIntElementsAttr = DenseIntOrFPElementsAttr;
export type DenseFPElementsAttr = DenseIntOrFPElementsAttr;
export type DenseI8ArrayAttr = DenseArrayAttr;
export type DenseI16ArrayAttr = DenseArrayAttr;
export type DenseI32ArrayAttr = DenseArrayAttr;
export type DenseI64ArrayAttr = DenseArrayAttr;
export type DenseF32ArrayAttr = DenseArrayAttr;
export type DenseF64ArrayAttr = DenseArrayAttr;
export type DenseBoolArrayAttr = DenseArrayAttr;
export type TypedAttr = Attribute & TypedAttribute;

/** MLIR's TypedAttr interface: every attribute carrying a type. */
export const TypedAttr: InterfaceToken = { name: "TypedAttr", implementedBy: (x) => x instanceof Object && "uid" in x && hasType(x as Attribute) };
/** scf's DeviceMappingAttrInterface (implemented by GPU/mesh mapping attributes, none builtin). */
export const DeviceMappingAttrInterface: InterfaceToken = { name: "DeviceMappingAttrInterface" };
