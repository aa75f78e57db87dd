// `#gpu.loop_dim_map` parameters written in any order print in declaration order.
func.func @mapped(%lb : index, %ub : index, %step : index, %buf : memref<?x?xf32>) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) {
    %v = memref.load %buf[%i, %j] : memref<?x?xf32>
    memref.store %v, %buf[%j, %i] : memref<?x?xf32>
  } {mapping = [#gpu.loop_dim_map<bound = (d0)[s0] -> (d0 ceildiv s0), map = (d0) -> (d0 * 1 + 0), processor = thread_x>,
                #gpu.loop_dim_map<map = (d0) -> (d0 floordiv 2), processor = sequential, bound = (d0) -> (d0)>]}
  return
}
