// @generated from test/dialect-defs/TestDefs.td by test/dialect-defs/generate.ts — do not edit
import * as ir from "../../src/api/index.js";
import * as ods from "../../src/api/ods.js";
import * as rt from "../../src/api/dialect.js";
export interface DescribedMethods {
  /** A description of the op. */
  describe(op: ir.Operation): string;
  /** The op's label. */
  label(op: ir.Operation): string;
}

export const Described: ir.OpInterface<DescribedMethods, "describe"> = ir.defineOpInterface<DescribedMethods, "describe">("Described", {
  methods: ["describe", "label"],
  defaults: {
    describe(op: ir.Operation): string {
      return op.name.name + "/" + String(op.numResults);
    },
  },
  verify: (op: ir.Operation): void => {
    if (op.numResults === 0) throw op.emitOpError("must describe at least one result");
  },
});
/** A type with a rank and a printable name. */
export interface ShapedThingMethods {
  /** The number of dimensions. */
  getRank(type: ir.Type): number;
  /** A name made of a prefix and the rank. */
  getName(type: ir.Type, prefix: string): string;
  /** Whether the rank is zero (fixed: implementations cannot change it). */
  isScalar(type: ir.Type): boolean;
  /** What implementers are called. */
  kindName(): string;
}

/** A type implementing ShapedThing. */
export type ShapedThing = ir.Type;
export const ShapedThing: ir.TypeInterface<ShapedThingMethods, "getName" | "isScalar" | "kindName"> = ir.defineTypeInterface<ShapedThingMethods, "getName" | "isScalar" | "kindName">("ShapedThing", {
  methods: ["getRank", "getName", "isScalar"],
  defaults: {
    getName(type: ir.Type, prefix: string): string {
      return (function(this: ir.BoundMethods<ShapedThingMethods, ir.Type>) {
        return prefix + String(this.getRank());
      }).call(rt.interfaceView(ShapedThing, type));
    },
    isScalar(type: ir.Type): boolean {
      return (function(this: ir.BoundMethods<ShapedThingMethods, ir.Type>) {
        return this.getRank() === 0;
      }).call(rt.interfaceView(ShapedThing, type));
    },
    kindName(): string {
      return "shaped";
    },
  },
});
export interface SizedMethods {
  /** The number of elements. */
  getSize(type: ir.Type): bigint;
}

/** A type implementing Sized. */
export type Sized = ir.Type;
/** The Sized key with its extra members. */
export class SizedInterface extends ir.TypeInterface<SizedMethods, never> {
  /** The total size of `types` that implement the interface. */
  totalSize(types: readonly ir.Type[]): bigint {
    return types.reduce((sum, t) => sum + (this.get(t)?.getSize() ?? 0n), 0n);
  }
  /** MLIR's extraClassOf: only values satisfying it implement the interface. */
  override impl(type: ir.Type): SizedMethods | undefined {
    return (!(type instanceof PointType)) ? super.impl(type) : undefined;
  }
}

export const Sized: SizedInterface = new SizedInterface("Sized", {
  methods: ["getSize"],
  bases: [ShapedThing],
});
/** An attribute with a weight. */
export interface WeightedMethods {
  /** The weight. */
  getWeight(attr: ir.Attribute): bigint;
  /** Twice the weight. */
  doubled(attr: ir.Attribute): bigint;
}

/** An attribute implementing Weighted. */
export type Weighted = ir.Attribute;
export const Weighted: ir.AttrInterface<WeightedMethods, "doubled"> = ir.defineAttrInterface<WeightedMethods, "doubled">("Weighted", {
  methods: ["getWeight", "doubled"],
  defaults: {
    doubled(attr: ir.Attribute): bigint {
      return (function(this: ir.BoundMethods<WeightedMethods, ir.Attribute>) {
        return this.getWeight() * 2n;
      }).call(rt.interfaceView(Weighted, attr));
    },
  },
});
/** a color */
export type Color = "red" | "green" | "dark-blue";
export const Color = {
  Red: "red",
  Green: "green",
  DarkBlue: "dark-blue",
} as const;
/** The cases of Color (MLIR's generated enum utilities). */
export const ColorEnumInfo = new rt.IntEnumInfo<Color>({
  qualifiedName: "::tdefs::Color", summary: "a color",
  cases: [["red", 0], ["green", 1], ["dark-blue", 7]],
});
/** The case spelled `text` or numbered `text`, or undefined. */
export function symbolizeColor(text: string | number | bigint): Color | undefined {
  return ColorEnumInfo.symbolize(text);
}

export function stringifyColor(value: Color): string {
  return value;
}

/** The integer value of a case. */
export function colorValue(value: Color): number {
  return ColorEnumInfo.valueOf(value) as number;
}

export function getMaxEnumValForColor(): number {
  return 7;
}

export const ColorKeywords: readonly Color[] = ColorEnumInfo.keywords;
/** permissions */
export type Perms = number;
export const Perms = {
  None: 0,
  Read: 1,
  Write: 2,
  Exec: 2147483648,
  ReadWrite: 3,
} as const;
/** The bits and groups of Perms (MLIR's generated enum utilities). */
export const PermsEnumInfo = new rt.BitEnumInfo<Perms>({
  qualifiedName: "::tdefs::Perms", summary: "permissions",
  width: 32,
  separator: " | ",
  primaryGroups: true,
  cases: [["none", 0, "none"], ["read", 1, "bit"], ["write", 2, "bit"], ["exec", 2147483648, "bit"], ["rw", 3, "group"]],
});
/** The flags named in `text` (keywords joined by "|") or the integer `text`, or undefined when a keyword or bit is unknown. */
export function symbolizePerms(text: string | number | bigint): Perms | undefined {
  return PermsEnumInfo.symbolize(text);
}

/** The keywords of the set flags as MLIR prints them (named groups first). */
export function stringifyPerms(value: Perms): string {
  return PermsEnumInfo.stringify(value);
}

export const PermsKeywords: readonly string[] = PermsEnumInfo.keywords;
/** allowed 64-bit signless integer cases: 1, 4 */
export type ShapeKind = "circle" | "square";
export const ShapeKind = {
  Circle: "circle",
  Square: "square",
} as const;
/** The cases of ShapeKind (MLIR's generated enum utilities). */
export const ShapeKindEnumInfo = new rt.IntEnumInfo<ShapeKind>({
  qualifiedName: "::tdefs::ShapeKind", summary: "allowed 64-bit signless integer cases: 1, 4",
  cases: [["circle", 1], ["square", 4]],
});
/** The case spelled `text` or numbered `text`, or undefined. */
export function symbolizeShapeKind(text: string | number | bigint): ShapeKind | undefined {
  return ShapeKindEnumInfo.symbolize(text);
}

export function stringifyShapeKind(value: ShapeKind): string {
  return value;
}

/** The integer value of a case. */
export function shapeKindValue(value: ShapeKind): number {
  return ShapeKindEnumInfo.valueOf(value) as number;
}

export function getMaxEnumValForShapeKind(): number {
  return 4;
}

export const ShapeKindKeywords: readonly ShapeKind[] = ShapeKindEnumInfo.keywords;
/** ShapeKind stored as an `i64` integer attribute (MLIR's ShapeKindAttr). */
export type ShapeKindAttr = ir.IntegerAttr;
export const ShapeKindAttr = {
  get(context: ir.MLIRContext, value: ShapeKind): ir.IntegerAttr {
    return ir.IntegerAttr.get(ir.IntegerType.get(context, 64), shapeKindValue(value));
  },
  /** The enum value held by `attr`. */
  valueOf(attr: ir.IntegerAttr): ShapeKind {
    const found = symbolizeShapeKind(attr.value);
    if (found === undefined) throw new RangeError("invalid ShapeKind value");
    return found;
  },
  [Symbol.hasInstance](x: unknown): x is ir.IntegerAttr {
    return x instanceof ir.IntegerAttr && ods.isSignlessInteger(x.type, 64) && symbolizeShapeKind(x.value) !== undefined;
  },
};
/** wide flags */
export type Wide = bigint;
export const Wide = {
  Low: 1n,
  High: 1099511627776n,
} as const;
/** The bits and groups of Wide (MLIR's generated enum utilities). */
export const WideEnumInfo = new rt.BitEnumInfo<Wide>({
  qualifiedName: "::tdefs::Wide", summary: "wide flags",
  width: 64,
  separator: "|",
  primaryGroups: false,
  cases: [["low", 1n, "bit"], ["high", 1099511627776n, "bit"]],
});
/** The flags named in `text` (keywords joined by "|") or the integer `text`, or undefined when a keyword or bit is unknown. */
export function symbolizeWide(text: string | number | bigint): Wide | undefined {
  return WideEnumInfo.symbolize(text);
}

/** The keywords of the set flags as MLIR prints them. */
export function stringifyWide(value: Wide): string {
  return WideEnumInfo.stringify(value);
}

export const WideKeywords: readonly string[] = WideEnumInfo.keywords;
/** Wide stored as an `i64` integer attribute (MLIR's WideAttr). */
export type WideAttr = ir.IntegerAttr;
export const WideAttr = {
  get(context: ir.MLIRContext, value: Wide): ir.IntegerAttr {
    return ir.IntegerAttr.get(ir.IntegerType.get(context, 64), value);
  },
  /** The enum value held by `attr`. */
  valueOf(attr: ir.IntegerAttr): Wide {
    const found = symbolizeWide(attr.value);
    if (found === undefined) throw new RangeError("invalid Wide value");
    return found;
  },
  [Symbol.hasInstance](x: unknown): x is ir.IntegerAttr {
    return x instanceof ir.IntegerAttr && ods.isSignlessInteger(x.type, 64) && symbolizeWide(x.value) !== undefined;
  },
};
/**
 * a color
 *
 * Possible values:
 * - `red` (Red)
 * - `green` (Green)
 * - `dark-blue` (DarkBlue)
 */
export class ColorAttr extends ir.DialectAttribute {
  static readonly mnemonic = "color";
  /** an enum of type Color */
  declare readonly value: Color;
  private constructor(context: ir.MLIRContext, value: Color) {
    super(context);
    this.value = value;
  }
  override get dialectNamespace(): string {
    return "tdefs";
  }
  /** The uniqued ColorAttr of these parameters. */
  static get(context: ir.MLIRContext, value: Color): ColorAttr {
    return rt.uniqueStorage<ColorAttr>(context, "tdefs.ColorAttr", [value], (odsCandidate) => rt.sameParameter(odsCandidate.value, value), () => new ColorAttr(context, value));
  }
  getValue(): Color {
    return this.value;
  }
  /** Parses what follows `color` (the format `'<' $value '>'`). */
  static parse(parser: rt.AttrTypeAsmParser, type: ir.Type | undefined): ColorAttr {
    let valueValue: Color | undefined;
    parser.parseLess();
    valueValue = parser.parseParameter("TDefs_ColorAttr", "value", "::tdefs::Color", () => rt.parseEnumParameter(parser, ColorEnumInfo));
    parser.parseGreater();
    return ColorAttr.get(parser.context, valueValue as Color);
  }
  /** Prints what follows `color`. */
  print(printer: rt.AttrTypeAsmPrinter): void {
    printer.write("<");
    printer.print(stringifyColor(this.value));
    printer.write(">");
  }
  /** The op-format protocol: parses the stripped syntax (after the mnemonic). */
  static parseBody(state: rt.TextParserState, context: ir.MLIRContext): ColorAttr {
    return rt.parseBodyWith(state, context, (parser) => ColorAttr.parse(parser, undefined));
  }
  /** The op-format protocol: the mnemonic and body as text. */
  printBody(): string {
    return rt.printBodyText(this, ColorAttr.mnemonic);
  }
}

export class HexAttr extends ir.DialectAttribute {
  static readonly mnemonic = "hex";
  /** a number printed in hexadecimal */
  declare readonly value: number;
  private constructor(context: ir.MLIRContext, value: number) {
    super(context);
    this.value = value;
  }
  override get dialectNamespace(): string {
    return "tdefs";
  }
  /** The uniqued HexAttr of these parameters. */
  static get(context: ir.MLIRContext, value: number): HexAttr {
    return rt.uniqueStorage<HexAttr>(context, "tdefs.HexAttr", [value], (odsCandidate) => rt.sameParameter(odsCandidate.value, value), () => new HexAttr(context, value));
  }
  getValue(): number {
    return this.value;
  }
  /** Parses what follows `hex` (the format `'<' $value '>'`). */
  static parse(parser: rt.AttrTypeAsmParser, type: ir.Type | undefined): HexAttr {
    let valueValue: number | undefined;
    parser.parseLess();
    valueValue = parser.parseParameter("TDefs_HexAttr", "value", "number", () => parser.parseSafeInteger());
    parser.parseGreater();
    return HexAttr.get(parser.context, valueValue as number);
  }
  /** Prints what follows `hex`. */
  print(printer: rt.AttrTypeAsmPrinter): void {
    printer.write("<");
    printer.write("0x" + this.value.toString(16));
    printer.write(">");
  }
  /** The op-format protocol: parses the stripped syntax (after the mnemonic). */
  static parseBody(state: rt.TextParserState, context: ir.MLIRContext): HexAttr {
    return rt.parseBodyWith(state, context, (parser) => HexAttr.parse(parser, undefined));
  }
  /** The op-format protocol: the mnemonic and body as text. */
  printBody(): string {
    return rt.printBodyText(this, HexAttr.mnemonic);
  }
}

export class IntListAttr extends ir.DialectAttribute {
  static readonly mnemonic = "ints";
  declare readonly value: readonly bigint[] | undefined;
  private constructor(context: ir.MLIRContext, value: readonly bigint[] | undefined) {
    super(context);
    this.value = value;
  }
  override get dialectNamespace(): string {
    return "tdefs";
  }
  /** The uniqued IntListAttr of these parameters. */
  static get(context: ir.MLIRContext, value: readonly bigint[] | undefined): IntListAttr {
    return rt.uniqueStorage<IntListAttr>(context, "tdefs.IntListAttr", [], (odsCandidate) => (ods.deepEquals(odsCandidate.value ?? [], value ?? [])), () => {
      let valueStored: readonly bigint[] | undefined = value;
      valueStored = value === undefined ? undefined : [...value];
      return new IntListAttr(context, valueStored);
    });
  }
  getValue(): readonly bigint[] | undefined {
    return this.value;
  }
  /** Parses what follows `ints` (the format `'[' (']') : ($value^ ']')?`). */
  static parse(parser: rt.AttrTypeAsmParser, type: ir.Type | undefined): IntListAttr {
    let valueValue: readonly bigint[] | undefined;
    parser.parseLSquare();
    if (parser.parseOptionalRSquare()) {
    } else {
      valueValue = parser.parseParameter("TDefs_IntListAttr", "value", "readonly bigint[]", () => parser.parseOptionalParameter(() => parser.parseParameterList(() => parser.parseInteger())));
      parser.parseRSquare();
    }
    return IntListAttr.get(parser.context, valueValue);
  }
  /** Prints what follows `ints`. */
  print(printer: rt.AttrTypeAsmPrinter): void {
    printer.write("[");
    if (!(!(ods.deepEquals(this.value ?? [], rt.absentParameter<readonly bigint[] | undefined>() ?? [])))) {
      printer.write("]");
    } else {
      if (!(ods.deepEquals(this.value ?? [], rt.absentParameter<readonly bigint[] | undefined>() ?? []))) {
        this.value!.forEach((element, i) => {
          if (i > 0) printer.write(", ");
          printer.write(String(element));
        });
      }
      printer.write("]");
    }
  }
  /** The op-format protocol: parses the stripped syntax (after the mnemonic). */
  static parseBody(state: rt.TextParserState, context: ir.MLIRContext): IntListAttr {
    return rt.parseBodyWith(state, context, (parser) => IntListAttr.parse(parser, undefined));
  }
  /** The op-format protocol: the mnemonic and body as text. */
  printBody(): string {
    return rt.printBodyText(this, IntListAttr.mnemonic);
  }
  get length(): number { return this.value?.length ?? 0; }
  at(index: number): bigint | undefined { return this.value?.[index]; }
  [Symbol.iterator](): Iterator<bigint> { return (this.value ?? [])[Symbol.iterator](); }
}

export class KeyAttr extends ir.DialectAttribute {
  static readonly mnemonic = "key";
  /** a key compared without case */
  declare readonly key: string;
  private constructor(context: ir.MLIRContext, key: string) {
    super(context);
    this.key = key;
  }
  override get dialectNamespace(): string {
    return "tdefs";
  }
  /** The uniqued KeyAttr of these parameters. */
  static get(context: ir.MLIRContext, key: string): KeyAttr {
    return rt.uniqueStorage<KeyAttr>(context, "tdefs.KeyAttr", [], (odsCandidate) => (odsCandidate.key.toLowerCase() === key.toLowerCase()), () => new KeyAttr(context, key));
  }
  getKey(): string {
    return this.key;
  }
  /** Parses what follows `key` (the format `'<' $key '>'`). */
  static parse(parser: rt.AttrTypeAsmParser, type: ir.Type | undefined): KeyAttr {
    let keyValue: string | undefined;
    parser.parseLess();
    keyValue = parser.parseParameter("TDefs_KeyAttr", "key", "string", () => parser.parseString());
    parser.parseGreater();
    return KeyAttr.get(parser.context, keyValue as string);
  }
  /** Prints what follows `key`. */
  print(printer: rt.AttrTypeAsmPrinter): void {
    printer.write("<");
    printer.printString(this.key);
    printer.write(">");
  }
  /** The op-format protocol: parses the stripped syntax (after the mnemonic). */
  static parseBody(state: rt.TextParserState, context: ir.MLIRContext): KeyAttr {
    return rt.parseBodyWith(state, context, (parser) => KeyAttr.parse(parser, undefined));
  }
  /** The op-format protocol: the mnemonic and body as text. */
  printBody(): string {
    return rt.printBodyText(this, KeyAttr.mnemonic);
  }
}

export class MetaAttr extends ir.DialectAttribute {
  static readonly mnemonic = "meta";
  declare readonly payload: ir.Attribute;
  declare readonly ty: ir.Type;
  private constructor(context: ir.MLIRContext, payload: ir.Attribute, ty: ir.Type) {
    super(context);
    this.payload = payload;
    this.ty = ty;
  }
  override get dialectNamespace(): string {
    return "tdefs";
  }
  /** The uniqued MetaAttr of these parameters. */
  static get(context: ir.MLIRContext, payload: ir.Attribute, ty: ir.Type): MetaAttr {
    return rt.uniqueStorage<MetaAttr>(context, "tdefs.MetaAttr", [payload, ty], (odsCandidate) => rt.sameParameter(odsCandidate.payload, payload) && rt.sameParameter(odsCandidate.ty, ty), () => new MetaAttr(context, payload, ty));
  }
  getPayload(): ir.Attribute {
    return this.payload;
  }
  getTy(): ir.Type {
    return this.ty;
  }
  /** The attributes and types among the parameters (MLIR's walkImmediateSubElements). */
  walkImmediateSubElements(fn: (element: ir.Attribute | ir.Type) => void): void {
    rt.forEachParameterElement([this.payload, this.ty], fn);
  }
  /** Parses what follows `meta` (the format `'<' $payload ',' $ty '>'`). */
  static parse(parser: rt.AttrTypeAsmParser, type: ir.Type | undefined): MetaAttr {
    let payloadValue: ir.Attribute | undefined;
    let tyValue: ir.Type | undefined;
    parser.parseLess();
    payloadValue = parser.parseParameter("TDefs_MetaAttr", "payload", "ir.Attribute", () => parser.parseAttribute());
    parser.parseComma();
    tyValue = parser.parseParameter("TDefs_MetaAttr", "ty", "ir.Type", () => parser.parseType());
    parser.parseGreater();
    return MetaAttr.get(parser.context, payloadValue as ir.Attribute, tyValue as ir.Type);
  }
  /** Prints what follows `meta`. */
  print(printer: rt.AttrTypeAsmPrinter): void {
    printer.write("<");
    printer.printAttribute(this.payload);
    printer.write(",");
    printer.write(" ");
    printer.printType(this.ty);
    printer.write(">");
  }
  /** The op-format protocol: parses the stripped syntax (after the mnemonic). */
  static parseBody(state: rt.TextParserState, context: ir.MLIRContext): MetaAttr {
    return rt.parseBodyWith(state, context, (parser) => MetaAttr.parse(parser, undefined));
  }
  /** The op-format protocol: the mnemonic and body as text. */
  printBody(): string {
    return rt.printBodyText(this, MetaAttr.mnemonic);
  }
}

/**
 * permissions
 *
 * Possible values:
 * - `none` (None)
 * - `read` (Read)
 * - `write` (Write)
 * - `exec` (Exec)
 * - `rw` (ReadWrite)
 */
export class PermsAttr extends ir.DialectAttribute {
  static readonly mnemonic = "perms";
  /** an enum of type Perms */
  declare readonly value: Perms;
  private constructor(context: ir.MLIRContext, value: Perms) {
    super(context);
    this.value = value;
  }
  override get dialectNamespace(): string {
    return "tdefs";
  }
  /** The uniqued PermsAttr of these parameters. */
  static get(context: ir.MLIRContext, value: Perms): PermsAttr {
    return rt.uniqueStorage<PermsAttr>(context, "tdefs.PermsAttr", [value], (odsCandidate) => rt.sameParameter(odsCandidate.value, value), () => new PermsAttr(context, value));
  }
  getValue(): Perms {
    return this.value;
  }
  /** Parses what follows `perms` (the format `$value`). */
  static parse(parser: rt.AttrTypeAsmParser, type: ir.Type | undefined): PermsAttr {
    let valueValue: Perms | undefined;
    valueValue = parser.parseParameter("TDefs_PermsAttr", "value", "::tdefs::Perms", () => rt.parseEnumParameter(parser, PermsEnumInfo));
    return PermsAttr.get(parser.context, valueValue as Perms);
  }
  /** Prints what follows `perms`. */
  print(printer: rt.AttrTypeAsmPrinter): void {
    printer.write(" ");
    printer.print(stringifyPerms(this.value));
  }
  /** The op-format protocol: parses the stripped syntax (after the mnemonic). */
  static parseBody(state: rt.TextParserState, context: ir.MLIRContext): PermsAttr {
    return rt.parseBodyWith(state, context, (parser) => PermsAttr.parse(parser, undefined));
  }
  /** The op-format protocol: the mnemonic and body as text. */
  printBody(): string {
    return rt.printBodyText(this, PermsAttr.mnemonic);
  }
}

export class RangeAttr extends ir.DialectAttribute {
  static readonly mnemonic = "range";
  declare readonly lo: number;
  declare readonly hi: number;
  private constructor(context: ir.MLIRContext, lo: number, hi: number) {
    super(context);
    this.lo = lo;
    this.hi = hi;
  }
  override get dialectNamespace(): string {
    return "tdefs";
  }
  /** The uniqued RangeAttr of these parameters; throws when the verifier rejects them. */
  static get(context: ir.MLIRContext, lo: number, hi: number): RangeAttr {
    return RangeAttr.getChecked(rt.defaultErrorEmitter(context), context, lo, hi);
  }
  /** MLIR's getChecked: verifies the parameters, reporting through `emitError` (whose error it throws). */
  static getChecked(emitError: rt.AttrTypeErrorEmitter, context: ir.MLIRContext, lo: number, hi: number): RangeAttr {
    rt.dialectHooks<TdefsDialectHooks>(context, "tdefs").verifyRangeAttr(emitError, lo, hi);
    return rt.uniqueStorage<RangeAttr>(context, "tdefs.RangeAttr", [lo, hi], (odsCandidate) => rt.sameParameter(odsCandidate.lo, lo) && rt.sameParameter(odsCandidate.hi, hi), () => new RangeAttr(context, lo, hi));
  }
  getLo(): number {
    return this.lo;
  }
  getHi(): number {
    return this.hi;
  }
  /** Parses what follows `range` (the format `'<' $lo 'to' $hi '>'`). */
  static parse(parser: rt.AttrTypeAsmParser, type: ir.Type | undefined): RangeAttr {
    const odsLoc = parser.getCurrentLocation();
    let loValue: number | undefined;
    let hiValue: number | undefined;
    parser.parseLess();
    loValue = parser.parseParameter("TDefs_RangeAttr", "lo", "number", () => parser.parseSafeInteger());
    parser.parseKeyword("to");
    hiValue = parser.parseParameter("TDefs_RangeAttr", "hi", "number", () => parser.parseSafeInteger());
    parser.parseGreater();
    return RangeAttr.getChecked((message: string) => parser.emitError(odsLoc, message), parser.context, loValue as number, hiValue as number);
  }
  /** Prints what follows `range`. */
  print(printer: rt.AttrTypeAsmPrinter): void {
    printer.write("<");
    printer.write(String(this.lo));
    printer.write(" to");
    printer.write(" ");
    printer.write(String(this.hi));
    printer.write(">");
  }
  /** The op-format protocol: parses the stripped syntax (after the mnemonic). */
  static parseBody(state: rt.TextParserState, context: ir.MLIRContext): RangeAttr {
    return rt.parseBodyWith(state, context, (parser) => RangeAttr.parse(parser, undefined));
  }
  /** The op-format protocol: the mnemonic and body as text. */
  printBody(): string {
    return rt.printBodyText(this, RangeAttr.mnemonic);
  }
}

export class ScaleAttr extends ir.DialectAttribute {
  static readonly mnemonic = "scale";
  /** the factor */
  declare readonly factor: number;
  private constructor(context: ir.MLIRContext, factor: number) {
    super(context);
    this.factor = factor;
  }
  override get dialectNamespace(): string {
    return "tdefs";
  }
  /** The uniqued ScaleAttr of these parameters. */
  static get(context: ir.MLIRContext, factor: number): ScaleAttr {
    return rt.uniqueStorage<ScaleAttr>(context, "tdefs.ScaleAttr", [], (odsCandidate) => (Object.is(odsCandidate.factor, factor)), () => new ScaleAttr(context, factor));
  }
  getFactor(): number {
    return this.factor;
  }
  /** Parses what follows `scale` (the format `'<' $factor '>'`). */
  static parse(parser: rt.AttrTypeAsmParser, type: ir.Type | undefined): ScaleAttr {
    let factorValue: number | undefined;
    parser.parseLess();
    factorValue = parser.parseParameter("TDefs_ScaleAttr", "factor", "number", () => parser.parseFloat());
    parser.parseGreater();
    return ScaleAttr.get(parser.context, factorValue as number);
  }
  /** Prints what follows `scale`. */
  print(printer: rt.AttrTypeAsmPrinter): void {
    printer.write("<");
    printer.printFloat(this.factor);
    printer.write(">");
  }
  /** The op-format protocol: parses the stripped syntax (after the mnemonic). */
  static parseBody(state: rt.TextParserState, context: ir.MLIRContext): ScaleAttr {
    return rt.parseBodyWith(state, context, (parser) => ScaleAttr.parse(parser, undefined));
  }
  /** The op-format protocol: the mnemonic and body as text. */
  printBody(): string {
    return rt.printBodyText(this, ScaleAttr.mnemonic);
  }
}

export class SpanAttr extends ir.DialectAttribute {
  static readonly mnemonic = "span";
  declare readonly start: number;
  declare readonly step: number;
  private constructor(context: ir.MLIRContext, start: number, step: number) {
    super(context);
    this.start = start;
    this.step = step;
  }
  override get dialectNamespace(): string {
    return "tdefs";
  }
  /** The uniqued SpanAttr of these parameters. */
  static get(context: ir.MLIRContext, start: number, step: number): SpanAttr {
    return rt.uniqueStorage<SpanAttr>(context, "tdefs.SpanAttr", [start, step], (odsCandidate) => rt.sameParameter(odsCandidate.start, start) && rt.sameParameter(odsCandidate.step, step), () => new SpanAttr(context, start, step));
  }
  getStart(): number {
    return this.start;
  }
  getStep(): number {
    return this.step;
  }
  /** Parses what follows `span` (the format `'<' params '>'`). */
  static parse(parser: rt.AttrTypeAsmParser, type: ir.Type | undefined): SpanAttr {
    let startValue: number | undefined;
    let stepValue: number | undefined;
    parser.parseLess();
    do {
      startValue = parser.parseParameter("TDefs_SpanAttr", "start", "number", () => parser.parseSafeInteger());
      if (!parser.parseOptionalComma()) break;
      stepValue = parser.parseParameter("TDefs_SpanAttr", "step", "number", () => parser.parseSafeInteger());
    } while (false);
    parser.parseGreater();
    return SpanAttr.get(parser.context, startValue as number, stepValue ?? (1));
  }
  /** Prints what follows `span`. */
  print(printer: rt.AttrTypeAsmPrinter): void {
    printer.write("<");
    {
      let firstPrinted = true;
      if (!firstPrinted) printer.write(", ");
      firstPrinted = false;
      printer.write(String(this.start));
      if (!rt.sameParameter(this.step, (1))) {
        if (!firstPrinted) printer.write(", ");
        firstPrinted = false;
        if (!rt.sameParameter(this.step, (1))) {
          printer.write(String(this.step));
        }
      }
    }
    printer.write(">");
  }
  /** The op-format protocol: parses the stripped syntax (after the mnemonic). */
  static parseBody(state: rt.TextParserState, context: ir.MLIRContext): SpanAttr {
    return rt.parseBodyWith(state, context, (parser) => SpanAttr.parse(parser, undefined));
  }
  /** The op-format protocol: the mnemonic and body as text. */
  printBody(): string {
    return rt.printBodyText(this, SpanAttr.mnemonic);
  }
}

export class TagsAttr extends ir.DialectAttribute {
  static readonly mnemonic = "tags";
  declare readonly tags: readonly string[];
  private constructor(context: ir.MLIRContext, tags: readonly string[]) {
    super(context);
    this.tags = tags;
  }
  override get dialectNamespace(): string {
    return "tdefs";
  }
  /** The uniqued TagsAttr of these parameters. */
  static get(context: ir.MLIRContext, tags: readonly string[]): TagsAttr {
    return rt.uniqueStorage<TagsAttr>(context, "tdefs.TagsAttr", [tags], (odsCandidate) => rt.sameParameter(odsCandidate.tags, tags), () => {
      let tagsStored: readonly string[] = tags;
      tagsStored = [...tags];
      return new TagsAttr(context, tagsStored);
    });
  }
  getTags(): readonly string[] {
    return this.tags;
  }
  /** Parses what follows `tags` (the format `'[' $tags ']'`). */
  static parse(parser: rt.AttrTypeAsmParser, type: ir.Type | undefined): TagsAttr {
    let tagsValue: readonly string[] | undefined;
    parser.parseLSquare();
    tagsValue = parser.parseParameter("TDefs_TagsAttr", "tags", "readonly string[]", () => parser.parseParameterList(() => parser.parseString()));
    parser.parseRSquare();
    return TagsAttr.get(parser.context, tagsValue as readonly string[]);
  }
  /** Prints what follows `tags`. */
  print(printer: rt.AttrTypeAsmPrinter): void {
    printer.write("[");
    this.tags.forEach((element, i) => {
      if (i > 0) printer.write(", ");
      printer.printString(element);
    });
    printer.write("]");
  }
  /** The op-format protocol: parses the stripped syntax (after the mnemonic). */
  static parseBody(state: rt.TextParserState, context: ir.MLIRContext): TagsAttr {
    return rt.parseBodyWith(state, context, (parser) => TagsAttr.parse(parser, undefined));
  }
  /** The op-format protocol: the mnemonic and body as text. */
  printBody(): string {
    return rt.printBodyText(this, TagsAttr.mnemonic);
  }
}

export class WeightAttr extends ir.DialectAttribute {
  static readonly mnemonic = "weight";
  declare readonly type: ir.Type;
  declare readonly value: bigint;
  private constructor(context: ir.MLIRContext, type: ir.Type, value: bigint) {
    super(context);
    this.type = type;
    this.value = value;
  }
  override get dialectNamespace(): string {
    return "tdefs";
  }
  /** The uniqued WeightAttr of these parameters. */
  static get(context: ir.MLIRContext, type: ir.Type, value: bigint): WeightAttr {
    return rt.uniqueStorage<WeightAttr>(context, "tdefs.WeightAttr", [type, value], (odsCandidate) => rt.sameParameter(odsCandidate.type, type) && rt.sameParameter(odsCandidate.value, value), () => new WeightAttr(context, type, value));
  }
  getType(): ir.Type {
    return this.type;
  }
  getValue(): bigint {
    return this.value;
  }
  /** The attributes and types among the parameters (MLIR's walkImmediateSubElements). */
  walkImmediateSubElements(fn: (element: ir.Attribute | ir.Type) => void): void {
    rt.forEachParameterElement([this.type], fn);
  }
  /** Parses what follows `weight` (the format `'<' $value '>'`). */
  static parse(parser: rt.AttrTypeAsmParser, type: ir.Type | undefined): WeightAttr {
    let typeValue: ir.Type | undefined;
    let valueValue: bigint | undefined;
    if (type !== undefined) {
      typeValue = type;
    }
    parser.parseLess();
    valueValue = parser.parseParameter("TDefs_WeightAttr", "value", "bigint", () => parser.parseInteger());
    parser.parseGreater();
    return WeightAttr.get(parser.context, typeValue ?? (ir.NoneType.get(parser.context)), valueValue as bigint);
  }
  /** Prints what follows `weight`. */
  print(printer: rt.AttrTypeAsmPrinter): void {
    printer.write("<");
    printer.write(String(this.value));
    printer.write(">");
  }
  /** The op-format protocol: parses the stripped syntax (after the mnemonic). */
  static parseBody(state: rt.TextParserState, context: ir.MLIRContext): WeightAttr {
    return rt.parseBodyWith(state, context, (parser) => WeightAttr.parse(parser, undefined));
  }
  /** The op-format protocol: the mnemonic and body as text. */
  printBody(): string {
    return rt.printBodyText(this, WeightAttr.mnemonic);
  }
  static readonly interfaces: ir.InterfaceMap = ir.interfaceMap(
    ir.implementation(Weighted, {
      getWeight: (attr: ir.Attribute): bigint => rt.dialectHooks<TdefsDialectHooks>(attr.context, "tdefs").getWeightWeightAttr(attr as WeightAttr),
    }),
  );
}

/**
 * a box of elements
 */
export class BoxType extends ir.DialectType {
  static readonly mnemonic = "box";
  declare readonly elementType: ir.Type;
  declare readonly size: number | undefined;
  declare readonly dims: readonly bigint[];
  /** the box's name */
  declare readonly name: string;
  private constructor(context: ir.MLIRContext, elementType: ir.Type, size: number | undefined, dims: readonly bigint[], name: string) {
    super(context);
    this.elementType = elementType;
    this.size = size;
    this.dims = dims;
    this.name = name;
  }
  override get dialectNamespace(): string {
    return "tdefs";
  }
  /** Whether the type may be a memref element (MLIR's MemRefElementTypeInterface). */
  override get isMemRefElementType(): boolean {
    return true;
  }
  /** The uniqued BoxType of these parameters; throws when the verifier rejects them. */
  static get(context: ir.MLIRContext, elementType: ir.Type, size: number | undefined, dims: readonly bigint[], name: string): BoxType {
    return BoxType.getChecked(rt.defaultErrorEmitter(context), context, elementType, size, dims, name);
  }
  /** MLIR's getChecked: verifies the parameters, reporting through `emitError` (whose error it throws). */
  static getChecked(emitError: rt.AttrTypeErrorEmitter, context: ir.MLIRContext, elementType: ir.Type, size: number | undefined, dims: readonly bigint[], name: string): BoxType {
    rt.dialectHooks<TdefsDialectHooks>(context, "tdefs").verifyBoxType(emitError, elementType, size, dims, name);
    return rt.uniqueStorage<BoxType>(context, "tdefs.BoxType", [elementType, size, dims, name], (odsCandidate) => rt.sameParameter(odsCandidate.elementType, elementType) && rt.sameParameter(odsCandidate.size, size) && rt.sameParameter(odsCandidate.dims, dims) && rt.sameParameter(odsCandidate.name, name), () => {
      let dimsStored: readonly bigint[] = dims;
      dimsStored = [...dims];
      return new BoxType(context, elementType, size, dimsStored, name);
    });
  }
  getElementType(): ir.Type {
    return this.elementType;
  }
  getSize(): number | undefined {
    return this.size;
  }
  getDims(): readonly bigint[] {
    return this.dims;
  }
  getName(): string {
    return this.name;
  }
  /** The attributes and types among the parameters (MLIR's walkImmediateSubElements). */
  walkImmediateSubElements(fn: (element: ir.Attribute | ir.Type) => void): void {
    rt.forEachParameterElement([this.elementType], fn);
  }
  /** Parses what follows `box` (the format `'<' $elementType ('x' $size^)? ',' '[' $dims ']' ('name' '=' $name^)? '>'`). */
  static parse(parser: rt.AttrTypeAsmParser): BoxType {
    const odsLoc = parser.getCurrentLocation();
    let elementTypeValue: ir.Type | undefined;
    let sizeValue: number | undefined;
    let dimsValue: readonly bigint[] | undefined;
    let nameValue: string | undefined;
    parser.parseLess();
    elementTypeValue = parser.parseParameter("TDefs_BoxType", "elementType", "ir.Type", () => parser.parseType());
    if (parser.parseOptionalKeyword("x")) {
      sizeValue = parser.parseParameter("TDefs_BoxType", "size", "number", () => parser.parseOptionalSafeInteger());
    }
    parser.parseComma();
    parser.parseLSquare();
    dimsValue = parser.parseParameter("TDefs_BoxType", "dims", "readonly bigint[]", () => parser.parseParameterList(() => parser.parseInteger()));
    parser.parseRSquare();
    if (parser.parseOptionalKeyword("name")) {
      parser.parseEqual();
      nameValue = parser.parseParameter("TDefs_BoxType", "name", "string", () => parser.parseString());
    }
    parser.parseGreater();
    return BoxType.getChecked((message: string) => parser.emitError(odsLoc, message), parser.context, elementTypeValue as ir.Type, sizeValue, dimsValue as readonly bigint[], nameValue ?? ("dflt"));
  }
  /** Prints what follows `box`. */
  print(printer: rt.AttrTypeAsmPrinter): void {
    printer.write("<");
    printer.printType(this.elementType);
    if (this.size !== undefined) {
      printer.write(" x");
      if (this.size !== undefined) {
        printer.write(" ");
        printer.write(String(this.size!));
      }
    }
    printer.write(",");
    printer.write(" [");
    this.dims.forEach((element, i) => {
      if (i > 0) printer.write(", ");
      printer.write(String(element));
    });
    printer.write("]");
    if (!rt.sameParameter(this.name, ("dflt"))) {
      printer.write(" name");
      printer.write(" =");
      if (!rt.sameParameter(this.name, ("dflt"))) {
        printer.write(" ");
        printer.printString(this.name);
      }
    }
    printer.write(">");
  }
  /** The op-format protocol: parses the stripped syntax (after the mnemonic). */
  static parseBody(state: rt.TextParserState, context: ir.MLIRContext): BoxType {
    return rt.parseBodyWith(state, context, (parser) => BoxType.parse(parser));
  }
  /** The op-format protocol: the mnemonic and body as text. */
  printBody(): string {
    return rt.printBodyText(this, BoxType.mnemonic);
  }
  static readonly interfaces: ir.InterfaceMap = ir.interfaceMap(
    ir.implementation(ShapedThing, {
      getRank: (type: ir.Type): number => rt.dialectHooks<TdefsDialectHooks>(type.context, "tdefs").getRankBoxType(type as BoxType),
    }),
    ir.implementation(Sized, {
      getSize: (type: ir.Type): bigint => rt.dialectHooks<TdefsDialectHooks>(type.context, "tdefs").getSizeBoxType(type as BoxType),
    }),
  );
}

export class FlagsType extends ir.DialectType {
  static readonly mnemonic = "flags";
  declare readonly flags: Wide;
  private constructor(context: ir.MLIRContext, flags: Wide) {
    super(context);
    this.flags = flags;
  }
  override get dialectNamespace(): string {
    return "tdefs";
  }
  /** Whether the type may be a memref element (MLIR's MemRefElementTypeInterface). */
  override get isMemRefElementType(): boolean {
    return false;
  }
  /** The uniqued FlagsType of these parameters. */
  static get(context: ir.MLIRContext, flags: Wide): FlagsType {
    return rt.uniqueStorage<FlagsType>(context, "tdefs.FlagsType", [flags], (odsCandidate) => rt.sameParameter(odsCandidate.flags, flags), () => new FlagsType(context, flags));
  }
  getFlags(): Wide {
    return this.flags;
  }
  /** Parses what follows `flags` (the format `'<' $flags '>'`). */
  static parse(parser: rt.AttrTypeAsmParser): FlagsType {
    let flagsValue: Wide | undefined;
    parser.parseLess();
    flagsValue = parser.parseParameter("TDefs_FlagsType", "flags", "Wide", () => rt.parseEnumField(parser, WideEnumInfo));
    parser.parseGreater();
    return FlagsType.get(parser.context, flagsValue as Wide);
  }
  /** Prints what follows `flags`. */
  print(printer: rt.AttrTypeAsmPrinter): void {
    printer.write("<");
    rt.printEnumField(printer, WideEnumInfo, this.flags);
    printer.write(">");
  }
  /** The op-format protocol: parses the stripped syntax (after the mnemonic). */
  static parseBody(state: rt.TextParserState, context: ir.MLIRContext): FlagsType {
    return rt.parseBodyWith(state, context, (parser) => FlagsType.parse(parser));
  }
  /** The op-format protocol: the mnemonic and body as text. */
  printBody(): string {
    return rt.printBodyText(this, FlagsType.mnemonic);
  }
}

export class NodeType extends ir.DialectType {
  static readonly mnemonic = "node";
  declare readonly id: number;
  declare readonly next: NodeType | undefined;
  private constructor(context: ir.MLIRContext, id: number, next: NodeType | undefined) {
    super(context);
    this.id = id;
    this.next = next;
  }
  override get dialectNamespace(): string {
    return "tdefs";
  }
  /** Whether the type may be a memref element (MLIR's MemRefElementTypeInterface). */
  override get isMemRefElementType(): boolean {
    return false;
  }
  /** The uniqued NodeType of these parameters. */
  static get(context: ir.MLIRContext, id: number, next: NodeType | undefined): NodeType {
    return rt.uniqueStorage<NodeType>(context, "tdefs.NodeType", [id, next], (odsCandidate) => rt.sameParameter(odsCandidate.id, id) && rt.sameParameter(odsCandidate.next, next), () => new NodeType(context, id, next));
  }
  getId(): number {
    return this.id;
  }
  getNext(): NodeType | undefined {
    return this.next;
  }
  /** The attributes and types among the parameters (MLIR's walkImmediateSubElements). */
  walkImmediateSubElements(fn: (element: ir.Attribute | ir.Type) => void): void {
    rt.forEachParameterElement([this.next], fn);
  }
  /** Parses what follows `node` (the format `'<' $id ('->' $next^)? '>'`). */
  static parse(parser: rt.AttrTypeAsmParser): NodeType {
    let idValue: number | undefined;
    let nextValue: NodeType | undefined;
    parser.parseLess();
    idValue = parser.parseParameter("TDefs_NodeType", "id", "number", () => parser.parseSafeInteger());
    if (parser.parseOptionalArrow()) {
      nextValue = parser.parseParameter("TDefs_NodeType", "next", "NodeType", () => parser.parseOptionalParameter(() => parser.parseStrippedType(NodeType)));
    }
    parser.parseGreater();
    return NodeType.get(parser.context, idValue as number, nextValue);
  }
  /** Prints what follows `node`. */
  print(printer: rt.AttrTypeAsmPrinter): void {
    printer.write("<");
    printer.write(String(this.id));
    if (this.next !== undefined) {
      printer.write(" ->");
      if (this.next !== undefined) {
        printer.write(" ");
        printer.printStrippedAttrOrType(this.next!);
      }
    }
    printer.write(">");
  }
  /** The op-format protocol: parses the stripped syntax (after the mnemonic). */
  static parseBody(state: rt.TextParserState, context: ir.MLIRContext): NodeType {
    return rt.parseBodyWith(state, context, (parser) => NodeType.parse(parser));
  }
  /** The op-format protocol: the mnemonic and body as text. */
  printBody(): string {
    return rt.printBodyText(this, NodeType.mnemonic);
  }
}

export class OpaqueType extends ir.DialectType {
  static readonly mnemonic = "opaque";
  declare readonly data: string;
  private constructor(context: ir.MLIRContext, data: string) {
    super(context);
    this.data = data;
  }
  override get dialectNamespace(): string {
    return "tdefs";
  }
  /** Whether the type may be a memref element (MLIR's MemRefElementTypeInterface). */
  override get isMemRefElementType(): boolean {
    return false;
  }
  /** The uniqued OpaqueType of these parameters. */
  static get(context: ir.MLIRContext, data: string): OpaqueType {
    return rt.uniqueStorage<OpaqueType>(context, "tdefs.OpaqueType", [data], (odsCandidate) => rt.sameParameter(odsCandidate.data, data), () => new OpaqueType(context, data));
  }
  getData(): string {
    return this.data;
  }
  /** Parses what follows `opaque` (the dialect's parseOpaqueType hook). */
  static parse(parser: rt.AttrTypeAsmParser): OpaqueType {
    return rt.dialectHooks<TdefsDialectHooks>(parser.context, "tdefs").parseOpaqueType(parser);
  }
  print(printer: rt.AttrTypeAsmPrinter): void {
    rt.dialectHooks<TdefsDialectHooks>(this.context, "tdefs").printOpaqueType(this, printer);
  }
  /** The op-format protocol: parses the stripped syntax (after the mnemonic). */
  static parseBody(state: rt.TextParserState, context: ir.MLIRContext): OpaqueType {
    return rt.parseBodyWith(state, context, (parser) => OpaqueType.parse(parser));
  }
  /** The op-format protocol: the mnemonic and body as text. */
  printBody(): string {
    return rt.printBodyText(this, OpaqueType.mnemonic);
  }
}

export class PairType extends ir.DialectType {
  static readonly mnemonic = "pair";
  declare readonly count: number;
  declare readonly box: BoxType;
  declare readonly other: BoxType;
  private constructor(context: ir.MLIRContext, count: number, box: BoxType, other: BoxType) {
    super(context);
    this.count = count;
    this.box = box;
    this.other = other;
  }
  override get dialectNamespace(): string {
    return "tdefs";
  }
  /** Whether the type may be a memref element (MLIR's MemRefElementTypeInterface). */
  override get isMemRefElementType(): boolean {
    return false;
  }
  /** The uniqued PairType of these parameters. */
  static get(context: ir.MLIRContext, count: number, box: BoxType, other: BoxType): PairType {
    return rt.uniqueStorage<PairType>(context, "tdefs.PairType", [count, box, other], (odsCandidate) => rt.sameParameter(odsCandidate.count, count) && rt.sameParameter(odsCandidate.box, box) && rt.sameParameter(odsCandidate.other, other), () => new PairType(context, count, box, other));
  }
  getCount(): number {
    return this.count;
  }
  getBox(): BoxType {
    return this.box;
  }
  getOther(): BoxType {
    return this.other;
  }
  /** The attributes and types among the parameters (MLIR's walkImmediateSubElements). */
  walkImmediateSubElements(fn: (element: ir.Attribute | ir.Type) => void): void {
    rt.forEachParameterElement([this.box, this.other], fn);
  }
  /** Parses what follows `pair` (the format `'<' custom<Count>($count) ',' $box ',' qualified($other) custom<Echo>(ref($count)) '>'`). */
  static parse(parser: rt.AttrTypeAsmParser): PairType {
    const hooks = rt.dialectHooks<TdefsDialectHooks>(parser.context, "tdefs");
    let countValue: number | undefined;
    let boxValue: BoxType | undefined;
    let otherValue: BoxType | undefined;
    parser.parseLess();
    {
      const customLoc = parser.getCurrentLocation();
      const countRef: rt.ParameterRef<number> = { value: undefined };
      hooks.parseCount(parser, countRef);
      countValue = countRef.value;
      if (countValue === undefined) throw parser.emitError(customLoc, "custom parser failed to parse parameter 'count'");
    }
    parser.parseComma();
    boxValue = parser.parseParameter("TDefs_PairType", "box", "BoxType", () => parser.parseStrippedType(BoxType));
    parser.parseComma();
    otherValue = parser.parseParameter("TDefs_PairType", "other", "BoxType", () => parser.parseTypeOfClass(BoxType));
    {
      hooks.parseEcho(parser, countValue);
    }
    parser.parseGreater();
    return PairType.get(parser.context, countValue as number, boxValue as BoxType, otherValue as BoxType);
  }
  /** Prints what follows `pair`. */
  print(printer: rt.AttrTypeAsmPrinter): void {
    const hooks = rt.dialectHooks<TdefsDialectHooks>(this.context, "tdefs");
    printer.write("<");
    hooks.printCount(printer, this.count);
    printer.write(",");
    printer.write(" ");
    printer.printStrippedAttrOrType(this.box);
    printer.write(",");
    printer.write(" ");
    printer.printType(this.other);
    printer.write(" ");
    hooks.printEcho(printer, this.count);
    printer.write(">");
  }
  /** The op-format protocol: parses the stripped syntax (after the mnemonic). */
  static parseBody(state: rt.TextParserState, context: ir.MLIRContext): PairType {
    return rt.parseBodyWith(state, context, (parser) => PairType.parse(parser));
  }
  /** The op-format protocol: the mnemonic and body as text. */
  printBody(): string {
    return rt.printBodyText(this, PairType.mnemonic);
  }
}

export class PointType extends ir.DialectType {
  static readonly mnemonic = "point";
  declare readonly x: number;
  declare readonly y: number;
  /** label */
  declare readonly label: string;
  private constructor(context: ir.MLIRContext, x: number, y: number, label: string) {
    super(context);
    this.x = x;
    this.y = y;
    this.label = label;
  }
  override get dialectNamespace(): string {
    return "tdefs";
  }
  /** Whether the type may be a memref element (MLIR's MemRefElementTypeInterface). */
  override get isMemRefElementType(): boolean {
    return false;
  }
  /** The uniqued PointType of these parameters. */
  static get(context: ir.MLIRContext, x: number, y: number, label: string): PointType {
    return rt.uniqueStorage<PointType>(context, "tdefs.PointType", [x, y, label], (odsCandidate) => rt.sameParameter(odsCandidate.x, x) && rt.sameParameter(odsCandidate.y, y) && rt.sameParameter(odsCandidate.label, label), () => new PointType(context, x, y, label));
  }
  getX(): number {
    return this.x;
  }
  getY(): number {
    return this.y;
  }
  getLabel(): string {
    return this.label;
  }
  /** Parses what follows `point` (the format `'<' struct(params) '>'`). */
  static parse(parser: rt.AttrTypeAsmParser): PointType {
    let xValue: number | undefined;
    let yValue: number | undefined;
    let labelValue: string | undefined;
    parser.parseLess();
    {
      let seenX = false;
      let seenY = false;
      let seenLabel = false;
      const parseEntry = (key: string): void => {
        parser.parseEqual();
        if (!seenX && key === "x") {
          seenX = true;
          xValue = parser.parseParameter("TDefs_PointType", "x", "number", () => parser.parseSafeInteger());
        } else if (!seenY && key === "y") {
          seenY = true;
          yValue = parser.parseParameter("TDefs_PointType", "y", "number", () => parser.parseSafeInteger());
        } else if (!seenLabel && key === "label") {
          seenLabel = true;
          labelValue = parser.parseParameter("TDefs_PointType", "label", "string", () => parser.parseString());
        } else {
          throw parser.emitError(parser.getCurrentLocation(), `duplicate or unknown struct parameter name: ${key}`);
        }
      };
      do parseEntry(parser.parseStructParameterName());
      while (parser.parseOptionalComma());
      if (!seenX) throw parser.emitError(parser.getCurrentLocation(), "struct is missing required parameter: x");
      if (!seenLabel) throw parser.emitError(parser.getCurrentLocation(), "struct is missing required parameter: label");
    }
    parser.parseGreater();
    return PointType.get(parser.context, xValue as number, yValue ?? (0), labelValue as string);
  }
  /** Prints what follows `point`. */
  print(printer: rt.AttrTypeAsmPrinter): void {
    printer.write("<");
    {
      let firstPrinted = true;
      if (!firstPrinted) printer.write(", ");
      firstPrinted = false;
      printer.write("x = ");
      printer.write(String(this.x));
      if (!rt.sameParameter(this.y, (0))) {
        if (!firstPrinted) printer.write(", ");
        firstPrinted = false;
        printer.write("y = ");
        if (!rt.sameParameter(this.y, (0))) {
          printer.write(String(this.y));
        }
      }
      if (!firstPrinted) printer.write(", ");
      firstPrinted = false;
      printer.write("label = ");
      printer.printString(this.label);
    }
    printer.write(">");
  }
  /** The op-format protocol: parses the stripped syntax (after the mnemonic). */
  static parseBody(state: rt.TextParserState, context: ir.MLIRContext): PointType {
    return rt.parseBodyWith(state, context, (parser) => PointType.parse(parser));
  }
  /** The op-format protocol: the mnemonic and body as text. */
  printBody(): string {
    return rt.printBodyText(this, PointType.mnemonic);
  }
  static readonly interfaces: ir.InterfaceMap = ir.interfaceMap(
    ir.implementation(ShapedThing, {
      getRank: (type: ir.Type): number => (type as PointType).getRank(),
    }),
  );
  getRank(): number {
    return this.y === 0 ? 1 : 2;
  }
}

export class UnitType extends ir.DialectType {
  static readonly mnemonic = "unit";
  private constructor(context: ir.MLIRContext) {
    super(context);
  }
  override get dialectNamespace(): string {
    return "tdefs";
  }
  /** Whether the type may be a memref element (MLIR's MemRefElementTypeInterface). */
  override get isMemRefElementType(): boolean {
    return false;
  }
  /** The uniqued UnitType of these parameters. */
  static get(context: ir.MLIRContext): UnitType {
    return rt.uniqueStorage<UnitType>(context, "tdefs.UnitType", [], () => true, () => new UnitType(context));
  }
}

export class VecType extends ir.DialectType {
  static readonly mnemonic = "vec";
  declare readonly length: number;
  declare readonly elementType: ir.Type;
  private constructor(context: ir.MLIRContext, length: number, elementType: ir.Type) {
    super(context);
    this.length = length;
    this.elementType = elementType;
  }
  override get dialectNamespace(): string {
    return "tdefs";
  }
  /** Whether the type may be a memref element (MLIR's MemRefElementTypeInterface). */
  override get isMemRefElementType(): boolean {
    return false;
  }
  /** The uniqued VecType of these parameters. */
  protected static get(context: ir.MLIRContext, length: number, elementType: ir.Type): VecType {
    return rt.uniqueStorage<VecType>(context, "tdefs.VecType", [length, elementType], (odsCandidate) => rt.sameParameter(odsCandidate.length, length) && rt.sameParameter(odsCandidate.elementType, elementType), () => new VecType(context, length, elementType));
  }
  /** An ODS builder of VecType (elementType, length). */
  static getWithElementTypeLength(elementType: ir.Type, length: number = 4): VecType {
    return VecType.get(elementType.context, length, elementType);
  }
  /** An ODS builder of VecType (length, elementType). */
  static getWithLengthElementType(context: ir.MLIRContext, length: number, elementType: ir.Type): VecType {
    return VecType.get(context, length, elementType);
  }
  getLength(): number {
    return this.length;
  }
  getElementType(): ir.Type {
    return this.elementType;
  }
  /** The attributes and types among the parameters (MLIR's walkImmediateSubElements). */
  walkImmediateSubElements(fn: (element: ir.Attribute | ir.Type) => void): void {
    rt.forEachParameterElement([this.elementType], fn);
  }
  /** Parses what follows `vec` (the format `'<' $length 'x' $elementType '>'`). */
  static parse(parser: rt.AttrTypeAsmParser): VecType {
    let lengthValue: number | undefined;
    let elementTypeValue: ir.Type | undefined;
    parser.parseLess();
    lengthValue = parser.parseParameter("TDefs_VecType", "length", "number", () => parser.parseSafeInteger());
    parser.parseKeyword("x");
    elementTypeValue = parser.parseParameter("TDefs_VecType", "elementType", "ir.Type", () => parser.parseType());
    parser.parseGreater();
    return VecType.get(parser.context, lengthValue as number, elementTypeValue as ir.Type);
  }
  /** Prints what follows `vec`. */
  print(printer: rt.AttrTypeAsmPrinter): void {
    printer.write("<");
    printer.write(String(this.length));
    printer.write(" x");
    printer.write(" ");
    printer.printType(this.elementType);
    printer.write(">");
  }
  /** The op-format protocol: parses the stripped syntax (after the mnemonic). */
  static parseBody(state: rt.TextParserState, context: ir.MLIRContext): VecType {
    return rt.parseBodyWith(state, context, (parser) => VecType.parse(parser));
  }
  /** The op-format protocol: the mnemonic and body as text. */
  printBody(): string {
    return rt.printBodyText(this, VecType.mnemonic);
  }
  /** The number of bits of all elements. */
  get totalBits(): number {
    return this.length * this.elementType.getIntOrFloatBitWidth();
  }
}

/** The tdefs dialect's attributes by mnemonic (MLIR's generatedAttributeParser/Printer tables). */
export const tdefsAttributeSyntax = new rt.MnemonicTable<rt.AttributeSyntax>([
  { mnemonic: ColorAttr.mnemonic, prototype: ColorAttr.prototype, parse: ColorAttr.parse },
  { mnemonic: HexAttr.mnemonic, prototype: HexAttr.prototype, parse: HexAttr.parse },
  { mnemonic: IntListAttr.mnemonic, prototype: IntListAttr.prototype, parse: IntListAttr.parse },
  { mnemonic: KeyAttr.mnemonic, prototype: KeyAttr.prototype, parse: KeyAttr.parse },
  { mnemonic: MetaAttr.mnemonic, prototype: MetaAttr.prototype, parse: MetaAttr.parse },
  { mnemonic: PermsAttr.mnemonic, prototype: PermsAttr.prototype, parse: PermsAttr.parse },
  { mnemonic: RangeAttr.mnemonic, prototype: RangeAttr.prototype, parse: RangeAttr.parse },
  { mnemonic: ScaleAttr.mnemonic, prototype: ScaleAttr.prototype, parse: ScaleAttr.parse },
  { mnemonic: SpanAttr.mnemonic, prototype: SpanAttr.prototype, parse: SpanAttr.parse },
  { mnemonic: TagsAttr.mnemonic, prototype: TagsAttr.prototype, parse: TagsAttr.parse },
  { mnemonic: WeightAttr.mnemonic, prototype: WeightAttr.prototype, parse: WeightAttr.parse },
]);
/** The tdefs dialect's types by mnemonic (MLIR's generatedTypeParser/Printer tables). */
export const tdefsTypeSyntax = new rt.MnemonicTable<rt.TypeSyntax>([
  { mnemonic: BoxType.mnemonic, prototype: BoxType.prototype, parse: BoxType.parse },
  { mnemonic: FlagsType.mnemonic, prototype: FlagsType.prototype, parse: FlagsType.parse },
  { mnemonic: NodeType.mnemonic, prototype: NodeType.prototype, parse: NodeType.parse },
  { mnemonic: OpaqueType.mnemonic, prototype: OpaqueType.prototype, parse: OpaqueType.parse },
  { mnemonic: PairType.mnemonic, prototype: PairType.prototype, parse: PairType.parse },
  { mnemonic: PointType.mnemonic, prototype: PointType.prototype, parse: PointType.parse },
  { mnemonic: UnitType.mnemonic, prototype: UnitType.prototype, parse: (parser: rt.AttrTypeAsmParser): UnitType => UnitType.get(parser.context) },
  { mnemonic: VecType.mnemonic, prototype: VecType.prototype, parse: VecType.parse },
]);
/** What the author of the tdefs dialect supplies. */
export interface TdefsDialectHooks {
  /** Checks the parameters of RangeAttr (ODS genVerifyDecl); throws `emitError(message)` when they are invalid. */
  readonly verifyRangeAttr: (emitError: rt.AttrTypeErrorEmitter, lo: number, hi: number) => void;
  /** WeightAttr's Weighted.getWeight: The weight. */
  readonly getWeightWeightAttr: (attr: WeightAttr) => bigint;
  /** BoxType's ShapedThing.getRank: The number of dimensions. */
  readonly getRankBoxType: (type: BoxType) => number;
  /** BoxType's Sized.getSize: The number of elements. */
  readonly getSizeBoxType: (type: BoxType) => bigint;
  /** Checks the parameters of BoxType (ODS genVerifyDecl); throws `emitError(message)` when they are invalid. */
  readonly verifyBoxType: (emitError: rt.AttrTypeErrorEmitter, elementType: ir.Type, size: number | undefined, dims: readonly bigint[], name: string) => void;
  /** Parses what follows `opaque` of OpaqueType (hasCustomAssemblyFormat). */
  readonly parseOpaqueType: (parser: rt.AttrTypeAsmParser) => OpaqueType;
  /** Prints what follows `opaque` of OpaqueType (hasCustomAssemblyFormat). */
  readonly printOpaqueType: (value: OpaqueType, printer: rt.AttrTypeAsmPrinter) => void;
  /** Parses `custom<Count>` of PairType's format; bound parameters are set through their refs. */
  readonly parseCount: (parser: rt.AttrTypeAsmParser, count: rt.ParameterRef<number>) => void;
  /** Prints `custom<Count>` of PairType's format. */
  readonly printCount: (printer: rt.AttrTypeAsmPrinter, count: number) => void;
  /** Parses `custom<Echo>` of PairType's format; bound parameters are set through their refs. */
  readonly parseEcho: (parser: rt.AttrTypeAsmParser, count: number | undefined) => void;
  /** Prints `custom<Echo>` of PairType's format. */
  readonly printEcho: (printer: rt.AttrTypeAsmPrinter, count: number) => void;
}

/** The tdefs dialect with the author's hooks, for `context.loadDialect`. */
export function createTdefsDialect(hooks: TdefsDialectHooks): rt.DialectWithHooks<TdefsDialectHooks> {
  return {
    namespace: "tdefs",
    hooks,
    parseAttribute: (parser: ir.DialectAsmParser, type: ir.Type | undefined): ir.Attribute => rt.parseDialectAttribute("tdefs", tdefsAttributeSyntax, parser, type),
    printAttribute: (attr: ir.Attribute, printer: ir.DialectAsmPrinter): void => rt.printDialectAttribute(tdefsAttributeSyntax, attr, printer),
    parseType: (parser: ir.DialectAsmParser): ir.Type => rt.parseDialectType("tdefs", tdefsTypeSyntax, parser),
    printType: (type: ir.Type, printer: ir.DialectAsmPrinter): void => rt.printDialectType(tdefsTypeSyntax, type, printer),
    forEachSubElement: (value: ir.Attribute | ir.Type, fn: (element: ir.Attribute | ir.Type) => void): void => rt.forEachSubElement(value, fn),
    forEachPrintedElement: (value: ir.Attribute | ir.Type, fn: (element: ir.Attribute | ir.Type) => void): void => rt.forEachPrintedElement(value, fn),
  };
}

void ods;
