// scf.forall / scf.forall.in_parallel custom syntax (src/dialects/scf/forall-syntax.ts)
// against mlir-opt 19 run now: custom and generic printing byte for byte, our custom
// output reading back to itself, and the diagnostics of malformed loops.
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runOpt } from "../opt/run-opt.js";
import { mlirOpt } from "./corpus-selection.js";

/** A function wrapping `body`, with index, tensor and constant values to use. */
function wrap(body: string): string {
  return [
    "func.func @f(%n: index, %m: index, %t: tensor<?xf32>, %u: tensor<4x?xf32>) {",
    "  %c0 = arith.constant 0 : index",
    "  %c1 = arith.constant 1 : index",
    "  %c2 = arith.constant 2 : index",
    body,
    "  return",
    "}",
    "",
  ].join("\n");
}

const validBodies: readonly string[] = [
  "  scf.forall (%i, %j) in (%n, 4) {\n    %x = arith.addi %i, %j : index\n  }",
  "  scf.forall (%i) in (%n) {\n  }",
  "  scf.forall () in () {\n  }",
  // Constant-defined lower bounds of 0 and steps of 1 print the normalized form.
  "  scf.forall (%i) = (%c0) to (%n) step (%c1) {\n    %z = arith.addi %i, %c0 : index\n  }",
  "  scf.forall (%i) = (%c0) to (%n) step (1) {\n  }",
  "  scf.forall (%i, %j) = (0, %m) to (%n, 16) step (%c2, 3) {\n    scf.forall.in_parallel {\n    }\n  }",
  "  scf.forall (%i) = (-4) to ([8]) step (%c1) {\n  }",
  "  scf.forall (%i) = (1) to (9) step (2) {\n  } {tag = \"x\"}",
  "  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xf32>) {\n    scf.forall.in_parallel {\n    }\n  }",
  "  %r:2 = scf.forall (%i, %j, %k) in (1, 2, 3) shared_outs(%o = %t, %p = %u) -> (tensor<?xf32>, tensor<4x?xf32>) {\n    %y = arith.muli %i, %k : index\n  } {foo = 1 : i32}",
  "  %r = scf.forall (%i) = (%m) to (%n) step (%c2) shared_outs(%o = %t) -> (tensor<?xf32>) {\n  }",
  "  scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?xf32>) {}",
  // gpu's mapping attributes implement DeviceMappingAttrInterface (src/dialects/gpu).
  "  scf.forall (%i) in (%n) {\n  } {mapping = [#gpu.thread<x>]}",
  "  scf.forall (%i, %j) in (%n, 4) {\n  } {mapping = [#gpu.block<y>, #gpu.block<x>]}",
  "  %r = scf.forall (%i, %j) in (%n, %m) shared_outs(%o = %t) -> (tensor<?xf32>) {\n  } {mapping = [#gpu.warp<linear_dim_1>, #gpu.warp<linear_dim_0>]}",
  "  scf.forall (%i) in (%n) {\n  } {mapping = [#gpu.warpgroup<z>]}",
  "  scf.forall (%i) in (%n) {\n  } {mapping = [#gpu.memory_space<workgroup>]}",
  "  scf.forall (%i) in (%n) {\n    scf.forall (%j) in (%i) {\n      %s = arith.subi %i, %j : index\n    }\n  }",
  '  "scf.forall"(%n) ({\n  ^bb0(%i: index):\n    "scf.forall.in_parallel"() ({\n    ^bb0:\n    }) : () -> ()\n  }) {operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>} : (index) -> ()',
];

const invalidBodies: readonly string[] = [
  "  scf.forall (%i) in (%n, 4) {}",
  "  scf.forall (%i) in (%n) {} {mapping = [1 : i32]}",
  "  scf.forall (%i) in (%x) {}",
  "  scf.forall (%i) in (%n) {} {mapping = [#gpu.thread<x>, #gpu.thread<y>]}",
  "  scf.forall (%i) in (%n) {} {mapping = [#gpu.thread<x>, 1]}",
  "  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<4xf32>) {}",
  "  scf.forall (%i) in (%n) { scf.forall.in_parallel { %a = arith.constant 1 : index } }",
  '  "scf.forall"(%n) ({ ^bb0(%i: index): "scf.forall.in_parallel"() ({ ^bb0: }) : () -> () }) {operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 5>} : (index) -> ()',
  '  "scf.forall"(%n) ({ ^bb0(%i: index): "scf.forall.in_parallel"() ({ ^bb0: }) : () -> () }) {operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>} : (index) -> ()',
];

interface Run {
  readonly ok: boolean;
  readonly stdout: string;
  readonly stderr: string;
}

function theirs(dir: string, file: string, args: readonly string[]): Promise<Run> {
  return new Promise((done) => {
    execFile(mlirOpt, [...args, file], { cwd: dir, encoding: "latin1" }, (error, stdout, stderr) => done({ ok: error === null, stdout, stderr }));
  });
}

/** tsmlir-opt's main in-process, as the command line runs it (diagnostics with their notes). */
async function ours(dir: string, file: string, args: readonly string[]): Promise<Run> {
  const result = await runOpt([...args, file], dir);
  return { ok: result.code === 0, stdout: result.stdout, stderr: result.stderr };
}

describe("scf.forall custom syntax", () => {
  it("prints custom and generic forms as mlir-opt 19 and reads its own output back", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const dir = mkdtempSync(join(tmpdir(), "tsmlir-forall-"));
    const failures: string[] = [];
    let identical = 0;
    try {
      for (let i = 0; i < validBodies.length; i++) {
        const file = `valid${i}.mlir`;
        const source = wrap(validBodies[i] as string);
        writeFileSync(join(dir, file), source, "latin1");
        const problems: string[] = [];
        for (const args of [[], ["--mlir-print-op-generic"]]) {
          const [a, b] = await Promise.all([ours(dir, file, args), theirs(dir, file, args)]);
          if (!b.ok) problems.push(`mlir-opt rejects it: ${b.stderr}`);
          else if (!a.ok) problems.push(`rejected ${args.join(" ")}: ${a.stderr}`);
          else if (a.stdout !== b.stdout) problems.push(`${args.join(" ") || "custom form"} differs:\n${a.stdout}\n--- mlir-opt:\n${b.stdout}`);
          else {
            writeFileSync(join(dir, `again-${file}`), a.stdout, "latin1");
            const again = await ours(dir, `again-${file}`, args);
            if (!again.ok || again.stdout !== a.stdout) problems.push(`${args.join(" ") || "custom form"} does not read back unchanged: ${again.stderr || again.stdout}`);
          }
        }
        if (problems.length === 0) identical++;
        else failures.push(`${file}:\n${problems.join("\n")}`);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    console.log(`scf.forall syntax: ${identical}/${validBodies.length} cases identical to mlir-opt 19 (custom, generic, read-back)`);
    if (failures.length > 0) console.log(failures.join("\n"));
    expect(failures).toEqual([]);
  }, 120_000);

  it("rejects malformed loops with mlir-opt 19's diagnostics", async (ctx) => {

    skipWithout(ctx, "mlir-opt");
    const dir = mkdtempSync(join(tmpdir(), "tsmlir-forall-"));
    const failures: string[] = [];
    let identical = 0;
    try {
      for (let i = 0; i < invalidBodies.length; i++) {
        const file = `invalid${i}.mlir`;
        const source = wrap(invalidBodies[i] as string);
        writeFileSync(join(dir, file), source, "latin1");
        const [a, b] = await Promise.all([ours(dir, file, []), theirs(dir, file, [])]);
        if (b.ok) failures.push(`${file}: mlir-opt accepts it`);
        else if (a.ok) failures.push(`${file}: accepted, mlir-opt says:\n${b.stderr}`);
        else if (a.stderr !== b.stderr) failures.push(`${file}: diagnostics differ:\n${a.stderr}\n--- mlir-opt:\n${b.stderr}`);
        else identical++;
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    console.log(`scf.forall diagnostics: ${identical}/${invalidBodies.length} identical to mlir-opt 19`);
    if (failures.length > 0) console.log(failures.join("\n"));
    expect(failures).toEqual([]);
  }, 120_000);

});
