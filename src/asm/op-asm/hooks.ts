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

export function customAssemblyOf(info: RegisteredOperationInfo | undefined): CustomAssemblyHooks | undefined {
  const hooks = info?.extra?.["customAssembly"];
  if (hooks === undefined || hooks === null || typeof hooks !== "object") return undefined;
  const candidate = hooks as Partial<CustomAssemblyHooks>;
  return typeof candidate.parse === "function" && typeof candidate.print === "function" ? (hooks as CustomAssemblyHooks) : undefined;
}

/** The dialect whose ops print without prefix inside this op's regions (OpAsmOpInterface::getDefaultDialect). */
export function defaultDialectOf(info: RegisteredOperationInfo | undefined): string | undefined {
  const value = info?.extra?.["defaultDialect"];
  return typeof value === "string" ? value : undefined;
}
