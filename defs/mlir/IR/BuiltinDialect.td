// tsmlir ODS library: the builtin dialect record.

#ifndef BUILTIN_BASE
#define BUILTIN_BASE

include "mlir/IR/OpBase.td"

def Builtin_Dialect : Dialect {
  let summary = "Core types, attributes, locations and top-level ops";
  let description = [{
    The dialect that every context loads: the top-level `builtin.module`
    op, the cast used while converting between type systems, and the core
    types, attributes and locations. Its ops print without the `builtin.`
    prefix.
  }];
  let name = "builtin";
  let cppNamespace = "::mlir";
  let useDefaultAttributePrinterParser = 0;
  let useDefaultTypePrinterParser = 0;
}

#endif // BUILTIN_BASE
