"foo.first"() : () -> ()
"func.func"() <{function_type = () -> (), sym_name = "h"}> ({
  "func.return"() : () -> ()
}) : () -> ()
"builtin.module"() ({
  "builtin.module"() ({
    "func.func"() <{function_type = () -> (), sym_name = "deep"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
  }) {sym_name = "inner"} : () -> ()
}) : () -> ()
