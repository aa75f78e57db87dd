// MLIR's DummyAliasOperationPrinter: the op's own custom printer is run with a printer that
// writes nothing and only reports which attributes, types and locations it would print, in
// print order, to the alias initializer. What custom syntax leaves out (an implied
// terminator, entry block arguments declared by the op's syntax, types implied by others) is
// never visited, nor are the entries an attribute dictionary elides (a transfer_read's
// minor identity permutation map gets no `#map` alias), as with MLIR's dummy printer.
import type { Attribute, NamedAttribute } from "../ir/attributes.js";
import type { Location } from "../ir/location.js";
import type { Block, Operation, Region, Value } from "../ir/operation.js";
import type { Type } from "../ir/types.js";
import type { TypeElision } from "./attr-type/printer.js";
import type { OpAsmPrinterHost } from "./op-asm/host.js";
import { OpAsmPrinter } from "./op-asm/op-asm-printer.js";

/** What the dummy printer reports to: the alias initializer's visits and region walk. */
export interface AliasVisitor {
  /** Visits an attribute, type or location that is printed (not deferrable). */
  visitPrinted(symbol: Attribute | Type): void;
  /** Visits a block argument's location when locations are printed. */
  visitArgumentLocation(loc: Location): void;
  /** Walks a region as printing it would. */
  visitRegion(region: Region, printEntryBlockArgs: boolean, printBlockTerminators: boolean): void;
  /** Visits an op as printing it (custom form, else generic) would. */
  visitCustomOrGenericOp(op: Operation): void;
  /** Visits an op as printing it in the generic form (without its location) would. */
  visitGenericOp(op: Operation): void;
}

/** The host of the dummy printer: no text, every printed symbol reported. */
class AliasCollectingHost implements OpAsmPrinterHost {
  constructor(private readonly visitor: AliasVisitor) {}
  write(_text: string): void {}
  valueName(_value: Value): string {
    return "";
  }
  blockName(_block: Block): string {
    return "";
  }
  printType(type: Type): string {
    this.visitor.visitPrinted(type);
    return "";
  }
  printAttribute(attr: Attribute, _elision: TypeElision): string {
    this.visitor.visitPrinted(attr);
    return "";
  }
  /** MLIR's printAlias: visits, and succeeds (so nothing more is printed). */
  aliasOf(value: Attribute | Type): string | undefined {
    this.visitor.visitPrinted(value);
    return "";
  }
  printAttributeDictionary(entries: readonly NamedAttribute[]): string {
    for (const entry of entries) this.visitor.visitPrinted(entry.value);
    return "";
  }
  printRegion(region: Region, printEntryBlockArgs: boolean, printBlockTerminators: boolean, _printEmptyBlock: boolean): void {
    this.visitor.visitRegion(region, printEntryBlockArgs, printBlockTerminators);
  }
  printNewline(): void {}
  increaseIndent(): void {}
  decreaseIndent(): void {}
  optionalLocationSpecifier(loc: Location): string {
    this.visitor.visitPrinted(loc);
    return "";
  }
  shadowRegionArgs(_region: Region, _names: readonly Value[]): void {}
  printCustomOrGenericOp(op: Operation): void {
    this.visitor.visitCustomOrGenericOp(op);
  }
  printGenericOp(op: Operation): void {
    this.visitor.visitGenericOp(op);
  }
}

/** The OpAsmPrinter custom printers are given during alias collection. */
export class AliasCollectingPrinter extends OpAsmPrinter {
  private readonly visitor: AliasVisitor;

  constructor(visitor: AliasVisitor) {
    super(new AliasCollectingHost(visitor));
    this.visitor = visitor;
  }

  /** The attributes not elided: those are printed. */
  override printOptionalAttrDict(attrs: readonly NamedAttribute[], elided: readonly string[] = []): void {
    for (const attr of attrs) if (!elided.includes(attr.name)) this.visitor.visitPrinted(attr.value);
  }

  override printOptionalAttrDictWithKeyword(attrs: readonly NamedAttribute[], elided: readonly string[] = []): void {
    this.printOptionalAttrDict(attrs, elided);
  }

  /** The argument's type and (when printed) location; its attributes are the op's. */
  override printRegionArgument(arg: Value, _argAttrs: readonly NamedAttribute[] = [], _omitType = false): void {
    this.visitor.visitPrinted(arg.type);
    const loc = (arg as { loc?: Location }).loc;
    if (loc !== undefined) this.visitor.visitArgumentLocation(loc);
  }

  /** Successor operands are not visited (their types are their definitions'). */
  override printSuccessorAndUseList(_block: Block, _operands: readonly Value[]): void {}
}
