// amdgpu's attribute: the MFMA lane permutation of B (`#amdgpu<mfma_perm_b none>`, EnumAttr's
// default format, `blgp = none` in amdgpu.mfma), checked against its cases.
import { amdgpuEnumAttributes } from "../../../generated/upstream/amdgpu-assembly.js";
import { enumAttributeHooks } from "../upstream/enum-attributes.js";
import type { StubExtension } from "../upstream/stub-dialect.js";

export function amdgpuExtension(): StubExtension {
  return enumAttributeHooks("amdgpu", amdgpuEnumAttributes);
}
