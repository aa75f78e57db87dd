// irdl's op checks that MLIR writes in C++ (IRDL.cpp): names, counts that must agree, and
// the definitions the constraint ops refer to (looked up from the dialect definition's
// parent, so `@dialect::@type`).
import { ArrayAttr, IntegerAttr, StringAttr, SymbolRefAttr, type Operation } from "../../ir/index.js";
import { lookupNearestSymbolFrom } from "../../ir/symbol-table.js";
import { printAttributeText } from "../../asm/standalone.js";
import { variadicities } from "./directives.js";

export function verifyDialect(op: Operation): void {
  const name = op.getAttr("sym_name");
  const text = name instanceof StringAttr ? name.value : "";
  // Dialect::isValidNamespace.
  if (text !== "" && !/^[a-zA-Z_][a-zA-Z_0-9$]*$/.test(text)) throw op.emitOpError("invalid dialect name");
}

/** irdl.operands and irdl.results: one variadicity a value. */
export function verifyValuesWithVariadicity(op: Operation): void {
  const kinds = variadicities(op.getAttr("variadicity")).length;
  if (op.numOperands !== kinds) throw op.emitOpError(`the number of operands and their variadicities must be the same, but got ${op.numOperands} and ${kinds} respectively`);
}

export function verifyAttributes(op: Operation): void {
  const names = op.getAttr("attributeValueNames");
  const count = names instanceof ArrayAttr ? names.value.length : 0;
  if (op.numOperands !== count) throw op.emitOpError(`the number of attribute names and their constraints must be the same but got ${count} and ${op.numOperands} respectively`);
}

export function verifyRegion(op: Operation): void {
  const blocks = op.getAttr("numberOfBlocks");
  if (blocks instanceof IntegerAttr && BigInt(blocks.value) <= 0n) throw op.emitOpError(`the number of blocks is expected to be >= 1 but got ${BigInt(blocks.value)}`);
}

export function verifyBase(op: Operation): void {
  const name = op.getAttr("base_name");
  const hasName = name !== undefined;
  if (hasName === (op.getAttr("base_ref") !== undefined)) throw op.emitOpError("the base type or attribute should be specified by either a name or a reference");
  const text = name instanceof StringAttr ? name.value : "";
  if (text.length > 0 && !text.startsWith("!") && !text.startsWith("#")) throw op.emitOpError("the base type or attribute name should start with '!' or '#'");
}

/** The definition `attribute` names must be an irdl.type or irdl.attribute. */
function verifyTypeOrAttributeReference(op: Operation, attribute: string): void {
  const symbol = op.getAttr(attribute);
  if (!(symbol instanceof SymbolRefAttr)) return;
  let dialect = op.parentOp;
  while (dialect !== null && dialect.name.name !== "irdl.dialect") dialect = dialect.parentOp;
  const scope = dialect?.parentOp ?? null;
  const target = scope === null ? undefined : lookupNearestSymbolFrom(scope, symbol);
  const text = printAttributeText(symbol);
  if (target === undefined) throw op.emitOpError(`symbol '${text}' not found`);
  const kind = target.name.name;
  if (kind !== "irdl.type" && kind !== "irdl.attribute") throw op.emitOpError(`symbol '${text}' does not refer to a type or attribute definition (refers to '${kind}')`);
}

export const verifyBaseSymbolUses = (op: Operation): void => verifyTypeOrAttributeReference(op, "base_ref");
export const verifyParametricSymbolUses = (op: Operation): void => verifyTypeOrAttributeReference(op, "base_type");
