// Memory effects and speculation (MLIR's SideEffectInterfaces): the interfaces ops
// implement, and the queries passes ask (isPure, wouldOpBeTriviallyDead, ...), computed
// as MLIR 19 computes them. ODS-declared effects (`MemoryEffects<[MemRead]>`, `MemWrite`
// on an operand, `MemAlloc` on a result) become an implementation through
// `declaredMemoryEffects`.
import { defineOpInterface } from "./interfaces.js";
import type { OpOperand, OpResult, Operation, Region, Value } from "./operation.js";
import type { SymbolRefAttr } from "./attributes.js";
import { OpTrait } from "./traits.js";

/** A kind of memory effect (MLIR's MemoryEffects::Effect subclasses). */
export class MemoryEffect {
  private constructor(readonly name: "Allocate" | "Free" | "Read" | "Write") {}
  static readonly Allocate = new MemoryEffect("Allocate");
  static readonly Free = new MemoryEffect("Free");
  static readonly Read = new MemoryEffect("Read");
  static readonly Write = new MemoryEffect("Write");
}

/** What an effect acts on (MLIR's SideEffects::Resource). Compared by identity. */
export class SideEffectResource {
  constructor(readonly name: string) {}
  static readonly Default = new SideEffectResource("<Default>");
  static readonly AutomaticAllocationScope = new SideEffectResource("AutomaticAllocationScope");
}

/** One effect of an op (MLIR's EffectInstance<MemoryEffects::Effect>). */
export interface EffectInstance {
  readonly effect: MemoryEffect;
  readonly resource: SideEffectResource;
  /** The value acted on: an operand's value, a result, or a block argument; absent for the op as a whole. */
  readonly value?: Value;
  /** The operand the effect is on, when it is declared on an operand. */
  readonly operand?: OpOperand;
  /** The symbol acted on, when the effect is on a symbol. */
  readonly symbol?: SymbolRefAttr;
  /** When the effect happens relative to the op's other effects (smaller first). */
  readonly stage: number;
  /** Whether the effect acts on the whole value (MLIR's effectOnFullRegion). */
  readonly effectOnFullRegion: boolean;
}

export interface MemoryEffectOpMethods {
  /** The op's memory effects. */
  getEffects(op: Operation): EffectInstance[];
}

export const MemoryEffectOpInterface = defineOpInterface<MemoryEffectOpMethods>("MemoryEffectOpInterface", { methods: ["getEffects"] });

/** MLIR's Speculation::Speculatability. */
export enum Speculatability {
  NotSpeculatable = 0,
  Speculatable = 1,
  RecursivelySpeculatable = 2,
}

export interface ConditionallySpeculatableMethods {
  getSpeculatability(op: Operation): Speculatability;
}

export const ConditionallySpeculatable = defineOpInterface<ConditionallySpeculatableMethods>("ConditionallySpeculatable", { methods: ["getSpeculatability"] });

/** The ConditionallySpeculatable implementation of ops with AlwaysSpeculatableImplTrait. */
export const alwaysSpeculatable: ConditionallySpeculatableMethods = Object.freeze({ getSpeculatability: () => Speculatability.Speculatable });
/** The ConditionallySpeculatable implementation of ops with RecursivelySpeculatableImplTrait. */
export const recursivelySpeculatable: ConditionallySpeculatableMethods = Object.freeze({ getSpeculatability: () => Speculatability.RecursivelySpeculatable });

/** One effect as ODS declares it: on the op, or on each value of an operand or result group. */
export interface DeclaredEffect {
  readonly effect: MemoryEffect;
  readonly resource: SideEffectResource;
  readonly stage: number;
  readonly effectOnFullRegion: boolean;
  /** Absent: on the op itself. */
  readonly on?: { readonly kind: "operand" | "result"; readonly group: number };
}

/** [start, length) of group `group` of an op's operands or results. */
export type GroupRange = (op: Operation, kind: "operand" | "result", group: number) => readonly [start: number, length: number];

/** The MemoryEffectOpInterface implementation `declaredMemoryEffects` makes: what it declares is known without an op. */
interface DeclaredMemoryEffectMethods extends MemoryEffectOpMethods {
  /** Every declared effect is a read (or nothing is declared): an unused op with them can go. */
  readonly declaresOnlyReads: boolean;
  /** Nothing is declared: the op has no memory effect at all. */
  readonly declaresNothing: boolean;
}

/**
 * The MemoryEffectOpInterface implementation of ODS-declared effects, in ODS's order:
 * the op's own effects, then those of its operands, then of its results.
 */
export function declaredMemoryEffects(declared: readonly DeclaredEffect[], groupRange: GroupRange): MemoryEffectOpMethods {
  const methods: DeclaredMemoryEffectMethods = {
    declaresOnlyReads: declared.every((d) => d.effect === MemoryEffect.Read),
    declaresNothing: declared.length === 0,
    getEffects(op: Operation): EffectInstance[] {
      const out: EffectInstance[] = [];
      for (const d of declared) {
        const base = { effect: d.effect, resource: d.resource, stage: d.stage, effectOnFullRegion: d.effectOnFullRegion };
        if (d.on === undefined) {
          out.push(base);
          continue;
        }
        const [start, length] = groupRange(op, d.on.kind, d.on.group);
        for (let i = start; i < start + length; i++) {
          if (d.on.kind === "operand") {
            const operand = op.getOpOperand(i);
            out.push({ ...base, value: operand.value, operand });
          } else out.push({ ...base, value: op.getResult(i) });
        }
      }
      return out;
    },
  };
  return Object.freeze(methods);
}

// What the queries below need to know about an op kind, as bits cached on its
// OperationName (valid while `effectFlagsInfo` is the name's `info`): the greedy driver
// and region DCE ask them for every op at every iteration, and a trait-list scan plus an
// interface look-up plus an effect list per op and question add up over millions of ops.
const E_COMPUTED = 1 << 30;
/** mightHaveTrait(IsTerminator): unregistered ops too. */
const E_MIGHT_TERMINATE = 1;
const E_TERMINATOR = 2;
const E_CONSTANT_LIKE = 4;
const E_RECURSIVE = 8;
/** A MemoryEffectOpInterface implementation. */
const E_HAS_EFFECT_INTERFACE = 16;
/** Its effects are declared ones, all reads (or none): known without asking the op. */
const E_DECLARES_ONLY_READS = 32;
/** Its effects are declared ones, and there are none. */
const E_DECLARES_NOTHING = 64;

function effectFlags(op: Operation): number {
  const name = op.name;
  const m = name.effectFlags;
  if ((m & E_COMPUTED) !== 0 && name.effectFlagsInfo === name.info) return m;
  let flags = E_COMPUTED;
  if (name.mightHaveTrait(OpTrait.IsTerminator)) flags |= E_MIGHT_TERMINATE;
  if (name.hasTrait(OpTrait.IsTerminator)) flags |= E_TERMINATOR;
  if (name.hasTrait(OpTrait.ConstantLike)) flags |= E_CONSTANT_LIKE;
  if (name.hasTrait(OpTrait.HasRecursiveMemoryEffects)) flags |= E_RECURSIVE;
  const impl = name.getInterfaceImpl(MemoryEffectOpInterface) as Partial<DeclaredMemoryEffectMethods> | undefined;
  if (impl !== undefined) {
    flags |= E_HAS_EFFECT_INTERFACE;
    if (impl.declaresOnlyReads === true) flags |= E_DECLARES_ONLY_READS;
    if (impl.declaresNothing === true) flags |= E_DECLARES_NOTHING;
  }
  name.effectFlags = flags;
  name.effectFlagsInfo = name.info;
  return flags;
}

/** `op.hasTrait(OpTrait.ConstantLike)`, from the cached bits. */
export function isConstantLike(op: Operation): boolean {
  return (effectFlags(op) & E_CONSTANT_LIKE) !== 0;
}

/** `op.hasTrait(OpTrait.IsTerminator)`, from the cached bits. */
export function isTerminatorOp(op: Operation): boolean {
  return (effectFlags(op) & E_TERMINATOR) !== 0;
}

function effectsOf(op: Operation): EffectInstance[] | undefined {
  return MemoryEffectOpInterface.impl(op)?.getEffects(op);
}

/** Whether `op` has no effect at all according to its interface (MLIR's hasNoEffect). */
export function hasNoMemoryEffect(op: Operation): boolean {
  const effects = effectsOf(op);
  return effects !== undefined && effects.length === 0;
}

/** Whether the op (and, with recursive effects, everything in it) has no memory effect (MLIR's isMemoryEffectFree). */
export function isMemoryEffectFree(op: Operation): boolean {
  const flags = effectFlags(op);
  const recursive = (flags & E_RECURSIVE) !== 0;
  if ((flags & E_DECLARES_NOTHING) !== 0 && (!recursive || op.regions.length === 0)) return true;
  const effects = effectsOf(op);
  if (effects !== undefined) {
    if (effects.length !== 0) return false;
    if (!recursive) return true;
  } else if (!recursive) return false;
  for (const region of op.regions) if (!allOps(region, isMemoryEffectFree)) return false;
  return true;
}

function allOps(region: Region, predicate: (op: Operation) => boolean): boolean {
  for (let block = region.firstBlock; block !== null; block = block.next) {
    for (let o = block.firstOp; o !== null; o = o.next) if (!predicate(o)) return false;
  }
  return true;
}

/** MLIR's isSpeculatable. */
export function isSpeculatable(op: Operation): boolean {
  const impl = ConditionallySpeculatable.impl(op);
  if (impl === undefined) return false;
  switch (impl.getSpeculatability(op)) {
    case Speculatability.RecursivelySpeculatable:
      for (const region of op.regions) if (!allOps(region, isSpeculatable)) return false;
      return true;
    case Speculatability.Speculatable:
      return true;
    default:
      return false;
  }
}

/** MLIR's isPure: speculatable and free of memory effects. */
export function isPure(op: Operation): boolean {
  return isSpeculatable(op) && isMemoryEffectFree(op);
}

/**
 * Whether the op's own effects (not those of ops in its regions) let it be erased:
 * none but reads, and allocations of its own results; `recursive` when the op has
 * recursive effects and no MemoryEffectOpInterface (its nested ops decide then).
 */
function ownEffectsAllowErasure(op: Operation, recursive: boolean): boolean {
  const flags = effectFlags(op);
  if ((flags & E_HAS_EFFECT_INTERFACE) === 0) return recursive;
  if ((flags & E_DECLARES_ONLY_READS) !== 0) return true;
  const effects = effectsOf(op);
  if (effects === undefined) return recursive;
  if (effects.length === 0) return true;
  // Allocations of the op's own results can go with the op; anything else but a read keeps it.
  const allocated = new Set<Value>();
  for (const e of effects) if (e.effect === MemoryEffect.Allocate && e.value !== undefined && e.value.definingOp === op) allocated.add(e.value);
  for (const e of effects) {
    if (e.value !== undefined && allocated.has(e.value)) continue;
    if (e.effect !== MemoryEffect.Read) return false;
  }
  return true;
}

/** Whether erasing the op (if it had no uses) would not change the program (MLIR's wouldOpBeTriviallyDead). */
export function wouldOpBeTriviallyDead(root: Operation): boolean {
  const flags = effectFlags(root);
  if ((flags & E_MIGHT_TERMINATE) !== 0) return false;
  // Most ops have no regions: their own effects decide, without a walk.
  if (root.regions.length === 0) return ownEffectsAllowErasure(root, (flags & E_RECURSIVE) !== 0);
  const stack: Operation[] = [root];
  while (stack.length > 0) {
    const op = stack.pop() as Operation;
    const recursive = (effectFlags(op) & E_RECURSIVE) !== 0;
    if (recursive) {
      for (const region of op.regions) {
        for (let block = region.firstBlock; block !== null; block = block.next) {
          for (let o = block.firstOp; o !== null; o = o.next) stack.push(o);
        }
      }
    }
    if (!ownEffectsAllowErasure(op, recursive)) return false;
  }
  return true;
}

/** MLIR's isOpTriviallyDead: unused and would be trivially dead. */
export function isOpTriviallyDead(op: Operation): boolean {
  return op.useEmpty() && wouldOpBeTriviallyDead(op);
}

/** Whether the op declares an effect of kind `effect` (optionally on `value`); MLIR's hasEffect<Effect>. */
export function hasEffect(op: Operation, effect: MemoryEffect, value?: Value): boolean {
  const effects = effectsOf(op);
  if (effects === undefined) return false;
  return effects.some((e) => e.effect === effect && (value === undefined || e.value === value));
}

/** Whether every effect of the op is of kind `effect` (MLIR's onlyHasEffect<Effect>); false without the interface. */
export function onlyHasEffect(op: Operation, effect: MemoryEffect): boolean {
  const effects = effectsOf(op);
  return effects !== undefined && effects.every((e) => e.effect === effect);
}

/** The op's effects, or undefined when they are unknown (no MemoryEffectOpInterface). */
export function getMemoryEffects(op: Operation): EffectInstance[] | undefined {
  return effectsOf(op);
}
