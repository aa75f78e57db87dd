// The ODS model builds, validated, from every upstream .td file that mlir-tblgen
// documents a dialect for, with records from our own TableGen evaluator.
import { describe, expect, it } from "vitest";
import { buildOdsModel } from "../../src/ods/index.js";
import { dialectDocPairs, oracleUnavailable } from "../docs/helpers/oracle.js";
import { selectedRecordSources } from "../docs/helpers/record-sources.js";

const unavailable = oracleUnavailable();
if (unavailable !== undefined) console.log(`ods model over upstream files: skipped (${unavailable})`);

describe.skipIf(unavailable !== undefined).each(selectedRecordSources())("ODS model from upstream dialect .td files (records: $name)", (source) => {
  it("builds without error from every file", () => {
    const files = [...new Set(dialectDocPairs().map((p) => p.file))].sort();
    const failures: string[] = [];
    const totals = { ops: 0, attrOrTypeDefs: 0, enums: 0, interfaces: 0, passes: 0, dialects: 0, predicates: 0 };
    for (const file of files) {
      try {
        const model = buildOdsModel(source.load(file));
        totals.ops += model.operators.length;
        totals.attrOrTypeDefs += model.attrOrTypeDefs.length;
        totals.enums += model.enums.length;
        totals.interfaces += model.interfaces.length;
        totals.passes += model.passes.length;
        totals.dialects += model.dialects.length;
        totals.predicates += model.predicates.size;
      } catch (e) {
        failures.push(`${file}: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`);
      }
    }
    console.log(
      `ods model: ${files.length - failures.length}/${files.length} dialect .td files build (records: ${source.name}; ` +
        `${totals.ops} ops, ${totals.attrOrTypeDefs} attr/type defs, ${totals.enums} enums, ${totals.interfaces} interfaces, ` +
        `${totals.dialects} dialect records, ${totals.predicates} constraint predicates)`,
    );
    expect(failures).toEqual([]);
    expect(totals.ops).toBeGreaterThan(1000);
  });
});
