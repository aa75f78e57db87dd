// The `custom<DimensionList>` directive (MLIR's parseDimensionList/printDimensionList of its
// dialect utilities, used by mesh.mesh's shape): `2x?x4` for a DenseI64ArrayAttr of sizes,
// `?` standing for a dynamic one, and `[]` for none.
import { DenseArrayAttr, IntegerType, type Attribute, type Operation } from "../../../ir/index.js";
import type { OpAsmParser, OpAsmPrinter, Ref } from "../../../asm/op-asm/index.js";
import { DiagnosticsError } from "../../../asm/errors.js";
import { DiagnosticError } from "../../../support/diagnostic.js";

/** ShapedType::kDynamic (INT64_MIN). */
const DYNAMIC = -(2n ** 63n);

/** `error` followed by MLIR's "Failed parsing dimension list." at the point reached. */
function failedList(parser: OpAsmParser, error: DiagnosticError): DiagnosticsError {
  const second = parser.emitError(parser.getCurrentLocation(), "Failed parsing dimension list.");
  return new DiagnosticsError([...error.diagnostics, ...second.diagnostics]);
}

export function parseDimensionList(parser: OpAsmParser, dimensions: Ref<Attribute>): void {
  const i64 = IntegerType.get(parser.getContext(), 64);
  if (parser.parseOptionalLSquare()) {
    try {
      parser.parseRSquare();
    } catch (error) {
      if (!(error instanceof DiagnosticError)) throw error;
      throw failedList(parser, error);
    }
    dimensions.value = DenseArrayAttr.get(i64, new BigInt64Array(0));
    return;
  }
  let sizes: readonly bigint[];
  try {
    sizes = parser.parseDimensionListWithoutTrailingX(true).map((d) => BigInt(d));
  } catch (error) {
    if (!(error instanceof DiagnosticError)) throw error;
    throw failedList(parser, error);
  }
  if (sizes.length === 0) throw parser.emitError(parser.getCurrentLocation(), 'Failed parsing dimension list. Did you mean an empty list? It must be denoted by "[]".');
  dimensions.value = DenseArrayAttr.get(i64, BigInt64Array.from(sizes));
}

export function printDimensionList(printer: OpAsmPrinter, _op: Operation, dimensions: Attribute | undefined): void {
  const sizes = dimensions instanceof DenseArrayAttr ? Array.from(dimensions.values as ArrayLike<bigint | number>, (d) => BigInt(d)) : [];
  printer.write(sizes.length === 0 ? "[]" : sizes.map((d) => (d === DYNAMIC ? "?" : d.toString())).join("x"));
}
