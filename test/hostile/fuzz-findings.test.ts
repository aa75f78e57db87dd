// Inputs the text fuzzer (scripts/fuzz-mlir.ts) found where tsmlir-opt threw a JavaScript
// exception or disagreed with mlir-opt 19 on the IR core: each is checked for our own
// first diagnostic (or output) and, with mlir-opt installed, for identical streams. Where
// mlir-opt itself crashes, only that we refuse cleanly is checked.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { unavailable } from "../environment.js";
import { runMlirOpt, runOurs } from "./oracle.js";

const ARGS = ["--allow-unregistered-dialect", "--split-input-file"];

interface Finding {
  readonly name: string;
  readonly text: string;
  /** Our first stderr line, or the stdout line expected when accepted. */
  readonly expected: string;
  readonly accepted?: boolean;
  /** mlir-opt crashes on it: no comparison. */
  readonly oracleCrashes?: boolean;
}

const FINDINGS: readonly Finding[] = [
  {
    name: "a bad byte right after a custom op name is the lexer's error (MLIR consumes the name first)",
    text: "func.func @f() {\n  %c1 = arith.cons\xffant 1 : index\n  return\n}\n",
    expected: "within split at input.mlir:1 offset :2:19: error: unexpected character",
  },
  {
    name: "a nested func.func's argument may not shadow an enclosing one (not a new value scope)",
    text: "func.func @a(%0: i32) {\n  func.func @b(%0: i32) {\n    return\n  }\n  return\n}\n",
    expected: "within split at input.mlir:1 offset :2:16: error: region entry argument '%0' is already in use",
  },
  {
    name: "a func.func body sees outer values; the verifier refuses the use",
    text: '%0 = "t.def"() : () -> i32\nfunc.func @f() -> i32 {\n  return %0 : i32\n}\n',
    expected: "within split at input.mlir:1 offset :3:3: error: 'func.return' op using value defined outside the region",
  },
  {
    name: "an op name ending in its first dot belongs to no dialect (accepted unregistered)",
    text: 'func.func @f(%a: i32) -> i32 {\n  %0 = "arith."(%a, %a) : (i32, i32) -> i32\n  return %0 : i32\n}\n',
    expected: "module {",
    accepted: true,
  },
  {
    name: "an opaque type's dialect namespace must be a name",
    text: '%f = "t.op"() : () -> !-1.0e400llvm.func<index ()>\n',
    expected: `within split at input.mlir:1 offset :1:27: error: invalid dialect namespace '"-1"'`,
  },
  {
    name: "e + ((e floordiv c) - c) is not e mod c, e + (e floordiv c) * -c is",
    text: '"f"() {a = affine_map<(d0) -> (d0 + ((d0 floordiv 4) - 4))>, b = affine_map<(d0) -> (d0 + (d0 floordiv 4) * -4)>} : () -> ()\n',
    expected: "#map = affine_map<(d0) -> (d0 + d0 floordiv 4 - 4)>",
    accepted: true,
  },
  {
    name: "floordiv/ceildiv by a negative constant fold as MLIR 19's (mod keeps a positive divisor)",
    text: '"f"() {a = affine_map<(d0) -> (10 ceildiv -1, -7 floordiv -2, 10 mod -3, (d0 * 4) ceildiv -2, (d0 * 4 + 8) floordiv -2, (-9223372036854775807 - 1) floordiv -1)>} : () -> ()\n',
    expected: "#map = affine_map<(d0) -> (-10, 3, 10 mod -3, d0 * -2, d0 * -2 - 4, -9223372036854775808 floordiv -1)>",
    accepted: true,
  },
  {
    name: "a scalable vector dimension must be an integer (`[[4]]`, `[?]`: invalid dimension)",
    text: '"t.a"() : () -> vector<[[4]]xf32>\n// -----\n"t.a"() : () -> vector<[?]xf32>\n',
    expected: "within split at input.mlir:1 offset :1:25: error: invalid dimension",
  },
  {
    name: "a TypedAttr format attribute refuses an attribute without a type (arith.constant i32)",
    text: "func.func @f() -> i32 {\n  %0 = arith.constant i1912 : i32\n  return %0 : i32\n}\n",
    expected: "within split at input.mlir:1 offset :2:23: error: custom op 'arith.constant' invalid kind of attribute specified",
  },
  {
    name: "sparse_tensor encodings: a level variable bound out of its declared order (MLIR's ordinals)",
    text: "#A = #sparse_tensor.encoding<{ map = {l0, l1, l2, l3} (i) -> (l0 = i : dense, l3 = i : dense) }>\n",
    expected:
      "within split at input.mlir:1 offset :1:79: error: Level-variable ordering mismatch. The variable 'l3' was forward-declared as the 3th level; but is bound by the 1st specification.",
  },
  {
    name: "sparse_tensor attributes start with a keyword (an empty mnemonic at the end of input)",
    text: "#BSR = #sparse_tensor.",
    expected: "within split at input.mlir:1 offset :1:23: error: expected valid keyword",
  },
  {
    name: "required attributes are looked for in the properties struct's order (sorted by name)",
    text: '"func.func"() <{arg_attrs = []}> ({\n}) : () -> ()\n',
    expected: "within split at input.mlir:1 offset :1:1: error: 'func.func' op requires attribute 'function_type'",
  },
  {
    name: "property conversion reads the attributes in the properties struct's order (sorted by name)",
    text: '"func.func"() <{function_type = 3 : i32, sym_name = 3 : i32}> ({\n}) : () -> ()\n',
    expected:
      "within split at input.mlir:1 offset :1:1: error: invalid properties {function_type = 3 : i32, sym_name = 3 : i32} for op func.func: Invalid attribute `function_type` in property conversion: 3 : i32",
  },
  {
    name: "a required operand list that is missing: the parser's 'expected operand' after the previous token",
    text: "func.func @f(%a: i1, %b: f32) -> f32 {\n  %0 = arith.select  : f32\n  return %0 : f32\n}\n",
    expected: "within split at input.mlir:1 offset :2:20: error: expected operand",
  },
  {
    name: "a dense array of floats: MLIR's element parser message",
    text: '"t.a"() {a = array<f32: 1.0, loc>} : () -> ()\n',
    expected: "within split at input.mlir:1 offset :1:30: error: expected integer or floating point literal",
  },
  {
    name: "a custom op's operand defined in its own region is refused by the verifier (mlir-opt crashes)",
    text: "func.func @f() {\n  scf.for %iv = %0 to %0 step %0 {\n    %0 = arith.constant 0 : index\n    scf.yield\n  }\n  return\n}\n",
    expected: "within split at input.mlir:1 offset :2:3: error: operand #0 does not dominate this use",
    oracleCrashes: true,
  },
  {
    name: "an upstream stub op's segment sizes are verified (a custom printer never sees them wrong)",
    text: 'func.func @f(%r: memref<8xf32>) {\n  %0 = "memref.subview"(%r) {static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>} : (memref<8xf32>) -> memref<4xf32, strided<[1]>>\n  return\n}\n',
    expected:
      "within split at input.mlir:1 offset :2:8: error: 'memref.subview' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'",
  },
  {
    name: "a stub op's negative segment size is refused before its sum",
    text: 'func.func @f(%r: memref<8xf32>) {\n  %0 = "memref.subview"(%r) <{static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>, operandSegmentSizes = array<i32: 1, -1, 1, 0>}> : (memref<8xf32>) -> memref<4xf32, strided<[1]>>\n  return\n}\n',
    expected: "within split at input.mlir:1 offset :2:8: error: 'memref.subview' op 'operandSegmentSizes' attribute cannot have negative elements",
  },
  {
    name: "an upstream op with custom syntax has its ODS counts verified (its printer reads result #0)",
    text: 'func.func @f(%r: memref<8xf32>) {\n  "memref.subview"(%r) <{static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (memref<8xf32>) -> ()\n  return\n}\n',
    expected: "within split at input.mlir:1 offset :2:3: error: 'memref.subview' op requires one result",
  },
  {
    name: "an upstream op with custom syntax has its required attributes verified",
    text: 'func.func @f(%r: memref<8xf32>) {\n  %0 = "memref.subview"(%r) <{static_sizes = array<i64: 4>, static_strides = array<i64: 1>, operandSegmentSizes = array<i32: 1, 0, 0, 0>}> : (memref<8xf32>) -> memref<4xf32, strided<[1]>>\n  return\n}\n',
    expected: "within split at input.mlir:1 offset :2:8: error: 'memref.subview' op requires attribute 'static_offsets'",
  },
  {
    name: "scf.for with an argument-less body: LoopLikeOpInterface's region check first, its iter-arg count a wrapped size_t",
    text: 'func.func @f(%lb: index, %ub: index, %s: index) {\n  "scf.for"(%lb, %ub, %s) ({\n  ^bb0:\n    "scf.yield"() : () -> ()\n  }) : (index, index, index) -> ()\n  return\n}\n',
    expected: "within split at input.mlir:1 offset :2:3: error: 'scf.for' op different number of inits and region iter_args: 0 != 18446744073709551615",
  },
  {
    name: "scf.forall's own verifier comes before LoopLikeOpInterface's (a region check)",
    text: 'func.func @f(%t: tensor<4xf32>) {\n  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>}> ({\n  ^bb0:\n    "scf.forall.in_parallel"() ({}) : () -> ()\n  }) : (tensor<4xf32>) -> tensor<4xf32>\n  return\n}\n',
    expected: "within split at input.mlir:1 offset :2:8: error: 'scf.forall' op region expects 1 arguments",
  },
  {
    name: "an isolated op is verified when the walk leaves the op holding it, before that op's later siblings",
    text: '"t.outer"() ({\n  "func.func"() ({\n    "func.return"() : () -> ()\n  }, {\n  }) {function_type = () -> (), sym_name = "f"} : () -> ()\n}) : () -> ()\n"t.later"() ({\n  "func.return"() : () -> ()\n}) : () -> ()\n',
    expected: "within split at input.mlir:1 offset :2:3: error: 'func.func' op requires one region",
  },
  {
    name: "the isolation check goes region by region: a use in the unit's block before one nested in an op",
    text: '%0 = "t.def"() : () -> i32\n"builtin.module"() ({\n  "t.a"() ({\n    "t.use1"(%0) : (i32) -> ()\n  }) : () -> ()\n  "t.use2"(%0) : (i32) -> ()\n}) : () -> ()\n',
    expected: "within split at input.mlir:1 offset :6:3: error: 't.use2' op using value defined outside the region",
  },
  {
    name: "the isolation check (a region trait) comes before the unit's dominance",
    text: '%0 = "t.def"() : () -> i32\n"builtin.module"() ({\n  "t.use0"(%1) : (i32) -> ()\n  %1 = "t.def"() : () -> i32\n  "t.a"() ({\n    "t.use1"(%0) : (i32) -> ()\n  }) : () -> ()\n}) : () -> ()\n',
    expected: "within split at input.mlir:1 offset :6:5: error: 't.use1' op using value defined outside the region",
  },
  {
    name: "sparse_tensor: a level specification's missing colon is the parser's plain `expected ':'`",
    text: "#A = #sparse_tensor.encoding<{ map = {l0, l1} (i, j) -> (l0 = i : dense, l1 = j nse) }>\n",
    expected: "within split at input.mlir:1 offset :1:80: error: expected ':'",
  },
  {
    name: "sparse_tensor: without forward-declared level variables a level is no binding (`l0` is undeclared)",
    text: "#A = #sparse_tensor.encoding<{ map = (i, j) -> (l0 = i : dense, j : dense) }>\n",
    expected: "within split at input.mlir:1 offset :1:49: error: use of undeclared identifier",
  },
  {
    name: "HasParent (structural) is checked before IsTerminator",
    text: '"func.return"() : () -> ()\n"t.after"() : () -> ()\n',
    expected: "within split at input.mlir:1 offset :1:1: error: 'func.return' op expects parent op 'func.func'",
  },
  {
    name: "ParentOneOf (structural) is checked before IsTerminator",
    text: '"t.region"() ({\n  "scf.yield"() : () -> ()\n  "t.after"() : () -> ()\n}) : () -> ()\n',
    expected:
      "within split at input.mlir:1 offset :2:3: error: 'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'",
  },
  {
    name: "the op's invariants (a required attribute) come before the Symbol trait",
    text: '"func.func"() <{function_type = () -> ()}> ({\n  "func.return"() : () -> ()\n}) : () -> ()\n',
    expected: "within split at input.mlir:1 offset :1:1: error: 'func.func' op requires attribute 'sym_name'",
  },
  {
    name: "builtin.module's region constraint comes before the SymbolTable trait",
    text: '"builtin.module"() ({\n}) : () -> ()\n',
    expected: "within split at input.mlir:1 offset :1:1: error: 'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks",
  },
  {
    name: "SingleBlockImplicitTerminator's check is a region trait: the op's own verifier speaks first",
    text: 'func.func @f(%a: index) {\n  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({\n  ^bb0(%i: index):\n    %c = arith.constant 0 : index\n  }) : (index, index, index) -> ()\n  return\n}\n',
    expected: "within split at input.mlir:1 offset :2:3: error: 'scf.parallel' op expects body to terminate with 'scf.reduce'",
  },
  {
    name: "a multi-line op in 'block with no terminator, has' starts on a new line",
    text: "func.func @f() {\n  cf.br ^bb1\n^bb1:\n  %0 = scf.execute_region -> i32 {\n    %c = arith.constant 1 : i32\n    scf.yield %c : i32\n  }\n}\n",
    expected: "within split at input.mlir:1 offset :4:8: error: block with no terminator, has ",
  },
  {
    name: "generic operand/type count mismatch: MLIR streams a NUL as the singular's plural char",
    text: '%a = "t.a"() : () -> i32\n"t.b"(%a) : () -> ()\n',
    expected: "within split at input.mlir:1 offset :2:13: error: expected 1 operand type\0 but had 0",
  },
  // Seed 21 (100,000 inputs): the five disagreements of the IR core, four of them fixed here.
  {
    name: "a float element of a dense array is taken before it is checked: the next token's lexer error comes first",
    text: '"t.op"() {a = array<f64: 2\xff1, 3.1>} : () -> ()\n',
    expected: "within split at input.mlir:1 offset :1:27: error: unexpected character",
  },
  {
    name: "a resource blob value is taken before it is checked: the next token's lexer error comes first",
    text: '{-#\n  dialect_resources: {\n    builtin: {\n      r: x0x08000000AB"\n    }\n  }\n#-}\n',
    expected: "within split at input.mlir:1 offset :4:24: error: expected '\"' in string literal",
  },
  {
    name: "`-` then no integer is a plain token error after the minus (no custom-op prefix)",
    text: "func.func @f(%a: i32) {\n  cf.switch %a : i32, [\n    default: ^bb1,\n    --1: ^bb1\n  ]\n^bb1:\n  return\n}\n",
    expected: "within split at input.mlir:1 offset :4:6: error: expected integer value",
  },
  {
    name: "a resource entry's key is an identifier, not a string (MLIR 19)",
    text: '{-#\n  dialect_resources: {\n    builtin: {\n      "r": "0x08000000AB"\n    }\n  }\n#-}\n',
    expected: "within split at input.mlir:1 offset :4:7: error: expected identifier key for 'resource' entry",
  },
];

describe("fuzz findings on MLIR text", () => {
  const dir = mkdtempSync(join(tmpdir(), "tsmlir-fuzz-findings-"));
  for (const finding of FINDINGS) {
    it(finding.name, async () => {
      writeFileSync(join(dir, "input.mlir"), finding.text, "latin1");
      const ours = await runOurs([...ARGS, "input.mlir"], dir);
      expect(ours.stderr).not.toMatch(/^\s+at |internal failure|TypeError|RangeError/m);
      if (finding.accepted === true) {
        expect(ours.code).toBe(0);
        expect(ours.stdout.split("\n")[0]).toBe(finding.expected);
      } else {
        expect(ours.code).toBe(1);
        expect(ours.stderr.split("\n")[0]).toBe(finding.expected);
      }
      if (unavailable("mlir-opt") !== undefined || finding.oracleCrashes === true) return;
      const theirs = runMlirOpt([...ARGS, "input.mlir"], dir);
      expect(ours).toEqual(theirs);
    });
  }

  it("an enum property that is no case is refused in property conversion, as mlir-opt does (no exception)", async () => {
    // memref is one of tsmlir's dialects: its enum property is converted and checked as MLIR's
    // generated property conversion does.
    writeFileSync(
      join(dir, "enum.mlir"),
      'func.func @f(%e: f32, %m: memref<4xf32>, %i: index) {\n  %0 = "memref.atomic_rmw"(%e, %m, %i) <{kind = 99 : i64}> : (f32, memref<4xf32>, index) -> f32\n  return\n}\n',
    );
    const ours = await runOurs([...ARGS, "enum.mlir"], dir);
    expect(ours.code).toBe(1);
    expect(ours.stderr.split("\n")[0]).toBe("within split at enum.mlir:1 offset :2:8: error: invalid properties {kind = 99 : i64} for op memref.atomic_rmw: Invalid attribute `kind` in property conversion: 99 : i64");
    if (unavailable("mlir-opt") !== undefined) return;
    expect(ours).toEqual(runMlirOpt([...ARGS, "enum.mlir"], dir));
  });
});

describe("fuzz findings: custom op names and the end of input", () => {
  const dir = mkdtempSync(join(tmpdir(), "tsmlir-fuzz-findings-names-"));
  const CASES: readonly (readonly [name: string, text: string, firstLine: string])[] = [
    [
      "an op name without a dialect is tried in the enclosing op's default dialect only (no func fallback)",
      "module {\n  return\n}\n",
      "within split at input.mlir:1 offset :2:3: error: custom op 'return' is unknown (tried 'builtin.return' as well)",
    ],
    [
      "a name with only a trailing dot has no dialect prefix",
      "func.\n",
      "within split at input.mlir:1 offset :1:1: error: custom op 'func.' is unknown (tried 'builtin.func.' as well)",
    ],
    [
      "in a region whose op has no default dialect the name is tried as `.name`, with the registered dialects noted",
      "func.func @f() {\n  scf.execute_region {\n    sc\n  }\n  return\n}\n",
      "within split at input.mlir:1 offset :3:5: error: Dialect `' not found for custom op 'sc'  (tried '.sc' as well)",
    ],
    [
      "an error at the end of input is reported on its last character",
      '"t.a"() {x = dense<[1, -',
      "within split at input.mlir:1 offset :1:24: error: expected integer or floating point literal",
    ],
  ];
  for (const [name, text, firstLine] of CASES) {
    it(name, async () => {
      writeFileSync(join(dir, "input.mlir"), text, "latin1");
      const ours = await runOurs([...ARGS, "input.mlir"], dir);
      expect(ours.code).toBe(1);
      expect(ours.stderr.split("\n")[0]).toBe(firstLine);
      if (unavailable("mlir-opt") !== undefined) return;
      expect(ours).toEqual(runMlirOpt([...ARGS, "input.mlir"], dir));
    });
  }
});

describe("element counts beyond 2^53 (ShapedType.getNumElements)", () => {
  it("is the int64 product, wrapping as MLIR's does, and exact where it matters", async () => {
    const { MLIRContext, IntegerType, RankedTensorType } = await import("../../src/ir/index.js");
    const context = new MLIRContext();
    const i8 = IntegerType.get(context, 8);
    expect(RankedTensorType.get([4611686018427387905n, 4], i8).getNumElements()).toBe(4);
    expect(RankedTensorType.get([4294967296, 4294967296], i8).getNumElements()).toBe(0);
    expect(RankedTensorType.get([9007199254740993n], i8).getNumElements()).toBe(9007199254740992);
    expect(RankedTensorType.get([3, 5, 7], i8).getNumElements()).toBe(105);
    expect(RankedTensorType.get([2 ** 40, 2 ** 12], i8).getNumElements()).toBe(2 ** 52);
  });

  it("hex payloads are checked against the wrapped count, and printed as MLIR prints them", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tsmlir-fuzz-findings-numel-"));
    const text = [
      '"t.a"() {x = dense<"0x01020304"> : tensor<4611686018427387905x4xi8>} : () -> ()',
      '"t.a"() {x = dense<"0x"> : tensor<4294967296x4294967296xi8>} : () -> ()',
      '"t.a"() {x = dense<"0x"> : tensor<4294967296x4294967296xi1>} : () -> ()',
    ].join("\n// -----\n");
    writeFileSync(join(dir, "input.mlir"), `${text}\n`);
    const ours = await runOurs([...ARGS, "input.mlir"], dir);
    expect(ours.code).toBe(0);
    expect(ours.stdout).toContain('"t.a"() {x = dense<[[1, 2, 3, 4]]> : tensor<4611686018427387905x4xi8>} : () -> ()');
    expect(ours.stdout).toContain('"t.a"() {x = dense<> : tensor<4294967296x4294967296xi1>} : () -> ()');
    if (unavailable("mlir-opt") !== undefined) return;
    expect(ours).toEqual(runMlirOpt([...ARGS, "input.mlir"], dir));
  });
});

describe("printing IR that does not verify (MLIR's AsmState: verify, else the generic form)", () => {
  it("prints an op a custom printer cannot handle generically instead of throwing", async () => {
    const { MLIRContext } = await import("../../src/ir/index.js");
    const { parseSourceString, printOperation } = await import("../../src/api/text.js");
    const { registerAllDialects } = await import("../../src/api/index.js");
    const context = new MLIRContext({ allowUnregisteredDialects: true });
    registerAllDialects(context);
    // Segment sizes that do not cover the operand: memref.subview's custom printer reads
    // its operand groups through them.
    const text =
      'func.func @f(%r: memref<8xf32>) {\n  %0 = "memref.subview"(%r) <{static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>, operandSegmentSizes = array<i32: 0, 0, 0, 0>}> : (memref<8xf32>) -> memref<4xf32, strided<[1]>>\n  return\n}\n';
    const module = parseSourceString(text, context, { verifyAfterParse: false });
    const printed = printOperation(module);
    expect(printed).toBe(printOperation(module, { printGenericOpForm: true }));
    expect(printed).toContain('"memref.subview"(%arg0)');
    // Told the IR verifies, the printer takes the custom form (which is why it must be true).
    expect(() => printOperation(module, { assumeVerified: true })).toThrow();
  });

  it("prints IR that verifies in the custom form", async () => {
    const { MLIRContext } = await import("../../src/ir/index.js");
    const { parseSourceString, printOperation } = await import("../../src/api/text.js");
    const { registerAllDialects } = await import("../../src/api/index.js");
    const context = new MLIRContext();
    registerAllDialects(context);
    const module = parseSourceString("func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n", context);
    expect(printOperation(module)).toContain("%0 = arith.addi %arg0, %arg0 : i32");
  });
});

describe("fuzz findings on TableGen (scripts/fuzz-tablegen.ts, seed 18)", () => {
  const dir = mkdtempSync(join(tmpdir(), "tsmlir-fuzz-findings-td-"));
  writeFileSync(join(dir, "body.td"), "int y = 3;\nlet x = 5;\n");
  writeFileSync(join(dir, "guarded.td"), "#ifndef GUARDED\n#define GUARDED\nclass G;\n#endif\n");
  const CASES: readonly (readonly [name: string, text: string, accepted: boolean, output: string])[] = [
    // LLVM's prepIsDirective reads the byte after the word: the buffer's NUL terminator at its end.
    ["a directive at the very end of the buffer is no directive (`#` is a paste token)", "#ifndef A\n#define A\ndef x;\n#endif", false, ":4:1: error: "],
    ["byte 0xFF after a directive reads as EOF: the directive is one, with text after it", "#ifndef A\n#define A\ndef x;\n#endif\xff\n", false, ":4:7: error: Only comments are supported after #endif"],
    ["include inside a record body splices the file's body items", 'class A { int x = 1; include "body.td" }\ndef B : A;\n', true, "  int y = 3;"],
    ["a guarded re-include inside a body is empty", 'include "guarded.td"\nclass A { int x = 1; include "guarded.td" }\ndef B : A;\n', true, "def B {\t// A"],
  ];
  for (const [name, text, accepted, output] of CASES) {
    it(name, async () => {
      const { runCaptured } = await import("../tablegen/cli-capture.js");
      writeFileSync(join(dir, "input.td"), text, "latin1");
      const ours = await runCaptured(["--print-records", "-I", dir, join(dir, "input.td")]);
      const stderr = ours.stderr.toString("latin1");
      expect(stderr).not.toMatch(/internal failure|TypeError|RangeError/);
      expect(ours.status === 0).toBe(accepted);
      if (accepted) expect(ours.stdout.toString("latin1")).toContain(output);
      else expect(stderr.split("\n")[0]).toContain(output);
      if (unavailable("mlir-tblgen") !== undefined) return;
      const { spawnSync } = await import("node:child_process");
      const { mlirTblgen } = await import("../environment.js");
      const theirs = spawnSync(mlirTblgen, ["--print-records", "-I", dir, join(dir, "input.td")], { encoding: "latin1" });
      expect(theirs.status === 0).toBe(accepted);
      if (accepted) expect(ours.stdout.toString("latin1")).toBe(theirs.stdout);
    });
  }
});

describe("the text fuzzer's class 'inside a dialect tsmlir does not define' (scripts/fuzz-mlir.ts)", () => {
  it("holds only for an error offset within such an attribute's balanced body", async () => {
    const { firstErrorOffset, insideUndefinedDialectSyntax } = await import("../../scripts/fuzz-mlir.js");
    const registered = new Set(["sparse_tensor", "func", "builtin"]);
    const defined = new Set(["func", "builtin"]);
    const text = [
      "// #sparse_tensor.encoding<{ in a comment",
      "#BSR = #sparse_tensor.encoding<{",
      "  map = (i, j) ->",
      "  ( i floordiv 2 : dense,",
      "    j : compressed )",
      "}>",
      'func.func @f() { "t.a"() : () -> () }',
    ].join("\n");
    const at = (line: number, col: number): number => firstErrorOffset(`within split at x.mlir:1 offset :${line}:${col}: error: e`, text) as number;
    expect(text.slice(at(4, 5), at(4, 6))).toBe("i");
    expect(insideUndefinedDialectSyntax(text, at(4, 5), registered, defined)).toBe(true);
    expect(insideUndefinedDialectSyntax(text, at(6, 2), registered, defined)).toBe(true);
    expect(insideUndefinedDialectSyntax(text, at(7, 1), registered, defined)).toBe(false);
    expect(insideUndefinedDialectSyntax(text, at(1, 10), registered, defined)).toBe(false);
    // Unterminated: MLIR reads the rest of the input as its body.
    const open = "#A = #sparse_tensor.encoding<{ map = (i) -> (i : dense)\nfunc.func @f()\n";
    expect(insideUndefinedDialectSyntax(open, open.length - 2, registered, defined)).toBe(true);
  });
});
