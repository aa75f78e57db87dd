// The registration of an ODS op (MLIR's OperationName::Impl) from its descriptor and the
// hand-written parts its dialect's hooks supply: trait objects in ODS order, interface
// implementations (supplied ones, and those ODS implies: declared memory effects,
// speculatability, graph regions, inferred result types, result names), the descriptor
// verifier, the typed fold hook adapted to the core's `fold`, and custom assembly.
import type { PatternRewriter, RewritePatternSet } from "../../rewrite/index.js";
import type { OpPropertiesCodec } from "../../bytecode/index.js";
import {
  ConditionallySpeculatable,
  InferTypeOpInterface,
  MemoryEffectOpInterface,
  MutableOperandRange,
  OpAsmOpInterface,
  OpTrait,
  RegionBranchTerminatorOpInterface,
  RegionKindInterface,
  SymbolOpInterface,
  SymbolUserOpInterface,
  alwaysSpeculatable,
  declaredMemoryEffects,
  implementation,
  interfaceMap,
  onlyGraphRegions,
  recursivelySpeculatable,
  type AnyInterface,
  type Attribute,
  type Implementation,
  type InterfaceEntry,
  type MLIRContext,
  type OpFoldResult,
  type OpInterface,
  type OpTrait as OpTraitObject,
  type Operation,
  type RegisteredOperationInfo,
  type Value,
} from "../../ir/index.js";
import type { CustomAssemblyHooks } from "../../asm/op-asm/hooks.js";
import type { OpAsmParser } from "../../asm/op-asm/op-asm-parser.js";
import type { OpAsmPrinter } from "../../asm/op-asm/op-asm-printer.js";
import type { OperationState } from "../../asm/op-asm/operation-state.js";
import { inherentAttributeNames, type OpDescriptor } from "./descriptor.js";
import { defaultsPopulator, inferReturnTypes } from "./build-op.js";
import { operandRange, resultGroupNamer, resultRange } from "./groups.js";
import { countCheck, countTraits, descriptorRegionVerifier, descriptorVerifier } from "./verify-op.js";
import type { OpView } from "./values.js";
import { LayoutPropertiesConversion, descriptorPropertiesLayout } from "./property-conversion.js";

declare module "../../ir/dialect.js" {
  interface RegisteredOperationInfo {
    /** The op's ODS descriptor, when it was generated from ODS. */
    readonly descriptor?: OpDescriptor;
    /** The hooks object its dialect supplied for the op (bodiless builders are found here). */
    readonly opHooks?: object;
  }
}

/** A generated op class: a typed view over operations, with its descriptor. */
export interface OpClass<V extends OpView> {
  readonly descriptor: OpDescriptor;
  new (operation: Operation): V;
}

/** An interface's methods with the op parameter typed as the op's view `V` (static methods unchanged). */
export type ViewMethods<M, V> = {
  [K in keyof M]: M[K] extends (op: infer O, ...args: infer A) => infer R ? ([O] extends [Operation] ? (op: V, ...args: A) => R : M[K]) : M[K];
};

/** The constants a fold gets: one attribute per operand, undefined where not constant. */
export type FoldOperands = readonly (Attribute | undefined)[];

/**
 * A single-result op's fold (MLIR's `OpFoldResult fold(FoldAdaptor)`): a constant
 * attribute or an existing value, the op's own result after updating the op in place,
 * or undefined when it does not fold.
 */
export type SingleResultFold<V> = (op: V, operands: FoldOperands) => OpFoldResult | undefined;

/**
 * Any other op's fold (MLIR's `LogicalResult fold(FoldAdaptor, SmallVectorImpl<OpFoldResult>&)`):
 * one result per op result, an empty list after updating the op in place, or undefined.
 */
export type MultiResultFold<V> = (op: V, operands: FoldOperands) => readonly OpFoldResult[] | undefined;

/**
 * What a view-taking fold hook may also carry: the same fold on the bare operation, which
 * the registration then calls without making a view (the greedy driver folds every op it
 * visits, and each constant operand is found by folding its defining op).
 */
export interface OperationFoldForm {
  readonly foldOperation?: (op: Operation, operands: FoldOperands) => OpFoldResult | readonly OpFoldResult[] | undefined;
}

/**
 * The hand-written parts of one op, each taking the op's typed view. Generated hooks
 * types pick the members an op's definition asks for; they are called as methods of
 * the hooks object.
 */
export interface OpHooks<V> {
  /** ODS `hasVerifier`: checks after the ODS invariants and traits. */
  verify?(op: V): void;
  /** ODS `hasRegionVerifier`: checks once the regions are verified. */
  verifyRegions?(op: V): void;
  fold?(op: V, operands: FoldOperands): OpFoldResult | readonly OpFoldResult[] | undefined;
  /** ODS `hasCanonicalizer`: adds the op's canonicalization patterns. */
  getCanonicalizationPatterns?(patterns: RewritePatternSet, context: MLIRContext): void;
  /** ODS `hasCanonicalizeMethod`: rewrites the op through `rewriter` and returns true, or returns false leaving it untouched. */
  canonicalize?(op: V, rewriter: PatternRewriter): boolean;
  /** ODS `hasCustomAssemblyFormat`: hand-written syntax. */
  parse?(parser: OpAsmParser, state: OperationState): void;
  print?(op: V, printer: OpAsmPrinter): void;
}

/** What a dialect's hooks and generated code add to an op's registration. */
export interface OpParts<V> {
  /**
   * The op's hooks object (its generated hooks interface picks from OpHooks<V>; bodiless
   * builders and interface methods live there too), kept on the registration.
   */
  readonly hooks?: object;
  /** Syntax generated from an assembly format. */
  readonly assembly?: CustomAssemblyHooks;
  /** Traits outside `::mlir::OpTrait`, by the name the descriptor refers to them with. */
  readonly traits?: Readonly<Record<string, OpTraitObject>>;
  /** Interface implementations (from hooks, or made by the generator). */
  readonly interfaces?: readonly InterfaceEntry[];
  /** How the op's properties go to bytecode (generated from the ODS definition). */
  readonly bytecodeProperties?: OpPropertiesCodec;
}

/** The view of `op` as `cls`. */
function viewOf<V extends OpView>(cls: OpClass<V>): (op: Operation) => V {
  return (op) => new cls(op);
}

/** `operation` as an op of class `cls`, which it must be. */
export function wrapOp<V extends OpView>(cls: OpClass<V>, operation: Operation): V {
  if (operation.name.name !== cls.descriptor.name) throw new TypeError(`expected '${cls.descriptor.name}', got '${operation.name.name}'`);
  return new cls(operation);
}

/** The hooks object a dialect supplied for an op (its bodiless builders live there). */
export function registeredOpHooks<H>(context: MLIRContext, name: string): H {
  const hooks = context.getOperationName(name).info?.opHooks;
  if (hooks === undefined) throw new TypeError(`'${name}' is not registered with hooks in this context (load its dialect first)`);
  return hooks as H;
}

/**
 * An interface implementation whose methods take the op's view: the methods the
 * interface key lists as taking the op get `wrap(op)`; static ones are kept.
 */
export function viewImplementation<M, D extends keyof M, V>(key: OpInterface<M, D>, wrap: (op: Operation) => V, table: Implementation<ViewMethods<M, V>, D>): InterfaceEntry {
  const adapted: { [name: string]: unknown } = {};
  const entityMethods: readonly string[] = key.methods;
  const source = table as { readonly [name: string]: unknown };
  for (const name of methodNames(source)) {
    const member = source[name];
    if (typeof member !== "function") adapted[name] = member;
    else if (entityMethods.includes(name)) adapted[name] = viewMethod(source, member as ViewMethod<V>, wrap);
    else adapted[name] = (member as (...rest: unknown[]) => unknown).bind(source);
  }
  return implementation(key, adapted as Implementation<M, D>);
}

type ViewMethod<V> = (view: V, a?: unknown, b?: unknown, c?: unknown, d?: unknown) => unknown;

/**
 * `method` called on `table` with the op's view in place of the op. Methods of at most four
 * more parameters get a fixed arity, which keeps the call cheap (no rest/spread), which
 * matters for the verifiers that call interface methods for every op.
 */
function viewMethod<V>(table: object, method: ViewMethod<V>, wrap: (op: Operation) => V): (op: Operation, ...args: unknown[]) => unknown {
  if (method.length > 5) return (op: Operation, ...args: unknown[]): unknown => (method as (view: V, ...rest: unknown[]) => unknown).call(table, wrap(op), ...args);
  return (op: Operation, a?: unknown, b?: unknown, c?: unknown, d?: unknown): unknown => method.call(table, wrap(op), a, b, c, d);
}

/** The own and inherited (class) method names of a hooks table. */
function methodNames(table: object): string[] {
  const names = new Set<string>(Object.keys(table));
  for (let proto = Object.getPrototypeOf(table) as object | null; proto !== null && proto !== Object.prototype; proto = Object.getPrototypeOf(proto) as object | null) {
    for (const name of Object.getOwnPropertyNames(proto)) if (name !== "constructor") names.add(name);
  }
  return [...names];
}

/** `viewImplementation` with the view of a generated op class. */
export function implementFor<M, D extends keyof M, V extends OpView>(key: OpInterface<M, D>, cls: OpClass<V>, table: Implementation<ViewMethods<M, V>, D>): InterfaceEntry {
  return viewImplementation(key, viewOf(cls), table);
}

/** The core registration of an ODS op. */
export function defineOp<V extends OpView>(cls: OpClass<V>, parts: OpParts<V> = {}): RegisteredOperationInfo {
  const descriptor = cls.descriptor;
  const wrap = viewOf(cls);
  const traits: (OpTraitObject | { readonly interface: AnyInterface })[] = [];
  const traitObjects: OpTraitObject[] = [];
  for (const entry of descriptor.traits) {
    if ("hookTrait" in entry) {
      const trait = parts.traits?.[entry.hookTrait];
      if (trait === undefined) throw new TypeError(`${descriptor.name}: the dialect's hooks supply no trait '${entry.hookTrait}'`);
      traits.push(trait);
      traitObjects.push(trait);
    } else if ("interface" in entry) {
      traits.push(entry);
      // The interface's own trait (its fold) sits where the op lists the interface.
      const trait = entry.interface.kind === "op" ? (entry.interface as OpInterface<unknown>).trait : undefined;
      if (trait !== undefined) traitObjects.push(trait);
    } else {
      traits.push(entry);
      traitObjects.push(entry);
    }
  }
  const supplied = new Map<AnyInterface, object>((parts.interfaces ?? []).map(([key, table]) => [key, table]));
  const interfaces = interfaceMap(...impliedImplementations(descriptor, traits, supplied), ...(parts.interfaces ?? []));
  const hooks = parts.hooks as OpHooks<V> | undefined;
  const populate = defaultsPopulator(descriptor);
  const verifierParts = {
    traits,
    populateDefaults: populate,
    verify: hooks?.verify === undefined ? undefined : (op: Operation) => hooks.verify?.(wrap(op)),
    verifyRegions: hooks?.verifyRegions === undefined ? undefined : (op: Operation) => hooks.verifyRegions?.(wrap(op)),
  };
  const verifyRegions = descriptorRegionVerifier(verifierParts);
  const assembly = parts.assembly ?? customAssembly(hooks, wrap);
  const fold = hooks?.fold === undefined ? undefined : foldAdapter(descriptor, hooks, wrap);
  const foldSingleResult = hooks?.fold === undefined || !isSingleResult(descriptor) ? undefined : operationFold(hooks, wrap);
  return {
    name: descriptor.name,
    // mlir-tblgen's count traits head the op's trait list (an explicitly declared one is not repeated).
    traits: [...countTraits(descriptor).filter((t) => !traitObjects.some((o) => o.key === t.key)), ...traitObjects],
    interfaces,
    verifyCounts: countCheck(descriptor),
    verify: descriptorVerifier(descriptor, verifierParts),
    // Its trait objects' checks (IsTerminator's, SymbolTable's, the Symbol interface's) run
    // in ODS order there; a Symbol implementation its trait list does not name is left to the core.
    verifiesOrderedTraits: !interfaces.has(SymbolOpInterface) || traits.some((t) => "interface" in t && t.interface === SymbolOpInterface),
    ...(verifyRegions === undefined ? {} : { verifyRegions }),
    attributeNames: inherentAttributeNames(descriptor),
    propertiesConversion: new LayoutPropertiesConversion(descriptorPropertiesLayout(descriptor)),
    ...(populate === undefined ? {} : { populateDefaultProperties: populate }),
    ...(assembly === undefined ? {} : { assembly }),
    ...(fold === undefined ? {} : { fold }),
    ...(foldSingleResult === undefined ? {} : { foldSingleResult: foldSingleResult as NonNullable<RegisteredOperationInfo["foldSingleResult"]> }),
    ...canonicalizationOf(hooks, wrap),
    ...(parts.bytecodeProperties === undefined ? {} : { bytecodeProperties: parts.bytecodeProperties }),
    descriptor,
    ...(hooks === undefined ? {} : { opHooks: hooks }),
  };
}

/** The registration's canonicalization members from the op's hooks (called as methods of the hooks object). */
function canonicalizationOf<V>(hooks: OpHooks<V> | undefined, wrap: (op: Operation) => V): Pick<RegisteredOperationInfo, "getCanonicalizationPatterns" | "canonicalize"> {
  if (hooks === undefined) return {};
  return {
    ...(hooks.getCanonicalizationPatterns === undefined ? {} : { getCanonicalizationPatterns: (patterns: RewritePatternSet, context: MLIRContext) => hooks.getCanonicalizationPatterns?.(patterns, context) }),
    ...(hooks.canonicalize === undefined ? {} : { canonicalize: (op: Operation, rewriter: PatternRewriter) => hooks.canonicalize?.(wrap(op), rewriter) === true }),
  };
}

function customAssembly<V>(hooks: OpHooks<V> | undefined, wrap: (op: Operation) => V): CustomAssemblyHooks | undefined {
  if (hooks?.parse === undefined || hooks.print === undefined) return undefined;
  return { parse: (parser, state) => hooks.parse?.(parser, state), print: (op, printer) => hooks.print?.(wrap(op), printer) };
}

/** Whether the op's fold is MLIR's single-result form (one result group of one value). */
/**
 * The result names ODS gives an op with more than one result, some named, that does not
 * declare OpAsmOpInterface itself: each result group's first value is named after the group
 * (`%sum, %overflow = ...`); undefined for other ops.
 */
function odsResultNames(descriptor: OpDescriptor): ((op: Operation, setName: (value: Value, name: string) => void) => void) | undefined {
  if (descriptor.results.length <= 1 || descriptor.results.every((r) => r.name === "")) return undefined;
  return resultGroupNamer(
    descriptor.results.map((r) => r.name),
    (op, group) => resultRange(op, descriptor, group),
  );
}

function isSingleResult(descriptor: OpDescriptor): boolean {
  return descriptor.results.length === 1 && descriptor.results[0]?.arity === "single";
}

/** The op's fold hook on the bare operation: its operation form when it has one, else through a view. */
function operationFold<V>(hooks: OpHooks<V>, wrap: (op: Operation) => V): (op: Operation, operands: FoldOperands) => OpFoldResult | readonly OpFoldResult[] | undefined {
  const direct = (hooks.fold as OperationFoldForm | undefined)?.foldOperation;
  return direct ?? ((op, operands) => hooks.fold?.(wrap(op), operands));
}

function foldAdapter<V>(descriptor: OpDescriptor, hooks: OpHooks<V>, wrap: (op: Operation) => V): NonNullable<RegisteredOperationInfo["fold"]> {
  const fold = operationFold(hooks, wrap);
  if (isSingleResult(descriptor)) {
    return (op, operands, results) => {
      const folded = fold(op, operands) as OpFoldResult | undefined;
      if (folded === undefined) return false;
      // Returning the op's own result means it was folded in place.
      if (folded !== op.getResult(0)) results.push(folded);
      return true;
    };
  }
  return (op, operands, results) => {
    const folded = fold(op, operands) as readonly OpFoldResult[] | undefined;
    if (folded === undefined) return false;
    results.push(...folded);
    return true;
  };
}

function hasTrait(traits: readonly (OpTraitObject | { readonly interface: AnyInterface })[], trait: OpTraitObject): boolean {
  return traits.some((t) => t === trait);
}

/**
 * The implementations ODS provides without hand-written code, for interfaces the op
 * declares and its hooks do not implement.
 */
function impliedImplementations(
  descriptor: OpDescriptor,
  traits: readonly (OpTraitObject | { readonly interface: AnyInterface })[],
  supplied: ReadonlyMap<AnyInterface, object>,
): InterfaceEntry[] {
  const out: InterfaceEntry[] = [];
  const add = (key: AnyInterface, table: object): void => {
    if (!supplied.has(key) && !out.some(([k]) => k === key)) out.push([key, table]);
  };
  const declared = new Set<AnyInterface>();
  for (const t of traits) if ("interface" in t) declared.add(t.interface);
  if (descriptor.effects !== undefined) {
    add(
      MemoryEffectOpInterface,
      declaredMemoryEffects(descriptor.effects, (op, kind, group) => (kind === "operand" ? operandRange(op, descriptor, group) : resultRange(op, descriptor, group))),
    );
  }
  if (hasTrait(traits, OpTrait.AlwaysSpeculatableImplTrait)) add(ConditionallySpeculatable, alwaysSpeculatable);
  if (hasTrait(traits, OpTrait.RecursivelySpeculatableImplTrait)) add(ConditionallySpeculatable, recursivelySpeculatable);
  if (hasTrait(traits, OpTrait.HasOnlyGraphRegion)) add(RegionKindInterface, onlyGraphRegions);
  if (declared.has(InferTypeOpInterface) && descriptor.inferResultTypes !== undefined) {
    add(
      InferTypeOpInterface,
      InferTypeOpInterface.implement({
        inferReturnTypes: (context, _location, operands, attributes, properties) => inferReturnTypes(descriptor, context, operands, attributes, properties),
      }),
    );
  }
  if (declared.has(RegionBranchTerminatorOpInterface) && hasTrait(traits, OpTrait.ReturnLike)) {
    // MLIR's ReturnLike trait forwards every operand to the successor.
    add(RegionBranchTerminatorOpInterface, RegionBranchTerminatorOpInterface.implement({ getMutableSuccessorOperands: (op) => new MutableOperandRange(op) }));
  }
  const resultNames = declared.has(OpAsmOpInterface) ? undefined : odsResultNames(descriptor);
  if (resultNames !== undefined) add(OpAsmOpInterface, OpAsmOpInterface.implement({ getAsmResultNames: resultNames }));
  // Interfaces whose methods all have defaults need no code at all.
  for (const key of declared) add(key, key.implement({}));
  return out;
}
