// emitc's `opaque` attribute and type, `#emitc.opaque<"...">` / `!emitc.opaque<"...">`: kept
// as opaque values of the body mlir-opt prints, whose string it re-escapes as MLIR does
// (`"\"x\""` prints `"\22x\22"`). emitc's other types (ptr, array, size_t, ...) are read
// with MLIR's checks and kept the same way; its other attributes stay as written.
import { OpaqueAttr, OpaqueType, type Attribute, type DialectAsmParser, type Type } from "../../ir/index.js";
import { AsmParser, AsmParserState } from "../../asm/op-asm/index.js";
import { quoteString } from "../../asm/escape.js";
import { printTypeText } from "../../asm/standalone.js";
import { DiagnosticsError } from "../../asm/errors.js";
import { DiagnosticError } from "../../support/diagnostic.js";
import { isValidArrayElementType } from "./supported-types.js";

/**
 * The canonical body `opaque<"...">`, or undefined when the symbol is another of emitc's;
 * `check` sees the string and where its parameters start (for the type's verifier).
 */
function parseOpaqueBody(state: DialectAsmParser, check?: (parser: AsmParser, value: string, at: number) => void): string | undefined {
  if (!(state instanceof AsmParserState)) throw new TypeError("the emitc dialect parses with the text layer's parser state");
  const parser = new AsmParser(state);
  const verbose = parser.parseOptionalLess();
  if (!parser.parseOptionalKeyword("opaque")) return undefined;
  const body = parseOpaqueParameter(parser, check);
  if (verbose) parser.parseGreater();
  return body;
}

/** `<"...">` after `opaque`, as the body `opaque<"...">`. */
function parseOpaqueParameter(parser: AsmParser, check?: (parser: AsmParser, value: string, at: number) => void): string {
  const at = parser.getCurrentLocation();
  parser.parseLess();
  const value = parser.parseString();
  parser.parseGreater();
  check?.(parser, value, at);
  return `opaque<${quoteString(value)}>`;
}

export function parseEmitcAttribute(state: DialectAsmParser): Attribute | undefined {
  const body = parseOpaqueBody(state);
  return body === undefined ? undefined : OpaqueAttr.get(state.context, "emitc", body);
}

/** OpaqueType::verify: a non-empty C type that is no pointer (those are `!emitc.ptr`). */
function checkOpaqueType(parser: AsmParser, value: string, at: number): void {
  if (value === "") throw parser.emitError(at, "expected non empty string in !emitc.opaque type");
  if (value.endsWith("*")) throw parser.emitError(at, "pointer not allowed as outer type with !emitc.opaque, use !emitc.ptr instead");
}

/** `ptr<T>`: any type, printed qualified. */
function parsePointerBody(parser: AsmParser): string {
  parser.parseLess();
  let pointee: Type;
  try {
    pointee = parser.parseType();
  } catch (error) {
    if (!(error instanceof DiagnosticError)) throw error;
    // The generated parser adds where the parameter failed.
    const second = parser.emitError(parser.getCurrentLocation(), "failed to parse EmitC_PointerType parameter 'pointee' which is to be a `Type`");
    throw new DiagnosticsError([...error.diagnostics, ...second.diagnostics]);
  }
  parser.parseGreater();
  return `ptr<${printTypeText(pointee)}>`;
}

/** `array<4x2xT>` with ArrayType's checks (MLIR 19's ArrayType::parse and verify). */
function parseArrayBody(parser: AsmParser, at: number): string {
  parser.parseLess();
  const shape = parser.parseDimensionList(false);
  const elementAt = parser.getCurrentLocation();
  const element = parser.parseType();
  if (!isValidArrayElementType(element)) throw parser.emitError(elementAt, "invalid array element type");
  parser.parseGreater();
  if (shape.length === 0) throw parser.emitError(at, "shape must not be empty");
  if (shape.some((dim) => BigInt(dim) <= 0n)) throw parser.emitError(at, "dimensions must have positive size");
  return `array<${shape.join("x")}x${printTypeText(element)}>`;
}

/** emitc's types, read as MLIR 19 reads them and kept with the body mlir-opt prints. */
export function parseEmitcType(state: DialectAsmParser): Type {
  if (!(state instanceof AsmParserState)) throw new TypeError("the emitc dialect parses with the text layer's parser state");
  const parser = new AsmParser(state);
  const verbose = parser.parseOptionalLess();
  const at = parser.getCurrentLocation();
  let body: string;
  if (parser.parseOptionalKeyword("opaque")) body = parseOpaqueParameter(parser, checkOpaqueType);
  else {
    const mnemonic = parser.parseOptionalKeywordAny() ?? "";
    switch (mnemonic) {
      case "ptr":
        body = parsePointerBody(parser);
        break;
      case "array":
        body = parseArrayBody(parser, at);
        break;
      case "size_t":
      case "ssize_t":
      case "ptrdiff_t":
        body = mnemonic;
        break;
      default:
        throw parser.emitError(at, `unknown  type \`${mnemonic}\` in dialect \`emitc\``);
    }
  }
  if (verbose) parser.parseGreater();
  return OpaqueType.get(state.context, "emitc", body);
}
