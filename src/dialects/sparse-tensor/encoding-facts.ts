// What the storage verifiers need to know of a tensor's sparse encoding, read back from the
// canonical text the encoding attribute keeps (`encoding<{ map = (d..) -> (e : type, ..),
// posWidth = N, crdWidth = M }>`). A tensor without an encoding stores every dimension as a
// dense level with index-typed positions and coordinates (width 0).
import { OpaqueAttr, RankedTensorType, type Type } from "../../ir/index.js";

export interface EncodingFacts {
  /** Each level's type as printed, e.g. "dense", "compressed(nonunique)", "singleton(soa)". */
  readonly levelTypes: readonly string[];
  readonly posWidth: number;
  readonly crdWidth: number;
}

/** The map's result list split at its top-level commas. */
function mapResults(body: string): string[] | undefined {
  const arrow = body.indexOf("->", body.indexOf("map ="));
  const open = body.indexOf("(", arrow);
  if (arrow < 0 || open < 0) return undefined;
  const results: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open; i < body.length; i++) {
    const c = body[i];
    if (c === "(") depth++;
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

/** The encoding facts of a ranked tensor type; undefined for any other type or an unreadable encoding. */
export function encodingFacts(type: Type): EncodingFacts | undefined {
  if (!(type instanceof RankedTensorType)) return undefined;
  const encoding = type.encoding;
  if (encoding === null) return { levelTypes: type.shape.map(() => "dense"), posWidth: 0, crdWidth: 0 };
  if (!(encoding instanceof OpaqueAttr) || encoding.dialect !== "sparse_tensor" || !encoding.data.startsWith("encoding<")) return undefined;
  const results = mapResults(encoding.data);
  if (results === undefined) return undefined;
  const levelTypes = results.map((r) => r.slice(r.lastIndexOf(":") + 1).trim());
  return { levelTypes, posWidth: width(encoding.data, "posWidth"), crdWidth: width(encoding.data, "crdWidth") };
}
