// sparse_tensor.iterate's hand-written syntax (C++ in MLIR's SparseTensorDialect.cpp):
//   %it in %space [at(%crd | _, ...)] [iter_args(%a = %init, ...)] : !iter_space [-> (types)] { body } [attr-dict]
// The body's arguments are the iterator (the space's `!sparse_tensor.iterator<...>`), the
// used coordinates (index) and the loop-carried values; crdUsedLvls holds which levels'
// coordinates are used, a bit per level. The body's empty sparse_tensor.yield is implicit.
import { IndexType, IntegerAttr, IntegerType, OpaqueType, type Type, type Value } from "../../ir/index.js";
import { ensureTerminator, operationAttributes, type CustomAssemblyHooks, type OpAsmArgument, type OpAsmParser, type UnresolvedOperand } from "../../asm/op-asm/index.js";

const CRD_USED_LVLS = "crdUsedLvls";

/** `!sparse_tensor.iterator<...>` of `!sparse_tensor.iter_space<...>` (IterSpaceType::getIteratorType); undefined for another type. */
function iteratorTypeOf(space: Type): Type | undefined {
  if (!(space instanceof OpaqueType) || space.dialect !== "sparse_tensor" || !space.data.startsWith("iter_space<")) return undefined;
  const rename = (body: string): string => `iterator${body.slice("iter_space".length)}`;
  // The nested encoding is kept apart, so that it still prints as its alias.
  const [first, ...rest] = space.parts ?? [];
  const parts = typeof first === "string" && first.startsWith("iter_space") ? [rename(first), ...rest] : undefined;
  return OpaqueType.get(space.context, "sparse_tensor", rename(space.data), parts);
}

/** The levels of the space (`lvls = lo` or `lvls = lo to hi`), for printing one entry per level. */
function spaceDimension(space: Type): number {
  if (!(space instanceof OpaqueType)) return 0;
  const range = /lvls = (\d+)(?: to (\d+))?>$/.exec(space.data);
  if (range === null) return 0;
  const lo = Number(range[1]);
  return range[2] === undefined ? 1 : Number(range[2]) - lo;
}

/** `(%crd, _, ...)`: the coordinates' arguments and the bit set of the levels they are defined for. */
function parseUsedCoordinates(parser: OpAsmParser): { readonly arguments: OpAsmArgument[]; readonly used: bigint; readonly entries: number } {
  const args: OpAsmArgument[] = [];
  let used = 0n;
  let level = 0n;
  parser.parseCommaSeparatedList("paren", () => {
    if (!parser.parseOptionalKeyword("_")) {
      args.push(parser.parseArgument());
      used |= 1n << level;
    }
    level++;
  }, " in singleton list");
  return { arguments: args, used, entries: Number(level) };
}

export const iterateSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const context = parser.getContext();
    const iterators = parser.parseArgumentList("none");
    parser.parseKeyword("in");
    const spaces = parser.parseOperandList("none");
    if (iterators.length !== spaces.length) throw parser.emitError(parser.getNameLoc(), "mismatch in number of sparse iterators and sparse spaces");
    const hasCoordinates = parser.parseOptionalKeyword("at");
    const coordinates = hasCoordinates ? parseUsedCoordinates(parser) : { arguments: [], used: 0n, entries: 0 };
    state.addAttribute(CRD_USED_LVLS, IntegerAttr.get(IntegerType.get(context, 64), coordinates.used));
    const index = IndexType.get(context);
    for (const coordinate of coordinates.arguments) coordinate.type = index;
    const iterArgs: OpAsmArgument[] = [];
    const inits: UnresolvedOperand[] = [];
    const hasIterArgs = parser.parseOptionalKeyword("iter_args");
    if (hasIterArgs) parser.parseAssignmentList(iterArgs, inits);
    parser.parseColon();
    const spaceTypes = parser.parseTypeList();
    if (spaceTypes.length !== spaces.length) throw parser.emitError(parser.getNameLoc(), "mismatch in number of iteration space operands and iteration space types");
    spaceTypes.forEach((type, i) => {
      const iterator = iteratorTypeOf(type);
      const argument = iterators[i];
      if (iterator === undefined || argument === undefined) throw parser.emitError(parser.getNameLoc(), "expected sparse_tensor.iter_space type for iteration space operands");
      argument.type = iterator;
      // `at(...)` lists every level of the space, `_` for an unused one.
      if (hasCoordinates && coordinates.entries !== spaceDimension(type)) throw parser.emitError(parser.getNameLoc(), "mismatch in number of iteration space dimension and specified coordinates");
    });
    const resultTypes = hasIterArgs ? parser.parseArrowTypeList() : [];
    state.addTypes(resultTypes);
    parser.resolveOperands(spaces, spaceTypes, parser.getNameLoc(), state.operands);
    if (hasIterArgs) {
      if (resultTypes.length !== inits.length) throw parser.emitError(parser.getNameLoc(), "mismatch in number of iteration arguments and return values");
      inits.forEach((init, i) => {
        const type = resultTypes[i] as Type;
        (iterArgs[i] as OpAsmArgument).type = type;
        parser.resolveOperand(init, type, state.operands);
      });
    }
    if (iterators.length !== 1) throw parser.emitError(parser.getNameLoc(), "expected only one iterator/iteration space");
    const body = state.addRegion();
    parser.parseRegion(body, [...iterators, ...coordinates.arguments, ...iterArgs]);
    ensureTerminator(body, "sparse_tensor.yield", state.location);
    parser.parseOptionalAttrDict(state.attributes);
  },
  print(op, printer) {
    const block = op.getRegion(0).firstBlock;
    const args: readonly Value[] = block?.arguments ?? [];
    const space = op.getOperand(0);
    const inits = op.getOperands().slice(1);
    printer.write(" ");
    if (args[0] !== undefined) printer.printOperand(args[0]);
    printer.write(" in ");
    printer.printOperand(space);
    const usedAttr = op.getInherentAttr(CRD_USED_LVLS);
    const used = usedAttr instanceof IntegerAttr ? BigInt(usedAttr.value) : 0n;
    let next = 1;
    if (used !== 0n) {
      printer.write(" at(");
      const dimension = spaceDimension(space.type);
      for (let level = 0; level < dimension; level++) {
        if (level > 0) printer.write(", ");
        const crd = (used >> BigInt(level)) & 1n ? args[next++] : undefined;
        if (crd !== undefined) printer.printOperand(crd);
        else printer.write("_");
      }
      printer.write(")");
    }
    const iterArgs = args.slice(next);
    if (iterArgs.length > 0) {
      printer.write(" iter_args(");
      iterArgs.forEach((arg, i) => {
        if (i > 0) printer.write(", ");
        printer.printOperand(arg);
        printer.write(" = ");
        printer.printOperand(inits[i] as Value);
      });
      printer.write(")");
    }
    printer.write(" : ");
    printer.printType(space.type);
    if (inits.length > 0) {
      printer.write(" -> (");
      printer.printTypes(inits.map((v) => v.type));
      printer.write(")");
    }
    printer.write(" ");
    printer.printRegion(op.getRegion(0), false, inits.length > 0);
    printer.printOptionalAttrDict(operationAttributes(op), [CRD_USED_LVLS]);
  },
};
