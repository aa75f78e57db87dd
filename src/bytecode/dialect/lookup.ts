// Where the reader and writer find a dialect's bytecode hooks and an op's properties codec:
// on the dialect and the registration the context holds (their `bytecode` and
// `bytecodeProperties` members, hooks.ts). The builtin dialect belongs to the IR core,
// which cannot depend on this layer, so its encodings — generated from
// defs/mlir/IR/BuiltinDialectBytecode.td like any dialect's — are attached here.
import type { Dialect, RegisteredOperationInfo } from "../../ir/dialect.js";
import { builtinDialect } from "../../ir/builtin-dialect.js";
import { builtinBytecode } from "../../../generated/builtin-bytecode.js";
import type { BytecodeDialectHooks, OpPropertiesCodec } from "./hooks.js";
import { optionalAttributesCodec } from "./ods-properties.js";

/** A dialect's bytecode hooks (undefined: it has none, or it is not registered). */
export function dialectBytecodeOf(dialect: Dialect | undefined): BytecodeDialectHooks | undefined {
  if (dialect === undefined) return undefined;
  return dialect.bytecode ?? (dialect === builtinDialect ? builtinBytecode : undefined);
}

/**
 * A registered op's properties codec: its own, else every inherent attribute as an
 * optional attribute in name order (the builtin ops' ODS layout, for one). Not cached:
 * callers keep it per op name.
 */
export function propertiesCodecOf(info: RegisteredOperationInfo): OpPropertiesCodec {
  return info.bytecodeProperties ?? optionalAttributesCodec(info.name, info.attributeNames ?? []);
}
