// MLIR's OperationFingerPrint: what identifies the state of an op and everything in it
// (each op's identity and parent, attributes, properties, blocks and their arguments,
// location, operands, successors and result types), to tell whether a pass changed it.
import type { Operation } from "../ir/operation.js";
import { walkOps } from "../ir/operation.js";

/** Numbers objects by identity; shared by the fingerprints that are compared with each other. */
export class IdentityNumbering {
  private readonly ids = new WeakMap<object, number>();
  private next = 1;
  of(object: object | null | undefined): number {
    if (object === null || object === undefined) return 0;
    let id = this.ids.get(object);
    if (id === undefined) {
      id = this.next++;
      this.ids.set(object, id);
    }
    return id;
  }
}

export class OperationFingerPrint {
  private readonly data: number[] = [];

  constructor(top: Operation, numbering: IdentityNumbering) {
    const data = this.data;
    const id = (o: object | null | undefined): number => numbering.of(o);
    walkOps(top, (op) => {
      data.push(id(op));
      if (op !== top) data.push(id(op.parentOp));
      data.push(id(op.attributes), id(op.properties));
      for (const region of op.regions) {
        for (let block = region.firstBlock; block !== null; block = block.next) {
          data.push(id(block));
          for (let i = 0; i < block.numArguments; i++) data.push(id(block.getArgument(i)));
        }
      }
      data.push(id(op.location), -1);
      for (const operand of op.operands) data.push(id(operand.value));
      data.push(-2);
      for (const successor of op.successors) data.push(id(successor.block));
      data.push(-3);
      for (const result of op.results) data.push(id(result.type));
      data.push(-4);
    });
  }

  equals(other: OperationFingerPrint): boolean {
    const a = this.data;
    const b = other.data;
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
    return true;
  }
}
