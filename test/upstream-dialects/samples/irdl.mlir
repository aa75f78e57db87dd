irdl.dialect @shapes {
  irdl.type @box {
    %f = irdl.is f32
    %i = irdl.any_of(%f, %f)
    irdl.parameters(%i)
  }
  irdl.attribute @tag {
    %s = irdl.base "!builtin.integer"
    irdl.parameters(%s)
  }
  irdl.type @empty
  irdl.operation @pack {
    %a = irdl.any
    %b = irdl.base @shapes::@box
    %p = irdl.parametric @shapes::@box<%a>
    %q = irdl.all_of(%a, %p)
    %c = irdl.c_pred "::llvm::isa<::mlir::IntegerAttr>($_self)"
    irdl.operands(%a, optional %b, variadic %p, single %q)
    irdl.results(variadic %p)
    irdl.attributes {"size" = %c, "other" = %a}
    %r = irdl.region(%a, %b) with size 3
    %r2 = irdl.region
    %r3 = irdl.region with size 1
    irdl.regions(%r, %r2, %r3)
  }
  irdl.operation @nothing
}
