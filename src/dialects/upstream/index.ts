// The dialects tsmlir-opt registers, as mlir-opt 19 registers them: tsmlir's own (generated
// from defs/, and those with hand-written syntax whose ops come from the stub tables) and
// a stub dialect for every other one, built when a context first meets its namespace.
import { DialectRegistry, type Dialect } from "../../ir/index.js";
import { upstreamStubs } from "../../../generated/upstream/stubs.js";
import { arithDialect } from "../arith/index.js";
import { funcDialect } from "../func/index.js";
import { cfDialect } from "../cf/index.js";
import { scfDialect } from "../scf/index.js";
import { mathDialect } from "../math/index.js";
import { indexDialect } from "../index-dialect/index.js";
import { tensorDialect } from "../tensor/index.js";
import { memrefDialect } from "../memref/index.js";
import { complexDialect } from "../complex/index.js";
import { ubDialect } from "../ub/index.js";
import { affineDialect } from "../affine/index.js";
import { bufferizationDialect } from "../bufferization/index.js";
import { mlProgramDialect } from "../ml-program/index.js";
import { vectorDialect } from "../vector/index.js";
import { linalgDialect } from "../linalg/index.js";
import { quantDialect } from "../quant/index.js";
import { sparseTensorExtension } from "../sparse-tensor/index.js";
import { testDialect } from "../test/index.js";
import { dltiDialect } from "../dlti/index.js";
import { stubDialect, type StubExtension } from "./stub-dialect.js";
import { llvmExtension, transformExtension } from "./extensions.js";
import { gpuOpaqueInterfaceImpl } from "../gpu/device-mapping.js";
import { verifyGpuOperationAttribute } from "../gpu/kernel-container.js";
import { parseGpuType } from "../gpu/mma.js";
import { parseGpuAttribute } from "../gpu/attributes.js";
import { verifyShapeOperationAttribute } from "../shape/library-attribute.js";
import { parseAsyncType } from "../async/types.js";
import { parseEmitcAttribute, parseEmitcType } from "../emitc/opaque-syntax.js";
import { parseNvvmAttribute } from "../nvvm/attributes.js";
import { kernelAttributeVerifier, verifyNvvmOperationAttribute } from "../nvvm/kernel-attribute.js";
import { parseRocdlAttribute } from "../rocdl/attributes.js";
import { parseOmpAttribute } from "../omp/attributes.js";
import { parseAccAttribute } from "../acc/attributes.js";
import { parseMeshAttribute, parseMeshAttributeBody } from "../mesh/attributes.js";
import { parsePtrType } from "../ptr/types.js";
import { parsePolynomialAttribute, parsePolynomialAttributeBody, parsePolynomialType } from "../polynomial/attributes.js";
import { parseXegpuAttribute } from "../xegpu/attributes.js";
import { parseXegpuType, xegpuOpaqueInterfaceImpl } from "../xegpu/types.js";
import { spirvExtension } from "../spirv/extension.js";
import { UPSTREAM_SYNTAX } from "./syntax/index.js";

export { StubRegistration, stubDialect, stubOperation, stubOperationLines, stubOperations, withDefaults, type StubDialectData, type StubExtension, type StubOperation } from "./stub-dialect.js";

/** Hand-written parts of stub dialects (what their C++ adds), by namespace. */
const EXTENSIONS: ReadonlyMap<string, StubExtension> = new Map([
  ["async", { parseType: parseAsyncType }],
  ["acc", { parseAttribute: parseAccAttribute }],
  ["emitc", { parseAttribute: parseEmitcAttribute, parseType: parseEmitcType }],
  ["gpu", { opaqueInterfaceImpl: gpuOpaqueInterfaceImpl, parseAttribute: parseGpuAttribute, parseType: parseGpuType, verifyOperationAttribute: verifyGpuOperationAttribute }],
  ["llvm", llvmExtension],
  ["mesh", { parseAttribute: parseMeshAttribute, parseAttributeBody: parseMeshAttributeBody }],
  ["omp", { parseAttribute: parseOmpAttribute }],
  ["ptr", { parseType: parsePtrType }],
  ["polynomial", { parseAttribute: parsePolynomialAttribute, parseAttributeBody: parsePolynomialAttributeBody, parseType: parsePolynomialType }],
  ["shape", { verifyOperationAttribute: verifyShapeOperationAttribute }],
  ["spirv", spirvExtension],
  ["sparse_tensor", sparseTensorExtension],
  ["transform", transformExtension],
  ["xegpu", { opaqueInterfaceImpl: xegpuOpaqueInterfaceImpl, parseAttribute: parseXegpuAttribute, parseType: parseXegpuType }],
  ["nvvm", { parseAttribute: parseNvvmAttribute, verifyOperationAttribute: verifyNvvmOperationAttribute }],
  ["rocdl", { parseAttribute: parseRocdlAttribute, verifyOperationAttribute: kernelAttributeVerifier("rocdl.kernel", '"rocdl.kernel"') }],
]);

/** tsmlir's own dialects, which take the place of their stubs. */
export const tsmlirDialects: readonly Dialect[] = [arithDialect, funcDialect, cfDialect, scfDialect, mathDialect, indexDialect, tensorDialect, memrefDialect, complexDialect, ubDialect, affineDialect, bufferizationDialect, mlProgramDialect, vectorDialect, linalgDialect, quantDialect, testDialect, dltiDialect];

/** Every dialect mlir-opt 19 registers: tsmlir's own, and stubs made on first use. */
export function upstreamDialectRegistry(): DialectRegistry {
  const registry = new DialectRegistry();
  for (const data of upstreamStubs) {
    // Built once per registry, as tsmlir's own dialects are one object for every context:
    // a registry kept in tsmlir-opt's startup snapshot holds the stubs its warm-up loaded
    // (those every context loads) ready made.
    let built: Dialect | undefined;
    registry.insert({ namespace: data.namespace, load: () => (built ??= stubDialect(data, EXTENSIONS.get(data.namespace), UPSTREAM_SYNTAX.get(data.namespace)?.())) });
  }
  for (const dialect of tsmlirDialects) registry.insert(dialect);
  return registry;
}
