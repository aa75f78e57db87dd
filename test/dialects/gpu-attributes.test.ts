// gpu's attributes are read as MLIR 19 reads them and print as mlir-opt 19 prints them
// (src/dialects/gpu/attributes.ts): whitespace normalized, select_object's target printed in
// full, a fatbin object's format left out. The expected text is mlir-opt 19's output.
import { describe, expect, it } from "vitest";
import { parseSourceString, printOperation } from "../../src/api/text.js";
import { dialectContext } from "./dialect-fixtures.js";

function printedAttributes(attributes: string): string {
  const module = parseSourceString(`func.func private @f() attributes {${attributes}}\n`, dialectContext());
  const line = printOperation(module).split("\n").find((l) => l.includes("func.func"));
  return line?.replace(/^.*attributes \{|\}$/g, "") ?? "";
}

describe("gpu attributes", () => {
  it("print as mlir-opt 19 prints them", () => {
    expect(printedAttributes("a = #gpu.select_object<0>, b = #gpu.select_object<  1 : i32 >, c = #gpu.select_object, d = #gpu.select_object<#rocdl.target>")).toBe(
      "a = #gpu.select_object<0 : i64>, b = #gpu.select_object<1 : i32>, c = #gpu.select_object, d = #gpu.select_object<#rocdl.target>",
    );
    expect(printedAttributes("a = #gpu.block< z >, b = #gpu.warp<linear_dim_3>, c = #gpu.memory_space< private >, d = #gpu.address_space< global >")).toBe(
      "a = #gpu.block<z>, b = #gpu.warp<linear_dim_3>, c = #gpu.memory_space<private>, d = #gpu.address_space<global>",
    );
    expect(printedAttributes("a = #gpu<  dim   y  >, b = #gpu<mma_element_wise  addf>, c = #gpu<shuffle_mode xor>")).toBe("a = #gpu<dim y>, b = #gpu<mma_element_wise addf>, c = #gpu<shuffle_mode xor>");
    expect(printedAttributes('a = #gpu.object<#nvvm.target, fatbin = "B">, b = #gpu.object<#nvvm.target, properties = {O = 3 : i32}, offload = "B">')).toBe(
      'a = #gpu.object<#nvvm.target, "B">, b = #gpu.object<#nvvm.target, properties = {O = 3 : i32}, offload = "B">',
    );
  });
});
