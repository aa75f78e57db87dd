// Every name a generated module uses must be declared: by the module itself, by the
// imports it gets (the runtime entry points, other dialects' modules), or by JavaScript.
// Snippets from `.td` files written for mlir-tblgen parse as TypeScript surprisingly often
// (`build(odsBuilder, state, value)`, a parameter of type `int64_t`) and still name
// nothing TypeScript knows. The assembled module is bound once by the TypeScript binder
// (a program over the one file, no type checking, no library), each identifier in an
// expression or type is resolved, and what stays unresolved is reported at the record of
// the chunk it comes from. The same walk finds which imports the module needs.
import { ts } from "ts-morph";
import type { Record } from "../../src/ods/access.js";

/** A piece of the module and the record it is generated from (where its errors are reported). */
export interface Chunk {
  readonly text: string;
  readonly record: Record | undefined;
  /** What the chunk is, for diagnostics: `op 'arith.addi'`, `attribute 'FastMathFlagsAttr'`. */
  readonly what: string;
}

/** A syntax error in a chunk (code the generator copied from the records and did not check piecewise). */
export interface ChunkSyntaxError {
  readonly message: string;
  readonly chunk: Chunk;
  /** The offset of the error in the chunk's text. */
  readonly offset: number;
}

/** One name no declaration provides, and the chunk using it. */
export interface UnresolvedName {
  readonly name: string;
  readonly chunk: Chunk;
}

/**
 * JavaScript's global values and TypeScript's global types the generated code may use
 * (no library is loaded for the binding pass, so they are listed here).
 */
const GLOBALS = new Set([
  "undefined", "NaN", "Infinity", "globalThis",
  "Object", "Function", "Array", "Number", "BigInt", "String", "Boolean", "Symbol", "Math", "JSON", "Date", "RegExp",
  "Error", "TypeError", "RangeError", "SyntaxError",
  "Map", "Set", "WeakMap", "WeakSet", "WeakRef", "Promise", "Reflect", "Proxy",
  "ArrayBuffer", "DataView", "Int8Array", "Uint8Array", "Uint8ClampedArray", "Int16Array", "Uint16Array", "Int32Array", "Uint32Array",
  "Float32Array", "Float64Array", "BigInt64Array", "BigUint64Array",
  "parseInt", "parseFloat", "isNaN", "isFinite", "console", "structuredClone", "queueMicrotask",
  "ReadonlyArray", "ReadonlyMap", "ReadonlySet", "Readonly", "Record", "Partial", "Required", "Pick", "Omit", "Exclude", "Extract",
  "NonNullable", "ReturnType", "Parameters", "InstanceType", "ConstructorParameters", "ArrayLike", "Iterable", "Iterator",
  "IterableIterator", "Generator", "PropertyKey", "PromiseLike", "TemplateStringsArray", "Awaited", "ThisType",
]);

/** Whether `node` is an identifier naming something (not a declaration's or a member's own name). */
function isReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (parent === undefined) return false;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isQualifiedName(parent) && parent.right === node) return false;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return false;
  if (ts.isBindingElement(parent) && (parent.propertyName === node || parent.name === node)) return false;
  if (ts.isImportSpecifier(parent) || ts.isImportClause(parent) || ts.isNamespaceImport(parent) || ts.isExportSpecifier(parent)) return false;
  if (ts.isLabeledStatement(parent) || ts.isBreakOrContinueStatement(parent)) return false;
  if (ts.isMetaProperty(parent)) return false;
  if (ts.isTypeReferenceNode(parent) && ts.isConstTypeReference(parent)) return false; // `as const`
  if (ts.isPropertyAccessExpression(parent) === false && "name" in parent && (parent as { name?: ts.Node }).name === node) {
    // Declarations: variables, parameters, functions, classes, members, type parameters, enums...
    return ts.isShorthandPropertyAssignment(parent);
  }
  return true;
}

/** The index of the chunk containing `offset`, given the chunks' start offsets. */
function chunkAt(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The module's free names: `imported` lists names the imports will bind (the runtime's
 * `ir`, `ods`...; other dialects' exports); those used are returned in `used`, the others
 * unresolved, in first-use order, once per (name, chunk).
 */
export function freeNames(
  chunks: readonly Chunk[],
  imported: ReadonlySet<string>,
): { readonly used: Set<string>; readonly unresolved: UnresolvedName[]; readonly syntaxError?: ChunkSyntaxError } {
  const starts: number[] = [];
  let text = "";
  for (const chunk of chunks) {
    starts.push(text.length);
    text += `${chunk.text}\n\n`;
  }
  const fileName = "/generated-module.ts";
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const parseError = (source as unknown as { parseDiagnostics: readonly ts.Diagnostic[] }).parseDiagnostics[0];
  if (parseError !== undefined) {
    const index = chunkAt(starts, parseError.start ?? 0);
    const syntaxError = {
      message: ts.flattenDiagnosticMessageText(parseError.messageText, " "),
      chunk: chunks[index] as Chunk,
      offset: (parseError.start ?? 0) - (starts[index] as number),
    };
    return { used: new Set(), unresolved: [], syntaxError };
  }
  const options: ts.CompilerOptions = { noLib: true, noResolve: true, types: [], target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext };
  const host: ts.CompilerHost = {
    getSourceFile: (name) => (name === fileName ? source : undefined),
    getDefaultLibFileName: () => "lib.d.ts",
    writeFile: () => undefined,
    getCurrentDirectory: () => "/",
    getCanonicalFileName: (name) => name,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => "\n",
    fileExists: (name) => name === fileName,
    readFile: () => undefined,
  };
  const checker = ts.createProgram([fileName], options, host).getTypeChecker();
  const used = new Set<string>();
  const unresolved: UnresolvedName[] = [];
  const reported = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && isReference(node)) {
      const name = node.text;
      const symbol = ts.isShorthandPropertyAssignment(node.parent) ? checker.getShorthandAssignmentValueSymbol(node.parent) : checker.getSymbolAtLocation(node);
      // The checker answers unresolved type names with its `unknown` symbol (no declarations).
      const resolved = symbol !== undefined && symbol.declarations !== undefined && symbol.declarations.length > 0;
      if (!resolved && !GLOBALS.has(name)) {
        if (imported.has(name)) used.add(name);
        else {
          const index = chunkAt(starts, node.getStart(source));
          const key = `${name}\u0000${index}`;
          if (!reported.has(key)) {
            reported.add(key);
            unresolved.push({ name, chunk: chunks[index] as Chunk });
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { used, unresolved };
}
