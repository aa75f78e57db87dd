// omp's `#omp.flags<...>` and `#omp.version<...>` attributes: kept as opaque values of the
// body mlir-opt prints. Their format is `< struct(params) >`: parameters in any order on
// input, printed in declaration order, the default-valued ones only when not default.
// omp's enum attributes come from their generated specs (../upstream/enum-attributes.ts);
// its other attributes (`#omp.declaretarget<...>`) stay as written.
import { OpaqueAttr, type Attribute, type DialectAsmParser } from "../../ir/index.js";
import { AsmParser, AsmParserState } from "../../asm/op-asm/index.js";
import { ompEnumAttributes } from "../../../generated/upstream/omp-assembly.js";
import { enumAttributeHooks } from "../upstream/enum-attributes.js";
import type { StubExtension } from "../upstream/stub-dialect.js";

interface StructParameter {
  readonly name: string;
  readonly kind: "uint32" | "bool";
  /** The default value's spelling; none: the parameter is required. */
  readonly default?: string;
}

const STRUCTS: ReadonlyMap<string, readonly StructParameter[]> = new Map([
  [
    "flags",
    [
      { name: "debug_kind", kind: "uint32", default: "0" },
      { name: "assume_teams_oversubscription", kind: "bool", default: "false" },
      { name: "assume_threads_oversubscription", kind: "bool", default: "false" },
      { name: "assume_no_thread_state", kind: "bool", default: "false" },
      { name: "assume_no_nested_parallelism", kind: "bool", default: "false" },
      { name: "no_gpu_lib", kind: "bool", default: "false" },
      { name: "openmp_device_version", kind: "uint32", default: "50" },
    ],
  ],
  ["version", [{ name: "version", kind: "uint32" }]],
]);

function parseValue(parser: AsmParser, param: StructParameter): string {
  const at = parser.getCurrentLocation();
  if (param.kind === "bool") {
    if (parser.parseOptionalKeyword("true")) return "true";
    if (parser.parseOptionalKeyword("false")) return "false";
    throw parser.emitError(at, `failed to parse OpenMP_${param.name === "version" ? "VersionAttr" : "FlagsAttr"} parameter '${param.name}' which is to be a \`bool\``);
  }
  const value = parser.parseOptionalInteger();
  if (value === undefined || value < 0n || value > 0xffffffffn) throw parser.emitError(at, `failed to parse OpenMP_${param.name === "version" ? "VersionAttr" : "FlagsAttr"} parameter '${param.name}' which is to be a \`uint32_t\``);
  return String(value);
}

/** The canonical body (`flags<debug_kind = 20>`), or undefined for another of omp's attributes. */
function parseStructBody(parser: AsmParser): string | undefined {
  const mnemonic = [...STRUCTS.keys()].find((m) => parser.parseOptionalKeyword(m));
  if (mnemonic === undefined) return undefined;
  const params = STRUCTS.get(mnemonic) as readonly StructParameter[];
  const values = new Map<string, string>();
  parser.parseLess();
  // A struct with a required parameter reads one at once (MLIR then also reports that a
  // parameter name was expected: only its first error is reproduced).
  const required = params.some((p) => p.default === undefined);
  if (required || !parser.parseOptionalGreater()) {
    do {
      const name = parser.parseKeywordAny();
      parser.parseEqual();
      // MLIR checks the name once past the `=`.
      const param = params.find((p) => p.name === name);
      if (param === undefined || values.has(name)) throw parser.emitError(parser.getCurrentLocation(), `duplicate or unknown struct parameter name: ${name}`);
      values.set(name, parseValue(parser, param));
    } while (parser.parseOptionalComma());
    parser.parseGreater();
  }
  const missing = params.find((p) => p.default === undefined && !values.has(p.name));
  if (missing !== undefined) throw parser.emitError(parser.getCurrentLocation(), `struct is missing required parameter: ${missing.name}`);
  const shown = params.filter((p) => values.has(p.name) && values.get(p.name) !== p.default).map((p) => `${p.name} = ${values.get(p.name) as string}`);
  return `${mnemonic}<${shown.join(", ")}>`;
}

function parseStructAttribute(state: DialectAsmParser): Attribute | undefined {
  if (!(state instanceof AsmParserState)) throw new TypeError("the omp dialect parses with the text layer's parser state");
  const parser = new AsmParser(state);
  // `#omp.flags<...>` arrives as `flags<...>`; the verbose `#omp<flags<...>>` as `<flags<...>>`.
  const verbose = parser.parseOptionalLess();
  const body = parseStructBody(parser);
  if (body === undefined) return undefined;
  if (verbose) parser.parseGreater();
  return OpaqueAttr.get(state.context, "omp", body);
}

/** omp's attribute hooks: its enum attributes from their generated specs, `flags` and `version` read here. */
export function ompAttributeHooks(): Pick<StubExtension, "parseAttribute" | "parseAttributeBody" | "isAttributeOfClass"> {
  return enumAttributeHooks("omp", ompEnumAttributes, parseStructAttribute);
}
