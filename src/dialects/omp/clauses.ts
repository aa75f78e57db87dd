// The `custom<...>` directives of omp's clause formats that read and write lists of values
// (C++ in MLIR's OpenMPDialect.cpp): allocate, aligned, linear, copyprivate, depend,
// reduction/in_reduction/task_reduction, map_entries and target's private list.
import { ArrayAttr, DenseArrayAttr, IntegerType, SymbolRefAttr, type Attribute, type Operation, type Type, type Value } from "../../ir/index.js";
import type { OpAsmParser, OpAsmPrinter, Ref, UnresolvedOperand } from "../../asm/op-asm/index.js";
import { OMP_ENUMS, ompEnumAttr, ompEnumKeyword } from "./enums.js";

/** `array<i1: ...>` of the byref flags; undefined when there are none (MLIR's null attribute). */
export function byrefArray(parser: OpAsmParser, flags: readonly boolean[]): DenseArrayAttr | undefined {
  if (flags.length === 0) return undefined;
  return DenseArrayAttr.get(IntegerType.get(parser.getContext(), 1), Uint8Array.from(flags, (f) => (f ? 1 : 0)));
}

/** The i-th flag of a byref array (false when absent or shorter). */
export function byrefAt(attr: Attribute | undefined, index: number): boolean {
  return attr instanceof DenseArrayAttr && index < attr.values.length && Number(attr.values[index]) !== 0;
}

/** The i-th element of an array attribute. */
export function elementAt(attr: Attribute | undefined, index: number): Attribute | undefined {
  return attr instanceof ArrayAttr ? attr.value[index] : undefined;
}

function printList(printer: OpAsmPrinter, count: number, printOne: (i: number) => void): void {
  for (let i = 0; i < count; i++) {
    if (i > 0) printer.write(", ");
    printOne(i);
  }
}

function printAttr(printer: OpAsmPrinter, attr: Attribute | undefined): void {
  if (attr !== undefined) printer.printAttribute(attr);
  else printer.write("<<NULL ATTRIBUTE>>");
}

/** `%allocator : type -> %allocated : type, ...` (the allocator is written first). */
export function parseAllocateAndAllocator(parser: OpAsmParser, allocateVars: UnresolvedOperand[], allocateTypes: Type[], allocatorVars: UnresolvedOperand[], allocatorTypes: Type[]): void {
  parser.parseCommaSeparatedList("none", () => {
    allocatorVars.push(parser.parseOperand());
    allocatorTypes.push(parser.parseColonType());
    parser.parseArrow();
    allocateVars.push(parser.parseOperand());
    allocateTypes.push(parser.parseColonType());
  });
}

export function printAllocateAndAllocator(printer: OpAsmPrinter, _op: Operation, allocateVars: Value[], allocateTypes: Type[], allocatorVars: Value[], allocatorTypes: Type[]): void {
  printList(printer, allocateVars.length, (i) => {
    printer.printOperand(allocatorVars[i] as Value);
    printer.write(" : ");
    printer.printType(allocatorTypes[i] as Type);
    printer.write(" -> ");
    printer.printOperand(allocateVars[i] as Value);
    printer.write(" : ");
    printer.printType(allocateTypes[i] as Type);
  });
}

/** `%v : type -> alignment, ...`; the alignments are kept as an array attribute. */
export function parseAlignedClause(parser: OpAsmParser, alignedVars: UnresolvedOperand[], alignedTypes: Type[], alignments: Ref<Attribute>): void {
  const values: Attribute[] = [];
  parser.parseCommaSeparatedList("none", () => {
    alignedVars.push(parser.parseOperand());
    alignedTypes.push(parser.parseColonType());
    parser.parseArrow();
    values.push(parser.parseAttribute());
  });
  alignments.value = ArrayAttr.get(parser.getContext(), values);
}

export function printAlignedClause(printer: OpAsmPrinter, _op: Operation, alignedVars: Value[], _types: Type[], alignments: Attribute | undefined): void {
  printList(printer, alignedVars.length, (i) => {
    const value = alignedVars[i] as Value;
    printer.printOperand(value);
    printer.write(" : ");
    printer.printType(value.type);
    printer.write(" -> ");
    printAttr(printer, elementAt(alignments, i));
  });
}

/** `%v = %step : type, ...`. */
export function parseLinearClause(parser: OpAsmParser, linearVars: UnresolvedOperand[], linearTypes: Type[], linearStepVars: UnresolvedOperand[]): void {
  parser.parseCommaSeparatedList("none", () => {
    linearVars.push(parser.parseOperand());
    parser.parseEqual();
    linearStepVars.push(parser.parseOperand());
    linearTypes.push(parser.parseColonType());
  });
}

export function printLinearClause(printer: OpAsmPrinter, _op: Operation, linearVars: Value[], _types: Type[], linearStepVars: Value[]): void {
  printList(printer, linearVars.length, (i) => {
    const value = linearVars[i] as Value;
    printer.printOperand(value);
    const step = linearStepVars[i];
    if (step !== undefined) {
      printer.write(" = ");
      printer.printOperand(step);
    }
    printer.write(" : ");
    printer.printType(value.type);
  });
}

/** `%v -> @copy_function : type, ...`. */
export function parseCopyPrivateVarList(parser: OpAsmParser, vars: UnresolvedOperand[], types: Type[], functions: Ref<Attribute>): void {
  const symbols: Attribute[] = [];
  parser.parseCommaSeparatedList("none", () => {
    vars.push(parser.parseOperand());
    parser.parseArrow();
    symbols.push(parser.parseAttributeOf(SymbolRefAttr));
    types.push(parser.parseColonType());
  });
  functions.value = ArrayAttr.get(parser.getContext(), symbols);
}

export function printCopyPrivateVarList(printer: OpAsmPrinter, _op: Operation, vars: Value[], types: Type[], functions: Attribute | undefined): void {
  if (!(functions instanceof ArrayAttr)) return;
  printList(printer, Math.min(vars.length, functions.value.length, types.length), (i) => {
    printer.printOperand(vars[i] as Value);
    printer.write(" -> ");
    printer.printAttribute(functions.value[i] as Attribute);
    printer.write(" : ");
    printer.printType(types[i] as Type);
  });
}

/** `taskdependin -> %v : type, ...`; the kinds are kept as an array of `#omp<clause_task_depend(...)>`. */
export function parseDependVarList(parser: OpAsmParser, vars: UnresolvedOperand[], types: Type[], kinds: Ref<Attribute>): void {
  const values: Attribute[] = [];
  parser.parseCommaSeparatedList("none", () => {
    const location = parser.getCurrentLocation();
    const keyword = parser.parseKeywordAny();
    parser.parseArrow();
    vars.push(parser.parseOperand());
    types.push(parser.parseColonType());
    // MLIR fails here without a message of its own; the caller's error is the one reported.
    if (OMP_ENUMS.taskDepend.info.symbolize(keyword) === undefined) throw parser.emitError(location, "custom op 'depend' is unknown");
    values.push(ompEnumAttr(parser.getContext(), OMP_ENUMS.taskDepend, keyword));
  });
  kinds.value = ArrayAttr.get(parser.getContext(), values);
}

export function printDependVarList(printer: OpAsmPrinter, _op: Operation, vars: Value[], types: Type[], kinds: Attribute | undefined): void {
  if (!(kinds instanceof ArrayAttr)) return;
  printList(printer, kinds.value.length, (i) => {
    printer.write(ompEnumKeyword(kinds.value[i]) ?? "");
    printer.write(" -> ");
    const value = vars[i];
    if (value !== undefined) printer.printOperand(value);
    printer.write(" : ");
    const type = types[i];
    if (type !== undefined) printer.printType(type);
  });
}

/** `[byref] @declaration -> %v : type, ...` (in_reduction and task_reduction). */
export function parseReductionVarList(parser: OpAsmParser, vars: UnresolvedOperand[], types: Type[], byref: Ref<Attribute>, symbols: Ref<Attribute>): void {
  const declarations: Attribute[] = [];
  const flags: boolean[] = [];
  parser.parseCommaSeparatedList("none", () => {
    flags.push(parser.parseOptionalKeyword("byref"));
    declarations.push(parser.parseAttributeOf(SymbolRefAttr));
    parser.parseArrow();
    vars.push(parser.parseOperand());
    types.push(parser.parseColonType());
  });
  byref.value = byrefArray(parser, flags);
  symbols.value = ArrayAttr.get(parser.getContext(), declarations);
}

export function printReductionVarList(printer: OpAsmPrinter, _op: Operation, vars: Value[], _types: Type[], byref: Attribute | undefined, symbols: Attribute | undefined): void {
  printList(printer, vars.length, (i) => {
    const value = vars[i] as Value;
    if (byrefAt(byref, i)) printer.write("byref ");
    printAttr(printer, elementAt(symbols, i));
    printer.write(" -> ");
    printer.printOperand(value);
    printer.write(" : ");
    printer.printType(value.type);
  });
}

/** `%map [-> %block_argument], ... : type, ...`; the block arguments are the region's own. */
export function parseMapEntries(parser: OpAsmParser, vars: UnresolvedOperand[], types: Type[]): void {
  parser.parseCommaSeparatedList("none", () => {
    vars.push(parser.parseOperand());
    if (parser.parseOptionalArrow()) parser.parseOperand();
  });
  parser.parseColon();
  parser.parseCommaSeparatedList("none", () => {
    types.push(parser.parseType());
  });
}

export function printMapEntries(printer: OpAsmPrinter, op: Operation, vars: Value[], types: Type[]): void {
  // omp.target shows which entry block argument each map stands for.
  const entry = op.name.name === "omp.target" ? (op.getRegion(0).firstBlock ?? undefined) : undefined;
  printList(printer, vars.length, (i) => {
    printer.printOperand(vars[i] as Value);
    if (entry !== undefined) {
      printer.write(" -> ");
      const argument = entry.arguments[i];
      if (argument !== undefined) printer.printOperand(argument);
    }
  });
  printer.write(" : ");
  printList(printer, types.length, (i) => printer.printType(types[i] as Type));
}

/** `@privatizer %v -> %block_argument : type, ...` (omp.target's private clause; the block arguments are the region's own). */
export function parsePrivateList(parser: OpAsmParser, vars: UnresolvedOperand[], types: Type[], privatizers: Ref<Attribute>): void {
  const symbols: Attribute[] = [];
  parser.parseCommaSeparatedList("none", () => {
    symbols.push(parser.parseAttributeOf(SymbolRefAttr));
    vars.push(parser.parseOperand());
    parser.parseArrow();
    parser.parseArgument();
    types.push(parser.parseColonType());
  });
  privatizers.value = ArrayAttr.get(parser.getContext(), symbols);
}

export function printPrivateList(printer: OpAsmPrinter, op: Operation, vars: Value[], types: Type[], privatizers: Attribute | undefined): void {
  // The private block arguments follow the map ones: they are the last of the entry block's.
  const args = op.getRegion(0).firstBlock?.arguments ?? [];
  const first = args.length - types.length;
  printList(printer, vars.length, (i) => {
    printAttr(printer, elementAt(privatizers, i));
    printer.write(" ");
    printer.printOperand(vars[i] as Value);
    printer.write(" -> ");
    const argument = args[first + i];
    if (argument !== undefined) printer.printOperand(argument);
    printer.write(" : ");
    printer.printType(types[i] as Type);
  });
}
