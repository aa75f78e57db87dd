// mpi's ops with their MLIR 19 formats: optional retval results, comm_rank's result names,
// send/recv with and without a retval, retval_check's stripped error class, error_class.
func.func @mpi(%buf: memref<100xf32>, %tag: i32, %rank: i32) {
  %err = mpi.init : !mpi.retval
  mpi.init
  %e2, %r = mpi.comm_rank : !mpi.retval, i32
  %r2 = mpi.comm_rank : i32
  mpi.send(%buf, %tag, %rank) : memref<100xf32>, i32, i32
  %e3 = mpi.send(%buf, %tag, %rank) : memref<100xf32>, i32, i32 -> !mpi.retval
  mpi.recv(%buf, %tag, %rank) : memref<100xf32>, i32, i32
  %e4 = mpi.recv(%buf, %tag, %rank) : memref<100xf32>, i32, i32 -> !mpi.retval
  %e5 = mpi.finalize : !mpi.retval
  %ok = mpi.retval_check %e5 = <MPI_SUCCESS> : i1
  %ec = mpi.error_class %e5 : !mpi.retval
  mpi.finalize
  return
}
