// `npm run fuzz -- canonicalize [COUNT] [SEED]`: -canonicalize of tsmlir-opt against mlir-opt 19
// on COUNT random programs from seed SEED (test/rewrite/random-programs.ts); prints every
// program that differs for a reason other than arith's patterns (owned elsewhere).
import { compareRandomPrograms } from "../test/rewrite/differential.js";
import { unavailable } from "../test/environment.js";

const count = Number(process.argv[2] ?? "1000");
const first = Number(process.argv[3] ?? "1");
const missing = unavailable("mlir-opt");
if (missing !== undefined) {
  console.error(`fuzz-canonicalize: ${missing}`);
  process.exit(2);
}
const result = await compareRandomPrograms(first, count, (done) => {
  if (done % 500 === 0) console.log(`  ${done}/${count}`);
});
console.log(`canonicalize: ${result.identical}/${count} identical, ${result.arithOnly} differ only by arith's patterns, ${result.failures.length} differ`);
for (const failure of result.failures) console.log(failure);
process.exitCode = result.failures.length === 0 ? 0 : 1;
