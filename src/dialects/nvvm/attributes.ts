// nvvm's attributes with a syntax tsmlir reads (the rest stay opaque, as written).
import type { Attribute, DialectAsmParser, Type } from "../../ir/index.js";
import { NVVM_TARGET_PARAMETERS, parseTargetAttribute } from "./target-attribute.js";

export function parseNvvmAttribute(parser: DialectAsmParser, _type: Type | undefined): Attribute | undefined {
  return parseTargetAttribute(parser, "nvvm", NVVM_TARGET_PARAMETERS);
}
