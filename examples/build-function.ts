// Builds a small function with the typed op classes generated from defs/ and prints it:
//
//   func.func @axpy(%a: f32, %x: f32, %y: f32) -> f32 {
//     %0 = arith.mulf %a, %x : f32
//     %1 = arith.addf %0, %y fastmath<fast> : f32
//     return %1 : f32
//   }
//
// Run with `npx tsx examples/build-function.ts` (add `--generic` for the generic form).
// Every op is verified by its generated class.
import * as ir from "../src/ir/index.js";
import { registerAllDialects } from "../src/dialects/index.js";
import { typed } from "../src/dialects/op-runtime.js";
import { printTopLevel } from "../src/asm/printer.js";
import { AddFOp, FastMathFlags, FastMathFlagsAttr, MulFOp } from "../generated/arith.js";
import { FuncOp, ReturnOp } from "../generated/func.js";

const context = new ir.MLIRContext();
registerAllDialects(context);
const loc = ir.UnknownLoc.get(context);
const f32 = ir.FloatType.get(context, "f32");

const module = ir.createModuleOp(context, loc);
const builder = ir.OpBuilder.atBlockEnd(ir.moduleBody(module), context);

const func = FuncOp.build(builder, loc, {
  symName: ir.StringAttr.get(context, "axpy"),
  functionType: ir.TypeAttr.get(ir.FunctionType.get(context, [f32, f32, f32], [f32])),
});
const entry = builder.createBlock(func.getBody(), [f32, f32, f32], [loc, loc, loc]);
const [a, x, y] = entry.arguments.map((arg) => typed(arg, ir.FloatType));
if (a === undefined || x === undefined || y === undefined) throw new Error("entry block has three arguments");

// Result types are inferred (SameOperandsAndResultType); operands must be float-like values.
const product = MulFOp.build(builder, loc, { lhs: a, rhs: x }).getResult();
const sum = AddFOp.build(builder, loc, { lhs: product, rhs: y, fastmath: FastMathFlagsAttr.get(context, FastMathFlags.fast) }).getResult();
ReturnOp.build(builder, loc, { operands: [sum] });

const errors = ir.verify(module);
if (errors.length > 0) throw errors[0];
const generic = process.argv.includes("--generic");
const text = printTopLevel(module, { flags: { printGenericOpForm: generic, printDebugInfo: false, printLocalScope: false } });
process.stdout.write(`${Buffer.concat(text).toString("latin1")}\n`);
