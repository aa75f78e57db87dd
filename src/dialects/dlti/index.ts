// The DLTI dialect's attributes as mlir-opt 19 registers them: data layout entries and
// specs, target device and system specs. Each is parsed structurally and kept as an
// OpaqueAttr whose body holds the nested attributes and types apart, so they print in
// upstream's canonical spacing and through their aliases (`#dlti.dl_entry<"k", #map>`).
// The bytecode text fallback writes the body spelled out, as upstream does (DLTI has no
// bytecode encoding of its own). Other DLTI mnemonics stay opaque text.
import { Attribute, OpaqueAttr, type Dialect, type DialectAsmParser, type OpaqueBodyPart, type Type } from "../../ir/index.js";
import { AsmParser } from "../../asm/op-asm/index.js";
import { AsmParserState } from "../../asm/parser-state.js";
import { quoteString, spellOutOpaqueBody } from "../../asm/attr-type/index.js";
import { TokenKind } from "../../asm/token.js";
import { dltiStub } from "../../../generated/upstream/stubs.js";
import { stubDialect } from "../upstream/stub-dialect.js";

function isDltiAttr(attr: Attribute, mnemonic: string): boolean {
  return attr instanceof OpaqueAttr && attr.dialect === "dlti" && attr.data.startsWith(`${mnemonic}<`);
}

function make(a: AsmParser, parts: OpaqueBodyPart[]): OpaqueAttr {
  return OpaqueAttr.get(a.context, "dlti", spellOutOpaqueBody(parts), undefined, parts);
}

/** `dl_entry<key, value>`: the key is a type or a string. */
function parseEntry(a: AsmParser): OpaqueAttr {
  a.parseLess();
  const parts: OpaqueBodyPart[] = ["dl_entry<"];
  const key = a.parseOptionalString();
  if (key !== undefined) parts.push(quoteString(key));
  else {
    const at = a.getCurrentLocation();
    const type = a.parseOptionalType();
    if (type === undefined) throw a.emitError(at, "failed to parse DataLayoutEntryAttr: expected a type or a quoted string as the key");
    parts.push(type);
  }
  a.parseComma();
  parts.push(", ", a.parseAttribute(), ">");
  a.parseGreater();
  return make(a, parts);
}

/** `dl_spec<entry, ...>` and `target_device_spec<entry, ...>`. */
function parseEntryList(a: AsmParser, mnemonic: string): OpaqueAttr {
  a.parseLess();
  const parts: OpaqueBodyPart[] = [`${mnemonic}<`];
  // A data layout spec may be empty; a target device spec may not.
  if (mnemonic !== "dl_spec" || !a.parseOptionalGreater()) {
    do {
      const at = a.getCurrentLocation();
      const entry = a.parseAttribute();
      if (!isDltiAttr(entry, "dl_entry")) throw a.emitError(at, "expected a data layout entry (#dlti.dl_entry<...>)");
      if (parts.length > 1) parts.push(", ");
      parts.push(entry);
    } while (a.parseOptionalComma());
    a.parseGreater();
  }
  parts.push(">");
  return make(a, parts);
}

/** `target_system_spec<"id" : #dlti.target_device_spec<...>, ...>`. */
function parseSystemSpec(a: AsmParser): OpaqueAttr {
  a.parseLess();
  const parts: OpaqueBodyPart[] = ["target_system_spec<"];
  if (!a.parseOptionalGreater()) {
    do {
      const id = a.parseString();
      a.parseColon();
      const at = a.getCurrentLocation();
      const device = a.parseAttribute();
      if (!isDltiAttr(device, "target_device_spec")) throw a.emitError(at, "expected a target device spec (#dlti.target_device_spec<...>)");
      if (parts.length > 1) parts.push(", ");
      parts.push(`${quoteString(id)} : `, device);
    } while (a.parseOptionalComma());
    a.parseGreater();
  }
  parts.push(">");
  return make(a, parts);
}

function parseAttribute(parser: DialectAsmParser, _type: Type | undefined): Attribute | undefined {
  if (!(parser instanceof AsmParserState)) throw new TypeError("the dlti dialect parses with the text layer's parser state");
  const p = parser;
  if (p.lexer.kind !== TokenKind.BareIdentifier) return undefined;
  const a = new AsmParser(p);
  switch (p.lexer.spelling()) {
    case "dl_entry":
      p.consume();
      return parseEntry(a);
    case "dl_spec":
      p.consume();
      return parseEntryList(a, "dl_spec");
    case "target_device_spec":
      p.consume();
      return parseEntryList(a, "target_device_spec");
    case "target_system_spec":
      p.consume();
      return parseSystemSpec(a);
    default:
      return undefined;
  }
}

/** DLTI defines no ops (its stub is empty: every dlti op is refused, as mlir-opt refuses it). */
export const dltiDialect: Dialect = stubDialect(dltiStub, { parseAttribute });
