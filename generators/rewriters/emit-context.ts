// What the match and rewrite emitters of one pattern share: the pattern, its symbols,
// the records, the ops it names, and the module-level tables the pattern needs.
import type { Record, RecordKeeper } from "../../src/ods/access.js";
import type { DagNode } from "./dag.js";
import type { OpInfo, OpTable } from "./ops.js";
import type { DrrPattern } from "./pattern.js";
import { SymbolTable, type GroupsUsed } from "./symbols.js";

export class EmitContext {
  readonly pattern: DrrPattern;
  readonly keeper: RecordKeeper;
  readonly ops: OpTable;
  readonly symbols = new SymbolTable();
  readonly groupsUsed: GroupsUsed;

  constructor(pattern: DrrPattern, keeper: RecordKeeper, ops: OpTable, groupsUsed: GroupsUsed) {
    this.pattern = pattern;
    this.keeper = keeper;
    this.ops = ops;
    this.groupsUsed = groupsUsed;
  }

  /** The op a dag applies; an operator that is not an op is an error located at the pattern. */
  opOf(tree: DagNode): OpInfo {
    const record = tree.operator;
    if (record === undefined) throw this.pattern.error(`'${tree.init.operator.getAsString()}' is not a def`);
    if (!record.isSubClassOf("Op")) throw this.pattern.error(`'${record.name}' is not an op, a native code call or a directive`);
    return this.ops.get(record as Record);
  }
}
