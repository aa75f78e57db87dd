// tsmlir dialect definitions: the `ub` dialect (undefined behavior).

#ifndef UB_OPS
#define UB_OPS

include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/Dialect/UB/IR/UBOpsInterfaces.td"

def UB_Dialect : Dialect {
  let name = "ub";
  let cppNamespace = "::mlir::ub";
  let description = [{
    Values whose use is undefined behavior. A poison value may be used by
    ops that do not observe it; an op that does is itself undefined.

    ```mlir
    %p = ub.poison : i32
    ```
  }];
  let hasConstantMaterializer = 1;
  let useDefaultAttributePrinterParser = 1;
}

def UB_PoisonAttr : AttrDef<UB_Dialect, "Poison", [PoisonAttrInterface]> {
  let mnemonic = "poison";
  let summary = "the poison value";
  let description = [{
    The default value of `ub.poison`, and what folds produce for a result
    that is poison.
  }];
}

def UB_PoisonOp : Op<UB_Dialect, "poison", [ConstantLike, Pure]> {
  let summary = "a poison value of any type";
  let description = [{
    Its `value` is an attribute implementing `PoisonAttrInterface`,
    `#ub.poison` unless another dialect's poison is written between angle
    brackets (the default is not printed).

    ```mlir
    %a = ub.poison : f32
    %b = ub.poison <#ub.poison> : vector<4xi8>
    ```
  }];
  // The interface's constant builder makes `#ub.poison` from no value.
  let arguments = (ins DefaultValuedAttr<PoisonAttrInterface, "undefined">:$value);
  let results = (outs AnyType:$result);
  let assemblyFormat = "attr-dict (`<` $value^ `>`)? `:` type($result)";
  let hasFolder = 1;
}

#endif // UB_OPS
