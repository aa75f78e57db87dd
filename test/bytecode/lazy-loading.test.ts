// Lazy loading: regions of isolated-from-above ops stay unread until materialized, and
// materializing everything gives the same IR as reading eagerly.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { MLIRContext } from "../../src/ir/context.js";
import type { Operation } from "../../src/ir/operation.js";
import { printTopLevel } from "../../src/asm/printer.js";
import { BytecodeIRReader } from "../../src/bytecode/reader/ir-reader.js";
import { AsmTextualCodec } from "../../src/bytecode/text-codec.js";
import { registerAllDialects } from "../../src/dialects/index.js";
import { corpusDir } from "./oracle.js";

const dir = join(corpusDir, "bytecode");
const flags = { printGenericOpForm: true, printDebugInfo: true, printLocalScope: false };

/** A context with the dialects tsmlir-opt registers (the files use the test dialect's version entry). */
function optContext(): MLIRContext {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  registerAllDialects(context);
  return context;
}

function print(op: Operation): string {
  return printTopLevel(op, { flags }).join("");
}

describe("lazy loading", () => {
  it("defers isolated regions and materializes them on demand", (ctx) => {
    skipWithout(ctx, "corpus");
    const files = ["0161875737-xdsl-backend-x86-convert_func_to_x86-c1.mlirbc", "000939f5fa-xdsl-dialects-fsm-fsm_invalid-c18.mlirbc"];
    let deferred = 0;
    for (const f of files) {
      const bytes = new Uint8Array(readFileSync(join(dir, f)));
      const eager = new BytecodeIRReader(bytes, { context: optContext(), textual: new AsmTextualCodec() });
      const expected = print(eager.readTopLevel()[0] as Operation);

      const lazy = new BytecodeIRReader(bytes, { context: optContext(), textual: new AsmTextualCodec(), lazy: true });
      const root = lazy.readTopLevel()[0] as Operation;
      // The module itself is isolated from above: nothing below it is read yet.
      expect(lazy.isMaterializable(root)).toBe(true);
      expect(root.regions[0]?.firstBlock).toBeNull();
      deferred += lazy.numOpsToMaterialize;
      lazy.materializeAll();
      expect(lazy.numOpsToMaterialize).toBe(0);
      expect(print(root)).toBe(expected);
    }
    console.log(`lazy loading: ${deferred} deferred ops materialized in ${files.length} files`);
  });
});
