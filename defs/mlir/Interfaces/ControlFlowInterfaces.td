// tsmlir ODS library: branches between blocks and between regions.

#ifndef MLIR_INTERFACES_CONTROLFLOWINTERFACES
#define MLIR_INTERFACES_CONTROLFLOWINTERFACES

include "mlir/IR/OpBase.td"

def BranchOpInterface : OpInterface<"BranchOpInterface"> {
  let description = [{
    A terminator that branches to successor blocks, forwarding some of its
    operands as the successors' block arguments.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    InterfaceMethod<"The operands forwarded to successor `index`.",
      "ir.SuccessorOperands", "getSuccessorOperands", (ins "number":$index)>,
    InterfaceMethod<[{
        The block argument that receives operand `operandIndex`, if that
        operand is forwarded to a successor.
      }],
      "ir.BlockArgument | undefined", "getSuccessorBlockArgument",
      (ins "number":$operandIndex), [{
        return ir.getBranchSuccessorArgument($_op, operandIndex);
      }]>,
    InterfaceMethod<[{
        The successor taken when the operands have the given constant
        values (undefined entries are unknown), if it can be decided.
      }],
      "ir.Block | undefined", "getSuccessorForOperands",
      (ins "readonly (ir.Attribute | undefined)[]":$operands), [{}], [{
        return undefined;
      }]>,
    InterfaceMethod<"Whether a forwarded operand of type `lhs` fits an argument of type `rhs`.",
      "boolean", "areTypesCompatible", (ins "ir.Type":$lhs, "ir.Type":$rhs),
      [{}], [{
        return lhs === rhs;
      }]>,
  ];

  let verify = [{
    return ir.verifyBranchOp($_op, this);
  }];
}

def RegionBranchOpInterface : OpInterface<"RegionBranchOpInterface"> {
  let description = [{
    An op whose regions are entered and left along a known set of edges:
    from the op into a region, from a region's terminator to another region,
    or back to the op's results. Dataflow analyses follow these edges.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    InterfaceMethod<"The op operands forwarded when entering a region from `point`.",
      "ir.Value[]", "getEntrySuccessorOperands",
      (ins "ir.RegionBranchPoint":$point), [{}], [{
        return ir.defaultEntrySuccessorOperands($_op, point);
      }]>,
    InterfaceMethod<[{
        The regions that may be entered from the op given constant operand
        values; defaults to all successors of the parent point.
      }],
      "void", "getEntrySuccessorRegions",
      (ins "readonly (ir.Attribute | undefined)[]":$operands,
           "ir.RegionSuccessor[]":$regions), [{}], [{
        this.getSuccessorRegions(ir.RegionBranchPoint.parent(), regions);
      }]>,
    InterfaceMethod<"The successors (regions or the op's results) reachable from `point`.",
      "void", "getSuccessorRegions",
      (ins "ir.RegionBranchPoint":$point, "ir.RegionSuccessor[]":$regions)>,
    InterfaceMethod<"How many times each region may run, given constant operands.",
      "void", "getRegionInvocationBounds",
      (ins "readonly (ir.Attribute | undefined)[]":$operands,
           "ir.InvocationBounds[]":$invocationBounds), [{}], [{
        for (let i = 0; i < $_op.numRegions; ++i)
          invocationBounds.push(ir.InvocationBounds.unknown());
      }]>,
    InterfaceMethod<"Whether values of type `lhs` may flow into type `rhs`.",
      "boolean", "areTypesCompatible", (ins "ir.Type":$lhs, "ir.Type":$rhs),
      [{}], [{
        return lhs === rhs;
      }]>,
  ];

  let verify = [{
    return ir.verifyTypesAlongControlFlowEdges($_op);
  }];
  let verifyWithRegions = 1;
}

def RegionBranchTerminatorOpInterface
    : OpInterface<"RegionBranchTerminatorOpInterface"> {
  let description = [{
    A terminator inside a RegionBranchOpInterface op that forwards some of
    its operands to the next region or to the parent op's results.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    InterfaceMethod<"The operands forwarded to successor `point`.",
      "ir.MutableOperandRange", "getMutableSuccessorOperands",
      (ins "ir.RegionBranchPoint":$point)>,
    InterfaceMethod<"The successors reachable from this terminator.",
      "void", "getSuccessorRegions",
      (ins "readonly (ir.Attribute | undefined)[]":$operands,
           "ir.RegionSuccessor[]":$regions), [{}], [{
        ir.defaultTerminatorSuccessorRegions($_op, regions);
      }]>,
  ];

  let verify = [{
    return ir.verifyRegionBranchTerminator($_op);
  }];
}

// A terminator that returns all its operands to the parent op.
def ReturnLike : TraitList<[
  DeclareOpInterfaceMethods<RegionBranchTerminatorOpInterface>,
  NativeOpTrait<"ReturnLike", [], "", [{
    getMutableSuccessorOperands(point: ir.RegionBranchPoint): ir.MutableOperandRange {
      return new ir.MutableOperandRange(this.getOperation());
    }
  }]>
]>;

#endif // MLIR_INTERFACES_CONTROLFLOWINTERFACES
