omp.declare_reduction @sum_i32 : i32 init {
^bb0(%seed: i32):
  %zero = arith.constant 0 : i32
  omp.yield(%zero : i32)
} combiner {
^bb0(%lhs: i32, %rhs: i32):
  %s = arith.addi %lhs, %rhs : i32
  omp.yield(%s : i32)
} atomic {
^bb0(%into: !llvm.ptr, %from: !llvm.ptr):
  %v = llvm.load %from : !llvm.ptr -> i32
  %old = llvm.atomicrmw add %into, %v monotonic : !llvm.ptr, i32
  omp.yield
} cleanup {
^bb0(%dead: i32):
  omp.yield
}
omp.private {type = firstprivate} @copy_i32 : !llvm.ptr alloc {
^bb0(%orig: !llvm.ptr):
  %one = llvm.mlir.constant(1 : i64) : i64
  %fresh = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  omp.yield(%fresh : !llvm.ptr)
} copy {
^bb0(%from: !llvm.ptr, %to: !llvm.ptr):
  %v = llvm.load %from : !llvm.ptr -> i32
  llvm.store %v, %to : i32, !llvm.ptr
  omp.yield(%to : !llvm.ptr)
}
omp.critical.declare @lock hint(contended, speculative)
func.func private @copy_mem(memref<i32>, memref<i32>)
func.func @regions(%acc: !llvm.ptr, %priv: !llvm.ptr, %n: i32, %c: i1, %m: memref<i32>, %lb: index, %ub: index, %st: index, %chunk: i16) attributes {omp.requires = #omp<clause_requires unified_shared_memory>} {
  omp.parallel num_threads(%n : i32) if(%c) allocate(%m : memref<i32> -> %m : memref<i32>) proc_bind(spread) reduction(byref @sum_i32 %acc -> %racc : !llvm.ptr) private(@copy_i32 %priv -> %p : !llvm.ptr) {
    %v = llvm.load %p : !llvm.ptr -> i32
    llvm.store %v, %racc : i32, !llvm.ptr
    omp.wsloop schedule(guided = %chunk : i16, monotonic, simd) linear(%m = %n : memref<i32>) order(reproducible:concurrent) ordered(1) nowait {
      omp.loop_nest (%i, %j) : index = (%lb, %lb) to (%ub, %ub) inclusive step (%st, %st) {
        omp.yield
      }
      omp.terminator
    }
    omp.barrier
    omp.single copyprivate(%m -> @copy_mem : memref<i32>) nowait {
      omp.critical(@lock) {
        omp.terminator
      }
      omp.terminator
    }
    omp.terminator
  }
  omp.simd aligned(%m : memref<i32> -> 16 : i64) nontemporal(%m : memref<i32>) safelen(8) simdlen(4) {
    omp.loop_nest (%i) : index = (%lb) to (%ub) step (%st) {
      omp.yield
    }
    omp.terminator
  }
  omp.distribute dist_schedule_static chunk_size(%n : i32) order(concurrent) {
    omp.loop_nest (%i) : index = (%lb) to (%ub) step (%st) {
      omp.yield
    }
    omp.terminator
  }
  omp.taskgroup task_reduction(@sum_i32 -> %acc : !llvm.ptr) {
    omp.task depend(taskdependinout -> %m : memref<i32>) in_reduction(byref @sum_i32 -> %acc : !llvm.ptr) priority(%n : i32) untied mergeable final(%c) {
      omp.taskyield
      omp.terminator
    }
    omp.terminator
  }
  omp.taskloop grain_size(%n : i32) nogroup {
    omp.loop_nest (%i) : index = (%lb) to (%ub) step (%st) {
      omp.yield
    }
    omp.terminator
  }
  omp.taskwait
  omp.flush(%m : memref<i32>)
  omp.masked filter(%n : i32) {
    omp.terminator
  }
  return
}
func.func @atomics(%x: memref<i32>, %v: memref<i32>, %e: i32) {
  omp.atomic.read %v = %x hint(uncontended) memory_order(acquire) : memref<i32>, i32
  omp.atomic.write %x = %e memory_order(release) : memref<i32>, i32
  omp.atomic.update memory_order(relaxed) %x : memref<i32> {
  ^bb0(%old: i32):
    %new = arith.muli %old, %e : i32
    omp.yield(%new : i32)
  }
  omp.atomic.capture hint(nonspeculative) memory_order(seq_cst) {
    omp.atomic.read %v = %x : memref<i32>, i32
    omp.atomic.write %x = %e : memref<i32>, i32
  }
  return
}
func.func @offload(%p: !llvm.ptr, %q: !llvm.ptr, %a: memref<?xi32>, %d: si32, %c: i1, %priv: !llvm.ptr) {
  %one = llvm.mlir.constant(1 : index) : i64
  %four = llvm.mlir.constant(4 : index) : i64
  %b = omp.map.bounds lower_bound(%one : i64) upper_bound(%four : i64) extent(%four : i64) stride(%one : i64) start_idx(%one : i64) {stride_in_bytes = true}
  %f = omp.map.info var_ptr(%q : !llvm.ptr, f32) map_clauses(always, close, from) capture(ByCopy) -> !llvm.ptr {name = "f"}
  %s = omp.map.info var_ptr(%p : !llvm.ptr, !llvm.struct<(f32, array<4 x i32>)>) var_ptr_ptr(%q : !llvm.ptr) map_clauses(implicit, tofrom) capture(ByRef) members(%f : [0] : !llvm.ptr) bounds(%b) -> !llvm.ptr {name = "s", partial_map = true}
  %t = omp.map.info var_ptr(%a : memref<?xi32>, tensor<?xi32>) map_clauses(present, to) capture(VLAType) -> memref<?xi32>
  omp.target_data if(%c) device(%d : si32) map_entries(%t : memref<?xi32>) use_device_ptr(%p : !llvm.ptr) {
    omp.terminator
  }
  omp.target_enter_data depend(taskdependin -> %a : memref<?xi32>) map_entries(%t : memref<?xi32>) nowait
  omp.target_update map_entries(%t : memref<?xi32>)
  omp.target thread_limit(%d : si32) map_entries(%s -> %sa, %t -> %ta : !llvm.ptr, memref<?xi32>) private(@copy_i32 %priv -> %pa : !llvm.ptr) {
  ^bb0(%sa: !llvm.ptr, %ta: memref<?xi32>, %pa: !llvm.ptr):
    %k = llvm.mlir.constant(2 : i32) : i32
    omp.teams num_teams(to %k : i32) thread_limit(%k : i32) {
      omp.terminator
    }
    omp.terminator
  }
  %tp = omp.threadprivate %p : !llvm.ptr -> !llvm.ptr
  omp.parallel {
    omp.cancellation_point cancellation_construct_type(parallel)
    omp.cancel cancellation_construct_type(parallel) if(%c)
    omp.terminator
  }
  return
}
llvm.func @declared() attributes {omp.declare_target = #omp.declaretarget<device_type = (nohost), capture_clause = (to)>} {
  llvm.return
}
