// The rewrite half of a generated pattern (MLIR's PatternEmitter::emitRewriteLogic):
// builds auxiliary result patterns, then the ones whose values replace the root's
// results, then supplemental patterns, and replaces (or erases) the root. Ops are created
// at the fused location of the matched ops unless a `location` directive says otherwise;
// result types come from `returnType` directives, from the replaced root results (ops
// replacing the root), or from what ODS can infer (nested and auxiliary ops).
import type { Record } from "../../src/ods/access.js";
import { getListOfStrings, getString, getStringOrEmpty } from "../../src/ods/access.js";
import type { DagLeaf, DagNode } from "./dag.js";
import type { EmitContext } from "./emit-context.js";
import type { OpInfo } from "./ops.js";
import { checkSnippet } from "./snippets.js";
import { symbolUse } from "./symbols.js";
import { formatSnippet, stringLiteral } from "./text.js";

/** What a result dag produced: an op (its results are the values) or values. */
type Produced =
  | { readonly kind: "op"; readonly variable: string; readonly op: OpInfo }
  | { readonly kind: "values"; readonly expression: string; readonly isList: boolean; readonly count: number }
  | { readonly kind: "none" };

const IND = "    ";

export class RewriteEmitter {
  private readonly ctx: EmitContext;
  private readonly lines: string[];
  private nextOp = 0;
  private nextNative = 0;
  private nextTypes = 0;

  constructor(ctx: EmitContext, lines: string[]) {
    this.ctx = ctx;
    this.lines = lines;
  }

  emit(): void {
    const pattern = this.ctx.pattern;
    const root = this.ctx.opOf(pattern.source);
    const out = this.lines;
    // MLIR fuses the locations of the first N matched ops, N being the number of ops of the source pattern.
    out.push(`${IND}const odsLoc = rewrite.fusedLocation(rewriter.context, ops, ${pattern.source.numOps()});`);
    out.push(`${IND}void odsLoc;`);
    const expected = root.numResults;
    const results = pattern.results;
    let replStart = results.length;
    if (expected > 0) {
      replStart = -1;
      let offset = 0;
      for (let i = results.length - 1; i >= 0; i--) {
        offset += this.valueCount(results[i] as DagNode);
        if (offset === expected) {
          replStart = i;
          break;
        }
        if (offset > expected) throw pattern.error("cannot use the same multi-result op to replace multiple root results");
      }
      if (replStart < 0) throw pattern.error("not enough values generated to replace the matched op");
    }
    for (let i = 0; i < replStart; i++) this.handleResult(results[i] as DagNode, -1, 0, true);
    const replacements: string[] = [];
    let offset = 0;
    for (let i = replStart; i < results.length; i++) {
      const tree = results[i] as DagNode;
      const produced = this.handleResult(tree, offset, 0, false);
      offset += this.valueCount(tree);
      replacements.push(this.spreadOf(produced));
    }
    for (const tree of pattern.supplemental) this.handleResult(tree, -1, 0, true);
    if (expected === 0) out.push(`${IND}rewriter.eraseOp(op0);`);
    else out.push(`${IND}rewriter.replaceOp(op0, [${replacements.join(", ")}]);`);
    out.push(`${IND}return true;`);
  }

  /** How many values a top-level result dag produces (MLIR's getNodeValueCount). */
  private valueCount(tree: DagNode): number {
    if (tree.isReplaceWithValue()) return 1;
    if (tree.isNativeCodeCall()) return tree.numReturnsOfNativeCode();
    if (tree.isLocationDirective() || tree.isReturnTypeDirective() || tree.isEither() || tree.isVariadic())
      throw this.ctx.pattern.error(`'${tree.operator?.name ?? "?"}' directive cannot be a result pattern`);
    return this.ctx.opOf(tree).numResults;
  }

  private spreadOf(p: Produced): string {
    if (p.kind === "op") return `...${p.variable}.results`;
    if (p.kind === "values") return p.isList ? `...${p.expression}` : p.expression;
    return "";
  }

  /** A produced thing as one value (an op with one result, or a single value). */
  private singleValue(p: Produced, what: string): string {
    if (p.kind === "op") {
      if (p.op.numResults !== 1 || p.op.hasVariableLengthResults()) throw this.ctx.pattern.error(`${what}: op '${p.op.name}' does not have exactly one result`);
      return `${p.variable}.getResult(0)`;
    }
    if (p.kind === "values" && !p.isList) return p.expression;
    throw this.ctx.pattern.error(`${what}: expected a single value`);
  }

  private listValue(p: Produced, fromNative: boolean): string {
    if (p.kind === "op") return `${p.variable}.results`;
    // A native call's one result may itself be a list of values (for a variadic operand).
    if (p.kind === "values") return p.isList ? p.expression : fromNative ? `rewrite.valueList(${p.expression})` : `[${p.expression}]`;
    return "[]";
  }

  /** Emits a result dag; `resultIndex` is the first root result it replaces (-1: auxiliary). */
  private handleResult(tree: DagNode, resultIndex: number, depth: number, auxiliary: boolean): Produced {
    if (tree.isReplaceWithValue()) {
      if (depth > 0) throw this.ctx.pattern.error("'replaceWithValue' directive must appear at the top of a result pattern");
      if (tree.numArgs !== 1) throw this.ctx.pattern.error("replaceWithValue directive must take exactly one argument");
      if (tree.symbol !== "") throw this.ctx.pattern.error("cannot bind symbol to replaceWithValue");
      const name = tree.argName(0);
      const use = symbolUse(this.ctx.symbols, name, this.ctx.groupsUsed);
      if (use === undefined) throw this.ctx.pattern.error(`referencing unbound symbol '${name}'`);
      return { kind: "values", expression: use.expression, isList: use.isList, count: 1 };
    }
    if (tree.isLocationDirective()) throw this.ctx.pattern.error("location directive can only be used with op creation");
    if (tree.isReturnTypeDirective()) throw this.ctx.pattern.error("returnType directive can only be used with op creation");
    if (tree.isEither() || tree.isVariadic()) throw this.ctx.pattern.error(`'${tree.operator?.name ?? "?"}' directive can only be used in source patterns`);
    if (tree.isNativeCodeCall()) return this.nativeCall(tree, auxiliary && depth === 0);
    return this.createOp(tree, resultIndex, depth);
  }

  /** A native call: its expression with arguments substituted; bound to a variable (a statement when it returns nothing). */
  private nativeCall(tree: DagNode, statement: boolean): Produced {
    const callee = tree.operator as Record;
    const values = new Map<string, string>([["_builder", "builder"], ["_loc", "odsLoc"]]);
    for (let i = 0; i < tree.numArgs; i++) values.set(String(i), this.nativeArgument(tree, i));
    const code = formatSnippet(getString(callee, "expression"), values);
    checkSnippet(callee, `native code call '${callee.name}'`, code);
    const count = tree.numReturnsOfNativeCode();
    if (count === 0) {
      if (!statement) throw this.ctx.pattern.error(`native code call '${callee.name}' returns nothing and cannot be used as a value`);
      this.lines.push(`${IND}${code};`);
      return { kind: "none" };
    }
    const variable = tree.symbol !== "" ? this.ctx.symbols.variableFor(tree.symbol) : `native${this.nextNative++}`;
    this.lines.push(`${IND}const ${variable} = ${code};`);
    if (tree.symbol !== "") this.ctx.symbols.bind(tree.symbol, { kind: "value", variable, count });
    return { kind: "values", expression: variable, isList: count > 1, count };
  }

  /** Argument `i` of a native call in a result pattern, as code. */
  private nativeArgument(tree: DagNode, i: number): string {
    const nested = tree.argAsNestedDag(i);
    if (nested !== undefined) {
      const produced = this.handleResult(nested, -1, 1, false);
      if (produced.kind === "op") return produced.op.numResults === 1 ? `${produced.variable}.getResult(0)` : `${produced.variable}.results`;
      if (produced.kind === "values") return produced.expression;
      throw this.ctx.pattern.error("a native call returning nothing cannot be an argument");
    }
    const leaf = tree.argAsLeaf(i);
    if (leaf.isStringAttr()) return leaf.stringValue();
    return this.leafValue(leaf, tree.argName(i), `argument ${i} of native code call '${tree.operator?.name ?? "?"}'`);
  }

  /** A leaf of a result pattern: a symbol, a constant attribute, or a native call without arguments. */
  private leafValue(leaf: DagLeaf, name: string, what: string): string {
    if (name !== "") {
      const use = symbolUse(this.ctx.symbols, name, this.ctx.groupsUsed);
      if (use === undefined) throw this.ctx.pattern.error(`referencing unbound symbol '${name}'`);
      return use.expression;
    }
    if (leaf.isConstantAttr()) return this.constantAttr(leaf.def as Record);
    if (leaf.isNativeCodeCall()) {
      const record = leaf.def as Record;
      const code = formatSnippet(getString(record, "expression"), new Map([["_builder", "builder"], ["_loc", "odsLoc"]]));
      checkSnippet(record, `native code call '${record.name}'`, code);
      return code;
    }
    if (leaf.isEnumAttrCase()) throw this.ctx.pattern.error(`${what}: enum case '${leaf.def?.name ?? "?"}' must be given as ConstantEnumCase<...>`);
    throw this.ctx.pattern.error(`${what}: unsupported leaf '${leaf.init?.getAsString() ?? "?"}'`);
  }

  /** A ConstantAttr's value: its attribute's constBuilderCall with `$0` the value. */
  private constantAttr(record: Record): string {
    const attr = record.getValueAsDef("attr");
    const builderCall = getStringOrEmpty(attr, "constBuilderCall");
    if (builderCall === "") throw this.ctx.pattern.error(`constant attribute '${record.name}': attribute '${attr.name}' has no constBuilderCall`);
    const code = formatSnippet(builderCall, new Map([["0", getString(record, "value")], ["_builder", "builder"]]));
    checkSnippet(record, `constant attribute '${record.name}'`, code);
    return code;
  }

  /** Creates the op of `tree` (MLIR's handleOpCreation). */
  private createOp(tree: DagNode, resultIndex: number, depth: number): Produced {
    const op = this.ctx.opOf(tree);
    const pattern = this.ctx.pattern;
    let location = "odsLoc";
    const returnTypes: string[] = [];
    const args: { index: number; node: DagNode | undefined }[] = [];
    for (let i = 0; i < tree.numArgs; i++) {
      const nested = tree.argAsNestedDag(i);
      if (nested?.isLocationDirective() === true) {
        if (i !== tree.numArgs - 1) throw pattern.error("location directive must be the last argument of an op");
        location = this.locationOf(nested);
        continue;
      }
      if (nested?.isReturnTypeDirective() === true) {
        returnTypes.push(...this.returnTypesOf(nested));
        continue;
      }
      args.push({ index: i, node: nested });
    }
    if (args.length !== op.numArgs)
      throw pattern.error(`op '${op.name}' argument number mismatch: ${args.length} in pattern vs. ${op.numArgs} in definition`);
    // Arguments first, in order (nested ops are created before this one).
    const operands: { expression: string; isList: boolean }[] = [];
    const attributes: string[] = [];
    for (let k = 0; k < args.length; k++) {
      const { index, node } = args[k] as { index: number; node: DagNode | undefined };
      const arg = op.arguments[k];
      if (arg === undefined || arg.kind === "property") throw pattern.error(`resultant op '${op.name}': properties are not supported`);
      let value: { expression: string; isList: boolean } | undefined;
      if (node !== undefined) {
        const produced = this.handleResult(node, -1, depth + 1, false);
        if (arg.kind === "operand") {
          const variable = op.operandIsVariableLength(arg.index);
          value = variable ? { expression: this.listValue(produced, node.isNativeCodeCall()), isList: true } : { expression: this.singleValue(produced, `operand '${arg.name}' of '${op.name}'`), isList: false };
        } else {
          if (produced.kind !== "values" || produced.isList) throw pattern.error(`attribute '${arg.name}' of '${op.name}' must be given one attribute`);
          value = { expression: produced.expression, isList: false };
        }
      } else {
        const leaf = tree.argAsLeaf(index);
        const name = tree.argName(index);
        if (arg.kind === "attribute" && leaf.isUnspecified() && name === "") {
          attributes.push(`[${stringLiteral(arg.name)}, undefined]`);
          continue;
        }
        if (arg.kind === "operand" && leaf.isUnspecified() && name === "") throw pattern.error(`operand '${arg.name}' of '${op.name}' is not given`);
        const expression = this.leafValue(leaf, name, `argument '${arg.name}' of '${op.name}'`);
        const use = name !== "" ? symbolUse(this.ctx.symbols, name, this.ctx.groupsUsed) : undefined;
        value = { expression, isList: use?.isList ?? false };
        if (arg.kind === "operand" && op.operandIsVariableLength(arg.index) && !value.isList) value = { expression: `[${expression}]`, isList: true };
        if (arg.kind === "operand" && !op.operandIsVariableLength(arg.index) && value.isList)
          throw pattern.error(`operand '${arg.name}' of '${op.name}' takes one value, '${name}' is a list`);
      }
      if (arg.kind === "operand") operands.push(value);
      else attributes.push(`[${stringLiteral(arg.name)}, ${value.expression}]`);
    }
    const operandList = `[${operands.map((o) => (o.isList ? `...${o.expression}` : o.expression)).join(", ")}]`;
    let resultTypes: string;
    if (returnTypes.length > 0) resultTypes = `[${returnTypes.join(", ")}]`;
    else if (op.numResults === 0) resultTypes = "[]";
    else if (depth === 0 && resultIndex >= 0 && !op.hasTrait("::mlir::OpTrait::SameOperandsAndResultType") && !op.hasTrait("::mlir::OpTrait::FirstAttrDerivedResultType")) {
      const root = this.ctx.opOf(pattern.source);
      const groups: string[] = [];
      for (let g = 0; g < op.numResults; g++) groups.push(root.resultGroup("op0", resultIndex + g, this.ctx.groupsUsed).range);
      resultTypes = `rewrite.typesOf(${groups.length === 1 ? groups[0] : `[${groups.map((g) => `...${g}`).join(", ")}]`})`;
    } else resultTypes = this.inferredTypes(op, operands, attributes, operandList);
    const variable = tree.symbol !== "" ? this.ctx.symbols.variableFor(tree.symbol) : `newOp${this.nextOp++}`;
    const segments = op.ods.operandSegments ? `, operandSegmentSizes: [${operands.map((o) => (o.isList ? `${o.expression}.length` : "1")).join(", ")}]` : "";
    const typesVar = `types${this.nextTypes++}`;
    this.lines.push(`${IND}const ${typesVar}: ir.Type[] = ${resultTypes};`);
    this.lines.push(
      `${IND}const ${variable} = rewrite.createOp(rewriter, ${op.nameLiteral()}, ${location}, { operands: ${operandList}, resultTypes: ${typesVar}, attributes: [${attributes.join(", ")}]${segments} });`,
    );
    if (tree.symbol !== "") this.ctx.symbols.bind(tree.symbol, { kind: "op", variable, op });
    return { kind: "op", variable, op };
  }

  /** `(location $op...)` / `(location "name")`: the matched ops' locations and name locations, fused when several. */
  private locationOf(tree: DagNode): string {
    const parts: string[] = [];
    for (let i = 0; i < tree.numArgs; i++) {
      const leaf = tree.argAsLeaf(i);
      if (leaf.isStringAttr()) {
        parts.push(`ir.NameLoc.get(rewriter.context, ${stringLiteral(leaf.stringValue())})`);
        continue;
      }
      const name = tree.argName(i);
      const symbol = this.ctx.symbols.get(name);
      if (name === "" || symbol === undefined) throw this.ctx.pattern.error(`location directive: referencing unbound symbol '${name}'`);
      if (symbol.kind === "op") parts.push(`${symbol.variable}.location`);
      else if (symbol.kind === "operand" && !symbol.variadic) parts.push(`rewrite.locationOf(${symbol.variable}, odsLoc)`);
      else throw this.ctx.pattern.error(`location directive: '${name}' is not an op or a value`);
    }
    if (parts.length === 0) throw this.ctx.pattern.error("location directive must take at least one argument");
    if (parts.length === 1 && tree.numArgs === 1 && !tree.argAsLeaf(0).isStringAttr()) return parts[0] as string;
    // MLIR: a single string gives a NameLoc; otherwise the first string names the fusion of the rest.
    return `ir.FusedLoc.get(rewriter.context, [${parts.join(", ")}])`;
  }

  /** `(returnType ...)`: types of symbols, or native code producing types. */
  private returnTypesOf(tree: DagNode): string[] {
    const out: string[] = [];
    for (let i = 0; i < tree.numArgs; i++) {
      const nested = tree.argAsNestedDag(i);
      if (nested !== undefined) {
        if (!nested.isNativeCodeCall()) throw this.ctx.pattern.error("returnType directive arguments must be symbols, native code calls or strings");
        const produced = this.nativeCall(nested, false);
        if (produced.kind === "values") out.push(produced.isList ? `...${produced.expression}` : produced.expression);
        continue;
      }
      const leaf = tree.argAsLeaf(i);
      if (leaf.isStringAttr()) {
        const code = formatSnippet(leaf.stringValue(), new Map([["_builder", "builder"], ["_loc", "odsLoc"]]));
        checkSnippet(this.ctx.pattern.record, "returnType snippet", code);
        out.push(code);
        continue;
      }
      const name = tree.argName(i);
      const use = symbolUse(this.ctx.symbols, name, this.ctx.groupsUsed);
      if (name === "" || use === undefined) throw this.ctx.pattern.error(`returnType directive: referencing unbound symbol '${name}'`);
      if (leaf.isNativeCodeCall()) throw this.ctx.pattern.error("returnType directive: a native code call must be a dag");
      const symbol = this.ctx.symbols.get(name);
      if (symbol?.kind === "value" && !use.isList) out.push(`rewrite.typeOrTypeOf(${use.expression})`);
      else out.push(use.isList ? `...rewrite.typesOf(${use.expression})` : `${use.expression}.type`);
    }
    return out;
  }

  /**
   * Result types ODS can infer for an op created without explicit types (MLIR uses the
   * builders ODS generates for these cases): SameOperandsAndResultType, per-result
   * TypesMatchWith / AllTypesMatch / buildable types, FirstAttrDerivedResultType; else the
   * op's InferTypeOpInterface at run time.
   */
  private inferredTypes(op: OpInfo, operands: readonly { expression: string; isList: boolean }[], attributes: readonly string[], operandList: string): string {
    if (op.hasVariableLengthResults()) return this.runtimeInference(op, operandList, attributes);
    const firstOperand = operands[0];
    if (op.hasTrait("::mlir::OpTrait::SameOperandsAndResultType") && firstOperand !== undefined) {
      const t = firstOperand.isList ? `(${firstOperand.expression}[0] as ir.Value).type` : `${firstOperand.expression}.type`;
      return `[${op.ods.results.map(() => t).join(", ")}]`;
    }
    const argExpression = (name: string): { expr: string; kind: "operand" | "attribute" } | undefined => {
      let operandIndex = 0;
      let attrIndex = 0;
      for (const a of op.arguments) {
        if (a.kind === "operand") {
          const o = operands[operandIndex++];
          if (a.name === name && o !== undefined && !o.isList) return { expr: o.expression, kind: "operand" };
        } else if (a.kind === "attribute") {
          const entry = attrEntries[attrIndex++];
          if (a.name === name && entry !== undefined) return { expr: entry, kind: "attribute" };
        }
      }
      return undefined;
    };
    const attrEntries = attributes.map((a) => a.slice(a.indexOf(", ") + 2, -1));
    const typeOfArg = (name: string): string | undefined => {
      const found = argExpression(name);
      if (found === undefined) return undefined;
      return found.kind === "operand" ? `${found.expr}.type` : `rewrite.attributeType(${found.expr})`;
    };
    const types: string[] = [];
    for (const result of op.ods.results) {
      let type: string | undefined;
      for (const trait of op.traitRecords) {
        if (type !== undefined) break;
        if (trait.isSubClassOf("TypesMatchWith") && getString(trait, "rhs") === result.name) {
          const lhs = typeOfArg(getString(trait, "lhs"));
          if (lhs !== undefined) type = formatSnippet(getString(trait, "transformer"), new Map([["_self", lhs]]));
        } else if (trait.isSubClassOf("AllTypesMatch") && getListOfStrings(trait, "values").includes(result.name)) {
          for (const other of getListOfStrings(trait, "values")) {
            if (other === result.name) continue;
            type = typeOfArg(other);
            if (type !== undefined) break;
          }
        }
      }
      if (type === undefined && result.constraint.builderCall !== undefined && result.constraint.builderCall !== "")
        type = formatSnippet(result.constraint.builderCall, new Map([["_builder", "builder"]]));
      if (type === undefined && op.hasTrait("::mlir::OpTrait::FirstAttrDerivedResultType") && attrEntries[0] !== undefined) type = `rewrite.attributeType(${attrEntries[0]})`;
      if (type === undefined) return this.runtimeInference(op, operandList, attributes);
      types.push(type);
    }
    return `[${types.join(", ")}]`;
  }

  private runtimeInference(op: OpInfo, operandList: string, attributes: readonly string[]): string {
    // MLIR calls a builder without result types here, which only ops inferring them have.
    const infers = op.traitRecords.some((t) => t.name === "InferTypeOpInterface" || getStringOrEmpty(t, "cppInterfaceName") === "InferTypeOpInterface");
    if (!infers)
      throw this.ctx.pattern.error(`cannot infer the result types of '${op.name}' created by a nested or auxiliary result pattern: give them with a returnType directive`);
    return `rewrite.inferResultTypes(rewriter, ${op.nameLiteral()}, odsLoc, ${operandList}, [${attributes.join(", ")}])`;
  }
}

