// The validated ODS model: plain data describing dialects, ops, constraints,
// attribute/type definitions, enums, interfaces and passes, read from TableGen
// records the way mlir-tblgen reads them. Every loader parses its result through
// these schemas so a malformed record surfaces as a located diagnostic here rather
// than as a confusing failure in a generator.
import { z } from "zod";

/** Identity of a record inside one RecordKeeper (record names are unique there). */
export const RecordRef = z.string().min(1);

export interface PredicateNode {
  readonly kind: "cpred" | "and" | "or" | "neg" | "concat" | "subst-leaves" | "true";
  readonly defName: string;
  /** C++ expression of a CPred, with placeholders such as `$_self` left in place. */
  readonly expr?: string;
  readonly prefix?: string;
  readonly suffix?: string;
  readonly pattern?: string;
  readonly replacement?: string;
  readonly children?: readonly PredicateNode[];
}

export const Predicate: z.ZodType<PredicateNode> = z.lazy(() =>
  z.object({
    kind: z.enum(["cpred", "and", "or", "neg", "concat", "subst-leaves", "true"]),
    defName: z.string(),
    expr: z.string().optional(),
    prefix: z.string().optional(),
    suffix: z.string().optional(),
    pattern: z.string().optional(),
    replacement: z.string().optional(),
    children: z.array(Predicate).optional(),
  }),
);

export const ConstraintKind = z.enum(["type", "attr", "region", "successor", "other"]);

export const Constraint = z.object({
  defName: RecordRef,
  kind: ConstraintKind,
  anonymous: z.boolean(),
  /** `summary` when set, else the record name (as mlir-tblgen's Constraint::getSummary). */
  summary: z.string(),
  description: z.string(),
});
export type Constraint = z.infer<typeof Constraint>;

export const TypeConstraint = Constraint.extend({
  kind: z.literal("type"),
  variadic: z.boolean(),
  optional: z.boolean(),
  variadicOfVariadic: z.boolean(),
  /** The `builderCall` of the (base) type when it is a non-empty string. */
  builderCall: z.string().optional(),
});
export type TypeConstraint = z.infer<typeof TypeConstraint>;

export const AttributeConstraint = Constraint.extend({
  kind: z.literal("attr"),
  storageType: z.string(),
  returnType: z.string(),
  defaultValue: z.string().optional(),
  isOptional: z.boolean(),
  isDerived: z.boolean(),
  /** Description of the attribute, or of its base attribute when it has none. */
  resolvedDescription: z.string(),
  /** The dialect record of a DialectAttr-style attribute, if any. */
  dialect: RecordRef.optional(),
});
export type AttributeConstraint = z.infer<typeof AttributeConstraint>;

export const NamedTypeConstraint = z.object({ name: z.string(), constraint: TypeConstraint });
export type NamedTypeConstraint = z.infer<typeof NamedTypeConstraint>;

export const NamedAttribute = z.object({ name: z.string().min(1), attr: AttributeConstraint });
export type NamedAttribute = z.infer<typeof NamedAttribute>;

export const NamedRegion = z.object({ name: z.string(), constraint: Constraint, variadic: z.boolean() });
export type NamedRegion = z.infer<typeof NamedRegion>;

export const NamedSuccessor = z.object({ name: z.string(), constraint: Constraint, variadic: z.boolean() });
export type NamedSuccessor = z.infer<typeof NamedSuccessor>;

/**
 * A native op property (an ODS `Property`, upstream's mlir/IR/Properties.td): data an op
 * stores in its properties that is not an attribute. Its code fields are kept as written
 * (TypeScript in tsmlir's `.td` files, C++ in upstream's), placeholders and all; the
 * generator that emits them checks and binds them.
 */
export const Property = z.object({
  name: z.string().min(1),
  defName: RecordRef,
  summary: z.string(),
  description: z.string(),
  /** The type the op stores. */
  storageType: z.string(),
  /** The type accessors take and return. */
  interfaceType: z.string(),
  /** Expression: the interface value of `$_storage`. */
  convertFromStorage: z.string(),
  /** Statement: stores `$_value` into `$_storage`. */
  assignToStorage: z.string(),
  /** Expression: the attribute form of `$_storage` (generic printing, `<{...}>`). */
  convertToAttribute: z.string(),
  /** Statements: set `$_storage` from `$_attr`, or report through `$_diag` and fail. */
  convertFromAttribute: z.string(),
  /** Expression: a hash of `$_storage`. */
  hashProperty: z.string(),
  /** Statements: write `$_storage` with `$_writer`. */
  writeToMlirBytecode: z.string(),
  /** Statements: set `$_storage` from `$_reader`, or fail. */
  readFromMlirBytecode: z.string(),
  /** Expression: the value of a property nothing set (ODS `defaultValue`), when given. */
  defaultValue: z.string().optional(),
  /**
   * Expression: the storage a property holds before anything is assigned, where C++
   * value-initializes it (a field of tsmlir's `Property`; absent in upstream's).
   */
  initialValue: z.string().optional(),
  /** The Properties.td classes it derives from that change its encoding (IntProperty, ArrayProperty, EnumProperty). */
  kinds: z.array(z.enum(["IntProperty", "ArrayProperty", "EnumProperty"])),
});
export type Property = z.infer<typeof Property>;

export const Argument = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("operand"), index: z.number().int() }),
  z.object({ kind: z.literal("attribute"), index: z.number().int() }),
  z.object({ kind: z.literal("property"), index: z.number().int() }),
]);
export type Argument = z.infer<typeof Argument>;

export const SideEffect = z.object({ effect: z.string(), resource: z.string() });

export const Trait = z.object({
  kind: z.enum(["native", "internal", "interface", "pred"]),
  defName: RecordRef,
  anonymous: z.boolean(),
  /** The `trait` field (C++ name), absent for predicate traits. */
  trait: z.string().optional(),
  structural: z.boolean(),
  /** Set for side-effect interface traits (SideEffectsTraitBase). */
  sideEffects: z
    .object({ baseEffectName: z.string(), effects: z.array(SideEffect) })
    .optional(),
  /** Predicate traits: their summary and predicate. */
  summary: z.string().optional(),
});
export type Trait = z.infer<typeof Trait>;

export const Builder = z.object({ defName: RecordRef, hasBody: z.boolean() });

export const Dialect = z.object({
  defName: RecordRef,
  name: z.string(),
  summary: z.string(),
  description: z.string(),
  cppNamespace: z.string(),
});
export type Dialect = z.infer<typeof Dialect>;

export const Operator = z.object({
  defName: RecordRef,
  dialect: RecordRef,
  dialectName: z.string(),
  opName: z.string(),
  operationName: z.string(),
  cppClassName: z.string(),
  cppNamespace: z.string(),
  qualCppClassName: z.string(),
  summary: z.string(),
  description: z.string(),
  hasSummary: z.boolean(),
  hasDescription: z.boolean(),
  assemblyFormat: z.string().optional(),
  hasCustomAssemblyFormat: z.boolean(),
  hasVerifier: z.boolean(),
  hasRegionVerifier: z.boolean(),
  hasFolder: z.boolean(),
  hasCanonicalizer: z.boolean(),
  hasCanonicalizeMethod: z.boolean(),
  skipDefaultBuilders: z.boolean(),
  extraClassDeclaration: z.string(),
  extraClassDefinition: z.string(),
  operands: z.array(NamedTypeConstraint),
  attributes: z.array(NamedAttribute),
  properties: z.array(Property),
  arguments: z.array(Argument),
  results: z.array(NamedTypeConstraint),
  regions: z.array(NamedRegion),
  successors: z.array(NamedSuccessor),
  traits: z.array(Trait),
  builders: z.array(Builder),
  /** `AttrSizedOperandSegments`/`AttrSizedResultSegments` are required when several operands/results vary in length. */
  operandSegments: z.boolean(),
  resultSegments: z.boolean(),
  /** How variable-length operand/result groups are sized (segment rules). */
  operandSegmentRule: z.enum(["none", "same-size", "attr-sized"]),
  resultSegmentRule: z.enum(["none", "same-size", "attr-sized"]),
  allResultTypesKnown: z.boolean(),
  /** The OpDocGroup record this op is documented under, if any. */
  docGroup: RecordRef.optional(),
});
export type Operator = z.infer<typeof Operator>;

export const OpDocGroup = z.object({ defName: RecordRef, summary: z.string(), description: z.string() });
export type OpDocGroup = z.infer<typeof OpDocGroup>;

export const AttrOrTypeParameter = z.object({
  name: z.string(),
  cppType: z.string(),
  syntax: z.string(),
  summary: z.string().optional(),
  defaultValue: z.string().optional(),
  optional: z.boolean(),
});
export type AttrOrTypeParameter = z.infer<typeof AttrOrTypeParameter>;

export const AttrOrTypeDef = z.object({
  kind: z.enum(["attr", "type"]),
  defName: RecordRef,
  dialect: RecordRef.optional(),
  dialectName: z.string(),
  cppClassName: z.string(),
  mnemonic: z.string().optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  assemblyFormat: z.string().optional(),
  hasCustomAssemblyFormat: z.boolean(),
  parameters: z.array(AttrOrTypeParameter),
  traits: z.array(Trait),
  genAccessors: z.boolean(),
  genVerifyDecl: z.boolean(),
});
export type AttrOrTypeDef = z.infer<typeof AttrOrTypeDef>;

/** A DialectAttr/DialectType constraint documented in the dialect doc. */
export const DialectConstraintDoc = z.object({
  defName: RecordRef,
  dialect: RecordRef.optional(),
  summary: z.string(),
  description: z.string(),
});
export type DialectConstraintDoc = z.infer<typeof DialectConstraintDoc>;

export const EnumCase = z.object({
  defName: RecordRef,
  symbol: z.string(),
  str: z.string(),
  /** 64-bit value, kept as a decimal string so large bit masks stay exact. */
  value: z.string().regex(/^-?\d+$/),
});
export type EnumCase = z.infer<typeof EnumCase>;

export const EnumAttr = z.object({
  defName: RecordRef,
  className: z.string(),
  cppNamespace: z.string(),
  summary: z.string(),
  isBitEnum: z.boolean(),
  cases: z.array(EnumCase),
});
export type EnumAttr = z.infer<typeof EnumAttr>;

export const InterfaceMethod = z.object({
  name: z.string(),
  returnType: z.string(),
  arguments: z.array(z.object({ type: z.string(), name: z.string() })),
  isStatic: z.boolean(),
  body: z.string().optional(),
  defaultBody: z.string().optional(),
  description: z.string().optional(),
});
export type InterfaceMethod = z.infer<typeof InterfaceMethod>;

export const Interface = z.object({
  kind: z.enum(["op", "attr", "type", "dialect"]),
  defName: RecordRef,
  name: z.string(),
  cppNamespace: z.string(),
  description: z.string().optional(),
  methods: z.array(InterfaceMethod),
  baseInterfaces: z.array(RecordRef),
});
export type Interface = z.infer<typeof Interface>;

export const PassOption = z.object({
  cppName: z.string(),
  argument: z.string(),
  type: z.string(),
  defaultValue: z.string(),
  description: z.string(),
  isList: z.boolean(),
});
export type PassOption = z.infer<typeof PassOption>;

export const PassStatistic = z.object({ cppName: z.string(), name: z.string(), description: z.string() });
export type PassStatistic = z.infer<typeof PassStatistic>;

export const Pass = z.object({
  defName: RecordRef,
  argument: z.string(),
  baseClass: z.string(),
  summary: z.string(),
  description: z.string(),
  constructor: z.string(),
  dependentDialects: z.array(z.string()),
  options: z.array(PassOption),
  statistics: z.array(PassStatistic),
});
export type Pass = z.infer<typeof Pass>;
