// Every corpus case was accepted by mlir-opt 19, so our verifier must accept its IR:
// the generic prints are parsed (text layer) and verified (dominance, terminators,
// successors, symbol tables, region isolation), and clone + erase must work on each.
import { describe, expect, it } from "vitest";
import { genericDir, skipWithout } from "../environment.js";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MLIRContext } from "../../src/ir/context.js";
import { cloneOperation } from "../../src/ir/builder.js";
import { verify } from "../../src/ir/verifier.js";
import { walkOps } from "../../src/ir/operation.js";
import { SourceFile } from "../../src/support/source.js";
import { parseSourceFile } from "../../src/asm/parser.js";

describe("verifier over the corpus", () => {
  it("accepts every case mlir-opt accepted", (ctx) => {
    skipWithout(ctx, "corpus");
    const files = readdirSync(genericDir).filter((f) => f.endsWith(".mlir")).sort();
    let parsed = 0;
    let valid = 0;
    let ops = 0;
    const failures: string[] = [];
    for (const f of files) {
      const text = readFileSync(path.join(genericDir, f), "latin1");
      for (const chunk of text.split(/^\/\/ -----$/m)) {
        const context = new MLIRContext({ allowUnregisteredDialects: true });
        let module;
        try {
          module = parseSourceFile(new SourceFile(f, chunk), context, { allowUnregisteredDialect: true }).module;
        } catch {
          continue; // parsing is the text layer's concern; counted below
        }
        parsed++;
        const errors = verify(module);
        if (errors.length === 0) valid++;
        else failures.push(`${f}: ${errors.map((e) => e.diagnostic.message).join("; ")}`);
        let count = 0;
        walkOps(module, () => void count++);
        ops += count;
        const copy = cloneOperation(module);
        let copied = 0;
        walkOps(copy, () => void copied++);
        expect(copied).toBe(count);
        expect(verify(copy).length).toBe(errors.length);
        copy.destroy();
      }
    }
    console.log(`ir verifier corpus: ${valid}/${parsed} parsed cases verify (${ops} ops), ${files.length} files`);
    if (failures.length > 0) console.log(failures.slice(0, 30).join("\n"));
    expect(parsed).toBeGreaterThan(400);
    expect(valid).toBe(parsed);
  });
});
