// Cases for -test-legalize-type-conversion (the plugin in ../type-conversion-driver.ts
// reproduces mlir-opt 19's test pass), one per chunk.
func.func @dropped_arg_without_materialization(%arg0: i16) {
  "foo.return"(%arg0) : (i16) -> ()
}
// -----
func.func @dropped_arg_materialized(%arg0: i64) {
  "foo.return"(%arg0) : (i64) -> ()
}
// -----
func.func @dropped_arg_unused(%arg0: i8, %arg1: f64) {
  "foo.return"(%arg1) : (f64) -> ()
}
// -----
func.func @converted_arg_needs_argument_materialization(%arg0: f32) {
  "test.type_consumer"(%arg0) : (f32) -> ()
  "foo.return"() : () -> ()
}
// -----
func.func @converted_arg_unused(%arg0: f32, %arg1: i32) {
  "foo.return"() : () -> ()
}
// -----
func.func @result_without_materialization() {
  %0 = "test.type_producer"() : () -> f16
  "foo.return"(%0) : (f16) -> ()
}
// -----
func.func @result_materialized() {
  %0 = "test.type_producer"() : () -> f32
  "foo.return"(%0) : (f32) -> ()
}
// -----
func.func @result_materialized_consumer_rolled_back() {
  %0 = "test.type_producer"() : () -> f32
  "test.type_consumer"(%0) : (f32) -> ()
  "foo.return"(%0) : (f32) -> ()
}
// -----
func.func @transitive_producer() {
  %0 = "test.another_type_producer"() : () -> f32
  "test.type_consumer"(%0) : (f32) -> ()
  "foo.return"(%0) : (f32) -> ()
}
// -----
func.func @transitive_producer_invalid() {
  %0 = "test.another_type_producer"() : () -> f16
  "foo.return"(%0) : (f16) -> ()
}
// -----
func.func @integer_result() {
  %0 = "test.type_producer"() : () -> i16
  "foo.return"(%0) : (i16) -> ()
}
// -----
func.func @dead_results() {
  %0 = "test.type_producer"() : () -> f32
  %1 = "test.type_producer"() : () -> i16
  "foo.return"() : () -> ()
}
// -----
func.func @several_failures() {
  %a = "test.type_producer"() : () -> f16
  %b = "test.type_producer"() : () -> f16
  "foo.return"(%a, %b) : (f16, f16) -> ()
}
// -----
func.func @signature_conversion_undo() {
  "test.signature_conversion_undo"() ({
  ^bb0(%arg0: f32):
    "test.type_consumer"(%arg0) : (f32) -> ()
    "test.return"(%arg0) : (f32) -> ()
  }) : () -> ()
  return
}
// -----
func.func @block_argument_not_converted() {
  "test.unsupported_block_arg_type"() ({
  ^bb0(%0 : index):
    "test.return"(%0) : (index) -> ()
  }) : () -> ()
  return
}
// -----
func.func @signature_conversion_no_converter() {
  "test.signature_conversion_no_converter"() ({
  ^bb0(%arg0: f32):
    "test.type_consumer"(%arg0) : (f32) -> ()
    "test.return"(%arg0) : (f32) -> ()
  }) : () -> ()
  return
}
// -----
func.func @signature_conversion_no_converter_unused() {
  "test.signature_conversion_no_converter"() ({
  ^bb0(%arg0: f32, %arg1: i32):
    "test.return"() : () -> ()
  }) : () -> ()
  return
}
// -----
func.func @multiple_blocks(%arg0: i64, %c: i1) {
  "foo.use"(%arg0) : (i64) -> ()
  cf.br ^bb1(%arg0 : i64)
^bb1(%arg1: i64):
  "foo.use"(%arg1) : (i64) -> ()
  cf.cond_br %c, ^bb1(%arg1 : i64), ^bb2
^bb2:
  return
}
// -----
func.func @mixed(%arg0: f64, %arg1: i32, %arg2: f64) -> f64 {
  %0 = "test.type_producer"() : () -> f32
  %1 = "test.type_producer"() : () -> i16
  "foo.use"(%arg1, %0, %1) : (i32, f32, i16) -> ()
  return %arg2 : f64
}
