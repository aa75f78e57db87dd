// sparse_tensor.iterate's parser and verifiers: iterators and spaces, the space's type, iter_args
// and results, coordinates per level, the iterator's type, loop-carried types (--verify-diagnostics
// is not used: every chunk's first error is compared as mlir-opt 19 prints it).
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @a(%t: tensor<8x8xf64, #COO>, %s: !sparse_tensor.iter_space<#COO, lvls = 0>) {
  sparse_tensor.iterate %it, %it2 in %s : !sparse_tensor.iter_space<#COO, lvls = 0> {
  }
  return
}
// -----
func.func @b(%s: index) {
  sparse_tensor.iterate %it in %s : index {
  }
  return
}
// -----
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @c(%s: !sparse_tensor.iter_space<#COO, lvls = 0>, %i: index) {
  %r = sparse_tensor.iterate %it in %s iter_args(%a = %i) : !sparse_tensor.iter_space<#COO, lvls = 0> -> (index, index) {
    sparse_tensor.yield %a : index
  }
  return
}
// -----
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @d(%s: !sparse_tensor.iter_space<#COO, lvls = 0>, %i: index) {
  sparse_tensor.iterate %it in %s at(%x, %y) : !sparse_tensor.iter_space<#COO, lvls = 0> {
  }
  return
}
// -----
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @e(%s: !sparse_tensor.iter_space<#COO, lvls = 0>, %i: index) {
  %r = sparse_tensor.iterate %it in %s iter_args(%a = %i) : !sparse_tensor.iter_space<#COO, lvls = 0> -> index {
    sparse_tensor.yield %a : index
  }
  return
}
// -----
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @f(%s: !sparse_tensor.iter_space<#COO, lvls = 0>, %i: index) {
  sparse_tensor.iterate %it in %s at(%x, _) : !sparse_tensor.iter_space<#COO, lvls = 0> {
  }
  return
}
// -----
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @g(%s: !sparse_tensor.iter_space<#COO, lvls = 0 to 2>, %i: index) {
  sparse_tensor.iterate %it in %s at(%x) : !sparse_tensor.iter_space<#COO, lvls = 0 to 2> {
  }
  sparse_tensor.iterate %it in %s at(_) : !sparse_tensor.iter_space<#COO, lvls = 0 to 2> {
  }
  return
}
// -----
#COO = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>
func.func @h(%s: !sparse_tensor.iter_space<#COO, lvls = 0 to 2>, %i: index) {
  sparse_tensor.iterate %it in %s at(_, _) : !sparse_tensor.iter_space<#COO, lvls = 0 to 2> {
  }
  sparse_tensor.iterate %it in %s at(%x, %y) : !sparse_tensor.iter_space<#COO, lvls = 0 to 2> {
  }
  return
}
