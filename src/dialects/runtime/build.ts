// What generated builders use: properties from arguments, default-valued attributes,
// inferred types (`$_builder` type constructors), and the `$_state` of the defs' builders.
import {
  Attribute,
  DenseArrayAttr,
  DictionaryAttr,
  IntegerType,
  Type,
  IndexType,
  FloatType,
  NoneType,
  hasType,
  type FloatKind,
  type MLIRContext,
  type Signedness,
  type Location,
  type OpBuilder,
  type Block,
  type Operation,
  type Region,
  type Value,
  Region as RegionClass,
} from "../../ir/index.js";
import { OdsBuilder } from "../../asm/op-asm/builder.js";
import type { CustomAssemblyHooks } from "../../asm/op-asm/hooks.js";

/** Properties of a newly built op: the present inherent attributes, sorted by the dictionary. */
export function buildProperties(op: { context: import("../../ir/index.js").MLIRContext }, entries: readonly (readonly [string, Attribute | undefined])[]): DictionaryAttr | null {
  const present: { name: string; value: Attribute }[] = [];
  for (const [name, value] of entries) if (value !== undefined) present.push({ name, value });
  return present.length === 0 ? null : DictionaryAttr.get(op.context, present);
}

/** The only type shared by all operands' types (SameOperandsAndResultType inference). */
export function firstOperandType(values: readonly Value[]): Type {
  const v = values[0];
  if (v === undefined) throw new RangeError("type inference needs at least one operand");
  return v.type;
}

/** `array<i32: ...>` for operandSegmentSizes / resultSegmentSizes. */
export function segmentSizesAttr(context: MLIRContext, sizes: readonly number[]): DenseArrayAttr {
  return DenseArrayAttr.get(IntegerType.get(context, 32), Int32Array.from(sizes));
}

/** Segment sizes from a properties dictionary (adaptors). */
export function segmentSizesOf(properties: DictionaryAttr | undefined, name: string): readonly number[] | undefined {
  const attr = properties?.get(name);
  return attr instanceof DenseArrayAttr ? Array.from(attr.values as ArrayLike<number>, Number) : undefined;
}

/** What `$_builder` means in type `builderCall`s: builtin type constructors. */
export interface TypeBuilder {
  readonly context: MLIRContext;
  getIntegerType(width: number, signedness?: Signedness): IntegerType;
  getI1Type(): IntegerType;
  getIndexType(): IndexType;
  getFloatType(kind: FloatKind): FloatType;
  getNoneType(): NoneType;
}

export function typeBuilder(context: MLIRContext): TypeBuilder {
  return {
    context,
    getIntegerType: (width, signedness = "signless") => IntegerType.get(context, width, signedness),
    getI1Type: () => IntegerType.get(context, 1),
    getIndexType: () => IndexType.get(context),
    getFloatType: (kind) => FloatType.get(context, kind),
    getNoneType: () => NoneType.get(context),
  };
}

/** The type of a typed attribute; inference from an untyped one is a programming error. */
export function attributeType(attr: Attribute | undefined): Type {
  if (attr === undefined || !hasType(attr)) throw new TypeError("cannot infer a result type from an attribute without a type");
  return attr.type;
}

/** An inherent attribute from an op's properties dictionary or, failing that, its attribute dictionary. */
export function inherentAttribute(name: string, attributes: DictionaryAttr, properties: Attribute | null): Attribute | undefined {
  if (properties instanceof DictionaryAttr) {
    const found = properties.get(name);
    if (found !== undefined) return found;
  }
  return attributes.get(name);
}

export function operandTypeAt(operands: readonly Value[], index: number): Type {
  const value = operands[index];
  if (value === undefined) throw new RangeError(`cannot infer a result type: operand #${index} is missing`);
  return value.type;
}

/** A default-valued attribute: its name and how to build its default. */
export type DefaultAttribute = readonly [string, (builder: OdsBuilder) => Attribute | undefined];

/** `properties` (a dictionary or null) with every missing default added. */
export function populateDefaults(properties: Attribute | null, context: MLIRContext, defaults: readonly DefaultAttribute[]): Attribute | null {
  if (properties !== null && !(properties instanceof DictionaryAttr)) return properties;
  let dict = properties;
  let builder: OdsBuilder | undefined;
  for (const [name, make] of defaults) {
    if (dict?.get(name) !== undefined) continue;
    builder ??= new OdsBuilder(context);
    const value = make(builder);
    // A default its constant builder leaves absent (UnitAttr's `false`) stays absent.
    if (value === undefined) continue;
    dict = dict === null ? DictionaryAttr.get(context, [{ name, value }]) : dict.with(name, value);
  }
  return dict;
}

/**
 * What `$_state` is in the defs' builder bodies: operands, result types, attributes,
 * successors, regions and a properties record (`$_state.properties.name = value`; number
 * arrays such as operandSegmentSizes become `array<i32: ...>`).
 */
export class BuilderState {
  readonly location: Location;
  readonly operands: Value[] = [];
  readonly types: Type[] = [];
  readonly attributes: { name: string; value: Attribute }[] = [];
  readonly successors: Block[] = [];
  readonly regions: Region[] = [];
  readonly properties: { [name: string]: unknown } = {};
  constructor(location: Location) {
    this.location = location;
  }
  addOperands(values: readonly Value[]): void {
    this.operands.push(...values);
  }
  addTypes(types: readonly Type[]): void {
    this.types.push(...types);
  }
  addAttribute(name: string, value: Attribute): void {
    this.attributes.push({ name, value });
  }
  addSuccessors(blocks: readonly Block[]): void {
    this.successors.push(...blocks);
  }
  addRegion(): Region {
    const region = new RegionClass();
    this.regions.push(region);
    return region;
  }

  /** Creates the op at the builder's insertion point; inherent attributes go to the properties. */
  create(
    builder: OpBuilder,
    name: string,
    inherentNames: readonly string[],
    populateDefaults?: (properties: Attribute | null, context: MLIRContext) => Attribute | null,
  ): Operation {
    const context = builder.context;
    const inherent: { name: string; value: Attribute }[] = [];
    const discardable: { name: string; value: Attribute }[] = [];
    for (const a of this.attributes) (inherentNames.includes(a.name) ? inherent : discardable).push(a);
    for (const [key, value] of Object.entries(this.properties)) {
      if (value instanceof Attribute) inherent.push({ name: key, value });
      else if (Array.isArray(value) && value.every((v) => typeof v === "number")) inherent.push({ name: key, value: segmentSizesAttr(context, value as number[]) });
    }
    let properties: Attribute | null = inherent.length === 0 ? null : DictionaryAttr.get(context, inherent);
    if (populateDefaults !== undefined) properties = populateDefaults(properties, context);
    return builder.createFromState({
      name: context.getOperationName(name),
      location: this.location,
      operands: this.operands,
      resultTypes: this.types,
      properties,
      attributes: discardable,
      successors: this.successors,
      regions: this.regions,
    });
  }
}

/** The `assembly` member of a registration, left out when the op has no custom syntax. */
export function withAssembly(hooks: CustomAssemblyHooks | undefined): { readonly assembly?: CustomAssemblyHooks } {
  return hooks === undefined ? {} : { assembly: hooks };
}
