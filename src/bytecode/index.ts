// Public entry points of the bytecode layer.
export { isBytecode } from "./format/container.js";
export { BytecodeError, DialectUpgradeError } from "./format/errors.js";
export { BytecodeVersion } from "./format/constants.js";
export { BytecodeIRReader, readBytecodeIR, type ReadOptions } from "./reader/ir-reader.js";
export { writeBytecode, DEFAULT_PRODUCER, type WriteOptions } from "./writer/write.js";
export { AsmTextualCodec } from "./text-codec.js";
export type { BytecodeDialectHooks, DialectBytecodeReader, DialectBytecodeWriter, OpPropertiesCodec } from "./dialect/hooks.js";
export { odsPropertiesCodec, type BitEnumProperty } from "./dialect/ods-properties.js";
export { dialectBytecodeOf, propertiesCodecOf } from "./dialect/lookup.js";
export { dumpRawBytecode } from "./raw/dump.js";
