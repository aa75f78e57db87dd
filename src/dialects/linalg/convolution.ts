// linalg's ConvolutionOpInterface check (MLIR's verifyConvolutionInterface): the input's
// indexing map reads each loop either alone (an unconvolved dimension) or in one sum
// `a*d_i + b*d_j` (a convolved pair, the coefficients symbols or constants); the filter
// and output maps are projected permutations; and every loop is one of the kinds of a
// convolution (batch, output image, output channel, depth multiplier: parallel and read by
// the output; filter window, input channel: reductions the output does not read).
// The interface's check runs with the op's own invariants, before its regions and before
// LinalgOp's structured checks.
import { AffineBinaryOpExpr, AffineConstantExpr, AffineDimExpr, AffineSymbolExpr, type AffineExpr, type AffineMap, type Operation } from "../../ir/index.js";
import { isProjectedPermutation, resultDimPositions } from "../../ir/affine-map-utils.js";
import { LinalgOp } from "../../../generated/linalg.js";
import { getDpsInits, getDpsInputs } from "../runtime/destination-style.js";
import { indexingMapsArray } from "./verifiers.js";

/**
 * How the input map uses the loops: each alone, or paired in a sum (MLIR's
 * ConvAccessExprWalker). Every loop may be read once; any other use is a wrong input map.
 */
class InputAccess {
  readonly convolved = new Set<number>();
  readonly unconvolved = new Set<number>();

  private used(dim: number): boolean {
    return this.convolved.has(dim) || this.unconvolved.has(dim);
  }

  /** One result of the input map; false when it is neither a loop read alone nor a convolved sum. */
  visit(expr: AffineExpr): boolean {
    if (expr instanceof AffineDimExpr) {
      if (this.used(expr.position)) return false;
      this.unconvolved.add(expr.position);
      return true;
    }
    if (!(expr instanceof AffineBinaryOpExpr) || expr.kind !== "add") return false;
    // The left side is recorded as convolved before the right one is judged.
    return this.convolvedTerm(expr.lhs) && this.convolvedTerm(expr.rhs);
  }

  /** `d` or `d * coefficient` (a symbol or a constant) of a loop not read yet, recorded as convolved. */
  private convolvedTerm(expr: AffineExpr): boolean {
    let dim: AffineDimExpr | undefined;
    if (expr instanceof AffineDimExpr) {
      dim = expr;
    } else if (expr instanceof AffineBinaryOpExpr && expr.kind === "mul") {
      const sides = [expr.lhs, expr.rhs];
      const coefficient = sides.find((e) => e instanceof AffineSymbolExpr) ?? sides.find((e) => e instanceof AffineConstantExpr);
      dim = sides.find((e): e is AffineDimExpr => e instanceof AffineDimExpr);
      if (coefficient === undefined) return false;
    }
    if (dim === undefined || this.used(dim.position)) return false;
    this.convolved.add(dim.position);
    return true;
  }
}

/** The position of a projected permutation's result (its results are all dimensions). */
const positionOf = (expr: AffineExpr): number => (expr as AffineDimExpr).position;

/** MLIR's isConvolutionInterfaceImpl as the message of its first failure, undefined when the op is a convolution. */
function convolutionMismatch(op: Operation): string | undefined {
  const linalgOp = op.getInterface(LinalgOp);
  if (linalgOp === undefined) return "expected a LinalgOp";
  if (getDpsInputs(op).length < 2 || getDpsInits(op).length !== 1) return "expected op with 2 inputs and 1 output";
  const maps = indexingMapsArray(op);
  // With two maps the second is both filter and output map, as in MLIR; a single map (which
  // MLIR reads past) is left to the structured checks to report.
  if (maps === undefined || maps.length < 2) return undefined;
  const [inputMap, filterMap] = maps as [AffineMap, AffineMap];
  const outputMap = maps[maps.length - 1] as AffineMap;
  const input = new InputAccess();
  if (!inputMap.results.every((expr) => input.visit(expr))) return "unexpected input index map for convolutions";
  if (!isProjectedPermutation(filterMap) || !isProjectedPermutation(outputMap)) return "expected output/filter indexing maps to be projected permutations";

  const iterators = linalgOp.getIteratorTypesArray();
  const outputDims = resultDimPositions(outputMap);
  const filterDims = resultDimPositions(filterMap);
  const classified = new Set<number>();
  for (const expr of outputMap.results) {
    const d = positionOf(expr);
    const inFilter = filterDims.has(d);
    const batch = input.unconvolved.has(d) && !inFilter;
    const outputImage = input.convolved.has(d) && !inFilter;
    const outputChannel = !input.convolved.has(d) && !input.unconvolved.has(d) && inFilter;
    const depthMultiplier = input.unconvolved.has(d) && inFilter;
    if (!(batch || outputImage || outputChannel || depthMultiplier)) return "unexpected loop dimension for convolution op";
    if (iterators[d] !== "parallel") return "expected all iterators used to access outputs to be parallel";
    classified.add(d);
  }
  for (const expr of filterMap.results) {
    const d = positionOf(expr);
    const inOutput = outputDims.has(d);
    // Output channels and depth multipliers were classified with the output.
    if (inOutput && !input.unconvolved.has(d) && !input.convolved.has(d)) continue;
    if (inOutput && input.unconvolved.has(d)) continue;
    const filterWindow = input.convolved.has(d) && !inOutput;
    const inputChannel = input.unconvolved.has(d) && !inOutput;
    if (!(filterWindow || inputChannel)) return "unexpected loop dimension for convolution op";
    if (iterators[d] !== "reduction") return "expected all iterators not used to access outputs to be reduction";
    if (classified.has(d)) return "unexpected loop dimension for convolution op";
    classified.add(d);
  }
  if (classified.size !== linalgOp.getNumLoops()) return "unexpected loop dimension for convolution op";
  return undefined;
}

/** MLIR's verifyConvolutionInterface. */
export function verifyConvolutionInterface(op: Operation): void {
  const mismatch = convolutionMismatch(op);
  if (mismatch !== undefined) throw op.emitError(mismatch);
}
