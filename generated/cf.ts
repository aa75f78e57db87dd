// @generated from defs/mlir/Dialect/ControlFlow/IR/ControlFlowOps.td — do not edit
import * as ir from "../src/dialects/ir.js";
import * as ods from "../src/dialects/ods.js";
import * as rt from "../src/dialects/op-runtime.js";
import * as opAsm from "../src/asm/op-asm/index.js";
import * as hooks from "../src/dialects/hooks/cf.js";
import { parseSwitchOpCases, printSwitchOpCases } from "../src/dialects/hooks/cf.js";
const AssertOpPropertyChecks = new rt.PropertyChecks([["msg", (attr: ir.Attribute): boolean => attr instanceof ir.StringAttr]], []);
/** 1-bit signless integer */
function typeConstraint1(type: ir.Type): boolean {
  return (ods.isSignlessInteger(type, 1));
}

const CondBranchOpPropertyChecks = new rt.PropertyChecks([], [["operandSegmentSizes", 3]]);
const SwitchOpPropertyChecks = new rt.PropertyChecks([["case_values", (attr: ir.Attribute): boolean => ods.isDenseIntElementsAttr(attr)], ["case_operand_segments", (attr: ir.Attribute): boolean => ods.isDenseArrayAttr(attr, "i32")]], [["operandSegmentSizes", 3]]);
/** integer */
function typeConstraint4(type: ir.Type): boolean {
  return (ods.isInteger(type));
}

/** Arguments of {@link AssertOp.build}. */
export interface AssertOpArgs {
  readonly arg: rt.TypedValue<ir.IntegerType>;
  readonly msg: ir.StringAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * runtime check with an error message
 *
 * Aborts execution with `msg` when `arg` is false. An assertion on the
 *     constant `true` is removed.
 *
 *     ```mlir
 *     cf.assert %inBounds, "index out of range"
 *     ```
 */
export class AssertOp extends rt.OpView {
  static readonly operationName = "cf.assert";
  /** Wraps `operation`, which must be a cf.assert op. */
  static wrap(operation: ir.Operation): AssertOp {
    if (operation.name.name !== AssertOp.operationName) throw new TypeError("expected 'cf.assert', got '" + operation.name.name + "'");
    return new AssertOp(operation);
  }
  getArg(): rt.TypedValue<ir.IntegerType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IntegerType>;
  }
  getMsgAttr(): ir.StringAttr {
    return this.operation.getInherentAttr("msg") as ir.StringAttr;
  }
  setMsgAttr(value: ir.StringAttr): void {
    this.operation.setAttr("msg", value);
  }
  getMsg(): string {
    const attr = this.getMsgAttr();
    return attr.value;
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: AssertOpArgs): AssertOp {
    const operation = builder.create(AssertOp.operationName, location, {
      operands: [args.arg],
      resultTypes: [],
      properties: rt.buildProperties(builder, [["msg", args.msg]]),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new AssertOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, AssertOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, AssertOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 0, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = rt.requireAttribute(op, "msg");
        rt.verifyAttributeConstraint(op, "msg", ((ods.isStringAttr(attr))), "string attribute");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "1-bit signless integer");
      rt.rememberSignature(op, AssertOp.verifiedSignatures);
    }
  }
}

/** cf.assert operands given as a plain list (MLIR's op adaptor). */
export class AssertOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getArg(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getMsgAttr(): ir.Attribute | undefined {
    return this.properties?.get("msg");
  }
}

export function parseAssertOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let argOperands: opAsm.UnresolvedOperand[] = [];
  let argOperandsLoc = parser.getCurrentLocation();
  let argTypes: ir.Type[] = [];
  argOperandsLoc = parser.getCurrentLocation();
  argOperands.push(parser.parseOperand());
  parser.parseComma();
  const msgAttr = parser.parseAttributeOf(ir.StringAttr, builder.getNoneType());
  result.addAttribute("msg", msgAttr);
  parser.parseOptionalAttrDict(result.attributes);
  const buildableType0 = builder.getIntegerType(1);
  parser.resolveOperand(argOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
}

export function printAssertOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  { const attr = op.getAttr("msg"); if (attr !== undefined) printer.printAttributeWithoutType(attr); }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["msg"]);
}

/** Arguments of {@link BranchOp.build}. */
export interface BranchOpArgs {
  readonly destOperands: readonly ir.Value[];
  readonly dest: ir.Block;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * unconditional branch
 *
 * Jumps to `dest`, passing the operands as its block arguments.
 *
 *     ```mlir
 *     cf.br ^header(%i, %acc : index, f32)
 *     ```
 */
export class BranchOp extends rt.OpView {
  static readonly operationName = "cf.br";
  /** Wraps `operation`, which must be a cf.br op. */
  static wrap(operation: ir.Operation): BranchOp {
    if (operation.name.name !== BranchOp.operationName) throw new TypeError("expected 'cf.br', got '" + operation.name.name + "'");
    return new BranchOp(operation);
  }
  getDestOperands(): rt.TypedValue<ir.Type>[] {
    return rt.operandGroup(this.operation, 0, [true], false) as rt.TypedValue<ir.Type>[];
  }
  getDest(): ir.Block {
    return this.operation.getSuccessor(0);
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: BranchOpArgs): BranchOp {
    const operation = builder.create(BranchOp.operationName, location, {
      operands: [...args.destOperands],
      resultTypes: [],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
      successors: [args.dest],
    });
    return new BranchOp(operation);
  }
  /** An ODS builder of the op, taking (dest, destOperands). */
  static buildWithDestDestOperands(builder: ir.OpBuilder, location: ir.Location, dest: ir.Block, destOperands: readonly ir.Value[] = []): BranchOp {
    const state = new rt.BuilderState(location);
    const odsBuilder = new opAsm.OdsBuilder(builder.context);
    void odsBuilder;

    state.addSuccessors([dest]);
    state.addOperands(destOperands);

    return new BranchOp(state.create(builder, BranchOp.operationName, []));
  }
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.verifyRegionCount(op, 0, false);
    rt.verifyResultCount(op, 0, false);
    rt.verifySuccessorCount(op, 1, false);
    rt.verifyOperandCount(op, 0, true);
    rt.verifyBranchSuccessorOperands(op, hooks.successorOperandsBranchOp);
  }
}

/** cf.br operands given as a plain list (MLIR's op adaptor). */
export class BranchOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getDestOperands(): ir.Value[] {
    const [start, length] = rt.groupRange(0, this.operands.length, [true], undefined);
    return this.operands.slice(start, start + length);
  }
}

export function parseBranchOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let destOperandsOperands: opAsm.UnresolvedOperand[] = [];
  let destOperandsOperandsLoc = parser.getCurrentLocation();
  let destOperandsTypes: ir.Type[] = [];
  let destSuccessor: ir.Block | undefined;
  destSuccessor = parser.parseSuccessor();
  if (parser.parseOptionalLParen()) {
    destOperandsOperandsLoc = parser.getCurrentLocation();
    destOperandsOperands = parser.parseOperandList();
    parser.parseColon();
    destOperandsTypes = parser.parseTypeList();
    parser.parseRParen();
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.resolveOperands(destOperandsOperands, destOperandsTypes, destOperandsOperandsLoc, result.operands);
  if (destSuccessor !== undefined) result.addSuccessor(destSuccessor);
}

export function printBranchOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printSuccessor(op.getSuccessor(0));
  if (opAsm.operandGroup(op, 0, [true], undefined).length > 0) {
    printer.write("(");
    printer.printOperands(opAsm.operandGroup(op, 0, [true], undefined));
    printer.write(" :");
    printer.write(" ");
    printer.printTypes(opAsm.operandGroup(op, 0, [true], undefined).map((v) => v.type));
    printer.write(")");
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
}

/** Arguments of {@link CondBranchOp.build}. */
export interface CondBranchOpArgs {
  readonly condition: rt.TypedValue<ir.IntegerType>;
  readonly trueDestOperands: readonly ir.Value[];
  readonly falseDestOperands: readonly ir.Value[];
  readonly trueDest: ir.Block;
  readonly falseDest: ir.Block;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * two-way conditional branch
 *
 * Jumps to `trueDest` when the i1 condition holds and to `falseDest`
 *     otherwise, each with its own list of block arguments. Both successors
 *     may be the same block.
 *
 *     ```mlir
 *     cf.cond_br %c, ^then(%x : i32), ^else
 *     ```
 */
export class CondBranchOp extends rt.OpView {
  static readonly operationName = "cf.cond_br";
  /** Wraps `operation`, which must be a cf.cond_br op. */
  static wrap(operation: ir.Operation): CondBranchOp {
    if (operation.name.name !== CondBranchOp.operationName) throw new TypeError("expected 'cf.cond_br', got '" + operation.name.name + "'");
    return new CondBranchOp(operation);
  }
  getCondition(): rt.TypedValue<ir.IntegerType> {
    return rt.operandGroup(this.operation, 0, [false, true, true], true)[0] as rt.TypedValue<ir.IntegerType>;
  }
  getTrueDestOperands(): rt.TypedValue<ir.Type>[] {
    return rt.operandGroup(this.operation, 1, [false, true, true], true) as rt.TypedValue<ir.Type>[];
  }
  getFalseDestOperands(): rt.TypedValue<ir.Type>[] {
    return rt.operandGroup(this.operation, 2, [false, true, true], true) as rt.TypedValue<ir.Type>[];
  }
  getTrueDest(): ir.Block {
    return this.operation.getSuccessor(0);
  }
  getFalseDest(): ir.Block {
    return this.operation.getSuccessor(1);
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: CondBranchOpArgs): CondBranchOp {
    const operation = builder.create(CondBranchOp.operationName, location, {
      operands: [args.condition, ...args.trueDestOperands, ...args.falseDestOperands],
      resultTypes: [],
      properties: rt.buildProperties(builder, [["operandSegmentSizes", rt.segmentSizesAttr(builder.context, [1, args.trueDestOperands.length, args.falseDestOperands.length])]]),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
      successors: [args.trueDest, args.falseDest],
    });
    return new CondBranchOp(operation);
  }
  /** An ODS builder of the op, taking (condition, trueDest, trueOperands, falseDest, falseOperands). */
  static buildWithConditionTrueDestTrueOperandsFalseDestFalseOperands(builder: ir.OpBuilder, location: ir.Location, condition: ir.Value, trueDest: ir.Block, trueOperands: readonly ir.Value[], falseDest: ir.Block, falseOperands: readonly ir.Value[]): CondBranchOp {
    const state = new rt.BuilderState(location);
    const odsBuilder = new opAsm.OdsBuilder(builder.context);
    void odsBuilder;

    state.addOperands([condition, ...trueOperands, ...falseOperands]);
    state.addSuccessors([trueDest, falseDest]);
    state.properties.operandSegmentSizes = [1, trueOperands.length, falseOperands.length];

    return new CondBranchOp(state.create(builder, CondBranchOp.operationName, ["operandSegmentSizes"]));
  }
  /** An ODS builder of the op, taking (condition, trueDest, falseDest, falseOperands). */
  static buildWithConditionTrueDestFalseDestFalseOperands(builder: ir.OpBuilder, location: ir.Location, condition: ir.Value, trueDest: ir.Block, falseDest: ir.Block, falseOperands: readonly ir.Value[] = []): CondBranchOp {
    const state = new rt.BuilderState(location);
    const odsBuilder = new opAsm.OdsBuilder(builder.context);
    void odsBuilder;

    state.addOperands([condition, ...falseOperands]);
    state.addSuccessors([trueDest, falseDest]);
    state.properties.operandSegmentSizes = [1, 0, falseOperands.length];

    return new CondBranchOp(state.create(builder, CondBranchOp.operationName, ["operandSegmentSizes"]));
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, CondBranchOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, CondBranchOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 0, false);
      rt.verifySuccessorCount(op, 2, false);
      rt.verifyOperandCount(op, 1, true);
      rt.verifySegmentSizes(op, "operandSegmentSizes", "operand", 3, op.operands.length);
      {
        const count = op.operands.length;
        const sizes = rt.verifiedSegmentSizes(op, "operandSegmentSizes");
        let start = 0;
        {
          const end = Math.min(start + Number(sizes[0] ?? 0), count);
          for (let j = start; j < end; j++) {
            const value = op.getOperand(j);
            if (!typeConstraint1(value.type)) throw rt.valueConstraintError(op, "operand", j, value, "1-bit signless integer");
          }
        }
        void start;
      }
      rt.rememberSignature(op, CondBranchOp.verifiedSignatures);
    }
    rt.verifyBranchSuccessorOperands(op, hooks.successorOperandsCondBranchOp);
  }
}

/** cf.cond_br operands given as a plain list (MLIR's op adaptor). */
export class CondBranchOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getCondition(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, true, true], rt.segmentSizesOf(this.properties, "operandSegmentSizes"));
    return length === 0 ? undefined : this.operands[start];
  }
  getTrueDestOperands(): ir.Value[] {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, true, true], rt.segmentSizesOf(this.properties, "operandSegmentSizes"));
    return this.operands.slice(start, start + length);
  }
  getFalseDestOperands(): ir.Value[] {
    const [start, length] = rt.groupRange(2, this.operands.length, [false, true, true], rt.segmentSizesOf(this.properties, "operandSegmentSizes"));
    return this.operands.slice(start, start + length);
  }
}

export function parseCondBranchOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let conditionOperands: opAsm.UnresolvedOperand[] = [];
  let conditionOperandsLoc = parser.getCurrentLocation();
  let conditionTypes: ir.Type[] = [];
  let trueDestOperandsOperands: opAsm.UnresolvedOperand[] = [];
  let trueDestOperandsOperandsLoc = parser.getCurrentLocation();
  let trueDestOperandsTypes: ir.Type[] = [];
  let falseDestOperandsOperands: opAsm.UnresolvedOperand[] = [];
  let falseDestOperandsOperandsLoc = parser.getCurrentLocation();
  let falseDestOperandsTypes: ir.Type[] = [];
  let trueDestSuccessor: ir.Block | undefined;
  let falseDestSuccessor: ir.Block | undefined;
  conditionOperandsLoc = parser.getCurrentLocation();
  conditionOperands.push(parser.parseOperand());
  parser.parseComma();
  trueDestSuccessor = parser.parseSuccessor();
  if (parser.parseOptionalLParen()) {
    trueDestOperandsOperandsLoc = parser.getCurrentLocation();
    trueDestOperandsOperands = parser.parseOperandList();
    parser.parseColon();
    trueDestOperandsTypes = parser.parseTypeList();
    parser.parseRParen();
  }
  parser.parseComma();
  falseDestSuccessor = parser.parseSuccessor();
  if (parser.parseOptionalLParen()) {
    falseDestOperandsOperandsLoc = parser.getCurrentLocation();
    falseDestOperandsOperands = parser.parseOperandList();
    parser.parseColon();
    falseDestOperandsTypes = parser.parseTypeList();
    parser.parseRParen();
  }
  parser.parseOptionalAttrDict(result.attributes);
  const buildableType0 = builder.getIntegerType(1);
  parser.resolveOperand(conditionOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
  parser.resolveOperands(trueDestOperandsOperands, trueDestOperandsTypes, trueDestOperandsOperandsLoc, result.operands);
  parser.resolveOperands(falseDestOperandsOperands, falseDestOperandsTypes, falseDestOperandsOperandsLoc, result.operands);
  result.addAttribute("operandSegmentSizes", builder.getDenseI32ArrayAttr([conditionOperands.length, trueDestOperandsOperands.length, falseDestOperandsOperands.length]));
  if (trueDestSuccessor !== undefined) result.addSuccessor(trueDestSuccessor);
  if (falseDestSuccessor !== undefined) result.addSuccessor(falseDestSuccessor);
}

export function printCondBranchOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand((opAsm.operandGroup(op, 0, [false, true, true], "operandSegmentSizes")[0] as ir.Value));
  printer.write(",");
  printer.write(" ");
  printer.printSuccessor(op.getSuccessor(0));
  if (opAsm.operandGroup(op, 1, [false, true, true], "operandSegmentSizes").length > 0) {
    printer.write("(");
    printer.printOperands(opAsm.operandGroup(op, 1, [false, true, true], "operandSegmentSizes"));
    printer.write(" :");
    printer.write(" ");
    printer.printTypes(opAsm.operandGroup(op, 1, [false, true, true], "operandSegmentSizes").map((v) => v.type));
    printer.write(")");
  }
  printer.write(",");
  printer.write(" ");
  printer.printSuccessor(op.getSuccessor(1));
  if (opAsm.operandGroup(op, 2, [false, true, true], "operandSegmentSizes").length > 0) {
    printer.write("(");
    printer.printOperands(opAsm.operandGroup(op, 2, [false, true, true], "operandSegmentSizes"));
    printer.write(" :");
    printer.write(" ");
    printer.printTypes(opAsm.operandGroup(op, 2, [false, true, true], "operandSegmentSizes").map((v) => v.type));
    printer.write(")");
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["operandSegmentSizes"]);
}

/** Arguments of {@link SwitchOp.build}. */
export interface SwitchOpArgs {
  readonly flag: rt.TypedValue<ir.IntegerType>;
  readonly defaultOperands: readonly ir.Value[];
  readonly caseOperands: readonly ir.Value[];
  readonly caseValues?: ir.DenseIntElementsAttr;
  readonly caseOperandSegments: ir.DenseI32ArrayAttr;
  readonly defaultDestination: ir.Block;
  readonly caseDestinations: readonly ir.Block[];
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * multi-way branch on an integer
 *
 * Jumps to the case destination whose value equals `flag`, or to the
 *     default destination when none does. Every destination has its own
 *     block arguments; the case values are kept in a dense elements
 *     attribute.
 *
 *     ```mlir
 *     cf.switch %flag : i32, [
 *       default: ^other(%a : i32),
 *       0: ^zero,
 *       7: ^seven(%b, %c : f32, f32)
 *     ]
 *     ```
 */
export class SwitchOp extends rt.OpView {
  static readonly operationName = "cf.switch";
  /** Wraps `operation`, which must be a cf.switch op. */
  static wrap(operation: ir.Operation): SwitchOp {
    if (operation.name.name !== SwitchOp.operationName) throw new TypeError("expected 'cf.switch', got '" + operation.name.name + "'");
    return new SwitchOp(operation);
  }
  getFlag(): rt.TypedValue<ir.IntegerType> {
    return rt.operandGroup(this.operation, 0, [false, true, true], true)[0] as rt.TypedValue<ir.IntegerType>;
  }
  getDefaultOperands(): rt.TypedValue<ir.Type>[] {
    return rt.operandGroup(this.operation, 1, [false, true, true], true) as rt.TypedValue<ir.Type>[];
  }
  getCaseOperands(): rt.TypedValue<ir.Type>[] {
    return rt.operandGroup(this.operation, 2, [false, true, true], true) as rt.TypedValue<ir.Type>[];
  }
  getCaseValuesAttr(): ir.DenseIntElementsAttr | undefined {
    return this.operation.getInherentAttr("case_values") as ir.DenseIntElementsAttr | undefined;
  }
  setCaseValuesAttr(value: ir.DenseIntElementsAttr): void {
    this.operation.setAttr("case_values", value);
  }
  getCaseValues(): ir.DenseIntElementsAttr | undefined {
    const attr = this.getCaseValuesAttr();
    return attr === undefined ? undefined : (attr);
  }
  getCaseOperandSegmentsAttr(): ir.DenseI32ArrayAttr {
    return this.operation.getInherentAttr("case_operand_segments") as ir.DenseI32ArrayAttr;
  }
  setCaseOperandSegmentsAttr(value: ir.DenseI32ArrayAttr): void {
    this.operation.setAttr("case_operand_segments", value);
  }
  getCaseOperandSegments(): readonly number[] {
    const attr = this.getCaseOperandSegmentsAttr();
    return ods.denseArrayValues(attr) as readonly number[];
  }
  getDefaultDestination(): ir.Block {
    return this.operation.getSuccessor(0);
  }
  getCaseDestinations(): ir.Block[] {
    return this.operation.getSuccessors().slice(1);
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: SwitchOpArgs): SwitchOp {
    const operation = builder.create(SwitchOp.operationName, location, {
      operands: [args.flag, ...args.defaultOperands, ...args.caseOperands],
      resultTypes: [],
      properties: rt.buildProperties(builder, [["case_values", args.caseValues], ["case_operand_segments", args.caseOperandSegments], ["operandSegmentSizes", rt.segmentSizesAttr(builder.context, [1, args.defaultOperands.length, args.caseOperands.length])]]),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
      successors: [args.defaultDestination, ...args.caseDestinations],
    });
    return new SwitchOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, SwitchOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, SwitchOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 0, false);
      rt.verifySuccessorCount(op, 1, true);
      rt.verifyOperandCount(op, 1, true);
      {
        const attr = op.getInherentAttr("case_values");
        rt.verifyAttributeConstraint(op, "case_values", attr === undefined || (((ods.isDenseIntElementsAttr(attr)) && (true))), "integer elements attribute");
      }
      {
        const attr = rt.requireAttribute(op, "case_operand_segments");
        rt.verifyAttributeConstraint(op, "case_operand_segments", ((ods.isDenseArrayAttr(attr, "i32"))), "i32 dense array attribute");
      }
      rt.verifySegmentSizes(op, "operandSegmentSizes", "operand", 3, op.operands.length);
      {
        const count = op.operands.length;
        const sizes = rt.verifiedSegmentSizes(op, "operandSegmentSizes");
        let start = 0;
        {
          const end = Math.min(start + Number(sizes[0] ?? 0), count);
          for (let j = start; j < end; j++) {
            const value = op.getOperand(j);
            if (!typeConstraint4(value.type)) throw rt.valueConstraintError(op, "operand", j, value, "integer");
          }
        }
        void start;
      }
      rt.rememberSignature(op, SwitchOp.verifiedSignatures);
    }
    rt.verifyBranchSuccessorOperands(op, hooks.successorOperandsSwitchOp);
    hooks.verifySwitchOp(op);
  }
}

/** cf.switch operands given as a plain list (MLIR's op adaptor). */
export class SwitchOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getFlag(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, true, true], rt.segmentSizesOf(this.properties, "operandSegmentSizes"));
    return length === 0 ? undefined : this.operands[start];
  }
  getDefaultOperands(): ir.Value[] {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, true, true], rt.segmentSizesOf(this.properties, "operandSegmentSizes"));
    return this.operands.slice(start, start + length);
  }
  getCaseOperands(): ir.Value[] {
    const [start, length] = rt.groupRange(2, this.operands.length, [false, true, true], rt.segmentSizesOf(this.properties, "operandSegmentSizes"));
    return this.operands.slice(start, start + length);
  }
  getCaseValuesAttr(): ir.Attribute | undefined {
    return this.properties?.get("case_values");
  }
  getCaseOperandSegmentsAttr(): ir.Attribute | undefined {
    return this.properties?.get("case_operand_segments");
  }
}

export function parseSwitchOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let flagOperands: opAsm.UnresolvedOperand[] = [];
  let flagOperandsLoc = parser.getCurrentLocation();
  let flagTypes: ir.Type[] = [];
  let defaultOperandsOperands: opAsm.UnresolvedOperand[] = [];
  let defaultOperandsOperandsLoc = parser.getCurrentLocation();
  let defaultOperandsTypes: ir.Type[] = [];
  const caseOperandsOperandGroups: opAsm.UnresolvedOperand[][] = [];
  const caseOperandsTypeGroups: ir.Type[][] = [];
  let caseOperandsOperands: opAsm.UnresolvedOperand[] = [];
  let caseOperandsOperandsLoc = parser.getCurrentLocation();
  let caseOperandsTypes: ir.Type[] = [];
  let defaultDestinationSuccessor: ir.Block | undefined;
  const caseDestinationsSuccessors: ir.Block[] = [];
  flagOperandsLoc = parser.getCurrentLocation();
  flagOperands.push(parser.parseOperand());
  parser.parseColon();
  flagTypes = [parser.parseType()];
  parser.parseComma();
  parser.parseLSquare();
  {
    const defaultDestinationSuccessorRef: opAsm.Ref<ir.Block> = { value: undefined };
    const case_valuesAttrRef: opAsm.Ref<ir.Attribute> = { value: undefined };
    parseSwitchOpCases(parser, flagTypes[0], defaultDestinationSuccessorRef, defaultOperandsOperands, defaultOperandsTypes, case_valuesAttrRef, caseDestinationsSuccessors, caseOperandsOperandGroups, caseOperandsTypeGroups);
    if (defaultDestinationSuccessorRef.value !== undefined) defaultDestinationSuccessor = defaultDestinationSuccessorRef.value;
    if (case_valuesAttrRef.value !== undefined) result.addAttribute("case_values", case_valuesAttrRef.value);
    for (const group of caseOperandsOperandGroups) caseOperandsOperands.push(...group);
    result.addAttribute("case_operand_segments", builder.getDenseI32ArrayAttr(caseOperandsOperandGroups.map((g) => g.length)));
    for (const group of caseOperandsTypeGroups) caseOperandsTypes.push(...group);
  }
  parser.parseRSquare();
  parser.parseOptionalAttrDict(result.attributes);
  parser.resolveOperands(flagOperands, flagTypes, flagOperandsLoc, result.operands);
  parser.resolveOperands(defaultOperandsOperands, defaultOperandsTypes, defaultOperandsOperandsLoc, result.operands);
  parser.resolveOperands(caseOperandsOperands, caseOperandsTypes, caseOperandsOperandsLoc, result.operands);
  result.addAttribute("operandSegmentSizes", builder.getDenseI32ArrayAttr([flagOperands.length, defaultOperandsOperands.length, caseOperandsOperands.length]));
  if (defaultDestinationSuccessor !== undefined) result.addSuccessor(defaultDestinationSuccessor);
  result.addSuccessors(caseDestinationsSuccessors);
}

export function printSwitchOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand((opAsm.operandGroup(op, 0, [false, true, true], "operandSegmentSizes")[0] as ir.Value));
  printer.write(" :");
  printer.write(" ");
  printer.printType((opAsm.operandGroup(op, 0, [false, true, true], "operandSegmentSizes")[0] as ir.Value).type);
  printer.write(",");
  printer.write(" [");
  printer.printNewline();
  printSwitchOpCases(printer, op, [(opAsm.operandGroup(op, 0, [false, true, true], "operandSegmentSizes")[0] as ir.Value).type][0] as ir.Type, op.getSuccessor(0), opAsm.operandGroup(op, 1, [false, true, true], "operandSegmentSizes"), opAsm.operandGroup(op, 1, [false, true, true], "operandSegmentSizes").map((v) => v.type), op.getAttr("case_values"), op.getSuccessors().slice(1), opAsm.splitGroups(opAsm.operandGroup(op, 2, [false, true, true], "operandSegmentSizes"), op.getAttr("case_operand_segments")), opAsm.splitGroups(opAsm.operandGroup(op, 2, [false, true, true], "operandSegmentSizes"), op.getAttr("case_operand_segments")).map((g) => g.map((v) => v.type)));
  printer.write("]");
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["case_values", "operandSegmentSizes", "case_operand_segments"]);
}

export const AssertOpInfo: ir.RegisteredOperationInfo = {
  name: "cf.assert",
  traits: [],
  verify: AssertOp.verifyInvariants,
  attributeNames: ["msg"],
  bytecodeProperties: rt.odsPropertiesCodec("cf.assert", "msg"),
  ...rt.withAssembly({ parse: parseAssertOp, print: printAssertOp }),
};
export const BranchOpInfo: ir.RegisteredOperationInfo = {
  name: "cf.br",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.IsTerminator],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: BranchOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseBranchOp, print: printBranchOp }),
};
export const CondBranchOpInfo: ir.RegisteredOperationInfo = {
  name: "cf.cond_br",
  traits: [ir.OpTrait.AttrSizedOperandSegments, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.IsTerminator],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: CondBranchOp.verifyInvariants,
  attributeNames: ["operandSegmentSizes"],
  bytecodeProperties: rt.odsPropertiesCodec("cf.cond_br", "#operandSegmentSizes:3"),
  ...rt.withAssembly({ parse: parseCondBranchOp, print: printCondBranchOp }),
};
export const SwitchOpInfo: ir.RegisteredOperationInfo = {
  name: "cf.switch",
  traits: [ir.OpTrait.AttrSizedOperandSegments, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.IsTerminator],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: SwitchOp.verifyInvariants,
  attributeNames: ["case_values", "case_operand_segments", "operandSegmentSizes"],
  bytecodeProperties: rt.odsPropertiesCodec("cf.switch", "case_operand_segments,case_values?,#operandSegmentSizes:3"),
  ...rt.withAssembly({ parse: parseSwitchOp, print: printSwitchOp }),
};
/** The cf dialect: its ops and attribute syntax, for `context.loadDialect`. */
export const cfDialect: ir.Dialect = {
  namespace: "cf",
  operations: [AssertOpInfo, BranchOpInfo, CondBranchOpInfo, SwitchOpInfo],
};
/** Loads the cf dialect into `context`. */
export function registerCfDialect(context: ir.MLIRContext): void {
  context.loadDialect(cfDialect);
}
