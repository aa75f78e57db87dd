// An op's custom assembly (parse/print), carried by its registration as `assembly`
// (generated from assembly formats or written by hand). The text layer adds the member
// to the IR core's registration type here, so the registration stays the op's one home.
import type { RegisteredOperationInfo } from "../../ir/dialect.js";
import type { Operation } from "../../ir/operation.js";
import { OpAsmOpInterface, type OpAsmOpMethods } from "../../ir/op-interfaces.js";
import type { OperationName } from "../../ir/context.js";
import type { OpAsmParser } from "./op-asm-parser.js";
import type { OpAsmPrinter } from "./op-asm-printer.js";
import type { OperationState } from "./operation-state.js";
import { BUILTIN_ASSEMBLY } from "./builtin-assembly.js";

export interface CustomAssemblyHooks {
  /** Parses what follows the op name into `state` (throws a located DiagnosticError). */
  parse(parser: OpAsmParser, state: OperationState): void;
  /** Prints what follows the op name. */
  print(op: Operation, printer: OpAsmPrinter): void;
}

declare module "../../ir/dialect.js" {
  interface RegisteredOperationInfo {
    /** The op's custom syntax; absent: the op has only the generic form. */
    readonly assembly?: CustomAssemblyHooks;
  }
}

/** The custom assembly of a registered op: its own, or (builtin ops) the text layer's for it. */
export function customAssemblyOf(info: RegisteredOperationInfo | undefined): CustomAssemblyHooks | undefined {
  if (info === undefined) return undefined;
  return info.assembly ?? BUILTIN_ASSEMBLY.get(info);
}

/** The dialect whose ops print without prefix inside this op's regions (OpAsmOpInterface::getDefaultDialect). */
export function defaultDialectOf(name: OperationName): string | undefined {
  const impl = name.getInterfaceImpl(OpAsmOpInterface) as OpAsmOpMethods | undefined;
  if (impl === undefined) return undefined;
  const dialect = impl.getDefaultDialect();
  return dialect === "" ? undefined : dialect;
}
