// Benchmark driver: evaluates every .td file listed (one per line) in FILE and writes
// its --print-records text to stdout, all in this one process.
// `node --import tsx scripts/tblgen-eval-all.ts FILE INCLUDE_ROOT`
import { readFileSync, writeSync } from "node:fs";
import { dirname } from "node:path";
import { evaluateTableGenFile, TableGenFailure } from "../src/tablegen/index.js";
import { printRecords } from "../src/tablegen/records.js";

const [listFile, includeRoot] = process.argv.slice(2);
if (listFile === undefined || includeRoot === undefined) {
  writeSync(2, "usage: tblgen-eval-all.ts FILE-LIST INCLUDE-ROOT\n");
  process.exit(2);
}
let failures = 0;
for (const file of readFileSync(listFile, "utf8").split("\n")) {
  if (file.length === 0) continue;
  try {
    const text = printRecords(evaluateTableGenFile(file, { includeDirs: [includeRoot, dirname(file)] }));
    writeSync(1, text);
  } catch (e) {
    if (!(e instanceof TableGenFailure)) throw e;
    writeSync(2, e.rendered);
    failures++;
  }
}
process.exitCode = failures === 0 ? 0 : 1;
