// spirv.module's vce_triple must be a #spirv.vce attribute: as a property its C++ storage
// refuses any other attribute before the constraint is checked.

// expected-error @+1 {{invalid properties {addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>, vce_triple = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>} for op spirv.module: Invalid attribute `vce_triple` in property conversion: #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>}}
"spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>, vce_triple = #spirv.entry_point_abi<workgroup_size = [1, 1, 1]>}> ({
^bb0:
}) : () -> ()

// -----

"spirv.module"() <{addressing_model = #spirv.addressing_model<Logical>, memory_model = #spirv.memory_model<GLSL450>, vce_triple = #spirv.vce<v1.0, [Shader], []>}> ({
^bb0:
}) : () -> ()
