// nvvm's attributes with a syntax tsmlir reads: its enum attributes (`#nvvm.mma_frag<a>`,
// `#nvvm<shfl_kind bfly>`), checked against their cases, and its GPU target; the rest (`shape`)
// stay opaque, as written.
import type { Attribute, DialectAsmParser, Type } from "../../ir/index.js";
import { nvvmEnumAttributes } from "../../../generated/upstream/nvvm-assembly.js";
import { enumAttributeHooks } from "../upstream/enum-attributes.js";
import type { StubExtension } from "../upstream/stub-dialect.js";
import { NVVM_TARGET_PARAMETERS, parseTargetAttribute } from "./target-attribute.js";

function parseOtherNvvmAttribute(parser: DialectAsmParser, _type: Type | undefined): Attribute | undefined {
  return parseTargetAttribute(parser, "nvvm", NVVM_TARGET_PARAMETERS);
}

export function nvvmAttributeHooks(): StubExtension {
  return enumAttributeHooks("nvvm", nvvmEnumAttributes, parseOtherNvvmAttribute);
}
