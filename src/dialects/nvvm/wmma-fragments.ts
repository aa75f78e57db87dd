// The WMMA combinations nvvm.wmma.load/store/mma accept (MLIR 19 derives them in NVVMOps.td
// from NVVM_MMA_OPS: ldst_*_ops and *_wmma_ops, which pick an LLVM intrinsic or none), and the
// registers of a fragment (NVVM::inferMMAType): its element type and how many there are.

type Geometry = readonly [number, number, number];

/** m16n16k16, m32n8k16 and m8n32k16: the f16 and 8-bit integer geometries. */
const HALF_AND_INT8_GEOMETRIES: readonly Geometry[] = [[16, 16, 16], [32, 8, 16], [8, 32, 16]];
/** m16n16k8: tf32's only geometry. */
const TF32_GEOMETRY: Geometry = [16, 16, 8];

interface FragmentTable {
  readonly geometries: readonly Geometry[];
  readonly types: readonly string[];
}

/** The (geometry, element type) a load or store of A/B fragments accepts. */
const MULTIPLICAND_FRAGMENTS: readonly FragmentTable[] = [
  { geometries: HALF_AND_INT8_GEOMETRIES, types: ["f16", "s8", "u8"] },
  { geometries: [TF32_GEOMETRY], types: ["tf32"] },
];
/** The (geometry, element type) a load of C or a store of D accepts. */
const ACCUMULATOR_FRAGMENTS: readonly FragmentTable[] = [
  { geometries: HALF_AND_INT8_GEOMETRIES, types: ["f16", "f32", "s32"] },
  { geometries: [TF32_GEOMETRY], types: ["f32"] },
];

/** The (geometry, A type, D type) wmma.mma accepts. */
const MMA_COMBINATIONS: readonly { geometries: readonly Geometry[]; a: readonly string[]; d: readonly string[] }[] = [
  { geometries: [TF32_GEOMETRY], a: ["tf32"], d: ["f32"] },
  { geometries: HALF_AND_INT8_GEOMETRIES, a: ["f16"], d: ["f16", "f32"] },
  { geometries: HALF_AND_INT8_GEOMETRIES, a: ["s8", "u8"], d: ["s32"] },
];

const sameGeometry = (g: Geometry, m: number, n: number, k: number): boolean => g[0] === m && g[1] === n && g[2] === k;

function inTables(tables: readonly FragmentTable[], m: number, n: number, k: number, type: string): boolean {
  return tables.some((t) => t.types.includes(type) && t.geometries.some((g) => sameGeometry(g, m, n, k)));
}

/** Whether wmma.load has an intrinsic for fragment `frag` (a, b or c) of this shape and type (both layouts do). */
export function isLoadableFragment(m: number, n: number, k: number, type: string, frag: string): boolean {
  if (frag === "a" || frag === "b") return inTables(MULTIPLICAND_FRAGMENTS, m, n, k, type);
  return frag === "c" && inTables(ACCUMULATOR_FRAGMENTS, m, n, k, type);
}

/** Whether wmma.store has an intrinsic for a D fragment of this shape and type. */
export function isStorableFragment(m: number, n: number, k: number, type: string): boolean {
  return inTables(ACCUMULATOR_FRAGMENTS, m, n, k, type);
}

/** Whether wmma.mma has an intrinsic for this shape, A type and C/D type. */
export function isMmaCombination(m: number, n: number, k: number, typeA: string, typeD: string): boolean {
  return MMA_COMBINATIONS.some((c) => c.a.includes(typeA) && c.d.includes(typeD) && c.geometries.some((g) => sameGeometry(g, m, n, k)));
}

/** A fragment's registers: `count` of the type printed `element`. */
export interface FragmentRegisters {
  readonly element: string;
  readonly count: number;
}

/**
 * The registers holding fragment `frag` of an m×n×k product with elements `type`; undefined
 * for a combination the tables above refuse first. 8-bit integers are packed four to an i32,
 * so their count follows the fragment's parallel dimension (m for A, n for B).
 */
export function fragmentRegisters(type: string, frag: string, m: number, n: number): FragmentRegisters | undefined {
  if (type === "f16") return { element: "vector<2xf16>", count: frag === "a" || frag === "b" ? 8 : 4 };
  if (type === "f32") return { element: "f32", count: 8 };
  if (type === "tf32") return { element: "i32", count: 4 };
  if (type === "s32") return { element: "i32", count: 8 };
  if (type !== "s8" && type !== "u8") return undefined;
  const parallel = frag === "a" ? m : frag === "b" ? n : 0;
  const count = parallel === 16 ? 2 : parallel === 8 ? 1 : parallel === 32 ? 4 : 0;
  return count === 0 ? undefined : { element: "i32", count };
}
