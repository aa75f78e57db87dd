// spirv's C++ attributes (TargetAndABI.h), read and printed as MLIR's SPIRVAttributes.cpp does:
//   #spirv.vce<v1.0, [Shader], [SPV_KHR_storage_buffer_storage_class]>
//   #spirv.target_env<#spirv.vce<...>, api=Vulkan, Vendor:DeviceType:id, #spirv.resource_limits<...>>
//   #spirv.interface_var_abi<(set, binding), StorageClass>
// Kept opaque with that text. The client API, vendor and device type print only when known.
import { OpaqueAttr, type Attribute } from "../../ir/index.js";
import type { AttrTypeAsmParser } from "../runtime/attr-type-asm.js";
import { isSpirvEnumCase } from "./enums.js";
import { opaqueAttributeFromPieces, type Piece } from "./pieces.js";
import { DiagnosticsError } from "../../asm/errors.js";
import { DiagnosticError } from "../../support/diagnostic.js";

/** MLIR's TargetEnvAttr::kUnknownDeviceID. */
const UNKNOWN_DEVICE_ID = 0x7fffffff;

/** `[A, B]` of cases of `enumName`; an unknown one is reported as "unknown <what>: X". */
function parseKeywordList(parser: AttrTypeAsmParser, enumName: string, what: string): string[] {
  const out: string[] = [];
  parser.parseLSquare();
  if (parser.parseOptionalRSquare()) return out;
  do {
    const at = parser.getCurrentLocation();
    const keyword = parser.parseKeywordAny();
    if (!isSpirvEnumCase(enumName, keyword)) throw parser.emitError(at, `unknown ${what}: ${keyword}`);
    out.push(keyword);
  } while (parser.parseOptionalComma());
  parser.parseRSquare();
  return out;
}

/** The body of `#spirv.vce` after its mnemonic. */
export function parseVceBody(parser: AttrTypeAsmParser): Attribute {
  parser.parseLess();
  const at = parser.getCurrentLocation();
  const version = parser.parseKeywordAny();
  parser.parseComma();
  if (!isSpirvEnumCase("Version", version)) throw parser.emitError(at, `unknown version: ${version}`);
  const capabilities = parseKeywordList(parser, "Capability", "capability");
  parser.parseComma();
  const extensions = parseKeywordList(parser, "Extension", "extension");
  parser.parseGreater();
  return OpaqueAttr.get(parser.getContext(), "spirv", `vce<${version}, [${capabilities.join(", ")}], [${extensions.join(", ")}]>`);
}

/** A nested attribute that must be a spirv attribute of `mnemonic`. */
function parseSpirvAttributeOf(parser: AttrTypeAsmParser, mnemonic: string): Attribute {
  const at = parser.getCurrentLocation();
  const attr = parser.parseAttribute();
  if (spirvAttributeMnemonic(attr) !== mnemonic) throw parser.emitError(at, "invalid kind of attribute specified");
  return attr;
}

/** The mnemonic of a spirv attribute (`vce` for `#spirv.vce<...>`), or undefined. */
export function spirvAttributeMnemonic(attr: Attribute | undefined): string | undefined {
  if (!(attr instanceof OpaqueAttr) || attr.dialect !== "spirv") return undefined;
  return /^\w+/.exec(attr.data)?.[0];
}

/** Reports "unknown <what>: X" where MLIR reports it and reads on (its parser goes on after it). */
class Reported {
  readonly errors: DiagnosticError[] = [];
  check(parser: AttrTypeAsmParser, at: number, enumName: string, keyword: string, what: string): boolean {
    if (isSpirvEnumCase(enumName, keyword)) return true;
    this.errors.push(parser.emitError(at, `unknown ${what}: ${keyword}`));
    return false;
  }
  /** Throws the errors reported so far with `error` (if any) after them. */
  flush(error?: unknown): void {
    if (error !== undefined && !(error instanceof DiagnosticError)) throw error;
    const all = [...this.errors, ...(error instanceof DiagnosticError ? [error] : [])];
    if (all.length === 1) throw all[0];
    if (all.length > 1) throw new DiagnosticsError(all.flatMap((e) => e.diagnostics));
  }
}

/** The body of `#spirv.target_env` after its mnemonic. */
export function parseTargetEnvBody(parser: AttrTypeAsmParser): Attribute {
  const reported = new Reported();
  let attr: Attribute | undefined;
  try {
    attr = readTargetEnv(parser, reported);
  } catch (error) {
    reported.flush(error);
  }
  reported.flush();
  return attr as Attribute;
}

function readTargetEnv(parser: AttrTypeAsmParser, reported: Reported): Attribute {
  parser.parseLess();
  const pieces: Piece[] = ["target_env<", parseSpirvAttributeOf(parser, "vce")];
  parser.parseComma();
  if (parser.parseOptionalKeyword("api")) {
    parser.parseEqual();
    const at = parser.getCurrentLocation();
    const api = parser.parseKeywordAny();
    if (reported.check(parser, at, "ClientAPI", api, "client API") && api !== "Unknown") pieces.push(`, api=${api}`);
    parser.parseComma();
  }
  const vendorAt = parser.getCurrentLocation();
  const vendor = parser.parseOptionalKeywordAny();
  if (vendor !== undefined) {
    const knownVendor = reported.check(parser, vendorAt, "Vendor", vendor, "vendor") && vendor !== "Unknown";
    let device = "";
    if (parser.parseOptionalColon()) {
      const at = parser.getCurrentLocation();
      const deviceType = parser.parseKeywordAny();
      const knownType = reported.check(parser, at, "DeviceType", deviceType, "device type") && deviceType !== "Unknown";
      if (knownType) device = `:${deviceType}`;
      if (parser.parseOptionalColon()) {
        const id = Number(parser.parseSizedInteger(32, "unsigned"));
        if (knownType && id !== UNKNOWN_DEVICE_ID) device += `:${id}`;
      }
    }
    if (knownVendor) pieces.push(`, ${vendor}${device}`);
    parser.parseComma();
  }
  pieces.push(", ", parseSpirvAttributeOf(parser, "resource_limits"));
  parser.parseGreater();
  pieces.push(">");
  return opaqueAttributeFromPieces(parser.getContext(), pieces);
}

/** `(set, binding)` numbers: "missing <what>" when one is not there (after MLIR's own error for a bad one). */
function parseAbiNumber(parser: AttrTypeAsmParser, what: string): number {
  const at = parser.getCurrentLocation();
  let value: number | undefined;
  try {
    const parsed = parser.parseOptionalSizedInteger(32, "unsigned");
    value = parsed === undefined ? undefined : Number(parsed);
  } catch (error) {
    if (!(error instanceof DiagnosticError)) throw error;
    throw new DiagnosticsError([...error.diagnostics, ...parser.emitError(at, `missing ${what}`).diagnostics]);
  }
  if (value === undefined) throw parser.emitError(at, `missing ${what}`);
  return value;
}

/** The body of `#spirv.interface_var_abi` after its mnemonic. */
export function parseInterfaceVarAbiBody(parser: AttrTypeAsmParser): Attribute {
  parser.parseLess();
  parser.parseLParen();
  const set = parseAbiNumber(parser, "descriptor set");
  parser.parseComma();
  const binding = parseAbiNumber(parser, "binding");
  parser.parseRParen();
  let storageClass = "";
  if (parser.parseOptionalComma()) {
    const at = parser.getCurrentLocation();
    const keyword = parser.parseKeywordAny();
    if (!isSpirvEnumCase("StorageClass", keyword)) throw parser.emitError(at, `unknown storage class: ${keyword}`);
    storageClass = `, ${keyword}`;
  }
  parser.parseGreater();
  return OpaqueAttr.get(parser.getContext(), "spirv", `interface_var_abi<(${set}, ${binding})${storageClass}>`);
}

/** The parts of an `#spirv.interface_var_abi`, or undefined for any other attribute. */
export function spirvInterfaceVarAbiParts(attr: Attribute | undefined): { readonly descriptorSet: number; readonly binding: number; readonly storageClass: string | undefined } | undefined {
  if (!(attr instanceof OpaqueAttr) || attr.dialect !== "spirv") return undefined;
  const match = /^interface_var_abi<\((\d+), (\d+)\)(?:, (\w+))?>$/.exec(attr.data);
  if (match === null) return undefined;
  return { descriptorSet: Number(match[1]), binding: Number(match[2]), storageClass: match[3] };
}

/** The parts of a `#spirv.vce`, or undefined for any other attribute. */
export function spirvVceParts(attr: Attribute | undefined): { readonly version: string; readonly capabilities: readonly string[]; readonly extensions: readonly string[] } | undefined {
  if (!(attr instanceof OpaqueAttr) || attr.dialect !== "spirv") return undefined;
  const match = /^vce<([\w.]+), \[([^\]]*)\], \[([^\]]*)\]>$/.exec(attr.data);
  if (match === null) return undefined;
  const list = (text: string): string[] => (text === "" ? [] : text.split(", "));
  return { version: match[1] as string, capabilities: list(match[2] as string), extensions: list(match[3] as string) };
}
