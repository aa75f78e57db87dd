// The C++ verifiers of transform's other ops with mlir-opt 19's messages: apply_patterns'
// children, foreach_match's matcher/action lists, split_handle's overflow result,
// num_associations' parameter type, and the position lists of get_operand / get_result.
import { ArrayAttr, DenseArrayAttr, IntegerAttr, IntegerType, IRDiagnosticError, OpaqueType, Type, UnitAttr, type Operation } from "../../ir/index.js";
import { printAttribute, printType } from "../runtime/values.js";
import { isDialectType } from "../ods.js";
import { implementsPatternDescriptorOpInterface } from "./op-kinds.js";
import { errorAt } from "./top-level.js";

export function verifyApplyPatterns(op: Operation): void {
  const body = op.numRegions > 0 ? op.getRegion(0).firstBlock : null;
  if (body === null) return;
  for (const child of body.operations())
    if (!implementsPatternDescriptorOpInterface(child))
      throw op.emitOpError("expected children ops to implement PatternDescriptorOpInterface").attachNote(child.location, "op without interface");
}

export function verifyForeachMatch(op: Operation): void {
  const list = (name: string): readonly unknown[] => {
    const attr = op.getAttr(name);
    return attr instanceof ArrayAttr ? attr.value : [];
  };
  const matchers = op.getAttr("matchers");
  if (list("matchers").length !== list("actions").length) throw op.emitOpError("expected the same number of matchers and actions");
  if (!(matchers instanceof ArrayAttr) || matchers.value.length === 0) throw op.emitOpError("expected at least one match/action pair");
  const seen = new Set<unknown>();
  for (const name of matchers.value) {
    if (!seen.has(name)) {
      seen.add(name);
      continue;
    }
    op.context.getDiagEngine().emit(new IRDiagnosticError(op.location, `matcher ${printAttribute(name)} is used more than once, only the first match will apply`, "warning"));
  }
}

export function verifySplitHandle(op: Operation): void {
  const overflow = op.getAttr("overflow_result");
  if (overflow instanceof IntegerAttr && !(BigInt(overflow.value) >= 0n && BigInt(overflow.value) < BigInt(op.numResults)))
    throw op.emitOpError("overflow_result is not a valid result index");
}

/** The element type of a `!transform.param<...>` type (kept as text by tsmlir). */
function paramElementType(t: Type): Type | string | undefined {
  if (!isDialectType(t, "transform", "param") || !(t instanceof OpaqueType)) return undefined;
  const nested = t.parts?.find((p): p is Type => p instanceof Type);
  return nested ?? t.data.slice("param<".length, -1);
}

export function verifyNumAssociations(op: Operation): void {
  if (op.numResults !== 1) return;
  const element = paramElementType(op.getResult(0).type);
  if (element === undefined) return;
  const i64 = IntegerType.get(op.context, 64);
  const printed = element instanceof Type ? printType(element) : element;
  if (element === i64 || printed === "i64") return;
  throw errorAt(op, `expected the type of the parameter attribute ('i64') to match the parameter type ('${printed}')`);
}

function flag(op: Operation, name: string): boolean {
  const attr = op.getAttr(name);
  // A BoolAttr is an i1 IntegerAttr.
  return attr instanceof UnitAttr || (attr instanceof IntegerAttr && BigInt(attr.value) !== 0n);
}

/** get_operand / get_result (MLIR's verifyTransformMatchDimsOp). */
export function verifyPositionList(op: Operation): void {
  verifyPositionSpecification(op, "raw_position_list");
}

/**
 * A position list with its `all` and `inverted` flags, held in the attribute `listName`
 * (MLIR's verifyTransformMatchDimsOp and linalg's verifyStructuredTransformDimsOp).
 */
export function verifyPositionSpecification(op: Operation, listName: string): void {
  const attr = op.getAttr(listName);
  const raw = attr instanceof DenseArrayAttr ? Array.from(attr.values as ArrayLike<number | bigint>, (v) => BigInt(v)) : [];
  const all = flag(op, "is_all");
  if (all) {
    if (flag(op, "is_inverted")) throw op.emitOpError("cannot request both 'all' and 'inverted' values in the list");
    if (raw.length > 0) throw op.emitOpError("cannot both request 'all' and specific values in the list");
  }
  if (!all && raw.length === 0) throw op.emitOpError("must request specific values in the list if 'all' is not specified");
  // MLIR checks with std::unique: only adjacent repetitions count.
  for (let i = 1; i < raw.length; i++) if (raw[i] === raw[i - 1]) throw op.emitOpError("expected the listed values to be unique");
}
