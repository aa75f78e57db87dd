// The ops of mlir-opt 19's test dialect whose behaviour reaches what its passes print
// (upstream keeps their definitions in its test library, which is not installed): the
// facts are recorded here and checked against mlir-opt at test time. Generated into
// generated/test-ops.ts by `tsmlir-tblgen --gen-ts-dialect -dialect=test`, the action a
// user runs; src/dialects/test puts them in place of the test dialect's stub registrations.

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Test_Dialect : Dialect {
  let name = "test";
  let cppNamespace = "::test";
  let summary = "The ops of upstream's test dialect that tsmlir defines";
}

class Test_Op<string mnemonic, list<Trait> traits = []> :
    Op<Test_Dialect, mnemonic, traits>;

def Test_ConstantOp : Test_Op<"constant", [ConstantLike, NoMemoryEffect]> {
  let summary = "a constant of any attribute, folded to that attribute";
  let arguments = (ins AnyAttr:$value);
  let results = (outs AnyType);
  let hasFolder = 1;
}

def Test_BranchOp : Test_Op<"br",
    [DeclareOpInterfaceMethods<BranchOpInterface>, Terminator]> {
  let summary = "a branch forwarding all its operands to its one successor";
  let arguments = (ins Variadic<AnyType>:$targetOperands);
  let successors = (successor AnySuccessor:$target);
}

def Test_ProducingBranchOp : Test_Op<"producing_br",
    [DeclareOpInterfaceMethods<BranchOpInterface>, Terminator,
     AttrSizedOperandSegments]> {
  let summary = "a two-way branch with a result; successor 1 takes the first operands";
  let arguments = (ins Variadic<AnyType>:$firstOperands,
                       Variadic<AnyType>:$secondOperands);
  let results = (outs I32:$dummy);
  let successors = (successor AnySuccessor:$first, AnySuccessor:$second);
}

def Test_EffectsResultOp : Test_Op<"test_effects_result"> {
  let summary = "an op that allocates and writes its result and nothing else";
  let results = (outs Res<I32, "", [MemAlloc, MemWrite]>:$result);
}
