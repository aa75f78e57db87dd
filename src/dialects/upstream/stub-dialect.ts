// Stub dialects: a dialect mlir-opt 19 registers that tsmlir does not define, built from a
// generated table (generated/upstream/stubs.ts) when a context first meets its
// namespace. Each op is registered as a real dialect's op is (name, structural traits,
// symbol and region-kind interfaces, inherent attribute names, bytecode properties codec,
// default properties where mlir-opt fills them without C++), but has no verifier and no
// custom syntax: it prints in the generic form. Hand-written parts of a dialect (attribute
// and type syntax, alias and bytecode hooks) are added as an extension.
import {
  DenseArrayAttr,
  DictionaryAttr,
  IntegerType,
  OpaqueType,
  type Attribute,
  type DialectAsmParser,
  type OpPropertiesConversion,
  type Dialect,
  type InterfaceMap,
  type MLIRContext,
  type NamedAttribute,
  type OpFoldResult,
  type OpTrait,
  type Operation,
  type RegisteredOperationInfo,
  type Type,
} from "../../ir/index.js";
import { nativeInitialValues, odsPropertiesCodec, type BitEnumProperty, type OdsPropertiesCodec } from "../../bytecode/dialect/ods-properties.js";
import { AsmParser, AsmParserState, OdsBuilder, type CustomAssemblyHooks } from "../../asm/op-asm/index.js";
import { implementation, interfaceMap, OpAsmOpInterface, OpTrait as OpTraits, SymbolOpInterface, SymbolUserOpInterface, verifySymbol, verifySymbolTable, type AnyInterface, type InterfaceEntry } from "../../ir/index.js";
import { verifyIsTerminator } from "../../ir/trait-verifiers.js";
import type { UpstreamOpParts } from "./syntax/index.js";
import { parseTraitSet, StubResources, type StubTraitSet } from "./traits.js";
import { inferenceInCpp } from "./type-inference.js";
import { LayoutPropertiesConversion, type StoredAttributeProperty } from "../runtime/property-conversion.js";
import { verifySegmentSizes } from "../runtime/verify-basics.js";
import type { OdsInvariants } from "../runtime/verify-op.js";

/** A generated stub table (the shape of those in generated/upstream/stubs.ts). */
export interface StubDialectData {
  readonly namespace: string;
  readonly allowsUnknownOperations: boolean;
  readonly traitSets: readonly string[];
  readonly bitEnums: readonly BitEnumProperty[];
  /** One op a line: its name without the dialect prefix, its layout (`-`: none), its trait set's index. */
  readonly operations: string;
  /** The mnemonics of its types without parameters, blank-separated. */
  readonly parameterlessTypes?: string;
  /** Whether it parses types (attributes) at all (absent: it may). */
  readonly parsesTypes?: boolean;
  readonly parsesAttributes?: boolean;
  /** Where ODS's generated dispatch alone parses its types (attributes): their mnemonics, blank-separated. */
  readonly generatedTypeMnemonics?: string;
  readonly generatedAttributeMnemonics?: string;
  /** The dialects loading it loads (MLIR's dependentDialects), blank-separated. */
  readonly dependentDialects?: string;
}

/** One op line of a stub table. */
export interface StubOperation {
  readonly name: string;
  readonly layout: string;
  readonly traitSet: number;
}

/** The op lines of a stub table; a malformed line is a bug in the table. */
export function stubOperationLines(data: StubDialectData): StubOperation[] {
  const ops: StubOperation[] = [];
  for (const line of data.operations.split("\n")) {
    if (line === "") continue;
    const [name, layout, traitSet, extra] = line.split(" ");
    const index = Number(traitSet);
    if (name === undefined || layout === undefined || extra !== undefined || !Number.isInteger(index) || data.traitSets[index] === undefined) {
      throw new Error(`stub table ${data.namespace}: malformed op line '${line}'`);
    }
    ops.push({ name, layout: layout === "-" ? "" : layout, traitSet: index });
  }
  return ops;
}

/** What a hand-written part adds to a stub dialect (never its namespace or ops). */
export type StubExtension = Omit<Partial<Dialect>, "namespace" | "operations">;

/** `properties` with the `defaults` it lacks added (MLIR's properties start from their initial values). */
export function withDefaults(properties: Attribute | null, defaults: readonly NamedAttribute[], context: MLIRContext): Attribute | null {
  if (defaults.length === 0) return properties;
  if (properties === null) return DictionaryAttr.get(context, defaults);
  if (!(properties instanceof DictionaryAttr)) return properties;
  const missing = defaults.filter((d) => properties.get(d.name) === undefined);
  return missing.length === 0 ? properties : DictionaryAttr.get(context, [...properties.value, ...missing]);
}

/** The segment-size entries of `codec`'s layout with every group empty. */
function emptySegmentSizes(codec: OdsPropertiesCodec, context: MLIRContext): NamedAttribute[] {
  const out: NamedAttribute[] = [];
  for (const entry of codec.layout) {
    if (entry.kind === "segments") out.push({ name: entry.name, value: DenseArrayAttr.get(IntegerType.get(context, 32), new Int32Array(entry.size)) });
  }
  return out;
}

/** ODS's checks of the segment-size properties of `codec`'s layout (MLIR's verifyValueSizeAttr). */
function segmentSizeChecks(codec: OdsPropertiesCodec): ((op: Operation) => void)[] {
  const checks: ((op: Operation) => void)[] = [];
  for (const entry of codec.layout) {
    if (entry.kind !== "segments") continue;
    const { name, size } = entry;
    if (name === "resultSegmentSizes") checks.push((op) => verifySegmentSizes(op, name, "result", size, op.results.length));
    else checks.push((op) => verifySegmentSizes(op, name, "operand", size, op.operands.length));
  }
  return checks;
}

/** A layout with an EnumProperty entry (`!name:Enum`): its properties start from a value tsmlir knows. */
const INITIAL_VALUE_ENTRY = /(?:^|,)![^,:]+:/;

/**
 * The registration of an op known from its property layout and traits: a class, so that
 * building one costs next to nothing (a dialect registers hundreds) and what derives from
 * the layout is computed when first asked for.
 */
export class StubRegistration implements RegisteredOperationInfo {
  readonly interfaces?: InterfaceMap;
  readonly populateDefaultProperties?: (properties: Attribute | null, context: MLIRContext) => Attribute | null;
  readonly traitsUnknown?: boolean;
  readonly verifiesOrderedTraits?: boolean;
  readonly assembly?: CustomAssemblyHooks;
  readonly verify?: (op: Operation) => void;
  readonly verifyRegions?: (op: Operation) => void;
  readonly verifyCounts?: (op: Operation) => void;
  readonly fold?: (op: Operation, operands: readonly (Attribute | undefined)[], results: OpFoldResult[]) => boolean;
  private conversion: OpPropertiesConversion | undefined = undefined;
  private readonly attributeProperties: readonly StoredAttributeProperty[] | undefined;

  readonly traits: readonly OpTrait[];

  constructor(
    readonly name: string,
    traits: readonly OpTrait[],
    interfaces: InterfaceMap | undefined,
    readonly bytecodeProperties: OdsPropertiesCodec,
    options: {
      /** The values its properties start from (default: those of its EnumProperty entries). */
      readonly initialValues?: (context: MLIRContext) => readonly NamedAttribute[];
      /** Its traits are unknown (see RegisteredOperationInfo.traitsUnknown). */
      readonly traitsUnknown?: boolean;
      /** Its layout string, to tell without parsing it whether EnumProperty entries give initial values. */
      readonly layout?: string;
      /** Its custom syntax (generated from its assembly format, or hand-written); absent: generic form only. */
      readonly assembly?: CustomAssemblyHooks;
      /** Its C++ verifier, where a hook gives it (MLIR's verify; structure only otherwise). */
      readonly verify?: (op: Operation) => void;
      /** Its C++ region verifier (hasRegionVerifier), where a hook gives it. */
      readonly verifyRegions?: (op: Operation) => void;
      /** Its ODS invariants, where a generated module gives them (they include the segment sizes). */
      readonly invariants?: OdsInvariants;
      /** Its C++ folder (hasFolder), where a hook gives it. */
      readonly fold?: (op: Operation, operands: readonly (Attribute | undefined)[], results: OpFoldResult[]) => boolean;
      /** Its attribute properties' storage class tests and constraints, where a generated module gives them. */
      readonly attributeProperties?: readonly StoredAttributeProperty[];
    } = {},
  ) {
    const invariants = options.invariants;
    // mlir-tblgen's count traits head the op's trait list, where its invariants give them.
    this.traits = invariants?.countTraits === undefined ? traits : [...invariants.countTraits, ...traits];
    // ODS lists StructuralOpTrait traits (HasParent, ParentOneOf) before OpInvariants: MLIR
    // checks an op's parent before its invariants (and its own verifier).
    const invariantChecks = [...parentChecks(traits), ...(invariants !== undefined ? [invariants.verify] : segmentSizeChecks(bytecodeProperties))];
    if (invariants !== undefined) {
      // The count traits head MLIR's trait list: the core runs them before the structural traits.
      this.verifyCounts = invariants.counts;
      // MLIR verifies OpInvariants before the traits that are not counts: with generated
      // invariants, IsTerminator's, SymbolTable's and the Symbol interface's checks run here,
      // after them, and the core verifier leaves them out.
      this.verifiesOrderedTraits = true;
      const ordered = orderedTraitChecks(traits, interfaces);
      if (ordered !== undefined) invariantChecks.push(ordered);
    }
    const ownVerify = options.verify;
    // ODS's invariants (the segment sizes) come before the op's own verifier, which reads
    // its operand groups through them.
    if (invariantChecks.length > 0)
      this.verify = (op) => {
        for (const check of invariantChecks) check(op);
        ownVerify?.(op);
      };
    else if (ownVerify !== undefined) this.verify = ownVerify;
    if (options.verifyRegions !== undefined) this.verifyRegions = options.verifyRegions;
    if (options.fold !== undefined) this.fold = options.fold;
    if (options.attributeProperties !== undefined) this.attributeProperties = options.attributeProperties;
    if (interfaces !== undefined) this.interfaces = interfaces;
    if (options.assembly !== undefined) this.assembly = options.assembly;
    if (options.traitsUnknown === true) this.traitsUnknown = true;
    const codec = bytecodeProperties;
    const initialValues =
      options.initialValues ?? (options.layout !== undefined && INITIAL_VALUE_ENTRY.test(options.layout) ? (context: MLIRContext) => nativeInitialValues(codec, context) : undefined);
    // MLIR's properties always hold the segment sizes: every group empty until set.
    const hasSegments = options.layout?.includes("#") === true;
    if (initialValues !== undefined || hasSegments) {
      this.populateDefaultProperties = (properties, context) =>
        withDefaults(properties, [...(initialValues?.(context) ?? []), ...(hasSegments ? emptySegmentSizes(codec, context) : [])], context);
    }
  }

  /**
   * How text sets its properties: the keys of its layout, each checked against its storage
   * class and constraint where a generated module gives them (stored as written otherwise).
   */
  get propertiesConversion(): OpPropertiesConversion {
    let conversion = this.conversion;
    if (conversion === undefined) {
      const layout = this.bytecodeProperties.layout;
      const known = new Map((this.attributeProperties ?? []).map((p) => [p.name, p]));
      this.conversion = conversion = new LayoutPropertiesConversion({
        attributes: layout.filter((e) => e.kind === "attribute").map((e) => known.get(e.name) ?? { name: e.name }),
        segments: layout.flatMap((e) => (e.kind === "segments" ? [[e.name, e.size] as const] : [])),
        native: layout.filter((e) => e.kind !== "attribute" && e.kind !== "segments").map((e) => ({ name: e.name })),
      });
    }
    return conversion;
  }

  /** Its inherent attributes: the attribute-stored entries of its layout. */
  get attributeNames(): readonly string[] {
    return this.bytecodeProperties.inherentAttributeNames;
  }
}

/** The checks of the HasParent traits among `traits` (the core verifier leaves parametric traits to the registration). */
function parentChecks(traits: readonly OpTrait[]): ((op: Operation) => void)[] {
  const checks: ((op: Operation) => void)[] = [];
  for (const trait of traits) if (trait.key === (OpTraits.HasParent as unknown) && trait.verify !== undefined) checks.push((op) => trait.verify?.(op));
  return checks;
}

/** The checks of IsTerminator, SymbolTable and the Symbol interface an op has, in that order (the core verifier's). */
function orderedTraitChecks(traits: readonly OpTrait[], interfaces: InterfaceMap | undefined): ((op: Operation) => void) | undefined {
  const terminator = traits.includes(OpTraits.IsTerminator);
  const symbolTable = traits.includes(OpTraits.SymbolTable);
  const symbol = interfaces?.has(SymbolOpInterface as unknown as AnyInterface) === true;
  if (!terminator && !symbolTable && !symbol) return undefined;
  return (op) => {
    if (terminator) verifyIsTerminator(op);
    if (symbolTable) verifySymbolTable(op);
    if (symbol) verifySymbol(op, SymbolOpInterface.impl(op)?.isOptionalSymbol(op) === true);
  };
}

/** A trait set's map (shared by the ops of the set) with this op's own entries: a copy. */
function withEntries(interfaces: InterfaceMap | undefined, entries: readonly InterfaceEntry[]): InterfaceMap {
  const own = new Map(interfaces ?? []);
  for (const [key, table] of interfaceMap(...entries)) own.set(key, table);
  return own;
}

/** The registration of one op known from its property layout and traits. */
export function stubOperation(name: string, layout: string, bitEnums: readonly BitEnumProperty[], traitSet: StubTraitSet, parts?: UpstreamOpParts): StubRegistration {
  const codec = odsPropertiesCodec(name, layout, bitEnums);
  const setInterfaces = traitSet.infersTypesInCpp ? withEntries(traitSet.interfaces, [inferenceInCpp(name)]) : traitSet.interfaces;
  const regionTraits = traitSet.verifyRegionTraits;
  if (parts === undefined) return new StubRegistration(name, traitSet.traits, setInterfaces, codec, { layout, ...(regionTraits !== undefined ? { verifyRegions: regionTraits } : {}) });
  const assembly = parts.syntax.get(name);
  const defaults = parts.defaultAttributes.get(name);
  const names = parts.resultNames.get(name);
  const argumentNames = parts.blockArgumentNames.get(name);
  const verify = parts.verifiers.get(name);
  // The symbol uses are checked through SymbolUserOpInterface by the enclosing symbol table.
  const symbolUses = parts.symbolUseVerifiers.get(name);
  // MLIR's verifyRegionInvariants: the region traits, then the op's region verifier.
  const ownRegionVerifier = parts.regionVerifiers.get(name);
  const verifyRegions =
    regionTraits === undefined || ownRegionVerifier === undefined
      ? (regionTraits ?? ownRegionVerifier)
      : (op: Operation): void => {
          regionTraits(op);
          ownRegionVerifier(op);
        };
  const fold = parts.folders.get(name);
  const invariants = parts.invariants.get(name);
  const attributeProperties = parts.attributeProperties?.get(name);
  let interfaces = setInterfaces;
  const defaultDialect = parts.defaultDialects.get(name);
  if (names !== undefined || argumentNames !== undefined || defaultDialect !== undefined || symbolUses !== undefined) {
    const entries = [
      ...(names !== undefined || argumentNames !== undefined || defaultDialect !== undefined
        ? [
            implementation(OpAsmOpInterface, {
              ...(names !== undefined ? { getAsmResultNames: names } : {}),
              ...(argumentNames !== undefined ? { getAsmBlockArgumentNames: argumentNames } : {}),
              ...(defaultDialect !== undefined ? { getDefaultDialect: () => defaultDialect } : {}),
            }),
          ]
        : []),
      ...(symbolUses !== undefined ? [implementation(SymbolUserOpInterface, { verifySymbolUses: symbolUses })] : []),
    ];
    interfaces = withEntries(interfaces, entries);
  }
  const enumValues = INITIAL_VALUE_ENTRY.test(layout) ? (context: MLIRContext) => nativeInitialValues(codec, context) : undefined;
  const initialValues =
    defaults === undefined ? enumValues : (context: MLIRContext) => [...(enumValues?.(context) ?? []), ...defaults(new OdsBuilder(context))];
  return new StubRegistration(name, traitSet.traits, interfaces, codec, {
    layout,
    ...(assembly !== undefined ? { assembly } : {}),
    ...(initialValues !== undefined ? { initialValues } : {}),
    ...(verify !== undefined ? { verify } : {}),
    ...(verifyRegions !== undefined ? { verifyRegions } : {}),
    ...(invariants !== undefined ? { invariants } : {}),
    ...(fold !== undefined ? { fold } : {}),
    ...(attributeProperties !== undefined ? { attributeProperties } : {}),
  });
}

/** The registrations of a stub table's ops (trait sets parsed once each), with their custom syntax by op name. */
export function stubOperations(data: StubDialectData, parts?: UpstreamOpParts): RegisteredOperationInfo[] {
  const sets = new Map<number, StubTraitSet>();
  const resources = new StubResources();
  return stubOperationLines(data).map(({ name, layout, traitSet }) => {
    let set = sets.get(traitSet);
    if (set === undefined) sets.set(traitSet, (set = parseTraitSet(data.traitSets[traitSet] as string, resources)));
    const opName = `${data.namespace}.${name}`;
    return stubOperation(opName, layout, data.bitEnums, set, parts);
  });
}

/**
 * The type parser of a stub dialect without a hand-written one: a type without parameters
 * is its mnemonic alone, whatever else its body holds (MLIR's generated parser reads the
 * mnemonic and stops; the rest is dropped); any other type is kept as written (undefined).
 */
function parameterlessTypeParser(namespace: string, mnemonics: ReadonlySet<string>): (state: DialectAsmParser) => Type | undefined {
  return (state) => {
    if (!(state instanceof AsmParserState)) throw new TypeError(`the ${namespace} dialect parses with the text layer's parser state`);
    const mnemonic = new AsmParser(state).parseOptionalKeywordAny();
    return mnemonic !== undefined && mnemonics.has(mnemonic) ? OpaqueType.get(state.context, namespace, mnemonic) : undefined;
  };
}

/**
 * The parser of a stub dialect whose types (attributes) ODS's generated dispatch alone parses:
 * a mnemonic it has no definition for is refused as that dispatch refuses it (MLIR's wording
 * has two blanks in "unknown  type"); a parameterless type is its mnemonic alone; any other
 * known one is kept as written (undefined).
 */
function generatedDispatchParser<T extends Attribute | Type>(
  namespace: string,
  kind: "type" | "attribute",
  known: ReadonlySet<string>,
  parameterless: ReadonlySet<string> | undefined,
): (state: DialectAsmParser) => T | undefined {
  return (state) => {
    if (!(state instanceof AsmParserState)) throw new TypeError(`the ${namespace} dialect parses with the text layer's parser state`);
    const parser = new AsmParser(state);
    const location = parser.getCurrentLocation();
    const mnemonic = parser.parseOptionalKeywordAny();
    if (mnemonic === undefined) return undefined;
    if (!known.has(mnemonic)) throw parser.emitError(location, `unknown ${kind === "type" ? " type" : "attribute"} \`${mnemonic}\` in dialect \`${namespace}\``);
    return parameterless?.has(mnemonic) === true ? (OpaqueType.get(state.context, namespace, mnemonic) as unknown as T) : undefined;
  };
}

/** A bare identifier: what parseOptionalKeywordAny would read as a mnemonic. */
const MNEMONIC = /^[A-Za-z_][A-Za-z0-9_$.]*$/;

/**
 * A hand-written hook of a dialect whose generated dispatch knows `known`: an unknown mnemonic
 * is refused before the hook sees it, as the dispatch refuses it before the C++ fallback runs.
 */
function refusingUnknown<A extends unknown[], R>(namespace: string, kind: "type" | "attribute", known: ReadonlySet<string>, hook: (state: DialectAsmParser, ...rest: A) => R) {
  return (state: DialectAsmParser, ...rest: A): R => {
    if (state instanceof AsmParserState) {
      const spelling = state.lexer.spelling();
      if (MNEMONIC.test(spelling) && !known.has(spelling)) {
        const parser = new AsmParser(state);
        throw parser.emitError(parser.getCurrentLocation(), `unknown ${kind === "type" ? " type" : "attribute"} \`${spelling}\` in dialect \`${namespace}\``);
      }
    }
    return hook(state, ...rest);
  };
}

/** A blank-separated mnemonic list of a stub table as a set; undefined when absent or empty (C++ parses them). */
function mnemonicSet(list: string | undefined): ReadonlySet<string> | undefined {
  return list === undefined || list === "" ? undefined : new Set(list.split(" "));
}

/** The dialect of a stub table, with a hand-written part's hooks and what generated upstream modules give its ops. */
export function stubDialect(data: StubDialectData, extension: StubExtension = {}, parts?: UpstreamOpParts): Dialect {
  const parameterless = mnemonicSet(data.parameterlessTypes);
  const typeMnemonics = mnemonicSet(data.generatedTypeMnemonics);
  const attributeMnemonics = mnemonicSet(data.generatedAttributeMnemonics);
  const parseType =
    typeMnemonics !== undefined
      ? generatedDispatchParser<Type>(data.namespace, "type", typeMnemonics, parameterless)
      : parameterless !== undefined
        ? parameterlessTypeParser(data.namespace, parameterless)
        : undefined;
  return {
    // tsmlir knows a stub's ops, not its attributes and types: what no hook parses is kept as
    // written, unless the dialect parses none at all (MLIR's default hook refuses them).
    keepsUnknownSyntaxOpaque: { types: data.parsesTypes !== false, attributes: data.parsesAttributes !== false },
    ...(parseType !== undefined ? { parseType } : {}),
    ...(attributeMnemonics !== undefined ? { parseAttribute: generatedDispatchParser<Attribute>(data.namespace, "attribute", attributeMnemonics, undefined) } : {}),
    ...extension,
    ...(extension.parseType !== undefined && typeMnemonics !== undefined ? { parseType: refusingUnknown(data.namespace, "type", typeMnemonics, extension.parseType.bind(extension)) } : {}),
    ...(extension.parseAttribute !== undefined && attributeMnemonics !== undefined
      ? { parseAttribute: refusingUnknown(data.namespace, "attribute", attributeMnemonics, extension.parseAttribute.bind(extension)) }
      : {}),
    namespace: data.namespace,
    operations: stubOperations(data, parts),
    ...(data.dependentDialects === undefined && extension.dependentDialects === undefined
      ? {}
      : { dependentDialects: [...(data.dependentDialects?.split(" ") ?? []), ...(extension.dependentDialects ?? [])] }),
    allowsUnknownOperations: extension.allowsUnknownOperations ?? data.allowsUnknownOperations,
  };
}
