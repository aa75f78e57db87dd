// What MLIR 19 checks of a data layout spec attached to an op: DLTIDialect's check of its
// attributes on ops (verifyOperationAttribute), and the data layout op check (MLIR's
// detail::verifyDataLayoutOp, run for builtin.module through that hook and for ops
// implementing DataLayoutOpInterface through the interface): each entry fits its key, and the
// spec combines with the specs of the enclosing layout ops.
import {
  DenseIntOrFPElementsAttr,
  FloatType,
  IndexType,
  IntegerAttr,
  IntegerType,
  IRDiagnosticError,
  StringAttr,
  Type,
  defineOpInterface,
  type Attribute,
  type NamedAttribute,
  type Operation,
} from "../../ir/index.js";
import { intElementAt, storedElementCount } from "../../ir/dense-elements.js";
import { printAttribute, printType } from "../runtime/values.js";
import { entriesOf, isDltiAttr, type DataLayoutEntry } from "./entries.js";

export const DATA_LAYOUT_SPEC_NAME = "dlti.dl_spec";
export const TARGET_SYSTEM_SPEC_NAME = "dlti.target_system_spec";

/** The identifiers DLTI's dialect interface knows (entries keyed `dlti.<name>`). */
const DLTI_ENTRY_NAMES = new Set(["dlti.endianness", "dlti.alloca_memory_space", "dlti.program_memory_space", "dlti.global_memory_space", "dlti.stack_alignment"]);

/**
 * The non-builtin types that implement DataLayoutTypeInterface in mlir-opt 19, by dialect
 * and the start of their body: their entries are theirs to check, which tsmlir does not.
 */
const TYPES_WITH_LAYOUT: readonly (readonly [string, string])[] = [
  ["llvm", "ptr"],
  ["llvm", "struct"],
  ["test", "test_type_with_layout"],
];

/**
 * MLIR's DataLayoutOpInterface, for the ops (other than builtin.module) that carry a data
 * layout: the spec they hold is checked, and it takes part in their nested ops' layouts.
 */
export const DataLayoutOpInterface = defineOpInterface<object>("DataLayoutOpInterface", { verify: verifyDataLayoutOp });

/** DLTIDialect::verifyOperationAttribute. */
export function verifyDltiOperationAttribute(op: Operation, attribute: NamedAttribute): void {
  if (attribute.name === DATA_LAYOUT_SPEC_NAME) {
    if (!isDltiAttr(attribute.value, "dl_spec")) throw op.emitError(`'${DATA_LAYOUT_SPEC_NAME}' is expected to be a #dlti.dl_spec attribute`);
    if (op.name.name === "builtin.module") verifyDataLayoutOp(op);
    return;
  }
  if (attribute.name === TARGET_SYSTEM_SPEC_NAME) {
    if (!isDltiAttr(attribute.value, "target_system_spec")) throw op.emitError(`'${TARGET_SYSTEM_SPEC_NAME}' is expected to be a #dlti.target_system_spec attribute`);
    return;
  }
  throw op.emitError(`attribute '${attribute.name}' not supported by dialect`);
}

/** The data layout spec an op holds, if any. */
function specOf(op: Operation): DataLayoutEntry[] | undefined {
  const attr = op.getAttr(DATA_LAYOUT_SPEC_NAME);
  return attr !== undefined && isDltiAttr(attr, "dl_spec") ? entriesOf(attr) : undefined;
}

function isLayoutOp(op: Operation): boolean {
  return op.name.name === "builtin.module" || op.getInterface(DataLayoutOpInterface) !== undefined;
}

/** MLIR's detail::verifyDataLayoutOp. */
export function verifyDataLayoutOp(op: Operation): void {
  const spec = specOf(op);
  if (spec === undefined) return;
  verifySpec(op, spec);
  // The enclosing layout ops, innermost first; the top-level module without a spec is the
  // one the parser adds, and does not count.
  const parents: Operation[] = [];
  for (let parent = op.parentOp; parent !== null; parent = parent.parentOp) {
    if (!isLayoutOp(parent)) continue;
    if (parent.name.name === "builtin.module" && parent.parentOp === null && specOf(parent) === undefined) continue;
    parents.push(parent);
  }
  if (combines([...parents].reverse().map(specOf), spec)) return;
  const error = op.emitError("data layout does not combine with layouts of enclosing ops");
  for (const parent of parents) error.attachNote(parent.location, "enclosing op with data layout");
  throw error;
}

/**
 * Whether the specs (outermost first, then the op's) combine: an identifier given in several
 * must have the same value in each (the entries of types are left to the types).
 */
function combines(specs: readonly (DataLayoutEntry[] | undefined)[], own: readonly DataLayoutEntry[]): boolean {
  const values = new Map<string, Attribute>();
  for (const spec of [...specs, own]) {
    for (const entry of spec ?? []) {
      if (typeof entry.key !== "string") continue;
      const seen = values.get(entry.key);
      if (seen !== undefined && seen !== entry.value) return false;
      values.set(entry.key, entry.value);
    }
  }
  return true;
}

/**
 * An error at the op's location without the op printed in a note: the spec checks report
 * through the location they are given (MLIR's emitError(loc)), not through the op.
 */
function locationError(op: Operation, message: string): IRDiagnosticError {
  return new IRDiagnosticError(op.location, message);
}

/** MLIR's detail::verifyDataLayoutSpec: type entries by kind of type, then identifier entries. */
function verifySpec(op: Operation, spec: readonly DataLayoutEntry[]): void {
  const byKind = new Map<unknown, DataLayoutEntry[]>();
  const identifiers: DataLayoutEntry[] = [];
  for (const entry of spec) {
    if (typeof entry.key === "string") identifiers.push(entry);
    else {
      const kind = entry.key.constructor;
      const group = byKind.get(kind);
      if (group === undefined) byKind.set(kind, [entry]);
      else group.push(entry);
    }
  }
  for (const group of byKind.values()) verifyTypeEntries(op, group);
  for (const entry of identifiers) verifyIdentifierEntry(op, entry, entry.key as string);
}

function verifyTypeEntries(op: Operation, group: readonly DataLayoutEntry[]): void {
  const sample = group[0]?.key;
  if (!(sample instanceof Type)) return;
  if (sample instanceof IndexType) {
    if (!(group[0]?.value instanceof IntegerAttr)) throw locationError(op, `expected integer attribute in the data layout entry for '${printType(sample)}'`);
    return;
  }
  if (sample instanceof IntegerType || sample instanceof FloatType) {
    for (const entry of group) verifyAlignmentEntry(op, entry);
    return;
  }
  if (sample.dialectNamespace === "builtin") throw locationError(op, "unexpected data layout for a built-in type");
  const body = printType(sample);
  if (!TYPES_WITH_LAYOUT.some(([dialect, start]) => sample.dialectNamespace === dialect && body.startsWith(`!${dialect}.${start}`)))
    throw locationError(op, "data layout specified for a type that does not support it");
}

/** An integer or float type's entry: `dense<[abi(, preferred)]> : vector<Nxi64>`. */
function verifyAlignmentEntry(op: Operation, entry: DataLayoutEntry): void {
  const value = entry.value;
  const printed = printAttribute(entry.attr);
  if (!(value instanceof DenseIntOrFPElementsAttr) || !value.type.elementType.isSignlessInteger(64))
    throw locationError(op, `expected a dense i64 elements attribute in the data layout entry ${printed}`);
  const count = value.type.getNumElements();
  if (count < 1 || count > 2) throw locationError(op, `expected 1 or 2 elements in the data layout entry ${printed}`);
  const abi = BigInt.asUintN(64, BigInt(intElementAt(value, 0)));
  const preferred = count === 2 && storedElementCount(value) > 0 ? BigInt.asUintN(64, BigInt(intElementAt(value, 1))) : abi;
  if (preferred < abi) throw locationError(op, `preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry ${printed}`);
}

/**
 * An identifier entry is its dialect's to check, when that dialect is loaded (a dialect not
 * loaded may implement the check; MLIR does not know). DLTI is the one dialect of mlir-opt 19
 * with identifier entries.
 */
function verifyIdentifierEntry(op: Operation, entry: DataLayoutEntry, name: string): void {
  const dot = name.indexOf(".");
  if (dot <= 0) return;
  const namespace = name.slice(0, dot);
  if (!op.context.getLoadedDialects().some((d) => d.namespace === namespace)) return;
  if (namespace !== "dlti") throw locationError(op, `the '${namespace}' dialect does not support identifier data layout entries`);
  if (name === "dlti.endianness") {
    const value = entry.value;
    if (value instanceof StringAttr && (value.value === "big" || value.value === "little")) return;
    throw locationError(op, `'${name}' data layout entry is expected to be either 'big' or 'little'`);
  }
  if (!DLTI_ENTRY_NAMES.has(name)) throw locationError(op, `unknown data layout entry name: ${name}`);
}
