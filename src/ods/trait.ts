// Op/attribute/type traits, classified as mlir-tblgen's Trait::create does.
import {
  getListOfDefs,
  getString,
  getStringOrEmpty,
  hasField,
  isAnonymous,
  isSubClassOf,
  type Record,
} from "./access.js";
import { memoByRecord } from "./memo.js";
import type { Trait } from "./schema.js";

export function traitKind(record: Record): Trait["kind"] {
  if (isSubClassOf(record, "PredTrait")) return "pred";
  if (isSubClassOf(record, "GenInternalTrait")) return "internal";
  if (isSubClassOf(record, "InterfaceTrait")) return "interface";
  return "native";
}

export const loadTrait = memoByRecord(function loadTrait(record: Record): Trait {
  const kind = traitKind(record);
  const trait: Trait = {
    kind,
    defName: record.name,
    anonymous: isAnonymous(record),
    structural: isSubClassOf(record, "StructuralOpTrait"),
  };
  if (kind !== "pred" && hasField(record, "trait")) trait.trait = getString(record, "trait");
  if (kind === "pred") trait.summary = getStringOrEmpty(record, "summary");
  if (kind === "interface" && isSubClassOf(record, "SideEffectsTraitBase")) {
    trait.sideEffects = {
      baseEffectName: getString(record, "baseEffectName"),
      effects: getListOfDefs(record, "effects").map((effect) => ({
        effect: getString(effect, "effect"),
        resource: getString(effect, "resource"),
      })),
    };
  }
  return trait;
});

/** The C++ name a native/interface trait is looked up by (`cppNamespace::trait`). */
export function fullyQualifiedTraitName(record: Record): string {
  const trait = getStringOrEmpty(record, "trait");
  const ns = getStringOrEmpty(record, "cppNamespace");
  return ns.length === 0 ? trait : `${ns}::${trait}`;
}
