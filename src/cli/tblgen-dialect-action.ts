// The `--gen-ts-dialect` action of tsmlir-tblgen: one TypeScript module per dialect from
// its .td (generators/dialect). Flags: `-dialect=NAME` (which dialect of the file),
// `-runtime-module=SPEC` (where the module imports the runtime from; default `tsmlir`),
// `-import-dialect=NS=MODULE[,...]` (modules of other dialects whose definitions it uses).
// The generator (ts-morph) is loaded on first use, so other actions start without it.
import type { ActionEntry } from "./tblgen-actions.js";

export const genTsDialectAction: ActionEntry = {
  flag: "gen-ts-dialect",
  output: "text",
  description: "Generate a TypeScript dialect module (ops, attributes, types, enums, interfaces, hooks)",
  run: async (records, options) => {
    const { genTsDialect } = await import("../../generators/dialect/index.js");
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
};
