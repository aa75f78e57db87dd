// --load-dialect-plugin=FILE: a JavaScript module (.js/.mjs, e.g. a dialect module that
// tsmlir-tblgen generated, compiled to JS) whose dialects join the tool's registry.
//
// A plugin either exports `registerDialects(registry)`, which is called with the registry
// (MLIR's DialectPluginLibraryInfo::registerDialectRegistryCallbacks), or exports its
// dialects: every exported value that has the shape of a Dialect is registered. Dialects
// are recognised by shape, not by class or identity, so a plugin that resolved its own
// copy of the `tsmlir` package still loads: a namespace that is a dialect name, an
// `operations` list of registrations (each with a string `name` and a `traits` list)
// and/or dialect hooks (`parseType`, `parseAttribute`, ...).
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Dialect, DialectRegistry } from "../ir/dialect.js";
import { resolvePath } from "./opt-io.js";

/** Members only a dialect has: defining one (or operations) makes an object a dialect. */
const DIALECT_HOOKS = ["parseAttribute", "printAttribute", "parseType", "printType", "materializeConstant", "getAlias", "initialize"] as const;

const DIALECT_NAMESPACE = /^[A-Za-z_][A-Za-z0-9_$]*$/;

function isOperationRegistration(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return false;
  const registration = value as { readonly name?: unknown; readonly traits?: unknown };
  return typeof registration.name === "string" && Array.isArray(registration.traits);
}

/** Whether `value` has the shape of a Dialect (whichever copy of tsmlir made it). */
export function isDialectLike(value: unknown): value is Dialect {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as { readonly namespace?: unknown; readonly operations?: unknown } & { readonly [hook: string]: unknown };
  if (typeof candidate.namespace !== "string" || !DIALECT_NAMESPACE.test(candidate.namespace)) return false;
  const operations = candidate.operations;
  if (operations !== undefined && !(Array.isArray(operations) && operations.every(isOperationRegistration))) return false;
  return operations !== undefined || DIALECT_HOOKS.some((hook) => typeof candidate[hook] === "function");
}

/** The exported values of a module namespace, and those of a CommonJS module's `module.exports`. */
function exportedValues(namespace: Readonly<Record<string, unknown>>): unknown[] {
  const values = Object.values(namespace);
  const fallback = namespace["default"];
  if (typeof fallback === "object" && fallback !== null && !isDialectLike(fallback)) values.push(...Object.values(fallback));
  return [...new Set(values)];
}

/**
 * Loads one dialect plugin into `registry`. Returns undefined on success, or why the
 * plugin could not be used (the caller reports it as mlir-opt does).
 */
export async function loadDialectPlugin(path: string, registry: DialectRegistry): Promise<string | undefined> {
  let namespace: Readonly<Record<string, unknown>>;
  try {
    namespace = (await import(pathToFileURL(resolve(resolvePath(path))).href)) as Readonly<Record<string, unknown>>;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const register = namespace["registerDialects"];
  if (typeof register === "function") {
    try {
      await (register as (registry: DialectRegistry) => unknown)(registry);
    } catch (error) {
      return `registerDialects failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    return undefined;
  }
  const dialects = exportedValues(namespace).filter(isDialectLike);
  if (dialects.length === 0) return "the module exports no dialect and no registerDialects(registry) function";
  for (const dialect of dialects) registry.insert(dialect);
  return undefined;
}
