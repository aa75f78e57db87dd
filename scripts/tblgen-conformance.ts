// Debugging aid: compares --print-records for every upstream .td file mlir-tblgen
// accepts; prints each differing file with its first differing line.
// `npx tsx scripts/tblgen-conformance.ts [FILTER]`
import { spawnSync } from "node:child_process";
import { dirname } from "node:path";
import { evaluateTableGenFile, TableGenFailure } from "../src/tablegen/index.js";
import { printRecords } from "../src/tablegen/records.js";

const root = "/usr/lib/llvm-19/include";
const tool = "/usr/lib/llvm-19/bin/mlir-tblgen";
const filter = process.argv[2] ?? "";
const files = spawnSync("find", [`${root}/mlir`, "-name", "*.td"]).stdout.toString().trim().split("\n").sort();
let same = 0;
let total = 0;
let oursMs = 0;
for (const file of files) {
  if (!file.includes(filter)) continue;
  const includes = [root, dirname(file)];
  const oracle = spawnSync(tool, ["--print-records", ...includes.flatMap((d) => ["-I", d]), file], { maxBuffer: 1 << 30 });
  if (oracle.status !== 0) continue;
  total++;
  const expected = oracle.stdout.toString("utf8");
  let ours: string;
  const t0 = performance.now();
  try {
    ours = printRecords(evaluateTableGenFile(file, { includeDirs: includes }));
  } catch (e) {
    ours = e instanceof TableGenFailure ? `ERROR ${e.rendered}` : `CRASH ${e instanceof Error ? e.stack : String(e)}`;
  }
  oursMs += performance.now() - t0;
  if (ours === expected) {
    same++;
    continue;
  }
  const a = expected.split("\n");
  const b = ours.split("\n");
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  console.log(`DIFF ${file.slice(root.length + 1)} line ${i + 1}\n  want: ${a[i]?.slice(0, 200)}\n  got:  ${b[i]?.slice(0, 300)}`);
}
console.log(`records conformance: ${same}/${total} identical (ours ${(oursMs / 1000).toFixed(1)} s)`);
