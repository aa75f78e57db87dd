// rocdl's attributes with a syntax tsmlir reads (the rest stay opaque, as written).
import type { Attribute, DialectAsmParser, Type } from "../../ir/index.js";
import { parseTargetAttribute, ROCDL_TARGET_PARAMETERS } from "../nvvm/target-attribute.js";

export function parseRocdlAttribute(parser: DialectAsmParser, _type: Type | undefined): Attribute | undefined {
  return parseTargetAttribute(parser, "rocdl", ROCDL_TARGET_PARAMETERS);
}
