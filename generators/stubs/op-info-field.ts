// The `bytecodeProperties` member of a generated op's registration: the codec of its
// properties, built at run time from the layout ODS facts give (generators/stubs/layout.ts),
// so a generated dialect's ops are written to bytecode as mlir-opt writes them. The op
// generator (generators/dialect/ops.ts) and the stub generator both emit it through here.
import type { Operator } from "../../src/ods/index.js";
import type { RecordKeeper } from "../../src/ods/access.js";
import { propertyLayout } from "./layout.js";
import { literal } from "./literal.js";

/**
 * The codec expression (undefined when the op has no properties); `rt` is the op runtime's
 * import name; `natives`, an expression of the encodings of the op's native properties by
 * name, when they are generated from their code.
 */
export function bytecodePropertiesCodec(op: Operator, keeper: RecordKeeper, rt = "rt", natives?: string): string | undefined {
  const { layout, bitEnums } = propertyLayout(op, keeper, natives !== undefined);
  if (layout === "") return undefined;
  const enums = bitEnums.map(
    (e) => `{ name: ${literal(e.name)}, attribute: ${literal(e.attribute)}, none: ${literal(e.none)}, bits: [${e.bits.map(literal).join(", ")}], separator: ${literal(e.separator)} }`,
  );
  const args = [literal(op.operationName), literal(layout), ...(enums.length > 0 || natives !== undefined ? [`[${enums.join(", ")}]`] : []), ...(natives !== undefined ? [natives] : [])];
  return `${rt}.odsPropertiesCodec(${args.join(", ")})`;
}

/** The registration field lines of an op-info object literal (none when the op has no properties). */
export function bytecodePropertiesField(op: Operator, keeper: RecordKeeper, rt = "rt"): string[] {
  const codec = bytecodePropertiesCodec(op, keeper, rt);
  return codec === undefined ? [] : [`  bytecodeProperties: ${codec},`];
}
