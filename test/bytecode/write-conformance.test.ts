// Acceptance: bytecode written by tsmlir for every corpus generic file is read by
// mlir-opt 19 into the same IR (same generic print with debug info) as mlir-opt's own
// bytecode for that file, and how many files are byte-identical to mlir-opt's.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { MLIRContext } from "../../src/ir/context.js";
import { parseSourceFile } from "../../src/asm/parser.js";
import { SourceFile } from "../../src/support/source.js";
import { writeBytecodeModule } from "../../src/cli/opt-bytecode.js";
import { registerAllDialects } from "../../src/dialects/index.js";
import { corpusDir, mapLimited, runMlirOpt } from "./oracle.js";

const work = mkdtempSync(join(tmpdir(), "tsmlir-bc-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const printArgs = ["--allow-unregistered-dialect", "--mlir-print-op-generic", "--mlir-print-debuginfo"];

describe("bytecode write conformance", () => {
  it("mlir-opt 19 reads our bytecode of every generic corpus file", async (ctx) => {
    skipWithout(ctx, "mlir-opt", "corpus");
    const dir = join(corpusDir, "generic");
    const files = readdirSync(dir).filter((f) => f.endsWith(".mlir")).sort();
    const theirs = await mapLimited(files, 4, async (f) => {
      const out = join(work, `${f}.theirs.mlirbc`);
      await runMlirOpt(["--allow-unregistered-dialect", "--emit-bytecode", f, "-o", out], dir);
      return out;
    });
    const ours: (string | undefined)[] = [];
    const failures: string[] = [];
    for (const f of files) {
      try {
        // As tsmlir-opt reads text: the dialects mlir-opt registers (tsmlir's own and stubs) in the context.
        const context = new MLIRContext({ allowUnregisteredDialects: true });
        registerAllDialects(context);
        const { module } = parseSourceFile(new SourceFile(f, readFileSync(join(dir, f), "latin1")), context, { allowUnregisteredDialect: true });
        const out = join(work, `${f}.ours.mlirbc`);
        writeFileSync(out, writeBytecodeModule(module));
        ours.push(out);
      } catch (error) {
        ours.push(undefined);
        failures.push(`${f}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const identicalBytes = files.map((_, i) => {
      const mine = ours[i];
      return mine !== undefined && readFileSync(theirs[i] as string).equals(readFileSync(mine));
    });
    const prints = await mapLimited(files, 4, async (f) => {
      const i = files.indexOf(f);
      const mine = ours[i];
      if (mine === undefined) return undefined;
      // Identical bytes read back identically; only compare prints where they differ.
      if (identicalBytes[i]) return { theirs: "", ours: "", error: "" };
      const [a, b] = await Promise.all([runMlirOpt([...printArgs, theirs[i] as string]), runMlirOpt([...printArgs, mine])]);
      return { theirs: a.stdout.toString("latin1"), ours: b.stdout.toString("latin1"), error: b.code === 0 ? "" : b.stderr };
    });
    let sameIR = 0;
    let sameBytes = 0;
    files.forEach((f, i) => {
      const p = prints[i];
      const mine = ours[i];
      if (p === undefined || mine === undefined) return;
      if (identicalBytes[i]) sameBytes++;
      if (p.error === "" && p.theirs.split(theirs[i] as string).join("") === p.ours.split(mine).join("")) sameIR++;
      else failures.push(`${f}: mlir-opt reads different IR${p.error === "" ? "" : `: ${p.error.split("\n")[0]}`}`);
    });
    console.log(`bytecode write conformance: ${sameIR}/${files.length} read back identically by mlir-opt, ${sameBytes}/${files.length} byte-identical`);
    for (const f of failures) console.log(`  ${f}`);
    expect(sameIR).toBeGreaterThanOrEqual(445);
    expect(sameBytes).toBeGreaterThanOrEqual(445);
  });
});
