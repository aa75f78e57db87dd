// MLIR reports errors that a custom op's parser emits itself (emitError, as opposed to a
// missing token) as `custom op 'NAME' message`; that includes the stripped attribute
// syntax parsed through the op's parser (`fastmath<bogus>`). Attribute parsers receive only
// the text layer's state, so the parser state records which custom op's parser is running.
import type { AsmParserState } from "../parser-state.js";
import type { DiagnosticError } from "../../support/diagnostic.js";

/** Runs `parse(arg)` with `custom op 'opName' ` as the emitError prefix of `state`. */
export function withCustomOpErrors<A, T>(state: AsmParserState, opName: string, parse: (arg: A) => T, arg: A): T {
  const saved = state.customOpName;
  state.customOpName = opName;
  try {
    return parse(arg);
  } finally {
    state.customOpName = saved;
  }
}

/** Runs `parse(state)` with no prefix (a full `#dialect...` attribute is parsed by the dialect, not the op). */
export function withoutCustomOpErrors<T>(parse: (state: AsmParserState) => T, state: AsmParserState): T {
  const saved = state.customOpName;
  state.customOpName = undefined;
  try {
    return parse(state);
  } finally {
    state.customOpName = saved;
  }
}

/** An error a parser emits itself (MLIR's emitError), prefixed when a custom op is being parsed. */
export function emitErrorAt(state: AsmParserState, offset: number, message: string): DiagnosticError {
  const prefix = state.customOpName !== undefined ? `custom op '${state.customOpName}' ` : "";
  return state.errorAt(offset, prefix + message);
}
