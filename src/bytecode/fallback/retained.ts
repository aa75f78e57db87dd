// The tables of a bytecode file that fallback ops' encoded properties refer into. An
// encoded properties entry holds attribute and type numbers (and string numbers) that
// only the op's definition could find in it; so that such an entry stays valid when
// written back, the writer keeps the file's numbering: its strings, dialects and
// attribute/type tables come first, in the file's order, and what the IR adds since
// comes after. For a module written back unchanged that is the file's own numbering,
// hence the same bytes.
//
// The tables are kept in the context the module was read into (its uniquer, under a key
// of this layer), so they follow the IR through passes and any writer finds them; the
// fallback ops name them by the number they are kept under.
import { OpaqueAttr, type Attribute, type ResourceBlobHandle } from "../../ir/attributes.js";
import type { MLIRContext } from "../../ir/context.js";
import { OpaqueType, type Type } from "../../ir/types.js";

/** An entry the reader could not decode, written back as it was read. */
export interface RawEntry {
  readonly bytes: Uint8Array;
  /** Whether it was custom-encoded (else it is its text). */
  readonly custom: boolean;
}

export interface RetainedBytecodeTables {
  readonly strings: readonly string[];
  /** Dialect names, in the file's order. */
  readonly dialects: readonly string[];
  /** The file's resources, in its order. */
  readonly resources: readonly ResourceBlobHandle[];
  /** Version entries of the dialects whose version this reader did not decode, as read. */
  readonly rawDialectVersions: ReadonlyMap<string, Uint8Array>;
  /** Attributes by number; entries that could not be decoded are placeholders (numbers in `undecodedAttributes`). */
  readonly attributes: readonly Attribute[];
  readonly attributeDialects: readonly number[];
  /** Every attribute entry as the file encoded it: written back as it was. */
  readonly attributeEntries: readonly RawEntry[];
  readonly undecodedAttributes: ReadonlySet<number>;
  readonly types: readonly Type[];
  readonly typeDialects: readonly number[];
  readonly typeEntries: readonly RawEntry[];
  readonly undecodedTypes: ReadonlySet<number>;
}

const KEY = "#bytecode-retained-tables:";

/** Keeps `tables` in `context` under `id` (a number from `context.nextUid()`), which fallback ops name them by. */
export function retainTables(context: MLIRContext, id: number, tables: RetainedBytecodeTables): void {
  context.storeUniqued(`${KEY}${id}`, tables);
}

/** The tables kept under `id`, if any. */
export function retainedTables(context: MLIRContext, id: number): RetainedBytecodeTables | undefined {
  return context.lookupUniqued(`${KEY}${id}`) as RetainedBytecodeTables | undefined;
}

/**
 * The placeholder for attribute `index` of retained tables `source` that the reader could
 * not decode: an opaque attribute of its dialect, unique to that entry, so the IR may hold
 * it (it keeps its identity) and the writer writes the entry's bytes back for it.
 */
export function placeholderAttribute(context: MLIRContext, dialect: string, source: number, index: number): Attribute {
  return OpaqueAttr.get(context, dialect, `bytecode_placeholder<${source}, ${index}>`);
}

/** placeholderAttribute for a type. */
export function placeholderType(context: MLIRContext, dialect: string, source: number, index: number): Type {
  return OpaqueType.get(context, dialect, `bytecode_placeholder<${source}, ${index}>`);
}
