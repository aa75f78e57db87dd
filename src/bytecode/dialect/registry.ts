// The dialect bytecode hooks and op property codecs known to the bytecode layer: the
// builtin dialect, the upstream op layouts, and whatever generated dialects register.
import { builtinBytecodeHooks } from "./builtin.js";
import type { BytecodeDialectHooks, OpPropertiesCodec } from "./hooks.js";
import { upstreamPropertiesCodec } from "./ods-properties.js";
import { testDialectBytecodeHooks, testOpCodecs } from "./test-dialect.js";
import { quantBytecodeHooks } from "./quant.js";

export class BytecodeDialectRegistry {
  private readonly hooks = new Map<string, BytecodeDialectHooks>([["builtin", builtinBytecodeHooks]]);
  private readonly codecs = new Map<string, OpPropertiesCodec>();

  registerDialect(hooks: BytecodeDialectHooks): void {
    this.hooks.set(hooks.namespace, hooks);
  }

  registerOp(name: string, codec: OpPropertiesCodec): void {
    this.codecs.set(name, codec);
  }

  get dialectHooks(): ReadonlyMap<string, BytecodeDialectHooks> {
    return this.hooks;
  }

  dialect(namespace: string): BytecodeDialectHooks | undefined {
    return this.hooks.get(namespace);
  }

  /**
   * The properties codec of a registered op: an explicitly registered one, else the
   * upstream ODS layout; undefined when the op is not one upstream MLIR registers.
   */
  opCodec(name: string): OpPropertiesCodec | undefined {
    return this.codecs.get(name) ?? upstreamPropertiesCodec(name);
  }
}

let defaultRegistry: BytecodeDialectRegistry | undefined;

/** The registry matching mlir-opt 19: builtin, the upstream ODS ops and the test dialect. */
export function defaultBytecodeRegistry(): BytecodeDialectRegistry {
  if (defaultRegistry === undefined) {
    defaultRegistry = new BytecodeDialectRegistry();
    defaultRegistry.registerDialect(testDialectBytecodeHooks);
    defaultRegistry.registerDialect(quantBytecodeHooks);
    for (const [name, codec] of testOpCodecs()) defaultRegistry.registerOp(name, codec);
  }
  return defaultRegistry;
}
