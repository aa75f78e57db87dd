// The tensor dialect's own canonicalization pattern (TensorDialect::getCanonicalizationPatterns
// in MLIR 19): FoldTensorCastProducerOp, tensor.cast producers that lose static sizes folded
// into a destination-style consumer, whose results take the more static destination types
// and are cast back. MLIR matches every op implementing DestinationStyleOpInterface; tsmlir
// has no such interface yet, so the pattern is given tensor's own destination-style ops
// (insert_slice keeps its own cast folding, as in MLIR), each with its init operand.
import type { MLIRContext, Operation, Value } from "../../ir/index.js";
import { FunctionRewritePattern, type PatternRewriter, type RewritePatternSet } from "../../rewrite/index.js";
import { definingOp } from "../folding/matchers.js";
import { preservesStaticInformation } from "./scf-tensor.js";
import { patternOptions } from "./support.js";

/** tensor's destination-style ops other than insert_slice, with the operand index of their one init. */
const DESTINATION_OPERAND: ReadonlyMap<string, number> = new Map([
  ["tensor.insert", 1],
  ["tensor.pack", 1],
  ["tensor.unpack", 1],
]);

/** The init operand tied to the one result of tensor's destination-style ops (insert_slice's included). */
export function tiedInit(op: Operation): Value | undefined {
  const index = op.name.name === "tensor.insert_slice" ? 1 : DESTINATION_OPERAND.get(op.name.name);
  return index === undefined ? undefined : op.getOperand(index);
}

/** The cast's source when `value` is a tensor.cast that canFoldIntoConsumerOp. */
function foldableCastSource(value: Value): Value | undefined {
  const cast = definingOp(value, "tensor.cast");
  if (cast === undefined || !preservesStaticInformation(cast.getResult(0).type, cast.getOperand(0).type)) return undefined;
  return cast.getOperand(0);
}

function foldTensorCastProducer(op: Operation, rewriter: PatternRewriter): boolean {
  const init = DESTINATION_OPERAND.get(op.name.name);
  if (init === undefined) return false;
  const operands = op.getOperands();
  const folded = operands.map((operand) => foldableCastSource(operand) ?? operand);
  if (folded.every((value, i) => value === operands[i])) return false;
  const resultTypes = [(folded[init] as Value).type];
  // clone(rewriter, op, types, operands): the same name, attributes and properties.
  const clone = rewriter.create(op.name.name, op.location, {
    operands: folded,
    resultTypes,
    properties: op.properties,
    attributes: op.attributes.value,
  });
  const oldType = op.getResult(0).type;
  const result = clone.getResult(0);
  const replacement = result.type === oldType ? result : rewriter.create("tensor.cast", op.location, { operands: [result], resultTypes: [oldType], properties: null }).getResult(0);
  rewriter.replaceOp(op, [replacement]);
  return true;
}

/** Adds the tensor dialect's canonicalization patterns. */
export function tensorDialectCanonicalizations(patterns: RewritePatternSet): void {
  const context: MLIRContext = patterns.context;
  // MLIR's interface pattern applies to each registered op implementing the interface, in the
  // place of an op-specific pattern added before the ops' own.
  for (const name of DESTINATION_OPERAND.keys()) patterns.add(new FunctionRewritePattern(name, context, foldTensorCastProducer, patternOptions("FoldTensorCastProducerOp")));
}
