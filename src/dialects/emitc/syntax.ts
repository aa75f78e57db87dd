// emitc's custom syntax: the generated formats (generated/upstream/emitc-assembly.ts) and the
// pieces MLIR writes in C++ (for, func, if, include, the global's type and initial value, the
// verifiers).
import { emitcAssembly, emitcTraitOps, type EmitcAssemblyHooks } from "../../../generated/upstream/emitc-assembly.js";
import { expressionVerifier } from "./expression-verifier.js";
import { verifyFunctionOpInterface } from "../runtime/interface-verifiers.js";
import { verifyAdd, verifyApply, verifyAssign, verifyGetGlobalSymbolUses, verifyCastCompatible, verifyCallOpaque, verifyCallSymbolUses, verifyConstant, verifyDeclareFuncSymbolUses, verifyForRegions, verifyFunc, verifyGlobal, verifyLiteral, verifyReturn, verifySub, verifySubscript, verifyVariable, verifyYield } from "./verifiers.js";
import { forSyntax, funcSyntax, ifSyntax, includeSyntax, parseEmitCGlobalOpTypeAndInitialValue, printEmitCGlobalOpTypeAndInitialValue } from "./op-syntax.js";

export const emitcSyntaxHooks: EmitcAssemblyHooks = {
  directives: { parseEmitCGlobalOpTypeAndInitialValue, printEmitCGlobalOpTypeAndInitialValue },
  verifiers: {
    AddOp: verifyAdd,
    ApplyOp: verifyApply,
    AssignOp: verifyAssign,
    CallOpaqueOp: verifyCallOpaque,
    ConstantOp: verifyConstant,
    ExpressionOp: expressionVerifier((name) => emitcTraitOps.CExpression.has(name)),
    FuncOp: verifyFunc,
    GlobalOp: verifyGlobal,
    LiteralOp: verifyLiteral,
    ReturnOp: verifyReturn,
    SubOp: verifySub,
    SubscriptOp: verifySubscript,
    VariableOp: verifyVariable,
    YieldOp: verifyYield,
  },
  regionVerifiers: { ForOp: verifyForRegions },
  symbolUseVerifiers: { CallOp: verifyCallSymbolUses, DeclareFuncOp: verifyDeclareFuncSymbolUses, GetGlobalOp: verifyGetGlobalSymbolUses },
  interfaceVerifiers: { CastOpInterface: verifyCastCompatible, FunctionOpInterface: verifyFunctionOpInterface },
  ops: { ForOp: forSyntax, FuncOp: funcSyntax, IfOp: ifSyntax, IncludeOp: includeSyntax },
};

export const emitcSyntax = (): ReturnType<typeof emitcAssembly> => emitcAssembly(emitcSyntaxHooks);
