// A pass written against tsmlir/pass: it counts the arithmetic ops of each function (a
// statistic), and with `warn-above=N` warns about functions with more than N of them.
// Run with `npx tsx --conditions=tsmlir-source examples/count-ops-pass.ts`; it prints
//   warning: @busy has 3 arith ops
import { MLIRContext, registerAllDialects, parseSourceString, walkOps } from "tsmlir";
import { Pass, PassManager, PassRegistry, definePass, option, parsePassPipeline } from "tsmlir/pass";

const countArithDefinition = definePass({
  name: "CountArithPass",
  argument: "count-arith",
  summary: "Counts the arith ops of each function",
  opName: "func.func",
  options: { warnAbove: option.uint32("warn-above", "Warn about functions with more arith ops than this", 1000) },
  statistics: { numArith: { name: "num-arith", description: "Number of arith ops seen" } },
});

class CountArithPass extends Pass<typeof countArithDefinition> {
  constructor() {
    super(countArithDefinition);
  }
  override runOnOperation(): void {
    const fn = this.getOperation();
    let count = 0;
    walkOps(fn, (op) => {
      if (op.name.dialectNamespace === "arith") count++;
    });
    this.statistics.numArith.add(count);
    const name = fn.getAttr("sym_name");
    if (count > this.options.warnAbove) this.emitWarning(fn, `@${name !== undefined && "value" in name ? String(name.value) : "?"} has ${count} arith ops`);
  }
}

const context = new MLIRContext();
registerAllDialects(context);
const module = parseSourceString(
  `func.func @idle() {\n  return\n}\nfunc.func @busy(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  %1 = arith.muli %0, %a : i32\n  %2 = arith.subi %1, %a : i32\n  return %2 : i32\n}\n`,
  context,
  { fileName: "examples/count-ops-pass.mlir" },
);
const registry = new PassRegistry();
registry.registerPass(() => new CountArithPass());
const pm = new PassManager(context, "builtin.module", "implicit");
pm.replacePipeline(parsePassPipeline("builtin.module(func.func(count-arith{warn-above=2}))", registry));
const ok = pm.run(module);
for (const { diagnostic } of pm.diagnostics) console.log(`${diagnostic.severity}: ${diagnostic.message}`);
process.exit(ok ? 0 : 1);
