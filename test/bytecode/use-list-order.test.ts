// Use-list orders: after ops are moved, use lists no longer follow program order; the
// writer must record orders so that reading the bytecode back rebuilds the same lists.
// The numbering marks the values whose lists are out of order (a pair check per operand,
// across blocks and regions too); this checks that every such list round-trips.
import { describe, expect, it } from "vitest";
import { MLIRContext } from "../../src/ir/context.js";
import type { Operation, Value } from "../../src/ir/operation.js";
import { parseSourceFile } from "../../src/asm/parser.js";
import { SourceFile } from "../../src/support/source.js";
import { registerAllDialects } from "../../src/dialects/index.js";
import { AsmTextualCodec, readBytecodeIR, writeBytecode } from "../../src/bytecode/index.js";

const SOURCE = `
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = scf.execute_region -> i32 {
    %2 = arith.muli %a, %a : i32
    %3 = arith.addi %2, %0 : i32
    scf.yield %3 : i32
  }
  %4 = arith.subi %a, %1 : i32
  %5 = arith.xori %b, %a : i32
  %6 = arith.ori %0, %0 : i32
  cf.br ^bb1(%4 : i32)
^bb1(%x: i32):
  %7 = arith.andi %x, %a : i32
  %8 = arith.addi %7, %0 : i32
  return %8 : i32
}
`;

function parse(context: MLIRContext): Operation {
  const { module } = parseSourceFile(new SourceFile("use-lists.mlir", SOURCE), context, { allowUnregisteredDialect: true });
  return module;
}

/** Every op in pre-order. */
function preorder(root: Operation): Operation[] {
  const ops: Operation[] = [];
  const visit = (op: Operation): void => {
    ops.push(op);
    for (const region of op.regions) for (let b = region.firstBlock; b !== null; b = b.next) for (let o = b.firstOp; o !== null; o = o.next) visit(o);
  };
  visit(root);
  return ops;
}

/** Each value's use list as (owner's pre-order index, operand number) pairs, values in pre-order. */
function useLists(root: Operation): string[] {
  const ops = preorder(root);
  const index = new Map(ops.map((op, i) => [op, i]));
  const values: Value[] = [];
  for (const op of ops) {
    for (const region of op.regions) for (let b = region.firstBlock; b !== null; b = b.next) values.push(...b.arguments);
    values.push(...op.results);
  }
  return values.map((v) => {
    const uses: string[] = [];
    for (let u = v.firstUse; u !== null; u = u.nextUse) uses.push(`${index.get(u.owner)}.${u.index}`);
    return uses.join(" ");
  });
}

function roundTrip(module: Operation, version?: number): string[] {
  const bytes = writeBytecode(module, { textual: new AsmTextualCodec(), ...(version === undefined ? {} : { version }) });
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  registerAllDialects(context);
  const { ops } = readBytecodeIR(bytes, { context, textual: new AsmTextualCodec() });
  return useLists(ops[0] as Operation);
}

describe("use-list orders", () => {
  it("round-trip when ops are moved across blocks and regions", () => {
    const context = new MLIRContext({ allowUnregisteredDialects: true });
    registerAllDialects(context);
    const module = parse(context);
    const ops = preorder(module);
    const named = (name: string, nth = 0): Operation => ops.filter((op) => op.name.name === name)[nth] as Operation;
    // Out of program order: the first addi after the xori, the ori before the region op's
    // first nested op's parent, the xori to the front of the entry block.
    named("arith.addi").moveAfter(named("arith.xori"));
    named("arith.xori").moveBefore(named("func.func").regions[0]?.firstBlock?.firstOp as Operation);
    named("arith.ori").moveBefore(named("scf.execute_region"));
    const expected = useLists(module);
    // Without orders (version 2 has none) the lists come back different: there is something to record.
    expect(roundTrip(module, 2)).not.toEqual(expected);
    expect(roundTrip(module)).toEqual(expected);
    expect(roundTrip(module, 3)).toEqual(expected);
  });

  it("write nothing extra for lists already in order", () => {
    const context = new MLIRContext({ allowUnregisteredDialects: true });
    registerAllDialects(context);
    const module = parse(context);
    const expected = useLists(module);
    expect(roundTrip(module)).toEqual(expected);
  });
});
