// `tsmlir/bytecode-dialect`: what a dialect's bytecode encodings are written against —
// the reader and writer its hooks receive, the hooks' shape, and the helpers the
// modules `tsmlir-tblgen --gen-ts-bytecode` generates call (imported as `bc`). It loads
// no reader or writer, so the builtin dialect's generated encodings can import it.
export type { BytecodeDialectHooks, DialectBytecodeReader, DialectBytecodeWriter, OpPropertiesCodec } from "../bytecode/dialect/hooks.js";
export * from "../bytecode/dialect/encoding-support.js";
