// tsmlir dialect definitions: the ops of the `index` dialect.

#ifndef INDEX_OPS
#define INDEX_OPS

include "mlir/Dialect/Index/IR/IndexDialect.td"
include "mlir/Dialect/Index/IR/IndexEnums.td"
include "mlir/Interfaces/CastInterfaces.td"
include "mlir/Interfaces/InferIntRangeInterface.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/OpAsmInterface.td"
include "mlir/IR/OpBase.td"

// Every index op takes part in integer range inference.
class IndexOp<string mnemonic, list<Trait> traits = []>
    : Op<IndexDialect, mnemonic,
         [DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>] # traits>;

// Two index operands, one index result; types are implied by the op.
class IndexBinaryOp<string mnemonic, list<Trait> traits = []>
    : IndexOp<mnemonic, traits> {
  let arguments = (ins Index:$lhs, Index:$rhs);
  let results = (outs Index:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict";
  let hasFolder = 1;
}

def Index_AddOp : IndexBinaryOp<"add", [Commutative, Pure]> {
  let summary = "sum of two index values";
  let description = [{
    Adds two index values, wrapping around on overflow.

    ```mlir
    %c = index.add %a, %b
    ```
  }];
}

def Index_SubOp : IndexBinaryOp<"sub", [Pure]> {
  let summary = "difference of two index values";
  let description = [{
    Subtracts `rhs` from `lhs`, wrapping around on overflow.

    ```mlir
    %c = index.sub %a, %b
    ```
  }];
}

def Index_MulOp : IndexBinaryOp<"mul", [Commutative, Pure]> {
  let summary = "product of two index values";
  let description = [{
    Multiplies two index values, wrapping around on overflow.

    ```mlir
    %c = index.mul %a, %b
    ```
  }];
}

def Index_DivSOp : IndexBinaryOp<"divs", [NoMemoryEffect]> {
  let summary = "signed quotient of index values, rounded toward zero";
  let description = [{
    Signed division rounding toward zero; a zero divisor is undefined
    behavior.

    ```mlir
    %q = index.divs %a, %b
    ```
  }];
}

def Index_DivUOp : IndexBinaryOp<"divu", [NoMemoryEffect]> {
  let summary = "unsigned quotient of index values";
  let description = [{
    Unsigned division; a zero divisor is undefined behavior.

    ```mlir
    %q = index.divu %a, %b
    ```
  }];
}

def Index_CeilDivSOp : IndexBinaryOp<"ceildivs", [NoMemoryEffect]> {
  let summary = "signed quotient of index values, rounded up";
  let description = [{
    Signed division rounding toward positive infinity; a zero divisor is
    undefined behavior.

    ```mlir
    %q = index.ceildivs %a, %b
    ```
  }];
}

def Index_CeilDivUOp : IndexBinaryOp<"ceildivu", [NoMemoryEffect]> {
  let summary = "unsigned quotient of index values, rounded up";
  let description = [{
    Unsigned division rounding up; a zero divisor is undefined behavior.

    ```mlir
    %q = index.ceildivu %a, %b
    ```
  }];
}

def Index_FloorDivSOp : IndexBinaryOp<"floordivs", [NoMemoryEffect]> {
  let summary = "signed quotient of index values, rounded down";
  let description = [{
    Signed division rounding toward negative infinity; a zero divisor is
    undefined behavior.

    ```mlir
    %q = index.floordivs %a, %b
    ```
  }];
}

def Index_RemSOp : IndexBinaryOp<"rems", [NoMemoryEffect]> {
  let summary = "signed remainder of index values";
  let description = [{
    Remainder of signed division, with the sign of `lhs`.

    ```mlir
    %r = index.rems %a, %b
    ```
  }];
}

def Index_RemUOp : IndexBinaryOp<"remu", [NoMemoryEffect]> {
  let summary = "unsigned remainder of index values";
  let description = [{
    Remainder of unsigned division.

    ```mlir
    %r = index.remu %a, %b
    ```
  }];
}

def Index_MaxSOp : IndexBinaryOp<"maxs", [Commutative, Pure]> {
  let summary = "larger of two index values, as signed";
  let description = [{
    The larger operand, read as signed.

    ```mlir
    %m = index.maxs %a, %b
    ```
  }];
}

def Index_MaxUOp : IndexBinaryOp<"maxu", [Commutative, Pure]> {
  let summary = "larger of two index values, as unsigned";
  let description = [{
    The larger operand, read as unsigned.

    ```mlir
    %m = index.maxu %a, %b
    ```
  }];
}

def Index_MinSOp : IndexBinaryOp<"mins", [Commutative, Pure]> {
  let summary = "smaller of two index values, as signed";
  let description = [{
    The smaller operand, read as signed.

    ```mlir
    %m = index.mins %a, %b
    ```
  }];
}

def Index_MinUOp : IndexBinaryOp<"minu", [Commutative, Pure]> {
  let summary = "smaller of two index values, as unsigned";
  let description = [{
    The smaller operand, read as unsigned.

    ```mlir
    %m = index.minu %a, %b
    ```
  }];
}

def Index_ShlOp : IndexBinaryOp<"shl", [Pure]> {
  let summary = "left shift of an index value";
  let description = [{
    Shifts `lhs` left by `rhs` bits; shifting by the bit width or more gives
    poison.

    ```mlir
    %s = index.shl %a, %b
    ```
  }];
}

def Index_ShrSOp : IndexBinaryOp<"shrs", [Pure]> {
  let summary = "arithmetic right shift of an index value";
  let description = [{
    Arithmetic shift right (the sign bit is replicated); shifting by the bit
    width or more gives poison.

    ```mlir
    %s = index.shrs %a, %b
    ```
  }];
}

def Index_ShrUOp : IndexBinaryOp<"shru", [Pure]> {
  let summary = "logical right shift of an index value";
  let description = [{
    Logical shift right (zeros shifted in); shifting by the bit width or
    more gives poison.

    ```mlir
    %s = index.shru %a, %b
    ```
  }];
}

def Index_AndOp : IndexBinaryOp<"and", [Commutative, Pure]> {
  let summary = "bitwise and of index values";
  let description = [{
    ```mlir
    %r = index.and %a, %b
    ```
  }];
}

def Index_OrOp : IndexBinaryOp<"or", [Commutative, Pure]> {
  let summary = "bitwise or of index values";
  let description = [{
    ```mlir
    %r = index.or %a, %b
    ```
  }];
}

def Index_XOrOp : IndexBinaryOp<"xor", [Commutative, Pure]> {
  let summary = "bitwise exclusive or of index values";
  let description = [{
    ```mlir
    %r = index.xor %a, %b
    ```
  }];
}

def Index_CastSOp : IndexOp<"casts", [Pure,
    DeclareOpInterfaceMethods<CastOpInterface>]> {
  let summary = "sign-extending or truncating conversion to or from index";
  let description = [{
    Converts between `index` and a fixed-width integer: narrowing truncates
    and widening sign-extends. Exactly one side must be `index`.

    ```mlir
    %i = index.casts %n : index to i32
    %j = index.casts %k : i64 to index
    ```
  }];

  let arguments = (ins AnyTypeOf<[AnyInteger, Index]>:$input);
  let results = (outs AnyTypeOf<[AnyInteger, Index]>:$output);
  let assemblyFormat = "$input attr-dict `:` type($input) `to` type($output)";
  let hasFolder = 1;
}

def Index_CastUOp : IndexOp<"castu", [Pure,
    DeclareOpInterfaceMethods<CastOpInterface>]> {
  let summary = "zero-extending or truncating conversion to or from index";
  let description = [{
    Like `index.casts`, but widening zero-extends.

    ```mlir
    %i = index.castu %b : i8 to index
    ```
  }];

  let arguments = (ins AnyTypeOf<[AnyInteger, Index]>:$input);
  let results = (outs AnyTypeOf<[AnyInteger, Index]>:$output);
  let assemblyFormat = "$input attr-dict `:` type($input) `to` type($output)";
  let hasFolder = 1;
}

def Index_CmpOp : IndexOp<"cmp", [Pure]> {
  let summary = "comparison of index values";
  let description = [{
    Compares two index values with a predicate (`eq`, `ne`, `slt`, `sle`,
    `sgt`, `sge`, `ult`, `ule`, `ugt`, `uge`) and returns an i1.

    ```mlir
    %ok = index.cmp ult(%i, %size)
    ```
  }];

  let arguments = (ins IndexCmpPredicateAttr:$pred, Index:$lhs, Index:$rhs);
  let results = (outs I1:$result);
  let assemblyFormat = "`` $pred `(` $lhs `,` $rhs `)` attr-dict";
  let hasFolder = 1;
  let hasCanonicalizeMethod = 1;
}

def Index_SizeOfOp : IndexOp<"sizeof", [Pure]> {
  let summary = "bit width of `index` on the target";
  let description = [{
    The bit width of `index` on the target, as an index value.

    ```mlir
    %bits = index.sizeof
    ```
  }];

  let results = (outs Index:$result);
  let assemblyFormat = "attr-dict";
}

def Index_ConstantOp : IndexOp<"constant", [
    ConstantLike, Pure,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>
  ]> {
  let summary = "constant of type index";
  let description = [{
    ```mlir
    %c42 = index.constant 42
    ```
  }];

  let arguments = (ins IndexAttr:$value);
  let results = (outs Index:$result);
  let assemblyFormat = "attr-dict $value";
  let hasFolder = 1;

  let builders = [OpBuilder<(ins "bigint":$value)>];
}

def Index_BoolConstantOp : IndexOp<"bool.constant", [
    ConstantLike, Pure,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>
  ]> {
  let summary = "constant of type i1";
  let description = [{
    An i1 constant, produced for example when folding `index.cmp`.

    ```mlir
    %true = index.bool.constant true
    ```
  }];

  let arguments = (ins BoolAttr:$value);
  let results = (outs I1:$result);
  let assemblyFormat = "attr-dict $value";
  let hasFolder = 1;
}

#endif // INDEX_OPS
