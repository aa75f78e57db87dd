// A small dialect for the rewrite layer's hermetic tests, made of hand-written
// registrations (as a user's dialect would be): constants with a fold and a
// materializer, pure arithmetic with folds, ops with effects, branches implementing
// BranchOpInterface, an isolated function-like op and a region op. Ops print and parse
// in the generic form.
import {
  Attribute,
  BranchOpInterface,
  DictionaryAttr,
  IntegerAttr,
  IntegerType,
  MLIRContext,
  MemoryEffect,
  MemoryEffectOpInterface,
  MutableOperandRange,
  OpTrait,
  SideEffectResource,
  StringAttr,
  implementation,
  interfaceMap,
  type Dialect,
  type OpFoldResult,
  type Operation,
  type RegisteredOperationInfo,
  type Value,
} from "../../src/ir/index.js";
import { parseSourceFile } from "../../src/asm/parser.js";
import { printTopLevel } from "../../src/asm/printer.js";
import { SourceFile } from "../../src/support/source.js";
import { DialectFoldInterface } from "../../src/rewrite/index.js";

const noEffects = interfaceMap(implementation(MemoryEffectOpInterface, { getEffects: () => [] }));
const writes = interfaceMap(
  implementation(MemoryEffectOpInterface, {
    getEffects: () => [{ effect: MemoryEffect.Write, resource: SideEffectResource.Default, stage: 0, effectOnFullRegion: false }],
  }),
);

function integer(attr: Attribute | undefined): bigint | undefined {
  return attr instanceof IntegerAttr ? attr.getValue() : undefined;
}

/** tst.constant {value = N : iK}: ConstantLike, folds to its value. */
const constantOp: RegisteredOperationInfo = {
  name: "tst.constant",
  traits: [OpTrait.ConstantLike],
  interfaces: noEffects,
  attributeNames: ["value"],
  fold(op, _operands, results) {
    const value = op.getInherentAttr("value");
    if (value === undefined) return false;
    results.push(value);
    return true;
  },
};

/** tst.add: commutative; folds two constants, and x + 0 to x. */
const addOp: RegisteredOperationInfo = {
  name: "tst.add",
  traits: [OpTrait.IsCommutative],
  interfaces: noEffects,
  fold(op, operands, results) {
    const [lhs, rhs] = [integer(operands[0]), integer(operands[1])];
    if (lhs !== undefined && rhs !== undefined) {
      results.push(IntegerAttr.get(op.getResult(0).type, lhs + rhs));
      return true;
    }
    if (rhs === 0n) {
      results.push(op.getOperand(0));
      return true;
    }
    return false;
  },
};

/** tst.mul: commutative, no fold of its own (only the trait's). */
const mulOp: RegisteredOperationInfo = { name: "tst.mul", traits: [OpTrait.IsCommutative], interfaces: noEffects };
/** tst.neg: an involution. */
const negOp: RegisteredOperationInfo = { name: "tst.neg", traits: [OpTrait.IsInvolution], interfaces: noEffects };
/** tst.abs: idempotent. */
const absOp: RegisteredOperationInfo = { name: "tst.abs", traits: [OpTrait.IsIdempotent], interfaces: noEffects };
/** tst.pure: any operands and results, no effects, no fold. */
const pureOp: RegisteredOperationInfo = { name: "tst.pure", traits: [], interfaces: noEffects };
/** tst.effect: writes memory, so it is never dead. */
const effectOp: RegisteredOperationInfo = { name: "tst.effect", traits: [], interfaces: writes };

/** tst.mark: folds in place once, setting `marked` (MLIR's in-place fold). */
const markOp: RegisteredOperationInfo = {
  name: "tst.mark",
  traits: [],
  interfaces: noEffects,
  fold(op, _operands, _results) {
    if (op.getDiscardableAttr("marked") !== undefined) return false;
    op.setDiscardableAttr("marked", StringAttr.get(op.context, "yes"));
    return true;
  },
};

/** tst.pair: two results, folding to a constant and its first operand. */
const pairOp: RegisteredOperationInfo = {
  name: "tst.pair",
  traits: [],
  interfaces: noEffects,
  fold(op, _operands, results) {
    results.push(IntegerAttr.get(op.getResult(0).type, 7), op.getOperand(0));
    return true;
  },
};

/** tst.bad_pair: folds to an integer and a string, which the dialect cannot make a constant of. */
const badPairOp: RegisteredOperationInfo = {
  name: "tst.bad_pair",
  traits: [],
  interfaces: noEffects,
  fold(op, _operands, results) {
    results.push(IntegerAttr.get(op.getResult(0).type, 1), StringAttr.get(op.context, "no"));
    return true;
  },
};

const branchOp: RegisteredOperationInfo = {
  name: "tst.br",
  traits: [OpTrait.IsTerminator],
  interfaces: interfaceMap(
    implementation(MemoryEffectOpInterface, { getEffects: () => [] }),
    implementation(BranchOpInterface, { getSuccessorOperands: (op: Operation) => ({ producedOperandCount: 0, forwardedOperands: new MutableOperandRange(op) }) }),
  ),
};

/** tst.cond_br %cond, %true..., %false... with `split` = number of true operands. */
const condBranchOp: RegisteredOperationInfo = {
  name: "tst.cond_br",
  traits: [OpTrait.IsTerminator],
  attributeNames: ["split"],
  interfaces: interfaceMap(
    implementation(MemoryEffectOpInterface, { getEffects: () => [] }),
    implementation(BranchOpInterface, {
      getSuccessorOperands: (op: Operation, index: number) => {
        const split = Number(integer(op.getInherentAttr("split")) ?? 0n);
        const start = index === 0 ? 1 : 1 + split;
        const length = index === 0 ? split : op.operands.length - 1 - split;
        return { producedOperandCount: 0, forwardedOperands: new SplitRange(op, start, length, index) };
      },
    }),
  ),
};

/** A successor operand range of tst.cond_br that keeps its `split` attribute in step. */
class SplitRange extends MutableOperandRange {
  private readonly successor: number;
  constructor(op: Operation, start: number, length: number, successor: number) {
    super(op, start, length);
    this.successor = successor;
  }
  override erase(index: number, count = 1): void {
    super.erase(index, count);
    this.adjust(-count);
  }
  override append(values: readonly Value[]): void {
    super.append(values);
    this.adjust(values.length);
  }
  private adjust(delta: number): void {
    if (this.successor !== 0) return;
    const op = this.owner;
    const split = Number(integer(op.getInherentAttr("split")) ?? 0n);
    op.setAttr("split", IntegerAttr.get(IntegerType.get(op.context, 64), split + delta));
  }
}

const returnOp: RegisteredOperationInfo = { name: "tst.return", traits: [OpTrait.IsTerminator], interfaces: noEffects };
const yieldOp: RegisteredOperationInfo = { name: "tst.yield", traits: [OpTrait.IsTerminator], interfaces: noEffects };
/** tst.func: isolated from above, where constants are hoisted to. */
const funcOp: RegisteredOperationInfo = { name: "tst.func", traits: [OpTrait.IsIsolatedFromAbove], attributeNames: ["sym_name"] };
/** tst.if: a region op whose effects are those of its body. */
const ifOp: RegisteredOperationInfo = { name: "tst.if", traits: [OpTrait.HasRecursiveMemoryEffects] };
/** tst.scope: a region the dialect wants constants materialized in (DialectFoldInterface). */
const scopeOp: RegisteredOperationInfo = { name: "tst.scope", traits: [OpTrait.HasRecursiveMemoryEffects] };

export const tstDialect: Dialect = {
  namespace: "tst",
  operations: [constantOp, addOp, mulOp, negOp, absOp, pureOp, effectOp, markOp, pairOp, badPairOp, branchOp, condBranchOp, returnOp, yieldOp, funcOp, ifOp, scopeOp],
  interfaces: interfaceMap(implementation(DialectFoldInterface, { shouldMaterializeInto: (region) => region.parentOp?.name.name === "tst.scope" })),
  materializeConstant(builder, value, type, location) {
    if (!(value instanceof IntegerAttr) || value.type !== type) return undefined;
    return builder.create("tst.constant", location, { resultTypes: [type], properties: DictionaryAttr.get(builder.context, [{ name: "value", value }]) });
  },
};

/** A context with the test dialect loaded (and unregistered ops allowed). */
export function tstContext(): MLIRContext {
  const context = new MLIRContext({ allowUnregisteredDialects: true });
  context.loadDialect(tstDialect);
  return context;
}

/** Parses generic-form MLIR text into a module. */
export function parse(context: MLIRContext, text: string): Operation {
  return parseSourceFile(new SourceFile("test.mlir", text), context, { allowUnregisteredDialect: true }).module;
}

/** Prints a module in the generic form (with locations when asked). */
export function print(op: Operation, debugInfo = false): string {
  const chunks = printTopLevel(op, { flags: { printGenericOpForm: true, printDebugInfo: debugInfo, printLocalScope: false } });
  return Buffer.concat(chunks.map((c) => Buffer.from(c))).toString("latin1");
}

/** Just the folded results of `op` (for fold tests). */
export type FoldResults = OpFoldResult[];
