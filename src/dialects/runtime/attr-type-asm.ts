// The assembly API of generated attribute and type classes: MLIR's AsmParser/AsmPrinter
// as `parse`/`print` of an attribute or type body see them (what follows
// `#dialect.mnemonic`), the parameter-level parsing and printing their assembly formats
// compile to (MLIR's FieldParser and printStrippedAttrOrType), and the mnemonic dispatch
// of a dialect's parseAttribute/parseType/printAttribute/printType hooks with MLIR 19's
// diagnostics.
import {
  Attribute,
  Type,
  type DialectAsmParser,
  type DialectAsmPrinter,
  type MLIRContext,
} from "../../ir/index.js";
import { AsmParser } from "../../asm/op-asm/asm-parser.js";
import { AsmParserState } from "../../asm/parser-state.js";
import { AttrTypePrinter as TextPrinter, BodyPrinter, keywordOrString, quoteString } from "../../asm/attr-type/index.js";
import { emitErrorAt } from "../../asm/op-asm/emit-error.js";
import { DiagnosticsError } from "../../asm/errors.js";
import { TokenKind, isKeyword } from "../../asm/token.js";
import { formatFloat } from "../../ir/apfloat.js";
import { DiagnosticError } from "../../support/diagnostic.js";

/** The text parser's state a dialect hook and the op-format protocol hand over. */
export type TextParserState = AsmParserState;

/** A slot a custom directive's parse hook fills (MLIR passes bound parameters by reference). */
export interface ParameterRef<T> {
  value: T | undefined;
}

/** A class with MLIR's stripped attribute syntax: `parse` reads what follows the mnemonic. */
export interface AttributeSyntax<T extends Attribute = Attribute> {
  readonly mnemonic: string;
  readonly prototype: T;
  parse(parser: AttrTypeAsmParser, type: Type | undefined): T;
}

/** A class with MLIR's stripped type syntax. */
export interface TypeSyntax<T extends Type = Type> {
  readonly mnemonic: string;
  readonly prototype: T;
  parse(parser: AttrTypeAsmParser): T;
}

/** What generated attribute/type instances with syntax offer the printers. */
interface PrintableBody {
  print(printer: AttrTypeAsmPrinter): void;
}

function hasPrint(value: unknown): value is PrintableBody {
  return typeof (value as Partial<PrintableBody>).print === "function";
}

function staticParse(cls: unknown): ((parser: AttrTypeAsmParser, type?: Type) => unknown) | undefined {
  const parse = (cls as { parse?: unknown }).parse;
  return typeof parse === "function" ? (parse as (parser: AttrTypeAsmParser, type?: Type) => unknown).bind(cls) : undefined;
}

/** Tokens that end a parameter list: an optional parameter before one of them is absent. */
const CLOSING = new Set<TokenKind>([TokenKind.Greater, TokenKind.RParen, TokenKind.RSquare, TokenKind.RBrace, TokenKind.Comma, TokenKind.Eof]);

/**
 * Runs `parse`, one parameter of an attribute or type definition read by `parser`; when it
 * fails, MLIR adds `failed to parse <Def> parameter '<name>' which is to be a `<type>`` at
 * the point reached (through the parser's own emitError).
 */
export function parseTypeDefParameter<T>(parser: AsmParser, defName: string, paramName: string, typeName: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof DiagnosticError)) throw error;
    const second = parser.emitError(parser.getCurrentLocation(), `failed to parse ${defName} parameter '${paramName}' which is to be a \`${typeName}\``);
    throw new DiagnosticsError([...error.diagnostics, second.diagnostic]);
  }
}

/**
 * MLIR's AsmParser as an attribute/type `parse` receives it (the text layer's AsmParser,
 * with emitError prefixed like MLIR's when the body is parsed inside a custom op).
 */
export class AttrTypeAsmParser extends AsmParser {
  static of(parser: DialectAsmParser | AsmParserState): AttrTypeAsmParser {
    if (!(parser instanceof AsmParserState)) throw new TypeError("attribute and type bodies are parsed with the text layer's parser");
    return new AttrTypeAsmParser(parser);
  }

  override emitError(offset: number, message: string): DiagnosticError {
    return emitErrorAt(this.p, offset, message);
  }

  /**
   * Parses one parameter; when its parser fails, MLIR adds `failed to parse <Def>
   * parameter '<name>' which is to be a `<type>`` at the point reached.
   */
  parseParameter<T>(defName: string, paramName: string, typeName: string, parse: () => T): T {
    return parseTypeDefParameter(this, defName, paramName, typeName, parse);
  }

  /** An integer that must fit a JavaScript number exactly (MLIR's parseInteger range check). */
  parseSafeInteger(): number {
    const offset = this.getCurrentLocation();
    const value = this.parseInteger();
    const n = Number(value);
    if (!Number.isSafeInteger(n)) throw this.emitError(offset, "integer value too large");
    return n;
  }

  parseOptionalSafeInteger(): number | undefined {
    const offset = this.getCurrentLocation();
    const value = this.parseOptionalInteger();
    if (value === undefined) return undefined;
    const n = Number(value);
    if (!Number.isSafeInteger(n)) throw this.emitError(offset, "integer value too large");
    return n;
  }

  /** MLIR's parseFloat(double&): a float literal (or a hexadecimal bit pattern), optionally negated. */
  parseFloat(): number {
    const negative = this.p.consumeIf(TokenKind.Minus);
    const lexer = this.p.lexer;
    const offset = lexer.start;
    if (lexer.kind === TokenKind.FloatLiteral) {
      const value = Number(lexer.spelling());
      if (!Number.isFinite(value)) throw this.emitError(offset, "floating point value too large");
      this.p.consume();
      return negative ? -value : value;
    }
    if (lexer.kind === TokenKind.Integer) {
      const text = lexer.spelling();
      if (!(text.length > 1 && text.charCodeAt(1) === 120)) throw this.p.decimalIntegerForFloatError(offset);
      if (negative) throw this.emitError(offset, "hexadecimal float literal should not have a leading minus");
      const bits = BigInt(text);
      if (bits >= 1n << 64n) throw this.emitError(offset, "hexadecimal float constant out of range for type");
      this.p.consume();
      const view = new DataView(new ArrayBuffer(8));
      view.setBigUint64(0, bits);
      return view.getFloat64(0);
    }
    throw this.emitError(offset, "expected floating point literal");
  }

  /** `true` or `false`. */
  parseBoolean(): boolean {
    const offset = this.getCurrentLocation();
    if (this.parseOptionalKeyword("true")) return true;
    if (this.parseOptionalKeyword("false")) return false;
    throw this.emitError(offset, "expected 'true' or 'false'");
  }

  /** MLIR's FieldParser of a container: comma separated elements, at least one. */
  parseParameterList<T>(parseElement: () => T): T[] {
    const out = [parseElement()];
    while (this.p.consumeIf(TokenKind.Comma)) out.push(parseElement());
    return out;
  }

  /** An optional parameter outside an optional group: absent when the next token closes the list. */
  parseOptionalParameter<T>(parseElement: () => T): T | undefined {
    if (CLOSING.has(this.p.lexer.kind)) return undefined;
    return parseElement();
  }

  /**
   * MLIR's parseCustomAttributeWithFallback<T>: `cls`'s own (stripped) syntax unless the
   * attribute is spelled in full (`#...`), then a check that it is a `cls`.
   */
  parseStrippedAttribute<T extends Attribute>(cls: { readonly prototype: T }, type?: Type): T {
    const offset = this.getCurrentLocation();
    const parse = staticParse(cls);
    const attr = parse !== undefined && this.p.lexer.kind !== TokenKind.HashIdentifier ? parse(this, type) : this.parseAttribute(type);
    if (!(attr instanceof (cls as unknown as abstract new () => T))) throw this.emitError(offset, "invalid kind of attribute specified");
    return attr;
  }

  /** MLIR's parseCustomTypeWithFallback<T>: `cls`'s own syntax unless spelled in full (`!...`). */
  parseStrippedType<T extends Type>(cls: { readonly prototype: T }): T {
    const offset = this.getCurrentLocation();
    const parse = staticParse(cls);
    const type = parse !== undefined && this.p.lexer.kind !== TokenKind.ExclamationIdentifier ? parse(this) : this.parseType();
    if (!(type instanceof (cls as unknown as abstract new () => T))) throw this.emitError(offset, "invalid kind of type specified");
    return type;
  }

  /** An attribute of class `cls` spelled in full (`qualified(...)`, or a class without stripped syntax). */
  parseAttributeOfClass<T extends Attribute>(cls: { readonly prototype: T }, type?: Type): T {
    const offset = this.getCurrentLocation();
    const attr = this.parseAttribute(type);
    if (!(attr instanceof (cls as unknown as abstract new () => T))) throw this.emitError(offset, "invalid kind of attribute specified");
    return attr;
  }

  /** MLIR's FieldParser<std::optional<Attribute>>: an attribute when one starts here. */
  parseOptionalAttributeOfClass<T extends Attribute>(cls: { readonly prototype: T }): T | undefined {
    const offset = this.getCurrentLocation();
    const attr = this.parseOptionalAttribute();
    if (attr === undefined) return undefined;
    if (!(attr instanceof (cls as unknown as abstract new () => T))) throw this.emitError(offset, "invalid kind of attribute specified");
    return attr;
  }
}

/** Where printed text goes: a dialect hook's printer (with the op printer's aliases), a standalone text, or a visitor. */
type Sink =
  | { readonly kind: "body"; readonly body: BodyPrinter }
  | { readonly kind: "text"; readonly write: (text: string) => void; readonly printer: TextPrinter }
  | { readonly kind: "visit"; readonly visit: (element: Attribute | Type) => void };

/**
 * MLIR's AsmPrinter as an attribute/type `print` receives it. Nested attributes and types
 * print through the op printer (so with their aliases) when the body is printed for a
 * dialect hook; the same print code also serves the alias initializer, which only wants
 * to know which values a body prints.
 */
export class AttrTypeAsmPrinter {
  private readonly sink: Sink;

  private constructor(sink: Sink) {
    this.sink = sink;
  }

  /** The printer of a dialect hook (`printAttribute`/`printType`). */
  static of(printer: DialectAsmPrinter): AttrTypeAsmPrinter {
    if (printer instanceof BodyPrinter) return new AttrTypeAsmPrinter({ kind: "body", body: printer });
    return new AttrTypeAsmPrinter({ kind: "text", write: (text) => printer.write(text), printer: new TextPrinter() });
  }

  /** A printer collecting text, without aliases (a body printed outside an op printer). */
  static standalone(): { readonly printer: AttrTypeAsmPrinter; text(): string } {
    const parts: string[] = [];
    const printer = new AttrTypeAsmPrinter({ kind: "text", write: (text) => parts.push(text), printer: new TextPrinter() });
    return { printer, text: () => parts.join("") };
  }

  /** A printer that prints nothing and reports each attribute/type it is asked to print. */
  static visitor(visit: (element: Attribute | Type) => void): AttrTypeAsmPrinter {
    return new AttrTypeAsmPrinter({ kind: "visit", visit });
  }

  /** Writes `text` verbatim (MLIR's `printer << "text"`). */
  write(text: string): void {
    const sink = this.sink;
    if (sink.kind === "body") sink.body.write(text);
    else if (sink.kind === "text") sink.write(text);
  }

  /** Same as write (the `$_printer.print(...)` of parameter printers). */
  print(text: string): void {
    this.write(text);
  }

  printType(type: Type): void {
    const sink = this.sink;
    if (sink.kind === "body") sink.body.printType(type);
    else if (sink.kind === "text") sink.write(sink.printer.printType(type));
    else sink.visit(type);
  }

  printAttribute(attr: Attribute): void {
    const sink = this.sink;
    if (sink.kind === "body") sink.body.printAttribute(attr);
    else if (sink.kind === "text") sink.write(sink.printer.printAttribute(attr));
    else sink.visit(attr);
  }

  /** An attribute without its `: type` (MLIR's printAttributeWithoutType). */
  printAttributeWithoutType(attr: Attribute): void {
    const sink = this.sink;
    if (sink.kind === "body") sink.body.printAttribute(attr, "must");
    else if (sink.kind === "text") sink.write(sink.printer.printAttribute(attr, "must"));
    else sink.visit(attr);
  }

  /**
   * MLIR's printStrippedAttrOrType: the value's alias if it has one, else its own body
   * without `#dialect.mnemonic` when its class has stripped syntax, else the full value.
   */
  printStrippedAttrOrType(value: Attribute | Type): void {
    const sink = this.sink;
    if (sink.kind === "visit") {
      sink.visit(value);
      return;
    }
    if (sink.kind === "body" && sink.body.printAlias(value)) return;
    if (hasPrint(value)) value.print(this);
    else if (value instanceof Type) this.printType(value);
    else this.printAttribute(value);
  }

  /** A string literal, quoted and escaped (MLIR's printString). */
  printString(text: string): void {
    this.write(quoteString(text));
  }

  /** A bare keyword when it can be one, else a string literal. */
  printKeywordOrString(text: string): void {
    this.write(keywordOrString(text));
  }

  /** A double as MLIR's printFloat prints an APFloat of f64 semantics. */
  printFloat(value: number): void {
    this.write(formatFloat("f64", value).text);
  }

  /** MLIR's printAlias: writes the value's alias and answers true, or writes nothing. */
  printAlias(value: Attribute | Type): boolean {
    const sink = this.sink;
    if (sink.kind === "visit") {
      sink.visit(value);
      return false;
    }
    return sink.kind === "body" && sink.body.printAlias(value);
  }
}

/** A parameter value printed as MLIR's printStrippedAttrOrType prints non-IR values. */
export function printParameterValue(printer: AttrTypeAsmPrinter, value: unknown): void {
  if (value instanceof Attribute || value instanceof Type) printer.printStrippedAttrOrType(value);
  else if (typeof value === "string") printer.printString(value);
  else if (Array.isArray(value)) {
    value.forEach((element: unknown, i) => {
      if (i > 0) printer.write(", ");
      printParameterValue(printer, element);
    });
  } else printer.write(String(value));
}

// ---------------------------------------------------------------- dialect hooks

/** The mnemonic tables of a dialect's generated attributes or types. */
export class MnemonicTable<S extends { readonly mnemonic: string; readonly prototype: object }> {
  private readonly byMnemonic = new Map<string, S>();
  private readonly byClass = new Map<unknown, S>();

  constructor(classes: readonly S[]) {
    for (const cls of classes) {
      this.byMnemonic.set(cls.mnemonic, cls);
      this.byClass.set(cls.prototype.constructor, cls);
    }
  }

  lookup(mnemonic: string): S | undefined {
    return this.byMnemonic.get(mnemonic);
  }

  classOf(value: object): S | undefined {
    return this.byClass.get(value.constructor);
  }
}

/**
 * MLIR's generatedAttributeParser: reads the mnemonic and parses the rest with its
 * class; undefined (with the mnemonic read) when no class has it.
 */
export function generatedAttributeParser(parser: AttrTypeAsmParser, table: MnemonicTable<AttributeSyntax>, type: Type | undefined, found: { mnemonic: string }): Attribute | undefined {
  const offset = parser.getCurrentLocation();
  const mnemonic = parser.parseOptionalMnemonic();
  if (mnemonic === undefined) throw parser.emitError(offset, "expected valid keyword");
  found.mnemonic = mnemonic;
  return table.lookup(mnemonic)?.parse(parser, type);
}

/** MLIR's generatedTypeParser (see generatedAttributeParser). */
export function generatedTypeParser(parser: AttrTypeAsmParser, table: MnemonicTable<TypeSyntax>, found: { mnemonic: string }): Type | undefined {
  const offset = parser.getCurrentLocation();
  const mnemonic = parser.parseOptionalMnemonic();
  if (mnemonic === undefined) throw parser.emitError(offset, "expected valid keyword");
  found.mnemonic = mnemonic;
  return table.lookup(mnemonic)?.parse(parser);
}

/** MLIR's generatedAttributePrinter: the mnemonic and body of an attribute with syntax; false for others. */
export function generatedAttributePrinter(attr: Attribute, printer: AttrTypeAsmPrinter, table: MnemonicTable<AttributeSyntax>): boolean {
  const cls = table.classOf(attr);
  if (cls === undefined) return false;
  printer.write(cls.mnemonic);
  if (hasPrint(attr)) attr.print(printer);
  return true;
}

/** MLIR's generatedTypePrinter. */
export function generatedTypePrinter(type: Type, printer: AttrTypeAsmPrinter, table: MnemonicTable<TypeSyntax>): boolean {
  const cls = table.classOf(type);
  if (cls === undefined) return false;
  printer.write(cls.mnemonic);
  if (hasPrint(type)) type.print(printer);
  return true;
}

/** The parseAttribute hook of a dialect with `useDefaultAttributePrinterParser`. */
export function parseDialectAttribute(dialect: string, table: MnemonicTable<AttributeSyntax>, parser: DialectAsmParser, type: Type | undefined): Attribute {
  const asm = AttrTypeAsmParser.of(parser);
  const offset = asm.getCurrentLocation();
  const found = { mnemonic: "" };
  const attr = generatedAttributeParser(asm, table, type, found);
  if (attr !== undefined) return attr;
  throw asm.emitError(offset, `unknown attribute \`${found.mnemonic}\` in dialect \`${dialect}\``);
}

/** The parseType hook of a dialect with `useDefaultTypePrinterParser` (MLIR's message has two spaces). */
export function parseDialectType(dialect: string, table: MnemonicTable<TypeSyntax>, parser: DialectAsmParser): Type {
  const asm = AttrTypeAsmParser.of(parser);
  const offset = asm.getCurrentLocation();
  const found = { mnemonic: "" };
  const type = generatedTypeParser(asm, table, found);
  if (type !== undefined) return type;
  throw asm.emitError(offset, `unknown  type \`${found.mnemonic}\` in dialect \`${dialect}\``);
}

export function printDialectAttribute(table: MnemonicTable<AttributeSyntax>, attr: Attribute, printer: DialectAsmPrinter): void {
  if (!generatedAttributePrinter(attr, AttrTypeAsmPrinter.of(printer), table)) throw new TypeError(`cannot print attribute of kind ${attr.constructor.name}: it has no mnemonic`);
}

export function printDialectType(table: MnemonicTable<TypeSyntax>, type: Type, printer: DialectAsmPrinter): void {
  if (!generatedTypePrinter(type, AttrTypeAsmPrinter.of(printer), table)) throw new TypeError(`cannot print type of kind ${type.constructor.name}: it has no mnemonic`);
}

/** The values a generated attribute's/type's body prints (the dialect's forEachPrintedElement). */
export function forEachPrintedElement(value: Attribute | Type, fn: (element: Attribute | Type) => void): void {
  if (hasPrint(value)) value.print(AttrTypeAsmPrinter.visitor(fn));
}

/** The immediate sub-elements of a generated attribute/type (the dialect's forEachSubElement). */
export function forEachSubElement(value: Attribute | Type, fn: (element: Attribute | Type) => void): void {
  const walk = (value as { walkImmediateSubElements?: unknown }).walkImmediateSubElements;
  if (typeof walk === "function") (walk as (fn: (element: Attribute | Type) => void) => void).call(value, fn);
}

// ---------------------------------------------------------------- op-format protocol

/**
 * The body of `value` after its mnemonic, text only (the op-format printer's
 * `printBody()` protocol: mnemonic plus body, without aliases).
 */
export function printBodyText(value: PrintableBody, mnemonic: string): string {
  const out = AttrTypeAsmPrinter.standalone();
  out.printer.write(mnemonic);
  value.print(out.printer);
  return out.text();
}

/** The op-format parser's `parseBody(state, context)` protocol over a class's `parse`. */
export function parseBodyWith<T>(state: AsmParserState, context: MLIRContext, parse: (parser: AttrTypeAsmParser) => T): T {
  void context;
  return parse(AttrTypeAsmParser.of(state));
}
