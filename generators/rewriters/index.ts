// `tsmlir-tblgen --gen-ts-rewriters`: every `Pattern` record (`Pat` included) of the
// input becomes a RewritePattern class anchored on its root op, with MLIR's benefit
// (source ops + addBenefit), the ops it generates, its def name as debug name, and a
// matchAndRewrite emitted from the dags (generators/rewriters/emit-*.ts); the module ends
// with `populateWithGenerated(patterns)` adding them all, as mlir-tblgen's -gen-rewriters.
// The module imports only public entry points (`tsmlir/ir`, `tsmlir/ods`, `tsmlir/rewrite`)
// and, when native code needs it, the module given by `-native-module`. Pure: records in,
// file text out; patterns are emitted in record order (deterministic).
import type { Record, RecordKeeper } from "../../src/ods/access.js";
import { locationOf } from "../../src/ods/access.js";
import { errorAt } from "../../src/support/diagnostic.js";
import { EmitContext } from "./emit-context.js";
import { MatchEmitter } from "./emit-match.js";
import { RewriteEmitter } from "./emit-rewrite.js";
import { OpTable, type OpInfo } from "./ops.js";
import { DrrPattern } from "./pattern.js";
import { docComment, isPlainIdentifier, stringLiteral, symbolIdentifier } from "./text.js";

export interface RewriterGenOptions {
  /** The input file named in the `@generated` header and the pattern comments. */
  readonly inputFilename: string;
  /**
   * Where the runtime is imported from: `tsmlir` (a consumer project: `tsmlir`,
   * `tsmlir/ods`, `tsmlir/rewrite`) or a path prefix such as `../src/api`.
   */
  readonly runtimeModule?: string;
  /** A module the native code calls and constraints of the .td refer to as `native.` (a path as written in the import). */
  readonly nativeModule?: string;
  /**
   * Modules of the dialects snippets refer to by namespace (`arith.CmpIPredicateAttr`),
   * by namespace; without an entry, `tsmlir/dialects/<namespace>` when the runtime is `tsmlir`.
   */
  readonly dialectModules?: ReadonlyMap<string, string>;
}

/** `-import-dialect=arith=./arith.js,func=./func.js` as a map. */
export function parseDialectModules(flag: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of flag.split(",")) {
    const eq = entry.indexOf("=");
    if (eq <= 0) throw errorAt(undefined, `-import-dialect: expected NAMESPACE=MODULE, got '${entry}'`);
    out.set(entry.slice(0, eq).trim(), entry.slice(eq + 1).trim());
  }
  return out;
}

// `ir` is the IR core entry (`tsmlir/ir`), as for generated dialect modules: `tsmlir` itself
// registers the dialects, whose canonicalization patterns may be these very modules.
function importPaths(runtimeModule: string): { ir: string; ods: string; rewrite: string } {
  if (runtimeModule === "tsmlir") return { ir: "tsmlir/ir", ods: "tsmlir/ods", rewrite: "tsmlir/rewrite" };
  const base = runtimeModule.replace(/\/$/, "");
  return { ir: `${base}/ir.js`, ods: `${base}/ods.js`, rewrite: `${base}/rewrite.js` };
}

/** Where a pattern is defined, for its comment: `file:line` as given to the generator. */
function definedAt(record: Record, inputFilename: string): string {
  const loc = locationOf(record);
  if (loc === undefined) return inputFilename;
  const name = loc.file.name.endsWith(inputFilename) || inputFilename === "" ? inputFilename : loc.file.name.split("/").pop() ?? inputFilename;
  return `${name}:${loc.file.position(loc.offset).line}`;
}

export function generateRewritersModule(records: RecordKeeper, options: RewriterGenOptions): string {
  const ops = new OpTable(records);
  const groupTables = new Map<string, string>();
  const groupsUsed = (info: OpInfo, which: "operands" | "results"): void => {
    const key = which === "operands" ? info.operandGroupsName() : info.resultGroupsName();
    if (!groupTables.has(key)) groupTables.set(key, which === "operands" ? info.operandGroupsDeclaration() : info.resultGroupsDeclaration());
  };
  const classes: string[] = [];
  const names: string[] = [];
  const usedNames = new Set<string>();
  for (const record of records.getAllDerivedDefinitionsIfDefined("Pattern")) {
    const pattern = new DrrPattern(record, ops);
    let className = isPlainIdentifier(record.name) ? record.name : symbolIdentifier(record.name);
    if (record.name.startsWith("anonymous_") || usedNames.has(className)) className = `GeneratedPattern${classes.length}`;
    usedNames.add(className);
    names.push(className);
    classes.push(emitPattern(pattern, className, records, ops, groupsUsed, options));
  }
  const paths = importPaths(options.runtimeModule ?? "tsmlir");
  // Dialect namespaces used by code (string literals such as op names left out).
  const body = classes.join("\n").replace(/"(?:[^"\\\n]|\\.)*"/g, '""');
  const dialectImports: string[] = [];
  for (const ns of ops.dialectNamespaces()) {
    if (!new RegExp(`(?<![A-Za-z0-9_$.])${ns}\\.`).test(body)) continue;
    const module = options.dialectModules?.get(ns) ?? (options.runtimeModule === undefined || options.runtimeModule === "tsmlir" ? `tsmlir/dialects/${ns}` : undefined);
    if (module === undefined) throw errorAt(undefined, `the generated patterns refer to dialect namespace '${ns}': give its module with -import-dialect=${ns}=PATH`);
    dialectImports.push(`import * as ${ns} from ${stringLiteral(module)};`);
  }
  const out: string[] = [];
  out.push(`// @generated by tsmlir-tblgen --gen-ts-rewriters from ${options.inputFilename.replace(/[\r\n\u2028\u2029]/g, " ")}. Do not edit.`);
  out.push(`import * as ir from ${stringLiteral(paths.ir)};`);
  out.push(`import * as ods from ${stringLiteral(paths.ods)};`);
  out.push(`import * as rewrite from ${stringLiteral(paths.rewrite)};`);
  out.push(...dialectImports);
  if (options.nativeModule !== undefined) out.push(`import * as native from ${stringLiteral(options.nativeModule)};`);
  out.push("");
  out.push("void ods;");
  if (options.nativeModule !== undefined) out.push("void native;");
  out.push("");
  const tables = [...groupTables.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, text]) => text);
  if (tables.length > 0) {
    out.push("// ODS operand and result groups of the ops matched through the generic Operation API.");
    out.push(...tables);
    out.push("");
  }
  for (const c of classes) out.push(c, "");
  out.push("/** The pattern classes of this file, in definition order. */");
  out.push(`export const patternClasses = [${names.join(", ")}] as const;`);
  out.push("");
  out.push("/** Adds every pattern of this file to `patterns` (MLIR's populateWithGenerated). */");
  out.push("export function populateWithGenerated(patterns: rewrite.RewritePatternSet): void {");
  if (names.length > 0) out.push(`  patterns.add(${names.map((n) => `new ${n}(patterns.context)`).join(", ")});`);
  out.push("}");
  return `${out.join("\n")}\n`;
}

function emitPattern(
  pattern: DrrPattern,
  className: string,
  records: RecordKeeper,
  ops: OpTable,
  groupsUsed: (info: OpInfo, which: "operands" | "results") => void,
  options: RewriterGenOptions,
): string {
  const ctx = new EmitContext(pattern, records, ops, groupsUsed);
  const root = ctx.opOf(pattern.source);
  const body: string[] = [];
  new MatchEmitter(ctx).emit(body);
  new RewriteEmitter(ctx, body).emit();
  const benefit = pattern.benefit();
  const generated = pattern.generatedOpNames();
  const lines: string[] = [];
  lines.push(docComment([`Generated from ${definedAt(pattern.record, options.inputFilename)} (${pattern.name}).`]).trimEnd());
  lines.push(`export class ${className} extends rewrite.RewritePattern {`);
  lines.push(`  constructor(context: ir.MLIRContext) {`);
  lines.push(
    `    super(${root.nameLiteral()}, context, { benefit: ${benefit}, generatedNames: [${generated.map(stringLiteral).join(", ")}], debugName: ${stringLiteral(pattern.name)} });`,
  );
  lines.push(`  }`);
  lines.push(`  override matchAndRewrite(op0: ir.Operation, rewriter: rewrite.PatternRewriter): boolean {`);
  lines.push(...body);
  lines.push(`  }`);
  lines.push(`}`);
  return lines.join("\n");
}
