// spirv.CompositeExtract/Insert's verifiers walk the indices as MLIR's getElementType(type,
// indices, loc) does: their errors are at the op's location, without the op printed in a note.
func.func @extract_past_array(%arr: !spirv.array<4xf32>) -> f32 {
  %0 = "spirv.CompositeExtract"(%arr) {indices = [4 : i32]} : (!spirv.array<4xf32>) -> f32
  return %0 : f32
}

// -----

func.func @extract_nothing(%arr: !spirv.array<4xf32>) -> f32 {
  %0 = "spirv.CompositeExtract"(%arr) {indices = []} : (!spirv.array<4xf32>) -> f32
  return %0 : f32
}

// -----

func.func @extract_from_scalar(%x: f32) -> f32 {
  %0 = "spirv.CompositeExtract"(%x) {indices = [0 : i32]} : (f32) -> f32
  return %0 : f32
}

// -----

func.func @insert_nothing(%s: !spirv.struct<(i32, f32)>, %v: i32) -> !spirv.struct<(i32, f32)> {
  %0 = spirv.CompositeInsert %v, %s[] : i32 into !spirv.struct<(i32, f32)>
  return %0 : !spirv.struct<(i32, f32)>
}

// -----

func.func @insert_past_vector(%vec: vector<3xi8>, %v: i8) -> vector<3xi8> {
  %0 = spirv.CompositeInsert %v, %vec[3 : i32] : i8 into vector<3xi8>
  return %0 : vector<3xi8>
}

// -----

func.func @insert_into_nested(%arr: !spirv.array<2 x vector<2xf32>>, %v: f32) -> !spirv.array<2 x vector<2xf32>> {
  %0 = spirv.CompositeInsert %v, %arr[1 : i32, 2 : i32] : f32 into !spirv.array<2 x vector<2xf32>>
  return %0 : !spirv.array<2 x vector<2xf32>>
}
