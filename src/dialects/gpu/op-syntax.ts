// The hand-written syntax of gpu.module, gpu.func and gpu.launch (MLIR's GPUDialect.cpp).
import { ArrayAttr, DenseArrayAttr, DictionaryAttr, IndexType, IntegerAttr, IntegerType, StringAttr, TypeAttr, FunctionType, UnitAttr, type Attribute, type BlockArgument, type Operation, type Region, type Value } from "../../ir/index.js";
import {
  addArgAndResultAttrs, ensureTerminator, operationAttributes, parseFunctionSignature, printFunctionAttributes, printFunctionSignature,
  type CustomAssemblyHooks, type OpAsmArgument, type OpAsmParser, type OpAsmPrinter, type UnresolvedOperand,
} from "../../asm/op-asm/index.js";
import { TokenKind } from "../../asm/token.js";
import { asyncTokenType } from "./directives.js";

/** `@name <handler> [targets] attributes {...} { body }`; the body ends with gpu.module_end. */
export const moduleSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    state.addAttribute("sym_name", parser.parseSymbolName());
    if (parser.parseOptionalLess()) {
      state.addAttribute("offloadingHandler", parser.parseAttribute());
      parser.parseGreater();
    }
    // Only an array of targets (MLIR parses an optional ArrayAttr here: a `{` starts the body).
    if (parser.p.lexer.kind === TokenKind.LSquare) state.addAttribute("targets", parser.parseAttribute());
    parser.parseOptionalAttrDictWithKeyword(state.attributes);
    const body = state.addRegion();
    parser.parseRegion(body, []);
    ensureTerminator(body, "gpu.module_end", state.location);
  },
  print(op, printer) {
    printer.write(" ");
    const name = op.getAttr("sym_name");
    printer.printSymbolName(name instanceof StringAttr ? name.value : "");
    const handler = op.getAttr("offloadingHandler");
    if (handler !== undefined) {
      printer.write(" <");
      printer.printAttribute(handler);
      printer.write(">");
    }
    const targets = op.getAttr("targets");
    if (targets !== undefined) {
      printer.write(" ");
      printer.printAttribute(targets);
      printer.write(" ");
    }
    printer.printOptionalAttrDictWithKeyword(operationAttributes(op), ["sym_name", "targets", "offloadingHandler"]);
    printer.write(" ");
    printer.printRegion(op.getRegion(0), false, false);
  },
};

/** `keyword(%a : t {attrs}, ...)` memory attributions, appended to `args`; their attribute dictionaries when any is non-empty. */
function parseAttributions(parser: OpAsmParser, keyword: string, args: OpAsmArgument[]): ArrayAttr | undefined {
  if (!parser.parseOptionalKeyword(keyword)) return undefined;
  const parsed = parser.parseArgumentList("paren", true, true);
  args.push(...parsed);
  const dictionaries = parsed.map((a) => (a.attrs instanceof DictionaryAttr ? a.attrs : undefined));
  if (!dictionaries.some((d) => d !== undefined && d.value.length > 0)) return undefined;
  const context = parser.getContext();
  return ArrayAttr.get(context, dictionaries.map((d) => d ?? context.emptyDictionary()));
}

function printAttributions(printer: OpAsmPrinter, keyword: string, values: readonly Value[], attributes?: Attribute): void {
  if (values.length === 0) return;
  printer.write(` ${keyword}(`);
  values.forEach((value, i) => {
    if (i > 0) printer.write(", ");
    printer.printOperand(value);
    printer.write(" : ");
    printer.printType(value.type);
    const attrs = attributes instanceof ArrayAttr ? attributes.value[i] : undefined;
    if (attrs instanceof DictionaryAttr) printer.printOptionalAttrDict(attrs.value);
  });
  printer.write(")");
}

function integerValue(attr: Attribute | undefined): number {
  return attr instanceof IntegerAttr ? Number(attr.value) : 0;
}

/** `@name(%a: t, ...) -> results workgroup(...) private(...) kernel attributes {...} { body }`. */
export const funcSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const context = parser.getContext();
    state.addAttribute("sym_name", parser.parseSymbolName());
    const signatureLocation = parser.getCurrentLocation();
    const signature = parseFunctionSignature(parser, false);
    const first = signature.args[0];
    if (first !== undefined && first.ssaName.name === "") throw parser.emitError(signatureLocation, "gpu.func requires named arguments");
    state.addAttribute("function_type", TypeAttr.get(FunctionType.get(context, signature.args.map((a) => a.type), signature.resultTypes)));
    addArgAndResultAttrs(parser, state, signature);
    const entryArgs = [...signature.args];
    const workgroupAttrs = parseAttributions(parser, "workgroup", entryArgs);
    state.addAttribute("workgroup_attributions", IntegerAttr.get(IntegerType.get(context, 64), BigInt(entryArgs.length - signature.args.length)));
    if (workgroupAttrs !== undefined) state.addAttribute("workgroup_attrib_attrs", workgroupAttrs);
    const privateAttrs = parseAttributions(parser, "private", entryArgs);
    if (privateAttrs !== undefined) state.addAttribute("private_attrib_attrs", privateAttrs);
    if (parser.parseOptionalKeyword("kernel")) state.addAttribute("gpu.kernel", UnitAttr.get(context));
    parser.parseOptionalAttrDictWithKeyword(state.attributes);
    parser.parseRegion(state.addRegion(), entryArgs);
  },
  print(op, printer) {
    printer.write(" ");
    const name = op.getAttr("sym_name");
    printer.printSymbolName(name instanceof StringAttr ? name.value : "");
    const typeAttr = op.getAttr("function_type");
    const type = typeAttr instanceof TypeAttr && typeAttr.value instanceof FunctionType ? typeAttr.value : undefined;
    const inputs = type?.inputs ?? [];
    printFunctionSignature(printer, op, inputs, false, type?.results ?? []);
    const args = (op.getRegion(0) as Region).firstBlock?.arguments ?? [];
    const workgroups = integerValue(op.getAttr("workgroup_attributions"));
    printAttributions(printer, "workgroup", args.slice(inputs.length, inputs.length + workgroups), op.getAttr("workgroup_attrib_attrs"));
    printAttributions(printer, "private", args.slice(inputs.length + workgroups), op.getAttr("private_attrib_attrs"));
    if (op.getAttr("gpu.kernel") !== undefined) printer.write(" kernel");
    printFunctionAttributes(printer, op, ["workgroup_attributions", "gpu.kernel", "workgroup_attrib_attrs", "private_attrib_attrs"]);
    printer.write(" ");
    printer.printRegion(op.getRegion(0), false, true);
  },
};

/** `(%x, %y, %z) in (%sx = %a, %sy = %b, %sz = %c)`: the ids and sizes defined, the size operands used. */
function parseSizeAssignment(parser: OpAsmParser, sizes: UnresolvedOperand[], sizeArgs: UnresolvedOperand[], idArgs: UnresolvedOperand[]): void {
  parser.parseLParen();
  for (let i = 0; i < 3; i++) {
    if (i > 0) parser.parseComma();
    idArgs.push(parser.parseOperand(false));
  }
  parser.parseRParen();
  parser.parseKeyword("in");
  parser.parseLParen();
  for (let i = 0; i < 3; i++) {
    if (i > 0) parser.parseComma();
    sizeArgs.push(parser.parseOperand(false));
    parser.parseEqual();
    sizes.push(parser.parseOperand());
  }
  parser.parseRParen();
}

function printSizeAssignment(printer: OpAsmPrinter, sizeArgs: readonly Value[], operands: readonly Value[], idArgs: readonly Value[]): void {
  printer.write("(");
  idArgs.forEach((v, i) => {
    if (i > 0) printer.write(", ");
    printer.printOperand(v);
  });
  printer.write(") in (");
  sizeArgs.forEach((v, i) => {
    if (i > 0) printer.write(", ");
    printer.printOperand(v);
    printer.write(" = ");
    printer.printOperand(operands[i] as Value);
  });
  printer.write(")");
}

/** Its 11 operand groups: async deps, grid x/y/z, block x/y/z, cluster x/y/z, dynamic shared memory size. */
const SEGMENTS = 11;

export const launchSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const context = parser.getContext();
    const index = IndexType.get(context);
    const asyncLocation = parser.getCurrentLocation();
    if (parser.parseOptionalKeyword("async") && parser.getNumResults() === 0) throw parser.emitError(asyncLocation, "needs to be named when marked 'async'");
    const dependencies = parser.parseOperandList("optional-square");
    parser.resolveOperands(dependencies, asyncTokenType(context), parser.getNameLoc(), state.operands);
    if (parser.getNumResults() > 0) state.addType(asyncTokenType(context));
    // Region arguments: block ids, thread ids, grid sizes, block sizes (3 each), then cluster ids and sizes.
    const ids: UnresolvedOperand[][] = [[], [], [], [], [], []];
    const sizes: UnresolvedOperand[][] = [[], [], []];
    const hasCluster = parser.parseOptionalKeyword("clusters");
    if (hasCluster) parseSizeAssignment(parser, sizes[2] as UnresolvedOperand[], ids[5] as UnresolvedOperand[], ids[4] as UnresolvedOperand[]);
    parser.parseKeyword("blocks");
    parseSizeAssignment(parser, sizes[0] as UnresolvedOperand[], ids[2] as UnresolvedOperand[], ids[0] as UnresolvedOperand[]);
    parser.parseKeyword("threads");
    parseSizeAssignment(parser, sizes[1] as UnresolvedOperand[], ids[3] as UnresolvedOperand[], ids[1] as UnresolvedOperand[]);
    const sizeOperands = [...(sizes[0] as UnresolvedOperand[]), ...(sizes[1] as UnresolvedOperand[]), ...(sizes[2] as UnresolvedOperand[])];
    parser.resolveOperands(sizeOperands, index, parser.getNameLoc(), state.operands);
    let hasSharedMemorySize = false;
    if (parser.parseOptionalKeyword("dynamic_shared_memory_size")) {
      hasSharedMemorySize = true;
      parser.resolveOperand(parser.parseOperand(), IntegerType.get(context, 32), state.operands);
    }
    const regionArgs: OpAsmArgument[] = ids.slice(0, hasCluster ? 6 : 4).flat().map((ssaName) => ({ ssaName, type: index }));
    const configCount = regionArgs.length;
    parseAttributions(parser, "workgroup", regionArgs);
    state.addAttribute("workgroup_attributions", IntegerAttr.get(IntegerType.get(context, 64), BigInt(regionArgs.length - configCount)));
    parseAttributions(parser, "private", regionArgs);
    parser.parseRegion(state.addRegion(), regionArgs);
    parser.parseOptionalAttrDict(state.attributes);
    const segments = new Array<number>(SEGMENTS).fill(1);
    segments[0] = dependencies.length;
    if (!hasCluster) segments[7] = segments[8] = segments[9] = 0;
    segments[SEGMENTS - 1] = hasSharedMemorySize ? 1 : 0;
    state.addAttribute("operandSegmentSizes", DenseArrayAttr.get(IntegerType.get(context, 32), Int32Array.from(segments)));
  },
  print(op: Operation, printer: OpAsmPrinter) {
    const segmentsAttr = op.getAttr("operandSegmentSizes");
    const segments = segmentsAttr instanceof DenseArrayAttr ? Array.from(segmentsAttr.values as ArrayLike<number>, Number) : new Array<number>(SEGMENTS).fill(0);
    const operands = op.getOperands();
    const dependencyCount = segments[0] ?? 0;
    const hasCluster = (segments[7] ?? 0) > 0;
    if (op.numResults > 0) {
      printer.write(" async");
      if (dependencyCount > 0) {
        printer.write(" [");
        printer.printOperands(operands.slice(0, dependencyCount));
        printer.write("]");
      }
    }
    const grid = operands.slice(dependencyCount, dependencyCount + 3);
    const block = operands.slice(dependencyCount + 3, dependencyCount + 6);
    const cluster = hasCluster ? operands.slice(dependencyCount + 6, dependencyCount + 9) : [];
    const args: readonly BlockArgument[] = (op.getRegion(0) as Region).firstBlock?.arguments ?? [];
    if (hasCluster) {
      printer.write(" clusters");
      printSizeAssignment(printer, args.slice(15, 18), cluster, args.slice(12, 15));
    }
    printer.write(" blocks");
    printSizeAssignment(printer, args.slice(6, 9), grid, args.slice(0, 3));
    printer.write(" threads");
    printSizeAssignment(printer, args.slice(9, 12), block, args.slice(3, 6));
    if ((segments[SEGMENTS - 1] ?? 0) > 0) {
      printer.write(" dynamic_shared_memory_size ");
      printer.printOperand(operands[operands.length - 1] as Value);
    }
    const configCount = hasCluster ? 18 : 12;
    const workgroups = integerValue(op.getAttr("workgroup_attributions"));
    printAttributions(printer, "workgroup", args.slice(configCount, configCount + workgroups));
    printAttributions(printer, "private", args.slice(configCount + workgroups));
    printer.write(" ");
    printer.printRegion(op.getRegion(0), false, true);
    printer.printOptionalAttrDict(operationAttributes(op), ["operandSegmentSizes", "workgroup_attributions"]);
  },
};
