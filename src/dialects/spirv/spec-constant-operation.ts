// spirv.SpecConstantOperation (MLIR's SPIRVOps.cpp): `wraps` one op written in the generic
// form; its region holds that op and a spirv.mlir.yield of the op's result. The region
// verifier accepts only ops usable in OpSpecConstantOp, fed by constants.
import { Block, Operation } from "../../ir/operation.js";
import type { CustomAssemblyHooks } from "../../asm/op-asm/index.js";

/** The op names that may feed a wrapped op: constants, references to spec constants and other spec constant operations. */
const CONSTANT_DEFINERS: ReadonlySet<string> = new Set(["spirv.Constant", "spirv.mlir.referenceof", "spirv.SpecConstantOperation"]);

/** `wraps "op"(operands) ... : (types) -> type`: the outer op takes the wrapped op's location and result type. */
export const specConstantOperationSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const body = state.addRegion();
    parser.parseKeyword("wraps");
    const block = new Block();
    body.appendBlock(block);
    const wrapped = parser.parseGenericOperation(block);
    const context = parser.getContext();
    // mlir-opt 19 yields the wrapped op's first result unchecked; an op without results is
    // yielded as nothing (mlir-opt reads past its results there).
    const yielded = wrapped.numResults > 0 ? [wrapped.getResult(0)] : [];
    block.append(Operation.create({ name: context.getOperationName("spirv.mlir.yield"), location: wrapped.location, operands: yielded }));
    state.location = wrapped.location;
    for (const value of yielded) state.addType(value.type);
    parser.parseOptionalAttrDict(state.attributes);
  },
  print(op, printer) {
    printer.write(" wraps ");
    const wrapped = op.getRegion(0).firstBlock?.firstOp;
    if (wrapped !== null && wrapped !== undefined) printer.printGenericOp(wrapped);
  },
};

/**
 * MLIR's SpecConstantOperationOp::verifyRegions. `usableInSpecConstantOp` tells the ops with
 * the dialect's UsableInSpecConstantOp trait.
 */
export function specConstantOperationRegionVerifier(usableInSpecConstantOp: (opName: string) => boolean): (op: Operation) => void {
  return (op) => {
    const block = op.getRegion(0).firstBlock;
    if (block === null || block.size !== 2) throw op.emitOpError("expected exactly 2 nested ops");
    const enclosed = block.firstOp as Operation;
    if (!usableInSpecConstantOp(enclosed.name.name)) throw op.emitOpError("invalid enclosed op");
    for (let i = 0; i < enclosed.numOperands; i++) {
      const definer = enclosed.getOperand(i).definingOp;
      if (definer === null || !CONSTANT_DEFINERS.has(definer.name.name)) throw op.emitOpError("invalid operand, must be defined by a constant operation");
    }
  };
}
