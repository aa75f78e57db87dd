// The build-time API: evaluate a .td file with tsmlir's TableGen (the package's defs/ is on
// the include path), then read its records and the validated ODS model built from them.
// Run with `npx tsx --conditions=tsmlir-source examples/read-records.ts`.
import { join } from "node:path";
import { buildOdsModel, defsDirectory, evaluateTableGenFile } from "tsmlir/tablegen";

const records = evaluateTableGenFile(join(defsDirectory(), "mlir/Dialect/Arith/IR/ArithOps.td"), { includeDirs: [defsDirectory()] });
for (const op of records.getAllDerivedDefinitions("Op").slice(0, 3)) {
  const format = op.getValueAsOptionalString("assemblyFormat");
  console.log(`${op.name}: arith.${op.getValueAsString("opName")}${format === undefined ? "" : `, format ${JSON.stringify(format.trim())}`}`);
}
const model = buildOdsModel(records);
console.log(`${model.operators.length} ops in ${model.dialects.map((dialect) => dialect.name).join(", ")}`);
