// How large V8's young generation should be for one tsmlir-opt run.
//
// V8 assumes most objects die young: every object that survives a scavenge is copied,
// and copied again when it is promoted. An IR is the opposite case, nearly everything a
// parser or bytecode reader allocates lives until the process exits. With the default
// young generation, a 1M-op module is copied twice in 64 MB slices (about a third of the
// run), and the copying scatters ops, operands and values over the heap, so every later
// walk (verification, printing) misses the cache. When the young generation can hold all
// the run allocates, nothing is ever collected or moved: the heap stays in allocation
// order and the process exits before a scavenge is due.
//
// That trade (memory for time) is taken for bytecode, which builds the IR with little
// garbage: the run's peak memory stays near what it was with collections, and the run
// is about twice as fast. Parsing text makes about as much garbage as IR, and keeping
// all of it would double peak memory for a tenth of the time; text runs keep V8's
// default young generation (16 MB semi-spaces). A 64 MB semi-space was tried for large
// text: on the 1M-op bigfile -canonicalize it raised peak memory by 85 MB (1.13 ->
// 1.215 GB in every run) and saved no CPU time (medians of 3: 20.1 s CPU with the
// default, 22.6 s with 64 MB), and it costs a second Node start.
import { closeSync, openSync, readSync, statSync } from "node:fs";
import { totalmem } from "node:os";
import { resolve } from "node:path";
import { commandLineInput } from "./opt-pass-flags.js";

const MB = 1024 * 1024;

/** Below this much allocation V8's defaults cost little; no flags (and no re-exec) then. */
const LARGE_ALLOCATION_MB = 192;
/**
 * Bytes a bytecode run allocates per input byte, measured on bigfile.sh modules (load,
 * verify and print or write, garbage included: about 46), rounded up.
 */
const ALLOCATION_PER_BYTECODE_BYTE = 64;
/** Allocation that does not grow with the input (dialect registration, tables). */
const FIXED_ALLOCATION_MB = 64;
/** The semi-space for bytecode runs that would not fit in memory. */
const MODEST_SEMI_SPACE_MB = 64;
/** At most this share of the machine's memory goes to the young generation. */
const MEMORY_SHARE = 0.25;

export interface InputShape {
  readonly bytes: number;
  readonly bytecode: boolean;
}

/** The young generation for a run on `input`; undefined keeps V8's default. */
export interface YoungGeneration {
  /** Semi-space size in MB (V8 reserves two; only what is allocated is touched). */
  readonly semiSpaceMegabytes: number;
  /** Whether it starts at full size: a growing young generation copies its survivors. */
  readonly fixed: boolean;
}

export function youngGeneration(input: InputShape, machineMemoryBytes: number): YoungGeneration | undefined {
  if (!input.bytecode) return undefined;
  const wanted = Math.ceil((input.bytes * ALLOCATION_PER_BYTECODE_BYTE) / MB) + FIXED_ALLOCATION_MB;
  if (wanted < LARGE_ALLOCATION_MB) return undefined;
  const affordable = Math.floor((machineMemoryBytes * MEMORY_SHARE) / MB);
  if (wanted > affordable) return { semiSpaceMegabytes: MODEST_SEMI_SPACE_MB, fixed: false };
  return { semiSpaceMegabytes: wanted, fixed: true };
}

/** The Node flags for a young generation. */
export function youngGenerationFlags(young: YoungGeneration): string[] {
  const max = `--max-semi-space-size=${young.semiSpaceMegabytes}`;
  return young.fixed ? [max, `--min-semi-space-size=${young.semiSpaceMegabytes}`] : [max];
}

const BYTECODE_MAGIC = [0x4d, 0x4c, 0xef, 0x52];

/** Size and kind of the file at `path`. */
function inspectInput(path: string): InputShape | undefined {
  try {
    const bytes = statSync(path).size;
    const head = new Uint8Array(BYTECODE_MAGIC.length);
    const fd = openSync(path, "r");
    let read: number;
    try {
      read = readSync(fd, head, 0, head.length, 0);
    } finally {
      closeSync(fd);
    }
    return { bytes, bytecode: read === head.length && BYTECODE_MAGIC.every((b, i) => head[i] === b) };
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
  // Usage errors are the command line's to report: the launcher then adds nothing.
  const input = commandLineInput(args, (path) => resolve(path));
  if (input === undefined || input === "-") return [];
  const shape = inspectInput(input);
  if (shape === undefined) return [];
  const young = youngGeneration(shape, machineMemory());
  return young === undefined ? [] : youngGenerationFlags(young);
}
