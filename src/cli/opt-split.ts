// `--split-input-file[=MARKER]`: cutting the input into chunks exactly as MLIR 19's
// splitAndProcessBuffer does, quirks included, since they decide what mlir-opt prints:
// - the text is split at the marker without its last two characters, and a piece counts
//   as a split only when it starts with those two characters and has a third character
//   that is not '0'; any other piece is a "near miss" (warned about) and joins the chunk
//   before it, so a marker at the very end of the file is a near miss;
// - an empty chunk merges into the next one (a file starting with the marker makes a
//   chunk starting with "--"), and an empty last chunk is dropped: an empty file has no
//   chunks at all, so nothing is printed.
import { formatDiagnostic } from "../support/diagnostic.js";
import { SourceFile } from "../support/source.js";

/** How many trailing characters of the marker are checked by hand (MLIR's checkLen). */
const CHECK_LENGTH = 2;

export interface InputChunk {
  /** Offset of the chunk's first character in the whole text. */
  readonly offset: number;
  readonly text: string;
}

/** Splits `text` at `marker`; near misses are reported through `warn`. */
export function splitInputChunks(text: string, marker: string, fileName: string, warn: (text: string) => void): InputChunk[] {
  const prefix = marker.slice(0, Math.max(0, marker.length - CHECK_LENGTH));
  const suffix = marker.slice(prefix.length);
  // mlir-opt loops forever on a marker of two characters or fewer (an empty separator);
  // such a marker splits at the whole marker here, with no near misses to flag.
  if (prefix === "") return splitAtWholeMarker(text, marker);
  // The pieces between occurrences of the prefix, as [start, end) offsets.
  const pieces: Array<[number, number]> = [];
  let start = 0;
  for (;;) {
    const at = text.indexOf(prefix, start);
    if (at < 0) break;
    pieces.push([start, at]);
    start = at + prefix.length;
  }
  pieces.push([start, text.length]);
  let file: SourceFile | undefined;
  const chunks: Array<[number, number]> = [];
  let previous: [number, number] | undefined;
  for (const piece of pieces) {
    if (previous === undefined || previous[0] === previous[1]) {
      previous = piece;
      continue;
    }
    const [s, e] = piece;
    const expected = text.startsWith(suffix, s) && e - s > CHECK_LENGTH && text[s + CHECK_LENGTH] !== "0";
    if (expected) {
      chunks.push(previous);
      previous = [s + CHECK_LENGTH, e];
    } else {
      file ??= new SourceFile(fileName, text);
      warn(formatDiagnostic({ severity: "warning", message: "near miss with file split marker", location: { file, offset: s } }));
      previous = [previous[0], e];
    }
  }
  if (previous !== undefined && previous[0] !== previous[1]) chunks.push(previous);
  return chunks.map(([s, e]) => ({ offset: s, text: text.slice(s, e) }));
}

function splitAtWholeMarker(text: string, marker: string): InputChunk[] {
  const chunks: InputChunk[] = [];
  let start = 0;
  if (marker !== "") {
    for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, start)) {
      if (at > start) chunks.push({ offset: start, text: text.slice(start, at) });
      start = at + marker.length;
    }
  }
  if (start < text.length) chunks.push({ offset: start, text: text.slice(start) });
  return chunks;
}
