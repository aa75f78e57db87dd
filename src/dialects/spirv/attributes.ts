// spirv's attribute syntax (MLIR's SPIRVDialect::parseAttribute): the ODS attributes (enum
// attributes and the struct(params) AttrDefs) first, then the C++ ones (target_env, vce,
// interface_var_abi); a typed spirv attribute ("unexpected type") and any other mnemonic
// ("unknown SPIR-V attribute kind") are refused at the mnemonic.
import type { Attribute, DialectAsmParser, Type } from "../../ir/index.js";
import { AttrTypeAsmParser } from "../runtime/attr-type-asm.js";
import { spirvEnumByMnemonic } from "./enums.js";
import { parseSpirvEnumAttrBody } from "./enum-attributes.js";
import { parseStructAttributeBody, STRUCT_ATTRIBUTES } from "./struct-attributes.js";
import { parseInterfaceVarAbiBody, parseTargetEnvBody, parseVceBody } from "./target-attributes.js";

/** The body of `#spirv.<mnemonic>` after the mnemonic, or undefined for a mnemonic spirv has no attribute for. */
function parseBody(parser: AttrTypeAsmParser, mnemonic: string): Attribute | undefined {
  const table = spirvEnumByMnemonic(mnemonic);
  if (table !== undefined) return parseSpirvEnumAttrBody(parser, table);
  const def = STRUCT_ATTRIBUTES.get(mnemonic);
  if (def !== undefined) return parseStructAttributeBody(parser, mnemonic, def);
  if (mnemonic === "target_env") return parseTargetEnvBody(parser);
  if (mnemonic === "vce") return parseVceBody(parser);
  if (mnemonic === "interface_var_abi") return parseInterfaceVarAbiBody(parser);
  return undefined;
}

/** The spirv dialect's parseAttribute hook: `#spirv.<mnemonic><...>` (or `#spirv<mnemonic<...>>`). */
export function parseSpirvAttribute(state: DialectAsmParser, type: Type | undefined): Attribute {
  const parser = AttrTypeAsmParser.of(state);
  const verbose = parser.parseOptionalLess();
  const nameAt = parser.getCurrentLocation();
  if (type !== undefined) throw parser.emitError(nameAt, "unexpected type");
  const mnemonic = parser.parseKeywordAny();
  const attr = parseBody(parser, mnemonic);
  if (attr === undefined) throw parser.emitError(nameAt, `unknown SPIR-V attribute kind: ${mnemonic}`);
  if (verbose) parser.parseGreater();
  return attr;
}

/** MLIR's parse of the attribute class `mnemonic` itself: its body, as an op's format reads it stripped. */
export function parseSpirvAttributeBody(mnemonic: string, state: DialectAsmParser, _type: Type | undefined): Attribute | undefined {
  return parseBody(AttrTypeAsmParser.of(state), mnemonic);
}
