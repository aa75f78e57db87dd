// Picks the public corpus cases that only use tsmlir's generated dialects: every op is in
// builtin/func/arith/cf/scf/math/index and no attribute or type of another dialect
// (`#sparse_tensor<...>`, `!quant<...>`) appears.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const sharedDir = resolve(repoRoot, "../shared");
export const genericDir = join(sharedDir, "corpus/public/generic");
export const mlirOpt = process.env["MLIR_OPT"] ?? "/usr/lib/llvm-19/bin/mlir-opt";

export const OUR_DIALECTS: ReadonlySet<string> = new Set(["builtin", "func", "arith", "cf", "scf", "math", "index"]);

/** Dialect namespaces of the ops (`"ns.op"(`) and dialect attributes/types (`#ns.x`, `!ns<`) in generic text. */
export function dialectsUsed(text: string): Set<string> {
  const used = new Set<string>();
  for (const m of text.matchAll(/"([A-Za-z_][\w$]*)(?:\.[\w$.]+)?"\(/g)) used.add(m[1] as string);
  for (const m of text.matchAll(/[#!]([A-Za-z_][\w$]*)[.<]/g)) used.add(m[1] as string);
  return used;
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
    const used = dialectsUsed(bytes.toString("latin1"));
    if ([...used].every((d) => OUR_DIALECTS.has(d))) out.push({ name, bytes });
  }
  return out;
}
