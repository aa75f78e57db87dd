// llvm's types as tsmlir keeps them: opaque types of dialect `llvm` whose body is the text
// mlir-opt prints (`struct<(i32, array<2 x f32>)>`, `func<void (i32, ...)>`). The syntax of
// some llvm ops derives one type from another (extractvalue's result is a field of its
// container, llvm.func's signature is its function type), so their hooks read that text:
// nested llvm types are written without the `!llvm.` prefix, other types as usual.
import { parseTypeText, printTypeText } from "../../asm/standalone.js";
import { OpaqueType, VectorType, type MLIRContext, type Type } from "../../ir/index.js";
// A cycle (compatible-types reads llvm type bodies through this file): only called, never read at load time.
import { isCompatibleType } from "./compatible-types.js";

/** The first words of llvm type bodies (everything else nested in one is a builtin or another dialect's type). */
const LLVM_TYPE_KEYWORDS: ReadonlySet<string> = new Set([
  "void", "ptr", "label", "metadata", "token", "x86_mmx", "ppc_fp128", "array", "struct", "func", "vec", "target",
]);

const OPENERS = "<([{";
const CLOSERS = ">)]}";

/** `text` split at its top-level commas (outside brackets and string literals), each part trimmed. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === "\\") i++;
    } else if (OPENERS.includes(c)) depth++;
    else if (CLOSERS.includes(c) && !(c === ">" && text[i - 1] === "-")) depth--;
    else if (c === "," && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  const last = text.slice(start).trim();
  if (last.length > 0 || parts.length > 0) parts.push(last);
  return parts;
}

/** The index of the bracket closing the one at `open`, or -1. */
function closingBracket(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === "\\") i++;
    } else if (OPENERS.includes(c)) depth++;
    else if (CLOSERS.includes(c) && !(c === ">" && text[i - 1] === "-")) {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** The body of an llvm type, or undefined for any other type. */
export function llvmTypeBody(type: Type): string | undefined {
  return type instanceof OpaqueType && type.dialect === "llvm" ? type.data : undefined;
}

/** The first keyword of an llvm type body (`struct<(i32)>` → `struct`). */
export function llvmKeyword(body: string): string {
  let end = 0;
  while (end < body.length) {
    const c = body.charCodeAt(end);
    const word = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95;
    if (!word) break;
    end++;
  }
  return body.slice(0, end);
}

/** The type a nested type text spells: an llvm type for an llvm keyword, otherwise what MLIR's parser reads. */
export function nestedType(text: string, context: MLIRContext): Type {
  if (LLVM_TYPE_KEYWORDS.has(llvmKeyword(text))) return OpaqueType.get(context, "llvm", text);
  return parseTypeText(text, context);
}

/** `type` as written nested in an llvm type (llvm types without their `!llvm.` prefix). */
export function nestedTypeText(type: Type): string {
  return llvmTypeBody(type) ?? printTypeText(type);
}

/** The `<...>` contents of `keyword<...>`, or undefined. */
function bracketBody(body: string, keyword: string): string | undefined {
  if (!body.startsWith(`${keyword}<`) || !body.endsWith(">")) return undefined;
  return body.slice(keyword.length + 1, -1).trim();
}

/** The field texts of a literal or identified struct body (`struct<(i32, f32)>`), or undefined (opaque or no struct). */
export function structFields(body: string): string[] | undefined {
  let inner = bracketBody(body, "struct");
  if (inner === undefined) return undefined;
  if (inner.startsWith('"')) {
    const comma = closingQuote(inner);
    inner = inner.slice(comma + 1).trim();
    if (!inner.startsWith(",")) return undefined;
    inner = inner.slice(1).trim();
  }
  if (inner.startsWith("packed")) inner = inner.slice("packed".length).trim();
  if (!inner.startsWith("(") || !inner.endsWith(")")) return undefined;
  return splitTopLevel(inner.slice(1, -1));
}

function closingQuote(text: string): number {
  for (let i = 1; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === '"') return i;
  }
  return text.length;
}

/** The element text of an array body (`array<4 x i32>`), or undefined. */
export function arrayElement(body: string): string | undefined {
  const inner = bracketBody(body, "array");
  if (inner === undefined) return undefined;
  const match = /^\d+\s*x\s*/.exec(inner);
  return match === null ? undefined : inner.slice(match[0].length);
}

/** The type at `position` inside an aggregate (MLIR's getInsertExtractValueElementType), or an error message. */
export function aggregateElementType(container: Type, position: readonly bigint[], context: MLIRContext): Type | string {
  if (!isCompatibleType(container)) return `expected LLVM IR Dialect type, got '${printTypeText(container)}'`;
  let current = container;
  for (const index of position) {
    const body = llvmTypeBody(current);
    const fields = body === undefined ? undefined : structFields(body);
    const element = body === undefined ? undefined : arrayElement(body);
    if (fields !== undefined) {
      if (index < 0n || index >= BigInt(fields.length)) return `position out of bounds: ${index}`;
      current = nestedType(fields[Number(index)] as string, context);
    } else if (element !== undefined) {
      const count = BigInt(/^array<\s*(\d+)/.exec(body as string)?.[1] ?? "0");
      if (index < 0n || index >= count) return `position out of bounds: ${index}`;
      current = nestedType(element, context);
    } else {
      return `expected LLVM IR structure/array type, got: '${printTypeText(current)}'`;
    }
  }
  return current;
}

/** An llvm function type's parts (`func<i32 (i32, ptr, ...)>`), or undefined. */
export interface LlvmFunctionTypeParts {
  readonly result: Type;
  readonly params: readonly Type[];
  readonly variadic: boolean;
}

export function functionTypeParts(type: Type, context: MLIRContext): LlvmFunctionTypeParts | undefined {
  // Types are uniqued and immutable, and llvm.func's printer asks for its type's parts on
  // every print (and the alias walk before it): read from the text once per type, kept by
  // the context as it keeps the type (null: not a function type).
  const node = context.trie("llvm.functionTypeParts").step(type.uid);
  if (node.value === undefined) node.value = readFunctionTypeParts(type, context) ?? null;
  return (node.value as LlvmFunctionTypeParts | null) ?? undefined;
}

function readFunctionTypeParts(type: Type, context: MLIRContext): LlvmFunctionTypeParts | undefined {
  const body = llvmTypeBody(type);
  const inner = body === undefined ? undefined : bracketBody(body, "func");
  if (inner === undefined) return undefined;
  let open = -1;
  let depth = 0;
  for (let i = 0; i < inner.length && open < 0; i++) {
    const c = inner[i] as string;
    if (c === "(" && depth === 0) open = i;
    else if (OPENERS.includes(c)) depth++;
    else if (CLOSERS.includes(c)) depth--;
  }
  if (open < 0 || closingBracket(inner, open) !== inner.length - 1) return undefined;
  const params = splitTopLevel(inner.slice(open + 1, -1));
  const variadic = params[params.length - 1] === "...";
  if (variadic) params.pop();
  return { result: nestedType(inner.slice(0, open).trim(), context), params: params.map((p) => nestedType(p, context)), variadic };
}

/** `!llvm.func<result (params[, ...])>`. */
export function functionType(context: MLIRContext, result: Type | undefined, params: readonly Type[], variadic: boolean): OpaqueType {
  const list = [...params.map(nestedTypeText), ...(variadic ? ["..."] : [])].join(", ");
  return OpaqueType.get(context, "llvm", `func<${result === undefined ? "void" : nestedTypeText(result)} (${list})>`);
}

export function isVoidType(type: Type): boolean {
  return llvmTypeBody(type) === "void";
}

