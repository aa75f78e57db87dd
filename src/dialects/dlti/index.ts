// The DLTI dialect's attributes as mlir-opt 19 registers them: data layout entries and
// specs, target device and system specs. Each is parsed structurally and kept as an
// OpaqueAttr whose body holds the nested attributes and types apart, so they print in
// upstream's canonical spacing and through their aliases (`#dlti.dl_entry<"k", #map>`).
// The bytecode text fallback writes the body spelled out, as upstream does (DLTI has no
// bytecode encoding of its own). Other DLTI mnemonics stay opaque text.
import { Attribute, OpaqueAttr, StringAttr, type Dialect, type DialectAsmParser, type OpaqueBodyPart, type Type } from "../../ir/index.js";
import { AsmParser } from "../../asm/op-asm/index.js";
import { AsmParserState } from "../../asm/parser-state.js";
import { quoteString, spellOutOpaqueBody } from "../../asm/attr-type/index.js";
import { TokenKind } from "../../asm/token.js";
import { DiagnosticsError } from "../../asm/errors.js";
import { DiagnosticError } from "../../support/diagnostic.js";
import { dltiStub } from "../../../generated/upstream/stubs.js";
import { stubDialect } from "../upstream/stub-dialect.js";
import { printType } from "../runtime/values.js";
import { entryOf, isDltiAttr, type DataLayoutEntry } from "./entries.js";
import { verifyDltiOperationAttribute } from "./data-layout-verifier.js";

const SYSTEM_SPEC_PARAMETER = "failed to parse DLTI_TargetSystemSpecAttr parameter 'entries' which is to be a `::llvm::ArrayRef<DeviceIDTargetDeviceSpecPair>`";
const DEVICE_SPEC_PARAMETER = "failed to parse DLTI_TargetDeviceSpecAttr parameter 'entries' which is to be a `::llvm::ArrayRef<DataLayoutEntryInterface>`";

function make(a: AsmParser, parts: OpaqueBodyPart[]): OpaqueAttr {
  return OpaqueAttr.get(a.context, "dlti", spellOutOpaqueBody(parts), undefined, parts);
}

/** `first`'s diagnostics followed by errors at the point reached (MLIR's chained parse failures). */
function chained(a: AsmParser, first: unknown, ...messages: string[]): unknown {
  if (!(first instanceof DiagnosticError)) return first;
  const at = a.getCurrentLocation();
  return new DiagnosticsError([...first.diagnostics, ...messages.flatMap((m) => a.emitError(at, m).diagnostics)]);
}

/** `dl_entry<key, value>`: the key is a type or a string (kept as a StringAttr part). */
function parseEntry(a: AsmParser): OpaqueAttr {
  a.parseLess();
  const parts: OpaqueBodyPart[] = ["dl_entry<"];
  const key = a.parseOptionalString();
  if (key !== undefined) parts.push(StringAttr.get(a.context, key));
  else {
    const at = a.getCurrentLocation();
    const type = a.parseOptionalType();
    if (type === undefined) throw a.emitError(at, "expected a type or a quoted string");
    parts.push(type);
  }
  a.parseComma();
  parts.push(", ", a.parseAttribute(), ">");
  a.parseGreater();
  return make(a, parts);
}

/** A list entry that must be a `#dlti.dl_entry`: MLIR's parse of a DataLayoutEntryInterface. */
function parseEntryAttr(a: AsmParser): Attribute {
  const at = a.getCurrentLocation();
  const entry = a.parseAttribute();
  if (!isDltiAttr(entry, "dl_entry")) throw a.emitError(at, "invalid kind of attribute specified");
  return entry;
}

/** The key of an entry as MLIR prints it in a diagnostic (a type quoted, an identifier bare). */
function describeKey(entry: DataLayoutEntry): string {
  return typeof entry.key === "string" ? entry.key : `'${printType(entry.key)}'`;
}

/** The first entry whose key an earlier entry has. */
function repeatedKey(entries: readonly Attribute[]): DataLayoutEntry | undefined {
  const seen: (Type | string)[] = [];
  for (const attr of entries) {
    const entry = entryOf(attr);
    if (entry === undefined) continue;
    if (seen.includes(entry.key)) return entry;
    seen.push(entry.key);
  }
  return undefined;
}

function entryListParts(mnemonic: string, entries: readonly Attribute[]): OpaqueBodyPart[] {
  const parts: OpaqueBodyPart[] = [`${mnemonic}<`];
  entries.forEach((entry, i) => parts.push(...(i > 0 ? [", "] : []), entry));
  parts.push(">");
  return parts;
}

/** `dl_spec<entry, ...>`, possibly empty; `at` is where its mnemonic starts (where MLIR reports a repeated key). */
function parseDataLayoutSpec(a: AsmParser, at: number): OpaqueAttr {
  a.parseLess();
  const entries: Attribute[] = [];
  if (!a.parseOptionalGreater()) {
    do entries.push(parseEntryAttr(a));
    while (a.parseOptionalComma());
    a.parseGreater();
  }
  const repeated = repeatedKey(entries);
  if (repeated !== undefined) throw a.emitError(at, `repeated layout entry key: ${describeKey(repeated)}`);
  return make(a, entryListParts("dl_spec", entries));
}

/** `target_device_spec<entry, ...>`: identifier keys only, each once. */
function parseTargetDeviceSpec(a: AsmParser): OpaqueAttr {
  const at = a.getCurrentLocation();
  a.parseLess();
  const entries: Attribute[] = [];
  try {
    do entries.push(parseEntryAttr(a));
    while (a.parseOptionalComma());
  } catch (error) {
    throw chained(a, error, DEVICE_SPEC_PARAMETER);
  }
  a.parseGreater();
  for (const attr of entries) {
    const entry = entryOf(attr);
    if (entry !== undefined && typeof entry.key !== "string") throw a.emitError(at, `dlti.target_device_spec does not allow type as a key: ${describeKey(entry)}`);
  }
  const repeated = repeatedKey(entries);
  if (repeated !== undefined) throw a.emitError(at, `repeated layout entry key: ${describeKey(repeated)}`);
  return make(a, entryListParts("target_device_spec", entries));
}

/** `target_system_spec<"id" : #dlti.target_device_spec<...>, ...>`. */
function parseSystemSpec(a: AsmParser): OpaqueAttr {
  const at = a.getCurrentLocation();
  a.parseLess();
  const parts: OpaqueBodyPart[] = ["target_system_spec<"];
  const ids: string[] = [];
  let repeated: string | undefined;
  try {
    do {
      let id: string;
      try {
        id = a.parseString();
      } catch (error) {
        throw chained(a, error, "DeviceID is missing, or is not of string type");
      }
      try {
        a.parseColon();
      } catch (error) {
        throw chained(a, error, "Missing colon");
      }
      let device: Attribute;
      try {
        const deviceAt = a.getCurrentLocation();
        device = a.parseAttribute();
        if (!isDltiAttr(device, "target_device_spec")) throw a.emitError(deviceAt, "invalid kind of attribute specified");
      } catch (error) {
        throw chained(a, error, "Error in parsing target device spec");
      }
      if (ids.includes(id)) repeated ??= id;
      ids.push(id);
      if (parts.length > 1) parts.push(", ");
      parts.push(`${quoteString(id)} : `, device);
    } while (a.parseOptionalComma());
  } catch (error) {
    throw chained(a, error, SYSTEM_SPEC_PARAMETER);
  }
  a.parseGreater();
  if (repeated !== undefined) throw a.emitError(at, `repeated Device ID in dlti.target_system_spec: ${quoteString(repeated)}`);
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
    case "dl_spec": {
      const at = a.getCurrentLocation();
      p.consume();
      return parseDataLayoutSpec(a, at);
    }
    case "target_device_spec":
      p.consume();
      return parseTargetDeviceSpec(a);
    case "target_system_spec":
      p.consume();
      return parseSystemSpec(a);
    default:
      return undefined;
  }
}

/** DLTI defines no ops (its stub is empty: every dlti op is refused, as mlir-opt refuses it). */
export const dltiDialect: Dialect = stubDialect(dltiStub, { parseAttribute, verifyOperationAttribute: verifyDltiOperationAttribute });
