// llvm's types (MLIR's LLVMTypeSyntax): parsed as MLIR parses them and kept as the opaque
// type holding the body mlir-opt prints, so `!llvm.struct<(i32, !llvm.array<3 x i32>)>`
// re-prints as `!llvm.struct<(i32, array<3 x i32>)>`. Nested llvm types are written without
// their prefix; any other type nested in one prints as usual.
import { DYNAMIC, FloatType, IntegerType, OpaqueType, type DialectAsmParser, type Type } from "../../ir/index.js";
import { AsmParser, AsmParserState } from "../../asm/op-asm/index.js";
import { quoteString } from "../../asm/escape.js";
import { parseTypeDefParameter } from "../runtime/attr-type-asm.js";
import { isCompatibleFloatingPointType } from "./compatible-types.js";
import { llvmKeyword, nestedTypeText } from "./types.js";

/** The types spelled by a keyword alone. */
const SIMPLE = new Set(["void", "ppc_fp128", "x86_mmx", "token", "label", "metadata"]);

/** A nested type (MLIR's dispatchParse): any MLIR type, or an llvm type by its keyword. */
function parseNested(parser: AsmParser): string {
  const type = parser.parseOptionalType();
  if (type !== undefined) return nestedTypeText(type);
  return parseBody(parser);
}

/** The body of an llvm type starting at its keyword, as mlir-opt prints it. */
function parseBody(parser: AsmParser): string {
  const location = parser.getCurrentLocation();
  const keyword = parser.parseOptionalKeywordAny();
  if (keyword === undefined) throw parser.emitError(location, "expected valid keyword");
  if (SIMPLE.has(keyword)) return keyword;
  switch (keyword) {
    case "ptr": {
      if (!parser.parseOptionalLess()) return "ptr";
      const space = parseTypeDefParameter(parser, "LLVMPointerType", "addressSpace", "unsigned", () => parser.parseInteger());
      parser.parseGreater();
      return space === 0n ? "ptr" : `ptr<${space}>`;
    }
    case "array": {
      const arrayLocation = parser.getCurrentLocation();
      parser.parseLess();
      const count = parser.parseInteger();
      parser.parseKeyword("x");
      const element = parseNested(parser);
      parser.parseGreater();
      if (!isValidAggregateElement(element)) throw parser.emitError(arrayLocation, `invalid array element type: '!llvm.${element}'`);
      return `array<${count} x ${element}>`;
    }
    case "vec":
      return parseVector(parser);
    case "func": {
      parser.parseLess();
      const result = parseNested(parser);
      parser.parseLParen();
      const params: string[] = [];
      let variadic = false;
      if (!parser.parseOptionalRParen()) {
        do {
          if (parser.parseOptionalEllipsis()) {
            variadic = true;
            break;
          }
          params.push(parseNested(parser));
        } while (parser.parseOptionalComma());
        parser.parseRParen();
      }
      parser.parseGreater();
      return `func<${result} (${[...params, ...(variadic ? ["..."] : [])].join(", ")})>`;
    }
    case "struct":
      return parseStruct(parser);
    case "target": {
      parser.parseLess();
      const name = parser.parseString();
      const parts: string[] = [quoteString(name)];
      while (parser.parseOptionalComma()) {
        const integer = parser.parseOptionalInteger();
        parts.push(integer !== undefined ? String(integer) : parseNested(parser));
      }
      parser.parseGreater();
      return `target<${parts.join(", ")}>`;
    }
    default:
      throw parser.emitError(location, `unknown LLVM type: ${keyword}`);
  }
}

/**
 * `vec<N x T>` / `vec<? x N x T>` with MLIR's checks: a fixed one holds pointers or
 * ppc_fp128 only (builtin vectors are for integers and floats), a scalable one also
 * signless integers and LLVM's floats.
 */
function parseVector(parser: AsmParser): string {
  const location = parser.getCurrentLocation();
  parser.parseLess();
  // A dimension list as any shaped type's (`?x4x`, `4xptr` lex as in `vector<4xf32>`), of
  // which only the two forms below are vectors.
  const dimensionsLocation = parser.getCurrentLocation();
  const dimensions = parser.parseDimensionList(true);
  const fixedForm = dimensions.length === 1 && dimensions[0] !== DYNAMIC;
  const scalable = dimensions.length === 2 && dimensions[0] === DYNAMIC && dimensions[1] !== DYNAMIC;
  if (!fixedForm && !scalable) throw parser.emitError(dimensionsLocation, "expected '? x <integer> x <type>' or '<integer> x <type>'");
  const count = BigInt(dimensions[dimensions.length - 1]!);
  const elementLocation = parser.getCurrentLocation();
  const builtin = parser.parseOptionalType();
  const element = builtin !== undefined ? nestedTypeText(builtin) : parseBody(parser);
  parser.parseGreater();
  const primitive = builtin !== undefined && (builtin instanceof FloatType || (builtin instanceof IntegerType && builtin.signedness === "signless"));
  if (!scalable && primitive) throw parser.emitError(elementLocation, "cannot use !llvm.vec for built-in primitives, use 'vector' instead");
  if (count === 0n) throw parser.emitError(location, "the number of vector elements must be positive");
  const pointer = element === "ptr" || element.startsWith("ptr<");
  const valid = scalable
    ? pointer || element === "ppc_fp128" || (builtin !== undefined && isCompatibleFloatingPointType(builtin)) || (builtin instanceof IntegerType && builtin.signedness === "signless")
    : pointer || element === "ppc_fp128";
  if (!valid) throw parser.emitError(location, "invalid vector element type");
  // mlir-opt 19 prints a scalable one with two spaces before the element type.
  return scalable ? `vec<? x ${count} x  ${element}>` : `vec<${count} x ${element}>`;
}

/**
 * An identified struct's name as mlir-opt 19 prints it: between quotes as it is, unescaped
 * (`"a\\b"` prints as `"a\b"`), unlike every other string it prints.
 */
function structName(name: string): string {
  return `"${name}"`;
}

/**
 * Whether an array or struct may hold a type (MLIR's isValidElementType): not void, label,
 * metadata, token, a function, nor an llvm scalable vector (a builtin scalable one may).
 */
function isValidAggregateElement(element: string): boolean {
  const keyword = llvmKeyword(element);
  if (["void", "label", "metadata", "token"].includes(keyword)) return element !== keyword;
  if (keyword === "func") return !element.startsWith("func<");
  return !element.startsWith("vec<?");
}

function parseStruct(parser: AsmParser): string {
  // A literal struct is checked where its body starts, an identified one where its fields do.
  let checkLocation = parser.getCurrentLocation();
  parser.parseLess();
  const name = parser.parseOptionalString();
  const prefix = name === undefined ? "" : `${structName(name)}, `;
  if (name !== undefined) {
    // A reference to an enclosing identified struct (recursive types).
    if (parser.parseOptionalGreater()) return `struct<${structName(name)}>`;
    parser.parseComma();
  }
  const keywordLocation = parser.getCurrentLocation();
  if (parser.parseOptionalKeyword("opaque")) {
    if (name === undefined) throw parser.emitError(keywordLocation, "only identified structs can be opaque");
    parser.parseGreater();
    return `struct<${prefix}opaque>`;
  }
  const packed = parser.parseOptionalKeyword("packed");
  parser.parseLParen();
  if (name !== undefined) checkLocation = parser.getCurrentLocation();
  const fields: string[] = [];
  if (!parser.parseOptionalRParen()) {
    do fields.push(parseNested(parser));
    while (parser.parseOptionalComma());
    parser.parseRParen();
  }
  parser.parseGreater();
  const invalid = fields.find((field) => !isValidAggregateElement(field));
  if (invalid !== undefined) throw parser.emitError(checkLocation, `invalid LLVM structure element type: '!llvm.${invalid}'`);
  return `struct<${prefix}${packed ? "packed " : ""}(${fields.join(", ")})>`;
}

/** The llvm stub dialect's parseType hook: `!llvm.<body>` read and kept with its canonical body. */
export function parseLlvmType(parser: DialectAsmParser): Type {
  if (!(parser instanceof AsmParserState)) throw new TypeError("the llvm dialect parses with the text layer's parser state");
  return OpaqueType.get(parser.context, "llvm", parseBody(new AsmParser(parser)));
}
