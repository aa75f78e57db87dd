"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "u"}> ({
  ^bb0(%a: i32, %b: i32):
    %0 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1 = "arith.muli"(%0, %a) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %2 = "arith.muli"(%a, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "arith.subi"(%b, %a) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %4:2 = "foo.two"(%0, %0, %a, %1) : (i32, i32, i32, i32) -> (i32, i32)
    %5 = "foo.use"(%4#1, %4#0, %4#1, %4#0, %4#1) : (i32, i32, i32, i32, i32) -> i32
    "foo.region"() ({
      %6 = "foo.use"(%a, %0, %4#0, %2) : (i32, i32, i32, i32) -> i32
      "foo.use"(%6, %6, %b) : (i32, i32, i32) -> ()
    }) : () -> ()
    "func.return"(%a) : (i32) -> ()
  }) : () -> ()
}) : () -> ()
