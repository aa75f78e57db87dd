// The pass layer's API: a pass written by hand, registered and run; nesting (implicit and
// explicit), instrumentation order, analyses kept or dropped, failure semantics, options
// text, the statistics report layout, crash recovery, and pass plugins.
import { describe, expect, it } from "vitest";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as ir from "../../src/ir/index.js";
import { registerAllDialects } from "../../src/dialects/index.js";
import { parseSourceFile } from "../../src/asm/parser.js";
import { SourceFile } from "../../src/support/source.js";
import {
  CrashReproducerGenerator,
  OpPassManager,
  Pass,
  PassInstrumentation,
  PassManager,
  PassNestingError,
  PassOptions,
  PassPipelineError,
  PassRegistry,
  definePass,
  kinds,
  option,
  parsePassPipeline,
  statisticsReport,
  type AnalysisManager,
} from "../../src/pass/index.js";
import { registerStandardPasses } from "../../src/pass/transforms/index.js";
import { loadPassPlugin } from "../../src/cli/opt-passes.js";

const SOURCE = `func.func @a(%x: i32) -> i32 {
  return %x : i32
}
func.func private @b() {
  return
}
`;

function parse(text = SOURCE): ir.Operation {
  const context = new ir.MLIRContext();
  registerAllDialects(context);
  return parseSourceFile(new SourceFile("in.mlir", text), context, { allowUnregisteredDialect: false }).module;
}

class CountingAnalysis {
  static analysisName = "CountingAnalysis";
  static built = 0;
  readonly ops: number;
  constructor(op: ir.Operation, _am: AnalysisManager) {
    CountingAnalysis.built++;
    let n = 0;
    ir.walkOps(op, () => {
      n++;
    });
    this.ops = n;
  }
}

const countDefinition = definePass({
  name: "CountOps",
  argument: "count-ops",
  summary: "Counts ops into a statistic",
  opName: "func.func",
  options: { preserve: option.bool("preserve", "Keep analyses", false), limit: option.uint32("limit", "Fail above this many ops", 100) },
  statistics: { seen: { name: "seen", description: "ops seen" } },
});

class CountOps extends Pass<typeof countDefinition> {
  constructor(options?: { preserve?: boolean; limit?: number }) {
    super(countDefinition, options);
  }
  override runOnOperation(): void {
    const analysis = this.getAnalysis(CountingAnalysis);
    this.statistics.seen.add(analysis.ops);
    if (analysis.ops > this.options.limit) {
      this.emitError(this.getOperation(), "too many ops");
      return this.signalPassFailure();
    }
    if (this.options.preserve) this.markAllAnalysesPreserved();
  }
}

class Recorder extends PassInstrumentation {
  readonly events: string[] = [];
  override runBeforePipeline(name: string | undefined): void {
    this.events.push(`before-pipeline ${name ?? "any"}`);
  }
  override runAfterPipeline(name: string | undefined): void {
    this.events.push(`after-pipeline ${name ?? "any"}`);
  }
  override runBeforePass(pass: Pass, op: ir.Operation): void {
    this.events.push(`before ${pass.argument || "adaptor"} ${op.opName}`);
  }
  override runAfterPass(pass: Pass, op: ir.Operation): void {
    this.events.push(`after ${pass.argument || "adaptor"} ${op.opName}`);
  }
  override runAfterPassFailed(pass: Pass, op: ir.Operation): void {
    this.events.push(`failed ${pass.argument || "adaptor"} ${op.opName}`);
  }
  override runBeforeAnalysis(name: string): void {
    this.events.push(`analysis ${name}`);
  }
}

describe("pass manager", () => {
  it("nests op-specific passes implicitly, or refuses them with explicit nesting", () => {
    const module = parse();
    const implicit = new PassManager(module.context, "builtin.module", "implicit");
    implicit.addPass(new CountOps());
    expect(implicit.toString()).toBe("builtin.module(func.func(count-ops{limit=100 preserve=false}))");
    const explicit = new PassManager(module.context);
    expect(() => explicit.addPass(new CountOps())).toThrow(PassNestingError);
    expect(() => explicit.addPass(new CountOps())).toThrow("Can't add pass 'CountOps' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?");
    explicit.nest("func.func").addPass(new CountOps({ limit: 5 }));
    expect(explicit.toString()).toBe("builtin.module(func.func(count-ops{limit=5 preserve=false}))");
  });

  it("runs nested pipelines op by op with instrumentation around passes, pipelines and analyses", () => {
    const module = parse();
    const pm = new PassManager(module.context, "builtin.module", "implicit");
    const recorder = new Recorder();
    pm.addInstrumentation(recorder);
    const pass = new CountOps();
    pm.addPass(pass);
    expect(pm.run(module)).toBe(true);
    expect(recorder.events).toEqual([
      "before adaptor builtin.module",
      "before-pipeline func.func",
      "before count-ops func.func",
      "analysis CountingAnalysis",
      "after count-ops func.func",
      "after-pipeline func.func",
      "before-pipeline func.func",
      "before count-ops func.func",
      "analysis CountingAnalysis",
      "after count-ops func.func",
      "after-pipeline func.func",
      "after adaptor builtin.module",
    ]);
    expect(pass.statistics.seen.value).toBe(4);
  });

  it("keeps analyses a pass preserved and drops the others", () => {
    const module = parse();
    const before = CountingAnalysis.built;
    const keep = new PassManager(module.context, "func.func");
    keep.addPass(new CountOps({ preserve: true }));
    keep.addPass(new CountOps({ preserve: true }));
    const func = module.regions[0]?.firstBlock?.firstOp as ir.Operation;
    expect(keep.run(func)).toBe(true);
    expect(CountingAnalysis.built - before).toBe(1);
    const drop = new PassManager(module.context, "func.func");
    drop.addPass(new CountOps());
    drop.addPass(new CountOps());
    expect(drop.run(func)).toBe(true);
    expect(CountingAnalysis.built - before).toBe(3);
  });

  it("stops at a failing pass, reports its diagnostic and tells instrumentations", () => {
    const module = parse();
    const pm = new PassManager(module.context, "builtin.module", "implicit");
    const recorder = new Recorder();
    pm.addInstrumentation(recorder);
    pm.addPass(new CountOps({ limit: 1 }));
    expect(pm.run(module)).toBe(false);
    expect(pm.diagnostics.map((d) => d.diagnostic.message)).toEqual(["too many ops"]);
    expect(recorder.events.filter((e) => e.startsWith("failed"))).toEqual(["failed count-ops func.func", "failed adaptor builtin.module"]);
  });

  it("refuses to run on another op than its anchor and verifies after each pass", () => {
    const module = parse();
    const pm = new PassManager(module.context, "func.func");
    expect(pm.run(module)).toBe(false);
    expect(pm.diagnostics[0]?.diagnostic.message).toBe("can't run 'func.func' pass manager on 'builtin.module' op");
    const breakIt = definePass({ name: "Break", argument: "break", summary: "", options: {}, statistics: {} });
    class Break extends Pass<typeof breakIt> {
      constructor() {
        super(breakIt);
      }
      override runOnOperation(): void {
        // A function without its terminator.
        const func = this.getOperation().regions[0]?.firstBlock?.firstOp as ir.Operation;
        func.regions[0]?.firstBlock?.lastOp?.erase();
      }
    }
    const verifying = new PassManager(module.context);
    verifying.addPass(new Break());
    expect(verifying.run(module)).toBe(false);
    expect(verifying.diagnostics.length).toBeGreaterThan(0);
  });

  it("treats a crash as a failure with a reproducer when one is asked for", () => {
    const module = parse();
    const crashDefinition = definePass({ name: "Crash", argument: "crash", summary: "", options: {}, statistics: {} });
    class Crash extends Pass<typeof crashDefinition> {
      constructor() {
        super(crashDefinition);
      }
      override runOnOperation(): void {
        throw new Error("boom");
      }
    }
    const pm = new PassManager(module.context);
    pm.addPass(new Crash());
    expect(() => pm.run(module)).toThrow("boom");
    let written = "";
    const generator = new CrashReproducerGenerator({
      local: false,
      flags: { printGenericOpForm: false, printDebugInfo: false, printLocalScope: false },
      streamFactory: () => ({ description: "mem", write: (t) => (written += t), close: () => {} }),
    });
    const recovering = new PassManager(module.context);
    recovering.addInstrumentation(generator);
    recovering.setRunWrapper(generator);
    recovering.addPass(new Crash());
    expect(recovering.run(module)).toBe(false);
    expect(recovering.diagnostics[0]?.diagnostic.message).toBe("Failures have been detected while processing an MLIR pass pipeline");
    expect(written).toContain('pipeline: "builtin.module(crash)"');
  });
});

describe("pass options text", () => {
  const specs = {
    count: option.int64("count", "", 10n),
    width: option.uint32("width", "", 4),
    mode: option.enum("mode", "", [{ name: "fast", description: "" }, { name: "slow", description: "" }], "fast"),
    name: option.string("name", ""),
    flags: option.list(kinds.string, "flags", ""),
    sizes: option.list(kinds.int32, "sizes", ""),
  };

  it("parses MLIR's syntax and prints it back sorted", () => {
    const options = new PassOptions(specs);
    options.parseFromString(`count=-0x10 width=010 mode=slow name={a b} flags=x,"y z",{p,q} sizes=1,2 sizes=3`);
    expect(options.values).toEqual({ count: -16n, width: 8, mode: "slow", name: "a b", flags: ["x", '"y z"', "{p,q}"], sizes: [1, 2, 3] });
    expect(options.print()).toBe(`{count=-16 flags=x,"y z",{p,q} mode=slow name={a b} sizes=1,2,3 width=8}`);
  });

  it("refuses values as LLVM's parsers do", () => {
    const refuse = (text: string): string => {
      try {
        new PassOptions(specs).parseFromString(text);
        return "accepted";
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(refuse("width=-1")).toBe("for the --width option: '-1' value invalid for uint argument!");
    expect(refuse("count=9223372036854775808")).toBe("for the --count option: '9223372036854775808' value invalid for long argument!");
    expect(refuse("mode=medium")).toBe("for the --mode option: Cannot find option named 'medium'!");
    expect(refuse("name")).toBe("for the --name option: requires a value!");
    expect(refuse("other=1")).toBe("<Pass-Options-Parser>: no such option other");
    expect(refuse("sizes=1,,2")).toBe("for the --sizes option: '' value invalid for integer argument!");
  });
});

describe("registry and pipelines", () => {
  it("parses pipelines against a registry and names unknown passes where they are", () => {
    const registry = new PassRegistry();
    registerStandardPasses(registry, { write: () => {} });
    const pm = parsePassPipeline("builtin.module(func.func(cse),symbol-dce,any(strip-debuginfo))", registry);
    expect(pm.toString()).toBe("builtin.module(func.func(cse),symbol-dce,any(strip-debuginfo))");
    expect(() => parsePassPipeline("builtin.module(cse,nope)", registry)).toThrow(PassPipelineError);
    try {
      parsePassPipeline("builtin.module(cse,nope)", registry);
    } catch (error) {
      expect((error as Error).message).toBe("MLIR Textual PassPipeline Parser:1:5: error: 'nope' does not refer to a registered pass or pass pipeline\ncse,nope\n    ^\n");
    }
  });

  it("registers named pipelines with typed options", () => {
    const registry = new PassRegistry();
    registerStandardPasses(registry, { write: () => {} });
    registry.registerPassPipeline("cleanup", "cse then symbol-dce", { twice: option.bool("twice", "run cse twice") }, (pm, options) => {
      pm.addPass(registry.createPass("cse"));
      if (options.twice) pm.addPass(registry.createPass("cse"));
      pm.addPass(registry.createPass("symbol-dce"));
    });
    expect(parsePassPipeline("builtin.module(cleanup{twice})", registry).toString()).toBe("builtin.module(cse,cse,symbol-dce)");
  });

  it("merges adjacent nested pipelines when it runs, as MLIR does", () => {
    const module = parse();
    const registry = new PassRegistry();
    registerStandardPasses(registry, { write: () => {} });
    const pm = new PassManager(module.context);
    pm.replacePipeline(parsePassPipeline("builtin.module(func.func(cse),func.func(strip-debuginfo),symbol-dce)", registry));
    expect(pm.run(module)).toBe(true);
    expect(pm.toString()).toBe("builtin.module(func.func(cse,strip-debuginfo),symbol-dce)");
  });
});

describe("statistics report", () => {
  it("prints counters aligned and sorted, per pipeline or merged per pass", () => {
    const pm = new OpPassManager("builtin.module", "implicit");
    const a = new CountOps();
    a.statistics.seen.add(12);
    pm.addPass(a);
    const b = new CountOps();
    b.statistics.seen.add(3);
    pm.nest("func.func").addPass(b);
    expect(statisticsReport(pm, "pipeline")).toBe(
      [
        "===-------------------------------------------------------------------------===",
        "                         ... Pass statistics report ...",
        "===-------------------------------------------------------------------------===",
        "'func.func' Pipeline",
        "  CountOps",
        "    (S) 12 seen - ops seen",
        "'func.func' Pipeline",
        "  CountOps",
        "    (S) 3 seen - ops seen",
        "",
        "",
      ].join("\n"),
    );
    expect(statisticsReport(pm, "list").split("\n").slice(3)).toEqual(["  CountOps", "    (S) 15 seen - ops seen", "", ""]);
  });
});

describe("pass plugins", () => {
  it("loads registerPasses or exported pass classes, and reports what it cannot load as mlir-opt does", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tsmlir-plugin-"));
    try {
      const passModule = join(process.cwd(), "src/pass/index.ts").replaceAll("\\", "/");
      writeFileSync(
        join(dir, "plugin.mts"),
        `import { Pass, definePass } from ${JSON.stringify(passModule)};
const d = definePass({ name: "Hello", argument: "hello", summary: "", options: {}, statistics: {} });
export class Hello extends Pass<typeof d> { static definition = d; constructor() { super(d); } runOnOperation() {} }
`,
      );
      writeFileSync(join(dir, "register.mts"), `export function registerPasses(registry) { registry.registerPass(() => ({ argument: "bye", name: "Bye", summary: "", definition: { options: {} } })); }\n`);
      writeFileSync(join(dir, "nothing.mts"), `export const x = 1;\n`);
      const registry = new PassRegistry();
      const errors: string[] = [];
      await loadPassPlugin(join(dir, "plugin.mts"), registry, (t) => errors.push(t));
      await loadPassPlugin(join(dir, "register.mts"), registry, (t) => errors.push(t));
      await loadPassPlugin(join(dir, "nothing.mts"), registry, (t) => errors.push(t));
      await loadPassPlugin(join(dir, "missing.mts"), registry, (t) => errors.push(t));
      expect(registry.lookupPass("hello")?.name).toBe("Hello");
      expect(registry.lookupPass("bye")?.name).toBe("Bye");
      expect(errors).toEqual([`Failed to load passes from '${join(dir, "nothing.mts")}'. Request ignored.\n`, `Failed to load passes from '${join(dir, "missing.mts")}'. Request ignored.\n`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
