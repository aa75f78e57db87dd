// The func dialect: its generated module (generated/func.ts) with the parts MLIR writes
// by hand — verifiers, call and callable interfaces, func.func's function syntax and
// builder, func.constant's folder, result name and constant materializer.
import { implementation, interfaceMap } from "../../ir/interfaces.js";
import { DialectInlinerInterface } from "../../rewrite/inlining/interface.js";
import { funcInliner } from "./inliner.js";
import { materializeFuncConstant } from "../folding/materialize.js";
import { funcRewriteHooks } from "./rewrite-hooks.js";
import {
  ArrayAttr,
  FunctionType,
  MutableOperandRange,
  StringAttr,
  SymbolRefAttr,
  TypeAttr,
  type Attribute,
  type Operation,
  type Region,
  type Type,
} from "../../ir/index.js";
import { parseFunctionOp, printFunctionOp } from "../../asm/op-asm/index.js";
import { ConstantOp, FuncOp, createFuncDialect, type FuncDialectHooks } from "../../../generated/func.js";
import { verifyCallOpSymbolUses, verifyConstantOp, verifyReturnOp } from "./verifiers.js";

function functionType(op: FuncOp): FunctionType {
  const type = op.getFunctionTypeAttr().value;
  if (!(type instanceof FunctionType)) throw new TypeError("func.func's function_type is not a function type");
  return type;
}

/** Whether a func.func is an external declaration (no body). */
function isExternal(op: FuncOp): boolean {
  return op.getBody().empty();
}

/** A call's callee operand range (all operands, or all but the callee value of call_indirect). */
function calleeOperands(op: Operation, skip: number): MutableOperandRange {
  return new MutableOperandRange(op, skip, op.operands.length - skip);
}

export const funcHooks: FuncDialectHooks = {
  ops: {
    ...funcRewriteHooks,
    CallOp: {
      CallOpInterface: {
        getCallableForCallee: (op) => op.getCalleeAttr(),
        setCalleeFromCallable: (op, callee) => {
          if (!(callee instanceof SymbolRefAttr)) throw new TypeError("func.call takes a symbol reference callee");
          op.setCalleeAttr(callee);
        },
        getArgOperands: (op) => op.getOperation().getOperands(),
        getArgOperandsMutable: (op) => calleeOperands(op.getOperation(), 0),
      },
      SymbolUserOpInterface: { verifySymbolUses: (op) => verifyCallOpSymbolUses(op.getOperation()) },
    },
    CallIndirectOp: {
      ...funcRewriteHooks.CallIndirectOp,
      CallOpInterface: {
        getCallableForCallee: (op) => op.getCallee(),
        setCalleeFromCallable: (op, callee) => {
          if (callee instanceof SymbolRefAttr) throw new TypeError("func.call_indirect takes an SSA value callee");
          op.getOperation().setOperand(0, callee);
        },
        getArgOperands: (op) => op.getCalleeOperands(),
        getArgOperandsMutable: (op) => calleeOperands(op.getOperation(), 1),
      },
    },
    ConstantOp: {
      ...funcRewriteHooks.ConstantOp,
      verify: (op) => verifyConstantOp(op.getOperation()),
      ...funcRewriteHooks.ConstantOp,
      OpAsmOpInterface: { getAsmResultNames: (op, setName) => setName(op.getOperation().getResult(0), "f") },
    },
    FuncOp: {
      parse: (parser, state) => parseFunctionOp(parser, state),
      print: (op, printer) => printFunctionOp(printer, op.getOperation()),
      // MLIR's FuncOp::build(builder, state, name, type, attrs, argAttrs).
      buildWithNameTypeAttrsArgAttrs: (builder, state, name, type, attrs = [], argAttrs = []) => {
        state.addAttribute("sym_name", StringAttr.get(builder.context, name));
        state.addAttribute("function_type", TypeAttr.get(type));
        for (const attr of attrs) state.addAttribute(attr.name, attr.value);
        state.addRegion();
        if (argAttrs.length === 0) return;
        if (argAttrs.length !== type.inputs.length) throw new RangeError("func.func builder: one argument attribute dictionary per input");
        // function_interface_impl::addArgAndResultAttrs: only when some dictionary is non-empty.
        if (argAttrs.some((d) => d.value.length > 0)) state.addAttribute("arg_attrs", ArrayAttr.get(builder.context, argAttrs));
      },
      SymbolOpInterface: { isDeclaration: (op) => isExternal(op) },
      CallableOpInterface: {
        getCallableRegion: (op): Region | undefined => (isExternal(op) ? undefined : op.getBody()),
        getArgumentTypes: (op): readonly Type[] => functionType(op).inputs,
        getResultTypes: (op): readonly Type[] => functionType(op).results,
      },
      OpAsmOpInterface: { getDefaultDialect: () => "func" },
    },
    ReturnOp: {
      verify: (op) => verifyReturnOp(op.getOperation()),
    },
  },
  // MLIR's FuncDialect::materializeConstant: func.constant for a symbol reference of function type.
  materializeConstant: materializeFuncConstant,
};

/**
 * The func dialect, ready to load. mlir-opt 19's inliner extension of func loads cf with it
 * (which loads arith): an op of those is registered wherever func is.
 */
export const funcDialect = { ...createFuncDialect(funcHooks), dependentDialects: ["cf"], interfaces: interfaceMap(implementation(DialectInlinerInterface, funcInliner)) };
