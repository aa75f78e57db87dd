// sparse_tensor's enum attributes in their generic spelling: unknown cases and a missing
// case, with the value's and the parameter's diagnostics; an unknown mnemonic.
#a = #sparse_tensor<SparseTensorSortAlgorithm bogus>
// -----
#a = #sparse_tensor<kind bogus>
// -----
#a = #sparse_tensor<CrdTransDirection bogus>
// -----
#a = #sparse_tensor<CrdTransDirection>
// -----
#a = #sparse_tensor<bogus x>
// -----
func.func @f() attributes {a = #sparse_tensor<CrdTransDirection dim_to_lvl>, b = #sparse_tensor<kind val_mem_sz>, c = #sparse_tensor<SparseTensorSortAlgorithm heap_sort>} { return }
