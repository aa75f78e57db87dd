// transform's types as TransformDialect's type parser reads them. MLIR's transform dialect
// does not dispatch on its .td's type list: the dialect and its extensions register each
// type's parser by mnemonic at run time, and a mnemonic nobody registered is refused as
// "unknown type mnemonic". The types mlir-opt 19 registers are the dialect's own seven and
// those of MLIR's test extension (`!transform.test_dialect_op`, ...; like its `transform.test*`
// ops, defined by files that are not installed, so any `test*` mnemonic is kept as written).
// A type without parameters is its mnemonic alone (its generated parser reads nothing more,
// the rest of a body is dropped). The parameterized `op` and `param` are read as their
// assembly formats say (`<` a string `>`, `<` a type `>`; a param's type must be an integer of
// at most 64 bits) and kept in the form MLIR prints them.
import { IntegerType, OpaqueType, type DialectAsmParser, type Type } from "../../ir/index.js";
import { AsmParserState } from "../../asm/op-asm/index.js";
import { quoteString } from "../../asm/escape.js";
import { AttrTypeAsmParser } from "../runtime/attr-type-asm.js";
import { printType } from "../runtime/values.js";

const PARAMETERLESS: ReadonlySet<string> = new Set(["affine_map", "any_op", "any_param", "any_value", "type"]);

/** The transform dialect's type hook: undefined keeps a test extension's type as written. */
export function parseTransformType(state: DialectAsmParser): Type | undefined {
  if (!(state instanceof AsmParserState)) throw new TypeError("the transform dialect parses with the text layer's parser state");
  const parser = AttrTypeAsmParser.of(state);
  const location = parser.getCurrentLocation();
  // The mnemonic is a keyword: `!transform<"op">` names none.
  const mnemonic = parser.parseOptionalKeywordAny();
  if (mnemonic === undefined) throw parser.emitError(location, "expected valid keyword");
  if (PARAMETERLESS.has(mnemonic)) return OpaqueType.get(state.context, "transform", mnemonic);
  if (mnemonic === "op") return parseOperationType(parser);
  if (mnemonic === "param") return parseParamType(parser);
  if (mnemonic.startsWith("test")) return undefined;
  throw parser.emitError(location, `unknown type mnemonic: ${mnemonic}`);
}

/** `op<"name">`: a handle to payload ops of one name. */
function parseOperationType(parser: AttrTypeAsmParser): Type {
  parser.parseLess();
  const name = parser.parseParameter("Transform_OperationType", "operation_name", "::llvm::StringRef", () => parser.parseString());
  parser.parseGreater();
  return OpaqueType.get(parser.getContext(), "transform", `op<${quoteString(name)}>`);
}

/** `param<type>`: parameters of an integer type; its verifier reports at the parameter list. */
function parseParamType(parser: AttrTypeAsmParser): Type {
  const location = parser.getCurrentLocation();
  parser.parseLess();
  const type = parser.parseParameter("Transform_ParamType", "type", "::mlir::Type", () => parser.parseType());
  parser.parseGreater();
  if (!(type instanceof IntegerType) || type.width > 64) throw parser.emitError(location, "only supports integer types with width <=64");
  return OpaqueType.get(parser.getContext(), "transform", `param<${printType(type)}>`);
}
