// vector.mask, whose syntax VectorOps.cpp writes by hand:
//   [%r =] vector.mask %mask[, %passthru] { masked-op } {attrs} : mask-type [-> result-types]
// The region holds the masked op and a vector.yield of its results: the yield is implied
// (built on parse, not printed), and only the region's first op is printed, inline and
// without its results. A region holding only a yield (an empty mask) prints that yield.
import type { Location } from "../../ir/index.js";
import { Operation, type Region, type Value } from "../../ir/operation.js";
import { ensureTerminator, operationAttributes, type CustomAssemblyHooks } from "../../asm/op-asm/index.js";

const YIELD = "vector.yield";

/**
 * MaskOp::ensureTerminator: the implicit vector.yield is added; when the block then holds
 * one op besides the terminator, the terminator is replaced by a yield of that op's results.
 */
function ensureMaskTerminator(region: Region, location: Location): void {
  ensureTerminator(region, YIELD, location);
  const block = region.firstBlock;
  if (block === null || block.size !== 2) return;
  const masked = block.firstOp as Operation;
  const terminator = block.lastOp as Operation;
  const results: Value[] = [];
  for (let i = 0; i < masked.numResults; i++) results.push(masked.getResult(i));
  const yieldOp = Operation.create({ name: location.context.getOperationName(YIELD), location, operands: results });
  block.insertBefore(yieldOp, terminator);
  terminator.dropAllReferences();
  terminator.erase();
}

export const maskSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const region = state.addRegion();
    const mask = parser.parseOperand();
    const passthru = parser.parseOptionalComma() ? parser.parseOperand() : undefined;
    parser.parseRegion(region);
    ensureMaskTerminator(region, state.location);
    parser.parseOptionalAttrDict(state.attributes);
    const maskType = parser.parseColonType();
    const resultTypes = parser.parseOptionalArrowTypeList();
    state.addTypes(resultTypes);
    parser.resolveOperand(mask, maskType, state.operands);
    if (passthru === undefined) return;
    const passthruType = resultTypes[0];
    // MLIR 19 takes the first result type unchecked; a diagnostic when there is none.
    if (passthruType === undefined) throw parser.emitError(passthru.offset, "expected a result type for the passthru operand");
    parser.resolveOperand(passthru, passthruType, state.operands);
  },
  print(op, printer) {
    printer.write(" ");
    printer.printOperands(op.getOperands());
    printer.write(" { ");
    const first = op.getRegion(0).firstBlock?.firstOp ?? null;
    if (first !== null) printer.printCustomOrGenericOp(first);
    printer.write(" }");
    printer.printOptionalAttrDict(operationAttributes(op));
    printer.write(" : ");
    printer.printType(op.getOperand(0).type);
    const results = op.getResultTypes();
    if (results.length > 0) {
      printer.write(" -> ");
      printer.printTypes(results);
    }
  },
};
