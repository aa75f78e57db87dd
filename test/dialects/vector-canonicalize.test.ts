// vector's folds and canonicalization patterns under -canonicalize, against mlir-opt 19 at
// test time, one function per behaviour (inputs written here, in MLIR 19's syntax; each
// function is compared in a module of its own).
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { compareTools, createWorkspace } from "../rewrite/canonicalize-harness.js";

const FUNCTIONS: readonly string[] = [
  // create_mask of constants, clamped; scalable dimensions only when all false.
  `func.func @masks(%n: index) -> (vector<2x5xi1>, vector<3xi1>, vector<[4]xi1>, vector<[4]xi1>, vector<4x2xi1>) {
  %c7 = arith.constant 7 : index
  %c1 = arith.constant 1 : index
  %m3 = arith.constant -3 : index
  %c0 = arith.constant 0 : index
  %a = vector.create_mask %c1, %c7 : vector<2x5xi1>
  %b = vector.create_mask %m3 : vector<3xi1>
  %c = vector.create_mask %c0 : vector<[4]xi1>
  %d = vector.create_mask %c1 : vector<[4]xi1>
  %e = vector.create_mask %n, %c1 : vector<4x2xi1>
  return %a, %b, %c, %d, %e : vector<2x5xi1>, vector<3xi1>, vector<[4]xi1>, vector<[4]xi1>, vector<4x2xi1>
}`,
  // Slices of constant masks, splats, broadcasts, and of what an insert_strided_slice put there.
  `func.func @slices(%f: f16, %v: vector<4xf16>, %w: vector<1xf16>, %big: vector<8x8xf16>, %small: vector<2x4xf16>) -> (vector<2x3xi1>, vector<3x2xi1>, vector<2x2xf16>, vector<2x4xf16>, vector<2x2xf16>, vector<3x1xf16>, vector<1x2xf16>, vector<2x4xf16>, vector<1x2xf16>) {
  %m = vector.constant_mask [3, 2, 4] : vector<4x4x8xi1>
  %a0 = vector.extract_strided_slice %m {offsets = [1, 1], sizes = [2, 3], strides = [1, 1]} : vector<4x4x8xi1> to vector<2x3x8xi1>
  %a = vector.extract %a0[0] : vector<3x8xi1> from vector<2x3x8xi1>
  %a1 = vector.extract_strided_slice %a {offsets = [0, 0], sizes = [2, 3], strides = [1, 1]} : vector<3x8xi1> to vector<2x3xi1>
  %m2 = vector.constant_mask [2, 2] : vector<4x4xi1>
  %b = vector.extract_strided_slice %m2 {offsets = [1, 0], sizes = [3, 2], strides = [1, 1]} : vector<4x4xi1> to vector<3x2xi1>
  %s = vector.splat %f : vector<4x4xf16>
  %c = vector.extract_strided_slice %s {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<4x4xf16> to vector<2x2xf16>
  %bc = vector.broadcast %v : vector<4xf16> to vector<3x4xf16>
  %d = vector.extract_strided_slice %bc {offsets = [1, 0], sizes = [2, 4], strides = [1, 1]} : vector<3x4xf16> to vector<2x4xf16>
  %e = vector.extract_strided_slice %bc {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<3x4xf16> to vector<2x2xf16>
  %bw = vector.broadcast %w : vector<1xf16> to vector<5x1xf16>
  %g = vector.extract_strided_slice %bw {offsets = [2, 0], sizes = [3, 1], strides = [1, 1]} : vector<5x1xf16> to vector<3x1xf16>
  %cst = arith.constant dense<1.5> : vector<4x4xf16>
  %h = vector.extract_strided_slice %cst {offsets = [3, 2], sizes = [1, 2], strides = [1, 1]} : vector<4x4xf16> to vector<1x2xf16>
  %ins = vector.insert_strided_slice %small, %big {offsets = [4, 2], strides = [1, 1]} : vector<2x4xf16> into vector<8x8xf16>
  %i = vector.extract_strided_slice %ins {offsets = [4, 2], sizes = [2, 4], strides = [1, 1]} : vector<8x8xf16> to vector<2x4xf16>
  %j = vector.extract_strided_slice %ins {offsets = [5, 3], sizes = [1, 2], strides = [1, 1]} : vector<8x8xf16> to vector<1x2xf16>
  return %a1, %b, %c, %d, %e, %g, %h, %i, %j : vector<2x3xi1>, vector<3x2xi1>, vector<2x2xf16>, vector<2x4xf16>, vector<2x2xf16>, vector<3x1xf16>, vector<1x2xf16>, vector<2x4xf16>, vector<1x2xf16>
}`,
  // Transposes: identity, chains, of splat constants, scalar broadcasts and splats.
  `func.func @transposes(%v: vector<2x3x4xi32>, %s: i32, %one: vector<1xi32>) -> (vector<2x3x4xi32>, vector<3x4x2xi32>, vector<3x2xi32>, vector<4x1xi32>, vector<2x5xi32>, vector<3x4x2xi32>) {
  %a = vector.transpose %v, [0, 1, 2] : vector<2x3x4xi32> to vector<2x3x4xi32>
  %b0 = vector.transpose %v, [2, 0, 1] : vector<2x3x4xi32> to vector<4x2x3xi32>
  %b = vector.transpose %b0, [2, 0, 1] : vector<4x2x3xi32> to vector<3x4x2xi32>
  %cst = arith.constant dense<-4> : vector<2x3xi32>
  %c = vector.transpose %cst, [1, 0] : vector<2x3xi32> to vector<3x2xi32>
  %bc = vector.broadcast %one : vector<1xi32> to vector<1x4xi32>
  %d = vector.transpose %bc, [1, 0] : vector<1x4xi32> to vector<4x1xi32>
  %sp = vector.splat %s : vector<5x2xi32>
  %e = vector.transpose %sp, [1, 0] : vector<5x2xi32> to vector<2x5xi32>
  %f0 = vector.transpose %v, [1, 0, 2] : vector<2x3x4xi32> to vector<3x2x4xi32>
  %f = vector.transpose %f0, [0, 2, 1] : vector<3x2x4xi32> to vector<3x4x2xi32>
  return %a, %b, %c, %d, %e, %f : vector<2x3x4xi32>, vector<3x4x2xi32>, vector<3x2xi32>, vector<4x1xi32>, vector<2x5xi32>, vector<3x4x2xi32>
}`,
  // Broadcasts and splats of constants, chains of broadcasts, the identity broadcast.
  `func.func @broadcasts(%x: f64, %v: vector<3xf64>) -> (vector<2x3xf64>, vector<4xindex>, vector<2x2xf32>, vector<5x2x3xf64>, vector<3xf64>, vector<2xi1>, vector<3xbf16>) {
  %f = arith.constant 2.5 : f64
  %a = vector.broadcast %f : f64 to vector<2x3xf64>
  %i = arith.constant 7 : index
  %b = vector.broadcast %i : index to vector<4xindex>
  %cst = arith.constant dense<-1.0> : vector<2xf32>
  %c = vector.broadcast %cst : vector<2xf32> to vector<2x2xf32>
  %d0 = vector.broadcast %x : f64 to vector<3xf64>
  %d1 = vector.broadcast %d0 : vector<3xf64> to vector<2x3xf64>
  %d = vector.broadcast %d1 : vector<2x3xf64> to vector<5x2x3xf64>
  %e = vector.broadcast %v : vector<3xf64> to vector<3xf64>
  %t = arith.constant true
  %g = vector.splat %t : vector<2xi1>
  %h0 = arith.constant 0.5 : bf16
  %h = vector.splat %h0 : vector<3xbf16>
  return %a, %b, %c, %d, %e, %g, %h : vector<2x3xf64>, vector<4xindex>, vector<2x2xf32>, vector<5x2x3xf64>, vector<3xf64>, vector<2xi1>, vector<3xbf16>
}`,
  // shape_cast chains that are and are not valid together, of broadcasts and of splat constants.
  `func.func @shape_casts(%v: vector<2x3x4xf32>, %w: vector<4xf32>, %x: f32, %y: vector<1x6xf32>) -> (vector<24xf32>, vector<2x3x4xf32>, vector<4x6xf32>, vector<6x4xf32>, vector<1x4xf32>, vector<3x4xf32>, vector<2x3xi8>, vector<6xf32>) {
  %a0 = vector.shape_cast %v : vector<2x3x4xf32> to vector<6x4xf32>
  %a = vector.shape_cast %a0 : vector<6x4xf32> to vector<24xf32>
  %b = vector.shape_cast %a0 : vector<6x4xf32> to vector<2x3x4xf32>
  %c = vector.shape_cast %a0 : vector<6x4xf32> to vector<4x6xf32>
  %d = vector.shape_cast %a0 : vector<6x4xf32> to vector<6x4xf32>
  %bw = vector.broadcast %w : vector<4xf32> to vector<1x1x4xf32>
  %e = vector.shape_cast %bw : vector<1x1x4xf32> to vector<1x4xf32>
  %bx = vector.broadcast %x : f32 to vector<1x3x4xf32>
  %f = vector.shape_cast %bx : vector<1x3x4xf32> to vector<3x4xf32>
  %cst = arith.constant dense<3> : vector<6xi8>
  %g = vector.shape_cast %cst : vector<6xi8> to vector<2x3xi8>
  %by = vector.broadcast %y : vector<1x6xf32> to vector<1x1x6xf32>
  %h = vector.shape_cast %by : vector<1x1x6xf32> to vector<6xf32>
  return %a, %b, %c, %d, %e, %f, %g, %h : vector<24xf32>, vector<2x3x4xf32>, vector<4x6xf32>, vector<6x4xf32>, vector<1x4xf32>, vector<3x4xf32>, vector<2x3xi8>, vector<6xf32>
}`,
  // Bitcasts: identity, chains, splat constants whose bits repeat, and constants left alone.
  `func.func @bitcasts(%v: vector<4xi32>) -> (vector<4xi32>, vector<2xi64>, vector<4xi32>, vector<2xi32>, vector<2xf32>, vector<2xi32>, vector<4xf16>) {
  %a = vector.bitcast %v : vector<4xi32> to vector<4xi32>
  %b0 = vector.bitcast %v : vector<4xi32> to vector<8xi16>
  %b = vector.bitcast %b0 : vector<8xi16> to vector<2xi64>
  %c = vector.bitcast %b0 : vector<8xi16> to vector<4xi32>
  %i8 = arith.constant dense<-127> : vector<8xi8>
  %d = vector.bitcast %i8 : vector<8xi8> to vector<2xi32>
  %h = arith.constant dense<-1.5> : vector<4xf16>
  %e = vector.bitcast %h : vector<4xf16> to vector<2xf32>
  %nonsplat = arith.constant dense<[1, 2, 3, 4]> : vector<4xi16>
  %f = vector.bitcast %nonsplat : vector<4xi16> to vector<2xi32>
  %i16 = arith.constant dense<5> : vector<4xi16>
  %g = vector.bitcast %i16 : vector<4xi16> to vector<4xf16>
  return %a, %b, %c, %d, %e, %f, %g : vector<4xi32>, vector<2xi64>, vector<4xi32>, vector<2xi32>, vector<2xf32>, vector<2xi32>, vector<4xf16>
}`,
  // Shuffles: of constants, picking one operand whole, 0-d operands, splats of one value.
  `func.func @shuffles(%a: vector<3xf32>, %b: vector<2xf32>, %z: vector<f32>, %z2: vector<f32>, %x: f32, %m: vector<2x4xf32>, %n: vector<1x4xf32>) -> (vector<3xf32>, vector<2xf32>, vector<5xi8>, vector<2xf32>, vector<3xf32>, vector<1x4xf32>, vector<2xf32>) {
  %s0 = vector.shuffle %a, %b [0, 1, 2] : vector<3xf32>, vector<2xf32>
  %s1 = vector.shuffle %a, %b [3, 4] : vector<3xf32>, vector<2xf32>
  %c1 = arith.constant dense<[1, 2, 3]> : vector<3xi8>
  %c2 = arith.constant dense<[-4, -5]> : vector<2xi8>
  %s2 = vector.shuffle %c1, %c2 [4, 0, 3, 2, 1] : vector<3xi8>, vector<2xi8>
  %s3 = vector.shuffle %z, %z2 [1, 0] : vector<f32>, vector<f32>
  %sa = vector.splat %x : vector<3xf32>
  %sb = vector.splat %x : vector<2xf32>
  %s4 = vector.shuffle %sa, %sb [4, 0, 2] : vector<3xf32>, vector<2xf32>
  %s5 = vector.shuffle %m, %n [2] : vector<2x4xf32>, vector<1x4xf32>
  %s6 = vector.shuffle %a, %b [2, 1] : vector<3xf32>, vector<2xf32>
  return %s0, %s1, %s2, %s3, %s4, %s5, %s6 : vector<3xf32>, vector<2xf32>, vector<5xi8>, vector<2xf32>, vector<3xf32>, vector<1x4xf32>, vector<2xf32>
}`,
  // extractelement / insertelement of constants, splats and scalar broadcasts; out-of-range positions stay.
  `func.func @elements(%x: i16, %p: index, %z: vector<i16>) -> (i16, i16, i16, vector<3xi16>, i16, vector<3xi16>, i16, i16) {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : i32
  %cst = arith.constant dense<[10, 20, 30]> : vector<3xi16>
  %a = vector.extractelement %cst[%c1 : index] : vector<3xi16>
  %sp = vector.splat %x : vector<3xi16>
  %b = vector.extractelement %sp[%c1 : index] : vector<3xi16>
  %bc = vector.broadcast %x : i16 to vector<3xi16>
  %c = vector.extractelement %bc[%p : index] : vector<3xi16>
  %k = arith.constant 7 : i16
  %d = vector.insertelement %k, %cst[%c1 : index] : vector<3xi16>
  %e = vector.extractelement %cst[%c5 : i32] : vector<3xi16>
  %f = vector.insertelement %k, %cst[%c5 : i32] : vector<3xi16>
  %g = vector.extractelement %z[] : vector<i16>
  %h = vector.extractelement %cst[%p : index] : vector<3xi16>
  return %a, %b, %c, %d, %e, %f, %g, %h : i16, i16, i16, vector<3xi16>, i16, vector<3xi16>, i16, i16
}`,
  // Reductions of one element, with and without an accumulator, over several kinds.
  `func.func @reductions(%a: vector<1xf32>, %acc: f32, %i: vector<1xi64>, %iacc: i64, %z: vector<f32>, %big: vector<2xf32>) -> (f32, f32, f32, i64, i64, i64, f32, f32, f32) {
  %r0 = vector.reduction <add>, %a : vector<1xf32> into f32
  %r1 = vector.reduction <maxnumf>, %a, %acc : vector<1xf32> into f32
  %r2 = vector.reduction <mul>, %a, %acc fastmath<nnan, ninf> : vector<1xf32> into f32
  %r3 = vector.reduction <xor>, %i, %iacc : vector<1xi64> into i64
  %r4 = vector.reduction <minsi>, %i, %iacc : vector<1xi64> into i64
  %r5 = vector.reduction <and>, %i : vector<1xi64> into i64
  %r6 = vector.reduction <minimumf>, %z, %acc : vector<f32> into f32
  %r7 = vector.reduction <add>, %big, %acc : vector<2xf32> into f32
  %r8 = vector.reduction <minnumf>, %a, %acc : vector<1xf32> into f32
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8 : f32, f32, f32, i64, i64, i64, f32, f32, f32
}`,
  // multi_reduction over unit dimensions, over no dimension, and over a dimension of size 2.
  `func.func @multi_reductions(%s: vector<2x1x3xi32>, %acc: vector<2x3xi32>, %t: vector<1x1xf32>, %facc: f32, %u: vector<4xf32>, %uacc: vector<4xf32>, %w: vector<2x3xi32>, %wacc: vector<3xi32>) -> (vector<2x3xi32>, f32, vector<4xf32>, vector<3xi32>) {
  %a = vector.multi_reduction <maxui>, %s, %acc [1] : vector<2x1x3xi32> to vector<2x3xi32>
  %b = vector.multi_reduction <add>, %t, %facc [0, 1] : vector<1x1xf32> to f32
  %c = vector.multi_reduction <mul>, %u, %uacc [] : vector<4xf32> to vector<4xf32>
  %d = vector.multi_reduction <or>, %w, %wacc [0] : vector<2x3xi32> to vector<3xi32>
  return %a, %b, %c, %d : vector<2x3xi32>, f32, vector<4xf32>, vector<3xi32>
}`,
  // insert / extract at no position, inserts that are broadcasts, splats into splats, insert_strided_slice folds.
  `func.func @inserts(%v: vector<2x3xf32>, %d: vector<2x3xf32>, %r: vector<3xf32>, %q: vector<1x1x3xf32>, %x: f32, %big: vector<4x8xf32>) -> (vector<2x3xf32>, vector<2x3xf32>, vector<1x1x3xf32>, vector<4x3xf32>, vector<2x3xf32>, vector<4x8xf32>, vector<4x8xf32>) {
  %a = vector.insert %v, %d [] : vector<2x3xf32> into vector<2x3xf32>
  %b = vector.extract %v[] : vector<2x3xf32> from vector<2x3xf32>
  %c = vector.insert %r, %q [0, 0] : vector<3xf32> into vector<1x1x3xf32>
  %s1 = vector.splat %x : vector<3xf32>
  %s2 = vector.splat %x : vector<4x3xf32>
  %e = vector.insert %s1, %s2 [2] : vector<3xf32> into vector<4x3xf32>
  %f = vector.insert_strided_slice %v, %d {offsets = [0, 0], strides = [1, 1]} : vector<2x3xf32> into vector<2x3xf32>
  %sl = vector.extract_strided_slice %big {offsets = [1, 2], sizes = [2, 3], strides = [1, 1]} : vector<4x8xf32> to vector<2x3xf32>
  %g = vector.insert_strided_slice %sl, %big {offsets = [1, 2], strides = [1, 1]} : vector<2x3xf32> into vector<4x8xf32>
  %s3 = vector.splat %x : vector<2x3xf32>
  %s4 = vector.splat %x : vector<4x8xf32>
  %h = vector.insert_strided_slice %s3, %s4 {offsets = [2, 5], strides = [1, 1]} : vector<2x3xf32> into vector<4x8xf32>
  return %a, %b, %c, %e, %f, %g, %h : vector<2x3xf32>, vector<2x3xf32>, vector<1x1x3xf32>, vector<4x3xf32>, vector<2x3xf32>, vector<4x8xf32>, vector<4x8xf32>
}`,
  // Transfers: in_bounds proven by constant indices, casts folded in, tensor reads and writes that cancel.
  `func.func @transfers(%m: memref<8x?xf32>, %t: tensor<4x4xf32>, %v: vector<2x4xf32>, %i: index) -> (vector<4x4xf32>, vector<2x6xf32>, tensor<4x4xf32>, vector<2x4xf32>, tensor<4x4xf32>, vector<4x2x3xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %pad = arith.constant 0.0 : f32
  %cast = memref.cast %m : memref<8x?xf32> to memref<?x?xf32>
  %a = vector.transfer_read %cast[%c2, %c0], %pad : memref<?x?xf32>, vector<4x4xf32>
  %b = vector.transfer_read %m[%c6, %i], %pad : memref<8x?xf32>, vector<2x6xf32>
  vector.transfer_write %a, %cast[%c0, %c0] : vector<4x4xf32>, memref<?x?xf32>
  %tc = tensor.cast %t : tensor<4x4xf32> to tensor<?x4xf32>
  %r = vector.transfer_read %tc[%c0, %c0], %pad : tensor<?x4xf32>, vector<4x4xf32>
  %w = vector.transfer_write %r, %t[%c0, %c0] : vector<4x4xf32>, tensor<4x4xf32>
  %w1 = vector.transfer_write %v, %t[%c2, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<4x4xf32>
  %w2 = vector.transfer_write %v, %w1[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<4x4xf32>
  %raw = vector.transfer_read %w2[%c2, %c0], %pad {in_bounds = [true, true]} : tensor<4x4xf32>, vector<2x4xf32>
  %w3 = vector.transfer_write %v, %w2[%c2, %c0] {in_bounds = [true, true]} : vector<2x4xf32>, tensor<4x4xf32>
  %bcast = vector.transfer_read %w1[%c2, %c0], %pad {in_bounds = [true, true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0, 0)>} : tensor<4x4xf32>, vector<4x2x3xf32>
  return %a, %b, %w, %raw, %w3, %bcast : vector<4x4xf32>, vector<2x6xf32>, tensor<4x4xf32>, vector<2x4xf32>, tensor<4x4xf32>, vector<4x2x3xf32>
}`,
  // Additions to contractions with a zero accumulator; a non-zero one stays.
  `#ij = affine_map<(i, j) -> (i, j)>
#i = affine_map<(i, j) -> (i)>
func.func @contract_add(%a: vector<2x3xf32>, %b: vector<2x3xf32>, %c: vector<2xf32>, %ai: vector<2x3xi32>, %ci: vector<2xi32>) -> (vector<2xf32>, vector<2xi32>, vector<2xf32>) {
  %z = arith.constant dense<0.0> : vector<2xf32>
  %k = vector.contract {indexing_maps = [#ij, #ij, #i], iterator_types = ["parallel", "reduction"]} %a, %b, %z : vector<2x3xf32>, vector<2x3xf32> into vector<2xf32>
  %r = arith.addf %c, %k : vector<2xf32>
  %zi = arith.constant dense<0> : vector<2xi32>
  %ki = vector.contract {indexing_maps = [#ij, #ij, #i], iterator_types = ["parallel", "reduction"]} %ai, %ai, %zi : vector<2x3xi32>, vector<2x3xi32> into vector<2xi32>
  %ri = arith.addi %ki, %ci : vector<2xi32>
  %one = arith.constant dense<1.0> : vector<2xf32>
  %k2 = vector.contract {indexing_maps = [#ij, #ij, #i], iterator_types = ["parallel", "reduction"]} %a, %b, %one : vector<2x3xf32>, vector<2x3xf32> into vector<2xf32>
  %r2 = arith.addf %k2, %c : vector<2xf32>
  return %r, %ri, %r2 : vector<2xf32>, vector<2xi32>, vector<2xf32>
}`,
  // Extracts: chains of extracts, of broadcasts, splats, inserts and shape_casts.
  `func.func @extracts(%a: vector<3x4x5x6xf32>, %f: f32, %v4: vector<4xf32>, %v34: vector<3x4xf32>, %v234: vector<2x3x4xf32>, %s16: vector<16xf32>, %m: vector<5x1x3x2xf32>) -> (f32, vector<4x5x6xf32>, f32, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>, vector<3x4xf32>, vector<4xf32>, f32, vector<2xf32>, vector<4x2xf32>) {
  %b = vector.extract %a[0] : vector<4x5x6xf32> from vector<3x4x5x6xf32>
  %c = vector.extract %b[1, 2] : vector<6xf32> from vector<4x5x6xf32>
  %d = vector.extract %c[3] : f32 from vector<6xf32>
  %e = vector.extract %a[0] : vector<4x5x6xf32> from vector<3x4x5x6xf32>
  %bc = vector.broadcast %f : f32 to vector<1x2x4xf32>
  %r1 = vector.extract %bc[0, 1, 2] : f32 from vector<1x2x4xf32>
  %bv = vector.broadcast %v4 : vector<4xf32> to vector<1x2x4xf32>
  %r2 = vector.extract %bv[0, 1] : vector<4xf32> from vector<1x2x4xf32>
  %r3 = vector.extract %bv[0, 1, 2] : f32 from vector<1x2x4xf32>
  %r4 = vector.extract %bc[0, 1] : vector<4xf32> from vector<1x2x4xf32>
  %A34 = vector.insert %v34, %v234[0] : vector<3x4xf32> into vector<2x3x4xf32>
  %B34 = vector.insert %v34, %A34[1] : vector<3x4xf32> into vector<2x3x4xf32>
  %A4 = vector.insert %v4, %B34[1, 0] : vector<4xf32> into vector<2x3x4xf32>
  %B4 = vector.insert %v4, %A4[1, 1] : vector<4xf32> into vector<2x3x4xf32>
  %r5 = vector.extract %B4[1, 1] : vector<4xf32> from vector<2x3x4xf32>
  %r6 = vector.extract %B4[0] : vector<3x4xf32> from vector<2x3x4xf32>
  %r7 = vector.extract %B34[1, 0] : vector<4xf32> from vector<2x3x4xf32>
  %sp = vector.splat %f : vector<3x4xf32>
  %r8 = vector.extract %sp[1, 2] : f32 from vector<3x4xf32>
  %0 = vector.shape_cast %m : vector<5x1x3x2xf32> to vector<15x2xf32>
  %r9 = vector.extract %0[5] : vector<2xf32> from vector<15x2xf32>
  %1 = vector.shape_cast %s16 : vector<16xf32> to vector<2x4x2xf32>
  %r10 = vector.extract %1[1] : vector<4x2xf32> from vector<2x4x2xf32>
  return %d, %e, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10 : f32, vector<4x5x6xf32>, f32, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>, vector<3x4xf32>, vector<4xf32>, f32, vector<2xf32>, vector<4x2xf32>
}`,
  // Extracts of splat and non-splat constants (a dynamic position stays).
  `func.func @extract_constants(%p: index) -> (vector<7xf32>, i32, i32, index, f32, vector<3x2xi32>, vector<2xi32>, i32, vector<2xi32>, i32) {
  %cst = arith.constant dense<2.000000e+00> : vector<29x7xf32>
  %cst_1 = arith.constant dense<1> : vector<4x37x9xi32>
  %0 = vector.extract %cst[2] : vector<7xf32> from vector<29x7xf32>
  %1 = vector.extract %cst_1[1, 4, 5] : i32 from vector<4x37x9xi32>
  %icst = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %e = vector.extract %icst[2] : i32 from vector<4xi32>
  %idx = arith.constant dense<[0, 1, 2]> : vector<3xindex>
  %f = vector.extract %idx[1] : index from vector<3xindex>
  %fcst = arith.constant dense<[2.0, 3.0, 4.0]> : vector<3xf32>
  %g = vector.extract %fcst[0] : f32 from vector<3xf32>
  %c3 = arith.constant dense<[[[0, 1], [2, 3], [4, 5]], [[6, 7], [8, 9], [10, 11]]]> : vector<2x3x2xi32>
  %h = vector.extract %c3[1] : vector<3x2xi32> from vector<2x3x2xi32>
  %i = vector.extract %c3[1, 1] : vector<2xi32> from vector<2x3x2xi32>
  %j = vector.extract %c3[1, 2, 0] : i32 from vector<2x3x2xi32>
  %s3 = arith.constant dense<[[[0, 0], [1, 1], [2, 2]], [[3, 3], [4, 4], [5, 5]]]> : vector<2x3x2xi32>
  %k = vector.extract %s3[1, 1] : vector<2xi32> from vector<2x3x2xi32>
  %l = vector.extract %icst[%p] : i32 from vector<4xi32>
  return %0, %1, %e, %f, %g, %h, %i, %j, %k, %l : vector<7xf32>, i32, i32, index, f32, vector<3x2xi32>, vector<2xi32>, i32, vector<2xi32>, i32
}`,
  // Extracts through chains of inserts and transposes.
  `func.func @insert_extract_transpose_2d(%v: vector<2x3xf32>, %f0: f32, %f1: f32, %f2: f32, %f3: f32) -> (f32, f32, f32) {
  %0 = vector.insert %f0, %v[0, 0] : f32 into vector<2x3xf32>
  %1 = vector.insert %f1, %0[0, 1] : f32 into vector<2x3xf32>
  %2 = vector.insert %f2, %1[1, 0] : f32 into vector<2x3xf32>
  %3 = vector.insert %f3, %2[1, 1] : f32 into vector<2x3xf32>
  %4 = vector.transpose %3, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %5 = vector.insert %f3, %4[1, 0] : f32 into vector<3x2xf32>
  %6 = vector.transpose %5, [1, 0] : vector<3x2xf32> to vector<2x3xf32>
  %r1 = vector.extract %3[1, 0] : f32 from vector<2x3xf32>
  %r2 = vector.extract %4[1, 0] : f32 from vector<3x2xf32>
  %r3 = vector.extract %6[1, 0] : f32 from vector<2x3xf32>
  return %r1, %r2, %r3 : f32, f32, f32
}`,
  // Extracts through inserts between transposes (only the unpermuted case folds).
  `func.func @insert_extract_transpose_3d(%v234: vector<2x3x4xf32>, %v43: vector<4x3xf32>, %f0: f32) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<3x4xf32>) {
  %a432 = vector.transpose %v234, [2, 1, 0] : vector<2x3x4xf32> to vector<4x3x2xf32>
  %b432 = vector.insert %f0, %a432[0, 0, 1] : f32 into vector<4x3x2xf32>
  %c234 = vector.transpose %b432, [2, 1, 0] : vector<4x3x2xf32> to vector<2x3x4xf32>
  %r0 = vector.extract %c234[1, 2] : vector<4xf32> from vector<2x3x4xf32>
  %d432 = vector.transpose %v234, [2, 1, 0] : vector<2x3x4xf32> to vector<4x3x2xf32>
  %e432 = vector.insert %f0, %d432[0, 2, 1] : f32 into vector<4x3x2xf32>
  %f234 = vector.transpose %e432, [2, 1, 0] : vector<4x3x2xf32> to vector<2x3x4xf32>
  %r1 = vector.extract %f234[1, 2] : vector<4xf32> from vector<2x3x4xf32>
  %g243 = vector.transpose %v234, [0, 2, 1] : vector<2x3x4xf32> to vector<2x4x3xf32>
  %h243 = vector.insert %v43, %g243[0] : vector<4x3xf32> into vector<2x4x3xf32>
  %i234 = vector.transpose %h243, [0, 2, 1] : vector<2x4x3xf32> to vector<2x3x4xf32>
  %r2 = vector.extract %i234[0, 1] : vector<4xf32> from vector<2x3x4xf32>
  %r3 = vector.extract %i234[0] : vector<3x4xf32> from vector<2x3x4xf32>
  return %r0, %r1, %r2, %r3 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<3x4xf32>
}`,
  // Extracts of transposes: folded only when the innermost dimensions keep their order.
  `func.func @fold_extract_transpose(%a : vector<3x4x5x6xf32>, %b : vector<3x6x5x6xf32>) -> (vector<6xf32>, vector<6xf32>, vector<6xf32>) {
  %0 = vector.transpose %a, [0, 2, 1, 3] : vector<3x4x5x6xf32> to vector<3x5x4x6xf32>
  %1 = vector.extract %0[0, 1, 2] : vector<6xf32> from vector<3x5x4x6xf32>
  %2 = vector.transpose %a, [1, 2, 0, 3] : vector<3x4x5x6xf32> to vector<4x5x3x6xf32>
  %3 = vector.extract %2[0, 1, 2] : vector<6xf32> from vector<4x5x3x6xf32>
  %4 = vector.transpose %b, [0, 2, 3, 1] : vector<3x6x5x6xf32> to vector<3x5x6x6xf32>
  %5 = vector.extract %4[0, 1, 2] : vector<6xf32> from vector<3x5x6x6xf32>
  return %1, %3, %5 : vector<6xf32>, vector<6xf32>, vector<6xf32>
}`,
  // Extracts of broadcasts keeping unit dimensions, of 0-d broadcasts, of shape_casts, at dynamic positions.
  `func.func @extract_misc(%a: vector<1x1xf32>, %z: vector<f32>, %m: vector<2x4xf32>, %p: index, %q: vector<8x4x2xf32>) -> (vector<4xf32>, f32, vector<8xf32>, f32, vector<8x4x2xf32>, vector<4x2xf32>) {
  %b = vector.broadcast %a : vector<1x1xf32> to vector<1x1x4xf32>
  %r0 = vector.extract %b[0, 0] : vector<4xf32> from vector<1x1x4xf32>
  %bz = vector.broadcast %z : vector<f32> to vector<3xf32>
  %r1 = vector.extract %bz[1] : f32 from vector<3xf32>
  %sc = vector.shape_cast %m : vector<2x4xf32> to vector<1x8xf32>
  %r2 = vector.extract %sc[0] : vector<8xf32> from vector<1x8xf32>
  %r3 = vector.extract %m[1, %p] : f32 from vector<2x4xf32>
  %1 = vector.shape_cast %q : vector<8x4x2xf32> to vector<1x8x4x2xf32>
  %r4 = vector.extract %1[0] : vector<8x4x2xf32> from vector<1x8x4x2xf32>
  %2 = vector.shape_cast %q : vector<8x4x2xf32> to vector<4x2x4x2xf32>
  %r5 = vector.extract %2[3, 1] : vector<4x2xf32> from vector<4x2x4x2xf32>
  return %r0, %r1, %r2, %r3, %r4, %r5 : vector<4xf32>, f32, vector<8xf32>, f32, vector<8x4x2xf32>, vector<4x2xf32>
}`,
  // from_elements of one value, fma, 0-d broadcasts and extractelement, transposed masks, constant masks kept.
  `func.func @misc(%a: f32, %b: f32, %v: vector<4xf32>, %w: vector<4xf32>, %z: vector<f32>, %i: index) -> (vector<3xf32>, vector<2xf32>, vector<4xf32>, vector<f32>, f32, vector<f32>, vector<1xf32>, vector<2x3xi1>, vector<3x2xi1>, vector<4xi1>) {
  %0 = vector.from_elements %a, %a, %a : vector<3xf32>
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 2.0 : f32
  %1 = vector.from_elements %c1, %c2 : vector<2xf32>
  %2 = vector.fma %v, %w, %v : vector<4xf32>
  %3 = vector.broadcast %a : f32 to vector<f32>
  %4 = vector.extractelement %3[] : vector<f32>
  %5 = vector.extract %v[2] : f32 from vector<4xf32>
  %6 = vector.broadcast %5 : f32 to vector<f32>
  %7 = vector.shape_cast %z : vector<f32> to vector<1xf32>
  %m = vector.constant_mask [1, 2] : vector<2x3xi1>
  %t = vector.transpose %m, [1, 0] : vector<2x3xi1> to vector<3x2xi1>
  %c3 = arith.constant 3 : index
  %cm = vector.create_mask %c3 : vector<4xi1>
  %full = vector.constant_mask [2, 3] : vector<2x3xi1>
  return %0, %1, %2, %3, %4, %6, %7, %full, %t, %cm : vector<3xf32>, vector<2xf32>, vector<4xf32>, vector<f32>, f32, vector<f32>, vector<1xf32>, vector<2x3xi1>, vector<3x2xi1>, vector<4xi1>
}`,
  // An all-true constant_mask dropped from a transfer; a masked reduction of several elements stays.
  `func.func @masked(%v: vector<4xf32>, %m: vector<4xi1>, %acc: f32, %mem: memref<8xf32>) -> (f32, vector<4xf32>) {
  %r = vector.mask %m { vector.reduction <add>, %v, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %allones = vector.constant_mask [4] : vector<4xi1>
  %l = vector.maskedload %mem[%c0], %allones, %v : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %none = vector.constant_mask [0] : vector<4xi1>
  vector.maskedstore %mem[%c0], %none, %v : memref<8xf32>, vector<4xi1>, vector<4xf32>
  %t = vector.transfer_read %mem[%c0], %pad, %allones : memref<8xf32>, vector<4xf32>
  return %r, %t : f32, vector<4xf32>
}`,
  // 0-d inserts and extracts at no position (MLIR 19 folds a scalar insert into a 0-d vector to the scalar: both tools then reject the return).
  `func.func @zero_d(%a: vector<f32>, %s: f32) -> (vector<f32>, vector<f32>, f32, vector<1xf32>) {
  %0 = vector.insert %s, %a [] : f32 into vector<f32>
  %1 = vector.insertelement %s, %a[] : vector<f32>
  %2 = vector.extract %a[] : f32 from vector<f32>
  %3 = vector.broadcast %a : vector<f32> to vector<1xf32>
  return %0, %1, %2, %3 : vector<f32>, vector<f32>, f32, vector<1xf32>
}`,
  // Masked loads and stores with all-true and all-false masks, full-mask transfers, transposed create_mask.
  `func.func @masked_memory(%m: memref<16xf32>, %v: vector<4xf32>, %idx: vector<4xi32>, %n: index, %t: tensor<4x4xf32>, %w: vector<4x4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4x4xf32>, tensor<4x4xf32>, vector<4x3xi1>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %cm1 = arith.constant -1 : index
  %pad = arith.constant 0.0 : f32
  %t4 = vector.constant_mask [4] : vector<4xi1>
  %f4 = vector.constant_mask [0] : vector<4xi1>
  %dense = arith.constant dense<true> : vector<4xi1>
  %mixed = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %cf = vector.create_mask %cm1 : vector<4xi1>
  %a = vector.maskedload %m[%c0], %t4, %v : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %b = vector.maskedload %m[%c4], %f4, %v : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %c = vector.expandload %m[%c0], %dense, %v : memref<16xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %d = vector.gather %m[%c0][%idx], %cf, %v : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %e = vector.gather %m[%c0][%idx], %t4, %v : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%n], %t4, %v : memref<16xf32>, vector<4xi1>, vector<4xf32>
  vector.maskedstore %m[%n], %mixed, %v : memref<16xf32>, vector<4xi1>, vector<4xf32>
  vector.compressstore %m[%c4], %f4, %v : memref<16xf32>, vector<4xi1>, vector<4xf32>
  vector.compressstore %m[%c4], %dense, %v : memref<16xf32>, vector<4xi1>, vector<4xf32>
  vector.scatter %m[%c0][%idx], %cf, %v : memref<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %m2 = vector.constant_mask [4, 4] : vector<4x4xi1>
  %f = vector.transfer_read %t[%c0, %c0], %pad, %m2 : tensor<4x4xf32>, vector<4x4xf32>
  %g = vector.transfer_write %w, %t[%c0, %n], %m2 : vector<4x4xf32>, tensor<4x4xf32>
  %cm = vector.create_mask %n, %c4 : vector<3x4xi1>
  %h = vector.transpose %cm, [1, 0] : vector<3x4xi1> to vector<4x3xi1>
  return %a, %b, %c, %d, %e, %f, %g, %h : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4x4xf32>, tensor<4x4xf32>, vector<4x3xi1>
}`,
  // Extracts of extract_strided_slice and of insert_strided_slice chains.
  `func.func @extract_strided(%arg0: vector<32x16x4xf16>, %a: vector<6x4xf32>, %b: vector<8x16xf32>, %a1: vector<4xf32>, %a2: vector<2x15xf32>, %b2: vector<12x8x16xf32>, %c2: vector<2x16xf32>, %d2: vector<2x16xf32>, %A: vector<2x4xf32>) -> (vector<4xf16>, f32, f32, vector<16xf32>, vector<16xf32>, vector<4xf32>) {
  %1 = vector.extract_strided_slice %arg0 {offsets = [7, 3], sizes = [10, 8], strides = [1, 1]} : vector<32x16x4xf16> to vector<10x8x4xf16>
  %r0 = vector.extract %1[2, 4] : vector<4xf16> from vector<10x8x4xf16>
  %0 = vector.insert_strided_slice %a, %b {offsets = [2, 2], strides = [1, 1]} : vector<6x4xf32> into vector<8x16xf32>
  %r1 = vector.extract %0[2, 4] : f32 from vector<8x16xf32>
  %i1 = vector.insert_strided_slice %a1, %b {offsets = [2, 2], strides = [1]} : vector<4xf32> into vector<8x16xf32>
  %r2 = vector.extract %i1[2, 4] : f32 from vector<8x16xf32>
  %i2 = vector.insert_strided_slice %a2, %b2 {offsets = [4, 2, 0], strides = [1, 1]} : vector<2x15xf32> into vector<12x8x16xf32>
  %r3 = vector.extract %i2[4, 2] : vector<16xf32> from vector<12x8x16xf32>
  %i3 = vector.insert_strided_slice %c2, %b2 {offsets = [4, 2, 0], strides = [1, 1]} : vector<2x16xf32> into vector<12x8x16xf32>
  %i4 = vector.insert_strided_slice %d2, %i3 {offsets = [0, 2, 0], strides = [1, 1]} : vector<2x16xf32> into vector<12x8x16xf32>
  %r4 = vector.extract %i4[4, 2] : vector<16xf32> from vector<12x8x16xf32>
  %s = vector.extract_strided_slice %A {offsets = [1, 0], sizes = [1, 4], strides = [1, 1]} : vector<2x4xf32> to vector<1x4xf32>
  %r5 = vector.extract %s[0] : vector<4xf32> from vector<1x4xf32>
  return %r0, %r1, %r2, %r3, %r4, %r5 : vector<4xf16>, f32, f32, vector<16xf32>, vector<16xf32>, vector<4xf32>
}`,
  // Constants inserted into constants, slices of non-splat constants, a non-constant scalar inserted.
  `func.func @constant_folders(%x: i32) -> (vector<2x2xi32>, vector<2x3xi32>, vector<2x3xi32>, vector<4xi32>) {
  %cst = arith.constant dense<[[0, 1, 2], [3, 4, 5], [6, 7, 8]]> : vector<3x3xi32>
  %a = vector.extract_strided_slice %cst {offsets = [1, 1], sizes = [2, 2], strides = [1, 1]} : vector<3x3xi32> to vector<2x2xi32>
  %c9 = arith.constant 9 : i32
  %d = arith.constant dense<[[0, 1, 2], [3, 4, 5]]> : vector<2x3xi32>
  %b = vector.insert %c9, %d [1, 1] : i32 into vector<2x3xi32>
  %src = arith.constant dense<[7, 8]> : vector<2xi32>
  %c = vector.insert_strided_slice %src, %d {offsets = [0, 1], strides = [1]} : vector<2xi32> into vector<2x3xi32>
  %v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %e = vector.insert %x, %v [2] : i32 into vector<4xi32>
  return %a, %b, %c, %e : vector<2x2xi32>, vector<2x3xi32>, vector<2x3xi32>, vector<4xi32>
}`,
  // Interleaving shuffles; masks and shuffles that stay.
  `func.func @shuffles_and_masks(%a: vector<4xf32>, %b: vector<4xf32>, %n: index) -> (vector<8xf32>, vector<4xi1>, i1, vector<4xf32>) {
  %0 = vector.shuffle %a, %b [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>, vector<4xf32>
  %c1 = arith.constant 1 : index
  %m = vector.create_mask %c1, %n : vector<1x4xi1>
  %1 = vector.shape_cast %m : vector<1x4xi1> to vector<4xi1>
  %m2 = vector.create_mask %n, %c1 : vector<4x1xi1>
  %2 = vector.extract %m2[2, 0] : i1 from vector<4x1xi1>
  %s = vector.shuffle %a, %b [5, 1, 6, 0] : vector<4xf32>, vector<4xf32>
  %3 = vector.extract %s[1] : f32 from vector<4xf32>
  %4 = vector.broadcast %3 : f32 to vector<4xf32>
  return %0, %1, %2, %4 : vector<8xf32>, vector<4xi1>, i1, vector<4xf32>
}`,
  // Scalars extracted from from_elements; extracts of shuffles stay.
  `func.func @extract_more(%a: vector<4xf32>, %b: vector<4xf32>, %x: f32, %y: f32, %m: vector<2x4xf32>, %n: vector<2x4xf32>) -> (f32, f32, f32, vector<4xf32>, f32) {
  %s = vector.shuffle %a, %b [5, 1, 6, 0] : vector<4xf32>, vector<4xf32>
  %0 = vector.extract %s[0] : f32 from vector<4xf32>
  %1 = vector.extract %s[3] : f32 from vector<4xf32>
  %fe = vector.from_elements %x, %y : vector<2xf32>
  %2 = vector.extract %fe[1] : f32 from vector<2xf32>
  %s2 = vector.shuffle %m, %n [3, 0] : vector<2x4xf32>, vector<2x4xf32>
  %3 = vector.extract %s2[0] : vector<4xf32> from vector<2x4xf32>
  %fe2 = vector.from_elements %x, %y, %x, %y : vector<2x2xf32>
  %4 = vector.extract %fe2[1, 0] : f32 from vector<2x2xf32>
  return %0, %1, %2, %3, %4 : f32, f32, f32, vector<4xf32>, f32
}`,
  // Constant dynamic positions stay dynamic; extracts of create_mask and shape_casts dropping unit mask dimensions.
  `func.func @dyn_and_masks(%v: vector<4x4xf32>, %x: f32, %n: index) -> (f32, vector<4x4xf32>, i1, vector<4xi1>, vector<8xi1>, vector<4xi1>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = vector.extract %v[%c1, %c2] : f32 from vector<4x4xf32>
  %1 = vector.insert %x, %v[%c2, %n] : f32 into vector<4x4xf32>
  %c3 = arith.constant 3 : index
  %m = vector.create_mask %c3, %n : vector<4x4xi1>
  %2 = vector.extract %m[1, 2] : i1 from vector<4x4xi1>
  %3 = vector.extract %m[3] : vector<4xi1> from vector<4x4xi1>
  %m1 = vector.create_mask %n, %c1 : vector<8x1xi1>
  %4 = vector.shape_cast %m1 : vector<8x1xi1> to vector<8xi1>
  %5 = vector.extract %m[0] : vector<4xi1> from vector<4x4xi1>
  return %0, %1, %2, %3, %4, %5 : f32, vector<4x4xf32>, i1, vector<4xi1>, vector<8xi1>, vector<4xi1>
}`,
  // Masked reductions of one element or over unit dimensions: rewritten before their vector.mask, selected by the mask.
  `func.func @masked_reductions(%v: vector<1xf32>, %m: vector<1xi1>, %acc: f32, %s: vector<2x1xi32>, %sm: vector<2x1xi1>, %sacc: vector<2xi32>, %t: vector<1x1xf32>, %tm: vector<1x1xi1>) -> (f32, f32, vector<2xi32>, f32) {
  %r = vector.mask %m { vector.reduction <add>, %v, %acc : vector<1xf32> into f32 } : vector<1xi1> -> f32
  %r2 = vector.mask %m { vector.reduction <maxnumf>, %v : vector<1xf32> into f32 } : vector<1xi1> -> f32
  %r3 = vector.mask %sm { vector.multi_reduction <add>, %s, %sacc [1] : vector<2x1xi32> to vector<2xi32> } : vector<2x1xi1> -> vector<2xi32>
  %r4 = vector.mask %tm { vector.multi_reduction <mul>, %t, %acc [0, 1] : vector<1x1xf32> to f32 } : vector<1x1xi1> -> f32
  return %r, %r2, %r3, %r4 : f32, f32, vector<2xi32>, f32
}`,
  // Scalable vectors, a dynamic position into a broadcast, i1 identity bitcast, a 0-d reduction with an accumulator.
  `func.func @edges(%v: vector<[4]xf32>, %w: vector<2x[4]xf32>, %x: f32, %p: index, %b: vector<4xi1>, %z: vector<f32>, %i1: vector<8xi1>) -> (vector<[4]xf32>, vector<[4]xf32>, f32, vector<[4]xi1>, vector<8xi1>, vector<1xi1>, vector<[4]xf32>, f32) {
  %0 = vector.shape_cast %v : vector<[4]xf32> to vector<1x[4]xf32>
  %1 = vector.shape_cast %0 : vector<1x[4]xf32> to vector<[4]xf32>
  %2 = vector.extract %w[1] : vector<[4]xf32> from vector<2x[4]xf32>
  %bc = vector.broadcast %x : f32 to vector<2x[4]xf32>
  %3 = vector.extract %bc[%p, 0] : f32 from vector<2x[4]xf32>
  %c2 = arith.constant 2 : index
  %4 = vector.create_mask %c2 : vector<[4]xi1>
  %t = arith.constant dense<true> : vector<8xi1>
  %5 = vector.bitcast %i1 : vector<8xi1> to vector<8xi1>
  %c = arith.constant dense<[true]> : vector<1xi1>
  %6 = vector.shuffle %c, %c [1] : vector<1xi1>, vector<1xi1>
  %cs = arith.constant dense<1.0> : vector<[4]xf32>
  %7 = vector.transpose %cs, [0] : vector<[4]xf32> to vector<[4]xf32>
  %8 = vector.reduction <add>, %z, %x : vector<f32> into f32
  return %1, %2, %3, %4, %5, %6, %7, %8 : vector<[4]xf32>, vector<[4]xf32>, f32, vector<[4]xi1>, vector<8xi1>, vector<1xi1>, vector<[4]xf32>, f32
}`,
  // Transfers with a projection, 0-d transfers, unknown sizes; 0-d shape_cast chains; slices of whole vectors and of inserts; transpose chains.
  `func.func @edges2(%m: memref<?x?xf32>, %t: tensor<?x8xf32>, %u: memref<*xf32>, %z: vector<f32>, %i: index, %v: vector<2x3xf32>, %w: vector<1x3xf32>) -> (vector<4xf32>, vector<f32>, vector<4x8xf32>, vector<f32>, vector<2x3xf32>, vector<1x3xf32>, vector<3x2xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %a = vector.transfer_read %m[%c0, %c0], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  %t0 = tensor.empty() : tensor<f32>
  %b = vector.transfer_read %t0[], %pad : tensor<f32>, vector<f32>
  %c = vector.transfer_read %t[%c0, %c0], %pad : tensor<?x8xf32>, vector<4x8xf32>
  %s0 = vector.shape_cast %z : vector<f32> to vector<1x1xf32>
  %s1 = vector.shape_cast %s0 : vector<1x1xf32> to vector<f32>
  %e = vector.extract_strided_slice %v {offsets = [0], sizes = [2], strides = [1]} : vector<2x3xf32> to vector<2x3xf32>
  %ins = vector.insert_strided_slice %w, %v {offsets = [1, 0], strides = [1, 1]} : vector<1x3xf32> into vector<2x3xf32>
  %f = vector.extract_strided_slice %ins {offsets = [1], sizes = [1], strides = [1]} : vector<2x3xf32> to vector<1x3xf32>
  %g0 = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %g1 = vector.transpose %g0, [1, 0] : vector<3x2xf32> to vector<2x3xf32>
  %g = vector.transpose %g1, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return %a, %b, %c, %s1, %e, %f, %g : vector<4xf32>, vector<f32>, vector<4x8xf32>, vector<f32>, vector<2x3xf32>, vector<1x3xf32>, vector<3x2xf32>
}`,
  // Integer splats whose bits repeat into wider integers; narrowing and int-to-float bitcasts stay.
  `func.func @bitcasts2() -> (vector<2xi16>, vector<1xi32>, vector<4xi8>, vector<2xf32>) {
  %a = arith.constant dense<3> : vector<4xi8>
  %0 = vector.bitcast %a : vector<4xi8> to vector<2xi16>
  %1 = vector.bitcast %a : vector<4xi8> to vector<1xi32>
  %b = arith.constant dense<258> : vector<2xi16>
  %2 = vector.bitcast %b : vector<2xi16> to vector<4xi8>
  %c = arith.constant dense<7> : vector<4xi16>
  %3 = vector.bitcast %c : vector<4xi16> to vector<2xf32>
  return %0, %1, %2, %3 : vector<2xi16>, vector<1xi32>, vector<4xi8>, vector<2xf32>
}`,
];

describe("vector under -canonicalize", () => {
  it("folds and rewrites as mlir-opt 19 does", async (ctx) => {
    skipWithout(ctx, "mlir-opt");
    const workspace = createWorkspace();
    const failures: string[] = [];
    for (let i = 0; i < FUNCTIONS.length; i++) {
      const difference = await compareTools(workspace, `${FUNCTIONS[i] as string}\n`, ["-canonicalize"]);
      if (difference !== undefined) failures.push(`function ${i}: ${difference}`);
    }
    console.log(`vector -canonicalize: ${FUNCTIONS.length - failures.length}/${FUNCTIONS.length} functions identical to mlir-opt 19`);
    expect(failures).toEqual([]);
  });
});
