// gpu's address spaces as its verifiers read them: `#gpu.address_space<workgroup>` and its
// kin stay opaque attributes in tsmlir, so the enum case is read from their text.
import { MemRefType, OpaqueAttr, opaqueMnemonic, opaqueParameter, type Attribute, type BlockArgument, type Operation } from "../../ir/index.js";

export type GpuAddressSpace = "global" | "workgroup" | "private";

/** The case of a `#gpu.address_space<...>` attribute, or undefined for any other attribute (none, or a lowered number). */
export function gpuAddressSpaceOf(attr: Attribute | null | undefined): GpuAddressSpace | undefined {
  if (!(attr instanceof OpaqueAttr) || attr.dialect !== "gpu") return undefined;
  if (opaqueMnemonic(attr.data) !== "address_space") return undefined;
  const value = opaqueParameter(attr.data, "address_space");
  return value === "global" || value === "workgroup" || value === "private" ? value : undefined;
}

/** GPUDialect::hasWorkgroupMemoryAddressSpace. */
export function hasWorkgroupMemoryAddressSpace(type: MemRefType): boolean {
  return gpuAddressSpaceOf(type.memorySpace) === "workgroup";
}

/**
 * The memory attributions of gpu.func and gpu.launch: each a memref, in `space` when its
 * memory space is still a gpu address space (a lowered numeric one is not checked).
 */
export function verifyAttributions(op: Operation, attributions: readonly BlockArgument[], space: GpuAddressSpace): void {
  for (const attribution of attributions) {
    const type = attribution.type;
    if (!(type instanceof MemRefType)) throw op.emitOpError("expected memref type in attribution");
    const actual = gpuAddressSpaceOf(type.memorySpace);
    if (actual !== undefined && actual !== space) throw op.emitOpError(`expected memory space ${space} in attribution`);
  }
}
