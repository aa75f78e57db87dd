// Small helpers the generated parsers and printers call, so the generated code stays
// short: operand/result groups, enum keywords and custom-directive holders.
import { OpTrait } from "../../ir/traits.js";
import type { Attribute, NamedAttribute } from "../../ir/attributes.js";
import { DenseArrayAttr, DictionaryAttr } from "../../ir/attributes.js";
import type { Operation, Region, Value } from "../../ir/operation.js";
import { isBareIdentifier } from "../attr-type/index.js";
import type { OpAsmParser } from "./op-asm-parser.js";
import type { OpAsmPrinter } from "./op-asm-printer.js";
import type { OperationState } from "./operation-state.js";
import { attributeToString } from "../print-helpers.js";
import type { MLIRContext } from "../../ir/context.js";
import { IntegerType, type Type } from "../../ir/types.js";
import { TokenKind } from "../token.js";
import { typeToString } from "../print-helpers.js";
import { OdsBuilder } from "./builder.js";

/** A slot a custom directive's parse function fills (C++ passes these by reference). */
export interface Ref<T> {
  value: T | undefined;
}

/** `[start, end)` of group `index` among groups whose variable-length flags are `variadic`. */
export function groupBounds(index: number, total: number, variadic: readonly boolean[], sizes: ArrayLike<number> | undefined): [number, number] {
  if (sizes !== undefined) {
    let start = 0;
    for (let i = 0; i < index; i++) start += Number(sizes[i] ?? 0);
    return [start, start + Number(sizes[index] ?? 0)];
  }
  let numVariadic = 0;
  for (const v of variadic) if (v) numVariadic++;
  const fixed = variadic.length - numVariadic;
  const perVariadic = numVariadic === 0 ? 0 : Math.floor((total - fixed) / numVariadic);
  let start = 0;
  for (let i = 0; i < index; i++) start += variadic[i] ? perVariadic : 1;
  return [start, start + (variadic[index] ? perVariadic : 1)];
}

/** The `operandSegmentSizes`/`resultSegmentSizes` of an op, when set. */
export function segmentSizes(op: Operation, name: string): ArrayLike<number> | undefined {
  const attr = op.getAttr(name);
  if (attr instanceof DenseArrayAttr) return attr.values as ArrayLike<number>;
  return undefined;
}

/**
 * groupBounds' start of group `index` (the generated printers and verifiers ask for every
 * group of every op they print: computed without the bounds pair or an iterator).
 */
function groupStart(index: number, total: number, variadic: readonly boolean[], sizes: ArrayLike<number> | undefined): number {
  let start = 0;
  if (sizes !== undefined) {
    for (let i = 0; i < index; i++) start += Number(sizes[i] ?? 0);
    return start;
  }
  const perVariadic = variadicGroupSize(total, variadic);
  for (let i = 0; i < index; i++) start += variadic[i] === true ? perVariadic : 1;
  return start;
}

/** groupBounds' length of group `index`. */
function groupLength(index: number, total: number, variadic: readonly boolean[], sizes: ArrayLike<number> | undefined): number {
  if (sizes !== undefined) return Number(sizes[index] ?? 0);
  return variadic[index] === true ? variadicGroupSize(total, variadic) : 1;
}

/** The size of each variable-length group when no segment sizes say (they share what the fixed ones leave). */
function variadicGroupSize(total: number, variadic: readonly boolean[]): number {
  let numVariadic = 0;
  for (let i = 0; i < variadic.length; i++) if (variadic[i] === true) numVariadic++;
  return numVariadic === 0 ? 0 : Math.floor((total - (variadic.length - numVariadic)) / numVariadic);
}

export function operandGroup(op: Operation, index: number, variadic: readonly boolean[], segmentAttr: string | undefined): Value[] {
  const sizes = segmentAttr === undefined ? undefined : segmentSizes(op, segmentAttr);
  const total = op.numOperands;
  const start = groupStart(index, total, variadic, sizes);
  const length = Math.max(0, groupLength(index, total, variadic, sizes));
  const out = new Array<Value>(length);
  for (let i = 0; i < length; i++) out[i] = op.getOperand(start + i);
  return out;
}

export function resultGroup(op: Operation, index: number, variadic: readonly boolean[], segmentAttr: string | undefined): Value[] {
  const sizes = segmentAttr === undefined ? undefined : segmentSizes(op, segmentAttr);
  const total = op.numResults;
  const start = groupStart(index, total, variadic, sizes);
  const length = Math.max(0, groupLength(index, total, variadic, sizes));
  const out = new Array<Value>(length);
  for (let i = 0; i < length; i++) out[i] = op.getResult(start + i);
  return out;
}

/**
 * An enum case as MLIR prints it in a format: bare when it is a keyword, else quoted. A
 * value that is no case (`text` undefined: an op of a dialect whose properties are not
 * checked) prints as MLIR's stringify of it does: nothing.
 */
export function enumKeywordText(text: string | undefined): string {
  if (text === undefined) return "";
  return isBareIdentifier(text) ? text : `"${text}"`;
}

/**
 * An enum case spelled as a keyword or a string (the generated enum attribute parser);
 * undefined when `optional` and neither is present.
 */
export function parseEnumCase(parser: OpAsmParser, attrName: string, keywords: readonly string[], optional: boolean): string | undefined {
  const offset = parser.getCurrentLocation();
  const keyword = parser.parseOptionalKeywordAny(keywords);
  if (keyword !== undefined) return keyword;
  const str = parser.parseOptionalString();
  if (str !== undefined) return str;
  if (optional) return undefined;
  throw parser.emitError(offset, `expected string or keyword containing one of the following enum values for attribute '${attrName}' [${keywords.join(", ")}]`);
}

export function invalidEnumCase(parser: OpAsmParser, offset: number, attrName: string, text: string): never {
  throw parser.emitError(offset, `invalid ${attrName} attribute specification: "${text}"`);
}

/** A parsed type outside its constraint, reported before a transformer derives other types from it. */
export function invalidParsedType(parser: OpAsmParser, name: string, summary: string, type: Type): never {
  throw parser.emitError(parser.getNameLoc(), `'${name}' must be ${summary}, but got '${typeToString(type)}'`);
}

/** The attributes of an op as one dictionary (custom directives taking `attr-dict`). */
export function attributeDictionary(op: Operation, attrs: readonly { name: string; value: Attribute }[]): DictionaryAttr {
  return DictionaryAttr.get(op.context, attrs);
}

/** The types of operand group `index` out of `all` (the `type(operands)` list), by group sizes. */
export function sliceTypes<T>(all: readonly T[], index: number, variadic: readonly boolean[], counts: readonly number[]): T[] {
  let start = 0;
  for (let i = 0; i < index; i++) start += counts[i] ?? 0;
  void variadic;
  return all.slice(start, start + (counts[index] ?? 0));
}

/**
 * Whether a SingleBlockImplicitTerminator region must show its terminator: only when
 * it carries attributes, operands or results (MLIR elides a bare implicit terminator).
 */
export function shouldPrintTerminator(region: Region): boolean {
  const block = region.firstBlock;
  if (block === null) return true;
  const term = block.lastOp;
  if (term === null || !term.hasTrait(OpTrait.IsTerminator)) return true;
  const props = term.properties;
  const hasProps = props instanceof DictionaryAttr ? props.value.length > 0 : props !== null;
  return hasProps || term.attributes.value.length > 0 || term.numOperands !== 0 || term.numResults !== 0;
}

/**
 * Parses the `prop-dict` directive: an optional `<{...}>`, set on `result` through the op's
 * properties conversion as MLIR's setPropertiesFromParsedAttr does (`{}` when none is
 * written; `excluded` names what the format binds elsewhere), with MLIR's "invalid
 * properties" error at the op name. An op whose registration has no such conversion keeps
 * the dictionary as written.
 */
export function parsePropDict(parser: OpAsmParser, result: OperationState, excluded: readonly string[]): void {
  let written: Attribute | null = null;
  if (parser.parseOptionalLess()) {
    written = parser.parseAttribute();
    parser.parseGreater();
  }
  const conversion = result.name.info?.propertiesConversion;
  if (conversion?.setFromParsedAttribute === undefined) {
    if (written !== null) result.propertiesAttr = written;
    return;
  }
  convertParsedProperties(parser, result, written ?? DictionaryAttr.get(parser.getContext(), []), excluded);
}

/**
 * Sets `given`, the `<{...}>` a parser read, as the op's properties through its
 * registration's conversion (MLIR's setPropertiesFromAttribute), refusing it at the op's
 * name as MLIR's op parser does; `excluded` names the properties the format parsed
 * elsewhere. A hand-written parser's `<{...}>` is converted so once it is done.
 */
export function convertParsedProperties(parser: OpAsmParser, result: OperationState, given: Attribute, excluded: readonly string[]): void {
  const conversion = result.name.info?.propertiesConversion;
  if (conversion?.setFromParsedAttribute === undefined) return;
  const entries = new Map<string, Attribute>();
  const failure = conversion.setFromParsedAttribute(given, entries, excluded);
  if (failure !== undefined) {
    throw parser.p.errorAt(parser.getNameLoc(), `invalid properties ${attributeToString(given)} for op ${result.name.name}: ${failure}`);
  }
  result.propertiesAttr = entries.size > 0 ? DictionaryAttr.get(parser.getContext(), [...entries].map(([name, value]) => ({ name, value }))) : null;
  result.propertiesConverted = true;
}

/**
 * The `attr-dict` directive of a declarative format, as mlir-tblgen's parsers read it: the
 * dictionary's entries go to the state's attributes, marked as the dictionary's (at
 * creation they are set over the inherent attributes the format parsed, as
 * Operation::create sets the attributes over the properties), and its inherent attributes
 * are checked against their constraints at once (verifyInherentAttrs), the error at the
 * dictionary.
 */
export function parseAttrDict(parser: OpAsmParser, result: OperationState, withKeyword: boolean): void {
  const at = parser.getCurrentLocation();
  const entries: NamedAttribute[] = [];
  if (withKeyword) parser.parseOptionalAttrDictWithKeyword(entries);
  else parser.parseOptionalAttrDict(entries);
  if (entries.length === 0) return;
  result.addAttrDictAttributes(entries);
  const failure = result.name.info?.propertiesConversion?.verifyInherentAttributes(entries);
  if (failure !== undefined) throw parser.emitError(at, `'${result.name.name}' op ${failure}`);
}

/**
 * The `prop-dict` directive (MLIR's genericPrintProperties): nothing without properties;
 * `<{...}>` when no name is elided; else `<` + the optional dictionary of the remaining
 * ones (with its leading space, as MLIR prints it) + `>` when any remains.
 */
export function printPropDict(printer: OpAsmPrinter, op: Operation, elided: readonly string[]): void {
  const props = op.properties;
  if (props === null || (props instanceof DictionaryAttr && props.value.length === 0)) return;
  if (props instanceof DictionaryAttr && elided.length > 0) {
    if (!props.value.some((e) => !elided.includes(e.name))) return;
    printer.write("<");
    printer.printOptionalAttrDict(props.value, elided);
    printer.write(">");
    return;
  }
  printer.write("<");
  printer.printAttribute(props);
  printer.write(">");
}

/** `values` split into consecutive groups by a VariadicOfVariadic segment-size attribute. */
export function splitGroups<T>(values: readonly T[], sizes: Attribute | undefined): T[][] {
  const groups: T[][] = [];
  if (!(sizes instanceof DenseArrayAttr)) return values.length === 0 ? groups : [values.slice()];
  let start = 0;
  const list = sizes.values as ArrayLike<number>;
  for (let i = 0; i < list.length; i++) {
    const n = Number(list[i]);
    groups.push(values.slice(start, start + n));
    start += n;
  }
  return groups;
}

/**
 * Default attribute values a generated printer compares against, built once per
 * context (attributes are uniqued, so the printer compares by identity).
 */
export class DefaultAttributes {
  private context: MLIRContext | undefined;
  private values: Array<Attribute | undefined> = [];

  get(context: MLIRContext, slot: number, build: (builder: OdsBuilder) => Attribute | undefined): Attribute | undefined {
    if (this.context !== context) {
      this.context = context;
      this.values = [];
    }
    let value = this.values[slot];
    if (value === undefined) {
      value = build(new OdsBuilder(context));
      this.values[slot] = value;
    }
    return value;
  }
}

/**
 * The stripped syntax of a dense array attribute of `width`-bit integers (`[1, -2]`, what
 * DenseArrayAttr's own parser reads when a format names it unqualified).
 */
export function parseDenseArrayBody(parser: OpAsmParser, width: number): DenseArrayAttr {
  const values: bigint[] = [];
  parser.parseCommaSeparatedList("square", () => {
    values.push(parser.parseSizedInteger(width));
  });
  return denseIntegerArray(parser.getContext(), width, values);
}

/** parseDenseArrayBody when a `[` starts here, else undefined. */
export function parseOptionalDenseArrayBody(parser: OpAsmParser, width: number): DenseArrayAttr | undefined {
  if (parser.p.lexer.kind !== TokenKind.LSquare) return undefined;
  return parseDenseArrayBody(parser, width);
}

function denseIntegerArray(context: MLIRContext, width: number, values: readonly bigint[]): DenseArrayAttr {
  const type = IntegerType.get(context, width);
  switch (width) {
    case 8:
      return DenseArrayAttr.get(type, Int8Array.from(values, Number));
    case 16:
      return DenseArrayAttr.get(type, Int16Array.from(values, Number));
    case 32:
      return DenseArrayAttr.get(type, Int32Array.from(values, Number));
    default:
      return DenseArrayAttr.get(type, BigInt64Array.from(values));
  }
}

/** Prints a dense array attribute stripped (`[1, 2]`); another attribute prints in full. */
export function printDenseArrayBody(printer: OpAsmPrinter, attr: Attribute): void {
  if (attr instanceof DenseArrayAttr && attr.elementType instanceof IntegerType && attr.elementType.width !== 1) {
    printer.write(`[${Array.prototype.join.call(attr.values, ", ")}]`);
  } else {
    printer.printAttribute(attr);
  }
}

/**
 * MLIR's parseOptionalAttribute(StringAttr&), (ArrayAttr&) and (SymbolRefAttr&): an
 * attribute of that kind when its first token (a string, `[`, `@name`) is here, else
 * undefined (another attribute is not attempted).
 */
export function parseOptionalAttributeOfKind(parser: OpAsmParser, kind: "string" | "array" | "symbol", type?: Type): Attribute | undefined {
  const token = parser.p.lexer.kind;
  const starts = kind === "string" ? token === TokenKind.String : kind === "array" ? token === TokenKind.LSquare : token === TokenKind.AtIdentifier;
  return starts ? parser.parseAttribute(type) : undefined;
}
