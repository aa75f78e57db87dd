// sparse_tensor.storage_specifier.get's and .set's C++ verifier with mlir-opt 19's messages:
// the value memory size takes no level; slice offsets and strides need a slice encoding;
// every other field names a level of the encoding, and a position memory size a level that
// keeps positions.
import { OpaqueAttr, OpaqueType, type Operation } from "../../ir/index.js";
import { encodingAttrFacts, type EncodingFacts } from "./encoding-facts.js";
import { levelFormat } from "./storage-layout.js";

/** The encoding of a `!sparse_tensor.storage_specifier<#sparse_tensor.encoding<...>>`. */
function specifierEncoding(op: Operation): { readonly facts: EncodingFacts; readonly isSlice: boolean } | undefined {
  const type = op.getOperand(0).type;
  if (!(type instanceof OpaqueType)) return undefined;
  const attr = type.parts?.find((part) => part instanceof OpaqueAttr);
  const encoding =
    attr instanceof OpaqueAttr ? attr : /^storage_specifier<#sparse_tensor\.(encoding<.*>)>$/s.exec(type.data)?.[1];
  const encodingAttr = typeof encoding === "string" ? OpaqueAttr.get(type.context, "sparse_tensor", encoding) : encoding;
  const facts = encodingAttr === undefined ? undefined : encodingAttrFacts(encodingAttr);
  if (facts === undefined || encodingAttr === undefined) return undefined;
  return { facts, isSlice: encodingAttr.data.includes("#sparse_tensor<slice(") };
}

/** get(specifier) / set(specifier, value) of `specifierKind` at an optional `level`. */
export function verifySpecifierAccess(op: Operation): void {
  const kindAttr = op.getInherentAttr("specifierKind");
  const kind = kindAttr instanceof OpaqueAttr ? kindAttr.data.replace(/^kind /, "") : undefined;
  const levelAttr = op.getInherentAttr("level");
  const level = levelAttr !== undefined && "value" in levelAttr && (typeof levelAttr.value === "number" || typeof levelAttr.value === "bigint") ? Number(levelAttr.value) : undefined;
  if (kind === "val_mem_sz" && level !== undefined) throw op.emitError("redundant level argument for querying value memory size");
  const encoding = specifierEncoding(op);
  if (encoding === undefined || kind === undefined) return;
  if ((kind === "dim_offset" || kind === "dim_stride") && !encoding.isSlice) throw op.emitError("requested slice data on non-slice tensor");
  if (kind === "val_mem_sz") return;
  if (level === undefined) throw op.emitError("missing level argument");
  const levelType = encoding.facts.levelTypes[level];
  if (levelType === undefined) throw op.emitError("requested level is out of bounds");
  if (kind === "pos_mem_sz" && levelFormat(levelType) === "singleton") throw op.emitError("requested position memory size on a singleton level");
}
