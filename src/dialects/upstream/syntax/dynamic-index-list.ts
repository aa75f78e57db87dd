// The `custom<DynamicIndexList>` directive of tensor and memref (MLIR's
// parseDynamicIndexList/printDynamicIndexList of ViewLikeInterface): a bracketed list
// mixing integers and SSA values, `[0, %i, 4]`. The values are the op's operands; the
// integers, with ShapedType::kDynamic where a value stands, are the static attribute.
import { DenseArrayAttr, IntegerType, type Attribute, type Operation, type Value } from "../../../ir/index.js";
import type { OpAsmParser, OpAsmPrinter, Ref, UnresolvedOperand } from "../../../asm/op-asm/index.js";

/** ShapedType::kDynamic (INT64_MIN). */
const DYNAMIC = -(2n ** 63n);

export function parseDynamicIndexList(parser: OpAsmParser, values: UnresolvedOperand[], integers: Ref<Attribute>): void {
  const integerValues: bigint[] = [];
  parser.parseCommaSeparatedList(
    "square",
    () => {
      const operand = parser.parseOptionalOperand();
      if (operand !== undefined) {
        values.push(operand);
        integerValues.push(DYNAMIC);
      } else {
        integerValues.push(parser.parseSizedInteger(64));
      }
    },
    " in dynamic index list",
  );
  integers.value = DenseArrayAttr.get(IntegerType.get(parser.getContext(), 64), BigInt64Array.from(integerValues));
}

export function printDynamicIndexList(printer: OpAsmPrinter, _op: Operation, values: readonly Value[], integers: Attribute | undefined): void {
  const list = integers instanceof DenseArrayAttr ? (integers.values as ArrayLike<bigint | number>) : [];
  let next = 0;
  printer.write("[");
  for (let i = 0; i < list.length; i++) {
    if (i > 0) printer.write(", ");
    const integer = BigInt(list[i] as bigint | number);
    if (integer === DYNAMIC) {
      const value = values[next++];
      if (value !== undefined) printer.printOperand(value);
    } else {
      printer.write(integer.toString());
    }
  }
  printer.write("]");
}
