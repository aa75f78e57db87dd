// Assembles one dialect's generated module with ts-morph: header, imports, enums,
// attribute classes, op classes with their registration records, the ir.Dialect object
// and its attribute syntax hooks. Pure: model in, file text out.
import { IndentationText, Project, QuoteKind, type SourceFile } from "ts-morph";
import type { OdsModel } from "../../src/ods/index.js";
import type { RecordKeeper } from "../../src/ods/access.js";
import { generateAttrTypeDefinitions } from "./attributes.js";
import { generateInterfaceDefinitions } from "./interfaces.js";
import { generateOp, localize, opInfoStatement, type OpContext } from "./ops.js";
import { emitOpFormat } from "../format/index.js";
import { stringLiteral } from "./names.js";

export interface DialectSpec {
  /** The dialect name (`arith`). */
  readonly name: string;
  /** The defs file, relative to the repository root (`defs/mlir/Dialect/Arith/IR/ArithOps.td`). */
  readonly tdFile: string;
  /** Output path relative to the repository root (`generated/arith.ts`). */
  readonly output: string;
  /** Hand-written run-time module relative to the repository root, if the dialect has hooks. */
  readonly hooksModule?: string;
  /** Other generated dialects this one refers to (`math` uses `arith`), by namespace. */
  readonly imports: readonly string[];
}

export interface GeneratedFile {
  readonly path: string;
  readonly text: string;
}

function relativeImport(from: string, to: string): string {
  const fromParts = from.split("/").slice(0, -1);
  const toParts = to.split("/");
  let common = 0;
  while (common < fromParts.length && common < toParts.length - 1 && fromParts[common] === toParts[common]) common++;
  const up = fromParts.length - common;
  const rest = toParts.slice(common).join("/").replace(/\.ts$/, ".js");
  return up === 0 ? `./${rest}` : `${"../".repeat(up)}${rest}`;
}

/** The dialect namespace used in TypeScript snippets for a C++ namespace (`::mlir::arith` -> `arith`). */
export function tsNamespace(cppNamespace: string): string {
  const parts = cppNamespace.split("::").filter((p) => p !== "");
  return parts.length <= 1 ? "ir" : (parts[parts.length - 1] as string);
}

export function generateDialectFile(
  spec: DialectSpec,
  model: OdsModel,
  keeper: RecordKeeper,
  opNamesByClass: ReadonlyMap<string, string>,
  otherModules: ReadonlyMap<string, string>,
): GeneratedFile {
  const dialect = model.dialects.find((d) => d.name === spec.name);
  if (dialect === undefined) throw new Error(`${spec.tdFile} defines no dialect '${spec.name}'`);
  const ns = tsNamespace(dialect.cppNamespace);
  const ops = model.operators.filter((o) => o.dialect === dialect.defName);
  const attrTypes = generateAttrTypeDefinitions(model, dialect, keeper, { namespace: ns, hooksType: `${spec.name}DialectHooks` });
  if (attrTypes.hooks.length > 0) throw new Error(`${spec.name}: attribute/type hooks (${attrTypes.hooks.map((h) => h.name).join(", ")}) are not wired for our dialects yet`);
  const interfaces = generateInterfaceDefinitions(model, keeper, { namespace: ns, cppNamespace: dialect.cppNamespace });
  const ctx: OpContext = { keeper, namespace: ns, opNamesByClass, hasHooks: spec.hooksModule !== undefined, typeConstraints: new Map() };

  const body: string[] = [];
  body.push(...interfaces.statements, ...attrTypes.statements);
  const infos: string[] = [];
  const customDirectives = new Set<string>();
  for (const op of ops) {
    const generated = generateOp(op, ctx);
    body.push(...generated.statements);
    // Declarative assembly formats compile to parse/print functions (generators/format).
    const format = emitOpFormat(op, keeper);
    if (format !== undefined) {
      body.push(localize(format.code, ns));
      for (const m of (op.assemblyFormat ?? "").matchAll(/custom<([A-Za-z0-9_]+)>/g)) customDirectives.add(m[1] as string);
    }
    infos.push(opInfoStatement(op, ctx, format === undefined ? undefined : { parse: format.parseName, print: format.printName }));
  }
  body.push(...infos);
  // Shared constraint functions and property checks (function declarations hoist; consts precede the infos' use at verify time).
  body.unshift(...[...ctx.typeConstraints.values()].map((c) => c.code));

  const dialectFields = [
    `  namespace: ${stringLiteral(spec.name)},`,
    `  operations: [${ops.map((o) => `${o.cppClassName}Info`).join(", ")}],`,
    ...Object.entries(attrTypes.dialectMembers).map(([name, code]) => `  ${name}: ${code},`),
  ];
  body.push(`/** The ${spec.name} dialect: its ops and attribute syntax, for \`context.loadDialect\`. */\nexport const ${spec.name}Dialect: ir.Dialect = {\n${dialectFields.join("\n")}\n};`);
  body.push(`/** Loads the ${spec.name} dialect into \`context\`. */\nexport function register${spec.name.charAt(0).toUpperCase()}${spec.name.slice(1)}Dialect(context: ir.MLIRContext): void {\n  context.loadDialect(${spec.name}Dialect);\n}`);

  const imports: string[] = [
    `import * as ir from ${stringLiteral(relativeImport(spec.output, "src/dialects/ir.ts"))};`,
    `import * as ods from ${stringLiteral(relativeImport(spec.output, "src/dialects/ods.ts"))};`,
    `import * as rt from ${stringLiteral(relativeImport(spec.output, "src/dialects/op-runtime.ts"))};`,
  ];
  imports.push(`import * as opAsm from ${stringLiteral(relativeImport(spec.output, "src/asm/op-asm/index.ts"))};`);
  if (spec.hooksModule !== undefined) imports.push(`import * as hooks from ${stringLiteral(relativeImport(spec.output, spec.hooksModule))};`);
  if (customDirectives.size > 0) {
    if (spec.hooksModule === undefined) throw new Error(`${spec.name} uses custom directives but has no hand-written module`);
    const names = [...customDirectives].sort().flatMap((n) => [`parse${n}`, `print${n}`]);
    imports.push(`import { ${names.join(", ")} } from ${stringLiteral(relativeImport(spec.output, spec.hooksModule))};`);
  }
  const text0 = body.join("\n\n");
  for (const other of spec.imports) {
    const path = otherModules.get(other);
    if (path === undefined) throw new Error(`unknown dialect module '${other}'`);
    const exported = model.enums.filter((e) => tsNamespace(e.cppNamespace) === other).flatMap((e) => [e.className, `symbolize${e.className}`, `stringify${e.className}`]);
    const used = exported.filter((name) => new RegExp(`(?<![A-Za-z0-9_.$])${name}(?![A-Za-z0-9_$])`).test(text0));
    imports.push(`import * as ${other} from ${stringLiteral(relativeImport(spec.output, path))};`);
    if (used.length > 0) imports.push(`import { ${used.join(", ")} } from ${stringLiteral(relativeImport(spec.output, path))};`);
  }

  const project = new Project({
    useInMemoryFileSystem: true,
    manipulationSettings: { indentationText: IndentationText.TwoSpaces, quoteKind: QuoteKind.Double },
  });
  const file: SourceFile = project.createSourceFile(spec.output, "", { overwrite: true });
  file.addStatements([`// @generated from ${spec.tdFile} — do not edit`, ...imports, ...body]);
  file.formatText({ indentSize: 2, convertTabsToSpaces: true, semicolons: "insert" as never });
  return { path: spec.output, text: file.getFullText() };
}
