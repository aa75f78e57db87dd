// spirv.CompositeExtract's parser walks the indices through the composite: a fixed-size
// composite bounds its index, and a scalar has nothing to extract.

func.func @past_struct_end(%s : !spirv.struct<(i8, i16)>) {
  // expected-error @+1 {{custom op 'spirv.CompositeExtract' index 2 out of bounds for '!spirv.struct<(i8, i16)>'}}
  %0 = spirv.CompositeExtract %s[2 : i32] : !spirv.struct<(i8, i16)>
  return
}

// -----

func.func @negative_index(%v : vector<2xi8>) {
  // expected-error @+1 {{index -1 out of bounds for 'vector<2xi8>'}}
  %0 = spirv.CompositeExtract %v[-1 : i32] : vector<2xi8>
  return
}

// -----

func.func @into_scalar(%a : !spirv.array<3 x i8>) {
  // expected-error @+1 {{cannot extract from non-composite type 'i8' with index 0}}
  %0 = spirv.CompositeExtract %a[1 : i32, 0 : i32] : !spirv.array<3 x i8>
  return
}
