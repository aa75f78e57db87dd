// Include checkpoints (src/tablegen/include-cache.ts): evaluations sharing saved states
// of their includes must give exactly what evaluating from scratch gives (records,
// warnings and notes, errors with their include stacks, dependencies), and a saved
// state must not be used where the files, the include directories or the macros differ.
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { evaluateTableGen, TableGenFailure } from "../../src/tablegen/driver.js";
import { IncludeCheckpoints } from "../../src/tablegen/include-cache.js";
import type { FileSystem } from "../../src/tablegen/preprocess.js";
import { printRecords } from "../../src/tablegen/records.js";
import { mlirInclude, skipWithout } from "../environment.js";

const LIBRARY: { readonly [path: string]: string } = {
  "lib/base.td": [
    "#ifndef BASE_TD",
    "#define BASE_TD",
    "class Base<int n> { int value = n; string name = NAME; }",
    "class Marker;",
    "defvar Global = 7;",
    "multiclass Pair<int n> { def _a : Base<n>; def _b : Base<!add(n, 1)>; }",
    "def Shared : Base<1>;",
    "class Unused<int unused> { int x = 1; }",
    "def AnonUser { Base b = Base<42>; }",
    // LLVM recognizes a directive only before a blank or newline, not at the end of the buffer.
    "#endif",
    "",
  ].join("\n"),
  "lib/macro.td": "#ifdef FEATURE\ndef WithFeature : Base<2>;\n#else\ndef WithoutFeature : Base<3>;\n#endif\n",
  "lib/more.td": 'include "lib/base.td"\ndef More : Base<Global>;\n',
  "lib/dumps.td": 'include "lib/base.td"\ndump "from an include";\ndef Dumped : Base<9>;\n',
  "lib/broken.td": 'include "lib/base.td"\ndef Broken : Base<"not an int">;\n',
  "shadow/lib/macro.td": "def Shadowed : Base<4>;\n",
};

const MAINS: { readonly [name: string]: string } = {
  main1: 'include "lib/base.td"\ninclude "lib/macro.td"\ninclude "lib/more.td"\ndefm P : Pair<5>;\ndef M1 { Base b = Base<42>; int g = Global; }\n',
  main2: 'include "lib/base.td"\ninclude "lib/macro.td"\ndef Z : Marker;\n',
  main3: 'include "lib/base.td"\nclass Marker { int y = 2; }\ndef W : Marker;\n',
  main4: 'include "lib/base.td"\ninclude "lib/more.td"\ndef Bad : Missing;\n',
  main5: 'include "lib/base.td"\ninclude "lib/broken.td"\n',
  main6: 'include "lib/dumps.td"\ndef After : Base<Global>;\n',
  main7: '#define LOCAL\ninclude "lib/base.td"\ninclude "lib/macro.td"\n',
};

interface Evaluation {
  readonly main: string;
  readonly defines?: readonly string[];
  readonly includeDirs?: readonly string[];
}

/** Everything an evaluation shows: records, messages, dependencies, or the error output. */
function outcome(files: Map<string, string>, evaluation: Evaluation, checkpoints?: IncludeCheckpoints): string {
  const fileSystem: FileSystem = { readFile: (path) => files.get(path) };
  const text = MAINS[evaluation.main] as string;
  try {
    const keeper = evaluateTableGen(`${evaluation.main}.td`, text, {
      fileSystem,
      includeDirs: evaluation.includeDirs ?? ["."],
      defines: evaluation.defines ?? [],
      encoding: "bytes",
      ...(checkpoints !== undefined ? { checkpoints } : {}),
    });
    const messages = keeper.messages.map((m) => keeper.renderMessage(m)).join("");
    return `${printRecords(keeper)}--- messages\n${messages}--- dependencies\n${[...new Set(keeper.dependencies)].sort().join("\n")}\n`;
  } catch (e) {
    if (!(e instanceof TableGenFailure)) throw e;
    return `--- failure\n${e.rendered}`;
  }
}

function library(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [path, text] of Object.entries(LIBRARY)) {
    files.set(path, text);
    files.set(`./${path}`, text);
  }
  return files;
}

describe("include checkpoints", () => {
  it("give what evaluating from scratch gives, and are used only where valid", () => {
    const files = library();
    const checkpoints = new IncludeCheckpoints();
    const sequence: Evaluation[] = [
      { main: "main1" },
      { main: "main1" },
      { main: "main1", defines: ["FEATURE"] },
      { main: "main2" },
      { main: "main2", defines: ["FEATURE"] },
      // An empty class of a saved state given a body: every saved state is dropped.
      { main: "main3" },
      { main: "main2" },
      { main: "main4" },
      { main: "main5" },
      { main: "main6" },
      { main: "main6" },
      { main: "main7" },
      // Another include directory first: lib/macro.td is another file now.
      { main: "main2", includeDirs: ["shadow", "."] },
      { main: "main1" },
    ];
    const hitsAfter: number[] = [];
    for (const evaluation of sequence) {
      const expected = outcome(files, evaluation);
      expect(outcome(files, evaluation, checkpoints), `${evaluation.main} ${JSON.stringify(evaluation)}`).toBe(expected);
      hitsAfter.push(checkpoints.hits);
    }
    // The second main1 resumes its whole evaluation (it was saved as a checkpoint itself).
    expect((hitsAfter[1] as number) - (hitsAfter[0] as number)).toBe(1);
    expect(checkpoints.hits).toBeGreaterThan(5);

    // A changed include is evaluated again, never taken from the saved state.
    files.set("lib/base.td", (LIBRARY["lib/base.td"] as string).replace("int value = n;", "int value = !mul(n, 2);"));
    const before = checkpoints.hits;
    expect(outcome(files, { main: "main1" }, checkpoints)).toBe(outcome(files, { main: "main1" }));
    expect(checkpoints.hits).toBe(before);
  });

  it("replay a saved state once when each is used by one evaluation only", () => {
    const files = library();
    const shared = new IncludeCheckpoints();
    outcome(files, { main: "main1" }, shared);
    outcome(files, { main: "main6" }, shared);
    // What a one-job process (the warm start) does: takes the state over instead of copying it.
    shared.singleUse = true;
    for (const main of ["main2", "main6"]) {
      expect(outcome(files, { main }, shared)).toBe(outcome(files, { main }));
    }
  });

  it("serve upstream dialects exactly, in one process", (ctx) => {
    skipWithout(ctx, "mlir-include");
    const dialects = join(mlirInclude, "mlir/Dialect");
    const inputs: string[] = [];
    for (const d of readdirSync(dialects).sort()) {
      for (const sub of ["IR", ""]) {
        const dir = join(dialects, d, sub);
        let names: string[];
        try {
          names = readdirSync(dir).filter((f) => f.endsWith(".td")).sort();
        } catch {
          continue;
        }
        // Two files per directory: a dialect's base file and one more that includes it.
        inputs.push(...names.slice(0, 2).map((f) => join(dir, f)));
      }
    }
    const checkpoints = new IncludeCheckpoints();
    let compared = 0;
    for (const file of inputs) {
      const evaluate = (withCheckpoints: boolean): string => {
        try {
          const keeper = evaluateTableGen(file, readFileSync(file), {
            encoding: "bytes",
            includeDirs: [mlirInclude, dirname(file)],
            ...(withCheckpoints ? { checkpoints } : {}),
          });
          return printRecords(keeper) + keeper.messages.map((m) => keeper.renderMessage(m)).join("");
        } catch (e) {
          if (!(e instanceof TableGenFailure)) throw e;
          return e.rendered;
        }
      };
      expect(evaluate(true), file).toBe(evaluate(false));
      compared++;
    }
    console.log(`include checkpoints: ${compared} upstream files identical with and without, ${checkpoints.hits} includes resumed`);
    expect(checkpoints.hits).toBeGreaterThan(compared);
  }, 600_000);
});
