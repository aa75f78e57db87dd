// @generated from defs/mlir/Dialect/Index/IR/IndexOps.td — do not edit
import * as ir from "../src/dialects/ir.js";
import * as ods from "../src/dialects/ods.js";
import * as rt from "../src/dialects/op-runtime.js";
import * as opAsm from "../src/asm/op-asm/index.js";
import * as hooks from "../src/dialects/hooks/index.js";
/** index */
function typeConstraint0(type: ir.Type): boolean {
  return (ods.isIndex(type));
}

const BoolConstantOpPropertyChecks = new rt.PropertyChecks([["value", (attr: ir.Attribute): boolean => ods.isBoolAttr(attr)]], []);
/** 1-bit signless integer */
function typeConstraint2(type: ir.Type): boolean {
  return (ods.isSignlessInteger(type, 1));
}

/** integer or index */
function typeConstraint3(type: ir.Type): boolean {
  return ((ods.isInteger(type)) || (ods.isIndex(type)));
}

const CmpOpPropertyChecks = new rt.PropertyChecks([["pred", (attr: ir.Attribute): boolean => attr instanceof IndexCmpPredicateAttr]], []);
const ConstantOpPropertyChecks = new rt.PropertyChecks([["value", (attr: ir.Attribute): boolean => attr instanceof ir.IntegerAttr]], []);
/** index comparison predicate kind */
export type IndexCmpPredicate = "eq" | "ne" | "slt" | "sle" | "sgt" | "sge" | "ult" | "ule" | "ugt" | "uge";
export const IndexCmpPredicate = {
  EQ: "eq",
  NE: "ne",
  SLT: "slt",
  SLE: "sle",
  SGT: "sgt",
  SGE: "sge",
  ULT: "ult",
  ULE: "ule",
  UGT: "ugt",
  UGE: "uge",
} as const;
/** The cases of IndexCmpPredicate (MLIR's generated enum utilities). */
export const IndexCmpPredicateEnumInfo = new rt.IntEnumInfo<IndexCmpPredicate>({
  qualifiedName: "::mlir::index::IndexCmpPredicate", summary: "index comparison predicate kind",
  cases: [["eq", 0], ["ne", 1], ["slt", 2], ["sle", 3], ["sgt", 4], ["sge", 5], ["ult", 6], ["ule", 7], ["ugt", 8], ["uge", 9]],
});
/** The case spelled `text` or numbered `text`, or undefined. */
export function symbolizeIndexCmpPredicate(text: string | number | bigint): IndexCmpPredicate | undefined {
  return IndexCmpPredicateEnumInfo.symbolize(text);
}

export function stringifyIndexCmpPredicate(value: IndexCmpPredicate): string {
  return value;
}

/** The integer value of a case. */
export function indexCmpPredicateValue(value: IndexCmpPredicate): number {
  return IndexCmpPredicateEnumInfo.valueOf(value) as number;
}

export function getMaxEnumValForIndexCmpPredicate(): number {
  return 9;
}

export const IndexCmpPredicateKeywords: readonly IndexCmpPredicate[] = IndexCmpPredicateEnumInfo.keywords;
/**
 * index comparison predicate kind
 *
 * Possible values:
 * - `eq` (EQ)
 * - `ne` (NE)
 * - `slt` (SLT)
 * - `sle` (SLE)
 * - `sgt` (SGT)
 * - `sge` (SGE)
 * - `ult` (ULT)
 * - `ule` (ULE)
 * - `ugt` (UGT)
 * - `uge` (UGE)
 */
export class IndexCmpPredicateAttr extends ir.DialectAttribute {
  static readonly mnemonic = "cmp_predicate";
  /** an enum of type IndexCmpPredicate */
  declare readonly value: IndexCmpPredicate;
  private constructor(context: ir.MLIRContext, value: IndexCmpPredicate) {
    super(context);
    this.value = value;
  }
  override get dialectNamespace(): string {
    return "index";
  }
  /** The uniqued IndexCmpPredicateAttr of these parameters. */
  static get(context: ir.MLIRContext, value: IndexCmpPredicate): IndexCmpPredicateAttr {
    return rt.uniqueStorage<IndexCmpPredicateAttr>(context, "index.IndexCmpPredicateAttr", [value], (odsCandidate) => rt.sameParameter(odsCandidate.value, value), () => new IndexCmpPredicateAttr(context, value));
  }
  getValue(): IndexCmpPredicate {
    return this.value;
  }
  /** Parses what follows `cmp_predicate` (the format `$value`). */
  static parse(parser: rt.AttrTypeAsmParser, type: ir.Type | undefined): IndexCmpPredicateAttr {
    let valueValue: IndexCmpPredicate | undefined;
    valueValue = parser.parseParameter("IndexCmpPredicateAttr", "value", "::mlir::index::IndexCmpPredicate", () => rt.parseEnumParameter(parser, IndexCmpPredicateEnumInfo));
    return IndexCmpPredicateAttr.get(parser.context, valueValue as IndexCmpPredicate);
  }
  /** Prints what follows `cmp_predicate`. */
  print(printer: rt.AttrTypeAsmPrinter): void {
    printer.write(" ");
    printer.print(stringifyIndexCmpPredicate(this.value));
  }
  /** The op-format protocol: parses the stripped syntax (after the mnemonic). */
  static parseBody(state: rt.TextParserState, context: ir.MLIRContext): IndexCmpPredicateAttr {
    return rt.parseBodyWith(state, context, (parser) => IndexCmpPredicateAttr.parse(parser, undefined));
  }
  /** The op-format protocol: the mnemonic and body as text. */
  printBody(): string {
    return rt.printBodyText(this, IndexCmpPredicateAttr.mnemonic);
  }
}

/** The index dialect's attributes by mnemonic (MLIR's generatedAttributeParser/Printer tables). */
export const indexAttributeSyntax = new rt.MnemonicTable<rt.AttributeSyntax>([
  { mnemonic: IndexCmpPredicateAttr.mnemonic, prototype: IndexCmpPredicateAttr.prototype, parse: IndexCmpPredicateAttr.parse },
]);
/** Arguments of {@link AddOp.build}. */
export interface AddOpArgs {
  readonly lhs: rt.TypedValue<ir.IndexType>;
  readonly rhs: rt.TypedValue<ir.IndexType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * sum of two index values
 *
 * Adds two index values, wrapping around on overflow.
 *
 *     ```mlir
 *     %c = index.add %a, %b
 *     ```
 */
export class AddOp extends rt.OpView {
  static readonly operationName = "index.add";
  /** Wraps `operation`, which must be a index.add op. */
  static wrap(operation: ir.Operation): AddOp {
    if (operation.name.name !== AddOp.operationName) throw new TypeError("expected 'index.add', got '" + operation.name.name + "'");
    return new AddOp(operation);
  }
  getLhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IndexType>;
  }
  getRhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IndexType>;
  }
  getResult(): rt.TypedResult<ir.IndexType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IndexType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.typeBuilder(context).getIndexType()];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: AddOpArgs): AddOp {
    const operation = builder.create(AddOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [rt.typeBuilder(builder.context).getIndexType()],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new AddOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, AddOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint0(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "index");
      if (!typeConstraint0(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "index");
      if (!typeConstraint0(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "index");
      rt.rememberSignature(op, AddOp.verifiedSignatures);
    }
  }
}

/** index.add operands given as a plain list (MLIR's op adaptor). */
export class AddOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getLhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getRhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseAddOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let lhsOperands: opAsm.UnresolvedOperand[] = [];
  let lhsOperandsLoc = parser.getCurrentLocation();
  let lhsTypes: ir.Type[] = [];
  let rhsOperands: opAsm.UnresolvedOperand[] = [];
  let rhsOperandsLoc = parser.getCurrentLocation();
  let rhsTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  lhsOperandsLoc = parser.getCurrentLocation();
  lhsOperands.push(parser.parseOperand());
  parser.parseComma();
  rhsOperandsLoc = parser.getCurrentLocation();
  rhsOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  const buildableType0 = builder.getIndexType();
  result.addType(buildableType0);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
}

export function printAddOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
}

/** Arguments of {@link AndOp.build}. */
export interface AndOpArgs {
  readonly lhs: rt.TypedValue<ir.IndexType>;
  readonly rhs: rt.TypedValue<ir.IndexType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * bitwise and of index values
 *
 * ```mlir
 *     %r = index.and %a, %b
 *     ```
 */
export class AndOp extends rt.OpView {
  static readonly operationName = "index.and";
  /** Wraps `operation`, which must be a index.and op. */
  static wrap(operation: ir.Operation): AndOp {
    if (operation.name.name !== AndOp.operationName) throw new TypeError("expected 'index.and', got '" + operation.name.name + "'");
    return new AndOp(operation);
  }
  getLhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IndexType>;
  }
  getRhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IndexType>;
  }
  getResult(): rt.TypedResult<ir.IndexType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IndexType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.typeBuilder(context).getIndexType()];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: AndOpArgs): AndOp {
    const operation = builder.create(AndOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [rt.typeBuilder(builder.context).getIndexType()],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new AndOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, AndOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint0(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "index");
      if (!typeConstraint0(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "index");
      if (!typeConstraint0(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "index");
      rt.rememberSignature(op, AndOp.verifiedSignatures);
    }
  }
}

/** index.and operands given as a plain list (MLIR's op adaptor). */
export class AndOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getLhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getRhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseAndOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let lhsOperands: opAsm.UnresolvedOperand[] = [];
  let lhsOperandsLoc = parser.getCurrentLocation();
  let lhsTypes: ir.Type[] = [];
  let rhsOperands: opAsm.UnresolvedOperand[] = [];
  let rhsOperandsLoc = parser.getCurrentLocation();
  let rhsTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  lhsOperandsLoc = parser.getCurrentLocation();
  lhsOperands.push(parser.parseOperand());
  parser.parseComma();
  rhsOperandsLoc = parser.getCurrentLocation();
  rhsOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  const buildableType0 = builder.getIndexType();
  result.addType(buildableType0);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
}

export function printAndOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
}

/** Arguments of {@link BoolConstantOp.build}. */
export interface BoolConstantOpArgs {
  readonly value: ir.BoolAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * constant of type i1
 *
 * An i1 constant, produced for example when folding `index.cmp`.
 *
 *     ```mlir
 *     %true = index.bool.constant true
 *     ```
 */
export class BoolConstantOp extends rt.OpView {
  static readonly operationName = "index.bool.constant";
  /** Wraps `operation`, which must be a index.bool.constant op. */
  static wrap(operation: ir.Operation): BoolConstantOp {
    if (operation.name.name !== BoolConstantOp.operationName) throw new TypeError("expected 'index.bool.constant', got '" + operation.name.name + "'");
    return new BoolConstantOp(operation);
  }
  getResult(): rt.TypedResult<ir.IntegerType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IntegerType>;
  }
  getValueAttr(): ir.BoolAttr {
    return this.operation.getInherentAttr("value") as ir.BoolAttr;
  }
  setValueAttr(value: ir.BoolAttr): void {
    this.operation.setAttr("value", value);
  }
  getValue(): boolean {
    const attr = this.getValueAttr();
    return Number(attr.value) !== 0;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.typeBuilder(context).getIntegerType(1)];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: BoolConstantOpArgs): BoolConstantOp {
    const operation = builder.create(BoolConstantOp.operationName, location, {
      operands: [],
      resultTypes: [rt.typeBuilder(builder.context).getIntegerType(1)],
      properties: rt.buildProperties(builder, [["value", args.value]]),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new BoolConstantOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, BoolConstantOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, BoolConstantOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 0, false);
      {
        const attr = rt.requireAttribute(op, "value");
        rt.verifyAttributeConstraint(op, "value", ((ods.isBoolAttr(attr))), "bool attribute");
      }
      if (!typeConstraint2(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "1-bit signless integer");
      rt.rememberSignature(op, BoolConstantOp.verifiedSignatures);
    }
  }
}

/** index.bool.constant operands given as a plain list (MLIR's op adaptor). */
export class BoolConstantOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getValueAttr(): ir.Attribute | undefined {
    return this.properties?.get("value");
  }
}

export function parseBoolConstantOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let resultTypes: ir.Type[] = [];
  parser.parseOptionalAttrDict(result.attributes);
  const valueAttr = parser.parseAttribute(builder.getIntegerType(1));
  result.addAttribute("value", valueAttr);
  const buildableType0 = builder.getIntegerType(1);
  result.addType(buildableType0);
}

export function printBoolConstantOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["value"]);
  printer.write(" ");
  { const attr = op.getAttr("value"); if (attr !== undefined) printer.printAttributeWithoutType(attr); }
}

/** Arguments of {@link CastSOp.build}. */
export interface CastSOpArgs {
  readonly input: rt.TypedValue<ir.IntegerType | ir.IndexType>;
  readonly outputType: ir.IntegerType | ir.IndexType;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * sign-extending or truncating conversion to or from index
 *
 * Converts between `index` and a fixed-width integer: narrowing truncates
 *     and widening sign-extends. Exactly one side must be `index`.
 *
 *     ```mlir
 *     %i = index.casts %n : index to i32
 *     %j = index.casts %k : i64 to index
 *     ```
 */
export class CastSOp extends rt.OpView {
  static readonly operationName = "index.casts";
  /** Wraps `operation`, which must be a index.casts op. */
  static wrap(operation: ir.Operation): CastSOp {
    if (operation.name.name !== CastSOp.operationName) throw new TypeError("expected 'index.casts', got '" + operation.name.name + "'");
    return new CastSOp(operation);
  }
  getInput(): rt.TypedValue<ir.IntegerType | ir.IndexType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IntegerType | ir.IndexType>;
  }
  getOutput(): rt.TypedResult<ir.IntegerType | ir.IndexType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IntegerType | ir.IndexType>;
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: CastSOpArgs): CastSOp {
    const operation = builder.create(CastSOp.operationName, location, {
      operands: [args.input],
      resultTypes: [args.outputType],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new CastSOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, CastSOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      if (!typeConstraint3(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "integer or index");
      if (!typeConstraint3(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "integer or index");
      rt.rememberSignature(op, CastSOp.verifiedSignatures);
    }
    rt.verifyCastOpInterface(op, hooks.areCastCompatibleCastSOp);
  }
}

/** index.casts operands given as a plain list (MLIR's op adaptor). */
export class CastSOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getInput(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseCastSOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let inputOperands: opAsm.UnresolvedOperand[] = [];
  let inputOperandsLoc = parser.getCurrentLocation();
  let inputTypes: ir.Type[] = [];
  let outputTypes: ir.Type[] = [];
  inputOperandsLoc = parser.getCurrentLocation();
  inputOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  inputTypes = [parser.parseType()];
  parser.parseKeyword("to");
  outputTypes = [parser.parseType()];
  result.addTypes(outputTypes);
  parser.resolveOperands(inputOperands, inputTypes, inputOperandsLoc, result.operands);
}

export function printCastSOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getOperand(0).type);
  printer.write(" to");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link CastUOp.build}. */
export interface CastUOpArgs {
  readonly input: rt.TypedValue<ir.IntegerType | ir.IndexType>;
  readonly outputType: ir.IntegerType | ir.IndexType;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * zero-extending or truncating conversion to or from index
 *
 * Like `index.casts`, but widening zero-extends.
 *
 *     ```mlir
 *     %i = index.castu %b : i8 to index
 *     ```
 */
export class CastUOp extends rt.OpView {
  static readonly operationName = "index.castu";
  /** Wraps `operation`, which must be a index.castu op. */
  static wrap(operation: ir.Operation): CastUOp {
    if (operation.name.name !== CastUOp.operationName) throw new TypeError("expected 'index.castu', got '" + operation.name.name + "'");
    return new CastUOp(operation);
  }
  getInput(): rt.TypedValue<ir.IntegerType | ir.IndexType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IntegerType | ir.IndexType>;
  }
  getOutput(): rt.TypedResult<ir.IntegerType | ir.IndexType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IntegerType | ir.IndexType>;
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: CastUOpArgs): CastUOp {
    const operation = builder.create(CastUOp.operationName, location, {
      operands: [args.input],
      resultTypes: [args.outputType],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new CastUOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, CastUOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      if (!typeConstraint3(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "integer or index");
      if (!typeConstraint3(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "integer or index");
      rt.rememberSignature(op, CastUOp.verifiedSignatures);
    }
    rt.verifyCastOpInterface(op, hooks.areCastCompatibleCastUOp);
  }
}

/** index.castu operands given as a plain list (MLIR's op adaptor). */
export class CastUOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getInput(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseCastUOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let inputOperands: opAsm.UnresolvedOperand[] = [];
  let inputOperandsLoc = parser.getCurrentLocation();
  let inputTypes: ir.Type[] = [];
  let outputTypes: ir.Type[] = [];
  inputOperandsLoc = parser.getCurrentLocation();
  inputOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  inputTypes = [parser.parseType()];
  parser.parseKeyword("to");
  outputTypes = [parser.parseType()];
  result.addTypes(outputTypes);
  parser.resolveOperands(inputOperands, inputTypes, inputOperandsLoc, result.operands);
}

export function printCastUOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getOperand(0).type);
  printer.write(" to");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link CeilDivSOp.build}. */
export interface CeilDivSOpArgs {
  readonly lhs: rt.TypedValue<ir.IndexType>;
  readonly rhs: rt.TypedValue<ir.IndexType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * signed quotient of index values, rounded up
 *
 * Signed division rounding toward positive infinity; a zero divisor is
 *     undefined behavior.
 *
 *     ```mlir
 *     %q = index.ceildivs %a, %b
 *     ```
 */
export class CeilDivSOp extends rt.OpView {
  static readonly operationName = "index.ceildivs";
  /** Wraps `operation`, which must be a index.ceildivs op. */
  static wrap(operation: ir.Operation): CeilDivSOp {
    if (operation.name.name !== CeilDivSOp.operationName) throw new TypeError("expected 'index.ceildivs', got '" + operation.name.name + "'");
    return new CeilDivSOp(operation);
  }
  getLhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IndexType>;
  }
  getRhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IndexType>;
  }
  getResult(): rt.TypedResult<ir.IndexType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IndexType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.typeBuilder(context).getIndexType()];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: CeilDivSOpArgs): CeilDivSOp {
    const operation = builder.create(CeilDivSOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [rt.typeBuilder(builder.context).getIndexType()],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new CeilDivSOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, CeilDivSOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint0(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "index");
      if (!typeConstraint0(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "index");
      if (!typeConstraint0(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "index");
      rt.rememberSignature(op, CeilDivSOp.verifiedSignatures);
    }
  }
}

/** index.ceildivs operands given as a plain list (MLIR's op adaptor). */
export class CeilDivSOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getLhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getRhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseCeilDivSOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let lhsOperands: opAsm.UnresolvedOperand[] = [];
  let lhsOperandsLoc = parser.getCurrentLocation();
  let lhsTypes: ir.Type[] = [];
  let rhsOperands: opAsm.UnresolvedOperand[] = [];
  let rhsOperandsLoc = parser.getCurrentLocation();
  let rhsTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  lhsOperandsLoc = parser.getCurrentLocation();
  lhsOperands.push(parser.parseOperand());
  parser.parseComma();
  rhsOperandsLoc = parser.getCurrentLocation();
  rhsOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  const buildableType0 = builder.getIndexType();
  result.addType(buildableType0);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
}

export function printCeilDivSOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
}

/** Arguments of {@link CeilDivUOp.build}. */
export interface CeilDivUOpArgs {
  readonly lhs: rt.TypedValue<ir.IndexType>;
  readonly rhs: rt.TypedValue<ir.IndexType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * unsigned quotient of index values, rounded up
 *
 * Unsigned division rounding up; a zero divisor is undefined behavior.
 *
 *     ```mlir
 *     %q = index.ceildivu %a, %b
 *     ```
 */
export class CeilDivUOp extends rt.OpView {
  static readonly operationName = "index.ceildivu";
  /** Wraps `operation`, which must be a index.ceildivu op. */
  static wrap(operation: ir.Operation): CeilDivUOp {
    if (operation.name.name !== CeilDivUOp.operationName) throw new TypeError("expected 'index.ceildivu', got '" + operation.name.name + "'");
    return new CeilDivUOp(operation);
  }
  getLhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IndexType>;
  }
  getRhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IndexType>;
  }
  getResult(): rt.TypedResult<ir.IndexType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IndexType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.typeBuilder(context).getIndexType()];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: CeilDivUOpArgs): CeilDivUOp {
    const operation = builder.create(CeilDivUOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [rt.typeBuilder(builder.context).getIndexType()],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new CeilDivUOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, CeilDivUOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint0(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "index");
      if (!typeConstraint0(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "index");
      if (!typeConstraint0(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "index");
      rt.rememberSignature(op, CeilDivUOp.verifiedSignatures);
    }
  }
}

/** index.ceildivu operands given as a plain list (MLIR's op adaptor). */
export class CeilDivUOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getLhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getRhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseCeilDivUOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let lhsOperands: opAsm.UnresolvedOperand[] = [];
  let lhsOperandsLoc = parser.getCurrentLocation();
  let lhsTypes: ir.Type[] = [];
  let rhsOperands: opAsm.UnresolvedOperand[] = [];
  let rhsOperandsLoc = parser.getCurrentLocation();
  let rhsTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  lhsOperandsLoc = parser.getCurrentLocation();
  lhsOperands.push(parser.parseOperand());
  parser.parseComma();
  rhsOperandsLoc = parser.getCurrentLocation();
  rhsOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  const buildableType0 = builder.getIndexType();
  result.addType(buildableType0);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
}

export function printCeilDivUOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
}

/** Arguments of {@link CmpOp.build}. */
export interface CmpOpArgs {
  readonly lhs: rt.TypedValue<ir.IndexType>;
  readonly rhs: rt.TypedValue<ir.IndexType>;
  readonly pred: IndexCmpPredicateAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * comparison of index values
 *
 * Compares two index values with a predicate (`eq`, `ne`, `slt`, `sle`,
 *     `sgt`, `sge`, `ult`, `ule`, `ugt`, `uge`) and returns an i1.
 *
 *     ```mlir
 *     %ok = index.cmp ult(%i, %size)
 *     ```
 */
export class CmpOp extends rt.OpView {
  static readonly operationName = "index.cmp";
  /** Wraps `operation`, which must be a index.cmp op. */
  static wrap(operation: ir.Operation): CmpOp {
    if (operation.name.name !== CmpOp.operationName) throw new TypeError("expected 'index.cmp', got '" + operation.name.name + "'");
    return new CmpOp(operation);
  }
  getLhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IndexType>;
  }
  getRhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IndexType>;
  }
  getResult(): rt.TypedResult<ir.IntegerType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IntegerType>;
  }
  getPredAttr(): IndexCmpPredicateAttr {
    return this.operation.getInherentAttr("pred") as IndexCmpPredicateAttr;
  }
  setPredAttr(value: IndexCmpPredicateAttr): void {
    this.operation.setAttr("pred", value);
  }
  getPred(): IndexCmpPredicate {
    const attr = this.getPredAttr();
    return attr.value;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.typeBuilder(context).getIntegerType(1)];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: CmpOpArgs): CmpOp {
    const operation = builder.create(CmpOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [rt.typeBuilder(builder.context).getIntegerType(1)],
      properties: rt.buildProperties(builder, [["pred", args.pred]]),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new CmpOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, CmpOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, CmpOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      {
        const attr = rt.requireAttribute(op, "pred");
        rt.verifyAttributeConstraint(op, "pred", ((attr instanceof IndexCmpPredicateAttr)), "index comparison predicate kind");
      }
      if (!typeConstraint0(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "index");
      if (!typeConstraint0(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "index");
      if (!typeConstraint2(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "1-bit signless integer");
      rt.rememberSignature(op, CmpOp.verifiedSignatures);
    }
  }
}

/** index.cmp operands given as a plain list (MLIR's op adaptor). */
export class CmpOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getLhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getRhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getPredAttr(): ir.Attribute | undefined {
    return this.properties?.get("pred");
  }
}

export function parseCmpOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let lhsOperands: opAsm.UnresolvedOperand[] = [];
  let lhsOperandsLoc = parser.getCurrentLocation();
  let lhsTypes: ir.Type[] = [];
  let rhsOperands: opAsm.UnresolvedOperand[] = [];
  let rhsOperandsLoc = parser.getCurrentLocation();
  let rhsTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  const predAttr = parser.parseCustomAttributeWithFallback(IndexCmpPredicateAttr, undefined);
  result.addAttribute("pred", predAttr);
  parser.parseLParen();
  lhsOperandsLoc = parser.getCurrentLocation();
  lhsOperands.push(parser.parseOperand());
  parser.parseComma();
  rhsOperandsLoc = parser.getCurrentLocation();
  rhsOperands.push(parser.parseOperand());
  parser.parseRParen();
  parser.parseOptionalAttrDict(result.attributes);
  const buildableType0 = builder.getIntegerType(1);
  const buildableType1 = builder.getIndexType();
  result.addType(buildableType0);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, buildableType1, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, buildableType1, result.operands);
}

export function printCmpOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  { const attr = op.getAttr("pred"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  printer.write("(");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.write(")");
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["pred"]);
}

/** Arguments of {@link ConstantOp.build}. */
export interface ConstantOpArgs {
  readonly value: ir.IntegerAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * constant of type index
 *
 * ```mlir
 *     %c42 = index.constant 42
 *     ```
 */
export class ConstantOp extends rt.OpView {
  static readonly operationName = "index.constant";
  /** Wraps `operation`, which must be a index.constant op. */
  static wrap(operation: ir.Operation): ConstantOp {
    if (operation.name.name !== ConstantOp.operationName) throw new TypeError("expected 'index.constant', got '" + operation.name.name + "'");
    return new ConstantOp(operation);
  }
  getResult(): rt.TypedResult<ir.IndexType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IndexType>;
  }
  getValueAttr(): ir.IntegerAttr {
    return this.operation.getInherentAttr("value") as ir.IntegerAttr;
  }
  setValueAttr(value: ir.IntegerAttr): void {
    this.operation.setAttr("value", value);
  }
  getValue(): bigint {
    const attr = this.getValueAttr();
    return attr.getValue();
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.typeBuilder(context).getIndexType()];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: ConstantOpArgs): ConstantOp {
    const operation = builder.create(ConstantOp.operationName, location, {
      operands: [],
      resultTypes: [rt.typeBuilder(builder.context).getIndexType()],
      properties: rt.buildProperties(builder, [["value", args.value]]),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new ConstantOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, ConstantOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, ConstantOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 0, false);
      {
        const attr = rt.requireAttribute(op, "value");
        rt.verifyAttributeConstraint(op, "value", (((ods.isIntegerAttr(attr)) && (ods.isIndex(ods.attrType(attr))))), "index attribute");
      }
      if (!typeConstraint0(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "index");
      rt.rememberSignature(op, ConstantOp.verifiedSignatures);
    }
  }
}

/** index.constant operands given as a plain list (MLIR's op adaptor). */
export class ConstantOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getValueAttr(): ir.Attribute | undefined {
    return this.properties?.get("value");
  }
}

export function parseConstantOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let resultTypes: ir.Type[] = [];
  parser.parseOptionalAttrDict(result.attributes);
  const valueAttr = parser.parseAttributeOf(ir.IntegerAttr, builder.getIndexType());
  result.addAttribute("value", valueAttr);
  const buildableType0 = builder.getIndexType();
  result.addType(buildableType0);
}

export function printConstantOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["value"]);
  printer.write(" ");
  { const attr = op.getAttr("value"); if (attr !== undefined) printer.printAttributeWithoutType(attr); }
}

/** Arguments of {@link DivSOp.build}. */
export interface DivSOpArgs {
  readonly lhs: rt.TypedValue<ir.IndexType>;
  readonly rhs: rt.TypedValue<ir.IndexType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * signed quotient of index values, rounded toward zero
 *
 * Signed division rounding toward zero; a zero divisor is undefined
 *     behavior.
 *
 *     ```mlir
 *     %q = index.divs %a, %b
 *     ```
 */
export class DivSOp extends rt.OpView {
  static readonly operationName = "index.divs";
  /** Wraps `operation`, which must be a index.divs op. */
  static wrap(operation: ir.Operation): DivSOp {
    if (operation.name.name !== DivSOp.operationName) throw new TypeError("expected 'index.divs', got '" + operation.name.name + "'");
    return new DivSOp(operation);
  }
  getLhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IndexType>;
  }
  getRhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IndexType>;
  }
  getResult(): rt.TypedResult<ir.IndexType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IndexType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.typeBuilder(context).getIndexType()];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: DivSOpArgs): DivSOp {
    const operation = builder.create(DivSOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [rt.typeBuilder(builder.context).getIndexType()],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new DivSOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, DivSOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint0(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "index");
      if (!typeConstraint0(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "index");
      if (!typeConstraint0(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "index");
      rt.rememberSignature(op, DivSOp.verifiedSignatures);
    }
  }
}

/** index.divs operands given as a plain list (MLIR's op adaptor). */
export class DivSOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getLhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getRhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseDivSOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let lhsOperands: opAsm.UnresolvedOperand[] = [];
  let lhsOperandsLoc = parser.getCurrentLocation();
  let lhsTypes: ir.Type[] = [];
  let rhsOperands: opAsm.UnresolvedOperand[] = [];
  let rhsOperandsLoc = parser.getCurrentLocation();
  let rhsTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  lhsOperandsLoc = parser.getCurrentLocation();
  lhsOperands.push(parser.parseOperand());
  parser.parseComma();
  rhsOperandsLoc = parser.getCurrentLocation();
  rhsOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  const buildableType0 = builder.getIndexType();
  result.addType(buildableType0);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
}

export function printDivSOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
}

/** Arguments of {@link DivUOp.build}. */
export interface DivUOpArgs {
  readonly lhs: rt.TypedValue<ir.IndexType>;
  readonly rhs: rt.TypedValue<ir.IndexType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * unsigned quotient of index values
 *
 * Unsigned division; a zero divisor is undefined behavior.
 *
 *     ```mlir
 *     %q = index.divu %a, %b
 *     ```
 */
export class DivUOp extends rt.OpView {
  static readonly operationName = "index.divu";
  /** Wraps `operation`, which must be a index.divu op. */
  static wrap(operation: ir.Operation): DivUOp {
    if (operation.name.name !== DivUOp.operationName) throw new TypeError("expected 'index.divu', got '" + operation.name.name + "'");
    return new DivUOp(operation);
  }
  getLhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IndexType>;
  }
  getRhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IndexType>;
  }
  getResult(): rt.TypedResult<ir.IndexType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IndexType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.typeBuilder(context).getIndexType()];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: DivUOpArgs): DivUOp {
    const operation = builder.create(DivUOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [rt.typeBuilder(builder.context).getIndexType()],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new DivUOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, DivUOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint0(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "index");
      if (!typeConstraint0(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "index");
      if (!typeConstraint0(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "index");
      rt.rememberSignature(op, DivUOp.verifiedSignatures);
    }
  }
}

/** index.divu operands given as a plain list (MLIR's op adaptor). */
export class DivUOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getLhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getRhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseDivUOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let lhsOperands: opAsm.UnresolvedOperand[] = [];
  let lhsOperandsLoc = parser.getCurrentLocation();
  let lhsTypes: ir.Type[] = [];
  let rhsOperands: opAsm.UnresolvedOperand[] = [];
  let rhsOperandsLoc = parser.getCurrentLocation();
  let rhsTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  lhsOperandsLoc = parser.getCurrentLocation();
  lhsOperands.push(parser.parseOperand());
  parser.parseComma();
  rhsOperandsLoc = parser.getCurrentLocation();
  rhsOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  const buildableType0 = builder.getIndexType();
  result.addType(buildableType0);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
}

export function printDivUOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
}

/** Arguments of {@link FloorDivSOp.build}. */
export interface FloorDivSOpArgs {
  readonly lhs: rt.TypedValue<ir.IndexType>;
  readonly rhs: rt.TypedValue<ir.IndexType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * signed quotient of index values, rounded down
 *
 * Signed division rounding toward negative infinity; a zero divisor is
 *     undefined behavior.
 *
 *     ```mlir
 *     %q = index.floordivs %a, %b
 *     ```
 */
export class FloorDivSOp extends rt.OpView {
  static readonly operationName = "index.floordivs";
  /** Wraps `operation`, which must be a index.floordivs op. */
  static wrap(operation: ir.Operation): FloorDivSOp {
    if (operation.name.name !== FloorDivSOp.operationName) throw new TypeError("expected 'index.floordivs', got '" + operation.name.name + "'");
    return new FloorDivSOp(operation);
  }
  getLhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IndexType>;
  }
  getRhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IndexType>;
  }
  getResult(): rt.TypedResult<ir.IndexType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IndexType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.typeBuilder(context).getIndexType()];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: FloorDivSOpArgs): FloorDivSOp {
    const operation = builder.create(FloorDivSOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [rt.typeBuilder(builder.context).getIndexType()],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new FloorDivSOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, FloorDivSOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint0(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "index");
      if (!typeConstraint0(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "index");
      if (!typeConstraint0(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "index");
      rt.rememberSignature(op, FloorDivSOp.verifiedSignatures);
    }
  }
}

/** index.floordivs operands given as a plain list (MLIR's op adaptor). */
export class FloorDivSOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getLhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getRhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseFloorDivSOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let lhsOperands: opAsm.UnresolvedOperand[] = [];
  let lhsOperandsLoc = parser.getCurrentLocation();
  let lhsTypes: ir.Type[] = [];
  let rhsOperands: opAsm.UnresolvedOperand[] = [];
  let rhsOperandsLoc = parser.getCurrentLocation();
  let rhsTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  lhsOperandsLoc = parser.getCurrentLocation();
  lhsOperands.push(parser.parseOperand());
  parser.parseComma();
  rhsOperandsLoc = parser.getCurrentLocation();
  rhsOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  const buildableType0 = builder.getIndexType();
  result.addType(buildableType0);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
}

export function printFloorDivSOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
}

/** Arguments of {@link MaxSOp.build}. */
export interface MaxSOpArgs {
  readonly lhs: rt.TypedValue<ir.IndexType>;
  readonly rhs: rt.TypedValue<ir.IndexType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * larger of two index values, as signed
 *
 * The larger operand, read as signed.
 *
 *     ```mlir
 *     %m = index.maxs %a, %b
 *     ```
 */
export class MaxSOp extends rt.OpView {
  static readonly operationName = "index.maxs";
  /** Wraps `operation`, which must be a index.maxs op. */
  static wrap(operation: ir.Operation): MaxSOp {
    if (operation.name.name !== MaxSOp.operationName) throw new TypeError("expected 'index.maxs', got '" + operation.name.name + "'");
    return new MaxSOp(operation);
  }
  getLhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IndexType>;
  }
  getRhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IndexType>;
  }
  getResult(): rt.TypedResult<ir.IndexType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IndexType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.typeBuilder(context).getIndexType()];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: MaxSOpArgs): MaxSOp {
    const operation = builder.create(MaxSOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [rt.typeBuilder(builder.context).getIndexType()],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new MaxSOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, MaxSOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint0(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "index");
      if (!typeConstraint0(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "index");
      if (!typeConstraint0(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "index");
      rt.rememberSignature(op, MaxSOp.verifiedSignatures);
    }
  }
}

/** index.maxs operands given as a plain list (MLIR's op adaptor). */
export class MaxSOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getLhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getRhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseMaxSOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let lhsOperands: opAsm.UnresolvedOperand[] = [];
  let lhsOperandsLoc = parser.getCurrentLocation();
  let lhsTypes: ir.Type[] = [];
  let rhsOperands: opAsm.UnresolvedOperand[] = [];
  let rhsOperandsLoc = parser.getCurrentLocation();
  let rhsTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  lhsOperandsLoc = parser.getCurrentLocation();
  lhsOperands.push(parser.parseOperand());
  parser.parseComma();
  rhsOperandsLoc = parser.getCurrentLocation();
  rhsOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  const buildableType0 = builder.getIndexType();
  result.addType(buildableType0);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
}

export function printMaxSOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
}

/** Arguments of {@link MaxUOp.build}. */
export interface MaxUOpArgs {
  readonly lhs: rt.TypedValue<ir.IndexType>;
  readonly rhs: rt.TypedValue<ir.IndexType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * larger of two index values, as unsigned
 *
 * The larger operand, read as unsigned.
 *
 *     ```mlir
 *     %m = index.maxu %a, %b
 *     ```
 */
export class MaxUOp extends rt.OpView {
  static readonly operationName = "index.maxu";
  /** Wraps `operation`, which must be a index.maxu op. */
  static wrap(operation: ir.Operation): MaxUOp {
    if (operation.name.name !== MaxUOp.operationName) throw new TypeError("expected 'index.maxu', got '" + operation.name.name + "'");
    return new MaxUOp(operation);
  }
  getLhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IndexType>;
  }
  getRhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IndexType>;
  }
  getResult(): rt.TypedResult<ir.IndexType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IndexType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.typeBuilder(context).getIndexType()];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: MaxUOpArgs): MaxUOp {
    const operation = builder.create(MaxUOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [rt.typeBuilder(builder.context).getIndexType()],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new MaxUOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, MaxUOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint0(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "index");
      if (!typeConstraint0(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "index");
      if (!typeConstraint0(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "index");
      rt.rememberSignature(op, MaxUOp.verifiedSignatures);
    }
  }
}

/** index.maxu operands given as a plain list (MLIR's op adaptor). */
export class MaxUOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getLhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getRhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseMaxUOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let lhsOperands: opAsm.UnresolvedOperand[] = [];
  let lhsOperandsLoc = parser.getCurrentLocation();
  let lhsTypes: ir.Type[] = [];
  let rhsOperands: opAsm.UnresolvedOperand[] = [];
  let rhsOperandsLoc = parser.getCurrentLocation();
  let rhsTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  lhsOperandsLoc = parser.getCurrentLocation();
  lhsOperands.push(parser.parseOperand());
  parser.parseComma();
  rhsOperandsLoc = parser.getCurrentLocation();
  rhsOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  const buildableType0 = builder.getIndexType();
  result.addType(buildableType0);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
}

export function printMaxUOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
}

/** Arguments of {@link MinSOp.build}. */
export interface MinSOpArgs {
  readonly lhs: rt.TypedValue<ir.IndexType>;
  readonly rhs: rt.TypedValue<ir.IndexType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * smaller of two index values, as signed
 *
 * The smaller operand, read as signed.
 *
 *     ```mlir
 *     %m = index.mins %a, %b
 *     ```
 */
export class MinSOp extends rt.OpView {
  static readonly operationName = "index.mins";
  /** Wraps `operation`, which must be a index.mins op. */
  static wrap(operation: ir.Operation): MinSOp {
    if (operation.name.name !== MinSOp.operationName) throw new TypeError("expected 'index.mins', got '" + operation.name.name + "'");
    return new MinSOp(operation);
  }
  getLhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IndexType>;
  }
  getRhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IndexType>;
  }
  getResult(): rt.TypedResult<ir.IndexType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IndexType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.typeBuilder(context).getIndexType()];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: MinSOpArgs): MinSOp {
    const operation = builder.create(MinSOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [rt.typeBuilder(builder.context).getIndexType()],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new MinSOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, MinSOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint0(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "index");
      if (!typeConstraint0(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "index");
      if (!typeConstraint0(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "index");
      rt.rememberSignature(op, MinSOp.verifiedSignatures);
    }
  }
}

/** index.mins operands given as a plain list (MLIR's op adaptor). */
export class MinSOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getLhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getRhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseMinSOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let lhsOperands: opAsm.UnresolvedOperand[] = [];
  let lhsOperandsLoc = parser.getCurrentLocation();
  let lhsTypes: ir.Type[] = [];
  let rhsOperands: opAsm.UnresolvedOperand[] = [];
  let rhsOperandsLoc = parser.getCurrentLocation();
  let rhsTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  lhsOperandsLoc = parser.getCurrentLocation();
  lhsOperands.push(parser.parseOperand());
  parser.parseComma();
  rhsOperandsLoc = parser.getCurrentLocation();
  rhsOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  const buildableType0 = builder.getIndexType();
  result.addType(buildableType0);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
}

export function printMinSOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
}

/** Arguments of {@link MinUOp.build}. */
export interface MinUOpArgs {
  readonly lhs: rt.TypedValue<ir.IndexType>;
  readonly rhs: rt.TypedValue<ir.IndexType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * smaller of two index values, as unsigned
 *
 * The smaller operand, read as unsigned.
 *
 *     ```mlir
 *     %m = index.minu %a, %b
 *     ```
 */
export class MinUOp extends rt.OpView {
  static readonly operationName = "index.minu";
  /** Wraps `operation`, which must be a index.minu op. */
  static wrap(operation: ir.Operation): MinUOp {
    if (operation.name.name !== MinUOp.operationName) throw new TypeError("expected 'index.minu', got '" + operation.name.name + "'");
    return new MinUOp(operation);
  }
  getLhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IndexType>;
  }
  getRhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IndexType>;
  }
  getResult(): rt.TypedResult<ir.IndexType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IndexType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.typeBuilder(context).getIndexType()];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: MinUOpArgs): MinUOp {
    const operation = builder.create(MinUOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [rt.typeBuilder(builder.context).getIndexType()],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new MinUOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, MinUOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint0(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "index");
      if (!typeConstraint0(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "index");
      if (!typeConstraint0(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "index");
      rt.rememberSignature(op, MinUOp.verifiedSignatures);
    }
  }
}

/** index.minu operands given as a plain list (MLIR's op adaptor). */
export class MinUOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getLhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getRhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseMinUOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let lhsOperands: opAsm.UnresolvedOperand[] = [];
  let lhsOperandsLoc = parser.getCurrentLocation();
  let lhsTypes: ir.Type[] = [];
  let rhsOperands: opAsm.UnresolvedOperand[] = [];
  let rhsOperandsLoc = parser.getCurrentLocation();
  let rhsTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  lhsOperandsLoc = parser.getCurrentLocation();
  lhsOperands.push(parser.parseOperand());
  parser.parseComma();
  rhsOperandsLoc = parser.getCurrentLocation();
  rhsOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  const buildableType0 = builder.getIndexType();
  result.addType(buildableType0);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
}

export function printMinUOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
}

/** Arguments of {@link MulOp.build}. */
export interface MulOpArgs {
  readonly lhs: rt.TypedValue<ir.IndexType>;
  readonly rhs: rt.TypedValue<ir.IndexType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * product of two index values
 *
 * Multiplies two index values, wrapping around on overflow.
 *
 *     ```mlir
 *     %c = index.mul %a, %b
 *     ```
 */
export class MulOp extends rt.OpView {
  static readonly operationName = "index.mul";
  /** Wraps `operation`, which must be a index.mul op. */
  static wrap(operation: ir.Operation): MulOp {
    if (operation.name.name !== MulOp.operationName) throw new TypeError("expected 'index.mul', got '" + operation.name.name + "'");
    return new MulOp(operation);
  }
  getLhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IndexType>;
  }
  getRhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IndexType>;
  }
  getResult(): rt.TypedResult<ir.IndexType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IndexType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.typeBuilder(context).getIndexType()];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: MulOpArgs): MulOp {
    const operation = builder.create(MulOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [rt.typeBuilder(builder.context).getIndexType()],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new MulOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, MulOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint0(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "index");
      if (!typeConstraint0(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "index");
      if (!typeConstraint0(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "index");
      rt.rememberSignature(op, MulOp.verifiedSignatures);
    }
  }
}

/** index.mul operands given as a plain list (MLIR's op adaptor). */
export class MulOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getLhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getRhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseMulOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let lhsOperands: opAsm.UnresolvedOperand[] = [];
  let lhsOperandsLoc = parser.getCurrentLocation();
  let lhsTypes: ir.Type[] = [];
  let rhsOperands: opAsm.UnresolvedOperand[] = [];
  let rhsOperandsLoc = parser.getCurrentLocation();
  let rhsTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  lhsOperandsLoc = parser.getCurrentLocation();
  lhsOperands.push(parser.parseOperand());
  parser.parseComma();
  rhsOperandsLoc = parser.getCurrentLocation();
  rhsOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  const buildableType0 = builder.getIndexType();
  result.addType(buildableType0);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
}

export function printMulOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
}

/** Arguments of {@link OrOp.build}. */
export interface OrOpArgs {
  readonly lhs: rt.TypedValue<ir.IndexType>;
  readonly rhs: rt.TypedValue<ir.IndexType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * bitwise or of index values
 *
 * ```mlir
 *     %r = index.or %a, %b
 *     ```
 */
export class OrOp extends rt.OpView {
  static readonly operationName = "index.or";
  /** Wraps `operation`, which must be a index.or op. */
  static wrap(operation: ir.Operation): OrOp {
    if (operation.name.name !== OrOp.operationName) throw new TypeError("expected 'index.or', got '" + operation.name.name + "'");
    return new OrOp(operation);
  }
  getLhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IndexType>;
  }
  getRhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IndexType>;
  }
  getResult(): rt.TypedResult<ir.IndexType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IndexType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.typeBuilder(context).getIndexType()];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: OrOpArgs): OrOp {
    const operation = builder.create(OrOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [rt.typeBuilder(builder.context).getIndexType()],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new OrOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, OrOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint0(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "index");
      if (!typeConstraint0(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "index");
      if (!typeConstraint0(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "index");
      rt.rememberSignature(op, OrOp.verifiedSignatures);
    }
  }
}

/** index.or operands given as a plain list (MLIR's op adaptor). */
export class OrOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getLhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getRhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseOrOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let lhsOperands: opAsm.UnresolvedOperand[] = [];
  let lhsOperandsLoc = parser.getCurrentLocation();
  let lhsTypes: ir.Type[] = [];
  let rhsOperands: opAsm.UnresolvedOperand[] = [];
  let rhsOperandsLoc = parser.getCurrentLocation();
  let rhsTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  lhsOperandsLoc = parser.getCurrentLocation();
  lhsOperands.push(parser.parseOperand());
  parser.parseComma();
  rhsOperandsLoc = parser.getCurrentLocation();
  rhsOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  const buildableType0 = builder.getIndexType();
  result.addType(buildableType0);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
}

export function printOrOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
}

/** Arguments of {@link RemSOp.build}. */
export interface RemSOpArgs {
  readonly lhs: rt.TypedValue<ir.IndexType>;
  readonly rhs: rt.TypedValue<ir.IndexType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * signed remainder of index values
 *
 * Remainder of signed division, with the sign of `lhs`.
 *
 *     ```mlir
 *     %r = index.rems %a, %b
 *     ```
 */
export class RemSOp extends rt.OpView {
  static readonly operationName = "index.rems";
  /** Wraps `operation`, which must be a index.rems op. */
  static wrap(operation: ir.Operation): RemSOp {
    if (operation.name.name !== RemSOp.operationName) throw new TypeError("expected 'index.rems', got '" + operation.name.name + "'");
    return new RemSOp(operation);
  }
  getLhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IndexType>;
  }
  getRhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IndexType>;
  }
  getResult(): rt.TypedResult<ir.IndexType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IndexType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.typeBuilder(context).getIndexType()];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: RemSOpArgs): RemSOp {
    const operation = builder.create(RemSOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [rt.typeBuilder(builder.context).getIndexType()],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new RemSOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, RemSOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint0(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "index");
      if (!typeConstraint0(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "index");
      if (!typeConstraint0(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "index");
      rt.rememberSignature(op, RemSOp.verifiedSignatures);
    }
  }
}

/** index.rems operands given as a plain list (MLIR's op adaptor). */
export class RemSOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getLhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getRhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseRemSOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let lhsOperands: opAsm.UnresolvedOperand[] = [];
  let lhsOperandsLoc = parser.getCurrentLocation();
  let lhsTypes: ir.Type[] = [];
  let rhsOperands: opAsm.UnresolvedOperand[] = [];
  let rhsOperandsLoc = parser.getCurrentLocation();
  let rhsTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  lhsOperandsLoc = parser.getCurrentLocation();
  lhsOperands.push(parser.parseOperand());
  parser.parseComma();
  rhsOperandsLoc = parser.getCurrentLocation();
  rhsOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  const buildableType0 = builder.getIndexType();
  result.addType(buildableType0);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
}

export function printRemSOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
}

/** Arguments of {@link RemUOp.build}. */
export interface RemUOpArgs {
  readonly lhs: rt.TypedValue<ir.IndexType>;
  readonly rhs: rt.TypedValue<ir.IndexType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * unsigned remainder of index values
 *
 * Remainder of unsigned division.
 *
 *     ```mlir
 *     %r = index.remu %a, %b
 *     ```
 */
export class RemUOp extends rt.OpView {
  static readonly operationName = "index.remu";
  /** Wraps `operation`, which must be a index.remu op. */
  static wrap(operation: ir.Operation): RemUOp {
    if (operation.name.name !== RemUOp.operationName) throw new TypeError("expected 'index.remu', got '" + operation.name.name + "'");
    return new RemUOp(operation);
  }
  getLhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IndexType>;
  }
  getRhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IndexType>;
  }
  getResult(): rt.TypedResult<ir.IndexType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IndexType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.typeBuilder(context).getIndexType()];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: RemUOpArgs): RemUOp {
    const operation = builder.create(RemUOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [rt.typeBuilder(builder.context).getIndexType()],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new RemUOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, RemUOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint0(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "index");
      if (!typeConstraint0(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "index");
      if (!typeConstraint0(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "index");
      rt.rememberSignature(op, RemUOp.verifiedSignatures);
    }
  }
}

/** index.remu operands given as a plain list (MLIR's op adaptor). */
export class RemUOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getLhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getRhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseRemUOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let lhsOperands: opAsm.UnresolvedOperand[] = [];
  let lhsOperandsLoc = parser.getCurrentLocation();
  let lhsTypes: ir.Type[] = [];
  let rhsOperands: opAsm.UnresolvedOperand[] = [];
  let rhsOperandsLoc = parser.getCurrentLocation();
  let rhsTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  lhsOperandsLoc = parser.getCurrentLocation();
  lhsOperands.push(parser.parseOperand());
  parser.parseComma();
  rhsOperandsLoc = parser.getCurrentLocation();
  rhsOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  const buildableType0 = builder.getIndexType();
  result.addType(buildableType0);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
}

export function printRemUOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
}

/** Arguments of {@link ShlOp.build}. */
export interface ShlOpArgs {
  readonly lhs: rt.TypedValue<ir.IndexType>;
  readonly rhs: rt.TypedValue<ir.IndexType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * left shift of an index value
 *
 * Shifts `lhs` left by `rhs` bits; shifting by the bit width or more gives
 *     poison.
 *
 *     ```mlir
 *     %s = index.shl %a, %b
 *     ```
 */
export class ShlOp extends rt.OpView {
  static readonly operationName = "index.shl";
  /** Wraps `operation`, which must be a index.shl op. */
  static wrap(operation: ir.Operation): ShlOp {
    if (operation.name.name !== ShlOp.operationName) throw new TypeError("expected 'index.shl', got '" + operation.name.name + "'");
    return new ShlOp(operation);
  }
  getLhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IndexType>;
  }
  getRhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IndexType>;
  }
  getResult(): rt.TypedResult<ir.IndexType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IndexType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.typeBuilder(context).getIndexType()];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: ShlOpArgs): ShlOp {
    const operation = builder.create(ShlOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [rt.typeBuilder(builder.context).getIndexType()],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new ShlOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, ShlOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint0(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "index");
      if (!typeConstraint0(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "index");
      if (!typeConstraint0(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "index");
      rt.rememberSignature(op, ShlOp.verifiedSignatures);
    }
  }
}

/** index.shl operands given as a plain list (MLIR's op adaptor). */
export class ShlOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getLhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getRhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseShlOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let lhsOperands: opAsm.UnresolvedOperand[] = [];
  let lhsOperandsLoc = parser.getCurrentLocation();
  let lhsTypes: ir.Type[] = [];
  let rhsOperands: opAsm.UnresolvedOperand[] = [];
  let rhsOperandsLoc = parser.getCurrentLocation();
  let rhsTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  lhsOperandsLoc = parser.getCurrentLocation();
  lhsOperands.push(parser.parseOperand());
  parser.parseComma();
  rhsOperandsLoc = parser.getCurrentLocation();
  rhsOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  const buildableType0 = builder.getIndexType();
  result.addType(buildableType0);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
}

export function printShlOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
}

/** Arguments of {@link ShrSOp.build}. */
export interface ShrSOpArgs {
  readonly lhs: rt.TypedValue<ir.IndexType>;
  readonly rhs: rt.TypedValue<ir.IndexType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * arithmetic right shift of an index value
 *
 * Arithmetic shift right (the sign bit is replicated); shifting by the bit
 *     width or more gives poison.
 *
 *     ```mlir
 *     %s = index.shrs %a, %b
 *     ```
 */
export class ShrSOp extends rt.OpView {
  static readonly operationName = "index.shrs";
  /** Wraps `operation`, which must be a index.shrs op. */
  static wrap(operation: ir.Operation): ShrSOp {
    if (operation.name.name !== ShrSOp.operationName) throw new TypeError("expected 'index.shrs', got '" + operation.name.name + "'");
    return new ShrSOp(operation);
  }
  getLhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IndexType>;
  }
  getRhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IndexType>;
  }
  getResult(): rt.TypedResult<ir.IndexType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IndexType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.typeBuilder(context).getIndexType()];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: ShrSOpArgs): ShrSOp {
    const operation = builder.create(ShrSOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [rt.typeBuilder(builder.context).getIndexType()],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new ShrSOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, ShrSOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint0(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "index");
      if (!typeConstraint0(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "index");
      if (!typeConstraint0(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "index");
      rt.rememberSignature(op, ShrSOp.verifiedSignatures);
    }
  }
}

/** index.shrs operands given as a plain list (MLIR's op adaptor). */
export class ShrSOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getLhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getRhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseShrSOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let lhsOperands: opAsm.UnresolvedOperand[] = [];
  let lhsOperandsLoc = parser.getCurrentLocation();
  let lhsTypes: ir.Type[] = [];
  let rhsOperands: opAsm.UnresolvedOperand[] = [];
  let rhsOperandsLoc = parser.getCurrentLocation();
  let rhsTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  lhsOperandsLoc = parser.getCurrentLocation();
  lhsOperands.push(parser.parseOperand());
  parser.parseComma();
  rhsOperandsLoc = parser.getCurrentLocation();
  rhsOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  const buildableType0 = builder.getIndexType();
  result.addType(buildableType0);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
}

export function printShrSOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
}

/** Arguments of {@link ShrUOp.build}. */
export interface ShrUOpArgs {
  readonly lhs: rt.TypedValue<ir.IndexType>;
  readonly rhs: rt.TypedValue<ir.IndexType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * logical right shift of an index value
 *
 * Logical shift right (zeros shifted in); shifting by the bit width or
 *     more gives poison.
 *
 *     ```mlir
 *     %s = index.shru %a, %b
 *     ```
 */
export class ShrUOp extends rt.OpView {
  static readonly operationName = "index.shru";
  /** Wraps `operation`, which must be a index.shru op. */
  static wrap(operation: ir.Operation): ShrUOp {
    if (operation.name.name !== ShrUOp.operationName) throw new TypeError("expected 'index.shru', got '" + operation.name.name + "'");
    return new ShrUOp(operation);
  }
  getLhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IndexType>;
  }
  getRhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IndexType>;
  }
  getResult(): rt.TypedResult<ir.IndexType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IndexType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.typeBuilder(context).getIndexType()];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: ShrUOpArgs): ShrUOp {
    const operation = builder.create(ShrUOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [rt.typeBuilder(builder.context).getIndexType()],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new ShrUOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, ShrUOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint0(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "index");
      if (!typeConstraint0(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "index");
      if (!typeConstraint0(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "index");
      rt.rememberSignature(op, ShrUOp.verifiedSignatures);
    }
  }
}

/** index.shru operands given as a plain list (MLIR's op adaptor). */
export class ShrUOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getLhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getRhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseShrUOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let lhsOperands: opAsm.UnresolvedOperand[] = [];
  let lhsOperandsLoc = parser.getCurrentLocation();
  let lhsTypes: ir.Type[] = [];
  let rhsOperands: opAsm.UnresolvedOperand[] = [];
  let rhsOperandsLoc = parser.getCurrentLocation();
  let rhsTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  lhsOperandsLoc = parser.getCurrentLocation();
  lhsOperands.push(parser.parseOperand());
  parser.parseComma();
  rhsOperandsLoc = parser.getCurrentLocation();
  rhsOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  const buildableType0 = builder.getIndexType();
  result.addType(buildableType0);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
}

export function printShrUOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
}

/** Arguments of {@link SizeOfOp.build}. */
export interface SizeOfOpArgs {
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * bit width of `index` on the target
 *
 * The bit width of `index` on the target, as an index value.
 *
 *     ```mlir
 *     %bits = index.sizeof
 *     ```
 */
export class SizeOfOp extends rt.OpView {
  static readonly operationName = "index.sizeof";
  /** Wraps `operation`, which must be a index.sizeof op. */
  static wrap(operation: ir.Operation): SizeOfOp {
    if (operation.name.name !== SizeOfOp.operationName) throw new TypeError("expected 'index.sizeof', got '" + operation.name.name + "'");
    return new SizeOfOp(operation);
  }
  getResult(): rt.TypedResult<ir.IndexType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IndexType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.typeBuilder(context).getIndexType()];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: SizeOfOpArgs): SizeOfOp {
    const operation = builder.create(SizeOfOp.operationName, location, {
      operands: [],
      resultTypes: [rt.typeBuilder(builder.context).getIndexType()],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new SizeOfOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, SizeOfOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 0, false);
      if (!typeConstraint0(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "index");
      rt.rememberSignature(op, SizeOfOp.verifiedSignatures);
    }
  }
}

/** index.sizeof operands given as a plain list (MLIR's op adaptor). */
export class SizeOfOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
}

export function parseSizeOfOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let resultTypes: ir.Type[] = [];
  parser.parseOptionalAttrDict(result.attributes);
  const buildableType0 = builder.getIndexType();
  result.addType(buildableType0);
}

export function printSizeOfOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
}

/** Arguments of {@link SubOp.build}. */
export interface SubOpArgs {
  readonly lhs: rt.TypedValue<ir.IndexType>;
  readonly rhs: rt.TypedValue<ir.IndexType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * difference of two index values
 *
 * Subtracts `rhs` from `lhs`, wrapping around on overflow.
 *
 *     ```mlir
 *     %c = index.sub %a, %b
 *     ```
 */
export class SubOp extends rt.OpView {
  static readonly operationName = "index.sub";
  /** Wraps `operation`, which must be a index.sub op. */
  static wrap(operation: ir.Operation): SubOp {
    if (operation.name.name !== SubOp.operationName) throw new TypeError("expected 'index.sub', got '" + operation.name.name + "'");
    return new SubOp(operation);
  }
  getLhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IndexType>;
  }
  getRhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IndexType>;
  }
  getResult(): rt.TypedResult<ir.IndexType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IndexType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.typeBuilder(context).getIndexType()];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: SubOpArgs): SubOp {
    const operation = builder.create(SubOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [rt.typeBuilder(builder.context).getIndexType()],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new SubOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, SubOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint0(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "index");
      if (!typeConstraint0(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "index");
      if (!typeConstraint0(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "index");
      rt.rememberSignature(op, SubOp.verifiedSignatures);
    }
  }
}

/** index.sub operands given as a plain list (MLIR's op adaptor). */
export class SubOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getLhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getRhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseSubOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let lhsOperands: opAsm.UnresolvedOperand[] = [];
  let lhsOperandsLoc = parser.getCurrentLocation();
  let lhsTypes: ir.Type[] = [];
  let rhsOperands: opAsm.UnresolvedOperand[] = [];
  let rhsOperandsLoc = parser.getCurrentLocation();
  let rhsTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  lhsOperandsLoc = parser.getCurrentLocation();
  lhsOperands.push(parser.parseOperand());
  parser.parseComma();
  rhsOperandsLoc = parser.getCurrentLocation();
  rhsOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  const buildableType0 = builder.getIndexType();
  result.addType(buildableType0);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
}

export function printSubOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
}

/** Arguments of {@link XOrOp.build}. */
export interface XOrOpArgs {
  readonly lhs: rt.TypedValue<ir.IndexType>;
  readonly rhs: rt.TypedValue<ir.IndexType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * bitwise exclusive or of index values
 *
 * ```mlir
 *     %r = index.xor %a, %b
 *     ```
 */
export class XOrOp extends rt.OpView {
  static readonly operationName = "index.xor";
  /** Wraps `operation`, which must be a index.xor op. */
  static wrap(operation: ir.Operation): XOrOp {
    if (operation.name.name !== XOrOp.operationName) throw new TypeError("expected 'index.xor', got '" + operation.name.name + "'");
    return new XOrOp(operation);
  }
  getLhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IndexType>;
  }
  getRhs(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IndexType>;
  }
  getResult(): rt.TypedResult<ir.IndexType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IndexType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.typeBuilder(context).getIndexType()];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: XOrOpArgs): XOrOp {
    const operation = builder.create(XOrOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [rt.typeBuilder(builder.context).getIndexType()],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new XOrOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, XOrOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint0(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "index");
      if (!typeConstraint0(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "index");
      if (!typeConstraint0(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "index");
      rt.rememberSignature(op, XOrOp.verifiedSignatures);
    }
  }
}

/** index.xor operands given as a plain list (MLIR's op adaptor). */
export class XOrOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getLhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getRhs(): ir.Value | undefined {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseXOrOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let lhsOperands: opAsm.UnresolvedOperand[] = [];
  let lhsOperandsLoc = parser.getCurrentLocation();
  let lhsTypes: ir.Type[] = [];
  let rhsOperands: opAsm.UnresolvedOperand[] = [];
  let rhsOperandsLoc = parser.getCurrentLocation();
  let rhsTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  lhsOperandsLoc = parser.getCurrentLocation();
  lhsOperands.push(parser.parseOperand());
  parser.parseComma();
  rhsOperandsLoc = parser.getCurrentLocation();
  rhsOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  const buildableType0 = builder.getIndexType();
  result.addType(buildableType0);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
}

export function printXOrOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
}

export const AddOpInfo: ir.RegisteredOperationInfo = {
  name: "index.add",
  traits: [ir.OpTrait.IsCommutative, ir.OpTrait.AlwaysSpeculatableImplTrait],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: AddOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseAddOp, print: printAddOp }),
};
export const AndOpInfo: ir.RegisteredOperationInfo = {
  name: "index.and",
  traits: [ir.OpTrait.IsCommutative, ir.OpTrait.AlwaysSpeculatableImplTrait],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: AndOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseAndOp, print: printAndOp }),
};
export const BoolConstantOpInfo: ir.RegisteredOperationInfo = {
  name: "index.bool.constant",
  traits: [ir.OpTrait.ConstantLike, ir.OpTrait.AlwaysSpeculatableImplTrait],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable), ir.implementation(ir.OpAsmOpInterface, { getAsmResultNames: hooks.resultNames?.["BoolConstantOp"] ?? ((): void => { }), getDefaultDialect: (): string => hooks.defaultDialects["BoolConstantOp"] ?? "" })),
  verify: BoolConstantOp.verifyInvariants,
  attributeNames: ["value"],
  bytecodeProperties: rt.odsPropertiesCodec("index.bool.constant", "value"),
  ...rt.withAssembly({ parse: parseBoolConstantOp, print: printBoolConstantOp }),
};
export const CastSOpInfo: ir.RegisteredOperationInfo = {
  name: "index.casts",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: CastSOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseCastSOp, print: printCastSOp }),
};
export const CastUOpInfo: ir.RegisteredOperationInfo = {
  name: "index.castu",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: CastUOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseCastUOp, print: printCastUOp }),
};
export const CeilDivSOpInfo: ir.RegisteredOperationInfo = {
  name: "index.ceildivs",
  traits: [],
  verify: CeilDivSOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseCeilDivSOp, print: printCeilDivSOp }),
};
export const CeilDivUOpInfo: ir.RegisteredOperationInfo = {
  name: "index.ceildivu",
  traits: [],
  verify: CeilDivUOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseCeilDivUOp, print: printCeilDivUOp }),
};
export const CmpOpInfo: ir.RegisteredOperationInfo = {
  name: "index.cmp",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: CmpOp.verifyInvariants,
  attributeNames: ["pred"],
  bytecodeProperties: rt.odsPropertiesCodec("index.cmp", "pred"),
  ...rt.withAssembly({ parse: parseCmpOp, print: printCmpOp }),
};
export const ConstantOpInfo: ir.RegisteredOperationInfo = {
  name: "index.constant",
  traits: [ir.OpTrait.ConstantLike, ir.OpTrait.AlwaysSpeculatableImplTrait],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable), ir.implementation(ir.OpAsmOpInterface, { getAsmResultNames: hooks.resultNames?.["ConstantOp"] ?? ((): void => { }), getDefaultDialect: (): string => hooks.defaultDialects["ConstantOp"] ?? "" })),
  verify: ConstantOp.verifyInvariants,
  attributeNames: ["value"],
  bytecodeProperties: rt.odsPropertiesCodec("index.constant", "value"),
  ...rt.withAssembly({ parse: parseConstantOp, print: printConstantOp }),
};
export const DivSOpInfo: ir.RegisteredOperationInfo = {
  name: "index.divs",
  traits: [],
  verify: DivSOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseDivSOp, print: printDivSOp }),
};
export const DivUOpInfo: ir.RegisteredOperationInfo = {
  name: "index.divu",
  traits: [],
  verify: DivUOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseDivUOp, print: printDivUOp }),
};
export const FloorDivSOpInfo: ir.RegisteredOperationInfo = {
  name: "index.floordivs",
  traits: [],
  verify: FloorDivSOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseFloorDivSOp, print: printFloorDivSOp }),
};
export const MaxSOpInfo: ir.RegisteredOperationInfo = {
  name: "index.maxs",
  traits: [ir.OpTrait.IsCommutative, ir.OpTrait.AlwaysSpeculatableImplTrait],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: MaxSOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseMaxSOp, print: printMaxSOp }),
};
export const MaxUOpInfo: ir.RegisteredOperationInfo = {
  name: "index.maxu",
  traits: [ir.OpTrait.IsCommutative, ir.OpTrait.AlwaysSpeculatableImplTrait],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: MaxUOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseMaxUOp, print: printMaxUOp }),
};
export const MinSOpInfo: ir.RegisteredOperationInfo = {
  name: "index.mins",
  traits: [ir.OpTrait.IsCommutative, ir.OpTrait.AlwaysSpeculatableImplTrait],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: MinSOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseMinSOp, print: printMinSOp }),
};
export const MinUOpInfo: ir.RegisteredOperationInfo = {
  name: "index.minu",
  traits: [ir.OpTrait.IsCommutative, ir.OpTrait.AlwaysSpeculatableImplTrait],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: MinUOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseMinUOp, print: printMinUOp }),
};
export const MulOpInfo: ir.RegisteredOperationInfo = {
  name: "index.mul",
  traits: [ir.OpTrait.IsCommutative, ir.OpTrait.AlwaysSpeculatableImplTrait],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: MulOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseMulOp, print: printMulOp }),
};
export const OrOpInfo: ir.RegisteredOperationInfo = {
  name: "index.or",
  traits: [ir.OpTrait.IsCommutative, ir.OpTrait.AlwaysSpeculatableImplTrait],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: OrOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseOrOp, print: printOrOp }),
};
export const RemSOpInfo: ir.RegisteredOperationInfo = {
  name: "index.rems",
  traits: [],
  verify: RemSOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseRemSOp, print: printRemSOp }),
};
export const RemUOpInfo: ir.RegisteredOperationInfo = {
  name: "index.remu",
  traits: [],
  verify: RemUOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseRemUOp, print: printRemUOp }),
};
export const ShlOpInfo: ir.RegisteredOperationInfo = {
  name: "index.shl",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: ShlOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseShlOp, print: printShlOp }),
};
export const ShrSOpInfo: ir.RegisteredOperationInfo = {
  name: "index.shrs",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: ShrSOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseShrSOp, print: printShrSOp }),
};
export const ShrUOpInfo: ir.RegisteredOperationInfo = {
  name: "index.shru",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: ShrUOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseShrUOp, print: printShrUOp }),
};
export const SizeOfOpInfo: ir.RegisteredOperationInfo = {
  name: "index.sizeof",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: SizeOfOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseSizeOfOp, print: printSizeOfOp }),
};
export const SubOpInfo: ir.RegisteredOperationInfo = {
  name: "index.sub",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: SubOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseSubOp, print: printSubOp }),
};
export const XOrOpInfo: ir.RegisteredOperationInfo = {
  name: "index.xor",
  traits: [ir.OpTrait.IsCommutative, ir.OpTrait.AlwaysSpeculatableImplTrait],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: XOrOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseXOrOp, print: printXOrOp }),
};
/** The index dialect: its ops and attribute syntax, for `context.loadDialect`. */
export const indexDialect: ir.Dialect = {
  namespace: "index",
  operations: [AddOpInfo, AndOpInfo, BoolConstantOpInfo, CastSOpInfo, CastUOpInfo, CeilDivSOpInfo, CeilDivUOpInfo, CmpOpInfo, ConstantOpInfo, DivSOpInfo, DivUOpInfo, FloorDivSOpInfo, MaxSOpInfo, MaxUOpInfo, MinSOpInfo, MinUOpInfo, MulOpInfo, OrOpInfo, RemSOpInfo, RemUOpInfo, ShlOpInfo, ShrSOpInfo, ShrUOpInfo, SizeOfOpInfo, SubOpInfo, XOrOpInfo],
  parseAttribute: (parser: ir.DialectAsmParser, type: ir.Type | undefined): ir.Attribute => rt.parseDialectAttribute("index", indexAttributeSyntax, parser, type),
  printAttribute: (attr: ir.Attribute, printer: ir.DialectAsmPrinter): void => rt.printDialectAttribute(indexAttributeSyntax, attr, printer),
  forEachSubElement: (value: ir.Attribute | ir.Type, fn: (element: ir.Attribute | ir.Type) => void): void => rt.forEachSubElement(value, fn),
  forEachPrintedElement: (value: ir.Attribute | ir.Type, fn: (element: ir.Attribute | ir.Type) => void): void => rt.forEachPrintedElement(value, fn),
};
/** Loads the index dialect into `context`. */
export function registerIndexDialect(context: ir.MLIRContext): void {
  context.loadDialect(indexDialect);
}
