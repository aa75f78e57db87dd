// A Toy program built with the typed API generated from examples/toy/Toy.td: the same
// function as examples/toy/sample.mlir. Operand types are checked at compile time (a
// struct where an f64 tensor is expected does not compile), result types are inferred
// where the .td says how (constant, round, label), and the dialect's verifiers run on it.
//
//   npx tsx --conditions=tsmlir-source examples/toy/build.ts [--generic]
import { pathToFileURL } from "node:url";
import * as ir from "tsmlir";
import { ConstantOp, LabelAttr, LabelOp, MulOp, PrintOp, ReshapeOp, RoundOp, Rounding, RoundingAttr, StructAccessOp, StructConstantOp, StructType, TransposeOp } from "./toy.js";
import { FuncOp, ReturnOp } from "tsmlir/dialects/func";
import { toyDialect } from "./toy-hooks.js";

/** A dense f64 tensor constant of the given shape (values in row-major order). */
function f64Tensor(context: ir.MLIRContext, shape: readonly number[], values: readonly number[]): ir.DenseIntOrFPElementsAttr {
  const type = ir.RankedTensorType.get(shape, ir.FloatType.get(context, "f64"));
  return ir.DenseIntOrFPElementsAttr.getFromRawData(type, new Uint8Array(new Float64Array(values).buffer));
}

/** A module holding `func.func @main`, the program of sample.mlir. */
export function buildToyProgram(context: ir.MLIRContext): ir.Operation {
  const loc = ir.FileLineColLoc.get(context, "examples/toy/build.ts", 1, 1);
  const module = ir.createModuleOp(context, loc);
  const builder = ir.OpBuilder.atBlockEnd(ir.moduleBody(module), context);
  const main = FuncOp.build(builder, loc, {
    symName: ir.StringAttr.get(context, "main"),
    functionType: ir.TypeAttr.get(ir.FunctionType.get(context, [], [])),
  });
  builder.createBlock(main.getBody(), [], []);
  const f64 = ir.FloatType.get(context, "f64");
  const matrix3x2 = ir.RankedTensorType.get([3, 2], f64);

  const a = ConstantOp.build(builder, loc, { value: f64Tensor(context, [2, 3], [1, 2, 3, 4, 5, 6]) }).getResult();
  const b = ReshapeOp.build(builder, loc, { input: a, resultType: matrix3x2 }).getResult();
  const t = TransposeOp.build(builder, loc, { input: a, resultType: matrix3x2 }).getResult();
  const p = MulOp.build(builder, loc, { lhs: b, rhs: t, resultType: matrix3x2 }).getResult();
  const r = RoundOp.build(builder, loc, { input: p, mode: RoundingAttr.get(context, Rounding.nearest) }).getResult();
  const l = LabelOp.build(builder, loc, { input: r, label: LabelAttr.get(context, "scaled", 2) }).getResult();

  const scalar = f64Tensor(context, [], [1]);
  const pair = f64Tensor(context, [2], [2, 3]);
  const struct = StructType.get(context, [scalar.type, pair.type]);
  const s = StructConstantOp.build(builder, loc, { value: ir.ArrayAttr.get(context, [scalar, pair]), outputType: struct }).getOutput();
  const e = StructAccessOp.build(builder, loc, { input: s, index: ir.IntegerAttr.get(ir.IntegerType.get(context, 64), 1n), outputType: pair.type }).getOutput();

  PrintOp.build(builder, loc, { input: l });
  PrintOp.build(builder, loc, { input: e });
  ReturnOp.build(builder, loc, { operands: [] });
  return module;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const context = new ir.MLIRContext();
  ir.registerAllDialects(context);
  context.loadDialect(toyDialect);
  const module = buildToyProgram(context);
  const errors = ir.verify(module);
  if (errors.length > 0) throw errors[0];
  process.stdout.write(ir.printOperation(module, { printGenericOpForm: process.argv.includes("--generic") }));
}
