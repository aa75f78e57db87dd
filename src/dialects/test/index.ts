// Upstream's `test` dialect (mlir/test/lib/Dialect/Test) as far as it changes what mlir-opt 19
// prints: its alias hook (names for some string attributes, tuples, integer and recursive
// types), its mutable recursive types, an alias-dependent attribute, its resource blobs,
// its bytecode encodings, and the ops mlir-opt registers (operations.ts: names, properties,
// no verifier or custom syntax). It accepts unknown ops, as upstream's does; its other
// attributes and types stay opaque.
import { implementation, interfaceMap } from "../../ir/interfaces.js";
import { DialectInlinerInterface } from "../../rewrite/inlining/interface.js";
import { testInliner } from "./inliner.js";
import { StringAttr, TupleType, type Attribute, type Dialect, type DialectAsmParser, type DialectAsmPrinter, type Type } from "../../ir/index.js";
import { AsmParserState } from "../../asm/parser-state.js";
import { BodyPrinter } from "../../asm/attr-type/index.js";
import { DialectResourceBlobManager } from "../resource-blob-manager.js";
import { testOperations } from "./operations.js";
import { testBytecode } from "./bytecode.js";
import { TestIntegerType, TestRecursiveType, TestSimpleType } from "./types.js";
import { TestConditionalAliasAttr, TestExternElementsAttr } from "./attributes.js";
import { parseTestAttribute, parseTestType, printTestAttribute, printTestType } from "./syntax.js";

export { TestIntegerType, TestRecursiveType, TestSimpleType, type TestSignedness } from "./types.js";
export { TestConditionalAliasAttr, TestExternElementsAttr } from "./attributes.js";

/** The alias names upstream's test hook gives particular string attributes. */
const STRING_ALIASES: ReadonlyMap<string, string> = new Map([
  ["alias_test:dot_in_name", "test.alias"],
  ["alias_test:trailing_digit", "test_alias0"],
  ["alias_test:prefixed_digit", "0_test_alias"],
  ["alias_test:prefixed_symbol", "%test"],
  ["alias_test:sanitize_conflict_a", "test_alias_conflict0"],
  ["alias_test:sanitize_conflict_b", "test_alias_conflict0_"],
  ["alias_test:tensor_encoding", "test_encoding"],
]);

function getAlias(value: Attribute | Type): string | undefined {
  if (value instanceof StringAttr) return STRING_ALIASES.get(value.value);
  if (value instanceof TupleType) {
    const types = value.types;
    if (types.length === 0) return undefined;
    for (const t of types) if (!(t instanceof TestSimpleType && t.mnemonic === "smpla")) return undefined;
    return "test_tuple";
  }
  if (value instanceof TestIntegerType) return value.signedness === "unsigned" && value.width === 8 ? "test_ui8" : undefined;
  if (value instanceof TestRecursiveType) {
    if (value.kind === "test_rec_alias") return value.name;
    return value.name === "type_to_alias" ? "testrec" : undefined;
  }
  return undefined;
}

function stateOf(parser: DialectAsmParser): AsmParserState {
  if (!(parser instanceof AsmParserState)) throw new TypeError("the test dialect parses with the text layer's parser state");
  return parser;
}

function bodyPrinterOf(printer: DialectAsmPrinter): BodyPrinter {
  if (!(printer instanceof BodyPrinter)) throw new TypeError("the test dialect prints with the text layer's printer");
  return printer;
}

const resources = new DialectResourceBlobManager("test");

export const testDialect: Dialect = {
  namespace: "test",
  operations: testOperations(),
  allowsUnknownOperations: true,
  interfaces: interfaceMap(implementation(DialectInlinerInterface, testInliner)),
  bytecode: testBytecode,
  parseType: (parser) => parseTestType(stateOf(parser)),
  printType: (type, printer) => printTestType(type, bodyPrinterOf(printer)),
  parseAttribute(parser, type) {
    return parseTestAttribute(stateOf(parser), testDialect, type);
  },
  printAttribute: (attr, printer) => printTestAttribute(attr, bodyPrinterOf(printer)),
  getAlias,
  isMutable: (value) => value instanceof TestRecursiveType,
  forEachPrintedElement(value, fn) {
    if (value instanceof TestRecursiveType) {
      if (value.kind === "test_rec_alias" && value.body !== undefined) fn(value.body);
    } else if (value instanceof TestConditionalAliasAttr) fn(value.value);
  },
  forEachSubElement(value, fn) {
    if (value instanceof TestRecursiveType) {
      if (value.body !== undefined) fn(value.body);
    } else if (value instanceof TestConditionalAliasAttr) fn(value.value);
    else if (value instanceof TestExternElementsAttr) fn(value.type);
  },
  declareResource: (context, key) => resources.insert(context, key),
};
