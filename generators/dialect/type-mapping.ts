// Static TypeScript types for constraint-checked values: a type constraint's predicate
// tree is read for the builtin type classes it admits (`ods.isFloat($_self)` admits
// `ir.FloatType`, `Or` unions, `And` narrows), so operands and results are typed by
// their constraints. Anything not recognized widens to `ir.Type`; the run-time verifier
// stays the authority.
import type { PredicateNode } from "../../src/ods/index.js";

const LEAF_CLASSES: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^ods\.isSignlessIntOrIndex\(\$_self\)$/, ["ir.IntegerType", "ir.IndexType"]],
  [/^ods\.is(Signless|Signed|Unsigned)?Integer\(\$_self(, \d+)?\)$/, ["ir.IntegerType"]],
  [/^ods\.isIndex\(\$_self\)$/, ["ir.IndexType"]],
  [/^ods\.isFloat(Of)?\(\$_self(, "[A-Za-z0-9]+")?\)$/, ["ir.FloatType"]],
  [/^ods\.isFunctionType\(\$_self\)$/, ["ir.FunctionType"]],
  [/^ods\.isVector\(\$_self\)$/, ["ir.VectorType"]],
  [/^ods\.isScalableVector\(\$_self\)$/, ["ir.VectorType"]],
  [/^ods\.isTensor\(\$_self\)$/, ["ir.RankedTensorType", "ir.UnrankedTensorType"]],
  [/^ods\.isRankedTensor\(\$_self\)$/, ["ir.RankedTensorType"]],
  [/^ods\.isUnrankedTensor\(\$_self\)$/, ["ir.UnrankedTensorType"]],
  [/^ods\.isMemRef\(\$_self\)$/, ["ir.MemRefType"]],
  [/^ods\.isUnrankedMemRef\(\$_self\)$/, ["ir.UnrankedMemRefType"]],
  [/^ods\.isBaseMemRef\(\$_self\)$/, ["ir.MemRefType", "ir.UnrankedMemRefType"]],
  [/^ods\.hasValueSemantics\(\$_self\)$/, ["ir.VectorType", "ir.RankedTensorType", "ir.UnrankedTensorType"]],
  [/^ods\.isShaped\(\$_self\)$/, ["ir.ShapedType"]],
  [/^ods\.isComplex\(\$_self\)$/, ["ir.ComplexType"]],
  [/^ods\.isTuple\(\$_self\)$/, ["ir.TupleType"]],
  [/^ods\.isNone\(\$_self\)$/, ["ir.NoneType"]],
];

/** The classes a predicate admits, or undefined when it does not restrict `$_self`'s class. */
function admitted(node: PredicateNode): readonly string[] | undefined {
  switch (node.kind) {
    case "cpred": {
      let expr = (node.expr ?? "").trim();
      while (expr.startsWith("(") && expr.endsWith(")") && balanced(expr.slice(1, -1))) expr = expr.slice(1, -1).trim();
      for (const [pattern, classes] of LEAF_CLASSES) if (pattern.test(expr)) return classes;
      return undefined;
    }
    case "and": {
      for (const child of node.children ?? []) {
        const found = admitted(child);
        if (found !== undefined) return found;
      }
      return undefined;
    }
    case "or": {
      const out: string[] = [];
      for (const child of node.children ?? []) {
        const found = admitted(child);
        if (found === undefined) return undefined;
        for (const c of found) if (!out.includes(c)) out.push(c);
      }
      return out.length === 0 ? undefined : out;
    }
    default:
      return undefined;
  }
}

function balanced(text: string): boolean {
  let depth = 0;
  for (const c of text) {
    if (c === "(") depth++;
    else if (c === ")" && --depth < 0) return false;
  }
  return depth === 0;
}

/** The TypeScript type (text) of values satisfying a type constraint with this predicate. */
export function valueTypeOf(predicate: PredicateNode | undefined): string {
  const classes = predicate === undefined ? undefined : admitted(predicate);
  return classes === undefined ? "ir.Type" : classes.join(" | ");
}
