// The greedy driver's worklist (MLIR's Worklist): a vector used as a stack, in which an op
// is at most once and can be removed anywhere by nulling its slot; popping skips nulls.
//
// An op's position is kept in its worklist scratch slots (owner and slot) rather than in
// a map: every op of a rewrite passes through the worklist. The slots are believed only
// when the owner's list still holds the op there, so an emptied or abandoned worklist
// leaves nothing behind; an op another live worklist holds (nested rewrites) is tracked
// in this worklist's own map instead.
//
// The list's storage is kept between uses (the driver clears its worklist every
// iteration, and a module-wide rewrite puts a million ops on it): `size` slots are in
// use, every slot past them is null.
import type { Operation } from "../ir/operation.js";

export class Worklist {
  private readonly list: (Operation | null)[] = [];
  /** Slots in use (live ops and removed ones' nulls); the rest of `list` is null. */
  private size = 0;
  /** Ops another worklist holds in their slots, by position here. */
  private overflow: Map<Operation, number> | undefined;
  private count = 0;

  clear(): void {
    this.list.fill(null, 0, this.size);
    this.size = 0;
    this.overflow = undefined;
    this.count = 0;
  }

  /** Whether no op is left (null slots do not count). */
  empty(): boolean {
    return this.count === 0;
  }

  /** Where `op` is in the list, or -1. */
  private slotOf(op: Operation): number {
    if (op.worklistOwner === this) {
      const slot = op.worklistSlot;
      if (this.list[slot] === op) return slot;
    }
    return this.overflow?.get(op) ?? -1;
  }

  /** Whether another worklist holds `op` in its slots right now. */
  private static heldElsewhere(op: Operation, self: Worklist): boolean {
    const owner = op.worklistOwner;
    return owner !== null && owner !== self && owner instanceof Worklist && owner.list[op.worklistSlot] === op;
  }

  /** Pushes `op` unless it is already in the list. */
  push(op: Operation): void {
    if (this.slotOf(op) >= 0) return;
    const slot = this.size++;
    if (slot < this.list.length) this.list[slot] = op;
    else this.list.push(op);
    this.count++;
    if (Worklist.heldElsewhere(op, this)) {
      this.overflow ??= new Map();
      this.overflow.set(op, slot);
    } else {
      op.worklistOwner = this;
      op.worklistSlot = slot;
    }
  }

  /** Pops the last op (the list must not be empty). */
  pop(): Operation {
    const list = this.list;
    let size = this.size;
    while (size > 0 && list[size - 1] === null) size--;
    if (size === 0) {
      this.size = 0;
      throw new Error("Worklist.pop on an empty worklist");
    }
    const op = list[--size] as Operation;
    list[size] = null;
    this.forget(op);
    while (size > 0 && list[size - 1] === null) size--;
    this.size = size;
    return op;
  }

  /** Removes `op` if it is in the list. */
  remove(op: Operation): void {
    const slot = this.slotOf(op);
    if (slot < 0) return;
    this.list[slot] = null;
    this.forget(op);
  }

  private forget(op: Operation): void {
    this.count--;
    if (op.worklistOwner === this) op.worklistOwner = null;
    else this.overflow?.delete(op);
  }

  /** Reverses the order of the list. */
  reverse(): void {
    const list = this.list;
    const size = this.size;
    for (let i = 0, j = size - 1; i < j; i++, j--) {
      const swap = list[i] as Operation | null;
      list[i] = list[j] as Operation | null;
      list[j] = swap;
    }
    for (let i = 0; i < size; i++) {
      const op = list[i];
      if (op === null || op === undefined) continue;
      if (op.worklistOwner === this) op.worklistSlot = i;
      else this.overflow?.set(op, i);
    }
  }
}
