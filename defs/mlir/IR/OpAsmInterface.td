// tsmlir ODS library: hooks into the textual printer and parser.

#ifndef MLIR_IR_OPASMINTERFACE_TD
#define MLIR_IR_OPASMINTERFACE_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpBase.td"

def OpAsmOpInterface : OpInterface<"OpAsmOpInterface"> {
  let description = [{
    Lets an op influence how it is printed: suggested SSA names for its
    results and block arguments, block labels, and a default dialect whose
    prefix may be dropped inside its regions.
  }];
  let cppNamespace = "::mlir";

  let methods = [
    InterfaceMethod<[{
        Suggests names for result groups: call `setNameFn(firstResult, name)`
        for each group; an empty name keeps numbering, e.g. `%sum` or
        `%parts:2`.
      }],
      "void", "getAsmResultNames", (ins "ir.OpAsmSetValueNameFn":$setNameFn),
      "", "return;">,
    InterfaceMethod<"Suggests names for the arguments of blocks in `region`.",
      "void", "getAsmBlockArgumentNames",
      (ins "ir.Region":$region, "ir.OpAsmSetValueNameFn":$setNameFn),
      "", "return;">,
    InterfaceMethod<"Suggests labels (like `^loop_body`) for nested blocks.",
      "void", "getAsmBlockNames", (ins "ir.OpAsmSetBlockNameFn":$setNameFn),
      "", "return;">,
    StaticInterfaceMethod<[{
        The dialect whose prefix may be omitted for ops nested in this one;
        empty for none.
      }],
      "string", "getDefaultDialect", (ins), "", "return \"\";">,
  ];
}

// An attribute/type parameter referring to a dialect resource blob.
class ResourceHandleParameter<string handleType, string desc = "">
    : AttrOrTypeParameter<handleType, desc> {
  let parser = "$_parser.parseResourceHandle(" # handleType # ")";
  let printer = "$_printer.printResourceHandle($_self)";
}

#endif // MLIR_IR_OPASMINTERFACE_TD
