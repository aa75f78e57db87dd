// The actions `tsmlir-tblgen` can run on evaluated records, one entry per action
// flag (`--print-records`, later `-gen-dialect-doc`, ...). To add an action, import
// its function and append an entry; the command line picks it up (flag, --help).
import { type RecordKeeper, printRecords } from "../tablegen/records.js";
import { docActions } from "./tblgen-doc-actions.js";
import { genTsDialect } from "../../generators/dialect/index.js";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Flags given on the command line besides the action itself. */
export interface ActionOptions {
  /** `-dialect=NAME`, used by the doc generators. */
  readonly dialect?: string;
  /** Every `-name=value` flag not handled by the command line itself, by name (no dashes). */
  readonly flags: ReadonlyMap<string, string>;
  /** The input file as given on the command line. */
  readonly inputFilename: string;
}

export type TableGenAction = (records: RecordKeeper, options: ActionOptions) => string;

export interface ActionEntry {
  /** Flag name without dashes, e.g. `print-records`. */
  readonly flag: string;
  readonly description: string;
  readonly run: TableGenAction;
  /** Options this action takes without a value (`-name`, stored in `flags` as "true"). */
  readonly booleanFlags?: readonly string[];
  /** Whether the package's `defs/` library goes last on the include path (after every `-I`). */
  readonly includesDefs?: boolean;
}

/** Boolean options accepted for any action (mlir-tblgen spells them without `=value`). */
export const commonBooleanFlags: readonly string[] = [
  "allow-hugo-specific-features",
  "no-warn-on-unused-template-args",
];

export function isBooleanFlag(name: string): boolean {
  return commonBooleanFlags.includes(name) || actions.some((a) => a.booleanFlags?.includes(name) === true);
}

export const actions: ActionEntry[] = [
  {
    flag: "print-records",
    description: "Print all records to stdout (default)",
    run: (records) => printRecords(records),
  },
  ...docActions,
  {
    // -dialect=NAME, -runtime-module=SPEC (default tsmlir), -import-dialect=NS=MODULE[,...]
    flag: "gen-ts-dialect",
    description: "Generate a TypeScript dialect module (ops, attributes, enums, hooks)",
    includesDefs: true,
    run: (records, options) => {
      const runtimeModule = options.flags.get("runtime-module");
      const importDialect = options.flags.get("import-dialect");
      const dialect = options.dialect ?? options.flags.get("dialect");
      return genTsDialect(records, {
        inputFilename: options.inputFilename,
        ...(dialect !== undefined ? { dialect } : {}),
        ...(runtimeModule !== undefined ? { runtimeModule } : {}),
        ...(importDialect !== undefined ? { importDialect } : {}),
      });
    },
  },
];

export const defaultAction = "print-records";

/**
 * The `defs/` library of this tsmlir installation (the repository's defs/, found from
 * src/cli or dist/src/cli), so `include "mlir/IR/OpBase.td"` resolves without `-I`.
 */
export function packageDefsDir(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, "defs");
    if (existsSync(join(candidate, "mlir", "IR", "OpBase.td"))) return candidate;
    dir = dirname(dir);
  }
  return undefined;
}

export function findAction(flag: string): ActionEntry | undefined {
  return actions.find((a) => a.flag === flag);
}
