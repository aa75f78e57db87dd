func.func @ops(%f: f32, %i: i64) {
  %cst_f64 = complex.constant [0.1, -1.0] : complex<f64>
  %cst_f32 = complex.constant [0.1 : f32, -1.0 : f32] : complex<f32>
  %cst_i1 = complex.constant [1 : i1, 0 : i1] : complex<i1>
  %complex = complex.create %f, %f : complex<f32>
  %real = complex.re %complex : complex<f32>
  %abs = complex.abs %complex fastmath<nnan> : complex<f32>
  %sum = complex.add %complex, %complex : complex<f32>
  %eq = complex.eq %complex, %complex : complex<f32>
  %pow = complex.pow %complex, %complex : complex<f32>
  %i64 = complex.bitcast %complex : complex<f32> to i64
  %c2 = complex.bitcast %i : i64 to complex<f32>
  return
}
