// Upstream ODS definitions carry C++ snippets (storage classes, attribute builders, type
// builders, type transformers). The assembly formats compiled from them need TypeScript in
// their place: a snippet of a known shape (MLIR's Builder API, builtin classes, arith's
// attributes that tsmlir defines) is rewritten here; anything else is left to a typed hook
// of the dialect (see assembly.ts). No snippet text is copied into generated code: only
// the names the patterns capture (ODS identifiers) are.

import type { EnumCaseFacts } from "../../src/ods/format/index.js";

/** Builtin attribute storage classes the format runtime distinguishes (BUILTIN_ATTRIBUTE_CLASS, dense arrays). */
const BUILTIN_STORAGE = new Set([
  "IntegerAttr", "FloatAttr", "StringAttr", "TypeAttr", "ArrayAttr", "DictionaryAttr", "SymbolRefAttr", "FlatSymbolRefAttr",
  "AffineMapAttr", "DenseI8ArrayAttr", "DenseI16ArrayAttr", "DenseI32ArrayAttr", "DenseI64ArrayAttr",
]);

/** C++ namespaces of attributes tsmlir defines itself, with the module alias the generated code imports them as. */
export const DEFINED_ATTRIBUTE_NAMESPACES: ReadonlyMap<string, string> = new Map([["arith", "arith"]]);

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;

function identifier(name: string): string {
  if (!IDENT.test(name)) throw new Error(`upstream assembly: not an identifier: ${JSON.stringify(name)}`);
  return name;
}

/** The TS storage of an attribute's C++ storage type, or undefined when tsmlir has no class for it. */
export function storageType(cpp: string): string | undefined {
  const text = cpp.trim();
  const builtin = /^(?:::)?mlir::([A-Za-z0-9_]+)$/.exec(text);
  if (builtin !== null) return BUILTIN_STORAGE.has(builtin[1] as string) ? `ir.${builtin[1]}` : "ir.Attribute";
  if (text === "Attribute" || text === "::mlir::Attribute") return "ir.Attribute";
  const dialect = /^(?:::)?mlir::([a-z_]+)::([A-Za-z0-9_]+)$/.exec(text);
  if (dialect !== null) {
    const alias = DEFINED_ATTRIBUTE_NAMESPACES.get(dialect[1] as string);
    if (alias !== undefined) return `${alias}.${identifier(dialect[2] as string)}`;
  }
  return undefined;
}

/**
 * Type or attribute classes of dialects by C++ class (`::mlir::pdl::OperationType`): their
 * dialect and mnemonic. A stub dialect keeps its types opaque (`!pdl.operation` is the opaque
 * type of dialect `pdl` with body `operation`), so building a parameterless one is building that.
 */
export type DialectClasses = ReadonlyMap<string, DialectClass>;

export interface DialectClass {
  readonly dialect: string;
  readonly mnemonic: string;
  /** For an enum attribute (EnumAttr): its enum's cases... */
  readonly enumCases?: readonly EnumCaseFacts[];
  /** ...and how the opaque body spells one: `mnemonic<case>` (angle) or `mnemonic case` (space). */
  readonly enumSpelling?: "angle" | "space";
  /** Whether its own format starts with `(` or `{` (`clause_depend(dependsink)`), not `<`. */
  readonly groupedBody?: boolean;
}

/**
 * The text of an enum attribute's default (`{}`, the zero case; `::mlir::LLVM::FastmathFlags::none`,
 * the case named) as its opaque body (`mnemonic<case>` or `mnemonic case`), or undefined.
 */
export function opaqueEnumDefault(cls: DialectClass, cpp: string): string | undefined {
  if (cls.enumCases === undefined) return undefined;
  const text = cpp.trim();
  const symbol = /(?:^|::)([A-Za-z_][A-Za-z0-9_]*)$/.exec(text)?.[1];
  const found = text === "{}" ? cls.enumCases.find((c) => c.value === 0n) : cls.enumCases.find((c) => c.symbol === symbol);
  if (found === undefined) return undefined;
  return cls.enumSpelling === "space" ? `${cls.mnemonic} ${found.str}` : `${cls.mnemonic}<${found.str}>`;
}

/** A C++ name with its leading `::` (`mlir::pdl::X` -> `::mlir::pdl::X`), as the tables key them. */
export function qualifiedCppName(name: string): string {
  return name.startsWith("::") ? name : `::${name}`;
}

/** A type builder call (`$_builder.getIndexType()`) as TS in `$_builder`, or undefined. */
export function typeBuilder(cpp: string, parameterless: DialectClasses = new Map()): string | undefined {
  const text = cpp.trim();
  const dialectType = /^\$_builder\.getType<((?:::)?mlir::[a-z_]+::[A-Za-z0-9_]+)>\(\)$/.exec(text) ?? CONTEXT_TYPE.exec(text);
  if (dialectType !== null) {
    const known = parameterless.get(qualifiedCppName(dialectType[1] as string));
    if (known !== undefined) return `$_builder.getOpaqueType(${JSON.stringify(known.dialect)}, ${JSON.stringify(known.mnemonic)})`;
  }
  if (text === "$_builder.getIndexType()") return "$_builder.getIndexType()";
  // An llvm pointer of an address space: llvm's types are kept as the text mlir-opt prints,
  // which leaves address space 0 out (`!llvm.ptr`, `!llvm.ptr<3>`).
  const pointer = /^\$_builder\.getType<(?:::)?mlir::LLVM::LLVMPointerType>\((\d*)\)$/.exec(text);
  if (pointer !== null) {
    const space = Number(pointer[1] === "" ? 0 : pointer[1]);
    return `$_builder.getOpaqueType("llvm", ${JSON.stringify(space === 0 ? "ptr" : `ptr<${space}>`)})`;
  }
  const integer = /^\$_builder\.getIntegerType\((\d+)\)$/.exec(text) ?? /^\$_builder\.getI(\d+)Type\(\)$/.exec(text);
  if (integer !== null) return `$_builder.getIntegerType(${Number(integer[1])})`;
  // A fixed vector of a buildable element type (nvgpu.mma.sp.sync's vector<2xi16> metadata).
  const vector = /^(?:::)?mlir::VectorType::get\(\{\s*(\d+(?:\s*,\s*\d+)*)\s*\},\s*(.*)\)$/.exec(text);
  if (vector !== null) {
    const element = typeBuilder(vector[2] as string, parameterless);
    const shape = (vector[1] as string).split(",").map((d) => Number(d.trim()));
    return element === undefined ? undefined : `$_builder.getVectorType([${shape.join(", ")}], ${element})`;
  }
  // An unsigned or signed integer type (UI64Attr's value type: `getIntegerType(64, /*isSigned=*/false)`).
  const signedInteger = /^\$_builder\.getIntegerType\((\d+),\s*(?:\/\*isSigned=\*\/)?\s*(true|false)\)$/.exec(text);
  if (signedInteger !== null) return `$_builder.getIntegerType(${Number(signedInteger[1])}, ${JSON.stringify(signedInteger[2] === "true" ? "signed" : "unsigned")})`;
  if (/^\$_builder\.getType<(?:::)?(?:mlir::)?NoneType>\(\)$/.test(text)) return "$_builder.getNoneType()";
  const float = /^\$_builder\.getF(16|32|64)Type\(\)$/.exec(text);
  if (float !== null) return `$_builder.getFloatType("f${float[1]}")`;
  return undefined;
}

/** `::mlir::gpu::AsyncTokenType::get($_builder.getContext())`: a dialect type built from the context alone. */
const CONTEXT_TYPE = /^((?:::)?mlir::[A-Za-z_]+::[A-Za-z0-9_]+)::get\(\$_builder\.getContext\(\)\)$/;

/**
 * The class of a dialect type built from the context alone that no TypeDef defines (its
 * dialect's C++ defines and prints it), or undefined: the generated code leaves building it
 * to a typed hook of the dialect.
 */
export function contextTypeCall(cpp: string): string | undefined {
  const call = CONTEXT_TYPE.exec(cpp.trim());
  return call === null ? undefined : identifier((call[1] as string).replace(/^.*::/, ""));
}

/**
 * A dialect type built from one other type (`::mlir::pdl::RangeType::get(<type builder>)`): the
 * class and the inner builder's TS, or undefined. Such a type prints through its dialect's C++,
 * so the generated code leaves building it to a typed hook of the dialect.
 */
export function typeConstructorCall(cpp: string, parameterless: DialectClasses = new Map()): { readonly className: string; readonly element: string } | undefined {
  const call = /^(?:::)?mlir::[a-z_]+::([A-Za-z0-9_]+)::get\((.*)\)$/.exec(cpp.trim());
  if (call === null) return undefined;
  const element = typeBuilder(call[2] as string, parameterless);
  return element === undefined ? undefined : { className: identifier(call[1] as string), element };
}

/** OdsBuilder methods taking the value alone that mean what MLIR's Builder methods of the same name mean. */
const VALUE_BUILDERS = new Set([
  "getArrayAttr", "getBoolAttr", "getBoolArrayAttr", "getStringAttr", "getDenseBoolArrayAttr", "getDenseI32ArrayAttr", "getDenseI64ArrayAttr", "getI32IntegerAttr",
  "getI64IntegerAttr", "getIndexAttr", "getTypeAttr", "getI64ArrayAttr", "getI32ArrayAttr", "getStrArrayAttr", "getTypeArrayAttr",
]);

/** An attribute's constBuilderCall (`$0` the value) as TS, or undefined. */
export function attributeBuilder(cpp: string): string | undefined {
  const text = cpp.trim();
  const call = /^\$_builder\.([A-Za-z0-9_]+)\(\$0\)$/.exec(text);
  if (call !== null && VALUE_BUILDERS.has(call[1] as string)) return `$_builder.${call[1]}($0)`;
  const integer = /^\$_builder\.getIntegerAttr\(\$_builder\.getIntegerType\((\d+)\), \$0\)$/.exec(text);
  if (integer !== null) return `$_builder.getIntegerAttr($_builder.getIntegerType(${Number(integer[1])}), $0)`;
  if (/^\(\(\$0\) \? \$_builder\.getUnitAttr\(\) : nullptr\)$/.test(text)) return "(($0) ? $_builder.getUnitAttr() : undefined)";
  const defined = /^(?:::)?mlir::([a-z_]+)::([A-Za-z0-9_]+)::get\(\$_builder\.getContext\(\), \$0\)$/.exec(text);
  if (defined !== null) {
    const alias = DEFINED_ATTRIBUTE_NAMESPACES.get(defined[1] as string);
    if (alias !== undefined) return `${alias}.${identifier(defined[2] as string)}.get($_builder.context, $0)`;
  }
  return undefined;
}

/** An attribute's default value (C++ expression) as TS, or undefined. */
export function defaultValue(cpp: string, builderCall?: string): string | undefined {
  const text = cpp.trim();
  if (text === "true" || text === "false") return text;
  if (/^-?\d+$/.test(text)) return text;
  // `static_cast<uint64_t>(-1)`: the value as the integer attribute stores it.
  const cast = /^static_cast<u?int(?:8|16|32|64)_t>\((-?\d+)\)$/.exec(text);
  if (cast !== null) return cast[1];
  // A C++ string literal without escapes is the same TS string literal.
  if (/^"[^"\\]*"$/.test(text)) return text;
  // `{}`: the value-initialized C++ value the builder takes (an empty list, zero).
  if (text === "{}" && builderCall !== undefined) {
    const builder = /^\$_builder\.([A-Za-z0-9_]+)\(/.exec(builderCall.trim())?.[1];
    if (builder !== undefined && /^get(?:DenseBoolArrayAttr|DenseI(?:8|16|32|64)ArrayAttr|I(?:32|64)ArrayAttr|ArrayAttr|BoolArrayAttr|StrArrayAttr|TypeArrayAttr)$/.test(builder)) return "[]";
    if (builder === "getIntegerAttr") return "0";
  }
  const enumCase = /^(?:::)?mlir::([a-z_]+)::([A-Za-z0-9_]+)::([A-Za-z0-9_]+)$/.exec(text);
  if (enumCase !== null) {
    const alias = DEFINED_ATTRIBUTE_NAMESPACES.get(enumCase[1] as string);
    if (alias !== undefined) return `${alias}.${identifier(enumCase[2] as string)}.${identifier(enumCase[3] as string)}`;
  }
  return undefined;
}

/** The TS name of an enum function of a dialect tsmlir defines (`symbolizeAtomicRMWKind` -> `arith.symbolizeAtomicRMWKind`). */
export function enumFunction(name: string, storage: string): string | undefined {
  const alias = /^([a-z_]+)\./.exec(storage)?.[1];
  if (alias === undefined || alias === "ir") return undefined;
  const bare = /^(?:::)?(?:mlir::[a-z_]+::)?([A-Za-z0-9_]+)$/.exec(name.trim());
  return bare === null ? undefined : `${alias}.${bare[1]}`;
}

/** What a TypesMatchWith transformer computes, when it is of a shape the runtime knows. */
export type KnownTransformer = { readonly kind: "identity" } | { readonly kind: "element-type" };

export function knownTransformer(cpp: string): KnownTransformer | undefined {
  const text = cpp.trim();
  // A cast to `Type` itself changes nothing (arm_sme's accumulators).
  if (text === "$_self" || /^(?:::)?(?:llvm::)?cast<(?:::)?(?:mlir::)?Type>\(\$_self\)$/.test(text)) return { kind: "identity" };
  if (/^::llvm::cast<(?:::)?(?:mlir::)?(?:TensorType|RankedTensorType|MemRefType|BaseMemRefType|ShapedType|VectorType|ComplexType)>\(\$_self\)\.getElementType\(\)$/.test(text)) {
    return { kind: "element-type" };
  }
  return undefined;
}

// ---- constraint predicates (generators/upstream/constraints.ts) ----

/** What a predicate's `$_self` is: a type, an attribute, a region, a successor; `op`: a predicate trait's (over `$_op`). */
export type ConstraintKind = "type" | "attr" | "region" | "successor" | "op";
// A leaf CPred of an upstream constraint is C++ over `$_self` (a type or an attribute). The
// forms below are the common ones of MLIR's own constraint classes that tsmlir's library does
// not define under the same name (those are learned from the library); each becomes a call of
// the `ods` helpers over the same `$_self`.

/** Builtin type classes and the `ods` test of each. */
const BUILTIN_TYPE_TESTS: ReadonlyMap<string, string> = new Map([
  ["IntegerType", "ods.isInteger($_self)"],
  ["IndexType", "ods.isIndex($_self)"],
  ["FloatType", "ods.isFloat($_self)"],
  ["VectorType", "ods.isVector($_self)"],
  ["TensorType", "ods.isTensor($_self)"],
  ["RankedTensorType", "ods.isRankedTensor($_self)"],
  ["UnrankedTensorType", "ods.isUnrankedTensor($_self)"],
  ["MemRefType", "ods.isMemRef($_self)"],
  ["UnrankedMemRefType", "ods.isUnrankedMemRef($_self)"],
  ["BaseMemRefType", "ods.isBaseMemRef($_self)"],
  ["ShapedType", "ods.isShaped($_self)"],
  ["ComplexType", "ods.isComplex($_self)"],
  ["TupleType", "ods.isTuple($_self)"],
  ["NoneType", "ods.isNone($_self)"],
  ["FunctionType", "ods.isFunctionType($_self)"],
]);

/**
 * Dialect attribute classes written in C++ (no AttrDef in the .td files), by qualified name,
 * and the `ods` test of each: spirv's `#spirv.vce<...>`.
 */
const CPP_DIALECT_ATTRIBUTE_TESTS: ReadonlyMap<string, string> = new Map([["::mlir::spirv::VerCapExtAttr", 'ods.isDialectAttr($_self, "spirv", "vce")']]);

/** Builtin attribute classes and the `ods` test of each. */
const BUILTIN_ATTRIBUTE_TESTS: ReadonlyMap<string, string> = new Map([
  ["IntegerAttr", "ods.isIntegerAttr($_self)"],
  ["FloatAttr", "ods.isFloatAttr($_self)"],
  ["BoolAttr", "ods.isBoolAttr($_self)"],
  ["StringAttr", "ods.isStringAttr($_self)"],
  ["UnitAttr", "ods.isUnitAttr($_self)"],
  ["TypeAttr", "ods.isTypeAttr($_self)"],
  ["ArrayAttr", "ods.isArrayAttr($_self)"],
  ["DictionaryAttr", "ods.isDictionaryAttr($_self)"],
  ["SymbolRefAttr", "ods.isSymbolRefAttr($_self)"],
  ["FlatSymbolRefAttr", "ods.isFlatSymbolRefAttr($_self)"],
  ["AffineMapAttr", "ods.isAffineMapAttr($_self)"],
  ["ElementsAttr", "ods.isElementsAttr($_self)"],
  ["DenseIntElementsAttr", "ods.isDenseIntElementsAttr($_self)"],
  ["DenseFPElementsAttr", "ods.isDenseFPElementsAttr($_self)"],
  ["DenseI8ArrayAttr", 'ods.isDenseArrayAttr($_self, "i8")'],
  ["DenseI16ArrayAttr", 'ods.isDenseArrayAttr($_self, "i16")'],
  ["DenseI32ArrayAttr", 'ods.isDenseArrayAttr($_self, "i32")'],
  ["DenseI64ArrayAttr", 'ods.isDenseArrayAttr($_self, "i64")'],
  ["DenseBoolArrayAttr", 'ods.isDenseArrayAttr($_self, "i1")'],
]);

/** `text` without the parentheses around all of it (`(a && b)` -> `a && b`, not `(a) && (b)`). */
export function unparenthesized(cpp: string): string {
  // Line breaks and runs of blanks of the C++ are one blank.
  let text = cpp.replace(/\s+/g, " ").trim();
  while (text.startsWith("(") && text.endsWith(")")) {
    let depth = 0;
    let closesAtEnd = true;
    for (let i = 0; i < text.length; i++) {
      if (text[i] === "(") depth++;
      else if (text[i] === ")") depth--;
      if (depth === 0 && i < text.length - 1) {
        closesAtEnd = false;
        break;
      }
    }
    if (!closesAtEnd) break;
    text = text.slice(1, -1).trim();
  }
  return text;
}

/**
 * Type interfaces of upstream dialects and the types MLIR 19 attaches them to (the dialects'
 * `initialize` attaches external models): a constraint naming one accepts exactly those.
 */
const TYPE_INTERFACES: ReadonlyMap<string, string> = new Map([
  // OpenMP's and OpenACC's pointer-like types: memrefs and llvm pointers.
  ["::mlir::omp::PointerLikeType", '(ods.isMemRef($_self) || ods.isDialectType($_self, "llvm", "ptr"))'],
  ["::mlir::acc::PointerLikeType", '(ods.isMemRef($_self) || ods.isDialectType($_self, "llvm", "ptr"))'],
  // The transform dialect's handle and parameter types (pdl's operation type is a handle
  // through transform's PDL extension, which mlir-opt registers).
  [
    "::mlir::transform::TransformHandleTypeInterface",
    '(ods.isDialectType($_self, "transform", "any_op") || ods.isDialectType($_self, "transform", "op") || ods.isDialectType($_self, "pdl", "operation"))',
  ],
  [
    "::mlir::transform::TransformParamTypeInterface",
    '(ods.isDialectType($_self, "transform", "any_param") || ods.isDialectType($_self, "transform", "param") || ods.isDialectType($_self, "transform", "affine_map") || ods.isDialectType($_self, "transform", "type"))',
  ],
  ["::mlir::transform::TransformValueHandleTypeInterface", 'ods.isDialectType($_self, "transform", "any_value")'],
  // An interface for types of other dialects to be loaded and stored by llvm's ops: none of
  // the types mlir-opt 19 registers implements it.
  ["::mlir::LLVM::PointerElementTypeInterface", "false"],
]);

/**
 * Types upstream dialects define in C++ (no TypeDef gives their mnemonic), and base classes
 * of a dialect's types, as the dialect and the mnemonics their syntax starts with: tsmlir
 * keeps these types as text (`!gpu.async.token`), so `isa<...>` of one is a test of that text.
 */
const CPP_DIALECT_TYPES: ReadonlyMap<string, readonly [string, readonly string[]]> = new Map([
  ["::mlir::gpu::AsyncTokenType", ["gpu", ["async.token"]]],
  ["::mlir::gpu::MMAMatrixType", ["gpu", ["mma_matrix"]]],
  ["::mlir::gpu::SparseDnTensorHandleType", ["gpu", ["sparse.dntensor_handle"]]],
  ["::mlir::gpu::SparseSpMatHandleType", ["gpu", ["sparse.spmat_handle"]]],
  ["::mlir::gpu::SparseSpGEMMOpHandleType", ["gpu", ["sparse.spgemmop_handle"]]],
  ["::mlir::LLVM::LLVMStructType", ["llvm", ["struct"]]],
  ["::mlir::LLVM::LLVMTokenType", ["llvm", ["token"]]],
  ["::mlir::LLVM::LLVMVoidType", ["llvm", ["void"]]],
  ["::mlir::LLVM::LLVMLabelType", ["llvm", ["label"]]],
  ["::mlir::LLVM::LLVMMetadataType", ["llvm", ["metadata"]]],
  // Every quant type is a QuantizedType; every pdl type a PDLType.
  ["::mlir::quant::QuantizedType", ["quant", ["any", "uniform", "calibrated"]]],
  ["::mlir::pdl::PDLType", ["pdl", ["attribute", "operation", "range", "type", "value"]]],
  // spirv's types are C++ classes (SPIRVTypes.h), no TypeDefs.
  ["::mlir::spirv::ArrayType", ["spirv", ["array"]]],
  ["::mlir::spirv::CooperativeMatrixType", ["spirv", ["coopmatrix"]]],
  ["::mlir::spirv::ImageType", ["spirv", ["image"]]],
  ["::mlir::spirv::JointMatrixINTELType", ["spirv", ["jointmatrix"]]],
  ["::mlir::spirv::MatrixType", ["spirv", ["matrix"]]],
  ["::mlir::spirv::PointerType", ["spirv", ["ptr"]]],
  ["::mlir::spirv::RuntimeArrayType", ["spirv", ["rtarray"]]],
  ["::mlir::spirv::SampledImageType", ["spirv", ["sampled_image"]]],
  ["::mlir::spirv::StructType", ["spirv", ["struct"]]],
]);

function cppDialectType(cppClassName: string): string | undefined {
  const known = CPP_DIALECT_TYPES.get(qualifiedCppName(cppClassName.trim().startsWith("mlir::") || cppClassName.trim().startsWith("::mlir::") ? cppClassName.trim() : `mlir::${cppClassName.trim()}`));
  if (known === undefined) return undefined;
  const [dialect, mnemonics] = known;
  const tests = mnemonics.map((m) => `ods.isDialectType($_self, ${JSON.stringify(dialect)}, ${JSON.stringify(m)})`);
  return tests.length === 1 ? tests[0] : `(${tests.join(" || ")})`;
}

/**
 * A Concat predicate of the shapes MLIR's own classes write (a lambda applied to an element
 * type; `all_of` over an array attribute's elements): how TypeScript applies the child.
 * `name` is the variable the child reads (its SubstLeaves replaces `$_self` by it); `wrap`
 * gives the TypeScript of the whole from the child's (over `$_self` = that variable).
 */
export function cppConcat(prefix: string, suffix: string, kind: ConstraintKind): { readonly name: string; readonly wrap: (child: string) => string } | undefined {
  const lambda = /^\[\]\(::mlir::Type (\w+)\) \{ return $/.exec(prefix.trimStart());
  const applied = /^; \}\((.*)\)$/.exec(suffix.trim());
  if (lambda !== null && applied !== null) {
    const argument = cppSelfExpression(applied[1] as string, kind);
    if (argument === undefined) return undefined;
    return { name: lambda[1] as string, wrap: (child) => child.split("$_self").join(`(${argument})`) };
  }
  const allOf = /^::llvm::all_of\(::llvm::cast<::mlir::ArrayAttr>\(\$_self\), \[&\]\(::mlir::Attribute (\w+)\) \{ return \1 && \($/.exec(prefix.trim());
  if (allOf !== null && /^\); \}\)$/.test(suffix.trim()) && kind === "attr") {
    return { name: allOf[1] as string, wrap: (child) => `ods.arrayElements($_self).every((element: ir.Attribute): boolean => ${child.split("$_self").join("element")})` };
  }
  return undefined;
}

/** `::mlir::VectorType`, `mlir::VectorType`, `VectorType` -> `VectorType`; a dialect class keeps its namespace. */
function builtinClass(name: string): string {
  return name.trim().replace(/^::/, "").replace(/^mlir::/, "");
}

/** `isa<X>($_self)` in its spellings: the class X, or undefined. */
function isaClass(text: string): string | undefined {
  const m =
    /^(?:::)?(?:llvm::)?isa<\s*([\w:]+)\s*>\(\s*\$_self\s*\)$/.exec(text) ??
    /^\$_self\.isa<\s*([\w:]+)\s*>\(\)$/.exec(text);
  return m?.[1];
}

/** `::llvm::cast<X>($_self)` in its spellings: the class X and the rest, or undefined. */
function castOf(text: string): { readonly cls: string; readonly rest: string } | undefined {
  const m = /^(?:::)?(?:llvm::)?cast<\s*([\w:]+)\s*>\(\s*\$_self\s*\)(.*)$/.exec(text) ?? /^\$_self\.cast<\s*([\w:]+)\s*>\(\)(.*)$/.exec(text);
  return m === null ? undefined : { cls: builtinClass(m[1] as string), rest: (m[2] as string).trim() };
}

/**
 * Dialect type classes' accessors the ops' constraints and transformers read
 * (`cast<PointerType>($_self).getPointeeType()`), as ods helpers: spirv's, gpu's
 * MMAMatrixType and async's ValueType.
 */
const DIALECT_TYPE_PARTS: ReadonlyMap<string, string> = new Map([
  ["spirv::CooperativeMatrixType.getElementType()", "spirvCooperativeMatrixElementType"],
  ["PointerType.getPointeeType()", "spirvPointeeType"],
  ["spirv::PointerType.getPointeeType()", "spirvPointeeType"],
  ["spirv::SampledImageType.getImageType()", "spirvSampledImageImageType"],
  ["gpu::MMAMatrixType.getElementType()", "gpuMmaMatrixElementType"],
  // async's ValueType (`!async.value<T>`), as async's ops name it.
  ["ValueType.getValueType()", "asyncValueType"],
]);
const DIALECT_TYPE_HELPERS = new Set([...DIALECT_TYPE_PARTS.values()].map((helper) => `ods.${helper}($_self)`));

const SHAPED_CLASSES = new Set(["ShapedType", "VectorType", "TensorType", "RankedTensorType", "MemRefType", "BaseMemRefType"]);
const FLOAT_KEYWORDS: ReadonlyMap<string, string> = new Map([
  ["F16", "f16"], ["F32", "f32"], ["F64", "f64"], ["F80", "f80"], ["F128", "f128"], ["BF16", "bf16"], ["TF32", "tf32"],
  ["Float8E5M2", "f8E5M2"], ["Float8E4M3FN", "f8E4M3FN"], ["Float8E5M2FNUZ", "f8E5M2FNUZ"], ["Float8E4M3FNUZ", "f8E4M3FNUZ"], ["Float8E4M3B11FNUZ", "f8E4M3B11FNUZ"],
]);
const COMPARISONS: ReadonlyMap<string, string> = new Map([["==", "==="], ["!=", "!=="], [">=", ">="], ["<=", "<="], [">", ">"], ["<", "<"]]);

/** A C++ leaf predicate over a type `$_self` of a common form, as TypeScript; undefined for others. */
/** llvm's C++ type predicates (LLVMTypes.h) and the `ods` helper reproducing each. */
const LLVM_TYPE_PREDICATES: ReadonlyMap<string, string> = new Map([
  ["isCompatibleOuterType", "ods.isLLVMCompatibleOuterType($_self)"],
  ["isCompatibleVectorType", "ods.isLLVMCompatibleVectorType($_self)"],
  ["isCompatibleFloatingPointType", "ods.isLLVMCompatibleFloatingPointType($_self)"],
]);

/** `cast<transform::OperationType>($_self).getOperationName() == "name"`: the body `!transform.op<"name">` prints. */
function transformOperationCondition(text: string): string | undefined {
  const m = /^(?:::)?(?:llvm::)?cast<(?:::)?(?:mlir::)?transform::OperationType>\(\$_self\)\.getOperationName\(\)\s*==\s*"([\w.]+)"$/.exec(text);
  return m === null ? undefined : `ods.dialectTypeBody($_self, "transform") === ${JSON.stringify(`op<"${m[1] as string}">`)}`;
}

/** `cast<quant::QuantizedType>($_self).getStorageTypeIntegralWidth() == N` (tosa's quantized integers). */
function quantWidthCondition(text: string): string | undefined {
  const m = /^(?:::)?(?:llvm::)?cast<(?:::)?(?:mlir::)?quant::QuantizedType>\(\$_self\)\.getStorageTypeIntegralWidth\(\)\s*==\s*(\d+)$/.exec(text);
  return m === null ? undefined : `ods.quantStorageWidth($_self) === ${Number(m[1])}`;
}

/** emitc's C++ type predicates (EmitC.h) and the `ods` helper reproducing each. */
const EMITC_TYPE_PREDICATES: ReadonlyMap<string, string> = new Map([
  ["isSupportedEmitCType", "ods.isEmitCSupportedType($_self)"],
  ["isSupportedFloatType", "ods.isEmitCSupportedFloatType($_self)"],
  ["isIntegerIndexOrOpaqueType", "ods.isEmitCIntegerIndexOrOpaqueType($_self)"],
]);

function emitcTypeCondition(text: string): string | undefined {
  const call = /^(?:::)?(?:mlir::)?emitc::(\w+)\(\$_self\)$/.exec(text);
  return call === null ? undefined : EMITC_TYPE_PREDICATES.get(call[1] as string);
}

function llvmTypeCondition(text: string): string | undefined {
  const call = /^(?:::)?(?:mlir::)?LLVM::(\w+)\(\$_self\)$/.exec(text);
  if (call !== null) return LLVM_TYPE_PREDICATES.get(call[1] as string);
  if (/^(?:::)?(?:llvm::)?isa<(?:::)?(?:mlir::)?LLVM::LLVMFunctionType>\(\$_self\)$/.test(text)) return '(ods.dialectTypeBody($_self, "llvm") ?? "").startsWith("func<")';
  // An identified struct declared without a body prints `struct<"name", opaque>`.
  if (/^(?:::)?(?:llvm::)?cast<(?:::)?(?:mlir::)?LLVM::LLVMStructType>\(\$_self\)\.isOpaque\(\)$/.test(text)) return '(ods.dialectTypeBody($_self, "llvm") ?? "").endsWith(", opaque>")';
  // LLVMTargetExtType::supportsMemOps: in MLIR 19 only SPIR-V's target types can be loaded and stored.
  if (/^(?:::)?(?:llvm::)?cast<(?:::)?(?:mlir::)?LLVM::LLVMTargetExtType>\(\$_self\)\.supportsMemOps\(\)$/.test(text)) return '(ods.dialectTypeBody($_self, "llvm") ?? "").startsWith(\'target<"spirv.\')';
  const space = /^(?:::)?(?:llvm::)?cast<(?:::)?(?:mlir::)?LLVM::LLVMPointerType>\(\$_self\)\.getAddressSpace\(\)\s*==\s*(\d+)$/.exec(text);
  if (space !== null) return `ods.llvmPointerAddressSpace($_self) === ${Number(space[1])}`;
  return undefined;
}

/**
 * `isa<A, B>($_self)` and `!isa<A>($_self)`: each class resolved alone by `single`, joined
 * by `||` (and negated); undefined when a class does not resolve or for a plain `isa<A>`.
 */
function isaListCondition(text: string, single: (text: string) => string | undefined): string | undefined {
  const m = /^(!\s*)?(?:::)?(?:llvm::)?isa<\s*([\w:]+(?:\s*,\s*[\w:]+)*)\s*>\(\s*\$_self\s*\)$/.exec(text);
  if (m === null) return undefined;
  const negated = m[1] !== undefined;
  const classNames = (m[2] as string).split(",").map((c) => c.trim());
  if (!negated && classNames.length === 1) return undefined;
  const parts: string[] = [];
  for (const cls of classNames) {
    const test = single(`::llvm::isa<${cls}>($_self)`);
    if (test === undefined) return undefined;
    parts.push(`(${test})`);
  }
  const any = parts.join(" || ");
  return negated ? `!(${any})` : any;
}

function typeCondition(text: string, classes: { readonly types: DialectClasses }): string | undefined {
  const list = isaListCondition(text, (one) => typeCondition(one, classes));
  if (list !== undefined) return list;
  // sparse_tensor's `!!getSparseTensorEncoding($_self)` (before the negated leaves below).
  const sparse = sparseTensorTypeCondition(text);
  if (sparse !== undefined) return sparse;
  // A negated leaf of a form below (`!cast<X>($_self).method()`).
  if (text.startsWith("!") && !text.startsWith("!=")) {
    const positive = typeCondition(unparenthesized(text.slice(1)), classes);
    return positive === undefined ? undefined : `!(${positive})`;
  }
  const dialectForm = llvmTypeCondition(text) ?? emitcTypeCondition(text) ?? transformOperationCondition(text) ?? quantWidthCondition(text);
  if (dialectForm !== undefined) return dialectForm;
  const isa = isaClass(text);
  if (isa !== undefined) {
    const builtin = BUILTIN_TYPE_TESTS.get(builtinClass(isa));
    if (builtin !== undefined) return builtin;
    const implementing = TYPE_INTERFACES.get(qualifiedCppName(isa));
    if (implementing !== undefined) return implementing;
    const cppDefined = cppDialectType(isa);
    if (cppDefined !== undefined) return cppDefined;
    const dialect = classes.types.get(qualifiedCppName(isa.startsWith("mlir::") || isa.startsWith("::mlir::") ? isa : `mlir::${isa}`));
    return dialect === undefined ? undefined : `ods.isDialectType($_self, ${JSON.stringify(dialect.dialect)}, ${JSON.stringify(dialect.mnemonic)})`;
  }
  const method = /^\$_self\.(isSignlessInteger|isInteger|isUnsignedInteger|isSignedInteger|isIndex|isSignlessIntOrIndex|isSignlessIntOrIndexOrFloat|isSignlessIntOrFloat|isIntOrIndex|isIntOrFloat|isIntOrIndexOrFloat)\((\d*)\)$/.exec(text);
  if (method !== null) {
    const [, name, width] = method as unknown as [string, string, string];
    const w = width === "" ? "" : `, ${Number(width)}`;
    switch (name) {
      case "isSignlessInteger":
      case "isInteger":
      case "isUnsignedInteger":
      case "isSignedInteger":
        return `ods.${name}($_self${w})`;
      case "isIndex":
        return "ods.isIndex($_self)";
      case "isSignlessIntOrIndex":
        return "ods.isSignlessIntOrIndex($_self)";
      case "isSignlessIntOrIndexOrFloat":
        return "(ods.isSignlessIntOrIndex($_self) || ods.isFloat($_self))";
      case "isSignlessIntOrFloat":
        return "(ods.isSignlessInteger($_self) || ods.isFloat($_self))";
      case "isIntOrIndex":
        return "(ods.isInteger($_self) || ods.isIndex($_self))";
      case "isIntOrFloat":
        return "(ods.isInteger($_self) || ods.isFloat($_self))";
      case "isIntOrIndexOrFloat":
        return "(ods.isInteger($_self) || ods.isIndex($_self) || ods.isFloat($_self))";
    }
  }
  const float = /^\$_self\.is(F16|F32|F64|F80|F128|BF16|TF32|Float8E5M2|Float8E4M3FN|Float8E5M2FNUZ|Float8E4M3FNUZ|Float8E4M3B11FNUZ)\(\)$/.exec(text);
  if (float !== null) return `ods.isFloatOf($_self, ${JSON.stringify(FLOAT_KEYWORDS.get(float[1] as string))})`;
  const cast = castOf(text);
  if (cast !== undefined && SHAPED_CLASSES.has(cast.cls)) {
    if (cast.rest === ".hasRank()") return "ods.hasRank($_self)";
    if (cast.rest === ".hasStaticShape()") return "ods.hasStaticShape($_self)";
    const rank = /^\.getRank\(\)\s*(==|!=|>=|<=|>|<)\s*(\d+)$/.exec(cast.rest);
    if (rank !== null) return `ods.rank($_self) ${COMPARISONS.get(rank[1] as string)} ${Number(rank[2])}`;
    const elements = /^\.getNumElements\(\)\s*(==|!=|>=|<=|>|<)\s*(\d+)$/.exec(cast.rest);
    if (elements !== null) return `ods.numElements($_self) ${COMPARISONS.get(elements[1] as string)} ${Number(elements[2])}`;
    if (cast.cls === "VectorType" && cast.rest === ".isScalable()") return "ods.isScalableVector($_self)";
    // A fixed shape (`getShape() == ArrayRef<int64_t>({4})`, VectorOfShape-like classes).
    const shape = /^\.getShape\(\) == (?:::)?(?:mlir::|llvm::)?ArrayRef<int64_t>\(\{\s*(\d+(?:\s*,\s*\d+)*)?\s*\}\)$/.exec(cast.rest);
    if (shape !== null) return `ods.shapeEquals($_self, [${listedSizes(shape[1])}])`;
  }
  // The size of a dimension among some (`is_contained(ArrayRef<int64_t>({16, 8}), cast<ShapedType>($_self).getDimSize(i))`).
  const contained = /^(?:::)?(?:llvm::)?is_contained\((?:::)?(?:mlir::|llvm::)?ArrayRef<int64_t>\(\{\s*(\d+(?:\s*,\s*\d+)*)\s*\}\),\s*(.*)\)$/.exec(text);
  if (contained !== null) {
    const dim = dimensionSizeOf((contained[2] as string).trim());
    if (dim !== undefined) return `[${listedSizes(contained[1])}].includes(Number(ods.dimSize($_self, ${dim})))`;
  }
  return undefined;
}

function listedSizes(list: string | undefined): string {
  return (list ?? "").split(",").filter((d) => d.trim() !== "").map((d) => Number(d.trim())).join(", ");
}

/**
 * The TypeScript index of `cast<ShapedType>($_self).getDimSize(i)` for a constant `i` or the
 * trailing dimension (`getRank() + -1`, `getRank() - 1`); undefined for other forms.
 */
function dimensionSizeOf(text: string): string | undefined {
  const cast = castOf(text);
  if (cast === undefined || !SHAPED_CLASSES.has(cast.cls)) return undefined;
  const constant = /^\.getDimSize\((\d+)\)$/.exec(cast.rest);
  if (constant !== null) return String(Number(constant[1]));
  const inner = /^\.getDimSize\((.*)\)$/.exec(cast.rest)?.[1];
  const innerCast = inner === undefined ? undefined : castOf(inner.trim());
  if (innerCast === undefined || !SHAPED_CLASSES.has(innerCast.cls)) return undefined;
  return /^\.getRank\(\)\s*(?:\+\s*-1|-\s*1)$/.test(innerCast.rest) ? "ods.rank($_self) - 1" : undefined;
}

/** sparse_tensor's type predicates: a tensor with a sparse encoding, and one that is a slice. */
function sparseTensorTypeCondition(text: string): string | undefined {
  const encoded = /^!!(?:::)?(?:mlir::)?sparse_tensor::getSparseTensorEncoding\(\$_self\)/;
  const rest = text.replace(encoded, "").trim();
  if (rest === text) return undefined;
  if (rest === "") return "ods.hasSparseTensorEncoding($_self)";
  if (/^&&\s*(?:::)?(?:mlir::)?sparse_tensor::getSparseTensorEncoding\(\$_self\)\.isSlice\(\)$/.test(rest)) return "ods.isSparseTensorSlice($_self)";
  return undefined;
}

/** Attribute interfaces of constraints, as TypeScript over `$_self`. */
const ATTRIBUTE_INTERFACES: ReadonlyMap<string, string> = new Map([
  // Every attribute carrying a type is a TypedAttr (ir.ts decides it by the value).
  ["::mlir::TypedAttr", "ods.attrType($_self) !== undefined"],
  ["::mlir::DeviceMappingAttrInterface", "ods.implementsInterface($_self, ir.DeviceMappingAttrInterface)"],
]);

/**
 * `hasPromiseOrImplementsInterface<I>()` of the interfaces whose implementations tsmlir keeps
 * opaque: the attributes mlir-opt 19 registers (or promises) for them.
 */
const PROMISED_ATTRIBUTE_INTERFACES: ReadonlyMap<string, string> = new Map([
  // gpu's target attributes: NVVM's, ROCDL's and SPIR-V's target environment.
  ["::mlir::gpu::TargetAttrInterface", '(ods.isDialectAttr($_self, "nvvm", "target") || ods.isDialectAttr($_self, "rocdl", "target") || ods.isDialectAttr($_self, "spirv", "target_env"))'],
]);

/**
 * `text` split at its top-level `||` or `&&` (outside parentheses, brackets and strings); a
 * single part when it has neither.
 */
function topLevelParts(text: string, operator: "||" | "&&"): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === "\\") i++;
    } else if (c === "(" || c === "[" || c === "{") depth++;
    else if (c === ")" || c === "]" || c === "}") depth--;
    else if (depth === 0 && text.startsWith(operator, i)) {
      parts.push(text.slice(start, i).trim());
      start = i + 2;
      i++;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

/** `a || b` / `a && b` in one C++ leaf: each part resolved by `single`; undefined unless all resolve. */
function logicalCondition(text: string, single: (text: string) => string | undefined): string | undefined {
  for (const operator of ["||", "&&"] as const) {
    const parts = topLevelParts(text, operator);
    if (parts.length < 2) continue;
    const resolved: string[] = [];
    for (const part of parts) {
      const ts = single(unparenthesized(part));
      if (ts === undefined) return undefined;
      resolved.push(`(${ts})`);
    }
    return resolved.join(` ${operator} `);
  }
  return undefined;
}

/** A C++ leaf predicate over an attribute `$_self` of a common form, as TypeScript; undefined for others. */
function attributeCondition(text: string, classes: { readonly types: DialectClasses; readonly attributes: DialectClasses }): string | undefined {
  const logical = logicalCondition(text, (one) => attributeCondition(one, classes));
  if (logical !== undefined) return logical;
  const list = isaListCondition(text, (one) => attributeCondition(one, classes));
  if (list !== undefined) return list;
  // A type attribute's type of a class (`isa<FunctionType>(cast<TypeAttr>($_self).getValue())`).
  const typeAttr = /^(?:::)?(?:llvm::)?isa<\s*([\w:]+)\s*>\(\s*(?:::)?(?:llvm::)?cast<\s*(?:::)?(?:mlir::)?TypeAttr\s*>\(\s*\$_self\s*\)\.getValue\(\)\s*\)$/.exec(text);
  if (typeAttr !== null) {
    const test = typeCondition(`::llvm::isa<${typeAttr[1] as string}>($_self)`, classes);
    return test === undefined ? undefined : `ods.isTypeAttr($_self) && (${test.split("$_self").join("ods.typeAttrValue($_self)")})`;
  }
  // gpu's offloading handlers: the one attribute with the trait in MLIR 19.
  if (/^\$_self\.hasTrait<\s*(?:::)?(?:mlir::)?gpu::OffloadingTranslationAttrTrait\s*>\(\)$/.test(text)) return 'ods.isDialectAttr($_self, "gpu", "select_object")';
  const promised = /^\$_self\.hasPromiseOrImplementsInterface<\s*([\w:]+)\s*>\(\)$/.exec(text);
  if (promised !== null) return PROMISED_ATTRIBUTE_INTERFACES.get(qualifiedCppName(promised[1] as string));
  const isa = isaClass(text);
  if (isa !== undefined) {
    const builtin = BUILTIN_ATTRIBUTE_TESTS.get(builtinClass(isa));
    if (builtin !== undefined) return builtin;
    const implementing = ATTRIBUTE_INTERFACES.get(qualifiedCppName(isa.startsWith("mlir::") || isa.startsWith("::mlir::") ? isa : `mlir::${isa}`));
    if (implementing !== undefined) return implementing;
    const written = CPP_DIALECT_ATTRIBUTE_TESTS.get(qualifiedCppName(isa.startsWith("mlir::") || isa.startsWith("::mlir::") ? isa : `mlir::${isa}`));
    if (written !== undefined) return written;
    const dialect = classes.attributes.get(qualifiedCppName(isa.startsWith("mlir::") || isa.startsWith("::mlir::") ? isa : `mlir::${isa}`));
    if (dialect === undefined) return undefined;
    // An attribute of a dialect tsmlir defines is an instance of its generated class.
    const alias = DEFINED_ATTRIBUTE_NAMESPACES.get(dialect.dialect);
    if (alias !== undefined) return `$_self instanceof ${alias}.${identifier(builtinClass(isa).replace(/^.*::/, ""))}`;
    return `ods.isDialectAttr($_self, ${JSON.stringify(dialect.dialect)}, ${JSON.stringify(dialect.mnemonic)})`;
  }
  const cast = castOf(text);
  // A dense elements attribute of a given shape (`getType().getShape() == ArrayRef<int64_t>({4})`).
  const shape = cast === undefined ? null : /^\.getType\(\)\.getShape\(\) == (?:::)?(?:mlir::|llvm::)?ArrayRef<int64_t>\(\{\s*(\d+(?:\s*,\s*\d+)*)?\s*\}\)$/.exec(cast.rest);
  if (cast !== undefined && shape !== null && (cast.cls === "DenseIntElementsAttr" || cast.cls === "DenseFPElementsAttr" || cast.cls === "DenseElementsAttr" || cast.cls === "ElementsAttr")) {
    const dims = (shape[1] ?? "").split(",").filter((d) => d.trim() !== "").map((d) => Number(d.trim()));
    return `ods.shapeEquals(ods.attrType($_self), [${dims.join(", ")}])`;
  }
  if (cast !== undefined && /^Dense(I8|I16|I32|I64|F32|F64|Bool)?ArrayAttr$/.test(cast.cls)) {
    const size = /^\.size\(\)\s*(==|!=|>=|<=|>|<)\s*(\d+)$/.exec(cast.rest);
    if (size !== null) return `ods.denseArrayValues($_self).length ${COMPARISONS.get(size[1] as string)} ${Number(size[2])}`;
  }
  // Sortedness and signs of a dense array's values.
  const sorted = /^(?:::)?llvm::is_sorted\(\s*(?:::)?(?:llvm::)?cast<\s*(?:::)?(?:mlir::)?Dense(?:I8|I16|I32|I64)ArrayAttr\s*>\(\s*\$_self\s*\)\.asArrayRef\(\)\s*\)$/.exec(text);
  if (sorted !== null) return "ods.isSorted(ods.denseArrayValues($_self), false)";
  // No two equal neighbours (strictly sorted with is_sorted: DenseArrayStrictlySorted).
  const adjacent = /^\[\]\(\s*(?:::)?llvm::ArrayRef<int64_t> a\s*\)\s*\{\s*return std::adjacent_find\(std::begin\(a\), std::end\(a\)\) == std::end\(a\);\s*\}\(\s*(?:::)?(?:llvm::)?cast<\s*(?:::)?(?:mlir::)?DenseI64ArrayAttr\s*>\(\s*\$_self\s*\)\.asArrayRef\(\)\s*\)$/.exec(text);
  if (adjacent !== null) return "ods.denseArrayValues($_self).every((v, i, all) => i === 0 || all[i - 1] !== v)";
  const allOf = /^(?:::)?llvm::all_of\(\s*(?:::)?(?:llvm::)?cast<\s*(?:::)?(?:mlir::)?Dense(?:I8|I16|I32|I64)ArrayAttr\s*>\(\s*\$_self\s*\)\.asArrayRef\(\),\s*\[&\]\(auto v\)\s*\{\s*return v\s*(>=|>|<=|<)\s*(-?\d+);\s*\}\s*\)$/.exec(text);
  if (allOf !== null) return `ods.denseArrayValues($_self).every((v) => v ${allOf[1] as string} ${Number(allOf[2])})`;
  if (cast !== undefined && cast.cls === "ArrayAttr") {
    const size = /^\.size\(\)\s*(==|!=|>=|<=|>|<)\s*(\d+)$/.exec(cast.rest);
    if (size !== null) return `ods.arrayElements($_self).length ${COMPARISONS.get(size[1] as string)} ${Number(size[2])}`;
  }
  if (cast !== undefined && cast.cls === "StringAttr") {
    const value = /^\.getValue\(\)\s*(==|!=)\s*("(?:[^"\\]|\\.)*")$/.exec(cast.rest);
    if (value !== null) return `ods.stringValue($_self) ${COMPARISONS.get(value[1] as string)} ${value[2] as string}`;
  }
  if (cast !== undefined && cast.cls === "IntegerAttr") {
    // An integer enum's case test (`getInt() == 3`) and the common bounds.
    const value = /^\.getInt\(\)\s*(==|!=|>=|<=|>|<)\s*(-?\d+)$/.exec(cast.rest);
    if (value !== null) return `ods.intValue($_self) ${COMPARISONS.get(value[1] as string)} ${BigInt(value[2] as string)}n`;
    const type = /^\.getType\(\)\.(isSignlessInteger|isInteger|isUnsignedInteger|isSignedInteger)\((\d+)\)$/.exec(cast.rest);
    if (type !== null) return `ods.${type[1]}(ods.attrType($_self), ${Number(type[2])})`;
    if (cast.rest === ".getType().isIndex()") return "ods.isIndex(ods.attrType($_self))";
    if (cast.rest === ".getValue().isNonNegative()" || cast.rest === ".getInt() >= 0") return "ods.intValue($_self) >= 0n";
    if (cast.rest === ".getValue().isStrictlyPositive()") return "ods.intValue($_self) > 0n";
  }
  return undefined;
}

/** A C++ leaf predicate of an upstream constraint of `kind`, as TypeScript over `$_self`; undefined for others. */
export function cppCondition(cpp: string, kind: ConstraintKind, classes: { readonly types: DialectClasses; readonly attributes: DialectClasses }): string | undefined {
  const text = unparenthesized(cpp);
  if (text === "true") return "true";
  if (text === "false") return "false";
  if (kind === "type") return typeCondition(text, classes);
  if (kind === "op") return opCondition(text);
  if (kind === "attr") return attributeCondition(text, classes);
  if (kind === "region") {
    if (text === "::llvm::hasSingleElement($_self)") return "ods.blockCount($_self) === 1";
    const blocks = /^::llvm::hasNItems(|OrLess|OrMore)\(\$_self, (\d+)\)$/.exec(text);
    if (blocks !== null) return `ods.blockCount($_self) ${blocks[1] === "" ? "===" : blocks[1] === "OrLess" ? "<=" : ">="} ${Number(blocks[2])}`;
  }
  return undefined;
}

/** `cast<pdl::RangeType>($_self).getElementType()`: `!pdl.operation` of `!pdl.range<operation>`. */
const PDL_RANGE_ELEMENT = /^(?:::)?(?:llvm::)?cast<(?:::)?(?:mlir::)?pdl::RangeType>\(\$_self\)\.getElementType\(\)$/;

/** `LLVM::getVectorElementType($_self)`: the element type of a builtin or llvm vector. */
const LLVM_VECTOR_ELEMENT = /^(?:::)?(?:mlir::)?LLVM::getVectorElementType\(\$_self\)$/;

/** `$res.getType()`: the type of the op's operand or result named `res` (a type, tested by a type constraint). */
export const NAMED_VALUE_TYPE = /^\$(\w+)\.getType\(\)$/;

/** A C++ expression of `$_self` a SubstLeaves puts in place of `$_self`, as TypeScript; undefined for others. */
export function cppSelfExpression(cpp: string, kind: ConstraintKind): string | undefined {
  const text = unparenthesized(cpp);
  if (text === "$_self") return "$_self";
  if (kind === "type" && LLVM_VECTOR_ELEMENT.test(text)) return "ods.llvmVectorElementType($_self)";
  if (kind === "type" && PDL_RANGE_ELEMENT.test(text)) return "ods.pdlRangeElementType($_self)";
  if (kind === "op") {
    // A named operand's or result's type (`$res.getType()`, OpBase.td's TypeIsPred).
    const named = NAMED_VALUE_TYPE.exec(text);
    if (named !== null) return `$${named[1] as string}.type`;
    // A value's type (`$_op.getOperand(0).getType()`, OpBase.td's TCopVTEtIsSameAs).
    const value = new RegExp(`^${OP_VALUE}$`).exec(text);
    return value !== null && text.endsWith(".getType()") ? `${opValue(value[1] as string, value[2] as string)}.type` : undefined;
  }
  const cast = castOf(text);
  if (cast === undefined) return undefined;
  if (kind === "type" && SHAPED_CLASSES.has(cast.cls) && cast.rest === ".getElementType()") return "ods.elementType($_self)";
  if (kind === "type" && cast.cls === "ComplexType" && cast.rest === ".getElementType()") return "ods.complexElementType($_self)";
  const part = DIALECT_TYPE_PARTS.get(`${cast.cls}${cast.rest}`);
  if (kind === "type" && part !== undefined) return `ods.${part}($_self)`;
  if (kind === "attr" && (cast.cls === "IntegerAttr" || cast.cls === "FloatAttr" || cast.cls === "TypedAttr" || cast.cls === "ElementsAttr") && cast.rest === ".getType()") return "ods.attrType($_self)";
  if (kind === "attr" && cast.cls === "TypeAttr" && cast.rest === ".getValue()") return "ods.typeAttrValue($_self)";
  return undefined;
}

/**
 * TypesMatchWith transformers of vector dialects (x86vector's masks, arm_sve's svbool and
 * masks, arm_neon's widening), by their C++ without spaces and `::llvm::`/`::mlir::`.
 */
const VECTOR_TRANSFORMERS: ReadonlyMap<string, string> = new Map([
  ["VectorType::get({cast<VectorType>($_self).getShape()[0]},IntegerType::get($_self.getContext(),1))", "ods.leadingMaskVector($_self)"],
  ["IntegerType::get($_self.getContext(),(cast<VectorType>($_self).getShape()[0]))", "ods.leadingMaskInteger($_self)"],
  ["getI1SameShape($_self)", "ods.i1SameShape($_self)"],
  ["VectorType(VectorType::Builder(cast<VectorType>($_self)).setDim(cast<VectorType>($_self).getRank()-1,16))", "ods.withTrailingDimension($_self, 16)"],
  ["cast<VectorType>($_self).scaleElementBitwidth(2)", "ods.scaleElementBitwidth($_self, 2)"],
  // arm_neon's dot product: a vector of i32, one element per four of the operand's leading dimension.
  ["VectorType::get({cast<VectorType>($_self).getShape()[0]/4},IntegerType::get($_self.getContext(),32))", "ods.leadingGroupsVector($_self, 4, 32)"],
  // arm_sme's masks (same shape, i1 elements), tile slices and outer product tiles.
  ["cast<VectorType>($_self).cloneWith({},IntegerType::get($_ctxt,1))", "ods.i1SameShape($_self)"],
  ["VectorType(VectorType::Builder(cast<VectorType>($_self)).dropDim(0))", "ods.dropLeadingDim($_self)"],
  ["VectorType(VectorType::Builder(cast<VectorType>($_self)).dropDim(0).setElementType(IntegerType::get($_self.getContext(),1)))", "ods.i1SameShape(ods.dropLeadingDim($_self))"],
  ["VectorType::get(cast<VectorType>($_self).getShape().drop_front(),cast<VectorType>($_self).getElementType(),/*scalableDims=*/{true})", "ods.scalableSliceOfTile($_self)"],
  ["[&]{autovectorType=cast<VectorType>($_self);int64_tsize=vectorType.getDimSize(0);returnVectorType::get({size,size},vectorType.getElementType(),{true,true});}()", "ods.scalableSquareOfLeading($_self)"],
]);

/** A TypesMatchWith transformer (C++ of `$_self`, a type) as TypeScript; undefined for others. */
export function cppTypeTransformer(cpp: string): string | undefined {
  if (LLVM_VECTOR_ELEMENT.test(cpp.trim())) return "ods.llvmVectorElementType($_self)";
  // llvm's own `::getI1SameShape` also maps llvm's vector types (`!llvm.vec<4 x ptr>`), which ods.i1SameShape does not.
  if (/^::getI1SameShape\(\$_self\)$/.test(cpp.trim())) return "ods.llvmI1SameShape($_self)";
  // cmpxchg's result: llvm's struct of the compared value's type and i1.
  if (/^(?:::)?getValAndBoolStructType\(\$_self\)$/.test(cpp.trim())) return "ods.llvmValAndBoolStructType($_self)";
  // pdl_interp's ranges: `!pdl.range<T>` of a pdl type T, and get_value_type's value of a type or range of types.
  if (/^(?:::)?(?:mlir::)?pdl::RangeType::get\(\$_self\)$/.test(cpp.trim())) return "ods.pdlRangeOf($_self)";
  if (cpp.trim() === "getGetValueTypeOpValueType($_self)") return "ods.pdlValueTypeOfTypes($_self)";
  // spirv's comparisons: i1, or a vector of i1 as long as the operand.
  if (cpp.trim() === "getUnaryOpResultType($_self)") return "ods.i1SameShape($_self)";
  const dialectPart = cppSelfExpression(cpp, "type");
  if (dialectPart !== undefined && DIALECT_TYPE_HELPERS.has(dialectPart)) return dialectPart;
  const vectorForm = VECTOR_TRANSFORMERS.get(cpp.replace(/\s+/g, "").replace(/(?:::)?(?:llvm::|mlir::)/g, "").replace(/^::/, ""));
  if (vectorForm !== undefined) return vectorForm;
  const known = knownTransformer(cpp);
  if (known?.kind === "identity") return "$_self";
  if (known?.kind === "element-type") return cppSelfExpression(cpp, "type");
  return undefined;
}

/** The builtin type classes a format parses a narrower constraint's type as (tsmlir's `ir.` classes). */
const PARSED_TYPE_CLASSES = new Set([
  "VectorType", "TensorType", "RankedTensorType", "UnrankedTensorType", "MemRefType", "UnrankedMemRefType", "BaseMemRefType",
  "ShapedType", "IntegerType", "IndexType", "FloatType", "ComplexType", "TupleType", "NoneType", "FunctionType",
]);

/**
 * How a format reads the type of a constraint whose C++ class is narrower than `::mlir::Type`
 * (ODS's parseCustomTypeWithFallback, i.e. parseType<T>): a builtin class is parsed as tsmlir's
 * class; a type interface of TYPE_INTERFACES through its check over `type`. Undefined for other
 * classes (dialect types kept as text, which their own hooks read).
 */
export function parsedTypeKind(cppClassName: string): string | { readonly check: string } | undefined {
  const name = cppClassName.trim();
  const builtin = builtinClass(name);
  if (PARSED_TYPE_CLASSES.has(builtin)) return `ir.${builtin}`;
  const implementing = TYPE_INTERFACES.get(qualifiedCppName(name));
  return implementing === undefined ? undefined : { check: implementing.split("$_self").join("type") };
}

/** `$_op.getOperand(2)` / `$_op.getResult(0)` (with or without `.getType()`): TypeScript of the value. */
const OP_VALUE = String.raw`\$_op\.get(Operand|Result)\((\d+)\)(?:\.getType\(\))?`;

function opValue(kind: string, index: string): string {
  return `op.get${kind}(${Number(index)})`;
}

/**
 * A C++ leaf predicate over the op (`$_op`) of the forms MLIR's OpBase.td classes write for
 * predicate traits (TCresVTEtIsSameAsOp, TCopVTEtIsSameAs...), as TypeScript over `op`.
 */
/** The vector intrinsics' bit-width methods (insert's and extract's extraClassDeclaration), by the operand or result each reads. */
const LLVM_VECTOR_BIT_WIDTH_METHODS: ReadonlyMap<string, string> = new Map([
  ["Src", "srcvec"],
  ["Dst", "dstvec"],
  ["Res", "res"],
]);

/** llvm's vector helpers over named operands and results (`$srcvec.getType()`), the names bound later. */
function llvmVectorOpCondition(text: string): string | undefined {
  const disjuncts = text.split("||").map((part) => part.trim());
  if (disjuncts.length > 1) {
    const parts = disjuncts.map(llvmVectorOpCondition);
    return parts.every((p) => p !== undefined) ? parts.map((p) => `(${p as string})`).join(" || ") : undefined;
  }
  const scalable = /^(!?)(?:(?:::)?(?:mlir::)?LLVM::)?isScalableVectorType\(\$(\w+)\.getType\(\)\)$/.exec(text);
  if (scalable !== null) return `${scalable[1] as string}ods.isLLVMScalableVectorType($${scalable[2] as string}.type)`;
  const width = /^get(Src|Dst|Res)VectorBitWidth\(\)\s*(==|!=|>=|<=|>|<)\s*(\d+)$/.exec(text);
  if (width !== null) return `ods.llvmVectorMinBitWidth($${LLVM_VECTOR_BIT_WIDTH_METHODS.get(width[1] as string) as string}.type) ${COMPARISONS.get(width[2] as string) as string} ${Number(width[3])}`;
  const count = /^(?:(?:::)?(?:mlir::)?LLVM::)?getVectorNumElements\(\$(\w+)\.getType\(\)\)\s*==\s*(?:(?:::)?(?:mlir::)?LLVM::)?getVectorNumElements\(\$(\w+)\.getType\(\)\)\s*\*\s*(\d+)$/.exec(text);
  if (count !== null) return `ods.llvmElementCountIsMultiple($${count[1] as string}.type, $${count[2] as string}.type, ${Number(count[3])})`;
  const element = /^(?:(?:::)?(?:mlir::)?LLVM::)?getVectorElementType\(\$(\w+)\.getType\(\)\)\s*==\s*(?:(?:::)?(?:mlir::)?LLVM::)?getVectorElementType\(\$(\w+)\.getType\(\)\)$/.exec(text);
  if (element !== null) return `ods.llvmVectorElementType($${element[1] as string}.type) === ods.llvmVectorElementType($${element[2] as string}.type)`;
  return undefined;
}

/** A value's name from its ODS getter's suffix (`LhsMask` of getLhsMask -> `lhsMask`). */
function getterValue(suffix: string): string {
  return suffix.charAt(0).toLowerCase() + suffix.slice(1);
}

/** arm_sme's type methods (outer products' extraClassDeclaration) that predicates compare, by the value each reads. */
const ARM_SME_TYPE_METHODS: ReadonlyMap<string, string> = new Map([
  ["getTileType", "result"],
  ["getLhsType", "lhs"],
  ["getRhsType", "rhs"],
]);

/** Predicates over optional values and element widths, of the forms arm_sme's traits write. */
function armSmeOpCondition(text: string): string | undefined {
  // Both optional values present or both absent (`bool(getLhsMask()) == bool(getRhsMask())`).
  const together = /^bool\(get(\w+)\(\)\)\s*==\s*bool\(get(\w+)\(\)\)$/.exec(text);
  if (together !== null) return `($accessor_${getterValue(together[1] as string)} !== undefined) === ($accessor_${getterValue(together[2] as string)} !== undefined)`;
  // One value's element width a multiple of another's (a widening outer product's tile).
  const width = /^(get\w+Type)\(\)\.getElementTypeBitWidth\(\)\s*==\s*\(?(get\w+Type)\(\)\.getElementTypeBitWidth\(\)\s*\*\s*(\d+)\)?$/.exec(text);
  const wide = width === null ? undefined : ARM_SME_TYPE_METHODS.get(width[1] as string);
  const narrow = width === null ? undefined : ARM_SME_TYPE_METHODS.get(width[2] as string);
  if (wide !== undefined && narrow !== undefined) return `ods.elementBitWidth($${wide}.type) === ods.elementBitWidth($${narrow}.type) * ${Number((width as RegExpExecArray)[3])}`;
  return undefined;
}

/** `cast<VectorType>(getB().getType()).getShape()` followed by `.size()` or `[i]`: the TS of that count over the named value. */
const VECTOR_SHAPE_TERM = /^(?:::)?(?:llvm::)?cast<(?:::)?(?:mlir::)?VectorType>\(get(\w+)\(\)\.getType\(\)\)\.getShape\(\)(?:\.size\(\)|\[(\d+)\])$/;

function vectorShapeTerm(text: string): string | undefined {
  if (/^\d+$/.test(text)) return String(Number(text));
  const term = VECTOR_SHAPE_TERM.exec(text);
  if (term === null) return undefined;
  const shape = `ods.shape($accessor_${getterValue(term[1] as string)}.type)`;
  return term[2] === undefined ? `${shape}.length` : `Number(${shape}[${Number(term[2])}])`;
}

/** Comparisons of vector ranks and dimensions read through getters (arm_neon's 2-d dot product traits). */
function vectorShapeOpCondition(text: string): string | undefined {
  // The comparison stands between spaces; `cast<VectorType>` holds its angle brackets tight.
  const parts = /^(.+?)\s+(==|!=|>=|<=|>|<)\s+(.+)$/.exec(text);
  if (parts === null) return undefined;
  const lhs = vectorShapeTerm((parts[1] as string).trim());
  const rhs = vectorShapeTerm((parts[3] as string).trim());
  return lhs === undefined || rhs === undefined ? undefined : `${lhs} ${COMPARISONS.get(parts[2] as string) as string} ${rhs}`;
}

function opCondition(text: string): string | undefined {
  const vectorShape = vectorShapeOpCondition(text);
  if (vectorShape !== undefined) return vectorShape;
  const llvmVector = llvmVectorOpCondition(text);
  if (llvmVector !== undefined) return llvmVector;
  const armSme = armSmeOpCondition(text);
  if (armSme !== undefined) return armSme;
  // spirv's InModuleScope and InFunctionScope traits.
  if (text === "isDirectInModuleLikeOp($_op.getParentOp())") return "ods.spirvDirectInModuleLike(op.parentOp)";
  if (text === "isNestedInFunctionOpInterface($_op.getParentOp())") return "ods.spirvNestedInFunction(op.parentOp)";
  const count = /^\$_op\.getNum(Results|Operands)\(\)\s*(==|!=|>=|<=|>|<)\s*(\d+)$/.exec(text);
  if (count !== null) return `op.${count[1] === "Results" ? "results" : "operands"}.length ${COMPARISONS.get(count[2] as string)} ${Number(count[3])}`;
  // Two values of the same type (OpBase.td's TCresIsSameAsOpBase, TCOpIsSameAsOp...).
  const sameType = new RegExp(`^${OP_VALUE}\\s*==\\s*${OP_VALUE}$`).exec(text);
  if (sameType !== null && text.split(".getType()").length === 3) {
    const [, k1, i1, k2, i2] = sameType as unknown as [string, string, string, string, string];
    return `ods.sameType(${opValue(k1, i1)}.type, ${opValue(k2, i2)}.type)`;
  }
  const sameElement = new RegExp(`^(?:::mlir::)?getElementTypeOrSelf\\(${OP_VALUE}\\)\\s*==\\s*(?:::mlir::)?getElementTypeOrSelf\\(${OP_VALUE}\\)$`).exec(text);
  if (sameElement !== null) {
    const [, k1, i1, k2, i2] = sameElement as unknown as [string, string, string, string, string];
    return `ods.sameType(ods.elementTypeOrSelf(${opValue(k1, i1)}), ods.elementTypeOrSelf(${opValue(k2, i2)}))`;
  }
  const shaped = new RegExp(`^(?:::)?(?:llvm::)?isa<(?:::)?(?:mlir::)?(ShapedType|VectorType|TensorType|MemRefType)>\\(${OP_VALUE}\\)$`).exec(text);
  if (shaped !== null) {
    const test = BUILTIN_TYPE_TESTS.get(shaped[1] as string) as string;
    return test.split("$_self").join(`${opValue(shaped[2] as string, shaped[3] as string)}.type`);
  }
  return undefined;
}
