// spirv's image ops: the verifiers of a depth-comparison gather and of a size query.

func.func @gatherWithoutOperandsMask(%image : !spirv.sampled_image<!spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %coordinate : vector<4xf32>, %dref : f32) {
  // expected-error@below {{the Image Operands should encode what operands follow, as per Image Operands}}
  %0 = spirv.ImageDrefGather %image : !spirv.sampled_image<!spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %coordinate : vector<4xf32>, %dref : f32 (%dref : f32) -> vector<4xi32>
  return
}

// -----

func.func @gatherOfThree(%image : !spirv.sampled_image<!spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %coordinate : vector<4xf32>, %dref : f32) {
  // expected-error@below {{'spirv.ImageDrefGather' op result type must be a vector of four components}}
  %0 = spirv.ImageDrefGather %image : !spirv.sampled_image<!spirv.image<i32, Dim2D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %coordinate : vector<4xf32>, %dref : f32 -> vector<3xi32>
  return
}

// -----

func.func @gatherOfOtherType(%image : !spirv.sampled_image<!spirv.image<i32, Rect, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %coordinate : vector<4xf32>, %dref : f32) {
  // expected-error@below {{'spirv.ImageDrefGather' op the component type of result must be the same as sampled type of the underlying image type}}
  %0 = spirv.ImageDrefGather %image : !spirv.sampled_image<!spirv.image<i32, Rect, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %coordinate : vector<4xf32>, %dref : f32 -> vector<4xf32>
  return
}

// -----

func.func @gatherFrom1D(%image : !spirv.sampled_image<!spirv.image<i32, Dim1D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %coordinate : vector<4xf32>, %dref : f32) {
  // expected-error@below {{'spirv.ImageDrefGather' op the Dim operand of the underlying image type must be 2D, Cube, or Rect}}
  %0 = spirv.ImageDrefGather %image : !spirv.sampled_image<!spirv.image<i32, Dim1D, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %coordinate : vector<4xf32>, %dref : f32 -> vector<4xi32>
  return
}

// -----

func.func @gatherMultiSampled(%image : !spirv.sampled_image<!spirv.image<i32, Cube, NoDepth, NonArrayed, MultiSampled, NoSampler, Unknown>>, %coordinate : vector<4xf32>, %dref : f32) {
  // expected-error@below {{'spirv.ImageDrefGather' op the MS operand of the underlying image type must be 0}}
  %0 = spirv.ImageDrefGather %image : !spirv.sampled_image<!spirv.image<i32, Cube, NoDepth, NonArrayed, MultiSampled, NoSampler, Unknown>>, %coordinate : vector<4xf32>, %dref : f32 -> vector<4xi32>
  return
}

// -----

func.func @sizeOfSubpassData(%image : !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>) {
  // expected-error@below {{the Dim operand of the image type must be 1D, 2D, 3D, Buffer, Cube, or Rect}}
  %0 = spirv.ImageQuerySize %image : !spirv.image<f32, SubpassData, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown> -> i32
  return
}

// -----

func.func @sizeOfSampled2D(%image : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>) {
  // expected-error@below {{if Dim is 1D, 2D, 3D, or Cube, it must also have either an MS of 1 or a Sampled of 0 or 2}}
  %0 = spirv.ImageQuerySize %image : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown> -> vector<2xi32>
  return
}

// -----

func.func @sizeOfArrayedCube(%image : !spirv.image<f32, Cube, NoDepth, Arrayed, SingleSampled, NoSampler, Unknown>) {
  // expected-error@below {{expected the result to have 3 component(s), but found 2 component(s)}}
  %0 = spirv.ImageQuerySize %image : !spirv.image<f32, Cube, NoDepth, Arrayed, SingleSampled, NoSampler, Unknown> -> vector<2xi32>
  return
}

// -----

func.func @sizeOfBuffer(%image : !spirv.image<f32, Buffer, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>) {
  // expected-error@below {{expected the result to have 1 component(s), but found 2 component(s)}}
  %0 = spirv.ImageQuerySize %image : !spirv.image<f32, Buffer, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown> -> vector<2xi32>
  return
}

// -----

// Accepted: a gather from a Cube image, the sizes of a sampled Rect, a
// multi-sampled 2D image, an arrayed 3D image and a 1D image of unknown sampler use.
func.func @accepted(%gathered : !spirv.sampled_image<!spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %coordinate : vector<4xf32>, %dref : f32,
                    %rect : !spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown>,
                    %ms : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown>,
                    %volume : !spirv.image<f32, Dim3D, NoDepth, Arrayed, SingleSampled, NoSampler, Unknown>,
                    %line : !spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown>) {
  %0 = spirv.ImageDrefGather %gathered : !spirv.sampled_image<!spirv.image<f32, Cube, NoDepth, NonArrayed, SingleSampled, NoSampler, Unknown>>, %coordinate : vector<4xf32>, %dref : f32 -> vector<4xf32>
  %1 = spirv.ImageQuerySize %rect : !spirv.image<f32, Rect, NoDepth, NonArrayed, SingleSampled, NeedSampler, Unknown> -> vector<2xi32>
  %2 = spirv.ImageQuerySize %ms : !spirv.image<f32, Dim2D, NoDepth, NonArrayed, MultiSampled, NeedSampler, Unknown> -> vector<2xi32>
  %3 = spirv.ImageQuerySize %volume : !spirv.image<f32, Dim3D, NoDepth, Arrayed, SingleSampled, NoSampler, Unknown> -> vector<4xi32>
  %4 = spirv.ImageQuerySize %line : !spirv.image<f32, Dim1D, NoDepth, NonArrayed, SingleSampled, SamplerUnknown, Unknown> -> i32
  return
}
