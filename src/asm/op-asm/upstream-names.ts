// Result names that upstream ops suggest through OpAsmOpInterface::getAsmResultNames
// (implemented by hand in MLIR): `%c42_i32`, `%true`, `%cst`, `%idx5`. The printer
// uniquifies clashes as MLIR does: `name_N` with one conflict counter shared by all names.
import { IntegerAttr } from "../../ir/attributes.js";
import type { Operation } from "../../ir/operation.js";
import { IntegerType } from "../../ir/types.js";
import { typeToString } from "../print-helpers.js";

function integerText(attr: IntegerAttr): string {
  return String(attr.value);
}

/** The name suggested for the (single) result of `op`, without `%`, or undefined. */
export function upstreamResultName(op: Operation): string | undefined {
  switch (op.name.name) {
    case "arith.constant": {
      const value = op.getAttr("value");
      if (!(value instanceof IntegerAttr)) return "cst";
      const type = op.numResults === 1 ? op.getResult(0).type : undefined;
      if (type instanceof IntegerType && type.width === 1) return value.value === 0 || value.value === 0n ? "false" : "true";
      return type instanceof IntegerType ? `c${integerText(value)}_${typeToString(type)}` : `c${integerText(value)}`;
    }
    case "index.constant": {
      const value = op.getAttr("value");
      return value instanceof IntegerAttr ? `idx${integerText(value)}` : undefined;
    }
    case "index.bool.constant": {
      const value = op.getAttr("value");
      if (value instanceof IntegerAttr) return value.value === 0 || value.value === 0n ? "false" : "true";
      return undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Names for each result of `op` as MLIR's SSA namer would ask the op for them
 * (OpAsmOpInterface::getAsmResultNames): the hand-written ones above for single results,
 * else ODS's generated rule for ops with several results of which some are named
 * (`%sum, %overflow = arith.addui_extended ...`), read from `extra.odsResultNames`
 * (the ODS result names, "" when unnamed) of the op's registration.
 */
export function suggestedResultNames(op: Operation): ReadonlyArray<string | undefined> | undefined {
  if (op.numResults === 1) {
    const name = upstreamResultName(op);
    return name === undefined ? undefined : [name];
  }
  if (op.numResults < 2) return undefined;
  const names = op.name.info?.extra?.["odsResultNames"];
  if (!Array.isArray(names) || names.length !== op.numResults) return undefined;
  if (names.every((n) => typeof n !== "string" || n.length === 0)) return undefined;
  return names.map((n) => (typeof n === "string" && n.length > 0 ? n : undefined));
}
