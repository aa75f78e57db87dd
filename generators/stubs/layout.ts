// The bytecode layout of an op's properties, derived from its ODS facts exactly as
// mlir-tblgen 19's generated writeProperties orders them: the inherent attributes sorted by
// name ("name" written with writeAttribute, "name?" with writeOptionalAttribute: optional
// or default-valued), then the operand and result segment sizes ("#name:N", N groups),
// then the ODS properties in declaration order ("!name:Enum" an EnumProperty over a bit
// enum, "!name" an encoding tsmlir cannot read; "&name" for ops generated with their
// properties' TypeScript code, whose encodings the registration passes beside the layout). The layout string is what the runtime's
// `odsPropertiesCodec` (src/bytecode/dialect/ods-properties.ts) decodes.
import type { Operator, EnumAttr } from "../../src/ods/index.js";
import { loadEnumAttr } from "../../src/ods/index.js";
import { getDef, getString, isSubClassOf, type Record, type RecordKeeper } from "../../src/ods/access.js";
import { allDerivedDefinitionsIfDefined } from "../../src/ods/order.js";

/** A bit enum an EnumProperty stores, and the attribute that prints it (`#llvm.overflow<nsw, nuw>`). */
export interface BitEnumFacts {
  /** The enum's C++ class name, as the layout names it. */
  readonly name: string;
  /** `dialect.mnemonic` of its EnumAttr. */
  readonly attribute: string;
  /** The case printed for the value 0. */
  readonly none: string;
  /** Case names by bit position. */
  readonly bits: readonly string[];
  readonly separator: string;
}

export interface PropertyLayout {
  readonly layout: string;
  /** The bit enums its `!name:Enum` entries refer to. */
  readonly bitEnums: readonly BitEnumFacts[];
}

/** `nativeCode`: the op's properties have generated code (their encodings are given by name). */
export function propertyLayout(op: Operator, keeper: RecordKeeper, nativeCode = false): PropertyLayout {
  const entries: string[] = [];
  const attributes = op.attributes.filter((a) => !a.attr.isDerived);
  const sorted = [...attributes].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const a of sorted) entries.push(a.attr.isOptional || a.attr.defaultValue !== undefined ? `${a.name}?` : a.name);
  if (op.operandSegments) entries.push(`#operandSegmentSizes:${op.operands.length}`);
  if (op.resultSegments) entries.push(`#resultSegmentSizes:${op.results.length}`);
  const bitEnums: BitEnumFacts[] = [];
  for (const p of op.properties) {
    if (nativeCode) {
      entries.push(`&${p.name}`);
      continue;
    }
    const record = keeper.getDef(p.defName);
    const bitEnum = record !== undefined && isSubClassOf(record, "EnumProperty") ? bitEnumOf(keeper, p.storageType, op.cppNamespace) : undefined;
    if (bitEnum === undefined) {
      entries.push(`!${p.name}`);
      continue;
    }
    entries.push(`!${p.name}:${bitEnum.name}`);
    bitEnums.push(bitEnum);
  }
  return { layout: entries.join(","), bitEnums };
}

/** The unqualified C++ name (`::mlir::LLVM::IntegerOverflowFlags` -> `IntegerOverflowFlags`). */
function unqualified(name: string): string {
  const at = name.lastIndexOf("::");
  return at < 0 ? name : name.slice(at + 2);
}

/** The bit enum named `storageType` and the attribute of its dialect that prints it, if there is one. */
function bitEnumOf(keeper: RecordKeeper, storageType: string, cppNamespace: string): BitEnumFacts | undefined {
  const className = unqualified(storageType.trim());
  const infos = allDerivedDefinitionsIfDefined(keeper, "EnumAttrInfo").filter((r) => getString(r, "className") === className);
  const info = infos.find((r) => getString(r, "cppNamespace").replace(/^::/, "") === cppNamespace.replace(/^::/, "")) ?? infos[0];
  if (info === undefined || !isSubClassOf(info, "BitEnumAttr")) return undefined;
  const attr = allDerivedDefinitionsIfDefined(keeper, "EnumAttr").find((r: Record) => getDef(r, "enum") === info && getString(r, "mnemonic") !== "");
  if (attr === undefined) return undefined;
  const model: EnumAttr = loadEnumAttr(info);
  const bits: string[] = [];
  let none = "";
  for (const c of model.cases) {
    const value = BigInt(c.value);
    if (value === 0n) none = c.str;
    else if ((value & (value - 1n)) === 0n) bits[bitIndex(value)] = c.str;
  }
  // A case for value 0 and one for every bit up to the highest: otherwise the text form is not a bit list.
  if (none === "" || Array.from(bits).some((b) => b === undefined)) return undefined;
  return {
    name: className,
    attribute: `${getString(getDef(attr, "dialect"), "name")}.${getString(attr, "mnemonic")}`,
    none,
    bits,
    separator: getString(info, "separator"),
  };
}

function bitIndex(value: bigint): number {
  let i = 0;
  while (value > 1n) {
    value >>= 1n;
    i++;
  }
  return i;
}
