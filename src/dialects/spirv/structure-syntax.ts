// The hand-written syntax of spirv's structure ops (MLIR's SPIRVOps.cpp and its kin):
// spirv.module, spirv.func, spirv.GlobalVariable, spirv.EntryPoint, spirv.ExecutionMode,
// spirv.SpecConstant, spirv.SpecConstantComposite and spirv.Constant.
import { ArrayAttr, Block, SymbolRefAttr, FunctionType, IntegerAttr, IntegerType, NoneType, StringAttr, TensorType, TypeAttr, hasType, type Attribute, type Operation, type Region } from "../../ir/index.js";
import {
  addArgAndResultAttrs, operationAttributes, parseFunctionSignature, printFunctionAttributes, printFunctionSignature,
  type CustomAssemblyHooks, type OpAsmParser, type OpAsmPrinter, type OperationState,
} from "../../asm/op-asm/index.js";
import { parseEnumKeyword, parseEnumString, spirvEnumCase } from "./enum-attr.js";
import { arrayParts, isPointerType } from "./type-parts.js";

function symbolName(op: Operation, name = "sym_name"): string {
  const attr = op.getAttr(name);
  return attr instanceof StringAttr ? attr.value : "";
}

/** MLIR's parseAttribute<FlatSymbolRefAttr>. */
export function flatSymbol(parser: OpAsmParser): SymbolRefAttr {
  const offset = parser.getCurrentLocation();
  const attr = parser.parseAttribute();
  if (!(attr instanceof SymbolRefAttr) || !attr.isFlat()) throw parser.emitError(offset, "invalid kind of attribute specified");
  return attr;
}

function flatName(attr: Attribute | undefined): string {
  return attr instanceof SymbolRefAttr ? attr.rootReference : "";
}

/** `[@name] AddressingModel MemoryModel [requires #spirv.vce<...>] [attributes {...}] { body }`. */
export const moduleSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const body = state.addRegion();
    const name = parser.parseOptionalSymbolName();
    if (name !== undefined) state.addAttribute("sym_name", name);
    state.addAttribute("addressing_model", parseEnumKeyword(parser, "addressing_model", "addressing_model"));
    state.addAttribute("memory_model", parseEnumKeyword(parser, "memory_model", "memory_model"));
    if (parser.parseOptionalKeyword("requires")) state.addAttribute("vce_triple", parser.parseAttribute());
    parser.parseOptionalAttrDictWithKeyword(state.attributes);
    parser.parseRegion(body, []);
    if (body.firstBlock === null) body.appendBlock(new Block());
  },
  print(op, printer) {
    if (op.getAttr("sym_name") !== undefined) {
      printer.write(" ");
      printer.printSymbolName(symbolName(op));
    }
    printer.write(` ${spirvEnumCase(op.getAttr("addressing_model"), "addressing_model") ?? ""} ${spirvEnumCase(op.getAttr("memory_model"), "memory_model") ?? ""}`);
    const elided = ["addressing_model", "memory_model", "sym_name"];
    const triple = op.getAttr("vce_triple");
    if (triple !== undefined) {
      printer.write(" requires ");
      printer.printAttribute(triple);
      elided.push("vce_triple");
    }
    printer.printOptionalAttrDictWithKeyword(operationAttributes(op), elided);
    printer.write(" ");
    printer.printRegion(op.getRegion(0));
  },
};

/** `@name(%a: t, ...) -> result "Control" [attributes {...}] [{ body }]`. */
export const funcSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const context = parser.getContext();
    state.addAttribute("sym_name", parser.parseSymbolName());
    const signature = parseFunctionSignature(parser, false);
    state.addAttribute("function_type", TypeAttr.get(FunctionType.get(context, signature.args.map((a) => a.type), signature.resultTypes)));
    state.addAttribute("function_control", parseEnumString(parser, "function_control", "function_control"));
    parser.parseOptionalAttrDictWithKeyword(state.attributes);
    addArgAndResultAttrs(parser, state, signature);
    parser.parseOptionalRegion(state.addRegion(), signature.args);
  },
  print(op, printer) {
    printer.write(" ");
    printer.printSymbolName(symbolName(op));
    const typeAttr = op.getAttr("function_type");
    const type = typeAttr instanceof TypeAttr && typeAttr.value instanceof FunctionType ? typeAttr.value : undefined;
    printFunctionSignature(printer, op, type?.inputs ?? [], false, type?.results ?? []);
    printer.write(` "${spirvEnumCase(op.getAttr("function_control"), "function_control") ?? ""}"`);
    printFunctionAttributes(printer, op, ["function_control"]);
    const body = op.getRegion(0) as Region;
    if (body.firstBlock !== null) {
      printer.write(" ");
      printer.printRegion(body, false, true);
    }
  },
};

/** MLIR's parseVariableDecorations: `bind(set, binding)` or `built_in("Name")`, then an optional attribute dictionary. */
export function parseVariableDecorations(parser: OpAsmParser, state: OperationState): void {
  if (parser.parseOptionalKeyword("bind")) {
    const i32 = IntegerType.get(parser.getContext(), 32);
    parser.parseLParen();
    state.addAttribute("descriptor_set", parser.parseAttribute(i32));
    parser.parseComma();
    state.addAttribute("binding", parser.parseAttribute(i32));
    parser.parseRParen();
  } else if (parser.parseOptionalKeyword("built_in")) {
    parser.parseLParen();
    state.addAttribute("built_in", parser.parseAttributeOf(StringAttr));
    parser.parseRParen();
  }
  parser.parseOptionalAttrDict(state.attributes);
}

/** MLIR's printVariableDecorations: `bind(...)`, `built_in(...)` and the other attributes not in `elided`. */
export function printVariableDecorations(op: Operation, printer: OpAsmPrinter, elided: string[]): void {
  const set = op.getAttr("descriptor_set");
  const binding = op.getAttr("binding");
  if (set instanceof IntegerAttr && binding instanceof IntegerAttr) {
    elided.push("descriptor_set", "binding");
    printer.write(` bind(${set.value}, ${binding.value})`);
  }
  const builtIn = op.getAttr("built_in");
  if (builtIn instanceof StringAttr) {
    printer.write(` built_in("${builtIn.value}")`);
    elided.push("built_in");
  }
  printer.printOptionalAttrDict(operationAttributes(op), elided);
}

/** `@name [initializer(@sym)] [decorations] : !spirv.ptr<...>`. */
export const globalVariableSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    state.addAttribute("sym_name", parser.parseSymbolName());
    if (parser.parseOptionalKeyword("initializer")) {
      parser.parseLParen();
      state.addAttribute("initializer", flatSymbol(parser));
      parser.parseRParen();
    }
    parseVariableDecorations(parser, state);
    // MLIR reports a type that is no pointer at the colon before it.
    const offset = parser.getCurrentLocation();
    parser.parseColon();
    const type = parser.parseType();
    if (!isPointerType(type)) throw parser.emitError(offset, "expected spirv.ptr type");
    state.addAttribute("type", TypeAttr.get(type));
  },
  print(op, printer) {
    const elided = ["storage_class", "sym_name"];
    printer.write(" ");
    printer.printSymbolName(symbolName(op));
    const initializer = op.getAttr("initializer");
    if (initializer instanceof SymbolRefAttr) {
      printer.write(" initializer(");
      printer.printSymbolName(initializer.rootReference);
      printer.write(")");
      elided.push("initializer");
    }
    elided.push("type");
    printVariableDecorations(op, printer, elided);
    const type = op.getAttr("type");
    printer.write(" : ");
    if (type instanceof TypeAttr) printer.printType(type.value);
  },
};

/** `"ExecutionModel" @fn[, @interface...]`. */
export const entryPointSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    state.addAttribute("execution_model", parseEnumString(parser, "execution_model", "execution_model"));
    state.addAttribute("fn", flatSymbol(parser));
    const interfaceVars: Attribute[] = [];
    if (parser.parseOptionalComma()) {
      do interfaceVars.push(flatSymbol(parser));
      while (parser.parseOptionalComma());
    }
    state.addAttribute("interface", ArrayAttr.get(parser.getContext(), interfaceVars));
  },
  print(op, printer) {
    printer.write(` "${spirvEnumCase(op.getAttr("execution_model"), "execution_model") ?? ""}" `);
    printer.printSymbolName(flatName(op.getAttr("fn")));
    const interfaceVars = op.getAttr("interface");
    if (interfaceVars instanceof ArrayAttr && interfaceVars.value.length > 0) {
      printer.write(", ");
      interfaceVars.value.forEach((v, i) => {
        if (i > 0) printer.write(", ");
        printer.printAttribute(v);
      });
    }
  },
};

/** `@fn "ExecutionMode"[, values...]`. */
export const executionModeSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const context = parser.getContext();
    state.addAttribute("fn", parser.parseAttribute());
    state.addAttribute("execution_mode", parseEnumString(parser, "execution_mode", "execution_mode"));
    const i32 = IntegerType.get(context, 32);
    const values: Attribute[] = [];
    while (parser.parseOptionalComma()) {
      const value = parser.parseAttribute(i32);
      values.push(value instanceof IntegerAttr ? IntegerAttr.get(i32, value.value) : value);
    }
    state.addAttribute("values", ArrayAttr.get(context, values));
  },
  print(op, printer) {
    printer.write(" ");
    printer.printSymbolName(flatName(op.getAttr("fn")));
    printer.write(` "${spirvEnumCase(op.getAttr("execution_mode"), "execution_mode") ?? ""}"`);
    const values = op.getAttr("values");
    if (!(values instanceof ArrayAttr) || values.value.length === 0) return;
    printer.write(", ");
    printer.write(values.value.map((v) => (v instanceof IntegerAttr ? String(v.value) : "")).join(", "));
  },
};

/** `@name [spec_id(N)] = value`. */
export const specConstantSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    state.addAttribute("sym_name", parser.parseSymbolName());
    if (parser.parseOptionalKeyword("spec_id")) {
      parser.parseLParen();
      state.addAttribute("spec_id", parser.parseAttributeOf(IntegerAttr));
      parser.parseRParen();
    }
    parser.parseEqual();
    state.addAttribute("default_value", parser.parseAttribute());
  },
  print(op, printer) {
    printer.write(" ");
    printer.printSymbolName(symbolName(op));
    const specId = op.getAttr("spec_id");
    if (specId instanceof IntegerAttr) printer.write(` spec_id(${specId.value})`);
    printer.write(" = ");
    const value = op.getAttr("default_value");
    if (value !== undefined) printer.printAttribute(value);
  },
};

/** `@name (@a, @b, ...) : type`. */
export const specConstantCompositeSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    state.addAttribute("sym_name", parser.parseSymbolName());
    parser.parseLParen();
    const constituents: Attribute[] = [];
    do constituents.push(flatSymbol(parser));
    while (parser.parseOptionalComma());
    parser.parseRParen();
    state.addAttribute("constituents", ArrayAttr.get(parser.getContext(), constituents));
    state.addAttribute("type", TypeAttr.get(parser.parseColonType()));
  },
  print(op, printer) {
    printer.write(" ");
    printer.printSymbolName(symbolName(op));
    printer.write(" (");
    const constituents = op.getAttr("constituents");
    if (constituents instanceof ArrayAttr) {
      constituents.value.forEach((c, i) => {
        if (i > 0) printer.write(", ");
        printer.printAttribute(c);
      });
    }
    printer.write(") : ");
    const type = op.getAttr("type");
    if (type instanceof TypeAttr) printer.printType(type.value);
  },
};

/** `value [: type]`: the type follows when the value's own is none or a tensor (an array constant's spirv.array). */
export const constantSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const value = parser.parseAttribute();
    state.addAttribute("value", value);
    let type = hasType(value) ? value.type : NoneType.get(parser.getContext());
    if (type instanceof NoneType || type instanceof TensorType) type = parser.parseColonType();
    state.addType(type);
  },
  print(op, printer) {
    printer.write(" ");
    const value = op.getAttr("value");
    if (value !== undefined) printer.printAttribute(value);
    const type = op.getResult(0).type;
    if (arrayParts(type) !== undefined) {
      printer.write(" : ");
      printer.printType(type);
    }
  },
};
