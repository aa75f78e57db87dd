// nvvm.wgmma.mma_async's verifier (MLIR 19): accepted forms of each input type, then one
// refusal per message, in the order the checks run (struct elements, output type, scales,
// type combination, m, k, n, layouts, result count, satfinite), and the ODS trait tying the
// accumulator's struct to the result's.

// f16 inputs, transposed, f16 accumulator pairs (n / 4 registers)
func.func @wgmma(%descA : i64, %descB : i64, %acc : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)> {
  %0 = nvvm.wgmma.mma_async %descA, %descB, %acc, #nvvm.shape<m = 64, n = 16, k = 16>, D [<f16>, <one>], A [<f16>, <neg>, <col>], B [<f16>, <neg>, <row>] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)> -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  return %0 : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
}

// -----

// 8-bit integers with satfinite
func.func @wgmma(%descA : i64, %descB : i64, %acc : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> {
  %0 = nvvm.wgmma.mma_async %descA, %descB, %acc, #nvvm.shape<m = 64, n = 48, k = 32>, D [<s32>, <one>, <satfinite>], A [<u8>, <one>, <row>], B [<s8>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
  return %0 : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
}

// -----

// fp8 mixed, f32 accumulator
func.func @wgmma(%descA : i64, %descB : i64, %acc : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> {
  %0 = nvvm.wgmma.mma_async %descA, %descB, %acc, #nvvm.shape<m = 64, n = 40, k = 32>, D [<f32>, <one>, <wrapped>], A [<e4m3>, <neg>, <row>], B [<e5m2>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
  return %0 : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
}

// -----

// b1 and tf32
func.func @wgmma(%descA : i64, %descB : i64, %acc : !llvm.struct<(i32, i32, i32, i32)>) -> !llvm.struct<(i32, i32, i32, i32)> {
  %0 = nvvm.wgmma.mma_async %descA, %descB, %acc, #nvvm.shape<m = 64, n = 8, k = 256>, D [<s32>, <one>], A [<b1>, <one>, <row>], B [<b1>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  return %0 : !llvm.struct<(i32, i32, i32, i32)>
}

// -----

func.func @wgmma(%descA : i64, %descB : i64, %acc : !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)> {
  %0 = nvvm.wgmma.mma_async %descA, %descB, %acc, #nvvm.shape<m = 64, n = 8, k = 8>, D [<f32>, <one>], A [<tf32>, <one>, <row>], B [<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

func.func @wgmma(%descA : i64, %descB : i64, %acc : !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)> {
  %0 = nvvm.wgmma.mma_async %descA, %descB, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, <one>], A [<bf16>, <one>, <row>], B [<bf16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

func.func @wgmma(%descA : i64, %descB : i64, %acc : !llvm.struct<(f32, f32, f32, i64)>) -> !llvm.struct<(f32, f32, f32, i64)> {
  // expected-error@+1 {{all elements in struct must be same type but there is 'i64'}}
  %0 = nvvm.wgmma.mma_async %descA, %descB, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, <one>], A [<f16>, <one>, <row>], B [<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, i64)> -> !llvm.struct<(f32, f32, f32, i64)>
  return %0 : !llvm.struct<(f32, f32, f32, i64)>
}

// -----

func.func @wgmma(%descA : i64, %descB : i64, %acc : !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)> {
  // expected-error@+1 {{does not support the given output type bf16}}
  %0 = nvvm.wgmma.mma_async %descA, %descB, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<bf16>, <one>], A [<bf16>, <one>, <row>], B [<bf16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

func.func @wgmma(%descA : i64, %descB : i64, %acc : !llvm.struct<(i32, i32, i32, i32)>) -> !llvm.struct<(i32, i32, i32, i32)> {
  // expected-error@+1 {{has s32 output, scaleA and scaleB cannot be neg}}
  %0 = nvvm.wgmma.mma_async %descA, %descB, %acc, #nvvm.shape<m = 64, n = 8, k = 32>, D [<s32>, <one>], A [<s8>, <one>, <row>], B [<s8>, <neg>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  return %0 : !llvm.struct<(i32, i32, i32, i32)>
}

// -----

func.func @wgmma(%descA : i64, %descB : i64, %acc : !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)> {
  // expected-error@+1 {{f16 += tf32 * tf32, it is not supported.}}
  %0 = nvvm.wgmma.mma_async %descA, %descB, %acc, #nvvm.shape<m = 64, n = 8, k = 8>, D [<f16>, <one>], A [<tf32>, <one>, <row>], B [<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

func.func @wgmma(%descA : i64, %descB : i64, %acc : !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)> {
  // expected-error@+1 {{f32 += f32 * f32, it is not supported.}}
  %0 = nvvm.wgmma.mma_async %descA, %descB, %acc, #nvvm.shape<m = 64, n = 8, k = 8>, D [<f32>, <one>], A [<f32>, <one>, <row>], B [<f32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

func.func @wgmma(%descA : i64, %descB : i64, %acc : !llvm.struct<(i32, i32, i32, i32)>) -> !llvm.struct<(i32, i32, i32, i32)> {
  // expected-error@+1 {{s32 += s8 * b1, it is not supported.}}
  %0 = nvvm.wgmma.mma_async %descA, %descB, %acc, #nvvm.shape<m = 64, n = 8, k = 32>, D [<s32>, <one>], A [<s8>, <one>, <row>], B [<b1>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  return %0 : !llvm.struct<(i32, i32, i32, i32)>
}

// -----

func.func @wgmma(%descA : i64, %descB : i64, %acc : !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)> {
  // expected-error@+1 {{shape 'm' must be 64}}
  %0 = nvvm.wgmma.mma_async %descA, %descB, %acc, #nvvm.shape<m = 128, n = 8, k = 16>, D [<f32>, <one>], A [<f16>, <one>, <row>], B [<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

func.func @wgmma(%descA : i64, %descB : i64, %acc : !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)> {
  // expected-error@+1 {{shape 'k' must be 32 for input type e5m2}}
  %0 = nvvm.wgmma.mma_async %descA, %descB, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, <one>], A [<e5m2>, <one>, <row>], B [<e4m3>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

func.func @wgmma(%descA : i64, %descB : i64, %acc : !llvm.struct<(f32, f32, f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32)> {
  // expected-error@+1 {{has input type bf16 n is set to 12, it is not supported.}}
  %0 = nvvm.wgmma.mma_async %descA, %descB, %acc, #nvvm.shape<m = 64, n = 12, k = 16>, D [<f32>, <one>], A [<bf16>, <one>, <row>], B [<bf16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32)>
  return %0 : !llvm.struct<(f32, f32, f32, f32, f32, f32)>
}

// -----

// integer inputs take n = 8, 16, 24, then multiples of 16
func.func @wgmma(%descA : i64, %descB : i64, %acc : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>) -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> {
  // expected-error@+1 {{has input type u8 n is set to 40, it is not supported.}}
  %0 = nvvm.wgmma.mma_async %descA, %descB, %acc, #nvvm.shape<m = 64, n = 40, k = 32>, D [<s32>, <one>], A [<u8>, <one>, <row>], B [<u8>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
  return %0 : !llvm.struct<(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32)>
}

// -----

func.func @wgmma(%descA : i64, %descB : i64, %acc : !llvm.struct<(i32, i32, i32, i32)>) -> !llvm.struct<(i32, i32, i32, i32)> {
  // expected-error@+1 {{given layouts layout_a = col and layout_b = col for input types s8 and s8 requires transpose. However, this is only supported for: f16 and bf16}}
  %0 = nvvm.wgmma.mma_async %descA, %descB, %acc, #nvvm.shape<m = 64, n = 8, k = 32>, D [<s32>, <one>], A [<s8>, <one>, <col>], B [<s8>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  return %0 : !llvm.struct<(i32, i32, i32, i32)>
}

// -----

func.func @wgmma(%descA : i64, %descB : i64, %acc : !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)> {
  // expected-error@+1 {{given layouts layout_a = row and layout_b = row for input types tf32 and tf32 requires transpose. However, this is only supported for: f16 and bf16}}
  %0 = nvvm.wgmma.mma_async %descA, %descB, %acc, #nvvm.shape<m = 64, n = 8, k = 8>, D [<f32>, <one>], A [<tf32>, <one>, <row>], B [<tf32>, <one>, <row>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

func.func @wgmma(%descA : i64, %descB : i64, %acc : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)> {
  // expected-error@+1 {{results 4, however output struct has 8 elements}}
  %0 = nvvm.wgmma.mma_async %descA, %descB, %acc, #nvvm.shape<m = 64, n = 16, k = 16>, D [<f16>, <one>], A [<f16>, <one>, <row>], B [<f16>, <one>, <col>] : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)> -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  return %0 : !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
}

// -----

func.func @wgmma(%descA : i64, %descB : i64, %acc : !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)> {
  // expected-error@+1 {{ `satfinite` can be only used with s32 accumulator, however the current accumulator is f32}}
  %0 = nvvm.wgmma.mma_async %descA, %descB, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, <one>, <satfinite>], A [<f16>, <one>, <row>], B [<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  return %0 : !llvm.struct<(f32, f32, f32, f32)>
}

// -----

func.func @wgmma(%descA : i64, %descB : i64, %acc : !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32, f32)> {
  // expected-error@+1 {{failed to verify that input struct and result struct must be the same type}}
  %0 = nvvm.wgmma.mma_async %descA, %descB, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, <one>], A [<f16>, <one>, <row>], B [<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32)>
  return %0 : !llvm.struct<(f32, f32, f32, f32, f32)>
}

// -----

// An opaque struct has no elements.
func.func @wgmma(%descA : i64, %descB : i64, %acc : !llvm.struct<"acc", opaque>) -> !llvm.struct<"acc", opaque> {
  // expected-error@+1 {{results 4, however output struct has 0 elements}}
  %0 = nvvm.wgmma.mma_async %descA, %descB, %acc, #nvvm.shape<m = 64, n = 8, k = 16>, D [<f32>, <one>], A [<f16>, <one>, <row>], B [<f16>, <one>, <col>] : !llvm.struct<"acc", opaque> -> !llvm.struct<"acc", opaque>
  return %0 : !llvm.struct<"acc", opaque>
}
