// The ODS invariants every generated verifier checks, with MLIR's wording: counts,
// attribute/value/region/successor constraints, predicate traits, property conversion.
import {
  Attribute,
  DenseArrayAttr,
  IntegerType,
  IRDiagnosticError,
  type MLIRContext,
  Type,
  hasType,
  type Operation,
  type Value,
} from "../../ir/index.js";
import { printType, printAttribute } from "./values.js";

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
    // MLIR's result-count messages, unlike its operand-count ones, do not say what was found.
    if (fixed > 0 && n < fixed) throw op.emitOpError(`expected ${fixed} or more results`);
  } else if (fixed === 0) {
    if (n !== 0) throw op.emitOpError("requires zero results");
  } else if (fixed === 1) {
    if (n !== 1) throw op.emitOpError("requires one result");
  } else if (n !== fixed) throw op.emitOpError(`expected ${fixed} results`);
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
  const sizes = attr.values as ArrayLike<number>;
  if (sizes.length !== groups)
    throw op.emitOpError(`'${attrName}' attribute for specifying ${valueKind} segments must have ${groups} elements, but got ${sizes.length}`);
  let sum = 0;
  let negative = false;
  for (let i = 0; i < sizes.length; i++) {
    const size = Number(sizes[i]);
    if (size < 0) negative = true;
    sum += size;
  }
  if (negative) throw op.emitOpError(`'${attrName}' attribute cannot have negative elements`);
  if (sum !== total)
    throw op.emitOpError(`${valueKind} count (${total}) does not match with the total size (${sum}) specified in attribute '${attrName}'`);
}

/**
 * The segment sizes of an op whose `verifySegmentSizes` passed (so they are a dense
 * array of the right length summing to the value count), without copying them.
 */
export function verifiedSegmentSizes(op: Operation, attrName: string): ArrayLike<number> {
  const attr = op.getInherentAttr(attrName);
  if (!(attr instanceof DenseArrayAttr)) throw new TypeError(`'${attrName}' is not a dense array: verifySegmentSizes must come first`);
  return attr.values as ArrayLike<number>;
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

/** An attribute seen by op predicates as `$name` (`$value.type` is its type when it has one). */
export function typedAttrView(attr: Attribute | undefined): { readonly attr: Attribute | undefined; readonly type: Type | undefined } {
  return { attr, type: attr !== undefined && hasType(attr) ? attr.type : undefined };
}

/**
 * An op's property-conversion checks: attribute names with their storage-type tests, and
 * the segment-size properties with their group counts.
 */
export class PropertyChecks {
  readonly checks: readonly (readonly [string, (attr: Attribute) => boolean])[];
  readonly segments: readonly (readonly [string, number])[];
  /**
   * The last properties attribute that passed. The checks depend on nothing else, and
   * attributes are uniqued and immutable, so most ops of a kind skip them.
   */
  lastValid: Attribute | null = null;
  constructor(checks: readonly (readonly [string, (attr: Attribute) => boolean])[], segments: readonly (readonly [string, number])[]) {
    this.checks = checks;
    this.segments = segments;
  }
}

export function verifyPropertyStorage(op: Operation, propertyChecks: PropertyChecks): void {
  const props = op.properties;
  if (props === null || props === propertyChecks.lastValid) return;
  const checks = propertyChecks.checks;
  for (let i = 0; i < checks.length; i++) {
    const entry = checks[i] as readonly [string, (attr: Attribute) => boolean];
    const name = entry[0];
    const attr = op.getInherentAttr(name);
    if (attr !== undefined && !entry[1](attr)) throw invalidProperties(op, props, `Invalid attribute \`${name}\` in property conversion: ${printAttribute(attr)}`);
  }
  const segments = propertyChecks.segments;
  for (let i = 0; i < segments.length; i++) {
    const entry = segments[i] as readonly [string, number];
    const name = entry[0];
    const groups = entry[1];
    const attr = op.getInherentAttr(name);
    if (attr === undefined) continue;
    if (!(attr instanceof DenseArrayAttr) || !(attr.elementType instanceof IntegerType) || attr.elementType.width !== 32)
      throw invalidProperties(op, props, `expected DenseI32ArrayAttr for key \`${name}\``);
    if (attr.size() !== groups) throw invalidProperties(op, props, `size mismatch in attribute conversion: ${attr.size()} vs ${groups}`);
  }
  propertyChecks.lastValid = props;
}

function invalidProperties(op: Operation, props: Attribute, detail: string): IRDiagnosticError {
  return op.emitError(`invalid properties ${printAttribute(props)} for op ${op.name.name}: ${detail}`);
}

/** The last input and output of an op kind's populateDefaultProperties, per context. */
export class DefaultPropertiesCache {
  input: Attribute | null | undefined = undefined;
  context: MLIRContext | undefined = undefined;
  output: Attribute | null = null;
}

/**
 * Sets `op.properties` to `populate(op.properties, op.context)`. The result depends on
 * nothing else (attributes are uniqued), so the last pair is remembered: ops of one kind
 * mostly share their properties.
 */
export function completeDefaultProperties(
  op: Operation,
  cache: DefaultPropertiesCache,
  populate: (properties: Attribute | null, context: MLIRContext) => Attribute | null,
): void {
  const props = op.properties;
  const context = op.context;
  if (props !== cache.input || context !== cache.context) {
    cache.output = populate(props, context);
    cache.input = props;
    cache.context = context;
  }
  if (cache.output !== props) op.properties = cache.output;
}

/** One verified op signature: properties, region/successor counts, operand then result types. */
interface VerifiedSignature {
  readonly properties: Attribute | null;
  readonly numRegions: number;
  readonly numSuccessors: number;
  readonly numOperands: number;
  readonly types: readonly Type[];
}

const SIGNATURE_SLOTS = 256;

/**
 * Signatures of ops of one kind whose type- and attribute-only checks (ODS counts,
 * property storage, attribute, type and predicate constraints, type traits) passed.
 * Those checks depend on nothing else, and attributes and types are uniqued and
 * immutable, so an op with a remembered signature passes them too. Direct-mapped.
 */
export class SignatureCache {
  readonly slots: (VerifiedSignature | undefined)[] = new Array<VerifiedSignature | undefined>(SIGNATURE_SLOTS).fill(undefined);
}

function signatureSlot(op: Operation): number {
  const props = op.properties;
  let h = props === null ? 0 : props.uid;
  h = (h * 31 + op.regions.length * 7 + op.successors.length) | 0;
  // By index: an op's one-element operand or result list would be made for each read.
  const numOperands = op.numOperands;
  for (let i = 0; i < numOperands; i++) h = (h * 31 + op.getOperand(i).type.uid) | 0;
  const numResults = op.numResults;
  for (let i = 0; i < numResults; i++) h = (h * 31 + op.getResult(i).type.uid) | 0;
  return (h ^ (h >>> 16)) & (SIGNATURE_SLOTS - 1);
}

/** Whether `op`'s signature was remembered by `rememberSignature` in `cache`. */
export function hasVerifiedSignature(op: Operation, cache: SignatureCache): boolean {
  const entry = cache.slots[signatureSlot(op)];
  if (entry === undefined) return false;
  const numOperands = op.numOperands;
  const numResults = op.numResults;
  if (
    entry.properties !== op.properties ||
    entry.numRegions !== op.regions.length ||
    entry.numSuccessors !== op.successors.length ||
    entry.numOperands !== numOperands ||
    entry.types.length !== numOperands + numResults
  )
    return false;
  const types = entry.types;
  for (let i = 0; i < numOperands; i++) if (types[i] !== op.getOperand(i).type) return false;
  for (let i = 0; i < numResults; i++) if (types[numOperands + i] !== op.getResult(i).type) return false;
  return true;
}

/** Remembers `op`'s signature (its type- and attribute-only checks just passed). */
export function rememberSignature(op: Operation, cache: SignatureCache): void {
  const numOperands = op.numOperands;
  const numResults = op.numResults;
  const types = new Array<Type>(numOperands + numResults);
  for (let i = 0; i < numOperands; i++) types[i] = op.getOperand(i).type;
  for (let i = 0; i < numResults; i++) types[numOperands + i] = op.getResult(i).type;
  cache.slots[signatureSlot(op)] = {
    properties: op.properties,
    numRegions: op.regions.length,
    numSuccessors: op.successors.length,
    numOperands,
    types,
  };
}
