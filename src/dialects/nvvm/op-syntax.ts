// The hand-written syntax of nvvm's ops (MLIR's NVVMDialect.cpp): vote.ballot.sync and
// mma.sync.
import { DenseArrayAttr, IntegerType, OpaqueAttr, type NamedAttribute, type Type, type Value } from "../../ir/index.js";
import { operationAttributes, type CustomAssemblyHooks, type UnresolvedOperand } from "../../asm/op-asm/index.js";
import { inferMmaType } from "./mma-types.js";

/** `%mask, %pred : type`: the operands are i32 and i1. MLIR prints no attribute dictionary. */
export const voteBallotSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const operands = parser.parseOperandList();
    parser.parseOptionalAttrDict(state.attributes);
    const type = parser.parseColonType();
    state.addTypes([type]);
    const context = parser.getContext();
    parser.resolveOperands(operands, [IntegerType.get(context, 32), IntegerType.get(context, 1)], parser.getNameLoc(), state.operands);
  },
  print(op, printer) {
    printer.write(" ");
    printer.printOperands(op.getOperands());
    if (op.numResults > 0) {
      printer.write(" : ");
      printer.printTypes(op.results.map((r) => r.type));
    }
  },
};

const PTX_TYPE_ATTRIBUTES = ["multiplicandAPtxType", "multiplicandBPtxType"] as const;

/**
 * `A[%a...] B[%b...] C[%c...] attr-dict : (typeA, typeB, typeC) -> result`: one type per
 * fragment; multiplicand PTX types not written are inferred from the register types.
 */
export const mmaSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const fragments: UnresolvedOperand[][] = [];
    for (const name of ["A", "B", "C"]) {
      parser.parseKeyword(name);
      fragments.push(parser.parseOperandList("optional-square"));
    }
    const attributes: NamedAttribute[] = [];
    parser.parseOptionalAttrDict(attributes);
    parser.parseColon();
    parser.parseLParen();
    const types = parser.parseTypeList();
    parser.parseRParen();
    const context = parser.getContext();
    const inferred: (string | undefined)[] = [];
    types.forEach((type, index) => {
      const registers = fragments[index] ?? [];
      parser.resolveOperands(registers, registers.map(() => type), parser.getNameLoc(), state.operands);
      // MLIR infers the multiplicands' types as accumulators' here (an i32 register gives s32).
      inferred.push(inferMmaType(type, index < 2, context));
    });
    parser.parseArrow();
    const result = parser.parseType();
    PTX_TYPE_ATTRIBUTES.forEach((name, index) => {
      const written = attributes.some((a) => a.name === name);
      const type = inferred[index];
      if (!written && type === undefined) throw parser.emitError(parser.getNameLoc(), `attribute ${name} is not provided explicitly and cannot be inferred`);
      if (!written && type !== undefined) state.addAttribute(name, OpaqueAttr.get(context, "nvvm", `mma_type<${type}>`));
    });
    state.addTypes([result]);
    for (const a of attributes) state.addAttribute(a.name, a.value);
    state.addAttribute("operandSegmentSizes", DenseArrayAttr.get(IntegerType.get(context, 32), Int32Array.from(fragments.map((f) => f.length))));
  },
  print(op, printer) {
    const segments = segmentSizes(op.getAttr("operandSegmentSizes"), op.numOperands);
    const elided = ["operandSegmentSizes"];
    // MLIR looks at the first register of A for both multiplicands: when its type says the
    // PTX type, neither attribute is printed.
    const first = op.numOperands > 0 ? op.getOperand(0).type : undefined;
    if (first !== undefined && inferMmaType(first, false, op.context) !== undefined) elided.push(...PTX_TYPE_ATTRIBUTES);
    const fragments: Value[][] = [];
    let start = 0;
    for (const size of segments) {
      fragments.push(op.getOperands().slice(start, start + size));
      start += size;
    }
    ["A", "B", "C"].forEach((name, index) => {
      printer.write(` ${name}[`);
      printer.printOperands(fragments[index] ?? []);
      printer.write("] ");
    });
    printer.printOptionalAttrDict(operationAttributes(op), elided);
    printer.write(" : (");
    const heads: Type[] = fragments.flatMap((f) => (f[0] === undefined ? [] : [f[0].type]));
    printer.printTypes(heads);
    printer.write(")");
    printer.printArrowTypeList(op.results.map((r) => r.type));
  },
};

function segmentSizes(attr: unknown, total: number): number[] {
  if (attr instanceof DenseArrayAttr) return Array.from(attr.values as ArrayLike<number | bigint>, Number);
  return [total, 0, 0];
}
