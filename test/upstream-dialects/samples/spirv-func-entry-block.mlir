// spirv.func's verifyBody replaces FunctionOpInterface's default one: MLIR 19 does not
// compare its entry block's argument types with the signature.
spirv.module Logical GLSL450 {
  spirv.func @widened(f32) "None" {
  ^bb0(%x: f64):
    spirv.Return
  }
}
