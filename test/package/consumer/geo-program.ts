// A consumer program on the project's own dialect: geo.ts is what
// `npx tsmlir-tblgen --gen-ts-dialect geo.td -o geo.ts` wrote in this project. Builds IR with
// its typed classes (a type, an attribute and an enum attribute of the dialect), verifies and
// prints it, parses it back, round-trips it through bytecode (the attribute and type in the
// encodings geo-bytecode.td declares, geo-dialect.ts), and asks the op interface the .td defines. Type-checked with `tsc --strict`, then run with node.
import { writeFileSync } from "node:fs";
import * as ir from "tsmlir";
import { FuncOp, ReturnOp } from "tsmlir/dialects/func";
import { DistanceOp, LocateOp, Measured, PlaceAttr, PointType, Unit, UnitAttr } from "./geo.js";
import { geoDialect } from "./geo-dialect.js";

const registry = new ir.DialectRegistry();
ir.registerAllDialects(registry);
registry.insert(geoDialect);
const context = new ir.MLIRContext({ registry });
context.getOrLoadDialect("geo");
const loc = ir.FileLineColLoc.get(context, "geo-program.ts", 16, 1);
const f64 = ir.FloatType.get(context, "f64");

const module = ir.createModuleOp(context, loc);
const builder = ir.OpBuilder.atBlockEnd(ir.moduleBody(module), context);
const func = FuncOp.build(builder, loc, {
  symName: ir.StringAttr.get(context, "trip"),
  functionType: ir.TypeAttr.get(ir.FunctionType.get(context, [], [f64])),
});
builder.createBlock(func.getBody(), [], []);
const plane = PointType.get(context, 2);
const from = LocateOp.build(builder, loc, { place: PlaceAttr.get(context, "harbor", 3), pointType: plane }).getPoint();
const to = LocateOp.build(builder, loc, { place: PlaceAttr.get(context, "summit", 1204), pointType: plane }).getPoint();
const distance = DistanceOp.build(builder, loc, { from, to, unit: UnitAttr.get(context, Unit.mile) });
ReturnOp.build(builder, loc, { operands: [distance.getResult()] });

const errors = ir.verify(module);
if (errors.length > 0) throw errors[0];
const text = ir.printOperation(module);
const reparsed = ir.parseSourceString(text, context, { fileName: "geo.mlir" });
if (ir.printOperation(reparsed) !== text) throw new Error("text round trip changed the IR");
const bytecode = ir.writeBytecode(reparsed);
const read = ir.readBytecode(bytecode, context, { fileName: "geo.mlirbc" });
if (ir.printOperation(read) !== text) throw new Error("bytecode round trip changed the IR");
const rewritten = ir.writeBytecode(read);
if (rewritten.length !== bytecode.length || rewritten.some((b, i) => b !== bytecode[i])) throw new Error("bytecode written again differs");
if (ir.printOperation(read, { printGenericOpForm: true }) !== ir.printOperation(module, { printGenericOpForm: true })) throw new Error("bytecode round trip changed the generic form");

// The types and attributes read back are the uniqued ones of this context.
let readDistance: ir.Operation | undefined;
ir.walkOps(read, (op) => {
  if (op.name.name === "geo.distance") readDistance = op;
});
if (readDistance === undefined || readDistance.getOperand(0).type !== plane) throw new Error("the point type did not come back uniqued");
if (readDistance.getInherentAttr("unit") !== UnitAttr.get(context, Unit.mile)) throw new Error("the unit attribute did not come back uniqued");
const measured = Measured.get(readDistance);
if (measured === undefined) throw new Error("geo.distance does not implement Measured");

writeFileSync("geo.mlir", text);
writeFileSync("geo.mlirbc", bytecode);
process.stdout.write(`${text}measured between ${measured.getMeasuredCount()} values\n`);
