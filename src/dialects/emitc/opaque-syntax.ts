// emitc's `opaque` attribute and type, `#emitc.opaque<"...">` / `!emitc.opaque<"...">`: kept
// as opaque values of the body mlir-opt prints, whose string it re-escapes as MLIR does
// (`"\"x\""` prints `"\22x\22"`). emitc's other attributes and types stay as written.
import { OpaqueAttr, OpaqueType, type Attribute, type DialectAsmParser, type Type } from "../../ir/index.js";
import { AsmParser, AsmParserState } from "../../asm/op-asm/index.js";
import { quoteString } from "../../asm/escape.js";

/**
 * The canonical body `opaque<"...">`, or undefined when the symbol is another of emitc's;
 * `check` sees the string and where its parameters start (for the type's verifier).
 */
function parseOpaqueBody(state: DialectAsmParser, check?: (parser: AsmParser, value: string, at: number) => void): string | undefined {
  if (!(state instanceof AsmParserState)) throw new TypeError("the emitc dialect parses with the text layer's parser state");
  const parser = new AsmParser(state);
  const verbose = parser.parseOptionalLess();
  if (!parser.parseOptionalKeyword("opaque")) return undefined;
  const at = parser.getCurrentLocation();
  parser.parseLess();
  const value = parser.parseString();
  parser.parseGreater();
  check?.(parser, value, at);
  if (verbose) parser.parseGreater();
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

export function parseEmitcType(state: DialectAsmParser): Type | undefined {
  const body = parseOpaqueBody(state, checkOpaqueType);
  return body === undefined ? undefined : OpaqueType.get(state.context, "emitc", body);
}
