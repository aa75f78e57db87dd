// tsmlir-tblgen for build systems (issue 19): `--batch FILE` runs job lines in one
// process with the outputs of separate runs, reports bad job lines at their line and
// column, never touches an output when its job fails, rewrites only changed outputs;
// the library runner (TableGenRunner) keeps shared includes across calls yet sees
// changed files; and each command line loads only what its action uses.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { TableGenRunner, runTableGenJobs } from "../../src/api/tablegen.js";
import { repoRoot, skipWithout } from "../environment.js";
import { runCaptured } from "./cli-capture.js";

const scratch = mkdtempSync(join(tmpdir(), "tblgen-batch-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const defs = join(repoRoot, "defs");
const arith = join(defs, "mlir/Dialect/Arith/IR/ArithOps.td");
const math = join(defs, "mlir/Dialect/Math/IR/MathOps.td");
const passes = join(defs, "mlir/Transforms/Passes.td");
const user = join(scratch, "user.td");
const userBase = join(scratch, "user-base.td");
writeFileSync(userBase, 'include "mlir/IR/OpBase.td"\ndef User_Dialect : Dialect { let name = "user"; }\nclass User_Op<string m> : Op<User_Dialect, m>;\n');
writeFileSync(user, `include "${userBase}"\ndef FirstOp : User_Op<"first"> { let summary = "the first op"; }\n`);
const bad = join(scratch, "bad.td");
writeFileSync(bad, 'include "mlir/IR/OpBase.td"\ndef Broken : Op<Missing, "x">;\n');

function out(name: string): string {
  return join(scratch, name);
}

describe("tsmlir-tblgen --batch", () => {
  it("gives each job the output of a separate run", async () => {
    const jobs: string[][] = [
      ["--print-records", arith],
      ["-gen-dialect-doc", "-dialect=arith", arith],
      ["-gen-op-doc", math],
      ["--print-records", math],
      ["-gen-pass-doc", passes],
      ["--gen-ts-passes", passes],
      ["-gen-dialect-doc", user],
      ["--print-records", user],
    ];
    const lines = jobs.map((args, i) => [...args, "-o", out(`same-${i}.txt`)].map((a) => `"${a}"`).join(" "));
    writeFileSync(out("same.jobs"), `# one job a line\n${lines.join("\n")}\n`);
    const batch = await runCaptured(["--batch", out("same.jobs")]);
    expect(batch.stderr.toString()).toBe("");
    expect(batch.status).toBe(0);
    for (const [i, args] of jobs.entries()) {
      const single = await runCaptured(args);
      expect(single.status).toBe(0);
      expect(readFileSync(out(`same-${i}.txt`)).equals(single.stdout), args.join(" ")).toBe(true);
    }
  });

  it("reports bad job lines at their line and column and runs the others", async () => {
    const jobs = out("bad.jobs");
    writeFileSync(
      jobs,
      [
        `--print-records ${user} -o ${out("bad-1.txt")}`,
        `  --print-records --no-such-option ${user}`,
        `-gen-dialect-doc ${user} --help`,
        `--print-records ${user} ${user}`,
        `--print-records ${user} -o ${out("bad-5.txt")}`,
      ].join("\n"),
    );
    const run = await runCaptured(["--batch", jobs]);
    expect(run.status).toBe(1);
    const stderr = run.stderr.toString();
    expect(stderr).toContain(`${jobs}:2:19: error: Unknown command line argument '--no-such-option'.`);
    expect(stderr).toContain(`  --print-records --no-such-option ${user}\n                  ^\n`);
    expect(stderr).toContain(`${jobs}:3:${19 + user.length}: error: a job cannot be --help, --version or --batch`);
    expect(stderr).toContain(`${jobs}:4:${18 + user.length}: error: Too many positional arguments specified!`);
    // The good jobs around them ran.
    expect(readFileSync(out("bad-1.txt")).length).toBeGreaterThan(0);
    expect(readFileSync(out("bad-5.txt")).length).toBeGreaterThan(0);

    writeFileSync(jobs, `--print-records ${user}\n--print-records "${user} -o x\n`);
    const unterminated = await runCaptured(["--batch", jobs]);
    expect(unterminated.status).toBe(1);
    expect(unterminated.stderr.toString()).toBe(`${jobs}:2:17: error: unterminated quoted argument\n--print-records "${user} -o x\n                ^\n`);
  });

  it("leaves outputs alone when a job fails, and rewrites only changed ones", async () => {
    const kept = out("kept.txt");
    const fresh = out("fresh.txt");
    const unchanged = out("unchanged.txt");
    writeFileSync(kept, "what an earlier build wrote\n");
    const jobs = out("outputs.jobs");
    writeFileSync(jobs, [`-gen-dialect-doc ${bad} -o ${kept}`, `-gen-dialect-doc ${bad} -o ${fresh}`, `--print-records ${user} -o ${unchanged}`].join("\n"));
    const first = await runCaptured(["--batch", jobs]);
    expect(first.status).toBe(1);
    expect(first.stderr.toString()).toContain("error: Variable not defined: 'Missing'");
    expect(readFileSync(kept, "utf8")).toBe("what an earlier build wrote\n");
    expect(() => statSync(fresh)).toThrow();
    const past = new Date(2001, 0, 1);
    utimesSync(unchanged, past, past);
    const second = await runCaptured(["--batch", jobs]);
    expect(second.status).toBe(1);
    expect(statSync(unchanged).mtimeMs).toBe(past.getTime());
    writeFileSync(user, `include "${userBase}"\ndef FirstOp : User_Op<"first"> { let summary = "changed"; }\n`);
    try {
      await runCaptured(["--batch", jobs]);
      expect(statSync(unchanged).mtimeMs).not.toBe(past.getTime());
      expect(readFileSync(unchanged, "utf8")).toContain('string summary = "changed";');
    } finally {
      writeFileSync(user, `include "${userBase}"\ndef FirstOp : User_Op<"first"> { let summary = "the first op"; }\n`);
    }
  });

  it("applies the arguments beside --batch to every job", async () => {
    const inc = join(scratch, "inc");
    const jobs = out("common.jobs");
    writeFileSync(join(scratch, "uses-inc.td"), 'include "only-in-inc.td"\ndef U : FromInc;\n');
    rmSync(inc, { recursive: true, force: true });
    spawnSync("mkdir", ["-p", inc]);
    writeFileSync(join(inc, "only-in-inc.td"), "class FromInc { int x = 3; }\n");
    writeFileSync(jobs, `--print-records ${join(scratch, "uses-inc.td")} -o ${out("common.txt")}\n`);
    const run = await runCaptured(["-I", inc, "--batch", jobs]);
    expect(run.stderr.toString()).toBe("");
    expect(readFileSync(out("common.txt"), "utf8")).toContain("int x = 3;");
  });
});

describe("the library runner", () => {
  it("keeps shared includes across calls and sees changed files", async () => {
    const runner = new TableGenRunner();
    const job = { input: user, action: "print-records" } as const;
    const [first] = await runner.run([job, { input: user, action: "gen-dialect-doc" }]);
    expect(first?.status).toBe(0);
    writeFileSync(userBase, 'include "mlir/IR/OpBase.td"\ndef User_Dialect : Dialect { let name = "user2"; }\nclass User_Op<string m> : Op<User_Dialect, m>;\n');
    try {
      const [again] = await runner.run([job]);
      const [fresh] = await runTableGenJobs([job]);
      expect(Buffer.from(again?.stdout ?? []).equals(Buffer.from(fresh?.stdout ?? []))).toBe(true);
      expect(again?.stdout.toString()).toContain('string name = "user2";');
    } finally {
      writeFileSync(userBase, 'include "mlir/IR/OpBase.td"\ndef User_Dialect : Dialect { let name = "user"; }\nclass User_Op<string m> : Op<User_Dialect, m>;\n');
    }
  });
});

describe("tsmlir-tblgen's entry points", () => {
  /** The node_modules packages and tsmlir layers a run of the regular launcher loads. */
  function loaded(args: readonly string[]): { packages: string[]; generators: boolean } {
    const log = join(scratch, `modules-${args[0]}.log`);
    rmSync(log, { force: true });
    const result = spawnSync(process.execPath, ["--import", join(repoRoot, "test/package/record-imports.mjs"), join(repoRoot, "bin/tsmlir-tblgen.mjs"), ...args], {
      cwd: repoRoot,
      env: { ...process.env, TSMLIR_IMPORT_LOG: log },
      encoding: "utf8",
    });
    expect(result.status, result.stderr).toBe(0);
    const urls = readFileSync(log, "utf8").split("\n");
    const packages = [...new Set(urls.map((u) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(u)?.[1]).filter((p): p is string => p !== undefined))].sort();
    return { packages, generators: urls.some((u) => /\/dist\/(generators|src\/ods)\//.test(u)) };
  }

  it("load only what the action uses", (ctx) => {
    skipWithout(ctx, "dist");
    expect(loaded(["--print-records", arith, "-o", out("entry.txt")])).toEqual({ packages: [], generators: false });
    expect(loaded(["--gen-ts-passes", passes, "-o", out("entry.txt")]).packages).toEqual([]);
    const docs = loaded(["-gen-dialect-doc", "-dialect=arith", arith, "-o", out("entry.txt")]);
    expect(docs.packages).toEqual(["handlebars", "zod"]);
  });
});
