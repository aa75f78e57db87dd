// Writes an evaluation state (Evaluator.saveState) in the form of state-format.ts. Every
// value, type and record reachable from the state is numbered once, parts before what
// contains them; anything the format does not know makes the state unencodable (the
// caller then simply does not cache it).
import type { SourceFile, SourceLocation } from "../support/source.js";
import type { EvaluationState } from "./evaluator.js";
import type { MapPrefix } from "./map-prefix.js";
import { BinOpInit, CondOpInit, ExistsOpInit, FoldOpInit, IsAOpInit, TernOpInit, UnOpInit } from "./ops.js";
import type { Record } from "./records.js";
import type { RecordsEntry } from "./scope.js";
import {
  type EncodedEntry,
  type EncodedLocation,
  type EncodedRecord,
  type EncodedState,
  type EncodedType,
  type EncodedValue,
  STATE_FORMAT,
  UnencodableState,
} from "./state-format.js";
import { BitsRecTy, ListRecTy, RecordRecTy, type RecTy } from "./types.js";
import {
  AnonymousNameInit,
  ArgumentInit,
  BitInit,
  BitsInit,
  DagInit,
  DefInit,
  FieldInit,
  type Init,
  IntInit,
  ListInit,
  StringInit,
  UnsetInit,
  VarBitInit,
  VarInit,
} from "./values.js";
import { VarDefInit } from "./var-def.js";

/** The entries of a map prefix, in insertion order. */
function* prefixEntries<K, V>(prefix: MapPrefix<K, V>): Generator<[K, V]> {
  let left = prefix.size;
  for (const entry of prefix.map) {
    if (left-- === 0) return;
    yield entry;
  }
}

class Encoder {
  readonly types: EncodedType[] = [];
  readonly values: EncodedValue[] = [];
  readonly records: (EncodedRecord | undefined)[] = [];
  private readonly typeIndex = new Map<RecTy, number>();
  private readonly valueIndex = new Map<Init, number>();
  private readonly recordIndex = new Map<Record, number>();
  private readonly pending: Record[] = [];
  /** The records whose printed text is kept (shared records of the keeper's maps). */
  readonly printed = new Set<Record>();
  private readonly fileIndex = new Map<SourceFile, number>();
  private readonly fileByName = new Map<string, number>();

  constructor(private readonly files: readonly SourceFile[]) {
    files.forEach((file, i) => {
      this.fileIndex.set(file, i);
      if (!this.fileByName.has(file.name)) this.fileByName.set(file.name, i);
    });
  }

  location(location: SourceLocation | undefined): EncodedLocation {
    if (location === undefined) return null;
    let file = this.fileIndex.get(location.file);
    if (file === undefined) {
      // A value interned by an earlier evaluation sharing the tables (include checkpoints)
      // keeps that evaluation's object for the same file: the same name and text is the same place.
      const byName = this.fileByName.get(location.file.name);
      if (byName !== undefined && this.files[byName]?.text === location.file.text) {
        file = byName;
        this.fileIndex.set(location.file, file);
      }
    }
    if (file === undefined) throw new UnencodableState(`a location in ${location.file.name}, not one of the state's files`);
    return [file, location.offset];
  }

  record(record: Record): number {
    let index = this.recordIndex.get(record);
    if (index === undefined) {
      index = this.records.length;
      this.records.push(undefined);
      this.recordIndex.set(record, index);
      this.pending.push(record);
    }
    return index;
  }

  type(type: RecTy): number {
    const known = this.typeIndex.get(type);
    if (known !== undefined) return known;
    let encoded: EncodedType;
    if (type instanceof BitsRecTy) encoded = ["bits", type.size];
    else if (type instanceof ListRecTy) encoded = ["list", this.type(type.elementType)];
    else if (type instanceof RecordRecTy) encoded = ["record", type.classes.map((c) => this.record(c))];
    else if (type.kind === "bit" || type.kind === "int" || type.kind === "string" || type.kind === "dag") encoded = [type.kind];
    else throw new UnencodableState(`type ${type.toString()}`);
    const index = this.types.length;
    this.types.push(encoded);
    this.typeIndex.set(type, index);
    return index;
  }

  private optional(value: Init | undefined): number {
    return value === undefined ? -1 : this.value(value);
  }

  value(value: Init): number {
    const known = this.valueIndex.get(value);
    if (known !== undefined) return known;
    const encoded = this.encodeValue(value);
    const index = this.values.length;
    this.values.push(encoded);
    this.valueIndex.set(value, index);
    return index;
  }

  private encodeValue(v: Init): EncodedValue {
    if (v instanceof UnsetInit) return ["?"];
    if (v instanceof BitInit) return ["bit", v.value];
    if (v instanceof BitsInit) return ["bits", v.bits.map((b) => this.value(b))];
    if (v instanceof IntInit) return ["int", v.value.toString()];
    if (v instanceof StringInit) return ["str", v.value, v.format];
    if (v instanceof AnonymousNameInit) return ["anon", v.value];
    if (v instanceof ListInit) return ["list", v.elements.map((e) => this.value(e)), this.type(v.elementType)];
    if (v instanceof DagInit) {
      return ["dag", this.value(v.operator), this.optional(v.operatorName), v.args.map((a) => this.value(a)), v.argNames.map((n) => this.optional(n))];
    }
    if (v instanceof DefInit) return ["def", this.record(v.record)];
    if (v instanceof VarInit) return ["var", this.value(v.nameInit), this.type(v.type)];
    if (v instanceof VarBitInit) return ["varbit", this.value(v.variable), v.bitIndex];
    if (v instanceof FieldInit) return ["field", this.value(v.record), this.value(v.fieldName), this.type(v.type)];
    if (v instanceof ArgumentInit) {
      if (v.index !== undefined) return ["arg", this.value(v.value), v.index];
      if (v.argName !== undefined) return ["namedarg", this.value(v.value), this.value(v.argName)];
      throw new UnencodableState("an argument without index or name");
    }
    if (v instanceof UnOpInit) return ["un", v.op, this.value(v.operand), this.type(v.type)];
    if (v instanceof BinOpInit) return ["bin", v.op, this.value(v.lhs), this.value(v.rhs), this.type(v.type)];
    if (v instanceof TernOpInit) return ["tern", v.op, this.value(v.lhs), this.value(v.mhs), this.value(v.rhs), this.type(v.type)];
    if (v instanceof FoldOpInit) {
      return ["foldl", this.value(v.start), this.value(v.list), this.value(v.accumulator), this.value(v.item), this.value(v.expr), this.type(v.type)];
    }
    if (v instanceof IsAOpInit) return ["isa", this.type(v.checkType), this.value(v.expr)];
    if (v instanceof ExistsOpInit) return ["exists", this.type(v.checkType), this.value(v.expr)];
    if (v instanceof CondOpInit) return ["cond", v.conditions.map((c) => this.value(c)), v.values.map((x) => this.value(x)), this.type(v.type)];
    if (v instanceof VarDefInit) return ["vardef", this.record(v.cls), v.args.map((a) => this.value(a)), this.location(v.location)];
    throw new UnencodableState(`a value of kind ${v.constructor.name}`);
  }

  entries(entries: readonly RecordsEntry[]): EncodedEntry[] {
    return entries.map((entry): EncodedEntry => {
      switch (entry.kind) {
        case "record":
          return ["record", this.record(entry.record)];
        case "loop": {
          const loop = entry.loop;
          return ["loop", this.location(loop.location), this.optional(loop.iterVar), this.value(loop.list), this.entries(loop.entries)];
        }
        case "assert":
          return ["assert", this.location(entry.location), this.value(entry.condition), this.value(entry.message)];
        case "dump":
          return ["dump", this.location(entry.location), this.value(entry.message)];
      }
    });
  }

  /** Encodes the records numbered so far (and those their contents number in turn). */
  drain(): void {
    for (let record = this.pending.pop(); record !== undefined; record = this.pending.pop()) {
      const index = this.recordIndex.get(record) as number;
      this.records[index] = {
        name: this.value(record.nameInit),
        kind: record.kind,
        locations: record.locations.map((l) => this.location(l)),
        templateArgs: record.templateArgs.map((a) => this.value(a)),
        fields: record.fields.map((f) => ({
          name: this.value(f.nameInit),
          type: this.type(f.type),
          value: this.value(f.value),
          location: this.location(f.location),
          flags: (f.isNonconcreteOK ? 1 : 0) | (f.isTemplateArg ? 2 : 0) | (f.used ? 4 : 0),
        })),
        superClasses: record.superClasses.map((s) => [this.record(s.record), this.location(s.location)] as const),
        assertions: record.assertions.map((a) => [this.location(a.location), this.value(a.condition), this.value(a.message)] as const),
        dumps: record.dumps.map((d) => [this.location(d.location), this.value(d.message)] as const),
        ...(this.printed.has(record) ? { printed: record.sharedText() as string } : {}),
      };
    }
  }
}

/**
 * The state as JSON text. `files`: every file the state's locations may refer to, in
 * the order the reader will give them. Throws UnencodableState for a state the format
 * cannot hold exactly.
 */
export function encodeState(state: EvaluationState, files: readonly SourceFile[]): string {
  if (state.records.messages.length > 0) throw new UnencodableState("messages (warnings, dumps) made while evaluating the includes");
  const e = new Encoder(files);
  const named = (prefix: MapPrefix<string, Record>): [string, number][] =>
    [...prefixEntries(prefix)].map(([k, r]) => {
      if (r.shared) e.printed.add(r);
      return [k, e.record(r)];
    });
  const classes = named(state.records.classes);
  const defs = named(state.records.defs);
  const globals = [...prefixEntries(state.records.globals)].map(([k, v]): [string, number] => [k, e.value(v)]);
  const multiClasses = [...prefixEntries(state.multiClasses)].map(([k, m]): [string, number, EncodedEntry[]] => [k, e.record(m.record), e.entries(m.entries)]);
  const varDefInstances = [...prefixEntries(state.varDefInstances)].map(([k, v]): [number, number] => [e.value(k), e.value(v)]);
  const typeAliases = [...prefixEntries(state.typeAliases)].map(([k, t]): [string, number] => [k, e.type(t)]);
  const dumped = [...prefixEntries(state.dumped)].map(([r]) => e.record(r));
  e.drain();
  const encoded: EncodedState = {
    format: STATE_FORMAT,
    types: e.types,
    values: e.values,
    records: e.records as EncodedRecord[],
    classes,
    defs,
    globals,
    anonymousCounter: state.records.anonymousCounter,
    multiClasses,
    varDefInstances,
    typeAliases,
    dumped,
  };
  return JSON.stringify(encoded);
}
