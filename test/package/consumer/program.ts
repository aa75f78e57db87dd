// A user's program in a project that installed the tsmlir tarball: builds a function with
// the builtin, func and arith dialects, verifies and prints it, parses the text back, and
// round-trips it through bytecode. Type-checked with `tsc --strict`, then run with node.
import { writeFileSync } from "node:fs";
import * as ir from "tsmlir";
import { typed } from "tsmlir/dialect";
import { AddIOp, ConstantOp } from "tsmlir/dialects/arith";
import { FuncOp, ReturnOp } from "tsmlir/dialects/func";
import type { OptMainOptions } from "tsmlir/opt";

const registry = new ir.DialectRegistry();
ir.registerAllDialects(registry);
const context = new ir.MLIRContext({ registry });
const loc = ir.FileLineColLoc.get(context, "program.ts", 12, 1);
const i32 = ir.IntegerType.get(context, 32);

const module = ir.createModuleOp(context, loc);
const builder = ir.OpBuilder.atBlockEnd(ir.moduleBody(module), context);
const func = FuncOp.build(builder, loc, {
  symName: ir.StringAttr.get(context, "increment"),
  functionType: ir.TypeAttr.get(ir.FunctionType.get(context, [i32], [i32])),
});
const entry = builder.createBlock(func.getBody(), [i32], [loc]);
const [x] = entry.arguments.map((arg) => typed(arg, ir.IntegerType));
if (x === undefined) throw new Error("one argument");
const one = ConstantOp.build(builder, loc, { value: ir.IntegerAttr.get(i32, 1) }).getResult();
const sum = AddIOp.build(builder, loc, { lhs: x, rhs: typed(one, ir.IntegerType) }).getResult();
ReturnOp.build(builder, loc, { operands: [sum] });

const errors = ir.verify(module);
if (errors.length > 0) throw errors[0];
const text = ir.printOperation(module);
const reparsed = ir.parseSourceString(text, context, { fileName: "increment.mlir" });
if (ir.printOperation(reparsed) !== text) throw new Error("text round trip changed the IR");
const bytecode = ir.writeBytecode(reparsed);
if (ir.printOperation(ir.readBytecode(bytecode, context)) !== text) throw new Error("bytecode round trip changed the IR");
writeFileSync("increment.mlir", text);
writeFileSync("increment.mlirbc", bytecode);

const options: OptMainOptions = { programName: "consumer-opt" };
process.stdout.write(`${text}round trips: identical (${options.programName ?? ""})\n`);
