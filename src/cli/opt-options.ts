// Command line of tsmlir-opt, mirroring mlir-opt's spelling (`-x`, `--x`, `--x=value`).

export interface OptOptions {
  input: string;
  output: string;
  printGeneric: boolean;
  allowUnregisteredDialect: boolean;
  splitInputFile: boolean;
  printDebugInfo: boolean;
  printLocalScope: boolean;
  verifyDiagnostics: boolean;
  emitBytecode: boolean;
  /** Any int64 mlir-opt accepts (out-of-range versions are refused when writing); bigint beyond 2^53. */
  emitBytecodeVersion: number | bigint | undefined;
  elideResourceData: boolean;
  /** `--mlir-elide-elementsattrs-if-larger`: elements attributes above this many elements print elided. */
  elideElementsAttrsLargerThan: number | undefined;
  /** `--load-dialect-plugin=FILE`, in command-line order (src/cli/opt-plugins.ts loads them). */
  dialectPlugins: string[];
  help: boolean;
}

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

type BooleanOption =
  | "printGeneric"
  | "allowUnregisteredDialect"
  | "splitInputFile"
  | "printDebugInfo"
  | "printLocalScope"
  | "verifyDiagnostics"
  | "emitBytecode"
  | "elideResourceData"
  | "help";

// A Map, not an object literal: flag names come from the user (`--__proto__` is just unknown).
const booleanFlags: ReadonlyMap<string, BooleanOption> = new Map<string, BooleanOption>([
  ["mlir-print-op-generic", "printGeneric"],
  ["allow-unregistered-dialect", "allowUnregisteredDialect"],
  ["split-input-file", "splitInputFile"],
  ["mlir-print-debuginfo", "printDebugInfo"],
  ["mlir-print-local-scope", "printLocalScope"],
  ["verify-diagnostics", "verifyDiagnostics"],
  ["emit-bytecode", "emitBytecode"],
  ["elide-resource-data-from-bytecode", "elideResourceData"],
  ["help", "help"],
  ["h", "help"],
]);

/** Options taking a value (`-name v`, `-name=v`), by name: each stores its value in the options. */
const valueOptions: ReadonlyMap<string, (options: OptOptions, value: string, name: string) => void> = new Map<
  string,
  (options: OptOptions, value: string, name: string) => void
>([
  ["o", (options, value) => void (options.output = value)],
  ["emit-bytecode-version", (options, value) => void (options.emitBytecodeVersion = parseBytecodeVersion(value))],
  ["mlir-elide-elementsattrs-if-larger", (options, value, name) => void (options.elideElementsAttrsLargerThan = parseUnsigned(name, value))],
  ["load-dialect-plugin", (options, value) => void options.dialectPlugins.push(value)],
]);

/** Flags accepted for compatibility that change nothing here. */
const ignoredFlags = new Set(["mlir-disable-threading", "no-implicit-module"]);

/** Parses the command line; `programName` is the tool's name in usage errors (LLVM's argv[0]). */
export function parseOptOptions(args: readonly string[], programName = "tsmlir-opt"): OptOptions {
  const options: OptOptions = {
    input: "-",
    output: "-",
    printGeneric: false,
    allowUnregisteredDialect: false,
    splitInputFile: false,
    printDebugInfo: false,
    printLocalScope: false,
    verifyDiagnostics: false,
    emitBytecode: false,
    emitBytecodeVersion: undefined,
    elideResourceData: false,
    elideElementsAttrsLargerThan: undefined,
    dialectPlugins: [],
    help: false,
  };
  let sawInput = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === "-" || !arg.startsWith("-")) {
      if (sawInput) throw new UsageError(`Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: ${programName} --help`);
      options.input = arg;
      sawInput = true;
      continue;
    }
    const body = arg.replace(/^--?/, "");
    const eq = body.indexOf("=");
    const name = eq < 0 ? body : body.slice(0, eq);
    const inlineValue = eq < 0 ? undefined : body.slice(eq + 1);
    const store = valueOptions.get(name);
    if (store !== undefined) {
      const value = inlineValue ?? args[++i];
      if (value === undefined) throw new UsageError(`for the -${name} option: requires a value!`);
      store(options, value, name);
      continue;
    }
    const key = booleanFlags.get(name);
    if (key !== undefined) {
      options[key] = inlineValue === undefined || inlineValue === "true" || inlineValue === "1";
      continue;
    }
    if (ignoredFlags.has(name)) continue;
    throw new UsageError(`Unknown command line argument '${arg}'.  Try: '${programName} --help'`);
  }
  return options;
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** mlir-opt's parse of the version: a base-10 int64 (optional '-', digits only). */
function parseBytecodeVersion(value: string): number | bigint {
  const version = /^-?[0-9]+$/.test(value) ? BigInt(value) : undefined;
  if (version === undefined || version < INT64_MIN || version > INT64_MAX) {
    throw new UsageError(`for the --emit-bytecode-version option: Invalid argument '${value}', only integer is supported.`);
  }
  const small = Number(version);
  return Number.isSafeInteger(small) ? small : version;
}

const UINT32_MAX = 2 ** 32 - 1;

/** LLVM's `cl::opt<unsigned>` parse: radix from the prefix (0x, 0b, 0o, a leading 0), 32 bits. */
function parseUnsigned(flag: string, value: string): number {
  let radix = 10;
  let digits = value;
  const prefix = value.slice(0, 2).toLowerCase();
  if (prefix === "0x") radix = 16;
  else if (prefix === "0b") radix = 2;
  else if (prefix === "0o") radix = 8;
  if (radix !== 10) digits = value.slice(2);
  else if (value.length > 1 && value.startsWith("0")) {
    radix = 8;
    digits = value.slice(1);
  }
  const valid = radix === 16 ? /^[0-9a-f]+$/i : radix === 8 ? /^[0-7]+$/ : radix === 2 ? /^[01]+$/ : /^[0-9]+$/;
  const parsed = valid.test(digits) ? parseInt(digits, radix) : NaN;
  if (!(parsed <= UINT32_MAX)) throw new UsageError(`for the --${flag} option: '${value}' value invalid for uint argument!`);
  return parsed;
}

const OPTION_HELP = `
OPTIONS:
  -o <filename>                          Output filename (default: stdout)
  --allow-unregistered-dialect           Allow operation with no registered dialects
  --mlir-print-op-generic                Print the generic op form
  --mlir-print-debuginfo                 Print debug info in MLIR output
  --mlir-print-local-scope               Print with local scope and inline information (no aliases)
  --split-input-file                     Split the input file into pieces and process each chunk independently
  --verify-diagnostics                   Check that emitted diagnostics match expected-* lines on the corresponding line
  --emit-bytecode                        Emit bytecode when generating output
  --emit-bytecode-version=<uint>         Use specified bytecode when generating output
  --elide-resource-data-from-bytecode    Elide resources when generating bytecode
  --mlir-elide-elementsattrs-if-larger=<uint>
                                         Elide ElementsAttrs with more elements than the given limit
  --load-dialect-plugin=<string>         Load dialects from plugin library (a JavaScript module; repeatable)
  --mlir-disable-threading               Disable multi-threading within MLIR (accepted; tsmlir is single-threaded)
  --help                                 Display available options
`;

/** `--help`: the tool's overview line (MLIR's toolName) and its name. */
export function usage(programName = "tsmlir-opt", overview = "tsmlir modular optimizer driver"): string {
  return `OVERVIEW: ${overview}

USAGE: ${programName} [options] <input file>
${OPTION_HELP}`;
}
