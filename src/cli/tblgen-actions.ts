// The actions `tsmlir-tblgen` can run on evaluated records, one entry per action
// flag (`--print-records`, later `-gen-dialect-doc`, ...). To add an action, import
// its function and append an entry; the command line picks it up (flag, --help).
import { type RecordKeeper, printRecords, printRecordsTo } from "../tablegen/records.js";
import type { OutputBytes } from "./tblgen-output.js";
import { docActions } from "./tblgen-doc-actions.js";
import { genTsPassesAction } from "./tblgen-pass-actions.js";
import { genTsDialectAction } from "./tblgen-dialect-action.js";
import { genTsRewritersAction } from "./tblgen-rewriter-actions.js";
import { genTsBytecodeAction } from "./tblgen-bytecode-action.js";

/** Flags given on the command line besides the action itself. */
export interface ActionOptions {
  /** `-dialect=NAME`, used by the doc generators. */
  readonly dialect?: string;
  /** Every `-name=value` flag not handled by the command line itself, by name (no dashes). */
  readonly flags: ReadonlyMap<string, string>;
  /** The input file as given on the command line. */
  readonly inputFilename: string;
}

/** An action's output (a byte string, see src/tablegen/source-text.ts); async when it loads its generator on first use. */
export type TableGenAction = (records: RecordKeeper, options: ActionOptions) => string | Promise<string>;

export interface ActionEntry {
  /** Flag name without dashes, e.g. `print-records`. */
  readonly flag: string;
  readonly description: string;
  readonly run: TableGenAction;
  /** The output as bytes, where the action can make them faster than the command line from `run`'s string. */
  readonly runBytes?: (records: RecordKeeper, options: ActionOptions) => OutputBytes;
  /**
   * "text": the action emits Unicode text (TypeScript), so its input is read as UTF-8 text
   * and its output written as UTF-8, instead of LLVM's byte strings (src/tablegen/source-text.ts).
   */
  readonly output?: "text";
  /** Options this action takes without a value (`-name`, stored in `flags` as "true"). */
  readonly booleanFlags?: readonly string[];
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
    // Written as it is printed: the output never exists whole.
    runBytes: (records) => ({ writeTo: (write) => printRecordsTo(records, write) }),
  },
  ...docActions,
  genTsDialectAction,
  genTsPassesAction,
  genTsRewritersAction,
  genTsBytecodeAction,
];

export const defaultAction = "print-records";

export function findAction(flag: string): ActionEntry | undefined {
  return actions.find((a) => a.flag === flag);
}
