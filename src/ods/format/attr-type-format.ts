// Checks the assembly format of an AttrDef/TypeDef as mlir-tblgen's
// AttrOrTypeFormatGen does ($param binding, `params`, `struct`, `custom` with `ref`,
// `qualified`, optional groups over optional parameters) and resolves it into the
// element tree a parser/printer generator walks.
import { DagInit, DefInit, fieldInit, getBit, hasField, isSubClassOf, StringInit, type Record } from "../access.js";
import type { AttrOrTypeDef } from "../schema.js";
import type { ArgumentItem, DirectiveNode, FormatNode, LiteralNode, OptionalNode } from "./ast.js";
import { literalError } from "./literals.js";
import { FormatSource, parseFormatSyntax } from "./parse.js";

export interface ParameterFacts {
  readonly name: string;
  readonly cppType: string;
  readonly optional: boolean;
  readonly defaultValue?: string;
  /** AttributeSelfTypeParameter: the attribute's type, not spelled in the format. */
  readonly isSelfType: boolean;
  /** The parameter's own `parser`/`printer` snippets, when given. */
  readonly parser?: string;
  readonly printer?: string;
}

export type DefElement =
  | { readonly kind: "literal"; readonly value: string }
  | { readonly kind: "space"; readonly value: "" | " " | "\\n" }
  | { readonly kind: "string"; readonly value: string }
  | { kind: "param"; readonly index: number; qualified: boolean }
  | { readonly kind: "params"; readonly params: readonly number[] }
  | { readonly kind: "struct"; readonly params: readonly number[] }
  | { readonly kind: "ref"; readonly arg: DefElement }
  | { readonly kind: "custom"; readonly name: string; readonly args: readonly DefElement[] }
  | {
      readonly kind: "optional";
      readonly then: readonly DefElement[];
      readonly else: readonly DefElement[];
      readonly anchor: DefElement;
      readonly inverted: boolean;
    };

export interface DefFormat {
  readonly def: AttrOrTypeDef;
  readonly params: readonly ParameterFacts[];
  readonly elements: readonly DefElement[];
}

const enum Ctx {
  TopLevel,
  Custom,
  Ref,
  Struct,
}

function stringField(record: Record | undefined, field: string): string | undefined {
  if (record === undefined) return undefined;
  const init = fieldInit(record, field);
  return init instanceof StringInit && init.value.length > 0 ? init.value : undefined;
}

/** Parameter facts read from the def's `parameters` dag. */
export function parameterFacts(record: Record, def: AttrOrTypeDef): ParameterFacts[] {
  const dag = fieldInit(record, "parameters");
  return def.parameters.map((p, i) => {
    const init = dag instanceof DagInit ? dag.getArg(i) : undefined;
    const param = init instanceof DefInit ? init.record : undefined;
    const explicitOptional = param !== undefined && hasField(param, "isOptional") && getBit(param, "isOptional");
    const parser = stringField(param, "parser");
    const printer = stringField(param, "printer");
    return {
      name: p.name,
      cppType: p.cppType,
      optional: p.optional || explicitOptional,
      ...(p.defaultValue !== undefined ? { defaultValue: p.defaultValue } : {}),
      isSelfType: param !== undefined && isSubClassOf(param, "AttributeSelfTypeParameter"),
      ...(parser !== undefined ? { parser } : {}),
      ...(printer !== undefined ? { printer } : {}),
    };
  });
}

class DefFormatChecker {
  readonly source: FormatSource;
  readonly def: AttrOrTypeDef;
  readonly params: readonly ParameterFacts[];
  readonly seen: boolean[];

  constructor(source: FormatSource, def: AttrOrTypeDef, params: readonly ParameterFacts[]) {
    this.source = source;
    this.def = def;
    this.params = params;
    this.seen = params.map(() => false);
  }

  error(offset: number, message: string): never {
    throw this.source.error(offset, message);
  }

  parseElement(node: FormatNode, ctx: Ctx): DefElement {
    switch (node.kind) {
      case "literal":
        return this.parseLiteral(node, ctx);
      case "string":
        if (ctx !== Ctx.Custom) this.error(node.offset, "strings may only be used as 'custom' directive arguments");
        return { kind: "string", value: node.value };
      case "variable":
        return this.parseVariable(node.offset, node.name, ctx);
      case "optional":
        return this.parseOptionalGroup(node, ctx);
      case "directive":
        return this.parseDirective(node, ctx);
    }
  }

  parseLiteral(node: LiteralNode, ctx: Ctx): DefElement {
    if (ctx !== Ctx.TopLevel) this.error(node.offset, "literals may only be used in the top-level section of the format");
    const value = node.value;
    if (value === "" || value === " " || value === "\\n") return { kind: "space", value };
    const problem = literalError(value);
    if (problem !== undefined) this.error(node.offset, `expected valid literal but got '${value}': ${problem}`);
    return { kind: "literal", value };
  }

  parseVariable(offset: number, name: string, ctx: Ctx): DefElement {
    const index = this.params.findIndex((p) => p.name === name);
    if (index < 0) this.error(offset, `${this.def.defName} has no parameter named '${name}'`);
    const param = this.params[index] as ParameterFacts;
    if (ctx !== Ctx.Ref) {
      if (this.seen[index]) this.error(offset, `duplicate parameter '${name}'`);
      this.seen[index] = true;
    } else if (!this.seen[index] && !param.isSelfType) {
      this.error(offset, `parameter '${name}' must be bound before it is referenced`);
    }
    return { kind: "param", index, qualified: false };
  }

  singleArgument(node: DirectiveNode, ctx: Ctx, open: string, close: string): DefElement {
    const args = node.args;
    if (args === undefined) return this.error(node.offset + node.name.length, open);
    const first = args.items[0];
    if (first?.element === undefined || first.sep !== undefined) return this.error(args.offset + 1, "expected literal, variable, directive, or optional group");
    const element = this.parseElement(first.element, ctx);
    if (args.items.length > 1 || !args.closed) this.error(args.items[1]?.sep?.offset ?? args.offset, close);
    return element;
  }

  parseDirective(node: DirectiveNode, ctx: Ctx): DefElement {
    const loc = node.offset;
    switch (node.name) {
      case "qualified": {
        const element = this.singleArgument(node, ctx, "expected '(' before argument list", "expected ')' after argument list");
        if (element.kind !== "param") return this.error(loc, "`qualified` argument list expected a variable");
        element.qualified = true;
        return element;
      }
      case "params": {
        if (ctx !== Ctx.TopLevel && ctx !== Ctx.Struct) this.error(loc, "`params` can only be used at the top-level context or within a `struct` directive");
        const indices: number[] = [];
        this.params.forEach((param, i) => {
          if (this.seen[i]) this.error(loc, `\`params\` captures duplicate parameter: ${param.name}`);
          if (param.isSelfType) return;
          this.seen[i] = true;
          indices.push(i);
        });
        return { kind: "params", params: indices };
      }
      case "struct": {
        if (ctx !== Ctx.TopLevel) this.error(loc, "`struct` can only be used at the top-level context");
        const args = node.args;
        if (args === undefined) return this.error(loc + "struct".length, "expected '(' before `struct` argument list");
        const items = args.items.filter((i: ArgumentItem) => i.element !== undefined);
        const first = items[0]?.element;
        if (first === undefined) return this.error(loc, "`struct` argument list expected a variable or directive");
        const firstElement = this.parseElement(first, Ctx.Struct);
        if (firstElement.kind === "params") {
          if (items.length > 1 || !args.closed) this.error(args.offset, "expected ')' at the end of an argument list");
          return { kind: "struct", params: firstElement.params };
        }
        if (firstElement.kind !== "param") return this.error(loc, "`struct` argument list expected a variable or directive");
        const indices = [firstElement.index];
        for (let i = 1; i < args.items.length; i++) {
          const item = args.items[i] as ArgumentItem;
          if (item.sep?.ch !== ",") this.error(item.element?.offset ?? args.offset, "expected ')' at the end of an argument list");
          if (item.element === undefined) return this.error(loc, "expected a variable in `struct` argument list");
          const next = this.parseElement(item.element, Ctx.Struct);
          if (next.kind !== "param") return this.error(loc, "expected a variable in `struct` argument list");
          indices.push(next.index);
        }
        if (!args.closed) this.error(args.offset, "expected ')' at the end of an argument list");
        return { kind: "struct", params: indices };
      }
      case "ref": {
        if (ctx !== Ctx.Custom) this.error(loc, "'ref' is only valid within a `custom` directive");
        return { kind: "ref", arg: this.singleArgument(node, Ctx.Ref, "expected '('", "expeced ')'") };
      }
      case "custom":
        return this.parseCustom(node, ctx);
      default:
        return this.error(loc, "unsupported directive kind");
    }
  }

  parseCustom(node: DirectiveNode, ctx: Ctx): DefElement {
    const loc = node.offset;
    if (ctx !== Ctx.TopLevel) this.error(loc, "'custom' is only valid as a top-level directive");
    const after = loc + "custom".length;
    if (node.hasAngle !== true) this.error(after, "expected '<' before custom directive name");
    if (node.customName === undefined) this.error(after + 1, "expected custom directive name identifier");
    if (node.customClosed !== true) this.error(after + 1, "expected '>' after custom directive name");
    const args = node.args;
    if (args === undefined) return this.error(after, "expected '(' before custom directive parameters");
    const out: DefElement[] = [];
    for (const item of args.items) if (item.element !== undefined) out.push(this.parseElement(item.element, Ctx.Custom));
    if (out.length === 0) this.error(args.offset + 1, "expected literal, variable, directive, or optional group");
    if (!args.closed) this.error(args.offset, "expected ')' after custom directive parameters");
    return { kind: "custom", name: node.customName as string, args: out };
  }

  parseOptionalGroup(node: OptionalNode, ctx: Ctx): DefElement {
    const loc = node.offset;
    if (ctx !== Ctx.TopLevel) this.error(loc, "optional groups can only be used as top-level elements");
    let anchor: DefElement | undefined;
    let inverted = false;
    const children = (nodes: readonly FormatNode[], isElse: boolean): DefElement[] =>
      nodes.map((child) => {
        const element = this.parseElement(child, Ctx.TopLevel);
        if (child.anchor !== undefined) {
          if (anchor !== undefined) this.error(child.anchor, "only one element can be marked as the anchor of an optional group");
          anchor = element;
          inverted = isElse;
        }
        return element;
      });
    if (node.then.length === 0) this.error(loc + 1, "expected literal, variable, directive, or optional group");
    const thenElements = children(node.then, false);
    const elseElements = node.else === undefined ? [] : children(node.else, true);
    if (!node.hasQuestion) this.error(node.questionOffset, "expected '?' after optional group");
    if (anchor === undefined) return this.error(loc, "optional group has no anchor element");
    this.verifyOptionalGroup(loc, thenElements, anchor);
    this.verifyOptionalGroup(loc, elseElements, anchor);
    const first = thenElements.find((e) => e.kind !== "space");
    if (first === undefined || !["literal", "param", "custom"].includes(first.kind)) {
      this.error(loc, "first parsable element of an optional group must be a literal, variable, or custom directive");
    }
    return { kind: "optional", then: thenElements, else: elseElements, anchor, inverted };
  }

  verifyOptionalGroup(loc: number, elements: readonly DefElement[], anchor: DefElement): void {
    const notOptional = (i: number): boolean => !(this.params[i] as ParameterFacts).optional;
    for (const element of elements) {
      if (element.kind === "param" && notOptional(element.index)) this.error(loc, "parameters in an optional group must be optional");
      if (element.kind === "params" && element.params.some(notOptional)) this.error(loc, "`params` directive allowed in optional group only if all parameters are optional");
      if (element.kind === "struct" && element.params.some(notOptional)) this.error(loc, "`struct` is only allowed in an optional group if all captured parameters are optional");
      if (element.kind === "custom") {
        for (const arg of element.args) {
          if (arg.kind === "param" && notOptional(arg.index)) this.error(loc, "`custom` is only allowed in an optional group if all captured parameters are optional");
        }
      }
    }
    if (!["param", "params", "struct", "custom"].includes(anchor.kind)) this.error(loc, "optional group anchor must be a parameter or directive");
    if (anchor.kind === "custom" && !anchor.args.some((a) => a.kind === "param")) {
      this.error(loc, "`custom` directive with no bound parameters cannot be used as optional group anchor");
    }
  }

  verify(loc: number, elements: readonly DefElement[]): void {
    this.params.forEach((param, i) => {
      if (param.optional) return;
      if (!this.seen[i]) {
        if (param.isSelfType) return;
        this.error(loc, `format is missing reference to parameter: ${param.name}`);
      }
      if (param.isSelfType) this.error(loc, "unexpected self type parameter in assembly format");
    });
    for (let i = 0; i + 1 < elements.length; i++) {
      const current = elements[i] as DefElement;
      const next = elements[i + 1] as DefElement;
      if (current.kind === "struct" && next.kind === "literal" && next.value === ",") {
        if (current.params.some((p) => (this.params[p] as ParameterFacts).optional)) {
          this.error(loc, "`struct` directive with optional parameters cannot be followed by a comma literal");
        }
      }
    }
  }
}

/** Parses and checks an attribute or type format; throws a located DiagnosticError on the first violation. */
export function checkDefFormat(record: Record, def: AttrOrTypeDef, format: string, source = new FormatSource(format, record.location, "attribute or type")): DefFormat {
  const params = parameterFacts(record, def);
  const nodes = parseFormatSyntax(source);
  const checker = new DefFormatChecker(source, def, params);
  const elements = nodes.map((node) => {
    if (node.anchor !== undefined) checker.error(node.anchor, "expected literal, variable, directive, or optional group");
    return checker.parseElement(node, Ctx.TopLevel);
  });
  checker.verify(nodes[0]?.offset ?? format.length, elements);
  return { def, params, elements };
}
