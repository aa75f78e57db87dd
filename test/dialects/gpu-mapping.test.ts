// gpu's mapping attributes, kept as text by the gpu stub dialect, implement scf's
// DeviceMappingAttrInterface through the dialect's opaqueInterfaceImpl hook
// (src/dialects/gpu/device-mapping.ts), with the ids upstream's C++ gives them.
import { describe, expect, it } from "vitest";
import { ArrayAttr, MLIRContext, type Attribute } from "../../src/ir/index.js";
import { DeviceMappingAttrInterface } from "../../src/dialects/ir.js";
import { parseSourceString } from "../../src/api/text.js";
import { registerAllDialects } from "../../src/dialects/index.js";

/** The attributes of a `test.mapping` op's `m` array attribute. */
function mappings(list: string): readonly Attribute[] {
  const context = new MLIRContext();
  registerAllDialects(context);
  context.allowUnregisteredDialects = true;
  const module = parseSourceString(`"test.mapping"() {m = [${list}]} : () -> ()\n`, context);
  const op = module.regions[0]?.firstBlock?.operations().next().value;
  const m = op?.attributes.get("m");
  return m instanceof ArrayAttr ? m.value : [];
}

describe("gpu mapping attributes", () => {
  it("implement DeviceMappingAttrInterface with upstream's ids", () => {
    const attrs = mappings("#gpu.thread<x>, #gpu.block<z>, #gpu.warp<linear_dim_0>, #gpu.warpgroup<linear_dim_9>, #gpu.memory_space<private>");
    const views = attrs.map((a) => DeviceMappingAttrInterface.get(a));
    expect(views.map((v) => v?.getMappingId())).toEqual([0n, 2n, 3n, 12n, 3n]);
    expect(views.slice(0, 4).map((v) => v?.isLinearMapping())).toEqual([false, false, true, true]);
    expect(views.slice(0, 4).map((v) => v?.getRelativeIndex())).toEqual([0n, 2n, 0n, 9n]);
  });

  it("are the only gpu attributes that do", () => {
    const attrs = mappings("#gpu<dim x>, #gpu.address_space<global>, #gpu.select_object<0>, #foo.thread<x>, 1 : i32");
    expect(attrs.map((a) => DeviceMappingAttrInterface.isa(a))).toEqual([false, false, false, false, false]);
  });
});
