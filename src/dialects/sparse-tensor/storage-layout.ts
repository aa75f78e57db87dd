// A sparse tensor's storage layout (MLIR's StorageLayout): the buffers its levels keep, in
// order: positions for compressed and loose_compressed levels, coordinates for those and for
// singleton and n_out_of_m levels, where an array-of-structures COO region keeps one
// coordinates buffer for all its levels; then the values.
import { IndexType, IntegerType, type MLIRContext, type Type } from "../../ir/index.js";
import type { EncodingFacts } from "./encoding-facts.js";

/** A level type's format, without its properties: "compressed" of "compressed(nonunique)". */
export const levelFormat = (levelType: string): string => levelType.split("(")[0]?.trim() ?? levelType;

const hasPositions = (levelType: string): boolean => ["compressed", "loose_compressed"].includes(levelFormat(levelType));
const hasCoordinates = (levelType: string): boolean =>
  hasPositions(levelType) || levelFormat(levelType) === "singleton" || levelFormat(levelType).startsWith("structured");

/** A compressed (or loose) level followed by singleton levels: [start, end) and whether stored as separate arrays. */
export interface COOSegment {
  readonly start: number;
  readonly end: number;
  readonly isSoA: boolean;
}

/** The encoding's COO segments (none for fewer than two levels). */
export function cooSegments(levelTypes: readonly string[]): COOSegment[] {
  const segments: COOSegment[] = [];
  if (levelTypes.length <= 1) return segments;
  for (let l = 0; l < levelTypes.length; ) {
    if (!hasPositions(levelTypes[l] ?? "")) {
      l++;
      continue;
    }
    let end = l + 1;
    while (end < levelTypes.length && levelFormat(levelTypes[end] ?? "") === "singleton") end++;
    // The first singleton's storage stands for the whole segment.
    if (end - l > 1) segments.push({ start: l, end, isSoA: /\bsoa\b/.test(levelTypes[l + 1] ?? "") });
    l = end;
  }
  return segments;
}

/** The first level of the array-of-structures COO region, or the level rank when there is none. */
export function aosCOOStart(levelTypes: readonly string[]): number {
  const first = cooSegments(levelTypes)[0];
  return first !== undefined && !first.isSoA ? first.start : levelTypes.length;
}

export type FieldKind = "positions" | "coordinates" | "values";

/** The kinds of the storage's data buffers, in order (the storage specifier left out). */
export function dataFields(levelTypes: readonly string[]): FieldKind[] {
  const fields: FieldKind[] = [];
  const segments = cooSegments(levelTypes);
  for (let l = 0; l < levelTypes.length; ) {
    const levelType = levelTypes[l] ?? "";
    if (hasPositions(levelType)) fields.push("positions");
    if (hasCoordinates(levelType)) fields.push("coordinates");
    const segment = segments[0];
    if (segment !== undefined && segment.start === l) {
      // An AoS region's levels share the one coordinates buffer just added.
      l = segment.isSoA ? l + 1 : segment.end;
      segments.shift();
    } else l++;
  }
  fields.push("values");
  return fields;
}

/** The element type of a positions or coordinates buffer of `width` bits (0: index). */
export function overheadType(context: MLIRContext, width: number): Type {
  return width === 0 ? IndexType.get(context) : IntegerType.get(context, width);
}

/** The element type a field of `kind` holds for a tensor of `elementType` with `facts`. */
export function fieldElementType(kind: FieldKind, facts: EncodingFacts, elementType: Type): Type {
  if (kind === "values") return elementType;
  return overheadType(elementType.context, kind === "positions" ? facts.posWidth : facts.crdWidth);
}
