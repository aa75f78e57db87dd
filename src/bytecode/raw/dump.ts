// Human-readable listing of a raw bytecode file, for debugging the format.
import { SECTION_NAMES } from "../format/constants.js";
import { readContainer } from "../format/container.js";
import type { RawBlock, RawBytecode, RawOp, RawUseListOrder } from "./model.js";
import { readRawBytecode } from "./read-raw.js";

function hex(bytes: Uint8Array, limit = 48): string {
  const parts: string[] = [];
  const n = Math.min(bytes.length, limit);
  for (let i = 0; i < n; i++) parts.push((bytes[i] as number).toString(16).padStart(2, "0"));
  return parts.join(" ") + (bytes.length > limit ? ` … (${bytes.length} bytes)` : "");
}

function printable(bytes: Uint8Array): string {
  const chars: string[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i] as number;
    chars.push(c >= 0x20 && c < 0x7f ? String.fromCharCode(c) : c === 0 ? "" : `\\${c.toString(16).padStart(2, "0")}`);
  }
  return chars.join("");
}

function useLists(orders: readonly RawUseListOrder[] | undefined): string {
  if (orders === undefined) return "";
  return ` uselists[${orders.map((o) => `${o.index}:${o.indexPairs ? "pairs" : "perm"}(${o.indices.join(",")})`).join(" ")}]`;
}

export function dumpRawBytecode(bytes: Uint8Array): string {
  const container = readContainer(bytes);
  const raw = readRawBytecode(bytes);
  const out: string[] = [];
  out.push(`version ${raw.version}, producer "${raw.producer}"`);
  container.sections.forEach((s, id) => {
    if (s !== undefined) out.push(`section ${SECTION_NAMES[id]} (${id}): offset ${s.start}, ${s.end - s.start} bytes, alignment ${s.alignment}`);
  });
  out.push(`strings (${raw.strings.length}):`);
  raw.strings.forEach((s, i) => out.push(`  #${i} "${printable(Uint8Array.from(s, (c) => c.charCodeAt(0) & 0xff))}"`));
  out.push(`dialects (${raw.dialects.length}):`);
  raw.dialects.forEach((d, i) => out.push(`  #${i} ${d.name}${d.version ? ` version [${hex(d.version)}]` : ""}`));
  out.push(`op names (${raw.opNames.length}):`);
  raw.opNames.forEach((n, i) =>
    out.push(`  #${i} ${raw.dialects[n.dialect]?.name}.${n.name}${n.registered === undefined ? "" : n.registered ? " (registered)" : " (unregistered)"}`),
  );
  for (const [label, table] of [["attributes", raw.attributes], ["types", raw.types]] as const) {
    out.push(`${label} (${table.length}):`);
    table.forEach((e, i) => {
      const dialect = raw.dialects[e.dialect]?.name;
      out.push(`  #${i} ${dialect} ${e.custom ? `custom [${hex(e.data)}]` : `text "${printable(e.data)}"`}`);
    });
  }
  if (raw.resources !== undefined) {
    out.push("resources:");
    for (const g of [...raw.resources.external, ...raw.resources.dialect]) {
      const owner = typeof g.owner === "string" ? `external "${g.owner}"` : `dialect ${raw.dialects[g.owner]?.name}`;
      out.push(`  ${owner}: ${g.entries.length} entries`);
      for (const e of g.entries) out.push(`    "${e.key}" kind ${e.kind} [${hex(e.data)}]`);
    }
  }
  if (raw.properties !== undefined) {
    out.push(`properties (${raw.properties.length}):`);
    raw.properties.forEach((p, i) => out.push(`  #${i} [${hex(p)}]`));
  }
  out.push("ir:");
  dumpBlock(raw, raw.root, 1, out);
  return `${out.join("\n")}\n`;
}

function dumpBlock(raw: RawBytecode, root: RawBlock, depth: number, out: string[]): void {
  // Explicit stack: entries are blocks to open or ops to print at a depth.
  type Item = { block: RawBlock; depth: number; label: string } | { op: RawOp; depth: number };
  const stack: Item[] = [{ block: root, depth, label: "block" }];
  while (stack.length > 0) {
    const item = stack.pop() as Item;
    const pad = "  ".repeat(item.depth);
    if ("block" in item) {
      const args = item.block.args?.map((a) => `t${a.type}${a.loc >= 0 ? `@a${a.loc}` : ""}`).join(", ");
      out.push(`${pad}${item.label}${args === undefined ? "" : `(${args})`}${useLists(item.block.argUseLists)}`);
      for (let i = item.block.ops.length - 1; i >= 0; i--) stack.push({ op: item.block.ops[i] as RawOp, depth: item.depth + 1 });
      continue;
    }
    const op = item.op;
    const name = raw.opNames[op.name];
    const parts = [`${pad}op ${name ? `${raw.dialects[name.dialect]?.name}.${name.name}` : `?${op.name}`} mask 0x${op.mask.toString(16)} loc a${op.loc}`];
    if (op.attrs >= 0) parts.push(`attrs a${op.attrs}`);
    if (op.props >= 0) parts.push(`props ${name?.registered === false ? "a" : "p"}${op.props}`);
    if (op.results) parts.push(`results (${op.results.map((t) => `t${t}`).join(", ")})`);
    if (op.operands) parts.push(`operands (${op.operands.map((v) => `%${v}`).join(", ")})`);
    if (op.successors) parts.push(`successors (${op.successors.map((b) => `^${b}`).join(", ")})`);
    if (op.regions) parts.push(`${op.regions.length} regions${op.isolated ? " isolated" : ""}`);
    out.push(parts.join(" ") + useLists(op.useLists));
    const regions = op.regions ?? [];
    for (let r = regions.length - 1; r >= 0; r--) {
      const region = regions[r] as (typeof regions)[number];
      for (let b = region.blocks.length - 1; b >= 0; b--) {
        stack.push({ block: region.blocks[b] as RawBlock, depth: item.depth + 1, label: `region ${r} (${region.numValues} values) block ${b}` });
      }
      if (region.blocks.length === 0) stack.push({ block: { args: undefined, argUseLists: undefined, ops: [] }, depth: item.depth + 1, label: `region ${r} empty` });
    }
  }
}
