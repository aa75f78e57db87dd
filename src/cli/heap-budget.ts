// How large V8's young generation should be for one tsmlir-opt run.
//
// V8 assumes most objects die young: every object that survives a scavenge is copied,
// and copied again when it is promoted. An IR is the opposite case, nearly everything a
// parser or bytecode reader allocates lives until the process exits. With the default
// young generation, a 1M-op module is copied twice in 64 MB slices (about a third of the
// run), and the copying scatters ops, operands and values over the heap, so every later
// walk (verification, printing) misses the cache. When the young generation can hold all
// the run allocates, nothing is ever collected or moved: the heap stays in allocation
// order and the process exits before a scavenge is due. The launcher starts Node with
// the size this module picks from the input, as a batch compiler would size an arena.
import { closeSync, openSync, readSync, statSync } from "node:fs";
import { totalmem } from "node:os";
import { parseOptOptions } from "./opt-options.js";

const MB = 1024 * 1024;

/** Below this much allocation V8's defaults cost little; no flags (and no re-exec) then. */
const LARGE_ALLOCATION_MB = 192;

/**
 * Bytes a run allocates per input byte, measured on bigfile.sh modules (load, verify and
 * print or write, garbage included), rounded up: bytecode is about five times denser than
 * text, so it builds more IR per byte.
 */
const ALLOCATION_PER_BYTE = { bytecode: 64, text: 16 } as const;
/** Bytes a run on text allocates per line at least: short lines are mostly IR, not text. */
const ALLOCATION_PER_TEXT_LINE = 640;
/** Allocation that does not grow with the input (dialect registration, tables). */
const FIXED_ALLOCATION_MB = 64;
/** The semi-space when the whole run will not fit: V8's copying then, in smaller steps. */
const FALLBACK_SEMI_SPACE_MB = 64;
/** At most this share of the machine's memory goes to the young generation. */
const MEMORY_SHARE = 0.25;
/** How much of a text input is read to estimate its number of lines. */
const LINE_SAMPLE_BYTES = 1 << 20;

export interface InputShape {
  readonly bytes: number;
  readonly bytecode: boolean;
  /** For text: the number of lines, estimated. */
  readonly lines?: number;
}

/**
 * The semi-space size in MB for a run on `input` (V8 reserves two; only what is
 * allocated is touched), or undefined to keep V8's default.
 */
export function semiSpaceMegabytes(input: InputShape, machineMemoryBytes: number): number | undefined {
  const allocation = input.bytecode
    ? input.bytes * ALLOCATION_PER_BYTE.bytecode
    : Math.max(input.bytes * ALLOCATION_PER_BYTE.text, (input.lines ?? 0) * ALLOCATION_PER_TEXT_LINE);
  const wanted = Math.ceil(allocation / MB) + FIXED_ALLOCATION_MB;
  if (wanted < LARGE_ALLOCATION_MB) return undefined;
  const affordable = Math.floor((machineMemoryBytes * MEMORY_SHARE) / MB);
  return wanted <= affordable ? wanted : FALLBACK_SEMI_SPACE_MB;
}

/** The V8 flags for a semi-space of `megabytes` (fixed size: growing it would copy). */
export function semiSpaceFlags(megabytes: number): string[] {
  return [`--max-semi-space-size=${megabytes}`, `--min-semi-space-size=${megabytes}`];
}

const BYTECODE_MAGIC = [0x4d, 0x4c, 0xef, 0x52];

/** Size, kind and (from the first MB) line density of the file at `path`. */
function inspectInput(path: string): InputShape | undefined {
  try {
    const bytes = statSync(path).size;
    const head = new Uint8Array(Math.min(bytes, LINE_SAMPLE_BYTES));
    const fd = openSync(path, "r");
    let read: number;
    try {
      read = readSync(fd, head, 0, head.length, 0);
    } finally {
      closeSync(fd);
    }
    if (BYTECODE_MAGIC.every((b, i) => head[i] === b)) return { bytes, bytecode: true };
    let newlines = 0;
    for (let i = 0; i < read; i++) if (head[i] === 0x0a) newlines++;
    return { bytes, bytecode: false, lines: read === 0 ? 0 : Math.ceil((newlines / read) * bytes) };
  } catch {
    // Missing or unreadable: the command line reports it itself.
    return undefined;
  }
}

/** Physical memory, or the container's limit when it has a smaller one (cgroups). */
function machineMemory(): number {
  const limit = process.constrainedMemory?.() ?? 0;
  const total = totalmem();
  return limit > 0 && limit < total ? limit : total;
}

/** The Node flags the launcher adds for `args` (empty: run as is). */
export function launchFlags(args: readonly string[]): string[] {
  let input: string;
  try {
    input = parseOptOptions(args).input;
  } catch {
    return []; // A usage error, reported by the command line itself.
  }
  if (input === "-") return [];
  const shape = inspectInput(input);
  if (shape === undefined) return [];
  const megabytes = semiSpaceMegabytes(shape, machineMemory());
  return megabytes === undefined ? [] : semiSpaceFlags(megabytes);
}
