// @generated from defs/mlir/Dialect/SCF/IR/SCFOps.td — do not edit
import * as ir from "../src/dialects/ir.js";
import * as ods from "../src/dialects/ods.js";
import * as rt from "../src/dialects/op-runtime.js";
import * as opAsm from "../src/asm/op-asm/index.js";
import * as hooks from "../src/dialects/hooks/scf.js";
import { parseSwitchCases, printSwitchCases } from "../src/dialects/hooks/scf.js";
/** 1-bit signless integer */
function typeConstraint0(type: ir.Type): boolean {
  return (ods.isSignlessInteger(type, 1));
}

/** signless integer or index */
function typeConstraint1(type: ir.Type): boolean {
  return (ods.isSignlessIntOrIndex(type));
}

const ForallOpPropertyChecks = new rt.PropertyChecks([["staticLowerBound", (attr: ir.Attribute): boolean => ods.isDenseArrayAttr(attr, "i64")], ["staticUpperBound", (attr: ir.Attribute): boolean => ods.isDenseArrayAttr(attr, "i64")], ["staticStep", (attr: ir.Attribute): boolean => ods.isDenseArrayAttr(attr, "i64")], ["mapping", (attr: ir.Attribute): boolean => attr instanceof ir.ArrayAttr]], [["operandSegmentSizes", 4]]);
/** variadic of index */
function typeConstraint3(type: ir.Type): boolean {
  return (ods.isIndex(type));
}

/** variadic of ranked tensor of any type values */
function typeConstraint4(type: ir.Type): boolean {
  return (((ods.isRankedTensor(type))) && ((elementType: ir.Type): boolean => ((true)))(ods.elementType(type)));
}

const IndexSwitchOpPropertyChecks = new rt.PropertyChecks([["cases", (attr: ir.Attribute): boolean => ods.isDenseArrayAttr(attr, "i64")]], []);
/** index */
function typeConstraint6(type: ir.Type): boolean {
  return (ods.isIndex(type));
}

const ParallelOpPropertyChecks = new rt.PropertyChecks([], [["operandSegmentSizes", 4]]);
/** Arguments of {@link ConditionOp.build}. */
export interface ConditionOpArgs {
  readonly condition: rt.TypedValue<ir.IntegerType>;
  readonly args: readonly ir.Value[];
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * decision of an `scf.while` loop
 *
 * Ends the "before" region of `scf.while`. If the condition holds, the
 *     remaining operands become the arguments of the "after" region;
 *     otherwise they become the results of the loop.
 *
 *     ```mlir
 *     scf.condition(%more) %x, %y : i32, f32
 *     ```
 */
export class ConditionOp extends rt.OpView {
  static readonly operationName = "scf.condition";
  /** Wraps `operation`, which must be a scf.condition op. */
  static wrap(operation: ir.Operation): ConditionOp {
    if (operation.name.name !== ConditionOp.operationName) throw new TypeError("expected 'scf.condition', got '" + operation.name.name + "'");
    return new ConditionOp(operation);
  }
  getCondition(): rt.TypedValue<ir.IntegerType> {
    return rt.operandGroup(this.operation, 0, [false, true], false)[0] as rt.TypedValue<ir.IntegerType>;
  }
  getArgs(): rt.TypedValue<ir.Type>[] {
    return rt.operandGroup(this.operation, 1, [false, true], false) as rt.TypedValue<ir.Type>[];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: ConditionOpArgs): ConditionOp {
    const operation = builder.create(ConditionOp.operationName, location, {
      operands: [args.condition, ...args.args],
      resultTypes: [],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new ConditionOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, ConditionOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 0, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, true);
      {
        let start = 0;
        {
          const value = op.getOperand(start);
          if (!typeConstraint0(value.type)) throw rt.valueConstraintError(op, "operand", start, value, "1-bit signless integer");
        }
        void start;
      }
      rt.rememberSignature(op, ConditionOp.verifiedSignatures);
    }
    rt.verifyHasParent(op, ["scf.while"]);
  }
}

/** scf.condition operands given as a plain list (MLIR's op adaptor). */
export class ConditionOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getCondition(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, true], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getArgs(): ir.Value[] {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, true], undefined);
    return this.operands.slice(start, start + length);
  }
}

export function parseConditionOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let conditionOperands: opAsm.UnresolvedOperand[] = [];
  let conditionOperandsLoc = parser.getCurrentLocation();
  let conditionTypes: ir.Type[] = [];
  let argsOperands: opAsm.UnresolvedOperand[] = [];
  let argsOperandsLoc = parser.getCurrentLocation();
  let argsTypes: ir.Type[] = [];
  parser.parseLParen();
  conditionOperandsLoc = parser.getCurrentLocation();
  conditionOperands.push(parser.parseOperand());
  parser.parseRParen();
  parser.parseOptionalAttrDict(result.attributes);
  argsOperandsLoc = parser.getCurrentLocation();
  argsOperands = parser.parseOperandList();
  if (argsOperands.length > 0) {
    parser.parseColon();
    argsTypes = parser.parseTypeList();
  }
  const buildableType0 = builder.getIntegerType(1);
  parser.resolveOperand(conditionOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
  parser.resolveOperands(argsOperands, argsTypes, argsOperandsLoc, result.operands);
}

export function printConditionOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write("(");
  printer.printOperand((opAsm.operandGroup(op, 0, [false, true], undefined)[0] as ir.Value));
  printer.write(")");
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
  if (opAsm.operandGroup(op, 1, [false, true], undefined).length > 0) {
    printer.write(" ");
    printer.printOperands(opAsm.operandGroup(op, 1, [false, true], undefined));
    printer.write(" :");
    printer.write(" ");
    printer.printTypes(opAsm.operandGroup(op, 1, [false, true], undefined).map((v) => v.type));
  }
}

/** Arguments of {@link ExecuteRegionOp.build}. */
export interface ExecuteRegionOpArgs {
  readonly result0Type: readonly (ir.Type)[];
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * region run exactly once
 *
 * Runs its region once and returns the values yielded by it. The region
 *     may hold several blocks, which lets unstructured control flow live
 *     inside structured ops that require a single block.
 *
 *     ```mlir
 *     %r = scf.execute_region -> i32 {
 *       cf.cond_br %c, ^a, ^b
 *     ^a:
 *       scf.yield %x : i32
 *     ^b:
 *       scf.yield %y : i32
 *     }
 *     ```
 */
export class ExecuteRegionOp extends rt.OpView {
  static readonly operationName = "scf.execute_region";
  /** Wraps `operation`, which must be a scf.execute_region op. */
  static wrap(operation: ir.Operation): ExecuteRegionOp {
    if (operation.name.name !== ExecuteRegionOp.operationName) throw new TypeError("expected 'scf.execute_region', got '" + operation.name.name + "'");
    return new ExecuteRegionOp(operation);
  }
  getRegion(): ir.Region {
    return this.operation.getRegion(0);
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: ExecuteRegionOpArgs): ExecuteRegionOp {
    const operation = builder.create(ExecuteRegionOp.operationName, location, {
      operands: [],
      resultTypes: [...args.result0Type],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
      regions: 1,
    });
    return new ExecuteRegionOp(operation);
  }
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.verifyRegionCount(op, 1, false);
    rt.verifyResultCount(op, 0, true);
    rt.verifySuccessorCount(op, 0, false);
    rt.verifyOperandCount(op, 0, false);
    hooks.verifyExecuteRegionOp(op);
  }
  static verifyRegionInvariants(op: ir.Operation): void {
    rt.verifyRegionBranchOpInterface(op, hooks.regionBranches["ExecuteRegionOp"]);
  }
}

/** scf.execute_region operands given as a plain list (MLIR's op adaptor). */
export class ExecuteRegionOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
}

/** Arguments of {@link ForOp.build}. */
export interface ForOpArgs {
  readonly lowerBound: rt.TypedValue<ir.IntegerType | ir.IndexType>;
  readonly upperBound: rt.TypedValue<ir.IntegerType | ir.IndexType>;
  readonly step: rt.TypedValue<ir.IntegerType | ir.IndexType>;
  readonly initArgs: readonly ir.Value[];
  readonly resultsType: readonly (ir.Type)[];
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * counted loop
 *
 * Runs its body for the induction variable going from `lowerBound`
 *     (inclusive) to `upperBound` (exclusive) by `step`, which must be
 *     positive. Bounds are index or signless integer values of one type,
 *     compared as signed numbers; a non-index type is written after the
 *     bounds (`: i32`). Loop-carried
 *     values start as `iter_args`, are updated by the body's `scf.yield` and
 *     become the results; without them the yield may be left implicit.
 *
 *     ```mlir
 *     scf.for %i = %c0 to %n step %c1 {
 *       memref.store %v, %buf[%i] : memref<?xf32>
 *     }
 *     %prod = scf.for %i = %c1 to %n step %c1 iter_args(%p = %c1) -> (index) {
 *       %q = arith.muli %p, %i : index
 *       scf.yield %q : index
 *     }
 *     ```
 */
export class ForOp extends rt.OpView {
  static readonly operationName = "scf.for";
  /** Wraps `operation`, which must be a scf.for op. */
  static wrap(operation: ir.Operation): ForOp {
    if (operation.name.name !== ForOp.operationName) throw new TypeError("expected 'scf.for', got '" + operation.name.name + "'");
    return new ForOp(operation);
  }
  getLowerBound(): rt.TypedValue<ir.IntegerType | ir.IndexType> {
    return rt.operandGroup(this.operation, 0, [false, false, false, true], false)[0] as rt.TypedValue<ir.IntegerType | ir.IndexType>;
  }
  getUpperBound(): rt.TypedValue<ir.IntegerType | ir.IndexType> {
    return rt.operandGroup(this.operation, 1, [false, false, false, true], false)[0] as rt.TypedValue<ir.IntegerType | ir.IndexType>;
  }
  getStep(): rt.TypedValue<ir.IntegerType | ir.IndexType> {
    return rt.operandGroup(this.operation, 2, [false, false, false, true], false)[0] as rt.TypedValue<ir.IntegerType | ir.IndexType>;
  }
  getInitArgs(): rt.TypedValue<ir.Type>[] {
    return rt.operandGroup(this.operation, 3, [false, false, false, true], false) as rt.TypedValue<ir.Type>[];
  }
  getResults(): (rt.TypedResult<ir.Type>)[] {
    return rt.resultGroup(this.operation, 0, [true], false) as (rt.TypedResult<ir.Type>)[];
  }
  getRegion(): ir.Region {
    return this.operation.getRegion(0);
  }
  getBody(index = 0): ir.Block {
    return rt.singleBlock(this.operation.getRegion(index));
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: ForOpArgs): ForOp {
    const operation = builder.create(ForOp.operationName, location, {
      operands: [args.lowerBound, args.upperBound, args.step, ...args.initArgs],
      resultTypes: [...args.resultsType],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
      regions: 1,
    });
    return new ForOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, ForOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 1, false);
      rt.verifyResultCount(op, 0, true);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 3, true);
      {
        let start = 0;
        {
          const value = op.getOperand(start);
          if (!typeConstraint1(value.type)) throw rt.valueConstraintError(op, "operand", start, value, "signless integer or index");
        }
        start += 1;
        {
          const value = op.getOperand(start);
          if (!typeConstraint1(value.type)) throw rt.valueConstraintError(op, "operand", start, value, "signless integer or index");
        }
        start += 1;
        {
          const value = op.getOperand(start);
          if (!typeConstraint1(value.type)) throw rt.valueConstraintError(op, "operand", start, value, "signless integer or index");
        }
        void start;
      }
      rt.verifyPredTrait(op, (ods.allEqual([op.getOperand(0).type, op.getOperand(1).type, op.getOperand(2).type])), "all of {lowerBound, upperBound, step} have same type");
      rt.rememberSignature(op, ForOp.verifiedSignatures);
    }
    {
      const region = op.getRegion(0);
      rt.verifyRegionConstraint(op, 0, "region", (ods.blockCount(region) === 1), "region with 1 blocks");
    }
    hooks.verifyForOp(op);
  }
  static verifyRegionInvariants(op: ir.Operation): void {
    rt.verifyRegionBranchOpInterface(op, hooks.regionBranches["ForOp"]);
    hooks.verifyForOpRegions(op);
  }
}

/** scf.for operands given as a plain list (MLIR's op adaptor). */
export class ForOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getLowerBound(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, false, false, true], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getUpperBound(): ir.Value | undefined {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, false, false, true], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getStep(): ir.Value | undefined {
    const [start, length] = rt.groupRange(2, this.operands.length, [false, false, false, true], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getInitArgs(): ir.Value[] {
    const [start, length] = rt.groupRange(3, this.operands.length, [false, false, false, true], undefined);
    return this.operands.slice(start, start + length);
  }
}

/** Arguments of {@link ForallOp.build}. */
export interface ForallOpArgs {
  readonly dynamicLowerBound: readonly rt.TypedValue<ir.IndexType>[];
  readonly dynamicUpperBound: readonly rt.TypedValue<ir.IndexType>[];
  readonly dynamicStep: readonly rt.TypedValue<ir.IndexType>[];
  readonly outputs: readonly rt.TypedValue<ir.RankedTensorType>[];
  readonly staticLowerBound: ir.DenseI64ArrayAttr;
  readonly staticUpperBound: ir.DenseI64ArrayAttr;
  readonly staticStep: ir.DenseI64ArrayAttr;
  readonly mapping?: ir.ArrayAttr;
  readonly resultsType: readonly (ir.Type)[];
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * multi-dimensional loop whose iterations may run in parallel
 *
 * Runs its body once per point of a multi-dimensional iteration space,
 *     in any order or concurrently. Each dimension has a lower bound, upper
 *     bound and step, given as constants or index values. Shared tensors
 *     (`shared_outs`) are updated only by the ops inside the terminating
 *     `scf.forall.in_parallel`, and their final values are the results. An
 *     optional `mapping` says how dimensions are distributed on hardware.
 *
 *     ```mlir
 *     %r = scf.forall (%i, %j) in (%m, 64) shared_outs(%o = %init) -> (tensor<?x64xf32>) {
 *       %tile = tensor.extract_slice %src[%i, %j] [1, 1] [1, 1]
 *           : tensor<?x64xf32> to tensor<1x1xf32>
 *       scf.forall.in_parallel {
 *         tensor.parallel_insert_slice %tile into %o[%i, %j] [1, 1] [1, 1]
 *             : tensor<1x1xf32> into tensor<?x64xf32>
 *       }
 *     }
 *     ```
 */
export class ForallOp extends rt.OpView {
  static readonly operationName = "scf.forall";
  /** Wraps `operation`, which must be a scf.forall op. */
  static wrap(operation: ir.Operation): ForallOp {
    if (operation.name.name !== ForallOp.operationName) throw new TypeError("expected 'scf.forall', got '" + operation.name.name + "'");
    return new ForallOp(operation);
  }
  getDynamicLowerBound(): rt.TypedValue<ir.IndexType>[] {
    return rt.operandGroup(this.operation, 0, [true, true, true, true], true) as rt.TypedValue<ir.IndexType>[];
  }
  getDynamicUpperBound(): rt.TypedValue<ir.IndexType>[] {
    return rt.operandGroup(this.operation, 1, [true, true, true, true], true) as rt.TypedValue<ir.IndexType>[];
  }
  getDynamicStep(): rt.TypedValue<ir.IndexType>[] {
    return rt.operandGroup(this.operation, 2, [true, true, true, true], true) as rt.TypedValue<ir.IndexType>[];
  }
  getOutputs(): rt.TypedValue<ir.RankedTensorType>[] {
    return rt.operandGroup(this.operation, 3, [true, true, true, true], true) as rt.TypedValue<ir.RankedTensorType>[];
  }
  getResults(): (rt.TypedResult<ir.Type>)[] {
    return rt.resultGroup(this.operation, 0, [true], false) as (rt.TypedResult<ir.Type>)[];
  }
  getStaticLowerBoundAttr(): ir.DenseI64ArrayAttr {
    return this.operation.getInherentAttr("staticLowerBound") as ir.DenseI64ArrayAttr;
  }
  setStaticLowerBoundAttr(value: ir.DenseI64ArrayAttr): void {
    this.operation.setAttr("staticLowerBound", value);
  }
  getStaticLowerBound(): readonly bigint[] {
    const attr = this.getStaticLowerBoundAttr();
    return ods.denseArrayValues(attr) as readonly bigint[];
  }
  getStaticUpperBoundAttr(): ir.DenseI64ArrayAttr {
    return this.operation.getInherentAttr("staticUpperBound") as ir.DenseI64ArrayAttr;
  }
  setStaticUpperBoundAttr(value: ir.DenseI64ArrayAttr): void {
    this.operation.setAttr("staticUpperBound", value);
  }
  getStaticUpperBound(): readonly bigint[] {
    const attr = this.getStaticUpperBoundAttr();
    return ods.denseArrayValues(attr) as readonly bigint[];
  }
  getStaticStepAttr(): ir.DenseI64ArrayAttr {
    return this.operation.getInherentAttr("staticStep") as ir.DenseI64ArrayAttr;
  }
  setStaticStepAttr(value: ir.DenseI64ArrayAttr): void {
    this.operation.setAttr("staticStep", value);
  }
  getStaticStep(): readonly bigint[] {
    const attr = this.getStaticStepAttr();
    return ods.denseArrayValues(attr) as readonly bigint[];
  }
  getMappingAttr(): ir.ArrayAttr | undefined {
    return this.operation.getInherentAttr("mapping") as ir.ArrayAttr | undefined;
  }
  setMappingAttr(value: ir.ArrayAttr): void {
    this.operation.setAttr("mapping", value);
  }
  getMapping(): ir.ArrayAttr | undefined {
    const attr = this.getMappingAttr();
    return attr === undefined ? undefined : (attr);
  }
  getRegion(): ir.Region {
    return this.operation.getRegion(0);
  }
  getBody(index = 0): ir.Block {
    return rt.singleBlock(this.operation.getRegion(index));
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: ForallOpArgs): ForallOp {
    const operation = builder.create(ForallOp.operationName, location, {
      operands: [...args.dynamicLowerBound, ...args.dynamicUpperBound, ...args.dynamicStep, ...args.outputs],
      resultTypes: [...args.resultsType],
      properties: rt.buildProperties(builder, [["staticLowerBound", args.staticLowerBound], ["staticUpperBound", args.staticUpperBound], ["staticStep", args.staticStep], ["mapping", args.mapping], ["operandSegmentSizes", rt.segmentSizesAttr(builder.context, [args.dynamicLowerBound.length, args.dynamicUpperBound.length, args.dynamicStep.length, args.outputs.length])]]),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
      regions: 1,
    });
    return new ForallOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, ForallOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, ForallOpPropertyChecks);
      rt.verifyRegionCount(op, 1, false);
      rt.verifyResultCount(op, 0, true);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 0, true);
      {
        const attr = rt.requireAttribute(op, "staticLowerBound");
        rt.verifyAttributeConstraint(op, "staticLowerBound", ((ods.isDenseArrayAttr(attr, "i64"))), "i64 dense array attribute");
      }
      {
        const attr = rt.requireAttribute(op, "staticUpperBound");
        rt.verifyAttributeConstraint(op, "staticUpperBound", ((ods.isDenseArrayAttr(attr, "i64"))), "i64 dense array attribute");
      }
      {
        const attr = rt.requireAttribute(op, "staticStep");
        rt.verifyAttributeConstraint(op, "staticStep", ((ods.isDenseArrayAttr(attr, "i64"))), "i64 dense array attribute");
      }
      {
        const attr = op.getInherentAttr("mapping");
        rt.verifyAttributeConstraint(op, "mapping", attr === undefined || (((ods.isArrayAttr(attr)) && ods.arrayElements(attr).every((attr: ir.Attribute): boolean => (ods.implementsInterface(attr, ir.DeviceMappingAttrInterface))))), "Device Mapping array attribute");
      }
      rt.verifySegmentSizes(op, "operandSegmentSizes", "operand", 4, op.operands.length);
      {
        const count = op.operands.length;
        const sizes = rt.verifiedSegmentSizes(op, "operandSegmentSizes");
        let start = 0;
        {
          const end = Math.min(start + Number(sizes[0] ?? 0), count);
          for (let j = start; j < end; j++) {
            const value = op.getOperand(j);
            if (!typeConstraint3(value.type)) throw rt.valueConstraintError(op, "operand", j, value, "variadic of index");
          }
          start = end;
        }
        {
          const end = Math.min(start + Number(sizes[1] ?? 0), count);
          for (let j = start; j < end; j++) {
            const value = op.getOperand(j);
            if (!typeConstraint3(value.type)) throw rt.valueConstraintError(op, "operand", j, value, "variadic of index");
          }
          start = end;
        }
        {
          const end = Math.min(start + Number(sizes[2] ?? 0), count);
          for (let j = start; j < end; j++) {
            const value = op.getOperand(j);
            if (!typeConstraint3(value.type)) throw rt.valueConstraintError(op, "operand", j, value, "variadic of index");
          }
          start = end;
        }
        {
          const end = Math.min(start + Number(sizes[3] ?? 0), count);
          for (let j = start; j < end; j++) {
            const value = op.getOperand(j);
            if (!typeConstraint4(value.type)) throw rt.valueConstraintError(op, "operand", j, value, "variadic of ranked tensor of any type values");
          }
        }
        void start;
      }
      rt.rememberSignature(op, ForallOp.verifiedSignatures);
    }
    {
      const region = op.getRegion(0);
      rt.verifyRegionConstraint(op, 0, "region", (ods.blockCount(region) === 1), "region with 1 blocks");
    }
    hooks.verifyForallOp(op);
  }
  static verifyRegionInvariants(op: ir.Operation): void {
    rt.verifyRegionBranchOpInterface(op, hooks.regionBranches["ForallOp"]);
  }
}

/** scf.forall operands given as a plain list (MLIR's op adaptor). */
export class ForallOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getDynamicLowerBound(): ir.Value[] {
    const [start, length] = rt.groupRange(0, this.operands.length, [true, true, true, true], rt.segmentSizesOf(this.properties, "operandSegmentSizes"));
    return this.operands.slice(start, start + length);
  }
  getDynamicUpperBound(): ir.Value[] {
    const [start, length] = rt.groupRange(1, this.operands.length, [true, true, true, true], rt.segmentSizesOf(this.properties, "operandSegmentSizes"));
    return this.operands.slice(start, start + length);
  }
  getDynamicStep(): ir.Value[] {
    const [start, length] = rt.groupRange(2, this.operands.length, [true, true, true, true], rt.segmentSizesOf(this.properties, "operandSegmentSizes"));
    return this.operands.slice(start, start + length);
  }
  getOutputs(): ir.Value[] {
    const [start, length] = rt.groupRange(3, this.operands.length, [true, true, true, true], rt.segmentSizesOf(this.properties, "operandSegmentSizes"));
    return this.operands.slice(start, start + length);
  }
  getStaticLowerBoundAttr(): ir.Attribute | undefined {
    return this.properties?.get("staticLowerBound");
  }
  getStaticUpperBoundAttr(): ir.Attribute | undefined {
    return this.properties?.get("staticUpperBound");
  }
  getStaticStepAttr(): ir.Attribute | undefined {
    return this.properties?.get("staticStep");
  }
  getMappingAttr(): ir.Attribute | undefined {
    return this.properties?.get("mapping");
  }
}

/** Arguments of {@link IfOp.build}. */
export interface IfOpArgs {
  readonly condition: rt.TypedValue<ir.IntegerType>;
  readonly resultsType: readonly (ir.Type)[];
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * conditional with then and else regions
 *
 * Runs the "then" region when the condition holds and the "else" region
 *     (which may be empty) otherwise. With results, both regions must exist
 *     and yield values of the result types.
 *
 *     ```mlir
 *     %r = scf.if %c -> (i32) {
 *       scf.yield %a : i32
 *     } else {
 *       scf.yield %b : i32
 *     }
 *     ```
 */
export class IfOp extends rt.OpView {
  static readonly operationName = "scf.if";
  /** Wraps `operation`, which must be a scf.if op. */
  static wrap(operation: ir.Operation): IfOp {
    if (operation.name.name !== IfOp.operationName) throw new TypeError("expected 'scf.if', got '" + operation.name.name + "'");
    return new IfOp(operation);
  }
  getCondition(): rt.TypedValue<ir.IntegerType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IntegerType>;
  }
  getResults(): (rt.TypedResult<ir.Type>)[] {
    return rt.resultGroup(this.operation, 0, [true], false) as (rt.TypedResult<ir.Type>)[];
  }
  getThenRegion(): ir.Region {
    return this.operation.getRegion(0);
  }
  getElseRegion(): ir.Region {
    return this.operation.getRegion(1);
  }
  getBody(index = 0): ir.Block {
    return rt.singleBlock(this.operation.getRegion(index));
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: IfOpArgs): IfOp {
    const operation = builder.create(IfOp.operationName, location, {
      operands: [args.condition],
      resultTypes: [...args.resultsType],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
      regions: 2,
    });
    return new IfOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, IfOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 2, false);
      rt.verifyResultCount(op, 0, true);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      if (!typeConstraint0(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "1-bit signless integer");
      rt.rememberSignature(op, IfOp.verifiedSignatures);
    }
    {
      const region = op.getRegion(0);
      rt.verifyRegionConstraint(op, 0, "thenRegion", (ods.blockCount(region) === 1), "region with 1 blocks");
    }
    {
      const region = op.getRegion(1);
      rt.verifyRegionConstraint(op, 1, "elseRegion", (ods.blockCount(region) <= 1), "region with at most 1 blocks");
    }
    hooks.verifyIfOp(op);
  }
  static verifyRegionInvariants(op: ir.Operation): void {
    rt.verifyRegionBranchOpInterface(op, hooks.regionBranches["IfOp"]);
  }
}

/** scf.if operands given as a plain list (MLIR's op adaptor). */
export class IfOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getCondition(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

/** Arguments of {@link InParallelOp.build}. */
export interface InParallelOpArgs {
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * combining terminator of `scf.forall`
 *
 * Ends an `scf.forall` body. Its single block holds ops (such as
 *     `tensor.parallel_insert_slice`) that write each iteration's partial
 *     results into the loop's shared outputs; the block has no terminator.
 *
 *     ```mlir
 *     scf.forall.in_parallel {
 *       tensor.parallel_insert_slice %part into %out[%i] [4] [1]
 *           : tensor<4xf32> into tensor<64xf32>
 *     }
 *     ```
 */
export class InParallelOp extends rt.OpView {
  static readonly operationName = "scf.forall.in_parallel";
  /** Wraps `operation`, which must be a scf.forall.in_parallel op. */
  static wrap(operation: ir.Operation): InParallelOp {
    if (operation.name.name !== InParallelOp.operationName) throw new TypeError("expected 'scf.forall.in_parallel', got '" + operation.name.name + "'");
    return new InParallelOp(operation);
  }
  getRegion(): ir.Region {
    return this.operation.getRegion(0);
  }
  getBody(index = 0): ir.Block {
    return rt.singleBlock(this.operation.getRegion(index));
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: InParallelOpArgs): InParallelOp {
    const operation = builder.create(InParallelOp.operationName, location, {
      operands: [],
      resultTypes: [],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
      regions: 1,
    });
    return new InParallelOp(operation);
  }
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.verifyRegionCount(op, 1, false);
    rt.verifyResultCount(op, 0, false);
    rt.verifySuccessorCount(op, 0, false);
    rt.verifyOperandCount(op, 0, false);
    {
      const region = op.getRegion(0);
      rt.verifyRegionConstraint(op, 0, "region", (ods.blockCount(region) === 1), "region with 1 blocks");
    }
    rt.verifyHasParent(op, ["scf.forall"]);
    hooks.verifyInParallelOp(op);
  }
}

/** scf.forall.in_parallel operands given as a plain list (MLIR's op adaptor). */
export class InParallelOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
}

/** Arguments of {@link IndexSwitchOp.build}. */
export interface IndexSwitchOpArgs {
  readonly arg: rt.TypedValue<ir.IndexType>;
  readonly cases: ir.DenseI64ArrayAttr;
  readonly resultsType: readonly (ir.Type)[];
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * multi-way conditional on an index value
 *
 * Runs the region whose case value equals `arg`, or the default region
 *     when none does, and returns what it yields. Case values are distinct
 *     constants.
 *
 *     ```mlir
 *     %r = scf.index_switch %k -> i32
 *     case 1 {
 *       scf.yield %a : i32
 *     }
 *     case 4 {
 *       scf.yield %b : i32
 *     }
 *     default {
 *       scf.yield %c : i32
 *     }
 *     ```
 */
export class IndexSwitchOp extends rt.OpView {
  static readonly operationName = "scf.index_switch";
  /** Wraps `operation`, which must be a scf.index_switch op. */
  static wrap(operation: ir.Operation): IndexSwitchOp {
    if (operation.name.name !== IndexSwitchOp.operationName) throw new TypeError("expected 'scf.index_switch', got '" + operation.name.name + "'");
    return new IndexSwitchOp(operation);
  }
  getArg(): rt.TypedValue<ir.IndexType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IndexType>;
  }
  getResults(): (rt.TypedResult<ir.Type>)[] {
    return rt.resultGroup(this.operation, 0, [true], false) as (rt.TypedResult<ir.Type>)[];
  }
  getCasesAttr(): ir.DenseI64ArrayAttr {
    return this.operation.getInherentAttr("cases") as ir.DenseI64ArrayAttr;
  }
  setCasesAttr(value: ir.DenseI64ArrayAttr): void {
    this.operation.setAttr("cases", value);
  }
  getCases(): readonly bigint[] {
    const attr = this.getCasesAttr();
    return ods.denseArrayValues(attr) as readonly bigint[];
  }
  getDefaultRegion(): ir.Region {
    return this.operation.getRegion(0);
  }
  getCaseRegions(): ir.Region[] {
    return this.operation.regions.slice(1);
  }
  getBody(index = 0): ir.Block {
    return rt.singleBlock(this.operation.getRegion(index));
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: IndexSwitchOpArgs): IndexSwitchOp {
    const operation = builder.create(IndexSwitchOp.operationName, location, {
      operands: [args.arg],
      resultTypes: [...args.resultsType],
      properties: rt.buildProperties(builder, [["cases", args.cases]]),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new IndexSwitchOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, IndexSwitchOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, IndexSwitchOpPropertyChecks);
      rt.verifyRegionCount(op, 1, true);
      rt.verifyResultCount(op, 0, true);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = rt.requireAttribute(op, "cases");
        rt.verifyAttributeConstraint(op, "cases", ((ods.isDenseArrayAttr(attr, "i64"))), "i64 dense array attribute");
      }
      if (!typeConstraint6(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "index");
      rt.rememberSignature(op, IndexSwitchOp.verifiedSignatures);
    }
    {
      const region = op.getRegion(0);
      rt.verifyRegionConstraint(op, 0, "defaultRegion", (ods.blockCount(region) === 1), "region with 1 blocks");
    }
    for (let i = 1; i < op.regions.length; i++) {
      const region = op.getRegion(i);
      rt.verifyRegionConstraint(op, i, "caseRegions", (ods.blockCount(region) === 1), "region with 1 blocks");
    }
    hooks.verifyIndexSwitchOp(op);
  }
  static verifyRegionInvariants(op: ir.Operation): void {
    rt.verifyRegionBranchOpInterface(op, hooks.regionBranches["IndexSwitchOp"]);
  }
}

/** scf.index_switch operands given as a plain list (MLIR's op adaptor). */
export class IndexSwitchOpAdaptor {
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
  getCasesAttr(): ir.Attribute | undefined {
    return this.properties?.get("cases");
  }
}

export function parseIndexSwitchOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let argOperands: opAsm.UnresolvedOperand[] = [];
  let argOperandsLoc = parser.getCurrentLocation();
  let argTypes: ir.Type[] = [];
  let resultsTypes: ir.Type[] = [];
  const defaultRegionRegion = new ir.Region();
  const caseRegionsRegions: ir.Region[] = [];
  argOperandsLoc = parser.getCurrentLocation();
  argOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  if (parser.parseOptionalArrow()) {
    resultsTypes = parser.parseTypeList();
  }
  {
    const casesAttrRef: opAsm.Ref<ir.Attribute> = { value: undefined };
    parseSwitchCases(parser, casesAttrRef, caseRegionsRegions);
    if (casesAttrRef.value !== undefined) result.addAttribute("cases", casesAttrRef.value);
  }
  parser.parseKeyword("default");
  parser.parseRegion(defaultRegionRegion);
  const buildableType0 = builder.getIndexType();
  result.addTypes(resultsTypes);
  parser.resolveOperand(argOperands[0] as opAsm.UnresolvedOperand, buildableType0, result.operands);
  opAsm.ensureTerminator(defaultRegionRegion, ir.implicitTerminatorOf(result.name.info) ?? "", result.location);
  result.addRegion(defaultRegionRegion);
  for (const region of caseRegionsRegions) {
    opAsm.ensureTerminator(region, ir.implicitTerminatorOf(result.name.info) ?? "", result.location);
    result.addRegion(region);
  }
}

export function printIndexSwitchOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["cases"]);
  if (opAsm.resultGroup(op, 0, [true], undefined).length > 0) {
    printer.write(" ->");
    printer.write(" ");
    printer.printTypes(opAsm.resultGroup(op, 0, [true], undefined).map((v) => v.type));
  }
  printer.write(" ");
  printSwitchCases(printer, op, op.getAttr("cases"), op.regions.slice(1));
  printer.printNewline();
  printer.write("default");
  printer.write(" ");
  printer.printRegion(op.getRegion(0), true, opAsm.shouldPrintTerminator(op.getRegion(0)));
}

/** Arguments of {@link ParallelOp.build}. */
export interface ParallelOpArgs {
  readonly lowerBound: readonly rt.TypedValue<ir.IndexType>[];
  readonly upperBound: readonly rt.TypedValue<ir.IndexType>[];
  readonly step: readonly rt.TypedValue<ir.IndexType>[];
  readonly initVals: readonly ir.Value[];
  readonly resultsType: readonly (ir.Type)[];
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * parallel loop nest with reductions
 *
 * Runs its body for every point of a multi-dimensional index space,
 *     possibly in parallel. Each dimension has its own lower bound, upper
 *     bound and step. Values produced by iterations are combined through the
 *     regions of the terminating `scf.reduce`, starting from `init`.
 *
 *     ```mlir
 *     %sum = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %m) step (%c1, %c1)
 *         init (%zero) -> f32 {
 *       %v = memref.load %a[%i, %j] : memref<?x?xf32>
 *       scf.reduce(%v : f32) {
 *       ^bb0(%lhs: f32, %rhs: f32):
 *         %s = arith.addf %lhs, %rhs : f32
 *         scf.reduce.return %s : f32
 *       }
 *     }
 *     ```
 */
export class ParallelOp extends rt.OpView {
  static readonly operationName = "scf.parallel";
  /** Wraps `operation`, which must be a scf.parallel op. */
  static wrap(operation: ir.Operation): ParallelOp {
    if (operation.name.name !== ParallelOp.operationName) throw new TypeError("expected 'scf.parallel', got '" + operation.name.name + "'");
    return new ParallelOp(operation);
  }
  getLowerBound(): rt.TypedValue<ir.IndexType>[] {
    return rt.operandGroup(this.operation, 0, [true, true, true, true], true) as rt.TypedValue<ir.IndexType>[];
  }
  getUpperBound(): rt.TypedValue<ir.IndexType>[] {
    return rt.operandGroup(this.operation, 1, [true, true, true, true], true) as rt.TypedValue<ir.IndexType>[];
  }
  getStep(): rt.TypedValue<ir.IndexType>[] {
    return rt.operandGroup(this.operation, 2, [true, true, true, true], true) as rt.TypedValue<ir.IndexType>[];
  }
  getInitVals(): rt.TypedValue<ir.Type>[] {
    return rt.operandGroup(this.operation, 3, [true, true, true, true], true) as rt.TypedValue<ir.Type>[];
  }
  getResults(): (rt.TypedResult<ir.Type>)[] {
    return rt.resultGroup(this.operation, 0, [true], false) as (rt.TypedResult<ir.Type>)[];
  }
  getRegion(): ir.Region {
    return this.operation.getRegion(0);
  }
  getBody(index = 0): ir.Block {
    return rt.singleBlock(this.operation.getRegion(index));
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: ParallelOpArgs): ParallelOp {
    const operation = builder.create(ParallelOp.operationName, location, {
      operands: [...args.lowerBound, ...args.upperBound, ...args.step, ...args.initVals],
      resultTypes: [...args.resultsType],
      properties: rt.buildProperties(builder, [["operandSegmentSizes", rt.segmentSizesAttr(builder.context, [args.lowerBound.length, args.upperBound.length, args.step.length, args.initVals.length])]]),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
      regions: 1,
    });
    return new ParallelOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, ParallelOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, ParallelOpPropertyChecks);
      rt.verifyRegionCount(op, 1, false);
      rt.verifyResultCount(op, 0, true);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 0, true);
      rt.verifySegmentSizes(op, "operandSegmentSizes", "operand", 4, op.operands.length);
      {
        const count = op.operands.length;
        const sizes = rt.verifiedSegmentSizes(op, "operandSegmentSizes");
        let start = 0;
        {
          const end = Math.min(start + Number(sizes[0] ?? 0), count);
          for (let j = start; j < end; j++) {
            const value = op.getOperand(j);
            if (!typeConstraint3(value.type)) throw rt.valueConstraintError(op, "operand", j, value, "variadic of index");
          }
          start = end;
        }
        {
          const end = Math.min(start + Number(sizes[1] ?? 0), count);
          for (let j = start; j < end; j++) {
            const value = op.getOperand(j);
            if (!typeConstraint3(value.type)) throw rt.valueConstraintError(op, "operand", j, value, "variadic of index");
          }
          start = end;
        }
        {
          const end = Math.min(start + Number(sizes[2] ?? 0), count);
          for (let j = start; j < end; j++) {
            const value = op.getOperand(j);
            if (!typeConstraint3(value.type)) throw rt.valueConstraintError(op, "operand", j, value, "variadic of index");
          }
        }
        void start;
      }
      rt.rememberSignature(op, ParallelOp.verifiedSignatures);
    }
    {
      const region = op.getRegion(0);
      rt.verifyRegionConstraint(op, 0, "region", (ods.blockCount(region) === 1), "region with 1 blocks");
    }
    hooks.verifyParallelOp(op);
  }
  static verifyRegionInvariants(op: ir.Operation): void {
    rt.verifyRegionBranchOpInterface(op, hooks.regionBranches["ParallelOp"]);
  }
}

/** scf.parallel operands given as a plain list (MLIR's op adaptor). */
export class ParallelOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getLowerBound(): ir.Value[] {
    const [start, length] = rt.groupRange(0, this.operands.length, [true, true, true, true], rt.segmentSizesOf(this.properties, "operandSegmentSizes"));
    return this.operands.slice(start, start + length);
  }
  getUpperBound(): ir.Value[] {
    const [start, length] = rt.groupRange(1, this.operands.length, [true, true, true, true], rt.segmentSizesOf(this.properties, "operandSegmentSizes"));
    return this.operands.slice(start, start + length);
  }
  getStep(): ir.Value[] {
    const [start, length] = rt.groupRange(2, this.operands.length, [true, true, true, true], rt.segmentSizesOf(this.properties, "operandSegmentSizes"));
    return this.operands.slice(start, start + length);
  }
  getInitVals(): ir.Value[] {
    const [start, length] = rt.groupRange(3, this.operands.length, [true, true, true, true], rt.segmentSizesOf(this.properties, "operandSegmentSizes"));
    return this.operands.slice(start, start + length);
  }
}

/** Arguments of {@link ReduceOp.build}. */
export interface ReduceOpArgs {
  readonly operands: readonly ir.Value[];
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * reductions of an `scf.parallel` iteration
 *
 * Ends an `scf.parallel` body. Each operand is a value of the current
 *     iteration; the region of the same position combines two such values
 *     (as its two block arguments) and returns the result with
 *     `scf.reduce.return`. The combination must be associative and
 *     commutative.
 *
 *     ```mlir
 *     scf.reduce(%v : i32) {
 *     ^bb0(%lhs: i32, %rhs: i32):
 *       %m = arith.maxsi %lhs, %rhs : i32
 *       scf.reduce.return %m : i32
 *     }
 *     ```
 */
export class ReduceOp extends rt.OpView {
  static readonly operationName = "scf.reduce";
  /** Wraps `operation`, which must be a scf.reduce op. */
  static wrap(operation: ir.Operation): ReduceOp {
    if (operation.name.name !== ReduceOp.operationName) throw new TypeError("expected 'scf.reduce', got '" + operation.name.name + "'");
    return new ReduceOp(operation);
  }
  getOperands(): rt.TypedValue<ir.Type>[] {
    return rt.operandGroup(this.operation, 0, [true], false) as rt.TypedValue<ir.Type>[];
  }
  getReductions(): ir.Region[] {
    return this.operation.regions.slice(0);
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: ReduceOpArgs): ReduceOp {
    const operation = builder.create(ReduceOp.operationName, location, {
      operands: [...args.operands],
      resultTypes: [],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new ReduceOp(operation);
  }
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.verifyRegionCount(op, 0, true);
    rt.verifyResultCount(op, 0, false);
    rt.verifySuccessorCount(op, 0, false);
    rt.verifyOperandCount(op, 0, true);
    for (let i = 0; i < op.regions.length; i++) {
      const region = op.getRegion(i);
      rt.verifyRegionConstraint(op, i, "reductions", (ods.blockCount(region) === 1), "region with 1 blocks");
    }
    rt.verifyHasParent(op, ["scf.parallel"]);
  }
  static verifyRegionInvariants(op: ir.Operation): void {
    hooks.verifyReduceOpRegions(op);
  }
}

/** scf.reduce operands given as a plain list (MLIR's op adaptor). */
export class ReduceOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getOperands(): ir.Value[] {
    const [start, length] = rt.groupRange(0, this.operands.length, [true], undefined);
    return this.operands.slice(start, start + length);
  }
}

export function parseReduceOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandsOperands: opAsm.UnresolvedOperand[] = [];
  let operandsOperandsLoc = parser.getCurrentLocation();
  let operandsTypes: ir.Type[] = [];
  const reductionsRegions: ir.Region[] = [];
  if (parser.parseOptionalLParen()) {
    operandsOperandsLoc = parser.getCurrentLocation();
    operandsOperands = parser.parseOperandList();
    parser.parseColon();
    operandsTypes = parser.parseTypeList();
    parser.parseRParen();
  }
  {
    const first = new ir.Region();
    if (parser.parseOptionalRegion(first)) {
      reductionsRegions.push(first);
      while (parser.parseOptionalComma()) {
        const next = new ir.Region();
        parser.parseRegion(next);
        reductionsRegions.push(next);
      }
    }
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.resolveOperands(operandsOperands, operandsTypes, operandsOperandsLoc, result.operands);
  for (const region of reductionsRegions) {
    result.addRegion(region);
  }
}

export function printReduceOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  if (opAsm.operandGroup(op, 0, [true], undefined).length > 0) {
    printer.write("(");
    printer.printOperands(opAsm.operandGroup(op, 0, [true], undefined));
    printer.write(" :");
    printer.write(" ");
    printer.printTypes(opAsm.operandGroup(op, 0, [true], undefined).map((v) => v.type));
    printer.write(")");
  }
  printer.write(" ");
  for (let i = 0; i < op.numRegions - 0; i++) {
    if (i > 0) printer.write(", ");
    printer.printRegion(op.getRegion(i));
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
}

/** Arguments of {@link ReduceReturnOp.build}. */
export interface ReduceReturnOpArgs {
  readonly result: ir.Value;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * result of one `scf.reduce` combination
 *
 * ```mlir
 *     scf.reduce.return %combined : f32
 *     ```
 */
export class ReduceReturnOp extends rt.OpView {
  static readonly operationName = "scf.reduce.return";
  /** Wraps `operation`, which must be a scf.reduce.return op. */
  static wrap(operation: ir.Operation): ReduceReturnOp {
    if (operation.name.name !== ReduceReturnOp.operationName) throw new TypeError("expected 'scf.reduce.return', got '" + operation.name.name + "'");
    return new ReduceReturnOp(operation);
  }
  getResult(): rt.TypedValue<ir.Type> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.Type>;
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: ReduceReturnOpArgs): ReduceReturnOp {
    const operation = builder.create(ReduceReturnOp.operationName, location, {
      operands: [args.result],
      resultTypes: [],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new ReduceReturnOp(operation);
  }
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.verifyRegionCount(op, 0, false);
    rt.verifyResultCount(op, 0, false);
    rt.verifySuccessorCount(op, 0, false);
    rt.verifyOperandCount(op, 1, false);
    rt.verifyHasParent(op, ["scf.reduce"]);
    hooks.verifyReduceReturnOp(op);
  }
}

/** scf.reduce.return operands given as a plain list (MLIR's op adaptor). */
export class ReduceReturnOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getResult(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseReduceReturnOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let resultOperands: opAsm.UnresolvedOperand[] = [];
  let resultOperandsLoc = parser.getCurrentLocation();
  let resultTypes: ir.Type[] = [];
  resultOperandsLoc = parser.getCurrentLocation();
  resultOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  parser.resolveOperands(resultOperands, resultTypes, resultOperandsLoc, result.operands);
}

export function printReduceReturnOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getOperand(0).type);
}

/** Arguments of {@link WhileOp.build}. */
export interface WhileOpArgs {
  readonly inits: readonly ir.Value[];
  readonly resultsType: readonly (ir.Type)[];
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * general loop with a condition region and a body region
 *
 * Starts by running the "before" region on the operands. It ends in
 *     `scf.condition`: when false, the values it forwards are the results of
 *     the loop; when true, they are passed to the "after" region, whose
 *     `scf.yield` feeds the next run of the "before" region. This covers
 *     both while-do and do-while loops.
 *
 *     ```mlir
 *     %res = scf.while (%x = %init) : (i32) -> i32 {
 *       %go = arith.cmpi slt, %x, %limit : i32
 *       scf.condition(%go) %x : i32
 *     } do {
 *     ^bb0(%y: i32):
 *       %next = arith.muli %y, %c2 : i32
 *       scf.yield %next : i32
 *     }
 *     ```
 */
export class WhileOp extends rt.OpView {
  static readonly operationName = "scf.while";
  /** Wraps `operation`, which must be a scf.while op. */
  static wrap(operation: ir.Operation): WhileOp {
    if (operation.name.name !== WhileOp.operationName) throw new TypeError("expected 'scf.while', got '" + operation.name.name + "'");
    return new WhileOp(operation);
  }
  getInits(): rt.TypedValue<ir.Type>[] {
    return rt.operandGroup(this.operation, 0, [true], false) as rt.TypedValue<ir.Type>[];
  }
  getResults(): (rt.TypedResult<ir.Type>)[] {
    return rt.resultGroup(this.operation, 0, [true], false) as (rt.TypedResult<ir.Type>)[];
  }
  getBefore(): ir.Region {
    return this.operation.getRegion(0);
  }
  getAfter(): ir.Region {
    return this.operation.getRegion(1);
  }
  getBody(index = 0): ir.Block {
    return rt.singleBlock(this.operation.getRegion(index));
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: WhileOpArgs): WhileOp {
    const operation = builder.create(WhileOp.operationName, location, {
      operands: [...args.inits],
      resultTypes: [...args.resultsType],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
      regions: 2,
    });
    return new WhileOp(operation);
  }
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.verifyRegionCount(op, 2, false);
    rt.verifyResultCount(op, 0, true);
    rt.verifySuccessorCount(op, 0, false);
    rt.verifyOperandCount(op, 0, true);
    {
      const region = op.getRegion(0);
      rt.verifyRegionConstraint(op, 0, "before", (ods.blockCount(region) === 1), "region with 1 blocks");
    }
    {
      const region = op.getRegion(1);
      rt.verifyRegionConstraint(op, 1, "after", (ods.blockCount(region) === 1), "region with 1 blocks");
    }
    hooks.verifyWhileOp(op);
  }
  static verifyRegionInvariants(op: ir.Operation): void {
    rt.verifyRegionBranchOpInterface(op, hooks.regionBranches["WhileOp"]);
  }
}

/** scf.while operands given as a plain list (MLIR's op adaptor). */
export class WhileOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getInits(): ir.Value[] {
    const [start, length] = rt.groupRange(0, this.operands.length, [true], undefined);
    return this.operands.slice(start, start + length);
  }
}

/** Arguments of {@link YieldOp.build}. */
export interface YieldOpArgs {
  readonly results: readonly ir.Value[];
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * values produced by a region of a structured op
 *
 * Ends a region of `scf.for`, `scf.if`, `scf.while` (after region),
 *     `scf.execute_region` or `scf.index_switch` and passes its operands to
 *     the parent: as next iteration values or as results. When it has no
 *     operands it may be omitted in the textual form.
 *
 *     ```mlir
 *     scf.yield %sum, %count : f32, index
 *     ```
 */
export class YieldOp extends rt.OpView {
  static readonly operationName = "scf.yield";
  /** Wraps `operation`, which must be a scf.yield op. */
  static wrap(operation: ir.Operation): YieldOp {
    if (operation.name.name !== YieldOp.operationName) throw new TypeError("expected 'scf.yield', got '" + operation.name.name + "'");
    return new YieldOp(operation);
  }
  getResults(): rt.TypedValue<ir.Type>[] {
    return rt.operandGroup(this.operation, 0, [true], false) as rt.TypedValue<ir.Type>[];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: YieldOpArgs): YieldOp {
    const operation = builder.create(YieldOp.operationName, location, {
      operands: [...args.results],
      resultTypes: [],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new YieldOp(operation);
  }
  /** An ODS builder of the op, taking (). */
  static buildDefault(builder: ir.OpBuilder, location: ir.Location): YieldOp {
    const state = new rt.BuilderState(location);
    const odsBuilder = new opAsm.OdsBuilder(builder.context);
    void odsBuilder;

    // Yields nothing.

    return new YieldOp(state.create(builder, YieldOp.operationName, []));
  }
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.verifyRegionCount(op, 0, false);
    rt.verifyResultCount(op, 0, false);
    rt.verifySuccessorCount(op, 0, false);
    rt.verifyOperandCount(op, 0, true);
    rt.verifyHasParent(op, ["scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while"]);
  }
}

/** scf.yield operands given as a plain list (MLIR's op adaptor). */
export class YieldOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getResults(): ir.Value[] {
    const [start, length] = rt.groupRange(0, this.operands.length, [true], undefined);
    return this.operands.slice(start, start + length);
  }
}

export function parseYieldOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let resultsOperands: opAsm.UnresolvedOperand[] = [];
  let resultsOperandsLoc = parser.getCurrentLocation();
  let resultsTypes: ir.Type[] = [];
  parser.parseOptionalAttrDict(result.attributes);
  resultsOperandsLoc = parser.getCurrentLocation();
  resultsOperands = parser.parseOperandList();
  if (resultsOperands.length > 0) {
    parser.parseColon();
    resultsTypes = parser.parseTypeList();
  }
  parser.resolveOperands(resultsOperands, resultsTypes, resultsOperandsLoc, result.operands);
}

export function printYieldOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
  if (opAsm.operandGroup(op, 0, [true], undefined).length > 0) {
    printer.write(" ");
    printer.printOperands(opAsm.operandGroup(op, 0, [true], undefined));
    printer.write(" :");
    printer.write(" ");
    printer.printTypes(opAsm.operandGroup(op, 0, [true], undefined).map((v) => v.type));
  }
}

export const ConditionOpInfo: ir.RegisteredOperationInfo = {
  name: "scf.condition",
  traits: [ir.OpTrait.HasParent("scf.while"), ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.IsTerminator],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable), ir.implementation(ir.RegionBranchTerminatorOpInterface, { getMutableSuccessorOperands: (op: ir.Operation) => new ir.MutableOperandRange(op) })),
  verify: ConditionOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseConditionOp, print: printConditionOp }),
};
export const ExecuteRegionOpInfo: ir.RegisteredOperationInfo = {
  name: "scf.execute_region",
  traits: [],
  verify: ExecuteRegionOp.verifyInvariants,
  verifyRegions: ExecuteRegionOp.verifyRegionInvariants,
  attributeNames: [],
  ...rt.withAssembly(hooks.customAssembly["ExecuteRegionOp"]),
};
export const ForOpInfo: ir.RegisteredOperationInfo = {
  name: "scf.for",
  traits: [ir.OpTrait.AutomaticAllocationScope, ir.OpTrait.SingleBlock, ir.OpTrait.SingleBlockImplicitTerminator("scf.yield"), ir.OpTrait.HasRecursiveMemoryEffects],
  verify: ForOp.verifyInvariants,
  verifyRegions: ForOp.verifyRegionInvariants,
  attributeNames: [],
  ...rt.withAssembly(hooks.customAssembly["ForOp"]),
};
export const ForallOpInfo: ir.RegisteredOperationInfo = {
  name: "scf.forall",
  traits: [ir.OpTrait.AttrSizedOperandSegments, ir.OpTrait.AutomaticAllocationScope, ir.OpTrait.HasRecursiveMemoryEffects, ir.OpTrait.SingleBlock, ir.OpTrait.SingleBlockImplicitTerminator("scf.forall.in_parallel"), ir.OpTrait.HasParallelRegion],
  verify: ForallOp.verifyInvariants,
  verifyRegions: ForallOp.verifyRegionInvariants,
  attributeNames: ["staticLowerBound", "staticUpperBound", "staticStep", "mapping", "operandSegmentSizes"],
  bytecodeProperties: rt.odsPropertiesCodec("scf.forall", "mapping?,staticLowerBound,staticStep,staticUpperBound,#operandSegmentSizes:4"),
  ...rt.withAssembly(hooks.customAssembly["ForallOp"]),
};
export const IfOpInfo: ir.RegisteredOperationInfo = {
  name: "scf.if",
  traits: [ir.OpTrait.SingleBlock, ir.OpTrait.SingleBlockImplicitTerminator("scf.yield"), ir.OpTrait.HasRecursiveMemoryEffects, ir.OpTrait.NoRegionArguments],
  verify: IfOp.verifyInvariants,
  verifyRegions: IfOp.verifyRegionInvariants,
  attributeNames: [],
  ...rt.withAssembly(hooks.customAssembly["IfOp"]),
};
export const InParallelOpInfo: ir.RegisteredOperationInfo = {
  name: "scf.forall.in_parallel",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.IsTerminator, ir.OpTrait.HasParent("scf.forall"), ir.OpTrait.NoTerminator, ir.OpTrait.SingleBlock, ir.OpTrait.HasOnlyGraphRegion],
  interfaces: ir.interfaceMap(ir.implementation(ir.RegionKindInterface, ir.onlyGraphRegions), ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: InParallelOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly(hooks.customAssembly["InParallelOp"]),
};
export const IndexSwitchOpInfo: ir.RegisteredOperationInfo = {
  name: "scf.index_switch",
  traits: [ir.OpTrait.HasRecursiveMemoryEffects, ir.OpTrait.SingleBlock, ir.OpTrait.SingleBlockImplicitTerminator("scf.yield")],
  verify: IndexSwitchOp.verifyInvariants,
  verifyRegions: IndexSwitchOp.verifyRegionInvariants,
  attributeNames: ["cases"],
  bytecodeProperties: rt.odsPropertiesCodec("scf.index_switch", "cases"),
  ...rt.withAssembly({ parse: parseIndexSwitchOp, print: printIndexSwitchOp }),
};
export const ParallelOpInfo: ir.RegisteredOperationInfo = {
  name: "scf.parallel",
  traits: [ir.OpTrait.AutomaticAllocationScope, ir.OpTrait.AttrSizedOperandSegments, ir.OpTrait.HasRecursiveMemoryEffects, ir.OpTrait.SingleBlock, ir.OpTrait.SingleBlockImplicitTerminator("scf.reduce"), ir.OpTrait.HasParallelRegion],
  verify: ParallelOp.verifyInvariants,
  verifyRegions: ParallelOp.verifyRegionInvariants,
  attributeNames: ["operandSegmentSizes"],
  bytecodeProperties: rt.odsPropertiesCodec("scf.parallel", "#operandSegmentSizes:4"),
  ...rt.withAssembly(hooks.customAssembly["ParallelOp"]),
};
export const ReduceOpInfo: ir.RegisteredOperationInfo = {
  name: "scf.reduce",
  traits: [ir.OpTrait.IsTerminator, ir.OpTrait.HasParent("scf.parallel"), ir.OpTrait.HasRecursiveMemoryEffects],
  interfaces: ir.interfaceMap(ir.implementation(ir.RegionBranchTerminatorOpInterface, { getMutableSuccessorOperands: (op: ir.Operation) => new ir.MutableOperandRange(op) })),
  verify: ReduceOp.verifyInvariants,
  verifyRegions: ReduceOp.verifyRegionInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseReduceOp, print: printReduceOp }),
};
export const ReduceReturnOpInfo: ir.RegisteredOperationInfo = {
  name: "scf.reduce.return",
  traits: [ir.OpTrait.HasParent("scf.reduce"), ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.IsTerminator],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: ReduceReturnOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseReduceReturnOp, print: printReduceReturnOp }),
};
export const WhileOpInfo: ir.RegisteredOperationInfo = {
  name: "scf.while",
  traits: [ir.OpTrait.HasRecursiveMemoryEffects, ir.OpTrait.SingleBlock],
  verify: WhileOp.verifyInvariants,
  verifyRegions: WhileOp.verifyRegionInvariants,
  attributeNames: [],
  ...rt.withAssembly(hooks.customAssembly["WhileOp"]),
};
export const YieldOpInfo: ir.RegisteredOperationInfo = {
  name: "scf.yield",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.ReturnLike, ir.OpTrait.IsTerminator, ir.OpTrait.HasParent("scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while")],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable), ir.implementation(ir.RegionBranchTerminatorOpInterface, { getMutableSuccessorOperands: (op: ir.Operation) => new ir.MutableOperandRange(op) })),
  verify: YieldOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseYieldOp, print: printYieldOp }),
};
/** The scf dialect: its ops and attribute syntax, for `context.loadDialect`. */
export const scfDialect: ir.Dialect = {
  namespace: "scf",
  operations: [ConditionOpInfo, ExecuteRegionOpInfo, ForOpInfo, ForallOpInfo, IfOpInfo, InParallelOpInfo, IndexSwitchOpInfo, ParallelOpInfo, ReduceOpInfo, ReduceReturnOpInfo, WhileOpInfo, YieldOpInfo],
};
/** Loads the scf dialect into `context`. */
export function registerScfDialect(context: ir.MLIRContext): void {
  context.loadDialect(scfDialect);
}
