// What spirv's C++ adds to its stub dialect: its types' and attributes' syntax, and the
// checks of its attributes on other dialects' ops and function arguments.
import type { StubExtension } from "../upstream/stub-dialect.js";
import { parseSpirvAttribute, parseSpirvAttributeBody } from "./attributes.js";
import { parseSpirvType } from "./type-parser.js";
import { verifySpirvOperationAttribute, verifySpirvRegionArgAttribute, verifySpirvRegionResultAttribute } from "./dialect-attributes.js";

export const spirvExtension: StubExtension = {
  parseAttribute: parseSpirvAttribute,
  parseAttributeBody: parseSpirvAttributeBody,
  parseType: parseSpirvType,
  verifyOperationAttribute: verifySpirvOperationAttribute,
  verifyRegionArgAttribute: verifySpirvRegionArgAttribute,
  verifyRegionResultAttribute: verifySpirvRegionResultAttribute,
};
