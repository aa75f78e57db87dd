// affine.apply, affine.min and affine.max: `#map(%d0, %d1)[%s0]`, the map attribute
// printed as any attribute (its `#map` alias, or `affine_map<...>` inline) followed by
// its dim and symbol operands (AffineOps.cpp's hand-written syntax).
import { AffineMapAttr, type Operation } from "../../ir/index.js";
import { operationAttributes, type CustomAssemblyHooks, type OpAsmParser, type OpAsmPrinter, type OperationState } from "../../asm/op-asm/index.js";
import { parseDimAndSymbolList, printDimAndSymbolList } from "./operand-lists.js";

const MAP = "map";

function mapOf(op: Operation): AffineMapAttr | undefined {
  const map = op.getAttr(MAP);
  return map instanceof AffineMapAttr ? map : undefined;
}

function printMapAndOperands(op: Operation, printer: OpAsmPrinter): void {
  const map = mapOf(op);
  printer.write(" ");
  if (map !== undefined) printer.printAttribute(map);
  printDimAndSymbolList(printer, op.getOperands(), map?.value.numDims ?? 0);
  printer.printOptionalAttrDict(operationAttributes(op), [MAP]);
}

/** `affine.apply #map(dims)[symbols] attrs`: one index result per map result. */
export const applySyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const map = parser.parseAttributeOf(AffineMapAttr);
    state.addAttribute(MAP, map);
    const numDims = parseDimAndSymbolList(parser, state.operands);
    parser.parseOptionalAttrDict(state.attributes);
    if (map.value.numDims !== numDims || numDims + map.value.numSymbols !== state.operands.length) {
      throw parser.emitError(parser.getNameLoc(), "dimension or symbol index mismatch");
    }
    const index = parser.getBuilder().getIndexType();
    for (let i = 0; i < map.value.getNumResults(); i++) state.addType(index);
  },
  print: printMapAndOperands,
};

/** `affine.min #map(dims)[symbols] attrs` (and max): one index result, the operands unchecked here. */
function parseMinMax(parser: OpAsmParser, state: OperationState): void {
  const index = parser.getBuilder().getIndexType();
  state.addAttribute(MAP, parser.parseAttributeOf(AffineMapAttr));
  const dims = parser.parseOperandList("paren");
  const symbols = parser.parseOperandList("optional-square");
  parser.parseOptionalAttrDict(state.attributes);
  const at = parser.getCurrentLocation();
  parser.resolveOperands(dims, index, at, state.operands);
  parser.resolveOperands(symbols, index, at, state.operands);
  state.addType(index);
}

export const minMaxSyntax: CustomAssemblyHooks = { parse: parseMinMax, print: printMapAndOperands };
