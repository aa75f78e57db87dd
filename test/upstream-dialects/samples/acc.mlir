// acc's syntax (src/dialects/acc), written for tsmlir: every custom directive of its formats
// in the forms MLIR 19 reads (device-typed operands and segments, wait with devnum, gang
// arguments, loop control, recipes, routine clauses).
acc.private.recipe @priv_i32 : memref<i32> init {
^bb0(%arg0: memref<i32>):
  %0 = memref.alloc() : memref<i32>
  acc.yield %0 : memref<i32>
}

acc.firstprivate.recipe @fpriv_i32 : memref<i32> init {
^bb0(%arg0: memref<i32>):
  %0 = memref.alloc() : memref<i32>
  acc.yield %0 : memref<i32>
} copy {
^bb0(%arg0: memref<i32>, %arg1: memref<i32>):
  acc.terminator
}

acc.reduction.recipe @red_add_i32 : memref<i32> reduction_operator <add> init {
^bb0(%arg0: memref<i32>):
  %0 = memref.alloc() : memref<i32>
  acc.yield %0 : memref<i32>
} combiner {
^bb0(%arg0: memref<i32>, %arg1: memref<i32>):
  acc.yield %arg0 : memref<i32>
}

func.func @compute(%m: memref<i32>, %n: i64, %k: i32, %i: index, %cond: i1) {
  %p = acc.private varPtr(%m : memref<i32>) -> memref<i32>
  %f = acc.firstprivate varPtr(%m : memref<i32>) -> memref<i32>
  %r = acc.reduction varPtr(%m : memref<i32>) -> memref<i32>
  %c = acc.copyin varPtr(%m : memref<i32>) -> memref<i32> {dataClause = #acc<data_clause acc_copy>}
  acc.parallel combined(loop) async(%n : i64 [#acc.device_type<nvidia>], %k : i32) wait([#acc.device_type<host>], {devnum: %k : i32, %n : i64} [#acc.device_type<nvidia>], {%i : index}) num_gangs({%n : i64, %n : i64} [#acc.device_type<nvidia>], {%k : i32}) num_workers(%n : i64) vector_length(%k : i32 [#acc.device_type<radeon>]) private(@priv_i32 -> %p : memref<i32>) firstprivate(@fpriv_i32 -> %f : memref<i32>) reduction(@red_add_i32 -> %r : memref<i32>) dataOperands(%c : memref<i32>) if(%cond) self(%cond) {
    acc.loop combined(parallel) gang({num=%n : i64, static=%k : i32} [#acc.device_type<nvidia>]) worker(%n : i64 [#acc.device_type<nvidia>], %k : i32) vector tile({%n : i64, %k : i32}, {%i : index} [#acc.device_type<host>]) private(@priv_i32 -> %p : memref<i32>) reduction(@red_add_i32 -> %r : memref<i32>) control(%iv : index, %jv : index) = (%i, %i : index, index) to (%i, %i : index, index) step (%i, %i : index, index) {
      acc.yield
    } attributes {collapse = [2], collapseDeviceType = [#acc.device_type<none>], independent = [#acc.device_type<none>]}
    acc.loop gang([#acc.device_type<nvidia>], {dim=%n : i64}) vector(%k : i32) {
      acc.yield
    } attributes {auto_ = [#acc.device_type<none>]}
    acc.loop gang worker vector([#acc.device_type<host>], %n : i64) {
      acc.yield
    } attributes {seq = [#acc.device_type<nvidia>]}
    acc.yield
  }
  acc.serial combined(loop) wait async(%n : i64) {
    acc.loop combined(serial) {
      acc.yield
    } attributes {seq = [#acc.device_type<none>]}
    acc.yield
  }
  acc.kernels combined(loop) wait({%n : i64}) num_gangs({%k : i32}) {
    acc.loop combined(kernels) {
      acc.yield
    } attributes {auto_ = [#acc.device_type<none>]}
    acc.terminator
  }
  acc.data async(%n : i64) wait({devnum: %k : i32, %n : i64}) dataOperands(%c : memref<i32>) {
    acc.terminator
  }
  acc.copyout accPtr(%c : memref<i32>) to varPtr(%m : memref<i32>) {dataClause = #acc<data_clause acc_copy>}
  %u = acc.update_device varPtr(%m : memref<i32>) -> memref<i32>
  acc.update async([#acc.device_type<nvidia>], %n : i64) wait dataOperands(%u : memref<i32>)
  acc.wait(%n : i64) async(%k : i32) wait_devnum(%k : i32) if(%cond)
  return
}

func.func @target() {
  return
}

acc.routine @r_gang func(@target) gang
acc.routine @r_gang_dim func(@target) bind("target_gpu" [#acc.device_type<nvidia>], "target_any") gang([#acc.device_type<host>], dim: 2 : i64 [#acc.device_type<nvidia>])
acc.routine @r_worker func(@target) worker([#acc.device_type<nvidia>, #acc.device_type<radeon>]) nohost
acc.routine @r_vector func(@target) vector implicit
acc.routine @r_seq func(@target) bind("target_seq") seq([#acc.device_type<multicore>])

// acc's attributes (src/dialects/acc/attributes.ts): enums checked and printed, declare's
// parameters in either order with a false implicit left out, declare_action's symbols in
// their declaration order, routine lists, and the verbose enum form kept as written.
memref.global "private" @declared : memref<4xf32> {acc.declare = #acc.declare<implicit = false, dataClause = acc_create>}
memref.global "private" @declared_implicit : memref<4xf32> {acc.declare = #acc.declare<dataClause = acc_copyin, implicit = true>}
memref.global "private" @with_actions : memref<4xf32> {acc.declare_action = #acc.declare_action<postDealloc = @target, preAlloc = @target>}
func.func @routine_user() attributes {acc.routine_info = #acc.routine_info<[@r_gang, @r_seq]>, test.kinds = [#acc.reduction_operator<xor>, #acc.gang_arg_type<Static>, #acc.combined_constructs<serial_loop>, #acc<data_clause acc_copy>], test.empty = #acc.declare_action<>} {
  return
}
