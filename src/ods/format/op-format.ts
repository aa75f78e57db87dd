// Checks an op's declarative assembly format the way mlir-tblgen's OpFormatGen does
// (binding, directive contexts, optional groups and anchors, oilist clauses, type
// inference from traits and buildable types, ambiguities) and resolves it into the
// element tree the generators emit a parser and printer from. The first violation is
// reported as a located diagnostic with mlir-tblgen's wording.
import type { NamedRegion, NamedSuccessor, NamedTypeConstraint, Operator } from "../schema.js";
import type { ArgumentItem, DirectiveNode, FormatNode, LiteralNode, OptionalNode } from "./ast.js";
import type { AttributeFacts, OpFormatFacts } from "./op-facts.js";
import { FormatSource, parseFormatSyntax } from "./parse.js";
import { literalError } from "./literals.js";

export type TypeArg =
  | { readonly kind: "operand"; readonly index: number }
  | { readonly kind: "result"; readonly index: number }
  | { readonly kind: "operands" }
  | { readonly kind: "results" };

export type OpElement =
  | { readonly kind: "literal"; readonly value: string }
  | { readonly kind: "space"; readonly value: "" | " " | "\\n" }
  | { readonly kind: "string"; readonly value: string }
  | { readonly kind: "operand"; readonly index: number }
  | { readonly kind: "result"; readonly index: number }
  | { kind: "attribute"; readonly index: number; qualified: boolean }
  | { readonly kind: "property"; readonly index: number }
  | { readonly kind: "region"; readonly index: number }
  | { readonly kind: "successor"; readonly index: number }
  | { readonly kind: "attr-dict"; readonly withKeyword: boolean }
  | { readonly kind: "prop-dict" }
  | { readonly kind: "operands" }
  | { readonly kind: "results" }
  | { readonly kind: "regions" }
  | { readonly kind: "successors" }
  | { kind: "type"; readonly arg: OpElement & TypeArg; qualified: boolean }
  | { readonly kind: "functional-type"; readonly inputs: OpElement & TypeArg; readonly results: OpElement & TypeArg }
  | { readonly kind: "ref"; readonly arg: OpElement }
  | { readonly kind: "custom"; readonly name: string; readonly args: readonly OpElement[] }
  | {
      readonly kind: "optional";
      readonly then: readonly OpElement[];
      readonly else: readonly OpElement[];
      readonly anchor: OpElement;
      /** The anchor is in the else branch. */
      readonly inverted: boolean;
      /** Index of the first non-whitespace element of each branch. */
      readonly thenParseStart: number;
      readonly elseParseStart: number;
    }
  | { readonly kind: "oilist"; readonly clauses: ReadonlyArray<{ readonly literal: string; readonly elements: readonly OpElement[] }> };

/** How the parser obtains an operand or result type that the format does not spell. */
export interface TypeResolution {
  /** Index into `buildableTypes`. */
  builderIndex?: number;
  /** The operand, result or attribute whose type this one follows. */
  resolver?: { readonly kind: "operand" | "result" | "attribute"; readonly index: number };
  /** TypeScript expression in `$_self` applied to the resolver's type. */
  transformer?: string;
}

export interface OperationFormat {
  readonly op: Operator;
  readonly facts: OpFormatFacts;
  readonly elements: readonly OpElement[];
  readonly allOperands: boolean;
  readonly allOperandTypes: boolean;
  readonly allResultTypes: boolean;
  readonly infersResultTypes: boolean;
  readonly operandTypes: readonly TypeResolution[];
  readonly resultTypes: readonly TypeResolution[];
  /** TypeScript `builderCall` expressions (in `$_builder`) of the buildable types used. */
  readonly buildableTypes: readonly string[];
  /** Attributes bound by the format (elided from attr-dict). */
  readonly usedAttributes: readonly number[];
  /** Native properties bound by the format (in custom directives: left out of prop-dict). */
  readonly usedProperties: readonly number[];
  readonly hasAttrDict: boolean;
  readonly hasPropDict: boolean;
}

const enum Ctx {
  TopLevel,
  Custom,
  Type,
  Ref,
}

function isVariableLength(v: NamedTypeConstraint): boolean {
  return v.constraint.variadic || v.constraint.optional;
}

class OpFormatChecker {
  readonly source: FormatSource;
  readonly facts: OpFormatFacts;
  readonly op: Operator;
  hasAttrDict = false;
  hasPropDict = false;
  hasAllRegions = false;
  hasAllSuccessors = false;
  allOperands = false;
  allOperandTypes = false;
  allResultTypes = false;
  canInferResultTypes = false;
  infersResultTypes = false;
  readonly seenOperandTypes: boolean[];
  readonly seenResultTypes: boolean[];
  readonly seenAttrs: number[] = [];
  readonly seenOperands = new Set<number>();
  readonly seenRegions = new Set<number>();
  readonly seenSuccessors = new Set<number>();
  readonly seenProperties = new Set<number>();
  readonly operandTypes: TypeResolution[];
  readonly resultTypes: TypeResolution[];
  readonly buildableTypes: string[] = [];
  /** Attribute elements, so `qualified(...)` can mark them. */

  constructor(source: FormatSource, facts: OpFormatFacts) {
    this.source = source;
    this.facts = facts;
    this.op = facts.op;
    this.seenOperandTypes = this.op.operands.map(() => false);
    this.seenResultTypes = this.op.results.map(() => false);
    this.operandTypes = this.op.operands.map(() => ({}));
    this.resultTypes = this.op.results.map(() => ({}));
  }

  error(offset: number, message: string, note?: string): never {
    throw this.source.error(offset, message, note);
  }

  // ---- elements ----

  parseElement(node: FormatNode, ctx: Ctx): OpElement {
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

  parseLiteral(node: LiteralNode, ctx: Ctx): OpElement {
    if (ctx !== Ctx.TopLevel) this.error(node.offset, "literals may only be used in the top-level section of the format");
    const value = node.value;
    if (value === "" || value === " " || value === "\\n") return { kind: "space", value };
    const problem = literalError(value);
    if (problem !== undefined) this.error(node.offset, `expected valid literal but got '${value}': ${problem}`);
    return { kind: "literal", value };
  }

  findIndex<T extends { name: string }>(list: readonly T[], name: string): number {
    for (let i = 0; i < list.length; i++) if ((list[i] as T).name === name) return i;
    return -1;
  }

  parseVariable(offset: number, name: string, ctx: Ctx): OpElement {
    const op = this.op;
    const attrIndex = this.findIndex(op.attributes, name);
    if (attrIndex >= 0) {
      if (ctx === Ctx.Type) this.error(offset, "attributes cannot be used as children to a `type` directive");
      if (ctx === Ctx.Ref) {
        if (!this.seenAttrs.includes(attrIndex)) this.error(offset, `attribute '${name}' must be bound before it is referenced`);
      } else if (this.seenAttrs.includes(attrIndex)) {
        this.error(offset, `attribute '${name}' is already bound`);
      } else {
        this.seenAttrs.push(attrIndex);
      }
      return { kind: "attribute", index: attrIndex, qualified: false };
    }
    const propIndex = this.findIndex(op.properties, name);
    if (propIndex >= 0) {
      if (ctx !== Ctx.Custom && ctx !== Ctx.Ref) this.error(offset, "properties currently only supported in `custom` directive");
      if (ctx === Ctx.Ref) {
        if (!this.seenProperties.has(propIndex)) this.error(offset, `property '${name}' must be bound before it is referenced`);
      } else {
        if (this.seenProperties.has(propIndex)) this.error(offset, `property '${name}' is already bound`);
        this.seenProperties.add(propIndex);
      }
      return { kind: "property", index: propIndex };
    }
    const operandIndex = this.findIndex(op.operands, name);
    if (operandIndex >= 0) {
      if (ctx === Ctx.TopLevel || ctx === Ctx.Custom) {
        if (this.allOperands || this.seenOperands.has(operandIndex)) this.error(offset, `operand '${name}' is already bound`);
        this.seenOperands.add(operandIndex);
      } else if (ctx === Ctx.Ref && !this.seenOperands.has(operandIndex)) {
        this.error(offset, `operand '${name}' must be bound before it is referenced`);
      }
      return { kind: "operand", index: operandIndex };
    }
    const regionIndex = this.findIndex<NamedRegion>(op.regions, name);
    if (regionIndex >= 0) {
      if (ctx === Ctx.TopLevel || ctx === Ctx.Custom) {
        if (this.hasAllRegions || this.seenRegions.has(regionIndex)) this.error(offset, `region '${name}' is already bound`);
        this.seenRegions.add(regionIndex);
      } else if (ctx === Ctx.Ref && !this.seenRegions.has(regionIndex)) {
        this.error(offset, `region '${name}' must be bound before it is referenced`);
      } else if (ctx !== Ctx.Ref) {
        this.error(offset, "regions can only be used at the top level");
      }
      return { kind: "region", index: regionIndex };
    }
    const resultIndex = this.findIndex(op.results, name);
    if (resultIndex >= 0) {
      if (ctx !== Ctx.Type) this.error(offset, "result variables can can only be used as a child to a 'type' directive");
      return { kind: "result", index: resultIndex };
    }
    const successorIndex = this.findIndex<NamedSuccessor>(op.successors, name);
    if (successorIndex >= 0) {
      if (ctx === Ctx.TopLevel || ctx === Ctx.Custom) {
        if (this.hasAllSuccessors || this.seenSuccessors.has(successorIndex)) this.error(offset, `successor '${name}' is already bound`);
        this.seenSuccessors.add(successorIndex);
      } else if (ctx === Ctx.Ref && !this.seenSuccessors.has(successorIndex)) {
        this.error(offset, `successor '${name}' must be bound before it is referenced`);
      } else if (ctx !== Ctx.Ref) {
        this.error(offset, "successors can only be used at the top level");
      }
      return { kind: "successor", index: successorIndex };
    }
    return this.error(offset, "expected variable to refer to an argument, region, result, or successor");
  }

  // ---- optional groups ----

  parseOptionalGroup(node: OptionalNode, ctx: Ctx): OpElement {
    const loc = node.offset;
    if (ctx !== Ctx.TopLevel) this.error(loc, "optional groups can only be used as top-level elements");
    let anchor: OpElement | undefined;
    let anchorInElse = false;
    const parseChildren = (nodes: readonly FormatNode[], isElse: boolean): OpElement[] => {
      const out: OpElement[] = [];
      for (const child of nodes) {
        const element = this.parseElement(child, Ctx.TopLevel);
        if (child.anchor !== undefined) {
          if (anchor !== undefined) this.error(child.anchor, "only one element can be marked as the anchor of an optional group");
          anchor = element;
          anchorInElse = isElse;
        }
        out.push(element);
      }
      return out;
    };
    if (node.then.length === 0) this.error(loc + 1, "expected literal, variable, directive, or optional group");
    const thenElements = parseChildren(node.then, false);
    const elseElements = node.else === undefined ? [] : parseChildren(node.else, true);
    if (node.else !== undefined && node.else.length === 0) this.error(loc, "expected literal, variable, directive, or optional group");
    if (!node.hasQuestion) this.error(node.questionOffset, "expected '?' after optional group");
    if (anchor === undefined) return this.error(loc, "optional group has no anchor element");
    for (const element of thenElements) this.verifyOptionalGroupElement(loc, element, element === anchor);
    for (const element of elseElements) this.verifyOptionalGroupElement(loc, element, element === anchor);
    const firstParsable = (list: readonly OpElement[]): number => {
      let i = 0;
      while (i < list.length && (list[i] as OpElement).kind === "space") i++;
      return i;
    };
    const thenParseStart = firstParsable(thenElements);
    const elseParseStart = firstParsable(elseElements);
    const first = thenElements[thenParseStart];
    if (first === undefined || !["literal", "operand", "attribute", "region", "successor", "result", "property", "custom"].includes(first.kind)) {
      this.error(loc, "first parsable element of an optional group must be a literal, variable, or custom directive");
    }
    return { kind: "optional", then: thenElements, else: elseElements, anchor, inverted: anchorInElse, thenParseStart, elseParseStart };
  }

  verifyOptionalGroupElement(loc: number, element: OpElement, isAnchor: boolean): void {
    switch (element.kind) {
      case "attribute": {
        const facts = this.facts.attributes[element.index] as AttributeFacts;
        if (isAnchor && !(facts.isOptional || facts.defaultValue !== undefined)) {
          this.error(loc, "only optional or default-valued attributes can be used to anchor an optional group");
        }
        return;
      }
      case "operand":
        if (!isVariableLength(this.op.operands[element.index] as NamedTypeConstraint)) {
          this.error(loc, "only variable length operands can be used within an optional group");
        }
        return;
      case "result":
        if (!isVariableLength(this.op.results[element.index] as NamedTypeConstraint)) {
          this.error(loc, "only variable length results can be used within an optional group");
        }
        return;
      case "region":
        return;
      case "type":
        this.verifyOptionalGroupElement(loc, element.arg, false);
        return;
      case "functional-type":
        this.verifyOptionalGroupElement(loc, element.inputs, false);
        this.verifyOptionalGroupElement(loc, element.results, false);
        return;
      case "custom":
        if (!isAnchor) return;
        for (const child of element.args) {
          if (child.kind === "ref") continue;
          this.verifyOptionalGroupElement(loc, child, true);
        }
        return;
      case "literal":
      case "space":
      case "optional":
        if (isAnchor) this.error(loc, "only variables and types can be used to anchor an optional group");
        return;
      default:
        this.error(loc, "only literals, types, and variables can be used within an optional group");
    }
  }

  // ---- directives ----

  argumentsOf(node: DirectiveNode, openMessage: string): readonly ArgumentItem[] {
    const args = node.args;
    if (args === undefined) return this.error(node.offset + node.name.length, openMessage);
    return args.items;
  }

  /** Exactly one argument: `(x)`. */
  singleArgument(node: DirectiveNode, ctx: Ctx): OpElement {
    const items = this.argumentsOf(node, "expected '(' before argument list");
    const args = node.args as NonNullable<DirectiveNode["args"]>;
    const first = items[0];
    if (first === undefined || first.element === undefined || first.sep !== undefined) {
      return this.error(first?.sep?.offset ?? args.offset + 1, "expected literal, variable, directive, or optional group");
    }
    const element = this.parseElement(first.element, ctx);
    const extra = items[1];
    if (extra !== undefined) this.error(extra.sep?.offset ?? extra.element?.offset ?? args.offset, "expected ')' after argument list");
    if (!args.closed) this.error(args.offset, "expected ')' after argument list");
    return element;
  }

  parseDirective(node: DirectiveNode, ctx: Ctx): OpElement {
    const loc = node.offset;
    switch (node.name) {
      case "custom":
        return this.parseCustomDirective(node, ctx);
      case "prop-dict":
        if (ctx === Ctx.Type) this.error(loc, "'prop-dict' directive can only be used as a top-level directive");
        if (ctx === Ctx.Ref) this.error(loc, "'ref' of 'prop-dict' unsupported");
        if (this.hasPropDict) this.error(loc, "'prop-dict' directive has already been seen");
        this.hasPropDict = true;
        return { kind: "prop-dict" };
      case "attr-dict":
      case "attr-dict-with-keyword":
        if (ctx === Ctx.Type) this.error(loc, "'attr-dict' directive can only be used as a top-level directive");
        if (ctx === Ctx.Ref) {
          if (!this.hasAttrDict) this.error(loc, "'ref' of 'attr-dict' is not bound by a prior 'attr-dict' directive");
        } else {
          if (this.hasAttrDict) this.error(loc, "'attr-dict' directive has already been seen");
          this.hasAttrDict = true;
        }
        return { kind: "attr-dict", withKeyword: node.name === "attr-dict-with-keyword" };
      case "functional-type": {
        if (ctx !== Ctx.TopLevel) this.error(loc, "'functional-type' is only valid as a top-level directive");
        const items = this.argumentsOf(node, "expected '(' before argument list");
        const args = node.args as NonNullable<DirectiveNode["args"]>;
        const first = items[0];
        if (first?.element === undefined || first.sep !== undefined) return this.error(args.offset + 1, "expected literal, variable, directive, or optional group");
        const inputs = this.parseTypeDirectiveOperand(loc, first.element, false);
        const second = items[1];
        if (second === undefined || second.sep?.ch !== ",") return this.error(second?.sep?.offset ?? second?.element?.offset ?? args.closeOffset, "expected ',' after inputs argument");
        if (second.element === undefined) return this.error(second.sep.offset + 1, "expected literal, variable, directive, or optional group");
        const results = this.parseTypeDirectiveOperand(loc, second.element, false);
        if (items.length > 2 || !args.closed) this.error(args.offset, "expected ')' after argument list");
        return { kind: "functional-type", inputs, results };
      }
      case "operands":
        if (ctx === Ctx.Ref) {
          if (!this.allOperands) this.error(loc, "'ref' of 'operands' is not bound by a prior 'operands' directive");
        } else if (ctx === Ctx.TopLevel || ctx === Ctx.Custom) {
          if (this.allOperands || this.seenOperands.size > 0) this.error(loc, "'operands' directive creates overlap in format");
          this.allOperands = true;
        }
        return { kind: "operands" };
      case "qualified": {
        const element = this.singleArgument(node, ctx);
        if (element.kind === "attribute" || element.kind === "type") {
          element.qualified = true;
          return element;
        }
        return this.error(loc, "'qualified' directive expects an attribute or a `type` directive");
      }
      case "regions":
        if (ctx === Ctx.Type) this.error(loc, "'regions' is only valid as a top-level directive");
        if (ctx === Ctx.Ref) {
          if (!this.hasAllRegions) this.error(loc, "'ref' of 'regions' is not bound by a prior 'regions' directive");
        } else {
          if (this.hasAllRegions || this.seenRegions.size > 0) this.error(loc, "'regions' directive creates overlap in format");
          this.hasAllRegions = true;
        }
        return { kind: "regions" };
      case "results":
        if (ctx !== Ctx.Type) this.error(loc, "'results' directive can can only be used as a child to a 'type' directive");
        return { kind: "results" };
      case "successors":
        if (ctx === Ctx.Type) this.error(loc, "'successors' is only valid as a top-level directive");
        if (ctx === Ctx.Ref) {
          if (!this.hasAllSuccessors) this.error(loc, "'ref' of 'successors' is not bound by a prior 'successors' directive");
        } else {
          if (this.hasAllSuccessors || this.seenSuccessors.size > 0) this.error(loc, "'successors' directive creates overlap in format");
          this.hasAllSuccessors = true;
        }
        return { kind: "successors" };
      case "ref": {
        if (ctx !== Ctx.Custom) this.error(loc, "'ref' is only valid within a `custom` directive");
        return { kind: "ref", arg: this.singleArgument(node, Ctx.Ref) };
      }
      case "type": {
        if (ctx === Ctx.Type) this.error(loc, "'type' cannot be used as a child of another `type`");
        const items = this.argumentsOf(node, "expected '(' before argument list");
        const args = node.args as NonNullable<DirectiveNode["args"]>;
        const first = items[0];
        if (first?.element === undefined || first.sep !== undefined) return this.error(args.offset + 1, "expected literal, variable, directive, or optional group");
        const arg = this.parseTypeDirectiveOperand(loc, first.element, ctx === Ctx.Ref);
        if (items.length > 1 || !args.closed) this.error(items[1]?.sep?.offset ?? args.offset, "expected ')' after argument list");
        return { kind: "type", arg, qualified: false };
      }
      case "oilist":
        return this.parseOIList(node, ctx);
      default:
        return this.error(loc, "unsupported directive kind");
    }
  }

  parseTypeDirectiveOperand(loc: number, node: FormatNode, isRefChild: boolean): OpElement & TypeArg {
    const element = this.parseElement(node, Ctx.Type);
    if (element.kind === "literal" || element.kind === "space") {
      return this.error(loc, "'type' directive operand expects variable or directive operand");
    }
    if (element.kind === "operand") {
      const name = (this.op.operands[element.index] as NamedTypeConstraint).name;
      const seen = this.allOperandTypes || (this.seenOperandTypes[element.index] as boolean);
      if (!isRefChild && seen) this.error(loc, `'type' of '${name}' is already bound`);
      if (isRefChild && !seen) this.error(loc, `'ref' of 'type($${name})' is not bound by a prior 'type' directive`);
      this.seenOperandTypes[element.index] = true;
      return element;
    }
    if (element.kind === "result") {
      const name = (this.op.results[element.index] as NamedTypeConstraint).name;
      const seen = this.allResultTypes || (this.seenResultTypes[element.index] as boolean);
      if (!isRefChild && seen) this.error(loc, `'type' of '${name}' is already bound`);
      if (isRefChild && !seen) this.error(loc, `'ref' of 'type($${name})' is not bound by a prior 'type' directive`);
      this.seenResultTypes[element.index] = true;
      return element;
    }
    if (element.kind === "operands") {
      if (!isRefChild && (this.allOperandTypes || this.seenOperandTypes.some((s) => s))) this.error(loc, "'operands' 'type' is already bound");
      if (isRefChild && !this.allOperandTypes) this.error(loc, "'ref' of 'type(operands)' is not bound by a prior 'type' directive");
      this.allOperandTypes = true;
      return element;
    }
    if (element.kind === "results") {
      if (!isRefChild && (this.allResultTypes || this.seenResultTypes.some((s) => s))) this.error(loc, "'results' 'type' is already bound");
      if (isRefChild && !this.allResultTypes) this.error(loc, "'ref' of 'type(results)' is not bound by a prior 'type' directive");
      this.allResultTypes = true;
      return element;
    }
    return this.error(loc, "invalid argument to 'type' directive");
  }

  parseCustomDirective(node: DirectiveNode, ctx: Ctx): OpElement {
    const loc = node.offset;
    if (ctx !== Ctx.TopLevel) this.error(loc, "'custom' is only valid as a top-level directive");
    const after = loc + "custom".length;
    if (node.hasAngle !== true) this.error(after, "expected '<' before custom directive name");
    if (node.customName === undefined) this.error(after + 1, "expected custom directive name identifier");
    if (node.customClosed !== true) this.error(after + 1, "expected '>' after custom directive name");
    const args = node.args;
    if (args === undefined) return this.error(after, "expected '(' before custom directive parameters");
    const out: OpElement[] = [];
    let expectElement = true;
    for (const item of args.items) {
      if (item.sep !== undefined) {
        if (expectElement || item.sep.ch !== ",") {
          this.error(item.sep.offset, expectElement ? "expected literal, variable, directive, or optional group" : "expected ')' after custom directive parameters");
        }
        expectElement = true;
      }
      if (item.element !== undefined) {
        if (!expectElement) this.error(item.element.offset, "expected ')' after custom directive parameters");
        out.push(this.parseElement(item.element, Ctx.Custom));
        expectElement = false;
      }
    }
    if (expectElement) this.error(args.offset + 1, "expected literal, variable, directive, or optional group");
    if (!args.closed) this.error(args.offset, "expected ')' after custom directive parameters");
    for (const argument of out) {
      if (!["attr-dict", "attribute", "operand", "property", "ref", "region", "successor", "string", "type"].includes(argument.kind)) {
        this.error(loc, "only variables and types may be used as parameters to a custom directive");
      }
      if (argument.kind === "type" && argument.arg.kind !== "operand" && argument.arg.kind !== "result") {
        this.error(loc, "type directives within a custom directive may only refer to variables");
      }
    }
    return { kind: "custom", name: node.customName as string, args: out };
  }

  parseOIList(node: DirectiveNode, ctx: Ctx): OpElement {
    const loc = node.offset;
    const items = this.argumentsOf(node, "expected '(' before oilist argument list");
    const clauses: Array<{ literal: string; elements: OpElement[] }> = [];
    let current: { literal: string; elements: OpElement[] } | undefined;
    for (const item of items) {
      if (item.sep !== undefined) {
        if (item.sep.ch !== "|") this.error(item.sep.offset, "expected literal, variable, directive, or optional group");
        current = undefined;
      }
      const child = item.element;
      if (child === undefined) continue;
      if (current === undefined) {
        if (child.kind !== "literal") this.error(child.offset, `expected literal, but got '${child.kind === "variable" ? `$${child.name}` : child.kind}'`);
        const literal = this.parseLiteral(child as LiteralNode, ctx);
        current = { literal: (child as LiteralNode).value, elements: [] };
        void literal;
        clauses.push(current);
        continue;
      }
      const element = this.parseElement(child, ctx);
      this.verifyOIListParsingElement(element, loc);
      current.elements.push(element);
    }
    if (!(node.args as NonNullable<DirectiveNode["args"]>).closed) this.error(loc, "expected ')' after argument list");
    return { kind: "oilist", clauses };
  }

  verifyOIListParsingElement(element: OpElement, loc: number): void {
    const vars: OpElement[] = [];
    collectVariables(element, vars);
    for (const v of vars) {
      switch (v.kind) {
        case "attribute": {
          const facts = this.facts.attributes[v.index] as AttributeFacts;
          if (!facts.isOptional && facts.defaultValue === undefined) this.error(loc, "only optional attributes can be used in an oilist parsing group");
          break;
        }
        case "operand":
          if (!isVariableLength(this.op.operands[v.index] as NamedTypeConstraint)) this.error(loc, "only variable length operands can be used within an oilist parsing group");
          break;
        case "result":
          if (!isVariableLength(this.op.results[v.index] as NamedTypeConstraint)) this.error(loc, "only variable length results can be used within an oilist parsing group");
          break;
        case "region":
          break;
        default:
          this.error(loc, "only literals, types, and variables can be used within an oilist group");
      }
    }
  }

  // ---- whole-format verification ----

  verify(loc: number, elements: readonly OpElement[]): void {
    if (!this.hasAttrDict) this.error(loc, "'attr-dict' directive not found in custom assembly format");
    const resolvers = new Map<string, { resolver: NonNullable<TypeResolution["resolver"]>; transformer?: string }>();
    for (const trait of this.facts.typeTraits) {
      switch (trait.kind) {
        case "all-types-match":
          this.handleAllTypesMatch(trait.values, resolvers);
          break;
        case "same-type-operands":
          this.handleSameTypes(resolvers, false);
          break;
        case "same-operands-and-result-type":
          this.handleSameTypes(resolvers, true);
          break;
        case "types-match-with": {
          const arg = this.findSeenArg(trait.lhs);
          if (arg !== undefined) resolvers.set(trait.rhs, { resolver: arg, transformer: trait.transformer });
          break;
        }
        case "infer-type-op-interface":
          this.canInferResultTypes = true;
          break;
      }
    }
    this.verifyAttributeColonType(loc, elements);
    this.verifyAttrDictRegion(loc, elements);
    this.verifyResults(loc, resolvers);
    this.verifyOperands(loc, resolvers);
    this.verifyRegions(loc);
    this.verifySuccessors(loc);
    this.verifyOIListElements(loc, elements);
  }

  handleAllTypesMatch(values: readonly string[], resolvers: Map<string, { resolver: NonNullable<TypeResolution["resolver"]>; transformer?: string }>): void {
    for (let i = 0; i < values.length; i++) {
      const arg = this.findSeenArg(values[i] as string);
      if (arg === undefined) continue;
      for (let j = 0; j < values.length; j++) if (j !== i) resolvers.set(values[j] as string, { resolver: arg });
    }
  }

  handleSameTypes(resolvers: Map<string, { resolver: NonNullable<TypeResolution["resolver"]>; transformer?: string }>, includeResults: boolean): void {
    let resolver: NonNullable<TypeResolution["resolver"]> | undefined;
    const operandIndex = this.seenOperandTypes.indexOf(true);
    if (operandIndex >= 0) resolver = { kind: "operand", index: operandIndex };
    else if (includeResults) {
      const resultIndex = this.seenResultTypes.indexOf(true);
      if (resultIndex >= 0) resolver = { kind: "result", index: resultIndex };
    }
    if (resolver === undefined) return;
    this.op.operands.forEach((operand, i) => {
      if (!this.seenOperandTypes[i]) resolvers.set(operand.name, { resolver: resolver as NonNullable<TypeResolution["resolver"]> });
    });
    if (includeResults) {
      this.op.results.forEach((result, i) => {
        if (!this.seenResultTypes[i]) resolvers.set(result.name, { resolver: resolver as NonNullable<TypeResolution["resolver"]> });
      });
    }
  }

  findSeenArg(name: string): NonNullable<TypeResolution["resolver"]> | undefined {
    const operand = this.findIndex(this.op.operands, name);
    if (operand >= 0) return this.seenOperandTypes[operand] ? { kind: "operand", index: operand } : undefined;
    const result = this.findIndex(this.op.results, name);
    if (result >= 0) return this.seenResultTypes[result] ? { kind: "result", index: result } : undefined;
    const attr = this.findIndex(this.op.attributes, name);
    if (attr >= 0) return this.seenAttrs.includes(attr) ? { kind: "attribute", index: attr } : undefined;
    return undefined;
  }

  builderIndex(builder: string): number {
    const existing = this.buildableTypes.indexOf(builder);
    if (existing >= 0) return existing;
    this.buildableTypes.push(builder);
    return this.buildableTypes.length - 1;
  }

  verifyResults(loc: number, resolvers: Map<string, { resolver: NonNullable<TypeResolution["resolver"]>; transformer?: string }>): void {
    if (this.allResultTypes) return;
    if (this.op.results.length > 0 && !this.seenResultTypes.some((s) => s) && this.canInferResultTypes) {
      this.infersResultTypes = true;
      return;
    }
    this.op.results.forEach((result, i) => {
      if (this.seenResultTypes[i]) return;
      const found = resolvers.get(result.name);
      if (found !== undefined) {
        const resolution = this.resultTypes[i] as TypeResolution;
        resolution.resolver = found.resolver;
        if (found.transformer !== undefined) resolution.transformer = found.transformer;
        return;
      }
      const builder = result.constraint.builderCall;
      if (builder === undefined || isVariableLength(result)) {
        this.error(
          loc,
          `type of result #${i}, named '${result.name}', is not buildable and a buildable type cannot be inferred`,
          `suggest adding a type constraint to the operation or adding a 'type($${result.name})' directive to the custom assembly format`,
        );
      }
      (this.resultTypes[i] as TypeResolution).builderIndex = this.builderIndex(builder);
    });
  }

  verifyOperands(loc: number, resolvers: Map<string, { resolver: NonNullable<TypeResolution["resolver"]>; transformer?: string }>): void {
    this.op.operands.forEach((operand, i) => {
      if (!this.allOperands && !this.seenOperands.has(i)) {
        this.error(loc, `operand #${i}, named '${operand.name}', not found`, `suggest adding a '$${operand.name}' directive to the custom assembly format`);
      }
      if (this.allOperandTypes || this.seenOperandTypes[i]) return;
      const found = resolvers.get(operand.name);
      if (found !== undefined) {
        const resolution = this.operandTypes[i] as TypeResolution;
        resolution.resolver = found.resolver;
        if (found.transformer !== undefined) resolution.transformer = found.transformer;
        return;
      }
      const builder = operand.constraint.builderCall;
      if (builder === undefined || (this.allOperands && isVariableLength(operand))) {
        this.error(
          loc,
          `type of operand #${i}, named '${operand.name}', is not buildable and a buildable type cannot be inferred`,
          `suggest adding a type constraint to the operation or adding a 'type($${operand.name})' directive to the custom assembly format`,
        );
      }
      (this.operandTypes[i] as TypeResolution).builderIndex = this.builderIndex(builder);
    });
  }

  verifyRegions(loc: number): void {
    if (this.hasAllRegions) return;
    this.op.regions.forEach((region, i) => {
      if (!this.seenRegions.has(i)) {
        this.error(loc, `region #${i}, named '${region.name}', not found`, `suggest adding a '$${region.name}' directive to the custom assembly format`);
      }
    });
  }

  verifySuccessors(loc: number): void {
    if (this.hasAllSuccessors) return;
    this.op.successors.forEach((successor, i) => {
      if (!this.seenSuccessors.has(i)) {
        this.error(loc, `successor #${i}, named '${successor.name}', not found`, `suggest adding a '$${successor.name}' directive to the custom assembly format`);
      }
    });
  }

  verifyOIListElements(loc: number, elements: readonly OpElement[]): void {
    let prohibited: string[] = [];
    for (const element of elements) {
      if (element.kind === "oilist") {
        for (const clause of element.clauses) {
          if (prohibited.includes(clause.literal)) this.error(loc, `format ambiguity because ${clause.literal} is used in two adjacent oilist elements.`);
        }
        for (const clause of element.clauses) prohibited.push(clause.literal);
      } else if (element.kind === "literal") {
        if (prohibited.includes(element.value)) this.error(loc, `format ambiguity because ${element.value} is used both in oilist element and the adjacent literal.`);
        prohibited = [];
      } else {
        prohibited = [];
      }
    }
  }

  isOptionallyParsed(element: OpElement): boolean {
    switch (element.kind) {
      case "attribute": {
        const facts = this.facts.attributes[element.index] as AttributeFacts;
        return facts.isOptional || facts.defaultValue !== undefined;
      }
      case "operand": {
        const operand = this.op.operands[element.index] as NamedTypeConstraint;
        return operand.constraint.optional || operand.constraint.variadic || operand.constraint.variadicOfVariadic;
      }
      case "successor":
        return (this.op.successors[element.index] as NamedSuccessor).variadic;
      case "region":
        return (this.op.regions[element.index] as NamedRegion).variadic;
      case "space":
      case "attr-dict":
        return true;
      default:
        return false;
    }
  }

  /** `undefined`: reached the end; `true`: known valid; throws on an invalid element. */
  checkRange(base: OpElement, isInvalid: (base: OpElement, element: OpElement) => boolean, elements: readonly OpElement[], from: number, guard?: OpElement): boolean | undefined {
    for (let i = from; i < elements.length; i++) {
      const element = elements[i] as OpElement;
      if (isInvalid(base, element)) return false;
      if (element.kind === "optional") {
        if (this.checkRange(base, isInvalid, element.then, 0, element.then[0]) === false) return false;
        if (this.checkRange(base, isInvalid, element.else, 0) === false) return false;
        continue;
      }
      if (element !== guard && this.isOptionallyParsed(element)) continue;
      return true;
    }
    return undefined;
  }

  verifyAdjacent(isBase: (element: OpElement) => boolean, isInvalid: (base: OpElement, element: OpElement) => boolean, elements: readonly OpElement[]): OpElement | null {
    for (let i = 0; i < elements.length; i++) {
      const element = elements[i] as OpElement;
      let base: OpElement | null;
      if (isBase(element)) base = element;
      else if (element.kind === "optional") {
        const thenResult = this.verifyAdjacent(isBase, isInvalid, element.then);
        const elseResult = this.verifyAdjacent(isBase, isInvalid, element.else);
        base = thenResult ?? elseResult;
        if (base === null) continue;
      } else continue;
      const result = this.checkRange(base, isInvalid, elements, i + 1);
      if (result === undefined) return base;
    }
    return null;
  }

  verifyAttributeColonType(loc: number, elements: readonly OpElement[]): void {
    const isBase = (element: OpElement): boolean => {
      if (element.kind !== "attribute") return false;
      const facts = this.facts.attributes[element.index] as AttributeFacts;
      return facts.typeBuilder === undefined && (element.qualified || facts.storageType === "ir.Attribute" || facts.storageType === "::mlir::Attribute");
    };
    const isInvalid = (base: OpElement, element: OpElement): boolean => {
      if (element.kind !== "literal" || element.value !== ":") return false;
      const name = (this.op.attributes[(base as { index: number }).index] as { name: string }).name;
      return this.error(loc, `format ambiguity caused by \`:\` literal found after attribute \`${name}\` which does not have a buildable type`);
    };
    this.verifyAdjacent(isBase, isInvalid, elements);
  }

  verifyAttrDictRegion(loc: number, elements: readonly OpElement[]): void {
    const isBase = (element: OpElement): boolean => element.kind === "attr-dict" && !element.withKeyword;
    const isInvalid = (_base: OpElement, element: OpElement): boolean => {
      if (element.kind !== "region") return false;
      const name = (this.op.regions[element.index] as NamedRegion).name;
      return this.error(loc, `format ambiguity caused by \`attr-dict\` directive followed by region \`${name}\``, "try using `attr-dict-with-keyword` instead");
    };
    this.verifyAdjacent(isBase, isInvalid, elements);
  }
}

function collectVariables(element: OpElement, out: OpElement[]): void {
  switch (element.kind) {
    case "attribute":
    case "operand":
    case "result":
    case "region":
    case "successor":
    case "property":
      out.push(element);
      return;
    case "type":
      collectVariables(element.arg, out);
      return;
    case "functional-type":
      collectVariables(element.inputs, out);
      collectVariables(element.results, out);
      return;
    case "custom":
      for (const a of element.args) collectVariables(a, out);
      return;
    case "ref":
      collectVariables(element.arg, out);
      return;
    case "optional":
      for (const a of element.then) collectVariables(a, out);
      for (const a of element.else) collectVariables(a, out);
      return;
    case "literal":
    case "space":
      return;
    default:
      out.push(element);
  }
}

/** Parses and checks `facts.op.assemblyFormat`; throws a located DiagnosticError on the first violation. */
export function checkOpFormat(facts: OpFormatFacts, format: string, source = new FormatSource(format, facts.record.location)): OperationFormat {
  const nodes = parseFormatSyntax(source);
  const checker = new OpFormatChecker(source, facts);
  const elements = nodes.map((node) => {
    if (node.anchor !== undefined) checker.error(node.anchor, "expected literal, variable, directive, or optional group");
    return checker.parseElement(node, Ctx.TopLevel);
  });
  const start = nodes[0]?.offset ?? format.length;
  checker.verify(start, elements);
  return {
    op: facts.op,
    facts,
    elements,
    allOperands: checker.allOperands,
    allOperandTypes: checker.allOperandTypes,
    allResultTypes: checker.allResultTypes,
    infersResultTypes: checker.infersResultTypes,
    operandTypes: checker.operandTypes,
    resultTypes: checker.resultTypes,
    buildableTypes: checker.buildableTypes,
    usedAttributes: checker.seenAttrs,
    usedProperties: [...checker.seenProperties],
    hasAttrDict: checker.hasAttrDict,
    hasPropDict: checker.hasPropDict,
  };
}
