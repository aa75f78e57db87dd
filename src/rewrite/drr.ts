// What patterns compiled from DRR (`tsmlir-tblgen --gen-ts-rewriters`) use at run time:
// the binding slots of source-pattern native calls, the `$_builder` of snippets, ODS value
// groups of ops seen through the generic Operation API, and op creation as MLIR's ODS
// builders create ops (inherent attributes in the properties, defaults populated).
import { OdsBuilder } from "../asm/op-asm/builder.js";
import {
  DenseArrayAttr,
  DictionaryAttr,
  FusedLoc,
  InferTypeOpInterface,
  IntegerType,
  Type,
  hasType,
  type InferTypeOpMethods,
  type MLIRContext,
  type Attribute,
  type Location,
  type NamedAttribute,
  type Operation,
  type OperationState,
  type Value,
} from "../ir/index.js";
import type { PatternRewriter } from "./rewriter.js";

/**
 * What a native call in a source pattern binds: MLIR passes the variable by reference
 * (`m_Constant(&$0)`), a TypeScript call fills `value` instead.
 */
export class Binding<T> {
  value: T | undefined = undefined;
}

/**
 * `$_builder` in DRR snippets (MLIR's PatternRewriter seen as a Builder): the ODS builder
 * vocabulary for types and attributes, and the rewriter for creating ops.
 */
export class PatternBuilder extends OdsBuilder {
  readonly rewriter: PatternRewriter;
  constructor(rewriter: PatternRewriter) {
    super(rewriter.context);
    this.rewriter = rewriter;
  }
  /**
   * The rewriter's builder, made on first use: a generated pattern asks for it at every
   * match attempt, and most attempts fail (the builder holds nothing but the rewriter).
   */
  static of(rewriter: PatternRewriter): PatternBuilder {
    let builder = rewriter.drrBuilder;
    if (builder === undefined) {
      builder = new PatternBuilder(rewriter);
      rewriter.drrBuilder = builder;
    }
    return builder;
  }
}

/** An op's operand or result groups as ODS sees them: which are variable-length, and whether segment sizes say how long. */
export interface OdsGroups {
  readonly variableLength: readonly boolean[];
  /** The name of the segment sizes attribute (`operandSegmentSizes` / `resultSegmentSizes`), when the op has one. */
  readonly segments?: string;
}

function segmentSizes(op: Operation, name: string): readonly number[] | undefined {
  const attr = op.getAttr(name);
  if (!(attr instanceof DenseArrayAttr)) return undefined;
  return Array.from(attr.values as ArrayLike<number | bigint>, Number);
}

/** The [start, length) of ODS group `index` among `total` values (MLIR's getODSOperandIndexAndLength). */
function groupRange(op: Operation, index: number, total: number, groups: OdsGroups): readonly [number, number] {
  const sizes = groups.segments === undefined ? undefined : segmentSizes(op, groups.segments);
  if (sizes !== undefined) {
    let start = 0;
    for (let i = 0; i < index; i++) start += sizes[i] ?? 0;
    return [start, sizes[index] ?? 0];
  }
  const flags = groups.variableLength;
  let variable = 0;
  for (const v of flags) if (v) variable++;
  const variableSize = variable === 0 ? 0 : Math.floor((total - (flags.length - variable)) / variable);
  let preceding = 0;
  for (let i = 0; i < index; i++) if (flags[i]) preceding++;
  return [index + preceding * variableSize - preceding, flags[index] === true ? variableSize : 1];
}

/** ODS operand group `index` of `op` (MLIR's getODSOperands). */
export function odsOperands(op: Operation, index: number, groups: OdsGroups): Value[] {
  const [start, length] = groupRange(op, index, op.numOperands, groups);
  const out: Value[] = [];
  for (let i = start; i < start + length && i < op.numOperands; i++) out.push(op.getOperand(i));
  return out;
}

/** ODS result group `index` of `op` (MLIR's getODSResults). */
export function odsResults(op: Operation, index: number, groups: OdsGroups): Value[] {
  const [start, length] = groupRange(op, index, op.numResults, groups);
  return op.results.slice(start, start + length);
}

/** The first value of a group that is never empty (a fixed-size group of a valid op). */
export function single(values: readonly Value[]): Value {
  const value = values[0];
  if (value === undefined) throw new RangeError("an ODS value group expected to hold one value is empty");
  return value;
}

/** What createOp builds. */
export interface CreateOpSpec {
  readonly operands: readonly Value[];
  readonly resultTypes: readonly Type[];
  /** Attributes by name, in the op's argument order; undefined ones are left out (MLIR's null attributes). */
  readonly attributes: readonly (readonly [string, Attribute | undefined])[];
  /** The sizes of the operand groups, for ops with AttrSizedOperandSegments. */
  readonly operandSegmentSizes?: readonly number[];
}

/**
 * Creates an op at the rewriter's insertion point as MLIR's ODS builders do: inherent
 * attributes go to the properties, which then get their default-valued attributes (MLIR's
 * populateDefaultProperties); an unregistered op keeps every attribute discardable.
 */
export function createOp(rewriter: PatternRewriter, name: string, location: Location, spec: CreateOpSpec): Operation {
  const context = rewriter.context;
  const opName = context.getOperationName(name);
  const info = opName.info;
  const inherent: NamedAttribute[] = [];
  const discardable: NamedAttribute[] = [];
  const inherentNames = info?.attributeNames;
  for (const [attrName, value] of spec.attributes) {
    if (value === undefined) continue;
    if (info !== undefined && (inherentNames === undefined || inherentNames.includes(attrName))) inherent.push({ name: attrName, value });
    else discardable.push({ name: attrName, value });
  }
  if (spec.operandSegmentSizes !== undefined && !inherent.some((a) => a.name === "operandSegmentSizes")) {
    const sizes = DenseArrayAttr.get(IntegerType.get(context, 32), Int32Array.from(spec.operandSegmentSizes));
    (info === undefined ? discardable : inherent).push({ name: "operandSegmentSizes", value: sizes });
  }
  let properties: Attribute | null = inherent.length === 0 ? null : DictionaryAttr.get(context, inherent);
  if (info?.populateDefaultProperties !== undefined) properties = info.populateDefaultProperties(properties, context);
  const state: OperationState = {
    name: opName,
    location,
    operands: spec.operands,
    resultTypes: spec.resultTypes,
    properties,
    attributes: discardable,
  };
  return rewriter.createFromState(state);
}

/**
 * The location of ops created by a pattern: the locations of the first `count` matched
 * ops fused (MLIR's `rewriter.getFusedLoc({tblgen_ops[0]->getLoc(), ...})`).
 */
export function fusedLocation(context: MLIRContext, ops: readonly Operation[], count: number): Location {
  const locations: Location[] = [];
  for (let i = 0; i < count && i < ops.length; i++) locations.push((ops[i] as Operation).location);
  return FusedLoc.get(context, locations);
}

/** The location of a value's defining op, or of its block argument's owner, else `fallback`. */
export function locationOf(value: Value, fallback: Location): Location {
  return value.definingOp?.location ?? fallback;
}

/**
 * An op's attribute, or its ODS default when it is absent (what DRR's generated matchers
 * do for default-valued attributes), computed by the registration's populateDefaultProperties.
 */
export function attributeOrDefault(op: Operation, name: string): Attribute | undefined {
  const present = op.getAttr(name);
  if (present !== undefined) return present;
  const populate = op.name.info?.populateDefaultProperties;
  if (populate === undefined) return undefined;
  const filled = populate(null, op.context);
  return filled instanceof DictionaryAttr ? filled.get(name) : undefined;
}

/** The types of values. */
export function typesOf(values: readonly Value[]): Type[] {
  return values.map((v) => v.type);
}

/** A type given directly, or the type of a value (what `returnType` accepts from native calls and symbols). */
export function typeOrTypeOf(x: Type | Value): Type {
  return x instanceof Type ? x : x.type;
}

/** The type of a typed attribute (`AllTypesMatch` with an attribute). */
export function attributeType(attr: Attribute | undefined): Type {
  if (attr === undefined || !hasType(attr)) throw new TypeError("a result type is taken from an attribute without a type");
  return attr.type;
}

/** Whether two value lists hold the same values in the same order. */
export function sameValues(a: readonly Value[], b: readonly Value[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/**
 * Result types of an op created without explicit types whose ODS definition does not say
 * how to infer them: the registration's InferTypeOpInterface, as MLIR's builders ask it.
 */
export function inferResultTypes(
  rewriter: PatternRewriter,
  name: string,
  location: Location,
  operands: readonly Value[],
  attributes: readonly (readonly [string, Attribute | undefined])[],
): Type[] {
  const context = rewriter.context;
  const opName = context.getOperationName(name);
  const infer = opName.getInterfaceImpl(InferTypeOpInterface) as InferTypeOpMethods | undefined;
  const present = attributes.filter((a): a is readonly [string, Attribute] => a[1] !== undefined).map(([n, value]) => ({ name: n, value }));
  const properties = present.length === 0 ? null : DictionaryAttr.get(context, present);
  const types = infer?.inferReturnTypes(context, location, operands, DictionaryAttr.get(context, []), properties, []);
  if (types === undefined) throw new Error(`cannot infer the result types of '${name}' created by a pattern: give them with a returnType directive`);
  return types;
}

/** A native call's result given to a variadic operand group: a list of values, or one value. */
export function valueList(x: Value | readonly Value[]): readonly Value[] {
  return Array.isArray(x) ? (x as readonly Value[]) : [x as Value];
}
