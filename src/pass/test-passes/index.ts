// The pass-manager test passes mlir-opt 19 registers (from MLIR's test suite), with their
// names, options and behaviour, so that failure handling, statistics, options and nesting
// can be compared with mlir-opt. Written by hand with definePass (no .td).
import type { Operation } from "../../ir/operation.js";
import { walkOps } from "../../ir/operation.js";
import { Pass, definePass } from "../pass.js";
import { kinds, option } from "../options.js";
import type { PassRegistry } from "../registry.js";

const failureDefinition = definePass({
  name: "(anonymous namespace)::TestFailurePass",
  argument: "test-pass-failure",
  summary: "Test a pass in the pass manager that always fails",
  options: {},
  statistics: {},
});

/** Always fails, without a diagnostic. */
export class TestFailurePass extends Pass<typeof failureDefinition> {
  constructor() {
    super(failureDefinition);
  }
  override runOnOperation(): void {
    this.signalPassFailure();
  }
}

const statisticsDefinition = definePass({
  name: "(anonymous namespace)::TestStatisticPass",
  argument: "test-stats-pass",
  summary: "Test pass statistics",
  options: {},
  // Declared in reverse order, as the original, to check the report sorts them.
  statistics: {
    opCountDuplicate: { name: "num-ops2", description: "Number of operations counted one more time" },
    opCount: { name: "num-ops", description: "Number of operations counted" },
  },
});

/** Counts the ops it sees, twice. */
export class TestStatisticPass extends Pass<typeof statisticsDefinition> {
  constructor() {
    super(statisticsDefinition);
  }
  override runOnOperation(): void {
    const op: Operation = this.getOperation();
    walkOps(op, () => this.statistics.opCount.add());
    walkOps(op, () => this.statistics.opCountDuplicate.add());
  }
}

const optionsDefinition = definePass({
  name: "(anonymous namespace)::TestOptionsPass",
  argument: "test-options-pass",
  summary: "Test options parsing capabilities",
  opName: "func.func",
  options: {
    listOption: option.list(kinds.int32, "list", "Example list option"),
    stringListOption: option.list(kinds.string, "string-list", "Example string list option"),
    stringOption: option.string("string", "Example string option"),
    enumOption: option.enum(
      "enum",
      "Example enum option",
      [
        { name: "zero", description: "Example zero value" },
        { name: "one", description: "Example one value" },
      ],
      "zero",
    ),
  },
  statistics: {},
});

/** Only parses its options. */
export class TestOptionsPass extends Pass<typeof optionsDefinition> {
  constructor() {
    super(optionsDefinition);
  }
  override runOnOperation(): void {}
}

const moduleDefinition = definePass({ name: "(anonymous namespace)::TestModulePass", argument: "test-module-pass", summary: "Test a module pass in the pass manager", opName: "builtin.module", options: {}, statistics: {} });
const functionDefinition = definePass({ name: "(anonymous namespace)::TestFunctionPass", argument: "test-function-pass", summary: "Test a function pass in the pass manager", opName: "func.func", options: {}, statistics: {} });

/** Does nothing, on modules. */
export class TestModulePass extends Pass<typeof moduleDefinition> {
  constructor() {
    super(moduleDefinition);
  }
  override runOnOperation(): void {}
}

/** Does nothing, on functions. */
export class TestFunctionPass extends Pass<typeof functionDefinition> {
  constructor() {
    super(functionDefinition);
  }
  override runOnOperation(): void {}
}

export function registerTestPasses(registry: PassRegistry): void {
  registry.registerPass(() => new TestFailurePass());
  registry.registerPass(() => new TestStatisticPass());
  registry.registerPass(() => new TestOptionsPass());
  registry.registerPass(() => new TestModulePass());
  registry.registerPass(() => new TestFunctionPass());
}
