// The custom syntax of upstream dialects tsmlir does not define, by namespace: built from
// the generated formats and the hooks of src/dialects/<namespace>/syntax.ts when a context
// first meets the namespace (stub-dialect.ts attaches it to the ops' registrations).
import type { CustomAssemblyHooks, OdsBuilder } from "../../../asm/op-asm/index.js";
import type { Attribute, NamedAttribute, OpFoldResult, Operation, Region, Value } from "../../../ir/index.js";
import type { StoredAttributeProperty } from "../../runtime/property-conversion.js";
import type { OdsInvariants } from "../../runtime/verify-op.js";
import { accSyntax } from "../../acc/syntax.js";
import { asyncSyntax } from "../../async/syntax.js";
import { emitcSyntax } from "../../emitc/syntax.js";
import { gpuSyntax } from "../../gpu/syntax.js";
import { llvmSyntax } from "../../llvm/syntax.js";
import { ompSyntax } from "../../omp/syntax.js";
import { pdlSyntax } from "../../pdl/syntax.js";
import { pdlInterpSyntax } from "../../pdl-interp/syntax.js";
import { shapeSyntax } from "../../shape/syntax.js";
import { tosaSyntax } from "../../tosa/syntax.js";
import { transformSyntax } from "../../transform/syntax.js";
import { nvvmSyntax } from "../../nvvm/syntax.js";
import { rocdlSyntax } from "../../rocdl/syntax.js";
import { nvgpuSyntax } from "../../nvgpu/syntax.js";
import { amdgpuSyntax } from "../../amdgpu/syntax.js";
import { armNeonSyntax } from "../../arm-neon/syntax.js";
import { armSveSyntax } from "../../arm-sve/syntax.js";
import { x86vectorSyntax } from "../../x86vector/syntax.js";
import { armSmeSyntax } from "../../arm-sme/syntax.js";
import { amxSyntax } from "../../amx/syntax.js";
import { sparseTensorSyntax } from "../../sparse-tensor/syntax.js";
import { mpiSyntax } from "../../mpi/syntax.js";
import { meshSyntax } from "../../mesh/syntax.js";
import { irdlSyntax } from "../../irdl/syntax.js";
import { polynomialSyntax } from "../../polynomial/syntax.js";
import { xegpuSyntax } from "../../xegpu/syntax.js";
import { spirvSyntax } from "../../spirv/syntax.js";

/** What a generated upstream dialect module gives its ops, by op name (the shape of every `<dialect>Assembly`). */
export interface UpstreamOpParts {
  readonly syntax: ReadonlyMap<string, CustomAssemblyHooks>;
  readonly defaultAttributes: ReadonlyMap<string, (builder: OdsBuilder) => readonly NamedAttribute[]>;
  readonly resultNames: ReadonlyMap<string, (op: Operation, setName: (value: Value, name: string) => void) => void>;
  /** OpAsmOpInterface::getAsmBlockArgumentNames of the ops that have one. */
  readonly blockArgumentNames: ReadonlyMap<string, (op: Operation, region: Region, setName: (value: Value, name: string) => void) => void>;
  /** OpAsmOpInterface::getDefaultDialect of the ops that have one. */
  readonly defaultDialects: ReadonlyMap<string, string>;
  readonly verifiers: ReadonlyMap<string, (op: Operation) => void>;
  /** The ops' C++ region verifiers (hasRegionVerifier). */
  readonly regionVerifiers: ReadonlyMap<string, (op: Operation) => void>;
  /** SymbolUserOpInterface::verifySymbolUses of the ops that have one. */
  readonly symbolUseVerifiers: ReadonlyMap<string, (op: Operation) => void>;
  /** The ops' C++ folders (hasFolder) that hooks give. */
  readonly folders: ReadonlyMap<string, (op: Operation, operands: readonly (Attribute | undefined)[], results: OpFoldResult[]) => boolean>;
  /**
   * The ops' ODS invariants that need no C++: their count traits, which MLIR checks before
   * the structural traits, and the rest (required attributes, segment sizes, constraints).
   */
  readonly invariants: ReadonlyMap<string, OdsInvariants>;
  /** The ops' attribute-stored properties: storage class tests and constraints, for their properties conversion. */
  readonly attributeProperties?: ReadonlyMap<string, readonly StoredAttributeProperty[]>;
}

// Each entry reads its module's function only when called: tsmlir-opt's warm start keeps
// these modules out of its snapshot and loads one when its namespace is first met
// (scripts/lazy-chunks.mjs), which reading them here would defeat.
export const UPSTREAM_SYNTAX: ReadonlyMap<string, () => UpstreamOpParts> = new Map([
  ["acc", () => accSyntax()],
  ["async", () => asyncSyntax()],
  ["emitc", () => emitcSyntax()],
  ["gpu", () => gpuSyntax()],
  ["llvm", () => llvmSyntax()],
  ["omp", () => ompSyntax()],
  ["pdl", () => pdlSyntax()],
  ["pdl_interp", () => pdlInterpSyntax()],
  ["shape", () => shapeSyntax()],
  ["tosa", () => tosaSyntax()],
  ["transform", () => transformSyntax()],
  ["nvvm", () => nvvmSyntax()],
  ["rocdl", () => rocdlSyntax()],
  ["nvgpu", () => nvgpuSyntax()],
  ["amdgpu", () => amdgpuSyntax()],
  ["arm_neon", () => armNeonSyntax()],
  ["arm_sve", () => armSveSyntax()],
  ["x86vector", () => x86vectorSyntax()],
  ["arm_sme", () => armSmeSyntax()],
  ["amx", () => amxSyntax()],
  ["sparse_tensor", () => sparseTensorSyntax()],
  ["mpi", () => mpiSyntax()],
  ["mesh", () => meshSyntax()],
  ["irdl", () => irdlSyntax()],
  ["polynomial", () => polynomialSyntax()],
  ["xegpu", () => xegpuSyntax()],
  ["spirv", () => spirvSyntax()],
]);
