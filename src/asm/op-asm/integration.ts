// The few steps the op parser and printer take around a custom assembly hook, kept
// here so src/asm/parser.ts and printer.ts only call them: name resolution with the
// default dialect, running the hook, and the op name as MLIR prints it.
import { OpTrait } from "../../ir/traits.js";
import type { MLIRContext, OperationName } from "../../ir/context.js";
import type { Operation } from "../../ir/operation.js";
import { customAssemblyOf, defaultDialectOf } from "./hooks.js";
import type { OpAsmParserHost, OpAsmPrinterHost } from "./host.js";
import { OpAsmParser } from "./op-asm-parser.js";
import { OpAsmPrinter } from "./op-asm-printer.js";
import { OperationState } from "./operation-state.js";
import { convertParsedProperties } from "./runtime.js";

/** A custom op name as spelled, or `<defaultDialect>.<spelled>` when it has no dialect prefix (MLIR's rule). */
export function customOpFullName(spelled: string, defaultDialect: string): string {
  return spelled.includes(".") ? spelled : `${defaultDialect}.${spelled}`;
}

/**
 * Parses the custom form of `opName` after its name token with the op's hook; the op
 * is created but not yet inserted. Undefined when the op has no custom syntax.
 */
export function parseCustomOperation(host: OpAsmParserHost, opName: OperationName, nameOffset: number, numResults: number): Operation | undefined {
  const hooks = customAssemblyOf(opName.info);
  if (hooks === undefined) return undefined;
  const state = new OperationState(opName, host.sourceLocation(nameOffset));
  const parser = new OpAsmParser(host, nameOffset, numResults, opName.name);
  parser.setIsolatedFromAbove(opName.hasTrait(OpTrait.IsIsolatedFromAbove));
  hooks.parse(parser, state);
  if (state.propertiesAttr !== null && !state.propertiesConverted) convertParsedProperties(parser, state, state.propertiesAttr, []);
  const op = state.toOperation();
  // As for the generic form (and MLIR's Operation::create): left-out default-valued properties are filled.
  const info = opName.info;
  if (info?.populateDefaultProperties !== undefined) {
    const properties = host.completeDefaultProperties(info, op.properties);
    if (properties !== op.properties) op.properties = properties;
  }
  return op;
}

/** The default dialect inside the regions of `op` (OpAsmOpInterface), or undefined to keep the enclosing one. */
export function defaultDialectInside(op: Operation | OperationName): string | undefined {
  const name = "name" in op && typeof op.name !== "string" ? op.name : (op as OperationName);
  return defaultDialectOf(name);
}

/** The op name as MLIR prints it in custom form: without `<defaultDialect>.` when that leaves a dotless name. */
export function customOpPrintedName(op: Operation, defaultDialect: string): string {
  const name = op.name.name;
  const prefixLength = defaultDialect.length + 1;
  if (name.length > prefixLength && name.startsWith(defaultDialect) && name.charCodeAt(defaultDialect.length) === 46 && name.indexOf(".", prefixLength) < 0) {
    return name.slice(prefixLength);
  }
  return name;
}

/** Prints `op` in custom form (name and body) when it has a hook; false when it has none. */
export function printCustomOperation(op: Operation, host: OpAsmPrinterHost, defaultDialect: string): boolean {
  const hooks = customAssemblyOf(op.name.info);
  if (hooks === undefined) return false;
  host.write(customOpPrintedName(op, defaultDialect));
  hooks.print(op, new OpAsmPrinter(host));
  return true;
}

/** Whether `context` knows custom syntax for the op named `name`. */
export function hasCustomSyntax(context: MLIRContext, name: string): boolean {
  return customAssemblyOf(context.getOperationName(name).info) !== undefined;
}
