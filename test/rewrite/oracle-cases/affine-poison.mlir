// affine.apply of constants whose map divides by a non-positive divisor (a modulo by less
// than 1, a floordiv or ceildiv by 0) folds to ub.poison, as MLIR 19's fold reports poison;
// a division whose operands are not all constant, and affine.min/max, stay as they are.
// NEEDS: nothing
// FULL: same
func.func @poison(%n: index) -> (index, index, index, index, index, index, index) {
  %c7 = arith.constant 7 : index
  %c0 = arith.constant 0 : index
  %cm3 = arith.constant -3 : index
  %a = affine.apply affine_map<() -> (7 mod -3)>()
  %b = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%c7)[%c0]
  %c = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%c7)[%c0]
  %d = affine.apply affine_map<(d0)[s0] -> (d0 mod s0 + d0)>(%c7)[%cm3]
  %e = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%n)[%cm3]
  %f = affine.min affine_map<(d0)[s0] -> (d0 mod s0, 4)>(%c7)[%c0]
  %g = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%c7)[%c7]
  return %a, %b, %c, %d, %e, %f, %g : index, index, index, index, index, index, index
}
