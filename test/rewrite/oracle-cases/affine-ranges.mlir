// affine maps simplified with the ranges of affine.for induction variables: floordiv, ceildiv
// and mod of expressions over loop IVs with constant bounds fold to constants or simpler
// expressions (a multiple of the step plus a smaller remainder), affine.min/max results that
// can never be the min/max are dropped, and so are such results of loop bound maps; an
// iter_args block argument and an affine.parallel IV have no range here, as in MLIR 19.
// NEEDS: nothing
// FULL: same
func.func @ranges(%A: memref<?xindex>, %n: index) {
  affine.for %i = 3 to 67 step 4 {
    affine.for %j = 0 to 16 step 8 {
      %a = affine.apply affine_map<(d0, d1) -> ((d0 + d1) floordiv 8)>(%i, %j)
      %b = affine.apply affine_map<(d0, d1) -> ((d1 + d0 mod 4) mod 8)>(%i, %j)
      %c = affine.min affine_map<(d0, d1) -> (d0 floordiv 100, d1 mod 8, 5)>(%i, %j)
      %d = affine.max affine_map<(d0, d1)[s0] -> (d0 ceildiv 70, s0, d1 - 100)>(%i, %j)[%n]
      %e = affine.apply affine_map<(d0, d1) -> ((d1 * 8 + d0 mod 8) floordiv 64)>(%i, %j)
      "test.use"(%a, %b, %c, %d, %e) : (index, index, index, index, index) -> ()
    }
  }
  %r = affine.for %k = 0 to 10 iter_args(%acc = %n) -> index {
    %f = affine.apply affine_map<(d0, d1) -> (d1 floordiv 16 + d0 floordiv 16)>(%k, %acc)
    affine.yield %f : index
  }
  affine.for %i = 0 to 10 {
    affine.for %j = max affine_map<(d0) -> (d0, 3, d0 - 4)>(%i) to min affine_map<(d0) -> (d0 + 20, 30, 11)>(%i) {
      "test.use"(%j) : (index) -> ()
    }
    affine.for %j = max affine_map<(d0) -> (2, 2, d0 mod 1)>(%i) to min affine_map<(d0) -> (9, d0 floordiv 1 + 0)>(%i) {
      "test.use"(%j) : (index) -> ()
    }
  }
  affine.parallel (%p) = (0) to (32) {
    %g = affine.apply affine_map<(d0) -> (d0 floordiv 32)>(%p)
    "test.use"(%g) : (index) -> ()
  }
  "test.use"(%r) : (index) -> ()
  return
}
