// Inherent attribute names of the ops mlir-opt 19 registers, from the bytecode layer's
// table of upstream op property layouts, for ops tsmlir does not define yet: mlir-opt
// moves those attributes from a generic `{...}` dictionary into the op's properties.
import { UPSTREAM_OP_LAYOUTS } from "../bytecode/dialect/upstream-op-layouts.js";
import { TEST_OP_LAYOUTS } from "../bytecode/dialect/test-dialect.js";
import { defaultBytecodeRegistry } from "../bytecode/dialect/registry.js";
import { DictionaryAttr, type NamedAttribute } from "../ir/attributes.js";
import type { MLIRContext, OperationName } from "../ir/context.js";
import { isUpstreamDialect, upstreamDialectAllowsUnknownOperations } from "../asm/upstream-dialects.js";
import { AsmTextualCodec } from "../bytecode/text-codec.js";

const cache = new Map<string, readonly string[] | undefined>();

/**
 * Layout entries are `name`, `name?`, `#name:N` (segment sizes), `%name:ENCODING` or `!name`
 * (native properties). Native properties are not inherent attributes: mlir-opt leaves a
 * dictionary entry of that name discardable.
 */
function namesOf(layout: string): readonly string[] {
  if (layout === "") return [];
  return layout.split(",").filter((entry) => !entry.startsWith("%") && !entry.startsWith("!")).map((entry) => {
    let name = entry;
    if (name.startsWith("#") || name.startsWith("!") || name.startsWith("%")) name = name.slice(1);
    const colon = name.indexOf(":");
    if (colon >= 0) name = name.slice(0, colon);
    if (name.endsWith("?")) name = name.slice(0, -1);
    return name;
  });
}

export function upstreamInherentAttributeNames(opName: string): readonly string[] | undefined {
  if (cache.has(opName)) return cache.get(opName);
  // Op names are user input: only the table's own keys count (never Object.prototype's).
  const layout = Object.hasOwn(UPSTREAM_OP_LAYOUTS, opName)
    ? UPSTREAM_OP_LAYOUTS[opName]
    : Object.hasOwn(TEST_OP_LAYOUTS, opName)
      ? TEST_OP_LAYOUTS[opName]
      : undefined;
  const names = layout === undefined ? undefined : namesOf(layout);
  cache.set(opName, names);
  return names;
}

const defaultsByContext = new WeakMap<MLIRContext, Map<string, readonly NamedAttribute[] | undefined>>();
const codec = new AsmTextualCodec();

/**
 * The values mlir-opt fills in for left-out properties: default-valued attributes and
 * native properties of test-dialect ops, native enum properties of upstream ops.
 */
export function upstreamDefaultProperties(opName: string, context: MLIRContext): readonly NamedAttribute[] | undefined {
  let cache = defaultsByContext.get(context);
  if (cache === undefined) {
    cache = new Map();
    defaultsByContext.set(context, cache);
  }
  if (!cache.has(opName)) {
    const text = defaultBytecodeRegistry().opCodec(opName)?.defaultsText;
    const dict = text === undefined ? undefined : codec.parseAttribute(`{${text}}`, context);
    cache.set(opName, dict instanceof DictionaryAttr ? dict.value : undefined);
  }
  return cache.get(opName);
}

/**
 * Whether mlir-opt 19 rejects an op tsmlir has not registered: its dialect is registered
 * there, does not accept unknown ops, and defines no op of that name. The transform
 * dialect's test extension (`transform.test*`, from .td files that are not installed) is
 * registered there too; its names are not known here, so those ops are never refused.
 */
export function refusesUnknownUpstreamOperation(name: OperationName): boolean {
  const namespace = name.dialectNamespace;
  if (!isUpstreamDialect(namespace) || upstreamDialectAllowsUnknownOperations(namespace)) return false;
  if (Object.hasOwn(UPSTREAM_OP_LAYOUTS, name.name)) return false;
  return !(namespace === "transform" && name.name.startsWith("transform.test"));
}
