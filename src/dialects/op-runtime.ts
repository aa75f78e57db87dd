// Run-time support for ODS-generated op classes: the op wrapper base class, typed
// values, operand/result segment lookup and the verification rules every generated
// verifier shares, with MLIR's diagnostic wording.
import {
  ArrayAttr,
  TypeAttr,
  Attribute,
  DenseArrayAttr,
  DictionaryAttr,
  IntegerType,
  IRDiagnosticError,
  ShapedType,
  Type,
  TensorType,
  VectorType,
  FunctionType,
  MemRefType,
  RankedTensorType,
  UnrankedTensorType,
  ComplexType,
  TupleType,
  IndexType,
  FloatType,
  NoneType,
  hasType,
  type FloatKind,
  type MLIRContext,
  type Signedness,
  Region as RegionClass,
  type Location,
  type OpBuilder,
  type Block,
  type OpResult,
  type Operation,
  type Region,
  type Value,
} from "../ir/index.js";
import { printerForDiagnostics } from "../asm/attr-type/diagnostic-text.js";
import { OdsBuilder } from "../asm/op-asm/builder.js";

declare const typeKindBrand: unique symbol;

/**
 * A compile-time tag per builtin type class. TypeScript compares classes structurally, so
 * e.g. a FloatType would pass for an IndexType; the tag keeps the classes that differ in
 * shape apart (index, none and other parameterless types stay interchangeable).
 */
export type TypeKind<T> = T extends FloatType
  ? "float"
  : T extends IntegerType
    ? "integer"
    : T extends FunctionType
      ? "function"
      : T extends VectorType
        ? "vector"
        : T extends MemRefType
          ? "memref"
          : T extends RankedTensorType
            ? "ranked-tensor"
            : T extends UnrankedTensorType
              ? "unranked-tensor"
              : T extends ComplexType
                ? "complex"
                : T extends TupleType
                  ? "tuple"
                  : "other";

/** A value whose type is statically known to be a `T` (MLIR's TypedValue). */
export type TypedValue<T extends Type> = Value & { readonly type: T; readonly [typeKindBrand]?: TypeKind<T> };

/** An op result whose type is statically known to be a `T`. */
export type TypedResult<T extends Type> = OpResult & TypedValue<T>;

/** Narrows a value to a typed value, checking its type at run time. */
export function typed<T extends Type>(value: Value, cls: { readonly prototype: T; readonly name: string }): TypedValue<T> {
  if (!(value.type instanceof (cls as unknown as abstract new () => T))) throw new TypeError(`value of type ${printType(value.type)} is not a ${cls.name}`);
  return value as TypedValue<T>;
}

/** Base of every generated op class: a thin view over an `Operation`. */
export abstract class OpView {
  readonly operation: Operation;
  constructor(operation: Operation) {
    this.operation = operation;
  }
  getOperation(): Operation {
    return this.operation;
  }
  get context() {
    return this.operation.context;
  }
  get location() {
    return this.operation.location;
  }
}

/** Quoted type text as MLIR puts it in diagnostics (`'f32'`). */
export function printType(type: Type): string {
  return printerForDiagnostics().printType(type);
}

export function printAttribute(attr: Attribute): string {
  return printerForDiagnostics().printAttribute(attr);
}

// ---- segments ----

/** Segment sizes stored in the op's properties under `name` (operandSegmentSizes / resultSegmentSizes). */
export function segmentSizes(op: Operation, name: string): readonly number[] | undefined {
  const attr = op.getInherentAttr(name);
  if (!(attr instanceof DenseArrayAttr)) return undefined;
  return Array.from(attr.values as ArrayLike<number>, Number);
}

/**
 * The [start, length) of group `index` among `total` values, as ODS's getODSOperandIndexAndLength:
 * with segment sizes, their prefix sums; otherwise every variadic group shares what the
 * fixed groups leave (`variadic[i]` tells which groups vary).
 */
export function groupRange(index: number, total: number, variadic: readonly boolean[], sizes: readonly number[] | undefined): [number, number] {
  if (sizes !== undefined) {
    let start = 0;
    for (let i = 0; i < index; i++) start += sizes[i] ?? 0;
    return [start, sizes[index] ?? 0];
  }
  let numVariadic = 0;
  for (const v of variadic) if (v) numVariadic++;
  const fixed = variadic.length - numVariadic;
  const variadicSize = numVariadic === 0 ? 0 : Math.floor((total - fixed) / numVariadic);
  let precedingVariadic = 0;
  for (let i = 0; i < index; i++) if (variadic[i]) precedingVariadic++;
  const start = index + precedingVariadic * variadicSize - precedingVariadic;
  return [start, variadic[index] ? variadicSize : 1];
}

export function operandGroup(op: Operation, index: number, variadic: readonly boolean[], segmented: boolean): Value[] {
  const [start, length] = groupRange(index, op.operands.length, variadic, segmented ? segmentSizes(op, "operandSegmentSizes") : undefined);
  const out: Value[] = [];
  for (let i = start; i < start + length && i < op.operands.length; i++) out.push(op.getOperand(i));
  return out;
}

export function resultGroup(op: Operation, index: number, variadic: readonly boolean[], segmented: boolean): OpResult[] {
  const [start, length] = groupRange(index, op.results.length, variadic, segmented ? segmentSizes(op, "resultSegmentSizes") : undefined);
  return op.results.slice(start, start + length);
}

// ---- verification ----

export function opError(op: Operation, message: string): IRDiagnosticError {
  return op.emitOpError(message);
}

/** Count traits (ZeroRegions, NOperands<N>, AtLeastNResults<N>, ...), in MLIR's words. */
export function verifyRegionCount(op: Operation, fixed: number, variadic: boolean): void {
  const n = op.regions.length;
  if (variadic) {
    if (n < fixed) throw op.emitOpError(`expected at least ${fixed} regions`);
  } else if (fixed === 0) {
    if (n !== 0) throw op.emitOpError("requires zero regions");
  } else if (fixed === 1) {
    if (n !== 1) throw op.emitOpError("requires one region");
  } else if (n !== fixed) throw op.emitOpError(`expected ${fixed} regions`);
}

export function verifyResultCount(op: Operation, fixed: number, variadic: boolean): void {
  const n = op.results.length;
  if (variadic) {
    if (fixed > 0 && n < fixed) throw op.emitOpError(`expected ${fixed} or more results, but found ${n}`);
  } else if (fixed === 0) {
    if (n !== 0) throw op.emitOpError("requires zero results");
  } else if (fixed === 1) {
    if (n !== 1) throw op.emitOpError("requires one result");
  } else if (n !== fixed) throw op.emitOpError(`expected ${fixed} results, but found ${n}`);
}

export function verifySuccessorCount(op: Operation, fixed: number, variadic: boolean): void {
  const n = op.successors.length;
  if (variadic) {
    if (fixed > 0 && n < fixed) throw op.emitOpError(`requires at least ${fixed} successors but found ${n}`);
  } else if (fixed === 0) {
    if (n !== 0) throw op.emitOpError(`requires 0 successors but found ${n}`);
  } else if (fixed === 1) {
    if (n !== 1) throw op.emitOpError(`requires 1 successor but found ${n}`);
  } else if (n !== fixed) throw op.emitOpError(`requires ${fixed} successors but found ${n}`);
}

export function verifyOperandCount(op: Operation, fixed: number, variadic: boolean): void {
  const n = op.operands.length;
  if (variadic) {
    if (fixed > 0 && n < fixed) throw op.emitOpError(`expected ${fixed} or more operands, but found ${n}`);
  } else if (fixed === 0) {
    if (n !== 0) throw op.emitOpError("requires zero operands");
  } else if (fixed === 1) {
    if (n !== 1) throw op.emitOpError("requires a single operand");
  } else if (n !== fixed) throw op.emitOpError(`expected ${fixed} operands, but found ${n}`);
}

/** ODS's segment-size check on the `operandSegmentSizes` / `resultSegmentSizes` property. */
export function verifySegmentSizes(op: Operation, attrName: string, valueKind: "operand" | "result", groups: number, total: number): void {
  const attr = op.getInherentAttr(attrName);
  if (attr === undefined) throw op.emitOpError(`requires attribute '${attrName}'`);
  if (!(attr instanceof DenseArrayAttr) || !(attr.elementType instanceof IntegerType) || attr.elementType.width !== 32)
    throw op.emitOpError(`attribute '${attrName}' failed to satisfy constraint: i32 dense array attribute`);
  const sizes = Array.from(attr.values as ArrayLike<number>, Number);
  if (sizes.length !== groups)
    throw op.emitOpError(`'${attrName}' attribute for specifying ${valueKind} segments must have ${groups} elements, but got ${sizes.length}`);
  if (sizes.some((s) => s < 0)) throw op.emitOpError(`'${attrName}' attribute cannot have negative elements`);
  const sum = sizes.reduce((a, b) => a + b, 0);
  if (sum !== total)
    throw op.emitOpError(`${valueKind} count (${total}) does not match with the total size (${sum}) specified in attribute '${attrName}'`);
}

export function valueConstraintError(op: Operation, kind: "operand" | "result", index: number, value: Value, summary: string): IRDiagnosticError {
  return op.emitOpError(`${kind} #${index} must be ${summary}, but got '${printType(value.type)}'`);
}

export function verifyValueConstraint(op: Operation, kind: "operand" | "result", index: number, value: Value, ok: boolean, summary: string): void {
  if (!ok) throw op.emitOpError(`${kind} #${index} must be ${summary}, but got '${printType(value.type)}'`);
}

/** Optional groups hold 0 or 1 values. */
export function verifyOptionalGroup(op: Operation, kind: "operand" | "result", start: number, size: number): void {
  if (size > 1) throw op.emitOpError(`${kind} group starting at #${start} requires 0 or 1 element, but found ${size}`);
}

export function verifyAttributeConstraint(op: Operation, name: string, ok: boolean, summary: string): void {
  if (!ok) throw op.emitOpError(`attribute '${name}' failed to satisfy constraint: ${summary}`);
}

export function requireAttribute(op: Operation, name: string): Attribute {
  const attr = op.getInherentAttr(name);
  if (attr === undefined) throw op.emitOpError(`requires attribute '${name}'`);
  return attr;
}

export function verifyRegionConstraint(op: Operation, index: number, name: string, ok: boolean, summary: string): void {
  if (!ok) throw op.emitOpError(`region #${index}${name === "" ? " " : ` ('${name}') `}failed to verify constraint: ${summary}`);
}

export function verifySuccessorConstraint(op: Operation, index: number, name: string, ok: boolean, summary: string): void {
  if (!ok) throw op.emitOpError(`successor #${index} ('${name}') failed to verify constraint: ${summary}`);
}

export function verifyPredTrait(op: Operation, ok: boolean, summary: string): void {
  if (!ok) throw op.emitOpError(`failed to verify that ${summary}`);
}

// ---- native traits ----

function allTypes(op: Operation, withResults: boolean): Type[] {
  const types = op.getOperands().map((v) => v.type);
  if (withResults) for (const r of op.results) types.push(r.type);
  return types;
}

export function verifySameTypeOperands(op: Operation): void {
  const types = allTypes(op, false);
  if (types.some((t) => t !== types[0])) throw op.emitOpError("requires all operands to have the same type");
}

export function verifySameOperandsAndResultType(op: Operation): void {
  const operands = op.operands;
  const results = op.results;
  if (operands.length === 0 || results.length === 0) throw op.emitOpError("expected 1 or more operands");
  const type = (results[0] as OpResult).type;
  const elementType = shapedElementOrSelf(type);
  for (let i = 1; i < results.length; i++) {
    const t = (results[i] as OpResult).type;
    if (t !== type && (shapedElementOrSelf(t) !== elementType || !compatibleShape(t, type)))
      throw op.emitOpError("requires the same type for all operands and results");
  }
  for (let i = 0; i < operands.length; i++) {
    const t = (operands[i] as { value: Value }).value.type;
    if (t !== type && (shapedElementOrSelf(t) !== elementType || !compatibleShape(t, type)))
      throw op.emitOpError("requires the same type for all operands and results");
  }
}

function shapedElementOrSelf(t: Type): Type {
  return t instanceof ShapedType ? t.elementType : t;
}

/** MLIR's verifyCompatibleShape: same rank (or unranked) and equal or dynamic dims, same kind of container. */
function compatibleShape(a: Type, b: Type): boolean {
  const aShaped = a instanceof ShapedType;
  const bShaped = b instanceof ShapedType;
  if (!aShaped || !bShaped) return aShaped === bShaped;
  if ((a instanceof VectorType) !== (b instanceof VectorType)) return false;
  if ((a instanceof TensorType) !== (b instanceof TensorType)) return false;
  if (!a.hasRank() || !b.hasRank()) return true;
  if (a.shape.length !== b.shape.length) return false;
  for (let i = 0; i < a.shape.length; i++) {
    const x = a.shape[i] as number;
    const y = b.shape[i] as number;
    if (x !== y && x !== Number.MIN_SAFE_INTEGER && x !== -(2 ** 63) && y !== -(2 ** 63)) return false;
  }
  return true;
}

export function verifySameOperandsAndResultShape(op: Operation): void {
  if (op.operands.length === 0) throw op.emitOpError("expected 1 or more operands");
  const types = allTypes(op, true);
  const first = types[0] as Type;
  for (const t of types) if (!compatibleShape(t, first)) throw op.emitOpError("requires the same shape for all operands and results");
}

export function verifySameOperandsShape(op: Operation): void {
  if (op.operands.length === 0) throw op.emitOpError("expected 1 or more operands");
  const types = allTypes(op, false);
  const first = types[0] as Type;
  for (const t of types) if (!compatibleShape(t, first)) throw op.emitOpError("requires the same shape for all operands");
}

export function verifySameOperandsElementType(op: Operation): void {
  if (op.operands.length === 0) throw op.emitOpError("expected 1 or more operands");
  const types = allTypes(op, false).map(shapedElementOrSelf);
  if (types.some((t) => t !== types[0])) throw op.emitOpError("requires the same element type for all operands");
}

export function verifySameOperandsAndResultElementType(op: Operation): void {
  if (op.operands.length === 0 || op.results.length === 0) throw op.emitOpError("expected 1 or more operands");
  const types = allTypes(op, true).map(shapedElementOrSelf);
  if (types.some((t) => t !== types[0])) throw op.emitOpError("requires the same element type for all operands and results");
}

function isMapped(t: Type): boolean {
  return t instanceof VectorType || t instanceof TensorType;
}

/** MLIR's Elementwise trait: non-scalar operands imply non-scalar results of one shape. */
export function verifyElementwise(op: Operation): void {
  const results = op.results;
  const operands = op.operands;
  let mappedResult: Type | undefined;
  let allResultsMapped = true;
  for (let i = 0; i < results.length; i++) {
    const t = (results[i] as OpResult).type;
    if (isMapped(t)) mappedResult ??= t;
    else allResultsMapped = false;
  }
  let anyOperandMapped = false;
  let allOperandsMapped = true;
  for (let i = 0; i < operands.length; i++) {
    if (isMapped((operands[i] as { value: Value }).value.type)) anyOperandMapped = true;
    else allOperandsMapped = false;
  }
  if (mappedResult === undefined) {
    if (anyOperandMapped) throw op.emitOpError("if an operand is non-scalar, then there must be at least one non-scalar result");
    return;
  }
  if (results.length !== 1 && !allResultsMapped) throw op.emitOpError("if a result is non-scalar, then all results must be non-scalar");
  for (let i = 0; i < operands.length; i++) {
    const t = (operands[i] as { value: Value }).value.type;
    if (isMapped(t) && !compatibleShape(t, mappedResult)) throw op.emitOpError("all non-scalar operands/results must have the same shape and base type");
  }
  if (anyOperandMapped && !allOperandsMapped) throw op.emitOpError("if an operand is non-scalar, then all operands must be non-scalar");
  if (!anyOperandMapped && operands.length > 0) throw op.emitOpError("if a result is non-scalar, then at least one operand must be non-scalar");
}

/** HasParent<...>: the op must be nested directly in one of `parents`. */
export function verifyHasParent(op: Operation, parents: readonly string[]): void {
  const parent = op.parentOp;
  if (parent !== null && parents.includes(parent.name.name)) return;
  if (parents.length === 1) throw op.emitOpError(`expects parent op '${parents[0] as string}'`);
  throw op.emitOpError(`expects parent op to be one of '${parents.join(", ")}'`);
}

export function verifyIsTerminatorInBlock(op: Operation): void {
  const block: Block | null = op.parent;
  if (block === null || block.lastOp !== op) throw op.emitOpError("must be the last operation in the parent block");
}

/** The region's single block (SingleBlock ops); throws when absent. */
export function singleBlock(region: Region): Block {
  const block = region.firstBlock;
  if (block === null) throw new RangeError("region has no block");
  return block;
}

/** Properties of a newly built op: the present inherent attributes, sorted by the dictionary. */
export function buildProperties(op: { context: import("../ir/index.js").MLIRContext }, entries: readonly (readonly [string, Attribute | undefined])[]): DictionaryAttr | null {
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
  getIntegerType(width: number, signedness?: Signedness): IntegerType;
  getI1Type(): IntegerType;
  getIndexType(): IndexType;
  getFloatType(kind: FloatKind): FloatType;
  getNoneType(): NoneType;
}

export function typeBuilder(context: MLIRContext): TypeBuilder {
  return {
    getIntegerType: (width, signedness = "signless") => IntegerType.get(context, width, signedness),
    getI1Type: () => IntegerType.get(context, 1),
    getIndexType: () => IndexType.get(context),
    getFloatType: (kind) => FloatType.get(context, kind),
    getNoneType: () => NoneType.get(context),
  };
}

/** An attribute seen by op predicates as `$name` (`$value.type` is its type when it has one). */
export function typedAttrView(attr: Attribute | undefined): { readonly attr: Attribute | undefined; readonly type: Type | undefined } {
  return { attr, type: attr !== undefined && hasType(attr) ? attr.type : undefined };
}

/** CastOpInterface's verifier: MLIR's "operand type ... and result type ... are cast incompatible". */
export function verifyCastOpInterface(op: Operation, compatible: (inputs: readonly Type[], outputs: readonly Type[]) => boolean): void {
  if (op.results.length === 0) throw op.emitOpError("expected at least one result for cast operation");
  const inputs = op.getOperands().map((v) => v.type);
  const outputs = op.results.map((r) => r.type);
  if (compatible(inputs, outputs)) return;
  const list = (types: readonly Type[]): string =>
    types.length === 0 ? "s []" : types.length === 1 ? ` '${printType(types[0] as Type)}'` : `s ${types.map((t) => `'${printType(t)}'`).join(", ")}`;
  throw op.emitOpError(`operand type${list(inputs)} and result type${list(outputs)} are cast incompatible`);
}

/**
 * MLIR's property conversion of a registered op's inherent attributes: each must be an
 * instance of its storage type and segment sizes must have one entry per group. MLIR
 * reports this while parsing `<{...}>`, at the op, as "invalid properties ...".
 */
export type PropertyChecks = readonly [
  checks: readonly (readonly [string, (attr: Attribute) => boolean])[],
  segments: readonly (readonly [string, number])[],
];

export function verifyPropertyStorage(op: Operation, [checks, segments]: PropertyChecks): void {
  const props = op.properties;
  if (props === null) return;
  const fail = (detail: string): IRDiagnosticError =>
    op.emitError(`invalid properties ${printAttribute(props)} for op ${op.name.name}: ${detail}`);
  for (const [name, check] of checks) {
    const attr = op.getInherentAttr(name);
    if (attr !== undefined && !check(attr)) throw fail(`Invalid attribute \`${name}\` in property conversion: ${printAttribute(attr)}`);
  }
  for (const [name, groups] of segments) {
    const attr = op.getInherentAttr(name);
    if (attr === undefined) continue;
    if (!(attr instanceof DenseArrayAttr) || !(attr.elementType instanceof IntegerType) || attr.elementType.width !== 32)
      throw fail(`expected DenseI32ArrayAttr for key \`${name}\``);
    if (attr.size() !== groups) throw fail(`size mismatch in attribute conversion: ${attr.size()} vs ${groups}`);
  }
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

/** BranchOpInterface: the operands forwarded to each successor match its block arguments. */
export function verifyBranchSuccessorOperands(op: Operation, successorOperands: (op: Operation, successor: number) => readonly Value[]): void {
  for (let succ = 0; succ < op.successors.length; succ++) {
    const operands = successorOperands(op, succ);
    const dest = op.getSuccessor(succ);
    if (operands.length !== dest.arguments.length)
      throw op.emitError(`branch has ${operands.length} operands for successor #${succ}, but target block has ${dest.arguments.length}`);
    for (let i = 0; i < operands.length; i++) {
      if ((operands[i] as Value).type !== dest.getArgument(i).type) throw op.emitError(`type mismatch for bb argument #${i} of successor #${succ}`);
    }
  }
}

/** FunctionOpInterface: argument/result attribute arrays and the entry block's arguments match the function type. */
export function verifyFunctionOpInterface(op: Operation): void {
  const typeAttr = op.getInherentAttr("function_type");
  const type = typeAttr instanceof TypeAttr && typeAttr.value instanceof FunctionType ? typeAttr.value : undefined;
  if (type === undefined) return;
  const checkAttrs = (name: string, count: number, what: "argument" | "result"): void => {
    const all = op.getInherentAttr(name);
    if (!(all instanceof ArrayAttr)) return;
    if (all.value.length !== count)
      throw op.emitOpError(
        `expects ${what} attribute array to have the same number of elements as the number of function ${what}s, got ${all.value.length}, but expected ${count}`,
      );
    for (const entry of all.value) {
      if (!(entry instanceof DictionaryAttr))
        throw op.emitOpError(`expects ${what} attribute dictionary to be a DictionaryAttr, but got \`${printAttribute(entry)}\``);
      for (const { name: key } of entry.value) if (!key.includes(".")) throw op.emitOpError(`${what}s may only have dialect attributes`);
    }
  };
  checkAttrs("arg_attrs", type.inputs.length, "argument");
  checkAttrs("res_attrs", type.results.length, "result");
  if (op.regions.length !== 1) throw op.emitOpError("expects one region");
  const entry = op.getRegion(0).firstBlock;
  if (entry === null) return;
  if (entry.arguments.length !== type.inputs.length)
    throw op.emitOpError(`entry block must have ${type.inputs.length} arguments to match function signature`);
  for (let i = 0; i < type.inputs.length; i++) {
    const argType = entry.getArgument(i).type;
    const expected = type.inputs[i] as Type;
    if (argType !== expected)
      throw op.emitOpError(
        `type of entry block argument #${i}('${printType(argType)}') must match the type of the corresponding argument in function signature('${printType(expected)}')`,
      );
  }
}

/** A default-valued attribute: its name and how to build its default. */
export type DefaultAttribute = readonly [string, (builder: OdsBuilder) => Attribute];

/** `properties` (a dictionary or null) with every missing default added. */
export function populateDefaults(properties: Attribute | null, context: MLIRContext, defaults: readonly DefaultAttribute[]): Attribute | null {
  if (properties !== null && !(properties instanceof DictionaryAttr)) return properties;
  let dict = properties;
  let builder: OdsBuilder | undefined;
  for (const [name, make] of defaults) {
    if (dict?.get(name) !== undefined) continue;
    builder ??= new OdsBuilder(context);
    const value = make(builder);
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

/** Where control goes from a region branch point: a region (by index) or the parent's results (-1), with its inputs. */
export interface RegionSuccessor {
  readonly region: number;
  readonly inputs: readonly Type[];
}

/**
 * An op's RegionBranchOpInterface facts: successors of the parent (point -1) and of each
 * region, and the values forwarded along each edge (entry operands from the parent, the
 * terminator's operands from a region).
 */
export interface RegionBranchSpec {
  successors(op: Operation, point: number): readonly RegionSuccessor[];
  forwarded(op: Operation, point: number, terminator: Operation | undefined, successor: RegionSuccessor): readonly Type[];
}

function edgeName(point: number, successor: RegionSuccessor): string {
  const from = point < 0 ? "parent operands" : `Region #${point}`;
  const to = successor.region < 0 ? "parent results" : `Region #${successor.region}`;
  return `from ${from} to ${to}`;
}

/** MLIR's verifyTypesAlongControlFlowEdges. */
export function verifyRegionBranchOpInterface(op: Operation, spec: RegionBranchSpec | undefined): void {
  if (spec === undefined) return;
  const check = (point: number, terminator: Operation | undefined): void => {
    for (const successor of spec.successors(op, point)) {
      const source = spec.forwarded(op, point, terminator, successor);
      const inputs = successor.inputs;
      if (source.length !== inputs.length)
        throw op.emitOpError(` region control flow edge ${edgeName(point, successor)}: source has ${source.length} operands, but target successor needs ${inputs.length}`);
      for (let i = 0; i < source.length; i++) {
        if (source[i] !== inputs[i])
          throw op.emitOpError(
            ` along control flow edge ${edgeName(point, successor)}: source type #${i} '${printType(source[i] as Type)}' should match input type #${i} '${printType(inputs[i] as Type)}'`,
          );
      }
    }
  };
  check(-1, undefined);
  for (let r = 0; r < op.regions.length; r++) {
    let terminator: Operation | undefined;
    for (let b = op.getRegion(r).firstBlock; b !== null; b = b.next) {
      const last = b.lastOp;
      if (last !== null && last.hasTrait("RegionBranchTerminatorOpInterface")) {
        terminator = last;
        break;
      }
    }
    if (terminator !== undefined) check(r, terminator);
  }
}
