// The generator's knowledge of the runtime (generators/dialect/core-interfaces.ts,
// CORE_OP_TRAITS) must match the runtime itself: every core trait name is an
// `ir.OpTrait` member, every core interface key exists with the methods, static
// methods and defaults the table claims.
import { describe, expect, it } from "vitest";
import * as ir from "../../src/api/index.js";
import * as rt from "../../src/api/dialect.js";
import { CORE_INTERFACES } from "../../generators/dialect/core-interfaces.js";
import { CORE_OP_TRAITS } from "../../generators/dialect/op-traits.js";

describe("the generator's tables of the runtime", () => {
  it("name only traits ir.OpTrait has", () => {
    const traits = ir.OpTrait as unknown as Record<string, unknown>;
    expect(CORE_OP_TRAITS.filter((name) => traits[name] === undefined)).toEqual([]);
  });

  it("describe the runtime's interface keys", () => {
    // Keys are the IR core's (`ir.`) or, for interfaces whose checks print types, the dialect runtime's (`rt.`).
    const apis: Record<string, Record<string, unknown>> = { ir: ir as unknown as Record<string, unknown>, rt: rt as unknown as Record<string, unknown> };
    for (const entry of CORE_INTERFACES) {
      const [module = "", member = ""] = entry.key.split(".");
      const key = apis[module]?.[member] as ir.AnyInterface | undefined;
      expect(key, entry.key).toBeDefined();
      if (key === undefined) continue;
      expect(key.name, entry.key).toBe(entry.name);
      expect([...key.methods].sort(), `${entry.name} methods`).toEqual([...entry.methods].sort());
      const defaults = Object.keys(key.defaults);
      expect(defaults.sort(), `${entry.name} defaults`).toEqual([...entry.defaulted].sort());
      // Static methods are the defaulted or implemented ones not taking the op.
      for (const name of entry.staticMethods) expect(key.methods.includes(name), `${entry.name}.${name} is static`).toBe(false);
    }
  });
});
