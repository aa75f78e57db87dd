// The uniquing tables of TableGen values (what LLVM's RecordKeeper owns) and the context
// of the evaluation building values, as objects instead of module-level tables, so that
// an evaluation's state can be saved at an include checkpoint and resumed by a later
// evaluation (include-cache.ts).
//
// Exactly one context is active while values are built (the evaluator activates its own);
// values.ts, ops.ts and var-def.ts read the active one through `activeValues`.
import type { Record, RecordKeeper } from "./records.js";
import type {
  ArgumentInit,
  BitsInit,
  DagInit,
  DefInit,
  FieldInit,
  Init,
  IntInit,
  ListInit,
  StringInit,
  VarBitInit,
  VarInit,
} from "./values.js";
import type { BinOpInit, TernOpInit, UnOpInit } from "./ops.js";
import type { VarDefInit } from "./var-def.js";
import type { ListRecTy, RecordRecTy, RecTy } from "./types.js";
import { HashedTable, PairTable } from "./intern.js";

/** Called for each anonymous record a `Class<args>` value instantiates (the evaluator checks its assertions). */
export type InstantiationHook = (record: Record) => void;

/**
 * The uniquing tables. Values are keyed by their parts' identities (records included),
 * so the tables can serve several evaluations: those resuming the same include
 * checkpoints share them (the checkpoints' owner keeps them), any other evaluation gets
 * its own.
 */
export class ValueTables {
  readonly internTable = new Map<string, Init>();
  // Strings and ints are keyed by their own value: building a prefixed key would
  // rehash long code blocks on every lookup.
  readonly stringTable = new Map<string, StringInit>();
  readonly codeTable = new Map<string, StringInit>();
  readonly intTable = new Map<bigint, IntInit>();
  readonly bitsTable = new HashedTable<BitsInit>();
  readonly listTable = new HashedTable<ListInit>();
  readonly dagTable = new HashedTable<DagInit>();
  readonly varTable = new PairTable<VarInit>();
  readonly varBitTable = new PairTable<VarBitInit>();
  readonly fieldTable = new PairTable<FieldInit>();
  readonly argumentTable = new PairTable<ArgumentInit>();
  readonly unTable = new HashedTable<UnOpInit>();
  readonly binTable = new HashedTable<BinOpInit>();
  readonly ternTable = new HashedTable<TernOpInit>();
  readonly otherOpTable = new Map<string, Init>();
  readonly varDefTable = new Map<string, VarDefInit>();
  readonly listTypes = new Map<RecTy, ListRecTy>();
  readonly recordTypes = new Map<string, RecordRecTy>();

  /** How many values the tables hold (roughly: the larger tables), to bound a long-lived owner's memory. */
  get size(): number {
    return this.internTable.size + this.stringTable.size + this.codeTable.size + this.otherOpTable.size + this.varDefTable.size;
  }
}

/** What values are built in during one evaluation: its keeper and the tables it interns into. */
export class ValueContext {
  constructor(
    readonly keeper: RecordKeeper | undefined,
    readonly tables: ValueTables,
    /**
     * The anonymous def each `Class<args>` value instantiated. It belongs to the
     * evaluation, not to the (shared) value: instantiating adds a def to this
     * evaluation's keeper, and a resumed checkpoint must instantiate again into its own.
     */
    readonly varDefInstances = new Map<VarDefInit, DefInit>(),
  ) {}

  /** Called for each anonymous record a `Class<args>` value instantiates (the evaluator checks its assertions). */
  onInstantiate: InstantiationHook = () => {};
}

/** The context values are built in; a detached one until an evaluation activates its own. */
export let activeValues: ValueContext = new ValueContext(undefined, new ValueTables());

/** Makes `context` the one values are interned in (an evaluation's, or a resumed checkpoint's). */
export function activateValues(context: ValueContext): void {
  activeValues = context;
}

/** Leaves no evaluation's tables active (before a startup snapshot is saved, so they are not in it). */
export function detachValues(): void {
  activeValues = new ValueContext(undefined, new ValueTables());
}
