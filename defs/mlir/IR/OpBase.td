// tsmlir ODS library: operation definitions.
//
// Everything a dialect needs to declare ops: op traits, regions,
// successors, builders and the Op class itself. Op-level predicates are
// TypeScript expressions where `$_op` is the `ir.Operation` being verified
// and `$name` the operand/result value called `name` (an `ir.Value`).

#ifndef OP_BASE
#define OP_BASE

include "mlir/IR/Constraints.td"
include "mlir/IR/DialectBase.td"
include "mlir/IR/Interfaces.td"
include "mlir/IR/Properties.td"
include "mlir/IR/Traits.td"
include "mlir/IR/Utils.td"
include "mlir/IR/AttrTypeBase.td"

//===-- Op traits --------------------------------------------------------===//

// Marks traits that constrain the structure of the op (regions, operand
// segments); verified before the other traits.
class StructuralOpTrait;

// An op trait implemented in the runtime (`::mlir::OpTrait::<name>`, i.e.
// `ir.OpTrait.<name>`); `traits` are implied by it.
class NativeOpTrait<string name, list<Trait> traits = [],
                    code extraOpDeclaration = [{}],
                    code extraOpDefinition = [{}]>
    : NativeTrait<name, "Op", extraOpDeclaration, extraOpDefinition> {
  list<Trait> dependentTraits = traits;
}

class ParamNativeOpTrait<string prop, string params, list<Trait> traits = []>
    : ParamNativeTrait<prop, params, "Op"> {
  list<Trait> dependentTraits = traits;
}

class GenInternalOpTrait<string prop, list<Trait> traits = []>
    : GenInternalTrait<prop, "Op"> {
  list<Trait> dependentTraits = traits;
}

// A trait verified by a predicate over the op (`$_op`, `$name`).
class PredOpTrait<string descr, Pred pred, list<Trait> traits = []>
    : PredTrait<descr, pred> {
  list<Trait> dependentTraits = traits;
}

// The op opens a new polyhedral (affine) scope.
def AffineScope : NativeOpTrait<"AffineScope">;
// Stack allocations inside the op are released when it exits.
def AutomaticAllocationScope : NativeOpTrait<"AutomaticAllocationScope">;
// Result shapes are the broadcast of the operand shapes.
def ResultsBroadcastableShape : NativeOpTrait<"ResultsBroadcastableShape">;
// Operands may be swapped freely.
def Commutative : NativeOpTrait<"IsCommutative">;
// Applying the op twice equals applying it once.
def Idempotent : NativeOpTrait<"IsIdempotent">;
// Applying the op twice yields the original operand.
def Involution : NativeOpTrait<"IsInvolution">;
// The op materializes a constant (foldable to an attribute).
def ConstantLike : NativeOpTrait<"ConstantLike">;
// Regions of the op cannot see values defined outside of it.
def IsolatedFromAbove : NativeOpTrait<"IsIsolatedFromAbove">;
def ResultsAreFloatLike : NativeOpTrait<"ResultsAreFloatLike">;
def SameTypeOperands : NativeOpTrait<"SameTypeOperands">;
def SameOperandsShape : NativeOpTrait<"SameOperandsShape">;
def SameOperandsAndResultShape : NativeOpTrait<"SameOperandsAndResultShape">;
def SameOperandsElementType : NativeOpTrait<"SameOperandsElementType">;
def SameOperandsAndResultElementType
    : NativeOpTrait<"SameOperandsAndResultElementType">;
// The op ends a block.
def Terminator : NativeOpTrait<"IsTerminator">;
def MemRefsNormalizable : NativeOpTrait<"MemRefsNormalizable">;
// The op applies element by element on vectors/tensors.
def Elementwise : NativeOpTrait<"Elementwise">;
def Scalarizable : NativeOpTrait<"Scalarizable", [Elementwise]>;
def Vectorizable : NativeOpTrait<"Vectorizable", [Elementwise]>;
def Tensorizable : NativeOpTrait<"Tensorizable", [Elementwise]>;

def ElementwiseMappable : TraitList<[
  Elementwise,
  Scalarizable,
  Vectorizable,
  Tensorizable,
]>;

// Each region holds at most one block.
def SingleBlock : NativeOpTrait<"SingleBlock">, StructuralOpTrait;

class SingleBlockImplicitTerminatorImpl<string op>
    : ParamNativeOpTrait<"SingleBlockImplicitTerminator", op, [SingleBlock]>,
      StructuralOpTrait;

// One block per region, ended by `op` which the parser/builders add when
// it is left out.
class SingleBlockImplicitTerminator<string op>
    : TraitList<[SingleBlock, SingleBlockImplicitTerminatorImpl<op>]>;

// Regions of the op need no terminator.
def NoTerminator : NativeOpTrait<"NoTerminator">, StructuralOpTrait;

// The op must be nested directly in `op`.
class HasParent<string op>
    : ParamNativeOpTrait<"HasParent", op>, StructuralOpTrait;

// The op must be nested directly in one of `ops`.
class ParentOneOf<list<string> ops>
    : ParamNativeOpTrait<"HasParent", !interleave(ops, ", ")>,
      StructuralOpTrait;

// The result type is the value of the first attribute (a TypeAttr).
def FirstAttrDerivedResultType
    : GenInternalOpTrait<"FirstAttrDerivedResultType">;

// All variadic operands (results) have the same size.
def SameVariadicOperandSize : GenInternalOpTrait<"SameVariadicOperandSize">;
def SameVariadicResultSize : GenInternalOpTrait<"SameVariadicResultSize">;

// Sizes of variadic operand (result) groups are stored in the
// `operandSegmentSizes` (`resultSegmentSizes`) property.
def AttrSizedOperandSegments
    : NativeOpTrait<"AttrSizedOperandSegments">, StructuralOpTrait;
def AttrSizedResultSegments
    : NativeOpTrait<"AttrSizedResultSegments">, StructuralOpTrait;

// Entry blocks of the regions take no arguments.
def NoRegionArguments : NativeOpTrait<"NoRegionArguments">, StructuralOpTrait;

//===-- Successors and regions -------------------------------------------===//

// `$_self` is the successor `ir.Block`.
class Successor<Pred condition, string descr = "">
    : SuccessorConstraint<condition, descr>;

def AnySuccessor : Successor<?, "any successor">;

class VariadicSuccessor<Successor successor>
    : Successor<successor.predicate, successor.summary>;

// `$_self` is the `ir.Region`.
class Region<Pred condition, string descr = "">
    : RegionConstraint<condition, descr>;

def AnyRegion : Region<CPred<"true">, "any region">;

class SizedRegion<int numBlocks>
    : Region<CPred<"ods.blockCount($_self) === " # numBlocks>,
             "region with " # numBlocks # " blocks">;

class MinSizedRegion<int numBlocks>
    : Region<CPred<"ods.blockCount($_self) >= " # numBlocks>,
             "region with at least " # numBlocks # " blocks">;

class MaxSizedRegion<int numBlocks>
    : Region<CPred<"ods.blockCount($_self) <= " # numBlocks>,
             "region with at most " # numBlocks # " blocks">;

class VariadicRegion<Region region>
    : Region<region.predicate, region.summary>;

// DAG operators for op region and successor lists.
def region;
def successor;

//===-- Builders ---------------------------------------------------------===//

// An extra static `build` method: `p` lists the parameters after the
// builder and state (TypeScript types as strings or CArg), `b` the
// TypeScript body filling `$_state` using `$_builder`. An empty body
// only declares it.
class OpBuilder<dag p, code b = ""> {
  dag dagParams = p;
  code body = b;
}

class DeprecatedOpBuilder<string reason, dag p, code b = "">
    : OpBuilder<p, b>, CppDeprecated<reason>;

//===-- Operands, attributes and results ---------------------------------===//

class OpVariableDecorator;

// A constraint with a description, for documenting an op argument/result.
class OpVariable<Constraint varConstraint, string desc = "",
                 list<OpVariableDecorator> varDecorators = []> {
  Constraint constraint = varConstraint;
  string summary = desc;
  list<OpVariableDecorator> decorators = varDecorators;
}
class Arg<Constraint constraint, string desc = "",
          list<OpVariableDecorator> decorators = []>
    : OpVariable<constraint, desc, decorators>;
class Res<Constraint constraint, string desc = "",
          list<OpVariableDecorator> decorators = []>
    : OpVariable<constraint, desc, decorators>;

// Groups ops under one heading in generated documentation.
class OpDocGroup {
  string summary;
  string description;
}

//===-- The op -----------------------------------------------------------===//

class Op<Dialect dialect, string mnemonic, list<Trait> props = []> {
  Dialect opDialect = dialect;

  // Name without the dialect prefix.
  string opName = mnemonic;

  // TypeScript namespace of the generated op class.
  string cppNamespace = dialect.cppNamespace;

  string summary = "";
  string description = "";
  OpDocGroup opDocGroup = ?;

  // Operands, attributes and properties: (ins Constraint:$name, ...).
  dag arguments = (ins);
  // Results: (outs Constraint:$name, ...).
  dag results = (outs);
  // Regions: (region RegionConstraint:$name, ...).
  dag regions = (region);
  // Successors: (successor SuccessorConstraint:$name, ...).
  dag successors = (successor);

  // Custom builders in addition to the generated ones.
  list<OpBuilder> builders = ?;
  bit skipDefaultBuilders = 0;

  // The declarative assembly format; or set hasCustomAssemblyFormat and
  // implement `static parse(parser, result)` and `print(printer)`.
  string assemblyFormat = ?;
  bit hasCustomAssemblyFormat = 0;

  // The op class implements `verify(): LogicalResult` (run before regions
  // are verified) and/or `verifyRegions(): LogicalResult` (after).
  bit hasVerifier = 0;
  bit hasRegionVerifier = 0;

  // The op provides `static getCanonicalizationPatterns(patterns, context)`.
  bit hasCanonicalizer = 0;
  // The op provides `static canonicalize(op, rewriter): LogicalResult`.
  bit hasCanonicalizeMethod = 0;

  // The op provides `fold(adaptor)`.
  bit hasFolder = 0;

  // Properties are (de)serialized by hand-written code.
  bit useCustomPropertiesEncoding = 0;

  list<Trait> traits = props;

  // TypeScript members added to the op class.
  code extraClassDeclaration = ?;
  code extraClassDefinition = ?;
}

// Mixins to give arguments/results through the superclass list.
class Arguments<dag args> {
  dag arguments = args;
}

class Results<dag rets> {
  dag results = rets;
}

//===-- Interface promises -----------------------------------------------===//

class PromisedAttrInterface<AttrInterface interface>
    : AttrConstraint<
        CPred<"ods.hasPromiseOrImplementsInterface($_self, "
              # tsQualified<interface.cppNamespace,
                            interface.cppInterfaceName>.ret # ")">,
        "promising or implementing the `" # interface.cppInterfaceName
          # "` attr interface">;

class HasPromiseOrImplementsTypeInterface<TypeInterface interface>
    : CPred<"ods.hasPromiseOrImplementsInterface($_self, "
            # tsQualified<interface.cppNamespace,
                          interface.cppInterfaceName>.ret # ")">;

class PromisedTypeInterface<TypeInterface interface>
    : TypeConstraint<HasPromiseOrImplementsTypeInterface<interface>,
        "promising or implementing the `" # interface.cppInterfaceName
          # "` type interface">;

//===-- Multi-entity constraints -----------------------------------------===//
// These build PredOpTraits relating several operands/results of one op.

class Rank<string name>
    : StrFunc<"ods.rank($" # name # ".type)">;

class Shape<string name>
    : StrFunc<"ods.shape($" # name # ".type)">;

class ElementCount<string name>
    : StrFunc<"ods.numElements($" # name # ".type)">;

class ElementType<string name>
    : StrFunc<"ods.elementTypeOrSelf($" # name # ")">;

// At least one of the expressions is truthy.
class AnyPred<list<string> values>
    : CPred<!if(!lt(!size(values), 1), "false",
                !interleave(!foreach(v, values, "(" # v # ")"), " || "))>;

// All expressions are equal (ods.allEqual: identity, arrays element-wise).
class AllMatchPred<list<string> values>
    : CPred<!if(!lt(!size(values), 2), "true",
                "ods.allEqual([" # !interleave(values, ", ") # "])")>;

class AllMatch<list<string> values, string summary>
    : PredOpTrait<summary, AllMatchPred<values>>;

class AllMatchSameOperatorPred<list<string> names, string operator>
    : AllMatchPred<!foreach(n, names, !subst("$_self", "$" # n, operator))>;

class AllMatchSameOperatorTrait<list<string> names, string operator,
                                string summary>
    : PredOpTrait<"all of {" # !interleave(names, ", ") # "} have same "
                    # summary,
                  AllMatchSameOperatorPred<names, operator>> {
  list<string> values = names;
}

class AnyMatchOperatorPred<list<string> names, string operator>
    : AnyPred<!foreach(n, names, !subst("$_self", "$" # n, operator))>;

class AnyMatchOperatorTrait<list<string> names, string operator,
                            string summary>
    : PredOpTrait<"any of {" # !interleave(names, ", ") # "} has " # summary,
                  AnyMatchOperatorPred<names, operator>> {
  list<string> values = names;
}

class AllElementCountsMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, ElementCount<"_self">.result,
                                "element count">;

class AllElementTypesMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, ElementType<"_self">.result,
                                "element type">;

class AllRanksMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, Rank<"_self">.result, "rank">;

class AllShapesMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, Shape<"_self">.result, "shape">;

class AllTypesMatch<list<string> names>
    : AllMatchSameOperatorTrait<names, "$_self.type", "type">;

// The type of `rhsArg` equals `transform` applied to the type of `lhsArg`
// (`$_self` in `transform`), compared with `comparator(a, b)`. Either side
// may be a variadic group; ods.typeOf gives its list of types then.
class TypesMatchWith<string summary, string lhsArg, string rhsArg,
                     string transform, string comparator = "ods.sameType">
    : PredOpTrait<summary,
        CPred<comparator # "("
              # !subst("$_self", "ods.typeOf($" # lhsArg # ")", transform)
              # ", ods.typeOf($" # rhsArg # "))">> {
  string lhs = lhsArg;
  string rhs = rhsArg;
  string transformer = transform;
}

// Same, but holds when either side is an absent optional value.
class OptionalTypesMatchWith<string summary, string lhsArg, string rhsArg,
                             string transform,
                             string comparator = "ods.sameType">
    : TypesMatchWith<summary, lhsArg, rhsArg, transform,
        "$" # lhsArg # " === undefined || $" # rhsArg # " === undefined || "
          # comparator>;

// Same for variadic groups: types are compared element by element.
class RangedTypesMatchWith<string summary, string lhsArg, string rhsArg,
                           string transform>
    : TypesMatchWith<summary, lhsArg, rhsArg, transform, "ods.sameTypes">;

// Operand `idx` is shaped and its element type satisfies `type`.
class TCopVTEtIs<int idx, Type type> : And<[
    CPred<"$_op.numOperands > " # idx>,
    SubstLeaves<"$_self", "$_op.getOperand(" # idx # ").type",
                IsShapedTypePred>,
    SubstLeaves<"$_self", "ods.elementTypeOrSelf($_op.getOperand(" # idx # "))",
                type.predicate>]>;

class TypeIsPred<string name, Type type>
    : SubstLeaves<"$_self", "$" # name # ".type", type.predicate>;
class TypeIs<string name, Type type>
    : PredOpTrait<"'" # name # "' is " # type.summary, TypeIsPred<name, type>>;

class ElementTypeIsPred<string name, Type type> : And<[
    SubstLeaves<"$_self", "$" # name # ".type", IsShapedTypePred>,
    SubstLeaves<"$_self", "ods.elementTypeOrSelf($" # name # ")",
                type.predicate>]>;
class ElementTypeIs<string name, Type type>
    : PredOpTrait<"'" # name # "' is " # type.summary,
                  ElementTypeIsPred<name, type>>;

// Operands `i` and `j` are shaped with equal element types.
class TCopVTEtIsSameAs<int i, int j> : And<[
    CPred<"$_op.numOperands > " # !if(!gt(i, j), i, j)>,
    SubstLeaves<"$_self", "$_op.getOperand(" # i # ").type", IsShapedTypePred>,
    SubstLeaves<"$_self", "$_op.getOperand(" # j # ").type", IsShapedTypePred>,
    CPred<"ods.elementTypeOrSelf($_op.getOperand(" # i # ")) === "
          # "ods.elementTypeOrSelf($_op.getOperand(" # j # "))">]>;

// Result `i` and operand `j` exist and are shaped.
class TCOpResIsShapedTypePred<int i, int j> : And<[
    CPred<"$_op.numResults > " # i>,
    CPred<"$_op.numOperands > " # j>,
    SubstLeaves<"$_self", "$_op.getResult(" # i # ").type", IsShapedTypePred>,
    SubstLeaves<"$_self", "$_op.getOperand(" # j # ").type", IsShapedTypePred>]>;

class TCresIsSameAsOpBase<int i, int j>
    : CPred<"$_op.getResult(" # i # ").type === $_op.getOperand(" # j # ").type">;

class TCresVTEtIsSameAsOpBase<int i, int j>
    : CPred<"ods.elementTypeOrSelf($_op.getResult(" # i # ")) === "
            # "ods.elementTypeOrSelf($_op.getOperand(" # j # "))">;

class TCresVTEtIsSameAsOp<int i, int j> : And<[
    TCOpResIsShapedTypePred<i, j>,
    TCresVTEtIsSameAsOpBase<i, j>]>;

class TCOpIsBroadcastableToRes<int opId, int resId> : And<[
    TCOpResIsShapedTypePred<opId, resId>,
    CPred<"ods.broadcastedType($_op.getOperand(" # opId # ").type, "
          # "$_op.getResult(" # resId # ").type) !== undefined">]>;

// The operands at `indices` share one element type.
class TCopVTEtAreSameAt<list<int> indices>
    : CPred<"ods.allEqual([" # !interleave(indices, ", ")
            # "].map((i) => ods.elementTypeOrSelf($_op.getOperand(i))))">;

#endif // OP_BASE
