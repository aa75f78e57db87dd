// Generated pass classes are typed: a wrong option name or value type does not compile.
// `compileOnly` carries @ts-expect-error lines that `npm run typecheck` checks; the vitest
// part compiles the same misuses with the TypeScript compiler and checks each is rejected.
import { describe, expect, it } from "vitest";
import ts from "typescript";
import { join } from "node:path";
import { CanonicalizerBase, CSEBase, SymbolPrivatizeBase, ViewOpGraphBase, type CanonicalizerOptions } from "../../generated/transforms-passes.js";
import { repoRoot } from "../dialects/corpus-selection.js";

class Canonicalizer extends CanonicalizerBase {
  override runOnOperation(): void {
    // Typed option values.
    const iterations: bigint = this.options.maxIterations;
    const level: "disabled" | "normal" | "aggressive" = this.options.enableRegionSimplification;
    const disabled: readonly string[] = this.options.disabledPatterns;
    void [iterations, level, disabled];
  }
}

// Never called: type-level assertions only.
export function compileOnly(): void {
  new Canonicalizer({ maxIterations: 3n, enableRegionSimplification: "aggressive", disabledPatterns: ["a"] });
  // @ts-expect-error max-iterations is an int64_t option: a bigint
  new Canonicalizer({ maxIterations: 3 });
  // @ts-expect-error not one of the enum's values
  new Canonicalizer({ enableRegionSimplification: "extreme" });
  // @ts-expect-error no such option
  new Canonicalizer({ maxIteration: 3n });
  const options: CanonicalizerOptions = { topDownProcessingEnabled: false };
  void options;
  // @ts-expect-error a list option takes an array
  const wrongList: CanonicalizerOptions = { disabledPatterns: "a" };
  void wrongList;
  // @ts-expect-error a statistic that CSE does not have
  void ((p: CSEBase) => p.statistics.numFolded);
}

const PRELUDE = [
  `import { CanonicalizerBase, CSEBase, SymbolPrivatizeBase, ViewOpGraphBase } from "../../generated/transforms-passes.js";`,
  `class C extends CanonicalizerBase { override runOnOperation(): void {} }`,
  `class V extends ViewOpGraphBase { override runOnOperation(): void {} }`,
  `class S extends SymbolPrivatizeBase { override runOnOperation(): void {} }`,
];

const ACCEPTED = [
  `new C({ maxIterations: 3n, maxNumRewrites: -1n, topDownProcessingEnabled: true, enableRegionSimplification: "disabled", enabledPatterns: ["x"] });`,
  `new V({ maxLabelLen: 4, printAttrs: false });`,
  `new S({ exclude: ["main"] });`,
  `const n: number = new V().options.maxLabelLen; void n;`,
  `(p: CSEBase) => p.statistics.numCSE.add(1);`,
];

const MISUSES: ReadonlyArray<readonly [string, string]> = [
  ["number for an int64 option", "new C({ maxIterations: 3 });"],
  ["string for a bool option", 'new C({ topDownProcessingEnabled: "true" });'],
  ["value outside an enum option", 'new C({ enableRegionSimplification: "extreme" });'],
  ["unknown option name", "new C({ maxIteration: 3n });"],
  ["scalar for a list option", 'new S({ exclude: "main" });'],
  ["bigint for an unsigned option", "new V({ maxLabelLen: 4n });"],
  ["option of another pass", "new V({ exclude: [] });"],
  ["unknown statistic", "(p: CSEBase) => p.statistics.numFolded;"],
  ["assigning an option", "new V().options.maxLabelLen = 3;"],
];

function diagnosticsFor(statements: readonly string[]): ts.Diagnostic[][] {
  const files = statements.map((statement, k) => ({
    name: join(repoRoot, `test/pass/__pass-types-probe-${k}.ts`),
    text: [...PRELUDE, `export function probe(): void {`, `  void [C, V, S];`, `  ${statement}`, `}`].join("\n"),
  }));
  const byName = new Map(files.map((f) => [f.name, f.text]));
  const options: ts.CompilerOptions = {
    strict: true,
    noUncheckedIndexedAccess: true,
    noImplicitOverride: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => byName.get(name) ?? readFile(name);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => byName.has(name) || fileExists(name);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language) => {
    const text = byName.get(name);
    return text === undefined ? getSourceFile(name, language) : ts.createSourceFile(name, text, language);
  };
  const program = ts.createProgram(files.map((f) => f.name), options, host);
  return files.map((f) => [...ts.getPreEmitDiagnostics(program, program.getSourceFile(f.name))]);
}

describe("generated pass classes", () => {
  it("reject wrong option names and types at compile time", () => {
    const results = diagnosticsFor([ACCEPTED.join("\n  "), ...MISUSES.map(([, s]) => s)]);
    const [accepted = [], ...rejected] = results;
    expect(accepted.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"))).toEqual([]);
    let count = 0;
    MISUSES.forEach(([what], k) => {
      if ((rejected[k] ?? []).length > 0) count++;
      else console.log(`not rejected: ${what}`);
    });
    console.log(`typed pass options: ${count}/${MISUSES.length} misuses rejected by tsc`);
    expect(count).toBe(MISUSES.length);
  }, 120_000);

  it("validate options given at run time with the zod schema", () => {
    expect(() => new Canonicalizer({ maxIterations: 5 } as unknown as CanonicalizerOptions)).toThrow(/invalid options for pass 'Canonicalizer'/);
    expect(() => new Canonicalizer({ nope: 1 } as unknown as CanonicalizerOptions)).toThrow(/invalid options/);
    const pass = new Canonicalizer({ maxIterations: 7n, enableRegionSimplification: "disabled" });
    expect(pass.printAsTextualPipeline()).toBe("canonicalize{  max-iterations=7 max-num-rewrites=-1 region-simplify=disabled test-convergence=false top-down=true}");
  });
});
