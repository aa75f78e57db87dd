// Reads the trait sets of the generated stub tables (generators/stubs/traits.ts writes them
// and documents the tokens): space-separated tokens, each a core trait's name
// (`IsTerminator`), a parametric one with its op names (`HasParent(gpu.module|gpu.func)`),
// `Symbol` / `OptionalSymbol` for SymbolOpInterface, and the op's declared memory effects
// (`Effects(...)`, with `Operands(...)` / `Results(...)` giving the value groups they act
// on). As ODS's traits give the C++ op these interfaces, HasOnlyGraphRegion brings
// RegionKindInterface's graph answer, the *SpeculatableImplTrait traits
// ConditionallySpeculatable, and declared effects MemoryEffectOpInterface.
// `InferResultTypes(...)` and `InferTypeOpInterface` give InferTypeOpInterface
// (./type-inference.ts).
import {
  ConditionallySpeculatable,
  MemoryEffect,
  MemoryEffectOpInterface,
  OpTrait,
  SideEffectResource,
  alwaysSpeculatable,
  coreOpTrait,
  declaredMemoryEffects,
  implementation,
  OpAsmOpInterface,
  interfaceMap,
  onlyGraphRegions,
  recursivelySpeculatable,
  RegionKindInterface,
  SymbolOpInterface,
  type DeclaredEffect,
  type InterfaceEntry,
  type InterfaceMap,
  type Operation,
} from "../../ir/index.js";
import { OPERAND_SEGMENTS, RESULT_SEGMENTS, type ValueGroup } from "../runtime/descriptor.js";
import { groupRange, resultGroupNamer, segmentSizesOfOp } from "../runtime/groups.js";
import { derivedResultTypes, derivedResultTypesVerifier, parseInferredTypeSource, type InferredTypeSource } from "./type-inference.js";

export interface StubTraitSet {
  readonly traits: readonly OpTrait[];
  readonly interfaces: InterfaceMap | undefined;
  /** Whether its ops have InferTypeOpInterface with inferReturnTypes in C++ (the entry names the op: stubOperation adds it). */
  readonly infersTypesInCpp: boolean;
  /** Its region traits' checks (MLIR's verifyRegionTraits): the data-derived InferTypeOpInterface's. */
  readonly verifyRegionTraits?: (op: Operation) => void;
}

const symbol = implementation(SymbolOpInterface, {});
const optionalSymbol = implementation(SymbolOpInterface, { isOptionalSymbol: () => true });
const graphRegions = implementation(RegionKindInterface, onlyGraphRegions);
const speculatable = implementation(ConditionallySpeculatable, alwaysSpeculatable);
const recursivelySpeculatableEntry = implementation(ConditionallySpeculatable, recursivelySpeculatable);

const EFFECT_KINDS: ReadonlyMap<string, MemoryEffect> = new Map([
  ["Allocate", MemoryEffect.Allocate],
  ["Free", MemoryEffect.Free],
  ["Read", MemoryEffect.Read],
  ["Write", MemoryEffect.Write],
]);

/**
 * The side-effect resources of one stub dialect, by name: resources are compared by
 * identity, so every trait set of a dialect naming one gets the same object.
 */
export class StubResources {
  private readonly byName = new Map<string, SideEffectResource>([["AutomaticAllocationScope", SideEffectResource.AutomaticAllocationScope]]);
  get(name: string): SideEffectResource {
    if (name === "") return SideEffectResource.Default;
    let resource = this.byName.get(name);
    if (resource === undefined) this.byName.set(name, (resource = new SideEffectResource(name)));
    return resource;
  }
}

/** How an op's operands or results fall into ODS groups. */
interface GroupShape {
  readonly segmented: boolean;
  readonly groups: readonly ValueGroup[];
}

const ARITY: ReadonlyMap<string, ValueGroup["arity"]> = new Map([
  ["1", "single"],
  ["?", "optional"],
  ["*", "variadic"],
]);

function parseShape(token: string, text: string): GroupShape {
  const segmented = text.startsWith("s");
  const body = segmented || text.startsWith("=") ? text.slice(1) : text;
  const groups: ValueGroup[] = [];
  for (const ch of body) {
    const arity = ARITY.get(ch);
    if (arity === undefined) throw new Error(`stub trait set: malformed value groups '${token}'`);
    groups.push({ name: "", key: "", arity });
  }
  return { segmented, groups };
}

/** `Kind[@o<g>|@r<g>][~Resource][#stage][!]`. */
function parseEffect(token: string, text: string, resources: StubResources): DeclaredEffect {
  const match = /^([A-Za-z]+)(?:@([or])(\d+))?(?:~([^#!]+))?(?:#(\d+))?(!)?$/.exec(text);
  const effect = match === null ? undefined : EFFECT_KINDS.get(match[1] as string);
  if (match === null || effect === undefined) throw new Error(`stub trait set: malformed memory effect '${text}' in '${token}'`);
  const [, , kind, group, resource, stage, fullRegion] = match;
  return {
    effect,
    resource: resources.get(resource ?? ""),
    stage: stage === undefined ? 0 : Number(stage),
    effectOnFullRegion: fullRegion === "!",
    ...(kind === undefined ? {} : { on: { kind: kind === "o" ? ("operand" as const) : ("result" as const), group: Number(group) } }),
  };
}

/** Where a declared effect's group lies in an op, from the groups' shapes (and its segment sizes). */
function stubGroupRange(operands: GroupShape | undefined, results: GroupShape | undefined) {
  return (op: Operation, kind: "operand" | "result", group: number): readonly [number, number] => {
    const shape = kind === "operand" ? operands : results;
    if (shape === undefined) return [0, 0];
    const total = kind === "operand" ? op.operands.length : op.results.length;
    const sizes = shape.segmented ? segmentSizesOfOp(op, kind === "operand" ? OPERAND_SEGMENTS : RESULT_SEGMENTS) : undefined;
    const [start, length] = groupRange(shape.groups, group, total, sizes);
    // A malformed op (sizes that do not add up) must not make an effect name a value it lacks.
    const end = Math.min(start + length, total);
    return [Math.min(start, total), Math.max(0, end - start)];
  };
}

/** One trait set's traits and interfaces; a token the runtime does not know is a bug in the tables. */
export function parseTraitSet(text: string, resources: StubResources = new StubResources()): StubTraitSet {
  const traits: OpTrait[] = [];
  const entries: InterfaceEntry[] = [];
  let effects: DeclaredEffect[] | undefined;
  let operands: GroupShape | undefined;
  let results: GroupShape | undefined;
  let resultNames: readonly string[] | undefined;
  let inferredTypes: { readonly token: string; readonly sources: readonly InferredTypeSource[] } | undefined;
  let infersTypesInCpp = false;
  let verifyRegionTraits: ((op: Operation) => void) | undefined;
  for (const token of text.split(" ")) {
    if (token === "") continue;
    if (token === "InferTypeOpInterface") {
      infersTypesInCpp = true;
      continue;
    }
    if (token === "Symbol" || token === "OptionalSymbol") {
      entries.push(token === "Symbol" ? symbol : optionalSymbol);
      continue;
    }
    const open = token.indexOf("(");
    if (open >= 0 && token.endsWith(")")) {
      const inside = token.slice(open + 1, -1);
      const params = inside.split("|");
      const name = token.slice(0, open);
      if (name === "HasParent") traits.push(OpTrait.HasParent(...params));
      else if (name === "SingleBlockImplicitTerminator" && params.length === 1) traits.push(OpTrait.SingleBlockImplicitTerminator(params[0] as string));
      else if (name === "Effects") effects = inside === "" ? [] : params.map((p) => parseEffect(token, p, resources));
      else if (name === "Operands") operands = parseShape(token, inside);
      else if (name === "Results") results = parseShape(token, inside);
      else if (name === "ResultNames") resultNames = params;
      else if (name === "InferResultTypes") inferredTypes = { token, sources: params.map((p) => parseInferredTypeSource(p, token)) };
      else throw new Error(`stub trait set: unknown parametric trait '${token}'`);
      continue;
    }
    const trait = coreOpTrait(token);
    if (trait === undefined || typeof trait === "function") throw new Error(`stub trait set: unknown trait '${token}'`);
    traits.push(trait);
    if (trait === OpTrait.HasOnlyGraphRegion) entries.push(graphRegions);
    else if (trait === OpTrait.AlwaysSpeculatableImplTrait) entries.push(speculatable);
    else if (trait === OpTrait.RecursivelySpeculatableImplTrait) entries.push(recursivelySpeculatableEntry);
  }
  if (effects !== undefined) {
    for (const e of effects) {
      const shape = e.on?.kind === "operand" ? operands : e.on?.kind === "result" ? results : undefined;
      if (e.on !== undefined && (shape === undefined || e.on.group >= shape.groups.length)) {
        throw new Error(`stub trait set: memory effect on ${e.on.kind} group ${e.on.group} without that group in '${text}'`);
      }
    }
    entries.push(implementation(MemoryEffectOpInterface, declaredMemoryEffects(effects, stubGroupRange(operands, results))));
  }
  if (resultNames !== undefined) {
    if (results === undefined || results.groups.length !== resultNames.length) throw new Error(`stub trait set: result names without their groups in '${text}'`);
    const range = stubGroupRange(operands, results);
    entries.push(implementation(OpAsmOpInterface, { getAsmResultNames: resultGroupNamer(resultNames, (op, group) => range(op, "result", group)) }));
  }
  if (inferredTypes !== undefined) {
    const groups = operands?.groups.length ?? 0;
    if (inferredTypes.sources.some((source) => source.kind === "operand" && source.group >= groups)) {
      throw new Error(`stub trait set: result type of an operand group without that group in '${text}'`);
    }
    const shape = operands ?? { segmented: false, groups: [] };
    entries.push(derivedResultTypes(inferredTypes.sources, shape));
    verifyRegionTraits = derivedResultTypesVerifier(inferredTypes.sources, shape);
  }
  return { traits, interfaces: entries.length === 0 ? undefined : interfaceMap(...entries), infersTypesInCpp, ...(verifyRegionTraits !== undefined ? { verifyRegionTraits } : {}) };
}

