// A vitest reporter that lists, after the run, every test skipped with a reason
// (`ctx.skip(reason)`, see test/environment.ts), grouped by reason, so a run without
// MLIR or the shared corpus says what it did not check and why.
import type { Reporter, TestModule } from "vitest/node";

export default class SkipReasonsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const byReason = new Map<string, string[]>();
    for (const module of testModules) {
      for (const test of module.children.allTests("skipped")) {
        const result = test.result();
        if (result.state !== "skipped" || result.note === undefined) continue;
        const tests = byReason.get(result.note) ?? [];
        tests.push(`${module.relativeModuleId} > ${test.fullName}`);
        byReason.set(result.note, tests);
      }
    }
    if (byReason.size === 0) return;
    const lines = ["", "Skipped tests, by reason:"];
    for (const [reason, tests] of byReason) {
      lines.push(`  ${tests.length} skipped: ${reason}`);
      for (const test of tests) lines.push(`    ${test}`);
    }
    process.stdout.write(`${lines.join("\n")}\n`);
  }
}
