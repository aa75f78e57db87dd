func.func @b1(%a: tensor<13x21x1xi32>) -> tensor<13x21x3xi32> {
  // expected-error @+1 {{'tosa.bitwise_not' op result type '13x21x3' not broadcast compatible with broadcasted operands's shapes '13x21x1'}}
  %0 = tosa.bitwise_not %a : (tensor<13x21x1xi32>) -> tensor<13x21x3xi32>
  return %0 : tensor<13x21x3xi32>
}

// -----

func.func @b2(%a: tensor<13x21x3xf32>, %b: tensor<13x1x3xf32>) -> tensor<13x21x3xf32> {
  %0 = tosa.add %a, %b : (tensor<13x21x3xf32>, tensor<13x1x3xf32>) -> tensor<13x21x3xf32>
  return %0 : tensor<13x21x3xf32>
}

// -----

func.func @b3(%a: tensor<13x21x3xf32>, %b: tensor<13x2x3xf32>) -> tensor<13x21x3xf32> {
  // expected-error @+1 {{'tosa.add' op operands don't have broadcast-compatible shapes}}
  %0 = tosa.add %a, %b : (tensor<13x21x3xf32>, tensor<13x2x3xf32>) -> tensor<13x21x3xf32>
  return %0 : tensor<13x21x3xf32>
}

// -----

func.func @b4(%a: tensor<?x21x3xf32>, %b: tensor<13x1x?xf32>) -> tensor<4x21x3xf32> {
  // expected-error @+1 {{'tosa.add' op result type '4x21x3' not broadcast compatible with broadcasted operands's shapes '13x21x3'}}
  %0 = tosa.add %a, %b : (tensor<?x21x3xf32>, tensor<13x1x?xf32>) -> tensor<4x21x3xf32>
  return %0 : tensor<4x21x3xf32>
}

// -----

func.func @b5(%a: tensor<?x21x3xf32>, %b: tensor<*xf32>) -> tensor<2x?x21x3xf32> {
  %0 = tosa.add %a, %b : (tensor<?x21x3xf32>, tensor<*xf32>) -> tensor<2x?x21x3xf32>
  return %0 : tensor<2x?x21x3xf32>
}

// -----

func.func @b6(%a: tensor<21x3xf32>) -> tensor<3xf32> {
  // expected-error @+1 {{'tosa.abs' op result type '3' not broadcast compatible with broadcasted operands's shapes '21x3'}}
  %0 = tosa.abs %a : (tensor<21x3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @b7(%a: tensor<*xf32>) -> tensor<3xf32> {
  %0 = tosa.abs %a : (tensor<*xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @b8(%a: tensor<1x?xf32>, %b: tensor<?x1xf32>) -> tensor<5x6xf32> {
  %0 = tosa.sub %a, %b : (tensor<1x?xf32>, tensor<?x1xf32>) -> tensor<5x6xf32>
  return %0 : tensor<5x6xf32>
}

// -----

func.func @b9(%a: tensor<2x?xf32>, %b: tensor<?x1xf32>) -> tensor<3x6xf32> {
  // expected-error @+1 {{'tosa.sub' op result type '3x6' not broadcast compatible with broadcasted operands's shapes '2x?'}}
  %0 = tosa.sub %a, %b : (tensor<2x?xf32>, tensor<?x1xf32>) -> tensor<3x6xf32>
  return %0 : tensor<3x6xf32>
}

// -----

func.func @b10(%a: tensor<2x3xi1>, %b: tensor<2x3xf32>, %c: tensor<1x3xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'tosa.select' op result type '2x4' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = tosa.select %a, %b, %c : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @b11(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.clamp' op result type '3x3' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = tosa.clamp %a {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<2x3xf32>) -> tensor<3x3xf32>
  %1 = tosa.clamp %0 {min_int = 0 : i64, max_int = 1 : i64, min_fp = 0.0 : f32, max_fp = 1.0 : f32} : (tensor<3x3xf32>) -> tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// -----

func.func @b12(%a: tensor<2x3xf32>, %s: tensor<1xi8>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.mul' op result type '2x2' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = tosa.mul %a, %a {shift = 0 : i8} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x2xf32>
  return %a : tensor<2x3xf32>
}

// -----

// Sizes above 2^53 are compared exactly: 2^53 + 1 is not 2^53.
func.func @sizes_beyond_double(%a: tensor<9007199254740993x1xf32>, %b: tensor<1x9007199254740993xf32>) -> tensor<9007199254740992x9007199254740993xf32> {
  // expected-error @+1 {{'tosa.add' op result type '9007199254740992x9007199254740993' not broadcast compatible with broadcasted operands's shapes '9007199254740993x9007199254740993'}}
  %0 = tosa.add %a, %b : (tensor<9007199254740993x1xf32>, tensor<1x9007199254740993xf32>) -> tensor<9007199254740992x9007199254740993xf32>
  return %0 : tensor<9007199254740992x9007199254740993xf32>
}
