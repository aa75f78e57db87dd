// Picks the public corpus cases that only use tsmlir's registered dialects: every op is in
// builtin/func/arith/cf/scf/math/index, and every dialect attribute or type belongs to those
// or to the attribute/type-only dialects tsmlir registers (quant, sparse_tensor, test, dlti).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { genericDir, mlirOpt, repoRoot, sharedDir } from "../environment.js";

export { genericDir, mlirOpt, repoRoot, sharedDir };

export const OUR_DIALECTS: ReadonlySet<string> = new Set(["builtin", "func", "arith", "cf", "scf", "math", "index"]);

/** Dialects registered only for their attributes and types (no ops yet). */
export const ATTRIBUTE_TYPE_DIALECTS: ReadonlySet<string> = new Set(["quant", "sparse_tensor", "test", "dlti"]);

/** Dialect namespaces of the ops (`"ns.op"(`) in generic text. */
export function opDialectsUsed(text: string): Set<string> {
  const used = new Set<string>();
  for (const m of text.matchAll(/"([A-Za-z_][\w$]*)(?:\.[\w$.]+)?"\(/g)) used.add(m[1] as string);
  return used;
}

/** Dialect namespaces of dialect attributes/types (`#ns.x`, `!ns<`) in generic text. */
export function attributeTypeDialectsUsed(text: string): Set<string> {
  const used = new Set<string>();
  for (const m of text.matchAll(/[#!]([A-Za-z_][\w$]*)[.<]/g)) used.add(m[1] as string);
  return used;
}

/** Every dialect namespace the text uses, ops and attributes/types alike. */
export function dialectsUsed(text: string): Set<string> {
  return new Set([...opDialectsUsed(text), ...attributeTypeDialectsUsed(text)]);
}

export interface CorpusCase {
  readonly name: string;
  readonly bytes: Buffer;
}

export function registeredOnlyCases(): CorpusCase[] {
  if (!existsSync(genericDir)) return [];
  const out: CorpusCase[] = [];
  for (const name of readdirSync(genericDir).filter((n) => n.endsWith(".mlir")).sort()) {
    const bytes = readFileSync(join(genericDir, name));
    const text = bytes.toString("latin1");
    const opsOurs = [...opDialectsUsed(text)].every((d) => OUR_DIALECTS.has(d));
    const attributesTypesOurs = [...attributeTypeDialectsUsed(text)].every((d) => OUR_DIALECTS.has(d) || ATTRIBUTE_TYPE_DIALECTS.has(d));
    if (opsOurs && attributesTypesOurs) out.push({ name, bytes });
  }
  return out;
}

/** Cases whose ops are all ours but that use attributes/types of dialects tsmlir does not register. */
export function excludedForForeignAttributesTypes(): { name: string; dialects: string[] }[] {
  if (!existsSync(genericDir)) return [];
  const out: { name: string; dialects: string[] }[] = [];
  for (const name of readdirSync(genericDir).filter((n) => n.endsWith(".mlir")).sort()) {
    const text = readFileSync(join(genericDir, name), "latin1");
    if (![...opDialectsUsed(text)].every((d) => OUR_DIALECTS.has(d))) continue;
    const foreign = [...attributeTypeDialectsUsed(text)].filter((d) => !OUR_DIALECTS.has(d) && !ATTRIBUTE_TYPE_DIALECTS.has(d));
    if (foreign.length > 0) out.push({ name, dialects: foreign });
  }
  return out;
}
