// The LLVM data layout string (the module attribute `llvm.data_layout`) as LLVM 19's
// DataLayout parser reads it: `-`-separated specifications, each a letter (or `ni`) and
// `:`-separated fields. Only the errors matter here: mlir-opt 19 reports the parser's first
// one after "invalid data layout descriptor: ".

/** A parse failure, carrying LLVM's message. */
class LayoutError extends Error {}

function fail(message: string): never {
  throw new LayoutError(message);
}

const U32_MAX = 0xffffffffn;
const U64_MAX = 0xffffffffffffffffn;

/** StringRef::getAsInteger(10): decimal digits only, fitting the target width. */
function integer(text: string, max: bigint = U32_MAX): bigint {
  const value = /^[0-9]+$/.test(text) ? BigInt(text) : undefined;
  if (value === undefined || value > max) fail("not a number, or does not fit in an unsigned int");
  return value;
}

/** A size in bits, given back in bytes (it must be a whole number of them). */
function bytes(text: string, max: bigint = U32_MAX): bigint {
  const bits = integer(text, max);
  if (bits % 8n !== 0n) fail("number of bits must be a byte width multiple");
  return bits / 8n;
}

function isPowerOfTwo(value: bigint): boolean {
  return value > 0n && (value & (value - 1n)) === 0n;
}

function fitsBits(value: bigint, bits: number): boolean {
  return value < 1n << BigInt(bits);
}

/** LLVM's checked split: `[head, rest]` at the first separator, refusing a separator at either end. */
function split(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  if (at < 0) return [text, ""];
  const head = text.slice(0, at);
  const rest = text.slice(at + 1);
  if (rest === "") fail("Trailing separator in datalayout string");
  if (head === "") fail("Expected token before separator in datalayout string");
  return [head, rest];
}

/** Reads the fields after the specifier one at a time, as LLVM's parser consumes them. */
class Fields {
  constructor(private rest: string) {}

  get empty(): boolean {
    return this.rest === "";
  }

  next(): string {
    const [field, rest] = split(this.rest, ":");
    this.rest = rest;
    return field;
  }
}

function addressSpace(text: string): void {
  if (!fitsBits(integer(text), 24)) fail("Invalid address space, must be a 24-bit integer");
}

/** Alignments are stored as powers of two; 0 stands for 1 byte. */
function alignment(value: bigint): bigint {
  return value === 0n ? 1n : value;
}

function pointerSpec(space: string, fields: Fields): void {
  if (space !== "") addressSpace(space);
  if (fields.empty) fail("Missing size specification for pointer in datalayout string");
  const size = bytes(fields.next());
  if (size === 0n) fail("Invalid pointer size of 0 bytes");
  if (fields.empty) fail("Missing alignment specification for pointer in datalayout string");
  const abi = bytes(fields.next());
  if (!isPowerOfTwo(abi)) fail("Pointer ABI alignment must be a power of 2");
  let preferred = abi;
  let indexSize = size;
  if (!fields.empty) {
    preferred = bytes(fields.next());
    if (!isPowerOfTwo(preferred)) fail("Pointer preferred alignment must be a power of 2");
    if (!fields.empty) {
      indexSize = bytes(fields.next());
      if (indexSize === 0n) fail("Invalid index size of 0 bytes");
    }
  }
  if (preferred < abi) fail("Preferred alignment cannot be less than the ABI alignment");
  if (indexSize > size) fail("Index width cannot be larger than pointer width");
}

/** `i`, `v`, `f` and `a`: a type's size in bits, then its ABI and preferred alignments. */
function typeAlignmentSpec(kind: string, sizeText: string, fields: Fields): void {
  const aggregate = kind === "a";
  const size = sizeText === "" ? 0n : integer(sizeText);
  if (aggregate && size !== 0n) fail("Sized aggregate specification in datalayout string");
  if (fields.empty) fail("Missing alignment specification in datalayout string");
  const abi = bytes(fields.next());
  if (!aggregate && abi === 0n) fail("ABI alignment specification must be >0 for non-aggregate types");
  if (!fitsBits(abi, 16)) fail("Invalid ABI alignment, must be a 16bit integer");
  if (abi !== 0n && !isPowerOfTwo(abi)) fail("Invalid ABI alignment, must be a power of 2");
  if (kind === "i" && size === 8n && abi !== 1n) fail("Invalid ABI alignment, i8 must be naturally aligned");
  const preferred = fields.empty ? abi : bytes(fields.next());
  if (!fitsBits(preferred, 16)) fail("Invalid preferred alignment, must be a 16bit integer");
  if (preferred !== 0n && !isPowerOfTwo(preferred)) fail("Invalid preferred alignment, must be a power of 2");
  if (!fitsBits(size, 24)) fail("Invalid bit width, must be a 24-bit integer");
  if (alignment(preferred) < alignment(abi)) fail("Preferred alignment cannot be less than the ABI alignment");
}

/** `S` and `F`: an alignment in bits that is 0 or a power of two. */
function optionalAlignment(text: string): void {
  const value = bytes(text, U64_MAX);
  if (value !== 0n && !isPowerOfTwo(value)) fail("Alignment is neither 0 nor a power of 2");
}

const MANGLING_MODES: ReadonlySet<string> = new Set(["e", "l", "o", "m", "w", "x", "a"]);

function manglingSpec(trailing: string, fields: Fields): void {
  if (trailing !== "") fail("Unexpected trailing characters after mangling specifier in datalayout string");
  if (fields.empty) fail("Expected mangling specifier in datalayout string");
  const mode = fields.next();
  if (mode.length > 1) fail("Unknown mangling specifier in datalayout string");
  if (!MANGLING_MODES.has(mode)) fail("Unknown mangling in datalayout string");
}

function specification(text: string): void {
  const [token, rest] = split(text, ":");
  const fields = new Fields(rest);
  if (token === "ni") {
    do {
      if (integer(fields.next()) === 0n) fail("Address space 0 can never be non-integral");
    } while (!fields.empty);
    return;
  }
  const kind = token[0] as string;
  const tail = token.slice(1);
  switch (kind) {
    case "s": // deprecated, ignored
    case "E":
    case "e":
      return;
    case "p":
      return pointerSpec(tail, fields);
    case "i":
    case "v":
    case "f":
    case "a":
      return typeAlignmentSpec(kind, tail, fields);
    case "n":
      for (let width = tail; ; width = fields.next()) {
        if (integer(width) === 0n) fail("Zero width native integer type in datalayout string");
        if (fields.empty) return;
      }
    case "S":
      return optionalAlignment(tail);
    case "F":
      if (tail[0] !== "i" && tail[0] !== "n") fail("Unknown function pointer alignment type in datalayout string");
      return optionalAlignment(tail.slice(1));
    case "P":
    case "A":
    case "G":
      return addressSpace(tail);
    case "m":
      return manglingSpec(tail, fields);
    default:
      fail("Unknown specifier in datalayout string");
  }
}

/** LLVM 19's message for the first error in a data layout string, or undefined when it parses. */
export function dataLayoutError(layout: string): string | undefined {
  try {
    for (let rest = layout; rest !== ""; ) {
      const [spec, next] = split(rest, "-");
      specification(spec);
      rest = next;
    }
    return undefined;
  } catch (error) {
    if (error instanceof LayoutError) return error.message;
    throw error;
  }
}
