// Use-list order: the order of a value's uses is part of the IR and bytecode keeps it.
// Uses are ranked by (pre-order id of the owner op, operand number); the writer records
// a permutation only when the order is not simply descending, which is what building
// IR in order (new uses go first) produces.
import type { Block, OpOperand, Operation, Value } from "../../ir/operation.js";

export interface UseListOrder {
  /** Index-pair encoding: (writer position, sorted position) pairs for moved uses. */
  readonly indexPairs: boolean;
  readonly indices: readonly number[];
}

/**
 * Ranks of `ops` (all under `roots`) in pre-order: an op's position is its path of
 * (region, block, op) indices from its root, so only the ancestors of the ranked ops
 * are visited, not the whole IR. Ranks compare like pre-order ids.
 */
export function preorderRanks(roots: readonly Operation[], ops: Iterable<Operation>): Map<Operation, number> {
  const rootIndex = new Map<Operation, number>();
  roots.forEach((root, i) => rootIndex.set(root, i));
  const blockIndex = new Map<Block, number>();
  const indexOfBlock = (block: Block): number => {
    let index = blockIndex.get(block);
    if (index === undefined) {
      let i = 0;
      for (let b: Block | null = block.parent?.firstBlock ?? block; b !== null; b = b.next) blockIndex.set(b, i++);
      index = blockIndex.get(block) ?? 0;
    }
    return index;
  };
  const pathOf = (op: Operation): number[] => {
    const reversed: number[] = [];
    for (let cur: Operation = op; ; ) {
      const root = rootIndex.get(cur);
      const block = cur.parent;
      const region = block?.parent ?? null;
      const parent = region?.parentOp ?? null;
      if (root !== undefined || block === null || region === null || parent === null) {
        reversed.push(root ?? 0);
        break;
      }
      if (!block.isOpOrderValid()) block.recomputeOpOrder();
      reversed.push(cur.orderIndex, indexOfBlock(block), parent.regions.indexOf(region));
      cur = parent;
    }
    return reversed.reverse();
  };
  const entries: { op: Operation; path: number[] }[] = [];
  for (const op of ops) entries.push({ op, path: pathOf(op) });
  entries.sort((a, b) => {
    const n = Math.min(a.path.length, b.path.length);
    for (let i = 0; i < n; i++) {
      const d = (a.path[i] as number) - (b.path[i] as number);
      if (d !== 0) return d;
    }
    return a.path.length - b.path.length;
  });
  const ranks = new Map<Operation, number>();
  entries.forEach((e, i) => ranks.set(e.op, i));
  return ranks;
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

/**
 * Sorts the uses of a value whose uses were not all created in pre-order (some came
 * from a forward reference) into descending order, then applies its recorded order.
 */
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
  return applyOrder(value, ranked, order);
}

/** Relinks `ranked` (the uses in descending order) into the order the writer recorded. */
function applyOrder(value: Value, ranked: readonly OpOperand[], order: UseListOrder): boolean {
  const n = ranked.length;
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
 * where there is one, descending order elsewhere. Building IR in file order (pre-order,
 * each op's operands linked in operand order at the head of their use lists) already
 * yields descending lists, so those are permuted as they are; only values whose uses
 * came from a forward reference (`touched`) need their owners ranked and their uses
 * sorted first. Returns false when a recorded permutation does not fit its value.
 */
export function applyUseListOrders(
  roots: readonly Operation[],
  orders: ReadonlyMap<Value, UseListOrder>,
  touched: readonly Value[],
): boolean {
  if (orders.size === 0 && touched.length === 0) return true;
  let ok = true;
  let sortedFirst: ReadonlySet<Value> | undefined;
  if (touched.length > 0) {
    // Only owners of the uses being sorted need an id.
    const owners = new Set<Operation>();
    for (const value of touched) {
      for (let u = value.firstUse; u !== null; u = u.nextUse) owners.add(u.owner);
    }
    const ids = preorderRanks(roots, owners);
    for (const value of touched) if (!sortUseList(value, ids, orders.get(value))) ok = false;
    sortedFirst = new Set(touched);
  }
  for (const [value, order] of orders) {
    if (sortedFirst?.has(value) === true) continue;
    // As for sorted values, a recorded order of a value with at most one use is moot.
    if (value.firstUse === null || value.firstUse.nextUse === null) continue;
    if (!applyOrder(value, usesOf(value), order)) ok = false;
  }
  return ok;
}
