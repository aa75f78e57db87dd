// The dialects' constant materialization (MLIR's Dialect::materializeConstant), in the
// shape of the core hook `Dialect.materializeConstant(builder, value, type, location)`.
// In MLIR 19 arith and math build ub.poison for ub's poison and arith.constant otherwise, index builds index.constant / index.bool.constant, func builds func.constant;
// builtin, cf and scf materialize nothing.
import { isPoison } from "./poison.js";
import { materializePoison } from "../ub/index.js";
import {
  DictionaryAttr,
  ElementsAttr,
  FloatAttr,
  FunctionType,
  IndexType,
  IntegerAttr,
  IntegerType,
  SymbolRefAttr,
  hasType,
  type Attribute,
  type Location,
  type OpBuilder,
  type Operation,
  type Type,
} from "../../ir/index.js";
import { elementTypeOrSelf } from "./shapes.js";

function createConstant(builder: OpBuilder, name: string, value: Attribute, type: Type, location: Location): Operation {
  return builder.create(name, location, {
    resultTypes: [type],
    properties: DictionaryAttr.get(builder.context, [{ name: "value", value }]),
  });
}

/** arith::ConstantOp::isBuildableWith. */
export function isBuildableArithConstant(value: Attribute, type: Type): boolean {
  if (!hasType(value) || value.type !== type) return false;
  const element = elementTypeOrSelf(type);
  if (element instanceof IntegerType && element.signedness !== "signless") return false;
  return value instanceof IntegerAttr || value instanceof FloatAttr || value instanceof ElementsAttr;
}

/** arith::ConstantOp::materialize: an arith.constant when the value is buildable as one (what other dialects' materializers use). */
export function materializeArithConstantOp(builder: OpBuilder, value: Attribute, type: Type, location: Location): Operation | undefined {
  if (!isBuildableArithConstant(value, type)) return undefined;
  return createConstant(builder, "arith.constant", value, type, location);
}

/** ArithDialect::materializeConstant: ub.poison for ub's poison, else arith::ConstantOp::materialize. */
export function materializeArithConstant(builder: OpBuilder, value: Attribute, type: Type, location: Location): Operation | undefined {
  if (isPoison(value)) return materializePoison(builder, value, type, location);
  return materializeArithConstantOp(builder, value, type, location);
}

/** MathDialect::materializeConstant: as arith's (ub.poison for poison, else arith.constant). */
export const materializeMathConstant = materializeArithConstant;

/** IndexDialect::materializeConstant: i1 bools as index.bool.constant, index integers as index.constant. */
export function materializeIndexConstant(builder: OpBuilder, value: Attribute, type: Type, location: Location): Operation | undefined {
  if (value instanceof IntegerAttr && value.isBool()) {
    if (!(type instanceof IntegerType && type.signedness === "signless" && type.width === 1)) return undefined;
    return createConstant(builder, "index.bool.constant", value, type, location);
  }
  if (value instanceof IntegerAttr) {
    if (!(value.type instanceof IndexType) || !(type instanceof IndexType)) return undefined;
    return createConstant(builder, "index.constant", value, type, location);
  }
  return undefined;
}

/** FuncDialect::materializeConstant: func.constant for a flat symbol reference (func::ConstantOp::isBuildableWith). */
export function materializeFuncConstant(builder: OpBuilder, value: Attribute, type: Type, location: Location): Operation | undefined {
  if (!(value instanceof SymbolRefAttr) || !value.isFlat() || !(type instanceof FunctionType)) return undefined;
  return createConstant(builder, "func.constant", value, type, location);
}
