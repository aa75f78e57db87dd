// Differential test of -canonicalize on random programs (random-programs.ts): structured
// and unstructured control flow over arith, scf, cf, math and index, compared byte for byte
// with mlir-opt 19. A fixed range of seeds runs here (kept small: every program is two
// tool runs); `TSMLIR_CANONICALIZE_SEEDS=FIRST:COUNT` runs another range, and
// `npm run fuzz -- canonicalize [COUNT] [SEED]` runs at length. Programs that differ only
// through arith's patterns (owned elsewhere, see differential.ts) are counted, not failed;
// every other difference fails with its seed.
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { compareRandomPrograms } from "./differential.js";

function seedRange(): { first: number; count: number } {
  const spec = process.env["TSMLIR_CANONICALIZE_SEEDS"];
  if (spec === undefined) return { first: 1, count: 60 };
  const [first = "1", count = "60"] = spec.split(":");
  return { first: Number(first), count: Number(count) };
}

describe("-canonicalize on random programs against mlir-opt 19", () => {
  it("prints what mlir-opt prints", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const { first, count } = seedRange();
    const { identical, arithOnly, failures } = await compareRandomPrograms(first, count);
    console.log(
      `random programs (seeds ${first}..${first + count - 1}): ${identical}/${count} identical, ${arithOnly} identical once arith's own patterns (another branch) are disabled in mlir-opt`,
    );
    expect(failures).toEqual([]);
  });
});
