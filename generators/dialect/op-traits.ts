// An op's ODS trait list, sorted out for the generated module: trait objects the runtime
// provides (`ir.OpTrait.X`, parametric HasParent/SingleBlockImplicitTerminator), traits the
// dialect's hooks must supply (NativeOpTraits the runtime does not have), interfaces the
// runtime provides (with the methods the hooks must implement), interfaces it does not,
// and declared memory effects (MemoryEffects<[...]> and MemRead/... on operands/results).
import type { Operator } from "../../src/ods/index.js";
import {
  getListOfStrings,
  getStringOrEmpty,
  hasField,
  isSubClassOf,
  odsError,
  type Record,
} from "../../src/ods/access.js";
import { isMemoryEffectsTrait, traitMemoryEffects, valueMemoryEffects, type OdsMemoryEffect } from "../../src/ods/memory-effects.js";
import { coreInterface, type CoreInterface } from "./core-interfaces.js";
import type { GenContext } from "./gen-context.js";
import { stringLiteral } from "./names.js";
import { traitBase, traitParams } from "./op-common.js";

/** The traits of `::mlir::OpTrait` the runtime has (src/ir/traits.ts `OpTrait`). */
export const CORE_OP_TRAITS: readonly string[] = [
  "ZeroOperands", "ZeroResults", "ZeroSuccessors", "ZeroRegions", "OneRegion", "IsTerminator", "NoTerminator", "SingleBlock",
  "SingleBlockImplicitTerminator", "NoRegionArguments", "IsIsolatedFromAbove", "SymbolTable", "AffineScope", "AutomaticAllocationScope",
  "HasOnlyGraphRegion", "HasParallelRegion", "ReturnLike", "HasParent", "ConstantLike", "IsCommutative", "IsIdempotent", "IsInvolution",
  "AttrSizedOperandSegments", "AttrSizedResultSegments", "SameTypeOperands", "SameOperandsAndResultType", "SameOperandsShape",
  "SameOperandsAndResultShape", "SameOperandsElementType", "SameOperandsAndResultElementType", "SameOperandsAndResultRank",
  "ResultsAreFloatLike", "ResultsBroadcastableShape", "Elementwise", "Scalarizable", "Vectorizable", "Tensorizable",
  "MemRefsNormalizable", "HasRecursiveMemoryEffects", "AlwaysSpeculatableImplTrait", "RecursivelySpeculatableImplTrait",
];

/**
 * `::mlir::OpTrait` traits that only select how C++ code is written (type inference
 * through an adaptor): the interface methods they stand for are declared separately.
 */
const IMPLEMENTATION_ONLY_TRAITS = new Set(["InferTypeOpAdaptor", "InferShapedTypeOpAdaptor", "InferTensorType"]);

/** A runtime interface the op implements, and the methods its hooks must supply. */
export interface InterfaceUse {
  readonly core: CoreInterface;
  /** Methods the hooks implement (no default, or declared by DeclareOpInterfaceMethods). */
  readonly hookMethods: readonly string[];
  /** Such methods the op class has an accessor of the same name for (as C++ ops satisfy them). */
  readonly accessorMethods: readonly string[];
  /** Declared methods the runtime interface does not have (listed in the descriptor's comment). */
  readonly unknownMethods: readonly string[];
}

/** One ODS-declared memory effect (src/ods/memory-effects.ts). */
export type EffectUse = OdsMemoryEffect;

export interface TraitPlan {
  /** Descriptor trait entries (code), in ODS order. */
  readonly entries: readonly string[];
  /** Names of the traits the dialect's hooks supply. */
  readonly hookTraits: readonly string[];
  readonly interfaces: readonly InterfaceUse[];
  /** Interfaces the op declares that the runtime does not provide. */
  readonly unsupported: readonly string[];
  /** Declared memory effects; undefined when the op declares none (not even NoMemoryEffect). */
  readonly effects: readonly EffectUse[] | undefined;
  /** The base names of every non-predicate trait (`SameOperandsAndResultType`, `CastOpInterface`). */
  readonly bases: ReadonlySet<string>;
}

/** `FuncOp` / `scf::YieldOp` -> the op name, looked up among the records' ops. */
function parentOpName(param: string, ctx: GenContext, op: Record): string {
  const name = param.replace(/^"|"$/g, "").replace(/^::/, "").replace(/^mlir::/, "");
  const qualified = name.includes("::") ? name : `${ctx.namespace}::${name}`;
  const found = ctx.opNamesByClass.get(qualified);
  if (found === undefined) throw odsError(op, `trait parameter '${param}' names no op defined in the input`);
  return found;
}

/** The C++ interface name of an interface trait record. */
function interfaceName(record: Record, trait: string): string {
  if (hasField(record, "cppInterfaceName")) {
    const name = getStringOrEmpty(record, "cppInterfaceName");
    if (name !== "") return name;
  }
  return trait.replace(/::Trait$/, "");
}

/** A hook-trait key for a native trait the runtime lacks (`MyTrait`, `NOperands<2>::Impl` -> `NOperands_2`). */
export function hookTraitName(trait: string): string {
  const base = traitBase(trait);
  const params = traitParams(trait).map((p) => p.replace(/[^A-Za-z0-9_]/g, "_"));
  return [base.replace(/[^A-Za-z0-9_]/g, "_"), ...params].join("_");
}

/**
 * Interface methods ODS or a trait implements for the op, so its hooks need not:
 * speculatability from the *SpeculatableImplTrait traits, a ReturnLike terminator's
 * successor operands (all of them), graph regions, and result types ODS infers.
 */
function impliedMethods(bases: ReadonlySet<string>, inferable: boolean): ReadonlyMap<string, readonly string[]> {
  const out = new Map<string, string[]>();
  if (bases.has("AlwaysSpeculatableImplTrait") || bases.has("RecursivelySpeculatableImplTrait")) out.set("ConditionallySpeculatable", ["getSpeculatability"]);
  if (bases.has("ReturnLike")) out.set("RegionBranchTerminatorOpInterface", ["getMutableSuccessorOperands"]);
  if (bases.has("HasOnlyGraphRegion")) out.set("RegionKindInterface", ["getRegionKind"]);
  if (inferable) out.set("InferTypeOpInterface", ["inferReturnTypes"]);
  return out;
}

/**
 * `accessors`: the op class's generated accessors (they implement interface methods of
 * the same name, as C++ op classes do). `overrides`: methods its extraClassDeclaration
 * defines, which replace interface defaults in C++; their code is not used, so the
 * hooks implement them.
 */
export function planTraits(op: Operator, record: Record, ctx: GenContext, accessors: ReadonlySet<string>, overrides: ReadonlySet<string>, inferable: boolean): TraitPlan {
  const entries: string[] = [];
  const hookTraits: string[] = [];
  const interfaces: InterfaceUse[] = [];
  const unsupported: string[] = [];
  const bases = new Set<string>();
  let effects: EffectUse[] | undefined;
  for (const t of op.traits) {
    if (t.kind === "pred" || t.kind === "internal" || t.trait === undefined) continue;
    const traitRecord = ctx.keeper.getDef(t.defName);
    if (traitRecord === undefined) continue;
    const base = traitBase(t.trait);
    if (t.kind === "native") {
      bases.add(base);
      const ns = getStringOrEmpty(traitRecord, "cppNamespace");
      const core = (ns === "::mlir::OpTrait" || ns === "") && CORE_OP_TRAITS.includes(base);
      if (core && base === "HasParent") {
        const parents = traitParams(t.trait).map((p) => stringLiteral(parentOpName(p, ctx, record)));
        entries.push(`ir.OpTrait.HasParent(${parents.join(", ")})`);
      } else if (core && base === "SingleBlockImplicitTerminator") {
        entries.push(`ir.OpTrait.SingleBlockImplicitTerminator(${stringLiteral(parentOpName(traitParams(t.trait)[0] ?? "", ctx, record))})`);
      } else if (core) entries.push(`ir.OpTrait.${base}`);
      else if (ns === "::mlir::OpTrait" && IMPLEMENTATION_ONLY_TRAITS.has(base)) continue;
      else {
        const name = hookTraitName(t.trait);
        if (!hookTraits.includes(name)) hookTraits.push(name);
        entries.push(`{ hookTrait: ${stringLiteral(name)} }`);
      }
      continue;
    }
    // Interface traits.
    const name = interfaceName(traitRecord, t.trait);
    bases.add(name);
    if (isSubClassOf(traitRecord, "SideEffectsTraitBase")) {
      if (!isMemoryEffectsTrait(traitRecord)) {
        if (!unsupported.includes(name)) unsupported.push(name);
        continue;
      }
      effects = [...(effects ?? []), ...traitMemoryEffects(traitRecord)];
      if (!entries.includes("{ interface: ir.MemoryEffectOpInterface }")) entries.push("{ interface: ir.MemoryEffectOpInterface }");
      continue;
    }
    // An interface this module defines, else one of the runtime's `::mlir` interfaces.
    const user = ctx.userInterfaces?.get(name);
    const core = user ?? coreInterface(name);
    const ns = getStringOrEmpty(traitRecord, "cppNamespace");
    if (core === undefined || (user === undefined && ns !== "::mlir" && ns !== "")) {
      if (!unsupported.includes(name)) unsupported.push(name);
      continue;
    }
    const declared = isSubClassOf(traitRecord, "DeclareInterfaceMethods") ? getListOfStrings(traitRecord, "alwaysOverriddenMethods") : [];
    const known = [...core.methods, ...core.staticMethods];
    // An accessor of the method's name implements it, defaulted or not (C++ name hiding).
    const byAccessor = (m: string): boolean => core.methods.includes(m) && accessors.has(m);
    const needed = known.filter((m) => !core.defaulted.includes(m) || declared.includes(m) || overrides.has(m) || byAccessor(m));
    const existing = interfaces.findIndex((i) => i.core === core);
    const use: InterfaceUse = {
      core,
      hookMethods: needed.filter((m) => !byAccessor(m)),
      accessorMethods: needed.filter(byAccessor),
      unknownMethods: declared.filter((m) => !known.includes(m)),
    };
    if (existing >= 0) interfaces[existing] = use;
    else {
      interfaces.push(use);
      entries.push(`{ interface: ${core.key} }`);
    }
  }
  const onValues = valueMemoryEffects(op, record);
  if (onValues.length > 0) effects = [...(effects ?? []), ...onValues];
  const implied = impliedMethods(bases, inferable);
  const used = interfaces.map((use) => {
    const byTrait = implied.get(use.core.name) ?? [];
    return { ...use, hookMethods: use.hookMethods.filter((m) => !byTrait.includes(m)), accessorMethods: use.accessorMethods.filter((m) => !byTrait.includes(m)) };
  });
  return { entries, hookTraits, interfaces: used, unsupported, effects, bases };
}

const EFFECTS: ReadonlyMap<string, string> = new Map([
  ["::mlir::MemoryEffects::Allocate", "ir.MemoryEffect.Allocate"],
  ["::mlir::MemoryEffects::Free", "ir.MemoryEffect.Free"],
  ["::mlir::MemoryEffects::Read", "ir.MemoryEffect.Read"],
  ["::mlir::MemoryEffects::Write", "ir.MemoryEffect.Write"],
]);

const RESOURCES: ReadonlyMap<string, string> = new Map([
  ["::mlir::SideEffects::DefaultResource", "ir.SideEffectResource.Default"],
  ["::mlir::SideEffects::AutomaticAllocationScopeResource", "ir.SideEffectResource.AutomaticAllocationScope"],
]);

/** The descriptor's `effects` array (code); resources the runtime lacks become module constants. */
export function effectsCode(effects: readonly EffectUse[], ctx: GenContext, record: Record): string {
  const items = effects.map((e) => {
    const effect = EFFECTS.get(e.effect);
    if (effect === undefined) throw odsError(record, `unknown memory effect '${e.effect}'`);
    let resource = RESOURCES.get(e.resource);
    if (resource === undefined) {
      const name = `resource_${e.resource.replace(/[^A-Za-z0-9_]/g, "_").replace(/^_+/, "")}`;
      resource = ctx.constants.declare(`resource:${e.resource}`, name, `/** The side-effect resource ${e.resource.replace(/\*\//g, "")}. */\nconst ${name} = new ir.SideEffectResource(${stringLiteral(e.resource)});`, record);
    }
    const on = e.on === undefined ? "" : `, on: { kind: ${stringLiteral(e.on.kind)}, group: ${e.on.group} }`;
    return `{ effect: ${effect}, resource: ${resource}, stage: ${e.stage}, effectOnFullRegion: ${e.fullRegion}${on} }`;
  });
  return `[${items.join(", ")}]`;
}
