// The body region of a named structured op, built as MLIR's parser builds it (its
// fillStructuredOpRegion and the op's regionBuilder): one block argument per `ins`/`outs`
// operand (element types of tensors and memrefs), then the steps of the op's description
// (generated/upstream/linalg-named-ops.ts) as arith/math/complex ops, and linalg.yield. The
// ops each step makes depend on the types, as RegionBuilderHelper decides them.
import { BlockArgument, ComplexType, DictionaryAttr, IRDiagnosticError, FloatAttr, FloatType, IndexType, IntegerAttr, IntegerType, OpBuilder, UnknownLoc, type Attribute, type Block, type Location, type MLIRContext, type NamedAttribute, type Region, type Type, type Value } from "../../ir/index.js";
import type { LinalgBodyStep, LinalgFnRef, LinalgNamedOpDescription, LinalgTypeRef, LinalgValueRef } from "../../../generated/upstream/linalg-named-ops.js";
import { regionArgumentType } from "./structured-syntax.js";
import { printType } from "../runtime/values.js";
import { BinaryFnAttr, TernaryFnAttr, TypeFnAttr, UnaryFnAttr } from "../../../generated/linalg.js";

/** An op as MLIR's builders create it: inherent attributes in the properties, default-valued ones filled. */
export function createOp(builder: OpBuilder, name: string, location: Location, operands: readonly Value[], resultTypes: readonly Type[], inherent: readonly NamedAttribute[] = []): Value[] {
  const context = builder.context;
  const opName = context.getOperationName(name);
  let properties: Attribute | null = inherent.length === 0 ? null : DictionaryAttr.get(context, inherent);
  const populate = opName.info?.populateDefaultProperties;
  if (populate !== undefined) properties = populate.call(opName.info, properties, context);
  return [...builder.create(opName, location, { operands, resultTypes, properties }).results];
}

/** The linalg attribute of each function kind of a step (`#linalg.type_fn<cast_signed>`, ...). */
const FN_ATTRIBUTES: Readonly<Record<string, (attr: Attribute | undefined) => string | undefined>> = {
  type_fn: (attr) => (attr instanceof TypeFnAttr ? attr.value : undefined),
  unary_fn: (attr) => (attr instanceof UnaryFnAttr ? attr.value : undefined),
  binary_fn: (attr) => (attr instanceof BinaryFnAttr ? attr.value : undefined),
  ternary_fn: (attr) => (attr instanceof TernaryFnAttr ? attr.value : undefined),
};

/** The case of a `#linalg.<kind><case>` attribute (type_fn, unary_fn, ...), undefined for any other. */
function enumCase(attr: Attribute | undefined, kind: string): string | undefined {
  return FN_ATTRIBUTES[kind]?.(attr);
}

class BodyBuilder {
  private readonly values: Value[] = [];
  private readonly builder: OpBuilder;
  private readonly loc: Location;

  constructor(
    private readonly context: MLIRContext,
    private readonly block: Block,
    private readonly attributes: readonly NamedAttribute[],
  ) {
    this.builder = OpBuilder.atBlockEnd(block, context);
    this.loc = UnknownLoc.get(context);
  }

  value(ref: LinalgValueRef): Value {
    const v = "arg" in ref ? this.block.arguments[ref.arg] : this.values[ref.value - 1];
    if (v === undefined) throw new Error("linalg named op body: a step refers to a value it does not have");
    return v;
  }

  private type(ref: LinalgTypeRef): Type {
    if ("argType" in ref) return this.value({ arg: ref.argType }).type;
    if (ref.type === "f32") return FloatType.get(this.context, "f32");
    if (ref.type === "f64") return FloatType.get(this.context, "f64");
    return IntegerType.get(this.context, Number(ref.type.slice(1)));
  }

  /** The case a step's function names: fixed, or the op attribute's (the parsed attributes, as MLIR passes them). */
  private fn(ref: LinalgFnRef, kind: string): string {
    if ("fn" in ref) return ref.fn;
    const given = this.attributes.find((a) => a.name === ref.attr)?.value;
    return enumCase(given, kind) ?? ref.default;
  }

  private op(name: string, operands: readonly Value[], resultType: Type): Value {
    return createOp(this.builder, name, this.loc, operands, [resultType])[0] as Value;
  }

  step(step: LinalgBodyStep): void {
    this.values.push(this.build(step));
  }

  private build(step: LinalgBodyStep): Value {
    switch (step.kind) {
      case "type":
        return this.cast(this.type(step.to), this.value(step.operand), this.fn(step.fn, "type_fn") === "cast_unsigned");
      case "unary":
        return this.unary(this.fn(step.fn, "unary_fn"), this.value(step.operand));
      case "binary":
        return this.binary(this.fn(step.fn, "binary_fn"), this.value(step.operands[0]), this.value(step.operands[1]));
      case "ternary": {
        const [c, a, b] = step.operands.map((r) => this.value(r)) as [Value, Value, Value];
        return this.op("arith.select", [c, a, b], a.type);
      }
      case "constant": {
        const attr = constantAttr(this.context, step.value);
        return createOp(this.builder, "arith.constant", this.loc, [], [attr.type], [{ name: "value", value: attr }])[0] as Value;
      }
      case "index":
        return createOp(this.builder, "linalg.index", this.loc, [], [IndexType.get(this.context)], [{ name: "dim", value: IntegerAttr.get(IntegerType.get(this.context, 64), step.dim) }])[0] as Value;
    }
  }

  /** MLIR's convertScalarToDtype: the casts between integer, index and float types. */
  private cast(to: Type, operand: Value, unsigned: boolean): Value {
    const from = operand.type;
    if (from === to) return operand;
    if (to instanceof IntegerType) {
      if (from instanceof FloatType) return this.op(unsigned ? "arith.fptoui" : "arith.fptosi", [operand], to);
      if (from instanceof IndexType) return this.op("arith.index_cast", [operand], to);
      if (from instanceof IntegerType) {
        if (to.width > from.width) return this.op(unsigned ? "arith.extui" : "arith.extsi", [operand], to);
        if (to.width < from.width) return this.op("arith.trunci", [operand], to);
        return operand;
      }
    } else if (to instanceof FloatType) {
      if (from instanceof IntegerType) return this.op(unsigned ? "arith.uitofp" : "arith.sitofp", [operand], to);
      if (from instanceof FloatType) {
        if (to.width > from.width) return this.op("arith.extf", [operand], to);
        if (to.width < from.width) return this.op("arith.truncf", [operand], to);
        return operand;
      }
    }
    // MLIR warns at the operand and keeps it (the op then fails to verify).
    const at = operand instanceof BlockArgument ? operand.loc : (operand.definingOp?.location ?? this.loc);
    this.context.getDiagEngine().emit(new IRDiagnosticError(at, `could not cast operand of type '${printType(from)}' to '${printType(to)}'`, "warning"));
    return operand;
  }

  private unary(fn: string, arg: Value): Value {
    const t = arg.type;
    const simple: Readonly<Record<string, string>> = {
      exp: "math.exp",
      log: "math.log",
      abs: "math.absf",
      ceil: "math.ceil",
      floor: "math.floor",
      negf: "arith.negf",
      round: "math.round",
      sqrt: "math.sqrt",
      rsqrt: "math.rsqrt",
      tanh: "math.tanh",
      erf: "math.erf",
    };
    const name = simple[fn];
    if (name !== undefined) return this.op(name, [arg], t);
    if (fn === "square") return this.op("arith.mulf", [arg, arg], t);
    if (fn === "reciprocal") {
      const one = createOp(this.builder, "arith.constant", this.loc, [], [t], [{ name: "value", value: oneAttr(t) }])[0] as Value;
      return this.op("arith.divf", [one, arg], t);
    }
    throw new Error(`linalg named op body: unknown unary function ${fn}`);
  }

  private binary(fn: string, lhs: Value, rhs: Value): Value {
    const complex = lhs.type instanceof ComplexType && rhs.type instanceof ComplexType;
    const float = lhs.type instanceof FloatType && rhs.type instanceof FloatType;
    const bool = lhs.type instanceof IntegerType && rhs.type instanceof IntegerType && lhs.type.width === 1 && rhs.type.width === 1;
    const pick = (c: string, f: string, b: string, i: string): string => (complex ? c : float ? f : bool ? b : i);
    const names: Readonly<Record<string, string>> = {
      add: pick("complex.add", "arith.addf", "arith.ori", "arith.addi"),
      sub: pick("complex.sub", "arith.subf", "arith.subi", "arith.subi"),
      mul: pick("complex.mul", "arith.mulf", "arith.andi", "arith.muli"),
      div: pick("complex.div", "arith.divf", "arith.divsi", "arith.divsi"),
      div_unsigned: "arith.divui",
      max_signed: float ? "arith.maximumf" : "arith.maxsi",
      min_signed: float ? "arith.minimumf" : "arith.minsi",
      max_unsigned: float ? "arith.maximumf" : "arith.maxui",
      min_unsigned: float ? "arith.minimumf" : "arith.minui",
      powf: "math.powf",
    };
    const name = names[fn];
    if (name === undefined) throw new Error(`linalg named op body: unknown binary function ${fn}`);
    return this.op(name, [lhs, rhs], lhs.type);
  }

  yield(refs: readonly LinalgValueRef[]): void {
    createOp(this.builder, "linalg.yield", this.loc, refs.map((r) => this.value(r)), []);
  }
}

/** The constants opdsl writes: `N : i64` and `X : f64` (the only ones MLIR 19's named ops use). */
function constantAttr(context: MLIRContext, text: string): IntegerAttr | FloatAttr {
  const m = /^(\S+) : (i\d+|f32|f64)$/.exec(text);
  if (m === null) throw new Error(`linalg named op body: a constant of no known form: ${text}`);
  const [, value, type] = m as unknown as [string, string, string];
  if (type.startsWith("i")) return IntegerAttr.get(IntegerType.get(context, Number(type.slice(1))), BigInt(value));
  return FloatAttr.get(FloatType.get(context, type as "f32" | "f64"), Number(value));
}

/** The constant 1 of a float type (reciprocal's dividend; MLIR's getOneAttr). */
function oneAttr(type: Type): Attribute {
  if (type instanceof FloatType) return FloatAttr.get(type, 1);
  if (type instanceof IntegerType) return IntegerAttr.get(type, 1);
  throw new Error("linalg named op body: reciprocal of a non-numeric type");
}

/**
 * Fills `region` with the named op's body for operands of `inputTypes` and `outputTypes`,
 * reading the function attributes (cast, fun) from `attributes` as MLIR's parser does.
 */
export function fillNamedOpRegion(context: MLIRContext, region: Region, description: LinalgNamedOpDescription, inputTypes: readonly Type[], outputTypes: readonly Type[], attributes: readonly NamedAttribute[]): void {
  const argTypes = [...inputTypes, ...outputTypes].map(regionArgumentType);
  const builder = new OpBuilder(context);
  const unknown = UnknownLoc.get(context);
  const block = builder.createBlock(region, argTypes, argTypes.map(() => unknown));
  const body = new BodyBuilder(context, block, attributes);
  for (const step of description.steps) body.step(step);
  body.yield(description.yields);
}
