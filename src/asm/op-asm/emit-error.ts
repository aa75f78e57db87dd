// MLIR reports errors that a custom op's parser emits itself (emitError, as opposed to a
// missing token) as `custom op 'NAME' message`; that includes the stripped attribute
// syntax parsed through the op's parser (`fastmath<bogus>`). Attribute parsers receive only
// the text layer's state, so the op whose parser is running on that state is kept here
// (two plain variables: this runs for every enum attribute of a custom op).
import type { AsmParserState } from "../parser-state.js";
import type { DiagnosticError } from "../../support/diagnostic.js";

let activeState: AsmParserState | undefined;
let activeOpName = "";

/** Runs `parse(arg)` with `custom op 'opName' ` as the emitError prefix of `state`. */
export function withCustomOpErrors<A, T>(state: AsmParserState, opName: string, parse: (arg: A) => T, arg: A): T {
  const savedState = activeState;
  const savedName = activeOpName;
  activeState = state;
  activeOpName = opName;
  try {
    return parse(arg);
  } finally {
    activeState = savedState;
    activeOpName = savedName;
  }
}

/** Runs `parse(arg)` with no prefix (a full `#dialect...` attribute is parsed by the dialect, not the op). */
export function withoutCustomOpErrors<A, T>(parse: (arg: A) => T, arg: A): T {
  const savedState = activeState;
  activeState = undefined;
  try {
    return parse(arg);
  } finally {
    activeState = savedState;
  }
}

/** An error a parser emits itself (MLIR's emitError), prefixed when a custom op is being parsed. */
export function emitErrorAt(state: AsmParserState, offset: number, message: string): DiagnosticError {
  const prefix = activeState !== undefined && activeState === state ? `custom op '${activeOpName}' ` : "";
  return state.errorAt(offset, prefix + message);
}
