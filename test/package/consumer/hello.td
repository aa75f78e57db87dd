// A user's dialect definition: the ODS library comes from the installed package (no -I).
include "mlir/IR/OpBase.td"

def Hello_Dialect : Dialect {
  let name = "hello";
  let summary = "A dialect of the consumer project";
  let cppNamespace = "::hello";
}

def Hello_WorldOp : Op<Hello_Dialect, "world"> {
  let summary = "says hello";
}
