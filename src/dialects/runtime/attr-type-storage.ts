// Storage of generated attribute and type classes (MLIR's AttributeStorage/TypeStorage
// and its StorageUniquer): one instance per distinct parameter list in a context. The
// instance is found through a key made of the parameters that hash structurally (uids of
// attributes/types, primitive values, arrays of them) and confirmed with each parameter's
// comparator, so a parameter with a custom `comparator` (which the key cannot encode)
// still uniques correctly. Also: the dialect hooks a context's dialect carries, the error
// emitter of `get`/`getChecked`, and the sub-element walk of parameters.
import { Attribute, IRDiagnosticError, Type, UnknownLoc, type Dialect, type MLIRContext } from "../../ir/index.js";

/**
 * Creates the error a verifier throws (MLIR's `function_ref<InFlightDiagnostic()>`): the
 * parser's emitter locates it in the source, `get`'s at an unknown location.
 */
export type AttrTypeErrorEmitter = (message: string) => Error;

/** The emitter `get` uses: an IR diagnostic at an unknown location. */
export function defaultErrorEmitter(context: MLIRContext): AttrTypeErrorEmitter {
  return (message) => new IRDiagnosticError(UnknownLoc.get(context), message);
}

/** A key part that matches anything: such values are told apart by the comparator alone. */
const OPAQUE = "*";

function keyPart(value: unknown): string {
  if (value instanceof Attribute || value instanceof Type) return `#${value.uid}`;
  switch (typeof value) {
    case "number":
      return Object.is(value, -0) ? "0" : String(value);
    case "bigint":
      return `${value}n`;
    case "string":
      return JSON.stringify(value);
    case "boolean":
      return value ? "T" : "F";
    case "undefined":
      return "U";
    default:
      break;
  }
  if (value === null) return "N";
  if (Array.isArray(value)) return `[${value.map(keyPart).join(",")}]`;
  return OPAQUE;
}

/**
 * The uniqued instance of class `kind` for the given parameters: `hashParts` are the
 * parameters that take part in the key (those without a custom comparator), `matches`
 * compares a candidate's parameters with every comparator, `make` creates the instance
 * (applying the parameters' allocators) when none matches.
 */
export function uniqueStorage<T extends Attribute | Type>(
  context: MLIRContext,
  kind: string,
  hashParts: readonly unknown[],
  matches: (candidate: T) => boolean,
  make: () => T,
): T {
  let key = "";
  for (let i = 0; i < hashParts.length; i++) key += (i === 0 ? "" : "|") + keyPart(hashParts[i]);
  const node = context.trie("ods-storage").step(kind).step(key);
  let bucket = node.value as T[] | undefined;
  if (bucket === undefined) {
    bucket = [];
    node.value = bucket;
  }
  for (const candidate of bucket) if (matches(candidate)) return candidate;
  const created = make();
  bucket.push(created);
  return created;
}

/** MLIR's default parameter comparison: identity, element-wise for arrays (the `ods.deepEquals` of defs/README.md). */
export function sameParameter(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameParameter(x, b[i]));
  return false;
}

/**
 * The default of an optional parameter (`undefined`), typed, for its comparator: a
 * comparator such as `$_lhs ?? []` compared with a literal `undefined` would be rejected
 * by the compiler as a constant expression.
 */
export function absentParameter<T>(): T | undefined {
  return undefined;
}

/**
 * MLIR's walkImmediateSubElements for generated classes: the attributes and types among
 * the parameters (and inside array parameters), in parameter order.
 */
export function forEachParameterElement(parameters: readonly unknown[], fn: (sub: Attribute | Type) => void): void {
  for (const value of parameters) {
    if (value instanceof Attribute || value instanceof Type) fn(value);
    else if (Array.isArray(value)) forEachParameterElement(value, fn);
  }
}

/** A dialect object that carries the author's hooks (what its generated classes call). */
export interface DialectWithHooks<H> extends Dialect {
  readonly hooks: H;
}

/**
 * The hooks of dialect `namespace` as loaded in `context`. Generated attribute/type
 * classes call their verifiers, custom parsers/printers and interface methods through
 * this, so hooks belong to the dialect object loaded in a context, never to a module.
 */
export function dialectHooks<H>(context: MLIRContext, namespace: string): H {
  const dialect = context.getDialect(namespace) as Partial<DialectWithHooks<H>> | undefined;
  if (dialect === undefined) throw new Error(`dialect '${namespace}' is not loaded in this context`);
  if (dialect.hooks === undefined) throw new Error(`dialect '${namespace}' was loaded without the hooks its attributes and types need`);
  return dialect.hooks;
}
