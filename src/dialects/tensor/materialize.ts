// TensorDialect::materializeConstant: an arith.constant where arith can hold the value,
// else a complex.constant for a [re, im] pair of a complex type.
import { ArrayAttr, ComplexType, DictionaryAttr, FloatAttr, IntegerAttr, type Attribute, type Location, type OpBuilder, type Operation, type Type } from "../../ir/index.js";
import { materializeArithConstant } from "../folding/materialize.js";

/** complex::ConstantOp::isBuildableWith: two float or integer parts of the complex type's element type. */
function isBuildableComplexConstant(value: Attribute, type: Type): boolean {
  if (!(type instanceof ComplexType) || !(value instanceof ArrayAttr) || value.value.length !== 2) return false;
  return value.value.every((part) => (part instanceof FloatAttr || part instanceof IntegerAttr) && part.type === type.elementType);
}

export function materializeTensorConstant(builder: OpBuilder, value: Attribute, type: Type, location: Location): Operation | undefined {
  const arith = materializeArithConstant(builder, value, type, location);
  if (arith !== undefined) return arith;
  if (!isBuildableComplexConstant(value, type)) return undefined;
  return builder.create("complex.constant", location, {
    resultTypes: [type],
    properties: DictionaryAttr.get(builder.context, [{ name: "value", value }]),
  });
}
