// acc's data clauses, atomics, declare and global constructors in MLIR 19's syntax, written
// for tsmlir: upstream's ops.mlir copy has these in a later syntax mlir-opt 19 refuses
// (varType, recipe, bare async/wait on compute constructs, atomic.read's two types).
func.func @data_clauses(%a: memref<10xf32>, %p: !llvm.ptr, %pp: !llvm.ptr, %i: index, %n: i64, %k: i32, %c: i1) {
  %c0 = arith.constant 0 : index
  %c9 = arith.constant 9 : index
  %b0 = acc.bounds lowerbound(%c0 : index) upperbound(%c9 : index) stride(%i : index) startIdx(%c0 : index)
  %b1 = acc.bounds extent(%i : index) {strideInBytes = true}
  %ci = acc.copyin varPtr(%a : memref<10xf32>) bounds(%b0) async(%n : i64 [#acc.device_type<nvidia>], %k : i32) -> memref<10xf32> {name = "a", structured = false}
  %cr = acc.create varPtr(%p : !llvm.ptr) varPtrPtr(%pp : !llvm.ptr) bounds(%b0, %b1) -> !llvm.ptr {dataClause = #acc<data_clause acc_create_zero>, implicit = true}
  %pr = acc.present varPtr(%a : memref<10xf32>) -> memref<10xf32>
  %nc = acc.nocreate varPtr(%a : memref<10xf32>) -> memref<10xf32>
  %at = acc.attach varPtr(%p : !llvm.ptr) -> !llvm.ptr
  %dp = acc.deviceptr varPtr(%a : memref<10xf32>) -> memref<10xf32>
  %gd = acc.getdeviceptr varPtr(%a : memref<10xf32>) -> memref<10xf32> {dataClause = #acc<data_clause acc_delete>}
  %ud = acc.use_device varPtr(%a : memref<10xf32>) -> memref<10xf32>
  %ca = acc.cache varPtr(%a : memref<10xf32>) bounds(%b1) -> memref<10xf32> {dataClause = #acc<data_clause acc_cache_readonly>}
  %dr = acc.declare_device_resident varPtr(%a : memref<10xf32>) -> memref<10xf32>
  %dl = acc.declare_link varPtr(%a : memref<10xf32>) -> memref<10xf32>
  acc.enter_data if(%c) async(%n : i64) wait_devnum(%k : i32) wait(%n, %i : i64, index) dataOperands(%ci, %cr, %at : memref<10xf32>, !llvm.ptr, !llvm.ptr)
  acc.host_data if(%c) dataOperands(%ud : memref<10xf32>) {
    acc.terminator
  }
  acc.parallel dataOperands(%pr, %nc, %dp : memref<10xf32>, memref<10xf32>, memref<10xf32>) wait {
    acc.loop cache(%ca : memref<10xf32>) {
      acc.yield
    } attributes {independent = [#acc.device_type<none>]}
    acc.yield
  } attributes {defaultAttr = #acc<defaultvalue present>}
  acc.kernels num_workers(%k : i32 [#acc.device_type<nvidia>]) vector_length(%n : i64) self(%c) {
    acc.terminator
  } attributes {asyncOnly = [#acc.device_type<nvidia>], selfAttr}
  acc.exit_data async(%n : i64) dataOperands(%gd : memref<10xf32>) attributes {finalize}
  acc.delete accPtr(%gd : memref<10xf32>) bounds(%b0) async(%k : i32)
  acc.detach accPtr(%at : !llvm.ptr) {dataClause = #acc<data_clause acc_attach>}
  acc.copyout accPtr(%ci : memref<10xf32>) bounds(%b0) async(%n : i64 [#acc.device_type<host>]) to varPtr(%a : memref<10xf32>) {dataClause = #acc<data_clause acc_copy>}
  %uh = acc.getdeviceptr varPtr(%a : memref<10xf32>) -> memref<10xf32>
  acc.update_host accPtr(%uh : memref<10xf32>) to varPtr(%a : memref<10xf32>) {dataClause = #acc<data_clause acc_update_self>}
  acc.update if(%c) async wait({%n : i64} [#acc.device_type<nvidia>]) dataOperands(%uh : memref<10xf32>) attributes {ifPresent}
  acc.init device_num(%k : i32) if(%c) attributes {device_types = [#acc.device_type<nvidia>]}
  acc.set default_async(%k : i32) device_num(%n : i64) if(%c)
  acc.shutdown device_num(%n : i64)
  acc.wait
  acc.wait(%n, %k : i64, i32) async(%i : index) wait_devnum(%k : i32)
  return
}

func.func @atomics(%x: memref<i32>, %v: memref<i32>, %e: i32, %p: !llvm.ptr, %q: !llvm.ptr) {
  acc.atomic.read %v = %x : memref<i32>, i32
  acc.atomic.read %q = %p : !llvm.ptr, f64
  acc.atomic.write %x = %e : memref<i32>, i32
  acc.atomic.write %p = %e : !llvm.ptr, i32
  acc.atomic.update %x : memref<i32> {
  ^bb0(%old: i32):
    %new = arith.muli %old, %e : i32
    acc.yield %new : i32
  }
  acc.atomic.capture {
    acc.atomic.update %x : memref<i32> {
    ^bb0(%old: i32):
      %new = arith.subi %old, %e : i32
      acc.yield %new : i32
    }
    acc.atomic.read %v = %x : memref<i32>, i32
  }
  acc.atomic.capture {
    acc.atomic.read %v = %x : memref<i32>, i32
    acc.atomic.write %x = %e : memref<i32>, i32
  }
  return
}

memref.global "private" @g : memref<8xf32>

acc.global_ctor @g_ctor {
  %addr = memref.get_global @g : memref<8xf32> {acc.declare = #acc.declare<dataClause = acc_declare_device_resident>}
  %cr = acc.declare_device_resident varPtr(%addr : memref<8xf32>) -> memref<8xf32>
  acc.declare_enter dataOperands(%cr : memref<8xf32>)
  acc.terminator
}

acc.global_dtor @g_dtor {
  %addr = memref.get_global @g : memref<8xf32> {acc.declare = #acc.declare<dataClause = acc_declare_device_resident>}
  %dp = acc.getdeviceptr varPtr(%addr : memref<8xf32>) -> memref<8xf32> {dataClause = #acc<data_clause acc_declare_device_resident>}
  acc.declare_exit dataOperands(%dp : memref<8xf32>)
  acc.delete accPtr(%dp : memref<8xf32>) {dataClause = #acc<data_clause acc_declare_device_resident>}
  acc.terminator
}

func.func @declares(%a: memref<10xf32>) {
  %cr = acc.create varPtr(%a : memref<10xf32>) -> memref<10xf32>
  %t = acc.declare_enter dataOperands(%cr : memref<10xf32>)
  acc.declare_exit token(%t) dataOperands(%cr : memref<10xf32>)
  %ci = acc.copyin varPtr(%a : memref<10xf32>) -> memref<10xf32>
  acc.declare dataOperands(%ci : memref<10xf32>) {
    %c1 = arith.constant 1 : i32
    acc.terminator
  }
  return
}
