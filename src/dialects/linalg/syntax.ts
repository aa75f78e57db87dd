// linalg's custom syntax: the generated formats (generated/upstream/linalg-assembly.ts: index,
// softmax, winograd_*) with what LinalgOps.cpp writes by hand: generic and yield, map,
// reduce, transpose and broadcast, and the named structured ops, whose bodies and indexing
// maps come from generated/upstream/linalg-named-ops.ts. linalg's attributes stay opaque
// (`#linalg.iterator_type<parallel>` is the opaque attribute of that body).
import type { CustomAssemblyHooks } from "../../asm/op-asm/index.js";
import type { Operation, Region, Value } from "../../ir/index.js";
import { linalgAssembly, type LinalgAssemblyHooks } from "../../../generated/upstream/linalg-assembly.js";
import { linalgNamedOps } from "../../../generated/upstream/linalg-named-ops.js";
import { resultNamed } from "../upstream/syntax/shaped.js";
import { genericSyntax, yieldSyntax } from "./generic-syntax.js";
import { broadcastSyntax, mapSyntax, reduceSyntax, transposeSyntax } from "./map-reduce-syntax.js";
import { namedOpSyntax } from "./named-ops.js";
import { verifyBroadcast, verifyDestinationStyle, verifyFillInterface, verifyIndex, verifyMap, verifyReduce, verifySoftmax, verifyStructuredOp, verifyTranspose, verifyYield } from "./verifiers.js";
import { segmentedOperands } from "./structured-syntax.js";

type SetName = (value: Value, name: string) => void;

/** Block arguments named `in` for the inputs, then `outputName` for the inits. */
function argumentNames(numInputs: (op: Operation) => number, outputName?: string) {
  return (op: Operation, region: Region, setName: SetName): void => {
    const block = region.firstBlock;
    if (block === null) return;
    const inputs = numInputs(op);
    block.arguments.forEach((arg, i) => {
      if (i < inputs) setName(arg, "in");
      else if (outputName !== undefined) setName(arg, outputName);
    });
  };
}

/** The hand-written syntax of every named op, by C++ class. */
const namedOps = Object.fromEntries(Object.entries(linalgNamedOps).map(([cppClass, d]) => [cppClass, namedOpSyntax(d)])) as Readonly<Record<string, CustomAssemblyHooks>>;

export const linalgSyntaxHooks: LinalgAssemblyHooks = {
  // The names LinalgOps.cpp's getAsmResultNames give.
  resultNames: {
    BroadcastOp: resultNamed("broadcasted"),
    MapOp: resultNamed("mapped"),
    ReduceOp: resultNamed("reduced"),
    TransposeOp: resultNamed("transposed"),
  },
  blockArgumentNames: {
    GenericOp: argumentNames((op) => segmentedOperands(op).inputs.length, "out"),
    // MLIR 19's map body has arguments for its inputs only.
    MapOp: argumentNames((op) => op.numOperands - 1),
    ReduceOp: argumentNames((op) => op.numOperands / 2, "init"),
    TransposeOp: argumentNames(() => 1, "init"),
    BroadcastOp: argumentNames(() => 1, "init"),
  },
  interfaceVerifiers: {
    // Asking for a named op's indexing maps memoizes them, and this verifier asks.
    LinalgOp: verifyStructuredOp,
    DestinationStyleOpInterface: verifyDestinationStyle,
    FillOpInterface: verifyFillInterface,
  },
  // The winograd ops' own checks are not reproduced yet.
  verifiers: { YieldOp: verifyYield, IndexOp: verifyIndex, MapOp: verifyMap, ReduceOp: verifyReduce, TransposeOp: verifyTranspose, BroadcastOp: verifyBroadcast, SoftmaxOp: verifySoftmax },
  ops: {
    ...namedOps,
    GenericOp: genericSyntax,
    YieldOp: yieldSyntax,
    MapOp: mapSyntax,
    ReduceOp: reduceSyntax,
    TransposeOp: transposeSyntax,
    BroadcastOp: broadcastSyntax,
  },
};

export const linalgSyntax = (): ReturnType<typeof linalgAssembly> => linalgAssembly(linalgSyntaxHooks);
