// The pass statistics report (MLIR's PassStatistics, `--mlir-pass-statistics` with
// `--mlir-pass-statistics-display=list|pipeline`), in the layout MLIR prints when
// statistics are compiled in: per pass, `(S) <value> <name> - <description>` aligned.
import { OpToOpPassAdaptor, type OpPassManager } from "./op-pass-manager.js";
import type { Pass } from "./pass.js";
import type { Statistic } from "./statistics.js";

export type StatisticsDisplayMode = "list" | "pipeline";

interface StatisticEntry {
  readonly name: string;
  readonly description: string;
  value: number;
}

function statisticsOf(pass: Pass): Statistic[] {
  return Object.values(pass.statistics);
}

function passEntry(indent: number, title: string, stats: readonly StatisticEntry[] = []): string {
  let out = `${" ".repeat(indent)}${title}\n`;
  if (stats.length === 0) return out;
  const sorted = [...stats].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  let nameWidth = 0;
  let valueWidth = 0;
  for (const s of sorted) {
    nameWidth = Math.max(nameWidth, s.name.length);
    valueWidth = Math.max(valueWidth, String(s.value).length);
  }
  for (const s of sorted) out += `${" ".repeat(indent + 2)}(S) ${String(s.value).padStart(valueWidth)} ${s.name.padEnd(nameWidth)} - ${s.description}\n`;
  return out;
}

function asList(pm: OpPassManager): string {
  const merged = new Map<string, StatisticEntry[]>();
  const add = (pass: Pass): void => {
    if (pass instanceof OpToOpPassAdaptor) {
      for (const nested of pass.managers) for (const p of nested.passes) add(p);
      return;
    }
    const stats = statisticsOf(pass);
    if (stats.length === 0) return;
    const entry = merged.get(pass.name);
    if (entry === undefined) merged.set(pass.name, stats.map((s) => ({ name: s.name, description: s.description, value: s.value })));
    else stats.forEach((s, i) => ((entry[i] as StatisticEntry).value += s.value));
  };
  for (const pass of pm.passes) add(pass);
  const names = [...merged.keys()].sort();
  return names.map((name) => passEntry(2, name, merged.get(name))).join("");
}

function asPipeline(pm: OpPassManager): string {
  let out = "";
  const print = (indent: number, pass: Pass): void => {
    if (pass instanceof OpToOpPassAdaptor) {
      let inner = indent;
      if (pass.managers.length > 1) {
        out += passEntry(indent, pass.name);
        inner += 2;
      }
      for (const nested of pass.managers) {
        out += passEntry(inner, `'${nested.anchorName}' Pipeline`);
        for (const p of nested.passes) print(inner + 2, p);
      }
      return;
    }
    out += passEntry(indent, pass.name, statisticsOf(pass));
  };
  for (const pass of pm.passes) print(0, pass);
  return out;
}

/** The whole report, header included, ending with a blank line. */
export function statisticsReport(pm: OpPassManager, mode: StatisticsDisplayMode): string {
  const title = "... Pass statistics report ...";
  const rule = `===${"-".repeat(73)}===\n`;
  const body = mode === "list" ? asList(pm) : asPipeline(pm);
  return `${rule}${" ".repeat(Math.floor((80 - title.length) / 2))}${title}\n${rule}${body}\n`;
}
