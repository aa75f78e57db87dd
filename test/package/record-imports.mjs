// Preloaded with `node --import`: records the URL of every module the process loads
// (ES modules and the CommonJS entry points they import) in the file named by
// TSMLIR_IMPORT_LOG, through module.register's load hook.
import { register } from "node:module";

const log = process.env["TSMLIR_IMPORT_LOG"];
if (log !== undefined) register("./record-imports-hooks.mjs", import.meta.url, { data: { log } });
