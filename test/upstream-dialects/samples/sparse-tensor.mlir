// sparse_tensor's ops with the syntax of their MLIR 19 formats: storage buffers, conversions,
// slices, the semiring ops and their regions (binary's `identity` keywords, unary's absent
// region), expand/compress, foreach with and without init values, push_back, sort,
// COO reordering, iteration spaces with the level-range directive (`lvls = 0`, `0 to 2`) and
// iterate's hand-written syntax (used and unused coordinates, iter_args, implicit yield).
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
#SV = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), posWidth = 32, crdWidth = 32 }>
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
#Slice = #sparse_tensor.encoding<{ map = (d0 : #sparse_tensor<slice(1, 4, 1)>, d1 : #sparse_tensor<slice(0, 8, 2)>) -> (d0 : dense, d1 : compressed) }>

func.func @buffers(%t: tensor<8x8xf64, #CSR>, %v: tensor<?xf32, #SV>, %p: !llvm.ptr) -> index {
  %0 = sparse_tensor.positions %t { level = 1 : index } : tensor<8x8xf64, #CSR> to memref<?xindex>
  %1 = sparse_tensor.coordinates %t { level = 1 : index } : tensor<8x8xf64, #CSR> to memref<?xindex>
  %2 = sparse_tensor.values %t : tensor<8x8xf64, #CSR> to memref<?xf64>
  %3 = sparse_tensor.positions %v { level = 0 : index } : tensor<?xf32, #SV> to memref<?xi32>
  %n = sparse_tensor.number_of_entries %t : tensor<8x8xf64, #CSR>
  %c = sparse_tensor.new %p : !llvm.ptr to tensor<8x8xf64, #CSR>
  %l = sparse_tensor.load %c hasInserts : tensor<8x8xf64, #CSR>
  sparse_tensor.out %l, %p : tensor<8x8xf64, #CSR>, !llvm.ptr
  sparse_tensor.print %l : tensor<8x8xf64, #CSR>
  %i = arith.constant 1 : index
  %lv = sparse_tensor.lvl %t, %i : tensor<8x8xf64, #CSR>
  %has = sparse_tensor.has_runtime_library
  return %n : index
}

func.func @convert(%d: tensor<8x8xf64>, %s: tensor<8x8xf64, #CSR>) -> tensor<8x8xf64, #CSR> {
  %0 = sparse_tensor.convert %d : tensor<8x8xf64> to tensor<8x8xf64, #CSR>
  %1 = sparse_tensor.convert %s : tensor<8x8xf64, #CSR> to tensor<8x8xf64>
  %2 = sparse_tensor.concatenate %0, %s {dimension = 0 : index} : tensor<8x8xf64, #CSR>, tensor<8x8xf64, #CSR> to tensor<16x8xf64, #CSR>
  return %0 : tensor<8x8xf64, #CSR>
}

func.func @slices(%s: tensor<4x4xf64, #Slice>) -> index {
  %o = sparse_tensor.slice.offset %s at 1 : tensor<4x4xf64, #Slice>
  %st = sparse_tensor.slice.stride %s at 0 : tensor<4x4xf64, #Slice>
  return %o : index
}

func.func @semiring(%a: f64, %b: f64, %i: i32) -> f64 {
  %0 = sparse_tensor.binary %a, %b : f64, f64 to f64
    overlap = {
    ^bb0(%x: f64, %y: f64):
      %r = arith.addf %x, %y : f64
      sparse_tensor.yield %r : f64
    }
    left = identity
    right = {
    ^bb0(%y: f64):
      sparse_tensor.yield %y : f64
    }
  %1 = sparse_tensor.unary %0 : f64 to f64
    present = {
    ^bb0(%x: f64):
      %r = arith.negf %x : f64
      sparse_tensor.yield %r : f64
    }
    absent = {
      %c = arith.constant 1.0 : f64
      sparse_tensor.yield %c : f64
    }
  %2 = sparse_tensor.reduce %0, %1, %a : f64 {
    ^bb0(%x: f64, %y: f64):
      %r = arith.mulf %x, %y : f64
      sparse_tensor.yield %r : f64
  }
  %3 = sparse_tensor.select %2 : f64 {
    ^bb0(%x: f64):
      %z = arith.constant 0.0 : f64
      %cmp = arith.cmpf ogt, %x, %z : f64
      sparse_tensor.yield %cmp : i1
  }
  return %3 : f64
}

func.func @expand(%t: tensor<8x8xf64, #CSR>, %i: index) -> tensor<8x8xf64, #CSR> {
  %values, %filled, %added, %count = sparse_tensor.expand %t : tensor<8x8xf64, #CSR> to memref<?xf64>, memref<?xi1>, memref<?xindex>
  %r = sparse_tensor.compress %values, %filled, %added, %count into %t[%i] : memref<?xf64>, memref<?xi1>, memref<?xindex>, tensor<8x8xf64, #CSR>
  return %r : tensor<8x8xf64, #CSR>
}

func.func @foreach(%t: tensor<8x8xf64, #CSR>, %init: f64) -> f64 {
  sparse_tensor.foreach in %t : tensor<8x8xf64, #CSR> do {
  ^bb0(%i: index, %j: index, %v: f64):
  }
  %r = sparse_tensor.foreach in %t init(%init) : tensor<8x8xf64, #CSR>, f64 -> f64 do {
  ^bb0(%i: index, %j: index, %v: f64, %acc: f64):
    %s = arith.addf %v, %acc : f64
    sparse_tensor.yield %s : f64
  }
  return %r : f64
}

func.func @buffers2(%buf: memref<?xf64>, %n: index, %v: f64, %xs: memref<?xindex>) -> (memref<?xf64>, index) {
  %b, %s = sparse_tensor.push_back %n, %buf, %v : index, memref<?xf64>, f64
  %b2, %s2 = sparse_tensor.push_back inbounds %s, %b, %v, %n : index, memref<?xf64>, f64, index
  sparse_tensor.sort hybrid_quick_sort %n, %xs jointly %buf {perm_map = affine_map<(d0) -> (d0)>, ny = 0 : index} : memref<?xindex> jointly memref<?xf64>
  return %b2, %s2 : memref<?xf64>, index
}

func.func @coo(%t: tensor<8x8xf64, #COO>) {
  %0 = sparse_tensor.coordinates_buffer %t : tensor<8x8xf64, #COO> to memref<?xindex>
  %1 = sparse_tensor.reorder_coo quick_sort %t : tensor<8x8xf64, #COO> to tensor<8x8xf64, #COO>
  %2 = sparse_tensor.reinterpret_map %t : tensor<8x8xf64, #COO> to tensor<8x8xf64, #COO>
  return
}

func.func @iter_space(%t: tensor<8x8xf64, #COO>) {
  %l1 = sparse_tensor.extract_iteration_space %t lvls = 0 : tensor<8x8xf64, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 0>
  %l2 = sparse_tensor.extract_iteration_space %t lvls = 0 to 2 : tensor<8x8xf64, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 0 to 2>
  return
}

func.func @it(%t: tensor<8x8xf64, #COO>, %init: index) -> index {
  %l1 = sparse_tensor.extract_iteration_space %t lvls = 0 : tensor<8x8xf64, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 0>
  %r = sparse_tensor.iterate %it in %l1 at(%c) iter_args(%a = %init) : !sparse_tensor.iter_space<#COO, lvls = 0> -> index {
    %s = arith.addi %a, %c : index
    sparse_tensor.yield %s : index
  }
  sparse_tensor.iterate %it2 in %l1 : !sparse_tensor.iter_space<#COO, lvls = 0> {
    %l2 = sparse_tensor.extract_iteration_space %t at %it2 lvls = 1 : tensor<8x8xf64, #COO>, !sparse_tensor.iterator<#COO, lvls = 0> -> !sparse_tensor.iter_space<#COO, lvls = 1>
  }
  %l3 = sparse_tensor.extract_iteration_space %t lvls = 0 to 2 : tensor<8x8xf64, #COO> -> !sparse_tensor.iter_space<#COO, lvls = 0 to 2>
  sparse_tensor.iterate %it3 in %l3 at(_, %d) : !sparse_tensor.iter_space<#COO, lvls = 0 to 2> {
  }
  return %r : index
}
