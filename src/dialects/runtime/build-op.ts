// The default builder of ODS ops (MLIR's generated `build` taking every operand,
// attribute and, unless ODS infers them, result type), read from the descriptor: the
// generated op class types the argument object, this fills the operation from it.
import {
  DictionaryAttr,
  InferTypeOpInterface,
  type InferTypeOpMethods,
  type Region,
  type Attribute,
  type Block,
  type Location,
  type MLIRContext,
  type NamedAttribute,
  type OpBuilder,
  type Operation,
  type Type,
  type Value,
} from "../../ir/index.js";
import { OPERAND_SEGMENTS, RESULT_SEGMENTS, inherentAttributeNames, type OpDescriptor, type ValueGroup } from "./descriptor.js";
import { groupRange } from "./groups.js";
import { populateDefaults, segmentSizesAttr, type DefaultAttribute } from "./build.js";
import { OdsBuilder } from "../../asm/op-asm/builder.js";

/** The argument object of a generated `build`: group keys to values, attribute keys to attributes. */
type BuildArgs = object;

function field(args: BuildArgs, key: string): unknown {
  return (args as { readonly [key: string]: unknown })[key];
}

/** The values of each group given in `args` (variadic: the array, optional: zero or one, single: one). */
function groupValues<T>(groups: readonly ValueGroup[], args: BuildArgs, keyOf: (group: ValueGroup) => string): T[][] {
  return groups.map((group) => {
    const value = field(args, keyOf(group));
    if (group.arity === "variadic") return [...((value ?? []) as readonly T[])];
    if (value === undefined) {
      if (group.arity === "single") throw new TypeError(`missing build argument '${keyOf(group)}'`);
      return [];
    }
    return [value as T];
  });
}

/** The defaults of an op's default-valued attributes, for populateDefaults. */
export function defaultAttributes(descriptor: OpDescriptor): readonly DefaultAttribute[] {
  const out: DefaultAttribute[] = [];
  for (const attr of descriptor.attributes) if (attr.presence === "defaulted" && attr.defaultValue !== undefined) out.push([attr.name, attr.defaultValue]);
  return out;
}

/** The native properties at their initial values: MLIR's properties always hold them. */
function nativeInitialValues(descriptor: OpDescriptor): readonly DefaultAttribute[] {
  return descriptor.properties.map((p): DefaultAttribute => [p.name, (b) => p.initialAttribute(b.context)]);
}

/** The segment-size properties at their initial value (every group empty): MLIR's properties always hold them. */
function emptySegmentSizes(descriptor: OpDescriptor): readonly DefaultAttribute[] {
  const out: DefaultAttribute[] = [];
  if (descriptor.operandSegments) out.push([OPERAND_SEGMENTS, (b) => b.getDenseI32ArrayAttr(new Array<number>(descriptor.operands.length).fill(0))]);
  if (descriptor.resultSegments) out.push([RESULT_SEGMENTS, (b) => b.getDenseI32ArrayAttr(new Array<number>(descriptor.results.length).fill(0))]);
  return out;
}

/**
 * The default of `op`'s attribute `name` (its ODS default value through the attribute's
 * constant builder), which the op's getter returns where the attribute is absent.
 */
export function defaultAttribute(op: Operation, descriptor: OpDescriptor, name: string): Attribute | undefined {
  const make = descriptor.attributes.find((a) => a.name === name)?.defaultValue;
  if (make === undefined) throw new TypeError(`'${descriptor.name}' has no default for attribute '${name}'`);
  return make(new OdsBuilder(op.context));
}

/** MLIR's populateDefaultProperties for ops described by `descriptor` (undefined when it has no defaults). */
export function defaultsPopulator(descriptor: OpDescriptor): ((properties: Attribute | null, context: MLIRContext) => Attribute | null) | undefined {
  const defaults = [...defaultAttributes(descriptor), ...emptySegmentSizes(descriptor), ...nativeInitialValues(descriptor)];
  if (defaults.length === 0) return undefined;
  return (properties, context) => populateDefaults(properties, context, defaults);
}

/** Creates the op at the builder's insertion point from a generated builder's arguments. */
export function buildOp(builder: OpBuilder, location: Location, descriptor: OpDescriptor, args: BuildArgs): Operation {
  const context = builder.context;
  const operandGroups = groupValues<Value>(descriptor.operands, args, (g) => g.key);
  const operands = operandGroups.flat();
  const inherent: NamedAttribute[] = [];
  for (const attr of descriptor.attributes) {
    const value = field(args, attr.key);
    if (value !== undefined) inherent.push({ name: attr.name, value: value as Attribute });
  }
  if (descriptor.operandSegments) inherent.push({ name: OPERAND_SEGMENTS, value: segmentSizesAttr(context, operandGroups.map((g) => g.length)) });
  for (const property of descriptor.properties) {
    const value = field(args, property.key);
    inherent.push({ name: property.name, value: value === undefined ? property.initialAttribute(context) : property.buildAttribute(context, value) });
  }
  let resultTypes: Type[];
  if (descriptor.inferResultTypes !== undefined) {
    const lookup = (name: string): Attribute | undefined => inherent.find((a) => a.name === name)?.value;
    resultTypes = descriptor.inferResultTypes(context, (index) => operandGroups[index] ?? [], lookup);
  } else {
    const resultGroups = groupValues<Type>(descriptor.results, args, (g) => g.key);
    resultTypes = resultGroups.flat();
    if (descriptor.resultSegments) inherent.push({ name: RESULT_SEGMENTS, value: segmentSizesAttr(context, resultGroups.map((g) => g.length)) });
  }
  let properties: Attribute | null = inherent.length === 0 ? null : DictionaryAttr.get(context, inherent);
  const defaults = defaultAttributes(descriptor);
  if (defaults.length > 0) properties = populateDefaults(properties, context, defaults);
  const successors: Block[] = [];
  for (const successor of descriptor.successors) {
    const value = field(args, successor.key);
    if (successor.variadic) successors.push(...((value ?? []) as readonly Block[]));
    else if (value !== undefined) successors.push(value as Block);
  }
  let regions = 0;
  for (const region of descriptor.regions) regions += region.variadic ? Number(field(args, `${region.name === "" ? "regions" : region.name}Count`) ?? 0) : 1;
  const attributes = field(args, "attributes") as readonly NamedAttribute[] | undefined;
  return builder.create(descriptor.name, location, {
    operands,
    resultTypes,
    properties,
    ...(attributes === undefined ? {} : { attributes }),
    ...(successors.length > 0 ? { successors } : {}),
    ...(regions > 0 ? { regions } : {}),
  });
}

/**
 * The result types ODS infers, over a plain operand list and an attribute dictionary or
 * properties (MLIR's InferTypeOpInterface::inferReturnTypes of such ops).
 */
export function inferReturnTypes(
  descriptor: OpDescriptor,
  context: MLIRContext,
  operands: readonly Value[],
  attributes: DictionaryAttr | undefined,
  properties: Attribute | null,
): Type[] {
  const infer = descriptor.inferResultTypes;
  if (infer === undefined) throw new TypeError(`'${descriptor.name}' has no result types ODS can infer`);
  const lookup = (name: string): Attribute | undefined => (properties instanceof DictionaryAttr ? properties.get(name) : undefined) ?? attributes?.get(name);
  const sizesAttr = descriptor.operandSegments ? lookup(OPERAND_SEGMENTS) : undefined;
  const sizes = sizesAttr !== undefined && "values" in sizesAttr ? (sizesAttr.values as ArrayLike<number>) : undefined;
  const group = (index: number): Value[] => {
    const [start, length] = groupRange(descriptor.operands, index, operands.length, sizes);
    return operands.slice(start, start + length);
  };
  return infer(context, group, lookup);
}

/**
 * The result types the registered op `name` infers (its InferTypeOpInterface), for parsers
 * of formats that leave them out; none when it infers none.
 */
export function inferReturnTypesOf(
  context: MLIRContext,
  name: string,
  location: Location,
  operands: readonly Value[],
  attributes: DictionaryAttr,
  properties: Attribute | null,
  regions: readonly Region[],
): Type[] {
  const impl = context.getOperationName(name).getInterfaceImpl(InferTypeOpInterface) as InferTypeOpMethods | undefined;
  return impl?.inferReturnTypes(context, location, operands, attributes, properties, regions) ?? [];
}

/** The inherent attribute names of an op (its registration's attributeNames). */
export { inherentAttributeNames };
