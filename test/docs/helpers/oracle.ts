// The mlir-tblgen 19 oracle for the doc tests: the upstream .td files, the
// (dialect, file) pairs it documents, and a small process pool that runs it while
// our own generators work in the main thread.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const MLIR_TBLGEN = process.env["MLIR_TBLGEN"] ?? "/usr/lib/llvm-19/bin/mlir-tblgen";
export const MLIR_INCLUDE = process.env["MLIR_INCLUDE"] ?? "/usr/lib/llvm-19/include";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
export const sharedDir = resolve(repoRoot, "../shared");

/** Why the oracle cannot run here, or undefined when it can. */
export function oracleUnavailable(): string | undefined {
  if (!existsSync(MLIR_TBLGEN)) return `${MLIR_TBLGEN} not found`;
  if (!existsSync(`${sharedDir}/oracle/TD-FILES.md`)) return `${sharedDir}/oracle/TD-FILES.md not found`;
  return undefined;
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

/** Runs mlir-tblgen with at most `width` processes at a time. */
export class OraclePool {
  private running = 0;
  private readonly queue: (() => void)[] = [];
  constructor(private readonly width: number) {}

  run(args: readonly string[]): Promise<OracleResult> {
    return new Promise((resolveResult) => {
      const start = (): void => {
        this.running++;
        const child = spawn(MLIR_TBLGEN, args, { stdio: ["ignore", "pipe", "ignore"] });
        const chunks: Buffer[] = [];
        child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
        child.on("close", (code) => {
          this.running--;
          this.queue.shift()?.();
          resolveResult({ status: code ?? -1, stdout: Buffer.concat(chunks).toString("utf8") });
        });
      };
      if (this.running < this.width) start();
      else this.queue.push(start);
    });
  }
}

export function includeArgs(file: string): string[] {
  const path = `${MLIR_INCLUDE}/${file}`;
  return ["-I", MLIR_INCLUDE, "-I", dirname(path), path];
}
