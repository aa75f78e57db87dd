// amx's C++ verifiers: one index per memref dimension (MLIR 19 asks no more of the memref),
// tile sizes (rows, then the row's width in bytes), multiplication shapes and element types.
func.func @a(%m: memref<?x?xbf16>, %i: index) {
  %1 = amx.tile_load %m[%i] : memref<?x?xbf16> into vector<16x32xbf16>
  return
}
// -----
func.func @b(%m: memref<?xbf16>, %i: index) {
  %1 = amx.tile_load %m[%i] : memref<?xbf16> into vector<16x32xbf16>
  return
}
// -----
func.func @c(%m: memref<?x?xbf16, strided<[?, 2]>>, %i: index) {
  %1 = amx.tile_load %m[%i, %i] : memref<?x?xbf16, strided<[?, 2]>> into vector<16x32xbf16>
  return
}
// -----
func.func @d() {
  %1 = amx.tile_zero : vector<17x32xbf16>
  return
}
// -----
func.func @e() {
  %1 = amx.tile_zero : vector<16x33xbf16>
  return
}
// -----
func.func @f() {
  %1 = amx.tile_zero : vector<16x64xbf16>
  return
}
// -----
func.func @g(%a: vector<16x32xbf16>, %c: vector<16x8xf32>) {
  %1 = amx.tile_mulf %a, %a, %c : vector<16x32xbf16>, vector<16x32xbf16>, vector<16x8xf32>
  return
}
// -----
func.func @h(%a: vector<16x16xf32>, %c: vector<16x16xf32>) {
  %1 = amx.tile_mulf %a, %a, %c : vector<16x16xf32>, vector<16x16xf32>, vector<16x16xf32>
  return
}
// -----
func.func @i(%a: vector<16x64xi8>, %c: vector<16x16xi8>) {
  %1 = amx.tile_muli %a, %a, %c : vector<16x64xi8>, vector<16x64xi8>, vector<16x16xi8>
  return
}
// -----
func.func @j(%m: memref<?x?xbf16>, %i: index, %v: vector<16x32xbf16>) {
  amx.tile_store %m[%i], %v : memref<?x?xbf16>, vector<16x32xbf16>
  return
}
// -----
func.func @k(%a: vector<16x64xi8>, %c: vector<16x16xi32>) {
  %1 = amx.tile_muli %a, %a, %c : vector<16x64xi8>, vector<16x64xi8>, vector<16x17xi32>
  return
}
