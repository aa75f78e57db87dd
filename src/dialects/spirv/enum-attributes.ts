// spirv's enum attributes (`#spirv.storage_class<Uniform>`, `#spirv.memory_access<Volatile|Aligned>`):
// ODS EnumAttrs with the format `<$value>`, read by MLIR's FieldParser of the enum (a keyword,
// or for a bit enum keywords joined by `|`) and printed with the enum's stringify (a bit
// enum: its set cases in declaration order, `None` for 0). Kept opaque with that text.
import { OpaqueAttr, type Attribute, type MLIRContext } from "../../ir/index.js";
import type { AttrTypeAsmParser } from "../runtime/attr-type-asm.js";
import { spirvEnumByMnemonic, type SpirvEnumTable } from "./enums.js";

/** The value of `text` (cases joined by `|` for a bit enum), or undefined (MLIR's symbolize). */
export function symbolizeSpirvEnum(table: SpirvEnumTable, text: string): number | undefined {
  if (!table.bit) return table.cases.find(([str]) => str === text)?.[1];
  let value = 0;
  for (const piece of text.split("|")) {
    const found = table.cases.find(([str]) => str === piece.trim());
    if (found === undefined) return undefined;
    value = (value | found[1]) >>> 0;
  }
  return value;
}

/** The printed form of `value` (MLIR's stringify). */
export function stringifySpirvEnum(table: SpirvEnumTable, value: number): string {
  if (!table.bit) return table.cases.find(([, v]) => v === value)?.[0] ?? "";
  if (value === 0) return table.cases.find(([, v]) => v === 0)?.[0] ?? "None";
  return table.cases
    .filter(([, v]) => v !== 0 && ((v & value) >>> 0) === v)
    .map(([str]) => str)
    .join("|");
}

/** MLIR's FieldParser of an enum: its value, with "expected <Enum> to be one of: ..." for an unknown one. */
export function parseSpirvEnumValue(parser: AttrTypeAsmParser, table: SpirvEnumTable): number {
  const at = parser.getCurrentLocation();
  let text = parser.parseKeywordAny();
  if (table.bit) while (parser.parseOptionalVerticalBar()) text += `|${parser.parseKeywordAny()}`;
  const value = symbolizeSpirvEnum(table, text);
  if (value === undefined) throw parser.emitError(at, `expected ::mlir::spirv::${table.name} to be one of: ${table.cases.map(([str]) => str).join(", ")}`);
  return value;
}

/** The attribute `#spirv.<mnemonic><case>`. */
export function spirvEnumAttr(context: MLIRContext, table: SpirvEnumTable, value: number): OpaqueAttr {
  return OpaqueAttr.get(context, "spirv", `${table.mnemonic}<${stringifySpirvEnum(table, value)}>`);
}

/** The body after the mnemonic of an enum attribute: `<case>`. */
export function parseSpirvEnumAttrBody(parser: AttrTypeAsmParser, table: SpirvEnumTable): Attribute {
  parser.parseLess();
  const value = parser.parseParameter(table.attrDef, "value", `::mlir::spirv::${table.name}`, () => parseSpirvEnumValue(parser, table));
  parser.parseGreater();
  return spirvEnumAttr(parser.getContext(), table, value);
}

/** The enum and value of a spirv enum attribute (`#spirv.scope<Subgroup>`), or undefined. */
export function spirvEnumAttrValue(attr: Attribute | undefined): { readonly table: SpirvEnumTable; readonly value: number } | undefined {
  if (!(attr instanceof OpaqueAttr) || attr.dialect !== "spirv") return undefined;
  const match = /^(\w+)<(.*)>$/.exec(attr.data);
  if (match === null) return undefined;
  const table = spirvEnumByMnemonic(match[1] as string);
  if (table === undefined) return undefined;
  const value = symbolizeSpirvEnum(table, match[2] as string);
  return value === undefined ? undefined : { table, value };
}

/** The printed case of a spirv enum attribute of `mnemonic` (`#spirv.storage_class<Uniform>` -> `Uniform`), or undefined. */
export function spirvEnumAttrCase(attr: Attribute | undefined, mnemonic: string): string | undefined {
  const found = spirvEnumAttrValue(attr);
  return found?.table.mnemonic === mnemonic ? stringifySpirvEnum(found.table, found.value) : undefined;
}
