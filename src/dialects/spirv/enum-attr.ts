// spirv's enum attributes as its hand-written op syntax reads and prints them: a case
// spelled as a keyword (`Logical`) or a string (`"Inline|Pure"`), stored as the dialect's
// attribute `#spirv.<mnemonic><case>`. The attribute is built and read through its text,
// so whoever owns spirv's attributes (their parser and printer) decides what a valid case is.
import { StringAttr, NoneType, type Attribute, type MLIRContext } from "../../ir/index.js";
import { parseAttributeText, printAttributeText } from "../../asm/standalone.js";
import type { OpAsmParser } from "../../asm/op-asm/index.js";
import { DiagnosticError } from "../../support/diagnostic.js";

/** `#spirv.<mnemonic><text>`, or undefined when spirv's attribute parser refuses the case. */
export function spirvEnumAttr(context: MLIRContext, mnemonic: string, text: string): Attribute | undefined {
  if (!/^[A-Za-z0-9_|]+$/.test(text)) return undefined;
  try {
    return parseAttributeText(`#spirv.${mnemonic}<${text}>`, context);
  } catch (error) {
    if (error instanceof DiagnosticError) return undefined;
    throw error;
  }
}

/** The case of `#spirv.<mnemonic><...>` as written inside its brackets (`Inline|Pure`), or undefined for another attribute. */
export function spirvEnumCase(attr: Attribute | undefined, mnemonic: string): string | undefined {
  if (attr === undefined) return undefined;
  const text = printAttributeText(attr);
  const prefix = `#spirv.${mnemonic}<`;
  if (!text.startsWith(prefix) || !text.endsWith(">")) return undefined;
  return text.slice(prefix.length, -1);
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
