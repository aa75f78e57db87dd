// The MLIR text parser for operations: the generic op form, regions, blocks, SSA value
// scoping with forward references, top-level alias definitions, file metadata and the
// custom form of builtin.module. Attributes and types are parsed by src/asm/attr-type.
import { OpTrait } from "../ir/traits.js";
import type { MLIRContext, OperationName } from "../ir/context.js";
import type { RegisteredOperationInfo } from "../ir/dialect.js";
import type { Attribute, NamedAttribute } from "../ir/attributes.js";
import { DictionaryAttr, UnitAttr, StringAttr } from "../ir/attributes.js";
import { FunctionType, type Type } from "../ir/types.js";
import { FileLineColLoc, OpaqueLoc, Location, UnknownLoc } from "../ir/location.js";
import { IRDiagnosticError } from "../ir/diagnostics.js";
import { propertiesFromText } from "../ir/property-conversion.js";
import { Block, ForwardReferenceValue, Operation, Region, Value, type BlockArgument } from "../ir/operation.js";
import type { Diagnostic } from "../support/diagnostic.js";
import { DiagnosticError } from "../support/diagnostic.js";
import type { SourceFile } from "../support/source.js";
import { AsmParserState, type DeferredLocationReference, type ParserOptions } from "./parser-state.js";
import { TokenKind, decodeStringLiteral, isKeyword, smallIntegerTokenValue, symbolReferenceName } from "./token.js";
import { DiagnosticsError } from "./errors.js";
import { LineTracker } from "./line-tracker.js";
import { ExternalResources, parseFileMetadata } from "./resources.js";
import { parseAttribute, parseLocationInstance, parseOpLocationInstance, parseType } from "./attr-type/index.js";
import { attributeToString, typeToString } from "./print-helpers.js";
import { defaultDialectInside, parseCustomOperation } from "./op-asm/integration.js";
import type { OpAsmArgument, OpAsmParserHost, UnresolvedOperand } from "./op-asm/host.js";
import { NameTable } from "./ssa-names.js";

/** What parsing a source file produces. */
export interface ParsedSource {
  /** The top-level op: the file's single `builtin.module`, or an implicit one around its ops. */
  readonly module: Operation;
  /** External resources from the file metadata, to print back. */
  readonly externalResources: ExternalResources;
}

/** A value standing in for a use that precedes its definition. */
class ForwardReference extends ForwardReferenceValue {
  /**
   * The value its definition gave it. Uses on ops are replaced then; a custom op's parser
   * may still hold it among operands it has not created its op with (a use, in the op's own
   * operand list, of a value its region defines: mlir-opt crashes on it).
   */
  resolvedTo: Value | undefined = undefined;
}

interface ValueDefinition {
  value: Value;
  /** Offset of the defining (or, for forward references, first using) name token. */
  offset: number;
}

/** Result #0 alone (its offset kept apart), or the definitions of several result numbers. */
type NameEntry = Value | Array<ValueDefinition | undefined> | undefined;

/**
 * What SSA names are bound to: dense arrays by name id shared by every scope, so a
 * lookup is an array read. An entry counts only for the isolated scope that set it
 * (`owners`); entries of enclosing isolated scopes that a nested one rebinds are saved
 * and restored when it ends.
 */
class NameBindings {
  readonly values: NameEntry[] = [];
  /** Definition offset when `values` holds a lone value. */
  readonly offsets: number[] = [];
  /** Serial of the isolated scope that set each entry (-1: none). */
  readonly owners: number[] = [];
  ensure(id: number): void {
    while (this.values.length <= id) {
      this.values.push(undefined);
      this.offsets.push(0);
      this.owners.push(-1);
    }
  }
}

/** Values visible in an isolated-from-above region tree, with per-region definition lists. */
class IsolatedNameScope {
  readonly definitionsPerScope: number[][] = [[]];
  /** Outer bindings this scope replaced, as (id, entry, offset, owner) runs, restored by `close`. */
  private readonly shadowed: Array<NameEntry | number> = [];
  constructor(
    private readonly bindings: NameBindings,
    private readonly serial: number,
  ) {}
  push(): void {
    this.definitionsPerScope.push([]);
  }
  /** Ends the innermost region: its definitions go out of scope. */
  pop(): void {
    const ids = this.definitionsPerScope.pop();
    if (ids === undefined) return;
    const { values, owners } = this.bindings;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i] as number;
      if (owners[id] !== this.serial) continue;
      values[id] = undefined;
      owners[id] = -1;
    }
  }
  /** Ends the scope: its last region's definitions go, shadowed outer bindings come back. */
  close(): void {
    this.pop();
    const { values, offsets, owners } = this.bindings;
    const saved = this.shadowed;
    for (let i = saved.length - 4; i >= 0; i -= 4) {
      const id = saved[i] as number;
      values[id] = saved[i + 1] as NameEntry;
      offsets[id] = saved[i + 2] as number;
      owners[id] = saved[i + 3] as number;
    }
  }
  record(id: number): void {
    (this.definitionsPerScope[this.definitionsPerScope.length - 1] as number[]).push(id);
  }
  get(id: number): NameEntry {
    const b = this.bindings;
    return id < b.owners.length && b.owners[id] === this.serial ? b.values[id] : undefined;
  }
  offset(id: number): number {
    return this.bindings.offsets[id] ?? 0;
  }
  set(id: number, entry: NameEntry, offset: number): void {
    const b = this.bindings;
    b.ensure(id);
    const owner = b.owners[id] as number;
    if (owner !== this.serial && owner !== -1 && b.values[id] !== undefined) this.shadowed.push(id, b.values[id], b.offsets[id] as number, owner);
    b.values[id] = entry;
    b.offsets[id] = offset;
    b.owners[id] = this.serial;
  }
}

/**
 * Operands of a just-created custom op that are forward references defined meanwhile (in
 * the op's own regions) become the values defined: the verifier then reports the use that
 * its definition does not dominate, where mlir-opt is left with a dangling placeholder.
 */
function resolveHeldForwardReferences(op: Operation): void {
  const numOperands = op.numOperands;
  for (let i = 0; i < numOperands; i++) {
    const value = op.getOperand(i);
    if (value instanceof ForwardReference && value.resolvedTo !== undefined) op.setOperand(i, value.resolvedTo);
  }
}

/** Direct-mapped cache of op name literals (with quotes) to their OperationName. */
const OP_NAME_SLOTS = 256;

interface BlockDefinition {
  block: Block;
  offset: number;
}

interface ResultGroup {
  /** Name id. */
  readonly name: number;
  readonly count: number;
  readonly offset: number;
}

const MODULE_INHERENT = ["sym_name", "sym_visibility"];
/** The successor list of ops without successors. */
const NO_BLOCKS: readonly Block[] = Object.freeze([]);

class OperationParser implements OpAsmParserHost {
  private readonly p: AsmParserState;
  private readonly context: MLIRContext;
  private readonly lexer;
  private readonly file: SourceFile;
  private readonly isolatedScopes: IsolatedNameScope[] = [];
  private readonly bindings = new NameBindings();
  private nextScopeSerial = 0;
  /** Interned SSA value names (with `%`). */
  private readonly names = new NameTable();
  /** Operand (name id, result number, offset) triples being parsed, as a stack shared by nested ops. */
  private readonly operandStack: number[] = [];
  private operandTop = 0;
  /** Reused operand value arrays by length (Operation.create copies them). */
  private readonly operandArrays: Value[][] = [];
  private readonly opNameSpellings = new Array<string | undefined>(OP_NAME_SLOTS);
  private readonly defaultsCache = new DefaultPropertiesMemo();
  private readonly opNames = new Array<OperationName | undefined>(OP_NAME_SLOTS);
  /** Custom op names: spelling, the default dialect it was resolved in, the op (see customOpName). */
  private readonly customNameSpellings = new Array<string | undefined>(OP_NAME_SLOTS);
  private readonly customNameDialects = new Array<string | undefined>(OP_NAME_SLOTS);
  private readonly customNames = new Array<OperationName | undefined>(OP_NAME_SLOTS);
  /** Per region scope: blocks by name (created on first use). */
  private readonly blocksByName: Array<Map<string, BlockDefinition> | undefined> = [];
  private readonly forwardBlockRefs: Array<Map<Block, number> | undefined> = [];
  private readonly forwardValueRefs = new Map<Value, number>();
  private readonly deferredLocationOwners: Array<{ target: Operation | BlockArgument; index: number }> = [];
  readonly externalResources = new ExternalResources();
  /** Provisional location of ops and arguments until their real one is known. */
  private readonly unknownLoc: Location;
  private readonly lines: LineTracker;
  /** Dialects whose ops may be spelled without prefix, innermost last (OpAsmOpInterface). */
  private readonly defaultDialects: string[] = ["builtin"];

  constructor(p: AsmParserState) {
    this.p = p;
    this.context = p.context;
    this.lexer = p.lexer;
    this.file = p.file;
    this.unknownLoc = UnknownLoc.get(p.context);
    this.lines = new LineTracker(p.file);
  }

  // ---- helpers ----

  /** The current token kind (a call, so checks after consuming are not narrowed away). */
  private k(): TokenKind {
    return this.lexer.kind;
  }

  completeDefaultProperties(info: RegisteredOperationInfo, properties: Attribute | null): Attribute | null {
    return this.defaultsCache.complete(info, properties, this.context);
  }

  /** The FileLineColLoc of a source offset. */
  sourceLocation(offset: number): Location {
    const { line, column } = this.lines.position(offset);
    return FileLineColLoc.get(this.context, this.file.name, line, column);
  }

  private typeText(type: Type): string {
    return typeToString(type);
  }

  private errorWithNote(offset: number, message: string, noteOffset: number, note: string): DiagnosticError {
    return new DiagnosticError({
      severity: "error",
      message,
      location: { file: this.file, offset },
      notes: [{ severity: "note", message: note, location: { file: this.file, offset: noteOffset } }],
    });
  }

  // ---- name scopes ----

  private pushScope(isolated: boolean): void {
    this.blocksByName.push(undefined);
    this.forwardBlockRefs.push(undefined);
    if (isolated || this.isolatedScopes.length === 0) this.isolatedScopes.push(new IsolatedNameScope(this.bindings, this.nextScopeSerial++));
    else (this.isolatedScopes[this.isolatedScopes.length - 1] as IsolatedNameScope).push();
  }

  private popScope(): void {
    const forward = this.forwardBlockRefs.pop();
    if (forward !== undefined && forward.size > 0) {
      const offsets = [...forward.values()].sort((a, b) => a - b);
      throw new DiagnosticsError(
        offsets.map((offset) => ({ severity: "error", message: "reference to an undefined block", location: { file: this.file, offset } })),
      );
    }
    const scope = this.isolatedScopes[this.isolatedScopes.length - 1] as IsolatedNameScope;
    if (scope.definitionsPerScope.length <= 1) {
      scope.close();
      this.isolatedScopes.pop();
    } else scope.pop();
    this.blocksByName.pop();
  }

  private get scope(): IsolatedNameScope {
    return this.isolatedScopes[this.isolatedScopes.length - 1] as IsolatedNameScope;
  }

  private lookupValue(id: number, number: number): Value | undefined {
    const entry = this.scope.get(id);
    if (entry === undefined) return undefined;
    if (Array.isArray(entry)) return (entry as Array<ValueDefinition | undefined>)[number]?.value;
    return number === 0 ? (entry as Value) : undefined;
  }

  /** Where a value found by lookupValue was defined (or first used). */
  private definitionOffset(id: number, number: number): number {
    const scope = this.scope;
    const entry = scope.get(id);
    if (Array.isArray(entry)) return (entry as Array<ValueDefinition | undefined>)[number]?.offset ?? 0;
    return scope.offset(id);
  }

  private storeValue(id: number, number: number, value: Value, offset: number): void {
    const scope = this.scope;
    let entry = scope.get(id);
    if (number === 0) {
      if (Array.isArray(entry)) (entry as Array<ValueDefinition | undefined>)[0] = { value, offset };
      else scope.set(id, value, offset);
      return;
    }
    if (!Array.isArray(entry)) {
      entry = entry === undefined ? [] : [{ value: entry as Value, offset: scope.offset(id) }];
      scope.set(id, entry, 0);
    }
    const list = entry as Array<ValueDefinition | undefined>;
    while (list.length < number) list.push(undefined);
    list[number] = { value, offset };
  }

  private addDefinition(id: number, number: number, offset: number, value: Value): void {
    const existing = this.lookupValue(id, number);
    if (existing !== undefined) {
      const name = this.names.name(id);
      if (!(existing instanceof ForwardReference)) {
        throw this.errorWithNote(offset, `redefinition of SSA value '${name}'`, this.definitionOffset(id, number), "previously defined here");
      }
      if (existing.type !== value.type) {
        throw this.errorWithNote(
          offset,
          `definition of SSA value '${name}#${number}' has type '${this.typeText(value.type)}'`,
          this.definitionOffset(id, number),
          `previously used here with type '${this.typeText(existing.type)}'`,
        );
      }
      existing.replaceAllUsesWith(value);
      existing.resolvedTo = value;
      this.forwardValueRefs.delete(existing);
    }
    this.storeValue(id, number, value, offset);
    this.scope.record(id);
  }

  private resolveOperandAt(id: number, number: number, offset: number, type: Type): Value {
    const found = this.lookupValue(id, number);
    if (found !== undefined) {
      if (found.type === type) return found;
      throw this.errorWithNote(
        offset,
        `use of value '${this.names.name(id)}' expects different type than prior uses: '${this.typeText(type)}' vs '${this.typeText(found.type)}'`,
        this.definitionOffset(id, number),
        "prior use here",
      );
    }
    const first = number === 0 ? undefined : this.lookupValue(id, 0);
    if (first !== undefined && !(first instanceof ForwardReference)) {
      throw this.p.errorAt(offset, "reference to invalid result number");
    }
    const placeholder = new ForwardReference(type, this.sourceLocation(offset));
    this.storeValue(id, number, placeholder, offset);
    this.forwardValueRefs.set(placeholder, offset);
    return placeholder;
  }

  // ---- OpAsmParserHost (custom op syntax, src/asm/op-asm) ----

  get state(): AsmParserState {
    return this.p;
  }

  parseSSAUse(allowResultNumber: boolean): UnresolvedOperand {
    const at = this.parseSSAUseOntoStack(allowResultNumber);
    const stack = this.operandStack;
    this.operandTop = at;
    return { name: this.names.name(stack[at] as number), number: stack[at + 1] as number, offset: stack[at + 2] as number };
  }

  resolveOperand(use: UnresolvedOperand, type: Type): Value {
    return this.resolveOperandAt(this.names.idOf(use.name), use.number, use.offset, type);
  }

  successorBlock(name: string, offset: number): Block {
    return this.blockNamed(name, offset);
  }

  parseOptionalLocationSpecifier(): Location | undefined {
    return this.parseLocationSpecifier(undefined, false) as Location | undefined;
  }

  /** The current region's block names (created on first use). */
  private blockNames(): Map<string, BlockDefinition> {
    const top = this.blocksByName.length - 1;
    let names = this.blocksByName[top];
    if (names === undefined) {
      names = new Map();
      this.blocksByName[top] = names;
    }
    return names;
  }

  /** The current region's blocks referenced before their definition (created on first use). */
  private forwardBlocks(): Map<Block, number> {
    const top = this.forwardBlockRefs.length - 1;
    let forward = this.forwardBlockRefs[top];
    if (forward === undefined) {
      forward = new Map();
      this.forwardBlockRefs[top] = forward;
    }
    return forward;
  }

  private blockNamed(name: string, offset: number): Block {
    const names = this.blockNames();
    let def = names.get(name);
    if (def === undefined) {
      def = { block: new Block(), offset };
      names.set(name, def);
      this.forwardBlocks().set(def.block, offset);
    }
    return def.block;
  }

  // ---- operations ----

  /** Parses one operation (with its `%results =`) and appends it to `block`. */
  parseOperation(block: Block): void {
    const lexer = this.lexer;
    const p = this.p;
    const startOffset = lexer.start;
    // Result groups: the common `%name =` is kept in locals, more groups in an array.
    let firstName = -1;
    let firstCount = 1;
    let firstOffset = 0;
    let moreGroups: ResultGroup[] | undefined;
    let expectedResults = 0;
    if (this.k() === TokenKind.PercentIdentifier) {
      for (;;) {
        if (this.k() !== TokenKind.PercentIdentifier) throw p.wrongTokenError("expected valid ssa identifier");
        const name = this.names.idOfSpan(lexer.text, lexer.start, lexer.end);
        const offset = lexer.start;
        p.consume();
        let count = 1;
        if (p.consumeIf(TokenKind.Colon)) {
          if (this.k() !== TokenKind.Integer) throw p.wrongTokenError("expected integer number of results");
          const value = smallIntegerTokenValue(lexer.text, lexer.start, lexer.end);
          if (value < 1) throw p.error("expected named operation to have at least 1 result");
          p.consume();
          count = value;
        }
        if (firstName < 0) {
          firstName = name;
          firstCount = count;
          firstOffset = offset;
        } else (moreGroups ??= []).push({ name, count, offset });
        expectedResults += count;
        if (!p.consumeIf(TokenKind.Comma)) break;
      }
      p.expect(TokenKind.Equal, "expected '=' after SSA name");
    }

    let op: Operation;
    if (this.k() === TokenKind.String) op = this.parseGenericOperation();
    else if (this.k() === TokenKind.BareIdentifier || isKeyword(this.k())) op = this.parseCustomOperation(expectedResults);
    else throw p.wrongTokenError("expected operation name in quotes");
    block.append(op);

    if (firstName >= 0) {
      const numResults = op.numResults;
      if (numResults === 0) throw p.errorAt(startOffset, "cannot name an operation with no results");
      if (expectedResults !== numResults)
        throw p.errorAt(startOffset, `operation defines ${numResults} results but was provided ${expectedResults} to bind`);
      for (let i = 0; i < firstCount; i++) this.addDefinition(firstName, i, firstOffset, op.getResult(i));
      if (moreGroups !== undefined) {
        let resultIndex = firstCount;
        for (const group of moreGroups) {
          for (let i = 0; i < group.count; i++) this.addDefinition(group.name, i, group.offset, op.getResult(resultIndex++));
        }
      }
    }
  }

  /** The OperationName of the current string token (a generic op name), then consumes it. */
  private parseGenericOpName(): OperationName {
    const lexer = this.lexer;
    const p = this.p;
    const text = lexer.text;
    const start = lexer.start;
    const end = lexer.end;
    let h = 0x811c9dc5;
    for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    const slot = (h >>> 0) & (OP_NAME_SLOTS - 1);
    const cached = this.opNameSpellings[slot];
    if (cached !== undefined && cached.length === end - start && text.startsWith(cached, start)) {
      p.consume();
      return this.opNames[slot] as OperationName;
    }
    const name = decodeStringLiteral(text, start, end);
    if (name.length === 0) throw p.error("empty operation name is invalid");
    if (name.includes("\0")) throw p.error("null character not allowed in operation name");
    p.consume();
    const opName = this.context.getOperationName(name);
    if (!opName.isRegistered()) {
      const dot = name.indexOf(".");
      const dialect = dot < 0 ? name : name.slice(0, dot);
      if (!p.options.allowUnregisteredDialect && !this.context.isDialectRegistered(dialect)) {
        throw p.error(
          "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
        );
      }
    }
    this.opNameSpellings[slot] = text.slice(start, end);
    this.opNames[slot] = opName;
    return opName;
  }

  private parseGenericOperation(): Operation {
    const lexer = this.lexer;
    const p = this.p;
    const nameOffset = lexer.start;
    const opName = this.parseGenericOpName();
    // The op's location is its name's position unless a trailing `loc(...)` follows;
    // it is only computed (and uniqued) when needed.
    const location = this.unknownLoc;

    // Operand list.
    p.expect(TokenKind.LParen, "expected '(' to start operand list");
    // Operands as (name id, result number, offset) triples on the operand stack until
    // their types are known (nested ops push and pop above them).
    const operandBase = this.operandTop;
    if (this.k() === TokenKind.PercentIdentifier) {
      for (;;) {
        this.parseSSAUseOntoStack(true);
        if (!p.consumeIf(TokenKind.Comma)) break;
      }
    }
    const operandCount = (this.operandTop - operandBase) / 3;
    p.expect(TokenKind.RParen, "expected ')' to end operand list");

    // Successors.
    let successors: Block[] | undefined;
    if (this.k() === TokenKind.LSquare) {
      if (!opName.mightHaveTrait(OpTrait.IsTerminator)) throw p.error("successors in non-terminator");
      p.consume();
      successors = [];
      if (this.k() === TokenKind.RSquare) throw p.wrongTokenError("expected list element");
      for (;;) {
        if (this.k() !== TokenKind.CaretIdentifier) throw p.wrongTokenError("expected block name");
        successors.push(this.blockNamed(lexer.spelling(), lexer.start));
        p.consume();
        if (!p.consumeIf(TokenKind.Comma)) break;
      }
      // MLIR's parseSuccessors: parseCommaSeparatedListUntil's message.
      p.expect(TokenKind.RSquare, "expected ',' or ']'");
    }

    // Properties.
    let properties: Attribute | null = null;
    if (p.consumeIf(TokenKind.Less)) {
      properties = parseAttribute(p);
      p.expect(TokenKind.Greater, "expected '>' to close properties");
    }

    // Regions.
    let regions: Region[] | undefined;
    if (p.consumeIf(TokenKind.LParen)) {
      regions = [];
      do {
        const region = new Region();
        this.parseRegion(region, undefined, false, false);
        regions.push(region);
      } while (p.consumeIf(TokenKind.Comma));
      p.expect(TokenKind.RParen, "expected ')' to end region list");
    }

    // Discardable attributes.
    let attributes: NamedAttribute[] | undefined;
    if (this.k() === TokenKind.LBrace) attributes = this.parseAttributeDict();

    // Function type.
    p.expect(TokenKind.Colon, "expected ':' followed by operation type");
    const typeOffset = lexer.start;
    const type = parseType(p);
    if (!(type instanceof FunctionType)) throw p.errorAt(typeOffset, "expected function type");
    if (type.inputs.length !== operandCount) {
      throw p.errorAt(
        typeOffset,
        // MLIR streams the plural's char: a NUL byte for one operand.
        `expected ${operandCount} operand type${operandCount === 1 ? "\0" : "s"} but had ${type.inputs.length}`,
      );
    }
    let operandValues = this.operandArrays[operandCount];
    if (operandValues === undefined) {
      operandValues = new Array<Value>(operandCount);
      if (operandCount <= 16) this.operandArrays[operandCount] = operandValues;
    }
    const stack = this.operandStack;
    for (let i = 0; i < operandCount; i++) {
      const at = operandBase + 3 * i;
      operandValues[i] = this.resolveOperandAt(stack[at] as number, stack[at + 1] as number, stack[at + 2] as number, type.inputs[i] as Type);
    }
    this.operandTop = operandBase;

    // Registered ops keep inherent attributes in their properties; without `<{...}>`
    // they may appear in the attribute dictionary (MLIR's backward-compatible form).
    const info = opName.info;
    const conversion = info?.propertiesConversion;
    if (conversion !== undefined) {
      if (properties !== null || attributes !== undefined) {
        const converted = propertiesFromText(conversion, this.context, properties, attributes);
        if ("inherentAttributeError" in converted) throw p.errorAt(nameOffset, `'${opName.name}' op ${converted.inherentAttributeError}`);
        if ("invalidProperties" in converted) {
          throw p.errorAt(nameOffset, `invalid properties ${attributeText(properties as Attribute)} for op ${opName.name}: ${converted.invalidProperties}`);
        }
        properties = converted.properties;
        attributes = converted.discardable === undefined ? undefined : [...converted.discardable];
      }
    } else if (properties === null && attributes !== undefined) {
      const inherentNames = info?.attributeNames;
      if (inherentNames !== undefined) {
        const split = splitInherent(attributes, inherentNames);
        attributes = split.discardable;
        if (split.inherent.length > 0) properties = DictionaryAttr.get(this.context, split.inherent);
      }
    }
    // A registered op's properties start from their defaults (MLIR's initProperties), so
    // default-valued ones exist even when not written.
    if (info?.populateDefaultProperties !== undefined) properties = this.defaultsCache.complete(info, properties, this.context);

    // From its parts (no OperationState object per op); parsed regions are moved in.
    const op = Operation.createFromParts(
      opName,
      location,
      properties,
      attributes !== undefined ? DictionaryAttr.get(this.context, attributes) : undefined,
      type.results,
      operandValues,
      successors ?? NO_BLOCKS,
      regions?.length ?? 0,
    );
    if (regions !== undefined) for (let i = 0; i < regions.length; i++) (op.regions[i] as Region).takeBody(regions[i] as Region);
    if (!this.parseTrailingLocation(op)) op.location = this.sourceLocation(nameOffset);
    return op;
  }

  /** Custom syntax: only builtin.module's (`module @name attributes {...} { ... }`). */
  /**
   * Resolves a custom op name as MLIR 19's parseCustomOperationName does: a registered
   * name as spelled; else a name without a dialect prefix (no `.`, or only a trailing one:
   * `func.`) in the default dialect of the enclosing op (`.name` when that is none).
   */
  resolveCustomOperationName(spelled: string): string {
    return this.resolveCustomOpName(spelled);
  }

  parseGenericOperationInto(block: Block): Operation {
    // As MLIR's parseGenericOperation, the op name is read from the current token whatever
    // its kind (mlir-opt 19 reads a bare identifier's spelling without its ends).
    const op = this.parseGenericOperation();
    block.append(op);
    return op;
  }

  private resolveCustomOpName(spelled: string): string {
    if (this.context.getRegisteredOperation(spelled) !== undefined) return spelled;
    const dot = spelled.indexOf(".");
    if (dot >= 0 && dot < spelled.length - 1) return spelled;
    return `${this.defaultDialects[this.defaultDialects.length - 1] as string}.${spelled}`;
  }

  /**
   * The registered op a custom op name token names, consumed (MLIR consumes the name before
   * looking it up: a bad token after it is the error reported); undefined for
   * builtin.module, whose syntax is the parser's own (the token is then not consumed).
   * Resolutions are remembered by spelling and default dialect, in hashed slots like the
   * generic op names: a file spells the same few names over and over.
   */
  private customOpName(): OperationName | undefined {
    const lexer = this.lexer;
    const text = lexer.text;
    const start = lexer.start;
    const end = lexer.end;
    const defaultDialect = this.defaultDialects[this.defaultDialects.length - 1] as string;
    let h = 0x811c9dc5;
    for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    const slot = (h >>> 0) & (OP_NAME_SLOTS - 1);
    const cached = this.customNameSpellings[slot];
    if (cached !== undefined && this.customNameDialects[slot] === defaultDialect && cached.length === end - start && text.startsWith(cached, start)) {
      this.p.consume();
      return this.customNames[slot] as OperationName;
    }
    const spelled = lexer.spelling();
    const name = this.resolveCustomOpName(spelled);
    if (name === "builtin.module") return undefined;
    const opName = this.context.getOperationName(name);
    this.p.consume();
    if (!opName.isRegistered()) this.unknownCustomOp(spelled, name, start);
    // Only registered names are remembered: registration does not change afterwards.
    this.customNameSpellings[slot] = spelled;
    this.customNameDialects[slot] = defaultDialect;
    this.customNames[slot] = opName;
    return opName;
  }

  /** The error for a custom op name that resolved to no registered op. */
  private unknownCustomOp(spelled: string, name: string, nameOffset: number): never {
    const tried = name !== spelled ? ` (tried '${name}' as well)` : "";
    const dot = name.indexOf(".");
    const dialect = dot < 0 ? "" : name.slice(0, dot);
    if (this.context.getDialect(dialect) === undefined) {
      const location = { file: this.file, offset: nameOffset };
      const registered = this.context.getAvailableDialects().join(", ");
      throw new DiagnosticError({
        severity: "error",
        message: `Dialect \`${dialect}' not found for custom op '${spelled}' ${tried}`,
        location,
        notes: [
          {
            severity: "note",
            message: `Registered dialects: ${registered} ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management`,
            location,
          },
        ],
      });
    }
    throw this.p.errorAt(nameOffset, `custom op '${spelled}' is unknown${tried}`);
  }

  /** Custom op syntax: builtin.module's own, or the registered op's hooks (src/asm/op-asm). */
  private parseCustomOperation(expectedResults: number): Operation {
    const lexer = this.lexer;
    const p = this.p;
    const nameOffset = lexer.start;
    const nameEnd = lexer.end;
    const opName = this.customOpName();
    if (opName !== undefined) {
      this.defaultDialects.push(defaultDialectInside(opName) ?? "");
      let op: Operation | undefined;
      try {
        op = parseCustomOperation(this, opName, nameOffset, expectedResults);
      } finally {
        this.defaultDialects.pop();
      }
      if (op === undefined) throw p.errorAt(nameOffset, `custom op '${lexer.text.slice(nameOffset, nameEnd)}' has no custom assembly form`);
      resolveHeldForwardReferences(op);
      // The op already has the location of its name (its OperationState's); only a
      // trailing `loc(...)` changes it.
      this.parseTrailingLocation(op);
      return op;
    }
    p.consume();
    const location = this.sourceLocation(nameOffset);
    const inherent: NamedAttribute[] = [];
    if (this.k() === TokenKind.AtIdentifier) {
      inherent.push({
        name: "sym_name",
        value: StringAttr.get(this.context, symbolReferenceName(lexer.text, lexer.start, lexer.end)),
      });
      p.consume();
    }
    let attributes: NamedAttribute[] = [];
    if (this.k() === TokenKind.KwAttributes) {
      p.consume();
      attributes = this.parseAttributeDict();
      const split = splitInherent(attributes, MODULE_INHERENT);
      attributes = split.discardable;
      for (const a of split.inherent) if (!inherent.some((e) => e.name === a.name)) inherent.push(a);
    }
    const region = new Region();
    this.defaultDialects.push("builtin");
    try {
      // ModuleOp::parse asks for no name shadowing: its body is not a new value scope in MLIR's parser.
      this.parseRegion(region, undefined, false, false);
    } finally {
      this.defaultDialects.pop();
    }
    if (region.empty()) region.appendBlock(new Block());
    const op = Operation.create({
      name: this.context.getOperationName("builtin.module"),
      location,
      properties: inherent.length > 0 ? DictionaryAttr.get(this.context, inherent) : null,
      attributes: DictionaryAttr.get(this.context, attributes),
      regions: [region],
    });
    if (!this.parseTrailingLocation(op)) op.location = location;
    return op;
  }

  /** Parses `%name` or `%name#N`, pushing (name id, number, offset) on the operand stack; returns where. */
  private parseSSAUseOntoStack(allowResultNumber: boolean): number {
    const lexer = this.lexer;
    const p = this.p;
    if (this.k() !== TokenKind.PercentIdentifier) throw p.wrongTokenError("expected SSA operand");
    const name = this.names.idOfSpan(lexer.text, lexer.start, lexer.end);
    const offset = lexer.start;
    p.consume();
    let number = 0;
    if (this.k() === TokenKind.HashIdentifier) {
      if (!allowResultNumber) throw p.error("result number not allowed in argument list");
      let value = -1;
      const start = lexer.start + 1;
      const c = lexer.text.charCodeAt(start);
      if (c >= 48 && c <= 57 && lexer.end - start <= 10) {
        value = smallIntegerTokenValue(lexer.text, start, lexer.end);
        if (value > 0xffffffff) value = -1;
        for (let i = start; i < lexer.end; i++) {
          const d = lexer.text.charCodeAt(i);
          if (d < 48 || d > 57) value = -1;
        }
      }
      if (value < 0) throw p.error("invalid SSA value result number");
      number = value;
      p.consume();
    }
    const stack = this.operandStack;
    const at = this.operandTop;
    stack[at] = name;
    stack[at + 1] = number;
    stack[at + 2] = offset;
    this.operandTop = at + 3;
    return at;
  }

  /** `{name = attr, unit_name, "quoted" = attr}` as a list of named attributes. */
  parseAttributeDict(): NamedAttribute[] {
    const lexer = this.lexer;
    const p = this.p;
    p.expect(TokenKind.LBrace, "expected '{' in attribute dictionary");
    const result: NamedAttribute[] = [];
    if (p.consumeIf(TokenKind.RBrace)) return result;
    // Duplicate names: a linear scan for the usual few entries, a Set past that.
    let seen: Set<string> | undefined;
    for (;;) {
      let name: string;
      if (this.k() === TokenKind.String) name = decodeStringLiteral(lexer.text, lexer.start, lexer.end);
      else if (this.k() === TokenKind.BareIdentifier || this.k() === TokenKind.IntType || isKeyword(this.k()))
        name = lexer.spelling();
      else throw p.wrongTokenError("expected attribute name");
      if (name.length === 0) throw p.error("expected valid attribute name");
      let duplicate = false;
      if (seen !== undefined) duplicate = seen.has(name);
      else for (let i = 0; i < result.length; i++) if ((result[i] as NamedAttribute).name === name) duplicate = true;
      if (duplicate) throw p.error(`duplicate key '${name}' in dictionary attribute`);
      if (seen !== undefined) seen.add(name);
      else if (result.length >= 16) seen = new Set([...result.map((e) => e.name), name]);
      p.consume();
      if (p.consumeIf(TokenKind.Equal)) result.push({ name, value: parseAttribute(p) });
      else result.push({ name, value: UnitAttr.get(this.context) });
      if (p.consumeIf(TokenKind.Comma)) continue;
      p.expect(TokenKind.RBrace, "expected '}' in attribute dictionary");
      return result;
    }
  }

  /** Parses `loc(...)` after an op or block argument and sets it; false when there is none. */
  private parseTrailingLocation(target: Operation | BlockArgument): boolean {
    const isOp = target instanceof Operation;
    const loc = this.parseLocationSpecifier(target, isOp);
    if (loc === undefined) return false;
    if (typeof loc === "number") (target as Operation).setPackedLocation(loc);
    else if (isOp) target.location = loc;
    else target.loc = loc;
    return true;
  }

  /**
   * Parses an optional `loc(...)`. `loc(#alias)` of an alias defined later in the file
   * gives a placeholder that is resolved at the end for `owner` (when given).
   */
  private parseLocationSpecifier(owner: Operation | BlockArgument | undefined, packed: boolean): Location | number | undefined {
    const lexer = this.lexer;
    const p = this.p;
    if (this.k() !== TokenKind.KwLoc) return undefined;
    p.consume();
    p.expect(TokenKind.LParen, "expected '(' in location");
    let loc: Location | number;
    if (this.k() === TokenKind.HashIdentifier && !lexer.spelling().includes(".")) {
      const identifier = lexer.text.slice(lexer.start + 1, lexer.end);
      const offset = lexer.start;
      p.consume();
      const attr = p.attributeAliases.get(identifier);
      if (attr !== undefined) {
        if (!(attr instanceof Location)) throw p.errorAt(offset, `expected location, but found '${attributeText(attr)}'`);
        loc = attr;
      } else {
        loc = p.deferLocation(identifier, offset);
        if (owner !== undefined) this.deferredLocationOwners.push({ target: owner, index: p.deferredLocations.length - 1 });
      }
    } else {
      loc = packed ? parseOpLocationInstance(p) : parseLocationInstance(p);
    }
    p.expect(TokenKind.RParen, "expected ')' in location");
    return loc;
  }

  // ---- regions and blocks ----

  /**
   * Parses `{ blocks }` into `region`. `entryArguments` (custom syntax) become the entry
   * block's arguments, defined in the region's scope; `isolated` starts a new value scope.
   */
  parseRegion(region: Region, entryArguments: readonly OpAsmArgument[] | undefined, isolated: boolean, enableNameShadowing: boolean): void {
    void enableNameShadowing;
    const p = this.p;
    const braceOffset = this.lexer.start;
    p.expect(TokenKind.LBrace, "expected '{' to begin a region");
    const hasArguments = entryArguments !== undefined && entryArguments.length > 0;
    if (hasArguments || this.k() !== TokenKind.RBrace) {
      p.enterNesting(braceOffset);
      this.pushScope(isolated);
      const entry = new Block();
      if (hasArguments && (entryArguments[0] as OpAsmArgument).ssaName.name.length > 0) {
        if (this.k() === TokenKind.CaretIdentifier) throw p.error("invalid block name in region with named arguments");
        for (const argument of entryArguments) {
          const use = argument.ssaName;
          const id = this.names.idOf(use.name);
          const existing = this.lookupValue(id, use.number);
          if (existing !== undefined) {
            throw this.errorWithNote(use.offset, `region entry argument '${use.name}' is already in use`, this.definitionOffset(id, use.number), "previously referenced here");
          }
          const arg = entry.addArgument(argument.type, argument.sourceLoc ?? this.sourceLocation(use.offset));
          this.addDefinition(id, use.number, use.offset, arg);
        }
      }
      this.parseBlock(entry);
      region.appendBlock(entry);
      while (this.k() !== TokenKind.RBrace) {
        region.appendBlock(this.parseBlock(null));
      }
      this.popScope();
      p.exitNesting();
    }
    p.consume();
  }

  /** Parses a block; `given` is the region's entry block, whose label is optional. */
  private parseBlock(given: Block | null): Block {
    const lexer = this.lexer;
    const p = this.p;
    if (given !== null && this.k() !== TokenKind.CaretIdentifier) {
      this.parseBlockBody(given);
      return given;
    }
    const nameOffset = lexer.start;
    const name = this.k() === TokenKind.CaretIdentifier ? lexer.spelling() : "";
    p.expect(TokenKind.CaretIdentifier, "expected block name");
    const names = this.blockNames();
    let def = names.get(name);
    let block: Block;
    if (def === undefined) {
      block = given ?? new Block();
      def = { block, offset: nameOffset };
      names.set(name, def);
    } else {
      const forward = this.forwardBlockRefs[this.forwardBlockRefs.length - 1];
      if (forward === undefined || !forward.delete(def.block)) throw p.errorAt(nameOffset, `redefinition of block '${name}'`);
      def.offset = nameOffset;
      block = def.block;
    }
    if (this.k() === TokenKind.LParen) this.parseBlockArguments(block);
    p.expect(TokenKind.Colon, "expected ':' after block name");
    this.parseBlockBody(block);
    return block;
  }

  private parseBlockArguments(block: Block): void {
    const p = this.p;
    p.consume();
    if (p.consumeIf(TokenKind.RParen)) return;
    for (;;) {
      const at = this.parseSSAUseOntoStack(false);
      this.operandTop = at;
      const name = this.operandStack[at] as number;
      const offset = this.operandStack[at + 2] as number;
      p.expect(TokenKind.Colon, "expected ':' and type for SSA operand");
      const type = parseType(p);
      const arg = block.addArgument(type, this.unknownLoc);
      if (!this.parseTrailingLocation(arg)) arg.loc = this.sourceLocation(offset);
      this.addDefinition(name, 0, offset, arg);
      if (p.consumeIf(TokenKind.Comma)) continue;
      if (this.k() !== TokenKind.RParen) throw p.wrongTokenError("expected ')'");
      p.consume();
      return;
    }
  }

  private parseBlockBody(block: Block): void {
    for (;;) {
      const kind = this.k();
      if (kind === TokenKind.CaretIdentifier || kind === TokenKind.RBrace) return;
      this.parseOperation(block);
    }
  }

  // ---- top level ----

  parseTopLevel(): Operation {
    const p = this.p;
    const lexer = this.lexer;
    this.pushScope(true);
    const topBlock = new Block();
    for (;;) {
      switch (this.k()) {
        case TokenKind.Eof:
          return this.finish(topBlock);
        case TokenKind.Error:
          throw lexer.tokenError();
        case TokenKind.HashIdentifier:
          this.parseAliasDefinition(false);
          break;
        case TokenKind.ExclamationIdentifier:
          this.parseAliasDefinition(true);
          break;
        case TokenKind.FileMetadataBegin:
          parseFileMetadata(p, this.externalResources);
          break;
        default:
          this.parseOperation(topBlock);
      }
    }
  }

  private parseAliasDefinition(isType: boolean): void {
    const p = this.p;
    const lexer = this.lexer;
    const name = lexer.text.slice(lexer.start + 1, lexer.end);
    const table: Map<string, unknown> = isType ? p.typeAliases : p.attributeAliases;
    const what = isType ? "type" : "attribute";
    if (table.has(name)) throw p.error(`redefinition of ${what} alias id '${name}'`);
    if (name.includes(".")) throw p.error(`${what} names with a '.' are reserved for dialect-defined names`);
    p.consume();
    p.expect(TokenKind.Equal, `expected '=' in ${what} alias definition`);
    if (isType) p.typeAliases.set(name, parseType(p));
    else p.attributeAliases.set(name, parseAttribute(p));
  }

  private finish(topBlock: Block): Operation {
    const p = this.p;
    if (this.forwardValueRefs.size > 0) {
      const offsets = [...this.forwardValueRefs.values()].sort((a, b) => a - b);
      throw new DiagnosticsError(
        offsets.map(
          (offset): Diagnostic => ({ severity: "error", message: "use of undeclared SSA value name", location: { file: this.file, offset } }),
        ),
      );
    }
    for (const { target, index } of this.deferredLocationOwners) {
      const reference = p.deferredLocations[index] as DeferredLocationReference;
      const attr = p.attributeAliases.get(reference.name);
      if (attr === undefined) throw p.errorAt(reference.offset, "operation location alias was never defined");
      if (!(attr instanceof Location))
        throw p.errorAt(reference.offset, `expected location, but found '${attributeText(attr)}'`);
      const current = target instanceof Operation ? target.location : target.loc;
      if (current instanceof OpaqueLoc && current.payload === reference) {
        if (target instanceof Operation) target.location = attr;
        else target.loc = attr;
      }
    }
    this.popScope();
    const first = topBlock.firstOp;
    if (p.options.implicitModule === false) {
      // mlir-opt --no-implicit-module: the single top-level op, whatever it is.
      if (first === null || first !== topBlock.lastOp) {
        let count = 0;
        for (let op = first; op !== null; op = op.next) count++;
        throw new IRDiagnosticError(FileLineColLoc.get(this.context, this.file.name, 0, 0), `source must contain a single top-level operation, found: ${count}`);
      }
      first.remove();
      return first;
    }
    if (first !== null && first === topBlock.lastOp && first.name.name === "builtin.module") {
      first.remove();
      return first;
    }
    const module = Operation.create({
      name: this.context.getOperationName("builtin.module"),
      location: FileLineColLoc.get(this.context, this.file.name, 0, 0),
      regions: 1,
    });
    const body = new Block();
    module.getRegion(0).appendBlock(body);
    for (let op = topBlock.firstOp; op !== null; ) {
      const next = op.next;
      op.remove();
      body.append(op);
      op = next;
    }
    return module;
  }
}

/**
 * populateDefaultProperties per registration, remembering its last input and output: the
 * result depends on nothing else (attributes are uniqued), and ops of a kind mostly share
 * their properties.
 */
class DefaultPropertiesMemo {
  private readonly last = new Map<RegisteredOperationInfo, { input: Attribute | null; output: Attribute | null }>();

  complete(info: RegisteredOperationInfo, properties: Attribute | null, context: MLIRContext): Attribute | null {
    const memo = this.last.get(info);
    if (memo !== undefined && memo.input === properties) return memo.output;
    const output = (info.populateDefaultProperties as (p: Attribute | null, c: MLIRContext) => Attribute | null).call(info, properties, context);
    this.last.set(info, { input: properties, output });
    return output;
  }
}

function splitInherent(
  attributes: readonly NamedAttribute[],
  inherentNames: readonly string[],
): { inherent: NamedAttribute[]; discardable: NamedAttribute[] } {
  const inherent: NamedAttribute[] = [];
  const discardable: NamedAttribute[] = [];
  for (const a of attributes) (inherentNames.includes(a.name) ? inherent : discardable).push(a);
  return { inherent, discardable };
}

function attributeText(attr: Attribute): string {
  return attributeToString(attr);
}

/**
 * Parses MLIR text into a top-level op. Throws DiagnosticError / DiagnosticsError with
 * MLIR's messages and positions. The op is not verified.
 */
export function parseSourceFile(file: SourceFile, context: MLIRContext, options: ParserOptions): ParsedSource {
  const state = new AsmParserState(file, context, options);
  const parser = new OperationParser(state);
  const module = parser.parseTopLevel();
  return { module, externalResources: parser.externalResources };
}
