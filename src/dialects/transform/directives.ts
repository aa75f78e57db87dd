// The `custom<...>` directives of transform's assembly formats and of its extensions (C++
// in MLIR's TransformOps.cpp, LinalgTransformOps.cpp, MatchInterfaces.cpp, Syntax.cpp).
import { ArrayAttr, DenseArrayAttr, FunctionType, IntegerType, UnitAttr, type Attribute, type Operation, type Type, type Value } from "../../ir/index.js";
import type { OpAsmParser, OpAsmPrinter, Ref, UnresolvedOperand } from "../../asm/op-asm/index.js";
import { parseDynamicIndexList, printDynamicIndexList } from "../upstream/syntax/dynamic-index-list.js";

/** `(target) -> result`: a function type of one input and one result, read whole. */
function parseUnaryFunctionType(parser: OpAsmParser): { input: Type; result: Type } {
  const location = parser.getCurrentLocation();
  const type = parser.parseType();
  if (!(type instanceof FunctionType) || type.inputs.length !== 1 || type.results.length !== 1) {
    throw parser.emitError(location, "expects a trailing functional type with one argument and one result");
  }
  return { input: type.inputs[0] as Type, result: type.results[0] as Type };
}

export function parseContinuousTileSizeTypes(parser: OpAsmParser, target: Ref<Type>, tileSizes: Ref<Type>, chunkSizes: Ref<Type>): void {
  const { input, result } = parseUnaryFunctionType(parser);
  target.value = input;
  tileSizes.value = chunkSizes.value = result;
}

export function printContinuousTileSizeTypes(printer: OpAsmPrinter, _op: Operation, target: Type, tileSizes: Type, _chunkSizes: Type): void {
  printer.printFunctionalType([target], [tileSizes]);
}

export function parseMultitileSizesTypes(parser: OpAsmParser, target: Ref<Type>, low: Ref<Type>, high: Ref<Type>, split: Ref<Type>): void {
  const { input, result } = parseUnaryFunctionType(parser);
  target.value = input;
  low.value = high.value = split.value = result;
}

export function printMultitileSizesTypes(printer: OpAsmPrinter, _op: Operation, target: Type, low: Type, _high: Type, _split: Type): void {
  printer.printFunctionalType([target], [low]);
}

export { parseDynamicIndexList, printDynamicIndexList };

/** `*(%packed)` or a dynamic index list. */
export function parsePackedOrDynamicIndexList(parser: OpAsmParser, packed: Ref<UnresolvedOperand>, values: UnresolvedOperand[], integers: Ref<Attribute>): void {
  if (parser.parseOptionalStar()) {
    parser.parseLParen();
    packed.value = parser.parseOperand();
    parser.parseRParen();
    // The static list is then empty (not absent).
    integers.value = DenseArrayAttr.get(IntegerType.get(parser.getContext(), 64), new BigInt64Array(0));
    return;
  }
  parseDynamicIndexList(parser, values, integers);
}

export function printPackedOrDynamicIndexList(printer: OpAsmPrinter, op: Operation, packed: Value | undefined, values: readonly Value[], integers: Attribute | undefined): void {
  if (packed !== undefined) {
    printer.write("*(");
    printer.printOperand(packed);
    printer.write(")");
    return;
  }
  printDynamicIndexList(printer, op, values, integers);
}

/** `@matcher -> @action, ...` (transform.foreach_match). */
export function parseForeachMatchSymbols(parser: OpAsmParser, matchers: Ref<Attribute>, actions: Ref<Attribute>): void {
  const matcherList: Attribute[] = [];
  const actionList: Attribute[] = [];
  parser.parseCommaSeparatedList("none", () => {
    matcherList.push(parser.parseAttribute());
    parser.parseArrow();
    actionList.push(parser.parseAttribute());
  });
  const context = parser.getContext();
  matchers.value = ArrayAttr.get(context, matcherList);
  actions.value = ArrayAttr.get(context, actionList);
}

export function printForeachMatchSymbols(printer: OpAsmPrinter, _op: Operation, matchers: Attribute | undefined, actions: Attribute | undefined): void {
  const matcherList = matchers instanceof ArrayAttr ? matchers.value : [];
  const actionList = actions instanceof ArrayAttr ? actions.value : [];
  for (let i = 0; i < matcherList.length; i++) {
    if (i > 0) printer.write(", ");
    printer.printAttribute(matcherList[i] as Attribute);
    printer.write(" -> ");
    const action = actionList[i];
    if (action !== undefined) printer.printAttribute(action);
  }
}

/**
 * `(argument) -> result` or, where the result is optional or a list, the argument type
 * alone; a list of several results is parenthesized.
 */
export function parseSemiFunctionType(parser: OpAsmParser, argument: Ref<Type>, results: Ref<Type> | Type[]): void {
  if (!Array.isArray(results)) {
    parser.parseLParen();
    argument.value = parser.parseType();
    parser.parseRParen();
    parser.parseArrow();
    results.value = parser.parseType();
    return;
  }
  const hasParen = parser.parseOptionalLParen();
  argument.value = parser.parseType();
  if (!hasParen) return;
  parser.parseRParen();
  parser.parseArrow();
  if (!parser.parseOptionalLParen()) {
    results.push(parser.parseType());
    return;
  }
  results.push(...parser.parseTypeList());
  parser.parseRParen();
}

export function printSemiFunctionType(printer: OpAsmPrinter, _op: Operation, argument: Type, results: Type | readonly Type[] | undefined): void {
  const list = results === undefined ? [] : Array.isArray(results) ? (results as readonly Type[]) : [results as Type];
  if (list.length === 0) {
    printer.printType(argument);
    return;
  }
  printer.write("(");
  printer.printType(argument);
  printer.write(") -> ");
  if (list.length > 1) printer.write("(");
  printer.printTypes(list);
  if (list.length > 1) printer.write(")");
}

/** `%root, %extra : (!t, !u)` or nothing (transform.sequence's operands). */
export function parseSequenceOpOperands(parser: OpAsmParser, root: Ref<UnresolvedOperand>, rootType: Type[], extraBindings: UnresolvedOperand[], extraBindingTypes: Type[]): void {
  const operand = parser.parseOptionalOperand();
  if (operand === undefined) return;
  root.value = operand;
  if (parser.parseOptionalComma()) extraBindings.push(...parser.parseOperandList());
  parser.parseColon();
  // The parenthesis is optional.
  const paren = parser.parseOptionalLParen();
  rootType.push(parser.parseType());
  if (extraBindings.length > 0) {
    parser.parseComma();
    extraBindingTypes.push(...parser.parseTypeList());
  }
  if (extraBindingTypes.length !== extraBindings.length) throw parser.emitError(parser.getNameLoc(), "expected types to be provided for all operands");
  if (paren) parser.parseOptionalRParen();
}

export function printSequenceOpOperands(printer: OpAsmPrinter, _op: Operation, root: Value | undefined, rootType: Type | undefined, extraBindings: readonly Value[], extraBindingTypes: readonly Type[]): void {
  if (root === undefined || rootType === undefined) return;
  printer.printOperand(root);
  const hasExtras = extraBindings.length > 0;
  if (hasExtras) {
    printer.write(", ");
    printer.printOperands(extraBindings);
  }
  printer.write(" : ");
  if (hasExtras) printer.write("(");
  printer.printType(rootType);
  if (hasExtras) {
    printer.write(", ");
    printer.printTypes(extraBindingTypes);
    printer.write(")");
  }
}

/** `all`, `except(0, 1)` or `0, 1` (the dimension lists of structured match ops). */
export function parseTransformMatchDims(parser: OpAsmParser, rawDimList: Ref<Attribute>, isInverted: Ref<Attribute>, isAll: Ref<Attribute>): void {
  const context = parser.getContext();
  const values: bigint[] = [];
  if (parser.parseOptionalKeyword("all")) {
    isAll.value = UnitAttr.get(context);
  } else {
    const inverted = parser.parseOptionalKeyword("except");
    if (inverted) parser.parseLParen();
    parser.parseCommaSeparatedList("none", () => {
      values.push(parser.parseInteger());
    });
    if (inverted) {
      parser.parseRParen();
      isInverted.value = UnitAttr.get(context);
    }
  }
  rawDimList.value = DenseArrayAttr.get(IntegerType.get(context, 64), BigInt64Array.from(values));
}

export function printTransformMatchDims(printer: OpAsmPrinter, _op: Operation, rawDimList: Attribute | undefined, isInverted: Attribute | undefined, isAll: Attribute | undefined): void {
  if (isAll !== undefined) {
    printer.write("all");
    return;
  }
  if (isInverted !== undefined) printer.write("except(");
  const values = rawDimList instanceof DenseArrayAttr ? Array.from(rawDimList.values as ArrayLike<bigint | number>, (v) => String(v)) : [];
  printer.write(values.join(", "));
  if (isInverted !== undefined) printer.write(")");
}
