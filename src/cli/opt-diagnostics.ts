// Renders diagnostics the way mlir-opt's SourceMgrDiagnosticHandler does: located in the
// input with its source line and caret; at a file:line:col outside the input (or a note
// at the same location as the diagnostic before it) as `file:line:col: kind: message`.
import { CallSiteLoc, FileLineColLoc, FusedLoc, NameLoc, OpaqueLoc, UnknownLoc, type Location } from "../ir/location.js";
import { attributeToString } from "../asm/print-helpers.js";
import type { IRDiagnostic } from "../ir/diagnostics.js";
import { formatDiagnostic, type Diagnostic, type DiagnosticSeverity } from "../support/diagnostic.js";
import type { SourceFile } from "../support/source.js";

/** The first file:line:col in a location (pre-order, callee first): MLIR's findInstanceOf. */
export function fileLineColOf(loc: Location): FileLineColLoc | undefined {
  const stack: Location[] = [loc];
  while (stack.length > 0) {
    const l = stack.pop() as Location;
    if (l instanceof FileLineColLoc) return l;
    if (l instanceof NameLoc) stack.push(l.childLoc);
    else if (l instanceof CallSiteLoc) stack.push(l.caller, l.callee);
    else if (l instanceof FusedLoc) for (let i = l.locations.length - 1; i >= 0; i--) stack.push(l.locations[i] as Location);
    else if (l instanceof OpaqueLoc) stack.push(l.fallbackLocation);
  }
  return undefined;
}

function renderOne(
  loc: Location,
  severity: DiagnosticSeverity,
  message: string,
  displaySource: boolean,
  file: SourceFile,
): string {
  const flc = fileLineColOf(loc);
  // No file location: LLVM's SourceMgr prints `<unknown>:0:`, then the location itself
  // unless it is unknown.
  if (flc === undefined) return `<unknown>:0: ${severity}: ${loc instanceof UnknownLoc ? "" : `${attributeToString(loc)}: `}${message}\n`;
  if (displaySource && flc.filename === file.name && flc.line >= 1 && flc.column >= 1) {
    const offset = file.offsetOf(flc.line, flc.column);
    return formatDiagnostic({ severity, message, location: { file, offset } });
  }
  return `${flc.filename}:${flc.line}:${flc.column}: ${severity}: ${message}\n`;
}

/** The call site a diagnostic at `loc` reports the callers of (MLIR's getCallSiteLoc). */
function callSiteOf(loc: Location): CallSiteLoc | undefined {
  const stack: Location[] = [loc];
  while (stack.length > 0) {
    const l = stack.pop() as Location;
    if (l instanceof CallSiteLoc) return l;
    if (l instanceof NameLoc) stack.push(l.childLoc);
    else if (l instanceof FusedLoc) for (let i = l.locations.length - 1; i >= 0; i--) stack.push(l.locations[i] as Location);
  }
  return undefined;
}

/** How many callers mlir-opt lists under a diagnostic at a call site location. */
const CALL_STACK_LIMIT = 10;

/** An IR-located diagnostic, the callers of a call site location, and its notes. */
export function renderIRDiagnostic(d: IRDiagnostic, file: SourceFile): string {
  const parts = [renderOne(d.location, d.severity, d.message, true, file)];
  let previous = d.location;
  let call = callSiteOf(previous);
  if (call !== undefined) {
    previous = call.caller;
    for (let depth = 0; depth < CALL_STACK_LIMIT; depth++) {
      parts.push(renderOne(previous, "note", "called from", true, file));
      call = callSiteOf(previous);
      if (call === undefined) break;
      // Advanced even past the last caller shown, as MLIR's loop does.
      previous = call.caller;
    }
  }
  // As MLIR's handler: a note shows its source line unless at the location shown last.
  for (const note of d.notes) {
    parts.push(renderOne(note.location, note.severity, note.message, note.location !== previous, file));
    previous = note.location;
  }
  return parts.join("");
}

/** A source-located diagnostic (parser errors) and its notes. */
export function renderSourceDiagnostic(d: Diagnostic): string {
  const parts = [formatDiagnostic({ severity: d.severity, message: d.message, ...(d.location ? { location: d.location } : {}) })];
  let previous = d.location;
  for (const note of d.notes ?? []) {
    const same = previous !== undefined && note.location !== undefined && note.location.file === previous.file && note.location.offset === previous.offset;
    if (same && note.location !== undefined) {
      const { line, column } = note.location.file.position(note.location.offset);
      parts.push(`${note.location.file.name}:${line}:${column}: ${note.severity}: ${note.message}\n`);
    } else parts.push(formatDiagnostic({ severity: note.severity, message: note.message, ...(note.location ? { location: note.location } : {}) }));
    previous = note.location;
  }
  return parts.join("");
}
