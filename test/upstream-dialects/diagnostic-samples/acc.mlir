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
