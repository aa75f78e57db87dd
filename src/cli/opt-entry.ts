// Runs tsmlir-opt straight from the sources (`node --import tsx src/cli/opt-entry.ts ...`),
// used by bench/asm.bench.ts when there is no dist build.
import { run } from "./launch.js";
await run("opt", process.argv.slice(2));
