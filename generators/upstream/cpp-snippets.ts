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
  "getArrayAttr", "getBoolAttr", "getBoolArrayAttr", "getStringAttr", "getDenseI32ArrayAttr", "getDenseI64ArrayAttr", "getI32IntegerAttr",
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
    if (builder !== undefined && /^get(?:DenseI(?:8|16|32|64)ArrayAttr|I(?:32|64)ArrayAttr|ArrayAttr|BoolArrayAttr|StrArrayAttr|TypeArrayAttr)$/.test(builder)) return "[]";
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
  if (text === "$_self") return { kind: "identity" };
  if (/^::llvm::cast<(?:::)?(?:mlir::)?(?:TensorType|RankedTensorType|MemRefType|BaseMemRefType|ShapedType|VectorType|ComplexType)>\(\$_self\)\.getElementType\(\)$/.test(text)) {
    return { kind: "element-type" };
  }
  return undefined;
}
