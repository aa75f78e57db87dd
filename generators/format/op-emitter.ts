// Emits, for one op with a checked assembly format, a TypeScript parse function and a
// print function over src/asm/op-asm (MLIR's OpFormatGen genParser/genPrinter): the
// format is compiled into straight-line code, nothing is interpreted at run time.
// Spacing follows MLIR's printer rules, tracked at generation time as upstream does.
import type { NamedTypeConstraint, Operator } from "../../src/ods/schema.js";
import type { AttributeFacts, OperationFormat, OpElement, TypeArg, TypeResolution } from "../../src/ods/format/index.js";
import { isKeywordLiteral } from "../../src/ods/format/index.js";
import { PUNCTUATION_METHOD, str } from "./emit-common.js";

export interface EmittedOpFormat {
  readonly parseName: string;
  readonly printName: string;
  readonly code: string;
  /**
   * The `custom<Name>` directives the format uses, with the parameter types their
   * hand-written functions receive (after the parser, and after the printer and op).
   * When there are any, the parse and print functions take the object implementing them
   * as a last parameter (`directives`).
   */
  readonly directives: readonly CustomDirectiveUse[];
}

/** One use of a `custom<Name>` directive. */
export interface CustomDirectiveUse {
  readonly name: string;
  /** The parameters' names, after what each argument is (`lo`, `destOperands`, `caseValueTypes`). */
  readonly paramNames: readonly string[];
  readonly parseParams: readonly string[];
  readonly printParams: readonly string[];
  /** Whether it anchors an optional group (its parser then returns whether it parsed). */
  readonly optional: boolean;
}

/** The type of a `custom<...>` string argument: a literal's type, else unknown. */
function literalType(code: string): string {
  const text = code.trim();
  if (/^-?\d+(\.\d+)?$/.test(text)) return "number";
  if (/^-?\d+n$/.test(text)) return "bigint";
  if (/^(true|false)$/.test(text)) return "boolean";
  if (/^"([^"\\]|\\.)*"$/.test(text) || /^'([^'\\]|\\.)*'$/.test(text)) return "string";
  return "unknown";
}

function ident(name: string): string {
  const cleaned = name.replace(/[^A-Za-z0-9_]/g, "_");
  return /^[0-9]/.test(cleaned) ? `_${cleaned}` : cleaned;
}

function isVariableLength(v: NamedTypeConstraint): boolean {
  return v.constraint.variadic || v.constraint.optional;
}

function substituteBuilder(expr: string): string {
  return expr.replace(/\$_builder/g, "builder").replace(/\$_ctxt/g, "builder.context");
}

/** `constBuilderCall` with `$0` = `value`. */
function constBuilder(call: string, value: string): string {
  return substituteBuilder(call.replace(/\$0/g, value));
}

function isBuiltinStorage(storage: string): boolean {
  return storage.startsWith("ir.") || storage.startsWith("::mlir::") || storage === "Attribute";
}

/**
 * Builtin storage types whose attributes a required format attribute must be an instance
 * of (MLIR's parseAttribute<StorageType>: "invalid kind of attribute specified"), a flat
 * symbol reference included (ir.FlatSymbolRefAttr answers instanceof as MLIR's classof).
 */
const BUILTIN_ATTRIBUTE_CLASS: ReadonlyMap<string, string> = new Map([
  ["ir.StringAttr", "ir.StringAttr"],
  ["ir.TypeAttr", "ir.TypeAttr"],
  ["ir.ArrayAttr", "ir.ArrayAttr"],
  ["ir.DictionaryAttr", "ir.DictionaryAttr"],
  ["ir.IntegerAttr", "ir.IntegerAttr"],
  ["ir.FloatAttr", "ir.FloatAttr"],
  ["ir.SymbolRefAttr", "ir.SymbolRefAttr"],
  ["ir.FlatSymbolRefAttr", "ir.FlatSymbolRefAttr"],
  ["ir.AffineMapAttr", "ir.AffineMapAttr"],
]);

/**
 * Dense array storage types: their stripped syntax (DenseArrayAttr's own parse/print, which
 * MLIR's formats use for an unqualified attribute) is `[1, 2]`; the value is the element width.
 */
const DENSE_ARRAY_WIDTH: ReadonlyMap<string, number> = new Map([
  ["ir.DenseI8ArrayAttr", 8],
  ["ir.DenseI16ArrayAttr", 16],
  ["ir.DenseI32ArrayAttr", 32],
  ["ir.DenseI64ArrayAttr", 64],
]);

/** Storage types whose optional parse starts only at their own first token (MLIR's typed parseOptionalAttribute overloads). */
const OPTIONAL_ATTRIBUTE_KIND: ReadonlyMap<string, string> = new Map([
  ["ir.StringAttr", "string"],
  ["ir.ArrayAttr", "array"],
  ["ir.SymbolRefAttr", "symbol"],
  ["ir.FlatSymbolRefAttr", "symbol"],
]);

class Lines {
  readonly lines: string[] = [];
  depth = 1;
  line(text: string): void {
    this.lines.push(`${"  ".repeat(this.depth)}${text}`);
  }
  open(text: string): void {
    this.line(text);
    this.depth++;
  }
  close(text = "}"): void {
    this.depth--;
    this.line(text);
  }
}

/** Looks up the condition text of a type constraint record (`$_self` for the type), undefined when always true. */
export type TypeConditionLookup = (constraintDefName: string) => string | undefined;
/**
 * The class (an `ir.` type class) a type constraint's values are parsed as, when it is narrower
 * than `ir.Type`; or, for a type interface, the check (over `type`) a parsed type must pass.
 */
export type TypeClassLookup = (constraintDefName: string) => string | { readonly check: string } | undefined;

/**
 * A type class with its own stripped syntax (ODS's parseCustomTypeWithFallback /
 * printStrippedAttrOrType of a dialect type with parameters and a parser and printer): the
 * TypeScript reading it (an expression in `parser`) and printing it (a function of the
 * printer and the type).
 */
export interface StrippedTypeSyntax {
  readonly parse: string;
  readonly print: string;
}
export type StrippedTypeLookup = (constraintDefName: string) => StrippedTypeSyntax | undefined;

class OpFormatEmitter {
  readonly fmt: OperationFormat;
  readonly op: Operator;
  readonly attrs: readonly AttributeFacts[];
  private readonly operandVariadic: readonly boolean[];
  private readonly resultVariadic: readonly boolean[];
  private readonly simpleOperands: boolean;
  private readonly simpleResults: boolean;

  /** The condition of a type constraint with `$_self` unsubstituted, or undefined when it always holds. */
  private readonly typeCondition: TypeConditionLookup;
  private readonly typeClass: TypeClassLookup;
  private readonly strippedType: StrippedTypeLookup;
  /** The type of the `directives` parameter, when the format uses custom directives. */
  private readonly directivesType: string;
  readonly directiveUses: CustomDirectiveUse[] = [];

  /** The function called for inferred result types instead of the registration's InferTypeOpInterface (same arguments, no op name). */
  private readonly inferResultTypesCall: string | undefined;

  constructor(
    fmt: OperationFormat,
    typeCondition: TypeConditionLookup = () => undefined,
    directivesType = "never",
    inferResultTypesCall?: string,
    typeClass: TypeClassLookup = () => undefined,
    strippedType: StrippedTypeLookup = () => undefined,
  ) {
    this.typeClass = typeClass;
    this.strippedType = strippedType;
    this.inferResultTypesCall = inferResultTypesCall;
    this.typeCondition = typeCondition;
    this.directivesType = directivesType;
    this.fmt = fmt;
    this.op = fmt.op;
    this.attrs = fmt.facts.attributes;
    this.operandVariadic = this.op.operands.map(isVariableLength);
    this.resultVariadic = this.op.results.map(isVariableLength);
    this.simpleOperands = !this.operandVariadic.some((v) => v);
    this.simpleResults = !this.resultVariadic.some((v) => v);
  }

  // ---------------------------------------------------------------- names

  /** The segment-size attribute of a VariadicOfVariadic operand. */
  segmentAttr(i: number): string | undefined {
    return this.fmt.facts.operandSegmentAttrs[i];
  }

  operandName(i: number): string {
    return ident((this.op.operands[i] as NamedTypeConstraint).name || `operand${i}`);
  }
  resultName(i: number): string {
    return ident((this.op.results[i] as NamedTypeConstraint).name || `result${i}`);
  }
  attrName(i: number): string {
    return (this.attrs[i] as AttributeFacts).name;
  }
  regionName(i: number): string {
    return ident(this.op.regions[i]?.name || `region${i}`);
  }
  successorName(i: number): string {
    return ident(this.op.successors[i]?.name || `successor${i}`);
  }

  // ================================================================ parser

  emitParser(name: string): string {
    const out = new Lines();
    const op = this.op;
    out.line("const builder = parser.getBuilder();");
    if (this.fmt.facts.op.traits.some((t) => t.trait === "IsIsolatedFromAbove" || t.trait === "::mlir::OpTrait::IsIsolatedFromAbove")) {
      out.line("parser.setIsolatedFromAbove(true);");
    }
    // Locals for every operand, type, region and successor.
    if (this.fmt.allOperands) {
      out.line("let allOperands: opAsm.UnresolvedOperand[] = [];");
      out.line("let allOperandsLoc = parser.getCurrentLocation();");
    }
    op.operands.forEach((_, i) => {
      if (this.segmentAttr(i) !== undefined) {
        out.line(`const ${this.operandName(i)}OperandGroups: opAsm.UnresolvedOperand[][] = [];`);
        out.line(`const ${this.operandName(i)}TypeGroups: ir.Type[][] = [];`);
      }
      out.line(`let ${this.operandName(i)}Operands: opAsm.UnresolvedOperand[] = [];`);
      out.line(`let ${this.operandName(i)}OperandsLoc = parser.getCurrentLocation();`);
      out.line(`let ${this.operandName(i)}Types: ir.Type[] = [];`);
    });
    op.results.forEach((_, i) => out.line(`let ${this.resultName(i)}Types: ir.Type[] = [];`));
    if (this.fmt.allOperandTypes) out.line("let allOperandTypes: ir.Type[] = [];");
    if (this.fmt.allResultTypes) out.line("let allResultTypes: ir.Type[] = [];");
    op.regions.forEach((r, i) => {
      if (r.variadic) out.line(`const ${this.regionName(i)}Regions: ir.Region[] = [];`);
      else out.line(`const ${this.regionName(i)}Region = new ir.Region();`);
    });
    if (this.usesAllRegions()) out.line("const allRegions: ir.Region[] = [];");
    op.successors.forEach((s, i) => {
      if (s.variadic) out.line(`const ${this.successorName(i)}Successors: ir.Block[] = [];`);
      else out.line(`let ${this.successorName(i)}Successor: ir.Block | undefined;`);
    });
    if (this.usesAllSuccessors()) out.line("const allSuccessors: ir.Block[] = [];");
    for (const element of this.fmt.elements) this.parseElement(element, out, false);
    this.emitParserResolution(out);
    // The builder is only fetched when a type, attribute or segment size is built.
    const usesBuilder = out.lines.slice(1).some((l) => /\bbuilder\b/.test(l));
    const body = usesBuilder ? out.lines : out.lines.slice(1);
    const directives = containsKind(this.fmt.elements, "custom") ? `, directives: ${this.directivesType}` : "";
    return [`export function ${name}(parser: opAsm.OpAsmParser, result: opAsm.OperationState${directives}): void {`, ...body, "}"].join("\n");
  }

  usesAllRegions(): boolean {
    return containsKind(this.fmt.elements, "regions");
  }
  usesAllSuccessors(): boolean {
    return containsKind(this.fmt.elements, "successors");
  }

  /** Emits the parser of `element`; in `optional` context returns the presence condition. */
  parseElement(element: OpElement, out: Lines, optional: boolean): string | undefined {
    switch (element.kind) {
      case "literal": {
        const method = PUNCTUATION_METHOD[element.value];
        if (optional) return method !== undefined ? `parser.parseOptional${method}()` : `parser.parseOptionalKeyword(${str(element.value)})`;
        if (method !== undefined) out.line(`parser.parse${method}();`);
        else out.line(`parser.parseKeyword(${str(element.value)});`);
        return undefined;
      }
      case "space":
        return undefined;
      case "operand": {
        const name = this.operandName(element.index);
        const operand = this.op.operands[element.index] as NamedTypeConstraint;
        out.line(`${name}OperandsLoc = parser.getCurrentLocation();`);
        if (operand.constraint.variadic) {
          out.line(`${name}Operands = parser.parseOperandList();`);
          return optional ? `${name}Operands.length > 0` : undefined;
        }
        if (operand.constraint.optional) {
          out.line(`{ const operand = parser.parseOptionalOperand(); if (operand !== undefined) ${name}Operands.push(operand); }`);
          return optional ? `${name}Operands.length > 0` : undefined;
        }
        out.line(`${name}Operands.push(parser.parseOperand());`);
        return undefined;
      }
      case "operands":
        out.line("allOperandsLoc = parser.getCurrentLocation();");
        out.line("allOperands = parser.parseOperandList();");
        return optional ? "allOperands.length > 0" : undefined;
      case "attribute":
        return this.parseAttribute(element, out, optional);
      case "region": {
        const name = this.regionName(element.index);
        const region = this.op.regions[element.index];
        // An optional group's anchor region is taken as parsed: MLIR ensures a block or an
        // implicit terminator only for regions parsed outside optional groups.
        if (optional) this.optionallyParsedRegions.add(element.index);
        if (region?.variadic) {
          out.open("{");
          out.line("const first = new ir.Region();");
          out.open("if (parser.parseOptionalRegion(first)) {");
          out.line(`${name}Regions.push(first);`);
          out.open("while (parser.parseOptionalComma()) {");
          out.line("const next = new ir.Region();");
          out.line("parser.parseRegion(next);");
          out.line(`${name}Regions.push(next);`);
          out.close();
          out.close();
          out.close();
          return optional ? `${name}Regions.length > 0` : undefined;
        }
        if (optional) {
          out.line(`const ${name}RegionPresent = parser.parseOptionalRegion(${name}Region);`);
          return `${name}RegionPresent`;
        }
        out.line(`parser.parseRegion(${name}Region);`);
        return undefined;
      }
      case "regions":
        out.open("{");
        out.line("const first = new ir.Region();");
        out.open("if (parser.parseOptionalRegion(first)) {");
        out.line("allRegions.push(first);");
        out.open("while (parser.parseOptionalComma()) {");
        out.line("const next = new ir.Region();");
        out.line("parser.parseRegion(next);");
        out.line("allRegions.push(next);");
        out.close();
        out.close();
        out.close();
        return optional ? "allRegions.length > 0" : undefined;
      case "successor": {
        const name = this.successorName(element.index);
        const successor = this.op.successors[element.index];
        if (successor?.variadic) {
          out.open("{");
          out.line("const first = parser.parseOptionalSuccessor();");
          out.open("if (first !== undefined) {");
          out.line(`${name}Successors.push(first);`);
          out.line(`while (parser.parseOptionalComma()) ${name}Successors.push(parser.parseSuccessor());`);
          out.close();
          out.close();
          return optional ? `${name}Successors.length > 0` : undefined;
        }
        if (optional) {
          out.line(`${name}Successor = parser.parseOptionalSuccessor();`);
          return `${name}Successor !== undefined`;
        }
        out.line(`${name}Successor = parser.parseSuccessor();`);
        return undefined;
      }
      case "successors":
        out.open("{");
        out.line("const first = parser.parseOptionalSuccessor();");
        out.open("if (first !== undefined) {");
        out.line("allSuccessors.push(first);");
        out.line("while (parser.parseOptionalComma()) allSuccessors.push(parser.parseSuccessor());");
        out.close();
        out.close();
        return optional ? "allSuccessors.length > 0" : undefined;
      case "attr-dict":
        out.line(`opAsm.parseAttrDict(parser, result, ${element.withKeyword ? "true" : "false"});`);
        return undefined;
      case "prop-dict": {
        // What the format binds elsewhere is not taken from the dictionary (as printPropDict leaves it out).
        const excluded = [...this.fmt.usedAttributes.map((i) => str(this.attrName(i))), ...this.fmt.usedProperties.map((i) => str(this.op.properties[i]?.name ?? ""))];
        out.line(`opAsm.parsePropDict(parser, result, [${excluded.join(", ")}]);`);
        return undefined;
      }
      case "type":
        this.parseTypeDirective(element.arg, out, element.qualified);
        return undefined;
      case "functional-type":
        out.open("{");
        out.line("const functionType = parser.parseFunctionalType();");
        out.line(`${this.typeListName(element.inputs)} = [...functionType.inputs];`);
        out.line(`${this.typeListName(element.results)} = [...functionType.results];`);
        out.close();
        return undefined;
      case "custom":
        return this.parseCustom(element, out, optional);
      case "optional":
        this.parseOptionalGroup(element, out);
        return undefined;
      case "oilist":
        this.parseOIList(element, out);
        return undefined;
      default:
        throw new Error(`unexpected ${element.kind} element at the top level of a format`);
    }
  }

  typeListName(arg: TypeArg): string {
    switch (arg.kind) {
      case "operand":
        return `${this.operandName(arg.index)}Types`;
      case "result":
        return `${this.resultName(arg.index)}Types`;
      case "operands":
        return "allOperandTypes";
      case "results":
        return "allResultTypes";
    }
  }

  argIsSingle(arg: TypeArg): boolean {
    if (arg.kind === "operand") return !isVariableLength(this.op.operands[arg.index] as NamedTypeConstraint);
    if (arg.kind === "result") return !isVariableLength(this.op.results[arg.index] as NamedTypeConstraint);
    return false;
  }

  argIsOptional(arg: TypeArg): boolean {
    if (arg.kind === "operand") return (this.op.operands[arg.index] as NamedTypeConstraint).constraint.optional;
    if (arg.kind === "result") return (this.op.results[arg.index] as NamedTypeConstraint).constraint.optional;
    return false;
  }

  /** The stripped syntax of a single operand's or result's type, unless `qualified(...)` asks for the full one. */
  strippedTypeOf(arg: TypeArg, qualified: boolean): StrippedTypeSyntax | undefined {
    if (qualified || !this.argIsSingle(arg)) return undefined;
    const variable = arg.kind === "operand" ? this.op.operands[arg.index] : arg.kind === "result" ? this.op.results[arg.index] : undefined;
    return variable === undefined ? undefined : this.strippedType(variable.constraint.defName);
  }

  parseTypeDirective(arg: TypeArg, out: Lines, qualified = false): void {
    const list = this.typeListName(arg);
    const stripped = this.strippedTypeOf(arg, qualified);
    if (stripped !== undefined) out.line(`${list} = [${stripped.parse}];`);
    else if (this.argIsSingle(arg)) {
      // A single type of a constraint with a narrower class is parsed as that class (ODS's
      // parseCustomTypeWithFallback): another kind is "invalid kind of type specified" there.
      const variable = arg.kind === "operand" ? this.op.operands[arg.index] : arg.kind === "result" ? this.op.results[arg.index] : undefined;
      const cls = variable === undefined ? undefined : this.typeClass(variable.constraint.defName);
      out.line(
        cls === undefined
          ? `${list} = [parser.parseType()];`
          : typeof cls === "string"
            ? `${list} = [parser.parseTypeOfClass(${cls})];`
            : `${list} = [parser.parseTypeSatisfying((type: ir.Type): boolean => ${cls.check})];`,
      );
    }
    else if (this.argIsOptional(arg)) out.line(`{ const type = parser.parseOptionalType(); ${list} = type === undefined ? [] : [type]; }`);
    else out.line(`${list} = parser.parseTypeList();`);
  }

  attrTypeExpr(facts: AttributeFacts): string {
    return facts.typeBuilder === undefined ? "undefined" : substituteBuilder(facts.typeBuilder);
  }

  parseAttribute(element: Extract<OpElement, { kind: "attribute" }>, out: Lines, optional: boolean): string | undefined {
    const facts = this.attrs[element.index] as AttributeFacts;
    const local = `${ident(facts.name)}Attr`;
    const name = str(facts.name);
    const optionallyParsed = optional;
    if (facts.isSymbolName) {
      if (optionallyParsed) {
        out.line(`const ${local} = parser.parseOptionalSymbolName();`);
        out.line(`if (${local} !== undefined) result.addAttribute(${name}, ${local});`);
        return optional ? `${local} !== undefined` : undefined;
      }
      out.line(`result.addAttribute(${name}, parser.parseSymbolName());`);
      return undefined;
    }
    if (facts.enumInfo !== undefined && facts.constBuilderCall !== undefined) {
      const e = facts.enumInfo;
      out.line(`const ${local}Loc = parser.getCurrentLocation();`);
      out.line(`const ${local}Text = opAsm.parseEnumCase(parser, ${name}, [${e.keywords.map(str).join(", ")}], ${optionallyParsed});`);
      out.line(`let ${local}: ir.Attribute | undefined;`);
      out.open(`if (${local}Text !== undefined) {`);
      out.line(`const symbol = ${e.stringToSymbol}(${local}Text);`);
      out.line(`if (symbol === undefined) opAsm.invalidEnumCase(parser, ${local}Loc, ${name}, ${local}Text);`);
      out.line(`${local} = ${constBuilder(facts.constBuilderCall, "symbol")};`);
      out.line(`result.addAttribute(${name}, ${local});`);
      out.close();
      return optional ? `${local} !== undefined` : undefined;
    }
    const denseWidth = element.qualified ? undefined : DENSE_ARRAY_WIDTH.get(facts.storageType);
    if (denseWidth !== undefined) {
      out.line(`const ${local} = opAsm.${optionallyParsed ? "parseOptionalDenseArrayBody" : "parseDenseArrayBody"}(parser, ${denseWidth});`);
      out.line(optionallyParsed ? `if (${local} !== undefined) result.addAttribute(${name}, ${local});` : `result.addAttribute(${name}, ${local});`);
      return optional ? `${local} !== undefined` : undefined;
    }
    const type = this.attrTypeExpr(facts);
    const stripped = !element.qualified && !isBuiltinStorage(facts.storageType);
    if (optionallyParsed) {
      if (stripped) {
        // A stripped dialect attribute starts with its own syntax; the fallback parses `#...`.
        out.line(`const ${local} = parser.parseOptionalCustomAttributeWithFallback(${facts.storageType}, ${type});`);
      } else if (OPTIONAL_ATTRIBUTE_KIND.has(facts.storageType)) {
        // MLIR's parseOptionalAttribute(StringAttr&/ArrayAttr&/SymbolRefAttr&): only that kind's first token starts one.
        out.line(`const ${local} = opAsm.parseOptionalAttributeOfKind(parser, ${str(OPTIONAL_ATTRIBUTE_KIND.get(facts.storageType) as string)}, ${type});`);
      } else {
        out.line(`const ${local} = parser.parseOptionalAttribute(${type});`);
      }
      out.line(`if (${local} !== undefined) result.addAttribute(${name}, ${local});`);
      return optional ? `${local} !== undefined` : undefined;
    }
    const kind = BUILTIN_ATTRIBUTE_CLASS.get(facts.storageType);
    const call = stripped
      ? `parser.parseCustomAttributeWithFallback(${facts.storageType}, ${type})`
      : kind !== undefined
        ? `parser.parseAttributeOf(${kind}, ${type})`
        : facts.storageType === "ir.TypedAttr"
          ? `parser.parseTypedAttribute(${type})`
          : `parser.parseAttribute(${type})`;
    out.line(`const ${local} = ${call};`);
    out.line(`result.addAttribute(${name}, ${local});`);
    return undefined;
  }

  customArgument(arg: OpElement, holders: string[], out: Lines, isRef: boolean): string {
    switch (arg.kind) {
      case "operand": {
        const name = this.operandName(arg.index);
        const operand = this.op.operands[arg.index] as NamedTypeConstraint;
        const segments = this.segmentAttr(arg.index);
        if (segments !== undefined && !isRef) {
          holders.push(`for (const group of ${name}OperandGroups) ${name}Operands.push(...group);`);
          holders.push(`result.addAttribute(${str(segments)}, builder.getDenseI32ArrayAttr(${name}OperandGroups.map((g) => g.length)));`);
          return `${name}OperandGroups`;
        }
        if (isRef) return operand.constraint.variadic ? `${name}Operands` : `${name}Operands[0]`;
        if (operand.constraint.variadic) return `${name}Operands`;
        const holder = `${name}OperandRef`;
        out.line(`const ${holder}: opAsm.Ref<opAsm.UnresolvedOperand> = { value: undefined };`);
        holders.push(`if (${holder}.value !== undefined) ${name}Operands.push(${holder}.value);`);
        return holder;
      }
      case "attribute": {
        const facts = this.attrs[arg.index] as AttributeFacts;
        if (isRef) return `result.getAttribute(${str(facts.name)})`;
        const holder = `${ident(facts.name)}AttrRef`;
        out.line(`const ${holder}: opAsm.Ref<ir.Attribute> = { value: undefined };`);
        holders.push(`if (${holder}.value !== undefined) result.addAttribute(${str(facts.name)}, ${holder}.value);`);
        return holder;
      }
      case "type": {
        const list = this.typeListName(arg.arg);
        if (arg.arg.kind === "operand" && this.segmentAttr(arg.arg.index) !== undefined && !isRef) {
          const name = this.operandName(arg.arg.index);
          holders.push(`for (const group of ${name}TypeGroups) ${list}.push(...group);`);
          return `${name}TypeGroups`;
        }
        if (isRef) return this.argIsSingle(arg.arg) ? `${list}[0]` : list;
        if (!this.argIsSingle(arg.arg)) return list;
        const holder = `${list}Ref`;
        out.line(`const ${holder}: opAsm.Ref<ir.Type> = { value: undefined };`);
        holders.push(`if (${holder}.value !== undefined) ${list} = [${holder}.value];`);
        return holder;
      }
      case "region": {
        const region = this.op.regions[arg.index];
        return region?.variadic ? `${this.regionName(arg.index)}Regions` : `${this.regionName(arg.index)}Region`;
      }
      case "successor": {
        const name = this.successorName(arg.index);
        if (this.op.successors[arg.index]?.variadic) return `${name}Successors`;
        if (isRef) return `${name}Successor`;
        const holder = `${name}SuccessorRef`;
        out.line(`const ${holder}: opAsm.Ref<ir.Block> = { value: undefined };`);
        holders.push(`if (${holder}.value !== undefined) ${name}Successor = ${holder}.value;`);
        return holder;
      }
      case "attr-dict":
        return "result.attributes";
      case "string":
        return substituteBuilder(arg.value.replace(/\$_ctxt/g, "parser.getContext()"));
      case "ref":
        return this.customArgument(arg.arg, holders, out, true);
      case "property":
        return `result`;
      default:
        throw new Error(`unexpected custom directive argument ${arg.kind}`);
    }
  }

  /** The name of the custom directive parameter receiving `arg` (the `index`-th argument). */
  customArgumentName(arg: OpElement, index: number): string {
    switch (arg.kind) {
      case "operand":
        return this.operandName(arg.index);
      case "attribute":
        return ident(this.attrName(arg.index).replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()));
      case "type": {
        const suffix = this.argIsSingle(arg.arg) || this.argIsOptional(arg.arg) ? "Type" : "Types";
        if (arg.arg.kind === "operand") return `${this.operandName(arg.arg.index)}${suffix}`;
        if (arg.arg.kind === "result") return `${this.resultName(arg.arg.index)}${suffix}`;
        return `${arg.arg.kind === "operands" ? "operand" : "result"}Types`;
      }
      case "region":
        return ident(this.op.regions[arg.index]?.name || `region${arg.index}`);
      case "successor":
        return ident(this.op.successors[arg.index]?.name || `successor${arg.index}`);
      case "attr-dict":
        return "attributes";
      case "ref":
        return this.customArgumentName(arg.arg, index);
      case "property":
        return "state";
      default:
        return `arg${index}`;
    }
  }

  /** The type of what customArgument passes for `arg`. */
  customArgumentType(arg: OpElement, isRef: boolean): string {
    switch (arg.kind) {
      case "operand": {
        const operand = this.op.operands[arg.index] as NamedTypeConstraint;
        if (this.segmentAttr(arg.index) !== undefined && !isRef) return "opAsm.UnresolvedOperand[][]";
        if (isRef) return operand.constraint.variadic ? "opAsm.UnresolvedOperand[]" : "opAsm.UnresolvedOperand | undefined";
        if (operand.constraint.variadic) return "opAsm.UnresolvedOperand[]";
        return "opAsm.Ref<opAsm.UnresolvedOperand>";
      }
      case "attribute":
        return isRef ? "ir.Attribute | undefined" : "opAsm.Ref<ir.Attribute>";
      case "type":
        if (arg.arg.kind === "operand" && this.segmentAttr(arg.arg.index) !== undefined && !isRef) return "ir.Type[][]";
        if (isRef) return this.argIsSingle(arg.arg) ? "ir.Type | undefined" : "ir.Type[]";
        return this.argIsSingle(arg.arg) ? "opAsm.Ref<ir.Type>" : "ir.Type[]";
      case "region":
        return this.op.regions[arg.index]?.variadic ? "ir.Region[]" : "ir.Region";
      case "successor":
        if (this.op.successors[arg.index]?.variadic) return "ir.Block[]";
        return isRef ? "ir.Block | undefined" : "opAsm.Ref<ir.Block>";
      case "attr-dict":
        return "ir.NamedAttribute[]";
      case "string":
        return literalType(arg.value);
      case "ref":
        return this.customArgumentType(arg.arg, true);
      case "property":
        return "opAsm.OperationState";
      default:
        throw new Error(`unexpected custom directive argument ${arg.kind}`);
    }
  }

  /** The type of what customPrintArgument passes for `arg`. */
  customPrintArgumentType(arg: OpElement): string {
    switch (arg.kind) {
      case "operand": {
        const operand = this.op.operands[arg.index] as NamedTypeConstraint;
        if (this.segmentAttr(arg.index) !== undefined) return "ir.Value[][]";
        if (operand.constraint.variadic) return "ir.Value[]";
        if (operand.constraint.optional) return "ir.Value | undefined";
        return "ir.Value";
      }
      case "attribute":
        return "ir.Attribute | undefined";
      case "type":
        if (arg.arg.kind === "operand" && this.segmentAttr(arg.arg.index) !== undefined) return "ir.Type[][]";
        if (this.argIsSingle(arg.arg)) return "ir.Type";
        if (this.argIsOptional(arg.arg)) return "ir.Type | undefined";
        return "ir.Type[]";
      case "region":
        return this.op.regions[arg.index]?.variadic ? "ir.Region[]" : "ir.Region";
      case "successor":
        return this.op.successors[arg.index]?.variadic ? "ir.Block[]" : "ir.Block";
      case "attr-dict":
        return "readonly ir.NamedAttribute[]";
      case "string":
        return literalType(arg.value);
      case "ref":
        return this.customPrintArgumentType(arg.arg);
      case "property":
        return "ir.Attribute | undefined";
      default:
        throw new Error(`unexpected custom directive argument ${arg.kind}`);
    }
  }

  parseCustom(element: Extract<OpElement, { kind: "custom" }>, out: Lines, optional: boolean): string | undefined {
    out.open("{");
    // MLIR's generated parser sets the location of each operand a custom directive reads
    // before calling it: where a count mismatch of those operands is reported.
    for (const a of element.args) if (a.kind === "operand") out.line(`${this.operandName(a.index)}OperandsLoc = parser.getCurrentLocation();`);
    const holders: string[] = [];
    const args = element.args.map((a) => this.customArgument(a, holders, out, false));
    const names: string[] = [];
    for (const [i, a] of element.args.entries()) {
      let name = this.customArgumentName(a, i);
      if (names.includes(name) || name === "parser" || name === "printer" || name === "op") name = `${name}${i}`;
      names.push(name);
    }
    this.directiveUses.push({
      name: element.name,
      paramNames: names,
      parseParams: element.args.map((a) => this.customArgumentType(a, false)),
      printParams: element.args.map((a) => this.customPrintArgumentType(a)),
      optional,
    });
    const call = `directives.parse${element.name}(parser${args.map((a) => `, ${a}`).join("")})`;
    const present = `custom${element.name}Present`;
    if (optional) out.line(`${present} = ${call} !== false;`);
    else out.line(`${call};`);
    for (const h of holders) out.line(h);
    out.close();
    return optional ? present : undefined;
  }

  parseOptionalGroup(element: Extract<OpElement, { kind: "optional" }>, out: Lines): void {
    const thenElements = element.then;
    const first = thenElements[element.thenParseStart] as OpElement;
    if (first.kind === "custom") out.line(`let custom${first.name}Present = false;`);
    const condition = this.parseElement(first, out, true) ?? "true";
    out.open(`if (${condition}) {`);
    // A unit attribute anchoring the group is not spelled: the group's presence implies it.
    const anchor = element.anchor;
    const elidedAnchor = anchor.kind === "attribute" && anchor !== first && (this.attrs[anchor.index] as AttributeFacts).isUnit;
    for (let i = element.thenParseStart + 1; i < thenElements.length; i++) {
      const child = thenElements[i] as OpElement;
      if (elidedAnchor && child === anchor) continue;
      this.parseElement(child, out, false);
    }
    if (elidedAnchor && !element.inverted) {
      out.line(`result.addAttribute(${str(this.attrName(anchor.index))}, builder.getUnitAttr());`);
    }
    if (element.else.length > 0) {
      out.close("} else {");
      out.depth++;
      for (const child of element.else) if (!(elidedAnchor && child === anchor)) this.parseElement(child, out, false);
      if (elidedAnchor && element.inverted) {
        out.line(`result.addAttribute(${str(this.attrName(anchor.index))}, builder.getUnitAttr());`);
      }
    }
    out.close();
  }

  parseOIList(element: Extract<OpElement, { kind: "oilist" }>, out: Lines): void {
    const seen = element.clauses.map((_, i) => `oilistClause${i}Seen`);
    for (const s of seen) out.line(`let ${s} = false;`);
    out.open("for (;;) {");
    element.clauses.forEach((clause, i) => {
      const keyword = isKeywordLiteral(clause.literal)
        ? `parser.parseOptionalKeyword(${str(clause.literal)})`
        : `parser.parseOptional${PUNCTUATION_METHOD[clause.literal] ?? "Comma"}()`;
      out.open(`${i === 0 ? "if" : "} else if"} (${keyword}) {`);
      out.line(`if (${seen[i]}) throw parser.emitError(parser.getNameLoc(), ${str(`\`${clause.literal}\` clause can appear at most once in the expansion of the oilist directive`)});`);
      out.line(`${seen[i]} = true;`);
      const only = clause.elements.length === 1 ? clause.elements[0] : undefined;
      if (only?.kind === "attribute" && (this.attrs[only.index] as AttributeFacts).isUnit) {
        out.line(`result.addAttribute(${str(this.attrName(only.index))}, builder.getUnitAttr());`);
      } else {
        for (const child of clause.elements) {
          // MLIR parses a clause's attribute as optional only when it is an OptionalAttr: a
          // defaulted one is required once its clause's keyword is there.
          if (child.kind === "attribute") this.parseAttribute(child, out, (this.attrs[child.index] as AttributeFacts).isOptional);
          else this.parseElement(child, out, false);
        }
      }
      out.depth--;
    });
    out.line("} else {");
    out.line("  break;");
    out.line("}");
    out.close();
  }

  /**
   * The types a resolution yields: one type (`single`) or a list. A transformer applied
   * to a single type for a variable-length target yields the list (e.g. a function
   * type's inputs).
   */
  resolverTypes(resolution: TypeResolution, targetVariadic = false): { expr: string; single: boolean } {
    const r = resolution.resolver;
    if (r === undefined) {
      return { expr: `buildableType${resolution.builderIndex ?? 0}`, single: true };
    }
    let expr: string;
    let single: boolean;
    if (r.kind === "operand") {
      single = !isVariableLength(this.op.operands[r.index] as NamedTypeConstraint);
      expr = `${this.operandTypesExpr(r.index)}`;
    } else if (r.kind === "result") {
      single = !isVariableLength(this.op.results[r.index] as NamedTypeConstraint);
      expr = `${this.resultTypesExpr(r.index)}`;
    } else {
      single = true;
      expr = `(result.getAttribute(${str(this.attrName(r.index))}) as unknown as { type: ir.Type }).type`;
    }
    if (single && r.kind !== "attribute") expr = `(${expr})[0] as ir.Type`;
    if (resolution.transformer !== undefined) {
      const transform = substituteBuilder(resolution.transformer.replace(/\$_self/g, "self").replace(/\$_ctxt/g, "parser.getContext()"));
      if (single && targetVariadic) return { expr: `((self: ir.Type): readonly ir.Type[] => ${transform})(${expr})`, single: false };
      if (single) expr = `((self: ir.Type): ir.Type => ${transform})(${expr})`;
      else expr = `(${expr}).map((self: ir.Type): ir.Type => ${transform})`;
    }
    return { expr, single };
  }

  operandTypesExpr(i: number): string {
    const resolution = this.fmt.operandTypes[i] as TypeResolution;
    if (this.fmt.allOperandTypes) return `opAsm.sliceTypes(allOperandTypes, ${i}, ${JSON.stringify(this.operandVariadic)}, [${this.op.operands.map((_, j) => `${this.operandName(j)}Operands.length`).join(", ")}])`;
    if (resolution.resolver === undefined && resolution.builderIndex === undefined) return `${this.operandName(i)}Types`;
    const { expr, single } = this.resolverTypes(resolution);
    return single ? `[${expr}]` : expr;
  }

  resultTypesExpr(i: number): string {
    const resolution = this.fmt.resultTypes[i] as TypeResolution;
    if (resolution.resolver === undefined && resolution.builderIndex === undefined) return `${this.resultName(i)}Types`;
    const { expr, single } = this.resolverTypes(resolution);
    return single ? `[${expr}]` : expr;
  }

  /**
   * A parsed type that a transformer turns into another (e.g. `TypesMatchWith` deriving an
   * i1 result type from an operand's) is checked against its own constraint first, as ODS
   * parsers do: "'lhs' must be signless-integer-like, but got 'f32'" at the op name.
   */
  emitTransformedTypeChecks(out: Lines): void {
    const checked = new Set<string>();
    for (const resolution of [...this.fmt.resultTypes, ...this.fmt.operandTypes]) {
      const r = resolution.resolver;
      if (resolution.transformer === undefined || r === undefined || r.kind === "attribute") continue;
      const key = `${r.kind}${r.index}`;
      if (checked.has(key)) continue;
      checked.add(key);
      const variable = (r.kind === "operand" ? this.op.operands[r.index] : this.op.results[r.index]) as NamedTypeConstraint;
      const cond = this.typeCondition(variable.constraint.defName);
      if (cond === undefined) continue;
      const types = r.kind === "operand" ? `${this.operandName(r.index)}Types` : `${this.resultName(r.index)}Types`;
      out.open(`for (const type of ${types}) {`);
      out.line(`if (!(${cond.replace(/\$_self(?![A-Za-z0-9_])/g, "type")}))`);
      out.line(`  opAsm.invalidParsedType(parser, ${str(variable.name)}, ${str(variable.constraint.summary)}, type);`);
      out.close();
    }
  }

  emitParserResolution(out: Lines): void {
    const op = this.op;
    const fmt = this.fmt;
    this.emitTransformedTypeChecks(out);
    fmt.buildableTypes.forEach((b, i) => out.line(`const buildableType${i} = ${substituteBuilder(b)};`));
    // Operands given by the `operands` directive are split into groups by count.
    if (fmt.allOperands) {
      if (op.operands.length === 1) out.line(`${this.operandName(0)}Operands = allOperands;`);
    }
    // Result types.
    if (fmt.allResultTypes) out.line("result.addTypes(allResultTypes);");
    else if (!fmt.infersResultTypes) {
      op.results.forEach((_, i) => {
        const resolution = fmt.resultTypes[i] as TypeResolution;
        if (resolution.resolver === undefined && resolution.builderIndex === undefined) out.line(`result.addTypes(${this.resultName(i)}Types);`);
        else {
          const { expr, single } = this.resolverTypes(resolution, this.resultVariadic[i] === true);
          out.line(single ? `result.addType(${expr});` : `result.addTypes(${expr});`);
        }
      });
    }
    // Operands.
    if (fmt.allOperands && op.operands.length !== 1) {
      const typeParts = op.operands.map((_, i) => {
        const resolution = fmt.operandTypes[i] as TypeResolution;
        if (fmt.allOperandTypes) return "";
        if (resolution.resolver === undefined && resolution.builderIndex === undefined) return `...${this.operandName(i)}Types`;
        const { expr, single } = this.resolverTypes(resolution);
        return single ? expr : `...${expr}`;
      });
      const types = fmt.allOperandTypes ? "allOperandTypes" : `[${typeParts.join(", ")}]`;
      out.line(`parser.resolveOperands(allOperands, ${types}, allOperandsLoc, result.operands);`);
    } else {
      op.operands.forEach((operand, i) => {
        const name = this.operandName(i);
        const resolution = fmt.operandTypes[i] as TypeResolution;
        if (fmt.allOperandTypes) {
          // All operand types parsed as one list: a count mismatch is reported where the `operands`
          // directive began, else at the op's name, as MLIR's generated parsers do.
          const at = fmt.allOperands ? "allOperandsLoc" : "parser.getNameLoc()";
          if (i === 0) out.line(`parser.resolveOperands(${op.operands.length === 1 ? `${name}Operands` : `[${op.operands.map((_, j) => `...${this.operandName(j)}Operands`).join(", ")}]`}, allOperandTypes, ${at}, result.operands);`);
          return;
        }
        if (resolution.resolver === undefined && resolution.builderIndex === undefined) {
          out.line(`parser.resolveOperands(${name}Operands, ${name}Types, ${name}OperandsLoc, result.operands);`);
          return;
        }
        // A transformer yields a list for a variadic group, one type for an optional value.
        const { expr, single } = this.resolverTypes(resolution, operand.constraint.variadic);
        if (single) {
          if (isVariableLength(operand)) out.line(`parser.resolveOperands(${name}Operands, ${expr}, ${name}OperandsLoc, result.operands);`);
          else out.line(`parser.resolveOperand(${name}Operands[0] as opAsm.UnresolvedOperand, ${expr}, result.operands);`);
        } else {
          out.line(`parser.resolveOperands(${name}Operands, ${expr}, ${name}OperandsLoc, result.operands);`);
        }
      });
    }
    if (op.operandSegments) {
      const sizes = fmt.allOperands && op.operands.length !== 1 ? "[allOperands.length]" : `[${op.operands.map((_, i) => `${this.operandName(i)}Operands.length`).join(", ")}]`;
      out.line(`result.addAttribute("operandSegmentSizes", builder.getDenseI32ArrayAttr(${sizes}));`);
    }
    if (op.resultSegments && !fmt.allResultTypes) {
      out.line(`result.addAttribute("resultSegmentSizes", builder.getDenseI32ArrayAttr([${op.results.map((_, i) => `${this.resultName(i)}Types.length`).join(", ")}]));`);
    }
    // Regions, in declaration order, with implicit terminators / single blocks.
    const implicit = this.fmt.facts.hasImplicitTerminator;
    const single = this.fmt.facts.hasSingleBlock;
    const finishRegion = (expr: string): void => {
      if (implicit) out.line(`opAsm.ensureTerminator(${expr}, ir.implicitTerminatorOf(result.name.info) ?? "", result.location);`);
      else if (single) out.line(`opAsm.ensureSingleBlock(${expr});`);
    };
    if (this.usesAllRegions()) {
      out.open("for (const region of allRegions) {");
      finishRegion("region");
      out.line("result.addRegion(region);");
      out.close();
    } else {
      op.regions.forEach((r, i) => {
        if (this.optionallyParsedRegions.has(i)) {
          if (r.variadic) out.line(`for (const region of ${this.regionName(i)}Regions) result.addRegion(region);`);
          else out.line(`result.addRegion(${this.regionName(i)}Region);`);
        } else if (r.variadic) {
          out.open(`for (const region of ${this.regionName(i)}Regions) {`);
          finishRegion("region");
          out.line("result.addRegion(region);");
          out.close();
        } else {
          finishRegion(`${this.regionName(i)}Region`);
          out.line(`result.addRegion(${this.regionName(i)}Region);`);
        }
      });
    }
    if (this.usesAllSuccessors()) out.line("result.addSuccessors(allSuccessors);");
    else {
      op.successors.forEach((s, i) => {
        if (s.variadic) out.line(`result.addSuccessors(${this.successorName(i)}Successors);`);
        else out.line(`if (${this.successorName(i)}Successor !== undefined) result.addSuccessor(${this.successorName(i)}Successor);`);
      });
    }
    if (fmt.infersResultTypes) {
      const infer = this.inferResultTypesCall === undefined ? `rt.inferReturnTypesOf(parser.getContext(), ${str(op.operationName)}, ` : `${this.inferResultTypesCall}(parser.getContext(), `;
      out.line(`result.addTypes(${infer}result.location, result.operands, ir.DictionaryAttr.get(parser.getContext(), result.attributes), result.propertiesAttr, result.regions));`);
    }
  }

  // ================================================================ printer

  private shouldEmitSpace = true;
  /** Regions parsed as the anchor of an optional group (no block or terminator is ensured for them). */
  private readonly optionallyParsedRegions = new Set<number>();
  private lastWasPunctuation = false;

  emitPrinter(name: string): string {
    const out = new Lines();
    this.shouldEmitSpace = true;
    this.lastWasPunctuation = false;
    this.printerDefaults.length = 0;
    for (const element of this.fmt.elements) this.printElement(element, out);
    const prologue = this.printerDefaults.length > 0 ? [`  const defaults = ${name}Defaults;`] : [];
    const slots = this.printerDefaults.length > 0 ? [`const ${name}Defaults = new opAsm.DefaultAttributes();`, ""] : [];
    const directives = containsKind(this.fmt.elements, "custom") ? `, directives: ${this.directivesType}` : "";
    return [...slots, `export function ${name}(op: ir.Operation, printer: opAsm.OpAsmPrinter${directives}): void {`, ...prologue, ...out.lines, "}"].join("\n");
  }

  /**
   * Whether group `i` is operand (result) `i` itself: it and every group before it have one
   * value and no segment sizes are kept (then groupBounds gives [i, i + 1]), so the printer
   * reads it directly rather than computing the group on every print.
   */
  private static fixedPrefix(variadic: readonly boolean[], i: number, segments: boolean): boolean {
    if (segments) return false;
    for (let j = 0; j <= i; j++) if (variadic[j] === true) return false;
    return true;
  }

  operandValues(i: number): string {
    if (this.simpleOperands || OpFormatEmitter.fixedPrefix(this.operandVariadic, i, this.op.operandSegments)) return `[op.getOperand(${i})]`;
    const segment = this.op.operandSegments ? str("operandSegmentSizes") : "undefined";
    return `opAsm.operandGroup(op, ${i}, ${JSON.stringify(this.operandVariadic)}, ${segment})`;
  }

  operandValue(i: number): string {
    if (this.simpleOperands || OpFormatEmitter.fixedPrefix(this.operandVariadic, i, this.op.operandSegments)) return `op.getOperand(${i})`;
    return `(${this.operandValues(i)}[0] as ir.Value)`;
  }

  /** A single result, found through the result groups when a variadic one comes before it. */
  resultValue(i: number): string {
    if (this.simpleResults || OpFormatEmitter.fixedPrefix(this.resultVariadic, i, this.op.resultSegments)) return `op.getResult(${i})`;
    return `(${this.resultValues(i)}[0] as ir.Value)`;
  }

  resultValues(i: number): string {
    if (this.simpleResults || OpFormatEmitter.fixedPrefix(this.resultVariadic, i, this.op.resultSegments)) return `[op.getResult(${i})]`;
    const segment = this.op.resultSegments ? str("resultSegmentSizes") : "undefined";
    return `opAsm.resultGroup(op, ${i}, ${JSON.stringify(this.resultVariadic)}, ${segment})`;
  }

  attrGet(i: number): string {
    return `op.getAttr(${str(this.attrName(i))})`;
  }

  /** Default attribute values used by the printer, built once per context (see emitPrinter). */
  private readonly printerDefaults: string[] = [];

  /** An expression for the default value of attribute `i`, cached per context. */
  defaultAttrExpr(i: number): string {
    const facts = this.attrs[i] as AttributeFacts;
    const build = constBuilder(facts.constBuilderCall as string, facts.defaultValue as string);
    let slot = this.printerDefaults.indexOf(build);
    if (slot < 0) {
      this.printerDefaults.push(build);
      slot = this.printerDefaults.length - 1;
    }
    return `defaults.get(op.context, ${slot}, (builder: opAsm.OdsBuilder) => ${build})`;
  }

  /** Whether the default-valued attribute `i` is present and not its default. */
  attrNonDefault(i: number, value: string): string {
    const facts = this.attrs[i] as AttributeFacts;
    if (facts.defaultValue === undefined || facts.constBuilderCall === undefined) return `${value} !== undefined`;
    return `${value} !== undefined && ${value} !== ${this.defaultAttrExpr(i)}`;
  }

  space(out: Lines): void {
    if (this.shouldEmitSpace || !this.lastWasPunctuation) out.line(`printer.write(" ");`);
    this.lastWasPunctuation = false;
    this.shouldEmitSpace = true;
  }

  printLiteral(value: string, out: Lines): void {
    const front = value.charAt(0);
    let spaceBefore: boolean;
    if (value.length !== 1 && value !== "->") spaceBefore = true;
    else if (this.lastWasPunctuation) spaceBefore = !">)}],".includes(front);
    else spaceBefore = !"<>(){}[],".includes(front);
    out.line(`printer.write(${str(this.shouldEmitSpace && spaceBefore ? ` ${value}` : value)});`);
    this.shouldEmitSpace = value.length !== 1 || !"<({[".includes(front);
    this.lastWasPunctuation = front !== "_" && !/[A-Za-z]/.test(front);
  }

  printElement(element: OpElement, out: Lines): void {
    switch (element.kind) {
      case "literal":
        this.printLiteral(element.value, out);
        return;
      case "space":
        if (element.value === "\\n") {
          out.line("printer.printNewline();");
          return;
        }
        if (element.value === " ") {
          out.line(`printer.write(" ");`);
          this.lastWasPunctuation = false;
        } else {
          this.lastWasPunctuation = true;
        }
        this.shouldEmitSpace = false;
        return;
      case "optional":
        this.printOptionalGroup(element, out);
        return;
      case "oilist":
        this.printOIList(element, out);
        return;
      case "attr-dict":
        this.printAttrDict(element.withKeyword, out);
        this.lastWasPunctuation = false;
        return;
      case "prop-dict": {
        out.line(`printer.write(" ");`);
        const elided = [...this.fmt.usedAttributes.map((i) => str(this.attrName(i))), ...this.fmt.usedProperties.map((i) => str(this.op.properties[i]?.name ?? ""))];
        out.line(`opAsm.printPropDict(printer, op, [${elided.join(", ")}]);`);
        this.lastWasPunctuation = false;
        return;
      }
      default:
        break;
    }
    this.space(out);
    switch (element.kind) {
      case "operand": {
        const operand = this.op.operands[element.index] as NamedTypeConstraint;
        if (operand.constraint.variadic) out.line(`printer.printOperands(${this.operandValues(element.index)});`);
        else if (operand.constraint.optional) out.line(`{ const value = ${this.operandValues(element.index)}[0]; if (value !== undefined) printer.printOperand(value); }`);
        else out.line(`printer.printOperand(${this.operandValue(element.index)});`);
        return;
      }
      case "operands":
        out.line("printer.printOperands(op.getOperands());");
        return;
      case "attribute": {
        const facts = this.attrs[element.index] as AttributeFacts;
        const get = this.attrGet(element.index);
        if (facts.isSymbolName) {
          out.line(`printer.printSymbolName((${get} as ir.StringAttr).value);`);
        } else if (facts.enumInfo !== undefined && facts.constBuilderCall !== undefined) {
          const e = facts.enumInfo;
          out.line(`{ const attr = ${get}; if (attr !== undefined) printer.write(opAsm.enumKeywordText(${e.symbolToString}(${e.underlyingToSymbol}((attr as unknown as { value: number | bigint }).value) as never))); }`);
        } else if (!element.qualified && DENSE_ARRAY_WIDTH.has(facts.storageType)) {
          out.line(`{ const attr = ${get}; if (attr !== undefined) opAsm.printDenseArrayBody(printer, attr); }`);
        } else if (facts.typeBuilder !== undefined) {
          out.line(`{ const attr = ${get}; if (attr !== undefined) printer.printAttributeWithoutType(attr); }`);
        } else if (element.qualified || isBuiltinStorage(facts.storageType)) {
          out.line(`{ const attr = ${get}; if (attr !== undefined) printer.printAttribute(attr); }`);
        } else {
          out.line(`{ const attr = ${get}; if (attr !== undefined) printer.printStrippedAttrOrType(attr); }`);
        }
        return;
      }
      case "region": {
        const region = this.op.regions[element.index];
        if (region?.variadic) {
          const [start, end] = [element.index, `op.numRegions - ${this.op.regions.length - 1 - element.index}`];
          out.open(`for (let i = ${start}; i < ${end}; i++) {`);
          out.line(`if (i > ${start}) printer.write(", ");`);
          this.printRegion("op.getRegion(i)", out);
          out.close();
        } else {
          this.printRegion(`op.getRegion(${element.index})`, out);
        }
        return;
      }
      case "regions":
        out.open("for (let i = 0; i < op.numRegions; i++) {");
        out.line(`if (i > 0) printer.write(", ");`);
        this.printRegion("op.getRegion(i)", out);
        out.close();
        return;
      case "successor": {
        const successor = this.op.successors[element.index];
        if (successor?.variadic) {
          out.open(`for (let i = ${element.index}; i < op.numSuccessors; i++) {`);
          out.line(`if (i > ${element.index}) printer.write(", ");`);
          out.line("printer.printSuccessor(op.getSuccessor(i));");
          out.close();
        } else {
          out.line(`printer.printSuccessor(op.getSuccessor(${element.index}));`);
        }
        return;
      }
      case "successors":
        out.open("for (let i = 0; i < op.numSuccessors; i++) {");
        out.line(`if (i > 0) printer.write(", ");`);
        out.line("printer.printSuccessor(op.getSuccessor(i));");
        out.close();
        return;
      case "type":
        this.printTypeArg(element.arg, out, element.qualified);
        return;
      case "functional-type":
        out.line(`printer.printFunctionalType(${this.typesOf(element.inputs)}, ${this.typesOf(element.results)});`);
        return;
      case "custom": {
        const args = element.args.map((a) => this.customPrintArgument(a));
        out.line(`directives.print${element.name}(printer, op${args.map((a) => `, ${a}`).join("")});`);
        return;
      }
      default:
        throw new Error(`unexpected ${element.kind} element in a format printer`);
    }
  }

  typesOf(arg: TypeArg): string {
    switch (arg.kind) {
      case "operand":
        if (this.argIsSingle(arg)) return `[${this.operandValue(arg.index)}.type]`;
        return `${this.operandValues(arg.index)}.map((v) => v.type)`;
      case "result":
        if (this.argIsSingle(arg)) return `[${this.resultValue(arg.index)}.type]`;
        return `${this.resultValues(arg.index)}.map((v) => v.type)`;
      case "operands":
        return "op.getOperands().map((v) => v.type)";
      case "results":
        return "op.getResultTypes()";
    }
  }

  printTypeArg(arg: TypeArg, out: Lines, qualified = false): void {
    if (this.argIsSingle(arg)) {
      const value = arg.kind === "operand" ? this.operandValue(arg.index) : this.resultValue((arg as { index: number }).index);
      const stripped = this.strippedTypeOf(arg, qualified);
      out.line(stripped !== undefined ? `(${stripped.print})(printer, ${value}.type);` : `printer.printType(${value}.type);`);
      return;
    }
    out.line(`printer.printTypes(${this.typesOf(arg)});`);
  }

  printRegion(region: string, out: Lines): void {
    if (this.fmt.facts.hasImplicitTerminator) {
      out.line(`printer.printRegion(${region}, true, opAsm.shouldPrintTerminator(${region}));`);
    } else {
      out.line(`printer.printRegion(${region});`);
    }
  }

  customPrintArgument(arg: OpElement): string {
    switch (arg.kind) {
      case "operand": {
        const operand = this.op.operands[arg.index] as NamedTypeConstraint;
        const segments = this.segmentAttr(arg.index);
        if (segments !== undefined) return `opAsm.splitGroups(${this.operandValues(arg.index)}, op.getAttr(${str(segments)}))`;
        if (operand.constraint.variadic) return this.operandValues(arg.index);
        if (operand.constraint.optional) return `${this.operandValues(arg.index)}[0]`;
        return this.operandValue(arg.index);
      }
      case "attribute":
        return this.attrGet(arg.index);
      case "type":
        if (arg.arg.kind === "operand" && this.segmentAttr(arg.arg.index) !== undefined) {
          return `opAsm.splitGroups(${this.operandValues(arg.arg.index)}, op.getAttr(${str(this.segmentAttr(arg.arg.index) as string)})).map((g) => g.map((v) => v.type))`;
        }
        if (this.argIsSingle(arg.arg)) return `${this.typesOf(arg.arg)}[0] as ir.Type`;
        if (this.argIsOptional(arg.arg)) return `${this.typesOf(arg.arg)}[0]`;
        return this.typesOf(arg.arg);
      case "region":
        return this.op.regions[arg.index]?.variadic ? `op.regions.slice(${arg.index})` : `op.getRegion(${arg.index})`;
      case "successor":
        return this.op.successors[arg.index]?.variadic ? `op.getSuccessors().slice(${arg.index})` : `op.getSuccessor(${arg.index})`;
      case "attr-dict": {
        // As MLIR's getAttrDictionary: discardable and inherent attributes, no native property.
        const nativeProperties = this.op.properties.map((p) => p.name);
        return nativeProperties.length === 0 ? "opAsm.operationAttributes(op)" : `opAsm.operationAttributes(op).filter((a) => ![${nativeProperties.map(str).join(", ")}].includes(a.name))`;
      }
      case "string":
        return arg.value.replace(/\$_ctxt/g, "op.context");
      case "ref":
        return this.customPrintArgument(arg.arg);
      case "property":
        return `op.getAttr(${str(this.op.properties[arg.index]?.name ?? "")})`;
      default:
        throw new Error(`unexpected custom directive argument ${arg.kind}`);
    }
  }

  printAttrDict(withKeyword: boolean, out: Lines): void {
    const elided = new Set<string>();
    for (const i of this.fmt.usedAttributes) elided.add(this.attrName(i));
    if (this.op.operandSegments) elided.add("operandSegmentSizes");
    // The group sizes of VariadicOfVariadic operands are implied by the syntax (MLIR's inferred attributes).
    for (const segments of this.fmt.facts.operandSegmentAttrs) if (segments !== undefined) elided.add(segments);
    if (this.op.resultSegments) elided.add("resultSegmentSizes");
    // Native properties are no attributes: the attribute dictionary never shows them (with
    // `prop-dict` it holds only discardable attributes anyway).
    if (!this.fmt.hasPropDict) for (const property of this.op.properties) elided.add(property.name);
    const defaults = this.attrs
      .map((facts, i) => ({ facts, i }))
      // As mlir-tblgen's printers: DefaultValuedOptionalAttr values equal to the default are elided too.
      .filter(({ facts }) => facts.defaultValue !== undefined && facts.constBuilderCall !== undefined && !elided.has(facts.name));
    const method = withKeyword ? "printOptionalAttrDictWithKeyword" : "printOptionalAttrDict";
    const list = `[${[...elided].map(str).join(", ")}]`;
    // With `prop-dict` in the format, the dictionary holds only the discardable attributes.
    if (this.fmt.hasPropDict) {
      out.line(`printer.${method}(op.attributes.value, ${elided.size === 0 ? "undefined" : list});`);
      return;
    }
    if (defaults.length === 0) {
      out.line(`printer.${method}(opAsm.operationAttributes(op), ${elided.size === 0 ? "undefined" : list});`);
      return;
    }
    out.open("{");
    out.line(`const elided: string[] = ${list};`);
    for (const { facts } of defaults) {
      out.line(`if (op.getAttr(${str(facts.name)}) === ${this.defaultAttrExpr(this.attrs.indexOf(facts))}) elided.push(${str(facts.name)});`);
    }
    out.line(`printer.${method}(opAsm.operationAttributes(op), elided);`);
    out.close();
  }

  anchorCondition(anchor: OpElement): string {
    switch (anchor.kind) {
      case "operand": {
        const operand = this.op.operands[anchor.index] as NamedTypeConstraint;
        if (!isVariableLength(operand)) return "true";
        return `${this.operandValues(anchor.index)}.length > 0`;
      }
      case "result":
        return `${this.resultValues(anchor.index)}.length > 0`;
      case "operands":
        return "op.numOperands > 0";
      case "results":
        return "op.numResults > 0";
      case "region":
        if (this.op.regions[anchor.index]?.variadic) return `op.numRegions > ${anchor.index}`;
        return `!op.getRegion(${anchor.index}).empty()`;
      case "regions":
        return "op.numRegions > 0";
      case "successor":
        if (this.op.successors[anchor.index]?.variadic) return `op.numSuccessors > ${anchor.index}`;
        return "true";
      case "successors":
        return "op.numSuccessors > 0";
      case "attribute": {
        const facts = this.attrs[anchor.index] as AttributeFacts;
        const get = this.attrGet(anchor.index);
        if (facts.defaultValue !== undefined && facts.constBuilderCall !== undefined && !facts.isOptional) {
          return `(${get} !== undefined && ${get} !== ${this.defaultAttrExpr(anchor.index)})`;
        }
        return `${get} !== undefined`;
      }
      case "type":
        return this.anchorCondition(anchor.arg);
      case "functional-type":
        return `(${this.anchorCondition(anchor.inputs)} || ${this.anchorCondition(anchor.results)})`;
      case "custom": {
        const parts = anchor.args.filter((a) => a.kind !== "ref").map((a) => this.anchorCondition(a));
        return parts.length === 0 ? "true" : `(${parts.join(" || ")})`;
      }
      default:
        return "true";
    }
  }

  printOptionalGroup(element: Extract<OpElement, { kind: "optional" }>, out: Lines): void {
    const anchor = element.anchor;
    let condition = this.anchorCondition(anchor);
    if (element.inverted) condition = `!(${condition})`;
    const thenElements = element.then;
    const elseElements = element.else;
    let elided: OpElement | undefined;
    if (anchor.kind === "attribute" && anchor !== thenElements[0] && (elseElements.length === 0 || anchor !== elseElements[0]) && (this.attrs[anchor.index] as AttributeFacts).isUnit) {
      elided = anchor;
    }
    out.open(`if (${condition}) {`);
    for (const child of thenElements) if (child !== elided) this.printElement(child, out);
    if (elseElements.length > 0) {
      out.close("} else {");
      out.depth++;
      for (const child of elseElements) if (child !== elided) this.printElement(child, out);
    }
    out.close();
  }

  printOIList(element: Extract<OpElement, { kind: "oilist" }>, out: Lines): void {
    for (const clause of element.clauses) {
      const vars: OpElement[] = [];
      for (const e of clause.elements) collectVars(e, vars);
      const conditions = vars.map((v) => {
        if (v.kind === "attribute") {
          // An oilist clause is not printed for an attribute holding its default value, an
          // optional one's too (DefaultValuedOptionalAttr), as ODS's oilist printer does.
          const facts = this.attrs[v.index] as AttributeFacts;
          if (facts.isUnit || facts.defaultValue === undefined || facts.constBuilderCall === undefined) return this.anchorCondition(v);
          const get = this.attrGet(v.index);
          return `(${get} !== undefined && ${get} !== ${this.defaultAttrExpr(v.index)})`;
        }
        if (v.kind === "operand" || v.kind === "result" || v.kind === "region") return this.anchorCondition(v);
        return "false";
      });
      out.open(`if (${conditions.length === 0 ? "false" : conditions.join(" || ")}) {`);
      this.printLiteral(clause.literal, out);
      const only = clause.elements.length === 1 ? clause.elements[0] : undefined;
      const isUnit = only?.kind === "attribute" && (this.attrs[only.index] as AttributeFacts).isUnit;
      if (!isUnit) for (const child of clause.elements) this.printElement(child, out);
      out.close();
    }
  }
}

function containsKind(elements: readonly OpElement[], kind: OpElement["kind"]): boolean {
  for (const e of elements) {
    if (e.kind === kind) return true;
    if (e.kind === "optional" && (containsKind(e.then, kind) || containsKind(e.else, kind))) return true;
    if (e.kind === "oilist" && e.clauses.some((c) => containsKind(c.elements, kind))) return true;
    if (e.kind === "custom" && containsKind(e.args, kind)) return true;
  }
  return false;
}

function collectVars(element: OpElement, out: OpElement[]): void {
  switch (element.kind) {
    case "attribute":
    case "operand":
    case "result":
    case "region":
      out.push(element);
      return;
    case "type":
      collectVars(element.arg, out);
      return;
    case "functional-type":
      collectVars(element.inputs, out);
      collectVars(element.results, out);
      return;
    case "custom":
      for (const a of element.args) collectVars(a, out);
      return;
    default:
      return;
  }
}

/** The parse and print functions of one op (names `parse<Class>` / `print<Class>`). */
export function emitOpFormatFunctions(
  fmt: OperationFormat,
  typeCondition?: TypeConditionLookup,
  directivesType?: string,
  inferResultTypesCall?: string,
  typeClass?: TypeClassLookup,
  strippedType?: StrippedTypeLookup,
): EmittedOpFormat {
  const emitter = new OpFormatEmitter(fmt, typeCondition, directivesType, inferResultTypesCall, typeClass, strippedType);
  const parseName = `parse${fmt.op.cppClassName}`;
  const printName = `print${fmt.op.cppClassName}`;
  const code = `${emitter.emitParser(parseName)}\n\n${emitter.emitPrinter(printName)}\n`;
  return { parseName, printName, code, directives: emitter.directiveUses };
}
