// The dialect generators: from the ODS models of our dialect .td files to the TypeScript
// modules under generated/. `generateDialects` is pure: evaluated record sets in, files out.
import type { OdsModel } from "../../src/ods/index.js";
import type { RecordKeeper } from "../../src/ods/access.js";
import { generateDialectFile, tsNamespace, type DialectSpec, type GeneratedFile } from "./dialect-file.js";

export type { DialectSpec, GeneratedFile };

/** Our dialects, in dependency order. */
export const DIALECTS: readonly DialectSpec[] = [
  { name: "arith", tdFile: "defs/mlir/Dialect/Arith/IR/ArithOps.td", output: "generated/arith.ts", hooksModule: "src/dialects/hooks/arith.ts", imports: [] },
  { name: "func", tdFile: "defs/mlir/Dialect/Func/IR/FuncOps.td", output: "generated/func.ts", hooksModule: "src/dialects/hooks/func.ts", imports: [] },
  { name: "cf", tdFile: "defs/mlir/Dialect/ControlFlow/IR/ControlFlowOps.td", output: "generated/cf.ts", hooksModule: "src/dialects/hooks/cf.ts", imports: [] },
  { name: "scf", tdFile: "defs/mlir/Dialect/SCF/IR/SCFOps.td", output: "generated/scf.ts", hooksModule: "src/dialects/hooks/scf.ts", imports: [] },
  { name: "math", tdFile: "defs/mlir/Dialect/Math/IR/MathOps.td", output: "generated/math.ts", imports: ["arith"] },
  { name: "index", tdFile: "defs/mlir/Dialect/Index/IR/IndexOps.td", output: "generated/index-dialect.ts", hooksModule: "src/dialects/hooks/index.ts", imports: [] },
];

export interface EvaluatedDialect {
  readonly spec: DialectSpec;
  readonly keeper: RecordKeeper;
  readonly model: OdsModel;
}

export function generateDialects(evaluated: readonly EvaluatedDialect[]): GeneratedFile[] {
  const opNamesByClass = new Map<string, string>();
  const modules = new Map<string, string>();
  for (const { spec, model } of evaluated) {
    modules.set(spec.name, spec.output);
    for (const op of model.operators) opNamesByClass.set(`${tsNamespace(op.cppNamespace)}::${op.cppClassName}`, op.operationName);
  }
  const files = evaluated.map(({ spec, model, keeper }) => generateDialectFile(spec, model, keeper, opNamesByClass, modules));
  files.push(indexFile(evaluated.map((e) => e.spec)));
  return files;
}

/** generated/all.ts: every generated dialect and a loader for all of them. */
function indexFile(specs: readonly DialectSpec[]): GeneratedFile {
  const lines = ["// @generated from defs/ — do not edit", `import type { MLIRContext } from "../src/ir/index.js";`];
  for (const s of specs) lines.push(`import { ${s.name}Dialect } from "./${s.output.replace(/^generated\//, "").replace(/\.ts$/, ".js")}";`);
  lines.push("");
  lines.push(`/** Every generated dialect, in dependency order. */`);
  lines.push(`export const generatedDialects = [${specs.map((s) => `${s.name}Dialect`).join(", ")}] as const;`);
  lines.push("");
  lines.push(`/** Loads every generated dialect into \`context\`. */`);
  lines.push(`export function loadGeneratedDialects(context: MLIRContext): void {`);
  lines.push(`  for (const dialect of generatedDialects) context.loadDialect(dialect);`);
  lines.push(`}`);
  return { path: "generated/all.ts", text: `${lines.join("\n")}\n` };
}
