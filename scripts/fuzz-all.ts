// `npm run fuzz [-- TARGET [COUNT] [SEED]]`: the mutation fuzzers, each run on its own
// (TARGET `bytecode`, `tablegen`, `mlir` or `canonicalize`) or one after the other (no TARGET, 100,000 inputs each).
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const targets = { bytecode: "fuzz-bytecode.ts", tablegen: "fuzz-tablegen.ts", mlir: "fuzz-mlir.ts", canonicalize: "fuzz-canonicalize.ts" } as const;
type Target = keyof typeof targets;

const [first, ...rest] = process.argv.slice(2);
const chosen: Target[] = first !== undefined && first in targets ? [first as Target] : (Object.keys(targets) as Target[]);
const args = first !== undefined && first in targets ? rest : process.argv.slice(2);
let status = 0;
for (const target of chosen) {
  const r = spawnSync(process.execPath, ["--import", "tsx", join(here, targets[target]), ...(args.length > 0 ? args : ["100000"])], { stdio: "inherit" });
  status = Math.max(status, r.status ?? 1);
}
process.exitCode = status;
