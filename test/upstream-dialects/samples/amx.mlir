// amx's ops: tiles loaded, multiplied (with the `zext` keywords of tile_muli's unit
// attributes) and stored, attributes in attr-dict, and intrinsics that have no format.
func.func @tiles(%bytes: memref<?x?xi8>, %ints: memref<64x64xi32>, %i: index) {
  %z = amx.tile_zero : vector<16x16xi32>
  %a = amx.tile_load %bytes[%i, %i] : memref<?x?xi8> into vector<16x64xi8>
  %b = amx.tile_load %bytes[%i, %i] {hint = 1 : i32} : memref<?x?xi8> into vector<16x64xi8>
  %c = amx.tile_muli %a zext, %b, %z : vector<16x64xi8>, vector<16x64xi8>, vector<16x16xi32>
  %d = amx.tile_muli %a, %b zext, %c : vector<16x64xi8>, vector<16x64xi8>, vector<16x16xi32>
  amx.tile_store %ints[%i, %i], %d : memref<64x64xi32>, vector<16x16xi32>
  return
}

func.func @floats(%lhs: vector<16x32xbf16>, %acc: vector<16x16xf32>) -> vector<16x16xf32> {
  %0 = amx.tile_mulf %lhs, %lhs, %acc : vector<16x32xbf16>, vector<16x32xbf16>, vector<16x16xf32>
  return %0 : vector<16x16xf32>
}

func.func @intrinsics(%n: i16, %p: !llvm.ptr, %stride: i64, %t: !llvm.array<16 x vector<16xi32>>) {
  %0 = "amx.tilezero"(%n, %n) : (i16, i16) -> !llvm.array<16 x vector<16xi32>>
  %1 = "amx.tdpbusd"(%n, %n, %n, %t, %t, %t) : (i16, i16, i16, !llvm.array<16 x vector<16xi32>>, !llvm.array<16 x vector<16xi32>>, !llvm.array<16 x vector<16xi32>>) -> !llvm.array<16 x vector<16xi32>>
  %2 = "amx.tileloadd64"(%n, %n, %p, %stride) : (i16, i16, !llvm.ptr, i64) -> !llvm.array<16 x vector<16xi32>>
  "amx.tilestored64"(%n, %n, %p, %stride, %1) : (i16, i16, !llvm.ptr, i64, !llvm.array<16 x vector<16xi32>>) -> ()
  return
}
