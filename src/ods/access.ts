// Typed field access on TableGen records with mlir-tblgen's semantics (LLVM's
// Record::getValueAs* family), raising located ODS diagnostics when a record does
// not have the shape ODS expects. Every loader in src/ods reads records only
// through these helpers, so the record API is touched in one place.
import { DiagnosticError, errorAt } from "../support/diagnostic.js";
import type { SourceLocation } from "../support/source.js";
import type { Record, RecordKeeper } from "../tablegen/records.js";
import { BitInit, BitsInit, DagInit, DefInit, Init, IntInit, ListInit, StringInit, UnsetInit } from "../tablegen/values.js";

export type { Record, RecordKeeper };

export function locationOf(record: Record): SourceLocation | undefined {
  return record.location;
}

export function odsError(record: Record, message: string): DiagnosticError {
  return errorAt(locationOf(record), message);
}

export function fieldInit(record: Record, field: string): Init | undefined {
  return record.getValue(field)?.value;
}

function missingField(record: Record, field: string): DiagnosticError {
  return odsError(record, `Record \`${record.name}' does not have a field named \`${field}'!\n`);
}

function requireInit(record: Record, field: string): Init {
  const init = fieldInit(record, field);
  if (init === undefined) throw missingField(record, field);
  return init;
}

export function hasField(record: Record, field: string): boolean {
  return record.getValue(field) !== undefined;
}

export function isStringField(record: Record, field: string): boolean {
  return fieldInit(record, field) instanceof StringInit;
}

export function isUnsetField(record: Record, field: string): boolean {
  return fieldInit(record, field) instanceof UnsetInit;
}

export function getString(record: Record, field: string): string {
  const init = requireInit(record, field);
  if (init instanceof StringInit) return init.value;
  throw odsError(record, `Record \`${record.name}', field \`${field}' does not have a string initializer!`);
}

/** The string value, or undefined when the field is unset (`?`). */
export function getOptionalString(record: Record, field: string): string | undefined {
  const init = requireInit(record, field);
  if (init instanceof UnsetInit) return undefined;
  if (init instanceof StringInit) return init.value;
  throw odsError(record, `Record \`${record.name}', field \`${field}' does not have a string initializer!`);
}

/** The string value when the field holds a string, else "" (missing or unset or other). */
export function getStringOrEmpty(record: Record, field: string): string {
  const init = fieldInit(record, field);
  return init instanceof StringInit ? init.value : "";
}

export function getBit(record: Record, field: string): boolean {
  const init = requireInit(record, field);
  if (init instanceof BitInit) return init.value;
  if (init instanceof BitsInit && init.size === 1) {
    const bit = init.getBit(0);
    if (bit instanceof BitInit) return bit.value;
  }
  if (init instanceof IntInit) return init.value !== 0n;
  throw odsError(record, `Record \`${record.name}', field \`${field}' does not have a bit initializer!`);
}

export function getBitOr(record: Record, field: string, fallback: boolean): boolean {
  return hasField(record, field) && !isUnsetField(record, field) ? getBit(record, field) : fallback;
}

export function getInt(record: Record, field: string): bigint {
  const init = requireInit(record, field);
  if (init instanceof IntInit) return init.value;
  if (init instanceof BitsInit) {
    const value = init.toBigInt();
    if (value !== undefined) return value;
  }
  throw odsError(record, `Record \`${record.name}', field \`${field}' does not have an int initializer!`);
}

export function getDef(record: Record, field: string): Record {
  const init = requireInit(record, field);
  if (init instanceof DefInit) return init.record;
  throw odsError(record, `Record \`${record.name}', field \`${field}' does not have a def initializer!`);
}

export function getOptionalDef(record: Record, field: string): Record | undefined {
  const init = requireInit(record, field);
  if (init instanceof UnsetInit) return undefined;
  if (init instanceof DefInit) return init.record;
  throw odsError(record, `Record \`${record.name}', field \`${field}' does not have a def initializer!`);
}

export function getList(record: Record, field: string): readonly Init[] {
  const init = requireInit(record, field);
  if (init instanceof ListInit) return init.elements;
  throw odsError(record, `Record \`${record.name}', field \`${field}' does not have a list initializer!`);
}

export function getListOfDefs(record: Record, field: string): Record[] {
  const out: Record[] = [];
  for (const element of getList(record, field)) {
    if (!(element instanceof DefInit)) throw odsError(record, `Record \`${record.name}', field \`${field}' list is not entirely DefInit!`);
    out.push(element.record);
  }
  return out;
}

export function getListOfStrings(record: Record, field: string): string[] {
  const out: string[] = [];
  for (const element of getList(record, field)) {
    if (!(element instanceof StringInit)) throw odsError(record, `Record \`${record.name}', field \`${field}' does not have a list of strings initializer!`);
    out.push(element.value);
  }
  return out;
}

export function getDag(record: Record, field: string): DagInit {
  const init = requireInit(record, field);
  if (init instanceof DagInit) return init;
  throw odsError(record, `Record \`${record.name}', field \`${field}' does not have a dag initializer!`);
}

export function getOptionalDag(record: Record, field: string): DagInit | undefined {
  const init = fieldInit(record, field);
  return init instanceof DagInit ? init : undefined;
}

export function dagArgDef(dag: DagInit, index: number): Record | undefined {
  const arg = dag.getArg(index);
  return arg instanceof DefInit ? arg.record : undefined;
}

export function dagArgName(dag: DagInit, index: number): string {
  return dag.getArgName(index) ?? "";
}

export function dagOperatorName(dag: DagInit): string | undefined {
  const op = dag.operator;
  return op instanceof DefInit ? op.record.name : undefined;
}

export function isAnonymous(record: Record): boolean {
  return record.isAnonymous();
}

export function isSubClassOf(record: Record, className: string): boolean {
  return record.isSubClassOf(className);
}

export { BitInit, DagInit, DefInit, Init, IntInit, ListInit, StringInit, UnsetInit };
