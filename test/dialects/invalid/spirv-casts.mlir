// spirv's cast verifiers: bit widths, pointer kinds, storage classes and the module's addressing model.

func.func @same_width_vector(%v : vector<2xi32>) {
  // expected-error @+1 {{'spirv.UConvert' op expected the different bit widths for operand type and result type, but provided 'i32' and 'i32'}}
  %0 = spirv.UConvert %v : vector<2xi32> to vector<2xi32>
  return
}

// -----

func.func @wide_bitcast(%v : vector<2xi16>) {
  // expected-error @+1 {{'spirv.Bitcast' op mismatch in result type bitwidth 64 and operand type bitwidth 32}}
  %0 = spirv.Bitcast %v : vector<2xi16> to vector<2xi32>
  return
}

// -----

func.func @pointer_to_int(%p : !spirv.ptr<i8, Workgroup>) {
  // expected-error @+1 {{unhandled bit cast conversion from pointer type to non-pointer type}}
  %0 = spirv.Bitcast %p : !spirv.ptr<i8, Workgroup> to i64
  return
}

// -----

func.func @pointee_changes(%p : !spirv.ptr<i8, Function>) {
  // expected-error @+1 {{'spirv.PtrCastToGeneric' op pointer operand's pointee type must have the same as the op result type, but found 'i8' vs 'i16'}}
  %0 = spirv.PtrCastToGeneric %p : !spirv.ptr<i8, Function> to !spirv.ptr<i16, Generic>
  return
}

// -----

func.func @generic_to_uniform(%p : !spirv.ptr<i8, Generic>) {
  // expected-error @+1 {{result must point to the Workgroup, CrossWorkgroup, or Function Storage Class}}
  %0 = spirv.GenericCastToPtrExplicit %p : !spirv.ptr<i8, Generic> to !spirv.ptr<i8, Uniform>
  return
}

// -----

spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader], []> {
  spirv.func @logical_module(%n : i64) "None" {
    // expected-error @+1 {{result must be a physical pointer}}
    %0 = spirv.ConvertUToPtr %n : i64 to !spirv.ptr<i8, Generic>
    spirv.Return
  }
}

// -----

spirv.module PhysicalStorageBuffer64 OpenCL requires #spirv.vce<v1.0, [Kernel, Addresses, PhysicalStorageBufferAddresses], []> {
  spirv.func @storage_buffer_pointer_only(%p : !spirv.ptr<i8, Workgroup>) "None" {
    // expected-error @+1 {{operand must be a physical pointer}}
    %0 = spirv.ConvertPtrToU %p : !spirv.ptr<i8, Workgroup> to i64
    spirv.Return
  }
}
