// The custom syntax of upstream dialects' ops, compiled from the declarative assembly
// formats of the installed MLIR 19 .td files by the same format compiler a user dialect's
// formats go through (generators/format). One module per dialect, generated/upstream/
// <namespace>-assembly.ts, exporting `<dialect>Assembly(hooks)`: it returns the parse/print
// functions by op name, built when called (src/dialects/upstream calls it when a context
// first meets the namespace). What upstream writes in C++ is a typed hook: the functions of
// `custom<...>` directives, the syntax of ops with a hand-written parser and printer
// (hasCustomAssemblyFormat), type transformers of no known shape, inferred result types.
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { IndentationText, Project, QuoteKind } from "ts-morph";
import { evaluateTableGenFile } from "../../src/tablegen/index.js";
import { derivedRecords, loadOperator, type Operator } from "../../src/ods/index.js";
import { getBit, getDag, getDef, getInt, getListOfDefs, getStringOrEmpty, hasField, isSubClassOf, type Record, type RecordKeeper } from "../../src/ods/access.js";
import { loadEnumAttr } from "../../src/ods/enum.js";
import { enumInfo } from "../dialect/enums.js";
import { checkOpFormat, enumCases, opFormatFacts, type AttributeFacts, type EnumFacts, type OperationFormat, type TypeResolution } from "../../src/ods/format/index.js";
import { emitOpFormatFunctions, type CustomDirectiveUse, type StrippedTypeSyntax } from "../format/op-emitter.js";
import { DiagnosticError } from "../../src/support/diagnostic.js";
import { CPP_ONLY_OPERATIONS } from "../stubs/registry-facts.js";
import { ConstraintResolver, enumAttributeBases, LearnedLeaves, OwnLibrary } from "./constraints.js";
import { InvariantsEmitter, type UnresolvedConstraint } from "./invariants.js";
import { parsedTypeKind, attributeBuilder, defaultValue, enumFunction, knownTransformer, storageType, qualifiedCppName, typeBuilder, typeConstructorCall, contextTypeCall, opaqueEnumDefault, type DialectClass, type DialectClasses } from "./cpp-snippets.js";

export interface AssemblyDialect {
  readonly namespace: string;
  /** The .td file defining its ops, relative to the include directory. */
  readonly tdFile: string;
  /** Further .td files defining more of its ops (llvm's intrinsics, transform's extensions), each evaluated on its own. */
  readonly moreTdFiles?: readonly string[];
  /**
   * tsmlir's own .td files extending the dialect with ops mlir-opt 19 registers from MLIR's
   * test library (not installed), relative to the repository root; each is evaluated on its
   * own with the include directory first, like the installed extensions.
   */
  readonly ownTdFiles?: readonly string[];
  /**
   * Integer enums (C++ class names) the dialect's hand-written hooks read and print: the
   * module exports their tables of cases as `<namespace>Enums`.
   */
  readonly exportedEnums?: readonly string[];
  /**
   * Whether the module exports the specs of the dialect's EnumAttr defs (mnemonic, enum, def,
   * format) as `<namespace>EnumAttributes`, for the stub's attribute hooks.
   */
  readonly exportsEnumAttributes?: boolean;
  /**
   * The dialect's own NativeOpTraits (def names) its hand-written verifiers ask about: the
   * module exports, for each, the names of the ops carrying it as `<namespace>TraitOps`.
   */
  readonly exportedTraits?: readonly string[];
}

/** The dialects whose custom syntax is generated (first step of issue 20: small and common in real IR). */
export const ASSEMBLY_DIALECTS: readonly AssemblyDialect[] = [
  { namespace: "acc", exportsEnumAttributes: true, tdFile: "mlir/Dialect/OpenACC/OpenACCOps.td", exportedEnums: ["DataClause", "DeviceType", "GangArgType", "ReductionOperator", "CombinedConstructsType"] },
  { namespace: "async", tdFile: "mlir/Dialect/Async/IR/AsyncOps.td" },
  { namespace: "emitc", tdFile: "mlir/Dialect/EmitC/IR/EmitC.td", exportedTraits: ["CExpression"] },
  { namespace: "gpu", exportsEnumAttributes: true, tdFile: "mlir/Dialect/GPU/IR/GPUOps.td", exportedEnums: ["AllReduceOperation"] },
  {
    namespace: "llvm",
    tdFile: "mlir/Dialect/LLVMIR/LLVMOps.td",
    moreTdFiles: ["mlir/Dialect/LLVMIR/LLVMIntrinsicOps.td"],
    exportedEnums: ["AtomicBinOp", "AtomicOrdering", "CConv", "FastmathFlags", "FCmpPredicate", "ICmpPredicate", "Linkage", "TailCallKind", "UnnamedAddr", "Visibility"],
  },
  {
    namespace: "omp",
    exportsEnumAttributes: true,
    tdFile: "mlir/Dialect/OpenMP/OpenMPOps.td",
    exportedEnums: ["ClauseCancellationConstructType", "ClauseMemoryOrderKind", "ClauseOrderKind", "ClauseProcBindKind", "ClauseScheduleKind", "ClauseTaskDepend", "OrderModifier", "ScheduleModifier", "VariableCaptureKind"],
  },
  { namespace: "pdl", tdFile: "mlir/Dialect/PDL/IR/PDLOps.td" },
  { namespace: "pdl_interp", tdFile: "mlir/Dialect/PDLInterp/IR/PDLInterpOps.td" },
  { namespace: "shape", tdFile: "mlir/Dialect/Shape/IR/ShapeOps.td" },
  { namespace: "tosa", tdFile: "mlir/Dialect/Tosa/IR/TosaOps.td" },
  {
    namespace: "transform",
    tdFile: "mlir/Dialect/Transform/IR/TransformOps.td",
    // The dialects' extensions of transform (ops named `transform.<...>`).
    moreTdFiles: [
      "mlir/Dialect/Transform/DebugExtension/DebugExtensionOps.td",
      "mlir/Dialect/Transform/IRDLExtension/IRDLExtensionOps.td",
      "mlir/Dialect/Transform/LoopExtension/LoopExtensionOps.td",
      "mlir/Dialect/Transform/PDLExtension/PDLExtensionOps.td",
      "mlir/Dialect/Affine/TransformOps/AffineTransformOps.td",
      "mlir/Dialect/Bufferization/TransformOps/BufferizationTransformOps.td",
      "mlir/Dialect/Func/TransformOps/FuncTransformOps.td",
      "mlir/Dialect/GPU/TransformOps/GPUTransformOps.td",
      "mlir/Dialect/Linalg/TransformOps/LinalgMatchOps.td",
      "mlir/Dialect/Linalg/TransformOps/LinalgTransformOps.td",
      "mlir/Dialect/MemRef/TransformOps/MemRefTransformOps.td",
      "mlir/Dialect/NVGPU/TransformOps/NVGPUTransformOps.td",
      "mlir/Dialect/SCF/TransformOps/SCFTransformOps.td",
      "mlir/Dialect/SparseTensor/TransformOps/SparseTensorTransformOps.td",
      "mlir/Dialect/Tensor/TransformOps/TensorTransformOps.td",
      "mlir/Dialect/Vector/TransformOps/VectorTransformOps.td",
    ],
    // The test extension mlir-opt 19 links in (`transform.test_*`).
    ownTdFiles: ["src/dialects/test/TestTransformDialectExtension.td"],
  },
  { namespace: "nvvm", exportsEnumAttributes: true, tdFile: "mlir/Dialect/LLVMIR/NVVMOps.td" },
  { namespace: "rocdl", tdFile: "mlir/Dialect/LLVMIR/ROCDLOps.td" },
  { namespace: "nvgpu", tdFile: "mlir/Dialect/NVGPU/IR/NVGPU.td" },
  { namespace: "amdgpu", exportsEnumAttributes: true, tdFile: "mlir/Dialect/AMDGPU/IR/AMDGPU.td" },
  { namespace: "arm_neon", tdFile: "mlir/Dialect/ArmNeon/ArmNeon.td" },
  { namespace: "arm_sve", tdFile: "mlir/Dialect/ArmSVE/IR/ArmSVE.td" },
  { namespace: "x86vector", tdFile: "mlir/Dialect/X86Vector/X86Vector.td" },
  { namespace: "arm_sme", exportsEnumAttributes: true, tdFile: "mlir/Dialect/ArmSME/IR/ArmSMEOps.td", moreTdFiles: ["mlir/Dialect/ArmSME/IR/ArmSMEIntrinsicOps.td"] },
  { namespace: "amx", tdFile: "mlir/Dialect/AMX/AMX.td" },
  { namespace: "mpi", exportsEnumAttributes: true, tdFile: "mlir/Dialect/MPI/IR/MPIOps.td" },
  { namespace: "mesh", exportsEnumAttributes: true, tdFile: "mlir/Dialect/Mesh/IR/MeshOps.td", exportedEnums: ["ReductionKind"] },
  { namespace: "polynomial", tdFile: "mlir/Dialect/Polynomial/IR/Polynomial.td" },
  { namespace: "xegpu", tdFile: "mlir/Dialect/XeGPU/IR/XeGPU.td" },
  { namespace: "irdl", tdFile: "mlir/Dialect/IRDL/IR/IRDLOps.td" },
  { namespace: "spirv", tdFile: "mlir/Dialect/SPIRV/IR/SPIRVOps.td", exportedTraits: ["UsableInSpecConstantOp"] },
  { namespace: "sparse_tensor", exportsEnumAttributes: true, tdFile: "mlir/Dialect/SparseTensor/IR/SparseTensorOps.td", exportedEnums: ["CrdTransDirectionKind", "SparseTensorSortKind", "StorageSpecifierKind"] },
];

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** The absolute paths of every dialect's own extension .td files (`ownTdFiles`). */
export function ownExtensionTdFiles(): string[] {
  return ASSEMBLY_DIALECTS.flatMap((d) => (d.ownTdFiles ?? []).map((f) => join(repoRoot, f)));
}

/** Evaluates an installed .td file (relative to `includeDir`) or, when `own`, one of tsmlir's (relative to the repository). */
function evaluateDialectFile(includeDir: string, f: string, own: boolean): RecordKeeper {
  const file = own ? join(repoRoot, f) : join(includeDir, f);
  return evaluateTableGenFile(file, { includeDirs: [includeDir, dirname(file)] });
}

export interface GeneratedAssembly {
  readonly path: string;
  readonly text: string;
  readonly notes: readonly string[];
  /** The ODS constraints of its ops left unchecked (not resolved to TypeScript), with why. */
  readonly unresolved: readonly UnresolvedConstraint[];
  /** How many constraints of its ops were resolved to checks. */
  readonly resolved: number;
}

/** `memref` -> `Memref`, `pdl_interp` -> `PdlInterp`. */
export function assemblyTypeName(namespace: string): string {
  return namespace.replace(/(^|_)([a-z0-9])/g, (_, __: string, c: string) => c.toUpperCase());
}

/** `memref` -> `memrefAssembly`. */
export function assemblyExportName(namespace: string): string {
  return `${namespace.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())}Assembly`;
}

export function assemblyModulePath(namespace: string): string {
  return `generated/upstream/${namespace.replace(/_/g, "-")}-assembly.ts`;
}

/** A hook slot for a type transformer: the op class, the target's name, whether it yields a list. */
interface TransformerSlot {
  readonly opClass: string;
  readonly target: string;
  readonly list: boolean;
}

/** A hook slot for the default value of an attribute: the op class and the attribute. */
interface DefaultSlot {
  readonly opClass: string;
  readonly attribute: string;
}

function identifierOf(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new LeftOut(`attribute name '${name}' is no identifier`);
  return name;
}

class LeftOut extends Error {}

function isVariadic(op: Operator, kind: "operand" | "result", index: number): boolean {
  const v = kind === "operand" ? op.operands[index] : op.results[index];
  return v !== undefined && v.constraint.variadic;
}

function isVariableLength(op: Operator, kind: "operand" | "result", index: number): boolean {
  const v = kind === "operand" ? op.operands[index] : op.results[index];
  return v !== undefined && (v.constraint.variadic || v.constraint.optional);
}

/**
 * The integer enums of a dialect tsmlir does not define, which the module declares as
 * tables of their cases (`enumAtomicOrdering`), by table name.
 */
type LocalEnums = Map<string, EnumFacts>;

/** The TS of an integer enum attribute of a dialect tsmlir does not define, from its cases. */
interface LocalEnum {
  readonly enumInfo: EnumFacts;
  readonly builder: string;
  /** The case a C++ default (`::mlir::LLVM::AtomicOrdering::not_atomic`) names, as a TS string. */
  defaultOf(cpp: string): string | undefined;
}

function localEnum(facts: EnumFacts, localEnums: LocalEnums): LocalEnum | undefined {
  if (facts.isBitEnum || facts.cases.length === 0 || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(facts.className)) return undefined;
  const table = `enum${facts.className}`;
  localEnums.set(table, facts);
  return {
    enumInfo: { ...facts, stringToSymbol: `${table}.symbolize`, underlyingToSymbol: `${table}.symbolize`, symbolToString: `${table}.stringify` },
    builder: `$_builder.getIntegerAttr($_builder.getIntegerType(${facts.bitWidth}), ${table}.valueOf($0))`,
    defaultOf: (cpp) => {
      const symbol = /(?:^|::)([A-Za-z_][A-Za-z0-9_]*)$/.exec(cpp.trim())?.[1];
      const found = facts.cases.find((c) => c.symbol === symbol);
      return found === undefined ? undefined : JSON.stringify(found.str);
    },
  };
}

/** The declaration of an exported bit enum's table (its bits, groups, separator and printing of groups). */
function bitEnumTable(record: Record): string {
  const info = enumInfo(loadEnumAttr(record), record);
  const cases = getListOfDefs(record, "enumerants").map((c) => {
    const value = BigInt.asUintN(64, getInt(c, "value"));
    const kind = value === 0n ? "none" : isSubClassOf(c, "BitEnumAttrCaseGroup") ? "group" : isSubClassOf(c, "BitEnumAttrCaseBit") ? "bit" : "other";
    const literal = info.storageWidth > 32 ? `${value}n` : String(BigInt.asUintN(info.storageWidth, value));
    return `[${JSON.stringify(getStringOrEmpty(c, "str"))}, ${literal}, ${JSON.stringify(kind)}]`;
  });
  const className = info.model.className;
  const qualified = info.model.cppNamespace === "" ? className : `${info.model.cppNamespace}::${className}`;
  const valueType = info.storageWidth > 32 ? "bigint" : "number";
  return `const enum${className} = new rt.BitEnumInfo<${valueType}>({ qualifiedName: ${JSON.stringify(qualified)}, summary: "", width: ${info.storageWidth}, separator: ${JSON.stringify(info.separator)}, primaryGroups: ${info.printPrimaryGroups}, cases: [${cases.join(", ")}] });`;
}

/**
 * The elements of an EnumAttr's declarative format, in order: its literals, and `$value` for
 * the enum case (`<` $value `>` gives `["<", "$value", ">"]`, an empty literal ""); undefined for a format that
 * holds anything else.
 */
function enumAttributeFormat(format: string): string[] | undefined {
  const elements: string[] = [];
  // An empty literal (``) only keeps the printer from writing a space: it stays an element.
  const element = /\s*(?:`([^`\s]*)`|(\$value))\s*/y;
  while (element.lastIndex < format.length) {
    const match = element.exec(format);
    if (match === null) return undefined;
    elements.push(match[1] ?? "$value");
  }
  return elements.filter((e) => e === "$value").length === 1 ? elements : undefined;
}

/**
 * The specs of the dialect's EnumAttr defs (each a TS object literal), read as mlir-tblgen
 * reads them: the mnemonic, the enum's qualified C++ name, the def's name (named by the
 * parser's second error) and the format's elements (EnumAttr's default is `$value`). Their
 * enums' tables join the module's local enums (the bit enums' tables join `bitEnumTables`).
 */
function enumAttributeSpecsOf(namespace: string, keepers: readonly RecordKeeper[], localEnums: LocalEnums, bitEnumTables: string[]): string[] {
  const specs = new Map<string, string>();
  const bitTables = new Set<string>();
  for (const record of keepers.flatMap((k) => derivedRecords(k, "EnumAttr"))) {
    const mnemonic = getStringOrEmpty(record, "mnemonic");
    if (mnemonic === "" || getStringOrEmpty(getDef(record, "dialect"), "name") !== namespace || specs.has(mnemonic)) continue;
    const info = getDef(record, "enum");
    const className = getStringOrEmpty(info, "className");
    const format = enumAttributeFormat(getStringOrEmpty(record, "assemblyFormat"));
    if (format === undefined) throw new Error(`upstream assembly: enum attribute ${record.name} of ${namespace} has the format ${getStringOrEmpty(record, "assemblyFormat")}`);
    if (isSubClassOf(info, "BitEnumAttr")) {
      const table = bitEnumTable(info);
      if (!bitTables.has(table) && !bitEnumTables.includes(table)) bitEnumTables.push(table);
      bitTables.add(table);
    } else {
      const cases = enumCases(info);
      const facts: EnumFacts = { keywords: cases.map((c) => c.str), stringToSymbol: "", underlyingToSymbol: "", symbolToString: "", isBitEnum: false, className, cases, bitWidth: 64 };
      if (localEnum(facts, localEnums) === undefined) throw new Error(`upstream assembly: enum ${className} of ${namespace} is no integer enum`);
    }
    const cppEnum = qualifiedCppName(`${getStringOrEmpty(info, "cppNamespace")}::${className}`);
    specs.set(mnemonic, `{ mnemonic: ${JSON.stringify(mnemonic)}, info: enum${className}, cppEnum: ${JSON.stringify(cppEnum)}, defName: ${JSON.stringify(record.name)}, format: ${JSON.stringify(format)} }`);
  }
  return [...specs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, spec]) => spec);
}

/** The module's declarations of its local enums' tables. */
function localEnumTables(localEnums: LocalEnums): string[] {
  return [...localEnums].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([table, facts]) => {
    const cases = facts.cases.map((c) => `[${JSON.stringify(c.str)}, ${c.value >= -(2n ** 53n) && c.value <= 2n ** 53n ? String(c.value) : `${c.value}n`}]`);
    return `const ${table} = new rt.IntEnumInfo<string>({ qualifiedName: ${JSON.stringify(facts.className)}, summary: "", cases: [${cases.join(", ")}] });`;
  });
}

/** An attribute's facts with its C++ snippets rewritten in TS (throws LeftOut when one cannot be). */
function translateAttribute(facts: AttributeFacts, opClass: string, defaultSlots: DefaultSlot[], opaqueAttributes: DialectClasses, localEnums: LocalEnums): AttributeFacts {
  let storage = storageType(facts.storageType);
  const local = storage === undefined && facts.enumInfo !== undefined ? localEnum(facts.enumInfo, localEnums) : undefined;
  if (local !== undefined) {
    // An integer enum of a dialect tsmlir does not define: an IntegerAttr of its cases.
    const value = facts.defaultValue === undefined ? undefined : local.defaultOf(facts.defaultValue);
    if (facts.defaultValue !== undefined && value === undefined) throw new LeftOut(`the default value of enum attribute '${facts.name}' names no case`);
    return {
      name: facts.name,
      storageType: "ir.IntegerAttr",
      isUnit: false,
      isSymbolName: false,
      isOptional: facts.isOptional,
      hasStrippedSyntax: false,
      ...(value !== undefined ? { defaultValue: value } : {}),
      constBuilderCall: local.builder,
      enumInfo: local.enumInfo,
    };
  }
  const keptOpaque = storage === undefined;
  if (storage === undefined) {
    // An attribute class of a dialect tsmlir keeps opaque: a format binding it reads and
    // prints the stripped `<...>` body of `#dialect.mnemonic<...>`.
    const opaque = opaqueAttributes.get(qualifiedCppName(facts.storageType.trim()));
    const keyword = opaque?.enumSpelling === "space" ? ", true" : opaque?.groupedBody === true ? ', "grouped"' : "";
    storage = opaque !== undefined ? `opAsm.opaqueAttributeSyntax(${JSON.stringify(opaque.dialect)}, ${JSON.stringify(opaque.mnemonic)}${keyword})` : "ir.Attribute";
  }
  let typeBuilderTs: string | undefined;
  if (facts.typeBuilder !== undefined) {
    typeBuilderTs = typeBuilder(facts.typeBuilder);
    if (typeBuilderTs === undefined) throw new LeftOut(`the value type of attribute '${facts.name}' has a builder of no known shape`);
  }
  let builder = facts.constBuilderCall === undefined ? undefined : attributeBuilder(facts.constBuilderCall);
  let value = facts.defaultValue === undefined ? undefined : defaultValue(facts.defaultValue, facts.constBuilderCall);
  const opaqueClass = keptOpaque ? opaqueAttributes.get(qualifiedCppName(facts.storageType.trim())) : undefined;
  const opaqueDefault = opaqueClass !== undefined && facts.defaultValue !== undefined ? opaqueEnumDefault(opaqueClass, facts.defaultValue) : undefined;
  if (keptOpaque && facts.defaultValue?.trim() === "{}" && facts.constBuilderCall?.trim() === "$0") {
    // A default that is the attribute `{}` itself is the null attribute: the attribute is
    // in effect optional (never populated, printed whenever present).
    const { defaultValue: _null, ...rest } = facts;
    return translateAttribute({ ...rest, isOptional: true }, opClass, defaultSlots, opaqueAttributes, localEnums);
  }
  if (opaqueClass !== undefined && opaqueDefault !== undefined) {
    // An enum attribute of a dialect tsmlir keeps opaque: its default is the opaque text of its case.
    builder = `$_builder.getOpaqueAttr(${JSON.stringify(opaqueClass.dialect)}, $0)`;
    value = JSON.stringify(opaqueDefault);
  }
  if (facts.defaultValue !== undefined && facts.constBuilderCall !== undefined && !facts.isOptional && (value === undefined || builder === undefined)) {
    // The printer elides the attribute when it holds its default: a hook builds that value.
    if (facts.enumInfo !== undefined) throw new LeftOut(`the default value of enum attribute '${facts.name}' has no known TS form`);
    defaultSlots.push({ opClass, attribute: facts.name });
    builder = `hooks.defaults.${opClass}.${identifierOf(facts.name)}($_builder)`;
    value = "undefined";
  }
  let enumInfo = facts.enumInfo;
  if (enumInfo !== undefined) {
    const stringToSymbol = enumFunction(enumInfo.stringToSymbol, storage);
    const underlyingToSymbol = enumFunction(enumInfo.underlyingToSymbol, storage);
    const symbolToString = enumFunction(enumInfo.symbolToString, storage);
    if (stringToSymbol === undefined || underlyingToSymbol === undefined || symbolToString === undefined || builder === undefined) {
      throw new LeftOut(`enum attribute '${facts.name}' belongs to a dialect tsmlir does not define`);
    }
    enumInfo = { ...enumInfo, stringToSymbol, underlyingToSymbol, symbolToString };
  }
  return {
    name: facts.name,
    storageType: storage,
    isUnit: facts.isUnit,
    isSymbolName: facts.isSymbolName,
    isOptional: facts.isOptional,
    hasStrippedSyntax: facts.hasStrippedSyntax,
    ...(value !== undefined && builder !== undefined ? { defaultValue: value } : {}),
    ...(builder !== undefined ? { constBuilderCall: builder } : {}),
    ...(typeBuilderTs !== undefined ? { typeBuilder: typeBuilderTs } : {}),
    ...(enumInfo !== undefined ? { enumInfo } : {}),
  };
}

/** An op as hook slots name it. */
type NamedOp = Pick<Operator, "operationName" | "cppClassName">;

interface CompiledOp {
  readonly op: Operator;
  readonly code: string;
  readonly parseName: string;
  readonly printName: string;
  readonly directives: readonly CustomDirectiveUse[];
  readonly transformers: readonly TransformerSlot[];
  /** Classes of dialect types the format builds from another type (typeConstructors hooks). */
  readonly typeConstructors: readonly string[];
  /** Classes of dialect types the format reads and prints stripped (strippedTypes hooks). */
  readonly strippedTypes: readonly string[];
  /** Classes of dialect types the format builds from the context alone, defined in C++ (contextTypes hooks). */
  readonly contextTypes: readonly string[];
  readonly usesElementType: boolean;
  readonly infers: boolean;
  readonly defaults: readonly DefaultSlot[];
}

/**
 * The defs of `defClass` (TypeDef, AttrDef) with a mnemonic that `keep` accepts, by C++
 * class (`::mlir::pdl::OperationType`): their dialect and mnemonic.
 */
function dialectClasses(keeper: RecordKeeper, defClass: string, keep: (record: Record) => boolean = () => true): DialectClasses {
  const classes = new Map<string, DialectClass>();
  for (const record of derivedRecords(keeper, defClass)) {
    const mnemonic = getStringOrEmpty(record, "mnemonic");
    if (mnemonic === "" || !keep(record)) continue;
    const dialect = getDef(record, "dialect");
    classes.set(qualifiedCppName(`${getStringOrEmpty(dialect, "cppNamespace")}::${getStringOrEmpty(record, "cppClassName")}`), {
      dialect: getStringOrEmpty(dialect, "name"),
      mnemonic,
      ...enumAttrCases(record),
      ...(/^`[({]`/.test(getStringOrEmpty(record, "assemblyFormat").trim()) ? { groupedBody: true } : {}),
    });
  }
  return classes;
}

/**
 * The cases of an EnumAttr and how its value prints: `mnemonic<case>` (format `< $value >`) or
 * `mnemonic case` (format `$value`, printed `#dialect<mnemonic case>`); undefined for others.
 */
function enumAttrCases(record: Record): Pick<DialectClass, "enumCases" | "enumSpelling"> | undefined {
  if (!isSubClassOf(record, "EnumAttr") || !hasField(record, "enum")) return undefined;
  const format = getStringOrEmpty(record, "assemblyFormat").replace(/\s+/g, "");
  const enumSpelling = format === "`<`$value`>`" ? "angle" : format === "$value" ? "space" : undefined;
  if (enumSpelling === undefined) return undefined;
  return { enumCases: enumCases(getDef(record, "enum")), enumSpelling };
}

/** The op's format compiled with its C++ snippets replaced (throws LeftOut). */
function compileOp(
  op: Operator,
  keeper: RecordKeeper,
  directivesType: string,
  parameterless: DialectClasses,
  opaqueAttributes: DialectClasses,
  localEnums: LocalEnums,
  typeCondition: (defName: string) => string | undefined,
): CompiledOp {
  const facts = opFormatFacts(keeper, op);
  const defaults: DefaultSlot[] = [];
  const translated = { ...facts, attributes: facts.attributes.map((a) => translateAttribute(a, op.cppClassName, defaults, opaqueAttributes, localEnums)) };
  const checked = checkOpFormat(translated, op.assemblyFormat as string);
  for (const index of checked.usedAttributes) {
    const attribute = translated.attributes[index];
    if (attribute !== undefined && attribute.hasStrippedSyntax && attribute.storageType === "ir.Attribute") {
      throw new LeftOut(`attribute '${attribute.name}' has a stripped syntax of a class tsmlir does not define`);
    }
  }
  const typeConstructors: string[] = [];
  const contextTypes: string[] = [];
  const buildableTypes = checked.buildableTypes.map((b) => {
    const ts = typeBuilder(b, parameterless);
    if (ts !== undefined) return ts;
    const contextType = contextTypeCall(b);
    if (contextType !== undefined) {
      contextTypes.push(contextType);
      return `hooks.contextTypes.${contextType}($_builder)`;
    }
    const constructed = typeConstructorCall(b, parameterless);
    if (constructed === undefined) throw new LeftOut(`a buildable type has a builder of no known shape: ${b}`);
    typeConstructors.push(constructed.className);
    return `hooks.typeConstructors.${constructed.className}($_builder, ${constructed.element})`;
  });
  const transformers: TransformerSlot[] = [];
  let usesElementType = false;
  const rewrite = (kind: "operand" | "result") => (resolution: TypeResolution, index: number): TypeResolution => {
    if (resolution.transformer === undefined) return resolution;
    const known = knownTransformer(resolution.transformer);
    if (known?.kind === "identity") return { ...resolution, transformer: "$_self" };
    if (known?.kind === "element-type") {
      usesElementType = true;
      return { ...resolution, transformer: "hooks.elementType($_self)" };
    }
    const target = (kind === "operand" ? op.operands[index] : op.results[index])?.name || `${kind}${index}`;
    const resolver = resolution.resolver;
    const resolverSingle = resolver === undefined || resolver.kind === "attribute" || !isVariableLength(op, resolver.kind, resolver.index);
    // A transformer of a variadic group yields its types; one of an optional value yields the
    // value's type (MLIR resolves the 0 or 1 operands against it).
    const list = resolverSingle && isVariadic(op, kind, index);
    transformers.push({ opClass: op.cppClassName, target, list });
    return { ...resolution, transformer: `hooks.types.${op.cppClassName}.${target}($_self)` };
  };
  const format: OperationFormat = {
    ...checked,
    buildableTypes,
    operandTypes: checked.operandTypes.map(rewrite("operand")),
    resultTypes: checked.resultTypes.map(rewrite("result")),
  };
  const infers = format.infersResultTypes;
  const strippedTypes: string[] = [];
  const strippedType = (defName: string): StrippedTypeSyntax | undefined => {
    const className = strippedTypeClass(keeper, defName, op.dialectName);
    if (className === undefined) return undefined;
    strippedTypes.push(className);
    return { parse: `hooks.strippedTypes.${className}.parse(parser)`, print: `hooks.strippedTypes.${className}.print` };
  };
  // A type constraint of a narrower class is parsed as that class (ODS's parseCustomTypeWithFallback).
  const typeClass = (defName: string): string | { readonly check: string } | undefined => {
    const record = keeper.getDef(defName);
    return record === undefined ? undefined : parsedTypeKind(getStringOrEmpty(record, "cppClassName"));
  };
  const emitted = emitOpFormatFunctions(format, typeCondition, directivesType, infers ? `hooks.inferResultTypes.${op.cppClassName}` : undefined, typeClass, strippedType);
  return { op, code: emitted.code, parseName: emitted.parseName, printName: emitted.printName, directives: emitted.directives, transformers, typeConstructors, strippedTypes, contextTypes, usesElementType, infers, defaults };
}

/**
 * The C++ class of a type constraint that is one of the dialect's own types with parameters
 * and a parser and printer of its own: a `type(...)` of it reads and prints stripped
 * (`: <f32>` for `!async.value<f32>`), as ODS's parseCustomTypeWithFallback does.
 */
function strippedTypeClass(keeper: RecordKeeper, defName: string, namespace: string): string | undefined {
  const constraint = keeper.getDef(defName);
  if (constraint === undefined) return undefined;
  if (!isSubClassOf(constraint, "TypeDef")) return FOREIGN_STRIPPED_TYPES.has(namespace) ? foreignTypeClass(getStringOrEmpty(constraint, "cppClassName")) : undefined;
  const def = constraint;
  if (getDag(def, "parameters").args.length === 0) return undefined;
  if (getStringOrEmpty(getDef(def, "dialect"), "name") !== namespace) return undefined;
  const custom = (hasField(def, "hasCustomAssemblyFormat") && getBit(def, "hasCustomAssemblyFormat")) || getStringOrEmpty(def, "assemblyFormat") !== "";
  return custom ? getStringOrEmpty(def, "cppClassName") : undefined;
}

/**
 * The class of a constraint on another dialect's type (rocdl's `LLVM_PointerInAddressSpace<8>`
 * is llvm's `::mlir::LLVM::LLVMPointerType`), which ODS reads and prints stripped with that
 * class's own syntax, or undefined for builtin types (`::mlir::VectorType`) and `::mlir::Type`.
 */
function foreignTypeClass(cppClassName: string): string | undefined {
  const match = /^(?:::)?mlir::[A-Za-z_]+::([A-Za-z0-9_]+)$/.exec(cppClassName);
  return match === null ? undefined : match[1];
}

/**
 * Dialects whose formats read and print other dialects' types stripped (the GPU target
 * dialects, whose ops take llvm's pointers); the older assembly dialects do not yet.
 */
const FOREIGN_STRIPPED_TYPES: ReadonlySet<string> = new Set(["nvvm", "rocdl", "nvgpu", "amdgpu"]);

function uniqueSlots(slots: readonly DefaultSlot[]): DefaultSlot[] {
  const seen = new Set<string>();
  return slots.filter((s) => {
    const key = `${s.opClass}.${s.attribute}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The `{name, value}` expressions (in `builder`) of the op's default-valued attributes
 * (DefaultValuedAttr: MLIR's populateDefaultProperties sets them when absent), undefined
 * when it has none. A default of no known TS form becomes a hook slot.
 */
function defaultAttributes(op: Operator, keeper: RecordKeeper, slots: DefaultSlot[], notes: string[], opaqueAttributes: DialectClasses, localEnums: LocalEnums): string[] | undefined {
  const entries: string[] = [];
  for (const facts of opFormatFacts(keeper, op).attributes) {
    if (facts.defaultValue === undefined || facts.isOptional || facts.constBuilderCall === undefined) continue;
    let translated: AttributeFacts;
    try {
      translated = translateAttribute(facts, op.cppClassName, slots, opaqueAttributes, localEnums);
    } catch (error) {
      if (!(error instanceof LeftOut)) throw error;
      notes.push(`upstream assembly: ${op.operationName}: default of '${facts.name}' left out: ${error.message}`);
      continue;
    }
    if (translated.defaultValue === undefined) continue;
    const call = (translated.constBuilderCall as string).replace(/\$0/g, translated.defaultValue);
    entries.push(`{ name: ${JSON.stringify(facts.name)}, value: ${call.replace(/\$_builder/g, "builder")} }`);
  }
  return entries.length === 0 ? undefined : entries;
}

/** Whether the op declares the interface `cppInterfaceName` (directly or through a trait list). */
function declaresInterface(keeper: RecordKeeper, op: Operator, cppInterfaceName: string): boolean {
  const record = keeper.getDef(op.defName);
  if (record === undefined) return false;
  const visit = (traits: readonly Record[]): boolean =>
    traits.some((t) => (isSubClassOf(t, "TraitList") ? visit(getListOfDefs(t, "traits")) : getStringOrEmpty(t, "cppInterfaceName") === cppInterfaceName));
  return visit(getListOfDefs(record, "traits"));
}

/** An interface with a C++ verifier the op declares: its C++ name and whether it runs after the regions verified. */
interface InterfaceVerifier {
  readonly name: string;
  readonly withRegions: boolean;
}

/**
 * The interfaces with a `verify` the op declares (directly or through trait lists), in
 * declaration order. A trait declaring an interface's methods (DeclareOpInterfaceMethods)
 * does not copy the interface's `verify`, yet in C++ the interface's trait verifies all the
 * same: its `verify` is the interface definition's.
 */
function interfaceVerifiersOf(keeper: RecordKeeper, op: Operator, interfaceDefs: ReadonlyMap<string, Record>): InterfaceVerifier[] {
  const record = keeper.getDef(op.defName);
  if (record === undefined) return [];
  const out: InterfaceVerifier[] = [];
  const verifyOf = (t: Record): string => getStringOrEmpty(t, "verify").trim();
  const visit = (traits: readonly Record[]): void => {
    for (const t of traits) {
      if (isSubClassOf(t, "TraitList")) {
        visit(getListOfDefs(t, "traits"));
        continue;
      }
      const name = hasField(t, "cppInterfaceName") ? getStringOrEmpty(t, "cppInterfaceName") : "";
      if (name === "") continue;
      const definition = hasField(t, "verify") && verifyOf(t) !== "" ? t : isSubClassOf(t, "DeclareOpInterfaceMethods") ? interfaceDefs.get(name) : undefined;
      if (definition === undefined || out.some((v) => v.name === name)) continue;
      out.push({ name, withRegions: hasField(definition, "verifyWithRegions") && getBit(definition, "verifyWithRegions") });
    }
  };
  visit(getListOfDefs(record, "traits"));
  return out;
}

/** The op interface definitions with a `verify` (not traits declaring their methods), by C++ name. */
function verifiedInterfaceDefinitions(keeper: RecordKeeper): Map<string, Record> {
  const out = new Map<string, Record>();
  for (const def of keeper.defs.values()) {
    if (!isSubClassOf(def, "OpInterface") || isSubClassOf(def, "DeclareOpInterfaceMethods")) continue;
    if (!hasField(def, "verify") || getStringOrEmpty(def, "verify").trim() === "") continue;
    const name = getStringOrEmpty(def, "cppInterfaceName");
    if (name !== "" && !out.has(name)) out.set(name, def);
  }
  return out;
}

/** Whether the op declares OpAsmOpInterface methods (its C++ names its results). */
function declaresOpAsmInterface(keeper: RecordKeeper, op: Operator): boolean {
  return declaresInterface(keeper, op, "OpAsmOpInterface");
}

function directiveInterface(uses: readonly CustomDirectiveUse[], name: string, namespace: string): string {
  const members: string[] = [];
  for (const directive of [...new Set(uses.map((u) => u.name))].sort()) {
    const all = uses.filter((u) => u.name === directive);
    const optional = all.some((u) => u.optional);
    // One signature per list of parameter types (uses differing only in names share it).
    const signatures = (types: (u: CustomDirectiveUse) => readonly string[]): string[] => {
      const byTypes = new Map<string, string>();
      for (const u of all) {
        const key = types(u).join(", ");
        if (!byTypes.has(key)) byTypes.set(key, types(u).map((t, i) => `${u.paramNames[i] ?? `arg${i}`}: ${t}`).join(", "));
      }
      return [...byTypes.values()];
    };
    for (const params of signatures((u) => u.parseParams)) members.push(`parse${directive}(parser: opAsm.OpAsmParser${params === "" ? "" : `, ${params}`}): ${optional ? "boolean | void" : "void"};`);
    for (const params of signatures((u) => u.printParams)) members.push(`print${directive}(printer: opAsm.OpAsmPrinter, op: ir.Operation${params === "" ? "" : `, ${params}`}): void;`);
  }
  return `/** The functions behind ${namespace}'s \`custom<...>\` directives (C++ in MLIR). */\nexport interface ${name} {\n${members.join("\n")}\n}`;
}

function formatted(text: string): string {
  const project = new Project({ useInMemoryFileSystem: true, manipulationSettings: { indentationText: IndentationText.TwoSpaces, quoteKind: QuoteKind.Double } });
  const file = project.createSourceFile("assembly.ts", text, { overwrite: true });
  file.formatText({ indentSize: 2, convertTabsToSpaces: true, semicolons: "insert" as never });
  return file.getFullText();
}

function hasBit(keeper: RecordKeeper, op: Operator, field: string): boolean {
  const record = keeper.getDef(op.defName);
  return record !== undefined && hasField(record, field) && getBit(record, field);
}

function hasCustomAssemblyFormat(keeper: RecordKeeper, op: Operator): boolean {
  return hasBit(keeper, op, "hasCustomAssemblyFormat");
}

/** The assembly module of one dialect. */
export function generateDialectAssembly(includeDir: string, dialect: AssemblyDialect, own: OwnLibrary = new OwnLibrary(), foreignTypes: DialectClasses = new Map()): GeneratedAssembly {
  const installed = [dialect.tdFile, ...(dialect.moreTdFiles ?? [])];
  const files = [...installed, ...(dialect.ownTdFiles ?? [])];
  // Each file is evaluated on its own (extensions of a dialect are not meant to be included
  // together: some share includes without guards); their ops and classes are merged.
  const keepers = files.map((f, index) => evaluateDialectFile(includeDir, f, index >= installed.length));
  const typeName = assemblyTypeName(dialect.namespace);
  const directivesType = `${typeName}DirectiveHooks`;
  const notes: string[] = [];
  const compiled: CompiledOp[] = [];
  const handWritten: NamedOp[] = [];
  const ops: Operator[] = [];
  const keeperOf = new Map<Operator, RecordKeeper>();
  const seen = new Set<string>();
  for (const keeper of keepers) {
    for (const record of derivedRecords(keeper, "Op")) {
      let op: Operator;
      try {
        op = loadOperator(keeper, record);
      } catch (error) {
        if (error instanceof DiagnosticError) continue;
        throw error;
      }
      if (op.dialectName !== dialect.namespace || seen.has(op.operationName)) continue;
      seen.add(op.operationName);
      ops.push(op);
      keeperOf.set(op, keeper);
    }
  }
  ops.sort((a, b) => (a.operationName < b.operationName ? -1 : a.operationName > b.operationName ? 1 : 0));
  const keeperFor = (op: Operator): RecordKeeper => keeperOf.get(op) as RecordKeeper;
  // A stub dialect keeps its types and attributes opaque: a parameterless type is built as
  // the opaque type of its mnemonic, an attribute bound by a format is read stripped.
  const parameterless: DialectClasses = new Map(keepers.flatMap((k) => [...dialectClasses(k, "TypeDef", (record) => getDag(record, "parameters").args.length === 0)]));
  const opaqueAttributes: DialectClasses = new Map(keepers.flatMap((k) => [...dialectClasses(k, "AttrDef")]));
  const localEnums: LocalEnums = new Map();
  const bitEnumTables: string[] = [];
  const exportedEnums = (dialect.exportedEnums ?? []).map((className) => {
    const record = keepers.flatMap((k) => derivedRecords(k, "EnumAttrInfo")).find((r) => getStringOrEmpty(r, "className") === className);
    if (record === undefined) throw new Error(`upstream assembly: ${dialect.namespace} has no enum ${className}`);
    if (isSubClassOf(record, "BitEnumAttr")) {
      bitEnumTables.push(bitEnumTable(record));
      return className;
    }
    const cases = enumCases(record);
    const facts: EnumFacts = { keywords: cases.map((c) => c.str), stringToSymbol: "", underlyingToSymbol: "", symbolToString: "", isBitEnum: false, className, cases, bitWidth: 64 };
    if (localEnum(facts, localEnums) === undefined) throw new Error(`upstream assembly: enum ${className} of ${dialect.namespace} is no integer enum`);
    return className;
  });
  const enumAttributeSpecs = dialect.exportsEnumAttributes === true ? enumAttributeSpecsOf(dialect.namespace, keepers, localEnums, bitEnumTables) : [];
  const exportedTraits = (dialect.exportedTraits ?? []).map((defName) => {
    const carriers = ops.filter((op) => op.traits.some((t) => t.kind === "native" && t.defName === defName)).map((op) => op.operationName);
    if (carriers.length === 0) throw new Error(`upstream assembly: no op of ${dialect.namespace} has the trait ${defName}`);
    return `${defName}: new Set([${carriers.map((name) => JSON.stringify(name)).join(", ")}])`;
  });
  const defaultEntries: string[] = [];
  const defaultSlotsAll: DefaultSlot[] = [];
  const resultNameOps: Operator[] = [];
  const verifierOps: NamedOp[] = [];
  const regionVerifierOps: Operator[] = [];
  const folderOps: Operator[] = [];
  const symbolUserOps: Operator[] = [];
  const interfaceVerifierOps: { op: Operator; interfaces: InterfaceVerifier[] }[] = [];
  const interfaceDefinitions = new Map(keepers.map((k) => [k, verifiedInterfaceDefinitions(k)]));
  // The ops' ODS constraints, resolved against tsmlir's own library (constraints.ts).
  const learned = new LearnedLeaves();
  for (const k of keepers) learned.learn(k, own.keeper);
  const constraintClasses = {
    types: new Map([...foreignTypes, ...keepers.flatMap((k) => [...dialectClasses(k, "TypeDef")])]),
    attributes: opaqueAttributes,
    enumAttributeBases: new Map(keepers.flatMap((k) => [...enumAttributeBases(k)])),
  };
  const invariants = new InvariantsEmitter(new ConstraintResolver(own, learned, constraintClasses), own);
  invariants.preparePredicateTraits(ops, keeperFor);
  const descriptors = ops.map((op, i) => ({ op: op.operationName, name: `op${i}`, ...invariants.descriptor(op, keeperFor(op), `op${i}`) }));
  for (const op of ops) {
    const defaults = defaultAttributes(op, keeperFor(op), defaultSlotsAll, notes, opaqueAttributes, localEnums);
    if (defaults !== undefined) defaultEntries.push(`[${JSON.stringify(op.operationName)}, (builder: opAsm.OdsBuilder): readonly ir.NamedAttribute[] => [${defaults.join(", ")}]],`);
    if (declaresOpAsmInterface(keeperFor(op), op)) resultNameOps.push(op);
    if (hasBit(keeperFor(op), op, "hasVerifier")) verifierOps.push(op);
    if (hasBit(keeperFor(op), op, "hasRegionVerifier")) regionVerifierOps.push(op);
    if (hasBit(keeperFor(op), op, "hasFolder")) folderOps.push(op);
    if (declaresInterface(keeperFor(op), op, "SymbolUserOpInterface")) symbolUserOps.push(op);
    const verifiersOfOp = interfaceVerifiersOf(keeperFor(op), op, interfaceDefinitions.get(keeperFor(op)) ?? new Map());
    if (verifiersOfOp.length > 0) interfaceVerifierOps.push({ op, interfaces: verifiersOfOp });
  }
  for (const op of ops) {
    if (op.assemblyFormat !== undefined) {
      try {
        compiled.push(compileOp(op, keeperFor(op), directivesType, parameterless, opaqueAttributes, localEnums, (defName) => invariants.typeCheckOf(keeperFor(op), defName)));
      } catch (error) {
        if (!(error instanceof LeftOut)) throw error;
        notes.push(`upstream assembly: ${op.operationName} left generic: ${error.message}`);
      }
    } else if (hasCustomAssemblyFormat(keeperFor(op), op)) {
      handWritten.push(op);
    }
  }
  // Ops the dialect defines in C++ only: hook slots for their syntax and verifier.
  for (const cppOnly of CPP_ONLY_OPERATIONS.get(dialect.namespace) ?? []) {
    const named = { operationName: `${dialect.namespace}.${cppOnly.name}`, cppClassName: cppOnly.cppClassName };
    if (cppOnly.hasCustomAssemblyFormat) handWritten.push(named);
    if (cppOnly.hasVerifier) verifierOps.push(named);
  }
  const byName = (a: NamedOp, b: NamedOp): number => (a.operationName < b.operationName ? -1 : a.operationName > b.operationName ? 1 : 0);
  handWritten.sort(byName);
  verifierOps.sort(byName);
  const directives = compiled.flatMap((c) => c.directives);
  const transformers = compiled.flatMap((c) => c.transformers);
  const infers = compiled.filter((c) => c.infers);
  const hookFields: string[] = [];
  if (directives.length > 0) hookFields.push(`/** The functions of the formats' \`custom<...>\` directives. */\nreadonly directives: ${directivesType};`);
  const constructors = [...new Set(compiled.flatMap((c) => c.typeConstructors))].sort();
  if (constructors.length > 0) {
    hookFields.push(
      `/** Dialect types built from one other type (their C++ \`get\`), by class. */\nreadonly typeConstructors: { ${constructors.map((c) => `readonly ${c}: (builder: opAsm.OdsBuilder, element: ir.Type) => ir.Type;`).join(" ")} };`,
    );
  }
  const strippedTypes = [...new Set(compiled.flatMap((c) => c.strippedTypes))].sort();
  if (strippedTypes.length > 0) {
    hookFields.push(
      `/** The stripped syntax of dialect types the formats read and print without their \`!dialect.mnemonic\` (their C++ parse and print), by class. */\nreadonly strippedTypes: { ${strippedTypes.map((c) => `readonly ${c}: { parse(parser: opAsm.OpAsmParser): ir.Type; print(printer: opAsm.OpAsmPrinter, type: ir.Type): void };`).join(" ")} };`,
    );
  }
  const contextTypes = [...new Set(compiled.flatMap((c) => c.contextTypes))].sort();
  if (contextTypes.length > 0) {
    hookFields.push(
      `/** Dialect types built from the context alone that the dialect's C++ defines (no TypeDef gives their syntax), by class. */\nreadonly contextTypes: { ${contextTypes.map((c) => `readonly ${c}: (builder: opAsm.OdsBuilder) => ir.Type;`).join(" ")} };`,
    );
  }
  if (compiled.some((c) => c.usesElementType)) hookFields.push("/** The element type of a shaped or complex type (the formats' `getElementType()` transformers). */\nreadonly elementType: (self: ir.Type) => ir.Type;");
  if (transformers.length > 0) {
    const byOp = new Map<string, TransformerSlot[]>();
    for (const t of transformers) byOp.set(t.opClass, [...(byOp.get(t.opClass) ?? []), t]);
    const rows = [...byOp].map(([opClass, slots]) => `readonly ${opClass}: { ${slots.map((s) => `readonly ${s.target}: (self: ir.Type) => ${s.list ? "readonly ir.Type[]" : "ir.Type"};`).join(" ")} };`);
    hookFields.push(`/** Types the formats derive from another (TypesMatchWith transformers written in C++), by op and derived value. */\nreadonly types: {\n${rows.join("\n")}\n};`);
  }
  const defaultSlots = uniqueSlots([...compiled.flatMap((c) => c.defaults), ...defaultSlotsAll]);
  if (defaultSlots.length > 0) {
    const byOp = new Map<string, DefaultSlot[]>();
    for (const d of defaultSlots) byOp.set(d.opClass, [...(byOp.get(d.opClass) ?? []), d]);
    const rows = [...byOp].map(([opClass, slots]) => `readonly ${opClass}: { ${slots.map((s) => `readonly ${s.attribute}: (builder: opAsm.OdsBuilder) => ir.Attribute;`).join(" ")} };`);
    hookFields.push(`/** Default values of attributes built in C++ (the printer elides an attribute holding its default), by op and attribute. */\nreadonly defaults: {\n${rows.join("\n")}\n};`);
  }
  if (infers.length > 0) {
    const rows = infers.map((c) => `readonly ${c.op.cppClassName}: (context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]) => readonly ir.Type[];`);
    hookFields.push(`/** The result types of ops whose formats leave them to inference (InferTypeOpInterface in C++). */\nreadonly inferResultTypes: {\n${rows.join("\n")}\n};`);
  }
  if (resultNameOps.length > 0) {
    hookFields.push(
      `/** The dialect whose ops print without prefix in an op's regions (OpAsmOpInterface::getDefaultDialect in C++); an op without one gives none. */\nreadonly defaultDialects?: {\n${resultNameOps.map((op) => `readonly ${op.cppClassName}?: string;`).join("\n")}\n};`,
    );
    hookFields.push(
      `/** The names ops suggest for their results (OpAsmOpInterface::getAsmResultNames in C++); an op without one suggests none. */\nreadonly resultNames: {\n${resultNameOps.map((op) => `readonly ${op.cppClassName}?: (op: ir.Operation, setName: (value: ir.Value, name: string) => void) => void;`).join("\n")}\n};`,
    );
    hookFields.push(
      `/** The names ops suggest for their regions' block arguments (OpAsmOpInterface::getAsmBlockArgumentNames in C++); an op without one suggests none. */\nreadonly blockArgumentNames?: {\n${resultNameOps.map((op) => `readonly ${op.cppClassName}?: (op: ir.Operation, region: ir.Region, setName: (value: ir.Value, name: string) => void) => void;`).join("\n")}\n};`,
    );
  }
  if (verifierOps.length > 0) {
    hookFields.push(
      `/** The checks of ops with a C++ verifier (hasVerifier), throwing op.emitOpError(...); an op without one is not checked beyond its structure. */\nreadonly verifiers: {\n${verifierOps.map((op) => `readonly ${op.cppClassName}?: (op: ir.Operation) => void;`).join("\n")}\n};`,
    );
  }
  if (regionVerifierOps.length > 0) {
    hookFields.push(
      `/** The checks of ops with a C++ region verifier (hasRegionVerifier), run after their regions verified; throwing op.emitOpError(...). */\nreadonly regionVerifiers?: {\n${regionVerifierOps.map((op) => `readonly ${op.cppClassName}?: (op: ir.Operation) => void;`).join("\n")}\n};`,
    );
  }
  if (folderOps.length > 0) {
    hookFields.push(
      `/** The folds of ops with a C++ folder (hasFolder), as MLIR's fold hook: fill \`results\` (or update the op in place) and return true, or return false; an op without one does not fold. */\nreadonly folders?: {\n${folderOps.map((op) => `readonly ${op.cppClassName}?: (op: ir.Operation, operands: readonly (ir.Attribute | undefined)[], results: ir.OpFoldResult[]) => boolean;`).join("\n")}\n};`,
    );
  }
  if (symbolUserOps.length > 0) {
    hookFields.push(
      `/** The checks of the symbols ops refer to (SymbolUserOpInterface::verifySymbolUses in C++), throwing op.emitOpError(...). */\nreadonly symbolUseVerifiers?: {\n${symbolUserOps.map((op) => `readonly ${op.cppClassName}?: (op: ir.Operation) => void;`).join("\n")}\n};`,
    );
  }
  const verifiedInterfaces = [...new Map(interfaceVerifierOps.flatMap((o) => o.interfaces).map((i) => [i.name, i])).values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  if (verifiedInterfaces.length > 0) {
    hookFields.push(
      `/** The C++ verifiers of interfaces the ops declare, by interface (run before the op's own verifier, or region verifier for those verifying with regions); throwing op.emitOpError(...). */\nreadonly interfaceVerifiers?: {\n${verifiedInterfaces.map((i) => `readonly ${i.name}?: (op: ir.Operation) => void;`).join("\n")}\n};`,
    );
  }
  if (handWritten.length > 0) {
    hookFields.push(
      `/** The syntax of ops with a hand-written parser and printer (hasCustomAssemblyFormat); an op without one keeps the generic form. */\nreadonly ops: {\n${handWritten.map((op) => `readonly ${op.cppClassName}?: opAsm.CustomAssemblyHooks;`).join("\n")}\n};`,
    );
  }
  const body = compiled.map((c) => c.code.replace(/^export function /gm, "function ")).join("\n");
  const formatEntries = compiled.map((c) => ({
    name: c.op.operationName,
    value: `{ parse: ${c.directives.length > 0 ? `(parser, state) => ${c.parseName}(parser, state, hooks.directives)` : c.parseName}, print: ${c.directives.length > 0 ? `(op, printer) => ${c.printName}(op, printer, hooks.directives)` : c.printName} }`,
  }));
  const constraintsText = invariants.constantStatements().join("\n") + descriptors.map((d) => d.statement).join("\n");
  const uses = (alias: string): boolean => [body, hookFields.join("\n"), constraintsText].some((text) => new RegExp(`\\b${alias}\\.`).test(text));
  const header = [
    `// @generated by generators/upstream (npm run generate) from MLIR 19's ${installed.join(", ")}`,
    `// (the installed .td files)${dialect.ownTdFiles === undefined ? "" : ` and tsmlir's ${dialect.ownTdFiles.join(", ")}`}; do not edit. The custom syntax of the dialect's ops: their`,
    "// declarative assembly formats compiled to parse/print functions, and typed hooks for what",
    "// MLIR writes in C++ (src/dialects/upstream implements them).",
    'import * as ir from "../../src/api/ir.js";',
    'import { opAsm } from "../../src/api/dialect.js";',
    'import * as rt from "../../src/api/dialect.js";',
    ...(uses("arith") ? ['import * as arith from "../arith.js";'] : []),
    ...(uses("ods") ? ['import * as ods from "../../src/api/ods.js";'] : []),
    ...(localEnums.size > 0 ? ["", "// The integer enums of the dialect's attributes, from their cases.", ...localEnumTables(localEnums)] : []),
    ...(bitEnumTables.length > 0 ? ["", "// The bit enums the hand-written syntax reads and prints, from their bits and groups.", ...bitEnumTables] : []),
    ...(exportedEnums.length > 0
      ? ["", `/** The enums ${dialect.namespace}'s hand-written syntax reads and prints, by C++ name. */`, `export const ${assemblyExportName(dialect.namespace).replace(/Assembly$/, "Enums")} = { ${exportedEnums.map((c) => `${c}: enum${c}`).join(", ")} } as const;`]
      : []),
    ...(enumAttributeSpecs.length > 0
      ? [
          "",
          `/** ${dialect.namespace}'s enum attributes (EnumAttr), by mnemonic: their enum, ODS def and format. */`,
          `export const ${assemblyExportName(dialect.namespace).replace(/Assembly$/, "EnumAttributes")} = [\n${enumAttributeSpecs.map((s) => `  ${s},`).join("\n")}\n] as const;`,
        ]
      : []),
    ...(exportedTraits.length > 0
      ? [
          "",
          `/** The ops carrying the ${dialect.namespace} traits its hand-written verifiers ask about, by trait. */`,
          `export const ${assemblyExportName(dialect.namespace).replace(/Assembly$/, "TraitOps")}: { ${(dialect.exportedTraits ?? []).map((t) => `readonly ${t}: ReadonlySet<string>;`).join(" ")} } = { ${exportedTraits.join(", ")} };`,
        ]
      : []),
  ];
  const parts = [
    ...header,
    "",
    ...(directives.length > 0 ? [directiveInterface(directives, directivesType, dialect.namespace), ""] : []),
    `/** What ${dialect.namespace}'s syntax needs that MLIR writes in C++. */`,
    `export interface ${typeName}AssemblyHooks {\n${hookFields.join("\n")}\n}`,
    "",
    `/** What ${dialect.namespace}'s ops get from their definitions and hooks, by op name. */`,
    `export interface ${typeName}Assembly {`,
    `/** Custom syntax (${compiled.length} ops from assembly formats, ${handWritten.length} with hand-written syntax). */`,
    "readonly syntax: ReadonlyMap<string, opAsm.CustomAssemblyHooks>;",
    "/** The values of default-valued attributes an op starts with (MLIR's populateDefaultProperties). */",
    "readonly defaultAttributes: ReadonlyMap<string, (builder: opAsm.OdsBuilder) => readonly ir.NamedAttribute[]>;",
    "/** OpAsmOpInterface::getAsmResultNames. */",
    "readonly resultNames: ReadonlyMap<string, (op: ir.Operation, setName: (value: ir.Value, name: string) => void) => void>;",
    "/** OpAsmOpInterface::getAsmBlockArgumentNames. */",
    "readonly blockArgumentNames: ReadonlyMap<string, (op: ir.Operation, region: ir.Region, setName: (value: ir.Value, name: string) => void) => void>;",
    "/** OpAsmOpInterface::getDefaultDialect. */",
    "readonly defaultDialects: ReadonlyMap<string, string>;",
    "/** The ops' C++ verifiers (hasVerifier). */",
    "readonly verifiers: ReadonlyMap<string, (op: ir.Operation) => void>;",
    "/** The ops' C++ region verifiers (hasRegionVerifier). */",
    "readonly regionVerifiers: ReadonlyMap<string, (op: ir.Operation) => void>;",
    "/** SymbolUserOpInterface::verifySymbolUses of the ops that have one. */",
    "readonly symbolUseVerifiers: ReadonlyMap<string, (op: ir.Operation) => void>;",
    "/** The ops' C++ folders (hasFolder). */",
    "readonly folders: ReadonlyMap<string, (op: ir.Operation, operands: readonly (ir.Attribute | undefined)[], results: ir.OpFoldResult[]) => boolean>;",
    "/** The ops' ODS invariants that need no C++ (counts; required attributes, segment sizes, constraints), checked before their verifiers. */",
    "readonly invariants: ReadonlyMap<string, rt.OdsInvariants>;",
    "/** The ops' attribute-stored properties with their storage class tests and constraints (MLIR's property conversion and verifyInherentAttrs). */",
    "readonly attributeProperties: ReadonlyMap<string, readonly rt.AttributeDescriptor[]>;",
    "}",
    "",
    `/** The syntax and defaults of ${dialect.namespace}'s ops; built when called. */`,
    `export function ${assemblyExportName(dialect.namespace)}(hooks: ${typeName}AssemblyHooks): ${typeName}Assembly {`,
    body,
    `const syntax = new Map<string, opAsm.CustomAssemblyHooks>([\n${formatEntries.map((e) => `[${JSON.stringify(e.name)}, ${e.value}],`).join("\n")}\n]);`,
    ...handWritten.map((op) => `if (hooks.ops.${op.cppClassName} !== undefined) syntax.set(${JSON.stringify(op.operationName)}, hooks.ops.${op.cppClassName});`),
    `const defaultAttributes = new Map<string, (builder: opAsm.OdsBuilder) => readonly ir.NamedAttribute[]>([\n${defaultEntries.join("\n")}\n]);`,
    "const resultNames = new Map<string, (op: ir.Operation, setName: (value: ir.Value, name: string) => void) => void>();",
    ...resultNameOps.map((op) => `if (hooks.resultNames.${op.cppClassName} !== undefined) resultNames.set(${JSON.stringify(op.operationName)}, hooks.resultNames.${op.cppClassName});`),
    "const blockArgumentNames = new Map<string, (op: ir.Operation, region: ir.Region, setName: (value: ir.Value, name: string) => void) => void>();",
    ...resultNameOps.map((op) => `if (hooks.blockArgumentNames?.${op.cppClassName} !== undefined) blockArgumentNames.set(${JSON.stringify(op.operationName)}, hooks.blockArgumentNames.${op.cppClassName});`),
    "const regionVerifiers = new Map<string, (op: ir.Operation) => void>();",
    ...regionVerifierOps.map((op) => `if (hooks.regionVerifiers?.${op.cppClassName} !== undefined) regionVerifiers.set(${JSON.stringify(op.operationName)}, hooks.regionVerifiers.${op.cppClassName});`),
    "const symbolUseVerifiers = new Map<string, (op: ir.Operation) => void>();",
    ...symbolUserOps.map((op) => `if (hooks.symbolUseVerifiers?.${op.cppClassName} !== undefined) symbolUseVerifiers.set(${JSON.stringify(op.operationName)}, hooks.symbolUseVerifiers.${op.cppClassName});`),
    "const folders = new Map<string, (op: ir.Operation, operands: readonly (ir.Attribute | undefined)[], results: ir.OpFoldResult[]) => boolean>();",
    ...folderOps.map((op) => `if (hooks.folders?.${op.cppClassName} !== undefined) folders.set(${JSON.stringify(op.operationName)}, hooks.folders.${op.cppClassName});`),
    "const defaultDialects = new Map<string, string>();",
    ...resultNameOps.map((op) => `if (hooks.defaultDialects?.${op.cppClassName} !== undefined) defaultDialects.set(${JSON.stringify(op.operationName)}, hooks.defaultDialects.${op.cppClassName});`),
    "const verifiers = new Map<string, (op: ir.Operation) => void>();",
    ...verifierOps.map((op) => `if (hooks.verifiers.${op.cppClassName} !== undefined) verifiers.set(${JSON.stringify(op.operationName)}, hooks.verifiers.${op.cppClassName});`),
    ...(interfaceVerifierOps.length > 0
      ? [
          "// An interface's verifier runs before the op's own (MLIR's verifyTraits / verifyRegionTraits).",
          "const chain = (map: Map<string, (op: ir.Operation) => void>, name: string, first: ((op: ir.Operation) => void) | undefined): void => {",
          "if (first === undefined) return;",
          "const then = map.get(name);",
          "map.set(name, then === undefined ? first : (op) => { first(op); then(op); });",
          "};",
          ...interfaceVerifierOps.flatMap(({ op, interfaces }) =>
            [...interfaces].reverse().map((i) => `chain(${i.withRegions ? "regionVerifiers" : "verifiers"}, ${JSON.stringify(op.operationName)}, hooks.interfaceVerifiers?.${i.name});`),
          ),
        ]
      : []),
    "// The ops' ODS invariants, checked by the runtime's descriptor verifier (constraints upstream",
    "// writes in C++ resolved by generators/upstream/constraints.ts; those left out are listed in",
    "// generated/upstream/unresolved-constraints.tsv).",
    ...invariants.constantStatements(),
    ...descriptors.map((d) => d.statement),
    "const invariantsOf = (descriptor: rt.OpDescriptor, traits: readonly ir.OpTrait[]): rt.OdsInvariants => ({",
    "counts: rt.countCheck(descriptor),",
    "countTraits: rt.countTraits(descriptor),",
    "verify: rt.descriptorVerifier(descriptor, { traits, populateDefaults: undefined, verify: undefined, verifyRegions: undefined }),",
    "});",
    `const invariants = new Map<string, rt.OdsInvariants>([\n${descriptors.map((d) => `[${JSON.stringify(d.op)}, invariantsOf(${d.name}, ${d.traits})],`).join("\n")}\n]);`,
    `const attributeProperties = new Map<string, readonly rt.AttributeDescriptor[]>([\n${descriptors.map((d) => `[${JSON.stringify(d.op)}, ${d.name}.attributes],`).join("\n")}\n]);`,
    "return { syntax, defaultAttributes, resultNames, blockArgumentNames, defaultDialects, verifiers, regionVerifiers, folders, symbolUseVerifiers, invariants, attributeProperties };",
    "}",
  ];
  notes.push(`upstream constraints: ${dialect.namespace}: ${invariants.resolvedCount} checks generated, ${invariants.unresolved.length} constraints left unchecked (generated/upstream/unresolved-constraints.tsv)`);
  return { path: assemblyModulePath(dialect.namespace), text: formatted(`${parts.join("\n")}\n`), notes, unresolved: invariants.unresolved, resolved: invariants.resolvedCount };
}

/**
 * Type definitions other dialects' constraints name without including them (the GPU target
 * dialects' ops take llvm's pointers, whose TypeDefs LLVMOps.td does not include).
 */
const CONSTRAINT_TYPE_FILES: readonly string[] = ["mlir/Dialect/LLVMIR/LLVMTypes.td"];

export function generateUpstreamAssembly(includeDir: string): GeneratedAssembly[] {
  const own = new OwnLibrary();
  const foreignTypes: DialectClasses = new Map(
    CONSTRAINT_TYPE_FILES.flatMap((f) => {
      const file = join(includeDir, f);
      return [...dialectClasses(evaluateTableGenFile(file, { includeDirs: [includeDir, dirname(file)] }), "TypeDef")];
    }),
  );
  return ASSEMBLY_DIALECTS.map((d) => generateDialectAssembly(includeDir, d, own, foreignTypes));
}

export const UNRESOLVED_CONSTRAINTS = "generated/upstream/unresolved-constraints.tsv";

/** The listing of the constraints left unchecked, per dialect: `op<TAB>what<TAB>reason`, with a count line per dialect. */
export function unresolvedConstraintsListing(assemblies: readonly GeneratedAssembly[]): { readonly path: string; readonly text: string } {
  const lines = [
    "# @generated by generators/upstream (npm run generate); do not edit. The ODS constraints of the assembly",
    "# dialects' ops that generators/upstream/constraints.ts does not resolve to a TypeScript check: tsmlir accepts",
    "# what they would refuse. One line a constraint: op<TAB>constraint<TAB>why; `#` lines count them per dialect.",
  ];
  for (const a of assemblies) {
    const namespace = /generated\/upstream\/(.*)-assembly\.ts$/.exec(a.path)?.[1]?.replace(/-/g, "_") ?? a.path;
    lines.push(`# ${namespace}: ${a.resolved} checked, ${a.unresolved.length} unchecked`);
    for (const u of a.unresolved) lines.push(`${u.op}\t${u.what}\t${u.reason.replace(/\s+/g, " ")}`);
  }
  return { path: UNRESOLVED_CONSTRAINTS, text: `${lines.join("\n")}\n` };
}
