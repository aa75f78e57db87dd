// The C++ verifiers of linalg's structured transform ops that reorder or pad loops and
// operands (LinalgTransformOps.cpp of MLIR 19), with mlir-opt 19's messages: interchange,
// fuse, pad, hoist_pad and its packing loop nest, pack_greedily and pack_transpose.
import { ArrayAttr, IntegerAttr, type Operation } from "../../ir/index.js";
import { printAttribute } from "../runtime/values.js";
import { commaList, integerList, isPermutation, stringValue } from "../transform/attribute-values.js";

/** ShapedType::kDynamic: a static list's placeholder for a dynamic (operand) entry. */
const DYNAMIC = -(2n ** 63n);

/** An attribute as the diagnostic prints it (its default, `[]`, when absent). */
function printed(op: Operation, name: string): string {
  const attr = op.getInherentAttr(name);
  return attr === undefined ? "[]" : printAttribute(attr);
}

export function verifyInterchange(op: Operation): void {
  const permutation = integerList(op, "iterator_interchange");
  if (!isPermutation(permutation)) throw op.emitOpError(`expects iterator_interchange to be a permutation, found ${commaList(permutation)}`);
}

export function verifyFuse(op: Operation): void {
  if (!isPermutation(integerList(op, "tile_interchange"))) throw op.emitOpError(`expects interchange to be a permutation, found ${printed(op, "tile_interchange")}`);
  const loops = integerList(op, "tile_sizes").filter((size) => size !== 0n).length;
  if (loops !== op.numResults - 1) throw op.emitOpError(`expects ${loops} loop results`);
}

/** The copy-back ops pad knows (bufferization.materialize_in_destination, linalg.copy, or none). */
const COPY_BACK_OPS: ReadonlySet<string> = new Set(["bufferization.materialize_in_destination", "linalg.copy", "none"]);

export function verifyPad(op: Operation): void {
  if (integerList(op, "pack_paddings").some((flag) => flag !== 0n && flag !== 1n))
    throw op.emitOpError(`expects pack_paddings to contain booleans (0/1), found ${printed(op, "pack_paddings")}`);
  const dimensions = integerList(op, "padding_dimensions");
  if (dimensions.some((d) => d < 0n)) throw op.emitOpError(`expects padding_dimensions to contain positive integers, found ${printed(op, "padding_dimensions")}`);
  const multiples = integerList(op, "static_pad_to_multiple_of");
  if (multiples.length > 0 && multiples.length !== dimensions.length) throw op.emitOpError("expects as many multiples as padding_dimensions");
  const transposes = op.getInherentAttr("transpose_paddings");
  for (const entry of transposes instanceof ArrayAttr ? transposes.value : []) {
    const values = entry instanceof ArrayAttr ? entry.value.map((v) => (v instanceof IntegerAttr ? BigInt(v.value) : 0n)) : [];
    if (!isPermutation(values)) throw op.emitOpError(`expects transpose_paddings to be a permutation, found ${printAttribute(entry)}`);
  }
  if (!COPY_BACK_OPS.has(stringValue(op, "copy_back_op", "bufferization.materialize_in_destination"))) throw op.emitOpError("invalid copy_back_op");
}

/** hoist_pad and hoist_pad.build_packing_loop_nest. */
export function verifyHoistPadTranspose(op: Operation): void {
  const transpose = integerList(op, "transpose");
  if (!isPermutation(transpose)) throw op.emitOpError(`expects transpose to be a permutation, found ${commaList(transpose)}`);
}

export function verifyPackGreedily(op: Operation): void {
  if (!isPermutation(integerList(op, "matmul_inner_dims_order"))) throw op.emitOpError('"matmul_inner_dims_order" is not a valid permutation');
  const multiples = integerList(op, "matmul_padded_sizes_next_multiple_of");
  if (multiples.length === 0) return;
  const packed = integerList(op, "static_matmul_packed_sizes");
  for (let i = 0; i < Math.min(packed.length, multiples.length); i++) {
    const size = packed[i];
    // A dynamic packed size is not known to be zero.
    if (multiples[i] !== 0n && (size === DYNAMIC || size !== 0n))
      throw op.emitOpError("at most one of the packed_size and the padded_sizes_next_multiple_of can be nonzero for the matmul strategy");
  }
}

export function verifyPackTranspose(op: Operation): void {
  const inner = integerList(op, "inner_perm");
  const outer = integerList(op, "outer_perm");
  if (!isPermutation(inner)) throw op.emitOpError('"inner_perm" is not a valid permutation');
  if (!isPermutation(outer)) throw op.emitOpError('"outer_perm" is not a valid permutation');
  // MLIR's message starts with a space after "op".
  if (inner.length === 0 && outer.length === 0) throw op.emitOpError(' at least one of "inner_perm" or "outer_perm" must be specified');
}
