// sparse_tensor's enum attributes in their generic spelling (`#sparse_tensor<kind pos_mem_sz>`,
// `#sparse_tensor<SparseTensorSortAlgorithm quick_sort>`, `#sparse_tensor<CrdTransDirection
// dim_to_lvl>`): the keyword checked against the enum's cases with MLIR's two diagnostics,
// kept opaque as `<mnemonic> <case>`, the text mlir-opt prints.
import { OpaqueAttr, type Attribute } from "../../ir/index.js";
import type { AsmParserState } from "../../asm/op-asm/index.js";
import { AsmParser } from "../../asm/op-asm/index.js";
import { DiagnosticsError } from "../../asm/errors.js";
import { DiagnosticError } from "../../support/diagnostic.js";
import { sparseTensorEnums } from "../../../generated/upstream/sparse-tensor-assembly.js";

interface EnumAttribute {
  readonly info: { symbolize(keyword: string): unknown; readonly keywords: readonly string[] };
  /** The enum's C++ name and the attribute's ODS name (MLIR's messages). */
  readonly cppName: string;
  readonly defName: string;
}

/** By mnemonic. */
const ENUM_ATTRIBUTES: ReadonlyMap<string, EnumAttribute> = new Map([
  ["kind", { info: sparseTensorEnums.StorageSpecifierKind, cppName: "StorageSpecifierKind", defName: "SparseTensorStorageSpecifierKindAttr" }],
  ["SparseTensorSortAlgorithm", { info: sparseTensorEnums.SparseTensorSortKind, cppName: "SparseTensorSortKind", defName: "SparseTensorSortKindAttr" }],
  ["CrdTransDirection", { info: sparseTensorEnums.CrdTransDirectionKind, cppName: "CrdTransDirectionKind", defName: "SparseTensorCrdTransDirectionAttr" }],
]);

export function isEnumAttributeMnemonic(mnemonic: string): boolean {
  return ENUM_ATTRIBUTES.has(mnemonic);
}

/** The case after an enum attribute's mnemonic (consumed by the caller). */
export function parseEnumAttribute(state: AsmParserState, mnemonic: string): Attribute {
  const attr = ENUM_ATTRIBUTES.get(mnemonic);
  if (attr === undefined) throw new RangeError(`no sparse_tensor enum attribute '${mnemonic}'`);
  const parser = new AsmParser(state);
  const typeName = `::mlir::sparse_tensor::${attr.cppName}`;
  // The value's own error, then the parameter's at the point reached.
  const failure = (first: DiagnosticError): DiagnosticsError => {
    const second = parser.emitError(parser.getCurrentLocation(), `failed to parse ${attr.defName} parameter 'value' which is to be a \`${typeName}\``);
    return new DiagnosticsError([...first.diagnostics, ...second.diagnostics]);
  };
  const location = parser.getCurrentLocation();
  let keyword: string;
  try {
    keyword = parser.parseKeywordAny();
  } catch (error) {
    if (error instanceof DiagnosticError) throw failure(error);
    throw error;
  }
  if (attr.info.symbolize(keyword) === undefined) throw failure(parser.emitError(location, `expected ${typeName} to be one of: ${attr.info.keywords.join(", ")}`));
  return OpaqueAttr.get(state.context, "sparse_tensor", `${mnemonic} ${keyword}`);
}
