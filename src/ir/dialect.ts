// Dialects and registered operation descriptions. Later layers (ODS-generated code,
// hand-written dialects) describe their ops with RegisteredOperationInfo and load them
// into a context with `context.loadDialect`.
import type { MLIRContext } from "./context.js";
import type { Operation, Value } from "./operation.js";
import type { Attribute, NamedAttribute, ResourceBlobHandle } from "./attributes.js";
import type { Type } from "./types.js";
import type { InterfaceMap, AnyInterface, DialectInterface } from "./interfaces.js";
import type { OpBuilder } from "./builder.js";
import type { Location } from "./location.js";
import type { OpPropertiesConversion } from "./property-conversion.js";
import { OpTrait } from "./traits.js";

export type RegionKind = "ssacfg" | "graph";

/**
 * What the IR core knows about a registered op: MLIR's OperationName::Impl, the one
 * typed home of an op's behaviour. Layers above the core add their own typed members
 * through declaration merging (the text layer its `assembly`, the bytecode layer its
 * `properties` codec, the rewrite layer `fold` and `canonicalize`), so each layer asks
 * the registration and none keeps a table of op names.
 *
 * `verify` runs before the op's regions are verified (MLIR's verifyInvariants + verify),
 * `verifyRegions` after; both report failures by throwing the error returned from
 * `op.emitOpError(...)`. Traits' and interfaces' own checks are run by the verifier
 * around them, in the order `traits` lists them.
 */
export interface RegisteredOperationInfo {
  readonly name: string;
  /** The op's traits, in ODS order (counts and structure first). */
  readonly traits: readonly OpTrait[];
  /** The op's interface implementations (MLIR's InterfaceMap). */
  readonly interfaces?: InterfaceMap;
  verify?(op: Operation): void;
  verifyRegions?(op: Operation): void;
  /** Names of inherent attributes (ODS arguments/properties), in declaration order. */
  readonly attributeNames?: readonly string[];
  /**
   * MLIR's populateDefaultProperties: `properties` with every left-out default-valued
   * inherent attribute set, as an op's properties start from their defaults.
   */
  populateDefaultProperties?(properties: Attribute | null, context: MLIRContext): Attribute | null;
  /**
   * How text sets the op's properties (MLIR's verifyInherentAttrs, setInherentAttr and
   * setPropertiesFromAttr). Absent: inherent attributes move into the properties as written.
   */
  readonly propertiesConversion?: OpPropertiesConversion;
  /**
   * MLIR's fold hook: given the op's operands as constants where known (undefined where
   * not), either fill `results` with one OpFoldResult per result (an attribute for a
   * constant, or an existing value) and return true, or return true with `results` left
   * empty after updating the op in place, or return false when it does not fold.
   */
  fold?(op: Operation, operands: readonly (Attribute | undefined)[], results: OpFoldResult[]): boolean;
  /**
   * A single-result op's fold hook (the one `fold` wraps) with its outcome returned rather
   * than pushed: undefined when it does not fold, the op's own result after an in-place
   * update. Hot callers (the greedy driver asks every constant operand for its value) use
   * it to fold without a results list; the trait folds `fold` may fall back to are not run.
   */
  foldSingleResult?(op: Operation, operands: readonly (Attribute | undefined)[]): OpFoldResult | undefined;
  /**
   * Set by a registration that knows the op by name and properties only (upstream's test
   * dialect, whose definitions are not installed): its traits are unknown, so trait queries
   * answer as for an unregistered op (mightHaveTrait is true, its regions are checked as an
   * unregistered op's), while the op stays registered (inherent attributes, properties).
   */
  readonly traitsUnknown?: boolean;
  /**
   * Its `verify` runs the IsTerminator, SymbolTable and Symbol checks itself, at their places in its
   * trait list (after its invariants: MLIR verifies traits in ODS order, OpInvariants before
   * every trait that is not structural); the core verifier then leaves them out.
   */
  readonly verifiesOrderedTraits?: boolean;
  /**
   * ODS's count traits (region, result, successor and operand counts): they head an op's
   * trait list, so MLIR checks them before the structural traits (SingleBlock's non-empty
   * block, NoRegionArguments) the core verifies on entry.
   */
  readonly verifyCounts?: (op: Operation) => void;
}

/** What a fold produces for one result: a constant attribute, or an existing value (MLIR's OpFoldResult). */
export type OpFoldResult = Attribute | Value;

/** The terminator op name of an op with SingleBlockImplicitTerminator, if it has one. */
export function implicitTerminatorOf(info: RegisteredOperationInfo | undefined): string | undefined {
  if (info === undefined) return undefined;
  for (const trait of info.traits) if (trait.key === (OpTrait.SingleBlockImplicitTerminator as unknown)) return trait.params[0] as string;
  return undefined;
}

/**
 * The attribute/type parser handed to dialect hooks. Its methods are declared by the
 * text layer (src/asm/attr-type) through module augmentation, keeping src/ir free of
 * any dependency on the parser.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface DialectAsmParser {
  readonly context: MLIRContext;
}

/** The attribute/type printer handed to dialect hooks (augmented by src/asm/attr-type). */
// eslint-disable-next-line @typescript-eslint/no-empty-interface
export interface DialectAsmPrinter {
  write(text: string): void;
}

/**
 * A dialect: its ops' registrations, its attribute/type syntax hooks and its dialect
 * interfaces. Loaded into a context with `context.loadDialect`, or lazily through a
 * DialectRegistry.
 */
export interface Dialect {
  readonly namespace: string;
  readonly operations?: readonly RegisteredOperationInfo[];
  /** Dialects this one's ops create (MLIR's dependentDialects), loaded with it. */
  readonly dependentDialects?: readonly string[];
  /**
   * MLIR's allowUnknownOperations: ops of this namespace it does not define are accepted
   * (as unregistered ops) without --allow-unregistered-dialect.
   */
  readonly allowsUnknownOperations?: boolean;
  /**
   * Accepts some unknown ops of a dialect that otherwise refuses them: ops that extensions
   * register in the real dialect under names tsmlir cannot know (see src/dialects/upstream).
   */
  allowsUnknownOperation?(name: string): boolean;
  /** The dialect's interfaces (MLIR's DialectInterface implementations), by key. */
  readonly interfaces?: InterfaceMap;
  /**
   * MLIR's Dialect::materializeConstant: an op of this dialect producing `value` of `type`
   * at the builder's insertion point, or undefined when it cannot.
   */
  materializeConstant?(builder: OpBuilder, value: Attribute, type: Type, location: Location): Operation | undefined;
  /** Called once when loaded into a context. */
  initialize?(context: MLIRContext): void;
  /**
   * Parses the body of `#ns.body` / `#ns<body>`; the parser is positioned just after
   * the `#ns.` prefix on the mnemonic (pretty form) or after `#ns` on `<` (verbose form).
   */
  parseAttribute?(parser: DialectAsmParser, type: Type | undefined): Attribute | undefined;
  /**
   * MLIR's parse of the attribute class `mnemonic` itself (`<Attr>::parse`): its body after
   * the mnemonic, as parseAttribute reads it after `#ns.mnemonic` and as an op's format reads
   * the attribute stripped (`<...>` alone). Undefined leaves the body to the opaque syntax.
   */
  parseAttributeBody?(mnemonic: string, parser: DialectAsmParser, type: Type | undefined): Attribute | undefined;
  /**
   * Whether `attr` is of this dialect's attribute class `mnemonic`, for the classes the dialect
   * answers for (undefined for the others): an op's format that binds the class refuses a full
   * attribute of another kind, as MLIR's parseCustomAttributeWithFallback does.
   */
  isAttributeOfClass?(attr: Attribute, mnemonic: string): boolean | undefined;
  /** Prints an attribute of this dialect without the `#ns.` prefix. */
  printAttribute?(attr: Attribute, printer: DialectAsmPrinter): void;
  /**
   * Parses the body of `!ns.body` / `!ns<body>` like parseAttribute. Returning undefined
   * (from either hook) leaves the symbol to the text layer, which keeps it opaque.
   */
  parseType?(parser: DialectAsmParser): Type | undefined;
  printType?(type: Type, printer: DialectAsmPrinter): void;
  /**
   * Whether `#ns...` / `!ns...` that no hook of this dialect parses are kept opaque: a
   * dialect whose syntax tsmlir knows only in part (the upstream stubs). Otherwise, as in
   * MLIR, a dialect without a parseAttribute (parseType) hook refuses them: "dialect 'ns'
   * provides no attribute (type) parsing hook".
   */
  readonly keepsUnknownSyntaxOpaque?: boolean | { readonly types: boolean; readonly attributes: boolean };
  /**
   * MLIR's OpAsmDialectInterface::getAlias, asked for every attribute and type the printer
   * meets (any dialect's, builtin ones included): an alias name (without sigil) that
   * overrides the builtin dialect's suggestion, or undefined.
   */
  getAlias?(value: Attribute | Type): string | undefined;
  /**
   * The interface implementations of this dialect's opaque attributes and types (values
   * tsmlir keeps as text, one class for every kind): an upstream dialect's attributes that
   * implement an interface another dialect checks (gpu's mapping attributes, say).
   */
  opaqueInterfaceImpl?(value: Attribute | Type, key: AnyInterface): object | undefined;
  /**
   * Checks a discardable attribute named with this dialect's prefix (`shape.lib`) on any op
   * (MLIR's Dialect::verifyOperationAttribute), throwing the error; run before the op's own
   * checks.
   */
  verifyOperationAttribute?(op: Operation, attribute: NamedAttribute): void;
  /**
   * Checks an attribute named with this dialect's prefix on argument `argIndex` of region
   * `regionIndex` (a function argument's attribute; MLIR's Dialect::verifyRegionArgAttribute),
   * throwing the error.
   */
  verifyRegionArgAttribute?(op: Operation, regionIndex: number, argIndex: number, attribute: NamedAttribute): void;
  /** verifyRegionArgAttribute for a region's results (a function result's attribute). */
  verifyRegionResultAttribute?(op: Operation, regionIndex: number, resultIndex: number, attribute: NamedAttribute): void;
  /** The attributes/types nested in one of this dialect's values, in MLIR's walk order. */
  forEachSubElement?(value: Attribute | Type, fn: (sub: Attribute | Type) => void): void;
  /**
   * The attributes/types one of this dialect's values prints through the printer (and so
   * with their aliases), in print order; the alias initializer visits exactly these.
   */
  forEachPrintedElement?(value: Attribute | Type, fn: (sub: Attribute | Type) => void): void;
  /**
   * Whether a value of this dialect is mutable (MLIR's IsMutable trait): its alias
   * definition is then printed without nested aliases, as upstream does.
   */
  isMutable?(value: Attribute | Type): boolean;
  /** MLIR's declareResource: the handle of this dialect's resource `key` (created on first use). */
  declareResource?(context: MLIRContext, key: string): ResourceBlobHandle;
  /**
   * Whether every resource entry of this dialect must be a blob (MLIR's
   * ResourceBlobManagerDialectInterface, whose parseResource asks for one): a file giving
   * another kind of entry is then refused rather than its entry ignored.
   */
  readonly resourceEntriesAreBlobs?: boolean;
  /**
   * The dialect this one completes with hooks of higher layers (the builtin dialect of the
   * IR core, say, with the bytecode encodings generated from its .td, which the core cannot
   * import): loading this one where `extends` is loaded puts it in that one's place.
   */
  readonly extends?: Dialect;
}

/**
 * What MLIR says of an op, attribute or type whose dialect is not registered while the context
 * does not allow unregistered dialects; the verifier and the attribute/type parser both end
 * their message with it, after naming the entity.
 */
export const UNREGISTERED_DIALECT_REFUSAL =
  "created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used";

/**
 * Whether the dialect refuses `name`, an op it does not register (MLIR's verifier: an
 * unregistered op of a loaded dialect that does not allow unknown operations).
 */
export function refusesUnknownOperation(dialect: Dialect, name: string): boolean {
  if (dialect.allowsUnknownOperations === true) return false;
  return dialect.allowsUnknownOperation?.(name) !== true;
}

/** The implementation table of a dialect interface, if the dialect has it. */
export function dialectInterface<M>(dialect: Dialect | undefined, key: DialectInterface<M, keyof M>): M | undefined {
  return dialect?.interfaces?.get(key as AnyInterface) as M | undefined;
}

/**
 * MLIR's DialectRegistry: dialects a context may load, by namespace, each made on first
 * use (a tool registers many dialects and pays only for those its input uses).
 */
export class DialectRegistry {
  private readonly loaders = new Map<string, () => Dialect>();
  /** Namespaces registered as ready dialect objects (cheap to load), as opposed to loaders. */
  private readonly ready = new Set<string>();

  /** Registers a dialect, or a function that makes it when first needed. */
  insert(dialect: Dialect | { readonly namespace: string; readonly load: () => Dialect }): this {
    if ("load" in dialect && typeof dialect.load === "function") {
      this.loaders.set(dialect.namespace, dialect.load);
      this.ready.delete(dialect.namespace);
    } else {
      const d = dialect as Dialect;
      this.loaders.set(d.namespace, () => d);
      this.ready.add(d.namespace);
    }
    return this;
  }

  /** Adds every dialect of `other` (later registrations of a namespace win). */
  merge(other: DialectRegistry): this {
    for (const [namespace, load] of other.loaders) {
      this.loaders.set(namespace, load);
      if (other.ready.has(namespace)) this.ready.add(namespace);
      else this.ready.delete(namespace);
    }
    return this;
  }

  has(namespace: string): boolean {
    return this.loaders.has(namespace);
  }

  /** The dialect registered as `namespace`, made now (undefined when none is). */
  load(namespace: string): Dialect | undefined {
    return this.loaders.get(namespace)?.();
  }

  /** The namespaces registered as ready dialect objects (not made on first use), sorted. */
  get readyNamespaces(): string[] {
    return [...this.ready].sort();
  }

  get namespaces(): string[] {
    return [...this.loaders.keys()].sort();
  }
}

/** Whether `dialect` keeps the `!ns...` (`#ns...`) no hook of it parses opaque (see Dialect.keepsUnknownSyntaxOpaque). */
export function keepsUnknownSymbolsOpaque(dialect: Dialect, kind: "types" | "attributes"): boolean {
  const keeps = dialect.keepsUnknownSyntaxOpaque;
  return typeof keeps === "object" ? keeps[kind] : keeps === true;
}
