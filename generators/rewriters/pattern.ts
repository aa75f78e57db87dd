// One DRR pattern record (MLIR's tblgen::Pattern): its source dag, result dags,
// constraints, supplemental dags and benefit, with the checks MLIR's generator makes
// before emitting anything. Errors are located at the pattern's def.
import type { Record } from "../../src/ods/access.js";
import { DagInit, IntInit, getDag, getList, odsError } from "../../src/ods/access.js";
import type { DiagnosticError } from "../../src/support/diagnostic.js";
import { DagNode } from "./dag.js";
import type { OpTable } from "./ops.js";

export class DrrPattern {
  readonly record: Record;
  readonly source: DagNode;
  readonly results: readonly DagNode[];
  readonly constraints: readonly DagNode[];
  readonly supplemental: readonly DagNode[];
  private readonly ops: OpTable;

  constructor(record: Record, ops: OpTable) {
    this.record = record;
    this.ops = ops;
    this.source = new DagNode(getDag(record, "sourcePattern"));
    this.results = dags(record, "resultPatterns", this);
    this.constraints = dags(record, "constraints", this);
    this.supplemental = dags(record, "supplementalPatterns", this);
    if (!this.source.isOperation() || this.source.operator === undefined)
      throw this.error("source pattern must start with an op (a native call or directive cannot be the root)");
  }

  get name(): string {
    return this.record.name;
  }

  error(message: string): DiagnosticError {
    return odsError(this.record, message);
  }

  /** The root op of the source pattern. */
  get root(): Record {
    return this.source.operator as Record;
  }

  /** MLIR's getBenefit: the number of ops in the source pattern plus `(addBenefit N)`. */
  benefit(): number {
    const delta = getDag(this.record, "benefitDelta");
    const op = delta.getOperatorAsDef();
    if (op?.name !== "addBenefit" || delta.numArgs !== 1 || !(delta.getArg(0) instanceof IntInit))
      throw this.error("expected benefitDelta to be (addBenefit <int>)");
    const value = Number((delta.getArg(0) as IntInit).value) + this.source.numOps();
    if (value < 0 || value > 65535) throw this.error(`pattern benefit ${value} is out of range [0, 65535]`);
    return value;
  }

  /** The ops result and supplemental patterns create (sorted, each once). */
  generatedOpNames(): string[] {
    const names = new Set<string>();
    const visit = (node: DagNode): void => {
      if (node.isOperation() && node.operator !== undefined) names.add(this.ops.get(node.operator).name);
      for (let i = 0; i < node.numArgs; i++) {
        const nested = node.argAsNestedDag(i);
        if (nested !== undefined) visit(nested);
      }
    };
    for (const result of [...this.results, ...this.supplemental]) visit(result);
    return [...names].sort();
  }
}

function dags(record: Record, field: string, pattern: DrrPattern): DagNode[] {
  return getList(record, field).map((init, i) => {
    if (!(init instanceof DagInit)) throw pattern.error(`${field}[${i}] is not a dag`);
    return new DagNode(init);
  });
}
