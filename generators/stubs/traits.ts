// The traits a stub registration carries: those of MLIR's own `::mlir::OpTrait` namespace
// the tsmlir runtime provides (`ir.OpTrait.<Name>`, the structural ones checked by the core
// verifier), HasParent and SingleBlockImplicitTerminator with their op names resolved, and
// the symbol interface. As mlir-opt sees a registered op, these decide which op terminates
// a block, which regions need terminators, are graph regions or isolated from above, and
// which ops are symbols and symbol tables. Everything else an op declares (interfaces with
// C++ bodies, dialect traits) is left out: tsmlir cannot run it, InferTypeOpInterface
// excepted (see inferTypeTokens: callers ask whether an op has it).
//
// A trait set is written as space-separated tokens: `Name`, or `Name(op.a|op.b)` for the
// parametric traits; `Symbol` / `OptionalSymbol` for SymbolOpInterface (optional when the
// op's `sym_name` is: such ops say `isOptionalSymbol() { return true; }` in C++).
//
// Declared memory effects are data too, so a stub op has MemoryEffectOpInterface as the
// C++ op does (DCE, CSE and canonicalization ask it): `Effects(e|e...)`, `Effects()` for
// NoMemoryEffect, each effect `Kind[@o<group>|@r<group>][~Resource][#stage][!]` (`!`: on
// the full region; the resource is left out when it is the default one). An effect on an
// operand or result group needs the groups' shapes: `Operands(<rule><shape>)` and
// `Results(...)`, the rule `s` (segment sizes), `=` (variable groups of the same size) or
// nothing, the shape one character per group: `1` single, `?` optional, `*` variadic.
import type { Operator } from "../../src/ods/index.js";
import type { RecordKeeper } from "../../src/ods/access.js";
import { fullyQualifiedTraitName } from "../../src/ods/trait.js";
import { CORE_OP_TRAIT_NAMES } from "../../src/ir/traits.js";
import { opMemoryEffects, type OdsMemoryEffect } from "../../src/ods/memory-effects.js";
import type { Record } from "../../src/ods/access.js";
import { getDef, getOptionalDag, getOptionalString, getStringOrEmpty } from "../../src/ods/access.js";
import { derivedRecords } from "../../src/ods/index.js";
import { inferResultSources } from "../dialect/op-builders.js";

/** The count traits (ZeroRegions, NOperands, ...): a registration derives them from its ODS invariants, never from a table. */
const COUNT_TRAIT = /^(Zero|One|N|AtLeastN|Variadic)(Operand|Result|Successor|Region)s?$/;
const CORE = new Set(CORE_OP_TRAIT_NAMES.filter((name) => !COUNT_TRAIT.test(name)));
const PARAMETRIC = new Set(["HasParent", "SingleBlockImplicitTerminator"]);
const OP_TRAIT_NAMESPACE = "::mlir::OpTrait::";

/** Op names by C++ class, to resolve the class names parametric traits take. */
export class OpClassNames {
  private readonly qualified = new Map<string, string>();
  private readonly byClass = new Map<string, Set<string>>();

  add(op: Operator): void {
    const qualified = normalize(op.qualCppClassName);
    if (!this.qualified.has(qualified)) this.qualified.set(qualified, op.operationName);
    let names = this.byClass.get(op.cppClassName);
    if (names === undefined) this.byClass.set(op.cppClassName, (names = new Set()));
    names.add(op.operationName);
  }

  /** The op a class name written in C++ namespace `from` denotes, if exactly one does. */
  resolve(className: string, from: string): string | undefined {
    const name = normalize(className);
    const direct = this.qualified.get(name);
    if (direct !== undefined) return direct;
    const inOwnNamespace = this.qualified.get(normalize(`${from}::${name}`));
    if (inOwnNamespace !== undefined) return inOwnNamespace;
    const candidates = this.byClass.get(name.slice(name.lastIndexOf("::") + 2));
    return candidates !== undefined && candidates.size === 1 ? [...candidates][0] : undefined;
  }
}

/** `::mlir::gpu::GPUModuleOp` and `gpu::GPUModuleOp` alike. */
function normalize(className: string): string {
  let name = className.trim().replace(/^::/, "");
  if (name.startsWith("mlir::")) name = name.slice("mlir::".length);
  return name;
}

/** `HasParent<A, B>::Impl` -> ["A", "B"]. */
function templateArguments(trait: string): string[] {
  const open = trait.indexOf("<");
  const close = trait.lastIndexOf(">");
  if (open < 0 || close < open) return [];
  return trait
    .slice(open + 1, close)
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

function baseName(trait: string): string {
  const open = trait.indexOf("<");
  return (open < 0 ? trait : trait.slice(0, open)).replace(/::(Trait|Impl)$/, "");
}

/** A trait as read from one evaluation: parametric traits still name C++ classes. */
export interface RawTrait {
  readonly name: string;
  readonly classes?: readonly string[];
}

/** The traits of `op` a stub keeps, before class names are resolved (they may name ops of other files). */
export function rawTraits(op: Operator, record: Record, keeper: RecordKeeper): RawTrait[] {
  const traits: RawTrait[] = [];
  let declaresOpAsm = false;
  for (const t of op.traits) {
    if (t.kind === "pred" || t.trait === undefined) continue;
    const record = keeper.getDef(t.defName);
    const qualified = record === undefined ? t.trait : fullyQualifiedTraitName(record);
    if (t.kind === "interface") {
      if (baseName(qualified) === "::mlir::SymbolOpInterface") traits.push({ name: symbolToken(op) });
      if (baseName(qualified) === "::mlir::OpAsmOpInterface") declaresOpAsm = true;
      if (baseName(qualified) === "::mlir::InferTypeOpInterface") traits.push(...inferTypeTokens(op, keeper));
      continue;
    }
    if (!qualified.startsWith(OP_TRAIT_NAMESPACE)) continue;
    const local = qualified.slice(OP_TRAIT_NAMESPACE.length);
    const base = baseName(local);
    if (!CORE.has(base)) continue;
    traits.push(PARAMETRIC.has(base) ? { name: base, classes: templateArguments(local) } : { name: base });
  }
  const effects = opMemoryEffects(op, record, keeper);
  // ODS names the results of an op with more than one result, some named, that does not
  // declare OpAsmOpInterface itself (MLIR's genOpAsmInterface): `ResultNames(a|b)`.
  const resultNames = !declaresOpAsm && op.results.length > 1 && op.results.some((r) => r.name !== "") ? op.results.map((r) => r.name) : undefined;
  if (resultNames !== undefined && resultNames.some((n) => !/^[A-Za-z_][A-Za-z0-9_$]*$|^$/.test(n))) throw new Error(`result name of ${op.operationName} cannot be written in a stub table`);
  if (effects !== undefined) {
    traits.push({ name: `Effects(${effects.map(effectToken).join("|")})` });
    if (effects.some((e) => e.on?.kind === "operand")) traits.push({ name: `Operands(${groupShape(op.operandSegmentRule, op.operands)})` });
  }
  if (effects?.some((e) => e.on?.kind === "result") === true || resultNames !== undefined) traits.push({ name: `Results(${groupShape(op.resultSegmentRule, op.results)})` });
  if (resultNames !== undefined) traits.push({ name: `ResultNames(${resultNames.join("|")})` });
  return traits;
}

const EFFECT_PREFIX = "::mlir::MemoryEffects::";
const RESOURCE_SHORT_NAMES: ReadonlyMap<string, string> = new Map([
  ["::mlir::SideEffects::DefaultResource", ""],
  ["::mlir::SideEffects::AutomaticAllocationScopeResource", "AutomaticAllocationScope"],
]);

function effectToken(effect: OdsMemoryEffect): string {
  if (!effect.effect.startsWith(EFFECT_PREFIX)) throw new Error(`unknown memory effect '${effect.effect}'`);
  const resource = RESOURCE_SHORT_NAMES.get(effect.resource) ?? effect.resource;
  if (/[\s()|~#!@]/.test(resource)) throw new Error(`memory effect resource '${effect.resource}' cannot be written in a stub table`);
  return (
    effect.effect.slice(EFFECT_PREFIX.length) +
    (effect.on === undefined ? "" : `@${effect.on.kind === "operand" ? "o" : "r"}${effect.on.group}`) +
    (resource === "" ? "" : `~${resource}`) +
    (effect.stage === 0 ? "" : `#${effect.stage}`) +
    (effect.fullRegion ? "!" : "")
  );
}

function groupShape(rule: Operator["operandSegmentRule"], groups: Operator["operands"]): string {
  const prefix = rule === "attr-sized" ? "s" : rule === "same-size" ? "=" : "";
  return prefix + groups.map((g) => (g.constraint.optional ? "?" : g.constraint.variadic || g.constraint.variadicOfVariadic ? "*" : "1")).join("");
}

export interface StubTraits {
  /** The trait set, as the stub runtime reads it. */
  readonly tokens: string;
  /** Parametric traits left out because a class they name is no op tsmlir knows. */
  readonly unresolved: readonly string[];
}

/** The trait set of an op (`cppNamespace` resolves class names written relative to it). */
export function resolveTraits(raw: readonly RawTrait[], cppNamespace: string, classes: OpClassNames): StubTraits {
  const tokens: string[] = [];
  const unresolved: string[] = [];
  for (const t of raw) {
    if (t.classes === undefined) {
      tokens.push(t.name);
      continue;
    }
    const ops = t.classes.map((c) => classes.resolve(c, cppNamespace));
    if (ops.length === 0 || ops.some((o) => o === undefined)) {
      unresolved.push(`${t.name}<${t.classes.join(", ")}>`);
      continue;
    }
    tokens.push(`${t.name}(${ops.join("|")})`);
  }
  return { tokens: [...new Set(tokens)].join(" "), unresolved };
}

/**
 * InferTypeOpInterface: `InferResultTypes(<source>|...)` when ODS derives every result type
 * (mlir-tblgen's appended InferTypeOpAdaptor) from facts a table can hold, one source a
 * result: `o<group>` the type of the operand group's first value, `t<type>` a type built
 * from the context alone, written in MLIR syntax. Otherwise `InferTypeOpInterface`: the op
 * has the interface, but its inferReturnTypes is C++ code (declared by the op, or a type
 * builder or TypesMatchWith transformer ODS calls).
 */
function inferTypeTokens(op: Operator, keeper: RecordKeeper): RawTrait[] {
  const declared = [{ name: "InferTypeOpInterface" }];
  if (!op.allResultTypesKnown) return declared;
  const group = (g: Operator["operands"][number]) => ({
    name: g.name,
    arity: g.constraint.optional ? ("optional" as const) : g.constraint.variadic || g.constraint.variadicOfVariadic ? ("variadic" as const) : ("single" as const),
    builderCall: g.constraint.builderCall,
  });
  const sources = inferResultSources(op, op.operands.map(group), op.results.map(group), keeper);
  if (sources === undefined) return declared;
  const written: string[] = [];
  for (const source of sources) {
    if (source.kind === "operand" || (source.kind === "transform" && source.transformer.trim() === "$_self")) written.push(`o${source.group}`);
    else if (source.kind === "builder") {
      const type = builtType(source.call, keeper);
      if (type === undefined) return declared;
      written.push(`t${type}`);
    } else return declared;
  }
  const tokens = [{ name: `InferResultTypes(${written.join("|")})` }];
  if (written.some((w) => w.startsWith("o"))) tokens.push({ name: `Operands(${groupShape(op.operandSegmentRule, op.operands)})` });
  return tokens;
}

/** The MLIR syntax of the type a `builderCall` builds, when it needs nothing but the context. */
function builtType(call: string, keeper: RecordKeeper): string | undefined {
  const text = call.trim();
  if (text === "$_builder.getIndexType()") return "index";
  const integer = /^\$_builder\.getIntegerType\((\d+)\)$/.exec(text);
  if (integer !== null) return `i${integer[1]}`;
  const typeClass = /^\$_builder\.getType<([\w:]+)>\(\)$/.exec(text) ?? /^([\w:]+)::get\(\$_builder\.getContext\(\)\)$/.exec(text);
  if (typeClass === null) return undefined;
  const wanted = normalize(typeClass[1] as string);
  for (const record of derivedRecords(keeper, "TypeDef")) {
    if (normalize(getStringOrEmpty(record, "cppType")) !== wanted) continue;
    const parameters = getOptionalDag(record, "parameters");
    const mnemonic = getOptionalString(record, "mnemonic");
    if (parameters === undefined || parameters.args.length > 0 || mnemonic === undefined || mnemonic === "") return undefined;
    return `!${getStringOrEmpty(getDef(record, "dialect"), "name")}.${mnemonic}`;
  }
  return undefined;
}

function symbolToken(op: Operator): string {
  const symName = op.attributes.find((a) => a.name === "sym_name");
  return symName === undefined || symName.attr.isOptional ? "OptionalSymbol" : "Symbol";
}
