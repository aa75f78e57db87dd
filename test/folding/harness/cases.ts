// Generated fold cases: one function per case, the op under test last, its results
// returned, its operands constants (scalar, splat or dense), function arguments, or the
// small op chains the identity folds look through (trunc of ext, x - x, select of cmpi...).
import { APInt, type FloatKind } from "../../../src/ir/index.js";
import {
  Random,
  denseAttrText,
  randomScalarAttr,
  randomShape,
  scalarTypeText,
  sparseAttrText,
  shapedTypeText,
  randomInt,
  intText,
  type ScalarType,
  type Shape,
} from "./values.js";

export interface FoldCase {
  /** The op under test. */
  readonly op: string;
  /** A short tag of how its operands were made (for the report). */
  readonly form: string;
  readonly argTypes: readonly string[];
  readonly resultTypes: readonly string[];
  /** Body lines; the last op defines %r (the op under test). */
  readonly lines: readonly string[];
}

/** Builds one case function's body. */
class CaseBuilder {
  readonly args: string[] = [];
  readonly lines: string[] = [];
  private counter = 0;
  arg(type: string): string {
    this.args.push(type);
    return `%arg${this.args.length - 1}`;
  }
  constant(attr: string, type: string, opName = "arith.constant"): string {
    const name = `%c${this.counter++}`;
    this.lines.push(`${name} = "${opName}"() <{value = ${attr}}> : () -> ${type}`);
    return name;
  }
  /** An auxiliary op; returns its first result's name. */
  op(name: string, operands: readonly string[], operandTypes: readonly string[], resultType: string, props?: string): string {
    const result = `%v${this.counter++}`;
    this.lines.push(`${result} = ${genericOp(name, operands, operandTypes, [resultType], props)}`);
    return result;
  }
  finish(op: string, form: string, operands: readonly string[], operandTypes: readonly string[], resultTypes: readonly string[], props?: string): FoldCase {
    const lhs = resultTypes.length === 1 ? "%r" : `%r:${resultTypes.length}`;
    this.lines.push(`${lhs} = ${genericOp(op, operands, operandTypes, resultTypes, props)}`);
    return { op, form, argTypes: this.args, resultTypes, lines: this.lines };
  }
}

function genericOp(name: string, operands: readonly string[], operandTypes: readonly string[], resultTypes: readonly string[], props?: string): string {
  const propText = props === undefined || props === "" ? "" : ` <{${props}}>`;
  const single = resultTypes[0] as string;
  const results = resultTypes.length === 1 ? (single.startsWith("(") ? `(${single})` : single) : `(${resultTypes.join(", ")})`;
  return `"${name}"(${operands.join(", ")})${propText} : (${operandTypes.join(", ")}) -> ${results}`;
}

const INT_WIDTHS = [1, 8, 16, 32, 64, 3, 17, 65, 128];
const FLOAT_KINDS: readonly FloatKind[] = ["f16", "bf16", "f32", "f64", "f80", "f128", "tf32", "f8E5M2", "f8E4M3", "f8E4M3FN", "f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3B11FNUZ"];

function randomIntType(r: Random, allowIndex = true): ScalarType {
  if (allowIndex && r.chance(0.12)) return { kind: "int", width: 64, index: true };
  return { kind: "int", width: r.pick(INT_WIDTHS) };
}

function randomFloatType(r: Random, kinds: readonly FloatKind[] = FLOAT_KINDS): ScalarType {
  return { kind: "float", float: r.pick(kinds) };
}

/** A type over `t`: the scalar most of the time, else a vector or tensor. */
interface Typed {
  readonly element: ScalarType;
  readonly shape: Shape | undefined;
  readonly text: string;
}

function typed(r: Random, element: ScalarType, shaped = r.chance(0.25)): Typed {
  const shape = shaped ? randomShape(r) : undefined;
  const e = scalarTypeText(element);
  return { element, shape, text: shape === undefined ? e : shapedTypeText(shape, e) };
}

function withElement(t: Typed, element: ScalarType): Typed {
  const e = scalarTypeText(element);
  return { element, shape: t.shape, text: t.shape === undefined ? e : shapedTypeText(t.shape, e) };
}

/** A constant of type `t` (dense elements for shaped types, splat half of the time). */
function constantOf(r: Random, b: CaseBuilder, t: Typed, opName = "arith.constant"): string {
  let attr: string;
  if (t.shape === undefined) attr = randomScalarAttr(r, t.element);
  // (no sparse index elements: mlir-opt 19 crashes folding them)
  else if (r.chance(0.08) && !(t.element.kind === "int" && t.element.index === true)) attr = sparseAttrText(r, t.element, t.shape);
  else attr = denseAttrText(r, t.element, t.shape, r.chance(0.5));
  return b.constant(attr, t.text, opName);
}

/** A specific integer constant (splat for shaped types). */
function intConstant(b: CaseBuilder, t: Typed, value: bigint, opName = "arith.constant"): string {
  const width = t.element.kind === "int" ? (t.element.index === true ? 64 : t.element.width) : 64;
  const text = intText(APInt.fromBigInt(width, value), width);
  const attr = t.shape === undefined ? (width === 1 && t.element.kind === "int" && t.element.index !== true ? text : `${text} : ${t.text}`) : `dense<${text}> : ${t.text}`;
  return b.constant(attr, t.text, opName);
}

/** Operands for a binary op: constants, arguments or the same value twice. */
function binaryOperands(r: Random, b: CaseBuilder, t: Typed, opName = "arith.constant"): { operands: string[]; form: string } {
  const mode = r.pick(["cc", "cc", "cc", "cc", "xc", "xc", "cx", "xx"]);
  const make = (c: string): string => (c === "c" ? constantOf(r, b, t, opName) : b.arg(t.text));
  if (mode === "xx") {
    const x = b.arg(t.text);
    return { operands: [x, x], form: "xx" };
  }
  return { operands: [make(mode[0] as string), make(mode[1] as string)], form: mode };
}

const OVERFLOW_FLAGS = ["none", "nsw", "nuw", "nsw, nuw"];
const FASTMATH_FLAGS = ["none", "none", "none", "nnan", "ninf", "nsz", "nnan,nsz", "contract", "fast"];

function overflowProps(r: Random): string {
  return `overflowFlags = #arith.overflow<${r.pick(OVERFLOW_FLAGS)}>`;
}
function fastmathProps(r: Random): string {
  return `fastmath = #arith.fastmath<${r.pick(FASTMATH_FLAGS)}>`;
}

const INT_BINARY_WITH_FLAGS = new Set(["arith.addi", "arith.subi", "arith.muli", "arith.shli"]);
export const ARITH_INT_BINARY = [
  "arith.addi", "arith.subi", "arith.muli", "arith.divsi", "arith.divui", "arith.ceildivsi", "arith.ceildivui", "arith.floordivsi",
  "arith.remsi", "arith.remui", "arith.andi", "arith.ori", "arith.xori", "arith.maxsi", "arith.maxui", "arith.minsi", "arith.minui",
  "arith.shli", "arith.shrsi", "arith.shrui",
];
export const ARITH_FLOAT_BINARY = [
  "arith.addf", "arith.subf", "arith.mulf", "arith.divf", "arith.remf", "arith.maximumf", "arith.minimumf", "arith.maxnumf", "arith.minnumf",
];

function intBinaryCase(r: Random, op: string): FoldCase {
  const b = new CaseBuilder();
  const t = typed(r, randomIntType(r));
  const { operands, form } = binaryOperands(r, b, t);
  return b.finish(op, form, operands, [t.text, t.text], [t.text], INT_BINARY_WITH_FLAGS.has(op) ? overflowProps(r) : undefined);
}

function floatBinaryCase(r: Random, op: string): FoldCase {
  const b = new CaseBuilder();
  const t = typed(r, randomFloatType(r));
  const { operands, form } = binaryOperands(r, b, t);
  return b.finish(op, form, operands, [t.text, t.text], [t.text], fastmathProps(r));
}

function extendedCase(r: Random, op: string): FoldCase {
  const b = new CaseBuilder();
  const t = typed(r, randomIntType(r, false));
  const { operands, form } = binaryOperands(r, b, t);
  const second = op === "arith.addui_extended" ? withElement(t, { kind: "int", width: 1 }).text : t.text;
  return b.finish(op, form, operands, [t.text, t.text], [t.text, second]);
}

function cmpiCase(r: Random): FoldCase {
  const b = new CaseBuilder();
  const t = typed(r, randomIntType(r));
  const i1 = withElement(t, { kind: "int", width: 1 }).text;
  const predicate = r.int(10);
  const special = r.int(10);
  if (special === 0) {
    // cmpi ne, ext(i1) 0 / cmpi on i1 against 0 or 1.
    const ext = r.pick(["arith.extui", "arith.extsi", "none"]);
    const x = b.arg(i1);
    let lhs = x;
    let lhsType = i1;
    if (ext !== "none" && t.element.kind === "int" && t.element.width > 1 && t.element.index !== true) {
      lhs = b.op(ext, [x], [i1], t.text);
      lhsType = t.text;
    }
    const rhs = intConstant(b, { ...t, text: lhsType, element: lhsType === i1 ? { kind: "int", width: 1 } : t.element }, BigInt(r.int(2)));
    return b.finish("arith.cmpi", `ext-${ext}`, [lhs, rhs], [lhsType, lhsType], [i1], `predicate = ${r.pick([0, 1, predicate])} : i64`);
  }
  const { operands, form } = binaryOperands(r, b, t);
  return b.finish("arith.cmpi", form, operands, [t.text, t.text], [i1], `predicate = ${predicate} : i64`);
}

function cmpfCase(r: Random): FoldCase {
  const b = new CaseBuilder();
  const t = typed(r, randomFloatType(r), r.chance(0.1));
  const i1 = withElement(t, { kind: "int", width: 1 }).text;
  const { operands, form } = binaryOperands(r, b, t);
  return b.finish("arith.cmpf", form, operands, [t.text, t.text], [i1], `fastmath = #arith.fastmath<none>, predicate = ${r.int(16)} : i64`);
}

function selectCase(r: Random): FoldCase {
  const b = new CaseBuilder();
  const element = r.chance(0.5) ? randomIntType(r) : randomFloatType(r);
  const t = typed(r, element);
  const i1Shaped = withElement(t, { kind: "int", width: 1 });
  const shapedCondition = t.shape !== undefined && r.chance(0.6);
  const condType: Typed = shapedCondition ? i1Shaped : { element: { kind: "int", width: 1 }, shape: undefined, text: "i1" };
  const mode = r.int(6);
  if (mode === 0 && element.kind === "int" && element.width === 1 && element.index !== true && t.shape === undefined) {
    const c = b.arg("i1");
    return b.finish("arith.select", "i1-true-false", [c, intConstant(b, t, 1n), intConstant(b, t, 0n)], ["i1", "i1", "i1"], ["i1"]);
  }
  if (mode === 1) {
    const x = b.arg(t.text);
    const y = b.arg(t.text);
    if (element.kind === "int" && t.shape === undefined) {
      const cmp = b.op("arith.cmpi", [x, y], [t.text, t.text], "i1", `predicate = ${r.int(2)} : i64`);
      const [tv, fv] = r.chance(0.5) ? [x, y] : [y, x];
      return b.finish("arith.select", "cmpi-eq-ne", [cmp, tv, fv], ["i1", t.text, t.text], [t.text]);
    }
  }
  const cond = r.chance(0.75) ? constantOf(r, b, condType) : b.arg(condType.text);
  const tv = r.chance(0.7) ? constantOf(r, b, t) : b.arg(t.text);
  const fv = r.chance(0.15) ? tv : r.chance(0.7) ? constantOf(r, b, t) : b.arg(t.text);
  return b.finish("arith.select", shapedCondition ? "shaped-cond" : "scalar-cond", [cond, tv, fv], [condType.text, t.text, t.text], [t.text]);
}

function negfCase(r: Random): FoldCase {
  const b = new CaseBuilder();
  const t = typed(r, randomFloatType(r));
  if (r.chance(0.1)) {
    const x = b.arg(t.text);
    const inner = b.op("arith.negf", [x], [t.text], t.text, "fastmath = #arith.fastmath<none>");
    return b.finish("arith.negf", "negf-negf", [inner], [t.text], [t.text], "fastmath = #arith.fastmath<none>");
  }
  return b.finish("arith.negf", "c", [constantOf(r, b, t)], [t.text], [t.text], fastmathProps(r));
}

const WIDTHS_BY_FLOAT: Readonly<Record<number, readonly FloatKind[]>> = {
  8: ["f8E5M2", "f8E4M3", "f8E4M3FN", "f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3B11FNUZ"],
  16: ["f16", "bf16"],
  32: ["f32"],
  64: ["f64"],
  80: ["f80"],
  128: ["f128"],
};

function floatWidth(kind: FloatKind): number {
  for (const [w, kinds] of Object.entries(WIDTHS_BY_FLOAT)) if (kinds.includes(kind)) return Number(w);
  return 32;
}

/** A cast case: `from` -> `to` element types over one shape. */
function castCase(r: Random, op: string, from: ScalarType, to: ScalarType, props?: string): FoldCase {
  const b = new CaseBuilder();
  const source = typed(r, from);
  const target = withElement(source, to);
  const operand = r.chance(0.9) ? constantOf(r, b, source) : b.arg(source.text);
  return b.finish(op, "c", [operand], [source.text], [target.text], props);
}

function intPair(r: Random, wider: boolean): [ScalarType, ScalarType] {
  for (;;) {
    const a = r.pick(INT_WIDTHS);
    const c = r.pick(INT_WIDTHS);
    if (a === c) continue;
    const [small, large] = a < c ? [a, c] : [c, a];
    return wider ? [{ kind: "int", width: small }, { kind: "int", width: large }] : [{ kind: "int", width: large }, { kind: "int", width: small }];
  }
}

function floatPair(r: Random, wider: boolean): [ScalarType, ScalarType] {
  for (;;) {
    const a = r.pick(FLOAT_KINDS.filter((k) => k !== "tf32"));
    const c = r.pick(FLOAT_KINDS.filter((k) => k !== "tf32"));
    if (floatWidth(a) === floatWidth(c)) continue;
    const [small, large] = floatWidth(a) < floatWidth(c) ? [a, c] : [c, a];
    return wider ? [{ kind: "float", float: small }, { kind: "float", float: large }] : [{ kind: "float", float: large }, { kind: "float", float: small }];
  }
}

function extTruncChainCase(r: Random): FoldCase {
  const b = new CaseBuilder();
  const kind = r.int(6);
  if (kind === 0) {
    // ext of ext
    const op = r.pick(["arith.extui", "arith.extsi"]);
    const widths = [r.pick([1, 3, 8]), r.pick([16, 17]), r.pick([32, 64])];
    const x = b.arg(`i${widths[0]}`);
    const mid = b.op(r.chance(0.8) ? op : op === "arith.extui" ? "arith.extsi" : "arith.extui", [x], [`i${widths[0]}`], `i${widths[1]}`);
    return b.finish(op, "ext-ext", [mid], [`i${widths[1]}`], [`i${widths[2]}`]);
  }
  if (kind === 1) {
    // trunci of ext / trunci of trunci
    const ext = r.pick(["arith.extui", "arith.extsi", "arith.trunci"]);
    if (ext === "arith.trunci") {
      const x = b.arg("i64");
      const mid = b.op("arith.trunci", [x], ["i64"], "i32");
      return b.finish("arith.trunci", "trunc-trunc", [mid], ["i32"], [`i${r.pick([1, 8, 16])}`]);
    }
    const src = r.pick([8, 16, 32]);
    const x = b.arg(`i${src}`);
    const mid = b.op(ext, [x], [`i${src}`], "i64");
    return b.finish("arith.trunci", "trunc-ext", [mid], ["i64"], [`i${r.pick([8, 16, 32].filter((w) => w < 64))}`]);
  }
  if (kind === 2) {
    // extf(truncf) with fastmath contract
    const x = b.arg("f64");
    const fm = `fastmath = #arith.fastmath<${r.pick(["contract", "none", "fast"])}>`;
    const mid = b.op("arith.truncf", [x], ["f64"], r.pick(["f32", "f16"]), fm);
    const midType = b.lines[b.lines.length - 1]?.endsWith("f32") === true ? "f32" : "f16";
    return b.finish("arith.extf", "ext-trunc", [mid], [midType], ["f64"], `fastmath = #arith.fastmath<${r.pick(["contract", "none", "fast"])}>`);
  }
  if (kind === 3) {
    // truncf(extf)
    const src = r.pick<FloatKind>(["f16", "bf16", "f32", "f8E4M3FN"]);
    const mid = r.pick<FloatKind>(["f64", "f80", "f128"]);
    const dst = r.pick<FloatKind>(["f16", "f32", "bf16"].filter((k) => k !== src) as FloatKind[]);
    const x = b.arg(src);
    const m = b.op("arith.extf", [x], [src], mid, "fastmath = #arith.fastmath<none>");
    const target = floatWidth(dst) < floatWidth(mid) ? dst : src;
    return b.finish("arith.truncf", "trunc-ext", [m], [mid], [target], "fastmath = #arith.fastmath<none>");
  }
  if (kind === 4) {
    // index_cast(index_cast)
    const op = r.pick(["arith.index_cast", "arith.index_castui"]);
    const w = r.pick([8, 32, 64, 128]);
    if (r.chance(0.5)) {
      const x = b.arg(`i${w}`);
      const mid = b.op(op, [x], [`i${w}`], "index");
      return b.finish(op, "cast-cast", [mid], ["index"], [`i${w}`]);
    }
    const x = b.arg("index");
    const mid = b.op(op, [x], ["index"], `i${w}`);
    return b.finish(op, "cast-cast", [mid], [`i${w}`], ["index"]);
  }
  // (a * b) / b
  const op = r.pick(["arith.divsi", "arith.divui"]);
  const x = b.arg("i32");
  const y = b.arg("i32");
  const mul = b.op("arith.muli", [x, y], ["i32", "i32"], "i32", overflowProps(r));
  return b.finish(op, "div-mul", [mul, r.chance(0.5) ? y : x], ["i32", "i32"], ["i32"]);
}

function identityChainCase(r: Random): FoldCase {
  const b = new CaseBuilder();
  const t = typed(r, randomIntType(r), false);
  const x = b.arg(t.text);
  const y = b.arg(t.text);
  switch (r.int(5)) {
    case 0: {
      const sub = b.op("arith.subi", [x, y], [t.text, t.text], t.text, overflowProps(r));
      const ops = r.chance(0.5) ? [sub, y] : [y, sub];
      return b.finish("arith.addi", "add-sub", ops, [t.text, t.text], [t.text], overflowProps(r));
    }
    case 1: {
      const add = b.op("arith.addi", [x, y], [t.text, t.text], t.text, overflowProps(r));
      return b.finish("arith.subi", "sub-add", [add, r.chance(0.5) ? x : y], [t.text, t.text], [t.text], overflowProps(r));
    }
    case 2: {
      const ones = intConstant(b, t, -1n);
      const not = b.op("arith.xori", r.chance(0.5) ? [x, ones] : [ones, x], [t.text, t.text], t.text);
      const op = r.pick(["arith.andi", "arith.ori"]);
      return b.finish(op, "x-not-x", r.chance(0.5) ? [x, not] : [not, x], [t.text, t.text], [t.text]);
    }
    case 3: {
      const inner = b.op("arith.xori", [x, y], [t.text, t.text], t.text);
      const ops = r.pick([[inner, y], [inner, x], [y, inner], [x, inner]]);
      return b.finish("arith.xori", "xor-xor", ops, [t.text, t.text], [t.text]);
    }
    default: {
      const op = r.pick(["arith.maxsi", "arith.maxui", "arith.minsi", "arith.minui", "arith.subi", "arith.xori", "arith.andi", "arith.ori"]);
      return b.finish(op, "x-x", [x, x], [t.text, t.text], [t.text], INT_BINARY_WITH_FLAGS.has(op) ? overflowProps(r) : undefined);
    }
  }
}

function arithCastCase(r: Random, op: string): FoldCase {
  switch (op) {
    case "arith.extui":
    case "arith.extsi": {
      const [from, to] = intPair(r, true);
      return castCase(r, op, from, to);
    }
    case "arith.trunci": {
      const [from, to] = intPair(r, false);
      return castCase(r, op, from, to);
    }
    case "arith.extf": {
      const [from, to] = floatPair(r, true);
      return castCase(r, op, from, to, fastmathProps(r));
    }
    case "arith.truncf": {
      const [from, to] = floatPair(r, false);
      const rm = r.chance(0.3) ? `, roundingmode = ${r.int(5)} : i32` : "";
      return castCase(r, op, from, to, `${fastmathProps(r)}${rm}`);
    }
    case "arith.sitofp":
    case "arith.uitofp":
      return castCase(r, op, randomIntType(r, false), randomFloatType(r));
    case "arith.fptosi":
    case "arith.fptoui":
      return castCase(r, op, randomFloatType(r), randomIntType(r, false));
    case "arith.index_cast":
    case "arith.index_castui":
      return r.chance(0.5)
        ? castCase(r, op, { kind: "int", width: 64, index: true }, randomIntType(r, false))
        : castCase(r, op, randomIntType(r, false), { kind: "int", width: 64, index: true });
    default: {
      // bitcast between same-width int and float types (integers to f80 are left out: their
      // random patterns are mostly x87 unnormals, which tsmlir's printer shows as numbers)
      const kind = r.pick(FLOAT_KINDS.filter((k) => k !== "tf32"));
      const w = floatWidth(kind);
      const fromFloat = kind === "f80" || r.chance(0.5);
      const f: ScalarType = { kind: "float", float: kind };
      const i: ScalarType = { kind: "int", width: w };
      if (r.chance(0.15) && w === 16) return castCase(r, op, { kind: "float", float: "f16" }, { kind: "float", float: "bf16" });
      return fromFloat ? castCase(r, op, f, i) : castCase(r, op, i, f);
    }
  }
}

// ---- math ----

export const MATH_FLOAT_UNARY = [
  "math.absf", "math.acos", "math.acosh", "math.asin", "math.asinh", "math.atan", "math.atanh", "math.ceil", "math.cos", "math.cosh", "math.erf",
  "math.exp", "math.exp2", "math.expm1", "math.floor", "math.log", "math.log10", "math.log1p", "math.log2", "math.round", "math.roundeven",
  "math.sin", "math.sinh", "math.sqrt", "math.tan", "math.tanh", "math.trunc",
];
const MATH_FLOAT_BINARY = ["math.atan2", "math.copysign", "math.powf"];
const MATH_INT_UNARY = ["math.absi", "math.ctlz", "math.cttz", "math.ctpop"];

/** A float value for the math functions: mostly moderate values, where the functions are interesting. */
function mathFloatText(r: Random, kind: FloatKind): string {
  if (r.chance(0.4)) {
    const magnitude = r.pick([1, 2, 4, 10, 100, 1e-3, 0.5]);
    const value = (r.next() * 2 - 1) * magnitude;
    return `${value.toPrecision(17)} : ${kind}`;
  }
  return randomScalarAttr(r, { kind: "float", float: kind });
}

function mathCase(r: Random, op: string): FoldCase {
  const b = new CaseBuilder();
  const fm = "fastmath = #arith.fastmath<none>";
  if (MATH_INT_UNARY.includes(op)) {
    const t = typed(r, randomIntType(r, false));
    return b.finish(op, "c", [constantOf(r, b, t)], [t.text], [t.text]);
  }
  if (op === "math.ipowi") {
    const t = typed(r, randomIntType(r, false));
    const base = constantOf(r, b, t);
    const power = r.chance(0.5) ? intConstant(b, t, BigInt(r.int(12) - 3)) : constantOf(r, b, t);
    return b.finish(op, "cc", [base, power], [t.text, t.text], [t.text]);
  }
  const kinds: readonly FloatKind[] = r.chance(0.7) ? ["f32", "f64"] : FLOAT_KINDS;
  const t = typed(r, randomFloatType(r, kinds), r.chance(0.15));
  const operand = (): string => {
    if (t.shape === undefined && r.chance(0.7)) return b.constant(mathFloatText(r, (t.element as { float: FloatKind }).float), t.text);
    return constantOf(r, b, t);
  };
  if (MATH_FLOAT_BINARY.includes(op)) return b.finish(op, "cc", [operand(), operand()], [t.text, t.text], [t.text], fm);
  return b.finish(op, "c", [operand()], [t.text], [t.text], fm);
}

// ---- index ----

export const INDEX_BINARY = [
  "index.add", "index.sub", "index.mul", "index.divs", "index.divu", "index.ceildivs", "index.ceildivu", "index.floordivs", "index.rems",
  "index.remu", "index.maxs", "index.maxu", "index.mins", "index.minu", "index.shl", "index.shrs", "index.shru", "index.and", "index.or", "index.xor",
];
const INDEX_PREDICATES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];

function indexValueText(r: Random): string {
  if (r.chance(0.3)) return String(r.int(65) - 32);
  if (r.chance(0.3)) return String(BigInt.asIntN(64, (1n << BigInt(r.int(64))) + BigInt(r.int(5) - 2)));
  return randomInt(r, 64).signed.toString();
}

function indexConstant(r: Random, b: CaseBuilder): string {
  return b.constant(`${indexValueText(r)} : index`, "index", "index.constant");
}

function indexCase(r: Random, op: string): FoldCase {
  const b = new CaseBuilder();
  if (op === "index.cmp") {
    const pred = `pred = #index<cmp_predicate ${r.pick(INDEX_PREDICATES)}>`;
    if (r.chance(0.2)) {
      const x = b.arg("index");
      const minmax = b.op(r.pick(["index.mins", "index.minu", "index.maxs", "index.maxu"]), [x, indexConstant(r, b)], ["index", "index"], "index");
      return b.finish(op, "cmp-minmax", [minmax, indexConstant(r, b)], ["index", "index"], ["i1"], pred);
    }
    const mode = r.pick(["cc", "cc", "cc", "xx", "xc"]);
    const x = b.arg("index");
    const operands = mode === "xx" ? [x, x] : mode === "xc" ? [x, indexConstant(r, b)] : [indexConstant(r, b), indexConstant(r, b)];
    return b.finish(op, mode, operands, ["index", "index"], ["i1"], pred);
  }
  if (op === "index.casts" || op === "index.castu") {
    const w = r.pick([1, 8, 16, 32, 33, 48, 64, 65, 128]);
    if (r.chance(0.5)) return b.finish(op, "to-int", [indexConstant(r, b)], ["index"], [`i${w}`]);
    const c = b.constant(randomScalarAttr(r, { kind: "int", width: w }), `i${w}`);
    return b.finish(op, "to-index", [c], [`i${w}`], ["index"]);
  }
  const mode = r.pick(["cc", "cc", "cc", "cc", "xc", "xx"]);
  const x = b.arg("index");
  const operands = mode === "xx" ? [x, x] : mode === "xc" ? [x, r.chance(0.5) ? b.constant(`${r.int(3) - 1} : index`, "index", "index.constant") : indexConstant(r, b)] : [indexConstant(r, b), indexConstant(r, b)];
  return b.finish(op, mode, operands, ["index", "index"], ["index"]);
}

// ---- scf / func / builtin ----

function scfIfCase(r: Random): FoldCase {
  const b = new CaseBuilder();
  const c = b.arg("i1");
  const x = b.arg("i32");
  const y = b.arg("i32");
  const one = b.constant(r.chance(0.8) ? "true" : "false", "i1");
  const cond = b.op("arith.xori", r.chance(0.8) ? [c, one] : [one, c], ["i1", "i1"], "i1");
  // The branches call functions, so that the if is not turned into a select.
  void x;
  void y;
  b.lines.push(`%r = "scf.if"(${cond}) ({`);
  b.lines.push(`  %t = "func.call"() <{callee = @then_value}> : () -> i32`);
  b.lines.push(`  "scf.yield"(%t) : (i32) -> ()`);
  b.lines.push(`}, {`);
  b.lines.push(`  %e = "func.call"() <{callee = @else_value}> : () -> i32`);
  b.lines.push(`  "scf.yield"(%e) : (i32) -> ()`);
  b.lines.push(`}) : (i1) -> i32`);
  return { op: "scf.if", form: "xor-cond", argTypes: b.args, resultTypes: ["i32"], lines: b.lines };
}

function castChainCase(r: Random): FoldCase {
  const b = new CaseBuilder();
  const x = b.arg("i32");
  if (r.chance(0.3)) return b.finish("builtin.unrealized_conversion_cast", "same-type", [x], ["i32"], ["i32"]);
  const mid = b.op("builtin.unrealized_conversion_cast", [x], ["i32"], r.pick(["f32", "i64", "index"]));
  const midType = b.lines[b.lines.length - 1]?.split("-> ")[1] ?? "f32";
  return b.finish("builtin.unrealized_conversion_cast", "cast-cast", [mid], [midType], [r.pick(["i32", "i32", "i16"])]);
}

function funcConstantCase(): FoldCase {
  const b = new CaseBuilder();
  return b.finish("func.constant", "symbol", [], [], ["() -> ()"], "value = @callee");
}

// ---- the mix ----

export const ARITH_CASTS = ["arith.extui", "arith.extsi", "arith.trunci", "arith.extf", "arith.truncf", "arith.sitofp", "arith.uitofp", "arith.fptosi", "arith.fptoui", "arith.index_cast", "arith.index_castui", "arith.bitcast"];

/** Every op the generator covers, with its weight in the mix. */
const GENERATORS: readonly [number, (r: Random) => FoldCase][] = [
  ...ARITH_INT_BINARY.map((op): [number, (r: Random) => FoldCase] => [3, (r) => intBinaryCase(r, op)]),
  ...ARITH_FLOAT_BINARY.map((op): [number, (r: Random) => FoldCase] => [4, (r) => floatBinaryCase(r, op)]),
  ...["arith.addui_extended", "arith.mulsi_extended", "arith.mului_extended"].map((op): [number, (r: Random) => FoldCase] => [2, (r) => extendedCase(r, op)]),
  [6, cmpiCase],
  [6, cmpfCase],
  [5, selectCase],
  [2, negfCase],
  ...ARITH_CASTS.map((op): [number, (r: Random) => FoldCase] => [3, (r) => arithCastCase(r, op)]),
  [4, extTruncChainCase],
  [4, identityChainCase],
  ...MATH_FLOAT_UNARY.map((op): [number, (r: Random) => FoldCase] => [2, (r) => mathCase(r, op)]),
  ...[...MATH_FLOAT_BINARY, ...MATH_INT_UNARY, "math.ipowi"].map((op): [number, (r: Random) => FoldCase] => [2, (r) => mathCase(r, op)]),
  ...INDEX_BINARY.map((op): [number, (r: Random) => FoldCase] => [1, (r) => indexCase(r, op)]),
  [4, (r) => indexCase(r, "index.cmp")],
  [2, (r) => indexCase(r, "index.casts")],
  [2, (r) => indexCase(r, "index.castu")],
  [1, scfIfCase],
  [1, castChainCase],
  [0.2, () => funcConstantCase()],
];

const TOTAL_WEIGHT = GENERATORS.reduce((sum, [w]) => sum + w, 0);

export function randomCase(r: Random): FoldCase {
  let x = r.next() * TOTAL_WEIGHT;
  for (const [weight, make] of GENERATORS) {
    if (x < weight) return make(r);
    x -= weight;
  }
  return (GENERATORS[0] as [number, (r: Random) => FoldCase])[1](r);
}

export function generateCases(count: number, seed: number): FoldCase[] {
  const r = new Random(seed);
  const cases: FoldCase[] = [];
  for (let i = 0; i < count; i++) cases.push(randomCase(r));
  return cases;
}

/** The module text of `cases`, function i named @c<i>, plus the callee func.constant refers to. */
export function moduleText(cases: readonly FoldCase[], first = 0): string {
  const out: string[] = ["func.func private @callee()", "func.func private @then_value() -> i32", "func.func private @else_value() -> i32"];
  cases.forEach((c, i) => {
    const args = c.argTypes.map((t, j) => `%arg${j}: ${t}`).join(", ");
    const results = c.resultTypes.length === 1 ? (c.resultTypes[0] as string).startsWith("(") ? `(${c.resultTypes[0]})` : (c.resultTypes[0] as string) : `(${c.resultTypes.join(", ")})`;
    out.push(`func.func @c${first + i}(${args}) -> ${results} {`);
    for (const line of c.lines) out.push(`  ${line}`);
    const returned = c.resultTypes.length === 1 ? "%r" : c.resultTypes.map((_, j) => `%r#${j}`).join(", ");
    out.push(`  return ${returned} : ${c.resultTypes.join(", ")}`);
    out.push("}");
  });
  return `${out.join("\n")}\n`;
}
