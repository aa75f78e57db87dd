// spirv.GlobalVariable's parser reports a type that is no pointer at the colon before it.
spirv.module Logical GLSL450 {
  spirv.GlobalVariable @scalar bind(1, 2)   :   f32
}
// -----
spirv.module Logical GLSL450 {
  spirv.GlobalVariable @nothing
}
// -----
spirv.module Logical GLSL450 {
  spirv.GlobalVariable @bad : !spirv.ptr<f32>
}
