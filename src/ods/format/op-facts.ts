// The facts about an op that its assembly format needs beyond the ODS model: how each
// attribute is parsed and printed (unit, symbol name, enum, value type, builders), the
// type-matching traits in declaration order, and the region traits. Read from the
// op's records with the same rules mlir-tblgen applies.
import { baseAttr } from "../constraint.js";
import {
  DefInit,
  fieldInit,
  getBit,
  getInt,
  getListOfDefs,
  getListOfStrings,
  getString,
  getStringOrEmpty,
  hasField,
  isSubClassOf,
  StringInit,
  type Record,
  type RecordKeeper,
} from "../access.js";
import type { Operator } from "../schema.js";

export interface EnumFacts {
  /** Spellings of the cases (`str`), in declaration order. */
  readonly keywords: readonly string[];
  readonly stringToSymbol: string;
  /** Maps the stored integer to the case (`underlyingToSymbolFnName`). */
  readonly underlyingToSymbol: string;
  readonly symbolToString: string;
  readonly isBitEnum: boolean;
  /** The enum's C++ class name (`AtomicOrdering`). */
  readonly className: string;
  /** Its cases: C++ symbol, spelling and integer value, in declaration order. */
  readonly cases: readonly EnumCaseFacts[];
  /** The width of its underlying integer (`uint32_t` -> 32). */
  readonly bitWidth: number;
}

export interface EnumCaseFacts {
  readonly symbol: string;
  readonly str: string;
  readonly value: bigint;
}

export interface AttributeFacts {
  readonly name: string;
  readonly storageType: string;
  /** Base attribute is UnitAttr. */
  readonly isUnit: boolean;
  /** Base attribute is SymbolNameAttr: parsed/printed as `@name`. */
  readonly isSymbolName: boolean;
  readonly isOptional: boolean;
  readonly defaultValue?: string;
  readonly constBuilderCall?: string;
  /** The `builderCall` of the attribute's value type (its type is then elided). */
  readonly typeBuilder?: string;
  /** Set when the attribute is a (non-AttrDef) integer enum formatted as a keyword. */
  readonly enumInfo?: EnumFacts;
  /** Whether its storage class is one of ours with a stripped parse/print (`#dialect.mnemonic` omitted). */
  readonly hasStrippedSyntax: boolean;
}

export type TypeTraitFact =
  | { readonly kind: "all-types-match"; readonly values: readonly string[] }
  | { readonly kind: "types-match-with"; readonly lhs: string; readonly rhs: string; readonly transformer: string }
  | { readonly kind: "same-type-operands" }
  | { readonly kind: "same-operands-and-result-type" }
  | { readonly kind: "infer-type-op-interface" };

export interface OpFormatFacts {
  readonly op: Operator;
  /** Per operand: the segment-size attribute of a VariadicOfVariadic operand, else undefined. */
  readonly operandSegmentAttrs: ReadonlyArray<string | undefined>;
  readonly attributes: readonly AttributeFacts[];
  readonly typeTraits: readonly TypeTraitFact[];
  readonly hasImplicitTerminator: boolean;
  readonly implicitTerminatorOp?: string;
  readonly hasSingleBlock: boolean;
  /** Owner location for diagnostics. */
  readonly record: Record;
}

function nonEmpty(record: Record, field: string): string | undefined {
  const init = fieldInit(record, field);
  return init instanceof StringInit && init.value.length > 0 ? init.value : undefined;
}

/** The cases of an EnumAttrInfo record: C++ symbol, spelling and value, in declaration order. */
export function enumCases(info: Record): EnumCaseFacts[] {
  return getListOfDefs(info, "enumerants").map((c) => ({ symbol: getString(c, "symbol"), str: getString(c, "str"), value: getInt(c, "value") }));
}

function enumFacts(base: Record): EnumFacts | undefined {
  if (!isSubClassOf(base, "EnumAttrInfo")) return undefined;
  if (getStringOrEmpty(base, "underlyingType").length === 0) return undefined;
  if (nonEmpty(base, "constBuilderCall") === undefined) return undefined;
  return {
    keywords: getListOfDefs(base, "enumerants").map((c) => getString(c, "str")),
    className: getString(base, "className"),
    cases: enumCases(base),
    bitWidth: Number(/^u?int(\d+)_t$/.exec(getStringOrEmpty(base, "underlyingType").trim())?.[1] ?? 64),
    stringToSymbol: getString(base, "stringToSymbolFnName"),
    underlyingToSymbol: getString(base, "underlyingToSymbolFnName"),
    symbolToString: getString(base, "symbolToStringFnName"),
    isBitEnum: isSubClassOf(base, "BitEnumAttr") || isSubClassOf(base, "I32BitEnumAttr") || isSubClassOf(base, "I64BitEnumAttr"),
  };
}

function isBuiltinStorage(storage: string): boolean {
  return storage.length === 0 || storage.startsWith("ir.") || storage.startsWith("::mlir::") || storage === "Attribute";
}

export function attributeFacts(keeper: RecordKeeper, name: string, defName: string): AttributeFacts {
  const record = keeper.getDef(defName);
  if (record === undefined) {
    return { name, storageType: "ir.Attribute", isUnit: false, isSymbolName: false, isOptional: false, hasStrippedSyntax: false };
  }
  const base = baseAttr(record);
  const storageType = getStringOrEmpty(record, "storageType").trim() || "ir.Attribute";
  const valueTypeInit = fieldInit(record, "valueType");
  const typeBuilder = valueTypeInit instanceof DefInit ? nonEmpty(valueTypeInit.record, "builderCall") : undefined;
  const defaultValue = nonEmpty(record, "defaultValue");
  const enumInfo = enumFacts(base);
  // OptionalAttr<SomeEnumAttr> has no builder of its own: the format uses its base enum's
  // (as MLIR's OpFormatGen does through getBaseAttr()).
  const constBuilderCall = nonEmpty(record, "constBuilderCall") ?? (enumInfo !== undefined ? nonEmpty(base, "constBuilderCall") : undefined);
  const isOptional = hasField(record, "isOptional") && getBit(record, "isOptional");
  return {
    name,
    storageType,
    isUnit: base.name === "UnitAttr",
    isSymbolName: base.name === "SymbolNameAttr",
    isOptional,
    ...(defaultValue !== undefined ? { defaultValue } : {}),
    ...(constBuilderCall !== undefined ? { constBuilderCall } : {}),
    ...(typeBuilder !== undefined ? { typeBuilder } : {}),
    ...(enumInfo !== undefined ? { enumInfo } : {}),
    hasStrippedSyntax: !isBuiltinStorage(storageType) && isSubClassOf(base, "AttrDef"),
  };
}

function flattenTraits(list: readonly Record[], out: Record[], seen: Set<Record>): void {
  for (const trait of list) {
    if (isSubClassOf(trait, "TraitList")) {
      flattenTraits(getListOfDefs(trait, "traits"), out, seen);
      continue;
    }
    if (seen.has(trait)) continue;
    seen.add(trait);
    if (isSubClassOf(trait, "Interface")) flattenTraits(getListOfDefs(trait, "baseInterfaces"), out, seen);
    out.push(trait);
  }
}

export function opFormatFacts(keeper: RecordKeeper, op: Operator): OpFormatFacts {
  const record = keeper.getDef(op.defName);
  if (record === undefined) throw new Error(`no record for op ${op.defName}`);
  const traits: Record[] = [];
  flattenTraits(getListOfDefs(record, "traits"), traits, new Set());
  const typeTraits: TypeTraitFact[] = [];
  let hasImplicitTerminator = false;
  let implicitTerminatorOp: string | undefined;
  let hasSingleBlock = false;
  for (const trait of traits) {
    if (isSubClassOf(trait, "AllTypesMatch")) typeTraits.push({ kind: "all-types-match", values: getListOfStrings(trait, "values") });
    else if (trait.name === "SameTypeOperands") typeTraits.push({ kind: "same-type-operands" });
    else if (trait.name === "SameOperandsAndResultType") typeTraits.push({ kind: "same-operands-and-result-type" });
    else if (isSubClassOf(trait, "TypesMatchWith")) {
      typeTraits.push({ kind: "types-match-with", lhs: getString(trait, "lhs"), rhs: getString(trait, "rhs"), transformer: getString(trait, "transformer") });
    } else if (!op.allResultTypesKnown && getStringOrEmpty(trait, "cppInterfaceName") === "InferTypeOpInterface" && getStringOrEmpty(trait, "cppNamespace") === "::mlir") {
      typeTraits.push({ kind: "infer-type-op-interface" });
    }
    if (isSubClassOf(trait, "SingleBlockImplicitTerminator") || isSubClassOf(trait, "SingleBlockImplicitTerminatorImpl")) {
      hasImplicitTerminator = true;
      const traitName = getStringOrEmpty(trait, "trait");
      const match = /<(.*)>::Impl$/.exec(traitName);
      if (match !== null) implicitTerminatorOp = match[1];
    }
    if (getStringOrEmpty(trait, "trait") === "SingleBlock" && getStringOrEmpty(trait, "cppNamespace") === "::mlir::OpTrait") hasSingleBlock = true;
  }
  const operandSegmentAttrs = op.operands.map((operand) => {
    if (!operand.constraint.variadicOfVariadic) return undefined;
    const constraint = keeper.getDef(operand.constraint.defName);
    return constraint === undefined ? undefined : getStringOrEmpty(constraint, "segmentAttrName");
  });
  return {
    op,
    operandSegmentAttrs,
    attributes: op.attributes.map((a) => attributeFacts(keeper, a.name, a.attr.defName)),
    typeTraits,
    hasImplicitTerminator,
    ...(implicitTerminatorOp !== undefined ? { implicitTerminatorOp } : {}),
    hasSingleBlock: hasSingleBlock || hasImplicitTerminator,
    record,
  };
}
