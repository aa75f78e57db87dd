// The hand-written parts of upstream dialects tsmlir keeps as stubs, by namespace: what
// their C++ adds to the ops the stub tables describe (attribute and type parsers, verifiers
// of dialect attributes, interface implementations), built when a context first loads the
// stub (src/dialects/upstream/index.ts).
import { sparseTensorExtension } from "../sparse-tensor/index.js";
import type { StubExtension } from "./stub-dialect.js";
import { llvmExtension, transformExtension } from "./extensions.js";
import { gpuOpaqueInterfaceImpl } from "../gpu/device-mapping.js";
import { verifyGpuOperationAttribute } from "../gpu/kernel-container.js";
import { parseGpuType } from "../gpu/mma.js";
import { gpuAttributeHooks } from "../gpu/attributes.js";
import { verifyShapeOperationAttribute } from "../shape/library-attribute.js";
import { parseAsyncType } from "../async/types.js";
import { parseEmitcAttribute, parseEmitcType } from "../emitc/opaque-syntax.js";
import { nvvmAttributeHooks } from "../nvvm/attributes.js";
import { kernelAttributeVerifier, verifyNvvmOperationAttribute } from "../nvvm/kernel-attribute.js";
import { parseRocdlAttribute } from "../rocdl/attributes.js";
import { ompAttributeHooks } from "../omp/attributes.js";
import { accAttributeHooks } from "../acc/attributes.js";
import { meshAttributeHooks } from "../mesh/attributes.js";
import { parsePtrType, ptrOpaqueInterfaceImpl } from "../ptr/types.js";
import { parsePtrAttribute } from "../ptr/attributes.js";
import { parseIrdlAttribute } from "../irdl/attributes.js";
import { parsePolynomialAttribute, parsePolynomialAttributeBody, parsePolynomialType } from "../polynomial/attributes.js";
import { parseXegpuAttribute } from "../xegpu/attributes.js";
import { parseXegpuType, xegpuOpaqueInterfaceImpl } from "../xegpu/types.js";
import { spirvExtension } from "../spirv/extension.js";
import { amdgpuExtension } from "../amdgpu/attributes.js";
import { armSmeExtension } from "../arm-sme/attributes.js";
import { mpiExtension } from "../mpi/attributes.js";

/**
 * Hand-written parts of stub dialects (what their C++ adds), by namespace. Each entry reads
 * its modules' exports only when called, when a context first loads the stub: tsmlir-opt's
 * warm start keeps these modules out of its snapshot (this module is one of its lazy
 * boundaries, scripts/build-snapshot.mjs), which reading them here would defeat.
 */
export const STUB_EXTENSIONS: ReadonlyMap<string, () => StubExtension> = new Map<string, () => StubExtension>([
  ["amdgpu", amdgpuExtension],
  ["arm_sme", armSmeExtension],
  ["async", () => ({ parseType: parseAsyncType })],
  ["acc", accAttributeHooks],
  ["emitc", () => ({ parseAttribute: parseEmitcAttribute, parseType: parseEmitcType })],
  ["irdl", () => ({ parseAttribute: parseIrdlAttribute })],
  ["gpu", () => ({ opaqueInterfaceImpl: gpuOpaqueInterfaceImpl, ...gpuAttributeHooks(), parseType: parseGpuType, verifyOperationAttribute: verifyGpuOperationAttribute })],
  ["llvm", () => llvmExtension],
  ["mpi", mpiExtension],
  ["mesh", meshAttributeHooks],
  ["omp", ompAttributeHooks],
  ["ptr", () => ({ opaqueInterfaceImpl: ptrOpaqueInterfaceImpl, parseAttribute: parsePtrAttribute, parseType: parsePtrType })],
  ["polynomial", () => ({ parseAttribute: parsePolynomialAttribute, parseAttributeBody: parsePolynomialAttributeBody, parseType: parsePolynomialType })],
  ["shape", () => ({ verifyOperationAttribute: verifyShapeOperationAttribute })],
  ["spirv", () => spirvExtension],
  ["sparse_tensor", sparseTensorExtension],
  ["transform", () => transformExtension],
  ["xegpu", () => ({ opaqueInterfaceImpl: xegpuOpaqueInterfaceImpl, parseAttribute: parseXegpuAttribute, parseType: parseXegpuType })],
  ["nvvm", () => ({ ...nvvmAttributeHooks(), verifyOperationAttribute: verifyNvvmOperationAttribute })],
  ["rocdl", () => ({ parseAttribute: parseRocdlAttribute, verifyOperationAttribute: kernelAttributeVerifier("rocdl.kernel", '"rocdl.kernel"') })],
]);
