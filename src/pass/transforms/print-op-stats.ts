// print-op-stats: how many ops of each name the IR holds, as MLIR's OpStats prints it
// (a table aligned on the dialect prefix, or JSON), to the tool's diagnostic output.
import { walkOps } from "../../ir/operation.js";
import { PrintOpStatsBase, type PrintOpStatsOptions } from "../../../generated/transforms-passes.js";

export class PrintOpStats extends PrintOpStatsBase {
  constructor(
    options: PrintOpStatsOptions | undefined,
    private readonly write: (text: string) => void,
  ) {
    super(options);
  }

  override runOnOperation(): void {
    const counts = new Map<string, number>();
    walkOps(this.getOperation(), (op) => {
      counts.set(op.opName, (counts.get(op.opName) ?? 0) + 1);
    });
    const names = [...counts.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    this.write(this.options.printAsJSON ? json(names, counts) : table(names, counts));
    this.markAllAnalysesPreserved();
  }
}

function json(names: readonly string[], counts: ReadonlyMap<string, number>): string {
  const lines = names.map((name) => `  "${name}" : ${counts.get(name) ?? 0}`);
  return `{\n${lines.join(",\n")}${lines.length > 0 ? "\n" : ""}}\n`;
}

/** `dialect.op` split at the first dot; a name without one has an empty dialect. */
function split(name: string): [string, string] {
  const dot = name.indexOf(".");
  return dot < 0 ? ["", name] : [name.slice(0, dot), name.slice(dot + 1)];
}

function table(names: readonly string[], counts: ReadonlyMap<string, number>): string {
  let dialectWidth = 0;
  let opWidth = 0;
  for (const name of names) {
    const [dialect, op] = split(name);
    dialectWidth = Math.max(dialectWidth, dialect.length);
    opWidth = Math.max(opWidth, op.length);
  }
  let out = "Operations encountered:\n-----------------------\n";
  for (const name of names) {
    const [dialect, op] = split(name);
    out += dialect.length === 0 ? " ".repeat(dialectWidth + 3) : `${dialect.padStart(dialectWidth + 2)}.`;
    out += `${op.padEnd(opWidth)} , ${counts.get(name) ?? 0}\n`;
  }
  return out;
}
