// transform.structured.split's hand-written syntax (MLIR 19's SplitOp::parse/print):
//   target `after` (chunk-size-integer | chunk-size-operand) attr-dict `:` target-type
//     (`,` chunk-size-operand-type)?
// A chunk size given as an operand is recorded as the dynamic sentinel in
// static_chunk_sizes; both results have the target's type.
import { IntegerAttr, IntegerType, type Operation } from "../../ir/index.js";
import { operationAttributes, type CustomAssemblyHooks } from "../../asm/op-asm/index.js";

/** ShapedType::kDynamic: the static chunk size of a split whose chunk size is an operand. */
const DYNAMIC = -(2n ** 63n);

function staticChunkSize(op: Operation): bigint | undefined {
  const attr = op.getAttr("static_chunk_sizes");
  return attr instanceof IntegerAttr ? BigInt.asIntN(64, BigInt(attr.value)) : undefined;
}

export const splitSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const target = parser.parseOperand();
    parser.parseKeyword("after");
    const dynamic = parser.parseOptionalOperand();
    const i64 = IntegerType.get(parser.getContext(), 64);
    const size = dynamic === undefined ? parser.parseSizedInteger(64) : DYNAMIC;
    parser.parseOptionalAttrDict(state.attributes);
    const targetType = parser.parseColonType();
    parser.resolveOperand(target, targetType, state.operands);
    if (dynamic !== undefined) {
      parser.parseComma();
      parser.resolveOperand(dynamic, parser.parseType(), state.operands);
    }
    state.addAttribute("static_chunk_sizes", IntegerAttr.get(i64, size));
    state.addTypes([targetType, targetType]);
  },
  print(op, printer) {
    const target = op.getOperand(0);
    const dynamic = staticChunkSize(op) === DYNAMIC && op.numOperands > 1 ? op.getOperand(1) : undefined;
    printer.write(" ");
    printer.printOperand(target);
    printer.write(" after ");
    if (dynamic !== undefined) printer.printOperand(dynamic);
    else printer.write(String(staticChunkSize(op) ?? ""));
    printer.write(" ");
    printer.printOptionalAttrDict(operationAttributes(op), ["static_chunk_sizes"]);
    printer.write(" : ");
    printer.printType(target.type);
    if (dynamic !== undefined) {
      printer.write(", ");
      printer.printType(dynamic.type);
    }
  },
};
