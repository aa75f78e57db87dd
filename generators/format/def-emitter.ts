// Emits the parser and printer of an attribute or type from its checked assembly
// format (MLIR's AttrOrTypeFormatGen): `parse<Class>Body(state, context)` reads what
// follows the mnemonic and builds the value with `<Class>.get(context, ...params)`;
// `print<Class>Body(value)` returns the mnemonic and the printed parameters, which is
// the shape dialect hooks (parseAttribute/printAttribute) call.
import type { DefElement, DefFormat, ParameterFacts } from "../../src/ods/format/index.js";
import { isKeywordLiteral } from "../../src/ods/format/index.js";
import { PUNCTUATION_METHOD, str } from "./emit-common.js";

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
