// Compiles the assembly format of an attribute or type (MLIR's AttrOrTypeFormatGen).
// `compileDefFormat` (below) gives the `parse`/`print` methods of the classes
// generators/dialect/attributes.ts generates. `emitDefFormatFunctions` is the earlier,
// free-standing form (`parse<Class>Body(state, context)` / `print<Class>Body(value)` over
// hand-written classes) that test/format/dialect still uses; it is kept as is until that
// test moves to generated classes.
import type { DefElement, DefFormat, ParameterFacts } from "../../src/ods/format/index.js";
import { isKeywordLiteral } from "../../src/ods/format/index.js";
import { PUNCTUATION_METHOD, str } from "./emit-common.js";
import type { AttrOrTypeDef } from "../../src/ods/index.js";
import { compareExpression, parseExpression, parserSnippet, printStatement, printerSnippet, type ParamInfo } from "../dialect/attr-type-params.js";

export interface EmittedDefFormat {
  readonly parseName: string;
  readonly printName: string;
  readonly code: string;
}

function ident(name: string): string {
  return name.replace(/[^A-Za-z0-9_]/g, "_");
}

/** How a parameter of TypeScript type `cppType` is read (MLIR's FieldParser). */
function fieldParser(param: ParameterFacts, parser: string): string {
  if (param.parser !== undefined) return param.parser.replace(/\$_parser/g, parser).replace(/\$_ctxt/g, "context");
  return parseByType(param.cppType, parser);
}

function parseByType(cppType: string, parser: string): string {
  const type = cppType.trim();
  const array = /^readonly (.+)\[\]$/.exec(type) ?? /^(?:Readonly)?Array<(.+)>$/.exec(type);
  if (array !== null) return `opAsm.parseFieldList(${parser}, () => ${parseByType(array[1] as string, parser)})`;
  if (type === "number") return `Number(${parser}.parseInteger())`;
  if (type === "bigint") return `${parser}.parseInteger()`;
  if (type === "boolean") return `opAsm.parseBooleanField(${parser})`;
  if (type === "string") return `${parser}.parseString()`;
  if (/Type$/.test(type) || type === "ir.Type") return `${parser}.parseType() as ${type}`;
  return `${parser}.parseAttribute() as ${type}`;
}

class DefFormatEmitter {
  readonly fmt: DefFormat;
  readonly params: readonly ParameterFacts[];
  private shouldEmitSpace = true;
  private lastWasPunctuation = false;

  constructor(fmt: DefFormat) {
    this.fmt = fmt;
    this.params = fmt.params;
  }

  local(i: number): string {
    return `${ident((this.params[i] as ParameterFacts).name)}Value`;
  }

  // ---------------------------------------------------------------- parser

  emitParser(name: string, className: string): string {
    const lines: string[] = [];
    const line = (depth: number, text: string): void => {
      lines.push(`${"  ".repeat(depth)}${text}`);
    };
    line(1, "const parser = new opAsm.AsmParser(state);");
    this.params.forEach((p, i) => line(1, `let ${this.local(i)}: ${p.cppType} | undefined;`));
    for (const element of this.fmt.elements) this.parseElement(element, line, 1, false);
    const args = this.params.map((p, i) => {
      if (p.defaultValue !== undefined) return `${this.local(i)} ?? (${p.defaultValue.replace(/\$_ctxt/g, "context")})`;
      if (p.optional || p.isSelfType) return this.local(i);
      return `${this.local(i)} as ${p.cppType}`;
    });
    for (let i = 0; i < this.params.length; i++) {
      const p = this.params[i] as ParameterFacts;
      if (p.optional || p.isSelfType) continue;
      line(1, `if (${this.local(i)} === undefined) throw parser.emitError(parser.getCurrentLocation(), ${str(`failed to parse ${this.fmt.def.defName} parameter '${p.name}' which is to be a \`${p.cppType}\``)});`);
    }
    line(1, `return ${className}.get(context${args.map((a) => `, ${a}`).join("")});`);
    return [`export function ${name}(state: opAsm.AsmParserState, context: ir.MLIRContext): ${className} {`, ...lines, "}"].join("\n");
  }

  /** Emits the parser of `element`; in optional position returns the presence condition. */
  parseElement(element: DefElement, line: (depth: number, text: string) => void, depth: number, optional: boolean): string | undefined {
    switch (element.kind) {
      case "literal": {
        const method = PUNCTUATION_METHOD[element.value];
        if (optional) return method !== undefined ? `parser.parseOptional${method}()` : `parser.parseOptionalKeyword(${str(element.value)})`;
        line(depth, method !== undefined ? `parser.parse${method}();` : `parser.parseKeyword(${str(element.value)});`);
        return undefined;
      }
      case "space":
      case "string":
        return undefined;
      case "param": {
        const p = this.params[element.index] as ParameterFacts;
        if (optional) {
          line(depth, `${this.local(element.index)} = opAsm.parseOptionalField(parser, () => ${fieldParser(p, "parser")});`);
          return `${this.local(element.index)} !== undefined`;
        }
        line(depth, `${this.local(element.index)} = ${fieldParser(p, "parser")};`);
        return undefined;
      }
      case "params":
        element.params.forEach((index, n) => {
          if (n > 0) line(depth, "parser.parseComma();");
          line(depth, `${this.local(index)} = ${fieldParser(this.params[index] as ParameterFacts, "parser")};`);
        });
        return undefined;
      case "struct": {
        const names = element.params.map((i) => (this.params[i] as ParameterFacts).name);
        line(depth, "{");
        line(depth + 1, "const seen = new Set<string>();");
        line(depth + 1, "do {");
        line(depth + 2, "const keyOffset = parser.getCurrentLocation();");
        line(depth + 2, `const key = parser.parseOptionalKeywordAny();`);
        line(depth + 2, `if (key === undefined) throw parser.emitError(keyOffset, "expected a parameter name in struct");`);
        line(depth + 2, "parser.parseEqual();");
        line(depth + 2, `if (seen.has(key)) throw parser.emitError(parser.getCurrentLocation(), \`duplicate or unknown struct parameter name: \${key}\`);`);
        line(depth + 2, "seen.add(key);");
        element.params.forEach((index, n) => {
          line(depth + 2, `${n === 0 ? "if" : "else if"} (key === ${str(names[n] as string)}) ${this.local(index)} = ${fieldParser(this.params[index] as ParameterFacts, "parser")};`);
        });
        line(depth + 2, `else throw parser.emitError(parser.getCurrentLocation(), \`duplicate or unknown struct parameter name: \${key}\`);`);
        line(depth + 1, "} while (parser.parseOptionalComma());");
        element.params.forEach((index) => {
          const p = this.params[index] as ParameterFacts;
          if (!p.optional) line(depth + 1, `if (!seen.has(${str(p.name)})) throw parser.emitError(parser.getCurrentLocation(), "struct is missing required parameter: ${p.name}");`);
        });
        line(depth, "}");
        return undefined;
      }
      case "custom": {
        const refs: string[] = [];
        const after: string[] = [];
        element.args.forEach((arg, n) => {
          if (arg.kind === "param") {
            const holder = `custom${n}`;
            line(depth, `const ${holder}: opAsm.Ref<${(this.params[arg.index] as ParameterFacts).cppType}> = { value: undefined };`);
            after.push(`${this.local(arg.index)} = ${holder}.value;`);
            refs.push(holder);
          } else if (arg.kind === "ref" && arg.arg.kind === "param") refs.push(this.local(arg.arg.index));
          else if (arg.kind === "string") refs.push(arg.value.replace(/\$_ctxt/g, "context"));
        });
        const call = `parse${element.name}(parser${refs.map((r) => `, ${r}`).join("")})`;
        if (optional) {
          line(depth, `const custom${element.name}Present = ${call} !== false;`);
          for (const a of after) line(depth, a);
          return `custom${element.name}Present`;
        }
        line(depth, `${call};`);
        for (const a of after) line(depth, a);
        return undefined;
      }
      case "optional": {
        const first = element.then.find((e) => e.kind !== "space") as DefElement;
        const condition = this.parseElement(first, line, depth, true) ?? "true";
        line(depth, `if (${condition}) {`);
        let started = false;
        for (const child of element.then) {
          if (!started) {
            started = child === first;
            continue;
          }
          this.parseElement(child, line, depth + 1, false);
        }
        if (element.else.length > 0) {
          line(depth, "} else {");
          for (const child of element.else) this.parseElement(child, line, depth + 1, false);
        }
        line(depth, "}");
        return undefined;
      }
      case "ref":
        return undefined;
    }
  }

  // ---------------------------------------------------------------- printer

  emitPrinter(name: string, className: string, mnemonic: string): string {
    const lines: string[] = [];
    const line = (depth: number, text: string): void => {
      lines.push(`${"  ".repeat(depth)}${text}`);
    };
    line(1, "const printer = new opAsm.FieldPrinter();");
    line(1, `printer.write(${str(mnemonic)});`);
    this.shouldEmitSpace = true;
    this.lastWasPunctuation = false;
    for (const element of this.fmt.elements) this.printElement(element, line, 1);
    line(1, "return printer.text();");
    return [`export function ${name}(value: ${className}): string {`, ...lines, "}"].join("\n");
  }

  getter(i: number): string {
    return `value.${(this.params[i] as ParameterFacts).name}`;
  }

  /** Whether optional parameter `i` differs from its default (is present). */
  present(i: number): string {
    const p = this.params[i] as ParameterFacts;
    if (p.defaultValue !== undefined) return `!opAsm.fieldEquals(${this.getter(i)}, ${p.defaultValue.replace(/\$_ctxt/g, "value.context")})`;
    return `${this.getter(i)} !== undefined`;
  }

  printParam(i: number, qualified: boolean): string {
    const p = this.params[i] as ParameterFacts;
    if (p.printer !== undefined) return `${p.printer.replace(/\$_printer/g, "printer").replace(/\$_self/g, this.getter(i))};`;
    return qualified ? `printer.printQualified(${this.getter(i)});` : `printer.printStripped(${this.getter(i)});`;
  }

  space(line: (depth: number, text: string) => void, depth: number): void {
    if (this.shouldEmitSpace || !this.lastWasPunctuation) line(depth, `printer.write(" ");`);
    this.shouldEmitSpace = true;
    this.lastWasPunctuation = false;
  }

  printElement(element: DefElement, line: (depth: number, text: string) => void, depth: number): void {
    switch (element.kind) {
      case "literal": {
        const value = element.value;
        const front = value.charAt(0);
        let spaceBefore: boolean;
        if (value.length !== 1 && value !== "->") spaceBefore = true;
        else if (this.lastWasPunctuation) spaceBefore = !">)}],".includes(front);
        else spaceBefore = !"<>(){}[],".includes(front);
        line(depth, `printer.write(${str(this.shouldEmitSpace && spaceBefore ? ` ${value}` : value)});`);
        this.shouldEmitSpace = value.length !== 1 || !"<({[".includes(front);
        this.lastWasPunctuation = front !== "_" && !/[A-Za-z]/.test(front);
        return;
      }
      case "space":
        if (element.value === "\\n") line(depth, `printer.write("\\n");`);
        else if (element.value === " ") line(depth, `printer.write(" ");`);
        else this.lastWasPunctuation = true;
        this.shouldEmitSpace = false;
        return;
      case "string":
      case "ref":
        return;
      case "param": {
        const p = this.params[element.index] as ParameterFacts;
        this.space(line, depth);
        if (p.optional) {
          line(depth, `if (${this.present(element.index)}) {`);
          line(depth + 1, this.printParam(element.index, element.qualified));
          line(depth, "}");
        } else {
          line(depth, this.printParam(element.index, element.qualified));
        }
        return;
      }
      case "params":
      case "struct": {
        const isStruct = element.kind === "struct";
        if (!isStruct) this.space(line, depth);
        line(depth, "{");
        line(depth + 1, "let first = true;");
        for (const index of element.params) {
          const p = this.params[index] as ParameterFacts;
          const body = [`if (!first) printer.write(", ");`, "first = false;", ...(isStruct ? [`printer.write(${str(`${p.name} = `)});`] : []), this.printParam(index, false)];
          if (p.optional) {
            line(depth + 1, `if (${this.present(index)}) {`);
            for (const b of body) line(depth + 2, b);
            line(depth + 1, "}");
          } else {
            for (const b of body) line(depth + 1, b);
          }
        }
        line(depth, "}");
        this.shouldEmitSpace = true;
        this.lastWasPunctuation = false;
        return;
      }
      case "custom": {
        this.space(line, depth);
        const args = element.args.map((arg) => {
          if (arg.kind === "param") return this.getter(arg.index);
          if (arg.kind === "ref" && arg.arg.kind === "param") return this.getter(arg.arg.index);
          if (arg.kind === "string") return arg.value.replace(/\$_ctxt/g, "value.context");
          return "undefined";
        });
        line(depth, `print${element.name}(printer${args.map((a) => `, ${a}`).join("")});`);
        return;
      }
      case "optional": {
        const anchor = element.anchor;
        const indices: number[] = [];
        if (anchor.kind === "param") indices.push(anchor.index);
        else if (anchor.kind === "params" || anchor.kind === "struct") indices.push(...anchor.params);
        else if (anchor.kind === "custom") for (const a of anchor.args) if (a.kind === "param") indices.push(a.index);
        let condition = indices.length === 0 ? "true" : indices.map((i) => this.present(i)).join(" || ");
        if (element.inverted) condition = `!(${condition})`;
        line(depth, `if (${condition}) {`);
        const savedSpace = this.shouldEmitSpace;
        const savedPunctuation = this.lastWasPunctuation;
        for (const child of element.then) this.printElement(child, line, depth + 1);
        this.shouldEmitSpace = savedSpace;
        this.lastWasPunctuation = savedPunctuation;
        if (element.else.length > 0) {
          line(depth, "} else {");
          for (const child of element.else) this.printElement(child, line, depth + 1);
        }
        line(depth, "}");
        return;
      }
    }
  }
}

/** Parse and print functions for an attribute/type class `className` with `mnemonic`. */
export function emitDefFormatFunctions(fmt: DefFormat, className: string, mnemonic: string): EmittedDefFormat {
  const emitter = new DefFormatEmitter(fmt);
  const parseName = `parse${className}Body`;
  const printName = `print${className}Body`;
  return { parseName, printName, code: `${emitter.emitParser(parseName, className)}\n\n${emitter.emitPrinter(printName, className, mnemonic)}\n` };
}

export { isKeywordLiteral };

// ======================================================================== the generated class methods
//
// `compileDefFormat` turns a checked format into the bodies of a generated class's
// `static parse(parser, type)` and `print(printer)` methods, following MLIR 19's
// AttrOrTypeFormatGen element by element: parameters read through
// `parser.parseParameter` (adding MLIR's `failed to parse ... parameter` note), MLIR's
// `params`/`struct` comma rules, optional groups guarded by their first element
// (parsing) or anchor (printing), custom directives through the dialect's hooks, and the
// printer's space rules (shouldEmitSpace / lastWasPunctuation, saved across an optional
// group's `then` elements).

/** What the compiler needs to know of the class beyond its format. */
export interface DefFormatTarget {
  readonly def: AttrOrTypeDef;
  readonly className: string;
  readonly params: readonly ParamInfo[];
  /** The `parser => build(...)` call building the value from the parameter expressions. */
  readonly build: (args: readonly string[], emitError: string) => string;
  /** The expression yielding the dialect's hooks from a context expression. */
  readonly hooks: (context: string) => string;
}

/** A custom directive's parse/print hook as the format uses it. */
export interface CustomDirectiveHook {
  readonly name: string;
  readonly type: string;
  readonly doc: string;
}

export interface CompiledDefFormat {
  /** Statements of `static parse(parser: rt.AttrTypeAsmParser, type?: ir.Type)`. */
  readonly parse: readonly string[];
  /** Statements of `print(printer: rt.AttrTypeAsmPrinter)`. */
  readonly print: readonly string[];
  readonly hooks: readonly CustomDirectiveHook[];
}

class Code {
  readonly lines: string[] = [];
  private depth = 0;
  line(text: string): void {
    for (const part of text.split("\n")) this.lines.push(`${"  ".repeat(this.depth)}${part}`);
  }
  open(text: string): void {
    this.line(text);
    this.depth++;
  }
  close(text = "}"): void {
    this.depth--;
    this.line(text);
  }
  /** `} else {`: closes a block and opens the next at the same depth. */
  reopen(text: string): void {
    this.depth--;
    this.line(text);
    this.depth++;
  }
}

function literalParse(value: string, optional: boolean): string {
  const method = PUNCTUATION_METHOD[value];
  if (method !== undefined) return optional ? `parser.parseOptional${method}()` : `parser.parse${method}();`;
  return optional ? `parser.parseOptionalKeyword(${str(value)})` : `parser.parseKeyword(${str(value)});`;
}

/** MLIR's shouldEmitSpaceBefore. */
function shouldEmitSpaceBefore(value: string, lastWasPunctuation: boolean): boolean {
  if (value.length !== 1 && value !== "->") return true;
  if (lastWasPunctuation) return !">)}],".includes(value.charAt(0));
  return !"<>(){}[],".includes(value.charAt(0));
}

class DefFormatCompiler {
  private readonly params: readonly ParamInfo[];
  private readonly hookTypes = new Map<string, CustomDirectiveHook>();
  private shouldEmitSpace = true;
  private lastWasPunctuation = false;
  private usesParseHooks = false;
  private usesPrintHooks = false;

  constructor(
    private readonly fmt: DefFormat,
    private readonly target: DefFormatTarget,
  ) {
    this.params = target.params;
  }

  private param(index: number): ParamInfo {
    return this.params[index] as ParamInfo;
  }

  private fail(message: string): never {
    throw new Error(`${this.target.def.defName}: ${message}`);
  }

  // ---------------------------------------------------------------- parser

  /** The expression parsing parameter `index`; `optionalVariant` yields undefined when it is absent. */
  private fieldParse(index: number, optionalVariant: boolean, qualified: boolean): string {
    const p = this.param(index);
    if (p.enumParameter !== undefined) return `rt.parseEnumParameter(parser, ${p.enumParameter.info})`;
    if (p.parser !== undefined) return parserSnippet(p.parser, "parser", "parser.context");
    const expr = parseExpression(p.kind, "parser", optionalVariant, qualified);
    if (expr === undefined) this.fail(`no default parser for parameter '${p.name}' of TypeScript type \`${p.baseType}\`; give the parameter a \`parser\` and a \`printer\``);
    return expr;
  }

  /** Whether the parameter's absent value is `undefined` (then its parser may find it absent). */
  private yieldsUndefined(index: number): boolean {
    return /\|\s*undefined$/.test(this.param(index).fieldType) || this.param(index).defaultValue?.trim() === "undefined";
  }

  private parseVariable(index: number, out: Code, qualified: boolean, optionalVariant = this.yieldsUndefined(index)): void {
    const p = this.param(index);
    out.line(`${p.local} = parser.parseParameter(${str(this.target.def.defName)}, ${str(p.name)}, ${str(p.diagnosticType)}, () => ${this.fieldParse(index, optionalVariant, qualified)});`);
  }

  /** The present-and-not-default test of a parsed optional value (MLIR's genIsPresent negated). */
  private differsFromDefault(index: number, value: string, context: string): string {
    const p = this.param(index);
    const def = (p.defaultValue ?? "undefined").replace(/\$_ctxt/g, context);
    if (def.trim() === "undefined") {
      if (p.comparator === undefined) return `${value} !== undefined`;
      // Typed, so that a comparator's `$_rhs ?? x` is not a constant expression to the compiler.
      return `!${compareExpression(p, value, `rt.absentParameter<${p.fieldType}>()`)}`;
    }
    return `!${compareExpression(p, value, `(${def})`)}`;
  }

  private parseElement(element: DefElement, out: Code): void {
    switch (element.kind) {
      case "literal":
        out.line(literalParse(element.value, false));
        return;
      case "space":
      case "string":
      case "ref":
        return;
      case "param":
        this.parseVariable(element.index, out, element.qualified);
        return;
      case "params":
        this.parseParams(element.params, out);
        return;
      case "struct":
        this.parseStruct(element.params, out);
        return;
      case "custom":
        this.parseCustom(element, out, false);
        return;
      case "optional":
        this.parseOptionalGroup(element, out);
        return;
    }
  }

  private parseParams(indices: readonly number[], out: Code): void {
    const hasOptional = indices.some((i) => this.param(i).optional);
    let lastRequired = -1;
    indices.forEach((index, n) => {
      if (!this.param(index).optional) lastRequired = n;
    });
    if (hasOptional) out.open("do {");
    indices.forEach((index, n) => {
      if (n > 0) {
        const prev = indices[n - 1] as number;
        const prevOptional = this.param(prev).optional;
        if (prevOptional) out.open(`if (${this.param(prev).local} !== undefined && ${this.differsFromDefault(prev, this.param(prev).local, "parser.context")}) {`);
        if (n <= lastRequired) out.line(literalParse(",", false));
        else out.line(`if (!${literalParse(",", true)}) break;`);
        if (prevOptional) out.close();
      }
      this.parseVariable(index, out, false);
    });
    if (hasOptional) out.close("} while (false);");
  }

  private parseStruct(indices: readonly number[], out: Code): void {
    const seen = (i: number): string => `seen${this.param(i).field.charAt(0).toUpperCase()}${this.param(i).field.slice(1)}`;
    out.open("{");
    for (const i of indices) out.line(`let ${seen(i)} = false;`);
    out.open("const parseEntry = (key: string): void => {");
    out.line(literalParse("=", false));
    indices.forEach((i, n) => {
      const test = `(!${seen(i)} && key === ${str(this.param(i).name)}) {`;
      if (n === 0) out.open(`if ${test}`);
      else out.reopen(`} else if ${test}`);
      out.line(`${seen(i)} = true;`);
      this.parseVariable(i, out, false);
    });
    out.reopen("} else {");
    out.line("throw parser.emitError(parser.getCurrentLocation(), `duplicate or unknown struct parameter name: ${key}`);");
    out.close();
    out.close("};");
    const numOptional = indices.filter((i) => this.param(i).optional).length;
    if (numOptional === 0) {
      out.open(`for (let index = 0; index < ${indices.length}; index++) {`);
      out.line("parseEntry(parser.parseStructParameterName());");
      out.line(`if (index !== ${indices.length - 1}) parser.parseComma();`);
      out.close();
    } else if (numOptional === indices.length) {
      out.line("const firstKey = parser.parseOptionalMnemonic();");
      out.open("if (firstKey !== undefined) {");
      out.line("parseEntry(firstKey);");
      out.line("while (parser.parseOptionalComma()) parseEntry(parser.parseStructParameterName());");
      out.close();
    } else {
      out.line("do parseEntry(parser.parseStructParameterName());");
      out.line("while (parser.parseOptionalComma());");
      for (const i of indices) {
        if (this.param(i).optional) continue;
        out.line(`if (!${seen(i)}) throw parser.emitError(parser.getCurrentLocation(), ${str(`struct is missing required parameter: ${this.param(i).name}`)});`);
      }
    }
    out.close();
  }

  /** The hook type of custom directive `name` in this position (bound params by reference). */
  private noteCustomHook(element: Extract<DefElement, { kind: "custom" }>, asGroupStart: boolean): void {
    const argTypes = (forParse: boolean): string[] =>
      element.args.map((arg, n) => {
        if (arg.kind === "param") return `${this.param(arg.index).field}: ${forParse ? `rt.ParameterRef<${this.param(arg.index).fieldType}>` : this.param(arg.index).fieldType}`;
        if (arg.kind === "ref" && arg.arg.kind === "param") {
          const p = this.param(arg.arg.index);
          return `${p.field}: ${forParse && !/\bundefined\b/.test(p.fieldType) ? `${p.fieldType} | undefined` : p.fieldType}`;
        }
        return `arg${n}: unknown`;
      });
    const parseType = `(parser: rt.AttrTypeAsmParser${argTypes(true).map((a) => `, ${a}`).join("")}) => ${asGroupStart ? "boolean" : "void"}`;
    const printType = `(printer: rt.AttrTypeAsmPrinter${argTypes(false).map((a) => `, ${a}`).join("")}) => void`;
    this.addHook(`parse${element.name}`, parseType, `Parses \`custom<${element.name}>\` of ${this.target.className}'s format${asGroupStart ? " (false: not present)" : ""}; bound parameters are set through their refs.`);
    this.addHook(`print${element.name}`, printType, `Prints \`custom<${element.name}>\` of ${this.target.className}'s format.`);
  }

  private addHook(name: string, type: string, doc: string): void {
    const existing = this.hookTypes.get(name);
    if (existing === undefined) this.hookTypes.set(name, { name, type, doc });
    else if (!existing.type.split(" & ").includes(`(${type})`) && existing.type !== type) {
      const parts = existing.type.startsWith("((") ? existing.type : `(${existing.type})`;
      this.hookTypes.set(name, { name, type: `${parts} & (${type})`, doc: existing.doc });
    }
  }

  /** Emits the custom directive's parse; in an optional group's first position returns the presence test. */
  private parseCustom(element: Extract<DefElement, { kind: "custom" }>, out: Code, asGroupStart: boolean): string | undefined {
    this.noteCustomHook(element, asGroupStart);
    this.usesParseHooks = true;
    const args: string[] = [];
    const after: string[] = [];
    const holders: string[] = [];
    element.args.forEach((arg) => {
      if (arg.kind === "param") {
        const p = this.param(arg.index);
        const holder = `${p.field.replace(/_$/, "")}Ref`;
        holders.push(`const ${holder}: rt.ParameterRef<${p.fieldType}> = { value: undefined };`);
        args.push(holder);
        after.push(`${p.local} = ${holder}.value;`);
        if (!p.optional) after.push(`if (${p.local} === undefined) throw parser.emitError(customLoc, ${str(`custom parser failed to parse parameter '${p.name}'`)});`);
      } else if (arg.kind === "ref" && arg.arg.kind === "param") args.push(this.param(arg.arg.index).local);
      else if (arg.kind === "string") args.push(`(${arg.value.replace(/\$_ctxt/g, "parser.context")})`);
    });
    const call = `hooks.parse${element.name}(parser${args.map((a) => `, ${a}`).join("")})`;
    if (!asGroupStart) out.open("{");
    if (after.some((a) => a.includes("customLoc"))) out.line("const customLoc = parser.getCurrentLocation();");
    for (const h of holders) out.line(h);
    if (asGroupStart) {
      out.line(`const customPresent = ${call};`);
      out.open("if (customPresent) {");
      for (const a of after) out.line(a);
      out.close();
      return "customPresent";
    }
    out.line(`${call};`);
    for (const a of after) out.line(a);
    out.close();
    return undefined;
  }

  private parseOptionalGroup(element: Extract<DefElement, { kind: "optional" }>, out: Code): void {
    const parseable = element.then.filter((e) => e.kind !== "space");
    const first = parseable[0] as DefElement;
    let condition: string;
    if (first.kind === "literal") {
      condition = literalParse(first.value, true);
      out.open(`if (${condition}) {`);
    } else if (first.kind === "param") {
      this.parseVariable(first.index, out, first.qualified, true);
      out.open(`if (${this.param(first.index).local} !== undefined) {`);
    } else if (first.kind === "custom") {
      out.open("{");
      const present = this.parseCustom(first, out, true) as string;
      out.open(`if (${present}) {`);
    } else this.fail(`unsupported first element '${first.kind}' of an optional group`);
    for (const child of parseable.slice(1)) this.parseElement(child, out);
    const elseElements = element.else.filter((e) => e.kind !== "space");
    if (elseElements.length > 0) {
      out.reopen("} else {");
      for (const child of elseElements) this.parseElement(child, out);
    }
    out.close();
    if (first.kind === "custom") out.close();
  }

  compileParse(): string[] {
    const out = new Code();
    const header: string[] = [];
    for (const p of this.params) header.push(`let ${p.local}: ${/\bundefined\b/.test(p.fieldType) ? p.fieldType : `${p.fieldType} | undefined`};`);
    for (const p of this.params) {
      if (!p.isSelfType) continue;
      // MLIR derives the self type from the `: type` after the attribute.
      const cls = p.baseType.trim();
      out.open("if (type !== undefined) {");
      if (cls !== "ir.Type") out.line(`if (!(type instanceof ${cls})) throw parser.emitError(odsLoc, "invalid kind of type specified");`);
      out.line(`${p.local} = type;`);
      if (p.optional) out.close();
      else out.close(`} else throw parser.emitError(odsLoc, "expected a trailing type");`);
    }
    for (const element of this.fmt.elements) this.parseElement(element, out);
    const args = this.params.map((p) => {
      if (p.defaultValue !== undefined && p.defaultValue.trim() !== "undefined") return `${p.local} ?? (${p.defaultValue.replace(/\$_ctxt/g, "parser.context")})`;
      if (p.optional) return p.local;
      return `${p.local} as ${p.fieldType}`;
    });
    out.line(`return ${this.target.build(args, "(message: string) => parser.emitError(odsLoc, message)")};`);
    const preamble: string[] = [];
    if (out.lines.some((l) => /\bodsLoc\b/.test(l))) preamble.push("const odsLoc = parser.getCurrentLocation();");
    if (this.usesParseHooks) preamble.push(`const hooks = ${this.target.hooks("parser.context")};`);
    return [...preamble, ...header, ...out.lines];
  }

  // ---------------------------------------------------------------- printer

  private value(index: number): string {
    return `this.${this.param(index).field}`;
  }

  private printGuard(index: number): string {
    return this.differsFromDefault(index, this.value(index), "this.context");
  }

  private printLiteral(value: string, out: Code): void {
    const needSpace = this.shouldEmitSpace && shouldEmitSpaceBefore(value, this.lastWasPunctuation);
    out.line(`printer.write(${str(needSpace ? ` ${value}` : value)});`);
    this.shouldEmitSpace = value.length !== 1 || !"<({[".includes(value.charAt(0));
    this.lastWasPunctuation = value.charAt(0) !== "_" && !/[A-Za-z]/.test(value.charAt(0));
  }

  private printValue(index: number, qualified: boolean): string {
    const p = this.param(index);
    const value = this.value(index);
    if (p.enumParameter !== undefined && p.printer === undefined) return `rt.printEnumParameter(printer, ${p.enumParameter.info}, ${value});`;
    if (!qualified && p.printer !== undefined) {
      const code = printerSnippet(p.printer, "printer", value, "this.context").trim();
      return code.endsWith(";") || code.endsWith("}") ? code : `${code};`;
    }
    const statement = printStatement(p.kind, "printer", /\|\s*undefined$/.test(p.fieldType) ? `${value}!` : value, qualified);
    if (statement === undefined) this.fail(`no default printer for parameter '${p.name}' of TypeScript type \`${p.baseType}\`; give the parameter a \`parser\` and a \`printer\``);
    return statement;
  }

  private printVariable(index: number, qualified: boolean, out: Code, skipGuard = false): void {
    const p = this.param(index);
    const guarded = p.optional && !skipGuard;
    if (guarded) out.open(`if (${this.printGuard(index)}) {`);
    if (this.shouldEmitSpace || !this.lastWasPunctuation) out.line(`printer.write(" ");`);
    this.shouldEmitSpace = true;
    this.lastWasPunctuation = false;
    out.line(this.printValue(index, qualified));
    if (guarded) out.close();
  }

  private printCommaSeparated(indices: readonly number[], out: Code, withNames: boolean): void {
    if (this.shouldEmitSpace || !this.lastWasPunctuation) {
      const allOptional = indices.every((i) => this.param(i).optional);
      if (allOptional) out.line(`if (${indices.map((i) => this.printGuard(i)).join(" || ")}) printer.write(" ");`);
      else out.line(`printer.write(" ");`);
    }
    out.open("{");
    out.line("let firstPrinted = true;");
    for (const index of indices) {
      const p = this.param(index);
      if (p.optional) out.open(`if (${this.printGuard(index)}) {`);
      out.line(`if (!firstPrinted) printer.write(", ");`);
      out.line("firstPrinted = false;");
      if (withNames) out.line(`printer.write(${str(`${p.name} = `)});`);
      this.shouldEmitSpace = false;
      this.lastWasPunctuation = true;
      this.printVariable(index, false, out);
      if (p.optional) out.close();
    }
    out.close();
  }

  private printCustom(element: Extract<DefElement, { kind: "custom" }>, out: Code): void {
    this.usesPrintHooks = true;
    if (this.shouldEmitSpace || !this.lastWasPunctuation) out.line(`printer.write(" ");`);
    this.shouldEmitSpace = true;
    this.lastWasPunctuation = false;
    const args = element.args.map((arg) => {
      if (arg.kind === "param") return this.value(arg.index);
      if (arg.kind === "ref" && arg.arg.kind === "param") return this.value(arg.arg.index);
      if (arg.kind === "string") return `(${arg.value.replace(/\$_ctxt/g, "this.context")})`;
      return "undefined";
    });
    out.line(`hooks.print${element.name}(printer${args.map((a) => `, ${a}`).join("")});`);
  }

  private anchorParams(anchor: DefElement): number[] {
    if (anchor.kind === "param") return [anchor.index];
    if (anchor.kind === "params" || anchor.kind === "struct") return [...anchor.params];
    if (anchor.kind === "custom") return anchor.args.flatMap((a) => (a.kind === "param" ? [a.index] : []));
    return [];
  }

  private printElement(element: DefElement, out: Code): void {
    switch (element.kind) {
      case "literal":
        this.printLiteral(element.value, out);
        return;
      case "space":
        if (element.value === "\\n") out.line(`printer.write("\\n");`);
        else if (element.value === " ") out.line(`printer.write(" ");`);
        else this.lastWasPunctuation = true;
        this.shouldEmitSpace = false;
        return;
      case "string":
      case "ref":
        return;
      case "param":
        this.printVariable(element.index, element.qualified, out);
        return;
      case "params":
        this.printCommaSeparated(element.params, out, false);
        return;
      case "struct":
        this.printCommaSeparated(element.params, out, true);
        return;
      case "custom":
        this.printCustom(element, out);
        return;
      case "optional": {
        const guards = this.anchorParams(element.anchor).map((i) => this.printGuard(i));
        const condition = guards.length === 0 ? "true" : guards.join(" || ");
        out.open(`if (${element.inverted ? `!(${condition})` : condition}) {`);
        const savedSpace = this.shouldEmitSpace;
        const savedPunctuation = this.lastWasPunctuation;
        for (const child of element.then) this.printElement(child, out);
        this.shouldEmitSpace = savedSpace;
        this.lastWasPunctuation = savedPunctuation;
        if (element.else.length > 0) {
          out.reopen("} else {");
          for (const child of element.else) this.printElement(child, out);
        }
        out.close();
        return;
      }
    }
  }

  compilePrint(): string[] {
    this.shouldEmitSpace = true;
    this.lastWasPunctuation = false;
    const body = new Code();
    for (const element of this.fmt.elements) this.printElement(element, body);
    const out: string[] = [];
    if (this.usesPrintHooks) out.push(`const hooks = ${this.target.hooks("this.context")};`);
    out.push(...body.lines);
    return out;
  }

  customHooks(): CustomDirectiveHook[] {
    return [...this.hookTypes.values()];
  }
}

/** The parse and print method bodies of a generated class, compiled from its checked format. */
export function compileDefFormat(fmt: DefFormat, target: DefFormatTarget): CompiledDefFormat {
  const compiler = new DefFormatCompiler(fmt, target);
  const parse = compiler.compileParse();
  const print = compiler.compilePrint();
  return { parse, print, hooks: compiler.customHooks() };
}
