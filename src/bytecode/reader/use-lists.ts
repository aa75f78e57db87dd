// Use-list order: the order of a value's uses is part of the IR and bytecode keeps it.
// Uses are ranked by (pre-order id of the owner op, operand number); the writer records
// a permutation only when the order is not simply descending, which is what building
// IR in order (new uses go first) produces.
import type { Block, OpOperand, Operation, Region, Value } from "../../ir/operation.js";

export interface UseListOrder {
  /** Index-pair encoding: (writer position, sorted position) pairs for moved uses. */
  readonly indexPairs: boolean;
  readonly indices: readonly number[];
}

/**
 * Pre-order numbering of `roots` and everything nested in them; with `only`, just those
 * ops get an entry (numbered as in the full walk), which keeps the map small.
 */
export function preorderIds(roots: readonly Operation[], only?: ReadonlySet<Operation>): Map<Operation, number> {
  interface Cursor {
    op: Operation | null;
    block: Block | null;
    readonly regions: readonly Region[];
    regionIndex: number;
  }
  const ids = new Map<Operation, number>();
  let next = 0;
  const stack: Cursor[] = [];
  const enter = (op: Operation): void => {
    if (only === undefined || only.has(op)) ids.set(op, next);
    next++;
    if (op.regions.length > 0) stack.push({ op: null, block: null, regions: op.regions, regionIndex: 0 });
  };
  for (const root of roots) {
    enter(root);
    while (stack.length > 0) {
      const cursor = stack[stack.length - 1] as Cursor;
      if (cursor.op === null) {
        let block = cursor.block === null ? null : cursor.block.next;
        for (;;) {
          while (block !== null && block.firstOp === null) block = block.next;
          if (block !== null || cursor.regionIndex >= cursor.regions.length) break;
          block = (cursor.regions[cursor.regionIndex++] as Region).firstBlock;
        }
        if (block === null) {
          stack.pop();
          continue;
        }
        cursor.block = block;
        cursor.op = block.firstOp;
      }
      const op = cursor.op as Operation;
      cursor.op = op.next;
      enter(op);
    }
  }
  return ids;
}

export function usesOf(value: Value): OpOperand[] {
  const out: OpOperand[] = [];
  for (let u = value.firstUse; u !== null; u = u.nextUse) out.push(u);
  return out;
}

/** Compares uses by descending (owner id, operand number). */
function descending(ids: ReadonlyMap<Operation, number>): (a: OpOperand, b: OpOperand) => number {
  return (a, b) => {
    const ia = ids.get(a.owner) ?? 0;
    const ib = ids.get(b.owner) ?? 0;
    return ia !== ib ? ib - ia : b.index - a.index;
  };
}

/** Whether the uses are already in strictly descending order. */
export function isDescending(uses: readonly OpOperand[], ids: ReadonlyMap<Operation, number>): boolean {
  const cmp = descending(ids);
  for (let i = 1; i < uses.length; i++) if (cmp(uses[i - 1] as OpOperand, uses[i] as OpOperand) >= 0) return false;
  return true;
}

function relink(value: Value, order: readonly OpOperand[]): void {
  let prev: OpOperand | null = null;
  for (const use of order) {
    use.prevUse = prev;
    if (prev === null) value.firstUse = use;
    else prev.nextUse = use;
    prev = use;
  }
  if (prev !== null) prev.nextUse = null;
}

function sortUseList(value: Value, ids: ReadonlyMap<Operation, number>, order: UseListOrder | undefined): boolean {
  if (value.firstUse === null || value.firstUse.nextUse === null) return true;
  const uses = usesOf(value);
  const sorted = isDescending(uses, ids);
  if (sorted && order === undefined) return true;
  const ranked = sorted ? uses : uses.slice().sort(descending(ids));
  if (order === undefined) {
    relink(value, ranked);
    return true;
  }
  const n = uses.length;
  // positions[k] = where the k-th use in descending order goes.
  const positions = new Array<number>(n);
  if (order.indexPairs) {
    if (order.indices.length % 2 !== 0) return false;
    const inverse = new Array<number>(n);
    for (let i = 0; i < n; i++) inverse[i] = i;
    for (let i = 0; i < order.indices.length; i += 2) {
      const p = order.indices[i] as number;
      if (p >= n) return false;
      inverse[p] = order.indices[i + 1] as number;
    }
    for (let p = 0; p < n; p++) {
      const k = inverse[p] as number;
      if (k >= n) return false;
      positions[k] = p;
    }
  } else {
    if (order.indices.length !== n) return false;
    for (let k = 0; k < n; k++) positions[k] = order.indices[k] as number;
  }
  const seen = new Uint8Array(n);
  const final = new Array<OpOperand>(n);
  for (let k = 0; k < n; k++) {
    const p = positions[k];
    if (p === undefined || p >= n || seen[p]) return false;
    seen[p] = 1;
    final[p] = ranked[k] as OpOperand;
  }
  relink(value, final);
  return true;
}

/**
 * Puts use lists under `roots` into the order the writer had: the recorded permutation
 * where there is one, descending order elsewhere. Building IR in file order already
 * yields descending lists, so only values with a recorded order or whose uses came from
 * a forward reference (`touched`) can need work. Returns false when a recorded
 * permutation does not fit its value.
 */
export function applyUseListOrders(
  roots: readonly Operation[],
  orders: ReadonlyMap<Value, UseListOrder>,
  touched: readonly Value[],
): boolean {
  if (orders.size === 0 && touched.length === 0) return true;
  // Only owners of the uses being sorted need an id.
  const owners = new Set<Operation>();
  const addOwners = (value: Value): void => {
    for (let u = value.firstUse; u !== null; u = u.nextUse) owners.add(u.owner);
  };
  for (const value of touched) addOwners(value);
  for (const value of orders.keys()) addOwners(value);
  const ids = preorderIds(roots, owners);
  let ok = true;
  for (const value of touched) if (!orders.has(value) && !sortUseList(value, ids, undefined)) ok = false;
  for (const [value, order] of orders) if (!sortUseList(value, ids, order)) ok = false;
  return ok;
}
