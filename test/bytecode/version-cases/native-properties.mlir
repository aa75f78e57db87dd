"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
  ^bb0(%a: i32):
    %0 = "llvm.add"(%a, %a) <{overflowFlags = #llvm.overflow<nsw>}> {x = 1} : (i32, i32) -> i32
    %1 = "llvm.mul"(%a, %0) <{overflowFlags = #llvm.overflow<none>}> : (i32, i32) -> i32
    "llvm.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
"test.with_properties"() <{a = 5 : i64, array = array<i64: 1, 2, 3, 4>, b = "x"}> {disc = 1} : () -> ()
"test.using_int_property_with_worse_bytecode"() <{value = 7 : i64}> : () -> ()
"test.with_wrapped_properties"() <{prop = "abc"}> : () -> ()
"test.using_property_in_custom"() <{prop = array<i64: 1, -2, 3>}> : () -> ()
