// The general options of tsmlir-opt's command line (mlir-opt's MlirOptMain options), declared
// for LLVM's command-line parser (llvm-cl.ts) with mlir-opt 19's names, value rules and texts.
import { versionText as toolVersionText } from "./version.js";
import { type ClOption, parseBoolean, parseCommandLine, type ValueExpected } from "./llvm-cl.js";

export interface OptOptions {
  input: string;
  output: string;
  printGeneric: boolean;
  allowUnregisteredDialect: boolean;
  splitInputFile: boolean;
  /** `--split-input-file[=MARKER]`: the marker chunks are split at (empty: no splitting). */
  inputSplitMarker: string;
  /** `--output-split-marker`: what is printed between the chunks' outputs. */
  outputSplitMarker: string;
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
  /** `--mlir-disable-threading` (tsmlir is single-threaded; the pass manager reads the pass flag). */
  disableThreading: boolean;
  /** `--no-implicit-module`: the single top-level op is the output, not a module around it. */
  noImplicitModule: boolean;
  /**
   * `--test-bytecode-fallback=DIALECT` (tsmlir's own, for testing the op fallback path):
   * bytecode input is read with the ops of DIALECT unknown and its fallback op enabled.
   */
  testBytecodeFallback: string | undefined;
  /**
   * `--emit-bytecode-dialect-version=DIALECT=VERSION` (repeatable; tsmlir's own): the
   * version of DIALECT to write, as its bytecode hooks parse it (MLIR's setDialectVersion).
   */
  emitDialectVersions: { readonly dialect: string; readonly version: string }[];
  /** Not a flag: the deepest nesting the parser accepts, given by optMain's caller (default: the parser's). */
  nestingLimit?: number;
  help: boolean;
  version: boolean;
}

/** The command line is refused: `message` is LLVM's first error without the tool's name, `report` every line as printed. */
export class UsageError extends Error {
  readonly #report: string;
  constructor(message: string, report = `${message}\n`) {
    super(message);
    this.name = "UsageError";
    this.#report = report;
  }
  /** Every line as LLVM prints it, tool name included. */
  get report(): string {
    return this.#report;
  }
}

/** mlir-opt's default split marker (`--split-input-file` without a value, and the output's). */
export const DEFAULT_SPLIT_MARKER = "// -----";

export function defaultOptOptions(): OptOptions {
  return {
    input: "-",
    output: "-",
    printGeneric: false,
    allowUnregisteredDialect: false,
    splitInputFile: false,
    inputSplitMarker: "",
    outputSplitMarker: DEFAULT_SPLIT_MARKER,
    printDebugInfo: false,
    printLocalScope: false,
    verifyDiagnostics: false,
    emitBytecode: false,
    emitBytecodeVersion: undefined,
    elideResourceData: false,
    elideElementsAttrsLargerThan: undefined,
    dialectPlugins: [],
    disableThreading: false,
    noImplicitModule: false,
    testBytecodeFallback: undefined,
    emitDialectVersions: [],
    help: false,
    version: false,
  };
}

type BooleanOption =
  | "printGeneric"
  | "allowUnregisteredDialect"
  | "printDebugInfo"
  | "printLocalScope"
  | "verifyDiagnostics"
  | "emitBytecode"
  | "elideResourceData"
  | "disableThreading"
  | "noImplicitModule";

/** mlir-opt's cl::opt<bool> options, by name. */
const BOOLEAN_OPTIONS: ReadonlyArray<readonly [string, BooleanOption]> = [
  ["mlir-print-op-generic", "printGeneric"],
  ["allow-unregistered-dialect", "allowUnregisteredDialect"],
  ["mlir-print-debuginfo", "printDebugInfo"],
  ["mlir-print-local-scope", "printLocalScope"],
  ["verify-diagnostics", "verifyDiagnostics"],
  ["emit-bytecode", "emitBytecode"],
  ["elide-resource-data-from-bytecode", "elideResourceData"],
  ["mlir-disable-threading", "disableThreading"],
  ["no-implicit-module", "noImplicitModule"],
];

/** A boolean option writing `options[key]` (LLVM's parser<bool>). */
export function booleanOption(name: string, set: (value: boolean) => void): ClOption {
  return {
    name,
    valueExpected: "optional",
    occur(value) {
      const parsed = parseBoolean(value);
      if (typeof parsed === "string") return parsed;
      set(parsed);
      return undefined;
    },
  };
}

/** An option that requires a value, stored by `set` (which returns LLVM's message for a value it refuses). */
export function valueOption(name: string, set: (value: string) => string | undefined, valueExpected: ValueExpected = "required"): ClOption {
  return { name, valueExpected, occur: (value) => set(value ?? "") };
}

/** The options of mlir-opt's own command line (not the pass manager's), writing into `options`. */
export function generalOptions(options: OptOptions): ClOption[] {
  const list: ClOption[] = [
    valueOption("o", (value) => void (options.output = value)),
    // --split-input-file[=MARKER]: no value (or an empty one) means the default marker.
    valueOption(
      "split-input-file",
      (value) => {
        options.inputSplitMarker = value === "" ? DEFAULT_SPLIT_MARKER : value;
        options.splitInputFile = true;
        return undefined;
      },
      "optional",
    ),
    valueOption("output-split-marker", (value) => void (options.outputSplitMarker = value)),
    valueOption("emit-bytecode-version", (value) => {
      const version = parseBytecodeVersion(value);
      if (typeof version === "string") return version;
      options.emitBytecodeVersion = version;
      return undefined;
    }),
    valueOption("mlir-elide-elementsattrs-if-larger", (value) => {
      const limit = parseUnsigned(value);
      if (limit === undefined) return `'${value}' value invalid for uint argument!`;
      options.elideElementsAttrsLargerThan = limit;
      return undefined;
    }),
    valueOption("load-dialect-plugin", (value) => void options.dialectPlugins.push(value)),
    valueOption("test-bytecode-fallback", (value) => void (options.testBytecodeFallback = value)),
    valueOption("emit-bytecode-dialect-version", (value) => {
      const eq = value.indexOf("=");
      if (eq <= 0) return `'${value}' is not DIALECT=VERSION`;
      options.emitDialectVersions.push({ dialect: value.slice(0, eq), version: value.slice(eq + 1) });
      return undefined;
    }),
    // --help and -h act when read (LLVM prints the help and exits there).
    { name: "help", valueExpected: "disallowed", occur: () => ((options.help = true), "stop") },
    { name: "h", valueExpected: "disallowed", occur: () => ((options.help = true), "stop") },
    { name: "version", valueExpected: "disallowed", occur: () => ((options.version = true), "stop") },
  ];
  for (const [name, key] of BOOLEAN_OPTIONS) list.push(booleanOption(name, (value) => void (options[key] = value)));
  return list;
}

/** The tool's name and the first of LLVM's messages for a UsageError (`PROGRAM: ` taken off). */
export function usageError(programName: string, lines: readonly string[]): UsageError {
  const first = (lines[0] ?? "").replace(/\n$/, "");
  const prefix = `${programName}: `;
  return new UsageError(first.startsWith(prefix) ? first.slice(prefix.length) : first, lines.join(""));
}

/**
 * Parses a command line of general options only (pass flags are unknown here: see
 * opt-command-line.ts for tsmlir-opt's whole command line); throws UsageError.
 */
export function parseOptOptions(args: readonly string[], programName = "tsmlir-opt"): OptOptions {
  const options = defaultOptOptions();
  const result = parseCommandLine(args, generalOptions(options), programName, 1);
  if (result.errors.length > 0) throw usageError(programName, result.errors);
  const input = result.positionals[0];
  if (input !== undefined) options.input = input;
  return options;
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** mlir-opt's parse of the version: a base-10 int64 (optional '-', digits only); a string is LLVM's refusal. */
function parseBytecodeVersion(value: string): number | bigint | string {
  const version = /^-?[0-9]+$/.test(value) ? BigInt(value) : undefined;
  if (version === undefined || version < INT64_MIN || version > INT64_MAX) {
    return `Invalid argument '${value}', only integer is supported.`;
  }
  const small = Number(version);
  return Number.isSafeInteger(small) ? small : version;
}

const UINT32_MAX = 2 ** 32 - 1;

/** LLVM's `cl::opt<unsigned>` parse: radix from the prefix (0x, 0b, 0o, a leading 0), 32 bits; undefined when refused. */
function parseUnsigned(value: string): number | undefined {
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
  return parsed <= UINT32_MAX ? parsed : undefined;
}

const OPTION_HELP = `
OPTIONS:
  -o <filename>                          Output filename (default: stdout)
  --allow-unregistered-dialect           Allow operation with no registered dialects
  --mlir-print-op-generic                Print the generic op form
  --mlir-print-debuginfo                 Print debug info in MLIR output
  --mlir-print-local-scope               Print with local scope and inline information (no aliases)
  --split-input-file[=<string>]          Split the input file into chunks using the given or default marker and process each chunk independently
  --output-split-marker=<string>         Split marker to use for merging the output
  --no-implicit-module                   Disable implicit addition of a top-level module op during parsing
  --verify-diagnostics                   Check that emitted diagnostics match expected-* lines on the corresponding line
  --emit-bytecode                        Emit bytecode when generating output
  --emit-bytecode-version=<uint>         Use specified bytecode when generating output
  --elide-resource-data-from-bytecode    Elide resources when generating bytecode
  --mlir-elide-elementsattrs-if-larger=<uint>
                                         Elide ElementsAttrs with more elements than the given limit
  --load-dialect-plugin=<string>         Load dialects from plugin library (a JavaScript module; repeatable)
  --mlir-disable-threading               Disable multi-threading within MLIR (accepted; tsmlir is single-threaded)
  --help                                 Display available options
  --version                              Display the version of this program
`;

/** `--help`: the tool's overview line (MLIR's toolName) and its name. */
export function usage(programName = "tsmlir-opt", overview = "tsmlir modular optimizer driver"): string {
  return `OVERVIEW: ${overview}

USAGE: ${programName} [options] <input file>
${OPTION_HELP}`;
}

/** `--version`: the package's version, and the MLIR it follows. */
export function versionText(programName = "tsmlir-opt"): string {
  return toolVersionText(programName, "mlir-opt");
}
