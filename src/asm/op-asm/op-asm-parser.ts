// MLIR's OpAsmParser: AsmParser plus SSA operands, regions, successors and block
// arguments, for custom op parsers (generated from assembly formats or hand-written).
import { OpTrait } from "../../ir/traits.js";
import type { Attribute, NamedAttribute } from "../../ir/attributes.js";
import { Block, Operation, Region, type Value } from "../../ir/operation.js";
import type { Type } from "../../ir/types.js";
import type { Location } from "../../ir/location.js";
import { TokenKind } from "../token.js";
import { AffineMap, type AffineExpr } from "../../ir/affine.js";
import { ssaAffineExprParser, type SSAAffineExprParser } from "../attr-type/affine-parser.js";
import type { DiagnosticError } from "../../support/diagnostic.js";
import { withCustomOpErrors } from "./emit-error.js";
import { AsmParser, type Delimiter } from "./asm-parser.js";
import type { OpAsmArgument, OpAsmParserHost, UnresolvedOperand } from "./host.js";
import type { OperationState } from "./operation-state.js";

export type { OpAsmArgument, UnresolvedOperand };

export class OpAsmParser extends AsmParser {
  readonly host: OpAsmParserHost;
  /** Offset of the op name token. */
  private readonly nameOffset: number;
  /** Number of results bound by `%a, %b:2 =`, or 0. */
  private readonly numResults: number;

  /** The op's full name, which MLIR puts before every error a custom parser emits. */
  private readonly opName: string;

  constructor(host: OpAsmParserHost, nameOffset: number, numResults: number, opName = "") {
    super(host.state);
    this.host = host;
    this.nameOffset = nameOffset;
    this.numResults = numResults;
    this.opName = opName;
  }

  /** The op's stripped attribute syntax is parsed through this parser, so its own errors carry the prefix. */
  override parseCustomAttributeWithFallback(cls: unknown, type?: Type): Attribute {
    if (this.opName === "") return super.parseCustomAttributeWithFallback(cls, type);
    return withCustomOpErrors(this.p, this.opName, (c) => super.parseCustomAttributeWithFallback(c, type), cls);
  }

  override parseOptionalCustomAttributeWithFallback(cls: unknown, type?: Type): Attribute | undefined {
    if (this.opName === "") return super.parseOptionalCustomAttributeWithFallback(cls, type);
    return withCustomOpErrors(this.p, this.opName, (c) => super.parseOptionalCustomAttributeWithFallback(c, type), cls);
  }

  /** MLIR's CustomOpAsmParser::emitError: `custom op 'NAME' message` (token-level errors have no prefix). */
  override emitError(offset: number, message: string): DiagnosticError {
    return super.emitError(offset, this.opName === "" ? message : `custom op '${this.opName}' ${message}`);
  }

  getNameLoc(): number {
    return this.nameOffset;
  }

  getNumResults(): number {
    return this.numResults;
  }

  /** The location of a source offset. */
  getEncodedSourceLoc(offset: number): Location {
    return this.host.sourceLocation(offset);
  }

  protected override parseAttributeDictionary(): NamedAttribute[] {
    return this.host.parseAttributeDict();
  }

  // ---- operands ----

  parseOperand(allowResultNumber = true): UnresolvedOperand {
    if (this.p.lexer.kind !== TokenKind.PercentIdentifier) throw this.p.wrongTokenError("expected SSA operand");
    return this.host.parseSSAUse(allowResultNumber);
  }

  parseOptionalOperand(allowResultNumber = true): UnresolvedOperand | undefined {
    if (this.p.lexer.kind !== TokenKind.PercentIdentifier) return undefined;
    return this.host.parseSSAUse(allowResultNumber);
  }

  /**
   * Zero or more comma separated operands (MLIR's parseOperandList); with a delimiter
   * the list is enclosed in it. `requiredCount` >= 0 checks the number parsed.
   */
  parseOperandList(delimiter: Delimiter = "none", allowResultNumber = true, requiredCount = -1): UnresolvedOperand[] {
    const operands: UnresolvedOperand[] = [];
    const start = this.getCurrentLocation();
    if (delimiter === "none") {
      const kind = this.p.lexer.kind;
      if (kind === TokenKind.PercentIdentifier) {
        operands.push(this.parseOperand(allowResultNumber));
        while (this.p.consumeIf(TokenKind.Comma)) operands.push(this.parseOperand(allowResultNumber));
      } else if (requiredCount > 0) {
        // MLIR's no-delimiter case: the parser's own errors, without the custom op prefix.
        if (kind === TokenKind.LParen || kind === TokenKind.LSquare) throw this.p.errorAt(this.p.lexer.start, "unexpected delimiter");
        throw this.p.wrongTokenError("expected operand");
      }
    } else {
      this.parseCommaSeparatedList(delimiter, () => operands.push(this.parseOperand(allowResultNumber)), " in operand list");
    }
    if (requiredCount >= 0 && operands.length !== requiredCount) {
      throw this.emitError(start, `expected ${requiredCount} operands`);
    }
    return operands;
  }

  resolveOperand(use: UnresolvedOperand, type: Type, out?: Value[]): Value {
    const value = this.host.resolveOperand(use, type);
    if (out !== undefined) out.push(value);
    return value;
  }

  /**
   * An op name as a custom op's own syntax names one (MLIR's parseCustomOperationName): the
   * current token's spelling, whatever the token, resolved against the default dialect.
   */
  parseCustomOperationName(): string {
    const lexer = this.p.lexer;
    const spelled = lexer.spelling();
    if (spelled.length === 0) throw this.emitError(this.getCurrentLocation(), "empty operation name is invalid");
    this.p.consume();
    return this.host.resolveCustomOperationName(spelled);
  }

  /**
   * Resolves `uses` with `types` (one type for all, or one per use) into `out`, with
   * MLIR's count mismatch message at `offset`.
   */
  resolveOperands(uses: readonly UnresolvedOperand[], types: Type | readonly Type[], offset: number, out: Value[]): void {
    if (!Array.isArray(types)) {
      for (const use of uses) out.push(this.host.resolveOperand(use, types as Type));
      return;
    }
    const list = types as readonly Type[];
    if (list.length !== uses.length) {
      throw this.emitError(offset, `${uses.length} operands present, but expected ${list.length}`);
    }
    for (let i = 0; i < uses.length; i++) out.push(this.host.resolveOperand(uses[i] as UnresolvedOperand, list[i] as Type));
  }

  // ---- affine expressions of SSA operands ----

  /** An affine expression parser whose `%x` / `symbol(%x)` operands go to `dims` / `symbols`. */
  private ssaAffineParser(dims: UnresolvedOperand[], symbols: UnresolvedOperand[]): SSAAffineExprParser {
    return ssaAffineExprParser<UnresolvedOperand>(this.p, {
      parseUse: () => this.parseOperand(),
      keyOf: (use) => `${use.name}#${use.number}`,
      add: (isSymbol, use) => (isSymbol ? symbols : dims).push(use),
    });
  }

  /**
   * MLIR's parseAffineMapOfSSAIds: `[%i + 3, symbol(%n) * 2]` (within `delimiter`) as a map
   * whose dims are the `%x` and symbols the `symbol(%x)` operands in order of first use;
   * `operands` lists the dims' then the symbols'.
   */
  parseAffineMapOfSSAIds(delimiter: Delimiter = "square"): { map: AffineMap; operands: UnresolvedOperand[] } {
    const dims: UnresolvedOperand[] = [];
    const symbols: UnresolvedOperand[] = [];
    const parser = this.ssaAffineParser(dims, symbols);
    const exprs: AffineExpr[] = [];
    this.parseCommaSeparatedList(delimiter, () => exprs.push(parser.parseExpr()), " in affine map");
    return { map: AffineMap.get(this.getContext(), parser.numDims, parser.numSymbols, exprs), operands: [...dims, ...symbols] };
  }

  /** MLIR's parseAffineExprOfSSAIds: one expression, with its dim and symbol operands. */
  parseAffineExprOfSSAIds(): { expr: AffineExpr; dims: UnresolvedOperand[]; symbols: UnresolvedOperand[] } {
    const dims: UnresolvedOperand[] = [];
    const symbols: UnresolvedOperand[] = [];
    const expr = this.ssaAffineParser(dims, symbols).parseExpr();
    return { expr, dims, symbols };
  }

  // ---- region arguments ----

  /** `%name` (and `: type`, `{attrs}`, `loc(...)` when allowed) as a region argument. */
  parseArgument(allowType = false, allowAttrs = false): OpAsmArgument {
    const ssaName = this.parseOperand(false);
    const argument: OpAsmArgument = { ssaName, type: undefined as unknown as Type };
    if (allowType) argument.type = this.parseColonType();
    if (allowAttrs && this.p.lexer.kind === TokenKind.LBrace) {
      const entries = this.host.parseAttributeDict();
      argument.attrs = this.getBuilder().getDictionaryAttr(entries);
    }
    const loc = this.host.parseOptionalLocationSpecifier();
    if (loc !== undefined) argument.sourceLoc = loc;
    return argument;
  }

  parseOptionalArgument(allowType = false, allowAttrs = false): OpAsmArgument | undefined {
    if (this.p.lexer.kind !== TokenKind.PercentIdentifier) return undefined;
    return this.parseArgument(allowType, allowAttrs);
  }

  parseArgumentList(delimiter: Delimiter = "none", allowType = false, allowAttrs = false): OpAsmArgument[] {
    const args: OpAsmArgument[] = [];
    if (delimiter === "none") {
      if (this.p.lexer.kind !== TokenKind.PercentIdentifier) return args;
      args.push(this.parseArgument(allowType, allowAttrs));
      while (this.p.consumeIf(TokenKind.Comma)) args.push(this.parseArgument(allowType, allowAttrs));
      return args;
    }
    this.parseCommaSeparatedList(delimiter, () => args.push(this.parseArgument(allowType, allowAttrs)), " in argument list");
    return args;
  }

  /**
   * MLIR's parseOptionalAssignmentList: `(%arg = %operand, ...)` into `args` and
   * `operands`; false (nothing consumed) without the `(`.
   */
  parseOptionalAssignmentList(args: OpAsmArgument[], operands: UnresolvedOperand[]): boolean {
    if (!this.parseOptionalLParen()) return false;
    // parseCommaSeparatedListUntil(')'): may be empty; its own message for a missing ',' or ')'.
    if (this.p.consumeIf(TokenKind.RParen)) return true;
    for (;;) {
      args.push(this.parseArgument());
      this.parseEqual();
      operands.push(this.parseOperand());
      if (this.p.consumeIf(TokenKind.Comma)) continue;
      if (this.p.lexer.kind !== TokenKind.RParen) throw this.p.wrongTokenError("expected ',' or ')'");
      this.p.consume();
      return true;
    }
  }

  /** MLIR's parseAssignmentList: as parseOptionalAssignmentList, the `(` required. */
  parseAssignmentList(args: OpAsmArgument[], operands: UnresolvedOperand[]): void {
    if (!this.parseOptionalAssignmentList(args, operands)) throw this.emitError(this.getCurrentLocation(), "expected '('");
  }

  parseOptionalLocationSpecifier(): Location | undefined {
    return this.host.parseOptionalLocationSpecifier();
  }

  // ---- regions ----

  private isolatedRegions = false;

  /**
   * Marks the op being parsed as IsolatedFromAbove. As in MLIR's CustomOpAsmParser this only
   * permits name shadowing: a region starts a new value scope when its parse asks for
   * shadowing, not because of the trait (a nested func.func's `%0` argument is refused when
   * an enclosing region already defines `%0`, and a use of an outer value parses and is
   * left to the verifier).
   */
  setIsolatedFromAbove(isolated: boolean): void {
    this.isolatedRegions = isolated;
  }

  parseRegion(region: Region, args?: readonly OpAsmArgument[], enableNameShadowing = false): void {
    if (this.p.lexer.kind !== TokenKind.LBrace) throw this.p.wrongTokenError("expected '{' to begin a region");
    this.host.parseRegion(region, args, this.isolatedRegions && enableNameShadowing, enableNameShadowing);
  }

  /**
   * MLIR's parseGenericOperation(block, insertPt) at the block's end: an op in the generic
   * form nested in this op's syntax, with its own trailing location.
   */
  parseGenericOperation(block: Block): Operation {
    return this.host.parseGenericOperationInto(block);
  }

  /** Parses a region when the next token is `{`. */
  parseOptionalRegion(region: Region, args?: readonly OpAsmArgument[], enableNameShadowing = false): boolean {
    if (this.p.lexer.kind !== TokenKind.LBrace) return false;
    this.host.parseRegion(region, args, this.isolatedRegions && enableNameShadowing, enableNameShadowing);
    return true;
  }

  // ---- successors ----

  parseOptionalSuccessor(): Block | undefined {
    const lexer = this.p.lexer;
    if (lexer.kind !== TokenKind.CaretIdentifier) return undefined;
    const block = this.host.successorBlock(lexer.spelling(), lexer.start);
    this.p.consume();
    return block;
  }

  parseSuccessor(): Block {
    const block = this.parseOptionalSuccessor();
    if (block === undefined) throw this.p.wrongTokenError("expected block name");
    return block;
  }

  /** `^bb(%a : t, ...)`: the block and its operands resolved into `operands`. */
  parseSuccessorAndUseList(operands: Value[]): Block {
    const block = this.parseSuccessor();
    if (this.p.consumeIf(TokenKind.LParen)) {
      const uses = this.parseOperandList();
      const offset = this.getCurrentLocation();
      const types = this.parseColonTypeList();
      this.parseRParen();
      this.resolveOperands(uses, types, offset, operands);
    }
    return block;
  }
}

/**
 * Ensures each block of `region` ends with the implicit terminator `terminatorName`
 * (MLIR's ensureTerminator for SingleBlockImplicitTerminator ops), creating an empty
 * block first when the region is empty.
 */
export function ensureTerminator(region: Region, terminatorName: string, location: Location): void {
  const context = location.context;
  if (region.lastBlock === null) region.appendBlock(new Block());
  const block = region.lastBlock as Block;
  const last = block.lastOp;
  if (last !== null && last.hasTrait(OpTrait.IsTerminator)) return;
  block.append(Operation.create({ name: context.getOperationName(terminatorName), location }));
}

/** Gives a SingleBlock op's empty region its block. */
export function ensureSingleBlock(region: Region): void {
  if (region.firstBlock === null) region.appendBlock(new Block());
}
