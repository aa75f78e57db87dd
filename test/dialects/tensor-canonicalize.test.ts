// tensor's folds, constant materialization and canonicalization patterns under
// -canonicalize, against mlir-opt 19 at test time, one function per behaviour (inputs
// written here; each function is compared in a module of its own).
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { compareTools, createWorkspace } from "../rewrite/canonicalize-harness.js";

const FUNCTIONS: readonly string[] = [
  // Bitcast and cast chains.
  `func.func @bitcasts(%x: tensor<3xi16>) -> (tensor<3xf16>, tensor<3xi16>) {
  %a = tensor.bitcast %x : tensor<3xi16> to tensor<3xui16>
  %b = tensor.bitcast %a : tensor<3xui16> to tensor<3xf16>
  %c = tensor.bitcast %a : tensor<3xui16> to tensor<3xi16>
  return %b, %c : tensor<3xf16>, tensor<3xi16>
}`,
  `func.func @casts(%u: tensor<*xf32>, %r: tensor<6xf32>, %d: tensor<?x?xf32>, %s: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<6xf32>, tensor<?x3xf32>, tensor<3x2xf32>, tensor<*xf32>) {
  %a = tensor.cast %u : tensor<*xf32> to tensor<2x?xf32>
  %a2 = tensor.cast %a : tensor<2x?xf32> to tensor<2x3xf32>
  %b = tensor.cast %r : tensor<6xf32> to tensor<?xf32>
  %b2 = tensor.cast %b : tensor<?xf32> to tensor<6xf32>
  %c = tensor.cast %d : tensor<?x?xf32> to tensor<2x?xf32>
  %c2 = tensor.cast %c : tensor<2x?xf32> to tensor<?x3xf32>
  %e = tensor.cast %s : tensor<2x3xf32> to tensor<?x?xf32>
  %e2 = tensor.cast %e : tensor<?x?xf32> to tensor<3x2xf32>
  %f = tensor.cast %u : tensor<*xf32> to tensor<*xf32>
  return %a2, %b2, %c2, %e2, %f : tensor<2x3xf32>, tensor<6xf32>, tensor<?x3xf32>, tensor<3x2xf32>, tensor<*xf32>
}`,
  // Extracts of constants (splat, dense, sparse), of from_elements and through casts.
  `func.func @extracts(%i: index, %t: tensor<5xi8>) -> (i64, bf16, f64, i16, i8, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = arith.constant dense<7> : tensor<3xi64>
  %a = tensor.extract %s[%i] : tensor<3xi64>
  %sp = arith.constant sparse<[[0, 1], [2, 0]], [1.5, -3.0]> : tensor<3x2xbf16>
  %b = tensor.extract %sp[%c2, %c0] : tensor<3x2xbf16>
  %sp2 = arith.constant sparse<[[0, 1]], [8.0]> : tensor<2x2xf64>
  %c = tensor.extract %sp2[%c1, %c1] : tensor<2x2xf64>
  %dn = arith.constant dense<[[4, 5, 6], [7, 8, 9]]> : tensor<2x3xi16>
  %d = tensor.extract %dn[%c1, %c2] : tensor<2x3xi16>
  %cast = tensor.cast %t : tensor<5xi8> to tensor<?xi8>
  %e = tensor.extract %cast[%c2] : tensor<?xi8>
  %fe = tensor.from_elements %i, %c2, %i : tensor<3xindex>
  %f = tensor.extract %fe[%c1] : tensor<3xindex>
  return %a, %b, %c, %d, %e, %f : i64, bf16, f64, i16, i8, index
}`,
  `func.func @extract_out_of_range(%v: f32) -> (f32, f32) {
  %c3 = arith.constant 3 : index
  %m1 = arith.constant -1 : index
  %t = tensor.from_elements %v, %v : tensor<2xf32>
  %a = tensor.extract %t[%c3] : tensor<2xf32>
  %b = tensor.extract %t[%m1] : tensor<2xf32>
  return %a, %b : f32, f32
}`,
  // Constants built from scalars, splats, inserts into splats, reshapes of constants.
  `func.func @constants(%i: index) -> (tensor<2x2xi32>, tensor<3xf64>, tensor<4xi8>, tensor<4xi8>, tensor<3x2xi32>, tensor<6xi32>) {
  %a = arith.constant 3 : i32
  %b = arith.constant -1 : i32
  %fe = tensor.from_elements %a, %b, %b, %a : tensor<2x2xi32>
  %f = arith.constant 2.5 : f64
  %sp = tensor.splat %f : tensor<3xf64>
  %seven = arith.constant 7 : i8
  %all7 = arith.constant dense<7> : tensor<4xi8>
  %same = tensor.insert %seven into %all7[%i] : tensor<4xi8>
  %eight = arith.constant 8 : i8
  %other = tensor.insert %eight into %all7[%i] : tensor<4xi8>
  %lin = arith.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %ex = tensor.expand_shape %lin [[0, 1]] output_shape [3, 2] : tensor<6xi32> into tensor<3x2xi32>
  %back = tensor.collapse_shape %ex [[0, 1]] : tensor<3x2xi32> into tensor<6xi32>
  return %fe, %sp, %same, %other, %ex, %back : tensor<2x2xi32>, tensor<3xf64>, tensor<4xi8>, tensor<4xi8>, tensor<3x2xi32>, tensor<6xi32>
}`,
  // Dims and ranks.
  `func.func @dims(%t: tensor<7x?xf32>, %n: index, %shape: tensor<2xi64>, %u: tensor<*xf32>) -> (index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.dim %t, %c0 : tensor<7x?xf32>
  %e = tensor.empty(%n, %n) : tensor<?x5x?xf32>
  %b = tensor.dim %e, %c0 : tensor<?x5x?xf32>
  %r = tensor.reshape %u(%shape) : (tensor<*xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %c = tensor.dim %r, %c0 : tensor<?x?xf32>
  %cast = tensor.cast %t : tensor<7x?xf32> to tensor<?x?xf32>
  %d = tensor.dim %cast, %c1 : tensor<?x?xf32>
  %g = tensor.generate %n {
  ^bb0(%x: index, %y: index):
    tensor.yield %x : index
  } : tensor<3x?xindex>
  %gd = tensor.dim %g, %c1 : tensor<3x?xindex>
  %rank = tensor.rank %u : tensor<*xf32>
  return %a, %b, %c, %d, %gd, %rank : index, index, index, index, index, index
}`,
  // Identity slices and reshapes, slices undoing inserts, pads and concats of nothing.
  `func.func @identities(%a: tensor<3x4xf16>, %b: tensor<3x4xf16>, %v: tensor<9xf16>, %p: f16) -> (tensor<3x4xf16>, tensor<3x4xf16>, tensor<3x4xf16>, tensor<3x4xf16>, tensor<3x4xf16>, tensor<3x4xf16>, tensor<3x4xf16>) {
  %s = tensor.extract_slice %a[0, 0] [3, 4] [1, 1] : tensor<3x4xf16> to tensor<3x4xf16>
  %i = tensor.insert_slice %a into %b[0, 0] [3, 4] [1, 1] : tensor<3x4xf16> into tensor<3x4xf16>
  %e = tensor.expand_shape %a [[0], [1]] output_shape [3, 4] : tensor<3x4xf16> into tensor<3x4xf16>
  %c = tensor.collapse_shape %a [[0], [1]] : tensor<3x4xf16> into tensor<3x4xf16>
  %pad = tensor.pad %a low[0, 0] high[0, 0] {
  ^bb0(%x: index, %y: index):
    tensor.yield %p : f16
  } : tensor<3x4xf16> to tensor<3x4xf16>
  %cc = tensor.concat dim(1) %a : (tensor<3x4xf16>) -> tensor<3x4xf16>
  %sub = tensor.extract_slice %v[2] [3] [1] : tensor<9xf16> to tensor<3xf16>
  %back = tensor.insert_slice %sub into %v[2] [3] [1] : tensor<3xf16> into tensor<9xf16>
  %again = tensor.extract_slice %back[2] [3] [1] : tensor<9xf16> to tensor<3xf16>
  %x = tensor.expand_shape %again [[0, 1]] output_shape [3, 1] : tensor<3xf16> into tensor<3x1xf16>
  %y = tensor.collapse_shape %x [[0, 1]] : tensor<3x1xf16> into tensor<3xf16>
  %z = tensor.insert_slice %y into %a[1, 0] [1, 3] [1, 1] : tensor<3xf16> into tensor<3x4xf16>
  return %s, %i, %e, %c, %pad, %cc, %z : tensor<3x4xf16>, tensor<3x4xf16>, tensor<3x4xf16>, tensor<3x4xf16>, tensor<3x4xf16>, tensor<3x4xf16>, tensor<3x4xf16>
}`,
  // Constant sizes of tensor.empty / tensor.generate become static; casts of empties fold into them.
  `func.func @static_sizes(%n: index) -> (tensor<?x?xi1>, tensor<2x?xindex>, tensor<6x?xf32>, tensor<?x?xf32>) {
  %c4 = arith.constant 4 : index
  %m = arith.constant -2 : index
  %a = tensor.empty(%c4, %n) : tensor<?x?xi1>
  %g = tensor.generate %c4 {
  ^bb0(%x: index, %y: index):
    tensor.yield %y : index
  } : tensor<2x?xindex>
  %e = tensor.empty(%n, %n) : tensor<?x?xf32>
  %c = tensor.cast %e : tensor<?x?xf32> to tensor<6x?xf32>
  %neg = tensor.empty(%m, %n) : tensor<?x?xf32>
  return %a, %g, %c, %neg : tensor<?x?xi1>, tensor<2x?xindex>, tensor<6x?xf32>, tensor<?x?xf32>
}`,
];

describe("tensor under -canonicalize", () => {
  it("folds and rewrites as mlir-opt 19 does", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const workspace = createWorkspace();
    const failures: string[] = [];
    for (let i = 0; i < FUNCTIONS.length; i++) {
      const difference = await compareTools(workspace, `${FUNCTIONS[i] as string}\n`, ["-canonicalize"]);
      if (difference !== undefined) failures.push(`function ${i}: ${difference}`);
    }
    console.log(`tensor -canonicalize: ${FUNCTIONS.length - failures.length}/${FUNCTIONS.length} functions identical to mlir-opt 19`);
    expect(failures).toEqual([]);
  });
});
