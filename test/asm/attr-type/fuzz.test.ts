// Mutated attribute/type texts (deterministic seed) must either parse or fail with a
// located DiagnosticError — never another exception.
import { describe, expect, it } from "vitest";
import { genericDir, skipWithout } from "../../environment.js";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { MLIRContext } from "../../../src/ir/context.js";
import { SourceFile } from "../../../src/support/source.js";
import { AsmParserState } from "../../../src/asm/parser-state.js";
import { AttrTypePrinter, parseAttribute } from "../../../src/asm/attr-type/index.js";
import { DiagnosticError } from "../../../src/support/diagnostic.js";

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

const PIECES = ["<", ">", "[", "]", "(", ")", "{", "}", ",", ":", "-", "0x", "?", "x", "\"", "#", "!", "@", "::", "->", "dense<", "loc(", "e+", ".", "9999999999999999999999", "i1", "f80", "*"];

describe("attribute parser robustness", () => {
  it("only ever throws located diagnostics on mutated inputs", (ctx) => {
    skipWithout(ctx, "corpus");
    // Seeds: property dictionaries `<{...}>` of the corpus.
    const seeds: string[] = [];
    for (const f of readdirSync(genericDir).sort()) {
      const text = readFileSync(path.join(genericDir, f), "latin1");
      for (const m of text.matchAll(/<(\{[^\n]*?\})>/g)) if (seeds.length < 3000) seeds.push(m[1] as string);
    }
    const random = rng(12345);
    const printer = new AttrTypePrinter();
    let parsed = 0;
    let diagnosed = 0;
    const crashes: string[] = [];
    for (let i = 0; i < 4000; i++) {
      let text = seeds[Math.floor(random() * seeds.length)] as string;
      const edits = 1 + Math.floor(random() * 3);
      for (let e = 0; e < edits; e++) {
        const at = Math.floor(random() * (text.length + 1));
        const r = random();
        if (r < 0.4) text = text.slice(0, at) + text.slice(at + 1 + Math.floor(random() * 4));
        else if (r < 0.8) text = text.slice(0, at) + (PIECES[Math.floor(random() * PIECES.length)] as string) + text.slice(at);
        else text = text.slice(0, at) + text.slice(at, at + 8) + text.slice(at);
      }
      const p = new AsmParserState(new SourceFile("fuzz.mlir", text), new MLIRContext({ allowUnregisteredDialects: true }), {
        allowUnregisteredDialect: true,
      });
      try {
        printer.printAttribute(parseAttribute(p));
        parsed++;
      } catch (err) {
        if (err instanceof DiagnosticError && err.diagnostic.location !== undefined) diagnosed++;
        else if (crashes.length < 10) crashes.push(`${text}\n  -> ${String(err)}`);
      }
    }
    console.log(`attr-type fuzz: ${parsed} parsed, ${diagnosed} diagnosed, ${crashes.length} other exceptions of 4000`);
    if (crashes.length > 0) console.log(crashes.join("\n"));
    expect(crashes).toEqual([]);
  });
});
