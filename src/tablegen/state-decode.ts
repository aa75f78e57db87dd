// Reads an evaluation state written by state-encode.ts back into values interned in
// fresh tables, records owned by the given keeper. Records are made empty first (values
// refer to them), every type and value is then built through its factory, parts before
// wholes, and the records are filled last: a factory that looks into a record (a field's
// type) finds it empty and takes the type the file gives, the one it had when written.
// Anything malformed throws; the caller treats that as a cache miss.
import type { SourceFile, SourceLocation } from "../support/source.js";
import type { EvaluationState } from "./evaluator.js";
import { prefixOf } from "./map-prefix.js";
import { type BinaryOp, BinOpInit, CondOpInit, ExistsOpInit, FoldOpInit, IsAOpInit, foldCast, type TernaryOp, TernOpInit, type UnaryOp, UnOpInit } from "./ops.js";
import { Record, RecordKeeper, type RecordKind, RecordVal } from "./records.js";
import type { ForeachLoop, MultiClass, RecordsEntry } from "./scope.js";
import { type EncodedEntry, type EncodedLocation, type EncodedState, STATE_FORMAT } from "./state-format.js";
import { BitRecTy, BitsRecTy, DagRecTy, IntRecTy, ListRecTy, RecordRecTy, type RecTy, StringRecTy } from "./types.js";
import { ValueContext, ValueTables, activateValues, activeValues } from "./value-context.js";
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
  type TypedInit,
  UnsetInit,
  VarBitInit,
  VarInit,
} from "./values.js";
import { VarDefInit } from "./var-def.js";

const KINDS: readonly string[] = ["def", "anonymous", "class", "multiclass"];

class Decoder {
  readonly records: Record[];
  readonly types: RecTy[] = [];
  readonly values: Init[] = [];

  constructor(
    private readonly data: EncodedState,
    private readonly files: readonly SourceFile[],
    keeper: RecordKeeper,
    private readonly adoptPrinted: boolean,
  ) {
    this.records = data.records.map((r) => {
      if (!KINDS.includes(r.kind)) throw new Error(`bad record kind ${r.kind}`);
      return new Record("", [], keeper, r.kind as RecordKind);
    });
  }

  at<T>(list: readonly T[], index: unknown): T {
    if (typeof index !== "number") throw new Error("bad index");
    const item = list[index];
    if (item === undefined) throw new Error(`index ${index} out of range`);
    return item;
  }
  record(index: unknown): Record {
    return this.at(this.records, index);
  }
  type(index: unknown): RecTy {
    return this.at(this.types, index);
  }
  value(index: unknown): Init {
    return this.at(this.values, index);
  }
  typed(index: unknown): TypedInit {
    return this.value(index) as TypedInit;
  }
  optional(index: unknown): Init | undefined {
    return index === -1 ? undefined : this.value(index);
  }
  string(index: unknown): StringInit {
    const v = this.value(index);
    if (!(v instanceof StringInit)) throw new Error("a string value expected");
    return v;
  }
  list(indices: unknown): Init[] {
    if (!Array.isArray(indices)) throw new Error("a list expected");
    return indices.map((i) => this.value(i));
  }
  location(l: EncodedLocation | unknown): SourceLocation | undefined {
    if (l === null) return undefined;
    if (!Array.isArray(l)) throw new Error("a location expected");
    return { file: this.at(this.files, l[0]), offset: l[1] as number };
  }

  decodeTypes(): void {
    for (const t of this.data.types) {
      let type: RecTy;
      switch (t[0]) {
        case "bit":
          type = BitRecTy.instance;
          break;
        case "int":
          type = IntRecTy.instance;
          break;
        case "string":
          type = StringRecTy.instance;
          break;
        case "dag":
          type = DagRecTy.instance;
          break;
        case "bits":
          type = BitsRecTy.get(t[1]);
          break;
        case "list":
          type = ListRecTy.get(this.type(t[1]));
          break;
        case "record":
          type = RecordRecTy.get(t[1].map((r) => this.record(r)));
          break;
        default:
          throw new Error("bad type");
      }
      this.types.push(type);
    }
  }

  decodeValues(): void {
    for (const v of this.data.values) this.values.push(this.decodeValue(v));
  }

  private decodeValue(v: readonly unknown[]): Init {
    switch (v[0]) {
      case "?":
        return UnsetInit.get();
      case "bit":
        return BitInit.get(v[1] === true);
      case "bits":
        return BitsInit.get(this.list(v[1]));
      case "int":
        return IntInit.get(BigInt(v[1] as string));
      case "str":
        return StringInit.get(v[1] as string, v[2] === "code" ? "code" : "string");
      case "anon":
        return AnonymousNameInit.get(v[1] as number);
      case "list":
        return ListInit.get(this.list(v[1]), this.type(v[2]));
      case "dag": {
        const names = v[4] as unknown[];
        return DagInit.get(this.value(v[1]), this.optional(v[2]) as StringInit | undefined, this.list(v[3]), names.map((n) => this.optional(n) as StringInit | undefined));
      }
      case "def":
        return DefInit.get(this.record(v[1]));
      case "var":
        return VarInit.get(this.value(v[1]), this.type(v[2]));
      case "varbit":
        return VarBitInit.get(this.typed(v[1]), v[2] as number);
      case "field": {
        const field = FieldInit.get(this.value(v[1]), this.string(v[2]), this.type(v[3]));
        if (field === undefined || field.type !== this.type(v[3])) throw new Error("a field value of another type");
        return field;
      }
      case "arg":
        return ArgumentInit.positional(this.value(v[1]), v[2] as number);
      case "namedarg":
        return ArgumentInit.named(this.value(v[1]), this.value(v[2]));
      case "un":
        return UnOpInit.get(v[1] as UnaryOp, this.value(v[2]), this.type(v[3]));
      case "bin":
        return BinOpInit.get(v[1] as BinaryOp, this.value(v[2]), this.value(v[3]), this.type(v[4]));
      case "tern":
        return TernOpInit.get(v[1] as TernaryOp, this.value(v[2]), this.value(v[3]), this.value(v[4]), this.type(v[5]));
      case "foldl":
        return FoldOpInit.get(this.value(v[1]), this.value(v[2]), this.value(v[3]), this.value(v[4]), this.value(v[5]), this.type(v[6]));
      case "isa":
        return IsAOpInit.get(this.type(v[1]), this.value(v[2]));
      case "exists":
        return ExistsOpInit.get(this.type(v[1]), this.value(v[2]));
      case "cond":
        return CondOpInit.get(this.list(v[1]), this.list(v[2]), this.type(v[3]));
      case "vardef":
        return VarDefInit.get(this.record(v[1]), this.list(v[2]) as ArgumentInit[], this.location(v[3]));
      default:
        throw new Error(`bad value tag ${String(v[0])}`);
    }
  }

  fillRecords(): void {
    this.data.records.forEach((encoded, i) => {
      const record = this.records[i] as Record;
      record.setName(this.value(encoded.name));
      record.locations.push(...encoded.locations.map((l) => this.location(l) as SourceLocation));
      for (const a of encoded.templateArgs) record.addTemplateArg(this.value(a));
      for (const f of encoded.fields) {
        const field = new RecordVal(this.value(f.name), this.type(f.type), this.value(f.value), this.location(f.location), (f.flags & 1) !== 0, (f.flags & 2) !== 0);
        if ((f.flags & 4) !== 0) field.used = true;
        record.addValue(field);
      }
      for (const [r, l] of encoded.superClasses) record.addSuperClass(this.record(r), this.location(l));
      record.addAssertions(encoded.assertions.map(([l, c, m]) => ({ location: this.location(l) as SourceLocation, condition: this.value(c), message: this.value(m) })));
      record.addDumps(encoded.dumps.map(([l, m]) => ({ location: this.location(l) as SourceLocation, message: this.value(m) })));
      record.compact();
      if (this.adoptPrinted && encoded.printed !== undefined) record.adoptSharedText(encoded.printed);
    });
  }

  entries(entries: readonly EncodedEntry[]): RecordsEntry[] {
    return entries.map((e): RecordsEntry => {
      switch (e[0]) {
        case "record":
          return { kind: "record", record: this.record(e[1]) };
        case "loop": {
          const iterVar = this.optional(e[2]);
          if (iterVar !== undefined && !(iterVar instanceof VarInit)) throw new Error("a loop variable expected");
          const loop: ForeachLoop = { location: this.location(e[1]) as SourceLocation, iterVar, list: this.value(e[3]), entries: this.entries(e[4] as EncodedEntry[]) };
          return { kind: "loop", loop };
        }
        case "assert":
          return { kind: "assert", location: this.location(e[1]) as SourceLocation, condition: this.value(e[2]), message: this.value(e[3]) };
        case "dump":
          return { kind: "dump", location: this.location(e[1]) as SourceLocation, message: this.value(e[2]) };
        default:
          throw new Error("bad entry");
      }
    });
  }
}

/**
 * The state `text` holds, its records owned by `keeper` and its locations in `files`
 * (the list given when it was written, in the same order). Leaves the active value
 * context as it found it.
 */
export function decodeState(text: string, files: readonly SourceFile[], keeper: RecordKeeper, adoptPrinted = true): EvaluationState {
  return decodeParsed(JSON.parse(text) as EncodedState, files, keeper, adoptPrinted);
}

/**
 * Checks what encodeState wrote: read back without its kept printed texts, the state
 * must encode to the same text and every record must print as its kept text.
 */
export function readsBackAsItself(text: string, files: readonly SourceFile[], encode: (state: EvaluationState) => string): boolean {
  const data = JSON.parse(text) as EncodedState;
  const state = decodeParsed(data, files, new RecordKeeper(), false);
  // Read back without their texts the records are not shared, so they encode without them.
  const withoutTexts = { ...data, records: data.records.map(({ printed: _, ...rest }) => rest) };
  if (encode(state) !== JSON.stringify(withoutTexts)) return false;
  const check = (list: readonly (readonly [string, number])[], map: ReadonlyMap<string, Record>): boolean =>
    list.every(([name, index]) => {
      const kept = data.records[index]?.printed;
      return kept === undefined || map.get(name)?.print() === kept;
    });
  return check(data.classes, state.records.classes.map) && check(data.defs, state.records.defs.map);
}

function decodeParsed(data: EncodedState, files: readonly SourceFile[], keeper: RecordKeeper, adoptPrinted: boolean): EvaluationState {
  if (data.format !== STATE_FORMAT) throw new Error(`state format ${String(data.format)}, not ${STATE_FORMAT}`);
  const before = activeValues;
  const tables = new ValueTables();
  activateValues(new ValueContext(keeper, tables, foldCast));
  try {
    const d = new Decoder(data, files, keeper, adoptPrinted);
    d.decodeTypes();
    d.decodeValues();
    d.fillRecords();
    const byName = (list: readonly (readonly [string, number])[]): Map<string, Record> => new Map(list.map(([k, r]) => [k, d.record(r)]));
    const multiClasses = new Map<string, MultiClass>(data.multiClasses.map(([k, r, entries]) => [k, { record: d.record(r), entries: d.entries(entries) }]));
    const varDefInstances = new Map<VarDefInit, DefInit>();
    for (const [k, v] of data.varDefInstances) {
      const key = d.value(k);
      const value = d.value(v);
      if (!(key instanceof VarDefInit) || !(value instanceof DefInit)) throw new Error("bad instance");
      varDefInstances.set(key, value);
    }
    return {
      records: {
        classes: prefixOf(byName(data.classes)),
        defs: prefixOf(byName(data.defs)),
        globals: prefixOf(new Map(data.globals.map(([k, v]) => [k, d.value(v)]))),
        anonymousCounter: data.anonymousCounter,
        messages: [],
      },
      tables,
      varDefInstances: prefixOf(varDefInstances),
      multiClasses: prefixOf(multiClasses),
      typeAliases: prefixOf(new Map(data.typeAliases.map(([k, t]) => [k, d.type(t)]))),
      dumped: prefixOf(new Map(data.dumped.map((r) => [d.record(r), true as const]))),
    };
  } finally {
    activateValues(before);
  }
}
