// Builds a function with the typed op classes generated from defs/ and prints it:
//
//   func.func @axpy(%arg0: f32, %arg1: f32, %arg2: f32) -> f32 {
//     %0 = arith.mulf %arg0, %arg1 : f32
//     %1 = arith.addf %0, %arg2 fastmath<fast> : f32
//     return %1 : f32
//   }
//
// Run with `npm run example` (part of the main job), or alone with
// `npx tsx --conditions=tsmlir-source examples/build-function.ts [--generic]`.
// The README shows this file; CI type-checks it (`npm run typecheck`).
import { pathToFileURL } from "node:url";
import * as ir from "tsmlir";
import { typed } from "tsmlir/dialect";
import { AddFOp, FastMathFlags, FastMathFlagsAttr, MulFOp } from "tsmlir/dialects/arith";
import { FuncOp, ReturnOp } from "tsmlir/dialects/func";

/** A module holding `func.func @axpy(a, x, y) = a * x + y` over f32. */
export function buildAxpy(context: ir.MLIRContext): ir.Operation {
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

  // Result types are inferred; a non-float operand, or a missing `rhs`, fails to compile.
  const product = MulFOp.build(builder, loc, { lhs: a, rhs: x }).getResult();
  const fast = FastMathFlagsAttr.get(context, FastMathFlags.fast);
  const sum = AddFOp.build(builder, loc, { lhs: product, rhs: y, fastmath: fast }).getResult();
  ReturnOp.build(builder, loc, { operands: [sum] });
  return module;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const context = new ir.MLIRContext();
  ir.registerAllDialects(context);
  const module = buildAxpy(context);
  const errors = ir.verify(module);
  if (errors.length > 0) throw errors[0];
  process.stdout.write(ir.printOperation(module, { printGenericOpForm: process.argv.includes("--generic") }));
}
