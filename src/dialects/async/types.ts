// async's types (MLIR's AsyncTypes): tsmlir keeps them as opaque types of the body mlir-opt
// prints: `!async.token`, `!async.group`, `!async.coro.id`, `!async.coro.handle`,
// `!async.coro.state`, and `!async.value<T>`, whose value type is kept apart (so it prints
// with its aliases and the ops that unwrap it read it back).
import { OpaqueType, type DialectAsmParser, type MLIRContext, type Type } from "../../ir/index.js";
import { AsmParser, AsmParserState } from "../../asm/op-asm/index.js";
import { parseTypeText, printTypeText } from "../../asm/standalone.js";
import { opaqueParameter } from "../../ir/attributes.js";

const KEYWORD_TYPES = new Set(["token", "group", "coro.id", "coro.handle", "coro.state"]);

export function asyncTokenType(context: MLIRContext): Type {
  return OpaqueType.get(context, "async", "token");
}

/** `!async.value<T>`. */
export function asyncValueType(valueType: Type): Type {
  return OpaqueType.get(valueType.context, "async", `value<${printTypeText(valueType)}>`, ["value<", valueType, ">"]);
}

export function isAsyncType(type: Type, keyword: string): boolean {
  return type instanceof OpaqueType && type.dialect === "async" && type.data === keyword;
}

/** The T of `!async.value<T>`, or undefined for another type. */
export function asyncValueTypeOf(type: Type): Type | undefined {
  if (!(type instanceof OpaqueType) || type.dialect !== "async") return undefined;
  const parts = type.parts;
  if (parts !== null && parts.length === 3 && parts[0] === "value<" && parts[2] === ">" && typeof parts[1] === "object") return parts[1] as Type;
  const parameter = opaqueParameter(type.data, "value");
  return parameter === undefined ? undefined : parseTypeText(parameter, type.context);
}

/** The dialect's type parser: the keyword types and `value<T>`, in pretty or verbose form. */
export function parseAsyncType(state: DialectAsmParser): Type {
  if (!(state instanceof AsmParserState)) throw new TypeError("the async dialect parses with the text layer's parser state");
  const parser = new AsmParser(state);
  const verbose = parser.parseOptionalLess();
  const location = parser.getCurrentLocation();
  const keyword = parser.parseKeywordAny();
  let type: Type;
  if (KEYWORD_TYPES.has(keyword)) {
    type = OpaqueType.get(state.context, "async", keyword);
  } else if (keyword === "value") {
    parser.parseLess();
    type = asyncValueType(parser.parseType());
    parser.parseGreater();
  } else {
    throw parser.emitError(location, `unknown  type \`${keyword}\` in dialect \`async\``);
  }
  if (verbose) parser.parseGreater();
  return type;
}
