// Parsing of affine maps, integer sets and affine expressions (the bodies of
// `affine_map<...>` / `affine_set<...>`), with MLIR 19's messages. Expressions are built
// through the simplifying constructors, so they print as mlir-opt prints them.
import type { AsmParserState } from "../parser-state.js";
import { TokenKind, isKeyword } from "../token.js";
import { parseInt64Magnitude } from "../../ir/int64.js";
import {
  AffineMap,
  IntegerSet,
  constantExpr,
  dimExpr,
  symbolExpr,
  affineAdd,
  affineMul,
  affineFloorDiv,
  affineCeilDiv,
  affineMod,
  type AffineExpr,
} from "../../ir/affine.js";

type HighPrecOp = "mul" | "floordiv" | "ceildiv" | "mod";
type LowPrecOp = "add" | "sub";

/**
 * The SSA operands an op's affine expressions name (MLIR's parseAffineMapOfSSAIds): `%x`
 * is a dim, `symbol(%x)` a symbol, numbered in order of first use.
 */
export interface SSAIdOperands<T> {
  /** Parses the SSA use at the current token. */
  parseUse(): T;
  /** Its identity: two uses with the same key are one dim or symbol. */
  keyOf(use: T): string;
  /** Records a use met for the first time. */
  add(isSymbol: boolean, use: T): void;
}

/** Expressions over SSA operands, parsed one by one with their dims and symbols shared. */
export interface SSAAffineExprParser {
  parseExpr(): AffineExpr;
  readonly numDims: number;
  readonly numSymbols: number;
}

class AffineParser {
  private readonly p: AsmParserState;
  private readonly names: [string, AffineExpr][] = [];
  numDims = 0;
  numSymbols = 0;
  constructor(
    p: AsmParserState,
    /** Set when the expressions may name SSA operands (an op's custom syntax). */
    private readonly ssaIds?: SSAIdOperands<unknown>,
  ) {
    this.p = p;
  }

  /** `%x` as a dim (or, inside `symbol(...)`, a symbol): the one of an earlier use of it, else a new one. */
  private parseSSAIdExpr(isSymbol: boolean): AffineExpr {
    const p = this.p;
    const ssaIds = this.ssaIds;
    if (ssaIds === undefined) throw p.wrongTokenError("unexpected ssa identifier");
    if (p.lexer.kind !== TokenKind.PercentIdentifier) throw p.wrongTokenError("expected ssa identifier");
    const use = ssaIds.parseUse();
    const key = `%${ssaIds.keyOf(use)}`;
    for (const [n, e] of this.names) if (n === key) return e;
    ssaIds.add(isSymbol, use);
    const expr = isSymbol ? symbolExpr(p.context, this.numSymbols++) : dimExpr(p.context, this.numDims++);
    this.names.push([key, expr]);
    return expr;
  }

  /** `symbol(%x)`. */
  private parseSymbolSSAIdExpr(): AffineExpr {
    const p = this.p;
    p.expect(TokenKind.KwSymbol, "expected symbol keyword");
    p.expect(TokenKind.LParen, "expected '(' at start of SSA symbol");
    const expr = this.parseSSAIdExpr(true);
    p.expect(TokenKind.RParen, "expected ')' at end of SSA symbol");
    return expr;
  }

  private isIdentifier(): boolean {
    const kind = this.p.lexer.kind;
    return kind === TokenKind.BareIdentifier || kind === TokenKind.IntType || isKeyword(kind);
  }

  private defineIdentifier(expr: AffineExpr): void {
    const p = this.p;
    if (!this.isIdentifier()) throw p.wrongTokenError("expected bare identifier");
    const name = p.lexer.spelling();
    for (const [n] of this.names) if (n === name) throw p.error(`redefinition of identifier '${name}'`);
    p.consume();
    this.names.push([name, expr]);
  }

  parseDimsAndSymbols(): void {
    const p = this.p;
    p.expect(TokenKind.LParen, "expected '(' in dimensional identifier list");
    if (!p.consumeIf(TokenKind.RParen)) {
      do this.defineIdentifier(dimExpr(p.context, this.numDims++));
      while (p.consumeIf(TokenKind.Comma));
      p.expect(TokenKind.RParen, "expected ')' in dimensional identifier list");
    }
    if (p.lexer.kind === TokenKind.LSquare) {
      p.consume();
      if (!p.consumeIf(TokenKind.RSquare)) {
        do this.defineIdentifier(symbolExpr(p.context, this.numSymbols++));
        while (p.consumeIf(TokenKind.Comma));
        p.expect(TokenKind.RSquare, "expected ']' in symbol list");
      }
    }
  }

  parseMapRange(): AffineMap {
    const p = this.p;
    const exprs: AffineExpr[] = [];
    p.expect(TokenKind.LParen, "expected '(' in affine map range");
    if (!p.consumeIf(TokenKind.RParen)) {
      do exprs.push(this.parseExpr());
      while (p.consumeIf(TokenKind.Comma));
      p.expect(TokenKind.RParen, "expected ')' in affine map range");
    }
    return AffineMap.get(p.context, this.numDims, this.numSymbols, exprs);
  }

  parseSetConstraints(): IntegerSet {
    const p = this.p;
    const constraints: AffineExpr[] = [];
    const eqs: boolean[] = [];
    p.expect(TokenKind.LParen, "expected '(' in integer set constraint list");
    if (!p.consumeIf(TokenKind.RParen)) {
      do {
        const lhs = this.parseExpr();
        if (p.consumeIf(TokenKind.Greater) && p.consumeIf(TokenKind.Equal)) {
          constraints.push(lhs.sub(this.parseExpr()));
          eqs.push(false);
        } else if (p.consumeIf(TokenKind.Less) && p.consumeIf(TokenKind.Equal)) {
          constraints.push(this.parseExpr().sub(lhs));
          eqs.push(false);
        } else if (p.consumeIf(TokenKind.Equal) && p.consumeIf(TokenKind.Equal)) {
          constraints.push(lhs.sub(this.parseExpr()));
          eqs.push(true);
        } else throw p.error("expected '== affine-expr' or '>= affine-expr' at end of affine constraint");
      } while (p.consumeIf(TokenKind.Comma));
      p.expect(TokenKind.RParen, "expected ')' in integer set constraint list");
    }
    if (constraints.length === 0) return IntegerSet.get(p.context, this.numDims, this.numSymbols, [constantExpr(p.context, 0)], [true]);
    return IntegerSet.get(p.context, this.numDims, this.numSymbols, constraints, eqs);
  }

  parseExpr(): AffineExpr {
    return this.parseLowPrec(undefined, "add");
  }

  private consumeLowPrec(): LowPrecOp | undefined {
    const p = this.p;
    if (p.lexer.kind === TokenKind.Plus) {
      p.consume();
      return "add";
    }
    if (p.lexer.kind === TokenKind.Minus) {
      p.consume();
      return "sub";
    }
    return undefined;
  }

  private consumeHighPrec(): HighPrecOp | undefined {
    const p = this.p;
    switch (p.lexer.kind) {
      case TokenKind.Star:
        p.consume();
        return "mul";
      case TokenKind.KwFloordiv:
        p.consume();
        return "floordiv";
      case TokenKind.KwCeildiv:
        p.consume();
        return "ceildiv";
      case TokenKind.KwMod:
        p.consume();
        return "mod";
      default:
        return undefined;
    }
  }

  private low(op: LowPrecOp, lhs: AffineExpr, rhs: AffineExpr): AffineExpr {
    return op === "add" ? affineAdd(lhs, rhs) : lhs.sub(rhs);
  }

  private high(op: HighPrecOp, lhs: AffineExpr, rhs: AffineExpr, opOffset: number): AffineExpr {
    const p = this.p;
    switch (op) {
      case "mul":
        if (!lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant())
          throw p.errorAt(opOffset, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic");
        return affineMul(lhs, rhs);
      case "floordiv":
        if (!rhs.isSymbolicOrConstant())
          throw p.errorAt(opOffset, "non-affine expression: right operand of floordiv has to be either a constant or symbolic");
        return affineFloorDiv(lhs, rhs);
      case "ceildiv":
        if (!rhs.isSymbolicOrConstant())
          throw p.errorAt(opOffset, "non-affine expression: right operand of ceildiv has to be either a constant or symbolic");
        return affineCeilDiv(lhs, rhs);
      case "mod":
        if (!rhs.isSymbolicOrConstant())
          throw p.errorAt(opOffset, "non-affine expression: right operand of mod has to be either a constant or symbolic");
        return affineMod(lhs, rhs);
    }
  }

  /** Left-associative chain of high-precedence ops starting with `llhs llhsOp`. */
  private parseHighPrec(llhs: AffineExpr | undefined, llhsOp: HighPrecOp, llhsOpOffset: number): AffineExpr {
    let acc = llhs;
    let accOp = llhsOp;
    let accOffset = llhsOpOffset;
    for (;;) {
      const lhs = this.parseOperand(acc);
      const opOffset = this.p.lexer.start;
      const op = this.consumeHighPrec();
      // MLIR reports a bad combination at the following operator when there is one.
      const combined = acc === undefined ? lhs : this.high(accOp, acc, lhs, op !== undefined ? opOffset : accOffset);
      if (op === undefined) return combined;
      acc = combined;
      accOp = op;
      accOffset = opOffset;
    }
  }

  private parseLowPrec(llhs: AffineExpr | undefined, llhsOp: LowPrecOp): AffineExpr {
    let acc = llhs;
    let accOp = llhsOp;
    for (;;) {
      const lhs = this.parseOperand(acc);
      const lowOp = this.consumeLowPrec();
      if (lowOp !== undefined) {
        acc = acc === undefined ? lhs : this.low(accOp, acc, lhs);
        accOp = lowOp;
        continue;
      }
      const opOffset = this.p.lexer.start;
      const highOp = this.consumeHighPrec();
      if (highOp !== undefined) {
        const highRes = this.parseHighPrec(lhs, highOp, opOffset);
        const expr = acc === undefined ? highRes : this.low(accOp, acc, highRes);
        const nextOp = this.consumeLowPrec();
        if (nextOp === undefined) return expr;
        acc = expr;
        accOp = nextOp;
        continue;
      }
      return acc === undefined ? lhs : this.low(accOp, acc, lhs);
    }
  }

  private parseOperand(lhs: AffineExpr | undefined): AffineExpr {
    const p = this.p;
    const lexer = p.lexer;
    switch (lexer.kind) {
      case TokenKind.KwSymbol:
        return this.parseSymbolSSAIdExpr();
      case TokenKind.PercentIdentifier:
        return this.parseSSAIdExpr(false);
      case TokenKind.Integer: {
        const value = parseInt64Magnitude(lexer.spelling());
        if (value === undefined) throw p.error("constant too large for index");
        p.consume();
        return constantExpr(p.context, value);
      }
      case TokenKind.LParen: {
        p.consume();
        if ((lexer.kind as TokenKind) === TokenKind.RParen) throw p.error("no expression inside parentheses");
        p.enterNesting(lexer.start);
        const e = this.parseExpr();
        p.expect(TokenKind.RParen, "expected ')'");
        p.exitNesting();
        return e;
      }
      case TokenKind.Minus: {
        p.enterNesting(lexer.start);
        p.consume();
        const operand = this.parseOperand(lhs);
        p.exitNesting();
        return affineMul(operand, constantExpr(p.context, -1)); // MLIR: (-1) * operand is operand * -1
      }
      case TokenKind.Plus:
      case TokenKind.Star:
        throw p.error(lhs !== undefined ? "missing right operand of binary operator" : "missing left operand of binary operator");
      default: {
        if (this.isIdentifier()) {
          const name = lexer.spelling();
          for (const [n, e] of this.names) {
            if (n === name) {
              p.consume();
              return e;
            }
          }
          throw p.wrongTokenError("use of undeclared identifier");
        }
        throw p.error(lhs !== undefined ? "missing right operand of binary operator" : "expected affine expression");
      }
    }
  }
}

/** `(dims)[syms] -> (exprs)` or `(dims)[syms] : (constraints)`. */
export function parseAffineMapOrSet(p: AsmParserState): AffineMap | IntegerSet {
  const ap = new AffineParser(p);
  ap.parseDimsAndSymbols();
  if (p.consumeIf(TokenKind.Arrow)) return ap.parseMapRange();
  p.expect(TokenKind.Colon, "expected '->' or ':'");
  return ap.parseSetConstraints();
}

export function parseAffineMapBody(p: AsmParserState): AffineMap {
  const offset = p.lexer.start;
  const r = parseAffineMapOrSet(p);
  if (!(r instanceof AffineMap)) throw p.errorAt(offset, "expected AffineMap, but got IntegerSet");
  return r;
}

export function parseIntegerSetBody(p: AsmParserState): IntegerSet {
  const offset = p.lexer.start;
  const r = parseAffineMapOrSet(p);
  if (!(r instanceof IntegerSet)) throw p.errorAt(offset, "expected IntegerSet, but got AffineMap");
  return r;
}

/** A single affine expression over the given dim/symbol names (for custom op syntax). */
export function parseAffineExprWith(p: AsmParserState, dims: readonly string[], symbols: readonly string[]): AffineExpr {
  const ap = new AffineParser(p);
  for (const d of dims) (ap as unknown as { names: [string, AffineExpr][] }).names.push([d, dimExpr(p.context, ap.numDims++)]);
  for (const s of symbols) (ap as unknown as { names: [string, AffineExpr][] }).names.push([s, symbolExpr(p.context, ap.numSymbols++)]);
  return ap.parseExpr();
}

/** A parser of affine expressions over the SSA operands `operands` reads (an op's custom syntax). */
export function ssaAffineExprParser<T>(p: AsmParserState, operands: SSAIdOperands<T>): SSAAffineExprParser {
  const ap = new AffineParser(p, operands as SSAIdOperands<unknown>);
  return {
    parseExpr: () => ap.parseExpr(),
    get numDims() {
      return ap.numDims;
    },
    get numSymbols() {
      return ap.numSymbols;
    },
  };
}
