// MLIR's OpAsmPrinter for custom op printers: values, types, attributes, attribute
// dictionaries with elided names, regions and successors, written through the op
// printer (src/asm/printer.ts) so naming, aliases and indentation are shared.
import { Attribute, DictionaryAttr, OpaqueAttr, opaqueMnemonic, type NamedAttribute } from "../../ir/attributes.js";
import type { Location } from "../../ir/location.js";
import type { Block, Operation, Region, Value } from "../../ir/operation.js";
import { FunctionType, type Type } from "../../ir/types.js";
import type { AffineExpr, AffineMap } from "../../ir/affine.js";
import { escapeString, isBareIdentifier, keywordOrString, printAffineExprWithIds, quoteString } from "../attr-type/index.js";
import type { OpAsmPrinterHost } from "./host.js";

/** An attribute class instance with a stripped syntax (printed without `#dialect.mnemonic`). */
interface StrippedPrintable {
  printBody(): string;
}

function strippedText(attr: Attribute): string | undefined {
  // An attribute of a dialect tsmlir keeps opaque: its body without the leading mnemonic.
  if (attr instanceof OpaqueAttr) return attr.data.slice(opaqueMnemonic(attr.data).length);
  const printBody = (attr as unknown as Partial<StrippedPrintable>).printBody;
  if (typeof printBody !== "function") return undefined;
  const text = printBody.call(attr);
  const mnemonic = (attr.constructor as { mnemonic?: unknown }).mnemonic;
  if (typeof mnemonic === "string" && text.startsWith(mnemonic)) return text.slice(mnemonic.length);
  return text;
}

const EMPTY_NAMES: readonly string[] = [];

export class OpAsmPrinter {
  readonly host: OpAsmPrinterHost;

  constructor(host: OpAsmPrinterHost) {
    this.host = host;
  }

  write(text: string): void {
    this.host.write(text);
  }

  // ---- values and blocks ----

  printOperand(value: Value): void {
    this.host.write(this.host.valueName(value));
  }

  /** Comma separated. */
  printOperands(values: readonly Value[]): void {
    const host = this.host;
    for (let i = 0; i < values.length; i++) {
      if (i > 0) host.write(", ");
      host.write(host.valueName(values[i] as Value));
    }
  }

  printSuccessor(block: Block): void {
    this.host.write(this.host.blockName(block));
  }

  /** `^bb(%a, %b : t1, t2)` or `^bb`. */
  printSuccessorAndUseList(block: Block, operands: readonly Value[]): void {
    this.printSuccessor(block);
    if (operands.length === 0) return;
    this.host.write("(");
    this.printOperands(operands);
    this.host.write(" : ");
    this.printTypes(operands.map((v) => v.type));
    this.host.write(")");
  }

  // ---- affine expressions of SSA operands ----

  /**
   * MLIR's printAffineMapOfSSAIds: the map's results, comma separated, with dim `i` spelled
   * as `operands[i]` and symbol `j` as `symbol(operands[numDims + j])`.
   */
  printAffineMapOfSSAIds(map: AffineMap, operands: readonly Value[]): void {
    const dims = operands.slice(0, map.numDims);
    const symbols = operands.slice(map.numDims);
    for (let i = 0; i < map.results.length; i++) {
      if (i > 0) this.host.write(", ");
      this.printAffineExprOfSSAIds(map.results[i] as AffineExpr, dims, symbols);
    }
  }

  /** MLIR's printAffineExprOfSSAIds: dims spelled as `dimOperands`, symbols as `symbol(...)` of `symbolOperands`. */
  printAffineExprOfSSAIds(expr: AffineExpr, dimOperands: readonly Value[], symbolOperands: readonly Value[]): void {
    const host = this.host;
    // A position with no operand (IR that did not verify) prints as MLIR prints a null value.
    const name = (value: Value | undefined): string => (value === undefined ? "<<NULL VALUE>>" : host.valueName(value));
    this.host.write(
      printAffineExprWithIds(expr, {
        dim: (position) => name(dimOperands[position]),
        symbol: (position) => `symbol(${name(symbolOperands[position])})`,
      }),
    );
  }

  // ---- types and attributes ----

  printType(type: Type): void {
    this.host.write(this.host.printType(type));
  }

  /** Comma separated. */
  printTypes(types: readonly Type[]): void {
    const host = this.host;
    for (let i = 0; i < types.length; i++) {
      if (i > 0) host.write(", ");
      host.write(host.printType(types[i] as Type));
    }
  }

  /** `-> t`, `-> (t1, t2)`, or nothing for no types. */
  printArrowTypeList(types: readonly Type[]): void {
    if (types.length === 0) return;
    this.host.write(" -> ");
    this.printFunctionResultTypes(types);
  }

  private printFunctionResultTypes(types: readonly Type[]): void {
    const only = types.length === 1 ? (types[0] as Type) : undefined;
    if (only !== undefined && !(only instanceof FunctionType)) {
      this.printType(only);
      return;
    }
    this.host.write("(");
    this.printTypes(types);
    this.host.write(")");
  }

  /** `(inputs) -> results` (MLIR's printFunctionalType). */
  printFunctionalType(inputs: readonly Type[], results: readonly Type[]): void {
    this.host.write("(");
    this.printTypes(inputs);
    this.host.write(") -> ");
    this.printFunctionResultTypes(results);
  }

  printAttribute(attr: Attribute): void {
    this.host.write(this.host.printAttribute(attr, "never"));
  }

  /** The attribute without its `: type` suffix. */
  printAttributeWithoutType(attr: Attribute): void {
    this.host.write(this.host.printAttribute(attr, "must"));
  }

  /** An alias if there is one, else the stripped syntax of dialect attributes (`<fast>`), else the attribute. */
  printStrippedAttrOrType(value: Attribute | Type): void {
    const alias = this.host.aliasOf(value);
    if (alias !== undefined) {
      this.host.write(alias);
      return;
    }
    if (value instanceof Attribute) {
      const stripped = strippedText(value);
      this.host.write(stripped ?? this.host.printAttribute(value, "never"));
    } else {
      this.host.write(this.host.printType(value));
    }
  }

  printKeywordOrString(keyword: string): void {
    this.host.write(keywordOrString(keyword));
  }

  printString(value: string): void {
    this.host.write(quoteString(value));
  }

  printEscapedString(value: string): void {
    this.host.write(escapeString(value));
  }

  /** `@name`, quoted when it is not a bare identifier. */
  printSymbolName(name: string): void {
    this.host.write(isBareIdentifier(name) ? `@${name}` : `@"${escapeString(name)}"`);
  }

  // ---- attribute dictionaries ----

  /** ` {a = 1, b}` with `elided` names left out; nothing when no entry remains. */
  printOptionalAttrDict(attrs: readonly NamedAttribute[], elided: readonly string[] = EMPTY_NAMES): void {
    const kept = keptAttributes(attrs, elided);
    if (kept === undefined) return;
    this.host.write(" ");
    this.host.write(this.host.printAttributeDictionary(kept));
  }

  /** ` attributes {a = 1}` with `elided` names left out; nothing when no entry remains. */
  printOptionalAttrDictWithKeyword(attrs: readonly NamedAttribute[], elided: readonly string[] = EMPTY_NAMES): void {
    const kept = keptAttributes(attrs, elided);
    if (kept === undefined) return;
    this.host.write(" attributes ");
    this.host.write(this.host.printAttributeDictionary(kept));
  }

  // ---- regions and layout ----

  printRegion(region: Region, printEntryBlockArgs = true, printBlockTerminators = true, printEmptyBlock = false): void {
    this.host.printRegion(region, printEntryBlockArgs, printBlockTerminators, printEmptyBlock);
  }

  /** `%name : type` (plus attributes and location as MLIR prints block arguments). */
  printRegionArgument(arg: Value, argAttrs: readonly NamedAttribute[] = [], omitType = false): void {
    this.printOperand(arg);
    if (!omitType) {
      this.host.write(": ");
      this.printType(arg.type);
    }
    if (argAttrs.length > 0) this.host.write(` ${this.host.printAttributeDictionary(argAttrs)}`);
    const loc = (arg as { loc?: Location }).loc;
    if (loc !== undefined) this.host.write(this.host.optionalLocationSpecifier(loc));
  }

  printOptionalLocationSpecifier(loc: Location): void {
    this.host.write(this.host.optionalLocationSpecifier(loc));
  }

  shadowRegionArgs(region: Region, names: readonly Value[]): void {
    this.host.shadowRegionArgs(region, names);
  }

  /** MLIR's printCustomOrGenericOp: an op nested in this op's syntax, printed without results or location. */
  printCustomOrGenericOp(op: Operation): void {
    this.host.printCustomOrGenericOp(op);
  }

  /** MLIR's printGenericOp: an op nested in this op's syntax, in the generic form, without results or location. */
  printGenericOp(op: Operation): void {
    this.host.printGenericOp(op);
  }

  printNewline(): void {
    this.host.printNewline();
  }

  increaseIndent(): void {
    this.host.increaseIndent();
  }

  decreaseIndent(): void {
    this.host.decreaseIndent();
  }
}

/**
 * `attrs` without the `elided` names, or undefined when none is left. Most ops print no
 * attribute dictionary (every attribute they have is elided): that case allocates nothing.
 */
function keptAttributes(attrs: readonly NamedAttribute[], elided: readonly string[]): readonly NamedAttribute[] | undefined {
  let count = 0;
  for (let i = 0; i < attrs.length; i++) if (!elided.includes((attrs[i] as NamedAttribute).name)) count++;
  if (count === 0) return undefined;
  if (count === attrs.length) return attrs;
  const kept = new Array<NamedAttribute>(count);
  let k = 0;
  for (let i = 0; i < attrs.length; i++) {
    const attr = attrs[i] as NamedAttribute;
    if (!elided.includes(attr.name)) kept[k++] = attr;
  }
  return kept;
}

/**
 * All attributes of `op` as MLIR's Operation::getAttrs() lists them for printing: the
 * inherent ones (properties dictionary) and the discardable ones, merged by name.
 */
export function operationAttributes(op: Operation): readonly NamedAttribute[] {
  const props = op.properties;
  const discardable = op.attributes.value;
  if (!(props instanceof DictionaryAttr) || props.value.length === 0) return discardable;
  if (discardable.length === 0) return props.value;
  const a = props.value;
  const out: NamedAttribute[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < discardable.length) {
    const x = a[i] as NamedAttribute;
    const y = discardable[j] as NamedAttribute;
    if (x.name <= y.name) {
      out.push(x);
      i++;
    } else {
      out.push(y);
      j++;
    }
  }
  while (i < a.length) out.push(a[i++] as NamedAttribute);
  while (j < discardable.length) out.push(discardable[j++] as NamedAttribute);
  return out;
}
