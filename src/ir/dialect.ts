// Dialects and registered operation descriptions. Later layers (ODS-generated code,
// hand-written dialects) describe their ops with RegisteredOperationInfo and load them
// into a context with `context.loadDialect`.
import type { MLIRContext } from "./context.js";
import type { Operation } from "./operation.js";
import type { Attribute, ResourceBlobHandle } from "./attributes.js";
import type { Type } from "./types.js";

/** Names of MLIR op traits the core IR understands (others are carried through as-is). */
export const Traits = {
  IsTerminator: "IsTerminator",
  NoTerminator: "NoTerminator",
  SingleBlock: "SingleBlock",
  SingleBlockImplicitTerminator: "SingleBlockImplicitTerminator",
  IsIsolatedFromAbove: "IsIsolatedFromAbove",
  SymbolTable: "SymbolTable",
  Symbol: "Symbol",
  AffineScope: "AffineScope",
  NoRegionArguments: "NoRegionArguments",
  ZeroOperands: "ZeroOperands",
  ZeroResults: "ZeroResults",
  ZeroRegions: "ZeroRegions",
  ZeroSuccessors: "ZeroSuccessors",
  OneRegion: "OneRegion",
  /** RegionKindInterface answering "graph" for every region (MLIR's HasOnlyGraphRegion). */
  HasOnlyGraphRegion: "HasOnlyGraphRegion",
  ReturnLike: "ReturnLike",
  ConstantLike: "ConstantLike",
} as const;

export type OperationTrait = string;

export type RegionKind = "ssacfg" | "graph";

/**
 * What the core IR knows about a registered op. `verify` runs before the op's regions
 * are verified (MLIR's verifyInvariants + verify), `verifyRegions` after; both report
 * failures by throwing the error returned from `op.emitOpError(...)`.
 */
export interface RegisteredOperationInfo {
  readonly name: string;
  readonly traits: ReadonlySet<OperationTrait>;
  /** Region kind per region index (RegionKindInterface); default SSACFG. */
  regionKind?(index: number): RegionKind;
  verify?(op: Operation): void;
  verifyRegions?(op: Operation): void;
  /** Names of inherent attributes (ODS arguments/properties), in declaration order. */
  readonly attributeNames?: readonly string[];
  /** For SingleBlockImplicitTerminator: the terminator's op name. */
  readonly implicitTerminator?: string;
  /** Free-form per-op data for later layers (interfaces, custom assembly hooks, ...). */
  readonly extra?: Readonly<Record<string, unknown>>;
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

export interface Dialect {
  readonly namespace: string;
  readonly operations?: readonly RegisteredOperationInfo[];
  /** Called once when loaded into a context. */
  initialize?(context: MLIRContext): void;
  /**
   * Parses the body of `#ns.body` / `#ns<body>`; the parser is positioned just after
   * the `#ns.` prefix on the mnemonic (pretty form) or after `#ns` on `<` (verbose form).
   */
  parseAttribute?(parser: DialectAsmParser, type: Type | undefined): Attribute | undefined;
  /** Prints an attribute of this dialect without the `#ns.` prefix. */
  printAttribute?(attr: Attribute, printer: DialectAsmPrinter): void;
  /**
   * Parses the body of `!ns.body` / `!ns<body>` like parseAttribute. Returning undefined
   * (from either hook) leaves the symbol to the text layer, which keeps it opaque.
   */
  parseType?(parser: DialectAsmParser): Type | undefined;
  printType?(type: Type, printer: DialectAsmPrinter): void;
  /**
   * MLIR's OpAsmDialectInterface::getAlias, asked for every attribute and type the printer
   * meets (any dialect's, builtin ones included): an alias name (without sigil) that
   * overrides the builtin dialect's suggestion, or undefined.
   */
  getAlias?(value: Attribute | Type): string | undefined;
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
  /**
   * Names of the ops upstream registers in this dialect that tsmlir knows by name only
   * (their printing follows registered ops' rules); other unregistered ops of the dialect
   * are unknown upstream as well.
   */
  readonly upstreamOperationNames?: ReadonlySet<string>;
  /** MLIR's declareResource: the handle of this dialect's resource `key` (created on first use). */
  declareResource?(context: MLIRContext, key: string): ResourceBlobHandle;
}
