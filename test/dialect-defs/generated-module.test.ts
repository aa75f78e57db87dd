// The module generated for TestDefs.td is current, `tsc --strict`-clean together with the
// author's hooks, and its types are the contract: leaving out a hook, a method without
// default, or passing a parameter of the wrong type does not compile.
import { describe, expect, it } from "vitest";
import ts from "typescript";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { GENERATED_PATH, generateTestDefs } from "./generate.js";

const here = join(GENERATED_PATH, "..");

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: false,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};

const PROBE_HEADER = [
  `import * as ir from "../../src/api/index.js";`,
  `import { tdefsHooks } from "./tdefs-hooks.js";`,
  `import { BoxType, ShapedThing, VecType, WeightAttr, Weighted, createTdefsDialect, type TdefsDialectHooks } from "./tdefs.generated.js";`,
  `export function probe(context: ir.MLIRContext, i32: ir.IntegerType): unknown {`,
  `  void [BoxType, ShapedThing, VecType, WeightAttr, Weighted, createTdefsDialect, tdefsHooks];`,
];

/** Type-checks each probe body in its own file of one program with the generated module; diagnostics per probe. */
function check(probes: readonly string[]): { module: readonly ts.Diagnostic[]; probes: ts.Diagnostic[][] } {
  const files = probes.map((body, k) => ({ name: join(here, `__probe-${k}.ts`), text: [...PROBE_HEADER, `  ${body}`, `  return undefined;`, `}`].join("\n") }));
  const byName = new Map(files.map((f) => [f.name, f.text]));
  const host = ts.createCompilerHost(OPTIONS);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => byName.get(name) ?? readFile(name);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => byName.has(name) || fileExists(name);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language) => {
    const text = byName.get(name);
    return text === undefined ? getSourceFile(name, language) : ts.createSourceFile(name, text, language);
  };
  const roots = [GENERATED_PATH, join(here, "tdefs-hooks.ts"), ...files.map((f) => f.name)];
  const program = ts.createProgram(roots, OPTIONS, host);
  const module = [GENERATED_PATH, join(here, "tdefs-hooks.ts")].flatMap((f) => [...ts.getPreEmitDiagnostics(program, program.getSourceFile(f))]);
  return { module, probes: files.map((f) => [...ts.getPreEmitDiagnostics(program, program.getSourceFile(f.name))]) };
}

function messages(diagnostics: readonly ts.Diagnostic[]): string[] {
  return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

describe("the generated tdefs module", () => {
  it("is what the generators make of TestDefs.td now", () => {
    expect(readFileSync(GENERATED_PATH, "utf8")).toBe(generateTestDefs().text);
  });

  it("imports only the package's public entry points", () => {
    const imports = [...readFileSync(GENERATED_PATH, "utf8").matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(imports.sort()).toEqual(["../../src/api/dialect.js", "../../src/api/index.js", "../../src/api/ods.js"]);
  });

  it("reports the hooks the author supplies, one per need", () => {
    const names = generateTestDefs().definitions.hooks.map((h) => h.name).sort();
    expect(names).toEqual([
      "getRankBoxType", // DeclareTypeInterfaceMethods<ShapedThing>: getRank has no default
      "getSizeBoxType", // DeclareTypeInterfaceMethods<Sized>
      "getWeightWeightAttr", // DeclareAttrInterfaceMethods<Weighted>
      "parseCount",
      "parseEcho",
      "parseOpaqueType", // hasCustomAssemblyFormat
      "printCount",
      "printEcho",
      "printOpaqueType",
      "verifyBoxType", // genVerifyDecl
      "verifyRangeAttr",
    ]);
  });

  it("type-checks strictly, and its types reject misuse", { timeout: 120_000 }, () => {
    const good = [
      `const box = BoxType.get(context, i32, undefined, [1n, 2n], "b"); const rank: number = ShapedThing.get(box)?.getRank() ?? -1; return rank;`,
      `const vec: VecType = VecType.getWithElementTypeLength(i32); const bits: number = vec.totalBits; return bits;`,
      `const w = WeightAttr.get(context, i32, 3n); const doubled: bigint | undefined = Weighted.get(w)?.doubled(); return doubled;`,
      `context.loadDialect(createTdefsDialect(tdefsHooks));`,
    ];
    const bad = [
      // A hook left out.
      `const hooks: TdefsDialectHooks = { verifyRangeAttr: tdefsHooks.verifyRangeAttr }; return hooks;`,
      // A method without default left out of an implementation.
      `return ShapedThing.implement({});`,
      // A parameter of the wrong type (dims are bigints).
      `return BoxType.get(context, i32, undefined, [1, 2], "b");`,
      // skipDefaultBuilders: the default get is not public.
      `return VecType.get(context, 4, i32);`,
      // A verifier hook with the wrong signature.
      `const hooks: TdefsDialectHooks = { ...tdefsHooks, verifyBoxType: (emitError: (m: string) => Error, size: string) => void [emitError, size] }; return hooks;`,
    ];
    const result = check([...good, ...bad]);
    expect(messages(result.module)).toEqual([]);
    good.forEach((_, i) => expect(messages(result.probes[i] ?? []), good[i]).toEqual([]));
    bad.forEach((probe, i) => expect(result.probes[good.length + i]?.length ?? 0, probe).toBeGreaterThan(0));
  });
});
