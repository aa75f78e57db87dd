// Layer 2: every custom-encoded builtin attribute and type in the corpus decodes into
// an IR object and encodes back to exactly the bytes mlir-opt wrote. Entries that
// depend on a textual (non-builtin) entry need the text parser and are counted apart.
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { MLIRContext } from "../../src/ir/context.js";
import type { Attribute, ResourceBlobHandle } from "../../src/ir/attributes.js";
import type { Type } from "../../src/ir/types.js";
import { ByteWriter } from "../../src/bytecode/format/byte-writer.js";
import { BytecodeError } from "../../src/bytecode/format/errors.js";
import { builtinBytecode as builtinBytecodeHooks } from "../../generated/builtin-bytecode.js";
import { openBytecode } from "../../src/bytecode/reader/open.js";
import { readRawBytecode } from "../../src/bytecode/raw/read-raw.js";
import { EntryWriter } from "../../src/bytecode/writer/entry-writer.js";
import { StringTable } from "../../src/bytecode/writer/string-table.js";
import { loadCorpus } from "../../scripts/fuzz-bytecode.js";
import { registerAllDialects } from "../../src/dialects/index.js";

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

describe("builtin dialect bytecode encodings", () => {
  it("decode and re-encode byte for byte", (ctx) => {
    skipWithout(ctx, "corpus");
    let total = 0;
    let identical = 0;
    let needText = 0;
    const mismatches: string[] = [];
    for (const { name, bytes } of loadCorpus()) {
      // The dialects tsmlir-opt registers: builtin entries may nest other dialects' (quant, test) entries.
      const context = new MLIRContext({ allowUnregisteredDialects: true });
      registerAllDialects(context);
      const opened = openBytecode(bytes, { context });
      const raw = readRawBytecode(bytes);
      const attrs = new Map<Attribute, number>();
      const types = new Map<Type, number>();
      const decoded: (Attribute | Type | undefined)[][] = [[], []];
      raw.attributes.forEach((e, i) => {
        try {
          const a = opened.attrTypes.attribute(i, 0);
          if (!attrs.has(a)) attrs.set(a, i);
          decoded[0]![i] = a;
        } catch (error) {
          if (!(error instanceof BytecodeError)) throw error;
          if (e.custom) needText++;
        }
      });
      raw.types.forEach((e, i) => {
        try {
          const t = opened.attrTypes.type(i, 0);
          if (!types.has(t)) types.set(t, i);
          decoded[1]![i] = t;
        } catch (error) {
          if (!(error instanceof BytecodeError)) throw error;
          if (e.custom) needText++;
        }
      });
      const strings = new StringTable();
      for (const s of raw.strings) strings.insert(s);
      const resources: ResourceBlobHandle[] = [];
      for (const g of raw.resources?.dialect ?? []) for (const e of g.entries) resources.push(context.getOrCreateBuiltinResource(e.key));
      const numbering = {
        attributeNumber: (a: Attribute) => attrs.get(a) ?? -1,
        typeNumber: (t: Type) => types.get(t) ?? -1,
        resourceNumber: (h: ResourceBlobHandle) => resources.indexOf(h),
      };
      for (const [kind, table] of [[0, raw.attributes], [1, raw.types]] as const) {
        table.forEach((entry, i) => {
          if (!entry.custom || raw.dialects[entry.dialect]?.name !== "builtin") return;
          const value = decoded[kind]![i];
          if (value === undefined) return;
          total++;
          const out = new ByteWriter();
          const writer = new EntryWriter(out, numbering, strings, raw.version);
          const ok = kind === 0 ? builtinBytecodeHooks.writeAttribute!(value as Attribute, writer) : builtinBytecodeHooks.writeType!(value as Type, writer);
          if (ok && sameBytes(out.finish(), entry.data)) identical++;
          else if (mismatches.length < 10) mismatches.push(`${name} ${kind ? "type" : "attr"} #${i}: [${[...entry.data].join(",")}] vs [${[...out.finish()].join(",")}]`);
        });
      }
    }
    console.log(`builtin encodings: ${identical}/${total} custom entries re-encode identically (${needText} need the text parser)`);
    expect(mismatches).toEqual([]);
    expect(total).toBeGreaterThan(1000);
  });
});
