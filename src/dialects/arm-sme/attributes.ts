// arm_sme's attributes: its three enum attributes (`#arm_sme.layout<vertical>`,
// `#arm_sme.kind<sub>`, `#arm_sme.type_size<word>`), checked against their cases.
import { armSmeEnumAttributes } from "../../../generated/upstream/arm-sme-assembly.js";
import { enumAttributeHooks } from "../upstream/enum-attributes.js";
import type { StubExtension } from "../upstream/stub-dialect.js";

export function armSmeExtension(): StubExtension {
  return enumAttributeHooks("arm_sme", armSmeEnumAttributes);
}
