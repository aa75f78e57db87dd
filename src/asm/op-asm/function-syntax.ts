// The shared syntax of function-like ops (MLIR's function_interface_impl):
// `[visibility] @name(%arg0: i32 {attrs}, ...) -> (results {attrs}) attributes {...} {body}`
// for custom parsers/printers of ops such as func.func.
import { ArrayAttr, DictionaryAttr, StringAttr, TypeAttr, type NamedAttribute } from "../../ir/attributes.js";
import type { Block, BlockArgument, Operation, Region } from "../../ir/operation.js";
import { FunctionType, type Type } from "../../ir/types.js";
import { TokenKind } from "../token.js";
import type { OpAsmArgument } from "./host.js";
import type { OpAsmParser } from "./op-asm-parser.js";
import type { OpAsmPrinter } from "./op-asm-printer.js";
import { operationAttributes } from "./op-asm-printer.js";
import type { OperationState } from "./operation-state.js";
import type { CustomAssemblyHooks } from "./hooks.js";

export interface FunctionSyntaxNames {
  /** The attribute holding the function type (`function_type`). */
  readonly typeAttrName: string;
  /** Per-argument attribute dictionaries (`arg_attrs`). */
  readonly argAttrsName: string;
  /** Per-result attribute dictionaries (`res_attrs`). */
  readonly resAttrsName: string;
}

export const FUNC_SYNTAX_NAMES: FunctionSyntaxNames = { typeAttrName: "function_type", argAttrsName: "arg_attrs", resAttrsName: "res_attrs" };

const SYMBOL_NAME = "sym_name";
const VISIBILITY = "sym_visibility";

function parseArgumentList(parser: OpAsmParser, allowVariadic: boolean): { args: OpAsmArgument[]; variadic: boolean } {
  const args: OpAsmArgument[] = [];
  let variadic = false;
  const p = parser.p;
  parser.parseCommaSeparatedList("paren", () => {
    if (variadic) throw parser.emitError(parser.getCurrentLocation(), "variadic arguments must be in the end of the argument list");
    if (allowVariadic && parser.parseOptionalEllipsis()) {
      variadic = true;
      return;
    }
    const previous = args[args.length - 1];
    if (p.lexer.kind === TokenKind.PercentIdentifier) {
      const arg = parser.parseArgument(true, true);
      if (previous !== undefined && previous.ssaName.name === "") throw parser.emitError(arg.ssaName.offset, "expected type instead of SSA identifier");
      args.push(arg);
      return;
    }
    const offset = parser.getCurrentLocation();
    if (previous !== undefined && previous.ssaName.name !== "") throw parser.emitError(offset, "expected SSA identifier");
    const type = parser.parseType();
    const attrs: NamedAttribute[] = [];
    parser.parseOptionalAttrDict(attrs);
    const arg: OpAsmArgument = { ssaName: { name: "", number: 0, offset }, type, attrs: DictionaryAttr.get(parser.getContext(), attrs) };
    const loc = parser.parseOptionalLocationSpecifier();
    if (loc !== undefined) arg.sourceLoc = loc;
    args.push(arg);
  });
  return { args, variadic };
}

function parseResultList(parser: OpAsmParser, types: Type[], attrs: DictionaryAttr[]): void {
  const context = parser.getContext();
  if (!parser.parseOptionalLParen()) {
    types.push(parser.parseType());
    attrs.push(context.emptyDictionary());
    return;
  }
  if (parser.parseOptionalRParen()) return;
  do {
    types.push(parser.parseType());
    const entries: NamedAttribute[] = [];
    parser.parseOptionalAttrDict(entries);
    attrs.push(DictionaryAttr.get(context, entries));
  } while (parser.parseOptionalComma());
  parser.parseRParen();
}

/** A parsed function signature (function_interface_impl::parseFunctionSignature). */
export interface ParsedFunctionSignature {
  readonly args: readonly OpAsmArgument[];
  readonly variadic: boolean;
  readonly resultTypes: readonly Type[];
  readonly resultAttrs: readonly DictionaryAttr[];
}

/** `(%arg0: i32 {attrs}, ...) -> (results {attrs})`. */
export function parseFunctionSignature(parser: OpAsmParser, allowVariadic: boolean): ParsedFunctionSignature {
  const { args, variadic } = parseArgumentList(parser, allowVariadic);
  const resultTypes: Type[] = [];
  const resultAttrs: DictionaryAttr[] = [];
  if (parser.parseOptionalArrow()) parseResultList(parser, resultTypes, resultAttrs);
  return { args, variadic, resultTypes, resultAttrs };
}

/** The explicit `attributes {...}` of a function-like op, refusing the inferred ones (`disallowed`). */
export function parseFunctionAttributes(parser: OpAsmParser, state: OperationState, disallowed: readonly string[]): void {
  const dictOffset = parser.getCurrentLocation();
  const explicit: NamedAttribute[] = [];
  parser.parseOptionalAttrDictWithKeyword(explicit);
  for (const name of disallowed) {
    if (explicit.some((e) => e.name === name)) {
      throw parser.emitError(dictOffset, `'${name}' is an inferred attribute and should not be specified in the explicit attribute dictionary`);
    }
  }
  state.addAttributes(explicit);
}

/** The argument and result attribute arrays of a signature, when any is non-empty (function_interface_impl::addArgAndResultAttrs). */
export function addArgAndResultAttrs(parser: OpAsmParser, state: OperationState, signature: ParsedFunctionSignature, names: FunctionSyntaxNames = FUNC_SYNTAX_NAMES): void {
  const context = parser.getContext();
  const argDicts = signature.args.map((a) => (a.attrs instanceof DictionaryAttr ? a.attrs : context.emptyDictionary()));
  if (argDicts.some((d) => d.value.length > 0)) state.addAttribute(names.argAttrsName, ArrayAttr.get(context, argDicts));
  if (signature.resultAttrs.some((d) => d.value.length > 0)) state.addAttribute(names.resAttrsName, ArrayAttr.get(context, signature.resultAttrs));
}

/** A function-like op's optional body, its entry block taking the signature's arguments. */
export function parseFunctionBody(parser: OpAsmParser, state: OperationState, signature: ParsedFunctionSignature): void {
  const body = state.addRegion();
  const offset = parser.getCurrentLocation();
  if (parser.parseOptionalRegion(body, [...signature.args], false) && body.firstBlock === null) throw parser.emitError(offset, "expected non-empty function body");
}

/** Parses a function-like op into `state` (symbol name, visibility, type, arg/result attributes, optional body). */
export function parseFunctionOp(parser: OpAsmParser, state: OperationState, allowVariadic = false, names: FunctionSyntaxNames = FUNC_SYNTAX_NAMES): void {
  const context = parser.getContext();
  const visibility = parser.parseOptionalKeywordAny(["public", "private", "nested"]);
  if (visibility !== undefined) state.addAttribute(VISIBILITY, StringAttr.get(context, visibility));
  state.addAttribute(SYMBOL_NAME, parser.parseSymbolName());
  const signature = parseFunctionSignature(parser, allowVariadic);
  state.addAttribute(names.typeAttrName, TypeAttr.get(FunctionType.get(context, signature.args.map((a) => a.type), signature.resultTypes)));
  parseFunctionAttributes(parser, state, [VISIBILITY, SYMBOL_NAME, names.typeAttrName]);
  addArgAndResultAttrs(parser, state, signature, names);
  parseFunctionBody(parser, state, signature);
}

function dictionaryAt(attr: ArrayAttr | undefined, index: number): readonly NamedAttribute[] {
  const entry = attr?.value[index];
  return entry instanceof DictionaryAttr ? entry.value : [];
}

/** `(%arg0: i32 {attrs}, ...) -> (results {attrs})` (function_interface_impl::printFunctionSignature). */
export function printFunctionSignature(printer: OpAsmPrinter, op: Operation, argTypes: readonly Type[], isVariadic: boolean, resultTypes: readonly Type[], names: FunctionSyntaxNames = FUNC_SYNTAX_NAMES): void {
  const body = op.getRegion(0) as Region;
  const isExternal = body.firstBlock === null;
  const argAttrs = op.getAttr(names.argAttrsName);
  const argAttrList = argAttrs instanceof ArrayAttr ? argAttrs : undefined;
  printer.write("(");
  for (let i = 0; i < argTypes.length; i++) {
    if (i > 0) printer.write(", ");
    if (!isExternal) {
      printer.printRegionArgument((body.firstBlock as Block).arguments[i] as BlockArgument, dictionaryAt(argAttrList, i));
    } else {
      printer.printType(argTypes[i] as Type);
      printer.printOptionalAttrDict(dictionaryAt(argAttrList, i));
    }
  }
  if (isVariadic) {
    if (argTypes.length > 0) printer.write(", ");
    printer.write("...");
  }
  printer.write(")");
  if (resultTypes.length > 0) {
    printer.write(" -> ");
    const resAttrs = op.getAttr(names.resAttrsName);
    const resAttrList = resAttrs instanceof ArrayAttr ? resAttrs : undefined;
    const first = resultTypes[0] as Type;
    const needsParens = resultTypes.length > 1 || first instanceof FunctionType || dictionaryAt(resAttrList, 0).length > 0;
    if (needsParens) printer.write("(");
    for (let i = 0; i < resultTypes.length; i++) {
      if (i > 0) printer.write(", ");
      printer.printType(resultTypes[i] as Type);
      printer.printOptionalAttrDict(dictionaryAt(resAttrList, i));
    }
    if (needsParens) printer.write(")");
  }
}

/** ` attributes {...}` without the inferred ones and `elided` (function_interface_impl::printFunctionAttributes). */
export function printFunctionAttributes(printer: OpAsmPrinter, op: Operation, elided: readonly string[], names: FunctionSyntaxNames = FUNC_SYNTAX_NAMES): void {
  printer.printOptionalAttrDictWithKeyword(operationAttributes(op), [VISIBILITY, names.typeAttrName, names.argAttrsName, names.resAttrsName, SYMBOL_NAME, ...elided]);
}

/** A function-like op's body, when it has one. */
export function printFunctionBody(printer: OpAsmPrinter, op: Operation): void {
  const body = op.getRegion(0) as Region;
  if (body.firstBlock === null) return;
  printer.write(" ");
  printer.printRegion(body, false, true);
}

/** Prints a function-like op as MLIR's printFunctionOp does. */
export function printFunctionOp(printer: OpAsmPrinter, op: Operation, isVariadic = false, names: FunctionSyntaxNames = FUNC_SYNTAX_NAMES): void {
  const nameAttr = op.getAttr(SYMBOL_NAME);
  printer.write(" ");
  const visibility = op.getAttr(VISIBILITY);
  if (visibility instanceof StringAttr) printer.write(`${visibility.value} `);
  printer.printSymbolName(nameAttr instanceof StringAttr ? nameAttr.value : "");
  const typeAttr = op.getAttr(names.typeAttrName);
  const fnType = typeAttr instanceof TypeAttr && typeAttr.value instanceof FunctionType ? typeAttr.value : undefined;
  printFunctionSignature(printer, op, fnType?.inputs ?? [], isVariadic, fnType?.results ?? [], names);
  printFunctionAttributes(printer, op, [], names);
  printFunctionBody(printer, op);
}

/** The syntax of a function-like op without variadic arguments (function_interface_impl's parse and print), as a custom assembly hook. */
export const functionOpSyntax: CustomAssemblyHooks = {
  parse: (parser, state) => parseFunctionOp(parser, state),
  print: (op, printer) => printFunctionOp(printer, op),
};
