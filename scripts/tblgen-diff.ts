// Debugging aid: `npx tsx scripts/tblgen-diff.ts FILE.td [-I DIR]...` prints the first
// differences between our --print-records output and mlir-tblgen's for one file.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { evaluateTableGenFile, TableGenFailure } from "../src/tablegen/index.js";
import { printRecords } from "../src/tablegen/records.js";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("-") && !args[args.indexOf(a) - 1]?.startsWith("-I")) ?? "";
const includes = ["/usr/lib/llvm-19/include", dirname(file)];
for (let i = 0; i < args.length; i++) if (args[i] === "-I" && args[i + 1]) includes.push(args[++i] as string);
const tool = process.env["MLIR_TBLGEN"] ?? "/usr/lib/llvm-19/bin/mlir-tblgen";
const oracle = spawnSync(tool, ["--print-records", ...includes.flatMap((d) => ["-I", d]), file], { maxBuffer: 1 << 30 });
let ours: string;
const started = performance.now();
try {
  ours = printRecords(evaluateTableGenFile(file, { includeDirs: includes }));
} catch (e) {
  if (e instanceof TableGenFailure) ours = `ERROR\n${e.rendered}`;
  else throw e;
}
const elapsed = performance.now() - started;
const expected = oracle.stdout.toString("utf8");
if (ours === expected) {
  console.log(`identical (${expected.length} bytes, ours ${elapsed.toFixed(0)} ms)`);
} else {
  writeFileSync("/tmp/tblgen-ours.txt", ours);
  writeFileSync("/tmp/tblgen-oracle.txt", expected);
  const diff = spawnSync("diff", ["/tmp/tblgen-oracle.txt", "/tmp/tblgen-ours.txt"], { maxBuffer: 1 << 30 });
  console.log(diff.stdout.toString("utf8").split("\n").slice(0, Number(process.env["LINES"] ?? 60)).join("\n"));
  process.exitCode = 1;
}
