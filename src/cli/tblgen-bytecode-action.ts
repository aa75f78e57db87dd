// The `--gen-ts-bytecode` action of tsmlir-tblgen: a dialect's attribute and type
// encodings from `.td` (generators/bytecode), as mlir-tblgen's -gen-bytecode. Flags:
// `-bytecode-dialect=NAME` (the DialectAttributes/DialectTypes `dialect`; optional when
// the input declares one), `-runtime-module=tsmlir|PATH` (where the module imports the
// runtime from), `-import-dialect=NS=MODULE[,NS=MODULE]` (modules its snippets refer to).
// The generator is loaded on first use, so other actions start without it.
import type { ActionEntry } from "./tblgen-actions.js";

function importDialects(value: string | undefined): [string, string][] {
  if (value === undefined || value === "") return [];
  return value.split(",").map((entry) => {
    const equals = entry.indexOf("=");
    return equals < 0 ? [entry, entry] : [entry.slice(0, equals), entry.slice(equals + 1)];
  });
}

export const genTsBytecodeAction: ActionEntry = {
  flag: "gen-ts-bytecode",
  output: "text",
  description: "Generate a dialect's TypeScript bytecode readers/writers",
  run: async (records, options) => {
    const { generateBytecodeModule } = await import("../../generators/bytecode/index.js");
    const dialect = options.flags.get("bytecode-dialect");
    const runtimeModule = options.flags.get("runtime-module");
    return generateBytecodeModule(records, {
      inputFilename: options.inputFilename,
      importDialects: importDialects(options.flags.get("import-dialect")),
      ...(dialect !== undefined ? { dialect } : {}),
      ...(runtimeModule !== undefined ? { runtimeModule } : {}),
    });
  },
};
