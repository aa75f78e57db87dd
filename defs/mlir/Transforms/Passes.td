// tsmlir's declarations of MLIR's standard transformation passes: the arguments, options
// (names, value types, defaults) and statistics mlir-opt 19 has, described in our words.
// `tsmlir-tblgen --gen-ts-passes` turns them into typed base classes (generated/);
// the passes themselves are implemented in src/pass/transforms/.

#ifndef MLIR_TRANSFORMS_PASSES
#define MLIR_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"

def Canonicalizer : Pass<"canonicalize"> {
  let summary = "Rewrite operations into their canonical form";
  let description = [{
    Repeatedly folds operations and applies the canonicalization patterns that
    the loaded dialects and their operations provide, until nothing changes any
    more or an iteration/rewrite limit is reached. The result is as canonical as
    those patterns make it; no complete canonical form is promised.
  }];
  let constructor = "mlir::createCanonicalizerPass()";
  let options = [
    Option<"topDownProcessingEnabled", "top-down", "bool", /*default=*/"true",
           "Visit operations from the top of the IR down when filling the worklist">,
    Option<"enableRegionSimplification", "region-simplify",
           "mlir::GreedySimplifyRegionLevel",
           /*default=*/"mlir::GreedySimplifyRegionLevel::Normal",
           "How much to simplify the control flow of regions",
           [{::llvm::cl::values(
             clEnumValN(mlir::GreedySimplifyRegionLevel::Disabled, "disabled",
                        "No region simplification at all."),
             clEnumValN(mlir::GreedySimplifyRegionLevel::Normal, "normal",
                        "Cheap simplifications, such as removing unused block arguments."),
             clEnumValN(mlir::GreedySimplifyRegionLevel::Aggressive, "aggressive",
                        "Also the expensive ones, such as merging identical blocks.")
           )}]>,
    Option<"maxIterations", "max-iterations", "int64_t", /*default=*/"10",
           "Upper bound on pattern-application / region-simplification rounds">,
    Option<"maxNumRewrites", "max-num-rewrites", "int64_t", /*default=*/"-1",
           "Upper bound on the rewrites made in one round (-1: no bound)">,
    Option<"testConvergence", "test-convergence", "bool", /*default=*/"false",
           "For tests: fail when no fixed point is reached (finds cycling patterns)">,
    ListOption<"disabledPatterns", "disable-patterns", "std::string",
               "Labels of patterns never to apply">,
    ListOption<"enabledPatterns", "enable-patterns", "std::string",
               "Labels of the only patterns to apply">
  ];
}

def ControlFlowSink : Pass<"control-flow-sink"> {
  let summary = "Move operations into the regions that use them";
  let description = [{
    Moves an operation whose results are only used inside one region of a
    region-branching operation (such as one branch of an `scf.if`) into that
    region, so it is only computed when that region runs. Only operations
    without side effects are moved.
  }];
  let constructor = "::mlir::createControlFlowSinkPass()";
  let statistics = [
    Statistic<"numSunk", "num-sunk", "Operations moved into a region">
  ];
}

def CSE : Pass<"cse"> {
  let summary = "Remove redundant computations";
  let description = [{
    Common subexpression elimination: an operation that computes the same thing
    as one that dominates it (same name, operands, attributes and result types,
    equal regions) is replaced by it. Memory effects are respected: a read is
    only reused while no write can come in between. Unused side-effect free
    operations are erased along the way.
  }];
  let constructor = "mlir::createCSEPass()";
  let statistics = [
    Statistic<"numCSE", "num-cse'd", "Operations replaced by an equivalent one">,
    Statistic<"numDCE", "num-dce'd", "Unused operations erased">
  ];
}

def RemoveDeadValues : Pass<"remove-dead-values"> {
  let summary = "Remove values that nothing needs, and what only computes them";
  let description = [{
    Finds, by liveness analysis, values whose result is never needed and removes
    them: unused results and arguments of private functions (updating their
    calls), operands and results of region-branching operations and branch
    arguments, and the side-effect free operations that only feed them.
  }];
  let constructor = "mlir::createRemoveDeadValuesPass()";
}

def Inliner : Pass<"inline"> {
  let summary = "Inline calls to their callees";
  let description = [{
    Replaces calls by the bodies of the callees where the dialects allow it,
    walking the call graph bottom-up, and simplifies each callable with an
    optimization pipeline between rounds.
  }];
  let constructor = "mlir::createInlinerPass()";
  let options = [
    Option<"defaultPipelineStr", "default-pipeline", "std::string",
           /*default=*/"\"canonicalize\"",
           "Pipeline run on callables that have no pipeline of their own in op-pipelines">,
    ListOption<"opPipelineList", "op-pipelines", "OpPassManager",
               "Pipelines per callable operation (`dialect.op(pipeline)`)">,
    Option<"maxInliningIterations", "max-iterations", "unsigned",
           /*default=*/"4",
           "Upper bound on inlining rounds within one strongly connected component">,
    Option<"inliningThreshold", "inlining-threshold", "unsigned",
           /*default=*/"-1U",
           "Do not inline a callee whose size, in percent of the caller's, exceeds this">
  ];
}

def LoopInvariantCodeMotion : Pass<"loop-invariant-code-motion"> {
  let summary = "Hoist loop-invariant computations out of loops";
  let description = [{
    Moves side-effect free operations whose operands are all defined outside a
    loop (an operation implementing LoopLikeOpInterface) in front of the loop.
  }];
  let constructor = "mlir::createLoopInvariantCodeMotionPass()";
}

def PrintOpStats : Pass<"print-op-stats"> {
  let summary = "Count operations by name";
  let description = [{
    Prints how many operations of each name the IR contains, as a table or, with
    `json`, as a JSON object.
  }];
  let constructor = "mlir::createPrintOpStatsPass()";
  let options = [
    Option<"printAsJSON", "json", "bool", /*default=*/"false",
           "Print the counts as a JSON object">
  ];
}

def SCCP : Pass<"sccp"> {
  let summary = "Propagate constants along the reachable control flow";
  let description = [{
    Sparse conditional constant propagation: computes which values are constant
    and which blocks are reachable at the same time, then replaces the values
    found constant by constants and erases the operations that only computed
    them. Unreachable blocks and branches are left for canonicalization.
  }];
  let constructor = "mlir::createSCCPPass()";
}

def StripDebugInfo : Pass<"strip-debuginfo"> {
  let summary = "Replace every location by an unknown one";
  let description = [{
    Sets the locations of all operations and block arguments to `loc(unknown)`.
  }];
  let constructor = "mlir::createStripDebugInfoPass()";
}

def SymbolDCE : Pass<"symbol-dce"> {
  let summary = "Erase symbols nobody can reach";
  let description = [{
    Erases the private symbols (and nested symbol tables' symbols) that are not
    referenced from anything live. A symbol is live when it is visible from
    outside (public), or when a live operation refers to it, transitively.

    For example, with `@keep` public and `@unused` private and never referred to,
    only `@unused` is erased:

    ```mlir
    func.func @keep() { return }
    func.func private @unused() { return }
    ```
  }];
  let constructor = "mlir::createSymbolDCEPass()";
  let statistics = [
    Statistic<"numDCE", "num-dce'd", "Symbols erased">
  ];
}

def SymbolPrivatize : Pass<"symbol-privatize"> {
  let summary = "Make symbols private";
  let description = [{
    Sets the visibility of every symbol directly in the operation's symbol
    table to `private`, except for the symbols named in `exclude`.
  }];
  let options = [
    ListOption<"exclude", "exclude", "std::string",
               "Names of symbols to leave as they are">
  ];
  let constructor = "mlir::createSymbolPrivatizePass()";
}

def ViewOpGraph : Pass<"view-op-graph"> {
  let summary = "Print the IR as a Graphviz graph";
  let description = [{
    Writes a Graphviz (DOT) digraph of the operation: each operation is a node,
    each use of a value an edge, regions and blocks are clusters, and with
    `print-control-flow-edges` branches are dashed edges between terminators and
    blocks.
  }];
  let options = [
    Option<"maxLabelLen", "max-label-len", "unsigned", /*default=*/"20",
           "Cut attribute and type text after this many characters">,
    Option<"printAttrs", "print-attrs", "bool", /*default=*/"true",
           "Show the attributes of operations">,
    Option<"printControlFlowEdges", "print-control-flow-edges", "bool",
           /*default=*/"false", "Draw control flow edges">,
    Option<"printDataFlowEdges", "print-data-flow-edges", "bool",
           /*default=*/"true", "Draw data flow edges">,
    Option<"printResultTypes", "print-result-types", "bool",
           /*default=*/"true", "Show the result types of operations">
  ];
  let constructor = "mlir::createPrintOpGraphPass()";
}

#endif // MLIR_TRANSFORMS_PASSES
