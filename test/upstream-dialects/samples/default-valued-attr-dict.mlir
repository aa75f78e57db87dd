// DefaultValuedOptionalAttr values in attr-dict: the default is elided, others are printed.
func.func @f(%m: memref<4xf32>, %i: index, %v: f32) -> (f32, f32, f32) {
  memref.store %v, %m[%i] : memref<4xf32>
  memref.store %v, %m[%i] {nontemporal = false} : memref<4xf32>
  memref.store %v, %m[%i] {nontemporal = true} : memref<4xf32>
  %0 = memref.load %m[%i] {nontemporal = false} : memref<4xf32>
  %1 = memref.load %m[%i] {nontemporal = true} : memref<4xf32>
  %2 = "memref.load"(%m, %i) <{nontemporal = false}> : (memref<4xf32>, index) -> f32
  return %0, %1, %2 : f32, f32, f32
}
