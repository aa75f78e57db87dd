// spirv.SpecConstantOperation: the wrapped op in the generic form (its location becomes
// the outer op's; the outer op's attributes are kept but not printed in the custom form).
spirv.module Logical GLSL450 {
  spirv.SpecConstant @width = 8 : i32
  spirv.func @sizes(%unused: i32) -> vector<2xi32> "None" {
    %one = spirv.Constant 1 : i32
    %w = spirv.mlir.referenceof @width : i32
    %sum = spirv.SpecConstantOperation wraps "spirv.IAdd"(%w, %one) : (i32, i32) -> i32 {note = "kept"}
    %shifted = spirv.SpecConstantOperation wraps "spirv.ShiftLeftLogical"(%sum, %one) : (i32, i32) -> i32 loc("shift")
    %less = spirv.SpecConstantOperation wraps "spirv.SLessThan"(%sum, %shifted) : (i32, i32) -> i1
    %pick = spirv.SpecConstantOperation wraps "spirv.Select"(%less, %sum, %shifted) : (i1, i32, i32) -> i32
    %pair = spirv.Constant dense<[1, 2]> : vector<2xi32>
    %both = spirv.SpecConstantOperation wraps "spirv.CompositeInsert"(%pick, %pair) {indices = [1 : i32]} : (i32, vector<2xi32>) -> vector<2xi32>
    spirv.ReturnValue %both : vector<2xi32>
  }
}
