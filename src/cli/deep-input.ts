// Input nested deeper than a Node thread's default stack holds (the parser, verifier
// and printer recurse once or twice a level: about 500 levels fit) runs on a worker thread
// whose stack is sized for DEEP_NESTING_LIMIT levels, so tsmlir-opt accepts what mlir-opt
// accepts (mlir-opt 19 crashes at about 3,000 nested regions, 8,000 nested arrays, 30,000
// nested tuples) and reports nesting beyond the limit as a located error. The launcher
// measures the input's bracket depth first (one pass over the bytes, no parse; for
// bytecode the region nesting its op and block headers give, src/bytecode/raw/nesting.ts),
// so runs on ordinary input do not pay for a thread.
import { closeSync, openSync, readFileSync, readSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { Worker } from "node:worker_threads";
import { DEFAULT_NESTING_LIMIT } from "../asm/parser-state.js";
import { bytecodeRegionNesting } from "../bytecode/raw/nesting.js";
import { commandLineInput } from "./opt-pass-flags.js";
import { internalFailure } from "./internal-failure.js";

/** The deepest nesting tsmlir-opt accepts on a large stack; beyond it a located error. */
export const DEEP_NESTING_LIMIT = 100_000;

/**
 * Stack for DEEP_NESTING_LIMIT levels: measured 1.2-3 KB a level (nested regions parsed,
 * verified, printed and canonicalized cost the most), taken at 4 KB, plus Node's own frames.
 * The thread's stack is reserved, not touched: shallow runs use little of it.
 */
export const DEEP_STACK_MEGABYTES = 64 + Math.ceil((DEEP_NESTING_LIMIT * 4) / 1024);

/** Input measured deeper than this runs on the large stack (well below the default limit: the measure is approximate). */
const DEEP_INPUT_THRESHOLD = DEFAULT_NESTING_LIMIT / 2;

/** What a byte is outside strings and comments: 0 nothing to the meter (most bytes). */
const ORDINARY = 0;
const OPENING = 1;
const CLOSING = 2;
const QUOTE_BYTE = 3;
const SLASH_BYTE = 4;
const BYTE_CLASS = new Uint8Array(256);
for (const c of "([{<") BYTE_CLASS[c.charCodeAt(0)] = OPENING;
for (const c of ")]}>") BYTE_CLASS[c.charCodeAt(0)] = CLOSING;
BYTE_CLASS[0x22] = QUOTE_BYTE;
BYTE_CLASS[0x2f] = SLASH_BYTE;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const SLASH = 0x2f;
const NEWLINE = 0x0a;
const MINUS = 0x2d;
/** String bodies longer than this are searched natively. */
const SHORT_STRING = 64;
const EQUALS = 0x3d;
const GREATER = 0x3e;

/**
 * Bracket depth of MLIR text, read in pieces: strings and `//` comments are skipped, and
 * the `>` of `->` and `>=` closes nothing. An approximation of the parser's nesting (each
 * construct it recurses into opens a bracket), used only to choose the stack. The launcher
 * reads every input byte with it before the run, so ordinary bytes cost one table look-up.
 */
export class NestingMeter {
  private depth = 0;
  /** Deepest depth seen. */
  deepest = 0;
  private inString = false;
  private escaped = false;
  private inComment = false;
  /** The last byte fed (the one before the next piece's first). */
  private previous = 0;
  /** A `>` seen last: it closes a bracket unless `=` follows. */
  private pendingClose = false;

  feed(bytes: Uint8Array, length = bytes.length): void {
    let { depth, deepest, inString, escaped, inComment, pendingClose } = this;
    const carried = this.previous;
    let i = 0;
    while (i < length) {
      if (pendingClose) {
        pendingClose = false;
        if (bytes[i] !== EQUALS && depth > 0) depth--;
      }
      if (inComment) {
        while (i < length && bytes[i] !== NEWLINE) i++;
        if (i < length) {
          inComment = false;
          i++;
        }
        continue;
      }
      if (inString) {
        if (escaped) {
          escaped = false;
          i++;
          continue;
        }
        // Short bodies (op names, file names: several a line) byte by byte: two native
        // searches per string cost more than reading it. An escape skips the byte after
        // it, except a newline, which ends the string as it does below.
        const stop = Math.min(length, i + SHORT_STRING);
        let j = i;
        let ended = false;
        while (j < stop) {
          const b = bytes[j] as number;
          if (b === QUOTE || b === NEWLINE) {
            ended = true;
            j++;
            break;
          }
          if (b === BACKSLASH) {
            if (j + 1 >= length) {
              escaped = true;
              j = length;
              break;
            }
            ended = bytes[j + 1] === NEWLINE;
            j += 2;
            if (ended) break;
            continue;
          }
          j++;
        }
        i = j;
        if (ended) inString = false;
        if (ended || escaped || i >= length) continue;
        // Long bodies (a giant dense attribute's hex) are skipped with native searches.
        let quote = bytes.indexOf(QUOTE, i);
        if (quote === -1 || quote > length) quote = length;
        // A native search from i, not a subarray per string (every op name is one).
        const newline = bytes.indexOf(NEWLINE, i);
        if (newline !== -1 && newline < quote) {
          inString = false;
          i = newline + 1;
          continue;
        }
        // Backslashes right before the quote (or the piece's end): an odd run escapes it.
        let run = 0;
        while (quote - run - 1 >= i && bytes[quote - run - 1] === BACKSLASH) run++;
        if (quote === length) {
          escaped = run % 2 === 1;
          i = length;
        } else if (run % 2 === 1) i = quote + 1;
        else {
          inString = false;
          i = quote + 1;
        }
        continue;
      }
      // Outside strings and comments: skip ordinary bytes, then act on one special byte.
      let kind = ORDINARY;
      for (; i < length; i++) {
        kind = BYTE_CLASS[bytes[i] as number] as number;
        if (kind !== ORDINARY) break;
      }
      if (i >= length) break;
      const previous = i > 0 ? (bytes[i - 1] as number) : carried;
      if (kind === OPENING) {
        if (++depth > deepest) deepest = depth;
      } else if (kind === CLOSING) {
        if (bytes[i] === GREATER) pendingClose = previous !== MINUS;
        else if (depth > 0) depth--;
      } else if (kind === QUOTE_BYTE) inString = true;
      else if (previous === SLASH) inComment = true;
      i++;
    }
    const previous = length > 0 ? (bytes[length - 1] as number) : carried;
    Object.assign(this, { depth, deepest, inString, escaped, inComment, previous, pendingClose });
  }
}

/** The bracket depth of `bytes` (see NestingMeter). */
export function textNesting(bytes: Uint8Array): number {
  const meter = new NestingMeter();
  meter.feed(bytes);
  return meter.deepest;
}

const BYTECODE_MAGIC = [0x4d, 0x4c, 0xef, 0x52];

/**
 * The region nesting of a bytecode file (read whole: the run reads it anyway), from its
 * structure alone; 0 for a file that cannot be read (the run reports that). A level takes
 * at least MIN_BYTES_PER_LEVEL bytes (op name, mask, location, region count, block count,
 * value count, block header), so smaller files are not looked into.
 */
function bytecodeFileNesting(path: string, stopAbove: number): number {
  const MIN_BYTES_PER_LEVEL = 7;
  try {
    if (statSync(path).size <= stopAbove * MIN_BYTES_PER_LEVEL) return 0;
    return bytecodeRegionNesting(readFileSync(path), stopAbove);
  } catch {
    return 0;
  }
}

/** The nesting of the file at `path`: bracket depth of text, region nesting of bytecode (0 for a file that cannot be read: the run reports that). */
function fileNesting(path: string, stopAbove: number): number {
  let fd: number;
  try {
    fd = openSync(path, "r");
  } catch {
    return 0;
  }
  try {
    const meter = new NestingMeter();
    const chunk = Buffer.allocUnsafe(1 << 20);
    let first = true;
    for (;;) {
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      if (first && n >= 4 && BYTECODE_MAGIC.every((b, i) => chunk[i] === b)) return bytecodeFileNesting(path, stopAbove);
      first = false;
      meter.feed(chunk, n);
      if (meter.deepest > stopAbove) break;
    }
    return meter.deepest;
  } catch {
    return 0;
  } finally {
    closeSync(fd);
  }
}

function readStdin(): Uint8Array {
  const parts: Buffer[] = [];
  const chunk = Buffer.alloc(1 << 16);
  for (;;) {
    let n: number;
    try {
      n = readSync(0, chunk, 0, chunk.length, null);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EAGAIN") continue;
      if (code === "EOF") break;
      throw error;
    }
    if (n === 0) break;
    parts.push(Buffer.from(chunk.subarray(0, n)));
  }
  return Buffer.concat(parts);
}

/** How a launcher runs one command line. */
export interface RunPlan {
  /** On a worker with DEEP_STACK_MEGABYTES of stack and DEEP_NESTING_LIMIT. */
  readonly deep: boolean;
  /** Standard input, when the input is stdin (read to measure it; the run takes these bytes). */
  readonly stdin?: Uint8Array;
}

/** Whether `args` name deeply nested text input (reading stdin when that is the input). */
export function planRun(args: readonly string[]): RunPlan {
  // Usage errors, --help and --version are the command line's: the launcher reads nothing.
  const input = commandLineInput(args, (path) => resolve(path));
  if (input === undefined) return { deep: false };
  if (input === "-") {
    let stdin: Uint8Array;
    try {
      stdin = readStdin();
    } catch {
      return { deep: false }; // the run reports what reading stdin says
    }
    const magic = BYTECODE_MAGIC.every((b, i) => stdin[i] === b);
    const nesting = magic ? bytecodeRegionNesting(stdin, DEEP_INPUT_THRESHOLD) : textNesting(stdin);
    return { deep: nesting > DEEP_INPUT_THRESHOLD, stdin };
  }
  return { deep: fileNesting(resolve(input), DEEP_INPUT_THRESHOLD) > DEEP_INPUT_THRESHOLD };
}

/** What the launcher hands its worker. */
export interface DeepRunData {
  readonly tsmlirDeepRun: true;
  readonly args: readonly string[];
  readonly stdin?: Uint8Array;
}

export function isDeepRunData(data: unknown): data is DeepRunData {
  return typeof data === "object" && data !== null && (data as { tsmlirDeepRun?: unknown }).tsmlirDeepRun === true;
}

/**
 * Runs `script` (a launcher module that, on a worker, calls optMain with the DeepRunData's
 * arguments and DEEP_NESTING_LIMIT) on a thread with the large stack; resolves to its exit code.
 */
export function runOnDeepStack(script: URL, args: readonly string[], stdin: Uint8Array | undefined, programName: string): Promise<number> {
  const write = (text: string): void => {
    try {
      process.stderr.write(text);
    } catch {
      // stderr is gone: nothing can be reported
    }
  };
  return new Promise((done) => {
    const data: DeepRunData = { tsmlirDeepRun: true, args: [...args], ...(stdin !== undefined ? { stdin } : {}) };
    let worker: Worker;
    try {
      worker = new Worker(script, { workerData: data, resourceLimits: { stackSizeMb: DEEP_STACK_MEGABYTES }, stdout: false, stderr: false });
    } catch (error) {
      done(internalFailure(programName, error, write));
      return;
    }
    let failure: number | undefined;
    worker.on("error", (error) => {
      if ((error as NodeJS.ErrnoException).code === "ERR_WORKER_OUT_OF_MEMORY") {
        write(`${programName}: error: out of memory\n`);
        failure = 1;
      } else failure = internalFailure(programName, error, write);
    });
    worker.on("exit", (code) => done(failure ?? code));
  });
}
