// A dialect whose ops together use every op-format directive; its generated parser
// and printer (test/format/dialect/test-format.generated.ts) must round-trip text.
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def TF_Dialect : Dialect {
  let name = "tf";
  let cppNamespace = "::tf";
}

class TF_Op<string mnemonic, list<Trait> traits = []> : Op<TF_Dialect, mnemonic, traits>;

def TF_YieldOp : TF_Op<"yield", [Terminator]> {
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
}

// Operands, literals with MLIR's spacing, SameOperandsAndResultType inference.
def TF_AddOp : TF_Op<"add", [SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

// Buildable types (i32 operand, index result) and a typed attribute without `: type`.
def TF_ConstOp : TF_Op<"const"> {
  let arguments = (ins I32:$input, IndexAttr:$value, I64Attr:$raw);
  let results = (outs Index:$out);
  let assemblyFormat = "`(` $input `)` `[` $value `]` $raw attr-dict";
}

// Optional and default-valued attributes, unit attributes anchoring groups, else groups,
// symbol names, `` and ` ` spacing, attr-dict-with-keyword.
def TF_AttrsOp : TF_Op<"attrs"> {
  let arguments = (ins SymbolNameAttr:$sym, OptionalAttr<I64Attr>:$count,
                       DefaultValuedAttr<I32Attr, "7">:$level, UnitAttr:$fast,
                       OptionalAttr<StrAttr>:$label);
  let assemblyFormat = [{
    $sym (`count` `=` $count^)? (`level` `` `<` $level^ `>`)? (`fast` $fast^)?
    (`label` ` ` $label^) : (`nolabel`)? attr-dict-with-keyword
  }];
}

// Optional and variadic operands, AttrSizedOperandSegments, types lists, arrow literal.
def TF_CallOp : TF_Op<"call", [AttrSizedOperandSegments]> {
  let arguments = (ins Optional<AnyType>:$maybe, Variadic<AnyType>:$args);
  let results = (outs Variadic<AnyType>:$outs);
  let assemblyFormat = [{
    (`maybe` $maybe^ `:` type($maybe))? `(` $args `)` attr-dict `:` `(` type($args) `)` `->` type($outs)
  }];
}

// functional-type over the operands / results directives.
def TF_GenericLikeOp : TF_Op<"generic_like"> {
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs Variadic<AnyType>:$outputs);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, results)";
}

// type(operands) / type(results) directives.
def TF_TypesOp : TF_Op<"types"> {
  let arguments = (ins AnyType:$a, AnyType:$b);
  let results = (outs AnyType:$r);
  let assemblyFormat = "$a `,` $b attr-dict `:` type(operands) `->` type(results)";
}

// A region with an implicit terminator (elided when bare), attr-dict-with-keyword before it.
def TF_ScopeOp : TF_Op<"scope", [SingleBlockImplicitTerminator<"YieldOp">]> {
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "attr-dict-with-keyword $body";
}

// Variadic regions through the `regions` directive.
def TF_MultiOp : TF_Op<"multi"> {
  let arguments = (ins AnyType:$x);
  let regions = (region VariadicRegion<AnyRegion>:$bodies);
  let assemblyFormat = "$x `:` type($x) regions attr-dict";
}

// Successors, single and variadic, with an optional operand group.
def TF_BrOp : TF_Op<"br", [Terminator]> {
  let arguments = (ins Variadic<AnyType>:$destOperands);
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict";
}

def TF_SwitchLikeOp : TF_Op<"switch_like", [Terminator]> {
  let successors = (successor VariadicSuccessor<AnySuccessor>:$targets);
  let assemblyFormat = "`[` successors `]` attr-dict";
}

// custom<...> with ref(...) and a string argument; qualified attribute and type.
def TF_CustomOp : TF_Op<"custom"> {
  let arguments = (ins AnyType:$v, AnyAttr:$payload, TypeAttr:$kind);
  let results = (outs AnyType:$res);
  let assemblyFormat = [{
    custom<Pair>($v, type($v)) `->` custom<Echo>(ref($v), ref(type($v)), "42") qualified($payload)
    `as` qualified($kind) attr-dict `:` qualified(type($res))
  }];
}

// oilist clauses in any order, with a unit-attribute clause; a `\n` newline element.
def TF_ClausesOp : TF_Op<"clauses"> {
  let arguments = (ins OptionalAttr<I64Attr>:$threads, UnitAttr:$nowait, Variadic<AnyType>:$deps);
  let assemblyFormat = [{
    oilist(`threads` `(` $threads `)` | `nowait` $nowait | `depend` `(` $deps `:` type($deps) `)`) attr-dict
  }];
}

// TypesMatchWith inference from an operand to a result.
def TF_WrapOp : TF_Op<"wrap", [TypesMatchWith<"result is the operand type", "input", "output", "$_self">]> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$output);
  let assemblyFormat = "$input attr-dict `:` type($input)";
}

// A value of any type, to feed the other ops.
def TF_SourceOp : TF_Op<"source"> {
  let results = (outs AnyType:$out);
  let assemblyFormat = "attr-dict `:` type($out)";
}

// Attribute formats: parameters, optional and default-valued parameters, `params`,
// `struct`, `qualified`, and an inverted optional group.
include "mlir/IR/AttrTypeBase.td"

class TF_Attr<string name, string attrMnemonic> : AttrDef<TF_Dialect, name> {
  let mnemonic = attrMnemonic;
}

def TF_PairAttr : TF_Attr<"Pair", "pair"> {
  let parameters = (ins "number":$a, OptionalParameter<"number">:$b, "ir.Type":$t);
  let assemblyFormat = "`<` $a (`,` $b^)? `:` $t `>`";
}

def TF_PointAttr : TF_Attr<"Point", "point"> {
  let parameters = (ins "bigint":$x, DefaultValuedParameter<"bigint", "0n">:$y, "string":$label);
  let assemblyFormat = "`<` struct(params) `>`";
}

def TF_ListAttr : TF_Attr<"List", "list"> {
  let parameters = (ins ArrayRefParameter<"number">:$items, "boolean":$flag, "ir.Attribute":$extra);
  let assemblyFormat = "`<` `[` $items `]` `,` $flag `,` qualified($extra) `>`";
}

def TF_MaybeAttr : TF_Attr<"Maybe", "maybe"> {
  let parameters = (ins OptionalParameter<"ir.Type">:$type);
  let assemblyFormat = "`<` (`none`) : ($type^)? `>`";
}

// prop-dict: inherent attributes as `<{...}>`; AllTypesMatch inference; a newline element.
def TF_PropsOp : TF_Op<"props", [AllTypesMatch<["a", "b", "r"]>]> {
  let arguments = (ins AnyType:$a, AnyType:$b, I64Attr:$n, OptionalAttr<StrAttr>:$s);
  let results = (outs AnyType:$r);
  let assemblyFormat = "$a `,` $b prop-dict attr-dict `:` type($r) `\\n` `end`";
}
