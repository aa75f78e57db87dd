// tsmlir's cases for arith's DRR canonicalization patterns: each chunk exercises one
// pattern (or shows that it must not apply), compared with mlir-opt -canonicalize.

// addi(addi(x, c0), c1), with overflow flags merged
func.func @addi_addi_const(%x: i32) -> (i32, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %a = arith.addi %x, %c3 overflow<nsw, nuw> : i32
  %b = arith.addi %a, %c5 overflow<nsw> : i32
  %d = arith.addi %x, %c5 : i32
  %e = arith.addi %d, %c3 overflow<nuw> : i32
  return %b, %e : i32, i32
}

// -----
func.func @addi_addi_wrap(%x: i8) -> i8 {
  %c1 = arith.constant 100 : i8
  %c2 = arith.constant 100 : i8
  %a = arith.addi %x, %c1 : i8
  %b = arith.addi %a, %c2 : i8
  return %b : i8
}

// -----
func.func @addi_subi_rhs(%x: index) -> index {
  %c7 = arith.constant 7 : index
  %c2 = arith.constant 2 : index
  %a = arith.subi %x, %c7 : index
  %b = arith.addi %a, %c2 : index
  return %b : index
}

// -----
func.func @addi_subi_lhs(%x: i64) -> i64 {
  %c7 = arith.constant 7 : i64
  %c2 = arith.constant -2 : i64
  %a = arith.subi %c7, %x overflow<nsw> : i64
  %b = arith.addi %a, %c2 overflow<nsw> : i64
  return %b : i64
}

// -----
func.func @addi_muli_neg_one(%x: i32, %y: i32) -> (i32, i32) {
  %m1 = arith.constant -1 : i32
  %a = arith.muli %y, %m1 : i32
  %b = arith.addi %x, %a : i32
  %c = arith.muli %x, %m1 : i32
  %d = arith.addi %c, %y : i32
  return %b, %d : i32, i32
}

// -----
func.func @addi_muli_neg_one_vector(%x: vector<4xi16>, %y: vector<4xi16>) -> vector<4xi16> {
  %m1 = arith.constant dense<-1> : vector<4xi16>
  %a = arith.muli %y, %m1 : vector<4xi16>
  %b = arith.addi %x, %a : vector<4xi16>
  return %b : vector<4xi16>
}

// -----
func.func @muli_muli_const(%x: i16) -> i16 {
  %c3 = arith.constant 300 : i16
  %c5 = arith.constant 500 : i16
  %a = arith.muli %x, %c3 overflow<nuw> : i16
  %b = arith.muli %a, %c5 overflow<nuw> : i16
  return %b : i16
}

// -----
func.func @addi_const_vector_not_apint(%x: vector<2xi32>) -> vector<2xi32> {
  %c3 = arith.constant dense<3> : vector<2xi32>
  %c5 = arith.constant dense<5> : vector<2xi32>
  %a = arith.addi %x, %c3 : vector<2xi32>
  %b = arith.addi %a, %c5 : vector<2xi32>
  return %b : vector<2xi32>
}

// -----
func.func @addui_extended_unused_overflow(%x: i32, %y: i32) -> i32 {
  %s, %o = arith.addui_extended %x, %y : i32, i1
  return %s : i32
}

// -----
func.func @addui_extended_used_overflow(%x: i32, %y: i32) -> (i32, i1) {
  %s, %o = arith.addui_extended %x, %y : i32, i1
  return %s, %o : i32, i1
}

// -----
func.func @subi_rhs_addi_const(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c10 = arith.constant 10 : i32
  %a = arith.addi %x, %c3 overflow<nsw> : i32
  %b = arith.subi %a, %c10 overflow<nsw> : i32
  return %b : i32
}

// -----
func.func @subi_lhs_addi_const(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %c10 = arith.constant 10 : i32
  %a = arith.addi %x, %c3 : i32
  %b = arith.subi %c10, %a : i32
  return %b : i32
}

// -----
func.func @subi_subi_consts(%x: i32) -> (i32, i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c10 = arith.constant 10 : i32
  %a = arith.subi %x, %c3 : i32
  %b = arith.subi %a, %c10 : i32
  %c = arith.subi %c3, %x : i32
  %d = arith.subi %c, %c10 : i32
  %e = arith.subi %x, %c3 : i32
  %f = arith.subi %c10, %e : i32
  %g = arith.subi %c3, %x : i32
  %h = arith.subi %c10, %g : i32
  return %b, %d, %f, %h : i32, i32, i32, i32
}

// -----
func.func @subi_subi_lhs_rhs_lhs(%x: i32, %y: i32) -> i32 {
  %a = arith.subi %x, %y overflow<nuw> : i32
  %b = arith.subi %a, %x overflow<nuw> : i32
  return %b : i32
}

// -----
func.func @subi_subi_lhs_rhs_lhs_vector(%x: vector<3xi8>, %y: vector<3xi8>) -> vector<3xi8> {
  %a = arith.subi %x, %y : vector<3xi8>
  %b = arith.subi %a, %x : vector<3xi8>
  return %b : vector<3xi8>
}

// -----
func.func @mulsi_extended_unused_high(%x: i32, %y: i32) -> i32 {
  %l, %h = arith.mulsi_extended %x, %y : i32
  return %l : i32
}

// -----
func.func @mulsi_extended_by_one(%x: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %l, %h = arith.mulsi_extended %x, %c1 : i32
  return %l, %h : i32, i32
}

// -----
func.func @mulsi_extended_by_one_vector(%x: vector<2xi8>) -> (vector<2xi8>, vector<2xi8>) {
  %c1 = arith.constant dense<1> : vector<2xi8>
  %l, %h = arith.mulsi_extended %x, %c1 : vector<2xi8>
  return %l, %h : vector<2xi8>, vector<2xi8>
}

// -----
func.func @mulsi_extended_i1_by_one(%x: i1) -> (i1, i1) {
  %c1 = arith.constant true
  %l, %h = arith.mulsi_extended %x, %c1 : i1
  return %l, %h : i1, i1
}

// -----
func.func @mului_extended_unused_high(%x: i64, %y: i64) -> i64 {
  %l, %h = arith.mului_extended %x, %y : i64
  return %l : i64
}

// -----
func.func @xori_not_cmpi(%a: i32, %b: i32) -> (i1, i1, i1) {
  %t = arith.constant true
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.xori %0, %t : i1
  %2 = arith.cmpi uge, %a, %b : i32
  %3 = arith.xori %t, %2 : i1
  %4 = arith.cmpi eq, %a, %b : i32
  %5 = arith.xori %4, %t : i1
  return %1, %3, %5 : i1, i1, i1
}

// -----
func.func @xori_of_ext(%x: i8, %y: i8, %z: i16) -> (i32, i32, i32) {
  %0 = arith.extui %x : i8 to i32
  %1 = arith.extui %y : i8 to i32
  %2 = arith.xori %0, %1 : i32
  %3 = arith.extsi %x : i8 to i32
  %4 = arith.extsi %y : i8 to i32
  %5 = arith.xori %3, %4 : i32
  %6 = arith.extsi %z : i16 to i32
  %7 = arith.xori %3, %6 : i32
  return %2, %5, %7 : i32, i32, i32
}

// -----
func.func @andi_ori_of_ext(%x: i8, %y: i8) -> (i32, i32, i32, i32) {
  %0 = arith.extui %x : i8 to i32
  %1 = arith.extui %y : i8 to i32
  %2 = arith.andi %0, %1 : i32
  %3 = arith.ori %0, %1 : i32
  %4 = arith.extsi %x : i8 to i32
  %5 = arith.extsi %y : i8 to i32
  %6 = arith.andi %4, %5 : i32
  %7 = arith.ori %4, %5 : i32
  return %2, %3, %6, %7 : i32, i32, i32, i32
}

// -----
func.func @cmpi_of_ext(%x: i8, %y: i8) -> (i1, i1, i1, i1) {
  %0 = arith.extsi %x : i8 to i32
  %1 = arith.extsi %y : i8 to i32
  %2 = arith.cmpi eq, %0, %1 : i32
  %3 = arith.cmpi slt, %0, %1 : i32
  %4 = arith.extui %x : i8 to i32
  %5 = arith.extui %y : i8 to i32
  %6 = arith.cmpi ne, %4, %5 : i32
  %7 = arith.cmpi ult, %4, %5 : i32
  return %2, %3, %6, %7 : i1, i1, i1, i1
}

// -----
func.func @select_not_cond(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %0 = arith.select %n, %a, %b : i32
  %n2 = arith.xori %t, %c : i1
  %1 = arith.select %n2, %a, %b : i32
  return %0, %1 : i32, i32
}

// -----
func.func @select_redundant(%c: i1, %a: i32, %b: i32, %d: i32) -> (i32, i32) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %0, %d : i32
  %2 = arith.select %c, %a, %b : i32
  %3 = arith.select %c, %d, %2 : i32
  return %1, %3 : i32, i32
}

// -----
func.func @select_redundant_other_cond(%c: i1, %e: i1, %a: i32, %b: i32, %d: i32) -> i32 {
  %0 = arith.select %e, %a, %b : i32
  %1 = arith.select %c, %0, %d : i32
  return %1 : i32
}

// -----
func.func @select_i1_to_not(%c: i1) -> i1 {
  %f = arith.constant false
  %t = arith.constant true
  %0 = arith.select %c, %f, %t : i1
  return %0 : i1
}

// -----
func.func @index_casts(%x: i32, %y: index) -> (i32, index, index, i64) {
  %0 = arith.index_cast %x : i32 to index
  %1 = arith.index_cast %0 : index to i32
  %2 = arith.index_castui %y : index to i64
  %3 = arith.index_castui %2 : i64 to index
  %4 = arith.index_cast %x : i32 to index
  %5 = arith.index_cast %4 : index to i64
  return %1, %3, %0, %5 : i32, index, index, i64
}

// -----
func.func @index_cast_of_ext(%x: i8) -> (index, index) {
  %0 = arith.extsi %x : i8 to i32
  %1 = arith.index_cast %0 : i32 to index
  %2 = arith.extui %x : i8 to i32
  %3 = arith.index_castui %2 : i32 to index
  return %1, %3 : index, index
}

// -----
func.func @bitcast_of_bitcast(%x: f32) -> (i32, f32) {
  %0 = arith.bitcast %x : f32 to i32
  %1 = arith.bitcast %0 : i32 to f32
  %2 = arith.bitcast %x : f32 to i32
  return %2, %1 : i32, f32
}

// -----
func.func @bitcast_chain(%x: vector<2xf16>) -> i32 {
  %0 = arith.bitcast %x : vector<2xf16> to vector<2xi16>
  %1 = arith.bitcast %0 : vector<2xi16> to vector<2xbf16>
  %2 = arith.extf %1 : vector<2xbf16> to vector<2xf32>
  %3 = arith.constant 0 : i32
  return %3 : i32
}

// -----
func.func @extsi_of_extui(%x: i4) -> i64 {
  %0 = arith.extui %x : i4 to i16
  %1 = arith.extsi %0 : i16 to i64
  return %1 : i64
}

// -----
func.func @trunci_of_ext(%x: i8) -> (i16, i16, i8) {
  %0 = arith.extsi %x : i8 to i64
  %1 = arith.trunci %0 : i64 to i16
  %2 = arith.extui %x : i8 to i64
  %3 = arith.trunci %2 : i64 to i16
  %4 = arith.extsi %x : i8 to i32
  %5 = arith.trunci %4 : i32 to i8
  return %1, %3, %5 : i16, i16, i8
}

// -----
func.func @trunci_of_ext_vector(%x: vector<2xi8>) -> vector<2xi16> {
  %0 = arith.extsi %x : vector<2xi8> to vector<2xi64>
  %1 = arith.trunci %0 : vector<2xi64> to vector<2xi16>
  return %1 : vector<2xi16>
}

// -----
func.func @trunci_of_shrsi(%x: i64, %v: vector<2xi64>) -> (i32, i32, vector<2xi32>) {
  %c32 = arith.constant 32 : i64
  %0 = arith.shrsi %x, %c32 : i64
  %1 = arith.trunci %0 : i64 to i32
  %c16 = arith.constant 16 : i64
  %2 = arith.shrsi %x, %c16 : i64
  %3 = arith.trunci %2 : i64 to i32
  %cv = arith.constant dense<32> : vector<2xi64>
  %4 = arith.shrsi %v, %cv : vector<2xi64>
  %5 = arith.trunci %4 : vector<2xi64> to vector<2xi32>
  return %1, %3, %5 : i32, i32, vector<2xi32>
}

// -----
func.func @mulf_divf_of_negf(%x: f32, %y: f32) -> (f32, f32) {
  %0 = arith.negf %x : f32
  %1 = arith.negf %y : f32
  %2 = arith.mulf %0, %1 fastmath<fast> : f32
  %3 = arith.divf %0, %1 fastmath<nnan> : f32
  return %2, %3 : f32, f32
}

// -----
func.func @mulf_of_negf_flags(%x: vector<2xf64>, %y: vector<2xf64>) -> vector<2xf64> {
  %0 = arith.negf %x fastmath<ninf> : vector<2xf64>
  %1 = arith.negf %y : vector<2xf64>
  %2 = arith.mulf %0, %1 : vector<2xf64>
  return %2 : vector<2xf64>
}

// -----
func.func @nested_chain(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %x, %c1 : i32
  %1 = arith.subi %0, %c2 : i32
  %2 = arith.addi %1, %c3 : i32
  %3 = arith.subi %c3, %2 : i32
  %4 = arith.muli %3, %c2 : i32
  %5 = arith.muli %4, %c3 : i32
  return %5 : i32
}

// -----
func.func @in_loop(%lb: index, %ub: index, %x: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %k = arith.constant 4 : i32
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %x) -> (i32) {
    %a = arith.addi %acc, %k : i32
    %b = arith.addi %a, %k : i32
    scf.yield %b : i32
  }
  return %r : i32
}

// -----
func.func @locations(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32 loc("c3")
  %c5 = arith.constant 5 : i32 loc("c5")
  %a = arith.addi %x, %c3 : i32 loc("inner")
  %b = arith.addi %a, %c5 : i32 loc("outer")
  return %b : i32
}

// -----
func.func @select_to_extui(%c: i1, %v: vector<2xi1>) -> (i64, i64, i1, index, vector<2xi32>) {
  %z = arith.constant 0 : i64
  %o = arith.constant 1 : i64
  %f = arith.constant false
  %t = arith.constant true
  %zi = arith.constant 0 : index
  %oi = arith.constant 1 : index
  %zv = arith.constant dense<0> : vector<2xi32>
  %ov = arith.constant dense<1> : vector<2xi32>
  %0 = arith.select %c, %o, %z : i64
  %1 = arith.select %c, %z, %o : i64
  %2 = arith.select %c, %t, %f : i1
  %3 = arith.select %c, %oi, %zi : index
  %4 = arith.select %v, %ov, %zv : vector<2xi1>, vector<2xi32>
  return %0, %1, %2, %3, %4 : i64, i64, i1, index, vector<2xi32>
}
