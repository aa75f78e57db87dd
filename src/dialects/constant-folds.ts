// Hand-written folds of our dialects' constant ops (arith.constant, index.constant,
// index.bool.constant, func.constant: each folds to its `value`, as MLIR's ConstantLike
// ops do, which is how folding and the canonicalizer learn a constant's value) and the
// constant materializers of arith, index, func and math (MLIR's materializeConstant).
//
// Temporary home: once the op generator emits typed fold and materializer hooks, these
// functions move into the dialects' hook objects and `withConstantFolds` goes away. Until
// then it fills in only what a generated registration does not already have.
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
  type Dialect,
  type Location,
  type OpBuilder,
  type OpFoldResult,
  type Operation,
  type RegisteredOperationInfo,
  type Type,
} from "../ir/index.js";

/** A ConstantLike op's fold: its `value` attribute. */
function foldToValue(op: Operation, _operands: readonly (Attribute | undefined)[], results: OpFoldResult[]): boolean {
  const value = op.getInherentAttr("value");
  if (value === undefined) return false;
  results.push(value);
  return true;
}

/** The constant ops whose fold gives their value. */
const CONSTANT_OPS: ReadonlySet<string> = new Set(["arith.constant", "index.constant", "index.bool.constant", "func.constant"]);

/** Creates `name` with `value` as its inherent `value` attribute and one result of `type`. */
function createConstant(builder: OpBuilder, name: string, value: Attribute, type: Type, location: Location): Operation {
  return builder.create(name, location, {
    resultTypes: [type],
    properties: DictionaryAttr.get(builder.context, [{ name: "value", value }]),
  });
}

/** arith.constant's buildability (MLIR's arith::ConstantOp::isBuildableWith). */
function arithConstantBuildable(value: Attribute, type: Type): boolean {
  if (!hasType(value) || value.type !== type) return false;
  if (type instanceof IntegerType && type.signedness !== "signless") return false;
  return value instanceof IntegerAttr || value instanceof FloatAttr || value instanceof ElementsAttr;
}

/** MLIR's arith::ConstantOp::materialize, which arith and math materialize constants with. */
function materializeArithConstant(builder: OpBuilder, value: Attribute, type: Type, location: Location): Operation | undefined {
  return arithConstantBuildable(value, type) ? createConstant(builder, "arith.constant", value, type, location) : undefined;
}

/** MLIR's IndexDialect::materializeConstant: i1 booleans and index integers. */
function materializeIndexConstant(builder: OpBuilder, value: Attribute, type: Type, location: Location): Operation | undefined {
  if (value instanceof IntegerAttr && value.isBool()) {
    if (!(type instanceof IntegerType && type.width === 1 && type.signedness === "signless")) return undefined;
    return createConstant(builder, "index.bool.constant", value, type, location);
  }
  if (value instanceof IntegerAttr) {
    if (!(value.type instanceof IndexType) || !(type instanceof IndexType)) return undefined;
    return createConstant(builder, "index.constant", value, type, location);
  }
  return undefined;
}

/** MLIR's FuncDialect::materializeConstant: a flat symbol reference of a function type. */
function materializeFuncConstant(builder: OpBuilder, value: Attribute, type: Type, location: Location): Operation | undefined {
  if (!(value instanceof SymbolRefAttr) || !value.isFlat() || !(type instanceof FunctionType)) return undefined;
  return createConstant(builder, "func.constant", value, type, location);
}

const MATERIALIZERS: ReadonlyMap<string, NonNullable<Dialect["materializeConstant"]>> = new Map([
  ["arith", materializeArithConstant],
  ["math", materializeArithConstant],
  ["index", materializeIndexConstant],
  ["func", materializeFuncConstant],
]);

/**
 * `dialect` with the constant folds and its materializer filled in where its generated
 * registration has none (the same object when there is nothing to add).
 */
export function withConstantFolds(dialect: Dialect): Dialect {
  const materializer = dialect.materializeConstant === undefined ? MATERIALIZERS.get(dialect.namespace) : undefined;
  const operations = dialect.operations?.map((info): RegisteredOperationInfo => (CONSTANT_OPS.has(info.name) && info.fold === undefined ? { ...info, fold: foldToValue } : info));
  const foldAdded = operations?.some((info, i) => info !== dialect.operations?.[i]) === true;
  if (materializer === undefined && !foldAdded) return dialect;
  return { ...dialect, ...(operations === undefined ? {} : { operations }), ...(materializer === undefined ? {} : { materializeConstant: materializer }) };
}
