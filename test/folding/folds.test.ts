import { describe, expect, it } from "vitest";
import {
  BlockArgument,
  DenseIntOrFPElementsAttr,
  FunctionType,
  IndexType,
  IntegerAttr,
  IntegerType,
  MLIRContext,
  OpBuilder,
  SymbolRefAttr,
  UnknownLoc,
  denseAPFloatAt,
  walkOps,
  type OpFoldResult,
  type Operation,
} from "../../src/ir/index.js";
import { registerAllDialects } from "../../src/dialects/index.js";
import { parseSourceFile } from "../../src/asm/parser.js";
import { SourceFile } from "../../src/support/source.js";
import {
  foldFunctions,
  foldHookFor,
  materializeArithConstant,
  materializeFuncConstant,
  materializeIndexConstant,
} from "../../src/dialects/folding/index.js";
import { constantValueOf } from "../../src/dialects/folding/matchers.js";

function parse(text: string): { context: MLIRContext; ops: (name: string) => Operation[] } {
  const context = new MLIRContext();
  registerAllDialects(context);
  const module = parseSourceFile(new SourceFile("t.mlir", text), context, { allowUnregisteredDialect: false }).module;
  return {
    context,
    ops: (name) => {
      const found: Operation[] = [];
      walkOps(module, (op) => {
        if (op.name.name === name) found.push(op);
      });
      return found;
    },
  };
}

function fold(op: Operation): { ok: boolean; results: OpFoldResult[] } {
  const results: OpFoldResult[] = [];
  const ok = foldHookFor(op.name.name)(op, op.getOperands().map(constantValueOf), results);
  return { ok, results };
}

describe("fold functions", () => {
  it("cover every op with a folder in MLIR 19's seven dialects", () => {
    const names = [...foldFunctions.keys()];
    expect(names.filter((n) => n.startsWith("arith.")).length).toBe(49);
    expect(names.filter((n) => n.startsWith("math.")).length).toBe(35);
    expect(names.filter((n) => n.startsWith("index.")).length).toBe(25);
    expect(names.filter((n) => n.startsWith("tensor.")).length).toBe(16);
    expect(names).toContain("scf.if");
    expect(names).toContain("func.constant");
    expect(names).toContain("builtin.unrealized_conversion_cast");
  });

  it("fold identities to existing values and constants to attributes", () => {
    const { ops } = parse(`
      func.func @f(%x: i32) -> (i32, i32, i32) {
        %c0 = arith.constant 0 : i32
        %c7 = arith.constant 7 : i32
        %a = arith.addi %x, %c0 : i32
        %b = arith.muli %c7, %c7 : i32
        %c = arith.subi %x, %x : i32
        return %a, %b, %c : i32, i32, i32
      }`);
    const [add] = ops("arith.addi");
    const r1 = fold(add as Operation);
    expect(r1.ok).toBe(true);
    expect(r1.results[0]).toBeInstanceOf(BlockArgument);
    const r2 = fold(ops("arith.muli")[0] as Operation);
    expect((r2.results[0] as IntegerAttr).value).toBe(49);
    const r3 = fold(ops("arith.subi")[0] as Operation);
    expect((r3.results[0] as IntegerAttr).value).toBe(0);
  });

  it("update in place: cmpi moves its constant right, commutative ops too (trait fold)", () => {
    const { ops } = parse(`
      func.func @f(%x: i32) -> (i1, i32) {
        %c = arith.constant 5 : i32
        %p = arith.cmpi slt, %c, %x : i32
        %s = arith.addi %c, %x : i32
        return %p, %s : i1, i32
      }`);
    const cmp = ops("arith.cmpi")[0] as Operation;
    const r = fold(cmp);
    expect(r).toEqual({ ok: true, results: [] });
    expect(cmp.getOperand(0)).toBeInstanceOf(BlockArgument);
    expect((cmp.getAttr("predicate") as IntegerAttr).value).toBe(4); // sgt
    const add = ops("arith.addi")[0] as Operation;
    expect(fold(add)).toEqual({ ok: true, results: [] });
    expect(add.getOperand(0)).toBeInstanceOf(BlockArgument);
    // Folding again finds nothing more to do.
    expect(fold(add).ok).toBe(false);
  });

  it("rewires ext(ext(x)) and swaps the regions of scf.if on a negated condition", () => {
    const { ops } = parse(`
      func.func private @a() -> i32
      func.func private @b() -> i32
      func.func @f(%x: i8, %c: i1) -> (i64, i32) {
        %e = arith.extui %x : i8 to i16
        %f = arith.extui %e : i16 to i64
        %t = arith.constant true
        %n = arith.xori %c, %t : i1
        %r = scf.if %n -> i32 {
          %1 = func.call @a() : () -> i32
          scf.yield %1 : i32
        } else {
          %2 = func.call @b() : () -> i32
          scf.yield %2 : i32
        }
        return %f, %r : i64, i32
      }`);
    const outer = ops("arith.extui")[1] as Operation;
    expect(fold(outer).ok).toBe(true);
    expect(outer.getOperand(0)).toBeInstanceOf(BlockArgument);
    const ifOp = ops("scf.if")[0] as Operation;
    expect(fold(ifOp)).toEqual({ ok: true, results: [] });
    expect(ifOp.getOperand(0)).toBeInstanceOf(BlockArgument);
    const firstCall = ifOp.getRegion(0).firstBlock?.firstOp;
    const callee = firstCall?.getAttr("callee");
    expect(callee instanceof SymbolRefAttr ? callee.rootReference : undefined).toBe("b");
  });

  it("makes the attribute the same text parses to (dense elements of odd widths, floats)", () => {
    const { ops } = parse(`
      func.func @f() -> (vector<4xi3>, vector<4xi3>, f16) {
        %a = arith.constant dense<[1, -2, 3, -4]> : vector<4xi3>
        %b = arith.constant dense<[-1, -1, 0, 0]> : vector<4xi3>
        %expected = arith.constant dense<[0, -3, 3, -4]> : vector<4xi3>
        %s = arith.addi %a, %b : vector<4xi3>
        %h = arith.constant 1.5 : f16
        %g = arith.addf %h, %h : f16
        %three = arith.constant 3.0 : f16
        return %s, %expected, %g : vector<4xi3>, vector<4xi3>, f16
      }`);
    const constants = ops("arith.constant");
    const expected = constants[2]?.getAttr("value");
    expect(fold(ops("arith.addi")[0] as Operation).results[0]).toBe(expected);
    expect(fold(ops("arith.addf")[0] as Operation).results[0]).toBe(constants[4]?.getAttr("value"));
  });

  it("folds a splat once, whatever its size, and large dense operands element by element", () => {
    const n = 1 << 20;
    const { ops } = parse(`
      func.func @f() -> (tensor<${n}xi32>, tensor<4096xf32>) {
        %a = arith.constant dense<7> : tensor<${n}xi32>
        %s = arith.muli %a, %a : tensor<${n}xi32>
        %x = arith.constant dense<[${Array.from({ length: 4096 }, (_, i) => (i % 2 === 0 ? "0x7FC00001" : String(i / 8))).join(", ")}]> : tensor<4096xf32>
        %y = arith.addf %x, %x : tensor<4096xf32>
        return %s, %y : tensor<${n}xi32>, tensor<4096xf32>
      }`);
    const product = fold(ops("arith.muli")[0] as Operation).results[0] as DenseIntOrFPElementsAttr;
    expect(product.isSplat).toBe(true);
    expect(product.data.length).toBe(4);
    const sum = fold(ops("arith.addf")[0] as Operation).results[0] as DenseIntOrFPElementsAttr;
    expect(denseAPFloatAt(sum, 3).toFloat()).toBe((3 / 8) * 2);
    expect(denseAPFloatAt(sum, 2).toBits()).toBe(0x7fc00001n);
  });

  it("materializes constants through the folded op's dialect", () => {
    const { context } = parse(`func.func private @g()`);
    const builder = new OpBuilder(context);
    const loc = UnknownLoc.get(context);
    const i32 = IntegerType.get(context, 32);
    const index = IndexType.get(context);
    const seven = IntegerAttr.get(i32, 7);
    expect(materializeArithConstant(builder, seven, i32, loc)?.name.name).toBe("arith.constant");
    expect(materializeArithConstant(builder, seven, index, loc)).toBeUndefined();
    expect(materializeArithConstant(builder, IntegerAttr.get(IntegerType.get(context, 8, "unsigned"), 1), IntegerType.get(context, 8, "unsigned"), loc)).toBeUndefined();
    expect(materializeIndexConstant(builder, IntegerAttr.get(index, 3), index, loc)?.name.name).toBe("index.constant");
    expect(materializeIndexConstant(builder, IntegerAttr.bool(context, true), IntegerType.get(context, 1), loc)?.name.name).toBe("index.bool.constant");
    expect(materializeIndexConstant(builder, seven, i32, loc)).toBeUndefined();
    const fnType = FunctionType.get(context, [], []);
    expect(materializeFuncConstant(builder, SymbolRefAttr.get(context, "g"), fnType, loc)?.name.name).toBe("func.constant");
  });
});
