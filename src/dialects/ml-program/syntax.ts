// ml_program's custom syntax: the generated formats (generated/upstream/ml-program-assembly.ts)
// with their C++ pieces (MLProgramOps.cpp): token ordering clauses, a global's typed initial
// value, symbol visibility, func/subgraph's function syntax, the result names of global loads
// and the ops' verifiers.
import { FunctionType, lookupNearestSymbolFrom, StringAttr, SymbolRefAttr, TypeAttr, type Operation, type Type, type Value } from "../../ir/index.js";
import { functionOpSyntax } from "../../asm/op-asm/index.js";
import { mlProgramAssembly, type MlProgramAssemblyHooks } from "../../../generated/upstream/ml-program-assembly.js";
import { printAttribute, printType } from "../runtime/values.js";

/** A global load names its result after the global's leaf reference. */
function namedAfterGlobal(op: Operation, setName: (value: Value, name: string) => void): void {
  const global = op.getAttr("global");
  if (global instanceof SymbolRefAttr) setName(op.getResult(0), global.leafReference);
}

/** func's return and subgraph's output: operand count and types match the enclosing function's results. */
function verifyTerminator(op: Operation, verb: string): void {
  const parent = op.parentOp;
  const type = parent?.getAttr("function_type");
  if (parent === null || parent === undefined || !(type instanceof TypeAttr) || !(type.value instanceof FunctionType)) return;
  const results = type.value.results;
  const name = parent.getAttr("sym_name");
  const functionName = name instanceof StringAttr ? name.value : "";
  if (op.numOperands !== results.length) {
    throw op.emitOpError(`has ${op.numOperands} operands, but enclosing function (@${functionName}) ${verb} ${results.length}`);
  }
  results.forEach((expected, i) => {
    const actual = op.getOperand(i).type;
    if (actual !== expected) {
      const what = verb === "returns" ? "return" : "output";
      throw op.emitError(`type of ${what} operand ${i} ('${printType(actual)}') doesn't match function result type ('${printType(expected)}') in function @${functionName}`);
    }
  });
}

/** The ml_program.global a load or store names (MLIR's lookupNearestSymbolFrom the op's parent), or an error. */
function referencedGlobal(op: Operation): { readonly global: Operation; readonly name: string } {
  const ref = op.getAttr("global");
  const name = ref instanceof SymbolRefAttr ? printAttribute(ref) : "";
  const parent = op.parentOp;
  const global = ref instanceof SymbolRefAttr && parent !== null ? lookupNearestSymbolFrom(parent, ref) : undefined;
  if (global === undefined) throw op.emitOpError(`undefined global: ${name}`);
  return { global, name };
}

function globalType(global: Operation): Type | undefined {
  const type = global.getAttr("type");
  return type instanceof TypeAttr ? type.value : undefined;
}

function isMutable(global: Operation): boolean {
  return global.getAttr("is_mutable") !== undefined;
}

function verifyLoadType(op: Operation, global: Operation): void {
  const type = globalType(global);
  const resultType = op.getResult(0).type;
  if (type !== undefined && type !== resultType) throw op.emitOpError(`cannot load from global typed '${printType(type)}' as '${printType(resultType)}'`);
}

export const mlProgramSyntaxHooks: MlProgramAssemblyHooks = {
  directives: {
    // `ordering(%a, %b -> !ml_program.token)`, `ordering(() -> type)`, `ordering(%a)`, or nothing.
    parseTokenOrdering(parser, consumeTokens, produceTokenType) {
      if (!parser.parseOptionalKeyword("ordering")) return;
      parser.parseLParen();
      if (parser.parseOptionalLParen()) parser.parseRParen();
      else consumeTokens.push(...parser.parseOperandList());
      if (parser.parseOptionalArrow()) produceTokenType.value = parser.parseType();
      parser.parseRParen();
    },
    printTokenOrdering(printer, _op, consumeTokens, produceTokenType) {
      if (consumeTokens.length === 0 && produceTokenType === undefined) return;
      printer.write(" ordering(");
      if (consumeTokens.length === 0) printer.write("()");
      else printer.printOperands(consumeTokens);
      if (produceTokenType !== undefined) {
        printer.write(" -> ");
        printer.printType(produceTokenType);
      }
      printer.write(")");
    },
    // `(value) : type` or `: type`.
    parseTypedInitialValue(parser, type, value) {
      if (parser.parseOptionalLParen()) {
        value.value = parser.parseAttribute();
        parser.parseRParen();
      }
      type.value = TypeAttr.get(parser.parseColonType());
    },
    printTypedInitialValue(printer, _op, type, value) {
      if (value !== undefined) {
        printer.write("(");
        printer.printAttribute(value);
        printer.write(")");
      }
      printer.write(" : ");
      if (type !== undefined) printer.printAttribute(type);
    },
    parseSymbolVisibility(parser, visibility) {
      const offset = parser.getCurrentLocation();
      const keyword = parser.parseOptionalKeywordAny(["public", "private", "nested"]);
      if (keyword === undefined) throw parser.emitError(offset, "expected 'public', 'private', or 'nested'");
      visibility.value = StringAttr.get(parser.getContext(), keyword);
    },
    printSymbolVisibility(printer, _op, visibility) {
      printer.write(visibility instanceof StringAttr ? visibility.value : "public");
    },
  },
  resultNames: { GlobalLoadOp: namedAfterGlobal, GlobalLoadConstOp: namedAfterGlobal },
  verifiers: {
    GlobalOp(op) {
      if (op.getAttr("is_mutable") === undefined && op.getAttr("value") === undefined) throw op.emitOpError("immutable global must have an initial value");
    },
    OutputOp: (op) => verifyTerminator(op, "outputs"),
    ReturnOp: (op) => verifyTerminator(op, "returns"),
  },
  symbolUseVerifiers: {
    GlobalLoadOp(op) {
      verifyLoadType(op, referencedGlobal(op).global);
    },
    GlobalLoadConstOp(op) {
      const { global, name } = referencedGlobal(op);
      if (isMutable(global)) throw op.emitOpError(`cannot load as const from mutable global ${name}`);
      verifyLoadType(op, global);
    },
    GlobalStoreOp(op) {
      const { global, name } = referencedGlobal(op);
      if (!isMutable(global)) throw op.emitOpError(`cannot store to an immutable global ${name}`);
      const type = globalType(global);
      const valueType = op.getOperand(0).type;
      if (type !== undefined && type !== valueType) throw op.emitOpError(`cannot store to a global typed '${printType(type)}' from '${printType(valueType)}'`);
    },
  },
  ops: { FuncOp: functionOpSyntax, SubgraphOp: functionOpSyntax },
};

export const mlProgramSyntax = (): ReturnType<typeof mlProgramAssembly> => mlProgramAssembly(mlProgramSyntaxHooks);
