// DRR's view of TableGen dags and their leaves (MLIR's tblgen::DagNode / DagLeaf): what a
// node stands for (an op, a native call, a directive) and what a leaf is (a constraint, a
// constant attribute, an enum case, a native call, a string, nothing).
import type { Record } from "../../src/ods/access.js";
import { DagInit, DefInit, Init, StringInit, UnsetInit } from "../../src/ods/access.js";
import { getInt, getString } from "../../src/ods/access.js";

const DIRECTIVES = new Set(["replaceWithValue", "location", "returnType", "either", "variadic"]);

/** A dag of a pattern: `(Operator:$symbol arg:$name, ...)`. */
export class DagNode {
  readonly init: DagInit;
  constructor(init: DagInit) {
    this.init = init;
  }

  /** The def the dag applies (an op, a native call or a directive); undefined when the operator is not a def. */
  get operator(): Record | undefined {
    return this.init.getOperatorAsDef();
  }
  private operatorNamed(name: string): boolean {
    return this.operator?.name === name;
  }
  isNativeCodeCall(): boolean {
    return this.operator?.isSubClassOf("NativeCodeCall") === true;
  }
  isReplaceWithValue(): boolean {
    return this.operatorNamed("replaceWithValue");
  }
  isLocationDirective(): boolean {
    return this.operatorNamed("location");
  }
  isReturnTypeDirective(): boolean {
    return this.operatorNamed("returnType");
  }
  isEither(): boolean {
    return this.operatorNamed("either");
  }
  isVariadic(): boolean {
    return this.operatorNamed("variadic");
  }
  /** Everything that is not a native call or a directive (MLIR's isOperation). */
  isOperation(): boolean {
    const op = this.operator;
    return !this.isNativeCodeCall() && !(op !== undefined && DIRECTIVES.has(op.name));
  }
  nativeCodeTemplate(): string {
    return getString(this.operator as Record, "expression");
  }
  numReturnsOfNativeCode(): number {
    return Number(getInt(this.operator as Record, "numReturns"));
  }
  /** The symbol bound to the node (`$res` in `(AddOp:$res ...)`), "" when none. */
  get symbol(): string {
    return this.init.operatorName?.value ?? "";
  }
  get numArgs(): number {
    return this.init.numArgs;
  }
  isNestedDagArg(index: number): boolean {
    return this.init.getArg(index) instanceof DagInit;
  }
  argAsNestedDag(index: number): DagNode | undefined {
    const arg = this.init.getArg(index);
    return arg instanceof DagInit ? new DagNode(arg) : undefined;
  }
  argAsLeaf(index: number): DagLeaf {
    return new DagLeaf(this.init.getArg(index));
  }
  argName(index: number): string {
    return this.init.getArgName(index) ?? "";
  }
  /** The ops of the tree, nested ones included, directives and native calls excluded (MLIR's getNumOps). */
  numOps(): number {
    let count = this.isOperation() ? 1 : 0;
    for (let i = 0; i < this.numArgs; i++) count += this.argAsNestedDag(i)?.numOps() ?? 0;
    return count;
  }
}

/** A leaf argument of a dag: a constraint, a constant, a native call, a string or nothing (`$x`). */
export class DagLeaf {
  readonly init: Init | undefined;
  constructor(init: Init | undefined) {
    this.init = init;
  }
  get def(): Record | undefined {
    return this.init instanceof DefInit ? this.init.record : undefined;
  }
  private isSubClassOf(name: string): boolean {
    return this.def?.isSubClassOf(name) === true;
  }
  isUnspecified(): boolean {
    return this.init instanceof UnsetInit;
  }
  isOperandMatcher(): boolean {
    return this.isSubClassOf("TypeConstraint");
  }
  isAttrMatcher(): boolean {
    return this.isSubClassOf("AttrConstraint");
  }
  isNativeCodeCall(): boolean {
    return this.isSubClassOf("NativeCodeCall");
  }
  isConstantAttr(): boolean {
    return this.isSubClassOf("ConstantAttr");
  }
  isEnumAttrCase(): boolean {
    return this.isSubClassOf("EnumAttrCaseInfo");
  }
  isStringAttr(): boolean {
    return this.init instanceof StringInit;
  }
  stringValue(): string {
    return this.init instanceof StringInit ? this.init.value : "";
  }
  nativeCodeTemplate(): string {
    return getString(this.def as Record, "expression");
  }
}

/** `name` without a trailing `__N` result index, and the index (-1 when there is none): MLIR's getValuePackName. */
export function splitValuePack(symbol: string): { readonly name: string; readonly index: number } {
  const at = symbol.lastIndexOf("__");
  if (at < 0) return { name: symbol, index: -1 };
  const digits = symbol.slice(at + 2);
  // StringRef::consumeInteger(10, ...) wants a non-empty run of digits and takes the rest as-is.
  const match = /^\d+/.exec(digits);
  if (match === null) return { name: symbol, index: -1 };
  return { name: symbol.slice(0, at), index: Number(match[0]) };
}
