// The doc options mlir-tblgen 19 has (-op-include-regex, -op-exclude-regex,
// -strip-prefix, -allow-hugo-specific-features, -dialect), compared with the
// oracle on one upstream dialect, through the tsmlir-tblgen action table.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { findAction } from "../../src/cli/tblgen-actions.js";
import { includeArgs, MLIR_TBLGEN } from "./helpers/oracle.js";
import { skipWithout } from "../environment.js";
import { recordSources } from "./helpers/record-sources.js";

const FILE = "mlir/Dialect/Arith/IR/ArithOps.td";

const CASES: readonly { action: string; flags: readonly [string, string][] }[] = [
  { action: "gen-op-doc", flags: [["op-include-regex", "add|sub"]] },
  { action: "gen-op-doc", flags: [["op-exclude-regex", "^arith\\.(cmp|ext)"], ["strip-prefix", "::mlir::arith::"]] },
  { action: "gen-op-doc", flags: [["allow-hugo-specific-features", "true"]] },
  { action: "gen-dialect-doc", flags: [["dialect", "arith"], ["op-include-regex", "^arith\\.c"], ["allow-hugo-specific-features", "true"]] },
  { action: "gen-dialect-doc", flags: [["strip-prefix", "::mlir::"]] },
];

describe("doc options", () => {
  it("match mlir-tblgen for regex filters, prefix stripping and Hugo attribute details", async (ctx) => {
    skipWithout(ctx, "mlir-tblgen", "mlir-include");
    const records = recordSources.ours.load(FILE);
    let identical = 0;
    for (const c of CASES) {
      const action = findAction(c.action);
      if (action === undefined) throw new Error(`action ${c.action} is not registered`);
      const flags = new Map(c.flags);
      const dialect = flags.get("dialect");
      const ours = await action.run(records, { ...(dialect === undefined ? {} : { dialect }), flags, inputFilename: FILE });
      // mlir-tblgen's boolean option takes no value.
      const args = c.flags.map(([k, v]) => (k === "allow-hugo-specific-features" ? `-${k}` : `-${k}=${v}`));
      const upstream = spawnSync(MLIR_TBLGEN, [`-${c.action}`, ...args, ...includeArgs(FILE)], { encoding: "utf8", maxBuffer: 1 << 28 });
      expect(upstream.status).toBe(0);
      expect(ours).toBe(upstream.stdout);
      identical++;
    }
    console.log(`doc options: ${identical}/${CASES.length} identical`);
  });
});
