// What a dialect's type parser leaves of a `<...>` body is dropped, as mlir-opt 19 drops it:
// every type without parameters of the dialects tsmlir keeps as stubs or parses by hand.
func.func private @f0(!acc.data_bounds_ty<1>, !acc.data_bounds_ty) -> !acc.data_bounds_ty<0>
func.func private @f1(!acc.declare_token<x, y>, !acc.declare_token) -> !acc.declare_token<1>
func.func private @f2(!async.coro.handle<>, !async.coro.handle) -> !async.coro.handle<2>
func.func private @f3(!async.coro.id<1>, !async.coro.id) -> !async.coro.id<3>
func.func private @f4(!async.coro.state<x, y>, !async.coro.state) -> !async.coro.state<4>
func.func private @f5(!async.group<>, !async.group) -> !async.group<5>
func.func private @f6(!async.token<1>, !async.token) -> !async.token<6>
func.func private @f7(!emitc.ptrdiff_t<x, y>, !emitc.ptrdiff_t) -> !emitc.ptrdiff_t<7>
func.func private @f8(!emitc.size_t<>, !emitc.size_t) -> !emitc.size_t<8>
func.func private @f9(!emitc.ssize_t<1>, !emitc.ssize_t) -> !emitc.ssize_t<9>
func.func private @f10(!irdl.attribute<x, y>, !irdl.attribute) -> !irdl.attribute<10>
func.func private @f11(!irdl.region<>, !irdl.region) -> !irdl.region<11>
func.func private @f12(!mpi.retval<1>, !mpi.retval) -> !mpi.retval<12>
func.func private @f13(!nvgpu.device.async.token<x, y>, !nvgpu.device.async.token) -> !nvgpu.device.async.token<13>
func.func private @f14(!nvgpu.mbarrier.token<>, !nvgpu.mbarrier.token) -> !nvgpu.mbarrier.token<14>
func.func private @f15(!omp.map_bounds_ty<1>, !omp.map_bounds_ty) -> !omp.map_bounds_ty<15>
func.func private @f16(!pdl.attribute<x, y>, !pdl.attribute) -> !pdl.attribute<16>
func.func private @f17(!pdl.operation<>, !pdl.operation) -> !pdl.operation<17>
func.func private @f18(!pdl.type<1>, !pdl.type) -> !pdl.type<18>
func.func private @f19(!pdl.value<x, y>, !pdl.value) -> !pdl.value<19>
func.func private @f20(!shape.shape<>, !shape.shape) -> !shape.shape<20>
func.func private @f21(!shape.size<1>, !shape.size) -> !shape.size<21>
func.func private @f22(!shape.value_shape<x, y>, !shape.value_shape) -> !shape.value_shape<22>
func.func private @f23(!shape.witness<>, !shape.witness) -> !shape.witness<23>
func.func private @f24(!transform.affine_map<1>, !transform.affine_map) -> !transform.affine_map<24>
func.func private @f25(!transform.any_op<x, y>, !transform.any_op) -> !transform.any_op<25>
func.func private @f26(!transform.any_param<>, !transform.any_param) -> !transform.any_param<26>
func.func private @f27(!transform.any_value<1>, !transform.any_value) -> !transform.any_value<27>
func.func private @f28(!transform.type<x, y>, !transform.type) -> !transform.type<28>
func.func private @f29(!xegpu.nbarrier<>, !xegpu.nbarrier) -> !xegpu.nbarrier<29>
// gpu's types without parameters are defined in C++; its type parser reads the keyword and stops.
func.func private @g0(!gpu.async.token<1>, !gpu.async.token) -> !gpu.async.token<x, y>
func.func private @g1(!gpu.sparse.dntensor_handle<1>, !gpu.sparse.dntensor_handle) -> !gpu.sparse.dntensor_handle<x, y>
func.func private @g2(!gpu.sparse.spmat_handle<>, !gpu.sparse.spmat_handle) -> !gpu.sparse.spmat_handle<x, y>
func.func private @g3(!gpu.sparse.spgemmop_handle<1>, !gpu.sparse.spgemmop_handle) -> !gpu.sparse.spgemmop_handle<x, y>
func.func private @g4(!gpu<async.token 1>) -> !gpu<sparse.spmat_handle x>
