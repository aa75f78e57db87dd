// @generated from defs/mlir/Dialect/Math/IR/MathOps.td — do not edit
import * as ir from "../src/dialects/ir.js";
import * as ods from "../src/dialects/ods.js";
import * as rt from "../src/dialects/op-runtime.js";
import * as opAsm from "../src/asm/op-asm/index.js";
import * as arith from "./arith.js";
import { FastMathFlags } from "./arith.js";
const AbsFOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
/** floating-point-like */
function typeConstraint1(type: ir.Type): boolean {
  return ((ods.isFloat(type)) || ((ods.hasValueSemantics(type)) && ((elementType: ir.Type): boolean => ((ods.isFloat(elementType))))(ods.elementType(type))));
}

/** signless-integer-like */
function typeConstraint2(type: ir.Type): boolean {
  return ((ods.isSignlessIntOrIndex(type)) || ((ods.hasValueSemantics(type)) && ((elementType: ir.Type): boolean => ((ods.isSignlessIntOrIndex(elementType))))(ods.elementType(type))));
}

const AcosOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const AcoshOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const AsinOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const AsinhOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const Atan2OpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const AtanOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const AtanhOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const CbrtOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const CeilOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const CopySignOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const CosOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const CoshOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const ErfOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const Exp2OpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const ExpM1OpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const ExpOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const FPowIOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const FloorOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const FmaOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const Log1pOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const Log2OpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const Log10OpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const LogOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const PowFOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const RoundEvenOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const RoundOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const RsqrtOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const SinOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const SinhOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const SqrtOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const TanOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const TanhOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
const TruncOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof arith.FastMathFlagsAttr]], []);
/** Arguments of {@link AbsFOp.build}. */
export interface AbsFOpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * absolute value of a float
 *
 * Clears the sign bit: the result is never negative (NaN stays NaN).
 *
 *     ```mlir
 *     %a = math.absf %x : f64
 *     ```
 */
export class AbsFOp extends rt.OpView {
  static readonly operationName = "math.absf";
  /** Wraps `operation`, which must be a math.absf op. */
  static wrap(operation: ir.Operation): AbsFOp {
    if (operation.name.name !== AbsFOp.operationName) throw new TypeError("expected 'math.absf', got '" + operation.name.name + "'");
    return new AbsFOp(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, AbsFOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: AbsFOpArgs): AbsFOp {
    const operation = builder.create(AbsFOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: AbsFOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new AbsFOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, AbsFOp.verifierDefaultsCache, AbsFOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, AbsFOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, AbsFOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, AbsFOp.verifiedSignatures);
    }
  }
}

/** math.absf operands given as a plain list (MLIR's op adaptor). */
export class AbsFOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseAbsFOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printAbsFOpDefaults = new opAsm.DefaultAttributes();

export function printAbsFOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printAbsFOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link AbsIOp.build}. */
export interface AbsIOpArgs {
  readonly operand: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * absolute value of an integer
 *
 * Reads the operand as signed; the most negative value maps to itself.
 *
 *     ```mlir
 *     %a = math.absi %i : i32
 *     ```
 */
export class AbsIOp extends rt.OpView {
  static readonly operationName = "math.absi";
  /** Wraps `operation`, which must be a math.absi op. */
  static wrap(operation: ir.Operation): AbsIOp {
    if (operation.name.name !== AbsIOp.operationName) throw new TypeError("expected 'math.absi', got '" + operation.name.name + "'");
    return new AbsIOp(operation);
  }
  getOperand(): rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: AbsIOpArgs): AbsIOp {
    const operation = builder.create(AbsIOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new AbsIOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, AbsIOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      if (!typeConstraint2(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint2(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, AbsIOp.verifiedSignatures);
    }
  }
}

/** math.absi operands given as a plain list (MLIR's op adaptor). */
export class AbsIOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseAbsIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

export function printAbsIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link AcosOp.build}. */
export interface AcosOpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * arccosine
 *
 * Result in radians, for operands in [-1, 1].
 *
 *     ```mlir
 *     %y = math.acos %x : f32
 *     ```
 */
export class AcosOp extends rt.OpView {
  static readonly operationName = "math.acos";
  /** Wraps `operation`, which must be a math.acos op. */
  static wrap(operation: ir.Operation): AcosOp {
    if (operation.name.name !== AcosOp.operationName) throw new TypeError("expected 'math.acos', got '" + operation.name.name + "'");
    return new AcosOp(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, AcosOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: AcosOpArgs): AcosOp {
    const operation = builder.create(AcosOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: AcosOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new AcosOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, AcosOp.verifierDefaultsCache, AcosOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, AcosOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, AcosOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, AcosOp.verifiedSignatures);
    }
  }
}

/** math.acos operands given as a plain list (MLIR's op adaptor). */
export class AcosOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseAcosOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printAcosOpDefaults = new opAsm.DefaultAttributes();

export function printAcosOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printAcosOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link AcoshOp.build}. */
export interface AcoshOpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * inverse hyperbolic cosine
 *
 * Defined for operands of at least 1.
 *
 *     ```mlir
 *     %y = math.acosh %x : f32
 *     ```
 */
export class AcoshOp extends rt.OpView {
  static readonly operationName = "math.acosh";
  /** Wraps `operation`, which must be a math.acosh op. */
  static wrap(operation: ir.Operation): AcoshOp {
    if (operation.name.name !== AcoshOp.operationName) throw new TypeError("expected 'math.acosh', got '" + operation.name.name + "'");
    return new AcoshOp(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, AcoshOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: AcoshOpArgs): AcoshOp {
    const operation = builder.create(AcoshOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: AcoshOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new AcoshOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, AcoshOp.verifierDefaultsCache, AcoshOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, AcoshOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, AcoshOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, AcoshOp.verifiedSignatures);
    }
  }
}

/** math.acosh operands given as a plain list (MLIR's op adaptor). */
export class AcoshOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseAcoshOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printAcoshOpDefaults = new opAsm.DefaultAttributes();

export function printAcoshOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printAcoshOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link AsinOp.build}. */
export interface AsinOpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * arcsine
 *
 * Result in radians, for operands in [-1, 1].
 *
 *     ```mlir
 *     %y = math.asin %x : f32
 *     ```
 */
export class AsinOp extends rt.OpView {
  static readonly operationName = "math.asin";
  /** Wraps `operation`, which must be a math.asin op. */
  static wrap(operation: ir.Operation): AsinOp {
    if (operation.name.name !== AsinOp.operationName) throw new TypeError("expected 'math.asin', got '" + operation.name.name + "'");
    return new AsinOp(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, AsinOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: AsinOpArgs): AsinOp {
    const operation = builder.create(AsinOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: AsinOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new AsinOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, AsinOp.verifierDefaultsCache, AsinOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, AsinOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, AsinOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, AsinOp.verifiedSignatures);
    }
  }
}

/** math.asin operands given as a plain list (MLIR's op adaptor). */
export class AsinOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseAsinOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printAsinOpDefaults = new opAsm.DefaultAttributes();

export function printAsinOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printAsinOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link AsinhOp.build}. */
export interface AsinhOpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * inverse hyperbolic sine
 *
 * ```mlir
 *     %y = math.asinh %x : f32
 *     ```
 */
export class AsinhOp extends rt.OpView {
  static readonly operationName = "math.asinh";
  /** Wraps `operation`, which must be a math.asinh op. */
  static wrap(operation: ir.Operation): AsinhOp {
    if (operation.name.name !== AsinhOp.operationName) throw new TypeError("expected 'math.asinh', got '" + operation.name.name + "'");
    return new AsinhOp(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, AsinhOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: AsinhOpArgs): AsinhOp {
    const operation = builder.create(AsinhOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: AsinhOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new AsinhOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, AsinhOp.verifierDefaultsCache, AsinhOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, AsinhOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, AsinhOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, AsinhOp.verifiedSignatures);
    }
  }
}

/** math.asinh operands given as a plain list (MLIR's op adaptor). */
export class AsinhOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseAsinhOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printAsinhOpDefaults = new opAsm.DefaultAttributes();

export function printAsinhOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printAsinhOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link Atan2Op.build}. */
export interface Atan2OpArgs {
  readonly lhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * two-argument arctangent
 *
 * The angle of the point (`rhs`, `lhs`) from the positive x axis, in
 *     radians between -pi and pi; the signs of both operands choose the
 *     quadrant.
 *
 *     ```mlir
 *     %angle = math.atan2 %y, %x : f32
 *     ```
 */
export class Atan2Op extends rt.OpView {
  static readonly operationName = "math.atan2";
  /** Wraps `operation`, which must be a math.atan2 op. */
  static wrap(operation: ir.Operation): Atan2Op {
    if (operation.name.name !== Atan2Op.operationName) throw new TypeError("expected 'math.atan2', got '" + operation.name.name + "'");
    return new Atan2Op(operation);
  }
  getLhs(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getRhs(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, Atan2Op.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false, false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: Atan2OpArgs): Atan2Op {
    const operation = builder.create(Atan2Op.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: Atan2Op.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new Atan2Op(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, Atan2Op.verifierDefaultsCache, Atan2Op.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, Atan2Op.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, Atan2OpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, Atan2Op.verifiedSignatures);
    }
  }
}

/** math.atan2 operands given as a plain list (MLIR's op adaptor). */
export class Atan2OpAdaptor {
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
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseAtan2Op(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printAtan2OpDefaults = new opAsm.DefaultAttributes();

export function printAtan2Op(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printAtan2OpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link AtanOp.build}. */
export interface AtanOpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * arctangent
 *
 * Result in radians, between -pi/2 and pi/2.
 *
 *     ```mlir
 *     %y = math.atan %x : f32
 *     ```
 */
export class AtanOp extends rt.OpView {
  static readonly operationName = "math.atan";
  /** Wraps `operation`, which must be a math.atan op. */
  static wrap(operation: ir.Operation): AtanOp {
    if (operation.name.name !== AtanOp.operationName) throw new TypeError("expected 'math.atan', got '" + operation.name.name + "'");
    return new AtanOp(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, AtanOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: AtanOpArgs): AtanOp {
    const operation = builder.create(AtanOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: AtanOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new AtanOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, AtanOp.verifierDefaultsCache, AtanOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, AtanOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, AtanOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, AtanOp.verifiedSignatures);
    }
  }
}

/** math.atan operands given as a plain list (MLIR's op adaptor). */
export class AtanOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseAtanOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printAtanOpDefaults = new opAsm.DefaultAttributes();

export function printAtanOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printAtanOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link AtanhOp.build}. */
export interface AtanhOpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * inverse hyperbolic tangent
 *
 * Defined for operands strictly between -1 and 1.
 *
 *     ```mlir
 *     %y = math.atanh %x : f32
 *     ```
 */
export class AtanhOp extends rt.OpView {
  static readonly operationName = "math.atanh";
  /** Wraps `operation`, which must be a math.atanh op. */
  static wrap(operation: ir.Operation): AtanhOp {
    if (operation.name.name !== AtanhOp.operationName) throw new TypeError("expected 'math.atanh', got '" + operation.name.name + "'");
    return new AtanhOp(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, AtanhOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: AtanhOpArgs): AtanhOp {
    const operation = builder.create(AtanhOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: AtanhOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new AtanhOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, AtanhOp.verifierDefaultsCache, AtanhOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, AtanhOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, AtanhOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, AtanhOp.verifiedSignatures);
    }
  }
}

/** math.atanh operands given as a plain list (MLIR's op adaptor). */
export class AtanhOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseAtanhOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printAtanhOpDefaults = new opAsm.DefaultAttributes();

export function printAtanhOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printAtanhOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link CbrtOp.build}. */
export interface CbrtOpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * cube root
 *
 * Also defined for negative operands.
 *
 *     ```mlir
 *     %r = math.cbrt %x : f64
 *     ```
 */
export class CbrtOp extends rt.OpView {
  static readonly operationName = "math.cbrt";
  /** Wraps `operation`, which must be a math.cbrt op. */
  static wrap(operation: ir.Operation): CbrtOp {
    if (operation.name.name !== CbrtOp.operationName) throw new TypeError("expected 'math.cbrt', got '" + operation.name.name + "'");
    return new CbrtOp(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, CbrtOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: CbrtOpArgs): CbrtOp {
    const operation = builder.create(CbrtOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: CbrtOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new CbrtOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, CbrtOp.verifierDefaultsCache, CbrtOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, CbrtOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, CbrtOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, CbrtOp.verifiedSignatures);
    }
  }
}

/** math.cbrt operands given as a plain list (MLIR's op adaptor). */
export class CbrtOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseCbrtOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printCbrtOpDefaults = new opAsm.DefaultAttributes();

export function printCbrtOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printCbrtOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link CeilOp.build}. */
export interface CeilOpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * rounding up to an integral value
 *
 * The smallest integral float not less than the operand.
 *
 *     ```mlir
 *     %c = math.ceil %x : f32
 *     ```
 */
export class CeilOp extends rt.OpView {
  static readonly operationName = "math.ceil";
  /** Wraps `operation`, which must be a math.ceil op. */
  static wrap(operation: ir.Operation): CeilOp {
    if (operation.name.name !== CeilOp.operationName) throw new TypeError("expected 'math.ceil', got '" + operation.name.name + "'");
    return new CeilOp(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, CeilOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: CeilOpArgs): CeilOp {
    const operation = builder.create(CeilOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: CeilOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new CeilOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, CeilOp.verifierDefaultsCache, CeilOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, CeilOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, CeilOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, CeilOp.verifiedSignatures);
    }
  }
}

/** math.ceil operands given as a plain list (MLIR's op adaptor). */
export class CeilOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseCeilOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printCeilOpDefaults = new opAsm.DefaultAttributes();

export function printCeilOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printCeilOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link CopySignOp.build}. */
export interface CopySignOpArgs {
  readonly lhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * magnitude of one float with the sign of another
 *
 * ```mlir
 *     %r = math.copysign %mag, %sign : f32
 *     ```
 */
export class CopySignOp extends rt.OpView {
  static readonly operationName = "math.copysign";
  /** Wraps `operation`, which must be a math.copysign op. */
  static wrap(operation: ir.Operation): CopySignOp {
    if (operation.name.name !== CopySignOp.operationName) throw new TypeError("expected 'math.copysign', got '" + operation.name.name + "'");
    return new CopySignOp(operation);
  }
  getLhs(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getRhs(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, CopySignOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false, false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: CopySignOpArgs): CopySignOp {
    const operation = builder.create(CopySignOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: CopySignOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new CopySignOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, CopySignOp.verifierDefaultsCache, CopySignOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, CopySignOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, CopySignOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, CopySignOp.verifiedSignatures);
    }
  }
}

/** math.copysign operands given as a plain list (MLIR's op adaptor). */
export class CopySignOpAdaptor {
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
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseCopySignOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printCopySignOpDefaults = new opAsm.DefaultAttributes();

export function printCopySignOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printCopySignOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link CosOp.build}. */
export interface CosOpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * cosine
 *
 * The operand is in radians.
 *
 *     ```mlir
 *     %c = math.cos %x : f32
 *     ```
 */
export class CosOp extends rt.OpView {
  static readonly operationName = "math.cos";
  /** Wraps `operation`, which must be a math.cos op. */
  static wrap(operation: ir.Operation): CosOp {
    if (operation.name.name !== CosOp.operationName) throw new TypeError("expected 'math.cos', got '" + operation.name.name + "'");
    return new CosOp(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, CosOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: CosOpArgs): CosOp {
    const operation = builder.create(CosOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: CosOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new CosOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, CosOp.verifierDefaultsCache, CosOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, CosOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, CosOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, CosOp.verifiedSignatures);
    }
  }
}

/** math.cos operands given as a plain list (MLIR's op adaptor). */
export class CosOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseCosOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printCosOpDefaults = new opAsm.DefaultAttributes();

export function printCosOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printCosOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link CoshOp.build}. */
export interface CoshOpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * hyperbolic cosine
 *
 * ```mlir
 *     %y = math.cosh %x : f32
 *     ```
 */
export class CoshOp extends rt.OpView {
  static readonly operationName = "math.cosh";
  /** Wraps `operation`, which must be a math.cosh op. */
  static wrap(operation: ir.Operation): CoshOp {
    if (operation.name.name !== CoshOp.operationName) throw new TypeError("expected 'math.cosh', got '" + operation.name.name + "'");
    return new CoshOp(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, CoshOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: CoshOpArgs): CoshOp {
    const operation = builder.create(CoshOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: CoshOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new CoshOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, CoshOp.verifierDefaultsCache, CoshOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, CoshOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, CoshOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, CoshOp.verifiedSignatures);
    }
  }
}

/** math.cosh operands given as a plain list (MLIR's op adaptor). */
export class CoshOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseCoshOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printCoshOpDefaults = new opAsm.DefaultAttributes();

export function printCoshOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printCoshOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link CountLeadingZerosOp.build}. */
export interface CountLeadingZerosOpArgs {
  readonly operand: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * count of leading zero bits
 *
 * The number of zero bits above the highest set bit; the bit width for
 *     zero.
 *
 *     ```mlir
 *     %n = math.ctlz %i : i32
 *     ```
 */
export class CountLeadingZerosOp extends rt.OpView {
  static readonly operationName = "math.ctlz";
  /** Wraps `operation`, which must be a math.ctlz op. */
  static wrap(operation: ir.Operation): CountLeadingZerosOp {
    if (operation.name.name !== CountLeadingZerosOp.operationName) throw new TypeError("expected 'math.ctlz', got '" + operation.name.name + "'");
    return new CountLeadingZerosOp(operation);
  }
  getOperand(): rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: CountLeadingZerosOpArgs): CountLeadingZerosOp {
    const operation = builder.create(CountLeadingZerosOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new CountLeadingZerosOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, CountLeadingZerosOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      if (!typeConstraint2(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint2(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, CountLeadingZerosOp.verifiedSignatures);
    }
  }
}

/** math.ctlz operands given as a plain list (MLIR's op adaptor). */
export class CountLeadingZerosOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseCountLeadingZerosOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

export function printCountLeadingZerosOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link CountTrailingZerosOp.build}. */
export interface CountTrailingZerosOpArgs {
  readonly operand: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * count of trailing zero bits
 *
 * The number of zero bits below the lowest set bit; the bit width for
 *     zero.
 *
 *     ```mlir
 *     %n = math.cttz %i : i32
 *     ```
 */
export class CountTrailingZerosOp extends rt.OpView {
  static readonly operationName = "math.cttz";
  /** Wraps `operation`, which must be a math.cttz op. */
  static wrap(operation: ir.Operation): CountTrailingZerosOp {
    if (operation.name.name !== CountTrailingZerosOp.operationName) throw new TypeError("expected 'math.cttz', got '" + operation.name.name + "'");
    return new CountTrailingZerosOp(operation);
  }
  getOperand(): rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: CountTrailingZerosOpArgs): CountTrailingZerosOp {
    const operation = builder.create(CountTrailingZerosOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new CountTrailingZerosOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, CountTrailingZerosOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      if (!typeConstraint2(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint2(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, CountTrailingZerosOp.verifiedSignatures);
    }
  }
}

/** math.cttz operands given as a plain list (MLIR's op adaptor). */
export class CountTrailingZerosOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseCountTrailingZerosOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

export function printCountTrailingZerosOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link CtPopOp.build}. */
export interface CtPopOpArgs {
  readonly operand: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * count of set bits
 *
 * ```mlir
 *     %n = math.ctpop %i : i64
 *     ```
 */
export class CtPopOp extends rt.OpView {
  static readonly operationName = "math.ctpop";
  /** Wraps `operation`, which must be a math.ctpop op. */
  static wrap(operation: ir.Operation): CtPopOp {
    if (operation.name.name !== CtPopOp.operationName) throw new TypeError("expected 'math.ctpop', got '" + operation.name.name + "'");
    return new CtPopOp(operation);
  }
  getOperand(): rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: CtPopOpArgs): CtPopOp {
    const operation = builder.create(CtPopOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new CtPopOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, CtPopOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      if (!typeConstraint2(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint2(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, CtPopOp.verifiedSignatures);
    }
  }
}

/** math.ctpop operands given as a plain list (MLIR's op adaptor). */
export class CtPopOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseCtPopOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

export function printCtPopOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link ErfOp.build}. */
export interface ErfOpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * error function
 *
 * ```mlir
 *     %y = math.erf %x : f32
 *     ```
 */
export class ErfOp extends rt.OpView {
  static readonly operationName = "math.erf";
  /** Wraps `operation`, which must be a math.erf op. */
  static wrap(operation: ir.Operation): ErfOp {
    if (operation.name.name !== ErfOp.operationName) throw new TypeError("expected 'math.erf', got '" + operation.name.name + "'");
    return new ErfOp(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, ErfOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: ErfOpArgs): ErfOp {
    const operation = builder.create(ErfOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: ErfOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new ErfOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, ErfOp.verifierDefaultsCache, ErfOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, ErfOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, ErfOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, ErfOp.verifiedSignatures);
    }
  }
}

/** math.erf operands given as a plain list (MLIR's op adaptor). */
export class ErfOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseErfOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printErfOpDefaults = new opAsm.DefaultAttributes();

export function printErfOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printErfOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link Exp2Op.build}. */
export interface Exp2OpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * base-2 exponential
 *
 * 2 raised to the operand.
 *
 *     ```mlir
 *     %y = math.exp2 %x : f32
 *     ```
 */
export class Exp2Op extends rt.OpView {
  static readonly operationName = "math.exp2";
  /** Wraps `operation`, which must be a math.exp2 op. */
  static wrap(operation: ir.Operation): Exp2Op {
    if (operation.name.name !== Exp2Op.operationName) throw new TypeError("expected 'math.exp2', got '" + operation.name.name + "'");
    return new Exp2Op(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, Exp2Op.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: Exp2OpArgs): Exp2Op {
    const operation = builder.create(Exp2Op.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: Exp2Op.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new Exp2Op(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, Exp2Op.verifierDefaultsCache, Exp2Op.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, Exp2Op.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, Exp2OpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, Exp2Op.verifiedSignatures);
    }
  }
}

/** math.exp2 operands given as a plain list (MLIR's op adaptor). */
export class Exp2OpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseExp2Op(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printExp2OpDefaults = new opAsm.DefaultAttributes();

export function printExp2Op(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printExp2OpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link ExpM1Op.build}. */
export interface ExpM1OpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * exponential minus one
 *
 * exp(x) - 1, accurate for operands near zero.
 *
 *     ```mlir
 *     %y = math.expm1 %x : f64
 *     ```
 */
export class ExpM1Op extends rt.OpView {
  static readonly operationName = "math.expm1";
  /** Wraps `operation`, which must be a math.expm1 op. */
  static wrap(operation: ir.Operation): ExpM1Op {
    if (operation.name.name !== ExpM1Op.operationName) throw new TypeError("expected 'math.expm1', got '" + operation.name.name + "'");
    return new ExpM1Op(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, ExpM1Op.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: ExpM1OpArgs): ExpM1Op {
    const operation = builder.create(ExpM1Op.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: ExpM1Op.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new ExpM1Op(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, ExpM1Op.verifierDefaultsCache, ExpM1Op.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, ExpM1Op.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, ExpM1OpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, ExpM1Op.verifiedSignatures);
    }
  }
}

/** math.expm1 operands given as a plain list (MLIR's op adaptor). */
export class ExpM1OpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseExpM1Op(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printExpM1OpDefaults = new opAsm.DefaultAttributes();

export function printExpM1Op(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printExpM1OpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link ExpOp.build}. */
export interface ExpOpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * natural exponential
 *
 * e raised to the operand.
 *
 *     ```mlir
 *     %y = math.exp %x : f32
 *     ```
 */
export class ExpOp extends rt.OpView {
  static readonly operationName = "math.exp";
  /** Wraps `operation`, which must be a math.exp op. */
  static wrap(operation: ir.Operation): ExpOp {
    if (operation.name.name !== ExpOp.operationName) throw new TypeError("expected 'math.exp', got '" + operation.name.name + "'");
    return new ExpOp(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, ExpOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: ExpOpArgs): ExpOp {
    const operation = builder.create(ExpOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: ExpOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new ExpOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, ExpOp.verifierDefaultsCache, ExpOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, ExpOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, ExpOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, ExpOp.verifiedSignatures);
    }
  }
}

/** math.exp operands given as a plain list (MLIR's op adaptor). */
export class ExpOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseExpOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printExpOpDefaults = new opAsm.DefaultAttributes();

export function printExpOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printExpOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link FPowIOp.build}. */
export interface FPowIOpArgs {
  readonly lhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * float raised to an integer power
 *
 * Raises the float `lhs` to the signed integer power `rhs`; both have the
 *     same shape.
 *
 *     ```mlir
 *     %p = math.fpowi %x, %n : f32, i32
 *     ```
 */
export class FPowIOp extends rt.OpView {
  static readonly operationName = "math.fpowi";
  /** Wraps `operation`, which must be a math.fpowi op. */
  static wrap(operation: ir.Operation): FPowIOp {
    if (operation.name.name !== FPowIOp.operationName) throw new TypeError("expected 'math.fpowi', got '" + operation.name.name + "'");
    return new FPowIOp(operation);
  }
  getLhs(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getRhs(): rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, FPowIOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false, false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: FPowIOpArgs): FPowIOp {
    const operation = builder.create(FPowIOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: FPowIOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new FPowIOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, FPowIOp.verifierDefaultsCache, FPowIOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, FPowIOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, FPowIOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint2(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "signless-integer-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifyPredTrait(op, (ods.allEqual([op.getOperand(0).type, op.getResult(0).type])), "all of {lhs, result} have same type");
      rt.verifySameOperandsAndResultShape(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, FPowIOp.verifiedSignatures);
    }
  }
}

/** math.fpowi operands given as a plain list (MLIR's op adaptor). */
export class FPowIOpAdaptor {
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
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseFPowIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  lhsTypes = [parser.parseType()];
  parser.parseComma();
  rhsTypes = [parser.parseType()];
  result.addType((lhsTypes)[0] as ir.Type);
  parser.resolveOperands(lhsOperands, lhsTypes, lhsOperandsLoc, result.operands);
  parser.resolveOperands(rhsOperands, rhsTypes, rhsOperandsLoc, result.operands);
}

const printFPowIOpDefaults = new opAsm.DefaultAttributes();

export function printFPowIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printFPowIOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getOperand(0).type);
  printer.write(",");
  printer.write(" ");
  printer.printType(op.getOperand(1).type);
}

/** Arguments of {@link FloorOp.build}. */
export interface FloorOpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * rounding down to an integral value
 *
 * The largest integral float not greater than the operand.
 *
 *     ```mlir
 *     %f = math.floor %x : f32
 *     ```
 */
export class FloorOp extends rt.OpView {
  static readonly operationName = "math.floor";
  /** Wraps `operation`, which must be a math.floor op. */
  static wrap(operation: ir.Operation): FloorOp {
    if (operation.name.name !== FloorOp.operationName) throw new TypeError("expected 'math.floor', got '" + operation.name.name + "'");
    return new FloorOp(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, FloorOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: FloorOpArgs): FloorOp {
    const operation = builder.create(FloorOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: FloorOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new FloorOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, FloorOp.verifierDefaultsCache, FloorOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, FloorOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, FloorOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, FloorOp.verifiedSignatures);
    }
  }
}

/** math.floor operands given as a plain list (MLIR's op adaptor). */
export class FloorOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseFloorOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printFloorOpDefaults = new opAsm.DefaultAttributes();

export function printFloorOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printFloorOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link FmaOp.build}. */
export interface FmaOpArgs {
  readonly a: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly b: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly c: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * fused multiply-add
 *
 * Computes `a * b + c` with a single rounding.
 *
 *     ```mlir
 *     %r = math.fma %a, %b, %c : f32
 *     ```
 */
export class FmaOp extends rt.OpView {
  static readonly operationName = "math.fma";
  /** Wraps `operation`, which must be a math.fma op. */
  static wrap(operation: ir.Operation): FmaOp {
    if (operation.name.name !== FmaOp.operationName) throw new TypeError("expected 'math.fma', got '" + operation.name.name + "'");
    return new FmaOp(operation);
  }
  getA(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getB(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getC(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(2) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, FmaOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false, false, false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: FmaOpArgs): FmaOp {
    const operation = builder.create(FmaOp.operationName, location, {
      operands: [args.a, args.b, args.c],
      resultTypes: [args.a.type],
      properties: FmaOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new FmaOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, FmaOp.verifierDefaultsCache, FmaOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, FmaOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, FmaOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 3, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "floating-point-like");
      if (!typeConstraint1(op.getOperand(2).type)) throw rt.valueConstraintError(op, "operand", 2, op.getOperand(2), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, FmaOp.verifiedSignatures);
    }
  }
}

/** math.fma operands given as a plain list (MLIR's op adaptor). */
export class FmaOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getA(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getB(): ir.Value | undefined {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getC(): ir.Value | undefined {
    const [start, length] = rt.groupRange(2, this.operands.length, [false, false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseFmaOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let aOperands: opAsm.UnresolvedOperand[] = [];
  let aOperandsLoc = parser.getCurrentLocation();
  let aTypes: ir.Type[] = [];
  let bOperands: opAsm.UnresolvedOperand[] = [];
  let bOperandsLoc = parser.getCurrentLocation();
  let bTypes: ir.Type[] = [];
  let cOperands: opAsm.UnresolvedOperand[] = [];
  let cOperandsLoc = parser.getCurrentLocation();
  let cTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  aOperandsLoc = parser.getCurrentLocation();
  aOperands.push(parser.parseOperand());
  parser.parseComma();
  bOperandsLoc = parser.getCurrentLocation();
  bOperands.push(parser.parseOperand());
  parser.parseComma();
  cOperandsLoc = parser.getCurrentLocation();
  cOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(aOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
  parser.resolveOperand(bOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
  parser.resolveOperand(cOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printFmaOpDefaults = new opAsm.DefaultAttributes();

export function printFmaOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printFmaOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(2));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link IPowIOp.build}. */
export interface IPowIOpArgs {
  readonly lhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * integer power
 *
 * Raises `lhs` to the power `rhs`, both read as signed integers.
 *
 *     ```mlir
 *     %p = math.ipowi %base, %exp : i32
 *     ```
 */
export class IPowIOp extends rt.OpView {
  static readonly operationName = "math.ipowi";
  /** Wraps `operation`, which must be a math.ipowi op. */
  static wrap(operation: ir.Operation): IPowIOp {
    if (operation.name.name !== IPowIOp.operationName) throw new TypeError("expected 'math.ipowi', got '" + operation.name.name + "'");
    return new IPowIOp(operation);
  }
  getLhs(): rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getRhs(): rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false, false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: IPowIOpArgs): IPowIOp {
    const operation = builder.create(IPowIOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new IPowIOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, IPowIOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint2(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint2(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "signless-integer-like");
      if (!typeConstraint2(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, IPowIOp.verifiedSignatures);
    }
  }
}

/** math.ipowi operands given as a plain list (MLIR's op adaptor). */
export class IPowIOpAdaptor {
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

export function parseIPowIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

export function printIPowIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link Log1pOp.build}. */
export interface Log1pOpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * natural logarithm of one plus the operand
 *
 * log(1 + x), accurate for operands near zero.
 *
 *     ```mlir
 *     %y = math.log1p %x : f64
 *     ```
 */
export class Log1pOp extends rt.OpView {
  static readonly operationName = "math.log1p";
  /** Wraps `operation`, which must be a math.log1p op. */
  static wrap(operation: ir.Operation): Log1pOp {
    if (operation.name.name !== Log1pOp.operationName) throw new TypeError("expected 'math.log1p', got '" + operation.name.name + "'");
    return new Log1pOp(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, Log1pOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: Log1pOpArgs): Log1pOp {
    const operation = builder.create(Log1pOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: Log1pOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new Log1pOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, Log1pOp.verifierDefaultsCache, Log1pOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, Log1pOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, Log1pOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, Log1pOp.verifiedSignatures);
    }
  }
}

/** math.log1p operands given as a plain list (MLIR's op adaptor). */
export class Log1pOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseLog1pOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printLog1pOpDefaults = new opAsm.DefaultAttributes();

export function printLog1pOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printLog1pOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link Log2Op.build}. */
export interface Log2OpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * base-2 logarithm
 *
 * ```mlir
 *     %y = math.log2 %x : f32
 *     ```
 */
export class Log2Op extends rt.OpView {
  static readonly operationName = "math.log2";
  /** Wraps `operation`, which must be a math.log2 op. */
  static wrap(operation: ir.Operation): Log2Op {
    if (operation.name.name !== Log2Op.operationName) throw new TypeError("expected 'math.log2', got '" + operation.name.name + "'");
    return new Log2Op(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, Log2Op.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: Log2OpArgs): Log2Op {
    const operation = builder.create(Log2Op.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: Log2Op.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new Log2Op(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, Log2Op.verifierDefaultsCache, Log2Op.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, Log2Op.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, Log2OpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, Log2Op.verifiedSignatures);
    }
  }
}

/** math.log2 operands given as a plain list (MLIR's op adaptor). */
export class Log2OpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseLog2Op(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printLog2OpDefaults = new opAsm.DefaultAttributes();

export function printLog2Op(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printLog2OpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link Log10Op.build}. */
export interface Log10OpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * base-10 logarithm
 *
 * ```mlir
 *     %y = math.log10 %x : f32
 *     ```
 */
export class Log10Op extends rt.OpView {
  static readonly operationName = "math.log10";
  /** Wraps `operation`, which must be a math.log10 op. */
  static wrap(operation: ir.Operation): Log10Op {
    if (operation.name.name !== Log10Op.operationName) throw new TypeError("expected 'math.log10', got '" + operation.name.name + "'");
    return new Log10Op(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, Log10Op.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: Log10OpArgs): Log10Op {
    const operation = builder.create(Log10Op.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: Log10Op.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new Log10Op(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, Log10Op.verifierDefaultsCache, Log10Op.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, Log10Op.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, Log10OpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, Log10Op.verifiedSignatures);
    }
  }
}

/** math.log10 operands given as a plain list (MLIR's op adaptor). */
export class Log10OpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseLog10Op(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printLog10OpDefaults = new opAsm.DefaultAttributes();

export function printLog10Op(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printLog10OpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link LogOp.build}. */
export interface LogOpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * natural logarithm
 *
 * ```mlir
 *     %y = math.log %x : f32
 *     ```
 */
export class LogOp extends rt.OpView {
  static readonly operationName = "math.log";
  /** Wraps `operation`, which must be a math.log op. */
  static wrap(operation: ir.Operation): LogOp {
    if (operation.name.name !== LogOp.operationName) throw new TypeError("expected 'math.log', got '" + operation.name.name + "'");
    return new LogOp(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, LogOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: LogOpArgs): LogOp {
    const operation = builder.create(LogOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: LogOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new LogOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, LogOp.verifierDefaultsCache, LogOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, LogOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, LogOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, LogOp.verifiedSignatures);
    }
  }
}

/** math.log operands given as a plain list (MLIR's op adaptor). */
export class LogOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseLogOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printLogOpDefaults = new opAsm.DefaultAttributes();

export function printLogOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printLogOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link PowFOp.build}. */
export interface PowFOpArgs {
  readonly lhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * floating-point power
 *
 * Raises `lhs` to the power `rhs`.
 *
 *     ```mlir
 *     %p = math.powf %x, %y : f32
 *     ```
 */
export class PowFOp extends rt.OpView {
  static readonly operationName = "math.powf";
  /** Wraps `operation`, which must be a math.powf op. */
  static wrap(operation: ir.Operation): PowFOp {
    if (operation.name.name !== PowFOp.operationName) throw new TypeError("expected 'math.powf', got '" + operation.name.name + "'");
    return new PowFOp(operation);
  }
  getLhs(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getRhs(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, PowFOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false, false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: PowFOpArgs): PowFOp {
    const operation = builder.create(PowFOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: PowFOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new PowFOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, PowFOp.verifierDefaultsCache, PowFOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, PowFOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, PowFOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, PowFOp.verifiedSignatures);
    }
  }
}

/** math.powf operands given as a plain list (MLIR's op adaptor). */
export class PowFOpAdaptor {
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
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parsePowFOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printPowFOpDefaults = new opAsm.DefaultAttributes();

export function printPowFOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printPowFOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link RoundEvenOp.build}. */
export interface RoundEvenOpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * rounding to the nearest integral value, ties to even
 *
 * ```mlir
 *     %r = math.roundeven %x : f32
 *     ```
 */
export class RoundEvenOp extends rt.OpView {
  static readonly operationName = "math.roundeven";
  /** Wraps `operation`, which must be a math.roundeven op. */
  static wrap(operation: ir.Operation): RoundEvenOp {
    if (operation.name.name !== RoundEvenOp.operationName) throw new TypeError("expected 'math.roundeven', got '" + operation.name.name + "'");
    return new RoundEvenOp(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, RoundEvenOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: RoundEvenOpArgs): RoundEvenOp {
    const operation = builder.create(RoundEvenOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: RoundEvenOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new RoundEvenOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, RoundEvenOp.verifierDefaultsCache, RoundEvenOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, RoundEvenOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, RoundEvenOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, RoundEvenOp.verifiedSignatures);
    }
  }
}

/** math.roundeven operands given as a plain list (MLIR's op adaptor). */
export class RoundEvenOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseRoundEvenOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printRoundEvenOpDefaults = new opAsm.DefaultAttributes();

export function printRoundEvenOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printRoundEvenOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link RoundOp.build}. */
export interface RoundOpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * rounding to the nearest integral value, ties away from zero
 *
 * ```mlir
 *     %r = math.round %x : f32
 *     ```
 */
export class RoundOp extends rt.OpView {
  static readonly operationName = "math.round";
  /** Wraps `operation`, which must be a math.round op. */
  static wrap(operation: ir.Operation): RoundOp {
    if (operation.name.name !== RoundOp.operationName) throw new TypeError("expected 'math.round', got '" + operation.name.name + "'");
    return new RoundOp(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, RoundOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: RoundOpArgs): RoundOp {
    const operation = builder.create(RoundOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: RoundOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new RoundOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, RoundOp.verifierDefaultsCache, RoundOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, RoundOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, RoundOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, RoundOp.verifiedSignatures);
    }
  }
}

/** math.round operands given as a plain list (MLIR's op adaptor). */
export class RoundOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseRoundOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printRoundOpDefaults = new opAsm.DefaultAttributes();

export function printRoundOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printRoundOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link RsqrtOp.build}. */
export interface RsqrtOpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * reciprocal square root
 *
 * 1 / sqrt(x).
 *
 *     ```mlir
 *     %r = math.rsqrt %x : f32
 *     ```
 */
export class RsqrtOp extends rt.OpView {
  static readonly operationName = "math.rsqrt";
  /** Wraps `operation`, which must be a math.rsqrt op. */
  static wrap(operation: ir.Operation): RsqrtOp {
    if (operation.name.name !== RsqrtOp.operationName) throw new TypeError("expected 'math.rsqrt', got '" + operation.name.name + "'");
    return new RsqrtOp(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, RsqrtOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: RsqrtOpArgs): RsqrtOp {
    const operation = builder.create(RsqrtOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: RsqrtOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new RsqrtOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, RsqrtOp.verifierDefaultsCache, RsqrtOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, RsqrtOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, RsqrtOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, RsqrtOp.verifiedSignatures);
    }
  }
}

/** math.rsqrt operands given as a plain list (MLIR's op adaptor). */
export class RsqrtOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseRsqrtOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printRsqrtOpDefaults = new opAsm.DefaultAttributes();

export function printRsqrtOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printRsqrtOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link SinOp.build}. */
export interface SinOpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * sine
 *
 * The operand is in radians.
 *
 *     ```mlir
 *     %s = math.sin %x : f32
 *     ```
 */
export class SinOp extends rt.OpView {
  static readonly operationName = "math.sin";
  /** Wraps `operation`, which must be a math.sin op. */
  static wrap(operation: ir.Operation): SinOp {
    if (operation.name.name !== SinOp.operationName) throw new TypeError("expected 'math.sin', got '" + operation.name.name + "'");
    return new SinOp(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, SinOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: SinOpArgs): SinOp {
    const operation = builder.create(SinOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: SinOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new SinOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, SinOp.verifierDefaultsCache, SinOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, SinOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, SinOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, SinOp.verifiedSignatures);
    }
  }
}

/** math.sin operands given as a plain list (MLIR's op adaptor). */
export class SinOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseSinOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printSinOpDefaults = new opAsm.DefaultAttributes();

export function printSinOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printSinOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link SinhOp.build}. */
export interface SinhOpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * hyperbolic sine
 *
 * ```mlir
 *     %y = math.sinh %x : f32
 *     ```
 */
export class SinhOp extends rt.OpView {
  static readonly operationName = "math.sinh";
  /** Wraps `operation`, which must be a math.sinh op. */
  static wrap(operation: ir.Operation): SinhOp {
    if (operation.name.name !== SinhOp.operationName) throw new TypeError("expected 'math.sinh', got '" + operation.name.name + "'");
    return new SinhOp(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, SinhOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: SinhOpArgs): SinhOp {
    const operation = builder.create(SinhOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: SinhOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new SinhOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, SinhOp.verifierDefaultsCache, SinhOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, SinhOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, SinhOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, SinhOp.verifiedSignatures);
    }
  }
}

/** math.sinh operands given as a plain list (MLIR's op adaptor). */
export class SinhOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseSinhOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printSinhOpDefaults = new opAsm.DefaultAttributes();

export function printSinhOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printSinhOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link SqrtOp.build}. */
export interface SqrtOpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * square root
 *
 * NaN for negative operands.
 *
 *     ```mlir
 *     %r = math.sqrt %x : f32
 *     ```
 */
export class SqrtOp extends rt.OpView {
  static readonly operationName = "math.sqrt";
  /** Wraps `operation`, which must be a math.sqrt op. */
  static wrap(operation: ir.Operation): SqrtOp {
    if (operation.name.name !== SqrtOp.operationName) throw new TypeError("expected 'math.sqrt', got '" + operation.name.name + "'");
    return new SqrtOp(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, SqrtOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: SqrtOpArgs): SqrtOp {
    const operation = builder.create(SqrtOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: SqrtOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new SqrtOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, SqrtOp.verifierDefaultsCache, SqrtOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, SqrtOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, SqrtOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, SqrtOp.verifiedSignatures);
    }
  }
}

/** math.sqrt operands given as a plain list (MLIR's op adaptor). */
export class SqrtOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseSqrtOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printSqrtOpDefaults = new opAsm.DefaultAttributes();

export function printSqrtOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printSqrtOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link TanOp.build}. */
export interface TanOpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * tangent
 *
 * The operand is in radians.
 *
 *     ```mlir
 *     %t = math.tan %x : f32
 *     ```
 */
export class TanOp extends rt.OpView {
  static readonly operationName = "math.tan";
  /** Wraps `operation`, which must be a math.tan op. */
  static wrap(operation: ir.Operation): TanOp {
    if (operation.name.name !== TanOp.operationName) throw new TypeError("expected 'math.tan', got '" + operation.name.name + "'");
    return new TanOp(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, TanOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: TanOpArgs): TanOp {
    const operation = builder.create(TanOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: TanOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new TanOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, TanOp.verifierDefaultsCache, TanOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, TanOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, TanOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, TanOp.verifiedSignatures);
    }
  }
}

/** math.tan operands given as a plain list (MLIR's op adaptor). */
export class TanOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseTanOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printTanOpDefaults = new opAsm.DefaultAttributes();

export function printTanOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printTanOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link TanhOp.build}. */
export interface TanhOpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * hyperbolic tangent
 *
 * ```mlir
 *     %t = math.tanh %x : f32
 *     ```
 */
export class TanhOp extends rt.OpView {
  static readonly operationName = "math.tanh";
  /** Wraps `operation`, which must be a math.tanh op. */
  static wrap(operation: ir.Operation): TanhOp {
    if (operation.name.name !== TanhOp.operationName) throw new TypeError("expected 'math.tanh', got '" + operation.name.name + "'");
    return new TanhOp(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, TanhOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: TanhOpArgs): TanhOp {
    const operation = builder.create(TanhOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: TanhOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new TanhOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, TanhOp.verifierDefaultsCache, TanhOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, TanhOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, TanhOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, TanhOp.verifiedSignatures);
    }
  }
}

/** math.tanh operands given as a plain list (MLIR's op adaptor). */
export class TanhOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseTanhOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printTanhOpDefaults = new opAsm.DefaultAttributes();

export function printTanhOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printTanhOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link TruncOp.build}. */
export interface TruncOpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: arith.FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * rounding toward zero to an integral value
 *
 * ```mlir
 *     %t = math.trunc %x : f32
 *     ```
 */
export class TruncOp extends rt.OpView {
  static readonly operationName = "math.trunc";
  /** Wraps `operation`, which must be a math.trunc op. */
  static wrap(operation: ir.Operation): TruncOp {
    if (operation.name.name !== TruncOp.operationName) throw new TypeError("expected 'math.trunc', got '" + operation.name.name + "'");
    return new TruncOp(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): arith.FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as arith.FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: arith.FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): arith.FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, TruncOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: TruncOpArgs): TruncOp {
    const operation = builder.create(TruncOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: TruncOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new TruncOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, TruncOp.verifierDefaultsCache, TruncOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, TruncOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, TruncOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof arith.FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, TruncOp.verifiedSignatures);
    }
  }
}

/** math.trunc operands given as a plain list (MLIR's op adaptor). */
export class TruncOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperand(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseTruncOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(arith.FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printTruncOpDefaults = new opAsm.DefaultAttributes();

export function printTruncOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printTruncOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => arith.FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

export const AbsFOpInfo: ir.RegisteredOperationInfo = {
  name: "math.absf",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: AbsFOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: AbsFOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.absf", "fastmath?"),
  ...rt.withAssembly({ parse: parseAbsFOp, print: printAbsFOp }),
};
export const AbsIOpInfo: ir.RegisteredOperationInfo = {
  name: "math.absi",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: AbsIOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseAbsIOp, print: printAbsIOp }),
};
export const AcosOpInfo: ir.RegisteredOperationInfo = {
  name: "math.acos",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: AcosOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: AcosOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.acos", "fastmath?"),
  ...rt.withAssembly({ parse: parseAcosOp, print: printAcosOp }),
};
export const AcoshOpInfo: ir.RegisteredOperationInfo = {
  name: "math.acosh",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: AcoshOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: AcoshOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.acosh", "fastmath?"),
  ...rt.withAssembly({ parse: parseAcoshOp, print: printAcoshOp }),
};
export const AsinOpInfo: ir.RegisteredOperationInfo = {
  name: "math.asin",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: AsinOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: AsinOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.asin", "fastmath?"),
  ...rt.withAssembly({ parse: parseAsinOp, print: printAsinOp }),
};
export const AsinhOpInfo: ir.RegisteredOperationInfo = {
  name: "math.asinh",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: AsinhOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: AsinhOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.asinh", "fastmath?"),
  ...rt.withAssembly({ parse: parseAsinhOp, print: printAsinhOp }),
};
export const Atan2OpInfo: ir.RegisteredOperationInfo = {
  name: "math.atan2",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: Atan2Op.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: Atan2Op.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.atan2", "fastmath?"),
  ...rt.withAssembly({ parse: parseAtan2Op, print: printAtan2Op }),
};
export const AtanOpInfo: ir.RegisteredOperationInfo = {
  name: "math.atan",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: AtanOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: AtanOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.atan", "fastmath?"),
  ...rt.withAssembly({ parse: parseAtanOp, print: printAtanOp }),
};
export const AtanhOpInfo: ir.RegisteredOperationInfo = {
  name: "math.atanh",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: AtanhOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: AtanhOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.atanh", "fastmath?"),
  ...rt.withAssembly({ parse: parseAtanhOp, print: printAtanhOp }),
};
export const CbrtOpInfo: ir.RegisteredOperationInfo = {
  name: "math.cbrt",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: CbrtOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: CbrtOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.cbrt", "fastmath?"),
  ...rt.withAssembly({ parse: parseCbrtOp, print: printCbrtOp }),
};
export const CeilOpInfo: ir.RegisteredOperationInfo = {
  name: "math.ceil",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: CeilOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: CeilOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.ceil", "fastmath?"),
  ...rt.withAssembly({ parse: parseCeilOp, print: printCeilOp }),
};
export const CopySignOpInfo: ir.RegisteredOperationInfo = {
  name: "math.copysign",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: CopySignOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: CopySignOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.copysign", "fastmath?"),
  ...rt.withAssembly({ parse: parseCopySignOp, print: printCopySignOp }),
};
export const CosOpInfo: ir.RegisteredOperationInfo = {
  name: "math.cos",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: CosOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: CosOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.cos", "fastmath?"),
  ...rt.withAssembly({ parse: parseCosOp, print: printCosOp }),
};
export const CoshOpInfo: ir.RegisteredOperationInfo = {
  name: "math.cosh",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: CoshOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: CoshOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.cosh", "fastmath?"),
  ...rt.withAssembly({ parse: parseCoshOp, print: printCoshOp }),
};
export const CountLeadingZerosOpInfo: ir.RegisteredOperationInfo = {
  name: "math.ctlz",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: CountLeadingZerosOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseCountLeadingZerosOp, print: printCountLeadingZerosOp }),
};
export const CountTrailingZerosOpInfo: ir.RegisteredOperationInfo = {
  name: "math.cttz",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: CountTrailingZerosOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseCountTrailingZerosOp, print: printCountTrailingZerosOp }),
};
export const CtPopOpInfo: ir.RegisteredOperationInfo = {
  name: "math.ctpop",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: CtPopOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseCtPopOp, print: printCtPopOp }),
};
export const ErfOpInfo: ir.RegisteredOperationInfo = {
  name: "math.erf",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: ErfOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: ErfOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.erf", "fastmath?"),
  ...rt.withAssembly({ parse: parseErfOp, print: printErfOp }),
};
export const Exp2OpInfo: ir.RegisteredOperationInfo = {
  name: "math.exp2",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: Exp2Op.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: Exp2Op.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.exp2", "fastmath?"),
  ...rt.withAssembly({ parse: parseExp2Op, print: printExp2Op }),
};
export const ExpM1OpInfo: ir.RegisteredOperationInfo = {
  name: "math.expm1",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: ExpM1Op.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: ExpM1Op.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.expm1", "fastmath?"),
  ...rt.withAssembly({ parse: parseExpM1Op, print: printExpM1Op }),
};
export const ExpOpInfo: ir.RegisteredOperationInfo = {
  name: "math.exp",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: ExpOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: ExpOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.exp", "fastmath?"),
  ...rt.withAssembly({ parse: parseExpOp, print: printExpOp }),
};
export const FPowIOpInfo: ir.RegisteredOperationInfo = {
  name: "math.fpowi",
  traits: [ir.OpTrait.SameOperandsAndResultShape, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: FPowIOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: FPowIOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.fpowi", "fastmath?"),
  ...rt.withAssembly({ parse: parseFPowIOp, print: printFPowIOp }),
};
export const FloorOpInfo: ir.RegisteredOperationInfo = {
  name: "math.floor",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: FloorOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: FloorOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.floor", "fastmath?"),
  ...rt.withAssembly({ parse: parseFloorOp, print: printFloorOp }),
};
export const FmaOpInfo: ir.RegisteredOperationInfo = {
  name: "math.fma",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: FmaOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: FmaOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.fma", "fastmath?"),
  ...rt.withAssembly({ parse: parseFmaOp, print: printFmaOp }),
};
export const IPowIOpInfo: ir.RegisteredOperationInfo = {
  name: "math.ipowi",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: IPowIOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseIPowIOp, print: printIPowIOp }),
};
export const Log1pOpInfo: ir.RegisteredOperationInfo = {
  name: "math.log1p",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: Log1pOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: Log1pOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.log1p", "fastmath?"),
  ...rt.withAssembly({ parse: parseLog1pOp, print: printLog1pOp }),
};
export const Log2OpInfo: ir.RegisteredOperationInfo = {
  name: "math.log2",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: Log2Op.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: Log2Op.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.log2", "fastmath?"),
  ...rt.withAssembly({ parse: parseLog2Op, print: printLog2Op }),
};
export const Log10OpInfo: ir.RegisteredOperationInfo = {
  name: "math.log10",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: Log10Op.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: Log10Op.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.log10", "fastmath?"),
  ...rt.withAssembly({ parse: parseLog10Op, print: printLog10Op }),
};
export const LogOpInfo: ir.RegisteredOperationInfo = {
  name: "math.log",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: LogOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: LogOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.log", "fastmath?"),
  ...rt.withAssembly({ parse: parseLogOp, print: printLogOp }),
};
export const PowFOpInfo: ir.RegisteredOperationInfo = {
  name: "math.powf",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: PowFOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: PowFOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.powf", "fastmath?"),
  ...rt.withAssembly({ parse: parsePowFOp, print: printPowFOp }),
};
export const RoundEvenOpInfo: ir.RegisteredOperationInfo = {
  name: "math.roundeven",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: RoundEvenOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: RoundEvenOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.roundeven", "fastmath?"),
  ...rt.withAssembly({ parse: parseRoundEvenOp, print: printRoundEvenOp }),
};
export const RoundOpInfo: ir.RegisteredOperationInfo = {
  name: "math.round",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: RoundOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: RoundOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.round", "fastmath?"),
  ...rt.withAssembly({ parse: parseRoundOp, print: printRoundOp }),
};
export const RsqrtOpInfo: ir.RegisteredOperationInfo = {
  name: "math.rsqrt",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: RsqrtOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: RsqrtOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.rsqrt", "fastmath?"),
  ...rt.withAssembly({ parse: parseRsqrtOp, print: printRsqrtOp }),
};
export const SinOpInfo: ir.RegisteredOperationInfo = {
  name: "math.sin",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: SinOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: SinOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.sin", "fastmath?"),
  ...rt.withAssembly({ parse: parseSinOp, print: printSinOp }),
};
export const SinhOpInfo: ir.RegisteredOperationInfo = {
  name: "math.sinh",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: SinhOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: SinhOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.sinh", "fastmath?"),
  ...rt.withAssembly({ parse: parseSinhOp, print: printSinhOp }),
};
export const SqrtOpInfo: ir.RegisteredOperationInfo = {
  name: "math.sqrt",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: SqrtOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: SqrtOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.sqrt", "fastmath?"),
  ...rt.withAssembly({ parse: parseSqrtOp, print: printSqrtOp }),
};
export const TanOpInfo: ir.RegisteredOperationInfo = {
  name: "math.tan",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: TanOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: TanOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.tan", "fastmath?"),
  ...rt.withAssembly({ parse: parseTanOp, print: printTanOp }),
};
export const TanhOpInfo: ir.RegisteredOperationInfo = {
  name: "math.tanh",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: TanhOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: TanhOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.tanh", "fastmath?"),
  ...rt.withAssembly({ parse: parseTanhOp, print: printTanhOp }),
};
export const TruncOpInfo: ir.RegisteredOperationInfo = {
  name: "math.trunc",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: TruncOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: TruncOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("math.trunc", "fastmath?"),
  ...rt.withAssembly({ parse: parseTruncOp, print: printTruncOp }),
};
/** The math dialect: its ops and attribute syntax, for `context.loadDialect`. */
export const mathDialect: ir.Dialect = {
  namespace: "math",
  operations: [AbsFOpInfo, AbsIOpInfo, AcosOpInfo, AcoshOpInfo, AsinOpInfo, AsinhOpInfo, Atan2OpInfo, AtanOpInfo, AtanhOpInfo, CbrtOpInfo, CeilOpInfo, CopySignOpInfo, CosOpInfo, CoshOpInfo, CountLeadingZerosOpInfo, CountTrailingZerosOpInfo, CtPopOpInfo, ErfOpInfo, Exp2OpInfo, ExpM1OpInfo, ExpOpInfo, FPowIOpInfo, FloorOpInfo, FmaOpInfo, IPowIOpInfo, Log1pOpInfo, Log2OpInfo, Log10OpInfo, LogOpInfo, PowFOpInfo, RoundEvenOpInfo, RoundOpInfo, RsqrtOpInfo, SinOpInfo, SinhOpInfo, SqrtOpInfo, TanOpInfo, TanhOpInfo, TruncOpInfo],
};
/** Loads the math dialect into `context`. */
export function registerMathDialect(context: ir.MLIRContext): void {
  context.loadDialect(mathDialect);
}
