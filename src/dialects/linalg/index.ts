// The linalg dialect: its generated module (generated/linalg.ts, from defs/mlir/Dialect/Linalg)
// with the parts MLIR writes by hand — the syntax of generic, yield, map, reduce, transpose,
// broadcast and the named ops (whose bodies and indexing maps come from
// generated/upstream/linalg-named-ops.ts), the verifiers, the structured ops' iterator types
// and memory effects, their folds, and the constant materializer. Canonicalization patterns
// come from src/dialects/canonicalization.
import { ArrayAttr, MemRefType, MemoryEffect, SideEffectResource, TensorType, type EffectInstance, type Operation, type Region, type Value } from "../../ir/index.js";
import type { CustomAssemblyHooks, OpAsmPrinter } from "../../asm/op-asm/index.js";
import { initsAtOperandGroup, type FoldOperands } from "../../api/dialect.js";
import { createLinalgDialect, BroadcastOp, CopyOp, FillOp, GenericOp, TransposeOp, type LinalgDialectHooks } from "../../../generated/linalg.js";
import { linalgNamedOps, type LinalgNamedOpDescription } from "../../../generated/upstream/linalg-named-ops.js";
import { materializeArithConstantOp } from "../folding/materialize.js";
import { patternsHook } from "../canonicalization/hooks.js";

import { foldMemRefCast } from "../memref/casts.js";
import { resultNamed } from "../upstream/syntax/shaped.js";
import { genericSyntax, iteratorTypeOf, yieldSyntax } from "./generic-syntax.js";
import { broadcastSyntax, mapSyntax, reduceSyntax, transposeSyntax } from "./map-reduce-syntax.js";
import { MEMOIZED_INDEXING_MAPS, namedOpSyntax } from "./named-ops.js";
import { linalgCanonicalizations, linalgDialectCanonicalizations } from "../canonicalization/linalg.js";
import { segmentedOperands } from "./structured-syntax.js";
import { verifyContractionInterface } from "./contraction.js";
import { verifyConvolutionInterface } from "./convolution.js";
import { verifyWinogradFilterTransform, verifyWinogradInputTransform, verifyWinogradOutputTransform } from "./winograd.js";
import { dpsInits, verifyBroadcast, verifyFillInterface, verifyIndex, verifyMap, verifyReduce, verifySoftmax, verifyStructuredOp, verifyTranspose, verifyYield } from "./verifiers.js";

type View = { getOperation(): Operation };
type SetName = (value: Value, name: string) => void;

/** An op's custom parse/print hooks from a hand-written syntax taking the bare operation. */
function syntax(hooks: CustomAssemblyHooks): { parse: CustomAssemblyHooks["parse"]; print: (op: View, printer: OpAsmPrinter) => void } {
  return { parse: hooks.parse, print: (op, printer) => hooks.print(op.getOperation(), printer) };
}

/** A verifier of the bare operation as a typed hook. */
const verifier = (check: (op: Operation) => void) => (op: View): void => check(op.getOperation());

/** The hook of ODS hasCanonicalizer: the op's patterns, by op name. */
const patterns = (cls: { readonly operationName: string }) => ({ getCanonicalizationPatterns: patternsHook(linalgCanonicalizations, cls) });

/** Block arguments named `in` for the inputs, then `outputName` for the inits (LinalgOps.cpp's getAsmBlockArgumentNames). */
function argumentNames(numInputs: (op: Operation) => number, outputName?: string) {
  return (view: View, region: Region, setName: SetName): void => {
    const block = region.firstBlock;
    if (block === null) return;
    const inputs = numInputs(view.getOperation());
    block.arguments.forEach((arg, i) => {
      if (i < inputs) setName(arg, "in");
      else if (outputName !== undefined) setName(arg, outputName);
    });
  };
}

const resultName = (name: string) => (view: View, setName: SetName): void => resultNamed(name)(view.getOperation(), setName);

/** Whether the body reads the block argument of operand `index` (MLIR's payloadUsesValueForOperand). */
function payloadUses(op: Operation, index: number): boolean {
  const arg = op.regions[0]?.firstBlock?.arguments[index];
  return arg !== undefined && arg.hasUses();
}

/** MLIR's getGenericEffectsImpl: memref inputs are read, memref inits written (and read when the body uses them). */
function structuredEffects(view: View): EffectInstance[] {
  const op = view.getOperation();
  // The inits are the trailing operands of every linalg op (a value may also be an input).
  const firstInit = op.numOperands - dpsInits(op).length;
  const effects: EffectInstance[] = [];
  const on = (effect: MemoryEffect, index: number): void => {
    effects.push({ effect, resource: SideEffectResource.Default, value: op.getOperand(index), stage: 0, effectOnFullRegion: true });
  };
  op.getOperands().forEach((value, index) => {
    if (index >= firstInit || !(value.type instanceof MemRefType)) return;
    on(MemoryEffect.Read, index);
  });
  op.getOperands().forEach((value, index) => {
    if (index < firstInit || !(value.type instanceof MemRefType)) return;
    if (payloadUses(op, index)) on(MemoryEffect.Read, index);
    on(MemoryEffect.Write, index);
  });
  return effects;
}

const rankOf = (op: Operation, index: number): number => {
  const type = op.getOperand(index).type as { getRank?: () => number };
  return typeof type.getRank === "function" ? type.getRank() : 0;
};

const parallel = (n: number): string[] => new Array<string>(n).fill("parallel");

/** The named op's iterator types: fixed, or parallel over its init's rank. */
function namedIterators(description: LinalgNamedOpDescription) {
  return (view: View): string[] => {
    if (description.iterators !== "rank-parallel") return [...description.iterators];
    const op = view.getOperation();
    const init = dpsInits(op)[0];
    return init === undefined ? [] : parallel(rankOf(op, op.getOperands().indexOf(init)));
  };
}

/** LinalgStructuredInterface's check (a region verifier: DestinationStyleOpInterface's, listed before it, has run). */
const structuredVerifier = (view: View): void => verifyStructuredOp(view.getOperation());

/** The destinations of a linalg op: its last operand group (`outs`, `init` or `inits`). */
const destinationStyle = initsAtOperandGroup("last");

/** The LinalgOp methods of an op from its iterator types. */
function linalgOp(iterators: (view: View) => string[]) {
  return { getIteratorTypesArray: iterators, verifyStructuredOpInterface: structuredVerifier };
}

/** MLIR's LinalgOp fold of the named ops and generic: memref.cast producers folded into the op (in place). */
function foldCasts(view: View, _operands: FoldOperands): [] | undefined {
  return foldMemRefCast(view.getOperation()) ? [] : undefined;
}

/** MLIR's TransposeOp::fold: a tensor transpose by the identity permutation (or of no dimension) is its input. */
function foldTranspose(view: TransposeOp, _operands: FoldOperands): Value[] | undefined {
  const op = view.getOperation();
  const input = op.getOperand(0);
  if (!(input.type instanceof TensorType)) return undefined;
  const permutation = Array.from(view.getPermutation(), (p) => Number(p));
  return permutation.every((p, i) => p === i) ? [input] : undefined;
}

/**
 * The hooks of one named op. The contraction and convolution checks are offered to every
 * named op; registration attaches each only to the ops whose definition declares its
 * interface (ContractionOpInterface, ConvolutionOpInterface).
 */
function namedOpHooks(description: LinalgNamedOpDescription) {
  return {
    ...syntax(namedOpSyntax(description)),
    fold: foldCasts,
    MemoryEffectOpInterface: { getEffects: structuredEffects },
    DestinationStyleOpInterface: destinationStyle,
    LinalgOp: linalgOp(namedIterators(description)),
    ContractionOpInterface: { verifyContractionInterface: verifier(verifyContractionInterface) },
    ConvolutionOpInterface: { verifyConvolutionInterface: verifier(verifyConvolutionInterface) },
  };
}

type NamedOpClasses = Exclude<keyof LinalgDialectHooks["ops"], "GenericOp" | "YieldOp" | "IndexOp" | "MapOp" | "ReduceOp" | "TransposeOp" | "BroadcastOp" | "SoftmaxOp" | "WinogradFilterTransformOp" | "WinogradInputTransformOp" | "WinogradOutputTransformOp">;

/** Every named op's hooks, by class (the classes of the generated .td are those of MLIR's C++). */
function allNamedOpHooks(): Pick<LinalgDialectHooks["ops"], NamedOpClasses> {
  const hooks: Record<string, ReturnType<typeof namedOpHooks>> = {};
  for (const [cppClass, description] of Object.entries(linalgNamedOps)) hooks[cppClass] = namedOpHooks(description);
  // The ops with MLIR's extra interfaces or canonicalizers get theirs below.
  return hooks as unknown as Pick<LinalgDialectHooks["ops"], NamedOpClasses>;
}

const named = allNamedOpHooks();
const descriptionOf = (cppClass: string): LinalgNamedOpDescription => {
  const d = linalgNamedOps[cppClass];
  if (d === undefined) throw new Error(`linalg: no description of the named op ${cppClass}`);
  return d;
};

export const linalgHooks: LinalgDialectHooks = {
  ops: {
    ...named,
    CopyOp: { ...namedOpHooks(descriptionOf("CopyOp")), ...patterns(CopyOp) },
    FillOp: { ...namedOpHooks(descriptionOf("FillOp")), ...patterns(FillOp), FillOpInterface: { verifyFillInterface: verifier(verifyFillInterface) } },
    GenericOp: {
      ...syntax(genericSyntax),
      ...patterns(GenericOp),
      fold: foldCasts,
      MemoryEffectOpInterface: { getEffects: structuredEffects },
      DestinationStyleOpInterface: destinationStyle,
      LinalgOp: linalgOp((view) => {
        const attr = view.getOperation().getAttr("iterator_types");
        return attr instanceof ArrayAttr ? attr.value.map((a) => iteratorTypeOf(a) ?? "") : [];
      }),
      OpAsmOpInterface: { getAsmBlockArgumentNames: argumentNames((op) => segmentedOperands(op).inputs.length, "out") },
    },
    YieldOp: { ...syntax(yieldSyntax), verify: verifier(verifyYield) },
    IndexOp: { verify: verifier(verifyIndex) },
    MapOp: {
      ...syntax(mapSyntax),
      verify: verifier(verifyMap),
      MemoryEffectOpInterface: { getEffects: structuredEffects },
      DestinationStyleOpInterface: destinationStyle,
      LinalgOp: linalgOp((view) => {
        const op = view.getOperation();
        return parallel(rankOf(op, op.numOperands - 1));
      }),
      // MLIR 19's map body has arguments for its inputs only.
      OpAsmOpInterface: { getAsmResultNames: resultName("mapped"), getAsmBlockArgumentNames: argumentNames((op) => op.numOperands - 1) },
    },
    ReduceOp: {
      ...syntax(reduceSyntax),
      verify: verifier(verifyReduce),
      MemoryEffectOpInterface: { getEffects: structuredEffects },
      DestinationStyleOpInterface: destinationStyle,
      LinalgOp: linalgOp((view) => {
        const op = view.getOperation();
        const reduced = new Set(Array.from((op.getAttr("dimensions") as { values?: ArrayLike<number | bigint> } | undefined)?.values ?? [], (d) => Number(d)));
        const kinds = parallel(op.numOperands === 0 ? 0 : rankOf(op, 0));
        return kinds.map((k, d) => (reduced.has(d) ? "reduction" : k));
      }),
      OpAsmOpInterface: { getAsmResultNames: resultName("reduced"), getAsmBlockArgumentNames: argumentNames((op) => op.numOperands / 2, "init") },
    },
    TransposeOp: {
      ...syntax(transposeSyntax),
      ...patterns(TransposeOp),
      verify: verifier(verifyTranspose),
      fold: foldTranspose,
      MemoryEffectOpInterface: { getEffects: structuredEffects },
      DestinationStyleOpInterface: destinationStyle,
      LinalgOp: linalgOp((view) => parallel(rankOf(view.getOperation(), 1))),
      OpAsmOpInterface: { getAsmResultNames: resultName("transposed") },
    },
    BroadcastOp: {
      ...syntax(broadcastSyntax),
      ...patterns(BroadcastOp),
      verify: verifier(verifyBroadcast),
      MemoryEffectOpInterface: { getEffects: structuredEffects },
      DestinationStyleOpInterface: destinationStyle,
      LinalgOp: linalgOp((view) => parallel(rankOf(view.getOperation(), 1))),
      OpAsmOpInterface: { getAsmResultNames: resultName("broadcasted") },
    },
    WinogradFilterTransformOp: { verify: verifier(verifyWinogradFilterTransform) },
    WinogradInputTransformOp: { verify: verifier(verifyWinogradInputTransform) },
    WinogradOutputTransformOp: { verify: verifier(verifyWinogradOutputTransform) },
    SoftmaxOp: {
      verify: verifier(verifySoftmax),
      DestinationStyleOpInterface: destinationStyle,
      // MLIR's SoftmaxOp::getEffects: the generic structured effects of its input and output.
      MemoryEffectOpInterface: { getEffects: structuredEffects },
    },
  },
  materializeConstant: materializeArithConstantOp,
  getCanonicalizationPatterns: linalgDialectCanonicalizations,
  // LinalgDialect::verifyOperationAttribute: the memoized maps of named ops are the only linalg attribute accepted on an op.
  verifyOperationAttribute: (op, attribute) => {
    if (attribute.name === MEMOIZED_INDEXING_MAPS) return;
    throw op.emitError(`attribute '"${attribute.name}"' not supported by the linalg dialect`);
  },
};

const generatedLinalgDialect = createLinalgDialect(linalgHooks);
/**
 * The linalg dialect, ready to load. mlir-opt 19's extensions of linalg (registerAllExtensions)
 * load index with it, beside the dialects its definition depends on.
 */
export const linalgDialect = { ...generatedLinalgDialect, dependentDialects: [...(generatedLinalgDialect.dependentDialects ?? []), "index"] };
