// tsmlir ODS library: declarative rewrite rules (DRR).
//
// Patterns match a DAG of ops and rewrite it into other DAGs. Constraints
// and native code calls are TypeScript: `$_self` is the matched value or
// op, `$_builder` the rewriter, `$_loc` the location of the match, and `$0`,
// `$1`... the arguments of the call.

#ifndef PATTERNBASE_TD
#define PATTERNBASE_TD

include "mlir/IR/OpBase.td"

// Marker for the benefit adjustment of a pattern: (addBenefit N).
def addBenefit;

// A rewrite from `source` to `results`, applicable when every constraint
// in `preds` holds; `supplemental_results` build auxiliary ops.
class Pattern<dag source, list<dag> results, list<dag> preds = [],
              list<dag> supplemental_results = [],
              dag benefitAdded = (addBenefit 0)> {
  dag sourcePattern = source;
  list<dag> resultPatterns = results;
  list<dag> constraints = preds;
  list<dag> supplementalPatterns = supplemental_results;
  dag benefitDelta = benefitAdded;
}

// The common single-result form.
class Pat<dag pattern, dag result, list<dag> preds = [],
          list<dag> supplemental_results = [],
          dag benefitAdded = (addBenefit 0)>
    : Pattern<pattern, [result], preds, supplemental_results, benefitAdded>;

// A TypeScript expression producing `returns` values (an array when more
// than one) during the rewrite, or checking a match when used as a
// constraint.
class NativeCodeCall<string expr, int returns = 1> {
  string expression = expr;
  int numReturns = returns;
}

// A TypeScript statement run for its effect only.
class NativeCodeCallVoid<string expr> : NativeCodeCall<expr, 0>;

// Matches a constant-like op and binds its folded value to `$0`.
def ConstantLikeMatcher
    : NativeCodeCall<"ods.matchConstant($_self.getResult(0), $0)">;

// Result directives: reuse a matched value; give a location; give the
// result type; try both operand orders; match a variadic operand.
def replaceWithValue;
def location;
def returnType;
def either;
def variadic;

// The value has no uses.
def HasNoUseOf : Constraint<CPred<"!$_self.hasUses()">, "has no use">;

#endif // PATTERNBASE_TD
