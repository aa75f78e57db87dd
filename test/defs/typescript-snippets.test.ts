// Every piece of code in defs/ claims to be TypeScript. This test builds
// each snippet the way the ODS layer will use it (predicates combined and
// substituted, class members inside a class, bodies inside functions,
// types in a type position) and parses it with the TypeScript compiler, so
// that syntax errors surface here rather than in generated code.

import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { beforeEach, describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { dagItems, listItems, parsePrintedRecords, stringValue, type PrintedRecord, type RecordMap } from "./print-records.js";
import { ODS_CONTRACT } from "./ods-contract.js";
import { inBatches, runTblgen } from "./tblgen-runner.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const defsDir = path.join(repoRoot, "defs");

function listTdFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...listTdFiles(full));
    else if (entry.endsWith(".td")) out.push(full);
  }
  return out.sort();
}

// Placeholders become plain identifiers: `$_self` -> `self_`, `$name` -> `v_name`.
function substitutePlaceholders(code: string): string {
  return code.replace(/\$_(\w+)/g, "$1_").replace(/\$(\d+)/g, "arg$1").replace(/\$(\w+)/g, "v_$1");
}

function syntaxErrors(source: string): string[] {
  const file = ts.createSourceFile("snippet.ts", source, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
  const diagnostics = (file as unknown as { parseDiagnostics: readonly ts.Diagnostic[] }).parseDiagnostics;
  return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

type SnippetKind = "expression" | "statements" | "members" | "type" | "signature";

function wrap(kind: SnippetKind, code: string): string {
  const body = substitutePlaceholders(code);
  switch (kind) {
    case "expression":
      return `const snippet_ = (\n${body}\n);`;
    case "statements":
      return `function snippet_(this: unknown) {\n${body}\n}`;
    case "members":
      return `class Snippet_ {\n${body}\n}`;
    case "type":
      return `let snippet_: ${body};`;
    case "signature":
      return `declare function snippet_(${body}): unknown;`;
  }
}

/** Expands a predicate record as ODS does: leaves joined with &&, ||, !. */
class PredicateBuilder {
  constructor(private readonly records: RecordMap) {}

  build(name: string, substitutions: ReadonlyArray<readonly [string, string]> = []): string | undefined {
    const record = this.records.get(name);
    if (record === undefined) return undefined;
    const leaf = stringValue(record.fields.get("predExpr")?.value);
    if (leaf !== undefined) {
      let text = leaf;
      for (const [pattern, replacement] of substitutions) text = text.split(pattern).join(replacement);
      return text;
    }
    const kind = record.fields.get("kind")?.value;
    const children = listItems(record.fields.get("children")?.value);
    switch (kind) {
      case "PredCombinerAnd":
      case "PredCombinerOr": {
        const parts = children.map((child) => this.build(child, substitutions) ?? "true");
        if (parts.length === 0) return kind === "PredCombinerAnd" ? "true" : "false";
        return `(${parts.join(kind === "PredCombinerAnd" ? " && " : " || ")})`;
      }
      case "PredCombinerNot":
        return `!(${this.build(children[0] ?? "", substitutions) ?? "true"})`;
      case "PredCombinerSubstLeaves": {
        const pattern = stringValue(record.fields.get("pattern")?.value) ?? "";
        const replacement = stringValue(record.fields.get("replacement")?.value) ?? "";
        // Substitutions apply innermost first, like ODS.
        return this.build(children[0] ?? "", [[pattern, replacement], ...substitutions]);
      }
      case "PredCombinerConcat": {
        const prefix = stringValue(record.fields.get("prefix")?.value) ?? "";
        const suffix = stringValue(record.fields.get("suffix")?.value) ?? "";
        return `${prefix}${this.build(children[0] ?? "", substitutions) ?? "true"}${suffix}`;
      }
      default:
        return undefined;
    }
  }
}

interface Snippet {
  readonly where: string;
  readonly kind: SnippetKind;
  readonly code: string;
}

const EXPRESSION_FIELDS = ["convertFromStorage", "constBuilderCall", "builderCall", "extraClassOf", "comparator", "parser", "convertToAttribute", "hashProperty"] as const;
const STATEMENT_FIELDS = ["verify", "body", "defaultBody", "allocator", "printer", "convertFromAttribute", "writeToMlirBytecode", "readFromMlirBytecode", "assignToStorage"] as const;
const MEMBER_FIELDS = ["extraClassDeclaration", "extraClassDefinition", "extraSharedClassDeclaration", "extraTraitClassDeclaration", "extraConcreteClassDeclaration", "extraConcreteClassDefinition"] as const;
const TYPE_FIELDS = ["storageType", "returnType", "cppType", "cppClassName", "cppStorageType", "cppAccessorType", "interfaceType"] as const;

function hasClass(record: PrintedRecord, cls: string): boolean {
  return record.superclasses.includes(cls);
}

function collectSnippets(records: RecordMap, file: string): Snippet[] {
  const snippets: Snippet[] = [];
  const predicates = new PredicateBuilder(records);
  for (const record of records.values()) {
    const where = `${file}: ${record.name}`;
    const text = (field: string): string | undefined => {
      const value = stringValue(record.fields.get(field)?.value);
      return value === undefined || value.trim().length === 0 ? undefined : value;
    };
    const predicate = record.fields.get("predicate")?.value;
    if (predicate !== undefined && predicate !== "?" && (hasClass(record, "Constraint") || hasClass(record, "PredTrait"))) {
      const expression = predicates.build(predicate);
      if (expression !== undefined && expression !== "()") snippets.push({ where: `${where}.predicate`, kind: "expression", code: expression });
    }
    for (const field of EXPRESSION_FIELDS) {
      const code = text(field);
      // `body` of a DerivedAttr and of OpBuilders are statements; a parser
      // of an enum parameter is an expression like the other parsers.
      if (code !== undefined) snippets.push({ where: `${where}.${field}`, kind: "expression", code });
    }
    for (const field of STATEMENT_FIELDS) {
      const code = text(field);
      if (code !== undefined) snippets.push({ where: `${where}.${field}`, kind: "statements", code });
    }
    for (const field of MEMBER_FIELDS) {
      const code = text(field);
      if (code !== undefined) snippets.push({ where: `${where}.${field}`, kind: "members", code });
    }
    const isTypeBearing = hasClass(record, "Attr") || hasClass(record, "TypeConstraint") || hasClass(record, "AttrOrTypeParameter")
      || hasClass(record, "Property") || hasClass(record, "EnumAttrInfo") || hasClass(record, "AttrOrTypeDef") || hasClass(record, "InterfaceMethod");
    if (isTypeBearing) {
      for (const field of TYPE_FIELDS) {
        const code = text(field);
        // Enum `cppType`/`storageType` of constraints without a class are left unset (`?`).
        if (code !== undefined) snippets.push({ where: `${where}.${field}`, kind: "type", code });
      }
    }
    // Parameter lists become TypeScript signatures: names must be legal
    // identifiers (no `in`, `function`...) and types must parse.
    const parameterList = (field: string): string => dagItems(record.fields.get(field)?.value).args.map((arg) => {
      const cArg = records.get(arg.value);
      const type = cArg !== undefined ? stringValue(cArg.fields.get("type")?.value) : stringValue(arg.value);
      const defaultValue = cArg !== undefined ? stringValue(cArg.fields.get("defaultValue")?.value) : undefined;
      const optional = defaultValue !== undefined && defaultValue.length > 0 ? "?" : "";
      return `${arg.name}${optional}: ${type ?? "unknown"}`;
    }).join(", ");
    if (hasClass(record, "InterfaceMethod")) {
      snippets.push({ where: `${where} parameters`, kind: "signature", code: parameterList("arguments") });
    }
    if (hasClass(record, "OpBuilder") || hasClass(record, "AttrOrTypeBuilder")) {
      snippets.push({ where: `${where} parameters`, kind: "signature", code: parameterList("dagParams") });
      for (const arg of dagItems(record.fields.get("dagParams")?.value).args) {
        const cArg = records.get(arg.value);
        const defaultValue = cArg !== undefined ? stringValue(cArg.fields.get("defaultValue")?.value) : undefined;
        if (defaultValue !== undefined && defaultValue.length > 0) snippets.push({ where: `${where} default of ${arg.name}`, kind: "expression", code: defaultValue });
      }
    }
    if (hasClass(record, "NativeCodeCall")) {
      const expression = text("expression");
      const kind: SnippetKind = record.fields.get("numReturns")?.value === "0" ? "statements" : "expression";
      if (expression !== undefined) snippets.push({ where: `${where}.expression`, kind, code: expression });
    }
    if (hasClass(record, "Attr")) {
      const defaultValue = text("defaultValue");
      if (defaultValue !== undefined) snippets.push({ where: `${where}.defaultValue`, kind: "expression", code: defaultValue });
    }
  }
  return snippets;
}

describe("defs code snippets are TypeScript", () => {
  beforeEach((ctx) => skipWithout(ctx, "mlir-tblgen", "mlir-include"));
  it("parses every predicate, code block, builder and type of the library and dialects", async () => {
    // The top-level dialect files include the whole library between them.
    const files = listTdFiles(defsDir).filter((file) => /(Ops|BuiltinTypes|BuiltinAttributes|BuiltinLocationAttributes|DataLayoutInterfaces|ViewLikeInterface|ShapedOpInterfaces|CopyOpInterface|PassBase|PatternBase)\.td$/.test(file));
    const results = await inBatches(files.map((file) => () => runTblgen(["--print-records", "-I", defsDir, file])), 2);
    const seen = new Map<string, Snippet>();
    files.forEach((file, i) => {
      const result = results[i];
      if (result === undefined || !result.ok) throw new Error(`${file} does not evaluate: ${result?.stderr ?? ""}`);
      for (const snippet of collectSnippets(parsePrintedRecords(result.stdout), path.relative(repoRoot, file))) {
        seen.set(`${snippet.kind}\u0000${snippet.code}`, snippet);
      }
    });
    const problems: string[] = [];
    const counts = new Map<SnippetKind, number>();
    for (const snippet of seen.values()) {
      counts.set(snippet.kind, (counts.get(snippet.kind) ?? 0) + 1);
      const errors = syntaxErrors(wrap(snippet.kind, snippet.code));
      if (errors.length > 0) problems.push(`${snippet.where} (${snippet.kind}): ${errors.join("; ")}\n    ${snippet.code.trim().split("\n").join("\n    ")}`);
    }
    const summary = [...counts].map(([kind, n]) => `${n} ${kind}`).join(", ");
    console.log(`ods TypeScript snippets: ${seen.size - problems.length}/${seen.size} distinct snippets parse (${summary})`);
    if (problems.length > 0) console.log(problems.slice(0, 40).join("\n"));
    expect(problems).toEqual([]);
  });

  it("uses only the ods helpers documented in defs/README.md", () => {
    const readme = readFileSync(path.join(defsDir, "README.md"), "utf8");
    const vocabulary = readme.slice(readme.indexOf("### The `ods` helper vocabulary"), readme.indexOf("### Attributes and types"));
    const documented = new Set([...vocabulary.matchAll(/`(\w+)\(/g)].map((m) => m[1]));
    const used = new Map<string, string>();
    for (const file of listTdFiles(defsDir)) {
      for (const match of readFileSync(file, "utf8").matchAll(/\bods\.(\w+)\b/g)) {
        if (match[1] !== undefined) used.set(match[1], path.relative(repoRoot, file));
      }
    }
    const undocumented = [...used].filter(([name]) => !documented.has(name)).map(([name, file]) => `ods.${name} (${file})`);
    console.log(`ods helpers: ${used.size - undocumented.length}/${used.size} used helpers documented`);
    expect(undocumented).toEqual([]);
  });

  it("type-checks every predicate against the ods helper contract", async () => {
    const files = listTdFiles(defsDir).filter((file) => /(Ops|BuiltinTypes|BuiltinAttributes|BuiltinLocationAttributes|PatternBase)\.td$/.test(file));
    const results = await inBatches(files.map((file) => () => runTblgen(["--print-records", "-I", defsDir, file])), 2);
    const checks = new Map<string, TypedPredicate>();
    files.forEach((file, i) => {
      const result = results[i];
      if (result === undefined || !result.ok) throw new Error(`${file} does not evaluate`);
      for (const check of typedPredicates(parsePrintedRecords(result.stdout), path.relative(repoRoot, file))) {
        checks.set(`${check.parameters}\u0000${check.expression}`, check);
      }
    });
    const problems = typeCheck([...checks.values()]);
    const conversions = [...checks.values()].filter((c) => c.resultType !== undefined).length;
    console.log(`ods predicate types: ${checks.size - problems.length}/${checks.size} distinct predicates and attribute conversions (${conversions}) type-check against the ods contract`);
    if (problems.length > 0) console.log(problems.slice(0, 30).join("\n"));
    expect(problems).toEqual([]);
  });
});

interface TypedPredicate {
  readonly where: string;
  /** TypeScript parameter list binding the placeholders. */
  readonly parameters: string;
  readonly expression: string;
  /** The type the expression must have. */
  readonly resultType?: string;
}

const SUBJECT_TYPES: ReadonlyArray<readonly [string, string]> = [
  ["TypeConstraint", "ir.Type"],
  ["AttrConstraint", "ir.Attribute"],
  ["RegionConstraint", "ir.Region"],
  ["SuccessorConstraint", "ir.Block"],
];

// Predicates of constraints (over `$_self`) and of the PredOpTraits of ops
// (over `$_op` and the op's named operands and results).
function typedPredicates(records: RecordMap, file: string): TypedPredicate[] {
  const builder = new PredicateBuilder(records);
  const out: TypedPredicate[] = [];
  for (const record of records.values()) {
    const predicate = record.fields.get("predicate")?.value;
    const subject = SUBJECT_TYPES.find(([cls]) => record.superclasses.includes(cls));
    if (predicate !== undefined && predicate !== "?" && subject !== undefined && !record.superclasses.includes("PredTrait")) {
      const expression = builder.build(predicate);
      if (expression !== undefined && expression !== "()") {
        // Constant-attribute constraints build the attribute they compare with.
        out.push({ where: `${file}: ${record.name}`, parameters: `self_: ${subject[1]}, builder_: ir.Builder`, expression: substitutePlaceholders(expression) });
      }
    }
    // An attribute accessor converts the stored attribute into returnType.
    const storageType = stringValue(record.fields.get("storageType")?.value)?.trim();
    const returnType = stringValue(record.fields.get("returnType")?.value)?.trim();
    const convert = stringValue(record.fields.get("convertFromStorage")?.value)?.trim();
    if (record.superclasses.includes("Attr") && !record.superclasses.includes("DerivedAttr")
        && storageType !== undefined && returnType !== undefined && convert !== undefined && convert.length > 0) {
      const mayBeAbsent = record.superclasses.includes("OptionalAttr") || storageType === "ir.UnitAttr";
      out.push({
        where: `${file}: ${record.name}.convertFromStorage`,
        parameters: `self_: ${storageType}${mayBeAbsent ? " | undefined" : ""}`,
        expression: substitutePlaceholders(convert),
        resultType: returnType,
      });
    }
    if (!record.superclasses.includes("Op")) continue;
    const bindings: string[] = ["op_: ir.Operation"];
    for (const field of ["arguments", "results"]) {
      for (const arg of dagItems(record.fields.get(field)?.value).args) {
        if (arg.name.length === 0) continue;
        const constraint = records.get(arg.value);
        const isAttribute = constraint?.superclasses.includes("AttrConstraint") === true || constraint?.superclasses.includes("Property") === true;
        const type = isAttribute ? "ir.Attribute"
          : constraint?.superclasses.includes("Variadic") === true ? "readonly ir.Value[]"
          : constraint?.superclasses.includes("Optional") === true ? "ir.Value | undefined"
          : "ir.Value";
        bindings.push(`v_${arg.name}: ${type}`);
      }
    }
    const traits = [...listItems(record.fields.get("traits")?.value)];
    for (let i = 0; i < traits.length; i += 1) {
      const trait = records.get(traits[i] ?? "");
      if (trait === undefined) continue;
      traits.push(...listItems(trait.fields.get("traits")?.value));
      const traitPredicate = trait.fields.get("predicate")?.value;
      if (!trait.superclasses.includes("PredTrait") || traitPredicate === undefined) continue;
      const expression = builder.build(traitPredicate);
      if (expression !== undefined) {
        out.push({ where: `${file}: ${record.name} trait ${trait.name}`, parameters: bindings.join(", "), expression: substitutePlaceholders(expression) });
      }
    }
  }
  return out;
}

// Declares the dialect classes and runtime interface objects predicates
// mention (`arith.CmpIPredicateAttr`, `ir.TypedAttr`) so that only the
// helper contract itself is being tested.
function stubsFor(checks: readonly TypedPredicate[]): string {
  const declared = new Set(["Type", "Attribute", "Value", "Operation", "Region", "Block", "FunctionType", "MLIRContext", "InterfaceObject", "Builder", "Signedness",
    "AffineMap", "TypedAttr", "IntegerAttr", "FloatAttr", "BoolAttr", "StringAttr", "UnitAttr", "TypeAttr", "ArrayAttr", "DictionaryAttr", "ElementsAttr",
    "DenseElementsAttr", "DenseIntElementsAttr", "DenseFPElementsAttr", "SymbolRefAttr", "FlatSymbolRefAttr", "AffineMapAttr", "DenseBoolArrayAttr",
    "DenseI8ArrayAttr", "DenseI16ArrayAttr", "DenseI32ArrayAttr", "DenseI64ArrayAttr", "DenseF32ArrayAttr", "DenseF64ArrayAttr"]);
  // Names after `instanceof` are classes; other runtime names are interface objects.
  const classes = new Map<string, Set<string>>();
  const interfaces = new Set<string>();
  for (const check of checks) {
    const text = `${check.parameters} ${check.resultType ?? ""} ${check.expression}`;
    for (const match of text.matchAll(/(instanceof\s+|:\s*)?\b([a-z]\w*)\.([A-Z]\w*)\b/g)) {
      const [, isClass, namespace, name] = match;
      if (namespace === undefined || name === undefined || namespace === "ods" || namespace.endsWith("_")) continue;
      if (namespace === "ir" && declared.has(name)) continue;
      if (namespace === "ir" && isClass === undefined) {
        interfaces.add(name);
        continue;
      }
      let names = classes.get(namespace);
      if (names === undefined) classes.set(namespace, (names = new Set()));
      names.add(name);
    }
  }
  const blocks = [...classes].map(([namespace, names]) =>
    `declare namespace ${namespace} {\n${[...names].map((n) => `  class ${n} { private readonly brand_${n}: unknown; readonly context: ir.MLIRContext; readonly value: never }`).join("\n")}\n}`);
  // A class is a value already; only the other names need a constant.
  const irClasses = classes.get("ir") ?? new Set<string>();
  const constants = [...interfaces].filter((n) => !irClasses.has(n));
  blocks.push(`declare namespace ir {\n${constants.map((n) => `  const ${n}: InterfaceObject;`).join("\n")}\n}`);
  return blocks.join("\n");
}

function typeCheck(checks: readonly TypedPredicate[]): string[] {
  const lines: string[] = [];
  const owner: TypedPredicate[] = [];
  checks.forEach((check, index) => {
    const text = `function check_${index}(${check.parameters}): ${check.resultType ?? "boolean"} {\n  return (${check.expression});\n}`;
    for (const line of text.split("\n")) {
      lines.push(line);
      owner.push(check);
    }
  });
  const virtualFiles = new Map([
    ["/virtual/contract.d.ts", ODS_CONTRACT],
    ["/virtual/stubs.d.ts", stubsFor(checks)],
    ["/virtual/snippets.ts", lines.join("\n")],
  ]);
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022, strict: true, noUncheckedIndexedAccess: true, noEmit: true,
    lib: ["lib.es2023.d.ts"], types: [], noUnusedParameters: false,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => virtualFiles.get(name) ?? readFile(name);
  host.fileExists = (name) => virtualFiles.has(name) || ts.sys.fileExists(name);
  host.getSourceFile = (name, languageVersion) => {
    const text = virtualFiles.get(name);
    return text !== undefined ? ts.createSourceFile(name, text, languageVersion) : getSourceFile(name, languageVersion);
  };
  const program = ts.createProgram([...virtualFiles.keys()], options, host);
  const problems: string[] = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
    if (diagnostic.file?.fileName !== "/virtual/snippets.ts" || diagnostic.start === undefined) {
      problems.push(`${diagnostic.file?.fileName ?? "<program>"}: ${message}`);
      continue;
    }
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    const check = owner[line];
    problems.push(`${check?.where ?? "?"}: ${message}\n    ${check?.expression ?? ""}`);
  }
  return problems;
}
