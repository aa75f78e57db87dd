// The parts of spirv's types that its op syntax and verifiers need (a pointer's pointee and
// storage class, a struct's members, an array's element), read from the type's own text:
// whichever class represents `!spirv.ptr<...>`, its printed form is MLIR's, so this works
// through the dialect's type parser and printer rather than around them.
import { OpaqueType, VectorType, type MLIRContext, type Type } from "../../ir/index.js";
import { parseTypeText, printTypeText } from "../../asm/standalone.js";

/** `text` split at the commas outside brackets, parentheses, braces and strings, each part trimmed. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === "\\") i++;
      else if (c === '"') quoted = false;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === "<" || c === "(" || c === "[" || c === "{") depth++;
    else if ((c === ">" && text[i - 1] !== "-") || c === ")" || c === "]" || c === "}") depth--;
    else if (c === "," && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  const last = text.slice(start).trim();
  if (last !== "" || parts.length > 0) parts.push(last);
  return parts;
}

/** The body of `!spirv.<mnemonic><body>` as printed, or undefined for another type. */
function spirvBody(type: Type, mnemonic: string): string | undefined {
  if (type.dialectNamespace !== "spirv" && !(type instanceof OpaqueType)) return undefined;
  const text = printTypeText(type);
  const prefix = `!spirv.${mnemonic}<`;
  if (!text.startsWith(prefix) || !text.endsWith(">")) return undefined;
  return text.slice(prefix.length, -1);
}

export interface PointerParts {
  readonly pointee: Type;
  readonly storageClass: string;
}

/** The pointee and storage class of `!spirv.ptr<pointee, StorageClass>`, or undefined for another type. */
export function pointerParts(type: Type): PointerParts | undefined {
  const body = spirvBody(type, "ptr");
  if (body === undefined) return undefined;
  const parts = splitTopLevel(body);
  const [pointee, storageClass] = parts;
  if (parts.length !== 2 || pointee === undefined || storageClass === undefined) return undefined;
  return { pointee: parseTypeText(pointee, type.context), storageClass };
}

export function isPointerType(type: Type): boolean {
  return pointerParts(type) !== undefined;
}

/** `!spirv.ptr<pointee, storageClass>` (MLIR's spirv::PointerType::get). */
export function pointerType(context: MLIRContext, pointee: Type, storageClass: string): Type {
  return parseTypeText(`!spirv.ptr<${printTypeText(pointee)}, ${storageClass}>`, context);
}

/** The member types of a `!spirv.struct<...>` (its offsets and decorations left out), or undefined for another type. */
export function structMembers(type: Type): Type[] | undefined {
  const body = spirvBody(type, "struct");
  if (body === undefined) return undefined;
  const open = body.indexOf("(");
  if (open < 0 || !body.endsWith(")")) return undefined;
  const inner = body.slice(open + 1, -1);
  return splitTopLevel(inner).map((member) => parseTypeText(member.replace(/\s*\[[^\]]*\]$/, ""), type.context));
}

export interface ArrayParts {
  readonly count: number;
  readonly element: Type;
}

/** The count and element of `!spirv.array<N x element>`, or undefined for another type. */
export function arrayParts(type: Type): ArrayParts | undefined {
  const body = spirvBody(type, "array");
  if (body === undefined) return undefined;
  const match = /^(\d+)\s*x\s*(.*?)(,\s*stride=\d+)?$/s.exec(body);
  if (match === null) return undefined;
  return { count: Number(match[1]), element: parseTypeText(match[2] as string, type.context) };
}

/** The element of `!spirv.rtarray<element>`, or undefined for another type. */
export function runtimeArrayElement(type: Type): Type | undefined {
  const body = spirvBody(type, "rtarray");
  if (body === undefined) return undefined;
  return parseTypeText(body.replace(/,\s*stride=\d+$/, ""), type.context);
}

/** The column count and column type of `!spirv.matrix<N x vector<...>>`, or undefined for another type. */
export function matrixParts(type: Type): ArrayParts | undefined {
  const body = spirvBody(type, "matrix");
  if (body === undefined) return undefined;
  const match = /^(\d+)\s*x\s*(.*)$/s.exec(body);
  if (match === null) return undefined;
  return { count: Number(match[1]), element: parseTypeText(match[2] as string, type.context) };
}

/** The element type of a cooperative matrix type (`!spirv.coopmatrix<8x16xi32, Subgroup, MatrixA>` and its NV and Intel kin), or undefined for another type. */
export function cooperativeMatrixElement(type: Type): Type | undefined {
  for (const mnemonic of ["coopmatrix", "NV.coopmatrix", "jointmatrix"]) {
    const body = spirvBody(type, mnemonic);
    if (body === undefined) continue;
    const first = splitTopLevel(body)[0] ?? "";
    const match = /^(?:\d+x)+(.*)$/s.exec(first);
    if (match !== null) return parseTypeText(match[1] as string, type.context);
  }
  return undefined;
}

/** The image type of a `!spirv.sampled_image<!spirv.image<...>>`, or undefined for another type. */
export function sampledImageImage(type: Type): Type | undefined {
  const body = spirvBody(type, "sampled_image");
  return body === undefined ? undefined : parseTypeText(body, type.context);
}

/**
 * The type of element `index` of a spirv composite (MLIR's CompositeType::getElementType):
 * a vector's element, an array's, a runtime array's, a matrix's column, a struct's member,
 * a cooperative matrix's element; undefined for another type.
 */
export function compositeElement(type: Type, index: number): Type | undefined {
  if (type instanceof VectorType) return type.elementType;
  const members = structMembers(type);
  if (members !== undefined) return members[index];
  return arrayParts(type)?.element ?? runtimeArrayElement(type) ?? matrixParts(type)?.element ?? cooperativeMatrixElement(type);
}
