// tsmlir dialect definitions: the `scf` (structured control flow) dialect.

#ifndef MLIR_DIALECT_SCF_SCFOPS
#define MLIR_DIALECT_SCF_SCFOPS

include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/LoopLikeInterface.td"
include "mlir/IR/RegionKindInterface.td"
include "mlir/Dialect/SCF/IR/DeviceMappingInterface.td"
include "mlir/Interfaces/DestinationStyleOpInterface.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/ParallelCombiningOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/ViewLikeInterface.td"

def SCF_Dialect : Dialect {
  let name = "scf";
  let cppNamespace = "::mlir::scf";
  let description = [{
    Structured control flow: loops and conditionals expressed as ops with
    regions rather than as branches between blocks. Values flow into the
    regions as block arguments and out of them through `scf.yield`, so
    loops carry values without memory.

    ```mlir
    %sum = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %zero) -> (f32) {
      %x = memref.load %buf[%i] : memref<?xf32>
      %next = arith.addf %acc, %x : f32
      scf.yield %next : f32
    }
    ```
  }];
  let dependentDialects = ["arith::ArithDialect"];
}

class SCF_Op<string mnemonic, list<Trait> traits = []>
    : Op<SCF_Dialect, mnemonic, traits>;

// Signature of a body-building callback: it receives the builder, the
// location and the block arguments to fill the body with.
defvar SCF_BodyBuilderFn =
    "((builder: ir.OpBuilder, loc: ir.Location, args: readonly ir.Value[]) => void) | undefined";

def ConditionOp : SCF_Op<"condition", [
    HasParent<"WhileOp">,
    DeclareOpInterfaceMethods<RegionBranchTerminatorOpInterface,
                              ["getSuccessorRegions"]>,
    Pure,
    Terminator
  ]> {
  let summary = "decision of an `scf.while` loop";
  let description = [{
    Ends the "before" region of `scf.while`. If the condition holds, the
    remaining operands become the arguments of the "after" region;
    otherwise they become the results of the loop.

    ```mlir
    scf.condition(%more) %x, %y : i32, f32
    ```
  }];

  let arguments = (ins I1:$condition, Variadic<AnyType>:$args);

  let assemblyFormat =
      [{ `(` $condition `)` attr-dict ($args^ `:` type($args))? }];
}

def ExecuteRegionOp : SCF_Op<"execute_region", [
    DeclareOpInterfaceMethods<RegionBranchOpInterface>]> {
  let summary = "region run exactly once";
  let description = [{
    Runs its region once and returns the values yielded by it. The region
    may hold several blocks, which lets unstructured control flow live
    inside structured ops that require a single block.

    ```mlir
    %r = scf.execute_region -> i32 {
      cf.cond_br %c, ^a, ^b
    ^a:
      scf.yield %x : i32
    ^b:
      scf.yield %y : i32
    }
    ```
  }];

  let results = (outs Variadic<AnyType>);
  let regions = (region AnyRegion:$region);

  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def ForOp : SCF_Op<"for",
    [AutomaticAllocationScope, DeclareOpInterfaceMethods<LoopLikeOpInterface,
       ["getInitsMutable", "getLoopResults", "getRegionIterArgs",
        "getLoopInductionVars", "getLoopLowerBounds", "getLoopSteps",
        "getLoopUpperBounds", "getYieldedValuesMutable",
        "promoteIfSingleIteration", "replaceWithAdditionalYields",
        "yieldTiledValuesAndReplace"]>,
     AllTypesMatch<["lowerBound", "upperBound", "step"]>,
     ConditionallySpeculatable,
     DeclareOpInterfaceMethods<RegionBranchOpInterface,
                               ["getEntrySuccessorOperands"]>,
     SingleBlockImplicitTerminator<"scf::YieldOp">,
     RecursiveMemoryEffects]> {
  let summary = "counted loop";
  let description = [{
    Runs its body for the induction variable going from `lowerBound`
    (inclusive) to `upperBound` (exclusive) by `step`, which must be
    positive. Bounds are index or signless integer values of one type,
    compared as signed numbers; a non-index type is written after the
    bounds (`: i32`). Loop-carried
    values start as `iter_args`, are updated by the body's `scf.yield` and
    become the results; without them the yield may be left implicit.

    ```mlir
    scf.for %i = %c0 to %n step %c1 {
      memref.store %v, %buf[%i] : memref<?xf32>
    }
    %prod = scf.for %i = %c1 to %n step %c1 iter_args(%p = %c1) -> (index) {
      %q = arith.muli %p, %i : index
      scf.yield %q : index
    }
    ```
  }];

  let arguments = (ins AnySignlessIntegerOrIndex:$lowerBound,
                       AnySignlessIntegerOrIndex:$upperBound,
                       AnySignlessIntegerOrIndex:$step,
                       Variadic<AnyType>:$initArgs);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$region);

  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "ir.Value":$lowerBound, "ir.Value":$upperBound,
      "ir.Value":$step,
      CArg<"readonly ir.Value[]", "[]">:$iterArgs,
      CArg<"((builder: ir.OpBuilder, loc: ir.Location, iv: ir.Value, iterArgs: readonly ir.Value[]) => void) | undefined",
           "undefined">:$bodyBuilder)>
  ];

  let extraClassDeclaration = [{
    getInductionVar(): ir.BlockArgument {
      return this.getBody().getArgument(0);
    }
    getRegionIterArgs(): ir.BlockArgument[] {
      return this.getBody().arguments.slice(1);
    }
    getNumInductionVars(): number {
      return 1;
    }
    getNumRegionIterArgs(): number {
      return this.getBody().arguments.length - 1;
    }
    // The loop result that iteration argument `arg` turns into.
    getTiedLoopResult(arg: ir.BlockArgument): ir.OpResult {
      return this.getOperation().getResult(arg.argNumber - 1);
    }
  }];

  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def ForallOp : SCF_Op<"forall", [
    AttrSizedOperandSegments,
    AutomaticAllocationScope,
    DeclareOpInterfaceMethods<LoopLikeOpInterface,
       ["getInitsMutable", "getRegionIterArgs", "getLoopInductionVars",
        "getLoopLowerBounds", "getLoopUpperBounds", "getLoopSteps",
        "promoteIfSingleIteration", "yieldTiledValuesAndReplace"]>,
    RecursiveMemoryEffects,
    SingleBlockImplicitTerminator<"scf::InParallelOp">,
    DeclareOpInterfaceMethods<RegionBranchOpInterface>,
    DestinationStyleOpInterface,
    HasParallelRegion
  ]> {
  let summary = "multi-dimensional loop whose iterations may run in parallel";
  let description = [{
    Runs its body once per point of a multi-dimensional iteration space,
    in any order or concurrently. Each dimension has a lower bound, upper
    bound and step, given as constants or index values. Shared tensors
    (`shared_outs`) are updated only by the ops inside the terminating
    `scf.forall.in_parallel`, and their final values are the results. An
    optional `mapping` says how dimensions are distributed on hardware.

    ```mlir
    %r = scf.forall (%i, %j) in (%m, 64) shared_outs(%o = %init) -> (tensor<?x64xf32>) {
      %tile = tensor.extract_slice %src[%i, %j] [1, 1] [1, 1]
          : tensor<?x64xf32> to tensor<1x1xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %tile into %o[%i, %j] [1, 1] [1, 1]
            : tensor<1x1xf32> into tensor<?x64xf32>
      }
    }
    ```
  }];

  let arguments = (ins
    Variadic<Index>:$dynamicLowerBound,
    Variadic<Index>:$dynamicUpperBound,
    Variadic<Index>:$dynamicStep,
    DenseI64ArrayAttr:$staticLowerBound,
    DenseI64ArrayAttr:$staticUpperBound,
    DenseI64ArrayAttr:$staticStep,
    Variadic<AnyRankedTensor>:$outputs,
    OptionalAttr<DeviceMappingArrayAttr>:$mapping);

  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$region);

  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;

  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "readonly ir.OpFoldResult[]":$lbs,
      "readonly ir.OpFoldResult[]":$ubs, "readonly ir.OpFoldResult[]":$steps,
      "readonly ir.Value[]":$outputs, "ir.ArrayAttr | undefined":$mapping,
      CArg<SCF_BodyBuilderFn, "undefined">:$bodyBuilderFn)>,
    OpBuilder<(ins "readonly ir.OpFoldResult[]":$ubs,
      "readonly ir.Value[]":$outputs, "ir.ArrayAttr | undefined":$mapping,
      CArg<SCF_BodyBuilderFn, "undefined">:$bodyBuilderFn)>,
  ];

  let extraClassDeclaration = [{
    getRank(): number {
      return this.getStaticLowerBound().length;
    }
    getInductionVars(): ir.BlockArgument[] {
      return this.getBody().arguments.slice(0, this.getRank());
    }
    getRegionOutArgs(): ir.BlockArgument[] {
      return this.getBody().arguments.slice(this.getRank());
    }
    getMixedLowerBound(): ir.OpFoldResult[] {
      return ir.getMixedValues(this.getStaticLowerBound(), this.getDynamicLowerBound());
    }
    getMixedUpperBound(): ir.OpFoldResult[] {
      return ir.getMixedValues(this.getStaticUpperBound(), this.getDynamicUpperBound());
    }
    getMixedStep(): ir.OpFoldResult[] {
      return ir.getMixedValues(this.getStaticStep(), this.getDynamicStep());
    }
    isNormalized(): boolean {
      return this.getStaticLowerBound().every((lb) => lb === 0n) &&
             this.getStaticStep().every((step) => step === 1n);
    }
  }];
}

def InParallelOp : SCF_Op<"forall.in_parallel", [
    Pure,
    Terminator,
    DeclareOpInterfaceMethods<ParallelCombiningOpInterface>,
    HasParent<"ForallOp">,
  ] # GraphRegionNoTerminator.traits> {
  let summary = "combining terminator of `scf.forall`";
  let description = [{
    Ends an `scf.forall` body. Its single block holds ops (such as
    `tensor.parallel_insert_slice`) that write each iteration's partial
    results into the loop's shared outputs; the block has no terminator.

    ```mlir
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %part into %out[%i] [4] [1]
          : tensor<4xf32> into tensor<64xf32>
    }
    ```
  }];

  let regions = (region SizedRegion<1>:$region);

  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;

  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins)>,
  ];
}

def IfOp : SCF_Op<"if", [DeclareOpInterfaceMethods<RegionBranchOpInterface, [
    "getNumRegionInvocations", "getRegionInvocationBounds",
    "getEntrySuccessorRegions"]>,
    InferTypeOpAdaptor, SingleBlockImplicitTerminator<"scf::YieldOp">,
    RecursiveMemoryEffects, NoRegionArguments]> {
  let summary = "conditional with then and else regions";
  let description = [{
    Runs the "then" region when the condition holds and the "else" region
    (which may be empty) otherwise. With results, both regions must exist
    and yield values of the result types.

    ```mlir
    %r = scf.if %c -> (i32) {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    ```
  }];

  let arguments = (ins I1:$condition);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$thenRegion,
                        MaxSizedRegion<1>:$elseRegion);

  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "readonly ir.Type[]":$resultTypes, "ir.Value":$cond)>,
    OpBuilder<(ins "readonly ir.Type[]":$resultTypes, "ir.Value":$cond,
      "boolean":$addThenBlock, "boolean":$addElseBlock)>,
    OpBuilder<(ins "ir.Value":$cond, "boolean":$withElseRegion)>,
    OpBuilder<(ins "readonly ir.Type[]":$resultTypes, "ir.Value":$cond,
      "boolean":$withElseRegion)>,
    OpBuilder<(ins "ir.Value":$cond,
      CArg<"(builder: ir.OpBuilder, loc: ir.Location) => void",
           "ir.buildTerminatedBody">:$thenBuilder,
      CArg<"((builder: ir.OpBuilder, loc: ir.Location) => void) | undefined",
           "undefined">:$elseBuilder)>,
  ];

  let extraClassDeclaration = [{
    thenBlock(): ir.Block {
      return this.getThenRegion().front;
    }
    elseBlock(): ir.Block | undefined {
      const region = this.getElseRegion();
      return region.empty ? undefined : region.front;
    }
    thenYield(): YieldOp {
      return this.thenBlock().terminator as unknown as YieldOp;
    }
  }];

  let hasFolder = 1;
  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def ParallelOp : SCF_Op<"parallel",
    [AutomaticAllocationScope,
     AttrSizedOperandSegments,
     DeclareOpInterfaceMethods<LoopLikeOpInterface, ["getLoopInductionVars",
          "getLoopLowerBounds", "getLoopUpperBounds", "getLoopSteps"]>,
     RecursiveMemoryEffects,
     DeclareOpInterfaceMethods<RegionBranchOpInterface>,
     SingleBlockImplicitTerminator<"scf::ReduceOp">,
     HasParallelRegion]> {
  let summary = "parallel loop nest with reductions";
  let description = [{
    Runs its body for every point of a multi-dimensional index space,
    possibly in parallel. Each dimension has its own lower bound, upper
    bound and step. Values produced by iterations are combined through the
    regions of the terminating `scf.reduce`, starting from `init`.

    ```mlir
    %sum = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1)
        init (%zero) -> f32 {
      %v = memref.load %a[%i, %j] : memref<?x?xf32>
      scf.reduce(%v : f32) {
      ^bb0(%lhs: f32, %rhs: f32):
        %s = arith.addf %lhs, %rhs : f32
        scf.reduce.return %s : f32
      }
    }
    ```
  }];

  let arguments = (ins Variadic<Index>:$lowerBound,
                       Variadic<Index>:$upperBound,
                       Variadic<Index>:$step,
                       Variadic<AnyType>:$initVals);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$region);

  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "readonly ir.Value[]":$lowerBounds,
      "readonly ir.Value[]":$upperBounds, "readonly ir.Value[]":$steps,
      "readonly ir.Value[]":$initVals,
      CArg<"((builder: ir.OpBuilder, loc: ir.Location, ivs: readonly ir.Value[], inits: readonly ir.Value[]) => void) | undefined",
           "undefined">:$bodyBuilderFn)>,
    OpBuilder<(ins "readonly ir.Value[]":$lowerBounds,
      "readonly ir.Value[]":$upperBounds, "readonly ir.Value[]":$steps,
      CArg<SCF_BodyBuilderFn, "undefined">:$bodyBuilderFn)>,
  ];

  let extraClassDeclaration = [{
    getInductionVars(): ir.BlockArgument[] {
      return this.getBody().arguments;
    }
    getNumLoops(): number {
      return this.getStep().length;
    }
    getNumReductions(): number {
      return this.getInitVals().length;
    }
  }];

  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def ReduceOp : SCF_Op<"reduce", [
    Terminator, HasParent<"ParallelOp">, RecursiveMemoryEffects,
    DeclareOpInterfaceMethods<RegionBranchTerminatorOpInterface>]> {
  let summary = "reductions of an `scf.parallel` iteration";
  let description = [{
    Ends an `scf.parallel` body. Each operand is a value of the current
    iteration; the region of the same position combines two such values
    (as its two block arguments) and returns the result with
    `scf.reduce.return`. The combination must be associative and
    commutative.

    ```mlir
    scf.reduce(%v : i32) {
    ^bb0(%lhs: i32, %rhs: i32):
      %m = arith.maxsi %lhs, %rhs : i32
      scf.reduce.return %m : i32
    }
    ```
  }];

  let skipDefaultBuilders = 1;
  let builders = [
    OpBuilder<(ins "readonly ir.Value[]":$operands)>,
    OpBuilder<(ins)>
  ];

  let arguments = (ins Variadic<AnyType>:$operands);
  let assemblyFormat = [{
    (`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict
  }];
  let regions = (region VariadicRegion<SizedRegion<1>>:$reductions);
  let hasRegionVerifier = 1;
}

def ReduceReturnOp
    : SCF_Op<"reduce.return", [HasParent<"ReduceOp">, Pure, Terminator]> {
  let summary = "result of one `scf.reduce` combination";
  let description = [{
    ```mlir
    scf.reduce.return %combined : f32
    ```
  }];

  let arguments = (ins AnyType:$result);
  let assemblyFormat = "$result attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def WhileOp : SCF_Op<"while",
    [DeclareOpInterfaceMethods<RegionBranchOpInterface,
                               ["getEntrySuccessorOperands"]>,
     DeclareOpInterfaceMethods<LoopLikeOpInterface,
                               ["getRegionIterArgs", "getYieldedValuesMutable"]>,
     RecursiveMemoryEffects, SingleBlock]> {
  let summary = "general loop with a condition region and a body region";
  let description = [{
    Starts by running the "before" region on the operands. It ends in
    `scf.condition`: when false, the values it forwards are the results of
    the loop; when true, they are passed to the "after" region, whose
    `scf.yield` feeds the next run of the "before" region. This covers
    both while-do and do-while loops.

    ```mlir
    %res = scf.while (%x = %init) : (i32) -> i32 {
      %go = arith.cmpi slt, %x, %limit : i32
      scf.condition(%go) %x : i32
    } do {
    ^bb0(%y: i32):
      %next = arith.muli %y, %c2 : i32
      scf.yield %next : i32
    }
    ```
  }];

  let arguments = (ins Variadic<AnyType>:$inits);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$before, SizedRegion<1>:$after);

  let builders = [
    OpBuilder<(ins "readonly ir.Type[]":$resultTypes,
      "readonly ir.Value[]":$operands,
      SCF_BodyBuilderFn:$beforeBuilder,
      SCF_BodyBuilderFn:$afterBuilder)>
  ];

  let extraClassDeclaration = [{
    getBeforeBody(): ir.Block {
      return this.getBefore().front;
    }
    getAfterBody(): ir.Block {
      return this.getAfter().front;
    }
    getBeforeArguments(): ir.BlockArgument[] {
      return this.getBeforeBody().arguments;
    }
    getAfterArguments(): ir.BlockArgument[] {
      return this.getAfterBody().arguments;
    }
  }];

  let hasCanonicalizer = 1;
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def IndexSwitchOp : SCF_Op<"index_switch", [RecursiveMemoryEffects,
    SingleBlockImplicitTerminator<"scf::YieldOp">,
    DeclareOpInterfaceMethods<RegionBranchOpInterface,
                              ["getRegionInvocationBounds",
                               "getEntrySuccessorRegions"]>]> {
  let summary = "multi-way conditional on an index value";
  let description = [{
    Runs the region whose case value equals `arg`, or the default region
    when none does, and returns what it yields. Case values are distinct
    constants.

    ```mlir
    %r = scf.index_switch %k -> i32
    case 1 {
      scf.yield %a : i32
    }
    case 4 {
      scf.yield %b : i32
    }
    default {
      scf.yield %c : i32
    }
    ```
  }];

  let arguments = (ins Index:$arg, DenseI64ArrayAttr:$cases);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$defaultRegion,
                        VariadicRegion<SizedRegion<1>>:$caseRegions);

  // `custom<SwitchCases>` is implemented by parseSwitchCases /
  // printSwitchCases in the dialect's hand-written module.
  let assemblyFormat = [{
    $arg attr-dict (`->` type($results)^)?
    custom<SwitchCases>($cases, $caseRegions) `\n`
    `` `default` $defaultRegion
  }];

  let extraClassDeclaration = [{
    getNumCases(): number {
      return this.getCases().length;
    }
    getDefaultBlock(): ir.Block {
      return this.getDefaultRegion().front;
    }
    getCaseBlock(idx: number): ir.Block {
      return this.getCaseRegions()[idx]!.front;
    }
  }];

  let hasCanonicalizer = 1;
  let hasVerifier = 1;
}

def YieldOp : SCF_Op<"yield", [Pure, ReturnLike, Terminator,
    ParentOneOf<["ExecuteRegionOp", "ForOp", "IfOp", "IndexSwitchOp",
                 "WhileOp"]>]> {
  let summary = "values produced by a region of a structured op";
  let description = [{
    Ends a region of `scf.for`, `scf.if`, `scf.while` (after region),
    `scf.execute_region` or `scf.index_switch` and passes its operands to
    the parent: as next iteration values or as results. When it has no
    operands it may be omitted in the textual form.

    ```mlir
    scf.yield %sum, %count : f32, index
    ```
  }];

  let arguments = (ins Variadic<AnyType>:$results);
  let builders = [OpBuilder<(ins), [{
    // Yields nothing.
  }]>];

  let assemblyFormat =
      [{  attr-dict ($results^ `:` type($results))? }];
}

#endif // MLIR_DIALECT_SCF_SCFOPS
