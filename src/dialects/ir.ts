// The `ir` namespace seen by generated dialect code and by TypeScript snippets in defs/:
// the runtime IR core plus the names ODS code uses that the core spells differently
// (MLIR's specialized attribute class names) and the `::mlir` attribute interfaces that
// defs/ declares outside the IR core (TypedAttr, DeviceMappingAttrInterface).
import type { Attribute, DenseArrayAttr, DenseIntOrFPElementsAttr, DenseStringElementsAttr, IntegerAttr, Type, TypedAttribute } from "../ir/index.js";
import { SymbolRefAttr, defineAttrInterface, defineTypeInterface, hasType, type Int64 } from "../ir/index.js";

export * from "../ir/index.js";
// Raw data of dense elements and arrays (the builtin bytecode encodings use them).
export * from "../ir/raw-data/index.js";

/** MLIR's specialized attribute classes are plain builtin attributes at run time. */
export type BoolAttr = IntegerAttr;
export type FlatSymbolRefAttr = SymbolRefAttr;
/**
 * MLIR's FlatSymbolRefAttr::classof as a class-like value: `x instanceof FlatSymbolRefAttr`
 * holds for symbol references without nested references (what a format's `parseAttribute<
 * FlatSymbolRefAttr>` accepts; `@a::@b` is "invalid kind of attribute specified").
 */
export const FlatSymbolRefAttr: { readonly prototype: SymbolRefAttr; [Symbol.hasInstance](value: unknown): value is SymbolRefAttr } = Object.freeze({
  prototype: SymbolRefAttr.prototype,
  [Symbol.hasInstance]: (value: unknown): value is SymbolRefAttr => value instanceof SymbolRefAttr && value.isFlat(),
});
export type DenseElementsAttr = DenseIntOrFPElementsAttr | DenseStringElementsAttr;
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

/** The methods of MLIR's TypedAttr interface (defs/mlir/IR/BuiltinAttributeInterfaces.td). */
export interface TypedAttrMethods {
  getType(attr: Attribute): Type;
}

const typedAttrTable: TypedAttrMethods = Object.freeze({ getType: (attr: Attribute): Type => (attr as TypedAttr).type });

/**
 * MLIR's TypedAttr interface. Every attribute carrying a type implements it (builtin
 * ones and generated ones with a `type` parameter alike), so it is decided by the value.
 */
export const TypedAttr = defineAttrInterface<TypedAttrMethods>("TypedAttr", {
  methods: ["getType"],
  fallback: (attr) => (hasType(attr) ? typedAttrTable : undefined),
});

/** The methods of scf's DeviceMappingAttrInterface (defs/mlir/Dialect/SCF/IR/DeviceMappingInterface.td). */
export interface DeviceMappingAttrMethods {
  /** The mapping as an integer id. */
  getMappingId(attr: Attribute): bigint;
  /** Whether the mapping is linearized over all dimensions. */
  isLinearMapping(attr: Attribute): boolean;
  /** The position of this mapping within its group, from 0. */
  getRelativeIndex(attr: Attribute): bigint;
}

/** scf's DeviceMappingAttrInterface (implemented by GPU/mesh mapping attributes, none builtin). */
export const DeviceMappingAttrInterface = defineAttrInterface<DeviceMappingAttrMethods>("DeviceMappingAttrInterface", {
  methods: ["getMappingId", "isLinearMapping", "getRelativeIndex"],
});

/**
 * MLIR's ShapedType interface for the types a dialect keeps opaque (xegpu's tensor_desc):
 * the dialect's opaqueInterfaceImpl answers with the shape and element type it read, so
 * ODS's shape, rank, element count and element type checks see them as MLIR does.
 */
export interface OpaqueShapedTypeMethods {
  shape(type: Type): readonly Int64[];
  elementType(type: Type): Type;
}

export const OpaqueShapedTypeInterface = defineTypeInterface<OpaqueShapedTypeMethods>("ShapedTypeInterface", {
  methods: ["shape", "elementType"],
});
