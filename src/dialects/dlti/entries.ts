// Reading DLTI's attributes back: tsmlir keeps them as OpaqueAttrs whose parts hold the
// nested values apart (./index.ts builds them), so the verifiers here read the key and value
// of a `#dlti.dl_entry` and the entries of a `#dlti.dl_spec` from those parts.
import { Attribute, OpaqueAttr, StringAttr, Type } from "../../ir/index.js";

/** One `#dlti.dl_entry<key, value>`: its key is a type or an identifier. */
export interface DataLayoutEntry {
  readonly key: Type | string;
  readonly value: Attribute;
  readonly attr: OpaqueAttr;
}

/** Whether `attr` is the DLTI attribute with `mnemonic`. */
export function isDltiAttr(attr: Attribute, mnemonic: string): attr is OpaqueAttr {
  return attr instanceof OpaqueAttr && attr.dialect === "dlti" && attr.data.startsWith(`${mnemonic}<`);
}

/** The key and value of a `#dlti.dl_entry` (its parts: `dl_entry<`, key, `, `, value, `>`). */
export function entryOf(attr: Attribute): DataLayoutEntry | undefined {
  if (!isDltiAttr(attr, "dl_entry") || attr.parts === null) return undefined;
  const [, key, , value] = attr.parts;
  if (!(value instanceof Attribute)) return undefined;
  if (key instanceof Type) return { key, value, attr };
  if (key instanceof StringAttr) return { key: key.value, value, attr };
  return undefined;
}

/** The entries of a `#dlti.dl_spec` or `#dlti.target_device_spec`, in their order. */
export function entriesOf(attr: Attribute): DataLayoutEntry[] | undefined {
  if (!(attr instanceof OpaqueAttr) || attr.dialect !== "dlti" || attr.parts === null) return undefined;
  const entries: DataLayoutEntry[] = [];
  for (const part of attr.parts) {
    if (!(part instanceof Attribute)) continue;
    const entry = entryOf(part);
    if (entry !== undefined) entries.push(entry);
  }
  return entries;
}

/** Whether two keys are the same key (types are uniqued). */
export function sameKey(a: Type | string, b: Type | string): boolean {
  return a === b;
}
