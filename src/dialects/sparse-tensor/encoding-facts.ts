// What the storage verifiers need to know of a tensor's sparse encoding, read back from the
// canonical text the encoding attribute keeps (`encoding<{ map = (d..) -> (e : type, ..),
// posWidth = N, crdWidth = M }>`). A tensor without an encoding stores every dimension as a
// dense level with index-typed positions and coordinates (width 0).
import { OpaqueAttr, RankedTensorType, type Attribute, type Type } from "../../ir/index.js";

export interface EncodingFacts {
  /** The number of dimensions the map's domain names. */
  readonly dimRank: number;
  /** Each level's type as printed, e.g. "dense", "compressed(nonunique)", "singleton(soa)". */
  readonly levelTypes: readonly string[];
  /** Each level's expression of the dimensions as printed, e.g. "d0", "d1 floordiv 2". */
  readonly levelExprs: readonly string[];
  readonly posWidth: number;
  readonly crdWidth: number;
}

/** The parenthesized list opening at or after `from`, split at its top-level commas. */
function listAt(body: string, from: number): string[] | undefined {
  const open = body.indexOf("(", from);
  if (from < 0 || open < 0) return undefined;
  const results: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open; i < body.length; i++) {
    const c = body[i];
    // A structured level's `[n, m]` nests as parentheses do.
    if (c === "(" || c === "[") depth++;
    else if (c === "]") depth--;
    else if (c === ")" && --depth === 0) {
      results.push(body.slice(start, i));
      return results.map((r) => r.trim());
    } else if (c === "," && depth === 1) {
      results.push(body.slice(start, i));
      start = i + 1;
    }
  }
  return undefined;
}

function width(body: string, key: string): number {
  const match = new RegExp(`${key} = (\\d+)`).exec(body);
  return match?.[1] === undefined ? 0 : Number(match[1]);
}

/** The facts of a sparse_tensor encoding attribute; undefined for another attribute. */
export function encodingAttrFacts(encoding: Attribute): EncodingFacts | undefined {
  if (!(encoding instanceof OpaqueAttr) || encoding.dialect !== "sparse_tensor" || !encoding.data.startsWith("encoding<")) return undefined;
  const body = encoding.data;
  const mapAt = body.indexOf("map =");
  const dims = listAt(body, mapAt);
  // The domain may hold slices with parentheses of their own, so the arrow is searched after it.
  const arrow = dims === undefined ? -1 : body.indexOf("->", mapAt);
  const results = listAt(body, arrow);
  if (dims === undefined || results === undefined) return undefined;
  const levelTypes = results.map((r) => r.slice(r.lastIndexOf(":") + 1).trim());
  const levelExprs = results.map((r) => r.slice(0, r.lastIndexOf(":")).trim());
  return { dimRank: dims.filter((d) => d !== "").length, levelTypes, levelExprs, posWidth: width(body, "posWidth"), crdWidth: width(body, "crdWidth") };
}

/** The encoding facts of a ranked tensor type; undefined for any other type or an unreadable encoding. */
export function encodingFacts(type: Type): EncodingFacts | undefined {
  if (!(type instanceof RankedTensorType)) return undefined;
  const encoding = type.encoding;
  if (encoding === null) return { dimRank: type.shape.length, levelTypes: type.shape.map(() => "dense"), levelExprs: type.shape.map((_, d) => `d${d}`), posWidth: 0, crdWidth: 0 };
  return encodingAttrFacts(encoding);
}
