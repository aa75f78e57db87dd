// The ml_program dialect: its generated module (generated/ml-program.ts) with the parts MLIR
// writes by hand — the function syntax of func and subgraph, the custom directives, the
// verifiers, result names after the loaded global, and the `#extern` alias.
import { type Attribute, type Dialect, type FunctionType, type Operation, type Region, type Type, type Value } from "../../ir/index.js";
import { functionOpSyntax, type OpAsmPrinter } from "../../asm/op-asm/index.js";
import { createMlProgramDialect, ExternAttr, type GlobalLoadConstOp, type GlobalLoadOp, type MlProgramDialectHooks } from "../../../generated/ml-program.js";
import { mlProgramDirectives } from "./syntax.js";
import * as verifiers from "./verifiers.js";

/** A global load names its result after the global's leaf reference. */
function namedAfterGlobal(op: GlobalLoadOp | GlobalLoadConstOp, setName: (value: Value, name: string) => void): void {
  setName(op.getResult(), op.getGlobal().leafReference);
}

/** func and subgraph: function_interface_impl's signature syntax. */
const functionSyntax = {
  parse: functionOpSyntax.parse,
  print: (op: { getOperation(): Operation }, printer: OpAsmPrinter) => functionOpSyntax.print(op.getOperation(), printer),
};

/** The callable parts of func and subgraph (FunctionOpInterface): a declaration has no body region to call. */
function callableHooks<V extends { getOperation(): Operation; getBody(): Region; getFunctionType(): FunctionType }>(): {
  getCallableRegion(op: V): Region | undefined;
  getArgumentTypes(op: V): readonly Type[];
  getResultTypes(op: V): readonly Type[];
} {
  return {
    getCallableRegion: (op) => (op.getBody().empty() ? undefined : op.getBody()),
    getArgumentTypes: (op) => op.getFunctionType().inputs,
    getResultTypes: (op) => op.getFunctionType().results,
  };
}

export const mlProgramHooks: MlProgramDialectHooks = {
  ops: {
    FuncOp: {
      ...functionSyntax,
      CallableOpInterface: callableHooks(),
      // A func body is ordinary control flow.
      RegionKindInterface: { getRegionKind: () => "ssacfg" },
    },
    GlobalLoadConstOp: { OpAsmOpInterface: { getAsmResultNames: namedAfterGlobal }, SymbolUserOpInterface: { verifySymbolUses: verifiers.verifyGlobalLoadConstUses } },
    GlobalLoadGraphOp: { SymbolUserOpInterface: { verifySymbolUses: verifiers.verifyGlobalLoadUses } },
    GlobalLoadOp: { OpAsmOpInterface: { getAsmResultNames: namedAfterGlobal }, SymbolUserOpInterface: { verifySymbolUses: verifiers.verifyGlobalLoadUses } },
    GlobalOp: { verify: verifiers.verifyGlobalOp },
    GlobalStoreGraphOp: { SymbolUserOpInterface: { verifySymbolUses: verifiers.verifyGlobalStoreUses } },
    GlobalStoreOp: { SymbolUserOpInterface: { verifySymbolUses: verifiers.verifyGlobalStoreUses } },
    OutputOp: { verify: (op) => verifiers.verifyTerminator(op.getOperation(), "outputs") },
    ReturnOp: { verify: (op) => verifiers.verifyTerminator(op.getOperation(), "returns") },
    SubgraphOp: {
      ...functionSyntax,
      CallableOpInterface: callableHooks(),
    },
  },
  directives: mlProgramDirectives,
};

/** `#ml_program.extern : T` prints as the `#extern` alias (MLProgramDialect's OpAsmDialectInterface). */
function getAlias(value: Attribute | Type): string | undefined {
  return value instanceof ExternAttr ? "extern" : undefined;
}

/** The ml_program dialect, ready to load. */
export const mlProgramDialect: Dialect = { ...createMlProgramDialect(mlProgramHooks), getAlias };
