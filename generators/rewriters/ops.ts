// The ops a pattern names, read from their ODS records (MLIR's tblgen::Operator): arguments
// in order (operands and attributes), operand and result groups and how generated code
// reaches them through the generic Operation API (by position when the groups before are
// fixed, through ODS group sizes otherwise), and the traits DRR looks at.
import type { Record, RecordKeeper } from "../../src/ods/access.js";
import { getListOfDefs, isSubClassOf, odsError } from "../../src/ods/access.js";
import { loadOperator, type Operator } from "../../src/ods/index.js";
import { fullyQualifiedTraitName } from "../../src/ods/trait.js";
import type { NamedAttribute, NamedTypeConstraint } from "../../src/ods/schema.js";
import { stringLiteral } from "./text.js";

export type OpArgument =
  | { readonly kind: "operand"; readonly index: number; readonly operand: NamedTypeConstraint; readonly name: string }
  | { readonly kind: "attribute"; readonly index: number; readonly attribute: NamedAttribute; readonly name: string }
  | { readonly kind: "property"; readonly index: number; readonly name: string };

/** An op as DRR sees it. */
export class OpInfo {
  readonly record: Record;
  readonly ods: Operator;
  readonly arguments: readonly OpArgument[];
  /** Traits by fully qualified C++ name (`::mlir::OpTrait::SameOperandsAndResultType`). */
  private readonly traitNames: ReadonlySet<string>;
  /** The trait records, TraitLists flattened, in order. */
  readonly traitRecords: readonly Record[];

  constructor(keeper: RecordKeeper, record: Record) {
    this.record = record;
    this.ods = loadOperator(keeper, record);
    const args: OpArgument[] = [];
    const dag = record.getValue("arguments")?.value;
    void dag;
    for (const arg of this.ods.arguments) {
      if (arg.kind === "operand") {
        const operand = this.ods.operands[arg.index] as NamedTypeConstraint;
        args.push({ kind: "operand", index: arg.index, operand, name: operand.name });
      } else if (arg.kind === "attribute") {
        const attribute = this.ods.attributes[arg.index] as NamedAttribute;
        args.push({ kind: "attribute", index: arg.index, attribute, name: attribute.name });
      } else {
        args.push({ kind: "property", index: arg.index, name: this.ods.properties[arg.index]?.name ?? "" });
      }
    }
    this.arguments = args;
    this.traitRecords = flattenTraits(record);
    this.traitNames = new Set(this.traitRecords.filter((t) => !t.isSubClassOf("PredTrait")).map(fullyQualifiedTraitName));
  }

  get name(): string {
    return this.ods.operationName;
  }
  get qualCppClassName(): string {
    return this.ods.qualCppClassName;
  }
  get numArgs(): number {
    return this.arguments.length;
  }
  get numResults(): number {
    return this.ods.results.length;
  }
  hasTrait(qualifiedName: string): boolean {
    return this.traitNames.has(qualifiedName);
  }

  /** The name of the operand group or attribute at argument `index` (MLIR's getArgName). */
  argName(index: number): string {
    return this.arguments[index]?.name ?? "";
  }

  operandIsVariableLength(group: number): boolean {
    const c = this.ods.operands[group]?.constraint;
    return c !== undefined && (c.variadic || c.optional);
  }
  resultIsVariableLength(group: number): boolean {
    const c = this.ods.results[group]?.constraint;
    return c !== undefined && (c.variadic || c.optional);
  }
  hasVariableLengthOperands(): boolean {
    return this.ods.operands.some((o) => o.constraint.variadic || o.constraint.optional);
  }
  hasVariableLengthResults(): boolean {
    return this.ods.results.some((r) => r.constraint.variadic || r.constraint.optional);
  }

  /** Whether every operand group before `group` holds one value, so that `group` starts at operand #group. */
  private fixedBefore(variable: (i: number) => boolean, group: number): boolean {
    for (let i = 0; i < group; i++) if (variable(i)) return false;
    return true;
  }

  /** The module-level constant describing the operand groups (emitted once per op). */
  operandGroupsName(): string {
    return `${this.symbolStem()}Operands`;
  }
  resultGroupsName(): string {
    return `${this.symbolStem()}Results`;
  }
  private symbolStem(): string {
    return `ods${this.name.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase()).replace(/^./, (c) => c.toUpperCase())}`;
  }
  operandGroupsDeclaration(): string {
    const flags = this.ods.operands.map((o) => String(o.constraint.variadic || o.constraint.optional));
    const segments = this.ods.operandSegments ? `, segments: "operandSegmentSizes"` : "";
    return `const ${this.operandGroupsName()}: rewrite.OdsGroups = { variableLength: [${flags.join(", ")}]${segments} };`;
  }
  resultGroupsDeclaration(): string {
    const flags = this.ods.results.map((r) => String(r.constraint.variadic || r.constraint.optional));
    const segments = this.ods.resultSegments ? `, segments: "resultSegmentSizes"` : "";
    return `const ${this.resultGroupsName()}: rewrite.OdsGroups = { variableLength: [${flags.join(", ")}]${segments} };`;
  }

  /**
   * How to reach operand group `group` of the op held in `op`: `single` is an expression of
   * its one value (fixed-size groups), `range` an expression of its values (every group).
   * `groupsUsed` is told when the module needs the op's group table.
   */
  operandGroup(op: string, group: number, groupsUsed: (info: OpInfo, which: "operands" | "results") => void): { readonly single?: string; readonly range: string } {
    const variable = this.operandIsVariableLength(group);
    if (!variable && this.fixedBefore((i) => this.operandIsVariableLength(i), group)) {
      const single = `${op}.getOperand(${group})`;
      return { single, range: `[${single}]` };
    }
    groupsUsed(this, "operands");
    const range = `rewrite.odsOperands(${op}, ${group}, ${this.operandGroupsName()})`;
    return variable ? { range } : { single: `rewrite.single(${range})`, range };
  }

  resultGroup(op: string, group: number, groupsUsed: (info: OpInfo, which: "operands" | "results") => void): { readonly single?: string; readonly range: string } {
    const variable = this.resultIsVariableLength(group);
    if (!variable && this.fixedBefore((i) => this.resultIsVariableLength(i), group)) {
      const single = `${op}.getResult(${group})`;
      return { single, range: `[${single}]` };
    }
    groupsUsed(this, "results");
    const range = `rewrite.odsResults(${op}, ${group}, ${this.resultGroupsName()})`;
    return variable ? { range } : { single: `rewrite.single(${range})`, range };
  }

  /** The op's name as a TypeScript string literal. */
  nameLiteral(): string {
    return stringLiteral(this.name);
  }
}

function flattenTraits(op: Record): Record[] {
  const out: Record[] = [];
  const seen = new Set<Record>();
  const visit = (list: readonly Record[]): void => {
    for (const trait of list) {
      if (isSubClassOf(trait, "TraitList")) {
        visit(getListOfDefs(trait, "traits"));
        continue;
      }
      if (seen.has(trait)) continue;
      seen.add(trait);
      out.push(trait);
    }
  };
  visit(getListOfDefs(op, "traits"));
  return out;
}

/** The ops of one generation, loaded once each (MLIR's RecordOperatorMap). */
export class OpTable {
  private readonly keeper: RecordKeeper;
  private readonly ops = new Map<Record, OpInfo>();
  constructor(keeper: RecordKeeper) {
    this.keeper = keeper;
  }
  /** The TypeScript namespaces (`arith`) of the dialects of the ops seen so far, sorted. */
  dialectNamespaces(): string[] {
    const out = new Set<string>();
    for (const info of this.ops.values()) {
      const parts = info.ods.cppNamespace.split("::").filter((p) => p !== "");
      if (parts.length > 1) out.add(parts[parts.length - 1] as string);
    }
    return [...out].sort();
  }
  /** The op a dag's operator names; a def that is not an op is an error located at it, as MLIR's Operator reports it. */
  get(record: Record): OpInfo {
    let info = this.ops.get(record);
    if (info === undefined) {
      if (!record.isSubClassOf("Op")) throw odsError(record, `Record \`${record.name}' does not have a field named \`opDialect'!\n`);
      info = new OpInfo(this.keeper, record);
      this.ops.set(record, info);
    }
    return info;
  }
}
