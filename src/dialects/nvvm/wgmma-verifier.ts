// nvvm.wgmma.mma_async's verifier (WgmmaMmaAsyncOp::verify in MLIR 19): the result struct holds
// one type; the accumulator type D, the PTX types of A and B, the shape m64nNkK, the layouts
// (a transpose only for 16-bit inputs), the number of result registers and satfinite must fit.
import { printTypeText } from "../../asm/standalone.js";
import type { Operation } from "../../ir/index.js";
import { nvvmEnumValue, nvvmShape } from "./opaque-attributes.js";
import { structFieldTypes } from "./verifiers.js";

const ACCUMULATOR_TYPES: ReadonlySet<string> = new Set(["f32", "f16", "s32"]);
const FP8_TYPES: readonly string[] = ["e4m3", "e5m2"];
const INT8_TYPES: readonly string[] = ["u8", "s8"];

/** Per PTX type of A: the accumulators D it allows, the types of B it pairs with, and its k. */
interface InputKind {
  readonly accumulators: readonly string[];
  readonly partners: readonly string[];
  readonly k: number;
  /** Whether n may be any multiple of 8 up to 256 (else the short list of the integer types). */
  readonly everyN: boolean;
}

const INPUT_KINDS: ReadonlyMap<string, InputKind> = new Map([
  ["f16", { accumulators: ["f32", "f16"], partners: ["f16"], k: 16, everyN: true }],
  ["bf16", { accumulators: ["f32", "f16"], partners: ["bf16"], k: 16, everyN: true }],
  ["tf32", { accumulators: ["f32"], partners: ["tf32"], k: 8, everyN: true }],
  ["e4m3", { accumulators: ["f32", "f16"], partners: FP8_TYPES, k: 32, everyN: true }],
  ["e5m2", { accumulators: ["f32", "f16"], partners: FP8_TYPES, k: 32, everyN: true }],
  ["u8", { accumulators: ["s32"], partners: INT8_TYPES, k: 32, everyN: false }],
  ["s8", { accumulators: ["s32"], partners: INT8_TYPES, k: 32, everyN: false }],
  ["b1", { accumulators: ["s32"], partners: ["b1"], k: 256, everyN: false }],
]);

/** The n of the 8-bit integer and b1 inputs: 8, 16, 24, then multiples of 16 from 32 to 256. */
function allowedN(n: number, everyN: boolean): boolean {
  if (n < 8 || n > 256 || n % 8 !== 0) return false;
  return everyN || n <= 24 || n % 16 === 0;
}

/** Result registers per n: two per eight columns for 32-bit accumulators, one per four for f16 pairs. */
const resultCount = (typeD: string, n: number): number => Math.trunc(typeD === "f16" ? n / 4 : n / 2);

export function verifyWgmmaMmaAsync(op: Operation): void {
  const shape = nvvmShape(op, "shape");
  const typeD = nvvmEnumValue(op, "typeD", "wgmma_type");
  const typeA = nvvmEnumValue(op, "typeA", "wgmma_type");
  const typeB = nvvmEnumValue(op, "typeB", "wgmma_type");
  // ODS has checked the attributes and that the result is an llvm struct; an opaque one has no body.
  const fields = structFieldTypes(op.getResult(0).type) ?? [];
  if (shape === undefined || typeD === undefined || typeA === undefined || typeB === undefined) return;
  const first = fields[0];
  const other = first === undefined ? undefined : fields.find((t) => printTypeText(t) !== printTypeText(first));
  // A type streamed into an MLIR diagnostic is quoted.
  if (other !== undefined) throw op.emitOpError(`all elements in struct must be same type but there is '${printTypeText(other)}'`);
  if (!ACCUMULATOR_TYPES.has(typeD)) throw op.emitOpError(`does not support the given output type ${typeD}`);
  const negated = nvvmEnumValue(op, "scaleA", "wgmma_scale_in") === "neg" || nvvmEnumValue(op, "scaleB", "wgmma_scale_in") === "neg";
  if (typeD === "s32" && negated) throw op.emitOpError("has s32 output, scaleA and scaleB cannot be neg");
  const input = INPUT_KINDS.get(typeA);
  if (input === undefined || !input.accumulators.includes(typeD) || !input.partners.includes(typeB)) {
    throw op.emitOpError(`${typeD} += ${typeA} * ${typeB}, it is not supported.`);
  }
  const [m, n, k] = shape;
  if (m !== 64) throw op.emitOpError("shape 'm' must be 64");
  if (k !== input.k) throw op.emitOpError(`shape 'k' must be ${input.k} for input type ${typeA}`);
  if (!allowedN(n, input.everyN)) throw op.emitOpError(`has input type ${typeA} n is set to ${n}, it is not supported.`);
  const layoutA = nvvmEnumValue(op, "layoutA", "mma_layout");
  const layoutB = nvvmEnumValue(op, "layoutB", "mma_layout");
  // A is read row-major and B column-major unless a 16-bit input is transposed.
  if (typeA !== "f16" && typeA !== "bf16" && (layoutA === "col" || layoutB === "row")) {
    throw op.emitOpError(
      `given layouts layout_a = ${layoutA ?? ""} and layout_b = ${layoutB ?? ""} for input types ${typeA} and ${typeB} requires transpose. However, this is only supported for: f16 and bf16`,
    );
  }
  const expected = resultCount(typeD, n);
  if (fields.length !== expected) throw op.emitOpError(`results ${expected}, however output struct has ${fields.length} elements`);
  if (typeD !== "s32" && nvvmEnumValue(op, "satfinite", "mma_int_overflow") === "satfinite") {
    throw op.emitOpError(` \`satfinite\` can be only used with s32 accumulator, however the current accumulator is ${typeD}`);
  }
}
