spirv.module Logical GLSL450 {
  spirv.func @not_usable() -> f32 "None" {
    %0 = spirv.Constant 1.0 : f32
    %1 = spirv.SpecConstantOperation wraps "spirv.FAdd"(%0, %0) : (f32, f32) -> f32
    spirv.ReturnValue %1 : f32
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @fed_by_an_op() -> i32 "None" {
    %0 = spirv.Constant 1 : i32
    %1 = spirv.IAdd %0, %0 : i32
    %2 = spirv.SpecConstantOperation wraps "spirv.ISub"(%1, %0) : (i32, i32) -> i32
    spirv.ReturnValue %2 : i32
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @three_ops() -> i32 "None" {
    %0 = spirv.Constant 1 : i32
    %1 = "spirv.SpecConstantOperation"() ({
      %2 = spirv.IAdd %0, %0 : i32
      %3 = spirv.IAdd %2, %0 : i32
      spirv.mlir.yield %3 : i32
    }) : () -> i32
    spirv.ReturnValue %1 : i32
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @yield_only() -> i32 "None" {
    %0 = spirv.Constant 1 : i32
    %1 = "spirv.SpecConstantOperation"() ({
      spirv.mlir.yield %0 : i32
    }) : () -> i32
    spirv.ReturnValue %1 : i32
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @wrapped_op_checked_first() -> i32 "None" {
    %0 = spirv.Constant 1 : i32
    %1 = spirv.SpecConstantOperation wraps "spirv.IAdd"(%0, %0) : (i32, i32) -> i64
    spirv.ReturnValue %0 : i32
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @no_wraps() -> i32 "None" {
    %0 = spirv.Constant 1 : i32
    %1 = spirv.SpecConstantOperation "spirv.IAdd"(%0, %0) : (i32, i32) -> i32
    spirv.ReturnValue %1 : i32
  }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @yield_outside() -> i32 "None" {
    %0 = spirv.Constant 1 : i32
    spirv.mlir.yield %0 : i32
  }
}
