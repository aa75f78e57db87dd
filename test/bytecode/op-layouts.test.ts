// The registrations tsmlir-opt's context holds for the ops mlir-opt 19 registers (stub
// dialects generated from the installed .td files, and tsmlir's generated dialects) must
// encode properties exactly as mlir-tblgen 19's generated writeProperties does (re-derived
// from mlir-tblgen's C++ at test time), and the registry must hold the dialects mlir-opt's
// does.
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { MLIRContext, type RegisteredOperationInfo } from "../../src/ir/index.js";
import { registerAllDialects } from "../../src/dialects/index.js";
import { propertiesCodecOf } from "../../src/bytecode/dialect/lookup.js";
import { OdsPropertiesCodec, type LayoutEntry } from "../../src/bytecode/dialect/ods-properties.js";
import { upstreamStubs } from "../../generated/upstream/stubs.js";
import { stubOperations } from "../../src/dialects/upstream/index.js";
import { runMlirOpt } from "./oracle.js";
import { tblgenOpLayouts } from "./tblgen-op-layouts.js";

/** Every op registered in a tsmlir-opt context. */
function registeredOps(): RegisteredOperationInfo[] {
  const context = new MLIRContext();
  registerAllDialects(context);
  context.loadAllAvailableDialects();
  return context.getLoadedDialects().flatMap((d) => [...(d.operations ?? [])]);
}

/** A codec's layout as mlir-tblgen's output reads (EnumProperty entries as `!name`). */
function layoutText(layout: readonly LayoutEntry[]): string {
  return layout
    .map((e) => {
      if (e.kind === "attribute") return e.optional ? `${e.name}?` : e.name;
      if (e.kind === "segments") return `#${e.name}:${e.size}`;
      if (e.kind === "native") return `%${e.name}:${e.encoding}`;
      return `!${e.name}`;
    })
    .join(",");
}

describe("upstream op registrations", () => {
  it("build from every stub table, with known traits and parsable layouts", () => {
    let ops = 0;
    for (const data of upstreamStubs) {
      for (const info of stubOperations(data)) {
        ops++;
        expect(info.name.startsWith(`${data.namespace}.`), info.name).toBe(true);
        const codec = info.bytecodeProperties;
        expect(codec instanceof OdsPropertiesCodec, info.name).toBe(true);
        for (const entry of (codec as OdsPropertiesCodec).layout) {
          expect(entry.name.length, info.name).toBeGreaterThan(0);
          // The generator resolves every native property it writes a layout for.
          expect(entry.kind, info.name).not.toBe("unsupported");
          if (entry.kind === "segments") expect(entry.size, info.name).toBeGreaterThan(0);
        }
      }
    }
    // Most of mlir-opt's ops are stubs (dialects tsmlir defines in defs/ leave the tables).
    expect(ops).toBeGreaterThan(1500);
    const byName = new Map(registeredOps().map((info) => [info.name, info]));
    expect(layoutText((propertiesCodecOf(byName.get("func.func") as RegisteredOperationInfo) as OdsPropertiesCodec).layout)).toBe(
      "arg_attrs?,function_type,res_attrs?,sym_name,sym_visibility?",
    );
    expect(layoutText((propertiesCodecOf(byName.get("builtin.module") as RegisteredOperationInfo) as OdsPropertiesCodec).layout)).toBe("sym_name?,sym_visibility?");
    expect(byName.get("llvm.return")?.traits.map((t) => t.name)).toContain("IsTerminator");
  });

  it("encode properties as mlir-tblgen 19's generated writeProperties", async (ctx) => {
    skipWithout(ctx, "mlir-tblgen", "mlir-include");
    const expected = await tblgenOpLayouts();
    const registered = registeredOps();
    const names = new Set(registered.map((info) => info.name));
    let compared = 0;
    const wrong: string[] = [];
    for (const info of registered) {
      const want = expected.get(info.name);
      if (want === undefined) continue;
      compared++;
      const got = layoutText((propertiesCodecOf(info) as OdsPropertiesCodec).layout);
      if (got !== want) wrong.push(`${info.name}: ${got} (mlir-tblgen: ${want})`);
    }
    // Ops of registered dialects the installed files define are all registered.
    const namespaces = new Set(registered.map((info) => info.name.slice(0, info.name.indexOf("."))));
    const missing = [...expected.keys()].filter((n) => namespaces.has(n.slice(0, n.indexOf("."))) && !names.has(n));
    console.log(`op layouts: ${compared - wrong.length}/${compared} registered ops encode properties as mlir-tblgen 19 does; ${missing.length} defined ops unregistered`);
    expect(wrong).toEqual([]);
    expect(missing).toEqual([]);
    expect(compared).toBeGreaterThan(1900);
  }, 600_000);

  it("cover the dialects mlir-opt 19 registers", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const help = (await runMlirOpt(["--help"])).stdout.toString("latin1");
    const listed = /Available Dialects: ([^\n]*)/.exec(help)?.[1]?.split(", ") ?? [];
    const context = new MLIRContext();
    registerAllDialects(context);
    expect(listed.length).toBeGreaterThan(40);
    expect(context.dialectRegistry?.namespaces.concat(["builtin"]).sort()).toEqual([...listed].sort());
  });
});
