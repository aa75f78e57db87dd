// The per-op custom assembly hooks, carried by an op's RegisteredOperationInfo as
// `extra.customAssembly` (generated from assembly formats or written by hand).
import type { RegisteredOperationInfo } from "../../ir/dialect.js";
import type { Operation } from "../../ir/operation.js";
import type { OpAsmParser } from "./op-asm-parser.js";
import type { OpAsmPrinter } from "./op-asm-printer.js";
import type { OperationState } from "./operation-state.js";

export interface CustomAssemblyHooks {
  /** Parses what follows the op name into `state` (throws a located DiagnosticError). */
  parse(parser: OpAsmParser, state: OperationState): void;
  /** Prints what follows the op name. */
  print(op: Operation, printer: OpAsmPrinter): void;
}

const fromOpClass = new WeakMap<object, CustomAssemblyHooks | null>();

/** Hooks for ops registered by layers below the text layer (the builtin dialect), by op name. */
const fallbackHooks = new Map<string, CustomAssemblyHooks>();

export function registerFallbackAssembly(name: string, hooks: CustomAssemblyHooks): void {
  fallbackHooks.set(name, hooks);
}

/**
 * The hooks of a registered op: `extra.customAssembly`, or else an op class in
 * `extra.opClass` with `static parse(parser, state)` and an instance `print(printer)`
 * (the wrapper is built with `new opClass(op)`).
 */
export function customAssemblyOf(info: RegisteredOperationInfo | undefined): CustomAssemblyHooks | undefined {
  if (info === undefined) return undefined;
  const extra = info.extra;
  if (extra === undefined) return fallbackHooks.get(info.name);
  const hooks = extra["customAssembly"];
  if (hooks !== undefined && hooks !== null && typeof hooks === "object") {
    const candidate = hooks as Partial<CustomAssemblyHooks>;
    if (typeof candidate.parse === "function" && typeof candidate.print === "function") return hooks as CustomAssemblyHooks;
  }
  const opClass = extra["opClass"];
  if (typeof opClass !== "function") return fallbackHooks.get(info.name);
  let cached = fromOpClass.get(opClass);
  if (cached === undefined) {
    cached = null;
    const parse = (opClass as { parse?: unknown }).parse;
    const print = (opClass as { prototype?: { print?: unknown } }).prototype?.print;
    if (typeof parse === "function" && typeof print === "function") {
      const Wrapper = opClass as new (op: Operation) => { print(printer: OpAsmPrinter): void };
      cached = {
        parse: (parser, state) => (parse as CustomAssemblyHooks["parse"]).call(opClass, parser, state),
        print: (op, printer) => new Wrapper(op).print(printer),
      };
    }
    fromOpClass.set(opClass, cached);
  }
  return cached ?? undefined;
}

/** The dialect whose ops print without prefix inside this op's regions (OpAsmOpInterface::getDefaultDialect). */
export function defaultDialectOf(info: RegisteredOperationInfo | undefined): string | undefined {
  const value = info?.extra?.["defaultDialect"];
  return typeof value === "string" ? value : undefined;
}
