// A rewrite pattern against the typed op classes: -(-x) is x, applied alone with MLIR's
// greedy driver (without folding, which would do it through negf's Involution trait), then
// everything the dialects canonicalize, as -canonicalize does. Run with
// `npx tsx --conditions=tsmlir-source examples/double-negation.ts`; it prints
//   func.func @f(%arg0: f32) -> f32 {
//     return %arg0 : f32
//   }
import { MLIRContext, parseSourceString, printOperation, registerAllDialects } from "tsmlir";
import * as rw from "tsmlir/rewrite";
import { NegFOp } from "tsmlir/dialects/arith";

class DropDoubleNeg extends rw.OpRewritePattern<NegFOp> {
  constructor(context: MLIRContext) {
    super(NegFOp, context, { benefit: 2 });
  }
  matchAndRewriteOp(neg: NegFOp, rewriter: rw.PatternRewriter): boolean {
    const inner = neg.operation.getOperand(0).definingOp;
    if (inner?.name.name !== "arith.negf") return rewriter.notifyMatchFailure(neg.operation, "operand is no negf");
    rewriter.replaceOp(neg.operation, [inner.getOperand(0)]);
    if (inner.useEmpty()) rewriter.eraseOp(inner);
    return true;
  }
}

const context = new MLIRContext();
registerAllDialects(context);
const module = parseSourceString(
  "func.func @f(%x: f32) -> f32 {\n  %0 = arith.negf %x : f32\n  %1 = arith.negf %0 : f32\n  return %1 : f32\n}\n",
  context,
);
const patterns = new rw.RewritePatternSet(context, [new DropDoubleNeg(context)]);
const { changed } = rw.applyPatternsAndFoldGreedily(module, new rw.FrozenRewritePatternSet(patterns), { useTopDownTraversal: true, fold: false });
rw.canonicalize(module, { regionSimplify: "aggressive" }); // every registered canonicalization pattern, as -canonicalize
if (!changed) process.exit(1);
const body = module.regions[0]?.firstBlock?.firstOp;
if (body === null || body === undefined) process.exit(1);
process.stdout.write(printOperation(body));
