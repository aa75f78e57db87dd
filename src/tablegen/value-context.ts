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
  TypedInit,
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
import type { BitsRecTy, ListRecTy, RecordRecTy, RecTy } from "./types.js";
import { HashedTable, PairTable } from "./intern.js";

/** Called for each anonymous record a `Class<args>` value instantiates (the evaluator checks its assertions). */
export type InstantiationHook = (record: Record) => void;

/** Builds `!cast<type>(value)` folded (ops.ts; given by the evaluation, as values.ts cannot import the operators). */
export type CastOperator = (value: TypedInit, type: RecTy) => Init | undefined;

/**
 * The first id of the tables of an evaluation. Ids key the tables, so they are unique
 * per tables; the values and types built outside any evaluation (the constants made at
 * import: `?`, bits, the primitive types) take the ids below it, so they never meet an
 * evaluation's. Below 2^30, so ids stay small integers for V8's maps.
 */
export const FIRST_EVALUATION_ID = 1 << 20;

/**
 * The uniquing tables. Values are keyed by their parts' identities (records included),
 * so the tables can serve several evaluations: those resuming the same include
 * checkpoints share them (the checkpoints' owner keeps them), any other evaluation gets
 * its own.
 */
export class ValueTables {
  /** The id of the next value, type or record made while these tables are active. */
  nextId: number;
  constructor(firstId = FIRST_EVALUATION_ID) {
    this.nextId = firstId;
  }
  /**
   * The id of the last list and dag made: every value a list or dag holds is older than
   * it, so one built of a newer value is new (values.ts skips the lookup).
   */
  newestListId = 0;
  newestDagId = 0;
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
  readonly bitsTypes: BitsRecTy[] = [];
  readonly listTypes = new Map<RecTy, ListRecTy>();
  readonly recordTypes = new Map<string, RecordRecTy>();
  /**
   * `Cls:NAME` of each class asked for it (scope.ts), with the class name it was made for;
   * weak, as tables can outlive the evaluations whose classes they saw.
   */
  implicitNames = new WeakMap<Record, { readonly of: Init; readonly name: Init }>();

  /** Drops every interned value and type (ids go on). */
  forgetValues(): void {
    for (const table of [this.internTable, this.stringTable, this.codeTable, this.intTable, this.otherOpTable, this.varDefTable, this.listTypes, this.recordTypes]) table.clear();
    this.implicitNames = new WeakMap();
    for (const table of [this.bitsTable, this.listTable, this.dagTable, this.unTable, this.binTable, this.ternTable, this.varTable, this.varBitTable, this.fieldTable, this.argumentTable]) table.clear();
    this.bitsTypes.length = 0;
  }

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
    /** How a value is cast to a type no conversion reaches (`!cast`); outside evaluations, never. */
    readonly castOperator: CastOperator,
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

/**
 * Values built outside any evaluation (the constants made at import, values a test makes
 * by hand) are interned here, with ids below FIRST_EVALUATION_ID; never cast.
 */
const detached = new ValueContext(undefined, new ValueTables(1), () => undefined);

/** The context values are built in; the detached one until an evaluation activates its own. */
export let activeValues: ValueContext = detached;

/** Makes `context` the one values are interned in (an evaluation's, or a resumed checkpoint's). */
export function activateValues(context: ValueContext): void {
  activeValues = context;
}

/** Leaves no evaluation's tables active (before a startup snapshot is saved, so they are not in it). */
export function detachValues(): void {
  // Its ids go on: the constants made at import keep theirs.
  detached.tables.forgetValues();
  detached.varDefInstances.clear();
  activeValues = detached;
}
