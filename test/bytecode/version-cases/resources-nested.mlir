"builtin.module"() ({
  "builtin.module"() ({
    "func.func"() <{function_type = () -> (), sym_name = "r"}> ({
      %0 = "arith.constant"() <{value = dense_resource<blob_a> : tensor<2xi64>}> : () -> tensor<2xi64>
      %1 = "arith.constant"() <{value = dense_resource<blob_b> : tensor<3xf16>}> : () -> tensor<3xf16>
      %2 = "arith.constant"() <{value = dense_resource<empty> : tensor<0xi8>}> : () -> tensor<0xi8>
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) {test.other = dense_resource<weird_key.1> : tensor<1xi32>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob_a: "0x1000000001000000000000000200000000000000",
      blob_b: "0x02000000003C00400042",
      empty: "0x01000000",
      weird_key.1: "0x0400000007000000"
    }
  }
#-}
