// Parsing and printing of the test dialect's modelled types and attributes, as upstream's
// hand-written parsers/printers do (mnemonics, cyclic references, conditional aliases).
// A mnemonic mlir-opt 19 parses and this file does not model returns undefined, so the symbol
// stays opaque; any other mnemonic is refused as mlir-opt refuses it (./mnemonics.ts).
import { OpaqueAttr, ShapedType, StringAttr, type Attribute, type MLIRContext, type Type } from "../../ir/index.js";
import { AsmParser } from "../../asm/op-asm/index.js";
import type { AsmParserState } from "../../asm/parser-state.js";
import type { BodyPrinter } from "../../asm/attr-type/index.js";
import { TokenKind, isKeyword } from "../../asm/token.js";
import { declareParsedResource } from "../../asm/resources.js";
import type { Dialect } from "../../ir/index.js";
import { TestIntegerType, TestRecursiveType, TestSimpleType, type TestSignedness } from "./types.js";
import { TestConditionalAliasAttr, TestExternElementsAttr } from "./attributes.js";
import { TEST_ATTRIBUTE_MNEMONICS, TEST_TYPE_MNEMONICS } from "./mnemonics.js";

/** The mnemonic at the current token (identifiers, keywords and `i32`-like words), unconsumed. */
function peekMnemonic(p: AsmParserState): string | undefined {
  const kind = p.lexer.kind;
  if (kind === TokenKind.BareIdentifier || kind === TokenKind.IntType || isKeyword(kind)) return p.lexer.spelling();
  return undefined;
}

/** Recursive types whose body is being parsed (MLIR's tryStartCyclicParse stack). */
const parsing = new Set<TestRecursiveType>();

function parseRecursiveType(a: AsmParser, kind: "test_rec" | "test_rec_alias"): TestRecursiveType {
  a.parseLess();
  const name = a.parseKeywordAny();
  const type = TestRecursiveType.get(a.context, kind, name);
  if (parsing.has(type)) {
    a.parseGreater();
    return type;
  }
  parsing.add(type);
  try {
    a.parseComma();
    const bodyAt = a.getCurrentLocation();
    const body = kind === "test_rec" ? parseStrippedType(a) : a.parseType();
    a.parseGreater();
    if (!type.setBody(body)) throw a.emitError(bodyAt, `recursive type '${name}' already has a different body`);
  } finally {
    parsing.delete(type);
  }
  return type;
}

const SIGNEDNESS: readonly TestSignedness[] = ["signed", "unsigned", "none"];

function parseIntegerType(a: AsmParser): TestIntegerType {
  a.parseLess();
  const signednessAt = a.getCurrentLocation();
  const signedness = a.parseOptionalKeywordAny(SIGNEDNESS) as TestSignedness | undefined;
  if (signedness === undefined) throw a.emitError(signednessAt, "expected signed, unsigned, or none");
  a.parseComma();
  const widthAt = a.getCurrentLocation();
  const width = a.parseInteger();
  a.parseGreater();
  if (width < 0n || width > 8n) throw a.emitError(widthAt, "test integer types are at most 8 bits wide");
  return TestIntegerType.get(a.context, signedness, Number(width));
}

/** A test type written without `!test.` (upstream's parseTestType, used inside test_rec). */
function parseStrippedType(a: AsmParser): Type {
  const at = a.getCurrentLocation();
  const type = parseTypeBody(a);
  if (type === undefined) throw a.emitError(at, "unknown type!");
  return type;
}

function parseTypeBody(a: AsmParser): Type | undefined {
  const mnemonic = peekMnemonic(a.p);
  switch (mnemonic) {
    case "smpla":
    case "test_type":
    case "i32":
    case "memref_element":
      a.p.consume();
      return TestSimpleType.get(a.context, mnemonic);
    case "int":
      a.p.consume();
      return parseIntegerType(a);
    case "test_rec":
    case "test_rec_alias":
      a.p.consume();
      return parseRecursiveType(a, mnemonic);
    default:
      return undefined;
  }
}

export function parseTestType(p: AsmParserState): Type | undefined {
  const a = new AsmParser(p);
  const mnemonic = peekMnemonic(p);
  if (mnemonic !== undefined && !TEST_TYPE_MNEMONICS.has(mnemonic)) throw a.emitError(a.getCurrentLocation(), "unknown type!");
  return parseTypeBody(a);
}

/** A conditional_alias value: a keyword, a string, or a string attribute (e.g. an alias). */
function parseConditionalAliasValue(a: AsmParser, context: MLIRContext): StringAttr {
  const text = a.parseOptionalKeywordOrString();
  if (text !== undefined) return StringAttr.get(context, text);
  const at = a.getCurrentLocation();
  const attr = a.parseAttribute();
  if (!(attr instanceof StringAttr)) throw a.emitError(at, "expected string attribute");
  return attr;
}

export function parseTestAttribute(p: AsmParserState, dialect: Dialect, type: Type | undefined): Attribute | undefined {
  const a = new AsmParser(p);
  const mnemonic = peekMnemonic(p);
  if (mnemonic !== undefined && !TEST_ATTRIBUTE_MNEMONICS.has(mnemonic))
    throw a.emitError(a.getCurrentLocation(), `unknown attribute \`${mnemonic}\` in dialect \`test\``);
  switch (mnemonic) {
    case "conditional_alias": {
      p.consume();
      a.parseLess();
      const value = parseConditionalAliasValue(a, p.context);
      a.parseGreater();
      return TestConditionalAliasAttr.get(value);
    }
    case "e1di64_elements": {
      if (!(type instanceof ShapedType)) return undefined;
      p.consume();
      a.parseLess();
      const keyAt = a.getCurrentLocation();
      const key = a.parseOptionalKeywordAny();
      if (key === undefined) throw a.emitError(keyAt, "expected identifier key for 'resource' entry");
      a.parseGreater();
      return TestExternElementsAttr.get(declareParsedResource(p, dialect, key), type);
    }
    case "attr_params": {
      // Two integer parameters and no type (a `: type` written after it is dropped).
      p.consume();
      a.parseLess();
      const v0 = a.parseInteger();
      a.parseComma();
      const v1 = a.parseInteger();
      a.parseGreater();
      return OpaqueAttr.get(p.context, "test", `attr_params<${BigInt.asIntN(32, v0)}, ${BigInt.asIntN(32, v1)}>`);
    }
    default:
      return undefined;
  }
}

/** A test type's syntax without `!test.` (also the nested syntax of test_rec bodies). */
function printTypeBody(type: Type, printer: BodyPrinter): void {
  if (type instanceof TestSimpleType) printer.write(type.mnemonic);
  else if (type instanceof TestIntegerType) printer.write(`int<${type.signedness}, ${type.width}>`);
  else if (type instanceof TestRecursiveType) {
    const first = printer.tryStartCyclicPrint(type);
    printer.write(`${type.kind}<${type.name}`);
    if (first && type.body !== undefined) {
      printer.write(", ");
      if (type.kind === "test_rec") printTypeBody(type.body, printer);
      else printer.printType(type.body);
    }
    printer.write(">");
    if (first) printer.endCyclicPrint(type);
  } else throw new TypeError("not a type of the test dialect");
}

export function printTestType(type: Type, printer: BodyPrinter): void {
  printTypeBody(type, printer);
}

export function printTestAttribute(attr: Attribute, printer: BodyPrinter): void {
  if (attr instanceof TestConditionalAliasAttr) {
    printer.write("conditional_alias<");
    if (!printer.printAlias(attr.value)) printer.printKeywordOrString(attr.value.value);
    printer.write(">");
  } else if (attr instanceof TestExternElementsAttr) {
    printer.write("e1di64_elements<");
    printer.printResourceHandle(attr.handle);
    printer.write(">");
  } else throw new TypeError("not an attribute of the test dialect");
}
