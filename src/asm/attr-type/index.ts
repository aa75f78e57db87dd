// Textual syntax of MLIR 19's builtin attributes, types and locations.
//
// Parsing (driven by the op parser's AsmParserState: its lexer, alias tables and
// MLIR-style error placement; every function throws a located DiagnosticError):
//   parseType(p)                     any type, including function types `(a) -> b`
//   parseOptionalType(p)             undefined when the current token cannot start a type
//   parseNonFunctionType(p)          MLIR's parseNonFunctionType
//   parseFunctionResultTypes(p)      `(t1, t2)` or a single non-function type
//   parseAttribute(p, type?)         any attribute; `type` is MLIR's expected type (no `: T` parsed then)
//   parseOptionalAttribute(p, type?) undefined when the current token cannot start an attribute
//   parseAttributeDictionaryEntries(p)  `{a = 1, b}` as NamedAttribute[] (unsorted, duplicates rejected)
//   parseLocationInstance(p)         the part inside `loc(...)`; `#alias` must be defined already
//   parseAffineMapOrSet(p)           `(d0)[s0] -> (...)` or `(d0) : (...)` (alias definitions)
//   isTypeStart(kind)                whether a token kind can begin a type
// Unknown dialects' `#ns.x<...>` / `!ns.x<...>` become OpaqueAttr/OpaqueType with the body
// kept verbatim (allowed when the context or parser options allow unregistered dialects,
// or the dialect is loaded). A loaded dialect with `parseAttribute`/`parseType` hooks gets
// the AsmParserState (as its DialectAsmParser) positioned on the symbol body (the mnemonic
// for `#ns.x<...>`, just inside the brackets for `#ns<...>`) and must consume exactly it;
// `printAttribute`/`printType` hooks write the body (without `#ns.`) to a DialectAsmPrinter.
// Per parse, function types and attribute dictionaries are cached by their exact text
// (op signatures/properties repeat), and `distinct[N]` ids are resolved per AsmParserState.
//
// Printing (byte-identical to mlir-opt 19):
//   new AttrTypePrinter({ aliases?, hexThreshold?, onResourceReference? })
//     .printType(t) / .printAttribute(a, elision?)     alias-substituting (`#map`, `!alias`)
//     .printTypeWithoutAlias / .printAttributeWithoutAlias   for alias definition lines
//     .printNamedAttribute / .printAttributeDictionary  `{a = 1 : i64, b}`
//     .printLocation(loc) -> `loc(...)`, .locationBody(loc, topLevel) -> inside of loc(...)
//     .printAffineMap / .printIntegerSet / .printAffineExpr
//   printAffineExprWithIds(expr, spelling)   dims/symbols spelled by the caller (SSA names)
//   Elision ("never" | "may" | "must") is MLIR's AttrTypeElision: array elements use "may"
//   (i64 integers and f64 floats drop `: type`), custom printers use "must".
// Alias hooks: `aliasKindOf(x)` gives MLIR's builtin alias name suggestion (map, set, loc,
// distinct, tuple) or undefined when the value is not alias-able by the builtin dialect.
export {
  isTypeStart,
  parseAttribute,
  parseAttributeDictionaryEntries,
  parseAffineMapOrSet,
  parseDimensionList,
  parseDimensionListWithoutTrailingX,
  parseFunctionResultTypes,
  parseLocationInstance,
  parseOpLocationInstance,
  parseNonFunctionType,
  parseOptionalAttribute,
  parseOptionalType,
  parseStrippedOpaqueAttribute,
  parseStrippedOpaqueType,
  parseStrippedOpaqueEnumKeyword,
  parseType,
} from "./parser.js";
export { parseAffineExprWith, parseAffineMapBody, parseIntegerSetBody, ssaAffineExprParser, type SSAAffineExprParser, type SSAIdOperands } from "./affine-parser.js";
export { AttrTypePrinter, BodyPrinter, printAffineExprWithIds, type AffineIdSpelling, type AliasLookup, type AttrTypePrinterOptions, type TypeElision } from "./printer.js";
export { aliasKindOf, forEachSubElement } from "./aliases.js";
export { escapeString, quoteString, keywordOrString, symbolReference, isBareIdentifier, dialectSymbol } from "./escape.js";
export { spellOut as spellOutOpaqueBody } from "./opaque-body.js";
