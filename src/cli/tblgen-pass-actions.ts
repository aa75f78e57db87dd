// The `--gen-ts-passes` action of tsmlir-tblgen: typed TypeScript pass base classes from
// pass records (generators/passes). Flags: `-name=Group` (the aggregate
// `register<Group>Passes`, as mlir-tblgen's -gen-pass-decls), `-runtime-module=tsmlir|PATH`
// (where the generated module imports the runtime from; default `tsmlir`).
// The generator is loaded on first use, so other actions start without it.
import type { ActionEntry } from "./tblgen-actions.js";

export const genTsPassesAction: ActionEntry = {
  flag: "gen-ts-passes",
  output: "text",
  description: "Generate TypeScript pass base classes and registration",
  run: async (records, options) => {
    const { generatePassModule } = await import("../../generators/passes/index.js");
    const name = options.flags.get("name");
    const runtimeModule = options.flags.get("runtime-module");
    return generatePassModule(records, {
      inputFilename: options.inputFilename,
      ...(name !== undefined ? { groupName: name } : {}),
      ...(runtimeModule !== undefined ? { runtimeModule } : {}),
    });
  },
};
