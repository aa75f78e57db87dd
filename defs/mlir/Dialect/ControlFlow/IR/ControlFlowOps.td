// tsmlir dialect definitions: the `cf` (unstructured control flow) dialect.

#ifndef MLIR_DIALECTS_CONTROLFLOW_IR_CONTROLFLOWOPS_TD
#define MLIR_DIALECTS_CONTROLFLOW_IR_CONTROLFLOWOPS_TD

include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def ControlFlow_Dialect : Dialect {
  let name = "cf";
  let cppNamespace = "::mlir::cf";
  let dependentDialects = ["arith::ArithDialect"];
  let description = [{
    Branches between the blocks of a region (the CFG view of control flow),
    plus a runtime assertion. Block arguments receive the values passed by
    the branch.

    ```mlir
    ^entry(%n: i32):
      %done = arith.cmpi eq, %n, %zero : i32
      cf.cond_br %done, ^exit, ^loop(%n : i32)
    ```
  }];
}

class CF_Op<string mnemonic, list<Trait> traits = []>
    : Op<ControlFlow_Dialect, mnemonic, traits>;

def AssertOp : CF_Op<"assert",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "runtime check with an error message";
  let description = [{
    Aborts execution with `msg` when `arg` is false. An assertion on the
    constant `true` is removed.

    ```mlir
    cf.assert %inBounds, "index out of range"
    ```
  }];

  let arguments = (ins I1:$arg, StrAttr:$msg);
  let assemblyFormat = "$arg `,` $msg attr-dict";
  let hasCanonicalizeMethod = 1;
}

def BranchOp : CF_Op<"br", [
    DeclareOpInterfaceMethods<BranchOpInterface, ["getSuccessorForOperands"]>,
    Pure, Terminator
  ]> {
  let summary = "unconditional branch";
  let description = [{
    Jumps to `dest`, passing the operands as its block arguments.

    ```mlir
    cf.br ^header(%i, %acc : index, f32)
    ```
  }];

  let arguments = (ins Variadic<AnyType>:$destOperands);
  let successors = (successor AnySuccessor:$dest);

  let builders = [
    OpBuilder<(ins "ir.Block":$dest,
                   CArg<"readonly ir.Value[]", "[]">:$destOperands), [{
      $_state.addSuccessors([dest]);
      $_state.addOperands(destOperands);
    }]>];

  let extraClassDeclaration = [{
    setDest(block: ir.Block): void {
      this.getOperation().setSuccessor(block, 0);
    }
    eraseOperand(index: number): void {
      this.getOperation().eraseOperand(index);
    }
  }];

  let hasCanonicalizeMethod = 1;
  let assemblyFormat = [{
    $dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict
  }];
}

def CondBranchOp : CF_Op<"cond_br",
    [AttrSizedOperandSegments,
     DeclareOpInterfaceMethods<BranchOpInterface, ["getSuccessorForOperands"]>,
     Pure, Terminator]> {
  let summary = "two-way conditional branch";
  let description = [{
    Jumps to `trueDest` when the i1 condition holds and to `falseDest`
    otherwise, each with its own list of block arguments. Both successors
    may be the same block.

    ```mlir
    cf.cond_br %c, ^then(%x : i32), ^else
    ```
  }];

  let arguments = (ins I1:$condition,
                       Variadic<AnyType>:$trueDestOperands,
                       Variadic<AnyType>:$falseDestOperands);
  let successors = (successor AnySuccessor:$trueDest, AnySuccessor:$falseDest);

  let builders = [
    OpBuilder<(ins "ir.Value":$condition, "ir.Block":$trueDest,
                   "readonly ir.Value[]":$trueOperands, "ir.Block":$falseDest,
                   "readonly ir.Value[]":$falseOperands), [{
      $_state.addOperands([condition, ...trueOperands, ...falseOperands]);
      $_state.addSuccessors([trueDest, falseDest]);
      $_state.properties.operandSegmentSizes = [1, trueOperands.length, falseOperands.length];
    }]>,
    OpBuilder<(ins "ir.Value":$condition, "ir.Block":$trueDest,
                   "ir.Block":$falseDest,
                   CArg<"readonly ir.Value[]", "[]">:$falseOperands), [{
      $_state.addOperands([condition, ...falseOperands]);
      $_state.addSuccessors([trueDest, falseDest]);
      $_state.properties.operandSegmentSizes = [1, 0, falseOperands.length];
    }]>];

  let extraClassDeclaration = [{
    static readonly trueIndex = 0;
    static readonly falseIndex = 1;
    getTrueOperand(idx: number): ir.Value {
      return this.getTrueDestOperands()[idx]!;
    }
    getFalseOperand(idx: number): ir.Value {
      return this.getFalseDestOperands()[idx]!;
    }
    getNumTrueOperands(): number {
      return this.getTrueDestOperands().length;
    }
    getNumFalseOperands(): number {
      return this.getFalseDestOperands().length;
    }
    eraseTrueOperand(index: number): void {
      this.getTrueDestOperandsMutable().erase(index);
    }
    eraseFalseOperand(index: number): void {
      this.getFalseDestOperandsMutable().erase(index);
    }
  }];

  let hasCanonicalizer = 1;
  let assemblyFormat = [{
    $condition `,`
    $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,`
    $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)?
    attr-dict
  }];
}

def SwitchOp : CF_Op<"switch",
    [AttrSizedOperandSegments,
     DeclareOpInterfaceMethods<BranchOpInterface, ["getSuccessorForOperands"]>,
     Pure, Terminator]> {
  let summary = "multi-way branch on an integer";
  let description = [{
    Jumps to the case destination whose value equals `flag`, or to the
    default destination when none does. Every destination has its own
    block arguments; the case values are kept in a dense elements
    attribute.

    ```mlir
    cf.switch %flag : i32, [
      default: ^other(%a : i32),
      0: ^zero,
      7: ^seven(%b, %c : f32, f32)
    ]
    ```
  }];

  let arguments = (ins
    AnyInteger:$flag,
    Variadic<AnyType>:$defaultOperands,
    VariadicOfVariadic<AnyType, "case_operand_segments">:$caseOperands,
    OptionalAttr<AnyIntElementsAttr>:$case_values,
    DenseI32ArrayAttr:$case_operand_segments
  );
  let successors = (successor
    AnySuccessor:$defaultDestination,
    VariadicSuccessor<AnySuccessor>:$caseDestinations
  );

  let builders = [
    OpBuilder<(ins "ir.Value":$flag, "ir.Block":$defaultDestination,
      "readonly ir.Value[]":$defaultOperands,
      CArg<"readonly bigint[]", "[]">:$caseValues,
      CArg<"readonly ir.Block[]", "[]">:$caseDestinations,
      CArg<"readonly (readonly ir.Value[])[]", "[]">:$caseOperands)>,
    OpBuilder<(ins "ir.Value":$flag, "ir.Block":$defaultDestination,
      "readonly ir.Value[]":$defaultOperands,
      CArg<"readonly number[]", "[]">:$caseValues,
      CArg<"readonly ir.Block[]", "[]">:$caseDestinations,
      CArg<"readonly (readonly ir.Value[])[]", "[]">:$caseOperands)>,
    OpBuilder<(ins "ir.Value":$flag, "ir.Block":$defaultDestination,
      "readonly ir.Value[]":$defaultOperands,
      CArg<"ir.DenseIntElementsAttr | undefined", "undefined">:$caseValues,
      CArg<"readonly ir.Block[]", "[]">:$caseDestinations,
      CArg<"readonly (readonly ir.Value[])[]", "[]">:$caseOperands)>
  ];

  // `custom<SwitchOpCases>` is implemented by parseSwitchOpCases /
  // printSwitchOpCases in the dialect's hand-written module.
  let assemblyFormat = [{
    $flag `:` type($flag) `,` `[` `\n`
      custom<SwitchOpCases>(ref(type($flag)),$defaultDestination,
                            $defaultOperands,
                            type($defaultOperands),
                            $case_values,
                            $caseDestinations,
                            $caseOperands,
                            type($caseOperands))
   `]`
    attr-dict
  }];

  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

#endif // MLIR_DIALECTS_CONTROLFLOW_IR_CONTROLFLOWOPS_TD
