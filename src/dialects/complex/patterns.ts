// complex's canonicalization patterns (ComplexOps.cpp in MLIR 19): chains of bitcasts merged
// into one (a complex.bitcast when either end is complex, else an arith.bitcast), and the
// real or imaginary part of a negated complex.create taken as arith.negf of that part.
import { ComplexType, FloatType, IntegerType, OpResult, type MLIRContext, type Type, type Value } from "../../ir/index.js";
import { opPattern, type PatternRewriter, type RewritePatternSet } from "../../rewrite/index.js";
import { BitcastOp, CreateOp, ImOp, NegOp, ReOp } from "../../../generated/complex.js";
import { BitcastOp as ArithBitcastOp, NegFOp } from "../../../generated/arith.js";
import { typed, type TypedValue } from "../runtime/values.js";

/** The op named `name` defining `value`, if any. */
function producedBy(value: Value, name: string): OpResult["owner"] | undefined {
  return value instanceof OpResult && value.owner.opName === name ? value.owner : undefined;
}

/** A complex.bitcast of `operand` to `type` in place of `op`. */
function replaceWithComplexBitcast(rewriter: PatternRewriter, op: OpResult["owner"], operand: Value, type: Type): void {
  rewriter.replaceOpWithNewOp(op, () => BitcastOp.build(rewriter, op.location, { operand, resultType: type }));
}

/** MergeComplexBitcast: bitcast(bitcast(x)) as one bitcast of x; bitcast(arith.bitcast(x)) as complex.bitcast(x). */
function mergeComplexBitcast(op: BitcastOp, rewriter: PatternRewriter): boolean {
  const operation = op.getOperation();
  const resultType = op.getResult().type;
  const inner = producedBy(op.getOperand(), BitcastOp.operationName);
  if (inner !== undefined) {
    const source = BitcastOp.wrap(inner).getOperand();
    if (resultType instanceof ComplexType || source.type instanceof ComplexType) {
      replaceWithComplexBitcast(rewriter, operation, source, resultType);
    } else {
      rewriter.replaceOpWithNewOp(operation, () =>
        ArithBitcastOp.build(rewriter, operation.location, { in_: intOrFloat(source), outType: intOrFloat(op.getResult()).type }),
      );
    }
    return true;
  }
  const arith = producedBy(op.getOperand(), ArithBitcastOp.operationName);
  if (arith === undefined) return false;
  replaceWithComplexBitcast(rewriter, operation, ArithBitcastOp.wrap(arith).getIn(), resultType);
  return true;
}

/** MergeArithBitcast: arith.bitcast(complex.bitcast(x)) as complex.bitcast(x). */
function mergeArithBitcast(op: ArithBitcastOp, rewriter: PatternRewriter): boolean {
  const inner = producedBy(op.getIn(), BitcastOp.operationName);
  if (inner === undefined) return false;
  replaceWithComplexBitcast(rewriter, op.getOperation(), BitcastOp.wrap(inner).getOperand(), op.getOut().type);
  return true;
}

/** FoldComponentNeg: re/im(neg(create(a, b))) as arith.negf of a or b. */
function foldComponentNeg(part: Value, result: Value, component: 0 | 1, operation: OpResult["owner"], rewriter: PatternRewriter): boolean {
  const neg = producedBy(part, NegOp.operationName);
  if (neg === undefined) return false;
  const create = producedBy(NegOp.wrap(neg).getComplex(), CreateOp.operationName);
  if (create === undefined) return false;
  const view = CreateOp.wrap(create);
  const operand = component === 0 ? view.getReal() : view.getImaginary();
  if (!(result.type instanceof FloatType)) return false;
  rewriter.replaceOpWithNewOp(operation, () => NegFOp.build(rewriter, operation.location, { operand: typed(operand, FloatType) }));
  return true;
}

/**
 * `value` as an integer or float: both ends of a bitcast chain without a complex end are
 * (complex.bitcast's verifier allows nothing else).
 */
function intOrFloat(value: Value): TypedValue<IntegerType | FloatType> {
  if (value.type instanceof IntegerType || value.type instanceof FloatType) return value as TypedValue<IntegerType | FloatType>;
  throw new TypeError("a verified complex.bitcast has an integer or float end when it is not complex");
}

export function bitcastPatterns(patterns: RewritePatternSet, context: MLIRContext): void {
  patterns.add(opPattern(ArithBitcastOp, context, mergeArithBitcast, { debugName: "(anonymous namespace)::MergeArithBitcast" }));
  patterns.add(opPattern(BitcastOp, context, mergeComplexBitcast, { debugName: "(anonymous namespace)::MergeComplexBitcast" }));
}

export function rePatterns(patterns: RewritePatternSet, context: MLIRContext): void {
  patterns.add(opPattern(ReOp, context, (op, rewriter) => foldComponentNeg(op.getComplex(), op.getReal(), 0, op.getOperation(), rewriter), { debugName: "(anonymous namespace)::FoldComponentNeg<mlir::complex::ReOp, 0>" }));
}

export function imPatterns(patterns: RewritePatternSet, context: MLIRContext): void {
  patterns.add(opPattern(ImOp, context, (op, rewriter) => foldComponentNeg(op.getComplex(), op.getImaginary(), 1, op.getOperation(), rewriter), { debugName: "(anonymous namespace)::FoldComponentNeg<mlir::complex::ImOp, 1>" }));
}
