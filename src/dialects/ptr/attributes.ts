// ptr's attribute `#ptr.spec<size = 64, abi = 64, preferred = 128, index = 64>`: a pointer's
// data layout entry, read as MLIR 19's struct(params) format reads it (any order, each name
// once, `index` optional) and checked as Ptr::SpecAttr::verify checks it; kept opaque with
// the body mlir-opt prints (declaration order, an absent index left out).
import { OpaqueAttr, type Attribute, type DialectAsmParser, type Type } from "../../ir/index.js";
import { AsmParser, AsmParserState } from "../../asm/op-asm/index.js";
import { DiagnosticsError } from "../../asm/errors.js";
import { DiagnosticError } from "../../support/diagnostic.js";

const PARAMETERS = ["size", "abi", "preferred", "index"] as const;
type Parameter = (typeof PARAMETERS)[number];

/** SpecAttr's kOptionalSpecValue: an index not given. */
const ABSENT_INDEX = 0xffffffffn;

/** A uint32_t parameter, with the field parser's error added to the integer parser's. */
function parseValue(parser: AsmParser, name: Parameter): bigint {
  try {
    return parser.parseSizedInteger(32, "unsigned");
  } catch (error) {
    if (!(error instanceof DiagnosticError)) throw error;
    const second = parser.emitError(parser.getCurrentLocation(), `failed to parse Ptr_SpecAttr parameter '${name}' which is to be a \`uint32_t\``);
    throw new DiagnosticsError([...error.diagnostics, ...second.diagnostics]);
  }
}

/** SpecAttr::verify. */
function specError(values: ReadonlyMap<Parameter, bigint>): string | undefined {
  for (const name of PARAMETERS) {
    const value = values.get(name);
    if (value === undefined || (name === "index" && value === ABSENT_INDEX)) continue;
    if (value % 8n !== 0n) return `${name} entry must be divisible by 8`;
  }
  if ((values.get("preferred") ?? 0n) < (values.get("abi") ?? 0n)) return "preferred alignment is expected to be at least as large as ABI alignment";
  return undefined;
}

/** The body after `spec`: `<name = value, ...>`. */
function parseSpecBody(parser: AsmParser): string {
  const location = parser.getCurrentLocation();
  parser.parseLess();
  const values = new Map<Parameter, bigint>();
  for (;;) {
    const nameAt = parser.getCurrentLocation();
    const name = parser.parseOptionalKeywordAny();
    if (name === undefined) throw parser.emitError(nameAt, "expected a parameter name in struct");
    parser.parseEqual();
    // MLIR checks the name once past the `=`.
    const param = PARAMETERS.find((p) => p === name);
    if (param === undefined || values.has(param)) throw parser.emitError(parser.getCurrentLocation(), `duplicate or unknown struct parameter name: ${name}`);
    values.set(param, parseValue(parser, param));
    if (values.size === PARAMETERS.length || !parser.parseOptionalComma()) break;
  }
  const missing = PARAMETERS.find((p) => p !== "index" && !values.has(p));
  if (missing !== undefined) throw parser.emitError(parser.getCurrentLocation(), `struct is missing required parameter: ${missing}`);
  parser.parseGreater();
  const error = specError(values);
  if (error !== undefined) throw parser.emitError(location, error);
  const shown = PARAMETERS.filter((p) => values.has(p) && !(p === "index" && values.get(p) === ABSENT_INDEX));
  return `spec<${shown.map((p) => `${p} = ${values.get(p) as bigint}`).join(", ")}>`;
}

/** The ptr stub dialect's attribute parser: `#ptr.spec<...>`, also in the verbose `#ptr<spec<...>>`. */
export function parsePtrAttribute(state: DialectAsmParser, _type: Type | undefined): Attribute | undefined {
  if (!(state instanceof AsmParserState)) throw new TypeError("the ptr dialect parses with the text layer's parser state");
  const parser = new AsmParser(state);
  const verbose = parser.parseOptionalLess();
  const at = parser.getCurrentLocation();
  const mnemonic = parser.parseKeywordAny();
  if (mnemonic !== "spec") throw parser.emitError(at, `unknown attribute \`${mnemonic}\` in dialect \`ptr\``);
  const body = parseSpecBody(parser);
  if (verbose) parser.parseGreater();
  return OpaqueAttr.get(state.context, "ptr", body);
}
