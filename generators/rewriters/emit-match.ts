// The match half of a generated pattern (MLIR's PatternEmitter::emitMatchLogic): walks
// the source dag from the root op, checks each nested op's name, operand and attribute
// constraints, runs native matchers, binds symbols, tries both orders of `either`, checks
// `variadic` groups element by element, then checks that symbols bound twice are equal
// and that the pattern's constraints hold. Each check that fails reports MLIR's match
// failure reason and returns.
import type { Record } from "../../src/ods/access.js";
import { StringInit, getString } from "../../src/ods/access.js";
import { condition, predicateOf } from "../dialect/op-common.js";
import type { DagLeaf, DagNode } from "./dag.js";
import type { OpArgument, OpInfo } from "./ops.js";
import type { EmitContext } from "./emit-context.js";
import { checkSnippet } from "./snippets.js";
import { symbolUse, type BoundSymbol } from "./symbols.js";
import { formatSnippet, stringLiteral } from "./text.js";

/** Where match code goes and how it fails: `return false` at the top, `return undefined` in an `either` alternative. */
interface MatchScope {
  readonly lines: string[];
  readonly indent: string;
  /** The failure statement for a reason reported at op `where`. */
  fail(where: string, reason: string): string;
  /** The array matched ops are pushed to (for the fused location). */
  readonly opsArray: string;
  /** Symbols bound in this scope (an `either` alternative returns them). */
  readonly bound: string[];
}

/** A symbol bound twice in the source: the two variables must hold the same thing. */
interface Duplicate {
  readonly name: string;
  readonly first: BoundSymbol;
  readonly second: BoundSymbol;
}

export class MatchEmitter {
  private readonly ctx: EmitContext;
  private nextOp = 1;
  private nextBinding = 0;
  private nextEither = 0;
  private readonly duplicates: Duplicate[] = [];

  constructor(ctx: EmitContext) {
    this.ctx = ctx;
  }

  /** Emits the whole match: the root op `op0`, then duplicate-symbol checks and the pattern's constraints. */
  emit(lines: string[]): void {
    const scope: MatchScope = {
      lines,
      indent: "    ",
      fail: (where, reason) => `return rewriter.notifyMatchFailure(${where}, ${stringLiteral(reason)});`,
      opsArray: "ops",
      bound: [],
    };
    lines.push(`    const builder = rewrite.PatternBuilder.of(rewriter);`);
    lines.push(`    void builder;`);
    lines.push(`    const ops: ir.Operation[] = [op0];`);
    this.matchOp(this.ctx.pattern.source, "op0", 0, scope);
    this.emitDuplicateChecks(scope);
    this.emitConstraints(scope);
  }

  private bindSymbol(name: string, symbol: BoundSymbol, scope: MatchScope): void {
    if (name === "" || name === "_") return;
    const previous = this.ctx.symbols.get(name);
    if (previous !== undefined) this.duplicates.push({ name, first: previous, second: symbol });
    else this.ctx.symbols.bind(name, symbol);
    scope.bound.push(symbol.variable);
  }

  private opArgCount(tree: DagNode): number {
    let count = 0;
    for (let i = 0; i < tree.numArgs; i++) {
      const nested = tree.argAsNestedDag(i);
      if (nested?.isLocationDirective() === true || nested?.isReturnTypeDirective() === true)
        throw this.ctx.pattern.error(`'${nested.isLocationDirective() ? "location" : "returnType"}' directive can only be used in result patterns`);
      count += nested?.isEither() === true ? 2 : 1;
    }
    return count;
  }

  /** Matches the op held in `opVar` against `tree` (its name is already known to match at depth 0). */
  private matchOp(tree: DagNode, opVar: string, depth: number, scope: MatchScope): void {
    const op = this.ctx.opOf(tree);
    const out = scope.lines;
    const ind = scope.indent;
    if (depth > 0) out.push(`${ind}if (${opVar}.name.name !== ${op.nameLiteral()}) ${scope.fail(opVar, `${castedName(opVar)} is not ${op.qualCppClassName} type`)}`);
    const numArgs = this.opArgCount(tree);
    if (numArgs !== op.numArgs)
      throw this.ctx.pattern.error(`op '${op.name}' argument number mismatch: ${numArgs} in pattern vs. ${op.numArgs} in definition`);
    if (tree.symbol !== "") {
      const variable = this.ctx.symbols.variableFor(tree.symbol);
      out.push(`${ind}const ${variable} = ${opVar};`);
      this.bindSymbol(tree.symbol, { kind: "op", variable, op }, scope);
    }
    let opArg = 0;
    for (let i = 0; i < tree.numArgs; i++) {
      const nested = tree.argAsNestedDag(i);
      if (nested?.isEither() === true) {
        this.matchEither(nested, op, opVar, opArg, depth, scope);
        opArg += 2;
        continue;
      }
      const arg = op.arguments[opArg] as OpArgument;
      this.matchArgument(tree, i, op, arg, opVar, depth, scope);
      opArg++;
    }
  }

  /** Matches pattern argument `index` of `tree` against op argument `arg` of the op in `opVar`. */
  private matchArgument(tree: DagNode, index: number, op: OpInfo, arg: OpArgument, opVar: string, depth: number, scope: MatchScope): void {
    const nested = tree.argAsNestedDag(index);
    const name = tree.argName(index);
    if (arg.kind === "property") throw this.ctx.pattern.error(`op '${op.name}': matching property '${arg.name}' is not supported`);
    if (nested !== undefined) {
      if (arg.kind !== "operand") throw this.ctx.pattern.error(`op '${op.name}': a nested pattern cannot match attribute '${arg.name}'`);
      if (nested.isVariadic()) {
        this.matchVariadic(nested, op, arg.index, opVar, depth, scope);
        return;
      }
      if (nested.isReplaceWithValue()) throw this.ctx.pattern.error(`'replaceWithValue' directive can only be used in result patterns`);
      this.matchNestedOperand(nested, op, arg.index, opVar, depth, scope);
      return;
    }
    if (arg.kind === "operand") this.matchOperandLeaf(tree.argAsLeaf(index), name, op, arg.index, opVar, scope);
    else this.matchAttributeLeaf(tree.argAsLeaf(index), name, op, arg, opVar, scope);
  }

  /** The expression of the (single) value of operand group `group` of the op in `opVar`. */
  private operandValue(op: OpInfo, opVar: string, group: number): string {
    const g = op.operandGroup(opVar, group, this.ctx.groupsUsed);
    if (g.single === undefined) throw this.ctx.pattern.error(`op '${op.name}': operand '${op.ods.operands[group]?.name ?? group}' is variadic; match it with a symbol or (variadic ...)`);
    return g.single;
  }

  /** An operand defined by a nested op or matched by a native call. */
  private matchNestedOperand(nested: DagNode, op: OpInfo, group: number, opVar: string, depth: number, scope: MatchScope): void {
    const out = scope.lines;
    const ind = scope.indent;
    const defVar = `defOp${this.nextOp++}`;
    out.push(`${ind}const ${defVar} = ${this.operandValue(op, opVar, group)}.definingOp;`);
    out.push(`${ind}if (${defVar} === null) ${scope.fail(opVar, `There's no operation that defines operand ${group} of ${castedName(opVar)}`)}`);
    if (nested.isNativeCodeCall()) {
      // MLIR counts the op a native matcher looked at among the matched ops (its location
      // can be fused into the created ops' location).
      this.matchNativeCall(nested, defVar, scope);
      out.push(`${ind}${scope.opsArray}.push(${defVar});`);
      return;
    }
    if (!nested.isOperation()) throw this.ctx.pattern.error(`unsupported directive '${nested.operator?.name ?? "?"}' in a source pattern`);
    this.matchOp(nested, defVar, depth + 1, scope);
    out.push(`${ind}${scope.opsArray}.push(${defVar});`);
  }

  /** A native call in the source (MLIR's emitNativeCodeMatch): `$_self` is the defining op, each argument a binding it fills. */
  private matchNativeCall(tree: DagNode, selfVar: string, scope: MatchScope): void {
    const out = scope.lines;
    const ind = scope.indent;
    const callee = tree.operator as Record;
    const values = new Map<string, string>([["_self", selfVar], ["_builder", "builder"]]);
    const bindings: { variable: string; leaf: DagLeaf; name: string }[] = [];
    for (let i = 0; i < tree.numArgs; i++) {
      if (tree.isNestedDagArg(i)) throw this.ctx.pattern.error(`native call '${callee.name}' in a source pattern: nested dag arguments are not supported`);
      const variable = `binding${this.nextBinding++}`;
      out.push(`${ind}const ${variable} = new rewrite.Binding<ir.Attribute>();`);
      values.set(String(i), variable);
      bindings.push({ variable, leaf: tree.argAsLeaf(i), name: tree.argName(i) });
    }
    const template = getString(callee, "expression");
    const call = formatSnippet(template, values);
    checkSnippet(callee, `native code call '${callee.name}'`, call);
    out.push(`${ind}if (!(${call})) ${scope.fail(selfVar, `Native code call '${callee.name}' failed`)}`);
    for (const b of bindings) {
      out.push(`${ind}if (${b.variable}.value === undefined) ${scope.fail(selfVar, `Native code call '${callee.name}' bound nothing`)}`);
      const bound = `${b.variable}.value`;
      this.emitLeafConstraint(b.leaf, bound, selfVar, scope, b.name);
      if (b.name !== "") {
        const variable = this.ctx.symbols.variableFor(b.name);
        out.push(`${ind}const ${variable}: ir.Attribute = ${bound};`);
        this.bindSymbol(b.name, { kind: "attr", variable, optional: false }, scope);
      }
    }
  }

  /** A leaf on an operand: a type constraint (if any), then the symbol. */
  private matchOperandLeaf(leaf: DagLeaf, name: string, op: OpInfo, group: number, opVar: string, scope: MatchScope): void {
    const out = scope.lines;
    const ind = scope.indent;
    const g = op.operandGroup(opVar, group, this.ctx.groupsUsed);
    if (!leaf.isUnspecified()) {
      if (!leaf.isOperandMatcher()) throw this.ctx.pattern.error(`op '${op.name}': operand '${op.argName(this.argIndexOfOperand(op, group))}' must be matched by a type constraint, not '${leaf.init?.getAsString() ?? "?"}'`);
      const record = leaf.def as Record;
      const text = condition(predicateOf(this.ctx.keeper, record.name), "__self__");
      if (text !== undefined) {
        if (g.single === undefined) {
          const check = condition(predicateOf(this.ctx.keeper, record.name), "t");
          out.push(`${ind}if (!${g.range}.every((v) => { const t = v.type; return ${check}; })) ${scope.fail(opVar, `operand ${group} of ${opVar} failed to satisfy constraint: ${summaryOf(record)}`)}`);
        } else {
          const check = this.checkedSnippet(record, condition(predicateOf(this.ctx.keeper, record.name), `${g.single}.type`) as string);
          out.push(`${ind}if (!(${check})) ${scope.fail(opVar, `operand ${group} of ${opVar} failed to satisfy constraint: '${summaryOf(record)}'`)}`);
        }
      }
    }
    if (name === "" || name === "_") return;
    const variable = this.ctx.symbols.variableFor(name);
    if (g.single !== undefined) out.push(`${ind}const ${variable} = ${g.single};`);
    else out.push(`${ind}const ${variable} = ${g.range};`);
    this.bindSymbol(name, { kind: "operand", variable, variadic: g.single === undefined }, scope);
  }

  private argIndexOfOperand(op: OpInfo, group: number): number {
    return op.arguments.findIndex((a) => a.kind === "operand" && a.index === group);
  }

  /** A leaf on an attribute: read it (default-valued ones get their default), check presence and constraint, bind. */
  private matchAttributeLeaf(leaf: DagLeaf, name: string, op: OpInfo, arg: OpArgument & { kind: "attribute" }, opVar: string, scope: MatchScope): void {
    const out = scope.lines;
    const ind = scope.indent;
    const attr = arg.attribute.attr;
    const hasDefault = attr.defaultValue !== undefined && attr.defaultValue !== "";
    const variable = name === "" || name === "_" ? `binding${this.nextBinding++}` : this.ctx.symbols.variableFor(name);
    const read = hasDefault ? `rewrite.attributeOrDefault(${opVar}, ${stringLiteral(arg.name)})` : `${opVar}.getAttr(${stringLiteral(arg.name)})`;
    const optional = attr.isOptional && !hasDefault;
    out.push(`${ind}const ${variable} = ${read};`);
    if (!optional) out.push(`${ind}if (${variable} === undefined) ${scope.fail(opVar, `expected op '${op.name}' to have attribute '${arg.name}' of type '${attr.storageType}'`)}`);
    if (!leaf.isUnspecified()) {
      if (optional) {
        out.push(`${ind}if (${variable} !== undefined) {`);
        this.emitLeafConstraint(leaf, variable, opVar, { ...scope, indent: `${ind}  ` }, name);
        out.push(`${ind}}`);
      } else this.emitLeafConstraint(leaf, variable, opVar, scope, name);
    }
    if (name !== "") this.bindSymbol(name, { kind: "attr", variable, optional }, scope);
  }

  /** Checks an attribute leaf constraint (a constraint, a constant attribute or an enum case) on `value`. */
  private emitLeafConstraint(leaf: DagLeaf, value: string, where: string, scope: MatchScope, name: string): void {
    if (leaf.isUnspecified()) return;
    const record = leaf.def;
    if (record === undefined) throw this.ctx.pattern.error(`unsupported leaf '${leaf.init?.getAsString() ?? "?"}' in a source pattern`);
    if (leaf.isEnumAttrCase()) {
      throw this.ctx.pattern.error(`enum case '${record.name}' in a source pattern: use ConstantEnumCase<...>`);
    }
    if (!leaf.isAttrMatcher()) throw this.ctx.pattern.error(`'${record.name}' is not an attribute constraint`);
    const text = condition(predicateOf(this.ctx.keeper, record.name), value);
    if (text === undefined) return;
    const check = this.checkedSnippet(record, text);
    const what = name === "" ? value : name;
    scope.lines.push(`${scope.indent}if (!(${check})) ${scope.fail(where, `${what} failed to satisfy constraint: '${summaryOf(record)}'`)}`);
  }

  /** A `(variadic ...)` on a variable-length operand group: as many values as sub-patterns, each matched. */
  private matchVariadic(tree: DagNode, op: OpInfo, group: number, opVar: string, depth: number, scope: MatchScope): void {
    const out = scope.lines;
    const ind = scope.indent;
    if (!op.operandIsVariableLength(group)) throw this.ctx.pattern.error(`'variadic' directive on non-variadic operand ${group} of op '${op.name}'`);
    const g = op.operandGroup(opVar, group, this.ctx.groupsUsed);
    const rangeVar = tree.symbol !== "" ? this.ctx.symbols.variableFor(tree.symbol) : `binding${this.nextBinding++}`;
    out.push(`${ind}const ${rangeVar} = ${g.range};`);
    out.push(`${ind}if (${rangeVar}.length !== ${tree.numArgs}) ${scope.fail(opVar, `operand ${group} of ${castedName(opVar)} does not have ${tree.numArgs} values`)}`);
    if (tree.symbol !== "") this.bindSymbol(tree.symbol, { kind: "operand", variable: rangeVar, variadic: true }, scope);
    for (let i = 0; i < tree.numArgs; i++) {
      const value = `(${rangeVar}[${i}] as ir.Value)`;
      const nested = tree.argAsNestedDag(i);
      if (nested !== undefined) {
        if (!nested.isOperation()) throw this.ctx.pattern.error(`only ops can be nested in a 'variadic' directive`);
        const defVar = `defOp${this.nextOp++}`;
        out.push(`${ind}const ${defVar} = ${value}.definingOp;`);
        out.push(`${ind}if (${defVar} === null) ${scope.fail(opVar, `There's no operation that defines operand ${group} of ${castedName(opVar)}`)}`);
        this.matchOp(nested, defVar, depth + 1, scope);
        out.push(`${ind}${scope.opsArray}.push(${defVar});`);
        continue;
      }
      const leaf = tree.argAsLeaf(i);
      if (!leaf.isUnspecified()) {
        if (!leaf.isOperandMatcher()) throw this.ctx.pattern.error(`'variadic' directive arguments must be type constraints or ops`);
        const record = leaf.def as Record;
        const text = condition(predicateOf(this.ctx.keeper, record.name), `${value}.type`);
        if (text !== undefined) out.push(`${ind}if (!(${this.checkedSnippet(record, text)})) ${scope.fail(opVar, `operand ${group} of ${opVar} failed to satisfy constraint: '${summaryOf(record)}'`)}`);
      }
      const name = tree.argName(i);
      if (name !== "") {
        const variable = this.ctx.symbols.variableFor(name);
        out.push(`${ind}const ${variable} = ${value};`);
        this.bindSymbol(name, { kind: "operand", variable, variadic: false }, scope);
      }
    }
  }

  /**
   * `(either a, b)` on op arguments `first` and `first + 1`: the arguments in order, else
   * swapped. Each alternative is a closure returning what it bound (or undefined), so the
   * bindings of the alternative that matched are the ones kept.
   */
  private matchEither(tree: DagNode, op: OpInfo, opVar: string, first: number, depth: number, scope: MatchScope): void {
    if (tree.numArgs !== 2) throw this.ctx.pattern.error(`'either' directive must have exactly two arguments`);
    const argA = op.arguments[first];
    const argB = op.arguments[first + 1];
    if (argA?.kind !== "operand" || argB?.kind !== "operand") throw this.ctx.pattern.error(`'either' directive must be on two operands of op '${op.name}'`);
    const out = scope.lines;
    const ind = scope.indent;
    const eitherVar = `either${this.nextEither++}`;
    const symbolsBefore = new Set(this.ctx.symbols.names);
    let firstBound: string[] = [];
    const alternatives: string[] = [];
    for (const swapped of [false, true]) {
      const lines: string[] = [];
      const inner: MatchScope = {
        lines,
        indent: `${ind}  `,
        fail: (where, reason) => `{ rewriter.notifyMatchFailure(${where}, ${stringLiteral(reason)}); return undefined; }`,
        opsArray: "matched",
        bound: [],
      };
      if (swapped) {
        // The swapped order binds the same symbols again, into the same variable names.
        const variables = new Map<string, string>();
        for (const name of this.ctx.symbols.names) {
          if (symbolsBefore.has(name)) continue;
          variables.set(name, (this.ctx.symbols.get(name) as BoundSymbol).variable);
          this.ctx.symbols.unbind(name);
        }
        this.ctx.symbols.reuseVariables(variables);
      }
      lines.push(`${inner.indent}const matched: ir.Operation[] = [];`);
      const order = swapped ? [1, 0] : [0, 1];
      const args = [argA, argB];
      for (let k = 0; k < 2; k++) this.matchArgument(tree, order[k] as number, op, args[k] as OpArgument, opVar, depth, inner);
      const bound = [...inner.bound].sort();
      if (swapped && bound.join(",") !== firstBound.join(",")) throw this.ctx.pattern.error(`'either' directive: both orders must bind the same symbols`);
      firstBound = bound;
      lines.push(`${inner.indent}return { matched${bound.map((v) => `, ${v}`).join("")} };`);
      alternatives.push(`(() => {\n${lines.join("\n")}\n${ind}})()`);
      scope.bound.push(...(swapped ? [] : bound));
    }
    this.ctx.symbols.reuseVariables(new Map());
    out.push(`${ind}const ${eitherVar} = ${alternatives[0]} ?? ${alternatives[1]};`);
    out.push(`${ind}if (${eitherVar} === undefined) ${scope.fail(opVar, `no order of the 'either' operands of ${opVar} matched`)}`);
    if (firstBound.length > 0) out.push(`${ind}const { ${firstBound.join(", ")} } = ${eitherVar};`);
    out.push(`${ind}${scope.opsArray}.push(...${eitherVar}.matched);`);
  }

  private emitDuplicateChecks(scope: MatchScope): void {
    const seen = new Set<string>();
    for (const d of this.duplicates) {
      const key = `${d.first.variable}=${d.second.variable}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const a = d.first;
      const b = d.second;
      let check: string;
      if (a.kind === "attr" && b.kind === "attr") check = `${a.variable} === ${b.variable}`;
      else if (a.kind === "operand" && b.kind === "operand")
        check = a.variadic || b.variadic ? `rewrite.sameValues(${a.variable}, ${b.variable})` : `${a.variable} === ${b.variable}`;
      else if (a.kind === "op" && b.kind === "op") check = `${a.variable} === ${b.variable}`;
      else throw this.ctx.pattern.error(`symbol '${d.name}' is bound to different kinds of entities`);
      const what = a.kind === "attr" ? "Attributes" : a.kind === "op" ? "Ops" : "Operands";
      scope.lines.push(`${scope.indent}if (!(${check})) ${scope.fail("op0", `${what} '${a.variable}' and '${b.variable}' must be equal`)}`);
    }
  }

  /** The pattern's constraints (MLIR's multi-entity constraints): `$0`... are the arguments, `$_self` the first (its type for type constraints). */
  private emitConstraints(scope: MatchScope): void {
    for (const constraint of this.ctx.pattern.constraints) {
      const record = constraint.operator;
      if (record === undefined || !record.isSubClassOf("Constraint"))
        throw this.ctx.pattern.error(`constraint '${constraint.init.getAsString()}' must apply a Constraint to symbols`);
      const args: string[] = [];
      const names: string[] = [];
      for (let i = 0; i < constraint.numArgs; i++) {
        const name = constraint.argName(i);
        if (constraint.isNestedDagArg(i) || name === "") throw this.ctx.pattern.error(`constraint '${record.name}' arguments must be symbols ($name)`);
        const use = symbolUse(this.ctx.symbols, name, this.ctx.groupsUsed);
        if (use === undefined) throw this.ctx.pattern.error(`referencing unbound symbol '${name}'`);
        args.push(use.expression);
        names.push(name);
      }
      const isType = record.isSubClassOf("TypeConstraint");
      const first = args[0] ?? "undefined";
      const values = new Map<string, string>(args.map((a, i) => [String(i), a]));
      values.set("_self", isType ? `${first}.type` : first);
      values.set("_builder", "builder");
      const predicate = predicateOf(this.ctx.keeper, record.name);
      const text = condition(predicate, "$_self");
      if (text === undefined) continue;
      const check = this.checkedSnippet(record, formatSnippet(text, values));
      const summary = summaryOf(record);
      scope.lines.push(
        `${scope.indent}if (!(${check})) ${scope.fail("op0", `Entities '${names.join(", ")}' failed to satisfy constraint: '${summary}'`)}`,
      );
    }
  }

  /** `text` after checking it parses as TypeScript; errors name the constraint def. */
  private checkedSnippet(record: Record, text: string): string {
    const code = formatSnippet(text, new Map([["_builder", "builder"]]));
    checkSnippet(record, `constraint '${record.name}'`, code);
    return code;
  }
}

/** How MLIR's messages name the op in `opVar` (`castedOp0` for `op0`, `castedOp2` for `defOp2`). */
function castedName(opVar: string): string {
  const digits = /\d+$/.exec(opVar);
  return digits === null ? opVar : `castedOp${digits[0]}`;
}

function summaryOf(record: Record): string {
  const init = record.getValue("summary")?.value;
  return init instanceof StringInit ? init.value : "";
}

