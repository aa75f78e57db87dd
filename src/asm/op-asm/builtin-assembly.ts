// The builtin ops' custom assembly (compiled from their assembly formats into
// builtin-formats.ts), keyed by the builtin dialect's registrations: src/ir registers the
// builtin ops but cannot depend on the text layer, so the text layer pairs them here.
// A constant table, the same for every context.
import type { RegisteredOperationInfo } from "../../ir/dialect.js";
import { builtinModuleOp, unrealizedConversionCastOp } from "../../ir/builtin-dialect.js";
import type { CustomAssemblyHooks } from "./hooks.js";
import { parseModuleOp, parseUnrealizedConversionCastOp, printModuleOp, printUnrealizedConversionCastOp } from "./builtin-formats.js";

export const BUILTIN_ASSEMBLY: ReadonlyMap<RegisteredOperationInfo, CustomAssemblyHooks> = new Map<RegisteredOperationInfo, CustomAssemblyHooks>([
  [builtinModuleOp, { parse: parseModuleOp, print: printModuleOp }],
  [unrealizedConversionCastOp, { parse: parseUnrealizedConversionCastOp, print: printUnrealizedConversionCastOp }],
]);
