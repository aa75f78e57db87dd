// MLIR's custom assembly API (OpAsmParser / OpAsmPrinter / OperationState) for op
// parsers and printers generated from assembly formats or written by hand.
export { AsmParser, type Delimiter, type IntegerLiteral, type Signedness, type StrippedAttributeParser } from "./asm-parser.js";
export { OpAsmParser, ensureTerminator, ensureSingleBlock, type OpAsmArgument, type UnresolvedOperand } from "./op-asm-parser.js";
export { OpAsmPrinter, operationAttributes } from "./op-asm-printer.js";
export { OperationState } from "./operation-state.js";
export { OdsBuilder } from "./builder.js";
export { customAssemblyOf, defaultDialectOf, type CustomAssemblyHooks } from "./hooks.js";
export type { OpAsmParserHost, OpAsmPrinterHost } from "./host.js";
export * from "./runtime.js";
export { suggestedResultNames } from "./upstream-names.js";
export { customOpFullName, parseCustomOperation, defaultDialectInside, customOpPrintedName, printCustomOperation, hasCustomSyntax } from "./integration.js";
export { parseFieldList, parseBooleanField, parseOptionalField, fieldEquals, FieldPrinter } from "./fields.js";
export { AsmParserState } from "../parser-state.js";
export {
  functionOpSyntax,
  parseFunctionOp,
  printFunctionOp,
  parseFunctionSignature,
  parseFunctionAttributes,
  addArgAndResultAttrs,
  parseFunctionBody,
  printFunctionSignature,
  printFunctionAttributes,
  printFunctionBody,
  FUNC_SYNTAX_NAMES,
  type FunctionSyntaxNames,
  type ParsedFunctionSignature,
} from "./function-syntax.js";
export { opaqueAttributeSyntax } from "./opaque-attribute-syntax.js";
