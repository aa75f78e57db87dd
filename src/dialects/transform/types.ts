// transform's types as TransformDialect's type parser reads them. MLIR's transform dialect
// does not dispatch on its .td's type list: the dialect and its extensions register each
// type's parser by mnemonic at run time, and a mnemonic nobody registered is refused as
// "unknown type mnemonic". The types mlir-opt 19 registers are the dialect's own seven and
// those of MLIR's test extension (`!transform.test_dialect_op`, ...; like its `transform.test*`
// ops, defined by files that are not installed, so any `test*` mnemonic is kept as written).
// A type without parameters is its mnemonic alone (its generated parser reads nothing more,
// the rest of a body is dropped); the parameterized `op` and `param` are kept as written.
import { OpaqueType, type DialectAsmParser, type Type } from "../../ir/index.js";
import { AsmParser, AsmParserState } from "../../asm/op-asm/index.js";

const PARAMETERLESS: ReadonlySet<string> = new Set(["affine_map", "any_op", "any_param", "any_value", "type"]);
const PARAMETERIZED: ReadonlySet<string> = new Set(["op", "param"]);

/** The transform dialect's type hook: undefined keeps a parameterized type as written. */
export function parseTransformType(state: DialectAsmParser): Type | undefined {
  if (!(state instanceof AsmParserState)) throw new TypeError("the transform dialect parses with the text layer's parser state");
  const parser = new AsmParser(state);
  const location = parser.getCurrentLocation();
  const mnemonic = parser.parseOptionalKeywordAny();
  if (mnemonic === undefined) return undefined;
  if (PARAMETERLESS.has(mnemonic)) return OpaqueType.get(state.context, "transform", mnemonic);
  if (PARAMETERIZED.has(mnemonic) || mnemonic.startsWith("test")) return undefined;
  throw parser.emitError(location, `unknown type mnemonic: ${mnemonic}`);
}
