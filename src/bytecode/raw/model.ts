// The bytecode file as encoded: tables of indices, no IR objects. Used for dumping,
// for checking the container round-trips byte for byte, and as the reader's index
// of sections.

export interface RawDialect {
  readonly name: string;
  /** Encoded dialect version (contents of its DialectVersions section), if any. */
  readonly version: Uint8Array | undefined;
}

export interface RawOpName {
  readonly dialect: number;
  /** Name without the dialect prefix. */
  readonly name: string;
  /** Registration flag, recorded from version 5 on. */
  readonly registered: boolean | undefined;
}

export interface RawAttrTypeEntry {
  readonly dialect: number;
  /** True when encoded by the dialect's bytecode hooks, false for the textual form. */
  readonly custom: boolean;
  readonly data: Uint8Array;
}

export interface RawResourceEntry {
  readonly key: string;
  readonly kind: number;
  readonly data: Uint8Array;
}

export interface RawResourceGroup {
  /** String key for external groups, dialect number for dialect groups. */
  readonly owner: string | number;
  readonly entries: readonly RawResourceEntry[];
}

export interface RawUseListOrder {
  /** Index of the result or argument within its range. */
  readonly index: number;
  readonly indexPairs: boolean;
  readonly indices: readonly number[];
}

export interface RawBlockArg {
  readonly type: number;
  /** Location attribute index, or -1 when elided (unknown location, version >= 4). */
  readonly loc: number;
}

export interface RawBlock {
  readonly args: readonly RawBlockArg[] | undefined;
  readonly argUseLists: readonly RawUseListOrder[] | undefined;
  readonly ops: RawOp[];
}

export interface RawRegion {
  readonly numValues: number;
  readonly blocks: RawBlock[];
}

export interface RawOp {
  readonly name: number;
  readonly mask: number;
  readonly loc: number;
  /** Attribute dictionary index, or -1. */
  readonly attrs: number;
  /** Properties table index (registered ops) or attribute index (unregistered), or -1. */
  readonly props: number;
  readonly results: readonly number[] | undefined;
  readonly operands: readonly number[] | undefined;
  readonly successors: readonly number[] | undefined;
  readonly useLists: readonly RawUseListOrder[] | undefined;
  readonly isolated: boolean;
  readonly regions: RawRegion[] | undefined;
}

export interface RawBytecode {
  readonly version: number;
  readonly producer: string;
  readonly strings: readonly string[];
  readonly dialects: readonly RawDialect[];
  /** Whether the op-name count was written (version >= 4). */
  readonly opNames: readonly RawOpName[];
  readonly attributes: readonly RawAttrTypeEntry[];
  readonly types: readonly RawAttrTypeEntry[];
  /** Undefined when the file has no resource sections. */
  readonly resources: { readonly external: RawResourceGroup[]; readonly dialect: RawResourceGroup[] } | undefined;
  /** Entries of the properties section (without their size prefix); undefined if absent. */
  readonly properties: readonly Uint8Array[] | undefined;
  /** The top-level block of the IR section (the root op and nothing else, normally). */
  readonly root: RawBlock;
}
