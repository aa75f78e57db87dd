// The region checks of acc's recipes (MLIR 19's verifyRegions of acc.private.recipe,
// acc.firstprivate.recipe and acc.reduction.recipe): each region that must be there is
// non-empty, and its entry block takes the recipe's type where the recipe's variable goes.
import { TypeAttr, type Operation, type Region, type Type } from "../../ir/index.js";

/** The recipe's `type` attribute (the type of the variable it privatizes or reduces). */
function recipeType(op: Operation): Type | undefined {
  const attr = op.getAttr("type");
  return attr instanceof TypeAttr ? attr.value : undefined;
}

function isEmpty(region: Region | undefined): boolean {
  return region === undefined || region.firstBlock === null;
}

/** The type of the entry block's argument `index` of `region` (undefined when it has fewer). */
function argumentType(region: Region | undefined, index: number): Type | undefined {
  const block = region?.firstBlock ?? null;
  if (block === null || block.numArguments <= index) return undefined;
  return block.getArgument(index).type;
}

/** A region whose first argument is the variable: required unless `optional`. */
function checkSingleArgRegion(op: Operation, region: Region | undefined, what: string, name: string, optional: boolean): void {
  if (optional && isEmpty(region)) return;
  if (isEmpty(region)) throw op.emitOpError(`expects non-empty ${name} region`);
  if (argumentType(region, 0) !== recipeType(op)) throw op.emitOpError(`expects ${name} region first argument of the ${what} type`);
}

/** acc.private.recipe: init, then an optional destroy. */
export function verifyPrivateRecipe(op: Operation): void {
  checkSingleArgRegion(op, op.regions[0], "privatization", "init", false);
  checkSingleArgRegion(op, op.regions[1], "privatization", "destroy", true);
}

/** acc.firstprivate.recipe: init, copy (from the original to the private copy), an optional destroy. */
export function verifyFirstprivateRecipe(op: Operation): void {
  checkSingleArgRegion(op, op.regions[0], "privatization", "init", false);
  const copy = op.regions[1];
  if (isEmpty(copy)) throw op.emitOpError("expects non-empty copy region");
  // MLIR checks the count and the first argument's type only.
  if (argumentType(copy, 1) === undefined || argumentType(copy, 0) !== recipeType(op)) throw op.emitOpError("expects copy region with two arguments of the privatization type");
  checkSingleArgRegion(op, op.regions[2], "privatization", "destroy", true);
}

/** acc.reduction.recipe: init, then a combiner of two values of the type yielding one. */
export function verifyReductionRecipe(op: Operation): void {
  checkSingleArgRegion(op, op.regions[0], "reduction", "init", false);
  const combiner = op.regions[1];
  if (isEmpty(combiner)) throw op.emitOpError("expects non-empty combiner region");
  const type = recipeType(op);
  if (argumentType(combiner, 1) === undefined || argumentType(combiner, 0) !== type || argumentType(combiner, 1) !== type) {
    throw op.emitOpError("expects combiner region with the first two arguments of the reduction type");
  }
  for (let block = combiner?.firstBlock ?? null; block !== null; block = block.next) {
    for (const nested of block.operations()) {
      if (nested.name.name !== "acc.yield") continue;
      if (nested.numOperands !== 1 || nested.getOperand(0).type !== type) throw op.emitOpError("expects combiner region to yield a value of the reduction type");
    }
  }
}
