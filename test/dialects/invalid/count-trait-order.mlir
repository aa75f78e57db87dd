// ODS count traits head an op's trait list: MLIR checks them before SingleBlock's
// non-empty block and the other structural traits.
func.func @map(%x: f32) {
  // expected-error @+1 {{'linalg.map' op expected 1 or more operands, but found 0}}
  "linalg.map"() ({
  ^bb0(%a: f32):
  }) : () -> ()
  return
}

// -----

func.func @in_parallel(%x: index) {
  // expected-error @+1 {{'scf.forall.in_parallel' op requires zero operands}}
  "scf.forall.in_parallel"(%x) ({
  ^bb0:
  }) : (index) -> ()
  return
}

// -----

func.func @broadcast(%x: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.broadcast' op expected 2 operands, but found 1}}
  "linalg.broadcast"(%x) ({
  ^bb0:
  }) {dimensions = array<i64>} : (tensor<4xf32>) -> tensor<4xf32>
  return
}
