// MLIR 19's `#sparse_tensor.encoding<{ map = ..., posWidth = N, crdWidth = N, explicitVal = A,
// implicitVal = A }>` and `#sparse_tensor<slice(offset, size, stride)>` syntax, parsed from the
// text layer's parser state and re-printed in the canonical form mlir-opt prints:
//   map ::= (`[` symbols `]`)? (`{` level-vars `}`)? `(` dim-spec,* `)` `->` `(` lvl-spec,* `)`
//   dim-spec ::= name (`=` lvl-expr)? (`:` `#sparse_tensor<slice(...)>`)?
//   lvl-spec ::= (name `=`)? dim-expr `:` level-type
//   level-type ::= (dense | batch | compressed | loose_compressed | singleton | structured `[` n `,` m `]`)
//                  (`(` (nonunique | nonordered | soa),* `)`)?
import type { AffineExpr } from "../../ir/affine.js";
import { FloatAttr, IntegerAttr, OpaqueAttr, type Attribute, type OpaqueBodyPart } from "../../ir/attributes.js";
import type { Type } from "../../ir/types.js";
import { NumberAttr } from "../../../generated/complex.js";
import { AttrTypePrinter, parseAffineExprWith, parseAttribute } from "../../asm/attr-type/index.js";
import type { AsmParserState } from "../../asm/op-asm/index.js";
import { TokenKind, isKeyword } from "../../asm/token.js";
import { encodingProblem, type LevelType } from "./encoding-verifier.js";

const LEVEL_FORMATS: ReadonlySet<string> = new Set(["dense", "batch", "compressed", "loose_compressed", "singleton", "structured"]);
const LEVEL_PROPERTIES: readonly string[] = ["nonunique", "nonordered", "soa"];
const VALID_WIDTHS: ReadonlySet<number> = new Set([0, 8, 16, 32, 64]);

function isIdentifier(p: AsmParserState): boolean {
  const kind = p.lexer.kind;
  return kind === TokenKind.BareIdentifier || isKeyword(kind);
}

function identifier(p: AsmParserState, message: string): string {
  if (!isIdentifier(p)) throw p.wrongTokenError(message);
  const name = p.lexer.spelling();
  p.consume();
  return name;
}

function integer(p: AsmParserState, message: string): number {
  if (p.lexer.kind !== TokenKind.Integer) throw p.wrongTokenError(message);
  const value = Number(p.lexer.spelling());
  p.consume();
  return value;
}

/** `slice(offset, size, stride)` after the `#sparse_tensor<` (or the dialect hook's body start); `?` is dynamic. */
export function parseSliceBody(p: AsmParserState): string {
  const keywordAt = p.lexer.start;
  if (identifier(p, "expected 'slice'") !== "slice") throw p.errorAt(keywordAt, "expected 'slice'");
  p.expect(TokenKind.LParen, "expected '('");
  const parts: string[] = [];
  for (let i = 0; i < 3; i++) {
    if (i > 0) p.expect(TokenKind.Comma, "expected ','");
    if (p.consumeIf(TokenKind.Question)) parts.push("?");
    else parts.push(String(integer(p, "expect positive value or ? for slice offset/size/stride")));
  }
  p.expect(TokenKind.RParen, "expected ')'");
  return `slice(${parts.join(", ")})`;
}

function parseLevelType(p: AsmParserState): LevelType {
  const at = p.lexer.start;
  const format = identifier(p, "expected a level format");
  if (!LEVEL_FORMATS.has(format)) throw p.errorAt(at, `unknown level format: ${format}`);
  let text = format;
  let m = 0;
  const formatAt = at;
  if (format === "structured") {
    p.expect(TokenKind.LSquare, "expected '['");
    const n = integer(p, "expected n in n_out_of_m");
    p.expect(TokenKind.Comma, "expected ','");
    m = integer(p, "expected m in n_out_of_m");
    p.expect(TokenKind.RSquare, "expected ']'");
    text = `structured[${n}, ${m}]`;
  }
  const seen = new Set<string>();
  if (p.consumeIf(TokenKind.LParen)) {
    do {
      const propAt = p.lexer.start;
      const prop = identifier(p, "expected a level property");
      if (!LEVEL_PROPERTIES.includes(prop)) throw p.errorAt(propAt, `unknown level property: ${prop}`);
      seen.add(prop);
    } while (p.consumeIf(TokenKind.Comma));
    p.expect(TokenKind.RParen, "expected ')'");
  }
  if (seen.size > 0 && (format === "dense" || format === "batch"))
    throw p.errorAt(formatAt, "invalid level type: level format doesn't support the properties");
  const props = LEVEL_PROPERTIES.filter((prop) => seen.has(prop));
  return { format, soa: seen.has("soa"), m, text: props.length === 0 ? text : `${text}(${props.join(", ")})` };
}

function parseNameList(p: AsmParserState, close: TokenKind, closeText: string): string[] {
  const names: string[] = [];
  if (p.consumeIf(close)) return names;
  do {
    const at = p.lexer.start;
    const name = identifier(p, "expected variable name");
    if (names.includes(name)) throw p.errorAt(at, `redefinition of identifier '${name}'`);
    names.push(name);
  } while (p.consumeIf(TokenKind.Comma));
  p.expect(close, `expected '${closeText}'`);
  return names;
}

export interface DimLvlMap {
  readonly dims: number;
  readonly symbols: number;
  readonly slices: (string | undefined)[];
  readonly levels: { expr: AffineExpr; type: LevelType }[];
}

function parseDimLvlMap(p: AsmParserState): DimLvlMap {
  const symbolNames = p.consumeIf(TokenKind.LSquare) ? parseNameList(p, TokenKind.RSquare, "]") : [];
  const levelNames = p.consumeIf(TokenKind.LBrace) ? parseNameList(p, TokenKind.RBrace, "}") : [];
  p.expect(TokenKind.LParen, "expected '(' in dimension-specifier list");
  const dimNames: string[] = [];
  const slices: (string | undefined)[] = [];
  if (!p.consumeIf(TokenKind.RParen)) {
    do {
      const at = p.lexer.start;
      const name = identifier(p, "expected dimension variable");
      if (dimNames.includes(name) || symbolNames.includes(name)) throw p.errorAt(at, `redefinition of identifier '${name}'`);
      dimNames.push(name);
      // The dim-to-level direction is what MLIR keeps; the inverse given here is only checked.
      if (p.consumeIf(TokenKind.Equal)) parseAffineExprWith(p, levelNames, symbolNames);
      let slice: string | undefined;
      if (p.consumeIf(TokenKind.Colon)) {
        const attrAt = p.lexer.start;
        const attr = parseAttribute(p);
        slice = sliceText(attr);
        if (slice === undefined) throw p.errorAt(attrAt, "expected SparseTensorDimSliceAttr");
      }
      slices.push(slice);
    } while (p.consumeIf(TokenKind.Comma));
    p.expect(TokenKind.RParen, "expected ')' in dimension-specifier list");
  }
  p.expect(TokenKind.Arrow, "expected '->'");
  const listAt = p.lexer.start;
  p.expect(TokenKind.LParen, "expected '(' in level-specifier list");
  const levels: { expr: AffineExpr; type: LevelType }[] = [];
  if (!p.consumeIf(TokenKind.RParen)) {
    do {
      if (levelNames.length > 0) {
        const at = p.lexer.start;
        const name = identifier(p, "expected level variable");
        const declared = levelNames.indexOf(name);
        if (declared < 0) throw p.errorAt(at, `use of undeclared identifier '${name}'`);
        // Each specification binds the level variable declared at its own position.
        if (declared !== levels.length)
          throw p.errorAt(
            at,
            `Level-variable ordering mismatch. The variable '${name}' was forward-declared as the ${ordinal(declared)} level; but is bound by the ${ordinal(levels.length)} specification.`,
          );
        p.expect(TokenKind.Equal, "expected '='");
      }
      // Without forward-declared level variables there is no binding (MLIR 19's
      // parseLvlVarBinding): `l0 = ...` is an expression using an undeclared `l0`.
      const expr = parseAffineExprWith(p, dimNames, symbolNames);
      p.expect(TokenKind.Colon, "expected ':'");
      levels.push({ expr, type: parseLevelType(p) });
    } while (p.consumeIf(TokenKind.Comma));
    p.expect(TokenKind.RParen, "expected ')' in level-specifier list");
  }
  if (levelNames.length > 0 && levelNames.length !== levels.length)
    throw p.errorAt(
      listAt,
      `Level-rank mismatch between forward-declarations and specifiers. Declared ${levelNames.length} level-variables; but got ${levels.length} level-specifiers.`,
    );
  return { dims: dimNames.length, symbols: symbolNames.length, slices, levels };
}

/** `0th`, `1st`, `2nd`, `3th`, `21th`: the suffixes MLIR 19's sparse_tensor parser writes (only 1 and 2 differ). */
function ordinal(n: number): string {
  return `${n}${n === 1 ? "st" : n === 2 ? "nd" : "th"}`;
}

function sliceText(attr: Attribute): string | undefined {
  const opaque = attr as { dialect?: unknown; data?: unknown };
  if (opaque.dialect !== "sparse_tensor" || typeof opaque.data !== "string") return undefined;
  return opaque.data.startsWith("slice(") ? opaque.data : undefined;
}

/**
 * The body after `encoding` (from `<`), returned as the canonical `encoding<{ ... }>` text.
 * `attrAt` is where the attribute's body starts: MLIR reports key and verifier errors there.
 */
/** The values an encoding's explicitVal and implicitVal may hold (an integer, a float, a complex number). */
function isNumeric(value: Attribute): boolean {
  return value instanceof IntegerAttr || value instanceof FloatAttr || value instanceof NumberAttr;
}

/**
 * The encoding attribute after its `encoding` mnemonic: the canonical text, with its explicit
 * and implicit values kept as attributes in its parts (the tensor types that use it check
 * their types against the element type).
 */
export function parseEncodingAttr(p: AsmParserState, attrAt: number, type?: Type): OpaqueAttr {
  const parts = parseEncodingBody(p, attrAt);
  const text = parts.map((part) => (typeof part === "string" ? part : new AttrTypePrinter().printAttribute(part as Attribute))).join("");
  return OpaqueAttr.get(p.context, "sparse_tensor", text, type, parts);
}

function parseEncodingBody(p: AsmParserState, attrAt: number): OpaqueBodyPart[] {
  p.expect(TokenKind.Less, "expected '<'");
  p.expect(TokenKind.LBrace, "expected '{'");
  let map: DimLvlMap | undefined;
  let posWidth = 0;
  let crdWidth = 0;
  let explicitVal: Attribute | undefined;
  let implicitVal: Attribute | undefined;
  while (!p.consumeIf(TokenKind.RBrace)) {
    const key = identifier(p, "expected a key");
    p.expect(TokenKind.Equal, "expected '='");
    switch (key) {
      case "map":
        map = parseDimLvlMap(p);
        break;
      case "posWidth":
      case "crdWidth": {
        // Any attribute is read, then refused at the mnemonic unless an integer.
        const value = parseAttribute(p);
        if (!(value instanceof IntegerAttr)) throw p.errorAt(attrAt, `expected an integral ${key === "posWidth" ? "position" : "index"} bitwidth`);
        // MLIR keeps the signed value in an unsigned 32-bit field.
        const width = Number(BigInt.asUintN(32, BigInt(value.value)));
        if (key === "posWidth") posWidth = width;
        else crdWidth = width;
        break;
      }
      case "explicitVal":
      case "implicitVal": {
        const value = parseAttribute(p);
        if (!isNumeric(value)) throw p.errorAt(attrAt, `expected a numeric value for ${key}`);
        if (key === "explicitVal") explicitVal = value;
        else implicitVal = value;
        break;
      }
      default:
        throw p.errorAt(attrAt, `unexpected key: ${key}`);
    }
    if (p.lexer.kind !== TokenKind.RBrace) p.expect(TokenKind.Comma, "expected ',' or '}'");
  }
  p.expect(TokenKind.Greater, "expected '>'");
  if (!VALID_WIDTHS.has(posWidth)) throw p.errorAt(attrAt, `unexpected position bitwidth: ${posWidth}`);
  if (!VALID_WIDTHS.has(crdWidth)) throw p.errorAt(attrAt, `unexpected coordinate bitwidth: ${crdWidth}`);
  const checked = map ?? { dims: 0, symbols: 0, slices: [], levels: [] };
  const problem = encodingProblem(checked);
  if (problem !== undefined) throw p.errorAt(attrAt, problem);
  return printEncoding(checked, posWidth, crdWidth, explicitVal, implicitVal);
}

function printEncoding(map: DimLvlMap, posWidth: number, crdWidth: number, explicitVal: Attribute | undefined, implicitVal: Attribute | undefined): OpaqueBodyPart[] {
  const printer = new AttrTypePrinter();
  const out: OpaqueBodyPart[] = ["encoding<{ map = "];
  if (map.symbols > 0) out.push("[", Array.from({ length: map.symbols }, (_, i) => `s${i}`).join(", "), "]");
  // A dim without a slice in a sliced map is the whole dimension: offset 0, stride 1.
  const anySlice = map.slices.some((s) => s !== undefined);
  const dims = map.slices.map((s, i) => (anySlice ? `d${i} : #sparse_tensor<${s ?? "slice(0, ?, 1)"}>` : `d${i}`));
  out.push("(", dims.join(", "), ") -> (");
  out.push(map.levels.map((l) => `${printer.printAffineExpr(l.expr)} : ${l.type.text}`).join(", "), ")");
  if (posWidth !== 0) out.push(", posWidth = ", String(posWidth));
  if (crdWidth !== 0) out.push(", crdWidth = ", String(crdWidth));
  if (explicitVal !== undefined) out.push(", explicitVal = ", explicitVal);
  if (implicitVal !== undefined) out.push(", implicitVal = ", implicitVal);
  out.push(" }>");
  // Adjacent strings joined: the parts hold text and the two values only.
  return out.reduce<OpaqueBodyPart[]>((parts, part) => {
    const last = parts[parts.length - 1];
    if (typeof part === "string" && typeof last === "string") parts[parts.length - 1] = last + part;
    else parts.push(part);
    return parts;
  }, []);
}
