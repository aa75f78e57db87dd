// The builtin dialect as tsmlir's dialects see it: the IR core's (src/ir/builtin-dialect.ts:
// its ops and resources) completed with its bytecode encodings, generated from
// defs/mlir/IR/BuiltinDialectBytecode.td by `tsmlir-tblgen --gen-ts-bytecode` like any
// dialect's. The core cannot import them (they sit on the bytecode layer), so this dialect
// `extends` the core's: registered (registerAllDialects) or loaded into a context, it takes
// the core's place, and the bytecode entry points load it before reading or writing.
import { builtinDialect as coreBuiltinDialect, type Dialect } from "../../ir/index.js";
import { builtinBytecode } from "../../../generated/builtin-bytecode.js";

export const builtinDialect: Dialect = { ...coreBuiltinDialect, extends: coreBuiltinDialect, bytecode: builtinBytecode };
