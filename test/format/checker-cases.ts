// Assembly formats that break one rule each, for an op with every kind of argument.
// The checker must reject each with mlir-tblgen's message at mlir-tblgen's position.

export const CHECKER_OP_PRELUDE = `include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
`;

/** A .td defining op `t.a` with the given format. */
export function checkerOpSource(format: string): string {
  return `${CHECKER_OP_PRELUDE}def T_AOp : Op<T_Dialect, "a", [AttrSizedOperandSegments]> {
  let arguments = (ins I32:$lhs, Variadic<AnyType>:$rest, Optional<AnyType>:$opt, I32Attr:$x,
                       OptionalAttr<I32Attr>:$oa, UnitAttr:$u, AnyAttr:$any);
  let results = (outs AnyType:$res);
  let regions = (region AnyRegion:$body);
  let successors = (successor AnySuccessor:$dest);
  let assemblyFormat = ${JSON.stringify(format)};
}
`;
}

const TAIL = "$rest $opt $x $any $body $dest attr-dict-with-keyword `:` type($rest) type($opt) type($res)";

/** [rule, format] pairs; `rule` names the rule the format violates. */
export const CHECKER_CASES: ReadonlyArray<readonly [string, string]> = [
  ["valid format (control)", `$lhs ${TAIL}`],
  ["operand bound twice", `$lhs $lhs ${TAIL}`],
  ["missing operand", `${TAIL}`],
  ["missing attr-dict", `$lhs $rest $opt $x $any $body $dest \`:\` type($rest) type($opt) type($res)`],
  ["attr-dict twice", `$lhs ${TAIL} attr-dict`],
  ["missing region", `$lhs $rest $opt $x $any $dest attr-dict-with-keyword \`:\` type($rest) type($opt) type($res)`],
  ["missing successor", `$lhs $rest $opt $x $any $body attr-dict-with-keyword \`:\` type($rest) type($opt) type($res)`],
  ["result type not inferable", `$lhs $rest $opt $x $any $body $dest attr-dict-with-keyword \`:\` type($rest) type($opt)`],
  ["operand type not inferable", `$lhs $rest $opt $x $any $body $dest attr-dict-with-keyword \`:\` type($opt) type($res)`],
  ["type bound twice", `$lhs ${TAIL} type($res)`],
  ["unknown variable", `$lhs $nope ${TAIL}`],
  ["result outside type", `$lhs $res ${TAIL}`],
  ["attribute inside type", `$lhs ${TAIL} type($x)`],
  ["non-optional anchor attribute", `$lhs (\`k\` $x^)? $rest $opt $any $body $dest attr-dict-with-keyword \`:\` type($rest) type($opt) type($res)`],
  ["group without anchor", `$lhs (\`k\` $oa)? ${TAIL}`],
  ["two anchors", `$lhs (\`k\` $oa^ $u^)? ${TAIL}`],
  ["group missing question mark", `$lhs (\`k\` $oa^) ${TAIL}`],
  ["non-variadic operand in group", `(\`k\` $lhs^)? ${TAIL}`],
  ["literal anchor", `$lhs (\`k\`^ $oa)? ${TAIL}`],
  ["group starting with a type", `$lhs (type($res)^ $oa)? $rest $opt $x $any $body $dest attr-dict-with-keyword \`:\` type($rest) type($opt)`],
  ["bad single-character literal", `$lhs \`%\` ${TAIL}`],
  ["bad keyword literal", `$lhs \`a-b\` ${TAIL}`],
  ["colon after untyped attribute", `$lhs $rest $opt $x $any \`:\` $body $dest attr-dict-with-keyword \`:\` type($rest) type($opt) type($res)`],
  ["attr-dict followed by region", `$lhs $rest $opt $x $any attr-dict $body $dest \`:\` type($rest) type($opt) type($res)`],
  ["custom inside custom", `$lhs custom<A>(custom<B>($x)) ${TAIL}`],
  ["ref outside custom", `$lhs ref($x) ${TAIL}`],
  ["ref before binding", `custom<A>(ref($lhs)) $lhs ${TAIL}`],
  ["functional-type nested in type", `$lhs ${TAIL} type(functional-type($lhs, $res))`],
  ["results outside type", `$lhs results ${TAIL}`],
  ["operands overlap", `$lhs operands ${TAIL}`],
  ["qualified of operand", `qualified($lhs) ${TAIL}`],
  ["literal inside type", `$lhs ${TAIL} type(\`x\`)`],
  ["string outside custom", `$lhs "code" ${TAIL}`],
  ["oilist with required attribute", `$lhs oilist(\`k\` $x) $rest $opt $any $body $dest attr-dict-with-keyword \`:\` type($rest) type($opt) type($res)`],
  ["adjacent oilist literal", `$lhs oilist(\`k\` $oa) \`k\` ${TAIL}`],
  ["empty variable name", `$ ${TAIL}`],
  ["unterminated literal", `$lhs ${TAIL} \`abc`],
  ["prop-dict in type", `$lhs ${TAIL} type(prop-dict)`],
  ["regions overlap", `$lhs $rest $opt $x $any $body regions $dest attr-dict-with-keyword \`:\` type($rest) type($opt) type($res)`],
  ["successors overlap", `$lhs $rest $opt $x $any $body $dest successors attr-dict-with-keyword \`:\` type($rest) type($opt) type($res)`],
  ["operands type twice", `$lhs ${TAIL} type(operands)`],
  ["functional-type without comma", `$lhs $rest $opt $x $any $body $dest attr-dict-with-keyword \`:\` type($rest) type($opt) functional-type($lhs)`],
  ["optional group inside custom", `$lhs custom<A>(($oa^)?) ${TAIL}`],
  ["literal inside custom", `$lhs custom<A>(\`x\`) ${TAIL}`],
  ["custom without name", `$lhs custom($x) ${TAIL}`],
  ["empty literal-free group else", `$lhs (\`k\` $oa^) : (\`z\`) ${TAIL}`],
  ["attr-dict in type", `$lhs ${TAIL} type(attr-dict)`],
  ["struct in op format", `$lhs ${TAIL} struct($x)`],
  ["anchored variable at top level", `$lhs^ ${TAIL}`],
  ["valid unit attribute anchor", `$lhs (\`u\` $u^)? ${TAIL}`],
  ["valid else group anchor", `$lhs (\`a\`) : (\`b\` $oa^)? ${TAIL}`],
];

/** A .td defining attribute `#t.pair` with the given format (parameters a, b (optional), c (optional)). */
export function checkerAttrSource(format: string): string {
  return `include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/OpBase.td"
def T_Dialect : Dialect { let name = "t"; }
def T_PairAttr : AttrDef<T_Dialect, "Pair"> {
  let mnemonic = "pair";
  let parameters = (ins "int":$a, OptionalParameter<"int">:$b, OptionalParameter<"int">:$c);
  let assemblyFormat = ${JSON.stringify(format)};
}
`;
}

export const ATTR_CHECKER_CASES: ReadonlyArray<readonly [string, string]> = [
  ["valid format (control)", "`<` $a (`,` $b^)? (`:` $c^)? `>`"],
  ["valid struct (control)", "`<` struct(params) `>`"],
  ["duplicate parameter", "`<` $a $a `>`"],
  ["unknown parameter", "`<` $a $zz `>`"],
  ["missing parameter", "`<` $b `>`"],
  ["required parameter in group", "`<` (`x` $a^)? `>`"],
  ["params in group with required", "`<` (params^)? `>`"],
  ["struct in group with required", "`<` (struct($a, $b)^)? `>`"],
  ["literal anchor", "`<` $a (`x`^ $b)? `>`"],
  ["params outside top level", "`<` custom<X>(params) `>`"],
  ["struct with literal", "`<` struct(`x`) `>`"],
  ["struct followed by comma", "`<` struct($a, $b) `,` $c `>`"],
  ["ref outside custom", "`<` $a ref($a) `>`"],
  ["ref before binding", "`<` custom<X>(ref($a)) $a `>`"],
  ["qualified literal", "`<` qualified(`x`) $a `>`"],
  ["unsupported directive", "`<` $a attr-dict `>`"],
  ["custom in group without params", "`<` $a (custom<X>(\"s\")^)? `>`"],
  ["params twice", "`<` $a params `>`"],
];
