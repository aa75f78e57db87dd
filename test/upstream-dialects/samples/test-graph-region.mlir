// test.graph_region (a test-dialect op upstream's Transforms tests use): its region is a graph
// region, so a value may be used above its definition and in a cycle; attr-dict-with-keyword
// before the region.
func.func @cycle(%a: f32) {
  test.graph_region attributes {tag = 1 : i32} {
    %0 = math.exp %1 : f32
    %1 = math.exp %0 : f32
    %2 = arith.addf %a, %3 : f32
    %3 = arith.mulf %2, %a : f32
    "test.terminator"() : () -> ()
  }
  test.graph_region {
  }
  return
}
