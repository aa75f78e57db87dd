// MLIR reports errors that a custom op's parser emits itself (emitError, as opposed to a
// missing token) as `custom op 'NAME' message`; that includes the stripped attribute
// syntax parsed through the op's parser (`fastmath<bogus>`). Attribute parsers receive only
// the text layer's state, so the prefix in force for that state is kept here.
import type { AsmParserState } from "../parser-state.js";
import type { DiagnosticError } from "../../support/diagnostic.js";

let active: { readonly state: AsmParserState; readonly prefix: string } | undefined;

/** Runs `parse` with `custom op 'opName' ` as the emitError prefix of `state`. */
export function withCustomOpErrors<T>(state: AsmParserState, opName: string, parse: () => T): T {
  const saved = active;
  active = { state, prefix: `custom op '${opName}' ` };
  try {
    return parse();
  } finally {
    active = saved;
  }
}

/** Runs `parse` with no prefix (a full `#dialect...` attribute is parsed by the dialect, not the op). */
export function withoutCustomOpErrors<T>(parse: () => T): T {
  const saved = active;
  active = undefined;
  try {
    return parse();
  } finally {
    active = saved;
  }
}

/** An error a parser emits itself (MLIR's emitError), prefixed when a custom op is being parsed. */
export function emitErrorAt(state: AsmParserState, offset: number, message: string): DiagnosticError {
  const prefix = active !== undefined && active.state === state ? active.prefix : "";
  return state.errorAt(offset, prefix + message);
}
