// irdl's variadicity arrays written as attributes.

irdl.dialect @shapes {
  irdl.operation @pair {
    %0 = irdl.is f16
    // expected-error@+1 {{'irdl.operands' op the number of operands and their variadicities must be the same, but got 1 and 3 respectively}}
    "irdl.operands"(%0) <{names = ["x"], variadicity = #irdl<variadicity_array[optional,variadic,single]>}> : (!irdl.attribute) -> ()
  }
}

// -----

irdl.dialect @shapes {
  irdl.operation @pair {
    %0 = irdl.is f16
    // expected-error@+3 {{expected ::mlir::irdl::Variadicity to be one of: single, optional, variadic}}
    // expected-error@+2 {{failed to parse VariadicityAttr parameter 'value' which is to be a `::mlir::irdl::Variadicity`}}
    // expected-error@+1 {{failed to parse VariadicityArrayAttr parameter 'value' which is to be a `::llvm::ArrayRef<VariadicityAttr>`}}
    "irdl.operands"(%0) <{variadicity = #irdl<variadicity_array[many]>}> : (!irdl.attribute) -> ()
  }
}
