// spirv's types are kept as opaque text by the spirv stub dialect, but remember what they were
// built from: ops ask a pointer for its pointee and storage class, an array for its element
// type, a struct for its members (src/dialects/spirv/types.ts), and build new ones that print
// as mlir-opt prints them.
import { describe, expect, it } from "vitest";
import { FloatType, FunctionType, IntegerType, MLIRContext, TypeAttr, VectorType, type Type } from "../../src/ir/index.js";
import { parseSourceString } from "../../src/api/text.js";
import { registerAllDialects } from "../../src/dialects/index.js";
import { printTypeText } from "../../src/asm/standalone.js";
import {
  spirvArrayParts,
  spirvArrayType,
  spirvCooperativeMatrixParts,
  spirvImageParts,
  spirvMatrixParts,
  spirvPointerParts,
  spirvPointerType,
  spirvRuntimeArrayParts,
  spirvSampledImageParts,
  spirvStructParts,
  spirvStructType,
  spirvTypeInfo,
} from "../../src/dialects/spirv/types.js";
import { spirvEnumAttrCase } from "../../src/dialects/spirv/enum-attributes.js";
import { spirvInterfaceVarAbiParts, spirvVceParts } from "../../src/dialects/spirv/target-attributes.js";

function context(): MLIRContext {
  const ctx = new MLIRContext();
  registerAllDialects(ctx);
  return ctx;
}

/** The argument types of `func.func private @f(<types>)`. */
function types(ctx: MLIRContext, list: string): readonly Type[] {
  const module = parseSourceString(`func.func private @f(${list})\n`, ctx);
  const op = module.regions[0]?.firstBlock?.operations().next().value;
  const fn = op?.getAttr("function_type");
  return fn instanceof TypeAttr && fn.value instanceof FunctionType ? fn.value.inputs : [];
}

describe("spirv type accessors", () => {
  it("answer for the types read from text", () => {
    const ctx = context();
    const [ptr, array, rtarray, image, sampled, matrix, coop] = types(
      ctx,
      "!spirv.ptr<!spirv.array<4 x f32, stride=4>, StorageBuffer>, !spirv.array<8xi32>, !spirv.rtarray<vector<2xf16>, stride=8>, " +
        "!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Rgba8>, " +
        "!spirv.sampled_image<!spirv.image<f32, Dim2D, NoDepth, Arrayed, SingleSampled, NeedSampler, Rgba8>>, " +
        "!spirv.matrix<3 x vector<4xf32>>, !spirv.coopmatrix<8x16xi8, Subgroup, MatrixA>",
    );
    const pointer = spirvPointerParts(ptr);
    expect(pointer?.storageClass).toBe("StorageBuffer");
    expect(spirvArrayParts(pointer?.pointee)).toMatchObject({ count: 4, stride: 4, elementType: FloatType.get(ctx, "f32") });
    expect(spirvArrayParts(array)).toMatchObject({ count: 8, stride: 0, elementType: IntegerType.get(ctx, 32) });
    expect(spirvRuntimeArrayParts(rtarray)?.stride).toBe(8);
    expect(spirvImageParts(image)).toMatchObject({ dim: "Dim2D", depth: "NoDepth", arrayed: "Arrayed", sampling: "SingleSampled", samplerUse: "NeedSampler", format: "Rgba8" });
    expect(spirvSampledImageParts(sampled)?.imageType).toBe(image);
    expect(spirvMatrixParts(matrix)).toMatchObject({ columnCount: 3, columnType: VectorType.get([4], FloatType.get(ctx, "f32")) });
    expect(spirvCooperativeMatrixParts(coop)).toMatchObject({ rows: 8, columns: 16, scope: "Subgroup", use: "MatrixA" });
    expect(spirvPointerParts(array)).toBeUndefined();
    expect(spirvTypeInfo(IntegerType.get(ctx, 32))).toBeUndefined();
  });

  it("resolve a recursive struct's reference to its definition", () => {
    const ctx = context();
    const [node] = types(ctx, "!spirv.struct<node, (i32 [0], !spirv.ptr<!spirv.struct<node>, Workgroup> [8, NonWritable])>");
    const parts = spirvStructParts(node);
    expect(parts?.identifier).toBe("node");
    expect(parts?.offsets).toEqual([0, 8]);
    expect(parts?.decorations).toEqual([{ member: 1, decoration: "NonWritable" }]);
    const inner = spirvPointerParts(parts?.memberTypes[1]);
    expect(spirvTypeInfo(inner?.pointee)).toEqual({ kind: "struct_reference", identifier: "node" });
    expect(spirvStructParts(inner?.pointee)).toBe(parts);
  });

  it("build types that print as mlir-opt prints them", () => {
    const ctx = context();
    const f32 = FloatType.get(ctx, "f32");
    const struct = spirvStructType(ctx, { identifier: undefined, memberTypes: [f32, spirvArrayType(f32, 2, 16)], offsets: [0, 16], decorations: [{ member: 0, decoration: "NonReadable" }, { member: 0, decoration: "NonWritable" }] });
    expect(printTypeText(spirvPointerType(ctx, struct, "Uniform"))).toBe("!spirv.ptr<!spirv.struct<(f32 [0, NonWritable, NonReadable], !spirv.array<2 x f32, stride=16> [16])>, Uniform>");
    // A type built here and the same type read from text are one type.
    expect(types(ctx, "!spirv.ptr<!spirv.struct<(f32 [0, NonReadable, NonWritable], !spirv.array<2xf32, stride=16> [16])>, Uniform>")[0]).toBe(spirvPointerType(ctx, struct, "Uniform"));
  });
});

describe("spirv attribute accessors", () => {
  it("read enum cases, vce triples and interface ABIs", () => {
    const ctx = context();
    const module = parseSourceString(
      'func.func private @f() attributes {a = #spirv.memory_access<Aligned|Volatile>, b = #spirv.vce<v1.3, [Shader, Int8], [SPV_KHR_8bit_storage]>, c = #spirv.interface_var_abi<(1, 2), Uniform>}\n',
      ctx,
    );
    const op = module.regions[0]?.firstBlock?.operations().next().value;
    expect(spirvEnumAttrCase(op?.getAttr("a"), "memory_access")).toBe("Volatile|Aligned");
    expect(spirvEnumAttrCase(op?.getAttr("a"), "storage_class")).toBeUndefined();
    expect(spirvVceParts(op?.getAttr("b"))).toEqual({ version: "v1.3", capabilities: ["Shader", "Int8"], extensions: ["SPV_KHR_8bit_storage"] });
    expect(spirvInterfaceVarAbiParts(op?.getAttr("c"))).toEqual({ descriptorSet: 1, binding: 2, storageClass: "Uniform" });
  });
});
