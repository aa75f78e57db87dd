// llvm.mlir.global's hand-written syntax (MLIR's GlobalOp::parse/print):
// `llvm.mlir.global linkage [visibility] [unnamed_addr] [thread_local] [constant] @name(value)
//  [comdat(@c::@s)] {attrs} : type [initializer region]`; a string global may omit its type.
import { OpaqueType, StringAttr, SymbolRefAttr, TypeAttr, UnitAttr, type Attribute, type NamedAttribute, type Region } from "../../ir/index.js";
import { operationAttributes, type CustomAssemblyHooks } from "../../asm/op-asm/index.js";
import { caseOfEnumAttr, caseOfInteger, enumAttr, integerOfCase, parseOptionalEnumKeyword } from "./enum-keywords.js";

const ELIDED = ["sym_name", "global_type", "constant", "value", "linkage", "unnamed_addr", "thread_local_", "visibility_", "comdat"];

export const globalSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const context = parser.getContext();
    state.addAttribute("linkage", enumAttr(context, "linkage", parseOptionalEnumKeyword(parser, "Linkage", "external")));
    state.addAttribute("visibility_", integerOfCase(context, "Visibility", parseOptionalEnumKeyword(parser, "Visibility", "")));
    // Read in this order, printed with thread_local first (as mlir-opt 19 does).
    state.addAttribute("unnamed_addr", integerOfCase(context, "UnnamedAddr", parseOptionalEnumKeyword(parser, "UnnamedAddr", "")));
    if (parser.parseOptionalKeyword("thread_local")) state.addAttribute("thread_local_", UnitAttr.get(context));
    if (parser.parseOptionalKeyword("constant")) state.addAttribute("constant", UnitAttr.get(context));
    state.addAttribute("sym_name", parser.parseSymbolName());
    parser.parseLParen();
    let value: Attribute | undefined;
    if (!parser.parseOptionalRParen()) {
      value = parser.parseAttribute();
      state.addAttribute("value", value);
      parser.parseRParen();
    }
    if (parser.parseOptionalKeyword("comdat")) {
      parser.parseLParen();
      state.addAttribute("comdat", parser.parseAttribute());
      parser.parseRParen();
    }
    const attributes: NamedAttribute[] = [];
    parser.parseOptionalAttrDict(attributes);
    state.addAttributes(attributes);
    const types = parser.parseOptionalColon() ? parser.parseTypeList() : [];
    if (types.length > 1) throw parser.emitError(parser.getNameLoc(), "expected zero or one type");
    const initializer = state.addRegion();
    let type = types[0];
    if (type === undefined) {
      if (!(value instanceof StringAttr)) throw parser.emitError(parser.getNameLoc(), "type can only be omitted for string globals");
      type = OpaqueType.get(context, "llvm", `array<${new TextEncoder().encode(value.value).length} x i8>`);
    } else {
      parser.parseOptionalRegion(initializer, [], false);
    }
    state.addAttribute("global_type", TypeAttr.get(type));
  },
  print(op, printer) {
    printer.write(` ${caseOfEnumAttr("linkage", op.getAttr("linkage")) ?? "external"} `);
    const visibility = caseOfInteger("Visibility", op.getAttr("visibility_"));
    if (visibility !== undefined && visibility !== "") printer.write(`${visibility} `);
    if (op.getAttr("thread_local_") !== undefined) printer.write("thread_local ");
    const unnamedAddr = caseOfInteger("UnnamedAddr", op.getAttr("unnamed_addr"));
    if (unnamedAddr !== undefined && unnamedAddr !== "") printer.write(`${unnamedAddr} `);
    if (op.getAttr("constant") !== undefined) printer.write("constant ");
    const name = op.getAttr("sym_name");
    printer.printSymbolName(name instanceof StringAttr ? name.value : "");
    printer.write("(");
    const value = op.getAttr("value");
    if (value !== undefined) printer.printAttribute(value);
    printer.write(")");
    const comdat = op.getAttr("comdat");
    if (comdat instanceof SymbolRefAttr) {
      printer.write(" comdat(");
      printer.printAttribute(comdat);
      printer.write(")");
    }
    printer.printOptionalAttrDict(operationAttributes(op), ELIDED);
    if (value instanceof StringAttr) return;
    const type = op.getAttr("global_type");
    printer.write(" : ");
    if (type instanceof TypeAttr) printer.printType(type.value);
    const initializer = op.getRegion(0) as Region;
    if (initializer.firstBlock !== null) {
      printer.write(" ");
      printer.printRegion(initializer, false, true);
    }
  },
};
