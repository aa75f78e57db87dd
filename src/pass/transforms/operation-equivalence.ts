// MLIR's OperationEquivalence as CSE uses it: a hash of an op's name, attributes,
// properties, result types and operands (commutative ops' operands in any order), and
// equivalence ignoring locations: same name, attributes, properties, operand values,
// result types and equivalent regions (block arguments and results matched up).
import type { Block, Operation, Region, Value } from "../../ir/operation.js";
import { OpTrait } from "../../ir/traits.js";

/** Numbers objects by identity for hashing (uniqued attributes and types, values, names). */
export class IdentityHasher {
  private readonly ids = new Map<object, number>();
  id(object: object | null): number {
    if (object === null) return 0;
    let id = this.ids.get(object);
    if (id === undefined) {
      id = this.ids.size + 1;
      this.ids.set(object, id);
    }
    return id;
  }
}

function mix(hash: number, value: number): number {
  return (Math.imul(hash ^ value, 0x9e3779b1) + 0x7f4a7c15) | 0;
}

/** The CSE hash (MLIR's computeHash with direct operand hashes, no result hashes, no locations). */
export function hashOperation(op: Operation, hasher: IdentityHasher): number {
  let hash = mix(hasher.id(op.name), hasher.id(op.attributes));
  hash = mix(hash, hasher.id(op.properties));
  // By index: an op's one-element operand or result list would be made for each read.
  const numResults = op.numResults;
  for (let i = 0; i < numResults; i++) hash = mix(hash, hasher.id(op.getResult(i).type));
  const numOperands = op.numOperands;
  if (numOperands > 0 && op.hasTrait(OpTrait.IsCommutative)) {
    let sum = 0;
    for (let i = 0; i < numOperands; i++) sum = (sum + hasher.id(op.getOperand(i))) | 0;
    hash = mix(hash, sum);
  } else {
    for (let i = 0; i < numOperands; i++) hash = mix(hash, hasher.id(op.getOperand(i)));
  }
  return hash;
}

/** MLIR's OperationEquivalence::isEquivalentTo(lhs, rhs, IgnoreLocations). */
export function isEquivalentOperation(lhs: Operation, rhs: Operation): boolean {
  if (lhs === rhs) return true;
  const equivalent = new Map<Value, Value>();
  const check = (l: Value, r: Value): boolean => l === r || equivalent.get(l) === r;
  const mark = (l: Value, r: Value): void => {
    equivalent.set(l, r);
  };
  return equivalentOps(lhs, rhs, check, mark);
}

function equivalentOps(lhs: Operation, rhs: Operation, check: (l: Value, r: Value) => boolean, mark: (l: Value, r: Value) => void): boolean {
  if (lhs === rhs) return true;
  if (lhs.attributes !== rhs.attributes) return false;
  if (
    lhs.name !== rhs.name ||
    lhs.regions.length !== rhs.regions.length ||
    lhs.successors.length !== rhs.successors.length ||
    lhs.numOperands !== rhs.numOperands ||
    lhs.numResults !== rhs.numResults ||
    lhs.properties !== rhs.properties
  )
    return false;
  if (lhs.hasTrait(OpTrait.IsCommutative)) {
    // Commutative ops' operands match in any order (MLIR compares them sorted).
    if (!sameOperandsInAnyOrder(lhs, rhs, check)) return false;
  } else {
    const numOperands = lhs.numOperands;
    for (let i = 0; i < numOperands; i++) {
      const l = lhs.getOperand(i);
      const r = rhs.getOperand(i);
      if (l === r) continue;
      if (l.type !== r.type) return false;
      if (!check(l, r)) return false;
    }
  }
  const numResults = lhs.numResults;
  for (let i = 0; i < numResults; i++) {
    const l = lhs.getResult(i);
    const r = rhs.getResult(i);
    if (l.type !== r.type) return false;
    mark(l, r);
  }
  for (let i = 0; i < lhs.regions.length; i++) {
    if (!equivalentRegions(lhs.regions[i] as Region, rhs.regions[i] as Region, check, mark)) return false;
  }
  return true;
}

/** Whether each operand of `lhs` matches a distinct operand of `rhs`. */
function sameOperandsInAnyOrder(lhs: Operation, rhs: Operation, check: (l: Value, r: Value) => boolean): boolean {
  const used = new Uint8Array(rhs.operands.length);
  for (const { value: l } of lhs.operands) {
    let matched = false;
    for (let j = 0; j < rhs.operands.length && !matched; j++) {
      if (used[j] === 1) continue;
      const r = (rhs.operands[j] as { value: Value }).value;
      if (l === r || (l.type === r.type && check(l, r))) {
        used[j] = 1;
        matched = true;
      }
    }
    if (!matched) return false;
  }
  return true;
}

function equivalentRegions(lhs: Region, rhs: Region, check: (l: Value, r: Value) => boolean, mark: (l: Value, r: Value) => void): boolean {
  const blocks = new Map<Block, Block>();
  const mapBlock = (l: Block, r: Block): boolean => {
    const known = blocks.get(l);
    if (known === undefined) {
      blocks.set(l, r);
      return true;
    }
    return known === r;
  };
  let lb = lhs.firstBlock;
  let rb = rhs.firstBlock;
  for (; lb !== null && rb !== null; lb = lb.next, rb = rb.next) {
    if (lb.numArguments !== rb.numArguments) return false;
    if (!mapBlock(lb, rb)) return false;
    for (let i = 0; i < lb.numArguments; i++) {
      const l = lb.getArgument(i);
      const r = rb.getArgument(i);
      if (l.type !== r.type) return false;
      mark(l, r);
    }
    let lo = lb.firstOp;
    let ro = rb.firstOp;
    for (; lo !== null && ro !== null; lo = lo.next, ro = ro.next) {
      if (!equivalentOps(lo, ro, check, mark)) return false;
      for (let i = 0; i < lo.successors.length; i++) {
        if (!mapBlock((lo.successors[i] as { block: Block }).block, (ro.successors[i] as { block: Block }).block)) return false;
      }
    }
    if (lo !== null || ro !== null) return false;
  }
  return lb === null && rb === null;
}
