// async's custom syntax: the generated formats (generated/upstream/async-assembly.ts) and the
// pieces MLIR writes in C++ (execute, func, await's result type, type unwrapping, verifiers).
import type { Type } from "../../ir/index.js";
import type { OpAsmParser, OpAsmPrinter } from "../../asm/op-asm/index.js";
import { TokenKind } from "../../asm/token.js";
import { asyncAssembly, type AsyncAssemblyHooks } from "../../../generated/upstream/async-assembly.js";
import { verifyFunctionOpInterface } from "../runtime/interface-verifiers.js";
import { executeSyntax, funcSyntax, parseAwaitResultType, printAwaitResultType } from "./op-syntax.js";
import { asyncValueType, asyncValueTypeOf } from "./types.js";
import { verifyAwait, verifyCallSymbolUses, verifyExecuteControlFlow, verifyExecuteRegions, verifyFunc, verifyReturn } from "./verifiers.js";

/** The value type an `!async.value<T>` operand or result holds (the type itself for another type). */
const unwrapped = (self: Type): Type => asyncValueTypeOf(self) ?? self;

/**
 * `!async.value<T>` without its `!async.value`: `<T>` (ValueType's own parse and print); a full
 * `!...` type is read too, and must be a value type (MLIR's parseCustomTypeWithFallback).
 */
const strippedValueType = {
  parse(parser: OpAsmParser): Type {
    if (parser.p.kind === TokenKind.ExclamationIdentifier) {
      const loc = parser.getCurrentLocation();
      const type = parser.parseType();
      if (asyncValueTypeOf(type) === undefined) throw parser.emitError(loc, "invalid kind of Type specified");
      return type;
    }
    parser.parseLess();
    const type = parser.parseType();
    parser.parseGreater();
    return asyncValueType(type);
  },
  print(printer: OpAsmPrinter, type: Type): void {
    printer.write("<");
    printer.printType(asyncValueTypeOf(type) ?? type);
    printer.write(">");
  },
};

export const asyncSyntaxHooks: AsyncAssemblyHooks = {
  directives: { parseAwaitResultType, printAwaitResultType },
  strippedTypes: { ValueType: strippedValueType },
  types: { RuntimeLoadOp: { result: unwrapped }, RuntimeStoreOp: { value: unwrapped } },
  defaultDialects: { FuncOp: "async" },
  resultNames: {},
  verifiers: { AwaitOp: verifyAwait, FuncOp: verifyFunc, ReturnOp: verifyReturn },
  regionVerifiers: { ExecuteOp: verifyExecuteRegions },
  symbolUseVerifiers: { CallOp: verifyCallSymbolUses },
  interfaceVerifiers: { FunctionOpInterface: verifyFunctionOpInterface, RegionBranchOpInterface: verifyExecuteControlFlow },
  ops: { ExecuteOp: executeSyntax, FuncOp: funcSyntax },
};

export const asyncSyntax = (): ReturnType<typeof asyncAssembly> => asyncAssembly(asyncSyntaxHooks);
