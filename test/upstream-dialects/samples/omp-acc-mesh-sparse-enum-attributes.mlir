// Enum attributes of omp, acc, mesh and sparse_tensor in attribute dictionaries, pretty and
// verbose, as mlir-opt 19 reads and prints them.
func.func private @omp_enums() attributes {
  a = #omp<clause_task_depend(taskdependin)>,
  b = #omp<clause_depend (dependsource)>,
  c = #omp<data_sharing_type {type = firstprivate}>,
  d = #omp<clause_requires unified_address|reverse_offload>,
  e = #omp<clause_requires none>,
  f = #omp<clause_requires none | dynamic_allocators>,
  g = #omp<procbindkind spread>,
  h = #omp<device_type ( nohost )>,
  i = #omp<capture_clause(enter)>,
  j = #omp<variable_capture_kind(ByCopy)>,
  k = #omp<grainsizetype strict>,
  l = #omp<numtaskstype strict>,
  m = #omp<cancellationconstructtype taskgroup>,
  n = #omp<memoryorderkind seq_cst>,
  o = #omp<orderkind concurrent>,
  p = #omp<order_mod reproducible>,
  q = #omp<sched_mod monotonic>,
  r = #omp<schedulekind auto>,
  s = #omp.flags<debug_kind = 2>,
  t = #omp<version<version = 51>>
}

func.func private @acc_enums() attributes {
  a = #acc<data_clause acc_copy>,
  b = #acc.device_type<nvidia>,
  c = #acc<device_type<radeon>>,
  d = #acc.gang_arg_type<Static>,
  e = #acc.reduction_operator<max>,
  f = #acc.combined_constructs<kernels_loop>,
  g = #acc<construct acc_construct_loop>,
  h = #acc<defaultvalue present>,
  i = #acc.declare<dataClause = acc_create, implicit = true>
}

func.func private @mesh_enums() attributes {
  a = #mesh.partial<max>,
  b = #mesh<partial<generic>>,
  c = #mesh<shard<@mesh0, [[0]], partial = sum[1]>>,
  d = #mesh.shard<@mesh0, [[0], []]>
}

func.func private @sparse_tensor_enums() attributes {
  a = #sparse_tensor<kind pos_mem_sz>,
  b = #sparse_tensor<SparseTensorSortAlgorithm quick_sort>,
  c = #sparse_tensor<kind val_mem_sz>,
  d = #sparse_tensor<CrdTransDirection lvl_to_dim>
}
