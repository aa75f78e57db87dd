// Elements of constant tensors as the tensor folds read and build them (MLIR's
// ElementsAttr::getValues<Attribute>() and DenseElementsAttr::get(type, ArrayRef<Attribute>)):
// integers and floats as IntegerAttr / FloatAttr, complex numbers as a two-entry ArrayAttr
// [re, im] of their part type, which is what complex.constant takes.
import {
  ArrayAttr,
  ComplexType,
  DenseIntOrFPElementsAttr,
  ElementsAttr,
  FloatAttr,
  FloatType,
  IndexType,
  IntegerAttr,
  IntegerType,
  RankedTensorType,
  apFloatOf,
  apIntOf,
  denseAPFloatAt,
  denseAPIntAt,
  denseElementByteWidth,
  writeDenseAPFloat,
  writeDenseAPInt,
  type Attribute,
  type ShapedType,
  type Type,
} from "../../ir/index.js";
import { elementReader, scalarAttr } from "./common.js";

function isScalarElementType(type: Type): boolean {
  return type instanceof IntegerType || type instanceof IndexType || type instanceof FloatType;
}

/** Stored element `index` of dense elements whose element type is a scalar type. */
function scalarAt(attr: DenseIntOrFPElementsAttr, index: number): Attribute {
  const type = attr.type.elementType;
  return scalarAttr(type, type instanceof FloatType ? denseAPFloatAt(attr, index) : denseAPIntAt(attr, index));
}

/** The [re, im] pair of stored complex element `index`, read as a two-element tensor of the part type. */
function complexAt(attr: DenseIntOrFPElementsAttr, type: ComplexType, index: number): Attribute | undefined {
  if (!isScalarElementType(type.elementType)) return undefined;
  const width = denseElementByteWidth(type);
  const stored = attr.isSplat ? 0 : index;
  const bytes = attr.data.subarray(stored * width, (stored + 1) * width);
  const parts = DenseIntOrFPElementsAttr.getFromRawData(RankedTensorType.get([2], type.elementType), bytes);
  return ArrayAttr.get(type.context, [scalarAt(parts, 0), scalarAt(parts, 1)]);
}

/** Element `flatIndex` of an elements attribute as an attribute, when it can be read. */
export function elementAttributeAt(attr: ElementsAttr, flatIndex: number): Attribute | undefined {
  const elementType = attr.type.elementType;
  if (!attr.type.hasStaticShape() || flatIndex < 0 || flatIndex >= attr.type.getNumElements()) return undefined;
  if (elementType instanceof ComplexType) return attr instanceof DenseIntOrFPElementsAttr ? complexAt(attr, elementType, flatIndex) : undefined;
  const kind = elementType instanceof FloatType ? "float" : elementType instanceof IntegerType || elementType instanceof IndexType ? "int" : undefined;
  if (kind === undefined) return undefined;
  const reader = elementReader(attr, kind);
  return reader === undefined ? undefined : scalarAttr(elementType, reader.at(flatIndex));
}

/** getSplatValue<Attribute> of dense int/float/complex splat elements. */
export function splatAttributeOf(attr: DenseIntOrFPElementsAttr): Attribute | undefined {
  const elementType = attr.type.elementType;
  if (elementType instanceof ComplexType) return complexAt(attr, elementType, 0);
  return isScalarElementType(elementType) ? scalarAt(attr, 0) : undefined;
}

/** Writes a scalar attribute of `type` as element `index`; false when it does not fit. */
function writeScalar(data: Uint8Array, index: number, type: Type, value: Attribute): boolean {
  if (value instanceof IntegerAttr && (type instanceof IntegerType || type instanceof IndexType) && value.type === type) {
    writeDenseAPInt(data, index, type, apIntOf(value));
    return true;
  }
  if (value instanceof FloatAttr && type instanceof FloatType && value.type === type) {
    writeDenseAPFloat(data, index, type, apFloatOf(value));
    return true;
  }
  return false;
}

/** DenseElementsAttr::get(type, values) of scalar or [re, im] attributes, one per element. */
export function denseElementsFromAttributes(type: ShapedType, values: readonly Attribute[]): DenseIntOrFPElementsAttr | undefined {
  const elementType = type.elementType;
  const complex = elementType instanceof ComplexType;
  const partType = complex ? elementType.elementType : elementType;
  if (!isScalarElementType(partType)) return undefined;
  const data = new Uint8Array(values.length * denseElementByteWidth(elementType));
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as Attribute;
    if (!complex) {
      if (!writeScalar(data, i, partType, value)) return undefined;
      continue;
    }
    if (!(value instanceof ArrayAttr) || value.value.length !== 2) return undefined;
    if (!writeScalar(data, 2 * i, partType, value.value[0] as Attribute) || !writeScalar(data, 2 * i + 1, partType, value.value[1] as Attribute)) return undefined;
  }
  return DenseIntOrFPElementsAttr.getFromRawData(type, data);
}
