// The `--gen-ts-rewriters` action of tsmlir-tblgen: typed TypeScript rewrite patterns from
// DRR records (`Pat`, `Pattern`; generators/rewriters). Flags: `-runtime-module=tsmlir|PATH`
// (where the generated module imports the runtime from; default `tsmlir`),
// `-native-module=PATH` (the module native code calls refer to as `native.`),
// `-import-dialect=NS=PATH,...` (the modules of dialect namespaces snippets use).
import type { ActionEntry } from "./tblgen-actions.js";

export const genTsRewritersAction: ActionEntry = {
  flag: "gen-ts-rewriters",
  output: "text",
  description: "Generate TypeScript rewrite patterns from DRR (Pat, Pattern)",
  run: async (records, options) => {
    const { generateRewritersModule, parseDialectModules } = await import("../../generators/rewriters/index.js");
    const dialectModules = options.flags.get("import-dialect");
    const runtimeModule = options.flags.get("runtime-module");
    const nativeModule = options.flags.get("native-module");
    return generateRewritersModule(records, {
      inputFilename: options.inputFilename,
      ...(runtimeModule !== undefined ? { runtimeModule } : {}),
      ...(nativeModule !== undefined ? { nativeModule } : {}),
      ...(dialectModules !== undefined ? { dialectModules: parseDialectModules(dialectModules) } : {}),
    });
  },
};
