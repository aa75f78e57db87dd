// Dialects and registered operation descriptions. Later layers (ODS-generated code,
// hand-written dialects) describe their ops with RegisteredOperationInfo and load them
// into a context with `context.loadDialect`.
import type { MLIRContext } from "./context.js";
import type { Operation } from "./operation.js";
import type { Attribute } from "./attributes.js";
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
  parseAttribute?(parser: DialectAsmParser, type: Type | undefined): Attribute;
  /** Prints an attribute of this dialect without the `#ns.` prefix. */
  printAttribute?(attr: Attribute, printer: DialectAsmPrinter): void;
  parseType?(parser: DialectAsmParser): Type;
  printType?(type: Type, printer: DialectAsmPrinter): void;
  /** MLIR's OpAsmDialectInterface::getAlias: a suggested alias name (without sigil) or undefined. */
  getAlias?(value: Attribute | Type): string | undefined;
  /** The attributes/types nested in one of this dialect's values, in print order (for alias collection). */
  forEachSubElement?(value: Attribute | Type, fn: (sub: Attribute | Type) => void): void;
}
