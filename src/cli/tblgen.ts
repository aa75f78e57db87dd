// `tsmlir-tblgen`: mlir-tblgen's command line over our TableGen front end.
// Options follow LLVM's cl conventions: `-I DIR`, `-I=DIR`, `-IDIR`, `-o FILE`,
// `-D NAME`, one or two leading dashes, one action flag from tblgen-actions.ts.
import { readSync, writeFileSync, writeSync } from "node:fs";
import { evaluateTableGen, evaluateTableGenFile, TableGenFailure } from "../tablegen/index.js";
import { actions, type ActionEntry, defaultAction, findAction, isBooleanFlag } from "./tblgen-actions.js";
import { defsDirectory } from "../support/package-root.js";

const TOOL = "tsmlir-tblgen";

interface ParsedArgs {
  readonly input: string;
  readonly output: string;
  readonly includeDirs: string[];
  readonly defines: string[];
  readonly action: ActionEntry;
  readonly flags: Map<string, string>;
}

class UsageError extends Error {}

function usage(): string {
  const lines = [
    "OVERVIEW: TableGen front end (mlir-tblgen compatible)",
    "",
    `USAGE: ${TOOL} [options] <input file>`,
    "",
    "OPTIONS:",
    "",
    "  -D <macro name>       - Name of the macro to be defined",
    "  -I <directory>        - Directory of include files (searched before tsmlir's defs/, always last)",
    "  -o <filename>         - Output filename",
    "  --help                - Display available options",
    "",
    "Generator to run",
  ];
  for (const a of actions) lines.push(`  --${a.flag.padEnd(20)}- ${a.description}`);
  return `${lines.join("\n")}\n`;
}

/** Returns the value of an option taking one (`-x v`, `-x=v`, `-xv` when `prefix`). */
function optionValue(
  name: string,
  arg: string,
  args: readonly string[],
  index: { i: number },
  prefix: boolean,
): string | undefined {
  const body = arg.replace(/^--?/, "");
  if (body === name) {
    const next = args[index.i + 1];
    if (next === undefined) throw new UsageError(`${TOOL}: for the -${name} option: requires a value!`);
    index.i++;
    return next;
  }
  if (body.startsWith(`${name}=`)) return body.slice(name.length + 1);
  if (prefix && body.startsWith(name) && body.length > name.length) return body.slice(name.length);
  return undefined;
}

function parseArgs(args: readonly string[]): ParsedArgs | "help" {
  let input: string | undefined;
  let output = "-";
  const includeDirs: string[] = [];
  const defines: string[] = [];
  const flags = new Map<string, string>();
  let action: ActionEntry | undefined;
  const index = { i: 0 };
  for (; index.i < args.length; index.i++) {
    const arg = args[index.i] as string;
    if (arg === "-" || !arg.startsWith("-")) {
      if (input !== undefined) throw new UsageError(`${TOOL}: Too many positional arguments specified!`);
      input = arg;
      continue;
    }
    if (arg === "--") {
      const rest = args.slice(index.i + 1);
      if (rest.length > 1 || (rest.length === 1 && input !== undefined)) {
        throw new UsageError(`${TOOL}: Too many positional arguments specified!`);
      }
      if (rest[0] !== undefined) input = rest[0];
      break;
    }
    const body = arg.replace(/^--?/, "");
    if (body === "help" || body === "h") return "help";
    const include = optionValue("I", arg, args, index, true);
    if (include !== undefined) {
      includeDirs.push(include);
      continue;
    }
    const define = optionValue("D", arg, args, index, true);
    if (define !== undefined) {
      defines.push(define);
      continue;
    }
    const out = optionValue("o", arg, args, index, false);
    if (out !== undefined) {
      output = out;
      continue;
    }
    const registered = findAction(body);
    if (registered !== undefined) {
      if (action !== undefined && action !== registered) {
        throw new UsageError(`${TOOL}: for the --${registered.flag} option: may only occur zero or one times!`);
      }
      action = registered;
      continue;
    }
    const eq = body.indexOf("=");
    if (eq > 0) {
      flags.set(body.slice(0, eq), body.slice(eq + 1));
      continue;
    }
    if (isBooleanFlag(body)) {
      flags.set(body, "true");
      continue;
    }
    throw new UsageError(`${TOOL}: Unknown command line argument '${arg}'.  Try: '${TOOL} --help'`);
  }
  return {
    input: input ?? "-",
    output,
    includeDirs,
    defines,
    action: action ?? (findAction(defaultAction) as ActionEntry),
    flags,
  };
}

function readStdin(): string {
  const chunks: Buffer[] = [];
  const buffer = Buffer.alloc(1 << 16);
  for (;;) {
    let n: number;
    try {
      n = readSync(0, buffer, 0, buffer.length, null);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "EAGAIN") continue;
      break;
    }
    if (n <= 0) break;
    chunks.push(Buffer.from(buffer.subarray(0, n)));
  }
  return Buffer.concat(chunks).toString("utf8");
}

export async function main(args: readonly string[]): Promise<number> {
  let parsed: ParsedArgs | "help";
  try {
    parsed = parseArgs(args);
  } catch (e) {
    if (e instanceof UsageError) {
      writeSync(2, `${e.message}\n`);
      return 1;
    }
    throw e;
  }
  if (parsed === "help") {
    writeSync(1, usage());
    return 0;
  }
  // tsmlir's own TableGen library comes after the user's directories, so that
  // `include "mlir/IR/OpBase.td"` works without -I while a user's -I still wins.
  const options = { includeDirs: [...parsed.includeDirs, defsDirectory()], defines: parsed.defines };
  let text: string;
  try {
    const records =
      parsed.input === "-"
        ? evaluateTableGen("<stdin>", readStdin(), options)
        : evaluateTableGenFile(parsed.input, options);
    const quietUnused = parsed.flags.has("no-warn-on-unused-template-args");
    const messages = records.messages.filter((m) => !(quietUnused && m.message.startsWith("unused template argument")));
    if (messages.length > 0) {
      const { formatDiagnostic } = await import("../support/diagnostic.js");
      writeSync(2, messages.map((m) => formatDiagnostic(m)).join(""));
    }
    const dialect = parsed.flags.get("dialect");
    text = parsed.action.run(records, {
      ...(dialect !== undefined ? { dialect } : {}),
      flags: parsed.flags,
      inputFilename: parsed.input,
    });
  } catch (e) {
    if (e instanceof TableGenFailure) {
      writeSync(2, e.rendered);
      return 1;
    }
    if (e instanceof Error && "diagnostic" in e) {
      const { formatDiagnostic } = await import("../support/diagnostic.js");
      writeSync(2, formatDiagnostic((e as import("../support/diagnostic.js").DiagnosticError).diagnostic));
      return 1;
    }
    throw e;
  }
  if (parsed.output === "-") {
    writeAll(1, text);
  } else {
    try {
      writeFileSync(parsed.output, text);
    } catch (e) {
      writeSync(2, `${TOOL}: error: cannot write '${parsed.output}': ${e instanceof Error ? e.message : String(e)}\n`);
      return 1;
    }
  }
  return 0;
}

function writeAll(fd: number, text: string): void {
  const data = Buffer.from(text, "utf8");
  let offset = 0;
  while (offset < data.length) {
    try {
      offset += writeSync(fd, data, offset, Math.min(data.length - offset, 1 << 20));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "EAGAIN") continue;
      if ((e as NodeJS.ErrnoException).code === "EPIPE") return;
      throw e;
    }
  }
}
