// The generated builders are typed: a wrong operand type or a missing required operand or
// attribute does not compile. `compileOnly` carries @ts-expect-error lines that
// `npm run typecheck` checks; the vitest part compiles the same misuses with the TypeScript
// compiler and checks each is rejected (and that the correct uses are accepted and verify).
import { describe, expect, it } from "vitest";
import ts from "typescript";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { typecheck } from "./typecheck.js";
import * as ir from "../../src/ir/index.js";
import { registerAllDialects } from "../../src/dialects/index.js";
import { typed, type TypedValue } from "../../src/dialects/op-runtime.js";
import { AddFOp, AddIOp, CmpIOp, CmpIPredicateAttr, ConstantOp } from "../../generated/arith.js";
import { CallOp, FuncOp, ReturnOp } from "../../generated/func.js";
import { CondBranchOp } from "../../generated/cf.js";
import { repoRoot } from "../dialects/corpus-selection.js";

// Never called: type-level assertions only.
export function compileOnly(builder: ir.OpBuilder, loc: ir.Location, f: TypedValue<ir.FloatType>, i: TypedValue<ir.IntegerType>): void {
  AddFOp.build(builder, loc, { lhs: f, rhs: f });
  AddIOp.build(builder, loc, { lhs: i, rhs: i });
  // @ts-expect-error a float value is not signless-integer-like
  AddIOp.build(builder, loc, { lhs: f, rhs: i });
  // @ts-expect-error an integer value is not floating-point-like
  AddFOp.build(builder, loc, { lhs: i, rhs: i });
  // @ts-expect-error the required operand rhs is missing
  AddIOp.build(builder, loc, { lhs: i });
  // @ts-expect-error the required attribute predicate is missing
  CmpIOp.build(builder, loc, { lhs: i, rhs: i });
  // @ts-expect-error the required attribute function_type is missing
  FuncOp.build(builder, loc, { symName: ir.StringAttr.get(builder.context, "f") });
}

const MISUSES: ReadonlyArray<readonly [string, string]> = [
  ["float operand to arith.addi", "AddIOp.build(b, loc, { lhs: f, rhs: i });"],
  ["integer operand to arith.addf", "AddFOp.build(b, loc, { lhs: i, rhs: i });"],
  ["missing operand of arith.addi", "AddIOp.build(b, loc, { lhs: i });"],
  ["missing attribute of arith.cmpi", "CmpIOp.build(b, loc, { lhs: i, rhs: i });"],
  ["missing attribute of func.func", 'FuncOp.build(b, loc, { symName: ir.StringAttr.get(b.context, "f") });'],
  ["wrong enum keyword", 'CmpIOp.build(b, loc, { lhs: i, rhs: i, predicate: CmpIPredicateAttr.get(b.context, "bogus") });'],
];

/** Type-checks each statement in its own probe file of one program; diagnostics per statement. */
function diagnosticsFor(statements: readonly string[]): ts.Diagnostic[][] {
  const files = statements.map((statement, k) => ({
    name: join(repoRoot, `test/generated/__typed-api-probe-${k}.ts`),
    text: [
      `import * as ir from "../../src/ir/index.js";`,
      `import type { TypedValue } from "../../src/dialects/op-runtime.js";`,
      `import { AddFOp, AddIOp, CmpIOp, CmpIPredicateAttr } from "../../generated/arith.js";`,
      `import { FuncOp } from "../../generated/func.js";`,
      `export function probe(b: ir.OpBuilder, loc: ir.Location, f: TypedValue<ir.FloatType>, i: TypedValue<ir.IntegerType>): void {`,
      `  void [ir, AddFOp, AddIOp, CmpIOp, CmpIPredicateAttr, FuncOp, b, loc, f, i];`,
      `  ${statement}`,
      `}`,
    ].join("\n"),
  }));
  const byName = new Map(files.map((f) => [f.name, f.text]));
  const options: ts.CompilerOptions = {
    strict: true,
    noUncheckedIndexedAccess: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => byName.get(name) ?? readFile(name);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => byName.has(name) || fileExists(name);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language) => {
    const text = byName.get(name);
    return text === undefined ? getSourceFile(name, language) : ts.createSourceFile(name, text, language);
  };
  const program = ts.createProgram(files.map((f) => f.name), options, host);
  return files.map((f) => [...ts.getPreEmitDiagnostics(program, program.getSourceFile(f.name))]);
}

describe("typed op builders", () => {
  it("reject wrong operand types and missing operands/attributes at compile time", () => {
    const [accepted = [], ...results] = diagnosticsFor([
      "AddIOp.build(b, loc, { lhs: i, rhs: i }); AddFOp.build(b, loc, { lhs: f, rhs: f });",
      ...MISUSES.map(([, statement]) => statement),
    ]);
    expect(accepted.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"))).toEqual([]);
    let rejected = 0;
    MISUSES.forEach(([what], k) => {
      if ((results[k] ?? []).length > 0) rejected++;
      else console.log(`not rejected: ${what}`);
    });
    console.log(`typed builders: ${rejected}/${MISUSES.length} misuses rejected by tsc`);
    expect(rejected).toBe(MISUSES.length);
  }, 120_000);

  it("build ops that verify, with inferred result types", () => {
    const context = new ir.MLIRContext();
    registerAllDialects(context);
    const loc = ir.UnknownLoc.get(context);
    const module = ir.createModuleOp(context, loc);
    const builder = ir.OpBuilder.atBlockEnd(ir.moduleBody(module), context);
    const i32 = ir.IntegerType.get(context, 32);
    const c = ConstantOp.build(builder, loc, { value: ir.IntegerAttr.get(i32, 7) });
    const value = typed(c.getResult(), ir.IntegerType);
    const sum = AddIOp.build(builder, loc, { lhs: value, rhs: value });
    expect(sum.getResult().type).toBe(i32);
    const i1 = ir.IntegerType.get(context, 1);
    // The i1 result type is inferred (TypesMatchWith<lhs, result, i1SameShape>).
    const cmp = CmpIOp.build(builder, loc, { lhs: value, rhs: value, predicate: CmpIPredicateAttr.get(context, "slt") });
    expect(cmp.getPredicate()).toBe("slt");
    expect(cmp.getResult().type).toBe(i1);
    expect(ir.verify(module)).toEqual([]);
  });

  it("run the builders written in defs (buildWith...)", () => {
    const context = new ir.MLIRContext();
    registerAllDialects(context);
    const loc = ir.UnknownLoc.get(context);
    const module = ir.createModuleOp(context, loc);
    const builder = ir.OpBuilder.atBlockEnd(ir.moduleBody(module), context);
    const i1 = ir.IntegerType.get(context, 1);
    const callee = FuncOp.build(builder, loc, {
      symName: ir.StringAttr.get(context, "callee"),
      functionType: ir.TypeAttr.get(ir.FunctionType.get(context, [], [i1])),
    });
    const calleeEntry = builder.createBlock(callee.getBody());
    const t = ConstantOp.build(builder, loc, { value: ir.IntegerAttr.get(i1, 1) });
    ReturnOp.build(builder, loc, { operands: [t.getResult()] });
    void calleeEntry;
    builder.setInsertionPointToEnd(ir.moduleBody(module));
    const caller = FuncOp.build(builder, loc, {
      symName: ir.StringAttr.get(context, "caller"),
      functionType: ir.TypeAttr.get(ir.FunctionType.get(context, [], [])),
    });
    const entry = builder.createBlock(caller.getBody());
    const exit = builder.createBlock(caller.getBody(), [i1], [loc]);
    ReturnOp.build(builder, loc, { operands: [] });
    builder.setInsertionPointToEnd(entry);
    const call = CallOp.buildWithCalleeOperands(builder, loc, callee);
    expect(call.getOperation().getResultTypes()).toEqual([i1]);
    const condition = call.getOperation().getResult(0);
    const branch = CondBranchOp.buildWithConditionTrueDestTrueOperandsFalseDestFalseOperands(builder, loc, condition, exit, [condition], exit, [condition]);
    expect(Array.from((branch.getOperation().getInherentAttr("operandSegmentSizes") as ir.DenseArrayAttr).values as Int32Array)).toEqual([1, 1, 1]);
    expect(branch.getTrueDestOperands()).toEqual([condition]);
    expect(ir.verify(module)).toEqual([]);
  });
});
