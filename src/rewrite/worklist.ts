// The greedy driver's worklist (MLIR's Worklist): a vector used as a stack, with a map from
// op to slot so that an op is never in it twice and can be removed anywhere by nulling its
// slot. Popping skips null slots.
import type { Operation } from "../ir/operation.js";

export class Worklist {
  private list: (Operation | null)[] = [];
  private readonly slots = new Map<Operation, number>();

  clear(): void {
    this.list = [];
    this.slots.clear();
  }

  /** Whether no op is left (null slots do not count). */
  empty(): boolean {
    return this.slots.size === 0;
  }

  /** Pushes `op` unless it is already in the list. */
  push(op: Operation): void {
    if (this.slots.has(op)) return;
    this.slots.set(op, this.list.length);
    this.list.push(op);
  }

  /** Pops the last op (the list must not be empty). */
  pop(): Operation {
    const list = this.list;
    while (list.length > 0 && list[list.length - 1] === null) list.pop();
    const op = list.pop();
    if (op === undefined || op === null) throw new Error("Worklist.pop on an empty worklist");
    this.slots.delete(op);
    while (list.length > 0 && list[list.length - 1] === null) list.pop();
    return op;
  }

  /** Removes `op` if it is in the list. */
  remove(op: Operation): void {
    const slot = this.slots.get(op);
    if (slot === undefined) return;
    this.list[slot] = null;
    this.slots.delete(op);
  }

  /** Reverses the order of the list. */
  reverse(): void {
    this.list.reverse();
    const list = this.list;
    for (let i = 0; i < list.length; i++) {
      const op = list[i];
      if (op !== null && op !== undefined) this.slots.set(op, i);
    }
  }
}
