// linalg's ContractionOpInterface check (MLIR's verifyContractionInterface) on the named
// contraction ops, written in generic form to give them bodies or operands their custom
// syntax never builds. It runs after the op's regions and LinalgOp's structured checks.
func.func @subtracting_body(%a: memref<4x4xf32>, %c: memref<4x4xf32>) {
  // expected-error @+1 {{expected add/mul op in the body}}
  "linalg.matmul"(%a, %a, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %o: f32):
    %0 = arith.mulf %x, %y : f32
    %1 = arith.subf %o, %0 : f32
    linalg.yield %1 : f32
  }) : (memref<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>) -> ()
  return
}

// -----

// Casts are looked through and the operands may come in either order.
func.func @casts_and_swapped_operands(%a: memref<4x4xf16>, %c: memref<4x4xf32>) {
  "linalg.matmul"(%a, %a, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f16, %y: f16, %o: f32):
    %x1 = arith.extf %x : f16 to f32
    %y1 = arith.extf %y : f16 to f32
    %0 = arith.mulf %y1, %x1 : f32
    %1 = arith.addf %0, %o : f32
    linalg.yield %1 : f32
  }) : (memref<4x4xf16>, memref<4x4xf16>, memref<4x4xf32>) -> ()
  return
}

// -----

func.func @boolean_body(%a: memref<4xi1>, %c: memref<i1>) {
  "linalg.dot"(%a, %a, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: i1, %y: i1, %o: i1):
    %0 = arith.andi %x, %y : i1
    %1 = arith.ori %o, %0 : i1
    linalg.yield %1 : i1
  }) : (memref<4xi1>, memref<4xi1>, memref<i1>) -> ()
  return
}

// -----

func.func @mismatched_pair(%a: memref<4x4xi32>, %c: memref<4x4xi32>) {
  // expected-error @+1 {{expected add/mul op in the body}}
  "linalg.matmul"(%a, %a, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: i32, %y: i32, %o: i32):
    %0 = arith.andi %x, %y : i32
    %1 = arith.addi %o, %0 : i32
    linalg.yield %1 : i32
  }) : (memref<4x4xi32>, memref<4x4xi32>, memref<4x4xi32>) -> ()
  return
}

// -----

func.func @squaring_one_input(%a: memref<4x4xf32>, %c: memref<4x4xf32>) {
  // expected-error @+1 {{expected add/mul op in the body}}
  "linalg.matmul_transpose_b"(%a, %a, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %o: f32):
    %0 = arith.mulf %x, %x : f32
    %1 = arith.addf %o, %0 : f32
    linalg.yield %1 : f32
  }) : (memref<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>) -> ()
  return
}

// -----

func.func @no_accumulation(%a: memref<4x4xf32>, %c: memref<4x4xf32>) {
  // expected-error @+1 {{expected add/mul op in the body}}
  "linalg.matmul"(%a, %a, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %o: f32):
    %0 = arith.mulf %x, %y : f32
    %1 = arith.addf %0, %0 : f32
    linalg.yield %1 : f32
  }) : (memref<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>) -> ()
  return
}

// -----

// The structured checks come first: the body's arguments.
func.func @two_region_arguments(%a: memref<4x4xf32>, %c: memref<4x4xf32>) {
  // expected-error @+1 {{'linalg.matmul' op expected as many non-induction variable region arguments as the number of input/output operands}}
  "linalg.matmul"(%a, %a, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    %0 = arith.mulf %x, %y : f32
    linalg.yield %0 : f32
  }) : (memref<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>) -> ()
  return
}

// -----

// The body's yield is verified before the contraction's operands.
func.func @no_init(%a: memref<4x4xf32>) {
  "linalg.matmul"(%a, %a) <{operandSegmentSizes = array<i32: 2, 0>}> ({
  ^bb0(%x: f32, %y: f32, %o: f32):
    %0 = arith.mulf %x, %y : f32
    %1 = arith.addf %o, %0 : f32
    // expected-error @+1 {{'linalg.yield' op expected number of yield values (1) to match the number of inits / outs operands of the enclosing LinalgOp (0)}}
    linalg.yield %1 : f32
  }) : (memref<4x4xf32>, memref<4x4xf32>) -> ()
  return
}

// -----

func.func @operand_rank(%a3: memref<?x?x?xf32>, %b2: memref<?x?xf32>, %c3: memref<?x?x?xf32>) {
  // expected-error @+1 {{'linalg.batch_matmul' op expected operand rank (2) to match the result rank of indexing_map #1 (3)}}
  linalg.batch_matmul ins(%a3, %b2 : memref<?x?x?xf32>, memref<?x?xf32>) outs(%c3 : memref<?x?x?xf32>)
  return
}
