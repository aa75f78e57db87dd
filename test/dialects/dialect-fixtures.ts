// Shared fixtures of the dialect API tests: a context with every dialect tsmlir-opt
// registers, and the ops of a module text's first function.
import { MLIRContext, type Operation } from "../../src/ir/index.js";
import { parseSourceString } from "../../src/api/text.js";
import { registerAllDialects } from "../../src/dialects/index.js";

export function dialectContext(): MLIRContext {
  const ctx = new MLIRContext();
  registerAllDialects(ctx);
  return ctx;
}

/** The ops of the first function's entry block in `text` (its terminator included). */
export function firstFunctionOps(text: string, ctx = dialectContext()): Operation[] {
  const module = parseSourceString(text, ctx);
  const [func] = [...(module.regions[0]?.firstBlock?.operations() ?? [])];
  return [...(func?.getRegion(0).firstBlock?.operations() ?? [])];
}
