// Where the doc tests get records from: our TableGen evaluator (the real thing),
// or upstream's --print-records through the development adapter. Tests are
// parameterized over these so each can be measured; conformance uses "ours".
import { dirname } from "node:path";
import { evaluateTableGenFile, type RecordKeeper } from "../../../src/tablegen/index.js";
import { recordsViaUpstream } from "../../ods/helpers/print-records.js";
import { MLIR_INCLUDE } from "./oracle.js";

export type RecordSourceName = "ours" | "upstream";

export interface RecordSource {
  readonly name: RecordSourceName;
  load(file: string): RecordKeeper;
}

export const recordSources: { readonly [K in RecordSourceName]: RecordSource } = {
  ours: {
    name: "ours",
    load: (file) => {
      const path = `${MLIR_INCLUDE}/${file}`;
      return evaluateTableGenFile(path, { includeDirs: [MLIR_INCLUDE, dirname(path)] });
    },
  },
  upstream: {
    name: "upstream",
    load: (file) => {
      const path = `${MLIR_INCLUDE}/${file}`;
      return recordsViaUpstream(path, [MLIR_INCLUDE, dirname(path)]);
    },
  },
};

/** "ours" always; "upstream" too when TSMLIR_DOCS_RECORD_SOURCES asks for it (e.g. "ours,upstream"). */
export function selectedRecordSources(): RecordSource[] {
  const names = (process.env["TSMLIR_DOCS_RECORD_SOURCES"] ?? "ours").split(",").map((s) => s.trim());
  return names.filter((n): n is RecordSourceName => n === "ours" || n === "upstream").map((n) => recordSources[n]);
}
