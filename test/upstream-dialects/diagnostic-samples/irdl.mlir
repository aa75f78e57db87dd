// irdl's checks: dialect names, references to type and attribute definitions, base names,
// block counts of region constraints, and the parse of variadicities.
irdl.dialect @"not-a-name" {
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.base @d::@missing
    irdl.operands(%0)
  }
}
// -----
irdl.dialect @d {
  irdl.operation @other
  irdl.operation @o {
    %0 = irdl.any
    %1 = irdl.parametric @d::@other<%0>
    irdl.results(%1)
  }
}
// -----
irdl.dialect @d {
  irdl.type @t {
    %0 = irdl.base "i32"
    irdl.parameters(%0)
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.region with size 0
    irdl.regions(%0)
  }
}
// -----
irdl.dialect @d {
  irdl.operation @o {
    %0 = irdl.any
    irdl.operands(several %0)
  }
}
// -----
irdl.dialect @d {
  irdl.type @t
  irdl.operation @o {
    %0 = irdl.any
    %1 = irdl.base @d::@t
    irdl.attributes {"one" = %0, 2 = %1}
  }
}
