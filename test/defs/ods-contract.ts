// The typed contract of the helpers that defs/ predicates call (`ods.*`)
// and of the few runtime (`ir.*`) members they touch. It is what the
// generated code expects from the runtime; test/defs type-checks every
// predicate of defs/ against it. Kept as text because it declares global
// namespaces that must not leak into the project's own type checking.

export const ODS_CONTRACT = `
declare namespace ir {
  interface MLIRContext { readonly brand_context: unique symbol }
  interface Type { readonly context: MLIRContext }
  /** Typed attributes (integers, floats, elements...) expose their type. */
  interface Attribute { readonly context: MLIRContext; readonly type?: Type }
  interface Value { readonly type: Type; readonly hasUses: boolean }
  interface Operation {
    readonly numOperands: number;
    readonly numResults: number;
    getOperand(index: number): Value;
    getResult(index: number): Value;
    getInherentAttr(name: string): Attribute | undefined;
  }
  interface Region { readonly brand_region: unique symbol }
  interface Block { readonly brand_block: unique symbol }
  abstract class FunctionType implements Type {
    readonly context: MLIRContext;
    readonly inputs: readonly Type[];
    readonly results: readonly Type[];
  }
  /** A runtime interface object (ir.TypedAttr, ir.ShapedType...). */
  interface InterfaceObject { readonly brand_interface: unique symbol }
  type Signedness = "signless" | "signed" | "unsigned";
  interface AffineMap { readonly context: MLIRContext }
  /** Attributes whose type is part of their value. */
  interface TypedAttr extends Attribute { readonly type: Type }
  const TypedAttr: InterfaceObject;
  // Builtin attribute classes, with the \`value\` their accessors convert from.
  abstract class IntegerAttr implements TypedAttr { readonly context: MLIRContext; readonly type: Type; readonly value: bigint }
  abstract class FloatAttr implements TypedAttr { readonly context: MLIRContext; readonly type: Type; readonly value: number }
  abstract class BoolAttr implements Attribute { readonly context: MLIRContext; readonly value: boolean }
  abstract class StringAttr implements Attribute { readonly context: MLIRContext; readonly value: string }
  abstract class UnitAttr implements Attribute { readonly context: MLIRContext }
  abstract class TypeAttr implements Attribute { readonly context: MLIRContext; readonly value: Type }
  abstract class ArrayAttr implements Attribute { readonly context: MLIRContext; readonly value: readonly Attribute[] }
  abstract class DictionaryAttr implements Attribute { readonly context: MLIRContext; readonly value: readonly { readonly name: StringAttr; readonly value: Attribute }[] }
  abstract class ElementsAttr implements TypedAttr { readonly context: MLIRContext; readonly type: Type }
  abstract class DenseElementsAttr extends ElementsAttr {}
  abstract class DenseIntElementsAttr extends DenseElementsAttr { private readonly brand_int: unknown }
  abstract class DenseFPElementsAttr extends DenseElementsAttr { private readonly brand_fp: unknown }
  abstract class SymbolRefAttr implements Attribute { readonly context: MLIRContext; readonly rootReference: StringAttr }
  abstract class FlatSymbolRefAttr extends SymbolRefAttr { readonly value: string }
  abstract class AffineMapAttr implements Attribute { readonly context: MLIRContext; readonly value: AffineMap }
  abstract class DenseBoolArrayAttr implements Attribute { readonly context: MLIRContext; readonly value: readonly boolean[] }
  abstract class DenseI8ArrayAttr implements Attribute { readonly context: MLIRContext; readonly value: readonly number[] }
  abstract class DenseI16ArrayAttr implements Attribute { readonly context: MLIRContext; readonly value: readonly number[] }
  abstract class DenseI32ArrayAttr implements Attribute { readonly context: MLIRContext; readonly value: readonly number[] }
  abstract class DenseI64ArrayAttr implements Attribute { readonly context: MLIRContext; readonly value: readonly bigint[] }
  abstract class DenseF32ArrayAttr implements Attribute { readonly context: MLIRContext; readonly value: readonly number[] }
  abstract class DenseF64ArrayAttr implements Attribute { readonly context: MLIRContext; readonly value: readonly number[] }
  /** What \`$_builder\` offers to constBuilderCall / builderCall snippets. */
  interface Builder {
    readonly context: MLIRContext;
    getIntegerType(width: number, signedness?: Signedness): Type;
    getIndexType(): Type;
    getFloatType(keyword: string): Type;
    getNoneType(): Type;
    getComplexType(elementType: Type): Type;
    getOpaqueType(dialect: string, name: string): Type;
    getFunctionType(inputs: readonly Type[], results: readonly Type[]): FunctionType;
    getRankedTensorType(shape: readonly number[], elementType: Type): Type;
    getIntegerAttr(type: Type, value: bigint | number): Attribute;
    getFloatAttr(type: Type, value: number): Attribute;
    getBoolAttr(value: boolean): Attribute;
    getUnitAttr(): Attribute;
    getStringAttr(value: string): Attribute;
    getTypeAttr(type: Type): Attribute;
    getArrayAttr(values: readonly Attribute[]): Attribute;
    getDictionaryAttr(entries: readonly { readonly name: string; readonly value: Attribute }[]): Attribute;
    getSymbolRefAttr(name: string): Attribute;
    getAffineMapAttr(map: unknown): Attribute;
    getDenseElementsAttr(type: Type, values: readonly (number | bigint | boolean)[]): Attribute;
    getBoolArrayAttr(values: readonly boolean[]): Attribute;
    getI32ArrayAttr(values: readonly number[]): Attribute;
    getI64ArrayAttr(values: readonly bigint[]): Attribute;
    getF32ArrayAttr(values: readonly number[]): Attribute;
    getF64ArrayAttr(values: readonly number[]): Attribute;
    getStrArrayAttr(values: readonly string[]): Attribute;
    getTypeArrayAttr(values: readonly Type[]): Attribute;
    getAffineMapArrayAttr(values: readonly unknown[]): Attribute;
    getDenseBoolArrayAttr(values: readonly boolean[]): Attribute;
    getDenseI8ArrayAttr(values: readonly number[]): Attribute;
    getDenseI16ArrayAttr(values: readonly number[]): Attribute;
    getDenseI32ArrayAttr(values: readonly number[]): Attribute;
    getDenseI64ArrayAttr(values: readonly bigint[]): Attribute;
    getDenseF32ArrayAttr(values: readonly number[]): Attribute;
    getDenseF64ArrayAttr(values: readonly number[]): Attribute;
  }
}

declare namespace ods {
  // Types.
  function isInteger(t: ir.Type, width?: number): boolean;
  function isSignlessInteger(t: ir.Type, width?: number): boolean;
  function isSignedInteger(t: ir.Type, width?: number): boolean;
  function isUnsignedInteger(t: ir.Type, width?: number): boolean;
  function isIndex(t: ir.Type): boolean;
  function isSignlessIntOrIndex(t: ir.Type): boolean;
  function isFloat(t: ir.Type): boolean;
  function isFloatOf(t: ir.Type, keyword: string): boolean;
  function isNone(t: ir.Type): boolean;
  function isComplex(t: ir.Type): boolean;
  function complexElementType(t: ir.Type): ir.Type;
  function tensorTypeOfMemRef(t: ir.Type): ir.Type;
  function isFunctionType(t: ir.Type): boolean;
  function isOpaqueType(t: ir.Type, dialect: string, name: string): boolean;
  function isTuple(t: ir.Type): boolean;
  function tupleTypes(t: ir.Type): readonly ir.Type[];
  function flattenedTupleTypes(t: ir.Type): readonly ir.Type[];
  function isShaped(t: ir.Type): boolean;
  function isVector(t: ir.Type): boolean;
  function isScalableVector(t: ir.Type): boolean;
  function scalableDims(t: ir.Type): readonly boolean[];
  function isTensor(t: ir.Type): boolean;
  function isRankedTensor(t: ir.Type): boolean;
  function isUnrankedTensor(t: ir.Type): boolean;
  function isMemRef(t: ir.Type): boolean;
  function isUnrankedMemRef(t: ir.Type): boolean;
  function isBaseMemRef(t: ir.Type): boolean;
  function hasRank(t: ir.Type): boolean;
  function rank(t: ir.Type): number;
  function shape(t: ir.Type): readonly number[];
  function dimSize(t: ir.Type, index: number): number;
  function numElements(t: ir.Type): number;
  function hasStaticShape(t: ir.Type): boolean;
  function shapeEquals(t: ir.Type, dims: readonly number[]): boolean;
  function elementType(t: ir.Type): ir.Type;
  function isStrided(t: ir.Type): boolean;
  function hasValueSemantics(t: ir.Type): boolean;
  function elementTypeOrSelf(valueOrType: ir.Value | ir.Type): ir.Type;
  function typeOf(value: ir.Value): ir.Type;
  function typeOf(values: readonly ir.Value[]): readonly ir.Type[];
  function typeOf(value: ir.Value | undefined): ir.Type | undefined;
  // Attributes.
  function isIntegerAttr(a: ir.Attribute): boolean;
  function isFloatAttr(a: ir.Attribute): boolean;
  function isBoolAttr(a: ir.Attribute): boolean;
  function isStringAttr(a: ir.Attribute): boolean;
  function isUnitAttr(a: ir.Attribute): boolean;
  function isTypeAttr(a: ir.Attribute): boolean;
  function isArrayAttr(a: ir.Attribute): boolean;
  function isDictionaryAttr(a: ir.Attribute): boolean;
  function isSymbolRefAttr(a: ir.Attribute): boolean;
  function isFlatSymbolRefAttr(a: ir.Attribute): boolean;
  function isLocationAttr(a: ir.Attribute): boolean;
  function isAffineMapAttr(a: ir.Attribute): boolean;
  function isElementsAttr(a: ir.Attribute): boolean;
  function isDenseIntElementsAttr(a: ir.Attribute): boolean;
  function isDenseFPElementsAttr(a: ir.Attribute): boolean;
  function isDenseStringElementsAttr(a: ir.Attribute): boolean;
  function isDenseArrayAttr(a: ir.Attribute, elementKeyword: string): boolean;
  function attrType(a: ir.Attribute): ir.Type;
  function intValue(a: ir.Attribute): bigint;
  function typeAttrValue(a: ir.Attribute): ir.Type;
  function typeIsInstanceOf(t: ir.Type, className: string): boolean;
  function arrayElements(a: ir.Attribute): readonly ir.Attribute[];
  function denseArrayValues(a: ir.Attribute): readonly (number | bigint | boolean)[];
  /** \`iface\` is the runtime interface object (for ElementsAttr, its class). */
  function implementsInterface(entity: ir.Type | ir.Attribute, iface: object): boolean;
  function hasPromiseOrImplementsInterface(entity: ir.Type | ir.Attribute, iface: object): boolean;
  // Regions, comparisons, small computations.
  function blockCount(region: ir.Region): number;
  function allEqual(values: readonly unknown[]): boolean;
  function sameType(a: ir.Type, b: ir.Type): boolean;
  function sameTypes(a: readonly ir.Type[], b: readonly ir.Type[]): boolean;
  function deepEquals(a: unknown, b: unknown): boolean;
  function isSorted(values: readonly (number | bigint | boolean)[], strict: boolean): boolean;
  function broadcastedType(a: ir.Type, b: ir.Type): ir.Type | undefined;
  function i1SameShape(t: ir.Type): ir.Type;
  function scaleTrailingDim(t: ir.Type, factor: number): ir.Type;
}
`;
