// Acceptance (issue 17): src/bytecode holds no dialect-specific code. The reader and writer
// ask the context's dialects (their `bytecode`, `declareResource`, `resourceEntriesAreBlobs`
// members) and registrations (`bytecodeProperties`); the builtin dialect's encodings reach
// them the way every dialect's do (src/dialects/builtin). Checked on the sources: no import
// of generated code or of a dialect, no string naming a dialect's namespace or op.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import * as ir from "../../src/api/index.js";
import { allDialects, builtinDialect } from "../../src/dialects/index.js";
import { repoRoot } from "../dialects/corpus-selection.js";

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : name.endsWith(".ts") ? [path] : [];
  });
}

/** The code of a TypeScript file without its comments (strings kept). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

describe("src/bytecode is free of dialect-specific code", () => {
  const files = sources(join(repoRoot, "src/bytecode"));
  const namespaces = ["builtin", ...allDialects().map((d) => d.namespace)];

  it("imports no generated module and no dialect", () => {
    const offending: string[] = [];
    for (const file of files) {
      for (const match of withoutComments(readFileSync(file, "utf8")).matchAll(/from\s+"([^"]+)"/g)) {
        const target = match[1] as string;
        if (/(^|\/)generated\/|\/dialects\//.test(target)) offending.push(`${relative(repoRoot, file)}: ${target}`);
      }
    }
    expect(files.length).toBeGreaterThan(20);
    expect(offending).toEqual([]);
  });

  it("names no dialect namespace or op in its code", () => {
    const offending: string[] = [];
    for (const file of files) {
      const code = withoutComments(readFileSync(file, "utf8"));
      for (const match of code.matchAll(/"([^"\\\n]*)"|'([^'\\\n]*)'|`([^`\\]*)`/g)) {
        const text = match[1] ?? match[2] ?? match[3] ?? "";
        for (const ns of namespaces) {
          if (text === ns || text.startsWith(`${ns}.`)) offending.push(`${relative(repoRoot, file)}: ${JSON.stringify(text)}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it("reads and writes builtin encodings in a bare context through the builtin dialect tsmlir registers", () => {
    const context = new ir.MLIRContext();
    // The IR core's builtin dialect carries no encodings; reading loads the complete one.
    expect(context.getDialect("builtin")?.bytecode).toBeUndefined();
    const text = 'module attributes {x.a = [1 : i32, "s", dense<[1, 2]> : tensor<2xi8>]} {\n}\n';
    const bytes = ir.writeBytecode(ir.parseSourceString(text, context));
    expect(context.getDialect("builtin")).toBe(builtinDialect);
    expect(ir.printOperation(ir.readBytecode(bytes, new ir.MLIRContext()))).toBe(text);
    // A registry holding it completes the core's builtin dialect from the start.
    const registry = new ir.DialectRegistry();
    ir.registerAllDialects(registry);
    expect(new ir.MLIRContext({ registry }).getDialect("builtin")).toBe(builtinDialect);
  });
});
