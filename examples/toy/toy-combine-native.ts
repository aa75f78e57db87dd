// The helpers the snippets of examples/toy/ToyCombine.td call as `native.*`.
import * as ir from "tsmlir";

/** The elements of a constant in another shape of as many elements (the tutorial's `$0.reshape(type)`). */
export function reshapeConstant(value: ir.Attribute, type: ir.Type): ir.DenseIntOrFPElementsAttr {
  if (!(value instanceof ir.DenseIntOrFPElementsAttr) || !(type instanceof ir.RankedTensorType)) throw new Error("reshapeConstant: a dense constant and a ranked tensor type are expected");
  return ir.DenseIntOrFPElementsAttr.getFromRawData(type, value.data);
}
