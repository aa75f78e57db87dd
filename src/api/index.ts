// The `tsmlir` package's run-time entry point: the IR core, textual IR, bytecode,
// diagnostics and tsmlir's dialects. Generated dialect modules import it as `ir`.
// Nothing here loads a build-time dependency (TableGen, generators, ts-morph, peggy,
// handlebars, zod): test/package/runtime-imports.test.ts checks it.

// The IR core: context, dialects and registry, types, attributes, locations, operations,
// builders, traits, interfaces, verification; plus the names ODS code uses that the core
// spells differently (src/dialects/ir.ts: specialized attribute names and the `::mlir`
// attribute interfaces defs/ declares, such as `ir.TypedAttr`).
export * from "./ir.js";

// Textual IR: parse (with verification) and print.
export { parseSourceString, parseSourceFile, printOperation, type ParserConfig, type OpPrintingFlags } from "./text.js";

// Bytecode: write and read, byte-identical to mlir-opt's.
export {
  writeBytecode,
  readBytecode,
  isBytecode,
  DialectUpgradeError,
  bytecodeFallbackOperation,
  fallbackStateOf,
  FallbackAttr,
  type BytecodeWriterConfig,
  type BytecodeReaderConfig,
  type BytecodeDialectHooks,
  type DialectBytecodeReader,
  type DialectBytecodeWriter,
  type OpPropertiesCodec,
  type FallbackOpState,
  type FallbackReadOptions,
} from "./bytecode.js";

// Diagnostics: what the parser, the verifier and the bytecode reader throw. Parse,
// verification and read failures of the functions above are DiagnosticsErrors whose
// message is the rendered text (`file:line:col: error: ...`, source line, caret).
export { DiagnosticsError } from "../asm/errors.js";
export { DiagnosticError, formatDiagnostic, type Diagnostic, type DiagnosticSeverity } from "../support/diagnostic.js";
export type { SourceFile, SourceLocation } from "../support/source.js";

// tsmlir's dialects (MLIR's registerAllDialects, into a DialectRegistry or a context).
export { registerAllDialects, allDialects } from "../dialects/index.js";
