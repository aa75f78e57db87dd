// The end of a dialect conversion before anything is committed (MLIR 19's
// OperationConverter::finalize): values that changed type and are still used by ops that
// stay get their materializations, built through the conversion's rewriter, so a failure
// here rolls the whole conversion back like any other. In order:
//   1. block arguments whose type changed without a mapping of the old type (source
//      materialization, "failed to materialize conversion for block argument #N");
//   2. op results replaced by values of another type, none of the replacements along the
//      chain having the result's type (source materialization from the latest replacement,
//      placed before the replaced op, "failed to materialize conversion for result #N"), or
//      erased while still used ("failed to legalize operation 'X' marked as erased");
//   3. the unresolved materializations (builtin.unrealized_conversion_cast) that are still
//      needed, each built by its type converter or folded into a value that has its type
//      ("failed to legalize unresolved materialization from (...) to ...").
import { printerForDiagnostics } from "../../asm/attr-type/diagnostic-text.js";
import { formatOperationForDiagnostic, type IRDiagnosticError } from "../../ir/diagnostics.js";
import type { Location } from "../../ir/location.js";
import type { BlockArgument, Operation, OpResult, Value } from "../../ir/operation.js";
import type { Type } from "../../ir/types.js";
import { BlockTypeConversionRewrite, ReplaceOperationRewrite, UnresolvedMaterializationRewrite } from "./rewrites.js";
import { insertionPointAfter, type ConversionPatternRewriter, type ConversionRewriterImpl } from "./rewriter.js";

/** Makes a conversion error at an op (with MLIR's "see current operation" note) or at a location. */
export type ConversionErrorEmitter = (at: Operation | Location, message: string) => IRDiagnosticError;

type InverseMapping = Map<Value, Value[]>;

/** MLIR 19's finalize; false (an error emitted) when a materialization cannot be built. */
export function finalizeConversion(rewriter: ConversionPatternRewriter, emitError: ConversionErrorEmitter): boolean {
  const impl = rewriter.impl;
  if (!legalizeConvertedArgumentTypes(rewriter, emitError)) return false;
  const inverse: { mapping?: InverseMapping } = {};
  if (!legalizeConvertedOpResultTypes(rewriter, emitError, inverse)) return false;
  return legalizeUnresolvedMaterializations(rewriter, impl, emitError);
}

/** The first user of `value` that stays (neither replaced nor ignored). */
function findLiveUser(impl: ConversionRewriterImpl, users: readonly Operation[]): Operation | undefined {
  return users.find((user) => !impl.isOpIgnored(user));
}

/** MLIR's diagnostic form of a type argument: quoted. */
function quoted(type: Type): string {
  return `'${printerForDiagnostics().printType(type)}'`;
}

function legalizeConvertedArgumentTypes(rewriter: ConversionPatternRewriter, emitError: ConversionErrorEmitter): boolean {
  const impl = rewriter.impl;
  // Materializations log more rewrites: the length is read each time.
  for (let i = 0; i < impl.rewrites.length; i++) {
    const rewrite = impl.rewrites[i];
    if (!(rewrite instanceof BlockTypeConversionRewrite)) continue;
    const args = rewrite.block.arguments;
    for (let index = 0; index < args.length; index++) {
      const origArg = args[index] as BlockArgument;
      if (impl.mapping.lookupOrNull(origArg, origArg.type) !== undefined) continue;
      const liveUser = findLiveUser(impl, origArg.users());
      if (liveUser === undefined) continue;
      const replacement = impl.mapping.lookupOrNull(origArg);
      let converted: Value | undefined;
      if (rewrite.converter !== undefined && replacement !== undefined) {
        const saved = rewriter.insertionPoint;
        rewriter.restoreInsertionPoint(insertionPointAfter(replacement));
        converted = rewrite.converter.materializeSourceConversion(rewriter, origArg.loc, origArg.type, [replacement]);
        rewriter.restoreInsertionPoint(saved);
      }
      if (converted === undefined) {
        emitError(origArg.loc, `failed to materialize conversion for block argument #${index} that remained live after conversion, type was ${quoted(origArg.type)}`).attachNote(
          liveUser.location,
          `see existing live user here: ${formatOperationForDiagnostic(liveUser)}`,
        );
        return false;
      }
      impl.mapping.map(origArg, converted);
    }
  }
  return true;
}

/** A user that stays of `initial` or of any value it replaced (transitively). */
function findLiveUserOfReplaced(impl: ConversionRewriterImpl, initial: Value, inverse: InverseMapping): Operation | undefined {
  const worklist: Value[] = [initial];
  while (worklist.length > 0) {
    const value = worklist.pop() as Value;
    const live = findLiveUser(impl, value.users());
    if (live !== undefined) return live;
    const replaced = inverse.get(value);
    if (replaced !== undefined) worklist.push(...replaced);
  }
  return undefined;
}

function legalizeConvertedOpResultTypes(rewriter: ConversionPatternRewriter, emitError: ConversionErrorEmitter, inverse: { mapping?: InverseMapping }): boolean {
  const impl = rewriter.impl;
  for (let i = 0; i < impl.rewrites.length; i++) {
    const rewrite = impl.rewrites[i];
    if (!(rewrite instanceof ReplaceOperationRewrite)) continue;
    const op = rewrite.op;
    for (const result of op.results as readonly OpResult[]) {
      const newValue = impl.mapping.lookupOrNull(result);
      if (newValue === undefined) {
        // Erased without replacement: every use must be gone with the conversion.
        const liveUser = findLiveUser(impl, result.users());
        if (liveUser !== undefined) {
          emitError(op, `failed to legalize operation '${op.name.name}' marked as erased`).attachNote(
            liveUser.location,
            `found live user of result #${result.index}: ${formatOperationForDiagnostic(liveUser)}`,
          );
          return false;
        }
        continue;
      }
      // Some replacement along the chain still has the result's type (e.g. a replacement
      // that was replaced in turn with a materialization back to it).
      if (impl.mapping.lookupOrNull(result, result.type) !== undefined) continue;
      inverse.mapping ??= impl.mapping.getInverse();
      const liveUser = findLiveUserOfReplaced(impl, result, inverse.mapping);
      if (liveUser === undefined) continue;
      let converted: Value | undefined;
      if (rewrite.converter !== undefined) {
        rewriter.setInsertionPoint(op);
        converted = rewrite.converter.materializeSourceConversion(rewriter, op.location, result.type, [newValue]);
      }
      if (converted === undefined) {
        emitError(op, `failed to materialize conversion for result #${result.index} of operation '${op.name.name}' that remained live after conversion`).attachNote(
          liveUser.location,
          `see existing live user here: ${formatOperationForDiagnostic(liveUser)}`,
        );
        return false;
      }
      impl.mapping.map(result, converted);
    }
  }
  return true;
}

/** An insertion-ordered set that can drop members (LLVM's SetVector as MLIR uses it here). */
class MaterializationSet {
  private readonly members = new Set<UnresolvedMaterializationRewrite>();
  add(rewrite: UnresolvedMaterializationRewrite): boolean {
    if (this.members.has(rewrite)) return false;
    this.members.add(rewrite);
    return true;
  }
  has(rewrite: UnresolvedMaterializationRewrite): boolean {
    return this.members.has(rewrite);
  }
  delete(rewrite: UnresolvedMaterializationRewrite | undefined): void {
    if (rewrite !== undefined) this.members.delete(rewrite);
  }
  values(): UnresolvedMaterializationRewrite[] {
    return [...this.members];
  }
}

/**
 * The cast's result uses go to `values`, and the values that were mapped to the cast's
 * result are mapped to them instead (dropped when that would close a cycle).
 */
function replaceMaterialization(impl: ConversionRewriterImpl, cast: Operation, values: readonly Value[], inverse: InverseMapping): void {
  cast.replaceAllUsesWith(values);
  cast.results.forEach((result, i) => {
    const keys = inverse.get(result);
    if (keys === undefined) return;
    const value = values[i] as Value;
    for (const key of keys) if (!impl.mapping.tryMap(key, value)) impl.mapping.erase(key);
  });
}

function sameTypes(values: readonly Value[], types: readonly Type[]): boolean {
  return values.length === types.length && values.every((v, i) => v.type === types[i]);
}

function legalizeUnresolvedMaterializations(rewriter: ConversionPatternRewriter, impl: ConversionRewriterImpl, emitError: ConversionErrorEmitter): boolean {
  const inverse = impl.mapping.getInverse();
  const byCast = new Map<Operation, UnresolvedMaterializationRewrite>();
  const necessary = computeNecessaryMaterializations(impl, inverse, byCast);
  for (const rewrite of necessary) if (!legalizeUnresolvedMaterialization(rewriter, impl, rewrite, byCast, inverse, emitError)) return false;
  return true;
}

/**
 * Which casts must become real conversions (MLIR 19's computeNecessaryMaterializations):
 * those with a user that stays, directly or through the values mapped to them; a cast whose
 * user cast converts back to its input types is bypassed, and a 1:1 cast whose input was
 * already mapped to a value of the output type uses that value.
 */
function computeNecessaryMaterializations(impl: ConversionRewriterImpl, inverse: InverseMapping, byCast: Map<Operation, UnresolvedMaterializationRewrite>): UnresolvedMaterializationRewrite[] {
  const necessary = new MaterializationSet();
  const isDeadUser = (user: Operation): boolean => {
    const rewrite = byCast.get(user);
    if (rewrite !== undefined) return !necessary.has(rewrite);
    return impl.isOpIgnored(user);
  };
  const isLive = (value: Value): boolean => {
    const worklist: Value[] = [value];
    while (worklist.length > 0) {
      const next = worklist.pop() as Value;
      if (next.users().some((user) => !isDeadUser(user))) return true;
      const replaced = inverse.get(next);
      if (replaced !== undefined) worklist.push(...replaced);
    }
    return false;
  };

  // LLVM's SetVector popped from the back: the most recent cast first.
  const worklist: UnresolvedMaterializationRewrite[] = [];
  const queued = new Set<UnresolvedMaterializationRewrite>();
  for (const rewrite of impl.rewrites) {
    if (!(rewrite instanceof UnresolvedMaterializationRewrite)) continue;
    if (!byCast.has(rewrite.op)) byCast.set(rewrite.op, rewrite);
    if (!queued.has(rewrite)) {
      queued.add(rewrite);
      worklist.push(rewrite);
    }
  }
  while (worklist.length > 0) {
    const rewrite = worklist.pop() as UnresolvedMaterializationRewrite;
    queued.delete(rewrite);
    const cast = rewrite.op;
    const result = cast.getResult(0);
    const outputType = result.type;
    const inputs = cast.getOperands();

    // A user cast converting back to this cast's input types: its uses take the inputs.
    for (const user of result.users()) {
      if (user.name.name !== "builtin.unrealized_conversion_cast") continue;
      if (!sameTypes(inputs, user.getResultTypes())) continue;
      replaceMaterialization(impl, user, inputs, inverse);
      necessary.delete(byCast.get(user));
    }

    if (inputs.length === 1) {
      const remapped = impl.mapping.lookupOrDefault(inputs[0] as Value, outputType);
      if (remapped.type === outputType && remapped !== result) {
        replaceMaterialization(impl, cast, [remapped], inverse);
        necessary.delete(rewrite);
        continue;
      }
    }

    if (!isLive(result)) continue;
    if (!necessary.add(rewrite)) continue;
    // Its input casts may be needed now.
    for (const input of inputs) {
      const def = input.definingOp;
      const inputRewrite = def === null ? undefined : byCast.get(def);
      if (inputRewrite !== undefined && !queued.has(inputRewrite)) {
        queued.add(inputRewrite);
        worklist.push(inputRewrite);
      }
    }
  }
  return necessary.values();
}

/** Builds the conversion a needed cast stands for (its input casts first), or reports why it cannot. */
function legalizeUnresolvedMaterialization(
  rewriter: ConversionPatternRewriter,
  impl: ConversionRewriterImpl,
  rewrite: UnresolvedMaterializationRewrite,
  byCast: Map<Operation, UnresolvedMaterializationRewrite>,
  inverse: InverseMapping,
  emitError: ConversionErrorEmitter,
): boolean {
  const cast = rewrite.op;
  // Marked once handled, which also makes it an ignored user from now on.
  if (impl.ignoredOps.has(cast)) return true;
  impl.ignoredOps.add(cast);
  const result = cast.getResult(0);
  const outputType = result.type;

  for (const input of cast.getOperands()) {
    const def = input.definingOp;
    const inputRewrite = def === null ? undefined : byCast.get(def);
    if (inputRewrite !== undefined && !legalizeUnresolvedMaterialization(rewriter, impl, inputRewrite, byCast, inverse, emitError)) return false;
  }

  // Read after the input casts were resolved (their uses, this cast's operands, changed).
  const inputs = cast.getOperands();
  if (inputs.length === 1) {
    const remapped = impl.mapping.lookupOrDefault(inputs[0] as Value, outputType);
    if (remapped.type === outputType && remapped !== result) {
      replaceMaterialization(impl, cast, [remapped], inverse);
      return true;
    }
  }

  const converter = rewrite.converter;
  if (converter !== undefined) {
    rewriter.setInsertionPoint(cast);
    let value: Value | undefined;
    if (rewrite.kind === "argument") value = converter.materializeArgumentConversion(rewriter, cast.location, outputType, inputs);
    if (value === undefined && rewrite.kind !== "source") value = converter.materializeTargetConversion(rewriter, cast.location, outputType, inputs);
    if (rewrite.kind === "source") value = converter.materializeSourceConversion(rewriter, cast.location, outputType, inputs);
    if (value !== undefined) {
      if (value.type !== outputType) throw new Error(`materialization produced a value of type ${String(value.type)}, expected ${String(outputType)}`);
      replaceMaterialization(impl, cast, [value], inverse);
      return true;
    }
  }

  const error = emitError(cast, `failed to legalize unresolved materialization from (${inputs.map((v) => quoted(v.type)).join(", ")}) to ${quoted(outputType)} that remained live after conversion`);
  const liveUser = findLiveUser(impl, result.users());
  if (liveUser !== undefined) error.attachNote(liveUser.location, `see existing live user here: ${formatOperationForDiagnostic(liveUser)}`);
  return false;
}
