// MLIR 19's canonicalization patterns of scf.if (SCF.cpp), in the order
// IfOp::getCanonicalizationPatterns adds them. scf.if's operand is its condition; region 0
// is the then region, region 1 the (possibly empty) else region.
import { IntegerAttr, OpResult, type Block, type Operation, type Type, type Value } from "../../ir/index.js";
import { RewritePattern, dialectOf, type PatternRewriter, type RewritePatternSet } from "../../rewrite/index.js";
import { buildIf, elseBlockOf, replaceOpWithRegion, terminatorOf, thenBlockOf, withoutTerminator } from "./scf-ops.js";
import { constantBoolOf, createArithBinary, createBoolConstant, createSelect, createYield, i1Type, isConstant, isConstantOne, patternOptions } from "./support.js";

/** The yield of the then block (IfOp::thenYield). */
function thenYieldOf(ifOp: Operation): Operation {
  return terminatorOf(thenBlockOf(ifOp));
}

/** The yield of the else block (IfOp::elseYield); the else region must have a block. */
function elseYieldOf(ifOp: Operation): Operation {
  return terminatorOf(elseBlockOf(ifOp) as Block);
}

/** The condition when `value` is `arith.xori %x, 1`: `%x`. */
function negated(value: Value): Value | undefined {
  const xor = value.definingOp;
  if (xor === null || xor.name.name !== "arith.xori" || !isConstantOne(xor.getOperand(1))) return undefined;
  return xor.getOperand(0);
}

/** Results without uses are dropped: a new scf.if yields only the used ones. */
class RemoveUnusedResults extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const used = op.results.filter((r) => r.hasUses());
    if (used.length === op.results.length) return false;
    const newOp = buildIf(rewriter, op.location, used.map((r) => r.type), op.getOperand(0), "empty");
    rewriter.createBlock(newOp.getRegion(0));
    rewriter.createBlock(newOp.getRegion(1));
    const transferBody = (source: Block, dest: Block): void => {
      rewriter.mergeBlocks(source, dest);
      const yieldOp = terminatorOf(dest);
      const operands = used.map((r) => yieldOp.getOperand(r.index));
      rewriter.modifyOpInPlace(yieldOp, () => yieldOp.setOperands(operands));
    };
    transferBody(op.getRegion(0).firstBlock as Block, newOp.getRegion(0).firstBlock as Block);
    transferBody(op.getRegion(1).firstBlock as Block, newOp.getRegion(1).firstBlock as Block);
    // Unused results keep themselves as "replacement": they have no uses to replace.
    const replacements: Value[] = op.results.map((r) => r);
    used.forEach((r, i) => (replacements[r.index] = newOp.getResult(i)));
    rewriter.replaceOp(op, replacements);
    return true;
  }
}

/** A constant condition: the taken region replaces the op (or the op goes). */
class RemoveStaticCondition extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const condition = constantBoolOf(op.getOperand(0));
    if (condition === undefined) return false;
    if (condition) replaceOpWithRegion(rewriter, op, op.getRegion(0));
    else if (!op.getRegion(1).empty()) replaceOpWithRegion(rewriter, op, op.getRegion(1));
    else rewriter.eraseOp(op);
    return true;
  }
}

/** Yielded values defined outside the op become `arith.select`s (or the value, when both sides yield it). */
class ConvertTrivialIfToSelect extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    if (op.results.length === 0) return false;
    const condition = op.getOperand(0);
    const thenYield = thenYieldOf(op);
    const elseYield = elseYieldOf(op);
    const thenValues = thenYield.getOperands();
    const elseValues = elseYield.getOperands();
    const nonHoistable: Type[] = [];
    thenValues.forEach((trueValue, i) => {
      const falseValue = elseValues[i] as Value;
      if (trueValue.parentRegion === op.getRegion(0) || falseValue.parentRegion === op.getRegion(1)) nonHoistable.push(trueValue.type);
    });
    if (nonHoistable.length === op.results.length) return false;

    const replacement = buildIf(rewriter, op.location, nonHoistable, condition, "then");
    const newThen = replacement.getRegion(0).lastBlock;
    if (newThen !== null) rewriter.eraseBlock(newThen);
    replacement.getRegion(0).takeBody(op.getRegion(0));
    replacement.getRegion(1).takeBody(op.getRegion(1));

    const results: Value[] = [];
    const trueYields: Value[] = [];
    const falseYields: Value[] = [];
    rewriter.setInsertionPoint(replacement);
    thenValues.forEach((trueValue, i) => {
      const falseValue = elseValues[i] as Value;
      if (trueValue.parentRegion === replacement.getRegion(0) || falseValue.parentRegion === replacement.getRegion(1)) {
        results.push(replacement.getResult(trueYields.length));
        trueYields.push(trueValue);
        falseYields.push(falseValue);
      } else if (trueValue === falseValue) results.push(trueValue);
      else results.push(createSelect(rewriter, op.location, condition, trueValue, falseValue));
    });

    rewriter.setInsertionPointToEnd(thenBlockOf(replacement));
    rewriter.replaceOpWithNewOp(thenYieldOf(replacement), () => createYield(rewriter, thenYield.location, trueYields));
    rewriter.setInsertionPointToEnd(elseBlockOf(replacement) as Block);
    rewriter.replaceOpWithNewOp(elseYieldOf(replacement), () => createYield(rewriter, elseYield.location, falseYields));
    rewriter.replaceOp(op, results);
    return true;
  }
}

/** Inside the then (else) region, the condition is known true (false). */
class ConditionPropagation extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const condition = op.getOperand(0);
    if (isConstant(condition)) return false;
    let changed = false;
    let constantTrue: Value | undefined;
    let constantFalse: Value | undefined;
    for (let use = condition.firstUse; use !== null; ) {
      const next = use.nextUse;
      const operand = use;
      const userRegion = operand.owner.parentRegion;
      if (userRegion !== null && op.getRegion(0).isAncestor(userRegion)) {
        changed = true;
        constantTrue ??= createBoolConstant(rewriter, op.location, true);
        const value = constantTrue;
        rewriter.modifyOpInPlace(operand.owner, () => operand.set(value));
      } else if (userRegion !== null && op.getRegion(1).isAncestor(userRegion)) {
        changed = true;
        constantFalse ??= createBoolConstant(rewriter, op.location, false);
        const value = constantFalse;
        rewriter.modifyOpInPlace(operand.owner, () => operand.set(value));
      }
      use = next;
    }
    return changed;
  }
}

/**
 * Results both sides yield the same value for are that value; results yielding
 * true/false (false/true) are the condition (its negation). The uses are replaced
 * directly, without telling the rewriter, as MLIR 19 does.
 */
class ReplaceIfYieldWithConditionOrValue extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    if (op.results.length === 0) return false;
    const trueYield = terminatorOf(op.getRegion(0).lastBlock as Block);
    const falseYield = terminatorOf(op.getRegion(1).lastBlock as Block);
    rewriter.setInsertionPoint(op);
    let changed = false;
    const i1 = i1Type(op);
    op.results.forEach((opResult, i) => {
      const trueResult = trueYield.getOperand(i);
      const falseResult = falseYield.getOperand(i);
      if (trueResult === falseResult) {
        if (opResult.hasUses()) {
          opResult.replaceAllUsesWith(trueResult);
          changed = true;
        }
        return;
      }
      const trueValue = constantBoolOf(trueResult);
      const falseValue = constantBoolOf(falseResult);
      if (trueValue === undefined || falseValue === undefined) return;
      if (!trueValue && falseValue && opResult.hasUses()) {
        const constantOp = (trueResult as OpResult).owner;
        const one = dialectOf(constantOp)?.materializeConstant?.(rewriter, IntegerAttr.get(i1, 1), i1, op.location);
        if (one === undefined) throw new Error(`'${constantOp.name.dialectNamespace}' cannot materialize an i1 constant`);
        const notCondition = createArithBinary(rewriter, "arith.xori", op.location, op.getOperand(0), one.getResult(0));
        opResult.replaceAllUsesWith(notCondition);
        changed = true;
      }
      if (trueValue && !falseValue && opResult.hasUses()) {
        opResult.replaceAllUsesWith(op.getOperand(0));
        changed = true;
      }
    });
    return changed;
  }
}

/** Two consecutive scf.ifs on the same (or the negated) condition become one. */
class CombineIfs extends RewritePattern {
  override matchAndRewrite(nextIf: Operation, rewriter: PatternRewriter): boolean {
    const parent = nextIf.parent as Block;
    if (nextIf === parent.firstOp) return false;
    const prevIf = nextIf.prev as Operation;
    if (prevIf.name.name !== "scf.if") return false;
    const nextCondition = nextIf.getOperand(0);
    const prevCondition = prevIf.getOperand(0);
    const nextHasElse = !nextIf.getRegion(1).empty();

    // The blocks of nextIf that run when prevIf's then (else) block runs.
    let nextThen: Block | undefined;
    let nextElse: Block | undefined;
    if (nextCondition === prevCondition) {
      nextThen = thenBlockOf(nextIf);
      if (nextHasElse) nextElse = elseBlockOf(nextIf);
    }
    if (negated(nextCondition) === prevCondition) {
      nextElse = thenBlockOf(nextIf);
      if (nextHasElse) nextThen = elseBlockOf(nextIf);
    }
    if (negated(prevCondition) === nextCondition) {
      nextElse = thenBlockOf(nextIf);
      if (nextHasElse) nextThen = elseBlockOf(nextIf);
    }
    if (nextThen === undefined && nextElse === undefined) return false;

    // Uses of prevIf's results inside nextIf take the value yielded on that side.
    const prevElseYielded = prevIf.getRegion(1).empty() ? [] : elseYieldOf(prevIf).getOperands();
    const prevThenYielded = thenYieldOf(prevIf).getOperands();
    const count = Math.min(prevIf.results.length, prevThenYielded.length, prevElseYielded.length);
    for (let i = 0; i < count; i++) {
      for (let use = (prevIf.results[i] as OpResult).firstUse; use !== null; ) {
        const next = use.nextUse;
        const operand = use;
        const userRegion = operand.owner.parentRegion;
        if (nextThen !== undefined && userRegion !== null && (nextThen.parent as NonNullable<Block["parent"]>).isAncestor(userRegion)) {
          rewriter.modifyOpInPlace(operand.owner, () => operand.set(prevThenYielded[i] as Value));
        } else if (nextElse !== undefined && userRegion !== null && (nextElse.parent as NonNullable<Block["parent"]>).isAncestor(userRegion)) {
          rewriter.modifyOpInPlace(operand.owner, () => operand.set(prevElseYielded[i] as Value));
        }
        use = next;
      }
    }

    const mergedTypes = [...prevIf.getResultTypes(), ...nextIf.getResultTypes()];
    const combined = buildIf(rewriter, nextIf.location, mergedTypes, prevCondition, "then");
    rewriter.eraseBlock(combined.getRegion(0).lastBlock as Block);
    rewriter.inlineRegionBefore(prevIf.getRegion(0), combined.getRegion(0), combined.getRegion(0).firstBlock);

    if (nextThen !== undefined) {
      const thenYield = thenYieldOf(combined);
      const thenYield2 = terminatorOf(nextThen);
      rewriter.mergeBlocks(nextThen, thenBlockOf(combined));
      rewriter.setInsertionPointToEnd(thenBlockOf(combined));
      createYield(rewriter, thenYield2.location, [...thenYield.getOperands(), ...thenYield2.getOperands()]);
      rewriter.eraseOp(thenYield);
      rewriter.eraseOp(thenYield2);
    }

    rewriter.inlineRegionBefore(prevIf.getRegion(1), combined.getRegion(1), combined.getRegion(1).firstBlock);

    if (nextElse !== undefined) {
      if (combined.getRegion(1).empty()) {
        rewriter.inlineRegionBefore(nextElse.parent as NonNullable<Block["parent"]>, combined.getRegion(1), combined.getRegion(1).firstBlock);
      } else {
        const elseYield = elseYieldOf(combined);
        const elseYield2 = terminatorOf(nextElse);
        rewriter.mergeBlocks(nextElse, elseBlockOf(combined) as Block);
        rewriter.setInsertionPointToEnd(elseBlockOf(combined) as Block);
        createYield(rewriter, elseYield2.location, [...elseYield.getOperands(), ...elseYield2.getOperands()]);
        rewriter.eraseOp(elseYield);
        rewriter.eraseOp(elseYield2);
      }
    }

    const prevCount = prevIf.results.length;
    rewriter.replaceOp(prevIf, combined.results.slice(0, prevCount));
    rewriter.replaceOp(nextIf, combined.results.slice(prevCount));
    return true;
  }
}

/** An else region holding only its yield is dropped (when there are no results). */
class RemoveEmptyElseBranch extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    if (op.results.length > 0) return false;
    const elseBlock = elseBlockOf(op);
    if (elseBlock === undefined || elseBlock.size !== 1) return false;
    const newIf = rewriter.cloneWithoutRegions(op);
    rewriter.inlineRegionBefore(op.getRegion(0), newIf.getRegion(0), newIf.getRegion(0).firstBlock);
    rewriter.eraseOp(op);
    return true;
  }
}

/** `scf.if %a { scf.if %b { ... } }` becomes `scf.if (%a and %b) { ... }`, selects for the outer else values. */
class CombineNestedIfs extends RewritePattern {
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    const nestedOps = withoutTerminator(thenBlockOf(op));
    if (nestedOps.length !== 1) return false;
    const outerElse = elseBlockOf(op);
    if (outerElse !== undefined && outerElse.size !== 1) return false;
    const nestedIf = nestedOps[0] as Operation;
    if (nestedIf.name.name !== "scf.if") return false;
    const nestedElse = elseBlockOf(nestedIf);
    if (nestedElse !== undefined && nestedElse.size !== 1) return false;

    const thenYield = thenYieldOf(op).getOperands();
    const elseYield = outerElse === undefined ? [] : elseYieldOf(op).getOperands();
    const upgradeToSelect: number[] = [];
    for (let i = 0; i < thenYield.length; i++) {
      const value = thenYield[i] as Value;
      if (value.definingOp === nestedIf) {
        const nestedIndex = (value as OpResult).index;
        if (elseYieldOf(nestedIf).getOperand(nestedIndex) !== elseYield[i]) return false;
        thenYield[i] = thenYieldOf(nestedIf).getOperand(nestedIndex);
        continue;
      }
      if (value.parentRegion === op.getRegion(0)) return false;
      upgradeToSelect.push(i);
    }

    const location = op.location;
    const newCondition = createArithBinary(rewriter, "arith.andi", location, op.getOperand(0), nestedIf.getOperand(0));
    const newIf = buildIf(rewriter, location, op.getResultTypes(), newCondition, "empty");
    const newIfBlock = rewriter.createBlock(newIf.getRegion(0));
    const results: Value[] = [...newIf.results];
    rewriter.setInsertionPoint(newIf);
    for (const i of upgradeToSelect) results[i] = createSelect(rewriter, op.location, op.getOperand(0), thenYield[i] as Value, elseYield[i] as Value);
    rewriter.mergeBlocks(thenBlockOf(nestedIf), newIfBlock);
    rewriter.setInsertionPointToEnd(thenBlockOf(newIf));
    const mergedYield = thenYieldOf(newIf);
    rewriter.replaceOpWithNewOp(mergedYield, () => createYield(rewriter, mergedYield.location, thenYield));
    if (elseYield.length > 0) {
      rewriter.createBlock(newIf.getRegion(1));
      rewriter.setInsertionPointToEnd(elseBlockOf(newIf) as Block);
      createYield(rewriter, location, elseYield);
    }
    rewriter.replaceOp(op, results);
    return true;
  }
}

/** scf.if's patterns, in IfOp::getCanonicalizationPatterns' order. */
export function populateIfPatterns(patterns: RewritePatternSet): void {
  const context = patterns.context;
  patterns.add(
    new CombineIfs("scf.if", context, patternOptions("CombineIfs")),
    new CombineNestedIfs("scf.if", context, patternOptions("CombineNestedIfs")),
    new ConditionPropagation("scf.if", context, patternOptions("ConditionPropagation")),
    new ConvertTrivialIfToSelect("scf.if", context, patternOptions("ConvertTrivialIfToSelect")),
    new RemoveEmptyElseBranch("scf.if", context, patternOptions("RemoveEmptyElseBranch")),
    new RemoveStaticCondition("scf.if", context, patternOptions("RemoveStaticCondition")),
    new RemoveUnusedResults("scf.if", context, patternOptions("RemoveUnusedResults")),
    new ReplaceIfYieldWithConditionOrValue("scf.if", context, patternOptions("ReplaceIfYieldWithConditionOrValue")),
  );
}
