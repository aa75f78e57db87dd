// The `bytecodeProperties` member of a generated op's registration: the codec of its
// properties, built at run time from the layout ODS facts give (generators/stubs/layout.ts),
// so a generated dialect's ops are written to bytecode as mlir-opt writes them. The op
// generator (generators/dialect/op-info.ts) emits it through this function.
import type { Operator } from "../../src/ods/index.js";
import type { RecordKeeper } from "../../src/ods/access.js";
import { propertyLayout } from "./layout.js";
import { literal } from "./literal.js";

/** The registration field lines (none when the op has no properties); `rt` is the op runtime's import name. */
export function bytecodePropertiesField(op: Operator, keeper: RecordKeeper, rt = "rt"): string[] {
  const { layout, bitEnums } = propertyLayout(op, keeper);
  if (layout === "") return [];
  const enums = bitEnums.map(
    (e) => `{ name: ${literal(e.name)}, attribute: ${literal(e.attribute)}, none: ${literal(e.none)}, bits: [${e.bits.map(literal).join(", ")}], separator: ${literal(e.separator)} }`,
  );
  const args = [literal(op.operationName), literal(layout), ...(enums.length > 0 ? [`[${enums.join(", ")}]`] : [])];
  return [`  bytecodeProperties: ${rt}.odsPropertiesCodec(${args.join(", ")}),`];
}
