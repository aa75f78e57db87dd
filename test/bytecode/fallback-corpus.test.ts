// Acceptance of the op fallback path (issue 17) over the bytecode corpus: for every corpus
// bytecode file and each of tsmlir's seven dialects whose ops it holds, tsmlir-opt
// (optMain in-process, the whole command line) with `--test-bytecode-fallback=D`:
//   1. `--emit-bytecode` writes the file back byte for byte;
//   2. without it, prints the file with one `D.bytecode_fallback` op per op of D (as many
//      as mlir-opt 19 prints ops of D for the file);
//   3. with `-canonicalize` (which rewrites only the ops it knows: D's are fallback ops),
//      writes bytecode mlir-opt 19 reads, verifies and prints with every op of D intact:
//      the ops of D it prints, SSA names left out, hold every op of D it prints for the
//      original file (same names, properties, attributes, types and operand/result counts),
//      plus exactly as many others as the rewrites created (ops of D the context knows, e.g.
//      constants the folder materialized, which our own print of the run shows as such).
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { MLIRContext } from "../../src/ir/context.js";
import { openBytecode } from "../../src/bytecode/reader/open.js";
import { optMain, tsmlirOptRegistry } from "../../src/cli/opt.js";
import { setOptIO } from "../../src/cli/opt-io.js";
import { bytecodeCorpusDir } from "../environment.js";
import { mapLimited, runMlirOpt } from "./oracle.js";

const OUR_DIALECTS = ["builtin", "func", "arith", "cf", "scf", "math", "index"] as const;

const work = mkdtempSync(join(tmpdir(), "tsmlir-fallback-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The dialects of ours whose ops the file's op name table lists. */
function dialectsWithOps(bytes: Uint8Array): string[] {
  const file = openBytecode(bytes, { context: new MLIRContext({ allowUnregisteredDialects: true }) });
  const held = new Set(file.opNames.map((n) => file.dialectNames[n.dialect] as string));
  return OUR_DIALECTS.filter((d) => held.has(d));
}

async function runOurs(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  const restore = setOptIO({
    writeStdout: (bytes) => void out.push(Buffer.from(bytes)),
    writeStderr: (bytes) => void err.push(Buffer.from(bytes)),
    cwd: work,
  });
  try {
    const code = await optMain(args, tsmlirOptRegistry());
    return { code, stdout: Buffer.concat(out).toString("latin1"), stderr: Buffer.concat(err).toString("latin1") };
  } finally {
    restore();
  }
}

/** The generic-form lines of ops of `dialect` in a generic print, with SSA names and block labels left out, sorted. */
function opsOf(dialect: string, generic: string): string[] {
  const lines: string[] = [];
  for (const raw of generic.split("\n")) {
    const line = raw.trim().replace(/^(%[\w#:]+(, )?)+ = /, "");
    if (!line.startsWith(`"${dialect}.`)) continue;
    lines.push(line.replace(/%[\w#]+/g, "%").replace(/\^bb\d+/g, "^bb"));
  }
  return lines.sort();
}

/** Whether sorted `all` holds every line of sorted `some` (as a multiset). */
function containsAll(all: readonly string[], some: readonly string[]): boolean {
  let i = 0;
  for (const line of some) {
    while (i < all.length && (all[i] as string) < line) i++;
    if (all[i] !== line) return false;
    i++;
  }
  return true;
}

/**
 * Pairs that cannot pass a check, each with the reason (all are counted and printed). A
 * listed pair must still fail that check, so the list cannot go stale silently.
 */
const KNOWN: Readonly<Record<string, { readonly check: "sameBytes" | "printed" | "intact"; readonly reason: string }[]>> = {
  // memref is one of our dialects: with builtin.module unknown, memref.get_global finds no
  // symbol table; with func.func unknown, memref.alloca has no automatic allocation scope.
  // mlir-opt 19 refuses both inside unknown ops too.
  "0d7892182d-xdsl-mlir-conversion-with-mlir-dialects-memref-memref_ops_mlir_conversion-c0.mlirbc [builtin]": [
    { check: "sameBytes", reason: "memref.get_global outside a symbol table does not verify (as in mlir-opt)" },
    { check: "printed", reason: "memref.get_global outside a symbol table does not verify (as in mlir-opt)" },
    { check: "intact", reason: "memref.get_global outside a symbol table does not verify (as in mlir-opt)" },
  ],
  "0d7892182d-xdsl-mlir-conversion-with-mlir-dialects-memref-memref_ops_mlir_conversion-c0.mlirbc [func]": [
    { check: "sameBytes", reason: "memref.alloca without an AutomaticAllocationScope ancestor does not verify (as in mlir-opt)" },
    { check: "printed", reason: "memref.alloca without an AutomaticAllocationScope ancestor does not verify (as in mlir-opt)" },
    { check: "intact", reason: "memref.alloca without an AutomaticAllocationScope ancestor does not verify (as in mlir-opt)" },
  ],
  "5794f6929d-xdsl-backend-llvm-hello_world-c0.mlirbc [builtin]": [
    { check: "sameBytes", reason: "llvm.call outside a symbol table finds no callee and does not verify (as in mlir-opt)" },
    { check: "printed", reason: "llvm.call outside a symbol table finds no callee and does not verify (as in mlir-opt)" },
    { check: "intact", reason: "llvm.call outside a symbol table finds no callee and does not verify (as in mlir-opt)" },
  ],
  "fd8e9339f5-xdsl-mlir-conversion-with-mlir-dialects-llvm-llvm_func-c0.mlirbc [builtin]": [
    { check: "sameBytes", reason: "llvm.call outside a symbol table finds no callee and does not verify (as in mlir-opt)" },
    { check: "printed", reason: "llvm.call outside a symbol table finds no callee and does not verify (as in mlir-opt)" },
    { check: "intact", reason: "llvm.call outside a symbol table finds no callee and does not verify (as in mlir-opt)" },
  ],
  // vector.insert at no position folds to its source without a type check in MLIR 19, so a
  // scalar inserted into a 0-d vector leaves a function that returns the scalar: mlir-opt 19's
  // -canonicalize fails on this file the same way (vector's folds are reproduced).
  "adcca284a8-xdsl-mlir-conversion-with-mlir-dialects-vector-insert-c0.mlirbc [builtin]": [
    { check: "intact", reason: "-canonicalize folds a 0-d vector.insert to its scalar and the function no longer verifies (as in mlir-opt)" },
  ],
  "adcca284a8-xdsl-mlir-conversion-with-mlir-dialects-vector-insert-c0.mlirbc [func]": [
    { check: "intact", reason: "-canonicalize folds a 0-d vector.insert to its scalar (as mlir-opt does): the function then returns a scalar where it declares vector<f32>, which mlir-opt refuses to read" },
  ],
  "1eb798b19a-xdsl-projects-riscv-backend-paper-relu-c0.mlirbc [builtin]": [
    { check: "sameBytes", reason: "memref.get_global outside a symbol table does not verify (as in mlir-opt)" },
    { check: "printed", reason: "memref.get_global outside a symbol table does not verify (as in mlir-opt)" },
    { check: "intact", reason: "memref.get_global outside a symbol table does not verify (as in mlir-opt)" },
  ],
  "48c2c6ceab-xdsl-projects-riscv-backend-paper-conv-c0.mlirbc [builtin]": [
    { check: "sameBytes", reason: "memref.get_global outside a symbol table does not verify (as in mlir-opt)" },
    { check: "printed", reason: "memref.get_global outside a symbol table does not verify (as in mlir-opt)" },
    { check: "intact", reason: "memref.get_global outside a symbol table does not verify (as in mlir-opt)" },
  ],
  "8360ab6ae5-xdsl-projects-riscv-backend-paper-add-c0.mlirbc [builtin]": [
    { check: "sameBytes", reason: "memref.get_global outside a symbol table does not verify (as in mlir-opt)" },
    { check: "printed", reason: "memref.get_global outside a symbol table does not verify (as in mlir-opt)" },
    { check: "intact", reason: "memref.get_global outside a symbol table does not verify (as in mlir-opt)" },
  ],
  "b64244d54e-llvm-IR-memory-ops-c0.mlirbc [func]": [
    { check: "sameBytes", reason: "memref.alloca without an AutomaticAllocationScope ancestor does not verify (as in mlir-opt)" },
    { check: "printed", reason: "memref.alloca without an AutomaticAllocationScope ancestor does not verify (as in mlir-opt)" },
    { check: "intact", reason: "memref.alloca without an AutomaticAllocationScope ancestor does not verify (as in mlir-opt)" },
  ],
  "ba32217bed-xdsl-mlir-conversion-with-mlir-dialects-memref-matmul-c0.mlirbc [func]": [
    { check: "sameBytes", reason: "memref.alloca without an AutomaticAllocationScope ancestor does not verify (as in mlir-opt)" },
    { check: "printed", reason: "memref.alloca without an AutomaticAllocationScope ancestor does not verify (as in mlir-opt)" },
    { check: "intact", reason: "memref.alloca without an AutomaticAllocationScope ancestor does not verify (as in mlir-opt)" },
  ],
  // mlir-opt 19 itself does not write this file back as it is: reading it, the test
  // dialect declares resource `blob1` under a new key (`blob1_1`).
  "4bbb9471db-llvm-IR-file-metadata-resources-c0.mlirbc [builtin]": [{ check: "sameBytes", reason: "mlir-opt 19's own round trip renames its resource" }],
  // The file holds two attribute entries that decode to one attribute; an op we know
  // (re-encoding its properties) refers to it by the first number, the file by the second.
  "310d905483-llvm-IR-affine-map-c0.mlirbc [builtin]": [{ check: "sameBytes", reason: "two entries of the file decode to one attribute" }],
  // With builtin.module unknown there is no symbol table: func.call/func.constant and
  // ml_program's global loads do not verify, as mlir-opt 19 refuses them inside an unknown
  // op ("foo.mod") too.
  "1cf66288ef-xdsl-transforms-test-add-timers-to-top-level-funcs-c0.mlirbc [builtin]": [
    { check: "sameBytes", reason: "func.call outside a symbol table does not verify (as in mlir-opt)" },
    { check: "printed", reason: "func.call outside a symbol table does not verify (as in mlir-opt)" },
    { check: "intact", reason: "func.call outside a symbol table does not verify (as in mlir-opt)" },
  ],
  "8881327d1e-llvm-IR-core-ops-c0.mlirbc [builtin]": [
    { check: "sameBytes", reason: "func.constant outside a symbol table does not verify (as in mlir-opt)" },
    { check: "printed", reason: "func.constant outside a symbol table does not verify (as in mlir-opt)" },
    { check: "intact", reason: "func.constant outside a symbol table does not verify (as in mlir-opt)" },
  ],
  "2922d9e4b6-xdsl-mlir-conversion-with-mlir-dialects-ml_program-ops-c0.mlirbc [builtin]": [
    { check: "sameBytes", reason: "ml_program.global_load_const outside a symbol table does not verify (as in mlir-opt)" },
    { check: "printed", reason: "ml_program.global_load_const outside a symbol table does not verify (as in mlir-opt)" },
    { check: "intact", reason: "ml_program.global_load_const outside a symbol table does not verify (as in mlir-opt)" },
  ],
  "fb21e4f437-xdsl-transforms-convert_ml_program_to_memref-c0.mlirbc [builtin]": [
    { check: "sameBytes", reason: "ml_program.global_load_const outside a symbol table does not verify (as in mlir-opt)" },
    { check: "printed", reason: "ml_program.global_load_const outside a symbol table does not verify (as in mlir-opt)" },
    { check: "intact", reason: "ml_program.global_load_const outside a symbol table does not verify (as in mlir-opt)" },
  ],
  // gpu.container_module belongs on a builtin.module: with builtin's ops unknown it sits on
  // a fallback op, which gpu's dialect attribute check refuses, as mlir-opt 19 refuses it on
  // an unknown op ("bltn.module").
  "21ddca2ba7-xdsl-mlir-conversion-with-mlir-mlir_opt-c0.mlirbc [builtin]": [
    { check: "sameBytes", reason: "gpu.container_module on an op that is no builtin.module does not verify (as in mlir-opt)" },
    { check: "printed", reason: "gpu.container_module on an op that is no builtin.module does not verify (as in mlir-opt)" },
    { check: "intact", reason: "gpu.container_module on an op that is no builtin.module does not verify (as in mlir-opt)" },
  ],
  // affine's operands must be dims or symbols of an affine scope (an op with the AffineScope
  // trait: builtin.module, func.func). With the scope's op unknown, a value defined in it or
  // one of its arguments is neither, and the affine op does not verify; mlir-opt 19 refuses
  // the same IR with the op renamed to an unknown one ("bltn.module", "funk.func").
  "1f354d2d1f-xdsl-dialects-affine-invalid-c0.mlirbc [builtin]": [
    { check: "sameBytes", reason: "affine.parallel's bound operand is in no affine scope, does not verify (as in mlir-opt)" },
    { check: "printed", reason: "affine.parallel's bound operand is in no affine scope, does not verify (as in mlir-opt)" },
    { check: "intact", reason: "affine.parallel's bound operand is in no affine scope, does not verify (as in mlir-opt)" },
  ],
  "a259f36fbc-xdsl-mlir-conversion-with-mlir-affine_map-c0.mlirbc [func]": [
    { check: "sameBytes", reason: "affine.load's indices are in no affine scope, do not verify (as in mlir-opt)" },
    { check: "printed", reason: "affine.load's indices are in no affine scope, do not verify (as in mlir-opt)" },
    { check: "intact", reason: "affine.load's indices are in no affine scope, do not verify (as in mlir-opt)" },
  ],
  // With cf's branches unknown, the canonicalizer erases block arguments they feed, as
  // mlir-opt 19's does behind any unknown terminator ("foo.br"(%x)[^bb1] loses ^bb1's
  // argument): the unknown branch is intact, its successor no longer matches it.
  "059e9ad9e9-xdsl-dialects-cf-cf_ops-c0.mlirbc [cf]": [{ check: "intact", reason: "block arguments behind an unknown branch erased (mlir-opt does too)" }],
  "823b9b23f7-xdsl-dialects-cf-canonicalize-c0.mlirbc [cf]": [{ check: "intact", reason: "block arguments behind an unknown branch erased (mlir-opt does too)" }],
  "9be386516c-xdsl-transforms-reconcile_unrealized_casts-c0.mlirbc [cf]": [{ check: "intact", reason: "block arguments behind an unknown branch erased (mlir-opt does too)" }],
  // transform.with_named_sequence may only sit on an op with a symbol table: with builtin's
  // ops unknown, the module carrying it is a fallback op, and mlir-opt 19 refuses the same
  // files with "builtin.module" renamed to an unregistered op.
  "cf27b86d4c-xdsl-dialects-transform-transform_named_sequence-c0.mlirbc [builtin]": [
    { check: "sameBytes", reason: "transform.with_named_sequence on a module that is a fallback op does not verify (as in mlir-opt)" },
    { check: "printed", reason: "transform.with_named_sequence on a module that is a fallback op does not verify (as in mlir-opt)" },
    { check: "intact", reason: "transform.with_named_sequence on a module that is a fallback op does not verify (as in mlir-opt)" },
  ],
  "e95eacdb60-xdsl-dialects-transform-transform_types-c0.mlirbc [builtin]": [
    { check: "sameBytes", reason: "transform.with_named_sequence on a module that is a fallback op does not verify (as in mlir-opt)" },
    { check: "printed", reason: "transform.with_named_sequence on a module that is a fallback op does not verify (as in mlir-opt)" },
    { check: "intact", reason: "transform.with_named_sequence on a module that is a fallback op does not verify (as in mlir-opt)" },
  ],
  "ea81010ce1-xdsl-transforms-test_transform_dialect_erase_schedule-c0.mlirbc [builtin]": [
    { check: "sameBytes", reason: "transform.with_named_sequence on a module that is a fallback op does not verify (as in mlir-opt)" },
    { check: "printed", reason: "transform.with_named_sequence on a module that is a fallback op does not verify (as in mlir-opt)" },
    { check: "intact", reason: "transform.with_named_sequence on a module that is a fallback op does not verify (as in mlir-opt)" },
  ],
  // linalg's contraction check reads the body's multiply and add as arith ops: with arith's
  // ops unknown, a matmul's body has neither, and mlir-opt 19 refuses the same file with
  // "arith." renamed to an unregistered dialect ("expected add/mul op in the body").
  "9cd2f2f742-xdsl-transforms-linalg_generalize_named_ops-c0.mlirbc [arith]": [
    { check: "sameBytes", reason: "a linalg contraction whose body's arith ops are fallback ops does not verify (as in mlir-opt)" },
    { check: "printed", reason: "a linalg contraction whose body's arith ops are fallback ops does not verify (as in mlir-opt)" },
    { check: "intact", reason: "a linalg contraction whose body's arith ops are fallback ops does not verify (as in mlir-opt)" },
  ],
  "e6e70173a7-xdsl-transforms-test-vectorize-matmul-c0.mlirbc [arith]": [
    { check: "sameBytes", reason: "a linalg contraction whose body's arith ops are fallback ops does not verify (as in mlir-opt)" },
    { check: "printed", reason: "a linalg contraction whose body's arith ops are fallback ops does not verify (as in mlir-opt)" },
    { check: "intact", reason: "a linalg contraction whose body's arith ops are fallback ops does not verify (as in mlir-opt)" },
  ],
  // One arith.constant and one arith.addi sit in `scf.for %i = %4 to %4`: a loop with the
  // same lower and upper bound runs no iteration, and the canonicalizer erases it with its
  // body. mlir-opt 19 does the same with arith's ops unknown to it (the file's generic form
  // with "arith." renamed to an unregistered dialect: 50 such ops before -canonicalize, 48 after).
  "15d4d2bda1-xdsl-dialects-scf-loop_flatten-c0.mlirbc [arith]": [{ check: "intact", reason: "two fallback ops in a zero-trip scf.for (same lower and upper bound) erased with it, as mlir-opt does with arith unknown" }],
};

interface Outcome {
  readonly file: string;
  readonly dialect: string;
  readonly sameBytes: boolean;
  readonly printed: boolean;
  readonly intact: boolean;
  readonly problem: string;
}

describe("bytecode op fallback over the corpus", () => {
  it("writes every file back byte for byte, prints fallback ops and keeps them intact through -canonicalize", { timeout: 1_800_000 }, async (ctx) => {
    skipWithout(ctx, "mlir-opt", "corpus");
    const files = readdirSync(bytecodeCorpusDir).filter((f) => f.endsWith(".mlirbc")).sort();
    const pairs: { file: string; dialect: string }[] = [];
    for (const file of files) for (const dialect of dialectsWithOps(readFileSync(join(bytecodeCorpusDir, file)))) pairs.push({ file, dialect });
    // What mlir-opt prints for each original file (once per file).
    const originals = new Map<string, string>();
    await mapLimited([...new Set(pairs.map((p) => p.file))], 2, async (file) => {
      const run = await runMlirOpt(["--allow-unregistered-dialect", "--mlir-print-op-generic", join(bytecodeCorpusDir, file)]);
      originals.set(file, run.code === 0 ? run.stdout.toString("latin1") : "");
    });
    const outcomes: Outcome[] = [];
    let index = 0;
    for (const { file, dialect } of pairs) {
      const input = join(bytecodeCorpusDir, file);
      const fallback = [`--allow-unregistered-dialect`, `--test-bytecode-fallback=${dialect}`];
      const written = join(work, `${index}.mlirbc`);
      const canonicalized = join(work, `${index++}.canonical.mlirbc`);
      const problems: string[] = [];
      const emit = await runOurs([...fallback, "--emit-bytecode", input, "-o", written]);
      const sameBytes = emit.code === 0 && readFileSync(written).equals(readFileSync(input));
      if (!sameBytes) problems.push(emit.code === 0 ? "written bytes differ" : `emit failed: ${emit.stderr.split("\n")[0]}`);
      const original = originals.get(file) ?? "";
      const expectedOps = opsOf(dialect, original).length;
      const text = await runOurs([...fallback, "--mlir-print-op-generic", input]);
      const printedFallbacks = text.stdout.split(`"${dialect}.bytecode_fallback"(`).length - 1;
      const printed = text.code === 0 && original !== "" && printedFallbacks === expectedOps && expectedOps > 0;
      if (!printed) problems.push(text.code === 0 ? `printed ${printedFallbacks} fallback ops for ${expectedOps} ops` : `print failed: ${text.stderr.split("\n")[0]}`);
      const canonical = await runOurs([...fallback, "-canonicalize", "--emit-bytecode", input, "-o", canonicalized]);
      let intact = false;
      if (canonical.code !== 0) problems.push(`canonicalize failed: ${canonical.stderr.split("\n")[0]}`);
      else {
        // With builtin's ops unknown, our print has the implicit module around the file's
        // (fallback) module, which the bytecode leaves out: it is not created by a rewrite.
        const implicitModule = dialect === "builtin" ? 1 : 0;
        const created =
          opsOf(dialect, (await runOurs([...fallback, "-canonicalize", "--mlir-print-op-generic", input])).stdout).filter(
            (line) => !line.startsWith(`"${dialect}.bytecode_fallback"`),
          ).length - implicitModule;
        const theirs = await runMlirOpt(["--allow-unregistered-dialect", "--mlir-print-op-generic", canonicalized]);
        const found = opsOf(dialect, theirs.stdout.toString("latin1"));
        const wanted = opsOf(dialect, original);
        intact = theirs.code === 0 && original !== "" && found.length === wanted.length + created && containsAll(found, wanted);
        if (!intact) problems.push(theirs.code === 0 ? "mlir-opt finds different ops of the dialect" : `mlir-opt cannot read it: ${theirs.stderr.split("\n")[0]}`);
      }
      outcomes.push({ file, dialect, sameBytes, printed, intact, problem: problems.join("; ") });
    }
    const count = (key: "sameBytes" | "printed" | "intact"): number => outcomes.filter((o) => o[key]).length;
    console.log(
      `bytecode fallback: ${pairs.length} (file, dialect) pairs over ${files.length} files; ` +
        `byte-identical ${count("sameBytes")}/${pairs.length}, fallback ops printed ${count("printed")}/${pairs.length}, ` +
        `intact for mlir-opt after -canonicalize ${count("intact")}/${pairs.length}`,
    );
    for (const d of OUR_DIALECTS) {
      const mine = outcomes.filter((o) => o.dialect === d);
      console.log(`  ${d}: ${mine.filter((o) => o.sameBytes).length}/${mine.length} identical, ${mine.filter((o) => o.printed).length} printed, ${mine.filter((o) => o.intact).length} intact`);
    }
    for (const o of outcomes) if (o.problem !== "") console.log(`  ${o.file} [${o.dialect}]: ${o.problem}`);
    const known = (o: Outcome, check: "sameBytes" | "printed" | "intact"): boolean => (KNOWN[`${o.file} [${o.dialect}]`] ?? []).some((k) => k.check === check);
    for (const [pair, entries] of Object.entries(KNOWN)) for (const k of entries) console.log(`  known: ${pair} ${k.check}: ${k.reason}`);
    for (const check of ["sameBytes", "printed", "intact"] as const) {
      expect(outcomes.filter((o) => !o[check] && !known(o, check)).map((o) => `${o.file} [${o.dialect}]: ${o.problem}`)).toEqual([]);
      expect(outcomes.filter((o) => o[check] && known(o, check)).map((o) => `${o.file} [${o.dialect}] now passes ${check}`)).toEqual([]);
    }
    expect(pairs.length).toBeGreaterThan(700);
  });
});
