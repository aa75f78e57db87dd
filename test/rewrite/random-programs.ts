// Random, verifiable programs over arith, scf, cf, math and index for the canonicalization
// differential test: constants (edge values included), comparisons, selects, integer
// arithmetic, scf.if / scf.for / scf.while / scf.index_switch / scf.execute_region nested a
// few levels deep, cf.br / cf.cond_br / cf.switch graphs, math and index ops, and opaque
// unregistered ops (`foo.*`) whose effects are unknown. Each program is built from a seed, so
// a difference can be reproduced from the seed the test reports.

/** A small deterministic PRNG (mulberry32). */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[this.int(items.length)] as T;
  }
}

type Ty = "i32" | "i1" | "index";
const TYPES: readonly Ty[] = ["i32", "i32", "i1", "index"];

const I32_CONSTANTS = ["0", "1", "-1", "2", "7", "42", "2147483647", "-2147483648"];
const INDEX_CONSTANTS = ["0", "1", "2", "3", "4", "10"];
const CMP_PREDICATES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];

/** The values visible at a point of the program, by type. */
class Scope {
  private readonly values = new Map<Ty, string[]>();
  constructor(private readonly parent?: Scope) {}
  add(type: Ty, name: string): void {
    const list = this.values.get(type) ?? [];
    list.push(name);
    this.values.set(type, list);
  }
  all(type: Ty): string[] {
    return [...(this.parent?.all(type) ?? []), ...(this.values.get(type) ?? [])];
  }
}

class Writer {
  readonly lines: string[] = [];
  private counter = 0;
  fresh(): string {
    return `%v${this.counter++}`;
  }
  line(depth: number, text: string): void {
    this.lines.push(`${"  ".repeat(depth)}${text}`);
  }
}

/** Builds one function body of nested structured control flow. */
class StructuredGenerator {
  constructor(
    private readonly rng: Random,
    private readonly out: Writer,
  ) {}

  /** A value of `type` from scope, or a new constant. */
  value(scope: Scope, type: Ty, depth: number): string {
    const existing = scope.all(type);
    if (existing.length > 0 && this.rng.chance(0.75)) return this.rng.pick(existing);
    return this.constant(scope, type, depth);
  }

  constant(scope: Scope, type: Ty, depth: number): string {
    const name = this.out.fresh();
    if (type === "i1") this.out.line(depth, `${name} = arith.constant ${this.rng.pick(["true", "false"])}`);
    else if (type === "index") this.out.line(depth, `${name} = arith.constant ${this.rng.pick(INDEX_CONSTANTS)} : index`);
    else this.out.line(depth, `${name} = arith.constant ${this.rng.pick(I32_CONSTANTS)} : i32`);
    scope.add(type, name);
    return name;
  }

  statement(scope: Scope, depth: number, nesting: number): void {
    const roll = this.rng.int(nesting > 0 ? 21 : 9);
    switch (roll) {
      case 0:
      case 1:
        return this.arith(scope, depth);
      case 2:
        return this.compare(scope, depth);
      case 3:
        return this.select(scope, depth);
      case 4:
        return this.opaque(scope, depth);
      case 5:
        return this.mathOrIndex(scope, depth);
      case 6:
        return this.negate(scope, depth);
      case 7:
        void this.constant(scope, this.rng.pick(TYPES), depth);
        return;
      case 8:
        return this.use(scope, depth);
      case 9:
      case 10:
        return this.ifOp(scope, depth, nesting);
      case 11:
        return this.forOp(scope, depth, nesting);
      case 12:
        return this.rng.chance(0.5) ? this.whileOp(scope, depth, nesting) : this.indexSwitch(scope, depth, nesting);
      case 13:
        return this.executeRegion(scope, depth, nesting);
      case 14:
        return this.twinIfs(scope, depth, nesting);
      case 15:
        return this.nestedIf(scope, depth, nesting);
      case 16:
        return this.countingWhile(scope, depth, nesting);
      case 17:
        return this.parallelOp(scope, depth, nesting);
      case 18:
        return this.forallOp(scope, depth, nesting);
      case 19:
        return this.rng.chance(0.5) ? this.assertOp(scope, depth) : this.indirectCall(scope, depth);
      default:
        return this.multiBlockExecuteRegion(scope, depth);
    }
  }

  block(scope: Scope, depth: number, nesting: number, count: number): void {
    for (let i = 0; i < count; i++) this.statement(scope, depth, nesting);
  }

  arith(scope: Scope, depth: number): void {
    const type: Ty = this.rng.chance(0.8) ? "i32" : "index";
    const ops = type === "i32" ? ["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minui", "shli"] : ["addi", "subi", "muli"];
    const lhs = this.value(scope, type, depth);
    const rhs = this.value(scope, type, depth);
    const name = this.out.fresh();
    this.out.line(depth, `${name} = arith.${this.rng.pick(ops)} ${lhs}, ${rhs} : ${type}`);
    scope.add(type, name);
  }

  compare(scope: Scope, depth: number): void {
    const type: Ty = this.rng.chance(0.8) ? "i32" : "index";
    const lhs = this.value(scope, type, depth);
    const rhs = this.value(scope, type, depth);
    const name = this.out.fresh();
    this.out.line(depth, `${name} = arith.cmpi ${this.rng.pick(CMP_PREDICATES)}, ${lhs}, ${rhs} : ${type}`);
    scope.add("i1", name);
  }

  select(scope: Scope, depth: number): void {
    const type = this.rng.pick(TYPES);
    const condition = this.value(scope, "i1", depth);
    const a = this.value(scope, type, depth);
    const b = this.value(scope, type, depth);
    const name = this.out.fresh();
    this.out.line(depth, `${name} = arith.select ${condition}, ${a}, ${b} : ${type}`);
    scope.add(type, name);
  }

  negate(scope: Scope, depth: number): void {
    const condition = this.value(scope, "i1", depth);
    const one = this.out.fresh();
    this.out.line(depth, `${one} = arith.constant true`);
    const name = this.out.fresh();
    this.out.line(depth, `${name} = arith.xori ${condition}, ${one} : i1`);
    scope.add("i1", one);
    scope.add("i1", name);
  }

  opaque(scope: Scope, depth: number): void {
    const type = this.rng.pick(TYPES);
    const name = this.out.fresh();
    this.out.line(depth, `${name} = "foo.val"() : () -> ${type}`);
    scope.add(type, name);
  }

  use(scope: Scope, depth: number): void {
    const type = this.rng.pick(TYPES);
    this.out.line(depth, `"foo.use"(${this.value(scope, type, depth)}) : (${type}) -> ()`);
  }

  mathOrIndex(scope: Scope, depth: number): void {
    const name = this.out.fresh();
    switch (this.rng.int(4)) {
      case 0:
        this.out.line(depth, `${name} = math.absi ${this.value(scope, "i32", depth)} : i32`);
        scope.add("i32", name);
        return;
      case 1:
        this.out.line(depth, `${name} = math.ctlz ${this.value(scope, "i32", depth)} : i32`);
        scope.add("i32", name);
        return;
      case 2: {
        const lhs = this.value(scope, "index", depth);
        const rhs = this.value(scope, "index", depth);
        this.out.line(depth, `${name} = index.${this.rng.pick(["add", "sub", "mul", "maxs", "minu"])} ${lhs}, ${rhs}`);
        scope.add("index", name);
        return;
      }
      default: {
        const lhs = this.value(scope, "index", depth);
        const rhs = this.value(scope, "index", depth);
        this.out.line(depth, `${name} = index.cmp ${this.rng.pick(CMP_PREDICATES)}(${lhs}, ${rhs})`);
        scope.add("i1", name);
      }
    }
  }

  /** Result types of a region op: zero to three values. */
  resultTypes(): Ty[] {
    const count = this.rng.pick([0, 1, 1, 2, 3]);
    return Array.from({ length: count }, () => this.rng.pick(TYPES));
  }

  /** The body of a region ending in `terminator` with values of `types`. */
  region(scope: Scope, depth: number, nesting: number, types: readonly Ty[], terminator: string): void {
    const inner = new Scope(scope);
    this.block(inner, depth, nesting - 1, this.rng.int(4));
    const values = types.map((t) => this.value(inner, t, depth));
    this.out.line(depth, values.length === 0 ? terminator : `${terminator} ${values.join(", ")} : ${types.join(", ")}`);
  }

  /** The `%r = ` / `%r:N = ` head of a region op, and `define` to add its results to scope once its regions are written. */
  results(scope: Scope, types: readonly Ty[]): { readonly head: string; define(): void } {
    if (types.length === 0) return { head: "", define: () => {} };
    const name = this.out.fresh();
    return {
      head: types.length === 1 ? `${name} = ` : `${name}:${types.length} = `,
      define: () => types.forEach((t, i) => scope.add(t, types.length === 1 ? name : `${name}#${i}`)),
    };
  }

  ifOp(scope: Scope, depth: number, nesting: number): void {
    const condition = this.value(scope, "i1", depth);
    const types = this.resultTypes();
    const withElse = types.length > 0 || this.rng.chance(0.5);
    const { head, define } = this.results(scope, types);
    this.out.line(depth, `${head}scf.if ${condition}${types.length > 0 ? ` -> (${types.join(", ")})` : ""} {`);
    this.region(scope, depth + 1, nesting, types, "scf.yield");
    if (withElse) {
      this.out.line(depth, "} else {");
      this.region(scope, depth + 1, nesting, types, "scf.yield");
    }
    this.out.line(depth, "}");
    define();
  }

  /** Two scf.if on the same (or the negated) condition one after the other (CombineIfs). */
  twinIfs(scope: Scope, depth: number, nesting: number): void {
    const condition = this.value(scope, "i1", depth);
    let second = condition;
    if (this.rng.chance(0.4)) {
      const one = this.out.fresh();
      second = this.out.fresh();
      this.out.line(depth, `${one} = arith.constant true`);
      this.out.line(depth, `${second} = arith.xori ${condition}, ${one} : i1`);
    }
    for (const c of [condition, second]) {
      const types = this.resultTypes();
      const { head, define } = this.results(scope, types);
      this.out.line(depth, `${head}scf.if ${c}${types.length > 0 ? ` -> (${types.join(", ")})` : ""} {`);
      this.region(scope, depth + 1, nesting, types, "scf.yield");
      if (types.length > 0 || this.rng.chance(0.5)) {
        this.out.line(depth, "} else {");
        this.region(scope, depth + 1, nesting, types, "scf.yield");
      }
      this.out.line(depth, "}");
      define();
    }
  }

  /** An scf.if whose then block holds only another scf.if (CombineNestedIfs). */
  nestedIf(scope: Scope, depth: number, nesting: number): void {
    const outer = this.value(scope, "i1", depth);
    const inner = this.value(scope, "i1", depth);
    const types = this.rng.chance(0.5) ? [] : this.resultTypes();
    const outerTypes = types.length > 0 && this.rng.chance(0.5) ? types : [];
    const { head, define } = this.results(scope, outerTypes);
    this.out.line(depth, `${head}scf.if ${outer}${outerTypes.length > 0 ? ` -> (${outerTypes.join(", ")})` : ""} {`);
    const innerScope = new Scope(scope);
    const innerResults = this.results(innerScope, types);
    this.out.line(depth + 1, `${innerResults.head}scf.if ${inner}${types.length > 0 ? ` -> (${types.join(", ")})` : ""} {`);
    this.region(scope, depth + 2, nesting - 1, types, "scf.yield");
    if (types.length > 0) {
      this.out.line(depth + 1, "} else {");
      this.region(scope, depth + 2, nesting - 1, types, "scf.yield");
    }
    this.out.line(depth + 1, "}");
    innerResults.define();
    const yielded = outerTypes.map((t) => this.value(innerScope, t, depth + 1));
    this.out.line(depth + 1, yielded.length === 0 ? "scf.yield" : `scf.yield ${yielded.join(", ")} : ${outerTypes.join(", ")}`);
    if (outerTypes.length > 0) {
      this.out.line(depth, "} else {");
      this.region(scope, depth + 1, nesting - 1, outerTypes, "scf.yield");
    }
    this.out.line(depth, "}");
    define();
  }

  /** An scf.while whose condition compares a before argument (WhileCmpCond, invariant arguments). */
  countingWhile(scope: Scope, depth: number, nesting: number): void {
    const init = this.value(scope, "i32", depth);
    const bound = this.value(scope, "i32", depth);
    const other = this.value(scope, "i32", depth);
    const { head, define } = this.results(scope, ["i32", "i32"]);
    const x = this.out.fresh();
    const y = this.out.fresh();
    this.out.line(depth, `${head}scf.while (${x} = ${init}, ${y} = ${other}) : (i32, i32) -> (i32, i32) {`);
    const cmp = this.out.fresh();
    this.out.line(depth + 1, `${cmp} = arith.cmpi ${this.rng.pick(CMP_PREDICATES)}, ${x}, ${bound} : i32`);
    const forwarded = this.rng.chance(0.5) ? [x, y] : [y, x];
    this.out.line(depth + 1, `scf.condition(${cmp}) ${forwarded.join(", ")} : i32, i32`);
    this.out.line(depth, "} do {");
    const p = this.out.fresh();
    const q = this.out.fresh();
    this.out.line(depth, `^bb0(${p}: i32, ${q}: i32):`);
    const after = new Scope(scope);
    after.add("i32", p);
    after.add("i32", q);
    const again = this.out.fresh();
    this.out.line(depth + 1, `${again} = arith.cmpi ${this.rng.pick(CMP_PREDICATES)}, ${p}, ${bound} : i32`);
    after.add("i1", again);
    this.block(after, depth + 1, nesting - 1, this.rng.int(3));
    const next = this.value(after, "i32", depth + 1);
    const kept = this.rng.chance(0.5) ? q : this.value(after, "i32", depth + 1);
    this.out.line(depth + 1, `scf.yield ${next}, ${kept} : i32, i32`);
    this.out.line(depth, "}");
    define();
  }

  /** scf.parallel over constant or argument bounds, with a reduction or without. */
  parallelOp(scope: Scope, depth: number, nesting: number): void {
    const dims = 1 + this.rng.int(2);
    const lbs = Array.from({ length: dims }, () => this.value(scope, "index", depth));
    const ubs = Array.from({ length: dims }, () => this.value(scope, "index", depth));
    const steps = Array.from({ length: dims }, () => this.constantStep(scope, depth));
    const reduce = this.rng.chance(0.5);
    const init = reduce ? this.value(scope, "i32", depth) : undefined;
    const { head, define } = this.results(scope, reduce ? ["i32"] : []);
    const ivs = Array.from({ length: dims }, () => this.out.fresh());
    this.out.line(depth, `${head}scf.parallel (${ivs.join(", ")}) = (${lbs.join(", ")}) to (${ubs.join(", ")}) step (${steps.join(", ")})${init !== undefined ? ` init(${init}) -> i32` : ""} {`);
    const inner = new Scope(scope);
    for (const iv of ivs) inner.add("index", iv);
    if (nesting > 1 && this.rng.chance(0.3)) this.parallelOp(inner, depth + 1, nesting - 1);
    else this.block(inner, depth + 1, nesting - 1, this.rng.int(3));
    if (init === undefined) this.out.line(depth + 1, "scf.reduce");
    else {
      const v = this.value(inner, "i32", depth + 1);
      const l = this.out.fresh();
      const r = this.out.fresh();
      const sum = this.out.fresh();
      this.out.line(depth + 1, `scf.reduce(${v} : i32) {`);
      this.out.line(depth + 1, `^bb0(${l}: i32, ${r}: i32):`);
      this.out.line(depth + 2, `${sum} = arith.addi ${l}, ${r} : i32`);
      this.out.line(depth + 2, `scf.reduce.return ${sum} : i32`);
      this.out.line(depth + 1, "}");
    }
    this.out.line(depth, "}");
    define();
  }

  /** scf.forall without outputs over static and dynamic bounds (static ones as integers). */
  forallOp(scope: Scope, depth: number, nesting: number): void {
    const dims = 1 + this.rng.int(3);
    const bound = (small: readonly string[]): string => (this.rng.chance(0.5) ? this.rng.pick(small) : this.value(scope, "index", depth));
    const lbs = Array.from({ length: dims }, () => bound(["0", "1", "2"]));
    const ubs = Array.from({ length: dims }, () => bound(["0", "1", "2", "3", "8"]));
    const steps = Array.from({ length: dims }, () => (this.rng.chance(0.6) ? this.rng.pick(["1", "2", "5"]) : this.constantStep(scope, depth)));
    const ivs = Array.from({ length: dims }, () => this.out.fresh());
    this.out.line(depth, `scf.forall (${ivs.join(", ")}) = (${lbs.join(", ")}) to (${ubs.join(", ")}) step (${steps.join(", ")}) {`);
    const inner = new Scope(scope);
    for (const iv of ivs) inner.add("index", iv);
    this.block(inner, depth + 1, nesting - 1, this.rng.int(3));
    if (this.rng.chance(0.7)) this.out.line(depth + 1, `"foo.use"(${ivs.join(", ")}) : (${ivs.map(() => "index").join(", ")}) -> ()`);
    this.out.line(depth, this.rng.chance(0.3) ? "} {some_attr}" : "}");
  }

  /** cf.assert on a condition from scope (erased when it is a constant true). */
  assertOp(scope: Scope, depth: number): void {
    this.out.line(depth, `cf.assert ${this.value(scope, "i1", depth)}, "checked"`);
  }

  /** func.call_indirect of a func.constant (turned into func.call) or of an opaque value. */
  indirectCall(scope: Scope, depth: number): void {
    const callee = this.out.fresh();
    if (this.rng.chance(0.8)) this.out.line(depth, `${callee} = func.constant @callee : (i32) -> i32`);
    else this.out.line(depth, `${callee} = "foo.fn"() : () -> ((i32) -> i32)`);
    const name = this.out.fresh();
    this.out.line(depth, `${name} = func.call_indirect ${callee}(${this.value(scope, "i32", depth)}) : (i32) -> i32`);
    scope.add("i32", name);
  }

  /** An scf.execute_region of several blocks joined by cf branches (MultiBlockExecuteInliner). */
  multiBlockExecuteRegion(scope: Scope, depth: number): void {
    const condition = this.value(scope, "i1", depth);
    const a = this.value(scope, "i32", depth);
    const b = this.value(scope, "i32", depth);
    const { head, define } = this.results(scope, ["i32"]);
    const x = this.out.fresh();
    this.out.line(depth, `${head}scf.execute_region -> (i32) {`);
    this.out.line(depth + 1, `cf.cond_br ${condition}, ^bb1, ^bb2`);
    this.out.line(depth, "^bb1:");
    if (this.rng.chance(0.5)) this.out.line(depth + 1, `scf.yield ${a} : i32`);
    else this.out.line(depth + 1, `cf.br ^bb3(${a} : i32)`);
    this.out.line(depth, "^bb2:");
    this.out.line(depth + 1, `cf.br ^bb3(${b} : i32)`);
    this.out.line(depth, `^bb3(${x}: i32):`);
    this.out.line(depth + 1, `scf.yield ${x} : i32`);
    this.out.line(depth, "}");
    define();
  }

  forOp(scope: Scope, depth: number, nesting: number): void {
    const lb = this.value(scope, "index", depth);
    const ub = this.value(scope, "index", depth);
    const step = this.rng.chance(0.7) ? this.constantStep(scope, depth) : this.value(scope, "index", depth);
    const types = this.resultTypes();
    const inits = types.map((t) => this.value(scope, t, depth));
    const { head, define } = this.results(scope, types);
    const iv = this.out.fresh();
    const args = types.map(() => this.out.fresh());
    const iter = types.length > 0 ? ` iter_args(${args.map((a, i) => `${a} = ${inits[i] as string}`).join(", ")}) -> (${types.join(", ")})` : "";
    this.out.line(depth, `${head}scf.for ${iv} = ${lb} to ${ub} step ${step}${iter} {`);
    const inner = new Scope(scope);
    inner.add("index", iv);
    types.forEach((t, i) => inner.add(t, args[i] as string));
    this.region(inner, depth + 1, nesting, types, "scf.yield");
    this.out.line(depth, "}");
    define();
  }

  /** A positive step: scf.for with a step of zero or less is undefined behaviour in MLIR. */
  constantStep(scope: Scope, depth: number): string {
    const name = this.out.fresh();
    this.out.line(depth, `${name} = arith.constant ${this.rng.pick(["1", "1", "2", "3"])} : index`);
    scope.add("index", name);
    return name;
  }

  whileOp(scope: Scope, depth: number, nesting: number): void {
    const initTypes = this.resultTypes();
    const inits = initTypes.map((t) => this.value(scope, t, depth));
    const resultTypes = this.resultTypes();
    const { head, define } = this.results(scope, resultTypes);
    const beforeArgs = initTypes.map(() => this.out.fresh());
    const assignments = beforeArgs.map((a, i) => `${a} = ${inits[i] as string}`).join(", ");
    this.out.line(depth, `${head}scf.while (${assignments}) : (${initTypes.join(", ")}) -> (${resultTypes.join(", ")}) {`);
    const before = new Scope(scope);
    initTypes.forEach((t, i) => before.add(t, beforeArgs[i] as string));
    this.block(before, depth + 1, nesting - 1, this.rng.int(3));
    const condition = this.rng.chance(0.3) ? this.value(before, "i1", depth + 1) : this.freshCondition(before, depth + 1);
    const forwarded = resultTypes.map((t) => this.value(before, t, depth + 1));
    this.out.line(depth + 1, `scf.condition(${condition})${forwarded.length > 0 ? ` ${forwarded.join(", ")} : ${resultTypes.join(", ")}` : ""}`);
    this.out.line(depth, "} do {");
    const afterArgs = resultTypes.map(() => this.out.fresh());
    this.out.line(depth, afterArgs.length === 0 ? "^bb0:" : `^bb0(${afterArgs.map((a, i) => `${a}: ${resultTypes[i] as string}`).join(", ")}):`);
    const after = new Scope(scope);
    resultTypes.forEach((t, i) => after.add(t, afterArgs[i] as string));
    this.region(after, depth + 1, nesting, initTypes, "scf.yield");
    this.out.line(depth, "}");
    define();
  }

  /** An i1 the loop cannot fold: an opaque op's result. */
  freshCondition(scope: Scope, depth: number): string {
    const name = this.out.fresh();
    this.out.line(depth, `${name} = "foo.cond"() : () -> i1`);
    scope.add("i1", name);
    return name;
  }

  indexSwitch(scope: Scope, depth: number, nesting: number): void {
    const selector = this.value(scope, "index", depth);
    const types = this.resultTypes();
    const { head, define } = this.results(scope, types);
    this.out.line(depth, `${head}scf.index_switch ${selector}${types.length > 0 ? ` -> ${types.join(", ")}` : ""}`);
    const cases = [...new Set(Array.from({ length: 1 + this.rng.int(3) }, () => this.rng.int(5)))];
    for (const c of cases) {
      this.out.line(depth, `case ${c} {`);
      this.region(scope, depth + 1, nesting, types, "scf.yield");
      this.out.line(depth, "}");
    }
    this.out.line(depth, "default {");
    this.region(scope, depth + 1, nesting, types, "scf.yield");
    this.out.line(depth, "}");
    define();
  }

  executeRegion(scope: Scope, depth: number, nesting: number): void {
    const types = this.resultTypes();
    const { head, define } = this.results(scope, types);
    this.out.line(depth, `${head}scf.execute_region${types.length > 0 ? ` -> (${types.join(", ")})` : ""} {`);
    this.region(scope, depth + 1, nesting, types, "scf.yield");
    this.out.line(depth, "}");
    define();
  }
}

/** A function of structured control flow: arguments of each type, a random body, results. */
function structuredFunction(rng: Random, name: string): string {
  const out = new Writer();
  const scope = new Scope();
  const params = ["%a: i32", "%b: i32", "%c: i1", "%n: index", "%m: index"];
  scope.add("i32", "%a");
  scope.add("i32", "%b");
  scope.add("i1", "%c");
  scope.add("index", "%n");
  scope.add("index", "%m");
  const generator = new StructuredGenerator(rng, out);
  generator.block(scope, 1, 3, 4 + rng.int(8));
  const resultTypes = Array.from({ length: 1 + rng.int(3) }, () => rng.pick(TYPES));
  const results = resultTypes.map((t) => generator.value(scope, t, 1));
  out.line(1, `return ${results.join(", ")} : ${resultTypes.join(", ")}`);
  return [`func.func @${name}(${params.join(", ")}) -> (${resultTypes.join(", ")}) {`, ...out.lines, "}"].join("\n");
}

/** A function of unstructured control flow: blocks with arguments joined by cf branches. */
function cfgFunction(rng: Random, name: string): string {
  const out = new Writer();
  const blockCount = 2 + rng.int(5);
  const blockArgs: Ty[][] = [[]];
  for (let b = 1; b < blockCount; b++) blockArgs.push(Array.from({ length: rng.int(3) }, () => rng.pick(["i32", "i1"] as const)));
  const entry = new Scope();
  entry.add("i32", "%a");
  entry.add("i32", "%b");
  entry.add("i1", "%c");
  const generator = new StructuredGenerator(rng, out);
  const lines: string[] = [`func.func @${name}(%a: i32, %b: i32, %c: i1) -> i32 {`];
  for (let b = 0; b < blockCount; b++) {
    const scope = new Scope(entry);
    if (b > 0) {
      const args = (blockArgs[b] as Ty[]).map((t) => {
        const arg = out.fresh();
        scope.add(t, arg);
        return `${arg}: ${t}`;
      });
      out.line(0, `^bb${b}${args.length > 0 ? `(${args.join(", ")})` : ""}:`);
    }
    generator.block(scope, 1, rng.chance(0.3) ? 1 : 0, rng.int(3));
    // Only forward branches and self-loops guarded by a condition keep the CFG reducible enough to be interesting.
    const targets = Array.from({ length: blockCount - b - 1 }, (_, i) => b + 1 + i);
    // cf.switch's parser takes no `%r#N` uses (mlir-opt rejects them): branch operands are plain names.
    const plainValue = (t: Ty): string => {
      const v = generator.value(scope, t, 1);
      return v.includes("#") ? generator.constant(scope, t, 1) : v;
    };
    const operandsFor = (target: number): string => {
      const types = blockArgs[target] as Ty[];
      if (types.length === 0) return `^bb${target}`;
      return `^bb${target}(${types.map(plainValue).join(", ")} : ${types.join(", ")})`;
    };
    const kind = targets.length === 0 ? 3 : rng.int(4);
    if (kind === 0) out.line(1, `cf.br ${operandsFor(rng.pick(targets))}`);
    else if (kind === 1) {
      const condition = generator.value(scope, "i1", 1);
      const t = operandsFor(rng.pick(targets));
      const f = operandsFor(rng.pick(targets));
      out.line(1, `cf.cond_br ${condition}, ${t}, ${f}`);
    } else if (kind === 2) {
      const flag = plainValue("i32");
      const dflt = operandsFor(rng.pick(targets));
      const cases = [...new Set(Array.from({ length: 1 + rng.int(3) }, () => rng.pick([0, 1, 2, 7, 42, -1])))];
      const arms = cases.map((c) => `${c}: ${operandsFor(rng.pick(targets))}`);
      out.line(1, `cf.switch ${flag} : i32, [`);
      out.line(2, [`default: ${dflt}`, ...arms].join(",\n    "));
      out.line(1, "]");
    } else out.line(1, `return ${generator.value(scope, "i32", 1)} : i32`);
  }
  lines.push(...out.lines, "}");
  return lines.join("\n");
}

/** One module of a few functions, from `seed`. */
export function randomProgram(seed: number): string {
  const rng = new Random(seed);
  const functions: string[] = [];
  const count = 1 + rng.int(3);
  for (let i = 0; i < count; i++) functions.push(rng.chance(0.7) ? structuredFunction(rng, `f${i}`) : cfgFunction(rng, `g${i}`));
  // The target of the generated func.constant / func.call_indirect pairs.
  functions.push("func.func private @callee(i32) -> i32");
  return `${functions.join("\n\n")}\n`;
}
