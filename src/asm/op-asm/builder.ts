// The `$_builder` of ODS snippets used by generated parsers and printers: builds the
// types of `builderCall`s and the attributes of `constBuilderCall`s (defs/README.md).
import {
  AffineMapAttr,
  ArrayAttr,
  DenseArrayAttr,
  DenseIntOrFPElementsAttr,
  DictionaryAttr,
  FloatAttr,
  IntegerAttr,
  OpaqueAttr,
  StringAttr,
  SymbolRefAttr,
  TypeAttr,
  UnitAttr,
  type Attribute,
  type NamedAttribute,
} from "../../ir/attributes.js";
import type { AffineMap } from "../../ir/affine.js";
import type { MLIRContext } from "../../ir/context.js";
import {
  ComplexType,
  FloatType,
  FunctionType,
  IndexType,
  IntegerType,
  NoneType,
  OpaqueType,
  RankedTensorType,
  VectorType,
  type FloatKind,
  type Signedness,
  type Type,
} from "../../ir/types.js";

export class OdsBuilder {
  readonly context: MLIRContext;

  constructor(context: MLIRContext) {
    this.context = context;
  }

  // ---- types ----
  getIntegerType(width: number, signedness: Signedness = "signless"): IntegerType {
    return IntegerType.get(this.context, width, signedness);
  }
  getI1Type(): IntegerType {
    return this.getIntegerType(1);
  }
  getI32Type(): IntegerType {
    return this.getIntegerType(32);
  }
  getI64Type(): IntegerType {
    return this.getIntegerType(64);
  }
  getIndexType(): IndexType {
    return IndexType.get(this.context);
  }
  getFloatType(kind: FloatKind): FloatType {
    return FloatType.get(this.context, kind);
  }
  getF32Type(): FloatType {
    return FloatType.get(this.context, "f32");
  }
  getF64Type(): FloatType {
    return FloatType.get(this.context, "f64");
  }
  getNoneType(): NoneType {
    return NoneType.get(this.context);
  }
  getComplexType(element: Type): ComplexType {
    return ComplexType.get(element);
  }
  getOpaqueType(dialect: string, data: string): OpaqueType {
    return OpaqueType.get(this.context, dialect, data);
  }
  /** `#dialect.data` of a dialect whose attributes tsmlir keeps as text. */
  getOpaqueAttr(dialect: string, data: string): OpaqueAttr {
    return OpaqueAttr.get(this.context, dialect, data);
  }
  getVectorType(shape: readonly number[], element: Type): VectorType {
    return VectorType.get(shape, element);
  }
  getFunctionType(inputs: readonly Type[], results: readonly Type[]): FunctionType {
    return FunctionType.get(this.context, inputs, results);
  }

  // ---- attributes ----
  getIntegerAttr(type: Type, value: number | bigint): IntegerAttr {
    return IntegerAttr.get(type, value);
  }
  getI32IntegerAttr(value: number | bigint): IntegerAttr {
    return IntegerAttr.get(this.getIntegerType(32), value);
  }
  getI64IntegerAttr(value: number | bigint): IntegerAttr {
    return IntegerAttr.get(this.getIntegerType(64), value);
  }
  getIndexAttr(value: number | bigint): IntegerAttr {
    return IntegerAttr.get(this.getIndexType(), value);
  }
  getFloatAttr(type: FloatType, value: number): FloatAttr {
    return FloatAttr.get(type, value);
  }
  getBoolAttr(value: boolean): IntegerAttr {
    return IntegerAttr.bool(this.context, value);
  }
  getStringAttr(value: string): StringAttr {
    return StringAttr.get(this.context, value);
  }
  getUnitAttr(): UnitAttr {
    return UnitAttr.get(this.context);
  }
  getTypeAttr(type: Type): TypeAttr {
    return TypeAttr.get(type);
  }
  getSymbolRefAttr(name: string): SymbolRefAttr {
    return SymbolRefAttr.get(this.context, name);
  }
  getArrayAttr(values: readonly Attribute[]): ArrayAttr {
    return ArrayAttr.get(this.context, values);
  }
  getDictionaryAttr(entries: readonly NamedAttribute[]): DictionaryAttr {
    return DictionaryAttr.get(this.context, entries);
  }
  getAffineMapAttr(map: AffineMap): AffineMapAttr {
    return AffineMapAttr.get(map);
  }
  getI32ArrayAttr(values: readonly (number | bigint)[]): ArrayAttr {
    return this.getArrayAttr(values.map((v) => this.getI32IntegerAttr(v)));
  }
  getI64ArrayAttr(values: readonly (number | bigint)[]): ArrayAttr {
    return this.getArrayAttr(values.map((v) => this.getI64IntegerAttr(v)));
  }
  getBoolArrayAttr(values: readonly boolean[]): ArrayAttr {
    return this.getArrayAttr(values.map((v) => this.getBoolAttr(v)));
  }
  getStrArrayAttr(values: readonly string[]): ArrayAttr {
    return this.getArrayAttr(values.map((v) => this.getStringAttr(v)));
  }
  getTypeArrayAttr(values: readonly Type[]): ArrayAttr {
    return this.getArrayAttr(values.map((v) => this.getTypeAttr(v)));
  }
  getDenseI32ArrayAttr(values: readonly number[]): DenseArrayAttr {
    return DenseArrayAttr.get(this.getIntegerType(32), Int32Array.from(values));
  }
  getDenseI64ArrayAttr(values: readonly (number | bigint)[]): DenseArrayAttr {
    return DenseArrayAttr.get(this.getIntegerType(64), BigInt64Array.from(values, (v) => BigInt(v)));
  }
  getDenseBoolArrayAttr(values: readonly boolean[]): DenseArrayAttr {
    return DenseArrayAttr.get(this.getIntegerType(1), Uint8Array.from(values, (v) => (v ? 1 : 0)));
  }
  /** `dense<[...]> : tensor<Nxi32>` (MLIR's Builder::getI32TensorAttr). */
  getI32TensorAttr(values: readonly number[]): DenseIntOrFPElementsAttr {
    const data = new Uint8Array(4 * values.length);
    const view = new DataView(data.buffer);
    values.forEach((v, i) => view.setInt32(4 * i, v, true));
    return DenseIntOrFPElementsAttr.getFromRawData(RankedTensorType.get([values.length], this.getI32Type()), data);
  }
}
