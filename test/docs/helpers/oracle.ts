// The mlir-tblgen 19 oracle for the doc tests: the upstream .td files, the
// (dialect, file) pairs it documents, and a background batch runner that keeps it
// busy while our own generators work in the main thread.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { mlirInclude, mlirTblgen, sharedDir, unavailable } from "../../environment.js";

export const MLIR_TBLGEN = mlirTblgen;
export const MLIR_INCLUDE = mlirInclude;
export { sharedDir };

/** Why the oracle cannot run here (mlir-tblgen, its .td tree, the shared file lists), or undefined. */
export function oracleUnavailable(): string | undefined {
  return unavailable("mlir-tblgen", "mlir-include", "shared-oracle");
}

/** The upstream .td files (relative to the include dir) that TableGen evaluates on its own. */
export function conformanceFiles(): string[] {
  const text = readFileSync(`${sharedDir}/oracle/TD-FILES.md`, "utf8");
  const start = text.indexOf("## TableGen conformance set");
  const fence = text.indexOf("```\n", start);
  const end = text.indexOf("```", fence + 4);
  return text
    .slice(fence + 4, end)
    .split("\n")
    .map((line) => line.trim().split(/\s+/)[0] ?? "")
    .filter((p) => p.startsWith("mlir/"));
}

/** The (dialect, file) pairs for which mlir-tblgen generates a dialect doc. */
export function dialectDocPairs(): { dialect: string; file: string }[] {
  const rows = readFileSync(`${sharedDir}/oracle/td-dialect-docs.tsv`, "utf8").trim().split("\n").slice(1);
  return rows
    .map((row) => row.split("\t"))
    .filter((cols) => cols[2] !== "FAIL")
    .map((cols) => ({ dialect: cols[0] as string, file: cols[1] as string }));
}

export interface OracleResult {
  readonly status: number;
  readonly stdout: string;
}

/**
 * Runs a batch of mlir-tblgen invocations in the background, `width` at a time,
 * through xargs, so the oracle keeps running while the test's own (synchronous)
 * work occupies the main thread. Results are files in a temporary directory.
 */
export class OracleBatch {
  private readonly dir = mkdtempSync(join(tmpdir(), "tsmlir-doc-oracle-"));
  private readonly child: ChildProcess;

  constructor(jobs: readonly (readonly string[])[], width = 2) {
    const lines = jobs.map((args, i) => {
      for (const a of args) if (/\s/.test(a)) throw new Error(`oracle argument with whitespace: ${a}`);
      return [String(i), ...args].join(" ");
    });
    const script = 'id=$0; "$TBLGEN" "$@" > "$DIR/$id.out" 2>/dev/null; echo $? > "$DIR/$id.tmp"; mv "$DIR/$id.tmp" "$DIR/$id.rc"';
    this.child = spawn("xargs", ["-P", String(width), "-L", "1", "sh", "-c", script], {
      stdio: ["pipe", "ignore", "ignore"],
      env: { ...process.env, TBLGEN: MLIR_TBLGEN, DIR: this.dir },
    });
    this.child.stdin?.end(`${lines.join("\n")}\n`);
  }

  /** The result of job `index`, once mlir-tblgen has finished it. */
  async result(index: number): Promise<OracleResult> {
    const rc = join(this.dir, `${index}.rc`);
    while (!existsSync(rc)) {
      if (this.child.exitCode !== null && !existsSync(rc)) throw new Error(`oracle job ${index} produced no result`);
      await new Promise((r) => setTimeout(r, 5));
    }
    return { status: Number(readFileSync(rc, "utf8").trim()), stdout: readFileSync(join(this.dir, `${index}.out`), "utf8") };
  }

  dispose(): void {
    if (this.child.exitCode === null) this.child.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export function includeArgs(file: string): string[] {
  const path = `${MLIR_INCLUDE}/${file}`;
  return ["-I", MLIR_INCLUDE, "-I", dirname(path), path];
}
