// vector.warp_execute_on_lane_0, whose syntax VectorOps.cpp writes by hand:
//   [%r =] vector.warp_execute_on_lane_0(%laneid)[warp-size] [args(%a, ... : t, ...)]
//            [-> (result-types)] { region } {attrs}
// The region's vector.yield is implied when the op has no results (built on parse, not
// printed then); the entry block's arguments are printed as the region's header.
import { IntegerAttr } from "../../ir/index.js";
import { ensureTerminator, operationAttributes, type CustomAssemblyHooks, type UnresolvedOperand } from "../../asm/op-asm/index.js";
import type { Type } from "../../ir/index.js";

const WARP_SIZE = "warp_size";

export const warpExecuteOnLane0Syntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const region = state.addRegion();
    const builder = parser.getBuilder();
    parser.parseLParen();
    const laneId = parser.parseOperand(false);
    parser.parseRParen();
    parser.parseLSquare();
    const warpSize = parser.parseSizedInteger(64);
    parser.parseRSquare();
    state.addAttribute(WARP_SIZE, builder.getI64IntegerAttr(warpSize));
    parser.resolveOperand(laneId, builder.getIndexType(), state.operands);
    let inputs: UnresolvedOperand[] = [];
    let inputTypes: Type[] = [];
    let inputsLoc = parser.getCurrentLocation();
    if (parser.parseOptionalKeyword("args")) {
      parser.parseLParen();
      inputsLoc = parser.getCurrentLocation();
      inputs = parser.parseOperandList();
      inputTypes = parser.parseColonTypeList();
      parser.parseRParen();
    }
    parser.resolveOperands(inputs, inputTypes, inputsLoc, state.operands);
    state.addTypes(parser.parseOptionalArrowTypeList());
    parser.parseRegion(region);
    ensureTerminator(region, "vector.yield", state.location);
    parser.parseOptionalAttrDict(state.attributes);
  },
  print(op, printer) {
    printer.write("(");
    printer.printOperand(op.getOperand(0));
    printer.write(")");
    const warpSize = op.getAttr(WARP_SIZE);
    printer.write(`[${warpSize instanceof IntegerAttr ? String(warpSize.value) : ""}]`);
    const args = op.getOperands().slice(1);
    if (args.length > 0) {
      printer.write(" args(");
      printer.printOperands(args);
      printer.write(" : ");
      printer.printTypes(args.map((a) => a.type));
      printer.write(")");
    }
    const results = op.getResultTypes();
    if (results.length > 0) {
      printer.write(" -> (");
      printer.printTypes(results);
      printer.write(")");
    }
    printer.write(" ");
    printer.printRegion(op.getRegion(0), true, results.length > 0);
    printer.printOptionalAttrDict(operationAttributes(op), [WARP_SIZE]);
  },
};
