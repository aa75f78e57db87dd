// A hand-written parser for well-formed TableGen: the same language and the same syntax
// tree as grammar/tablegen.peggy, rule for rule (ordered choice and backtracking where
// the grammar has them), reading the text with charCodeAt instead of peggy's generic
// machinery, which cost more than mlir-tblgen's whole run on large inputs. It only
// accepts: at the first place the grammar would fail or raise an error it gives up, and
// parse.ts runs the peggy grammar, which locates and words syntax errors. So the peggy
// grammar stays the definition of the language; test/tablegen/fast-parser.test.ts checks
// both give the same trees on every .td file we have.
import type {
  BodyItemNode,
  CondClause,
  DagArgNode,
  DeclarationNode,
  LetItemNode,
  ObjectBodyNode,
  RangePiece,
  StatementNode,
  SubClassRefNode,
  TemplateArgNode,
  TypeNode,
  ValueNode,
} from "./ast.js";

const KEYWORDS: ReadonlySet<string> = new Set([
  "int", "bit", "bits", "string", "list", "code", "dag", "class", "def", "true", "false",
  "foreach", "defm", "defset", "deftype", "multiclass", "field", "let", "in", "defvar",
  "include", "if", "then", "else", "assert", "dump",
]);

const BANG_OPERATORS: ReadonlySet<string> = new Set([
  "eq", "ne", "le", "lt", "ge", "gt", "if", "cond", "isa", "head", "tail", "size", "con",
  "dag", "add", "sub", "mul", "div", "not", "logtwo", "and", "or", "xor", "shl", "sra", "srl",
  "cast", "empty", "subst", "foldl", "foreach", "filter", "listconcat", "listsplat",
  "listremove", "range", "strconcat", "interleave", "substr", "find",
  "setdagop", "setop", "getdagop", "getop", "getdagarg", "getdagname", "setdagarg",
  "setdagname", "exists", "tolower", "toupper", "repr",
]);

/** Thrown where the grammar raises an error (an unterminated code block...): peggy words it. */
class GiveUp extends Error {}

const C_0 = 48;
const C_9 = 57;

function isLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
}

function isIdChar(c: number): boolean {
  return isLetter(c) || (c >= C_0 && c <= C_9);
}

function isHex(c: number): boolean {
  return (c >= C_0 && c <= C_9) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70);
}

function unescape(body: string): string {
  if (body.indexOf("\\") < 0) return body;
  let out = "";
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] as string;
    if (ch !== "\\") {
      out += ch;
      continue;
    }
    const e = body[++i];
    out += e === "t" ? "\t" : e === "n" ? "\n" : (e ?? "");
  }
  return out;
}

function parseInteger(text: string, radix: 2 | 16): bigint {
  return BigInt.asIntN(64, BigInt((radix === 16 ? "0x" : "0b") + text));
}

type Suffix = (base: ValueNode) => ValueNode;

class Parser {
  pos = 0;
  private readonly n: number;

  constructor(private readonly s: string) {
    this.n = s.length;
  }

  // ------------------------------------------------------------ tokens

  /** `_`: whitespace, `//` comments and nestable block comments. */
  ws(): void {
    const s = this.s;
    const n = this.n;
    let pos = this.pos;
    while (pos < n) {
      const c = s.charCodeAt(pos);
      if (c === 32 || c === 10 || c === 9 || c === 13) {
        pos++;
      } else if (c === 47 && s.charCodeAt(pos + 1) === 47) {
        pos += 2;
        while (pos < n) {
          const d = s.charCodeAt(pos);
          if (d === 10 || d === 13) break;
          pos++;
        }
      } else if (c === 47 && s.charCodeAt(pos + 1) === 42) {
        let depth = 1;
        pos += 2;
        while (pos < n && depth > 0) {
          const d = s.charCodeAt(pos);
          if (d === 42 && s.charCodeAt(pos + 1) === 47) {
            depth--;
            pos += 2;
          } else if (d === 47 && s.charCodeAt(pos + 1) === 42) {
            depth++;
            pos += 2;
          } else {
            pos++;
          }
        }
      } else {
        break;
      }
    }
    this.pos = pos;
  }

  private at(c: number): boolean {
    return this.s.charCodeAt(this.pos) === c;
  }

  /** Consumes one character `c`. */
  /**
   * `item ("," _ item)*`, undefined when the first item fails. A comma not followed by an
   * item is left unread (trailing commas are the caller's). `item` is a method of this
   * parser, called on it, so no closure is made per list.
   */
  private commaList<T>(item: (this: Parser) => T | undefined): T[] | undefined {
    const head = item.call(this);
    if (head === undefined) return undefined;
    const out = [head];
    while (true) {
      const before = this.pos;
      if (!this.eat(44)) break;
      this.ws();
      const next = item.call(this);
      if (next === undefined) {
        this.pos = before;
        break;
      }
      out.push(next);
    }
    return out;
  }

  /** A comma list that may be empty (always succeeds; nothing is read when it is). */
  private optionalCommaList<T>(item: (this: Parser) => T | undefined): T[] {
    const start = this.pos;
    const out = this.commaList(item);
    if (out !== undefined) return out;
    this.pos = start;
    return [];
  }

  /** A list element: a Value, bit-slice suffixes allowed. */
  private listValue(): ValueNode | undefined {
    return this.value(true);
  }

  private eat(c: number): boolean {
    if (this.s.charCodeAt(this.pos) !== c) return false;
    this.pos++;
    return true;
  }

  private lit(text: string): boolean {
    if (!this.s.startsWith(text, this.pos)) return false;
    this.pos += text.length;
    return true;
  }

  /** `"word" !IdChar` (no whitespace consumed). */
  private keyword(word: string): boolean {
    if (!this.s.startsWith(word, this.pos) || isIdChar(this.s.charCodeAt(this.pos + word.length))) return false;
    this.pos += word.length;
    return true;
  }

  /** The identifier-shaped word at the position (keywords included), not consumed. */
  private peekWord(): string | undefined {
    const s = this.s;
    const start = this.pos;
    let end = start;
    if (!isLetter(s.charCodeAt(end))) return undefined;
    end++;
    while (isIdChar(s.charCodeAt(end))) end++;
    return s.slice(start, end);
  }

  /** Identifier: `[a-zA-Z_] IdChar*` or `[0-9]+ [a-zA-Z_] IdChar*`, not a keyword. */
  private identifier(): string | undefined {
    const s = this.s;
    const start = this.pos;
    let end = start;
    let c = s.charCodeAt(end);
    if (c >= C_0 && c <= C_9) {
      while (c >= C_0 && c <= C_9) c = s.charCodeAt(++end);
      if (!isLetter(c)) return undefined;
    } else if (!isLetter(c)) {
      return undefined;
    }
    end++;
    while (isIdChar(s.charCodeAt(end))) end++;
    const name = s.slice(start, end);
    if (KEYWORDS.has(name)) return undefined;
    this.pos = end;
    return name;
  }

  private stringLiteral(): string | undefined {
    const s = this.s;
    if (s.charCodeAt(this.pos) !== 34) return undefined;
    const start = this.pos + 1;
    let pos = start;
    while (pos < this.n) {
      const c = s.charCodeAt(pos);
      if (c === 34 || c === 10 || c === 13) break;
      pos += c === 92 ? 2 : 1;
    }
    if (s.charCodeAt(pos) !== 34) return undefined;
    this.pos = pos + 1;
    return unescape(s.slice(start, pos));
  }

  /** `[0-9]+` from the position; the end, or -1. */
  private digitsEnd(from: number): number {
    let end = from;
    while (true) {
      const c = this.s.charCodeAt(end);
      // Written so that NaN (past the end) stops the loop too.
      if (!(c >= C_0 && c <= C_9)) break;
      end++;
    }
    return end === from ? -1 : end;
  }

  /** Integer (bits sizes): hex, binary or signed decimal, no IdChar check. */
  private integer(): bigint | undefined {
    const s = this.s;
    const start = this.pos;
    if (s.startsWith("0x", start)) {
      let end = start + 2;
      while (isHex(s.charCodeAt(end))) end++;
      if (end > start + 2) {
        this.pos = end;
        return parseInteger(s.slice(start + 2, end), 16);
      }
    }
    if (s.startsWith("0b", start)) {
      let end = start + 2;
      while (s.charCodeAt(end) === C_0 || s.charCodeAt(end) === C_0 + 1) end++;
      if (end > start + 2) {
        this.pos = end;
        return parseInteger(s.slice(start + 2, end), 2);
      }
    }
    const c = s.charCodeAt(start);
    const digits = this.digitsEnd(c === 45 || c === 43 ? start + 1 : start);
    if (digits < 0) return undefined;
    this.pos = digits;
    return BigInt(s.slice(start, digits));
  }

  // ------------------------------------------------------------ statements

  statements(): StatementNode[] | undefined {
    const out: StatementNode[] = [];
    while (true) {
      const start = this.pos;
      const statement = this.statement();
      if (statement === undefined) {
        this.pos = start;
        return out;
      }
      out.push(statement);
    }
  }

  statement(): StatementNode | undefined {
    switch (this.peekWord()) {
      case "include":
        return this.include();
      case "class":
        return this.classStatement();
      case "def":
        return this.def();
      case "defm":
        return this.defm();
      case "defset":
        return this.defset();
      case "deftype":
        return this.deftype();
      case "defvar":
        return this.defvar();
      case "foreach":
        return this.foreach();
      case "if":
        return this.ifStatement();
      case "let":
        return this.letStatement();
      case "multiclass":
        return this.multiclass();
      case "assert":
        return this.assert();
      case "dump":
        return this.dump();
      default:
        return undefined;
    }
  }

  /** `"{" _ Statement* "}" _` or one statement. */
  private statementBlock(): StatementNode[] | undefined {
    const start = this.pos;
    if (this.eat(123)) {
      this.ws();
      const body = this.statements();
      if (body !== undefined && this.eat(125)) {
        this.ws();
        return body;
      }
      this.pos = start;
    }
    const one = this.statement();
    return one === undefined ? undefined : [one];
  }

  private include(): StatementNode | undefined {
    const pos = this.pos;
    this.pos += 7;
    this.ws();
    const path = this.stringLiteral();
    if (path === undefined) return undefined;
    const endPos = this.pos;
    this.ws();
    return { kind: "include", pos, path, endPos };
  }

  private classStatement(): StatementNode | undefined {
    const pos = this.pos;
    this.pos += 5;
    this.ws();
    const namePos = this.pos;
    const name = this.identifier();
    if (name === undefined) return undefined;
    this.ws();
    const templateArgs = this.optional(() => this.templateArgDecls());
    const body = this.objectBody();
    if (body === undefined) return undefined;
    return { kind: "class", pos, name, namePos, templateArgs, body };
  }

  private templateArgDecls(): DeclarationNode[] | undefined {
    if (!this.eat(60)) return undefined;
    this.ws();
    const out = this.commaList(this.declaration);
    if (out === undefined || !this.eat(62)) return undefined;
    this.ws();
    return out;
  }

  private def(): StatementNode | undefined {
    const pos = this.pos;
    this.pos += 3;
    this.ws();
    const before = this.pos;
    const name = this.objectName();
    if (name === undefined) this.pos = before;
    const body = this.objectBody();
    if (body === undefined) return undefined;
    return { kind: "def", pos, name, body };
  }

  /** `![:;{] NameValue`. */
  private objectName(): ValueNode | undefined {
    const c = this.s.charCodeAt(this.pos);
    if (c === 58 || c === 59 || c === 123) return undefined;
    return this.value(false);
  }

  private defm(): StatementNode | undefined {
    const pos = this.pos;
    this.pos += 4;
    this.ws();
    const name = this.optional(() => this.objectName());
    if (!this.eat(58)) return undefined;
    this.ws();
    const parents = this.subClassRefList();
    if (parents === undefined) return undefined;
    const endPos = this.pos;
    if (!this.eat(59)) return undefined;
    this.ws();
    return { kind: "defm", pos, name, parents, endPos };
  }

  private defset(): StatementNode | undefined {
    const pos = this.pos;
    this.pos += 6;
    this.ws();
    const type = this.type();
    if (type === undefined) return undefined;
    const namePos = this.pos;
    const name = this.identifier();
    if (name === undefined) return undefined;
    this.ws();
    if (!this.eat(61)) return undefined;
    this.ws();
    if (!this.eat(123)) return undefined;
    this.ws();
    const body = this.statements();
    if (body === undefined || !this.eat(125)) return undefined;
    this.ws();
    return { kind: "defset", pos, type, name, namePos, body };
  }

  private deftype(): StatementNode | undefined {
    const pos = this.pos;
    this.pos += 7;
    this.ws();
    const name = this.identifier();
    if (name === undefined) return undefined;
    this.ws();
    if (!this.eat(61)) return undefined;
    this.ws();
    const type = this.type();
    if (type === undefined || !this.eat(59)) return undefined;
    this.ws();
    return { kind: "deftype", pos, name, type };
  }

  private defvar(): StatementNode | undefined {
    const pos = this.pos;
    this.pos += 6;
    this.ws();
    const name = this.identifier();
    if (name === undefined) return undefined;
    this.ws();
    if (!this.eat(61)) return undefined;
    this.ws();
    const value = this.value(true);
    if (value === undefined || !this.eat(59)) return undefined;
    this.ws();
    return { kind: "defvar", pos, name, value };
  }

  private foreach(): StatementNode | undefined {
    const pos = this.pos;
    this.pos += 7;
    this.ws();
    const varPos = this.pos;
    const variable = this.identifier();
    if (variable === undefined) return undefined;
    this.ws();
    if (!this.eat(61)) return undefined;
    this.ws();
    const range = this.foreachRange();
    if (range === undefined || !this.keyword("in")) return undefined;
    this.ws();
    const body = this.statementBlock();
    if (body === undefined) return undefined;
    return { kind: "foreach", pos, variable, varPos, ranges: range.ranges, list: range.list, body };
  }

  private foreachRange(): { ranges?: RangePiece[]; list?: ValueNode } | undefined {
    const start = this.pos;
    if (this.eat(123)) {
      this.ws();
      const ranges = this.rangeList();
      if (ranges !== undefined && this.eat(125)) {
        this.ws();
        return { ranges };
      }
      this.pos = start;
    }
    const piece = this.rangePiece();
    if (piece === undefined) return undefined;
    // &("in" !IdChar)
    const here = this.pos;
    if (!this.keyword("in")) return undefined;
    this.pos = here;
    return piece.end === undefined ? { list: piece.start } : { ranges: [piece] };
  }

  private ifStatement(): StatementNode | undefined {
    const pos = this.pos;
    this.pos += 2;
    this.ws();
    const condition = this.value(true);
    if (condition === undefined || !this.keyword("then")) return undefined;
    this.ws();
    const then = this.statementBlock();
    if (then === undefined) return undefined;
    const otherwise = this.optional(() => {
      if (!this.keyword("else")) return undefined;
      this.ws();
      return this.statementBlock();
    });
    return { kind: "if", pos, condition, then, else: otherwise };
  }

  private letStatement(): StatementNode | undefined {
    const pos = this.pos;
    this.pos += 3;
    this.ws();
    const items = this.commaList(this.letItem);
    if (items === undefined || !this.keyword("in")) return undefined;
    this.ws();
    const body = this.statementBlock();
    if (body === undefined) return undefined;
    return { kind: "let", pos, items, body };
  }

  private letItem(): LetItemNode | undefined {
    const pos = this.pos;
    const name = this.identifier();
    if (name === undefined) return undefined;
    this.ws();
    const bits = this.optional(() => this.bitRanges());
    if (!this.eat(61)) return undefined;
    this.ws();
    const valuePos = this.pos;
    const value = this.value(true);
    if (value === undefined) return undefined;
    return { pos, name, bits, value, valuePos };
  }

  /** `"{" _ RangeList "}" _` after a let's name. */
  private bitRanges(): RangePiece[] | undefined {
    if (!this.eat(123)) return undefined;
    this.ws();
    const ranges = this.rangeList();
    if (ranges === undefined || !this.eat(125)) return undefined;
    this.ws();
    return ranges;
  }

  private multiclass(): StatementNode | undefined {
    const pos = this.pos;
    this.pos += 10;
    this.ws();
    const namePos = this.pos;
    const name = this.identifier();
    if (name === undefined) return undefined;
    this.ws();
    const templateArgs = this.optional(() => this.templateArgDecls());
    const parents =
      this.optional(() => {
        if (!this.eat(58)) return undefined;
        this.ws();
        return this.subClassRefList();
      }) ?? [];
    let body: StatementNode[] | undefined;
    const start = this.pos;
    if (this.eat(123)) {
      this.ws();
      const statements = this.statements();
      if (statements !== undefined && this.eat(125)) {
        this.ws();
        body = statements;
      } else {
        this.pos = start;
      }
    }
    if (body === undefined) {
      if (!this.eat(59)) return undefined;
      this.ws();
      body = [];
    }
    return { kind: "multiclass", pos, name, namePos, templateArgs, parents, body };
  }

  private assert(): StatementNode | undefined {
    const pos = this.pos;
    this.pos += 6;
    this.ws();
    const condition = this.value(true);
    if (condition === undefined || !this.eat(44)) return undefined;
    this.ws();
    const message = this.value(true);
    if (message === undefined || !this.eat(59)) return undefined;
    this.ws();
    return { kind: "assert", pos, condition, message };
  }

  private dump(): StatementNode | undefined {
    const pos = this.pos;
    this.pos += 4;
    this.ws();
    const message = this.value(true);
    if (message === undefined || !this.eat(59)) return undefined;
    this.ws();
    return { kind: "dump", pos, message };
  }

  // ------------------------------------------------------------ object bodies

  private objectBody(): ObjectBodyNode | undefined {
    const pos = this.pos;
    let parents: SubClassRefNode[] | undefined;
    if (this.eat(58)) {
      this.ws();
      parents = this.subClassRefList();
      if (parents === undefined) this.pos = pos;
    }
    parents ??= [];
    let items: BodyItemNode[];
    if (this.eat(59)) {
      this.ws();
      items = [];
    } else {
      if (!this.eat(123)) return undefined;
      this.ws();
      items = this.bodyItems();
      if (!this.eat(125)) return undefined;
      this.ws();
    }
    return { pos, parents, items };
  }

  bodyItems(): BodyItemNode[] {
    const items: BodyItemNode[] = [];
    while (true) {
      const start = this.pos;
      const item = this.bodyItem();
      if (item === undefined) {
        this.pos = start;
        return items;
      }
      items.push(item);
    }
  }

  private bodyItem(): BodyItemNode | undefined {
    const start = this.pos;
    const word = this.peekWord();
    let item: BodyItemNode | undefined;
    switch (word) {
      case "include": {
        this.pos += 7;
        this.ws();
        const path = this.stringLiteral();
        if (path === undefined) break;
        const endPos = this.pos;
        this.ws();
        return { kind: "include", pos: start, path, endPos };
      }
      case "let":
        item = this.bodyLet();
        break;
      case "defvar":
        item = this.bodyDefvar();
        break;
      case "assert":
        item = this.assert() as BodyItemNode | undefined;
        break;
      case "dump":
        item = this.dump() as BodyItemNode | undefined;
        break;
      default:
        break;
    }
    if (item !== undefined) return item;
    this.pos = start;
    const decl = this.declaration();
    if (decl === undefined || !this.eat(59)) return undefined;
    this.ws();
    return { kind: "decl", decl };
  }

  private bodyLet(): BodyItemNode | undefined {
    this.pos += 3;
    this.ws();
    const pos = this.pos;
    const name = this.identifier();
    if (name === undefined) return undefined;
    this.ws();
    const bits = this.optional(() => this.bitRanges());
    if (!this.eat(61)) return undefined;
    this.ws();
    const valuePos = this.pos;
    const value = this.value(true);
    if (value === undefined || !this.eat(59)) return undefined;
    this.ws();
    return { kind: "let", pos, name, bits, value, valuePos };
  }

  private bodyDefvar(): BodyItemNode | undefined {
    this.pos += 6;
    this.ws();
    const pos = this.pos;
    const name = this.identifier();
    if (name === undefined) return undefined;
    this.ws();
    if (!this.eat(61)) return undefined;
    this.ws();
    const value = this.value(true);
    if (value === undefined || !this.eat(59)) return undefined;
    this.ws();
    return { kind: "defvar", pos, name, value };
  }

  private declaration(): DeclarationNode | undefined {
    const pos = this.pos;
    let isField = false;
    if (this.keyword("field")) {
      this.ws();
      isField = true;
    }
    const type = this.type();
    if (type === undefined) return undefined;
    const namePos = this.pos;
    const name = this.identifier();
    if (name === undefined) return undefined;
    this.ws();
    const start = this.pos;
    if (this.eat(61)) {
      this.ws();
      const valuePos = this.pos;
      const value = this.value(true);
      if (value !== undefined) return { pos, isField, type, name, namePos, value, valuePos };
      this.pos = start;
    }
    return { pos, isField, type, name, namePos, value: undefined, valuePos: undefined };
  }

  private subClassRefList(): SubClassRefNode[] | undefined {
    return this.commaList(this.subClassRef);
  }

  private subClassRef(): SubClassRefNode | undefined {
    const pos = this.pos;
    const name = this.identifier();
    if (name === undefined) return undefined;
    this.ws();
    let args: TemplateArgNode[] | undefined;
    const before = this.pos;
    if (this.eat(60)) {
      this.ws();
      args = this.templateArgValues();
      if (!this.eat(62)) {
        args = undefined;
        this.pos = before;
      }
    }
    const endPos = this.pos;
    this.ws();
    return { pos, name, args, endPos };
  }

  /** TemplateArgValues: a comma-separated list, possibly empty (always succeeds). */
  private templateArgValues(): TemplateArgNode[] {
    return this.optionalCommaList(this.templateArgValue);
  }

  private templateArgValue(): TemplateArgNode | undefined {
    const pos = this.pos;
    // `pos:Pos name:NameOnly "=" !"=" _ value:Value`, NameOnly = Identifier _ &"=".
    const name = this.identifier();
    if (name !== undefined) {
      this.ws();
      if (this.at(61) && this.s.charCodeAt(this.pos + 1) !== 61) {
        this.pos++;
        this.ws();
        const value = this.value(true);
        if (value !== undefined) return { pos, name: { kind: "id", pos, name }, value };
      }
    }
    this.pos = pos;
    const value = this.value(true);
    if (value === undefined) return undefined;
    return { pos, value };
  }

  // ------------------------------------------------------------ types

  private type(): TypeNode | undefined {
    const pos = this.pos;
    switch (this.peekWord()) {
      case "bits": {
        this.pos += 4;
        this.ws();
        if (this.eat(60)) {
          this.ws();
          const size = this.integer();
          if (size !== undefined) {
            this.ws();
            if (this.eat(62)) {
              this.ws();
              return { kind: "bits", pos, size };
            }
          }
        }
        // "bit" !IdChar and the other alternatives cannot match a word spelled "bits".
        this.pos = pos;
        return undefined;
      }
      case "bit":
        this.pos += 3;
        this.ws();
        return { kind: "bit", pos };
      case "int":
        this.pos += 3;
        this.ws();
        return { kind: "int", pos };
      case "string":
        this.pos += 6;
        this.ws();
        return { kind: "string", pos };
      case "code":
        this.pos += 4;
        this.ws();
        return { kind: "code", pos };
      case "dag":
        this.pos += 3;
        this.ws();
        return { kind: "dag", pos };
      case "list": {
        this.pos += 4;
        this.ws();
        if (this.eat(60)) {
          this.ws();
          const element = this.type();
          if (element !== undefined && this.eat(62)) {
            this.ws();
            return { kind: "list", pos, element };
          }
        }
        this.pos = pos;
        return undefined;
      }
      default: {
        const name = this.identifier();
        if (name === undefined) return undefined;
        this.ws();
        return { kind: "class", pos, name };
      }
    }
  }

  // ------------------------------------------------------------ values

  /** Value (`bitSuffix`) or NameValue (no bit slice suffix). */
  value(bitSuffix: boolean): ValueNode | undefined {
    const base = this.simpleValue();
    if (base === undefined) return undefined;
    let v = base;
    while (true) {
      const start = this.pos;
      let next = bitSuffix ? this.bitSuffix(v) : undefined;
      if (next === undefined) {
        this.pos = start;
        next = this.listSuffix(v);
      }
      if (next === undefined) {
        this.pos = start;
        next = this.fieldSuffix(v);
      }
      if (next === undefined) {
        this.pos = start;
        break;
      }
      v = next;
    }
    const start = this.pos;
    const paste = this.paste();
    if (paste === undefined) {
      this.pos = start;
      return v;
    }
    return paste(v);
  }

  /** Runs `f`; on failure restores the position (PEG `?`). */
  private optional<T>(f: () => T | undefined): T | undefined {
    const start = this.pos;
    const result = f();
    if (result === undefined) this.pos = start;
    return result;
  }

  private paste(): Suffix | undefined {
    if (!this.eat(35)) return undefined;
    this.ws();
    const rightPos = this.pos;
    const c = this.s.charCodeAt(this.pos);
    let right: ValueNode | undefined;
    if (!(c === 58 || c === 59 || c === 123)) {
      right = this.value(false);
      if (right === undefined) return undefined;
    }
    return (left) => ({ kind: "paste", pos: left.pos, left, right, rightPos });
  }

  private bitSuffix(base: ValueNode): ValueNode | undefined {
    const pos = this.pos;
    if (!this.eat(123)) return undefined;
    this.ws();
    const ranges = this.rangeList();
    if (ranges === undefined || !this.eat(125)) return undefined;
    this.ws();
    return { kind: "bitslice", pos, base, ranges };
  }

  private listSuffix(base: ValueNode): ValueNode | undefined {
    const pos = this.pos;
    if (!this.at(91) || this.s.charCodeAt(pos + 1) === 123) return undefined;
    this.pos++;
    this.ws();
    const ranges = this.rangeList();
    if (ranges === undefined || !this.eat(93)) return undefined;
    this.ws();
    return { kind: "listslice", pos, base, ranges };
  }

  private fieldSuffix(base: ValueNode): ValueNode | undefined {
    if (!this.at(46) || this.s.charCodeAt(this.pos + 1) === 46) return undefined;
    this.pos++;
    this.ws();
    const fieldPos = this.pos;
    const field = this.identifier();
    if (field === undefined) return undefined;
    this.ws();
    return { kind: "field", pos: base.pos, base, field, fieldPos };
  }

  private rangeList(): RangePiece[] | undefined {
    return this.commaList(this.rangePiece);
  }

  private rangePiece(): RangePiece | undefined {
    const pos = this.pos;
    const start = this.value(true);
    if (start === undefined) return undefined;
    const here = this.pos;
    if (this.lit("...")) {
      this.ws();
      const end = this.value(true);
      if (end !== undefined) return { pos, start, end };
      this.pos = here;
    }
    // NegativeEnd: LLVM's deprecated `a-b` range (the lexer reads `-b` as an integer).
    if (this.at(45)) {
      const endPos = this.pos;
      const digits = this.digitsEnd(endPos + 1);
      if (digits > 0 && !isIdChar(this.s.charCodeAt(digits))) {
        this.pos = digits;
        const end: ValueNode = { kind: "int", pos: endPos, value: BigInt(this.s.slice(endPos + 1, digits)) };
        this.ws();
        return { pos, start, end };
      }
    }
    this.pos = here;
    return { pos, start, end: undefined };
  }

  private simpleValue(): ValueNode | undefined {
    const s = this.s;
    const pos = this.pos;
    const c = s.charCodeAt(pos);
    switch (c) {
      case 63: // ?
        this.pos++;
        this.ws();
        return { kind: "unset", pos };
      case 91: {
        // [
        if (s.charCodeAt(pos + 1) === 123) {
          const end = s.indexOf("}]", pos + 2);
          if (end < 0) throw new GiveUp();
          this.pos = end + 2;
          this.ws();
          return { kind: "code", pos, value: s.slice(pos + 2, end) };
        }
        this.pos++;
        this.ws();
        const items = this.valueList();
        if (!this.eat(93)) return undefined;
        this.ws();
        const elementType = this.optional(() => {
          if (!this.eat(60)) return undefined;
          this.ws();
          const t = this.type();
          if (t === undefined || !this.eat(62)) return undefined;
          this.ws();
          return t;
        });
        return { kind: "list", pos, items, elementType };
      }
      case 123: {
        // {
        this.pos++;
        this.ws();
        const items = this.valueList();
        if (!this.eat(125)) return undefined;
        this.ws();
        return { kind: "bitlist", pos, items };
      }
      case 40:
        return this.dag();
      case 33:
        return this.bangValue();
      case 34: {
        const parts: string[] = [];
        while (true) {
          const start = this.pos;
          const part = this.stringLiteral();
          if (part === undefined) {
            this.pos = start;
            break;
          }
          this.ws();
          parts.push(part);
        }
        if (parts.length === 0) return undefined;
        return { kind: "string", pos, value: parts.length === 1 ? (parts[0] as string) : parts.join("") };
      }
      default:
        break;
    }
    const number = this.numberValue();
    if (number !== undefined) return number;
    this.pos = pos;
    if (this.keyword("true")) {
      this.ws();
      return { kind: "bool", pos, value: true };
    }
    if (this.keyword("false")) {
      this.ws();
      return { kind: "bool", pos, value: false };
    }
    const name = this.identifier();
    if (name === undefined) return undefined;
    this.ws();
    const start = this.pos;
    if (this.eat(60)) {
      this.ws();
      const args = this.templateArgValues();
      const endPos = this.pos;
      if (this.eat(62)) {
        this.ws();
        return { kind: "classref", pos, name, args, endPos };
      }
      this.pos = start;
    }
    return { kind: "id", pos, name };
  }

  /** DagOperator: Identifier / "?" / ("!cast" / "!getdagop" / "!getop") !IdChar (a lookahead). */
  private atDagOperator(): boolean {
    const start = this.pos;
    const ok =
      this.identifier() !== undefined || this.at(63) || this.keyword("!cast") || this.keyword("!getdagop") || this.keyword("!getop");
    this.pos = start;
    return ok;
  }

  private dag(): ValueNode | undefined {
    const pos = this.pos;
    this.pos++;
    this.ws();
    if (!this.atDagOperator()) {
      // The grammar raises "expected identifier in dag init" here (at any character).
      if (this.pos < this.n) throw new GiveUp();
      return undefined;
    }
    const operator = this.value(true);
    if (operator === undefined) return undefined;
    const operatorName = this.optional(() => {
      if (!this.eat(58)) return undefined;
      this.ws();
      return this.varName();
    });
    const args = this.dagArgList();
    if (!this.eat(41)) return undefined;
    this.ws();
    return { kind: "dag", pos, operator, operatorName, args };
  }

  private varName(): string | undefined {
    if (!this.at(36) || !isLetter(this.s.charCodeAt(this.pos + 1))) return undefined;
    const start = this.pos + 1;
    let end = start + 1;
    while (isIdChar(this.s.charCodeAt(end))) end++;
    this.pos = end;
    const name = this.s.slice(start, end);
    this.ws();
    return name;
  }

  private dagArgList(): DagArgNode[] {
    return this.optionalCommaList(this.dagArg);
  }

  private dagArg(): DagArgNode | undefined {
    const namePos = this.pos;
    const name = this.varName();
    if (name !== undefined) return { name, namePos };
    this.pos = namePos;
    const value = this.value(true);
    if (value === undefined) return undefined;
    const start = this.pos;
    if (this.eat(58)) {
      this.ws();
      const p = this.pos;
      const n = this.varName();
      if (n !== undefined) return { value, name: n, namePos: p };
      this.pos = start;
    }
    return { value };
  }

  /** ValueList: comma-separated, trailing comma allowed, possibly empty (always succeeds). */
  private valueList(): ValueNode[] {
    const out = this.optionalCommaList(this.listValue);
    const before = this.pos;
    if (this.eat(44)) this.ws();
    else this.pos = before;
    return out;
  }

  private bangValue(): ValueNode | undefined {
    const s = this.s;
    const pos = this.pos;
    if (this.keyword("!cond")) {
      this.ws();
      const clauses = this.condClauses();
      if (clauses !== undefined) return { kind: "cond", pos, clauses };
      this.pos = pos;
    }
    let end = pos + 1;
    while (true) {
      const c = s.charCodeAt(end);
      if (!((c >= 97 && c <= 122) || (c >= 65 && c <= 90))) break;
      end++;
    }
    const op = s.slice(pos + 1, end);
    // The grammar raises "Unknown operator" / "Invalid "!operator"" here.
    if (!BANG_OPERATORS.has(op)) throw new GiveUp();
    this.pos = end;
    this.ws();
    const type = this.optional(() => {
      if (!this.eat(60)) return undefined;
      this.ws();
      const t = this.type();
      if (t === undefined || !this.eat(62)) return undefined;
      this.ws();
      return t;
    });
    if (!this.eat(40)) return undefined;
    this.ws();
    const args: ValueNode[] = [];
    const argPos: number[] = [];
    const first = this.pos;
    const head = this.value(true);
    if (head === undefined) {
      this.pos = first;
    } else {
      args.push(head);
      argPos.push(first);
      while (true) {
        const before = this.pos;
        if (!this.eat(44)) break;
        this.ws();
        const p = this.pos;
        const v = this.value(true);
        if (v === undefined) {
          this.pos = before;
          break;
        }
        args.push(v);
        argPos.push(p);
      }
    }
    if (!this.eat(41)) return undefined;
    this.ws();
    return { kind: "bang", pos, op, type, args, argPos };
  }

  /** `"(" _ CondClause ("," _ CondClause)* ("," _)? ")" _`. */
  private condClauses(): CondClause[] | undefined {
    if (!this.eat(40)) return undefined;
    this.ws();
    const out = this.commaList(this.condClause);
    if (out === undefined) return undefined;
    const before = this.pos;
    if (this.eat(44)) this.ws();
    else this.pos = before;
    if (!this.eat(41)) return undefined;
    this.ws();
    return out;
  }

  private condClause(): CondClause | undefined {
    const condition = this.value(true);
    if (condition === undefined || !this.eat(58)) return undefined;
    this.ws();
    const value = this.value(true);
    if (value === undefined) return undefined;
    return { condition, value };
  }

  private numberValue(): ValueNode | undefined {
    const s = this.s;
    const pos = this.pos;
    if (s.startsWith("0x", pos)) {
      let end = pos + 2;
      while (isHex(s.charCodeAt(end))) end++;
      if (end > pos + 2 && !isIdChar(s.charCodeAt(end))) {
        this.pos = end;
        const value = parseInteger(s.slice(pos + 2, end), 16);
        this.ws();
        return { kind: "int", pos, value };
      }
    }
    if (s.startsWith("0b", pos)) {
      let end = pos + 2;
      while (s.charCodeAt(end) === C_0 || s.charCodeAt(end) === C_0 + 1) end++;
      if (end > pos + 2 && !isIdChar(s.charCodeAt(end))) {
        this.pos = end;
        const value = parseInteger(s.slice(pos + 2, end), 2);
        this.ws();
        return { kind: "binary", pos, value, width: end - pos - 2 };
      }
    }
    const c = s.charCodeAt(pos);
    const end = this.digitsEnd(c === 45 || c === 43 ? pos + 1 : pos);
    if (end < 0 || isIdChar(s.charCodeAt(end))) return undefined;
    this.pos = end;
    const value = BigInt.asIntN(64, BigInt(s.slice(pos, end)));
    this.ws();
    return { kind: "int", pos, value };
  }
}

/** The statements of `text` when the whole text is well-formed TableGen, else undefined. */
export function fastParseStatements(text: string): StatementNode[] | undefined {
  return run(text, (p) => p.statements());
}

/** The body items of an included file's text when it is all well-formed, else undefined. */
export function fastParseBodyItems(text: string): BodyItemNode[] | undefined {
  return run(text, (p) => p.bodyItems());
}

/**
 * Reads the statements of a text one at a time, so that a caller evaluating each as it
 * comes lets its tree die young instead of holding the whole file's tree.
 */
export class StatementReader {
  private readonly parser: Parser;
  private started = false;

  constructor(private readonly text: string) {
    this.parser = new Parser(text);
  }

  /** The next statement; "end" after the last; "stuck" where the text is not well-formed from here on. */
  next(): StatementNode | "end" | "stuck" {
    const parser = this.parser;
    try {
      if (!this.started) {
        this.started = true;
        parser.ws();
      }
      if (parser.pos >= this.text.length) return "end";
      return parser.statement() ?? "stuck";
    } catch (e) {
      if (e instanceof GiveUp) return "stuck";
      throw e;
    }
  }
}

function run<T>(text: string, parse: (p: Parser) => T | undefined): T | undefined {
  const parser = new Parser(text);
  try {
    parser.ws();
    const result = parse(parser);
    return result !== undefined && parser.pos >= text.length ? result : undefined;
  } catch (e) {
    if (e instanceof GiveUp) return undefined;
    throw e;
  }
}
