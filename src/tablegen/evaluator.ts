// Evaluates TableGen statements into a RecordKeeper with LLVM's semantics (what
// TGParser does while parsing): classes, defs, let stacks, multiclasses and defm,
// foreach/if expansion, defset/defvar, assertions. Values are built by values-eval.ts.
import type { SourceFile, SourceLocation } from "../support/source.js";
import type {
  BodyItemNode,
  DeclarationNode,
  ObjectBodyNode,
  StatementNode,
  SubClassRefNode,
  TypeNode,
  ValueNode,
} from "./ast.js";
import { type KeeperState, Record, RecordKeeper, RecordVal } from "./records.js";
import { BinOpInit, FoldError, TernOpInit, foldCast } from "./ops.js";
import { HasReferenceResolver, MapResolver, RecordResolver } from "./resolvers.js";
import {
  type ForeachLoop,
  type MultiClass,
  type RecordsEntry,
  VarScope,
  qualifiedNameOfImplicitName,
  qualifyName,
} from "./scope.js";
import { BitRecTy, BitsRecTy, DagRecTy, IntRecTy, ListRecTy, RecTy, RecordRecTy, StringRecTy } from "./types.js";
import {
  ArgumentInit,
  BitInit,
  BitsInit,
  type DefInit,
  FieldFoldError,
  Init,
  IntInit,
  ListInit,
  StringInit,
  TypedInit,
  UnsetInit,
  VarBitInit,
  VarInit,
  beginValueContext,
} from "./values.js";
import { ValueEvaluator } from "./values-eval.js";
import { ValueContext, type ValueTables, activateValues } from "./value-context.js";
import type { VarDefInit } from "./var-def.js";
import { type MapPrefix, mapFromPrefix, prefixOf } from "./map-prefix.js";

/** An error at a source position, reported as LLVM's PrintError would. */
export class TableGenError extends Error {
  constructor(
    readonly location: SourceLocation | undefined,
    message: string,
    readonly notes: readonly { location: SourceLocation | undefined; message: string; severity: "error" | "note" }[] = [],
  ) {
    super(message);
  }
}

interface LetRecord {
  readonly name: StringInit;
  readonly bits: readonly number[];
  readonly value: Init;
  readonly location: SourceLocation;
}

interface SubClassReference {
  readonly record: Record;
  readonly location: SourceLocation;
  readonly args: ArgumentInit[];
}

interface DefsetRecord {
  readonly elementType: RecTy;
  readonly elements: Init[];
}

/**
 * Everything an evaluation has built, saved between two top-level statements where no
 * `let`, loop, multiclass or defset is open (an include checkpoint, include-cache.ts).
 * Never changed once saved: resuming it works on copies (or adopts it, when it is used once).
 */
export interface EvaluationState {
  readonly records: KeeperState;
  /** The tables its values are interned in (shared by every evaluation that resumes it). */
  readonly tables: ValueTables;
  readonly varDefInstances: MapPrefix<VarDefInit, DefInit>;
  readonly multiClasses: MapPrefix<string, MultiClass>;
  readonly typeAliases: MapPrefix<string, RecTy>;
  readonly dumped: MapPrefix<Record, true>;
}

/** A statement list together with the file its offsets refer to. */
export interface FileStatements {
  readonly file: SourceFile;
  readonly statements: Iterable<StatementNode>;
  /** Evaluates the included file whose `include` keyword is at `offset`. */
  readonly include: (offset: number) => void;
  /** The body items of the file included by the `include` at `offset` inside a record body. */
  readonly includeBody: (offset: number) => IncludedBody | undefined;
}

/** A file included inside a record body: its items, in its own offsets. */
export interface IncludedBody {
  readonly file: SourceFile;
  readonly items: readonly BodyItemNode[];
  /** The same for the `include`s inside these items. */
  readonly includeBody: (offset: number) => IncludedBody | undefined;
}

export class Evaluator {
  readonly keeper = new RecordKeeper();
  readonly values: ValueEvaluator;
  file!: SourceFile;
  scope: VarScope = new VarScope(undefined, "local");
  private readonly letStack: LetRecord[][] = [];
  multiClasses = new Map<string, MultiClass>();
  readonly loops: ForeachLoop[] = [];
  private readonly defsets: DefsetRecord[] = [];
  curMultiClass: MultiClass | undefined;
  typeAliases = new Map<string, RecTy>();
  private include: (offset: number) => void = () => {};
  private includeBody: (offset: number) => IncludedBody | undefined = () => undefined;
  private valueContext: ValueContext;
  /** Called before a class of a saved state is changed (an empty class given its body). */
  onSharedRecordChange: () => void = () => {};

  constructor(tables?: ValueTables) {
    this.valueContext = beginValueContext(this.keeper, foldCast, tables);
    this.valueContext.onInstantiate = (record) => this.checkRecordAssertions(record);
    this.values = new ValueEvaluator(this);
  }

  /** Whether the evaluator stands where its state can be saved: no `let`, loop, multiclass or defset open. */
  get atTopLevel(): boolean {
    return this.letStack.length === 0 && this.loops.length === 0 && this.defsets.length === 0 && this.curMultiClass === undefined && this.scope.isOutermost();
  }

  /** Messages of this run that no saved state holds (the preprocessor's, reported before evaluating). */
  keptMessages = 0;
  private pendingResume: { readonly state: EvaluationState; readonly adopt: boolean } | undefined;

  /**
   * Continues from `state` as of the next statement evaluated (or saved state, or
   * `settle`): a run of includes served by checkpoints restores only the last one.
   */
  resumeFrom(state: EvaluationState, adopt: boolean): void {
    this.pendingResume = { state, adopt };
  }

  /** Restores a pending resumed state now. */
  settle(): void {
    const pending = this.pendingResume;
    if (pending === undefined) return;
    this.pendingResume = undefined;
    this.restoreState(pending.state, pending.adopt);
  }

  /** Saves everything built so far (at top level); the evaluation goes on unaffected. */
  saveState(): EvaluationState {
    this.settle();
    if (!this.atTopLevel) throw new Error("evaluation state saved inside a let, loop, multiclass or defset");
    return {
      records: this.keeper.saveState(this.keptMessages),
      tables: this.valueContext.tables,
      varDefInstances: prefixOf(this.valueContext.varDefInstances),
      multiClasses: prefixOf(this.multiClasses),
      typeAliases: prefixOf(this.typeAliases),
      dumped: prefixOf(this.dumped),
    };
  }

  /**
   * Continues from a saved state instead of what was built so far. `adopt`: the state
   * is used this once, so its tables are taken over instead of copied.
   */
  restoreState(state: EvaluationState, adopt: boolean): void {
    this.keeper.restoreState(state.records, adopt, this.keptMessages);
    this.valueContext = new ValueContext(this.keeper, state.tables, foldCast, mapFromPrefix(state.varDefInstances, adopt));
    this.valueContext.onInstantiate = (record) => this.checkRecordAssertions(record);
    activateValues(this.valueContext);
    this.multiClasses = mapFromPrefix(state.multiClasses, adopt);
    this.typeAliases = mapFromPrefix(state.typeAliases, adopt);
    this.dumped = mapFromPrefix(state.dumped, adopt);
  }

  loc(offset: number): SourceLocation {
    return { file: this.file, offset };
  }
  error(offset: number, message: string): TableGenError {
    return new TableGenError(this.loc(offset), message);
  }

  /** Runs statements of one file (and, through `include`, of the files it includes). */
  /** The top-level statement being evaluated, where a too deep evaluation is reported. */
  currentStatement: SourceLocation | undefined;

  evaluateFile(input: FileStatements): void {
    const savedFile = this.file;
    const savedInclude = this.include;
    const savedIncludeBody = this.includeBody;
    this.file = input.file;
    this.include = input.include;
    this.includeBody = input.includeBody;
    try {
      for (const statement of input.statements) {
        this.currentStatement = { file: input.file, offset: statement.pos };
        this.statement(statement);
      }
    } finally {
      this.file = savedFile;
      this.include = savedInclude;
      this.includeBody = savedIncludeBody;
    }
  }

  private pushScope(kind: VarScope["kind"], extra?: { record?: Record; loop?: ForeachLoop; multiClass?: MultiClass }): void {
    this.scope = new VarScope(this.scope, kind, extra?.record, extra?.loop, extra?.multiClass);
  }
  private popScope(): void {
    this.scope = this.scope.parent ?? this.scope;
  }

  // ------------------------------------------------------------------ statements

  private statement(node: StatementNode): void {
    if (this.pendingResume !== undefined) this.settle();
    const mc = this.curMultiClass;
    switch (node.kind) {
      case "include":
        this.include(node.pos);
        return;
      case "class":
        if (mc) throw this.error(node.pos, "class is not allowed inside multiclass");
        if (this.loops.length > 0) throw this.error(node.pos, "class is not allowed inside foreach loop");
        this.parseClass(node);
        return;
      case "multiclass":
        if (this.loops.length > 0) throw this.error(node.pos, "multiclass is not allowed inside foreach loop");
        this.parseMultiClass(node);
        return;
      case "def":
        this.parseDef(node);
        return;
      case "defm":
        this.parseDefm(node);
        return;
      case "defset":
        if (mc) throw this.error(node.pos, "defset is not allowed inside multiclass");
        this.parseDefset(node);
        return;
      case "deftype":
        this.parseDeftype(node);
        return;
      case "defvar":
        this.parseDefvar(node.pos, node.name, node.value, undefined);
        return;
      case "foreach":
        this.parseForeach(node);
        return;
      case "if":
        this.parseIf(node);
        return;
      case "let":
        this.parseTopLevelLet(node);
        return;
      case "assert": {
        const condition = this.values.value(node.condition, undefined);
        const message = this.values.value(node.message, undefined);
        this.addEntry({ kind: "assert", location: this.loc(valuePos(node.condition)), condition, message });
        return;
      }
      case "dump": {
        const message = this.values.value(node.message, undefined);
        this.addEntry({ kind: "dump", location: this.loc(node.pos), message });
        return;
      }
    }
  }

  parseType(node: TypeNode): RecTy {
    switch (node.kind) {
      case "bit":
        return BitRecTy.instance;
      case "bits":
        return BitsRecTy.get(Number(node.size));
      case "int":
        return IntRecTy.instance;
      case "string":
      case "code":
        return StringRecTy.instance;
      case "dag":
        return DagRecTy.instance;
      case "list":
        return ListRecTy.get(this.parseType(node.element));
      case "class": {
        const alias = this.typeAliases.get(node.name);
        if (alias !== undefined) return alias;
        return RecordRecTy.get([this.parseClassId(node.name, node.pos)]);
      }
    }
  }

  parseClassId(name: string, pos: number): Record {
    const cls = this.keeper.getClass(name);
    if (cls === undefined) {
      const msg = `Couldn't find class '${name}'`;
      if (this.multiClasses.has(name)) throw this.error(pos, `${msg}. Use 'defm' if you meant to use multiclass '${name}'`);
      throw this.error(pos, msg);
    }
    return cls;
  }

  private parseClass(node: Extract<StatementNode, { kind: "class" }>): void {
    let cls = this.keeper.getClass(node.name);
    if (cls !== undefined) {
      if (cls.fields.length > 0 || cls.superClasses.length > 0 || cls.templateArgs.length > 0) {
        throw this.error(node.namePos, `Class '${cls.name}' already defined`);
      }
      if (cls.shared) {
        this.onSharedRecordChange();
        cls.shared = false;
      }
      cls.locations.length = 0;
      cls.locations.push(this.loc(node.namePos));
    } else {
      cls = new Record(node.name, [this.loc(node.namePos)], this.keeper, "class");
      this.keeper.addClass(cls);
    }
    this.pushScope("record", { record: cls });
    try {
      if (node.templateArgs) this.parseTemplateArgList(node.templateArgs, cls);
      this.parseObjectBody(node.body, cls);
      this.checkUnusedTemplateArgs(cls);
    } finally {
      this.popScope();
    }
  }

  /** LLVM's warning for template arguments nothing refers to (stderr only). */
  private checkUnusedTemplateArgs(rec: Record): void {
    for (const arg of rec.templateArgs) {
      const rv = rec.getValue(arg);
      if (rv !== undefined && !rv.used) {
        this.keeper.messages.push(
          rv.location
            ? { severity: "warning", message: `unused template argument: ${rv.name}`, location: rv.location }
            : { severity: "warning", message: `unused template argument: ${rv.name}` },
        );
      }
    }
  }

  private parseTemplateArgList(decls: readonly DeclarationNode[], target: Record): void {
    let first = true;
    for (const decl of decls) {
      const name = this.parseDeclaration(decl, target, true);
      if (!first && target.templateArgs.some((a) => a === name)) {
        throw this.error(decl.pos, "template argument with the same name has already been defined");
      }
      target.addTemplateArg(name);
      first = false;
    }
  }

  /** A field or template argument declaration; returns its (qualified) name. */
  private parseDeclaration(decl: DeclarationNode, rec: Record, isTemplateArg: boolean): Init {
    const type = this.parseType(decl.type);
    if (decl.name === "NAME") throw this.error(decl.namePos, `'${decl.name}' is a reserved variable name`);
    if (!isTemplateArg && this.scope.varAlreadyDefined(decl.name)) {
      throw this.error(decl.namePos, "local variable of this name already exists");
    }
    let name: Init = StringInit.get(decl.name);
    if (isTemplateArg) name = qualifyName(rec, name);
    const location = this.loc(decl.namePos);
    const field = new RecordVal(name, type, UnsetInit.instance, location, decl.isField, isTemplateArg);
    field.setValue(UnsetInit.instance);
    this.addValue(rec, decl.namePos, field);
    if (decl.value !== undefined) {
      const value = this.values.value(decl.value, rec, type);
      this.setValue(rec, decl.valuePos ?? decl.namePos, name, [], value, false);
    }
    return name;
  }

  private addValue(rec: Record, pos: number, value: RecordVal): void {
    const existing = rec.getValue(value.nameInit);
    if (existing !== undefined) {
      if (!existing.setValue(value.value)) {
        throw this.error(
          pos,
          `New definition of '${value.name}' of type '${value.type.toString()}' is incompatible with previous definition of type '${existing.type.toString()}'`,
        );
      }
    } else {
      rec.addValue(value);
    }
  }

  setValue(
    rec: Record,
    pos: number | SourceLocation,
    name: Init,
    bits: readonly number[],
    value: Init,
    allowSelfAssignment: boolean,
  ): void {
    const at = (message: string): TableGenError =>
      typeof pos === "number" ? this.error(pos, message) : new TableGenError(pos, message);
    const rv = rec.getValue(name);
    if (rv === undefined) throw at(`Value '${name.getAsUnquotedString()}' unknown!`);
    if (bits.length === 0 && value instanceof VarInit && value.nameInit === name && !allowSelfAssignment) {
      throw at("Recursion / self-assignment forbidden");
    }
    let v = value;
    if (bits.length > 0) {
      const current = rv.value;
      if (!(current instanceof BitsInit)) throw at(`Value '${name.getAsUnquotedString()}' is not a bits type`);
      const bi = v.getCastTo(BitsRecTy.get(bits.length));
      if (bi === undefined) throw at("Initializer is not compatible with bit range");
      const newBits: (Init | undefined)[] = new Array<Init | undefined>(current.size).fill(undefined);
      for (let i = 0; i < bits.length; i++) {
        const bit = bits[i] as number;
        if (newBits[bit] !== undefined) throw at(`Cannot set bit #${bit} of value '${name.getAsUnquotedString()}' more than once`);
        newBits[bit] = bi.getBit(i);
      }
      for (let i = 0; i < current.size; i++) if (newBits[i] === undefined) newBits[i] = current.getBit(i);
      v = BitsInit.get(newBits as Init[]);
    }
    if (!rv.setValue(v)) {
      let initType = "";
      if (v instanceof BitsInit) initType = `' of type bit initializer with length ${v.size}`;
      else if (v instanceof TypedInit) initType = `' of type '${v.type.toString()}`;
      throw at(
        `Field '${name.getAsUnquotedString()}' of type '${rv.type.toString()}' is incompatible with value '${v.getAsString()}${initType}'`,
      );
    }
  }

  private parseObjectBody(body: ObjectBodyNode, rec: Record): void {
    this.pushScope("record", { record: rec });
    try {
      for (const parent of body.parents) {
        const ref = this.parseSubClassReference(parent, rec, false);
        this.addSubClass(rec, ref);
      }
      this.applyLetStack(rec);
      for (const item of body.items) this.bodyItem(item, rec);
    } finally {
      this.popScope();
    }
  }

  private bodyItem(item: BodyItemNode, rec: Record): void {
    switch (item.kind) {
      case "include": {
        const body = this.includeBody(item.pos);
        if (body === undefined) return;
        const savedFile = this.file;
        const savedIncludeBody = this.includeBody;
        this.file = body.file;
        this.includeBody = body.includeBody;
        try {
          for (const included of body.items) this.bodyItem(included, rec);
        } finally {
          this.file = savedFile;
          this.includeBody = savedIncludeBody;
        }
        return;
      }
      case "decl":
        this.parseDeclaration(item.decl, rec, false);
        return;
      case "defvar":
        this.parseDefvar(item.pos, item.name, item.value, rec);
        return;
      case "assert": {
        const condition = this.values.value(item.condition, rec);
        const message = this.values.value(item.message, rec);
        rec.addAssertions([{ location: this.loc(valuePos(item.condition)), condition, message }]);
        return;
      }
      case "dump": {
        const message = this.values.value(item.message, rec);
        rec.addDumps([{ location: this.loc(item.pos), message }]);
        return;
      }
      case "let": {
        const name = StringInit.get(item.name);
        const bits = item.bits ? this.values.rangeList(item.bits).reverse() : [];
        const field = rec.getValue(name);
        if (field === undefined) throw this.error(item.valuePos, `Value '${item.name}' unknown!`);
        let type = field.type;
        if (bits.length > 0 && type instanceof BitsRecTy) type = BitsRecTy.get(bits.length);
        const value = this.values.value(item.value, rec, type);
        this.setValue(rec, item.pos, name, bits, value, false);
        return;
      }
    }
  }

  parseSubClassReference(node: SubClassRefNode, curRec: Record | undefined, isDefm: boolean): SubClassReference {
    let target: Record;
    if (isDefm) {
      const mc = this.multiClasses.get(node.name);
      if (mc === undefined) throw this.error(node.pos, `Couldn't find multiclass '${node.name}'`);
      target = mc.record;
    } else {
      target = this.parseClassId(node.name, node.pos);
    }
    const args = node.args ? this.values.templateArgValues(node.args, curRec, target, node.pos) : [];
    return { record: target, location: this.loc(node.pos), args };
  }

  /** Checks template arguments and hands each (name, value) pair, defaults included, to `handle`. */
  resolveArguments(rec: Record, args: readonly ArgumentInit[], location: SourceLocation, handle: (name: Init, value: Init) => void): void {
    const unsolved = [...rec.templateArgs];
    for (const arg of args) {
      const name = arg.index !== undefined ? rec.templateArgs[arg.index] : arg.argName;
      if (name === undefined) continue;
      const at = unsolved.indexOf(name);
      if (at < 0) {
        throw new TableGenError(location, `We can only specify the template argument '${name.getAsUnquotedString()}' once`);
      }
      handle(name, arg.value);
      unsolved.splice(at, 1);
    }
    for (const name of unsolved) {
      const rv = rec.getValue(name);
      const def = rv?.value ?? UnsetInit.instance;
      if (!def.isComplete()) {
        throw new TableGenError(location, `value not specified for template argument '${name.getAsUnquotedString()}'`, [
          { location: rv?.location, message: `declared in '${rec.name}'`, severity: "note" },
        ]);
      }
      handle(name, def);
    }
  }

  private addSubClass(rec: Record, ref: SubClassReference): void {
    const sc = ref.record;
    const r = new MapResolver(rec);
    // Only the fields coming from `sc` can mention its template arguments or `sc:NAME`,
    // so only they (and the record's name and assertions) need resolving here.
    const touched: RecordVal[] = [];
    // A record with no field yet (a def's first class) takes copies of all of them: the
    // class's field names are distinct, so there is nothing to look up.
    const fresh = rec.fields.length === 0;
    for (const field of sc.fields) {
      if (field.isTemplateArg) continue;
      if (fresh) {
        const copy = field.clone();
        rec.addValue(copy);
        touched.push(copy);
        continue;
      }
      const existing = rec.getValue(field.nameInit);
      this.addValue(rec, ref.location.offset, existing === undefined ? field.clone() : field);
      touched.push(rec.getValue(field.nameInit) as RecordVal);
    }
    this.resolveArguments(sc, ref.args, ref.location, (name, value) => r.set(name, value));
    rec.addAssertions(sc.assertions);
    rec.addDumps(sc.dumps);
    const name: Init = rec.isClass
      ? VarInit.get(qualifiedNameOfImplicitName(rec), StringRecTy.instance)
      : rec.nameInit;
    r.set(qualifiedNameOfImplicitName(sc), name);
    this.resolveRecord(rec, r, touched);
    for (const s of sc.superClasses) {
      if (rec.isSubClassOf(s.record)) throw new TableGenError(ref.location, `Already subclass of '${s.record.name}'!\n`);
      rec.addSuperClassRef(s);
    }
    if (rec.isSubClassOf(sc)) throw new TableGenError(ref.location, `Already subclass of '${sc.name}'!\n`);
    rec.addSuperClass(sc, ref.location);
  }

  /** Resolves a record's fields, turning conversion failures into LLVM's fatal error. */
  resolveRecord(rec: Record, resolver: import("./values.js").Resolver, only?: readonly RecordVal[]): void {
    let failure: { field: RecordVal; value: Init } | undefined;
    try {
      failure = rec.resolveReferences(resolver, undefined, only);
    } catch (e) {
      throw this.convertFoldError(e, rec);
    }
    if (failure !== undefined) {
      const { field, value } = failure;
      const typePart = value instanceof TypedInit ? `of type '${value.type.toString()}' ` : "";
      throw new TableGenError(
        rec.location,
        `Invalid value ${typePart}found when setting field '${field.name}' of type '${field.type.toString()}' after resolving references: ${value.getAsUnquotedString()}\n`,
      );
    }
  }

  convertFoldError(e: unknown, rec: Record | undefined): unknown {
    if (e instanceof FoldError) return new TableGenError(e.record?.location ?? rec?.location, e.message);
    if (e instanceof FieldFoldError) {
      return new TableGenError(
        e.def.location,
        `Attempting to access field '${e.field.fieldName.value}' of '${e.def.name}' is a forbidden self-reference`,
      );
    }
    return e;
  }

  private applyLetStack(rec: Record): void {
    for (const lets of this.letStack) {
      for (const let_ of lets) this.setValue(rec, let_.location, let_.name, let_.bits, let_.value, false);
    }
  }

  private applyLetStackEntry(entry: RecordsEntry): void {
    if (entry.kind === "record") this.applyLetStack(entry.record);
    else if (entry.kind === "loop") for (const e of entry.loop.entries) this.applyLetStackEntry(e);
  }

  private parseObjectName(node: ValueNode | undefined): Init | undefined {
    if (node === undefined) return undefined;
    const mc = this.curMultiClass;
    let name = this.values.value(node, mc?.record, StringRecTy.instance, true);
    if (mc !== undefined) {
      const implicit = qualifiedNameOfImplicitName(mc.record);
      const finder = new HasReferenceResolver(implicit);
      name.resolveReferences(finder);
      if (!finder.found) name = BinOpInit.getStrConcat(VarInit.get(implicit, StringRecTy.instance), name);
    }
    return name;
  }

  private parseDef(node: Extract<StatementNode, { kind: "def" }>): void {
    const nameLocOffset = node.name !== undefined && node.name.kind === "id" ? node.name.pos : node.pos;
    const name = this.parseObjectName(node.name);
    const rec =
      name === undefined
        ? new Record(this.keeper.newAnonymousName(), [this.loc(node.pos)], this.keeper, "anonymous")
        : new Record(name, [this.loc(nameLocOffset)], this.keeper, "def");
    this.parseObjectBody(node.body, rec);
    this.addEntry({ kind: "record", record: rec });
  }

  addEntry(entry: RecordsEntry): void {
    const loop = this.loops[this.loops.length - 1];
    if (loop !== undefined) {
      loop.entries.push(entry);
      return;
    }
    if (entry.kind === "loop") {
      const mc = this.curMultiClass;
      this.resolveLoop(entry.loop, [], mc === undefined, mc ? mc.entries : undefined);
      return;
    }
    if (this.curMultiClass !== undefined) {
      this.curMultiClass.entries.push(entry);
      return;
    }
    if (entry.kind === "assert") {
      this.checkAssert(entry.location, entry.condition, entry.message);
      return;
    }
    if (entry.kind === "dump") {
      this.dumpMessage(entry.location, entry.message);
      return;
    }
    this.addDefOne(entry.record);
  }

  private addDefOne(rec: Record): void {
    let newName: Init | undefined;
    const prev = this.keeper.getDef(rec.name);
    if (prev !== undefined) {
      if (!rec.isAnonymous()) {
        throw new TableGenError(rec.location, `def already exists: ${rec.name}`, [
          { location: prev.location, message: "location of previous definition", severity: "note" },
        ]);
      }
      newName = this.keeper.newAnonymousName();
    }
    const resolver = new RecordResolver(rec);
    resolver.name = newName;
    resolver.isFinal = true;
    this.resolveRecord(rec, resolver);
    this.checkConcrete(rec);
    if (!(rec.nameInit instanceof StringInit)) {
      throw new TableGenError(rec.location, `record name '${rec.nameInit.getAsString()}' could not be fully resolved`);
    }
    this.checkRecordAssertions(rec);
    for (const ds of this.defsets) ds.elements.push(rec.getDefInit());
    this.keeper.addDef(rec);
  }

  private checkConcrete(rec: Record): void {
    for (const rv of rec.fields) {
      if (rv.isNonconcreteOK) continue;
      const v = rv.value;
      const ok = v instanceof BitsInit ? checkBitsConcrete(rec, v) : v.isConcrete();
      if (!ok) {
        throw new TableGenError(
          rec.location,
          `Initializer of '${rv.name}' in '${rec.name}' could not be fully resolved: ${v.getAsString()}`,
        );
      }
    }
  }

  /** `dump`: LLVM prints the message as a note on stderr; records are unaffected. */
  dumpMessage(location: SourceLocation, message: Init): void {
    const text = message instanceof StringInit ? message.value : message.getAsUnquotedString();
    this.keeper.messages.push({ severity: "note", message: text, location });
  }

  /** Records whose `dump`s were printed (a map, as every part of a saved state: map-prefix.ts). */
  private dumped = new Map<Record, true>();
  private emitRecordDumpsOnce(rec: Record): void {
    if (rec.dumps.length === 0 || this.dumped.has(rec)) return;
    this.dumped.set(rec, true);
    this.emitRecordDumps(rec);
  }

  private emitRecordDumps(rec: Record): void {
    if (rec.dumps.length === 0) return;
    const r = new RecordResolver(rec);
    r.isFinal = true;
    for (const d of rec.dumps) this.dumpMessage(d.location, d.message.resolveReferences(r));
  }

  checkRecordAssertions(rec: Record): void {
    this.emitRecordDumpsOnce(rec);
    if (rec.assertions.length === 0) return;
    const r = new RecordResolver(rec);
    r.isFinal = true;
    for (const a of rec.assertions) {
      let condition: Init;
      let message: Init;
      try {
        condition = a.condition.resolveReferences(r);
        message = a.message.resolveReferences(r);
      } catch (e) {
        throw this.convertFoldError(e, rec);
      }
      this.checkAssert(a.location, condition, message);
    }
  }

  checkAssert(location: SourceLocation, condition: Init, message: Init): void {
    const value = condition.convertInitializerTo(IntRecTy.instance);
    if (!(value instanceof IntInit)) throw new TableGenError(location, "assert condition must of type bit, bits, or int.");
    if (value.value === 0n) {
      const text = message instanceof StringInit ? message.value : "(assert message is not a string)";
      throw new TableGenError(location, "assertion failed", [{ location: undefined, message: text, severity: "note" }]);
    }
  }

  // ------------------------------------------------------------------ loops and entries

  /** Expands `entries` with substitutions; into `dest` or, when undefined, as defs. */
  private resolveEntries(
    source: readonly RecordsEntry[],
    substs: [Init, Init][],
    final: boolean,
    dest: RecordsEntry[] | undefined,
    location?: SourceLocation,
  ): void {
    for (const entry of source) {
      if (entry.kind === "loop") {
        this.resolveLoop(entry.loop, substs, final, dest);
      } else if (entry.kind === "assert") {
        const r = new MapResolver();
        for (const [k, v] of substs) r.set(k, v);
        const condition = entry.condition.resolveReferences(r);
        const message = entry.message.resolveReferences(r);
        if (dest) dest.push({ kind: "assert", location: entry.location, condition, message });
        else this.checkAssert(entry.location, condition, message);
      } else if (entry.kind === "dump") {
        const r = new MapResolver();
        for (const [k, v] of substs) r.set(k, v);
        const message = entry.message.resolveReferences(r);
        if (dest) dest.push({ kind: "dump", location: entry.location, message });
        else this.dumpMessage(entry.location, message);
      } else {
        const rec = entry.record.copy();
        if (location) rec.locations.push(location);
        const r = new MapResolver(rec);
        for (const [k, v] of substs) r.set(k, v);
        this.resolveRecord(rec, r);
        if (dest) dest.push({ kind: "record", record: rec });
        else this.addDefOne(rec);
      }
    }
  }

  guard<T>(f: () => T, rec: Record | undefined): T {
    try {
      return f();
    } catch (e) {
      throw this.convertFoldError(e, rec);
    }
  }

  private resolveLoop(loop: ForeachLoop, substs: [Init, Init][], final: boolean, dest: RecordsEntry[] | undefined): void {
    const r = new MapResolver();
    for (const [k, v] of substs) r.set(k, v);
    let list = loop.list.resolveReferences(r);
    if (list instanceof TernOpInit && list.op === "if" && final) {
      const oldLhs = list.lhs;
      r.isFinal = true;
      const lhs = oldLhs.resolveReferences(r);
      if (lhs === oldLhs) {
        throw new TableGenError(loop.location, `unable to resolve if condition '${lhs.getAsString()}' at end of containing scope`);
      }
      list = TernOpInit.get("if", lhs, list.mhs, list.rhs, list.type).fold(undefined);
    }
    if (!(list instanceof ListInit)) {
      if (!final && dest !== undefined) {
        const copy: ForeachLoop = { location: loop.location, iterVar: loop.iterVar, list, entries: [] };
        dest.push({ kind: "loop", loop: copy });
        this.resolveEntries(loop.entries, substs, final, copy.entries);
        return;
      }
      throw new TableGenError(loop.location, `attempting to loop over '${list.getAsString()}', expected a list`);
    }
    for (const element of list.elements) {
      if (loop.iterVar) substs.push([loop.iterVar.nameInit, element]);
      this.resolveEntries(loop.entries, substs, final, dest);
      if (loop.iterVar) substs.pop();
    }
  }

  private parseForeach(node: Extract<StatementNode, { kind: "foreach" }>): void {
    let list: Init;
    let iterType: RecTy;
    if (node.ranges !== undefined) {
      const values = this.values.rangeList(node.ranges);
      list = ListInit.get(values.map((v) => IntInit.get(BigInt(v))), IntRecTy.instance);
      iterType = IntRecTy.instance;
    } else {
      const value = this.values.value(node.list as ValueNode, undefined);
      if (!(value instanceof TypedInit)) throw this.error(valuePos(node.list as ValueNode), "expected a list");
      const ty = value.type;
      if (ty instanceof ListRecTy) {
        list = value;
        iterType = ty.elementType;
      } else if (ty instanceof BitsRecTy && value instanceof BitsInit) {
        throw this.error(valuePos(node.list as ValueNode), "expected a list");
      } else {
        throw this.error(valuePos(node.list as ValueNode), `expected a list, got '${value.getAsString()}'`);
      }
    }
    const iterVar = VarInit.get(node.variable, iterType);
    const loop: ForeachLoop = { location: this.loc(node.pos), iterVar, list, entries: [] };
    this.pushScope("loop", { loop });
    this.loops.push(loop);
    try {
      for (const s of node.body) this.statement(s);
    } finally {
      this.loops.pop();
      this.popScope();
    }
    this.addEntry({ kind: "loop", loop });
  }

  private parseIf(node: Extract<StatementNode, { kind: "if" }>): void {
    const condition = this.values.value(node.condition, undefined);
    const empty = ListInit.get([], BitRecTy.instance);
    const single = ListInit.get([BitInit.true], BitRecTy.instance);
    const listTy = ListRecTy.get(BitRecTy.instance);
    const thenList = TernOpInit.get("if", condition, single, empty, listTy).fold(undefined);
    this.ifBody(node.pos, thenList, node.then);
    if (node.else !== undefined) {
      const elseList = TernOpInit.get("if", condition, empty, single, listTy).fold(undefined);
      this.ifBody(node.pos, elseList, node.else);
    }
  }

  private ifBody(pos: number, list: Init, body: readonly StatementNode[]): void {
    const loop: ForeachLoop = { location: this.loc(pos), iterVar: undefined, list, entries: [] };
    this.loops.push(loop);
    this.pushScope("local");
    try {
      for (const s of body) this.statement(s);
    } finally {
      this.popScope();
      this.loops.pop();
    }
    this.addEntry({ kind: "loop", loop });
  }

  private parseTopLevelLet(node: Extract<StatementNode, { kind: "let" }>): void {
    const lets: LetRecord[] = [];
    for (const item of node.items) {
      const bits = item.bits ? this.values.rangeList(item.bits).reverse() : [];
      const value = this.values.value(item.value, undefined);
      lets.push({ name: StringInit.get(item.name), bits, value, location: this.loc(item.pos) });
    }
    this.letStack.push(lets);
    this.pushScope("local");
    try {
      for (const s of node.body) this.statement(s);
    } finally {
      this.popScope();
      this.letStack.pop();
    }
  }

  private parseMultiClass(node: Extract<StatementNode, { kind: "multiclass" }>): void {
    if (this.multiClasses.has(node.name)) throw this.error(node.namePos, `multiclass '${node.name}' already defined`);
    const mc: MultiClass = {
      record: new Record(node.name, [this.loc(node.namePos)], this.keeper, "multiclass"),
      entries: [],
    };
    this.multiClasses.set(node.name, mc);
    this.curMultiClass = mc;
    this.pushScope("multiclass", { multiClass: mc });
    try {
      if (node.templateArgs) this.parseTemplateArgList(node.templateArgs, mc.record);
      for (const parent of node.parents) {
        const ref = this.parseSubClassReference(parent, undefined, true);
        const sub = this.multiClasses.get(ref.record.name) as MultiClass;
        const substs: [Init, Init][] = [];
        this.resolveArgumentsOfMultiClass(
          substs,
          sub,
          ref.args,
          VarInit.get(qualifiedNameOfImplicitName(mc.record), StringRecTy.instance),
          ref.location,
        );
        this.resolveEntries(sub.entries, substs, false, mc.entries);
      }
      if (node.parents.length === 0 && node.body.length === 0) {
        throw this.error(node.namePos, "multiclass must contain at least one def");
      }
      for (const s of node.body) this.statement(s);
      this.checkUnusedTemplateArgs(mc.record);
    } finally {
      this.popScope();
      this.curMultiClass = undefined;
    }
  }

  private resolveArgumentsOfMultiClass(
    substs: [Init, Init][],
    mc: MultiClass,
    args: readonly ArgumentInit[],
    defmName: Init,
    location: SourceLocation,
  ): void {
    const r = new MapResolver();
    for (const [k, v] of substs) r.set(k, v);
    this.resolveArguments(mc.record, args, location, (name, value) => r.set(name, value));
    for (const arg of mc.record.templateArgs) {
      const value = r.resolve(arg);
      substs.push([arg, value ?? UnsetInit.instance]);
    }
    substs.push([qualifiedNameOfImplicitName(mc.record), defmName]);
  }

  private parseDefm(node: Extract<StatementNode, { kind: "defm" }>): void {
    const mcCurrent = this.curMultiClass;
    let defmName = this.parseObjectName(node.name);
    if (defmName === undefined) {
      defmName = this.keeper.newAnonymousName();
      if (mcCurrent !== undefined) {
        defmName = BinOpInit.getStrConcat(
          VarInit.get(qualifiedNameOfImplicitName(mcCurrent.record), StringRecTy.instance),
          defmName,
        );
      }
    }
    const newEntries: RecordsEntry[] = [];
    let index = 0;
    const parents = node.parents;
    for (; index < parents.length; index++) {
      const parentNode = parents[index] as SubClassRefNode;
      if (index > 0 && this.keeper.getClass(parentNode.name) !== undefined) break;
      const ref = this.parseSubClassReference(parentNode, undefined, true);
      const mc = this.multiClasses.get(ref.record.name) as MultiClass;
      const substs: [Init, Init][] = [];
      this.resolveArgumentsOfMultiClass(substs, mc, ref.args, defmName, ref.location);
      this.resolveEntries(mc.entries, substs, mcCurrent === undefined && this.loops.length === 0, newEntries, ref.location);
    }
    for (; index < parents.length; index++) {
      const ref = this.parseSubClassReference(parents[index] as SubClassRefNode, undefined, false);
      for (const entry of newEntries) this.addSubClassToEntry(entry, ref);
    }
    for (const entry of newEntries) {
      this.applyLetStackEntry(entry);
      this.addEntry(entry);
    }
  }

  private addSubClassToEntry(entry: RecordsEntry, ref: SubClassReference): void {
    if (entry.kind === "record") this.addSubClass(entry.record, ref);
    else if (entry.kind === "loop") for (const e of entry.loop.entries) this.addSubClassToEntry(e, ref);
  }

  private parseDefset(node: Extract<StatementNode, { kind: "defset" }>): void {
    const type = this.parseType(node.type);
    if (!(type instanceof ListRecTy)) throw this.error(node.type.pos, "expected list type");
    if (this.keeper.getGlobal(node.name) !== undefined) {
      throw this.error(node.namePos, "def or global variable of this name already exists");
    }
    const defset: DefsetRecord = { elementType: type.elementType, elements: [] };
    this.defsets.push(defset);
    try {
      for (const s of node.body) this.statement(s);
    } finally {
      this.defsets.pop();
    }
    this.keeper.addGlobal(node.name, ListInit.get(defset.elements, defset.elementType));
  }

  private parseDeftype(node: Extract<StatementNode, { kind: "deftype" }>): void {
    const type = this.parseType(node.type);
    this.typeAliases.set(node.name, type);
  }

  private parseDefvar(pos: number, name: string, valueNode: ValueNode, rec: Record | undefined): void {
    const namePos = pos + "defvar".length + 1;
    if (this.scope.varAlreadyDefined(name)) throw this.error(namePos, "local variable of this name already exists");
    if (rec !== undefined) {
      const v = rec.getValue(name);
      if (v !== undefined && !v.isTemplateArg) throw this.error(namePos, "field of this name already exists");
    }
    if (this.scope.isOutermost() && this.keeper.getGlobal(name) !== undefined) {
      throw this.error(namePos, "def or global variable of this name already exists");
    }
    const value = this.values.value(valueNode, rec);
    if (!this.scope.isOutermost()) this.scope.addVar(name, value);
    else this.keeper.addGlobal(name, value);
  }
}

function checkBitsConcrete(rec: Record, value: BitsInit): boolean {
  for (const bit of value.bits) {
    let isReference = false;
    if (bit instanceof VarBitInit) {
      if (bit.variable instanceof VarInit && rec.getValue(bit.variable.name) !== undefined) isReference = true;
    } else if (bit instanceof VarInit) {
      isReference = true;
    }
    if (!(isReference || bit.isConcrete())) return false;
  }
  return true;
}

export function valuePos(node: ValueNode): number {
  return node.pos;
}

