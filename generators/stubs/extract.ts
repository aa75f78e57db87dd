// Reads every installed MLIR 19 .td file with tsmlir's TableGen evaluator and ODS model and
// collects, for each op of a dialect that gets a stub, its name, property layout and
// traits. A file whose records an earlier evaluation already held (it was included there)
// is not evaluated again; an op defined twice keeps its first reading.
import { readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { evaluateTableGenFile, TableGenFailure } from "../../src/tablegen/index.js";
import { derivedRecords, loadOperator, type Operator } from "../../src/ods/index.js";
import { getBitOr, getDef, getListOfStrings, getOptionalDag, getOptionalString, getStringOrEmpty, type RecordKeeper } from "../../src/ods/access.js";
import { DiagnosticError } from "../../src/support/diagnostic.js";
import { propertyLayout, type BitEnumFacts } from "./layout.js";
import { OpClassNames, rawTraits, resolveTraits, type RawTrait } from "./traits.js";

export interface StubOperation {
  /** The op name without its dialect prefix. */
  readonly name: string;
  readonly layout: string;
  /** The trait set (generators/stubs/traits.ts). */
  readonly traits: string;
}

export interface StubDialectFacts {
  readonly namespace: string;
  /** The .td files defining its ops, relative to the include directory, sorted. */
  readonly sources: readonly string[];
  /** Sorted by name. */
  readonly operations: readonly StubOperation[];
  /** By enum name, sorted. */
  readonly bitEnums: readonly BitEnumFacts[];
  /**
   * The mnemonics of its TypeDefs without parameters, sorted: their parser reads the
   * mnemonic and nothing more, so MLIR drops whatever else the symbol body holds.
   */
  readonly parameterlessTypes: readonly string[];
  /**
   * Whether it parses types (attributes) at all: it defines a TypeDef (AttrDef) or asks for
   * the generated parser. A dialect that does neither has MLIR's default hook, which refuses
   * every `!ns...` (`#ns...`) as providing no parsing hook.
   */
  readonly parsesTypes: boolean;
  readonly parsesAttributes: boolean;
  /**
   * The mnemonics of its TypeDefs (AttrDefs), sorted, when its types (attributes) are parsed
   * by ODS's generated dispatch alone (useDefaultTypePrinterParser): that parser refuses any
   * other mnemonic. Undefined when C++ parses them.
   */
  readonly generatedTypeMnemonics: readonly string[] | undefined;
  readonly generatedAttributeMnemonics: readonly string[] | undefined;
  /** The dialects loading it loads (its Dialect's dependentDialects), by namespace, sorted. */
  readonly dependentDialects: readonly string[];
}

export interface UpstreamFacts {
  readonly dialects: ReadonlyMap<string, StubDialectFacts>;
  /** .td files the evaluator refused (they need includes or definitions of a user). */
  readonly refusedFiles: readonly string[];
  /** Parametric traits left out (a class they name is no op of the installed files). */
  readonly unresolvedTraits: readonly string[];
}

interface CollectedOp {
  readonly name: string;
  readonly layout: string;
  readonly traits: readonly RawTrait[];
  readonly cppNamespace: string;
  readonly source: string;
}

function tdFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...tdFiles(path));
    else if (entry.endsWith(".td")) out.push(path);
  }
  return out;
}

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** An installed file relative to the include directory; one of tsmlir's own relative to the repository. */
function sourceName(includeDir: string, file: string): string {
  const installed = relative(includeDir, file);
  return installed.startsWith("..") ? relative(REPO_ROOT, file) : installed;
}

/** Files holding records of `keeper` (the file itself and what it included). */
function coveredFiles(keeper: RecordKeeper, into: Set<string>): void {
  for (const records of [keeper.classes, keeper.defs]) {
    for (const record of records.values()) {
      for (const location of record.locations) into.add(location.file.name);
    }
  }
}

/**
 * The facts of every op of `namespaces` defined under `includeDir`/mlir. Deterministic: files
 * are read in path order and the output is sorted.
 */
export function extractUpstreamFacts(includeDir: string, namespaces: ReadonlySet<string>, ownTdFiles: readonly string[] = []): UpstreamFacts {
  const covered = new Set<string>();
  const refused: string[] = [];
  const classes = new OpClassNames();
  const ops = new Map<string, CollectedOp>();
  const inferTypeKnown = new Set<string>();
  const bitEnums = new Map<string, Map<string, BitEnumFacts>>();
  const parameterlessTypes = new Map<string, Set<string>>();
  const typeParsers = new Set<string>();
  const attributeParsers = new Set<string>();
  const mnemonics: GeneratedMnemonics = { types: new Map(), attributes: new Map(), defaultTypes: new Set(), defaultAttributes: new Set() };
  const dialectDeclarations = new Map<string, DialectDeclaration>();
  // The installed files, then tsmlir's own extensions of installed dialects (absolute paths).
  for (const file of [...tdFiles(join(includeDir, "mlir")), ...ownTdFiles]) {
    if (covered.has(file)) continue;
    let keeper: RecordKeeper;
    try {
      keeper = evaluateTableGenFile(file, { includeDirs: [includeDir, dirname(file)] });
    } catch (error) {
      if (!(error instanceof TableGenFailure)) throw error;
      refused.push(relative(includeDir, file));
      continue;
    }
    coveredFiles(keeper, covered);
    collectParameterlessTypes(keeper, namespaces, parameterlessTypes);
    collectSymbolParsers(keeper, typeParsers, attributeParsers);
    collectMnemonics(keeper, mnemonics);
    collectDialectDeclarations(keeper, dialectDeclarations);
    for (const record of derivedRecords(keeper, "Op")) {
      let op: Operator;
      try {
        op = loadOperator(keeper, record);
      } catch (error) {
        // mlir-tblgen refuses such an op too; it is registered nowhere.
        if (error instanceof DiagnosticError) continue;
        throw error;
      }
      classes.add(op);
      if (!namespaces.has(op.dialectName)) continue;
      // A file evaluated alone without InferTypeOpInterface's definition cannot tell whether
      // ODS appends the interface (spirv's SPIRVLogicalOps.td); a later file including it
      // (as the dialect's own build does, SPIRVOps.td) decides.
      const knowsInferType = keeper.getDef("InferTypeOpInterface") !== undefined;
      if (ops.has(op.operationName) && (knowsInferType === false || inferTypeKnown.has(op.operationName))) continue;
      if (knowsInferType) inferTypeKnown.add(op.operationName);
      const layout = propertyLayout(op, keeper);
      let enums = bitEnums.get(op.dialectName);
      if (enums === undefined) bitEnums.set(op.dialectName, (enums = new Map()));
      for (const e of layout.bitEnums) enums.set(e.name, e);
      const location = record.location;
      ops.set(op.operationName, {
        name: op.operationName,
        layout: layout.layout,
        traits: rawTraits(op, record, keeper),
        cppNamespace: op.cppNamespace,
        source: sourceName(includeDir, location === undefined ? file : location.file.name),
      });
    }
  }
  const unresolved: string[] = [];
  const byDialect = new Map<string, { sources: Set<string>; operations: StubOperation[] }>();
  for (const namespace of [...namespaces].sort()) byDialect.set(namespace, { sources: new Set(), operations: [] });
  for (const op of [...ops.values()].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const namespace = op.name.slice(0, op.name.indexOf("."));
    const entry = byDialect.get(namespace);
    if (entry === undefined) continue;
    const traits = resolveTraits(op.traits, op.cppNamespace, classes);
    for (const u of traits.unresolved) unresolved.push(`${op.name}: ${u}`);
    entry.sources.add(op.source);
    entry.operations.push({ name: op.name.slice(namespace.length + 1), layout: op.layout, traits: traits.tokens });
  }
  const dialects = new Map<string, StubDialectFacts>();
  for (const [namespace, entry] of byDialect) {
    const enums = [...(bitEnums.get(namespace)?.values() ?? [])].sort((a, b) => (a.name < b.name ? -1 : 1));
    const types = [...(parameterlessTypes.get(namespace) ?? [])].sort();
    dialects.set(namespace, { namespace, sources: [...entry.sources].sort(), operations: entry.operations, bitEnums: enums, parameterlessTypes: types, parsesTypes: typeParsers.has(namespace), parsesAttributes: attributeParsers.has(namespace), generatedTypeMnemonics: mnemonics.defaultTypes.has(namespace) ? [...(mnemonics.types.get(namespace) ?? [])].sort() : undefined, generatedAttributeMnemonics: mnemonics.defaultAttributes.has(namespace) ? [...(mnemonics.attributes.get(namespace) ?? [])].sort() : undefined, dependentDialects: dependentNamespaces(namespace, dialectDeclarations) });
  }
  return { dialects, refusedFiles: refused, unresolvedTraits: unresolved };
}

/** Adds the mnemonics of `keeper`'s parameterless TypeDefs of `namespaces` to `into`, by namespace. */
function collectParameterlessTypes(keeper: RecordKeeper, namespaces: ReadonlySet<string>, into: Map<string, Set<string>>): void {
  for (const record of derivedRecords(keeper, "TypeDef")) {
    const mnemonic = getOptionalString(record, "mnemonic");
    const parameters = getOptionalDag(record, "parameters");
    if (mnemonic === undefined || mnemonic === "" || parameters === undefined || parameters.args.length > 0) continue;
    const namespace = getStringOrEmpty(getDef(record, "dialect"), "name");
    if (!namespaces.has(namespace)) continue;
    let set = into.get(namespace);
    if (set === undefined) into.set(namespace, (set = new Set()));
    set.add(mnemonic);
  }
}

/** Adds to `types` (`attributes`) the namespaces of `keeper` that parse types (attributes). */
function collectSymbolParsers(keeper: RecordKeeper, types: Set<string>, attributes: Set<string>): void {
  for (const record of derivedRecords(keeper, "TypeDef")) types.add(getStringOrEmpty(getDef(record, "dialect"), "name"));
  for (const record of derivedRecords(keeper, "AttrDef")) attributes.add(getStringOrEmpty(getDef(record, "dialect"), "name"));
  for (const record of derivedRecords(keeper, "Dialect")) {
    const name = getStringOrEmpty(record, "name");
    if (getBitOr(record, "useDefaultTypePrinterParser", false)) types.add(name);
    if (getBitOr(record, "useDefaultAttributePrinterParser", false)) attributes.add(name);
  }
}

/** Every TypeDef (AttrDef) mnemonic by namespace, and the namespaces whose generated dispatch parses them. */
interface GeneratedMnemonics {
  readonly types: Map<string, Set<string>>;
  readonly attributes: Map<string, Set<string>>;
  readonly defaultTypes: Set<string>;
  readonly defaultAttributes: Set<string>;
}

function collectMnemonics(keeper: RecordKeeper, into: GeneratedMnemonics): void {
  const add = (map: Map<string, Set<string>>, namespace: string, mnemonic: string): void => {
    let set = map.get(namespace);
    if (set === undefined) map.set(namespace, (set = new Set()));
    set.add(mnemonic);
  };
  for (const [base, map] of [["TypeDef", into.types], ["AttrDef", into.attributes]] as const) {
    for (const record of derivedRecords(keeper, base)) {
      const mnemonic = getOptionalString(record, "mnemonic");
      if (mnemonic !== undefined && mnemonic !== "") add(map, getStringOrEmpty(getDef(record, "dialect"), "name"), mnemonic);
    }
  }
  for (const record of derivedRecords(keeper, "Dialect")) {
    const name = getStringOrEmpty(record, "name");
    if (getBitOr(record, "useDefaultTypePrinterParser", false)) into.defaultTypes.add(name);
    if (getBitOr(record, "useDefaultAttributePrinterParser", false)) into.defaultAttributes.add(name);
  }
}

/** A Dialect record's C++ namespace and the C++ classes of the dialects it depends on. */
interface DialectDeclaration {
  readonly cppNamespace: string;
  readonly dependentClasses: readonly string[];
}

function collectDialectDeclarations(keeper: RecordKeeper, into: Map<string, DialectDeclaration>): void {
  for (const record of derivedRecords(keeper, "Dialect")) {
    const name = getStringOrEmpty(record, "name");
    if (name === "" || into.has(name)) continue;
    // An entry may name several classes in one string (openmp's does: "A, B").
    const classes = getListOfStrings(record, "dependentDialects").flatMap((entry) => entry.split(",").map((c) => c.trim()).filter((c) => c !== ""));
    into.set(name, { cppNamespace: getStringOrEmpty(record, "cppNamespace"), dependentClasses: classes });
  }
}

/** `::mlir::LLVM::LLVMDialect` → `LLVM`; a cppNamespace `::mlir::LLVM` → `LLVM`. */
function cppScope(qualified: string): string {
  return qualified.trim().replace(/^::/, "").replace(/^mlir::/, "");
}

/** The namespaces of the dialects `namespace` depends on, resolved through their Dialect records' C++ namespaces. */
function dependentNamespaces(namespace: string, declarations: ReadonlyMap<string, DialectDeclaration>): string[] {
  const classes = declarations.get(namespace)?.dependentClasses ?? [];
  const names = new Set<string>();
  for (const cls of classes) {
    const scope = cppScope(cls).split("::").slice(0, -1).join("::");
    for (const [name, declaration] of declarations) if (cppScope(declaration.cppNamespace) === scope) names.add(name);
  }
  return [...names].sort();
}
