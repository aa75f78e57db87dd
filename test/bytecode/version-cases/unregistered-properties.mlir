"builtin.module"() ({
  %0 = "foo.producer"() <{a = 1 : i32, nested = {x = [1, 2]}}> {b = "discardable"} : () -> i32
  "foo.consumer"(%0) <{only = unit}> : (i32) -> ()
  "foo.plain"(%0) {c = 3 : i64} : (i32) -> ()
}) : () -> ()
