// spirv's enum attributes as its hand-written op syntax reads and prints them: a case
// spelled as a keyword (`Logical`) or a string (`"Inline|Pure"`), stored as the dialect's
// attribute `#spirv.<mnemonic><case>` (enum-attributes.ts owns that attribute).
import { StringAttr, NoneType, type Attribute, type MLIRContext } from "../../ir/index.js";
import { printAttributeText } from "../../asm/standalone.js";
import type { OpAsmParser } from "../../asm/op-asm/index.js";
import { spirvEnumAttr as enumAttr, spirvEnumAttrCase, symbolizeSpirvEnum } from "./enum-attributes.js";
import { spirvEnumByMnemonic } from "./enums.js";

/** `#spirv.<mnemonic><text>`, or undefined when `text` names no case of that enum (MLIR's symbolize fails). */
export function spirvEnumAttr(context: MLIRContext, mnemonic: string, text: string): Attribute | undefined {
  const table = spirvEnumByMnemonic(mnemonic);
  if (table === undefined) return undefined;
  const value = symbolizeSpirvEnum(table, text);
  return value === undefined ? undefined : enumAttr(context, table, value);
}

/** The case of `#spirv.<mnemonic><...>` as printed (`Inline|Pure`), or undefined for another attribute. */
export function spirvEnumCase(attr: Attribute | undefined, mnemonic: string): string | undefined {
  return spirvEnumAttrCase(attr, mnemonic);
}

/** MLIR's parseEnumKeywordAttr: a bare keyword naming a case of the enum `attrName`. */
export function parseEnumKeyword(parser: OpAsmParser, mnemonic: string, attrName: string): Attribute {
  const offset = parser.getCurrentLocation();
  const keyword = parser.parseKeywordAny();
  const attr = spirvEnumAttr(parser.getContext(), mnemonic, keyword);
  if (attr === undefined) throw parser.emitError(offset, `invalid ${attrName} attribute specification: ${keyword}`);
  return attr;
}

/** MLIR's parseEnumStrAttr: any attribute, which must be a string naming a case of the enum `attrName`. */
export function parseEnumString(parser: OpAsmParser, mnemonic: string, attrName: string): Attribute {
  const offset = parser.getCurrentLocation();
  const context = parser.getContext();
  const value = parser.parseAttribute(NoneType.get(context));
  if (!(value instanceof StringAttr)) throw parser.emitError(offset, `expected ${attrName} attribute specified as string`);
  const attr = spirvEnumAttr(context, mnemonic, value.value);
  if (attr === undefined) throw parser.emitError(offset, `invalid ${attrName} attribute specification: ${printAttributeText(value)}`);
  return attr;
}
