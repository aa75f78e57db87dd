// tsmlir ODS library: predicates and the constraint base classes.
//
// A predicate is a tree of TypeScript boolean expressions. Leaves (CPred)
// are expressions over placeholders such as `$_self`; combiners join them
// with `&&`, `||` and `!`, or rewrite them textually. See defs/README.md for
// the placeholder conventions.

#ifndef CONSTRAINTS
#define CONSTRAINTS

include "mlir/IR/Utils.td"

class Pred;

// A leaf predicate: one TypeScript expression, kept parenthesised so that it
// can be combined safely.
class CPred<code pred> : Pred {
  code predExpr = "(" # pred # ")";
}

// Kinds of predicate combination understood by the ODS layer.
class PredCombinerKind;
def PredCombinerAnd : PredCombinerKind;
def PredCombinerOr : PredCombinerKind;
def PredCombinerNot : PredCombinerKind;
def PredCombinerSubstLeaves : PredCombinerKind;
def PredCombinerConcat : PredCombinerKind;

class CombinedPred<PredCombinerKind k, list<Pred> c> : Pred {
  PredCombinerKind kind = k;
  list<Pred> children = c;
}

// All children hold (`&&`).
class And<list<Pred> children> : CombinedPred<PredCombinerAnd, children>;

// At least one child holds (`||`).
class Or<list<Pred> children> : CombinedPred<PredCombinerOr, children>;

// The child does not hold (`!`).
class Neg<Pred child> : CombinedPred<PredCombinerNot, [child]>;

// Replaces every occurrence of `pat` by `repl` in the leaves of `child`;
// typically used to apply a type predicate to a derived value.
class SubstLeaves<string pat, string repl, Pred child>
    : CombinedPred<PredCombinerSubstLeaves, [child]> {
  string pattern = pat;
  string replacement = repl;
}

// Wraps the expression of `child` between a prefix and a suffix.
class Concat<string pre, Pred child, string suf>
    : CombinedPred<PredCombinerConcat, [child]> {
  string prefix = pre;
  string suffix = suf;
}

// A predicate with a short, human-readable summary used in diagnostics.
class Constraint<Pred pred, string desc = ""> {
  Pred predicate = pred;
  string summary = desc;
}

// Constrains a type; `$_self` is an `ir.Type`. `cppClassName` holds the
// TypeScript class the type is known to be once the predicate holds.
class TypeConstraint<Pred predicate, string summary = "",
                     string cppClassNameParam = "ir.Type">
    : Constraint<predicate, summary> {
  string cppClassName = cppClassNameParam;
}

// Constrains an attribute; `$_self` is an `ir.Attribute`.
class AttrConstraint<Pred predicate, string summary = "">
    : Constraint<predicate, summary>;

// Constrains a region; `$_self` is an `ir.Region`.
class RegionConstraint<Pred predicate, string summary = "">
    : Constraint<predicate, summary>;

// Constrains a successor; `$_self` is an `ir.Block`.
class SuccessorConstraint<Pred predicate, string summary = "">
    : Constraint<predicate, summary>;

#endif // CONSTRAINTS
