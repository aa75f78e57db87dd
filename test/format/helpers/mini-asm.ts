// A small custom-syntax-only op parser and printer implementing the op-asm host
// interfaces, so generated format code can be exercised independently of
// tsmlir-opt: ops one after another, values named `%name` (defined before use),
// regions with labelled blocks, successors, and sequential naming when printing.
import { OpTrait, type RegisteredOperationInfo } from "../../../src/ir/index.js";
import {
  Block,
  FileLineColLoc,
  Region,
  type Attribute,
  type Location,
  type MLIRContext,
  type NamedAttribute,
  type Operation,
  type Type,
  type Value,
} from "../../../src/ir/index.js";
import { AsmParserState } from "../../../src/asm/parser-state.js";
import { AttrTypePrinter, parseAttributeDictionaryEntries, type TypeElision } from "../../../src/asm/attr-type/index.js";
import { TokenKind } from "../../../src/asm/token.js";
import {
  customAssemblyOf,
  OpAsmParser,
  OpAsmPrinter,
  OperationState,
  type OpAsmArgument,
  type OpAsmParserHost,
  type OpAsmPrinterHost,
  type UnresolvedOperand,
} from "../../../src/asm/op-asm/index.js";
import { SourceFile } from "../../../src/support/source.js";

export class MiniParser implements OpAsmParserHost {
  readonly state: AsmParserState;
  private readonly scopes: Array<Map<string, Value[]>> = [new Map()];
  private readonly blockScopes: Array<Map<string, Block>> = [new Map()];

  constructor(text: string, context: MLIRContext) {
    this.state = new AsmParserState(new SourceFile("input.mlir", text), context, { allowUnregisteredDialect: false });
  }

  /** Parses ops until the end of the input into one block. */
  parseTopLevel(): Block {
    const block = new Block();
    while (this.state.kind !== TokenKind.Eof) this.parseOperation(block);
    return block;
  }

  private parseOperation(block: Block): void {
    const p = this.state;
    const lexer = p.lexer;
    const names: Array<{ name: string; count: number }> = [];
    let numResults = 0;
    if (p.kind === TokenKind.PercentIdentifier) {
      for (;;) {
        const name = lexer.spelling();
        p.consume();
        let count = 1;
        if (p.consumeIf(TokenKind.Colon)) {
          count = Number(lexer.spelling());
          p.consume();
        }
        names.push({ name, count });
        numResults += count;
        if (!p.consumeIf(TokenKind.Comma)) break;
      }
      p.expect(TokenKind.Equal, "expected '=' after SSA name");
    }
    const nameOffset = lexer.start;
    const opName = p.context.getOperationName(lexer.spelling());
    const hooks = customAssemblyOf(opName.info);
    if (hooks === undefined) throw p.error(`custom op '${lexer.spelling()}' is unknown`);
    p.consume();
    const state = new OperationState(opName, this.sourceLocation(nameOffset));
    const parser = new OpAsmParser(this, nameOffset, numResults);
    parser.setIsolatedFromAbove(opName.hasTrait(OpTrait.IsIsolatedFromAbove));
    hooks.parse(parser, state);
    const op = state.toOperation();
    block.append(op);
    let index = 0;
    for (const { name, count } of names) {
      const values: Value[] = [];
      for (let i = 0; i < count; i++) values.push(op.getResult(index++));
      (this.scopes[this.scopes.length - 1] as Map<string, Value[]>).set(name, values);
    }
  }

  parseSSAUse(allowResultNumber: boolean): UnresolvedOperand {
    const p = this.state;
    const name = p.lexer.spelling();
    const offset = p.lexer.start;
    p.expect(TokenKind.PercentIdentifier, "expected SSA operand");
    let number = 0;
    if (allowResultNumber && p.kind === TokenKind.HashIdentifier) {
      number = Number(p.lexer.spelling().slice(1));
      p.consume();
    }
    return { name, number, offset };
  }

  resolveOperand(use: UnresolvedOperand, type: Type): Value {
    for (let i = this.scopes.length - 1; i >= 0; i--) {
      const values = (this.scopes[i] as Map<string, Value[]>).get(use.name);
      const value = values?.[use.number];
      if (value === undefined) continue;
      if (value.type !== type) throw this.state.errorAt(use.offset, `use of value '${use.name}' expects different type than prior uses`);
      return value;
    }
    throw this.state.errorAt(use.offset, "use of undeclared SSA value name");
  }

  parseRegion(region: Region, entryArguments: readonly OpAsmArgument[] | undefined, _isolated: boolean, _shadow: boolean): void {
    const p = this.state;
    p.expect(TokenKind.LBrace, "expected '{' to begin a region");
    this.scopes.push(new Map());
    this.blockScopes.push(new Map());
    if (p.kind !== TokenKind.RBrace || entryArguments !== undefined) {
      let block = new Block();
      for (const arg of entryArguments ?? []) {
        const value = block.addArgument(arg.type, arg.sourceLoc ?? this.sourceLocation(arg.ssaName.offset));
        (this.scopes[this.scopes.length - 1] as Map<string, Value[]>).set(arg.ssaName.name, [value]);
      }
      if (p.kind === TokenKind.CaretIdentifier) block = this.parseBlockHeader();
      region.appendBlock(block);
      for (;;) {
        if (p.kind === TokenKind.RBrace) break;
        if (p.kind === TokenKind.CaretIdentifier) {
          block = this.parseBlockHeader();
          region.appendBlock(block);
          continue;
        }
        this.parseOperation(block);
      }
    }
    p.consume();
    this.blockScopes.pop();
    this.scopes.pop();
  }

  private parseBlockHeader(): Block {
    const p = this.state;
    const block = this.successorBlock(p.lexer.spelling(), p.lexer.start);
    p.consume();
    if (p.consumeIf(TokenKind.LParen)) {
      do {
        const use = this.parseSSAUse(false);
        p.expect(TokenKind.Colon, "expected ':'");
        const type = new OpAsmParser(this, use.offset, 0).parseType();
        const value = block.addArgument(type, this.sourceLocation(use.offset));
        (this.scopes[this.scopes.length - 1] as Map<string, Value[]>).set(use.name, [value]);
      } while (p.consumeIf(TokenKind.Comma));
      p.expect(TokenKind.RParen, "expected ')'");
    }
    p.expect(TokenKind.Colon, "expected ':' after block name");
    return block;
  }

  successorBlock(name: string, _offset: number): Block {
    const blocks = this.blockScopes[this.blockScopes.length - 1] as Map<string, Block>;
    let block = blocks.get(name);
    if (block === undefined) {
      block = new Block();
      blocks.set(name, block);
    }
    return block;
  }

  parseAttributeDict(): NamedAttribute[] {
    return parseAttributeDictionaryEntries(this.state);
  }

  parseOptionalLocationSpecifier(): Location | undefined {
    return undefined;
  }

  sourceLocation(offset: number): Location {
    const { line, column } = this.state.file.position(offset);
    return FileLineColLoc.get(this.state.context, "input.mlir", line, column);
  }

  /** The op's default-valued properties filled in (no memo: the format tests parse few ops). */
  completeDefaultProperties(info: RegisteredOperationInfo, properties: Attribute | null): Attribute | null {
    return info.populateDefaultProperties === undefined ? properties : info.populateDefaultProperties(properties, this.state.context);
  }

  /** No default dialect here: a name is taken as spelled. */
  resolveCustomOperationName(spelled: string): string {
    return spelled;
  }

  parseGenericOperationInto(_block: Block): Operation {
    throw new Error("the mini parser reads no generic ops");
  }
}

export class MiniPrinter implements OpAsmPrinterHost {
  private readonly parts: string[] = [];
  private indent = 0;
  private readonly names = new Map<Value, string>();
  private readonly blocks = new Map<Block, string>();
  private nextValue = 0;
  private nextBlock = 0;
  private readonly attrs = new AttrTypePrinter({});

  print(ops: readonly Operation[]): string {
    for (const op of ops) this.printOperation(op);
    return this.parts.join("");
  }

  private printOperation(op: Operation): void {
    this.parts.push(" ".repeat(this.indent));
    if (op.numResults > 0) {
      const id = this.nextValue++;
      if (op.numResults === 1) this.names.set(op.getResult(0), `%${id}`);
      else for (let i = 0; i < op.numResults; i++) this.names.set(op.getResult(i), `%${id}#${i}`);
      this.parts.push(op.numResults === 1 ? `%${id} = ` : `%${id}:${op.numResults} = `);
    }
    this.printCustomOrGenericOp(op);
    this.parts.push("\n");
  }

  printGenericOp(op: Operation): void {
    throw new Error(`the mini printer prints no generic ops (${op.name.name})`);
  }

  printCustomOrGenericOp(op: Operation): void {
    this.parts.push(op.name.name);
    const hooks = customAssemblyOf(op.name.info);
    if (hooks === undefined) throw new Error(`no custom syntax for ${op.name.name}`);
    hooks.print(op, new OpAsmPrinter(this));
  }

  write(text: string): void {
    this.parts.push(text);
  }
  /** Values are named on first mention (block arguments may be printed before their block). */
  valueName(value: Value): string {
    let name = this.names.get(value);
    if (name === undefined) {
      name = `%${this.nextValue++}`;
      this.names.set(value, name);
    }
    return name;
  }
  blockName(block: Block): string {
    let name = this.blocks.get(block);
    if (name === undefined) {
      name = `^bb${this.nextBlock++}`;
      this.blocks.set(block, name);
    }
    return name;
  }
  printType(type: Type): string {
    return this.attrs.printType(type);
  }
  printAttribute(attr: Attribute, elision: TypeElision): string {
    return this.attrs.printAttribute(attr, elision);
  }
  aliasOf(_value: Attribute | Type): string | undefined {
    return undefined;
  }
  printAttributeDictionary(entries: readonly NamedAttribute[]): string {
    return this.attrs.printAttributeDictionary(entries);
  }
  printRegion(region: Region, printEntryBlockArgs: boolean, printBlockTerminators: boolean, printEmptyBlock: boolean): void {
    this.parts.push("{\n");
    for (let block = region.firstBlock; block !== null; block = block.next) this.blockName(block);
    this.indent += 2;
    for (let block = region.firstBlock; block !== null; block = block.next) {
      const isEntry = block === region.firstBlock;
      const header = !isEntry || (printEntryBlockArgs && block.arguments.length > 0) || (printEmptyBlock && block.firstOp === null);
      if (header) {
        const args = block.arguments.map((arg) => `${this.valueName(arg)}: ${this.printType(arg.type)}`);
        this.parts.push(`${" ".repeat(this.indent - 2)}${this.blockName(block)}${args.length > 0 ? `(${args.join(", ")})` : ""}:\n`);
      }
      for (let op = block.firstOp; op !== null; op = op.next) {
        if (!printBlockTerminators && op === block.lastOp && op.hasTrait(OpTrait.IsTerminator)) continue;
        this.printOperation(op);
      }
    }
    this.indent -= 2;
    this.parts.push(`${" ".repeat(this.indent)}}`);
  }
  printNewline(): void {
    this.parts.push(`\n${" ".repeat(this.indent)}`);
  }
  increaseIndent(): void {
    this.indent += 2;
  }
  decreaseIndent(): void {
    this.indent -= 2;
  }
  optionalLocationSpecifier(_loc: Location): string {
    return "";
  }
  shadowRegionArgs(region: Region, names: readonly Value[]): void {
    const entry = region.firstBlock;
    if (entry === null) return;
    entry.arguments.forEach((arg, i) => {
      const source = names[i];
      if (source !== undefined) this.names.set(arg, this.valueName(source));
    });
  }
}
