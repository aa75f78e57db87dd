func.func @construct_struct_member(%a: i32, %b: i32) -> !spirv.struct<(i32, f32)> {
  // expected-error @+1 {{operand type mismatch: expected operand type 'f32', but provided 'i32'}}
  %0 = spirv.CompositeConstruct %a, %b : (i32, i32) -> !spirv.struct<(i32, f32)>
  return %0 : !spirv.struct<(i32, f32)>
}

// -----

func.func @construct_vector_too_many(%a: vector<2xi32>, %b: vector<2xi32>) -> vector<3xi32> {
  // expected-error @+1 {{has incorrect number of operands: expected 3, but provided 4}}
  %0 = spirv.CompositeConstruct %a, %b : (vector<2xi32>, vector<2xi32>) -> vector<3xi32>
  return %0 : vector<3xi32>
}

// -----

func.func @insert_into_struct(%s: !spirv.struct<(i32, f32)>, %v: i32) -> !spirv.struct<(i32, f32)> {
  // expected-error @+1 {{object operand type should be 'f32', but found 'i32'}}
  %0 = spirv.CompositeInsert %v, %s[1 : i32] : i32 into !spirv.struct<(i32, f32)>
  return %0 : !spirv.struct<(i32, f32)>
}

// -----

func.func @extract_past_vector(%v: vector<2xi32>) -> i32 {
  // expected-error @+1 {{index 2 out of bounds for 'vector<2xi32>'}}
  %0 = "spirv.CompositeExtract"(%v) {indices = [2 : i32]} : (vector<2xi32>) -> i32
  return %0 : i32
}

// -----

func.func @shuffle_selector(%a: vector<2xi32>, %b: vector<2xi32>) -> vector<2xi32> {
  // expected-error @+1 {{component selector 4 out of range: expected to be in [0, 4) or 0xffffffff}}
  %0 = spirv.VectorShuffle [0 : i32, 4 : i32] %a, %b : vector<2xi32>, vector<2xi32> -> vector<2xi32>
  return %0 : vector<2xi32>
}

// -----

func.func @load_alignment_without_access() {
  %0 = spirv.Variable : !spirv.ptr<i32, Function>
  // expected-error @+1 {{invalid alignment specification without aligned memory access specification}}
  %1 = "spirv.Load"(%0) {alignment = 4 : i32} : (!spirv.ptr<i32, Function>) -> i32
  return
}

// -----

func.func @load_wrong_value_type() {
  %0 = spirv.Variable : !spirv.ptr<i32, Function>
  // expected-error @+1 {{mismatch in result type and pointer type}}
  %1 = "spirv.Load"(%0) : (!spirv.ptr<i32, Function>) -> f32
  return
}

// -----

func.func @copy_source_alignment() {
  %0 = spirv.Variable : !spirv.ptr<i32, Function>
  %1 = spirv.Variable : !spirv.ptr<i32, Function>
  // expected-error @+1 {{invalid alignment specification without aligned memory access specification}}
  "spirv.CopyMemory"(%0, %1) {source_alignment = 4 : i32} : (!spirv.ptr<i32, Function>, !spirv.ptr<i32, Function>) -> ()
  return
}

// -----

func.func @one_zero_weight_is_fine() {
  %c = spirv.Constant true
  spirv.BranchConditional %c [0, 1], ^a, ^b
^a:
  spirv.Return
^b:
  spirv.Return
}

func.func @loop_header_from_middle() {
  // expected-error @+1 {{can only have the entry and loop continue block branching to the loop header block}}
  spirv.mlir.loop {
    spirv.Branch ^header
  ^header:
    spirv.Branch ^body
  ^body:
    spirv.Branch ^header
  ^other:
    spirv.Branch ^header
  ^continue:
    spirv.Branch ^header
  ^merge:
    spirv.mlir.merge
  }
  return
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @callee(%a: i32) -> i32 "None" {
    spirv.ReturnValue %a : i32
  }
  spirv.func @caller(%a: i32) "None" {
    // expected-error @+1 {{has incorrect number of results has for callee: expected 1, but provided 0}}
    spirv.FunctionCall @callee(%a) : (i32) -> ()
    spirv.Return
  }
}

// -----

// expected-error @+1 {{'spirv.func' op with physical buffer pointer must be decorated either 'Aliased' or 'Restrict'}}
spirv.func @array_of_physical_pointers(%arg0: !spirv.ptr<!spirv.array<2x!spirv.ptr<i32, PhysicalStorageBuffer>>, Function>) "None" {
  spirv.Return
}

// -----

func.func @variable_of_array_of_physical_pointers() {
  // expected-error @+1 {{must have exactly one aliasing decoration}}
  %0 = spirv.Variable {aliased_pointer, restrict_pointer} : !spirv.ptr<!spirv.array<2x!spirv.ptr<i32, PhysicalStorageBuffer>>, Function>
  return
}
