// llvm.func's hand-written syntax (MLIR's LLVMFuncOp::parse/print):
// `llvm.func [linkage] [visibility] [unnamed_addr] [cconv] @name(args) -> result
//  [vscale_range(a, b)] [comdat(@c::@s)] attributes {...} {body}`.
// The signature is kept as an llvm function type (`!llvm.func<i32 (i32, ...)>`).
import { OpaqueAttr, StringAttr, SymbolRefAttr, TypeAttr, type Operation } from "../../ir/index.js";
import { parseAttributeText } from "../../asm/standalone.js";
import {
  addArgAndResultAttrs, parseFunctionAttributes, parseFunctionSignature, printFunctionAttributes, printFunctionBody, printFunctionSignature,
  type CustomAssemblyHooks, type OpAsmParser, type OpAsmPrinter, type OperationState,
} from "../../asm/op-asm/index.js";
import { caseOfEnumAttr, caseOfInteger, enumAttr, integerOfCase, parseOptionalEnumKeyword } from "./enum-keywords.js";
import { functionType, functionTypeParts, isVoidType } from "./types.js";
import { isCompatibleType } from "./compatible-types.js";
import { printType } from "../runtime/values.js";

/** The attributes the syntax spells outside the attribute dictionary. */
const ELIDED = ["linkage", "CConv", "visibility_", "comdat", "unnamed_addr", "vscale_range"];

function parse(parser: OpAsmParser, state: OperationState): void {
  const context = parser.getContext();
  state.addAttribute("linkage", enumAttr(context, "linkage", parseOptionalEnumKeyword(parser, "Linkage", "external")));
  state.addAttribute("visibility_", integerOfCase(context, "Visibility", parseOptionalEnumKeyword(parser, "Visibility", "")));
  state.addAttribute("unnamed_addr", integerOfCase(context, "UnnamedAddr", parseOptionalEnumKeyword(parser, "UnnamedAddr", "")));
  state.addAttribute("CConv", enumAttr(context, "cconv", parseOptionalEnumKeyword(parser, "CConv", "ccc")));
  // MLIR reports the signature's errors at the function's name.
  const signatureLocation = parser.getCurrentLocation();
  state.addAttribute("sym_name", parser.parseSymbolName());
  const signature = parseFunctionSignature(parser, true);
  if (signature.resultTypes.length > 1) throw parser.emitError(signatureLocation, "failed to construct function type: expected zero or one function result");
  if (!signature.args.every((a) => isCompatibleType(a.type)))
    throw parser.emitError(signatureLocation, "failed to construct function type: expected LLVM type for function arguments");
  const result = signature.resultTypes[0];
  if (result !== undefined && !isCompatibleType(result))
    throw parser.emitError(signatureLocation, `failed to construct function type: expected LLVM type for function results'${printType(result)}'`);
  state.addAttribute("function_type", TypeAttr.get(functionType(context, signature.resultTypes[0], signature.args.map((a) => a.type), signature.variadic)));
  if (parser.parseOptionalKeyword("vscale_range")) {
    parser.parseLParen();
    const min = parser.parseInteger();
    parser.parseComma();
    const max = parser.parseInteger();
    parser.parseRParen();
    state.addAttribute("vscale_range", parseAttributeText(`#llvm.vscale_range<minRange = ${min} : i32, maxRange = ${max} : i32>`, context));
  }
  if (parser.parseOptionalKeyword("comdat")) {
    parser.parseLParen();
    const comdat = parser.parseAttribute();
    parser.parseRParen();
    state.addAttribute("comdat", comdat);
  }
  parseFunctionAttributes(parser, state, []);
  addArgAndResultAttrs(parser, state, signature);
  // Unlike func.func's, llvm.func's parser takes an empty region (`{}`): an external function.
  parser.parseOptionalRegion(state.addRegion(), [...signature.args], false);
}

/** `#llvm.vscale_range<minRange = 1 : i32, maxRange = 16 : i32>` as ` vscale_range(1, 16)`. */
function vscaleRangeText(op: Operation): string | undefined {
  const attr = op.getAttr("vscale_range");
  if (attr === undefined) return undefined;
  if (!(attr instanceof OpaqueAttr)) return undefined;
  const match = /minRange\s*=\s*(-?\d+)[^,]*,\s*maxRange\s*=\s*(-?\d+)/.exec(attr.data);
  return match === null ? undefined : ` vscale_range(${match[1]}, ${match[2]})`;
}

function print(op: Operation, printer: OpAsmPrinter): void {
  printer.write(" ");
  const linkage = caseOfEnumAttr("linkage", op.getAttr("linkage"));
  if (linkage !== undefined && linkage !== "external") printer.write(`${linkage} `);
  const visibility = caseOfInteger("Visibility", op.getAttr("visibility_"));
  if (visibility !== undefined && visibility !== "") printer.write(`${visibility} `);
  const unnamedAddr = caseOfInteger("UnnamedAddr", op.getAttr("unnamed_addr"));
  if (unnamedAddr !== undefined && unnamedAddr !== "") printer.write(`${unnamedAddr} `);
  const cconv = caseOfEnumAttr("cconv", op.getAttr("CConv"));
  if (cconv !== undefined && cconv !== "ccc") printer.write(`${cconv} `);
  const name = op.getAttr("sym_name");
  printer.printSymbolName(name instanceof StringAttr ? name.value : "");
  const typeAttr = op.getAttr("function_type");
  const parts = typeAttr instanceof TypeAttr ? functionTypeParts(typeAttr.value, op.context) : undefined;
  const results = parts === undefined || isVoidType(parts.result) ? [] : [parts.result];
  printFunctionSignature(printer, op, parts?.params ?? [], parts?.variadic ?? false, results);
  const vscale = vscaleRangeText(op);
  if (vscale !== undefined) printer.write(vscale);
  const comdat = op.getAttr("comdat");
  if (comdat instanceof SymbolRefAttr) {
    printer.write(" comdat(");
    printer.printAttribute(comdat);
    printer.write(")");
  }
  printFunctionAttributes(printer, op, ELIDED);
  printFunctionBody(printer, op);
}

export const llvmFuncSyntax: CustomAssemblyHooks = { parse, print };
