// The memory effects an op declares in ODS, read as mlir-tblgen's op generator reads them:
// the effects of its SideEffectsTraitBase interface traits (`MemoryEffects<[MemRead]>`,
// `NoMemoryEffect` declaring none), then the SideEffect decorators of its operands
// (`Arg<AnyMemRef, "", [MemWrite]>`) and results (`Res<..., [MemAlloc]>`). Both the
// dialect generator and the stub tables of upstream dialects use this one reading.
import type { Operator } from "./schema.js";
import { dagArgDef, getBitOr, getDag, getInt, getListOfDefs, getString, getStringOrEmpty, isSubClassOf, type Record, type RecordKeeper } from "./access.js";

/** The effect base of memory effects; other SideEffectsTraitBase interfaces are not memory effects. */
export const MEMORY_EFFECT_BASE = "::mlir::MemoryEffects::Effect";

/** One declared memory effect: on the op, or on each value of an operand or result group. */
export interface OdsMemoryEffect {
  /** The C++ effect class, e.g. `::mlir::MemoryEffects::Read`. */
  readonly effect: string;
  /** The C++ resource class, e.g. `::mlir::SideEffects::DefaultResource`. */
  readonly resource: string;
  readonly stage: number;
  readonly fullRegion: boolean;
  /** Absent: on the op itself; `group` is the ODS operand or result index. */
  readonly on?: { readonly kind: "operand" | "result"; readonly group: number };
}

/** One effect record (a SideEffect), acting on `on`. */
export function memoryEffectOf(effect: Record, on: OdsMemoryEffect["on"]): OdsMemoryEffect {
  return {
    effect: getString(effect, "effect"),
    resource: getString(effect, "resource"),
    stage: Number(getInt(effect, "stage")),
    fullRegion: getBitOr(effect, "effectOnFullRegion", false),
    ...(on === undefined ? {} : { on }),
  };
}

/** Whether an interface trait record declares memory effects (and not effects of another kind). */
export function isMemoryEffectsTrait(traitRecord: Record): boolean {
  return isSubClassOf(traitRecord, "SideEffectsTraitBase") && getStringOrEmpty(traitRecord, "baseEffectName") === MEMORY_EFFECT_BASE;
}

/** The effects a MemoryEffects<[...]> trait record lists (none for NoMemoryEffect). */
export function traitMemoryEffects(traitRecord: Record): OdsMemoryEffect[] {
  return getListOfDefs(traitRecord, "effects").map((effect) => memoryEffectOf(effect, undefined));
}

/** Effects declared as decorators of the op's operands and results, operands first. */
export function valueMemoryEffects(op: Operator, record: Record): OdsMemoryEffect[] {
  const decorated = (field: "arguments" | "results", kind: "operand" | "result"): OdsMemoryEffect[] => {
    const dag = getDag(record, field);
    const out: OdsMemoryEffect[] = [];
    for (let i = 0; i < dag.numArgs; i++) {
      const arg = dagArgDef(dag, i);
      if (arg === undefined || !isSubClassOf(arg, "OpVariable")) continue;
      const group = field === "arguments" ? argumentOperandIndex(op, i) : i;
      if (group === undefined) continue;
      for (const decorator of getListOfDefs(arg, "decorators")) {
        if (!isSubClassOf(decorator, "SideEffect") || getStringOrEmpty(decorator, "baseEffectName") !== MEMORY_EFFECT_BASE) continue;
        out.push(memoryEffectOf(decorator, { kind, group }));
      }
    }
    return out;
  };
  return [...decorated("arguments", "operand"), ...decorated("results", "result")];
}

/** The operand group index of argument `i` (undefined for attributes and properties). */
function argumentOperandIndex(op: Operator, i: number): number | undefined {
  const arg = op.arguments[i];
  return arg?.kind === "operand" ? arg.index : undefined;
}

/**
 * Everything `op` declares: undefined when it has no memory-effect trait and no decorated
 * value (it then has no MemoryEffectOpInterface), else the trait's effects followed by the
 * values' (an empty list: NoMemoryEffect).
 */
export function opMemoryEffects(op: Operator, record: Record, keeper: RecordKeeper): OdsMemoryEffect[] | undefined {
  let effects: OdsMemoryEffect[] | undefined;
  for (const t of op.traits) {
    if (t.kind !== "interface") continue;
    const traitRecord = keeper.getDef(t.defName);
    if (traitRecord === undefined || !isMemoryEffectsTrait(traitRecord)) continue;
    effects = [...(effects ?? []), ...traitMemoryEffects(traitRecord)];
  }
  const onValues = valueMemoryEffects(op, record);
  if (onValues.length === 0) return effects;
  return [...(effects ?? []), ...onValues];
}
