// nvvm.mma.sync's verifier (MmaOp::verify in MLIR 19): the shape and multiplicand PTX type
// select the allowed register lists of A, B and C and the allowed result structs; binary
// variants need a b1Op and 4/8-bit integer ones an intOverflowBehavior.
import { operandSegment, type Operation } from "../../ir/index.js";
import { printTypeText } from "../../asm/standalone.js";
import { nvvmEnumValue, nvvmShape } from "./opaque-attributes.js";

/** A register list: `count` registers of the type printed `element`. */
interface Registers {
  readonly count: number;
  readonly element: string;
}

/** What a shape/type combination allows (register lists per fragment, result struct types). */
interface Allowed {
  readonly shapes: [number, number, number][];
  readonly a: Registers[];
  readonly b: Registers[];
  readonly c: Registers[];
  readonly results: string[];
}

const HALF_PAIR = "vector<2xf16>";
const struct = (count: number, element: string): string => `!llvm.struct<(${Array<string>(count).fill(element).join(", ")})>`;

const isInt4 = (type: string): boolean => type === "s4" || type === "u4";
const isInt8 = (type: string): boolean => type === "s8" || type === "u8";
const isInteger = (type: string): boolean => isInt4(type) || isInt8(type) || type === "b1" || type === "s32";

/** The k of one 8-row tile per PTX type of the m = 16 shapes, and the types it packs in i32 registers. */
const M16_K_FACTORS: ReadonlyMap<string, number> = new Map([
  ["tf32", 4], ["bf16", 8], ["f16", 8], ["s4", 32], ["u4", 32], ["b1", 128], ["s8", 16], ["u8", 16],
]);

function allowedForM16(shape: [number, number, number], type: string, allowed: Allowed): void {
  const kFactor = M16_K_FACTORS.get(type) as number;
  let registerType = "i32";
  if (type === "tf32") allowed.results.push(struct(4, "f32"));
  // mlir-opt 19 gives bf16 f16's registers (half pairs) and results.
  if (type === "f16" || type === "bf16") {
    registerType = HALF_PAIR;
    allowed.results.push(struct(2, HALF_PAIR), struct(4, "f32"));
  }
  if (isInteger(type)) {
    allowed.results.push(struct(4, "i32"));
    allowed.c.push({ count: 4, element: "i32" });
  } else {
    allowed.c.push({ count: 2, element: HALF_PAIR }, { count: 4, element: "f32" });
  }
  const [, n, k] = shape;
  const tiles = Math.trunc(k / kFactor);
  allowed.a.push({ count: 2 * tiles, element: registerType });
  allowed.b.push({ count: Math.trunc(n / 8) * tiles, element: registerType });
  allowed.shapes.push([16, 8, kFactor], [16, 8, kFactor * 2]);
}

function allowedForM8(type: string, allowed: Allowed): void {
  if (type === "f16") {
    allowed.a.push({ count: 2, element: HALF_PAIR });
    allowed.b.push({ count: 2, element: HALF_PAIR });
    allowed.results.push(struct(4, HALF_PAIR), struct(8, "f32"));
    allowed.c.push({ count: 4, element: HALF_PAIR }, { count: 8, element: "f32" });
    allowed.shapes.push([8, 8, 4]);
  }
  if (type === "f64") {
    allowed.a.push({ count: 1, element: "f64" });
    allowed.b.push({ count: 1, element: "f64" });
    allowed.c.push({ count: 2, element: "f64" });
    allowed.results.push(struct(2, "f64"));
    allowed.shapes.push([8, 8, 4]);
  }
  if (isInteger(type)) {
    allowed.a.push({ count: 1, element: "i32" });
    allowed.b.push({ count: 1, element: "i32" });
    allowed.c.push({ count: 2, element: "i32" });
    allowed.results.push(struct(2, "i32"));
    if (isInt4(type)) allowed.shapes.push([8, 8, 32]);
    if (isInt8(type)) allowed.shapes.push([8, 8, 16]);
    if (type === "b1") allowed.shapes.push([8, 8, 128]);
  }
}

export function verifyMmaSync(op: Operation): void {
  const shape = nvvmShape(op, "shape");
  const typeA = nvvmEnumValue(op, "multiplicandAPtxType", "mma_type");
  // Both are always present once parsed (the custom parser infers the PTX types).
  if (shape === undefined || typeA === undefined) return;
  const allowed: Allowed = { shapes: [], a: [], b: [], c: [], results: [] };
  if (shape[0] === 16) {
    if (!M16_K_FACTORS.has(typeA)) throw op.emitError(`invalid shape or multiplicand type: ${typeA}`);
    allowedForM16(shape, typeA, allowed);
  }
  if (shape[0] === 8) allowedForM8(typeA, allowed);
  const shapeAllowed = allowed.shapes.some((s) => s.every((d, i) => d === shape[i]));
  if (allowed.a.length === 0 || allowed.b.length === 0 || allowed.c.length === 0 || !shapeAllowed) {
    throw op.emitOpError(`unimplemented variant for MMA shape <${shape.join(", ")}>`);
  }
  (["A", "B", "C"] as const).forEach((name, index) => {
    const lists = [allowed.a, allowed.b, allowed.c][index] as Registers[];
    const types = operandSegment(op, index).map((v) => printTypeText(v.type));
    if (lists.some((l) => l.count === types.length && types.every((t) => t === l.element))) return;
    const expected = lists.map((l) => `${l.count}x${l.element} `).join("");
    throw op.emitOpError(`Could not match types for the ${name} operands; expected one of ${expected}but got ${types.join(", ")}`);
  });
  const result = printTypeText(op.getResult(0).type);
  if (!allowed.results.includes(result)) {
    throw op.emitOpError(`Could not match allowed types for the result; expected one of ${allowed.results.join(", ")} but got ${result}`);
  }
  // MLIR's message repeats "op" after the op prefix.
  if (typeA === "b1" && op.getAttr("b1Op") === undefined) throw op.emitOpError("op requires b1Op attribute");
  if ((isInt4(typeA) || isInt8(typeA)) && op.getAttr("intOverflowBehavior") === undefined) throw op.emitOpError("op requires intOverflowBehavior attribute");
}
