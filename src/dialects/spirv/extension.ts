// What spirv's C++ adds to its stub dialect: its types' and attributes' syntax.
import type { StubExtension } from "../upstream/stub-dialect.js";
import { parseSpirvAttribute, parseSpirvAttributeBody } from "./attributes.js";
import { parseSpirvType } from "./type-parser.js";

export const spirvExtension: StubExtension = {
  parseAttribute: parseSpirvAttribute,
  parseAttributeBody: parseSpirvAttributeBody,
  parseType: parseSpirvType,
};
