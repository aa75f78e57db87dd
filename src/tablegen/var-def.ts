// `Class<args>` used as a value (LLVM's VarDefInit): once every argument is known,
// it instantiates an anonymous def of the class, shared by equal instantiations.
import type { SourceLocation } from "../support/source.js";
import { Record } from "./records.js";
import { MapResolver, RecordResolver, TrackUnresolvedResolver } from "./resolvers.js";
import { RecordRecTy } from "./types.js";
import { ArgumentInit, DefInit, Init, Resolver, TypedInit, currentKeeper } from "./values.js";
import { activeValues } from "./value-context.js";

export class VarDefInit extends TypedInit {
  readonly type: RecordRecTy;
  private constructor(
    readonly cls: Record,
    readonly args: readonly ArgumentInit[],
    readonly location: SourceLocation | undefined,
  ) {
    super();
    this.type = RecordRecTy.get([cls]);
  }
  static get(cls: Record, args: readonly ArgumentInit[], location?: SourceLocation): VarDefInit {
    let key = `${cls.id}`;
    for (const a of args) key += `,${a.id}`;
    const table = activeValues.tables.varDefTable;
    let v = table.get(key);
    if (v === undefined) {
      v = new VarDefInit(cls, args, location);
      table.set(key, v);
    }
    return v;
  }
  getAsString(): string {
    return `${this.cls.name}<${this.args.map((a) => a.getAsString()).join(", ")}>`;
  }
  /** The anonymous def this value instantiated in the active evaluation, if it did. */
  private get def(): DefInit | undefined {
    return activeValues.varDefInstances.get(this);
  }
  instantiate(): DefInit {
    const existing = this.def;
    if (existing !== undefined) return existing;
    const keeper = currentKeeper();
    const cls = this.cls;
    const rec = new Record(keeper.newAnonymousName(), [...cls.locations], keeper, "anonymous");
    for (const v of cls.fields) rec.addValue(v.clone());
    rec.assertions = [...cls.assertions];
    rec.dumps = [...cls.dumps];
    const resolver = new MapResolver(rec);
    for (const arg of cls.templateArgs) {
      const rv = rec.getValue(arg);
      if (rv !== undefined) resolver.set(arg, rv.value);
      rec.removeValue(arg);
    }
    for (const arg of this.args) {
      if (arg.index !== undefined) {
        const name = cls.templateArgs[arg.index];
        if (name !== undefined) resolver.set(name, arg.value);
      } else if (arg.argName !== undefined) {
        resolver.set(arg.argName, arg.value);
      }
    }
    rec.resolveReferences(resolver);
    for (const sc of cls.superClasses) rec.addSuperClass(sc.record, sc.location);
    rec.addSuperClass(cls, cls.locations[cls.locations.length - 1]);
    const final = new RecordResolver(rec);
    final.isFinal = true;
    rec.resolveReferences(final);
    keeper.addDef(rec);
    const def = rec.getDefInit();
    activeValues.varDefInstances.set(this, def);
    activeValues.onInstantiate(rec);
    return def;
  }
  fold(): Init {
    const existing = this.def;
    if (existing !== undefined) return existing;
    const tracker = new TrackUnresolvedResolver();
    for (const a of this.args) a.resolveReferences(tracker);
    if (!tracker.foundUnresolved) return this.instantiate();
    return this;
  }
  override resolveReferences(resolver: Resolver): Init {
    const tracker = new TrackUnresolvedResolver(resolver);
    let changed = false;
    const args = this.args.map((a) => {
      const n = a.resolveReferences(tracker) as ArgumentInit;
      if (n !== a) changed = true;
      return n;
    });
    if (changed) {
      const next = VarDefInit.get(this.cls, args, this.location);
      if (!tracker.foundUnresolved) return next.instantiate();
      return next;
    }
    return this;
  }
}
