// arm_sme's attributes: its three enum attributes (`#arm_sme.layout<vertical>`,
// `#arm_sme.kind<sub>`, `#arm_sme.type_size<word>`), checked against their cases.
import { armSmeEnums } from "../../../generated/upstream/arm-sme-assembly.js";
import { enumAttributeHooks } from "../upstream/enum-attributes.js";
import type { StubExtension } from "../upstream/stub-dialect.js";

export function armSmeExtension(): StubExtension {
  return enumAttributeHooks("arm_sme", [
    { mnemonic: "layout", info: armSmeEnums.TileSliceLayout, cppEnum: "::mlir::arm_sme::TileSliceLayout", defName: "ArmSME_TileSliceLayoutAttr", format: "angled" },
    { mnemonic: "kind", info: armSmeEnums.CombiningKind, cppEnum: "::mlir::arm_sme::CombiningKind", defName: "ArmSME_CombiningKindAttr", format: "angled" },
    { mnemonic: "type_size", info: armSmeEnums.TypeSize, cppEnum: "::mlir::arm_sme::TypeSize", defName: "ArmSME_TypeSizeAttr", format: "angled" },
  ]);
}
