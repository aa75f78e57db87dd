// The hand-written parts of the toy dialect (Toy.td), as a user writes them: one object
// typed by the generated ToyDialectHooks (leaving a member out does not compile), using
// only the package's entry points and the generated module.
import * as ir from "../../../src/api/index.js";
import { ConstantOp, createToyDialect, type ToyDialectHooks } from "./toy.generated.js";

/** The values of integer attributes among fold operands (undefined: not all constant). */
function constantIntegers(operands: readonly (ir.Attribute | undefined)[]): bigint[] | undefined {
  const out: bigint[] = [];
  for (const attr of operands) {
    if (!(attr instanceof ir.IntegerAttr)) return undefined;
    out.push(attr.getValue());
  }
  return out;
}

/** Labels of ops with the dialect's own `Shouting` trait must be upper case. */
const shouting = ir.defineOpTrait("Shouting", {
  verify(op) {
    const label = op.getInherentAttr("label");
    if (label instanceof ir.StringAttr && label.value !== label.value.toUpperCase()) throw op.emitOpError(`label '${label.value}' must be upper case`);
  },
});

export const toyHooks: ToyDialectHooks = {
  ops: {
    ConstantOp: {
      fold: (op) => op.getValueAttr(),
    },
    SumOp: {
      verify(op) {
        if (op.getInputs().length === 0) throw op.getOperation().emitOpError("needs at least one input");
      },
      fold(op, operands) {
        const values = constantIntegers(operands);
        if (values === undefined) return op.getInputs().length === 1 ? op.getInputs()[0] : undefined;
        const sum = values.reduce((a, b) => a + b, 0n);
        return ir.IntegerAttr.get(op.getResult().type, BigInt.asIntN(64, sum));
      },
    },
    RangeOp: {
      verify(op) {
        if (op.getLo() > op.getHi()) throw op.getOperation().emitOpError(`has an empty range [${op.getLo()}, ${op.getHi()})`);
      },
    },
    JumpOp: {
      BranchOpInterface: {
        getSuccessorOperands: (op) => ({ producedOperandCount: 0, forwardedOperands: op.getDestOperandsMutable() }),
      },
    },
    CastOp: {
      CastOpInterface: {
        areCastCompatible: (inputs, outputs) =>
          inputs.length === 1 && outputs.length === 1 && (inputs[0] instanceof ir.IndexType) !== (outputs[0] instanceof ir.IndexType),
      },
    },
  },
  directives: {
    // `[lo, hi)`
    parseBounds(parser, lo, hi) {
      const i64 = ir.IntegerType.get(parser.getContext(), 64);
      parser.parseLSquare();
      lo.value = ir.IntegerAttr.get(i64, parser.parseInteger());
      parser.parseComma();
      hi.value = ir.IntegerAttr.get(i64, parser.parseInteger());
      parser.parseRParen();
    },
    printBounds(printer, _op, lo, hi) {
      const value = (attr: ir.Attribute | undefined): string => (attr instanceof ir.IntegerAttr ? attr.getValue().toString() : "?");
      printer.write(`[${value(lo)}, ${value(hi)})`);
    },
  },
  traits: { Shouting: shouting },
  materializeConstant(builder, value, type, location) {
    if (!(value instanceof ir.IntegerAttr) || !(type instanceof ir.IntegerType) || type.width !== 64) return undefined;
    return ConstantOp.build(builder, location, { value }).getOperation();
  },
};

/** The toy dialect, ready for `context.loadDialect`. */
export const toyDialect: ir.Dialect = createToyDialect(toyHooks);
