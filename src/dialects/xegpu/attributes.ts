// xegpu's attributes, kept opaque with the text mlir-opt 19 prints:
//   #xegpu.cache_hint<cached>        an enum inside `<>`
//   #xegpu<memory_scope slm>         enums printed as ` $value` (no pretty form)
//   #xegpu<fence_scope gpu>
//   #xegpu.tdesc_attr<...>           `struct(params)`: any order in, declaration order out,
//                                    absent parameters left out (none is elided by value)
import { IntegerAttr, OpaqueAttr, type Attribute, type DialectAsmParser, type MLIRContext } from "../../ir/index.js";
import { AsmParser, AsmParserState } from "../../asm/op-asm/index.js";
import { printAttributeText } from "../../asm/standalone.js";
import { TokenKind } from "../../asm/token.js";

interface XegpuEnum {
  /** The attribute's ODS name, as MLIR's parse errors spell it. */
  readonly attrName: string;
  /** The C++ enum, as MLIR's parse errors spell it. */
  readonly enumName: string;
  readonly cases: readonly string[];
}

const ENUMS: ReadonlyMap<string, XegpuEnum> = new Map([
  ["cache_hint", { attrName: "XeGPU_CacheHintAttr", enumName: "::mlir::xegpu::CachePolicy", cases: ["cached", "uncached", "streaming", "read_invalidate", "write_back", "write_through"] }],
  ["memory_scope", { attrName: "XeGPU_MemoryScopeAttr", enumName: "::mlir::xegpu::MemoryScope", cases: ["global", "slm"] }],
  ["fence_scope", { attrName: "XeGPU_FenceScopeAttr", enumName: "::mlir::xegpu::FenceScope", cases: ["workgroup", "gpu"] }],
]);

/** The cache hints a read accepts (CACHED, UNCACHED, STREAMING, READ_INVALIDATE). */
export const READ_HINTS: ReadonlySet<string> = new Set(["cached", "uncached", "streaming", "read_invalidate"]);
/** The cache hints a write accepts (CACHED, UNCACHED, WRITE_BACK, WRITE_THROUGH). */
export const WRITE_HINTS: ReadonlySet<string> = new Set(["cached", "uncached", "write_back", "write_through"]);

/** One enum case keyword, with MLIR's two errors reduced to its first. */
function parseEnumCase(parser: AsmParser, mnemonic: string): string {
  const spec = ENUMS.get(mnemonic) as XegpuEnum;
  const at = parser.getCurrentLocation();
  const keyword = parser.parseOptionalKeywordAny(spec.cases);
  if (keyword !== undefined) return keyword;
  if (parser.parseOptionalKeywordAny() === undefined) throw parser.emitError(at, "expected valid keyword");
  throw parser.emitError(at, `expected ${spec.enumName} to be one of: ${spec.cases.join(", ")}`);
}

/** The case of an opaque xegpu enum attribute (`cache_hint<cached>` -> `cached`), or undefined. */
export function enumCase(attr: Attribute | undefined, mnemonic: string): string | undefined {
  if (!(attr instanceof OpaqueAttr) || attr.dialect !== "xegpu") return undefined;
  const match = /^(\w+)(?:<(\w+)>| (\w+))$/.exec(attr.data);
  return match?.[1] === mnemonic ? (match[2] ?? match[3]) : undefined;
}

/** A tdesc_attr parameter's printed value: `memory_scope` stripped (` slm`), the others as attributes. */
function parseTdescParameter(parser: AsmParser, state: AsmParserState, name: string): string {
  const at = parser.getCurrentLocation();
  if (name === "memory_scope") {
    // A full `#xegpu<memory_scope slm>` or the stripped ` $value`.
    if (state.lexer.kind === TokenKind.HashIdentifier) {
      const attr = parser.parseAttribute();
      const value = enumCase(attr, "memory_scope");
      if (value === undefined) throw parser.emitError(at, "invalid kind of attribute specified");
      return ` ${value}`;
    }
    return ` ${parseEnumCase(parser, "memory_scope")}`;
  }
  const attr = parser.parseAttribute();
  // IntegerAttr takes a bool too (BoolAttr is an IntegerAttr of i1); BoolAttr only i1.
  const ok = attr instanceof IntegerAttr && (name === "array_length" || attr.isBool());
  if (!ok) throw parser.emitError(at, "invalid kind of attribute specified");
  return printAttributeText(attr);
}

const TDESC_PARAMETERS = ["memory_scope", "array_length", "boundary_check", "scattered"] as const;

/** `<memory_scope = slm, ...>` in any order, as printed (declaration order). */
function parseTdescBody(parser: AsmParser, state: AsmParserState): string {
  const values = new Map<string, string>();
  parser.parseLess();
  if (!parser.parseOptionalGreater()) {
    do {
      const name = parser.parseKeywordOrString();
      parser.parseEqual();
      if (!(TDESC_PARAMETERS as readonly string[]).includes(name) || values.has(name)) throw parser.emitError(parser.getCurrentLocation(), `duplicate or unknown struct parameter name: ${name}`);
      values.set(name, parseTdescParameter(parser, state, name));
    } while (parser.parseOptionalComma());
    parser.parseGreater();
  }
  const shown = TDESC_PARAMETERS.flatMap((n) => (values.has(n) ? [`${n} = ${values.get(n) as string}`] : []));
  return `tdesc_attr<${shown.join(", ")}>`;
}

function parseBody(parser: AsmParser, state: AsmParserState, context: MLIRContext): Attribute {
  const at = parser.getCurrentLocation();
  const mnemonic = parser.parseKeywordAny();
  if (mnemonic !== "tdesc_attr" && !ENUMS.has(mnemonic)) throw parser.emitError(at, `unknown attribute \`${mnemonic}\` in dialect \`xegpu\``);
  if (mnemonic === "tdesc_attr") return OpaqueAttr.get(context, "xegpu", parseTdescBody(parser, state));
  if (mnemonic === "cache_hint") {
    parser.parseLess();
    const value = parseEnumCase(parser, mnemonic);
    parser.parseGreater();
    return OpaqueAttr.get(context, "xegpu", `cache_hint<${value}>`);
  }
  return OpaqueAttr.get(context, "xegpu", `${mnemonic} ${parseEnumCase(parser, mnemonic)}`);
}

export function parseXegpuAttribute(state: DialectAsmParser): Attribute {
  if (!(state instanceof AsmParserState)) throw new TypeError("the xegpu dialect parses with the text layer's parser state");
  const parser = new AsmParser(state);
  // `#xegpu.cache_hint<...>` arrives as `cache_hint<...>`; `#xegpu<fence_scope gpu>` as `<fence_scope gpu>`.
  const verbose = parser.parseOptionalLess();
  const attr = parseBody(parser, state, state.context);
  if (verbose) parser.parseGreater();
  return attr;
}

/** The printed value of one parameter of a `#xegpu.tdesc_attr` (a tensor_desc's encoding), or undefined when absent. */
export function tdescField(encoding: Attribute | undefined, name: (typeof TDESC_PARAMETERS)[number]): string | undefined {
  if (!(encoding instanceof OpaqueAttr) || encoding.dialect !== "xegpu" || !encoding.data.startsWith("tdesc_attr<")) return undefined;
  const match = new RegExp(`(?:<|, )${name} = +([^,>]+)`).exec(encoding.data);
  return match?.[1]?.trim();
}
