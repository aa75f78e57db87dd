// gpu's attributes, read as MLIR 19's generated and hand-written attribute parsers read them
// and kept as opaque attributes whose body is the text mlir-opt 19 prints for them: the enum
// attributes (`#gpu.address_space<workgroup>`, `#gpu<dim x>`; their specs are generated from
// GPUOps.td, upstream/enum-attributes.ts reads them), the mapping attributes (`#gpu.thread<x>`,
// block, warp, warpgroup, memory_space), `#gpu.select_object<0 : i64>` (its target printed in
// full, checked as its verifier checks it) and `#gpu.object<...>` (a fatbin's kind left out).
// `#gpu.loop_dim_map<...>` is read in loop-dim-map.ts; a mnemonic gpu has no attribute for is
// refused.
import { IntegerAttr, OpaqueAttr, StringAttr, DictionaryAttr, type Attribute, type DialectAsmParser, type Type } from "../../ir/index.js";
import { AsmParser, AsmParserState } from "../../asm/op-asm/index.js";
import { printAttributeText } from "../../asm/standalone.js";
import { DiagnosticsError } from "../../asm/errors.js";
import { DiagnosticError } from "../../support/diagnostic.js";
import { isDialectAttr } from "../ods.js";
import { gpuEnumAttributes } from "../../../generated/upstream/gpu-assembly.js";
import { enumAttributeHooks } from "../upstream/enum-attributes.js";
import { parseLoopDimMap } from "./loop-dim-map.js";
import type { StubExtension } from "../upstream/stub-dialect.js";

/** A gpu enum: its C++ name (MLIR's messages) and its cases' keywords, in declaration order. */
interface GpuEnum {
  readonly cppName: string;
  readonly keywords: readonly string[];
}

const MAPPING_ID: GpuEnum = {
  cppName: "MappingId",
  keywords: ["x", "y", "z", ...Array.from({ length: 10 }, (_, i) => `linear_dim_${i}`)],
};
const ADDRESS_SPACE: GpuEnum = { cppName: "AddressSpace", keywords: ["global", "workgroup", "private"] };

/** A mapping attribute `mnemonic<case>`: its ODS def name and parameter name (MLIR's messages). */
interface BracketedEnumAttribute {
  readonly info: GpuEnum;
  readonly defName: string;
  readonly param: string;
}

const BRACKETED: ReadonlyMap<string, BracketedEnumAttribute> = new Map([
  ["block", { info: MAPPING_ID, defName: "GPUBlockMappingAttr", param: "block" }],
  ["warpgroup", { info: MAPPING_ID, defName: "GPUWarpgroupMappingAttr", param: "warpgroup" }],
  ["warp", { info: MAPPING_ID, defName: "GPUWarpMappingAttr", param: "warp" }],
  ["thread", { info: MAPPING_ID, defName: "GPUThreadMappingAttr", param: "thread" }],
  ["memory_space", { info: ADDRESS_SPACE, defName: "GPUMemorySpaceMappingAttr", param: "address_space" }],
]);

/** Object formats as `#gpu.object` writes them; a fatbin (the default) writes none. */
const OBJECT_FORMATS: readonly string[] = ["offload", "assembly", "bin", "fatbin"];

/** `first` followed by MLIR's "failed to parse <def> parameter" diagnostic at the point reached. */
function parameterFailure(parser: AsmParser, first: DiagnosticError, attr: BracketedEnumAttribute): DiagnosticsError {
  const typeName = `::mlir::gpu::${attr.info.cppName}`;
  const second = parser.emitError(parser.getCurrentLocation(), `failed to parse ${attr.defName} parameter '${attr.param}' which is to be a \`${typeName}\``);
  return new DiagnosticsError([...first.diagnostics, ...second.diagnostics]);
}

/** A keyword that must be one of the enum's cases. */
function parseCase(parser: AsmParser, attr: BracketedEnumAttribute): string {
  try {
    const location = parser.getCurrentLocation();
    const keyword = parser.parseKeywordAny();
    if (!attr.info.keywords.includes(keyword)) {
      throw parser.emitError(location, `expected ::mlir::gpu::${attr.info.cppName} to be one of: ${attr.info.keywords.join(", ")}`);
    }
    return keyword;
  } catch (error) {
    if (!(error instanceof DiagnosticError)) throw error;
    throw parameterFailure(parser, error, attr);
  }
}

/** Whether `attr` is a GPU target attribute (implements gpu's TargetAttrInterface in mlir-opt 19). */
function isGpuTarget(attr: Attribute): boolean {
  return isDialectAttr(attr, "nvvm", "target") || isDialectAttr(attr, "rocdl", "target") || isDialectAttr(attr, "spirv", "target_env");
}

/** SelectObjectAttr's verifier: an object index that is not negative, or a GPU target. */
function verifySelectedTarget(parser: AsmParser, location: number, target: Attribute): void {
  if (target instanceof IntegerAttr) {
    if (target.value < 0n) throw parser.emitError(location, "the object index must be positive");
  } else if (!isGpuTarget(target)) throw parser.emitError(location, "the target attribute must be a GPU Target attribute");
}

/** `select_object` or `select_object<target>`. */
function parseSelectObject(parser: AsmParser): string {
  const location = parser.getCurrentLocation();
  if (!parser.parseOptionalLess()) return "select_object";
  const target = parser.parseAttribute();
  parser.parseGreater();
  verifySelectedTarget(parser, location, target);
  return `select_object<${printAttributeText(target)}>`;
}

/** `object<target, [properties = {...},] [format =] "blob">`. */
function parseObject(parser: AsmParser): string {
  parser.parseLess();
  // MLIR reports a bad target, property dictionary or object where the target starts.
  const location = parser.getCurrentLocation();
  const target = parser.parseAttribute();
  parser.parseComma();
  let properties: Attribute | undefined;
  if (parser.parseOptionalKeyword("properties")) {
    parser.parseEqual();
    properties = parser.parseAttribute();
    if (!(properties instanceof DictionaryAttr)) throw parser.emitError(location, "expected dictionary attribute");
    parser.parseComma();
  }
  let format = "fatbin";
  for (const candidate of OBJECT_FORMATS) {
    if (!parser.parseOptionalKeyword(candidate)) continue;
    parser.parseEqual();
    format = candidate;
    break;
  }
  const object = parser.parseAttribute();
  if (!(object instanceof StringAttr)) throw parser.emitError(location, "expected string attribute");
  parser.parseGreater();
  if (!isGpuTarget(target)) throw parser.emitError(location, "the target attribute must implement or promise the `gpu::TargetAttrInterface`");
  const parts = [printAttributeText(target)];
  if (properties !== undefined && (properties as DictionaryAttr).value.length > 0) parts.push(`properties = ${printAttributeText(properties)}`);
  parts.push(`${format === "fatbin" ? "" : `${format} = `}${printAttributeText(object)}`);
  return `object<${parts.join(", ")}>`;
}

/** The gpu attributes that are not enum attributes. */
function parseOtherGpuAttribute(dialectParser: DialectAsmParser, _type: Type | undefined): Attribute | undefined {
  if (!(dialectParser instanceof AsmParserState)) throw new TypeError("the gpu dialect parses with the text layer's parser state");
  const parser = new AsmParser(dialectParser);
  const context = parser.getContext();
  const location = parser.getCurrentLocation();
  const mnemonic = parser.parseOptionalKeywordAny();
  if (mnemonic === undefined) return undefined;
  const bracketed = BRACKETED.get(mnemonic);
  if (bracketed !== undefined) {
    parser.parseLess();
    const keyword = parseCase(parser, bracketed);
    parser.parseGreater();
    return OpaqueAttr.get(context, "gpu", `${mnemonic}<${keyword}>`);
  }
  if (mnemonic === "select_object") return OpaqueAttr.get(context, "gpu", parseSelectObject(parser));
  if (mnemonic === "object") return OpaqueAttr.get(context, "gpu", parseObject(parser));
  if (mnemonic === "loop_dim_map") return OpaqueAttr.get(context, "gpu", parseLoopDimMap(parser));
  throw parser.emitError(location, `unknown attribute \`${mnemonic}\` in dialect \`gpu\``);
}

/** gpu's attribute hooks: its enum attributes from their generated specs, the others read here. */
export function gpuAttributeHooks(): Pick<StubExtension, "parseAttribute" | "parseAttributeBody" | "isAttributeOfClass"> {
  return enumAttributeHooks("gpu", gpuEnumAttributes, parseOtherGpuAttribute);
}
