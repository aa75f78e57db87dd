// The on-disk form of an evaluation state (state-encode.ts writes it, state-decode.ts
// reads it back; state-store.ts keeps it under the cache directory). Plain JSON: values
// and types are tables of entries whose parts are indices of earlier entries, records
// are a table of their own (values refer to records and records to values, so records
// are made empty first, filled after every value exists). Files are indices into the
// list of source files the caller gives on both sides (the files the state was read
// from, in the same order), so records' locations point at the reading process's own
// SourceFile objects.

/** Bumped whenever the shape below or what it means changes. */
export const STATE_FORMAT = 2;

/** A location: [file index, offset]; null for none. */
export type EncodedLocation = readonly [number, number] | null;

export type EncodedType =
  | readonly ["bit"]
  | readonly ["int"]
  | readonly ["string"]
  | readonly ["dag"]
  | readonly ["bits", number]
  | readonly ["list", number]
  | readonly ["record", readonly number[]];

/** Values: tag, then parts (value indices unless said otherwise). */
export type EncodedValue = readonly [string, ...unknown[]];

export interface EncodedField {
  readonly name: number;
  readonly type: number;
  readonly value: number;
  readonly location: EncodedLocation;
  /** Bit 1: `field` (non-concrete OK), 2: template argument, 4: used. */
  readonly flags: number;
}

export interface EncodedRecord {
  readonly name: number;
  readonly kind: string;
  readonly locations: readonly EncodedLocation[];
  readonly templateArgs: readonly number[];
  readonly fields: readonly EncodedField[];
  readonly superClasses: readonly (readonly [number, EncodedLocation])[];
  readonly assertions: readonly (readonly [EncodedLocation, number, number])[];
  readonly dumps: readonly (readonly [EncodedLocation, number])[];
  /** The record's `--print-records` text (records of the keeper's maps): printing a resumed state copies it. */
  readonly printed?: string;
}

/** A multiclass or loop body entry: ["record", r] | ["loop", loc, iterVar or -1, list, entries] | ["assert", loc, c, m] | ["dump", loc, m]. */
export type EncodedEntry = readonly [string, ...unknown[]];

export interface EncodedState {
  readonly format: number;
  readonly types: readonly EncodedType[];
  readonly values: readonly EncodedValue[];
  readonly records: readonly EncodedRecord[];
  readonly classes: readonly (readonly [string, number])[];
  readonly defs: readonly (readonly [string, number])[];
  readonly globals: readonly (readonly [string, number])[];
  readonly anonymousCounter: number;
  readonly multiClasses: readonly (readonly [string, number, readonly EncodedEntry[]])[];
  readonly varDefInstances: readonly (readonly [number, number])[];
  readonly typeAliases: readonly (readonly [string, number])[];
  readonly dumped: readonly number[];
}

/** A state that cannot be written (a kind of value the format does not know, messages, a file outside the list). */
export class UnencodableState extends Error {}
