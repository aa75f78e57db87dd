// vector's ops with hand-written syntax (transfer_read/write, contract, outerproduct,
// mask, warp_execute_on_lane_0): defaults elided or printed, inferred mask and result
// types, implied terminators.
#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
#dot = {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]}

func.func @transfers(%A: memref<?x?xf32>, %B: memref<?x?x?xf32>, %Z: memref<f32>, %T: tensor<?x?xf32>, %i: index, %f: f32,
                     %m1: vector<4xi1>, %m2: vector<3x4xi1>, %ms: vector<[4]xi1>, %mb: vector<4x5xi1>) -> tensor<?x?xf32> {
  %0 = vector.transfer_read %A[%i, %i], %f, %m1 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_read %A[%i, %i], %f, %m2 {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x3xf32>
  %2 = vector.transfer_read %A[%i, %i], %f, %ms : memref<?x?xf32>, vector<[4]xf32>
  %3 = vector.transfer_read %B[%i, %i, %i], %f, %mb {permutation_map = affine_map<(d0, d1, d2) -> (d1, d0, 0)>, in_bounds = [false, false, true]} : memref<?x?x?xf32>, vector<5x4x8xf32>
  %4 = vector.transfer_read %Z[], %f {permutation_map = affine_map<() -> (0)>, in_bounds = [true]} : memref<f32>, vector<1xf32>
  %5 = vector.transfer_read %A[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, false], note = "kept"} : memref<?x?xf32>, vector<2x4xf32>
  vector.transfer_write %0, %A[%i, %i], %m1 {in_bounds = [false]} : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %1, %A[%i, %i], %m2 {permutation_map = affine_map<(d0, d1) -> (d1, d0)>, in_bounds = [true, true]} : vector<4x3xf32>, memref<?x?xf32>
  vector.transfer_write %2, %A[%i, %i], %ms : vector<[4]xf32>, memref<?x?xf32>
  %6 = vector.transfer_write %1, %T[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x3xf32>, tensor<?x?xf32>
  return %6 : tensor<?x?xf32>
}

func.func @contractions(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>, %x: vector<8xf32>, %s: f32,
                        %ia: vector<4x8xi32>, %ib: vector<8x16xi32>, %ic: vector<4x16xi32>) -> f32 {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  %1 = vector.contract {iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>, indexing_maps = [#mk, #kn, #mn]} %a, %b, %0 {tag = 7 : i32} : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  %2 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %ia, %ib, %ic {kind = #vector.kind<xor>} : vector<4x8xi32>, vector<8x16xi32> into vector<4x16xi32>
  %3 = vector.contract #dot %x, %x, %s : vector<8xf32>, vector<8xf32> into f32
  return %3 : f32
}

func.func @outerproducts(%x: vector<4xf32>, %y: vector<8xf32>, %s: f32, %acc: vector<4x8xf32>, %sx: vector<[4]xf32>, %sy: vector<[8]xf32>, %sa: vector<[4]x[8]xf32>) {
  %0 = vector.outerproduct %x, %y : vector<4xf32>, vector<8xf32>
  %1 = vector.outerproduct %x, %y, %acc : vector<4xf32>, vector<8xf32>
  %2 = vector.outerproduct %x, %y, %1 {kind = #vector.kind<maxnumf>, tag} : vector<4xf32>, vector<8xf32>
  %3 = vector.outerproduct %x, %s : vector<4xf32>, f32
  %4 = vector.outerproduct %x, %s, %x {kind = #vector.kind<mul>} : vector<4xf32>, f32
  %5 = vector.outerproduct %sx, %sy, %sa : vector<[4]xf32>, vector<[8]xf32>
  %6 = vector.outerproduct %sx, %s : vector<[4]xf32>, f32
  return
}

func.func @masks(%A: memref<?xf32>, %T: tensor<?xf32>, %i: index, %f: f32, %m: vector<16xi1>, %p: vector<16xf32>, %v: vector<16xi32>) -> (vector<16xf32>, tensor<?xf32>) {
  %0 = vector.mask %m, %p { vector.transfer_read %A[%i], %f : memref<?xf32>, vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  %1 = vector.mask %m { vector.reduction <add>, %v : vector<16xi32> into i32 } {tag} : vector<16xi1> -> i32
  %2 = vector.mask %m { vector.transfer_write %0, %T[%i] : vector<16xf32>, tensor<?xf32> } : vector<16xi1> -> tensor<?xf32>
  vector.mask %m { vector.transfer_write %0, %A[%i] {in_bounds = [true]} : vector<16xf32>, memref<?xf32> } : vector<16xi1>
  %3 = vector.mask %m { %r = vector.transfer_read %A[%i], %f : memref<?xf32>, vector<16xf32>
                        vector.yield %r : vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  %4 = vector.mask %m { vector.yield %p : vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  vector.mask %m { } : vector<16xi1>
  return %3, %2 : vector<16xf32>, tensor<?xf32>
}

func.func @warps(%laneid: index, %v: vector<4xi32>, %w: vector<2xf32>) -> (vector<4xi32>, vector<2xf32>) {
  vector.warp_execute_on_lane_0(%laneid)[32] {
    %c = arith.constant 1 : i32
  }
  vector.warp_execute_on_lane_0(%laneid)[64] {
  } {tag = "t"}
  %0:2 = vector.warp_execute_on_lane_0(%laneid)[32] args(%v, %w : vector<4xi32>, vector<2xf32>) -> (vector<4xi32>, vector<2xf32>) {
  ^bb0(%a: vector<128xi32>, %b: vector<64xf32>):
    vector.yield %a, %b : vector<128xi32>, vector<64xf32>
  }
  return %0#0, %0#1 : vector<4xi32>, vector<2xf32>
}
