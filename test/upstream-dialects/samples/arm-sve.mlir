// arm_sve's ops: the svbool conversions (whose other type the format derives), masked
// arithmetic, psel, zips, the dots and matrix multiply-accumulates, and intrinsics that
// have no format.
func.func @svbool(%p: vector<[4]xi1>, %q: vector<2x[8]xi1>, %b: vector<3x[16]xi1>) {
  %0 = arm_sve.convert_to_svbool %p : vector<[4]xi1>
  %1 = arm_sve.convert_to_svbool %q : vector<2x[8]xi1>
  %2 = arm_sve.convert_from_svbool %0 : vector<[2]xi1>
  %3 = arm_sve.convert_from_svbool %b : vector<3x[1]xi1>
  return
}

func.func @masked(%m: vector<[2]xi1>, %i: vector<[2]xi64>, %f: vector<[2]xf64>) -> (vector<[2]xi64>, vector<[2]xf64>) {
  %0 = arm_sve.masked.addi %m, %i, %i : vector<[2]xi1>, vector<[2]xi64>
  %1 = arm_sve.masked.divi_unsigned %m, %0, %i {tag} : vector<[2]xi1>, vector<[2]xi64>
  %2 = arm_sve.masked.mulf %m, %f, %f : vector<[2]xi1>, vector<[2]xf64>
  %3 = arm_sve.masked.divf %m, %2, %f : vector<[2]xi1>, vector<[2]xf64>
  return %1, %3 : vector<[2]xi64>, vector<[2]xf64>
}

func.func @lanes(%p: vector<[8]xi1>, %q: vector<[2]xi1>, %k: index, %h: vector<[8]xf16>, %acc: vector<[4]xi32>, %a: vector<[16]xi8>) {
  %0 = arm_sve.psel %p, %q[%k] : vector<[8]xi1>, vector<[2]xi1>
  %1:2 = arm_sve.zip.x2 %h, %h : vector<[8]xf16>
  %2:4 = arm_sve.zip.x4 %1#0, %1#1, %h, %h : vector<[8]xf16>
  %3 = arm_sve.sdot %acc, %a, %a : vector<[16]xi8> to vector<[4]xi32>
  %4 = arm_sve.ummla %3, %a, %a : vector<[16]xi8> to vector<[4]xi32>
  return
}

func.func @intrinsics(%m: vector<[4]xi1>, %a: vector<[4]xi32>, %f: vector<[4]xf32>, %b16: vector<[16]xi1>, %n: i32, %l: i64) {
  %0 = "arm_sve.intr.add"(%m, %a, %a) : (vector<[4]xi1>, vector<[4]xi32>, vector<[4]xi32>) -> vector<[4]xi32>
  %1 = "arm_sve.intr.fdiv"(%m, %f, %f) : (vector<[4]xi1>, vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xf32>
  %2 = "arm_sve.intr.convert.to.svbool"(%m) : (vector<[4]xi1>) -> vector<[16]xi1>
  %3 = "arm_sve.intr.psel"(%b16, %m, %n) : (vector<[16]xi1>, vector<[4]xi1>, i32) -> vector<[16]xi1>
  %4 = "arm_sve.intr.whilelt"(%l, %l) : (i64, i64) -> vector<[4]xi1>
  %5 = "arm_sve.intr.zip.x2"(%a, %a) : (vector<[4]xi32>, vector<[4]xi32>) -> !llvm.struct<(vector<[4]xi32>, vector<[4]xi32>)>
  return
}
