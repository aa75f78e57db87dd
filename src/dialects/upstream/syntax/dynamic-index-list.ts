// The `custom<DynamicIndexList>` directive of tensor, memref and transform (MLIR's
// parseDynamicIndexList/printDynamicIndexList of ViewLikeInterface): a bracketed list
// mixing integers and SSA values, `[0, %i, 4]`. The values are the op's operands; the
// integers, with ShapedType::kDynamic where a value stands, are the static attribute. Where
// the op keeps scalable flags (transform's tiling ops), a bracketed element is scalable:
// `[[4], 0]`.
import { DenseArrayAttr, IntegerType, type Attribute, type Operation, type Value } from "../../../ir/index.js";
import type { OpAsmParser, OpAsmPrinter, Ref, UnresolvedOperand } from "../../../asm/op-asm/index.js";
import { DiagnosticsError } from "../../../asm/errors.js";
import { DiagnosticError } from "../../../support/diagnostic.js";

/** ShapedType::kDynamic (INT64_MIN). */
const DYNAMIC = -(2n ** 63n);

export function parseDynamicIndexList(parser: OpAsmParser, values: UnresolvedOperand[], integers: Ref<Attribute>, scalable?: Ref<Attribute>): void {
  const integerValues: bigint[] = [];
  const flags: number[] = [];
  try {
    parser.parseCommaSeparatedList(
      "square",
      () => {
        const isScalable = scalable !== undefined && parser.parseOptionalLSquare();
        const operand = parser.parseOptionalOperand();
        if (operand !== undefined) {
          values.push(operand);
          integerValues.push(DYNAMIC);
        } else {
          integerValues.push(parser.parseSizedInteger(64));
        }
        if (isScalable) parser.parseRSquare();
        flags.push(isScalable ? 1 : 0);
      },
      " in dynamic index list",
    );
  } catch (error) {
    // MLIR adds its own error, at the op's name, to any failure inside the list.
    if (!(error instanceof DiagnosticError)) throw error;
    throw new DiagnosticsError([...error.diagnostics, ...parser.emitError(parser.getNameLoc(), "expected SSA value or integer").diagnostics]);
  }
  const context = parser.getContext();
  integers.value = DenseArrayAttr.get(IntegerType.get(context, 64), BigInt64Array.from(integerValues));
  if (scalable !== undefined) scalable.value = DenseArrayAttr.get(IntegerType.get(context, 1), Uint8Array.from(flags));
}

export function printDynamicIndexList(printer: OpAsmPrinter, _op: Operation, values: readonly Value[], integers: Attribute | undefined, scalable?: Attribute): void {
  const list = integers instanceof DenseArrayAttr ? (integers.values as ArrayLike<bigint | number>) : [];
  const flags = scalable instanceof DenseArrayAttr ? (scalable.values as ArrayLike<number>) : [];
  let next = 0;
  printer.write("[");
  for (let i = 0; i < list.length; i++) {
    if (i > 0) printer.write(", ");
    const isScalable = (flags[i] ?? 0) !== 0;
    if (isScalable) printer.write("[");
    const integer = BigInt(list[i] as bigint | number);
    if (integer === DYNAMIC) {
      const value = values[next++];
      if (value !== undefined) printer.printOperand(value);
    } else {
      printer.write(integer.toString());
    }
    if (isScalable) printer.write("]");
  }
  printer.write("]");
}
