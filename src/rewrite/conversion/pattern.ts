// Conversion patterns (MLIR's ConversionPattern, OpConversionPattern,
// OpInterfaceConversionPattern): rewrite patterns that see the op's operands as the
// conversion has replaced them so far (with the pattern's type converter's types), and
// rewrite through the ConversionPatternRewriter.
import type { MLIRContext } from "../../ir/context.js";
import type { OpInterface, OpInterfaceView } from "../../ir/interfaces.js";
import type { Operation, Value } from "../../ir/operation.js";
import { RewritePattern, type OpViewClass, type PatternOptions, type PatternRootSpec } from "../pattern.js";
import type { PatternRewriter } from "../rewriter.js";
import { ConversionPatternRewriter } from "./rewriter.js";
import type { TypeConverter } from "./type-converter.js";

/**
 * The operands a conversion pattern sees (MLIR's OpAdaptor): `operands[i]` stands for the
 * op's operand #i. `get` maps values read through the op's typed accessors.
 */
export class ConversionAdaptor {
  constructor(
    readonly op: Operation,
    readonly operands: readonly Value[],
  ) {}
  getOperand(index: number): Value {
    const value = this.operands[index];
    if (value === undefined) throw new RangeError(`adaptor operand #${index} out of range`);
    return value;
  }
  /** The remapped value of `original`, an operand of the op (e.g. `adaptor.get(forOp.getStep())`). */
  get(original: Value): Value {
    const operands = this.op.operands;
    for (let i = 0; i < operands.length; i++) if ((operands[i] as { value: Value }).value === original) return this.getOperand(i);
    throw new Error(`adaptor: the value is not an operand of '${this.op.name.name}'`);
  }
  /** The remapped values of several operands (an operand group's accessor result). */
  getAll(originals: readonly Value[]): Value[] {
    return originals.map((v) => this.get(v));
  }
}

/** A pattern of the dialect conversion (MLIR's ConversionPattern). Override `matchAndRewriteConverted`. */
export abstract class ConversionPattern extends RewritePattern {
  readonly typeConverter: TypeConverter | undefined;

  constructor(root: PatternRootSpec, context: MLIRContext, options: PatternOptions & { readonly typeConverter?: TypeConverter } = {}) {
    super(root, context, options);
    this.typeConverter = options.typeConverter;
  }

  /** Remaps the operands and calls `matchAndRewriteConverted`; only under a conversion driver. */
  override matchAndRewrite(op: Operation, rewriter: PatternRewriter): boolean {
    if (!(rewriter instanceof ConversionPatternRewriter)) throw new Error(`conversion pattern '${this.debugName}' applied outside a dialect conversion`);
    const impl = rewriter.impl;
    const saved = impl.currentTypeConverter;
    impl.currentTypeConverter = this.typeConverter;
    try {
      const operands = impl.remapValues("operand", op.location, op.getOperands());
      if (operands === undefined) return false;
      return this.matchAndRewriteConverted(op, new ConversionAdaptor(op, operands), rewriter);
    } finally {
      impl.currentTypeConverter = saved;
    }
  }

  /** Matches `op` and rewrites it, its operands as `adaptor` says; true on success. */
  abstract matchAndRewriteConverted(op: Operation, adaptor: ConversionAdaptor, rewriter: ConversionPatternRewriter): boolean;
}

/** A conversion pattern on one op kind, seeing it through its generated class (MLIR's OpConversionPattern<Op>). */
export abstract class OpConversionPattern<V> extends ConversionPattern {
  readonly opClass: OpViewClass<V>;
  constructor(opClass: OpViewClass<V>, context: MLIRContext, options: PatternOptions & { readonly typeConverter?: TypeConverter } = {}) {
    super(opClass.operationName, context, options);
    this.opClass = opClass;
  }
  override matchAndRewriteConverted(op: Operation, adaptor: ConversionAdaptor, rewriter: ConversionPatternRewriter): boolean {
    return this.matchAndRewriteOp(this.opClass.wrap(op), adaptor, rewriter);
  }
  abstract matchAndRewriteOp(op: V, adaptor: ConversionAdaptor, rewriter: ConversionPatternRewriter): boolean;
}

/** A conversion pattern on the ops implementing an interface (MLIR's OpInterfaceConversionPattern). */
export abstract class OpInterfaceConversionPattern<M> extends ConversionPattern {
  readonly interfaceKey: OpInterface<M, never>;
  constructor(interfaceKey: OpInterface<M, never>, context: MLIRContext, options: PatternOptions & { readonly typeConverter?: TypeConverter } = {}) {
    super({ interface: interfaceKey }, context, options);
    this.interfaceKey = interfaceKey;
  }
  override matchAndRewriteConverted(op: Operation, adaptor: ConversionAdaptor, rewriter: ConversionPatternRewriter): boolean {
    const view = this.interfaceKey.get(op);
    return view !== undefined && this.matchAndRewriteOp(view, adaptor, rewriter);
  }
  abstract matchAndRewriteOp(op: OpInterfaceView<M>, adaptor: ConversionAdaptor, rewriter: ConversionPatternRewriter): boolean;
}
