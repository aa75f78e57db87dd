// Turns ODS model objects into the plain views the templates render: descriptions
// re-indented, summaries trimmed, trait names sorted into sets, assembly formats
// split into lines, parameter/option columns padded.
import type { AttrOrTypeDef, EnumAttr, Interface, Operator, Pass, Trait } from "../../src/ods/index.js";
import { assemblyFormatLines, compareBytes, reindent, summaryText, trimLlvm, withoutPrefix, withoutSuffix } from "./text.js";

export interface OpDocOptions {
  readonly stripPrefix: string;
  readonly allowHugoSpecificFeatures: boolean;
}

export interface OpView {
  readonly operationName: string;
  readonly className: string;
  readonly summary: string;
  readonly syntax?: { first: string; rest: string[] };
  readonly description: string;
  readonly traits: string[];
  readonly interfaces: string[];
  readonly effects: string[];
  readonly attributes: { name: string; storageType: string; summary: string; details?: string }[];
  readonly operands: { name: string; summary: string }[];
  readonly results: { name: string; summary: string }[];
  readonly successors: { name: string; summary: string }[];
}

function sortedUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort(compareBytes);
}

/** Traits, interfaces and effects as the op doc's sorted sets, in backticks. */
function traitSets(traits: readonly Trait[]): { traits: string[]; interfaces: string[]; effects: string[] } {
  const names: string[] = [];
  const interfaces: string[] = [];
  const effects: string[] = [];
  for (const trait of traits) {
    if (trait.kind === "pred") continue;
    const traitName = withoutSuffix(withoutSuffix(trait.trait ?? "", "::Trait"), "::Impl");
    let name = trait.defName.startsWith("anonymous_") ? traitName : trait.defName;
    if (trait.kind === "interface") {
      if (trait.sideEffects !== undefined) {
        const base = withoutPrefix(withoutPrefix(trait.sideEffects.baseEffectName, "::"), "mlir::");
        const list = trait.sideEffects.effects.map((e) => `${withoutPrefix(withoutPrefix(e.effect, "::"), "mlir::")} on ${e.resource}`);
        effects.push(`\`${base}{${list.join(", ")}}\``);
        name = `${name} (${traitName})`;
      }
      interfaces.push(`\`${name}\``);
      continue;
    }
    names.push(`\`${name}\``);
  }
  return { traits: sortedUnique(names), interfaces: sortedUnique(interfaces), effects: sortedUnique(effects) };
}

export function opView(op: Operator, options: OpDocOptions): OpView {
  const sets = traitSets(op.traits);
  return {
    operationName: op.operationName,
    className: withoutPrefix(op.qualCppClassName, options.stripPrefix),
    summary: op.hasSummary ? summaryText(op.summary) : "",
    ...(op.assemblyFormat !== undefined ? { syntax: assemblyFormatLines(op.assemblyFormat) } : {}),
    description: op.hasDescription ? reindent(op.description) : "",
    ...sets,
    attributes: op.attributes.map((a) => {
      const details = options.allowHugoSpecificFeatures && a.attr.resolvedDescription.length > 0 ? a.attr.resolvedDescription : undefined;
      return { name: a.name, storageType: a.attr.storageType, summary: a.attr.summary, ...(details === undefined ? {} : { details }) };
    }),
    operands: op.operands.map((o) => ({ name: o.name, summary: o.constraint.summary })),
    results: op.results.map((r) => ({ name: r.name, summary: r.constraint.summary })),
    successors: op.successors.map((s) => ({ name: s.name, summary: s.constraint.summary })),
  };
}

export interface AttrOrTypeDefView {
  readonly cppClassName: string;
  readonly hasSummary: boolean;
  readonly summary: string;
  readonly syntax?: { prefix: string; dialect: string; mnemonic: string; parameters: { syntax: string; name: string }[] };
  readonly hasDescription: boolean;
  readonly description: string;
  readonly parameters: { name: string; cppType: string; summary: string }[];
}

export function attrOrTypeDefView(def: AttrOrTypeDef): AttrOrTypeDefView {
  const syntax =
    def.mnemonic !== undefined && !def.hasCustomAssemblyFormat
      ? {
          prefix: def.kind === "attr" ? "#" : "!",
          dialect: def.dialectName,
          mnemonic: def.mnemonic,
          parameters: def.parameters.map((p) => ({ syntax: p.syntax, name: p.name })),
        }
      : undefined;
  return {
    cppClassName: def.cppClassName,
    hasSummary: def.summary !== undefined,
    summary: def.summary ?? "",
    ...(syntax === undefined ? {} : { syntax }),
    hasDescription: def.description !== undefined,
    description: def.description === undefined ? "" : reindent(def.description),
    parameters: def.parameters.map((p) => ({ name: p.name, cppType: p.cppType, summary: p.summary ?? "" })),
  };
}

export function enumView(def: EnumAttr): { className: string; summary: string; cases: { symbol: string; value: string; str: string }[] } {
  return {
    className: def.className,
    summary: def.summary,
    cases: def.cases.map((c) => ({ symbol: c.symbol, value: c.value, str: c.str })),
  };
}

export function constraintView(summary: string, description: string): { summary: string; description: string } {
  return { summary, description: reindent(description) };
}

/** emitCPPType: the trimmed type, followed by a space unless it ends in `&` or `*`. */
export function cppTypePrefix(type: string): string {
  const trimmed = trimLlvm(type);
  const last = trimmed.charAt(trimmed.length - 1);
  return last === "&" || last === "*" ? trimmed : `${trimmed} `;
}

export function interfaceView(def: Interface): object {
  return {
    name: def.name,
    defName: def.defName,
    description: def.description === undefined ? "" : reindent(def.description),
    methods: def.methods.map((m) => ({
      name: m.name,
      isStatic: m.isStatic,
      returnType: cppTypePrefix(m.returnType),
      arguments: m.arguments.map((a) => ({ type: cppTypePrefix(a.type), name: a.name })),
      description: m.description === undefined ? "" : reindent(m.description),
      hasBody: m.body !== undefined,
    })),
  };
}

function padded<T>(items: readonly T[], key: (item: T) => string): { item: T; padding: string }[] {
  let longest = 0;
  for (const item of items) longest = Math.max(longest, key(item).length);
  return items.map((item) => ({ item, padding: " ".repeat(longest - key(item).length) }));
}

export function passView(pass: Pass): object {
  return {
    argument: pass.argument,
    summary: summaryText(pass.summary),
    description: reindent(pass.description),
    options: padded(pass.options, (o) => o.argument).map(({ item, padding }) => ({ argument: item.argument, padding, description: item.description })),
    statistics: padded(pass.statistics, (s) => s.name).map(({ item, padding }) => ({ name: item.name, padding, description: item.description })),
  };
}
