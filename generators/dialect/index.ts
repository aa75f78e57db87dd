// The dialect generator behind `tsmlir-tblgen --gen-ts-dialect`: evaluated records of a
// `.td` file in, one TypeScript module with everything the file defines for a dialect out
// (see dialect-file.ts). tsmlir's own dialects are generated through the same function.
import type { RecordKeeper } from "../../src/ods/access.js";
import { DiagnosticError, errorAt } from "../../src/support/diagnostic.js";
import { generateDialectModule, runtimeSpecifiers, type DialectModuleOptions } from "./dialect-file.js";

export { generateDialectModule, runtimeSpecifiers, type DialectModuleOptions };

/** The `-import-dialect` value: `NS=MODULE[,NS=MODULE...]` (LLVM's comma-separated list option). */
export function parseImportDialects(value: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (value === undefined || value === "") return out;
  for (const entry of value.split(",")) {
    const eq = entry.indexOf("=");
    if (eq <= 0 || eq === entry.length - 1) throw errorAt(undefined, `-import-dialect expects NAMESPACE=MODULE, got '${entry}'`);
    out.set(entry.slice(0, eq).trim(), entry.slice(eq + 1).trim());
  }
  return out;
}

/** The action's options from mlir-tblgen style flags. */
export interface GenTsDialectFlags {
  readonly dialect?: string;
  readonly runtimeModule?: string;
  readonly importDialect?: string;
  readonly inputFilename: string;
}

/** `--gen-ts-dialect` on evaluated records. */
export function genTsDialect(records: RecordKeeper, flags: GenTsDialectFlags): string {
  const options: DialectModuleOptions = {
    ...(flags.dialect !== undefined ? { dialect: flags.dialect } : {}),
    runtimeModule: flags.runtimeModule ?? "tsmlir",
    importDialects: parseImportDialects(flags.importDialect),
    inputFilename: flags.inputFilename,
  };
  try {
    return generateDialectModule(records, options);
  } catch (e) {
    // Every failure is a diagnostic (located where the records allow), never a stack.
    if (e instanceof DiagnosticError) throw e;
    throw errorAt(undefined, `--gen-ts-dialect: ${e instanceof Error ? e.message : String(e)}`);
  }
}
