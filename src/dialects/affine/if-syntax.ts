// affine.if: `#set(dims)[symbols] [-> (types)] { then } [else { else }] [attrs]`. The
// integer set is the discardable `condition` attribute; each region's affine.yield is
// implied when the op has no results (AffineOps.cpp's hand-written syntax).
import { IntegerSetAttr, type Operation } from "../../ir/index.js";
import { ensureTerminator, operationAttributes, type CustomAssemblyHooks, type OpAsmParser, type OpAsmPrinter, type OperationState } from "../../asm/op-asm/index.js";
import { parseDimAndSymbolList, printDimAndSymbolList } from "./operand-lists.js";

const CONDITION = "condition";

function parseIf(parser: OpAsmParser, state: OperationState): void {
  const condition = parser.parseAttributeOf(IntegerSetAttr);
  state.addAttribute(CONDITION, condition);
  const numDims = parseDimAndSymbolList(parser, state.operands);
  const set = condition.value;
  if (set.numDims !== numDims) throw parser.emitError(parser.getNameLoc(), "dim operand count and integer set dim count must match");
  if (numDims + set.numSymbols !== state.operands.length) {
    throw parser.emitError(parser.getNameLoc(), "symbol operand count and integer set symbol count must match");
  }
  state.addTypes(parser.parseOptionalArrowTypeList());
  const thenRegion = state.addRegion();
  const elseRegion = state.addRegion();
  parser.parseRegion(thenRegion);
  ensureTerminator(thenRegion, "affine.yield", state.location);
  if (parser.parseOptionalKeyword("else")) {
    parser.parseRegion(elseRegion);
    ensureTerminator(elseRegion, "affine.yield", state.location);
  }
  parser.parseOptionalAttrDict(state.attributes);
}

function printIf(op: Operation, printer: OpAsmPrinter): void {
  const condition = op.getAttr(CONDITION);
  printer.write(" ");
  if (condition !== undefined) printer.printAttribute(condition);
  printDimAndSymbolList(printer, op.getOperands(), condition instanceof IntegerSetAttr ? condition.value.numDims : 0);
  printer.printArrowTypeList(op.getResultTypes());
  const withResults = op.numResults > 0;
  printer.write(" ");
  printer.printRegion(op.getRegion(0), false, withResults);
  const elseRegion = op.getRegion(1);
  if (!elseRegion.empty()) {
    printer.write(" else ");
    printer.printRegion(elseRegion, false, withResults);
  }
  printer.printOptionalAttrDict(operationAttributes(op), [CONDITION]);
}

export const ifSyntax: CustomAssemblyHooks = { parse: parseIf, print: printIf };
