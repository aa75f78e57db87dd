// The descriptor of an ODS op: plain data the generator emits once per op (its value
// groups, attributes, regions, successors, predicates, traits and flags), read by the
// shared runtime that verifies, builds, adapts and registers the op. Constraint checks
// are small generated functions the descriptor refers to; everything else is data.
import type { AnyInterface, Attribute, Block, DeclaredEffect, MLIRContext, OpTrait, Operation, Region, Type, Value } from "../../ir/index.js";
import type { OdsBuilder } from "../../asm/op-asm/builder.js";
import type { NativePropertyDescriptor } from "./native-property.js";

/** A type constraint: its summary (as MLIR prints it in diagnostics) and its predicate. */
export interface TypeConstraint {
  readonly summary: string;
  readonly check: (type: Type) => boolean;
}

export interface AttrConstraint {
  readonly summary: string;
  readonly check: (attr: Attribute) => boolean;
}

export interface RegionConstraint {
  readonly summary: string;
  readonly check: (region: Region) => boolean;
}

export interface SuccessorConstraint {
  readonly summary: string;
  readonly check: (successor: Block) => boolean;
}

/** How many values a group has: exactly one, zero or one, or any number. */
export type GroupArity = "single" | "optional" | "variadic";

/** An operand or result group. */
export interface ValueGroup {
  /** The ODS name (`lhs`), "" when unnamed. */
  readonly name: string;
  /** The builder argument key (`lhs`, `operand0`, or `lhsType` for results). */
  readonly key: string;
  readonly arity: GroupArity;
  /** Absent: any type (no check). */
  readonly constraint?: TypeConstraint;
}

/** Whether an attribute must be present, may be absent, or defaults when absent. */
export type AttributePresence = "required" | "optional" | "defaulted";

export interface AttributeDescriptor {
  readonly name: string;
  /** The builder argument key (`overflowFlags`). */
  readonly key: string;
  readonly presence: AttributePresence;
  /** The storage class test of property conversion (MLIR rejects others as invalid properties). */
  readonly storage?: (attr: Attribute) => boolean;
  readonly constraint?: AttrConstraint;
  /**
   * The ODS default: a defaulted attribute's (MLIR's populateDefaultProperties builds it),
   * or an optional one's (DefaultValuedOptionalAttr: only its getter falls back to it).
   * Undefined where the constant builder makes no attribute of the default (UnitAttr's `false`).
   */
  readonly defaultValue?: (builder: OdsBuilder) => Attribute | undefined;
}

export interface RegionDescriptor {
  readonly name: string;
  readonly variadic: boolean;
  readonly constraint?: RegionConstraint;
}

export interface SuccessorDescriptor {
  readonly name: string;
  /** The builder argument key. */
  readonly key: string;
  readonly variadic: boolean;
  readonly constraint?: SuccessorConstraint;
}

/** A PredOpTrait: its summary and predicate over the op. */
export interface OpPredicate {
  readonly summary: string;
  readonly check: (op: Operation) => boolean;
  /**
   * Whether the predicate reads only the op's operand/result types and inherent
   * attributes, so it holds for every op with an already verified signature.
   */
  readonly typeOnly: boolean;
}

/**
 * One entry of the op's trait list, in ODS order: a trait object, a trait the dialect's
 * hooks supply (a NativeOpTrait outside `::mlir::OpTrait`, by name), or an interface the
 * op implements (its verifier runs at this position).
 */
export type TraitEntry = OpTrait | { readonly hookTrait: string } | { readonly interface: AnyInterface };

/** ODS's hand-written-code flags (absent: false), kept visible to tools and later layers. */
export interface OpFlags {
  readonly hasVerifier?: boolean;
  readonly hasRegionVerifier?: boolean;
  readonly hasFolder?: boolean;
  readonly hasCanonicalizer?: boolean;
  readonly hasCanonicalizeMethod?: boolean;
  readonly hasCustomAssemblyFormat?: boolean;
}

/**
 * Result types ODS infers from the operands and inherent attributes (its
 * InferTypeOpInterface): `group(i)` is operand group i, `attribute(name)` an inherent attribute.
 */
export type ResultTypeInference = (context: MLIRContext, group: (index: number) => readonly Value[], attribute: (name: string) => Attribute | undefined) => Type[];

export interface OpDescriptor {
  /** The op name (`arith.addi`). */
  readonly name: string;
  readonly operands: readonly ValueGroup[];
  readonly results: readonly ValueGroup[];
  readonly attributes: readonly AttributeDescriptor[];
  /** Native properties (ODS `Property` arguments), in declaration order. */
  readonly properties: readonly NativePropertyDescriptor[];
  readonly regions: readonly RegionDescriptor[];
  readonly successors: readonly SuccessorDescriptor[];
  /** AttrSizedOperandSegments / AttrSizedResultSegments. */
  readonly operandSegments: boolean;
  readonly resultSegments: boolean;
  readonly predicates: readonly OpPredicate[];
  readonly traits: readonly TraitEntry[];
  /** ODS-declared memory effects (MemoryEffects<[...]>, MemRead on operands, ...), in ODS order. */
  readonly effects?: readonly DeclaredEffect[];
  /** Interfaces the op declares that the runtime does not provide (listed, not implemented). */
  readonly unsupportedInterfaces?: readonly string[];
  readonly flags: OpFlags;
  readonly inferResultTypes?: ResultTypeInference;
}

/** What generated code writes: a descriptor whose empty lists and false flags are left out. */
export type OpDescriptorInit = Pick<OpDescriptor, "name" | "traits"> &
  Partial<Omit<OpDescriptor, "name" | "traits">>;

const NONE: readonly never[] = Object.freeze([]);

/** The complete descriptor of an op from what its generated class wrote. */
export function describeOp(init: OpDescriptorInit): OpDescriptor {
  return {
    operands: NONE,
    results: NONE,
    attributes: NONE,
    properties: NONE,
    regions: NONE,
    successors: NONE,
    operandSegments: false,
    resultSegments: false,
    predicates: NONE,
    flags: {},
    ...init,
  };
}

/** The segment-size property names of ODS. */
export const OPERAND_SEGMENTS = "operandSegmentSizes";
export const RESULT_SEGMENTS = "resultSegmentSizes";

/** The inherent attribute names of an op: its attributes, then the segment-size properties. */
export function inherentAttributeNames(descriptor: OpDescriptor): string[] {
  const names = descriptor.attributes.map((a) => a.name);
  if (descriptor.operandSegments) names.push(OPERAND_SEGMENTS);
  if (descriptor.resultSegments) names.push(RESULT_SEGMENTS);
  return names;
}
