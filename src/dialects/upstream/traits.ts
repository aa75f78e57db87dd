// Reads the trait sets of the generated stub tables (generators/stubs/traits.ts writes them):
// space-separated tokens, each a core trait's name (`IsTerminator`), a parametric one with
// its op names (`HasParent(gpu.module|gpu.func)`), or `Symbol` / `OptionalSymbol` for
// SymbolOpInterface. HasOnlyGraphRegion brings RegionKindInterface's graph answer, as ODS's
// trait gives the C++ op that interface.
import {
  OpTrait,
  coreOpTrait,
  implementation,
  interfaceMap,
  onlyGraphRegions,
  RegionKindInterface,
  SymbolOpInterface,
  type InterfaceEntry,
  type InterfaceMap,
} from "../../ir/index.js";

export interface StubTraitSet {
  readonly traits: readonly OpTrait[];
  readonly interfaces: InterfaceMap | undefined;
}

const symbol = implementation(SymbolOpInterface, {});
const optionalSymbol = implementation(SymbolOpInterface, { isOptionalSymbol: () => true });
const graphRegions = implementation(RegionKindInterface, onlyGraphRegions);

/** One trait set's traits and interfaces; a token the runtime does not know is a bug in the tables. */
export function parseTraitSet(text: string): StubTraitSet {
  const traits: OpTrait[] = [];
  const entries: InterfaceEntry[] = [];
  for (const token of text.split(" ")) {
    if (token === "") continue;
    if (token === "Symbol" || token === "OptionalSymbol") {
      entries.push(token === "Symbol" ? symbol : optionalSymbol);
      continue;
    }
    const open = token.indexOf("(");
    if (open >= 0 && token.endsWith(")")) {
      const params = token.slice(open + 1, -1).split("|");
      const name = token.slice(0, open);
      if (name === "HasParent") traits.push(OpTrait.HasParent(...params));
      else if (name === "SingleBlockImplicitTerminator" && params.length === 1) traits.push(OpTrait.SingleBlockImplicitTerminator(params[0] as string));
      else throw new Error(`stub trait set: unknown parametric trait '${token}'`);
      continue;
    }
    const trait = coreOpTrait(token);
    if (trait === undefined || typeof trait === "function") throw new Error(`stub trait set: unknown trait '${token}'`);
    traits.push(trait);
    if (trait === OpTrait.HasOnlyGraphRegion) entries.push(graphRegions);
  }
  return { traits, interfaces: entries.length === 0 ? undefined : interfaceMap(...entries) };
}
