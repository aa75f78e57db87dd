// Where the reader and writer find a dialect's bytecode hooks and an op's properties codec:
// on the dialect and the registration the context holds (their `bytecode` and
// `bytecodeProperties` members, hooks.ts), the builtin dialect's like any other's
// (src/dialects/builtin completes the IR core's builtin dialect with its encodings).
import type { Dialect, RegisteredOperationInfo } from "../../ir/dialect.js";
import type { BytecodeDialectHooks, OpPropertiesCodec } from "./hooks.js";
import { optionalAttributesCodec } from "./ods-properties.js";

/** A dialect's bytecode hooks (undefined: it has none, or it is not registered). */
export function dialectBytecodeOf(dialect: Dialect | undefined): BytecodeDialectHooks | undefined {
  return dialect?.bytecode;
}

/**
 * A registered op's properties codec: its own, else every inherent attribute as an
 * optional attribute in name order (the builtin ops' ODS layout, for one). Not cached:
 * callers keep it per op name.
 */
export function propertiesCodecOf(info: RegisteredOperationInfo): OpPropertiesCodec {
  return info.bytecodeProperties ?? optionalAttributesCodec(info.name, info.attributeNames ?? []);
}
