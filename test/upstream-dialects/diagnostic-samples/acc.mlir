// acc's directives and verifiers against mlir-opt 19 where upstream's invalid.mlir has later syntax: each chunk fails with mlir-opt 19's diagnostic.
acc.loop combined(teams) {
  acc.yield
}
// -----
func.func @gang_comma(%n: i64) {
  acc.loop gang({num=%n : i64,}) {
    acc.yield
  }
  return
}
// -----
acc.loop gang({}) {
  acc.yield
}
// -----
func.func @gang_second_segment(%n: i64) {
  acc.loop gang({num=%n : i64}, {dim=%n : i64}) {
    acc.yield
  }
  return
}
// -----
func.func @control_count(%i: index) {
  acc.loop control(%iv : index, %jv : index) = (%i : index) to (%i : index) step (%i : index) {
    acc.yield
  }
  return
}
// -----
func.func @routine_gang_list() {
  return
}
acc.routine @r func(@routine_gang_list) gang([#acc.device_type<nvidia>])
// -----
func.func @worker_list(%n: i64) {
  acc.loop worker([#acc.device_type<nvidia>]) {
    acc.yield
  }
  return
}
// -----
acc.loop {
  acc.yield
} attributes {auto_ = [#acc.device_type<none>], independent = [#acc.device_type<none>]}
// -----
func.func @seq_gang() {
  acc.loop gang {
    acc.yield
  } attributes {seq = [#acc.device_type<none>]}
  return
}
// -----
acc.loop {
  acc.yield
} attributes {collapse = [2]}
// -----
func.func @init_in_loop() {
  acc.loop {
    acc.init
    acc.yield
  }
  return
}
// -----
acc.set
// -----
func.func @data_operand(%m: memref<f32>) {
  %u = acc.update_device varPtr(%m : memref<f32>) -> memref<f32>
  acc.data dataOperands(%u : memref<f32>) {
    acc.terminator
  }
  return
}
// -----
func.func @parallel_recipe(%m: memref<f32>) {
  %p = acc.private varPtr(%m : memref<f32>) -> memref<f32>
  acc.parallel private(@missing -> %p : memref<f32>) {
    acc.yield
  }
  return
}
// -----
func.func @kernels_async(%n: i64) {
  acc.kernels async(%n : i64) {
    acc.terminator
  } attributes {asyncOnly = [#acc.device_type<none>]}
  return
}
// -----
func.func @update_conflict(%m: memref<f32>, %n: i64) {
  %u = acc.update_device varPtr(%m : memref<f32>) -> memref<f32>
  acc.update async(%n : i64) dataOperands(%u : memref<f32>) attributes {asyncOnly = [#acc.device_type<none>]}
  return
}
// -----
func.func @copyin_clause(%m: memref<f32>) {
  %c = acc.copyin varPtr(%m : memref<f32>) -> memref<f32> {dataClause = #acc<data_clause acc_create>}
  return
}
// -----
func.func @enter_empty() {
  acc.enter_data attributes {async}
  return
}
// -----
func.func @routine_two() {
  return
}
acc.routine @r func(@routine_two) worker vector
// -----
func.func @bad_device_type() attributes {test.t = #acc.device_type<gpu>} {
  return
}
// -----
memref.global "private" @bad_clause : memref<4xf32> {acc.declare = #acc.declare<dataClause = acc_copyfoo>}
// -----
memref.global "private" @no_clause : memref<4xf32> {acc.declare = #acc.declare<implicit = true>}
// -----
memref.global "private" @twice : memref<4xf32> {acc.declare = #acc.declare<dataClause = acc_create, dataClause = acc_create>}
// -----
memref.global "private" @unknown_action : memref<4xf32> {acc.declare_action = #acc.declare_action<preDestroy = @f>}
// -----
func.func @copyout_clause(%a: memref<f32>) {
  %c = acc.create varPtr(%a : memref<f32>) -> memref<f32>
  acc.copyout accPtr(%c : memref<f32>) to varPtr(%a : memref<f32>) {dataClause = #acc<data_clause acc_copyin>}
  return
}
// -----
func.func @delete_clause(%a: memref<f32>) {
  %c = acc.create varPtr(%a : memref<f32>) -> memref<f32>
  acc.delete accPtr(%c : memref<f32>) {dataClause = #acc<data_clause acc_copyout>}
  return
}
// -----
func.func @detach_clause(%a: memref<f32>) {
  %c = acc.attach varPtr(%a : memref<f32>) -> memref<f32>
  acc.detach accPtr(%c : memref<f32>) {dataClause = #acc<data_clause acc_delete>}
  return
}
// -----
func.func @update_host_clause(%a: memref<f32>) {
  %c = acc.getdeviceptr varPtr(%a : memref<f32>) -> memref<f32>
  acc.update_host accPtr(%c : memref<f32>) to varPtr(%a : memref<f32>) {dataClause = #acc<data_clause acc_update_device>}
  return
}
// -----
func.func @declare_no_operand() {
  acc.declare_enter
  return
}
// -----
func.func @declare_exit_with_token(%a: memref<f32>) {
  %c = acc.create varPtr(%a : memref<f32>) -> memref<f32>
  %t = acc.declare_enter dataOperands(%c : memref<f32>)
  acc.declare_exit token(%t)
  acc.declare_exit
  return
}
// -----
func.func @declare_not_entry(%a: memref<f32>) {
  %c = acc.use_device varPtr(%a : memref<f32>) -> memref<f32>
  acc.declare dataOperands(%c : memref<f32>) {
    acc.terminator
  }
  return
}
// -----
memref.global "private" @gv : memref<f32>
func.func @declare_without_attribute() {
  %g = memref.get_global @gv : memref<f32>
  %c = acc.copyin varPtr(%g : memref<f32>) -> memref<f32>
  %t = acc.declare_enter dataOperands(%c : memref<f32>)
  return
}
// -----
memref.global "private" @gv : memref<f32>
func.func @declare_other_clause() {
  %g = memref.get_global @gv : memref<f32> {acc.declare = #acc.declare<dataClause = acc_create>}
  %c = acc.copyin varPtr(%g : memref<f32>) -> memref<f32>
  %t = acc.declare_enter dataOperands(%c : memref<f32>)
  return
}
// -----
memref.global "private" @gv : memref<f32>
func.func @declare_implicitness() {
  %g = memref.get_global @gv : memref<f32> {acc.declare = #acc.declare<dataClause = acc_copyin, implicit = true>}
  %c = acc.copyin varPtr(%g : memref<f32>) -> memref<f32>
  %t = acc.declare_enter dataOperands(%c : memref<f32>)
  return
}
// -----
memref.global "private" @gv : memref<f32>
func.func @declare_implicit_both() {
  %g = memref.get_global @gv : memref<f32> {acc.declare = #acc.declare<dataClause = acc_copyin, implicit = true>}
  %c = acc.copyin varPtr(%g : memref<f32>) -> memref<f32> {implicit = true}
  %t = acc.declare_enter dataOperands(%c : memref<f32>)
  acc.declare_exit token(%t) dataOperands(%c : memref<f32>)
  return
}
// -----
func.func @atomic_read_same(%x: memref<i32>) {
  acc.atomic.read %x = %x : memref<i32>, i32
  return
}
// -----
func.func @seq_with_gang(%lb: i32, %ub: i32) {
  acc.loop gang control(%iv : i32) = (%lb : i32) to (%ub : i32) step (%lb : i32) {
    acc.yield
  } attributes {seq = [#acc.device_type<none>]}
  return
}
// -----
func.func @seq_with_worker_vector(%n: i32) {
  acc.loop worker(%n : i32) vector {
    acc.yield
  } attributes {seq = [#acc.device_type<none>]}
  return
}
// -----
func.func @seq_other_device_type(%n: i32) {
  acc.loop vector([#acc.device_type<nvidia>]) {
    acc.yield
  } attributes {seq = [#acc.device_type<host>]}
  return
}
// -----
func.func @shutdown_in_loop(%lb: i32, %ub: i32) {
  acc.loop control(%iv : i32) = (%lb : i32) to (%ub : i32) step (%lb : i32) {
    "test.op"() ({
      acc.shutdown
    }) : () -> ()
    acc.yield
  } attributes {independent = [#acc.device_type<none>], inclusiveUpperbound = array<i1: true>}
  return
}
// -----
func.func @gang_missing_paren(%n: i64) {
  acc.loop gang({static=%n : i64, num=%n : i64} {
    acc.yield
  }
  return
}
// -----
func.func @gang_trailing_comma(%n: i64) {
  acc.loop gang({static=%n : i64, ) {
    acc.yield
  }
  return
}
// -----
func.func @seq_and_auto_other_types() {
  acc.loop {
    acc.yield
  } attributes {auto_ = [#acc.device_type<nvidia>], seq = [#acc.device_type<host>, #acc.device_type<nvidia>]}
  return
}
