// Doc generation speed: every document mlir-tblgen 19 generates for the upstream
// .td files (dialect docs for each documented (dialect, file) pair, op/attrdef/
// typedef/enum/pass docs and op/attr/type interface docs per file). Upstream runs
// one process per document, as builds do; ours runs one node process that
// evaluates each file once and renders all of its documents.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Benchmark, type Measurement, measureCommand } from "./measure.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const shared = resolve(root, "../shared");
const mlirTblgen = process.env["MLIR_TBLGEN"] ?? "/usr/lib/llvm-19/bin/mlir-tblgen";
const includeRoot = process.env["MLIR_INCLUDE"] ?? "/usr/lib/llvm-19/include";

const FILE_ACTIONS = [
  "gen-op-doc",
  "gen-attrdef-doc",
  "gen-typedef-doc",
  "gen-enum-doc",
  "gen-pass-doc",
  "gen-op-interface-docs",
  "gen-attr-interface-docs",
  "gen-type-interface-docs",
] as const;

function conformanceFiles(): string[] {
  const text = readFileSync(`${shared}/oracle/TD-FILES.md`, "utf8");
  const start = text.indexOf("## TableGen conformance set");
  const fence = text.indexOf("```\n", start);
  const end = text.indexOf("```", fence + 4);
  return text
    .slice(fence + 4, end)
    .split("\n")
    .map((line) => line.trim().split(/\s+/)[0] ?? "")
    .filter((p) => p.startsWith("mlir/"));
}

function dialectPairs(): { dialect: string; file: string }[] {
  return readFileSync(`${shared}/oracle/td-dialect-docs.tsv`, "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((row) => row.split("\t"))
    .filter((cols) => cols[2] !== "FAIL")
    .map((cols) => ({ dialect: cols[0] as string, file: cols[1] as string }));
}

export const benchmarks: Benchmark[] = [
  {
    name: "docs: every upstream MLIR document mlir-tblgen generates",
    run() {
      if (!existsSync(mlirTblgen)) throw new Error(`${mlirTblgen} not found (set MLIR_TBLGEN)`);
      const jobs: string[] = [];
      let wall = 0;
      let peak = 0;
      const time = (action: string, file: string, dialect?: string): void => {
        const path = `${includeRoot}/${file}`;
        const args = [`-${action}`, ...(dialect === undefined ? [] : [`-dialect=${dialect}`]), "-I", includeRoot, "-I", dirname(path), path];
        const m = measureCommand(mlirTblgen, args);
        if (m.exitCode !== 0) return;
        jobs.push(`${action}\t${path}\t${dialect ?? ""}`);
        wall += m.wallSeconds;
        peak = Math.max(peak, m.peakMegabytes);
      };
      for (const { dialect, file } of dialectPairs()) time("gen-dialect-doc", file, dialect);
      for (const file of conformanceFiles()) for (const action of FILE_ACTIONS) time(action, file);
      const reference: Measurement = { wallSeconds: wall, peakMegabytes: peak, exitCode: 0 };

      const dir = mkdtempSync(join(tmpdir(), "docs-bench-"));
      try {
        const list = join(dir, "jobs.tsv");
        writeFileSync(list, `${jobs.join("\n")}\n`);
        const ours = measureCommand(process.execPath, ["--import", "tsx", join(root, "generators/docs/generate-all.ts"), list, includeRoot], root);
        if (ours.exitCode !== 0) throw new Error(`our doc generation failed (exit ${ours.exitCode})`);
        return {
          name: `docs: ${jobs.length} documents from ${conformanceFiles().length} upstream .td files`,
          ours,
          reference,
          timeGoal: 3,
          notes: "upstream: one mlir-tblgen process per document (times summed, memory = largest); ours: one node process, each file evaluated once",
        };
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
];
