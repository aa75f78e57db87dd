// @generated from defs/mlir/Dialect/Func/IR/FuncOps.td — do not edit
import * as ir from "../src/dialects/ir.js";
import * as ods from "../src/dialects/ods.js";
import * as rt from "../src/dialects/op-runtime.js";
import * as opAsm from "../src/asm/op-asm/index.js";
import * as hooks from "../src/dialects/hooks/func.js";
/** function type */
function typeConstraint0(type: ir.Type): boolean {
  return (ods.isFunctionType(type));
}

const CallOpPropertyChecks = new rt.PropertyChecks([["callee", (attr: ir.Attribute): boolean => ods.isFlatSymbolRefAttr(attr)]], []);
const ConstantOpPropertyChecks = new rt.PropertyChecks([["value", (attr: ir.Attribute): boolean => ods.isFlatSymbolRefAttr(attr)]], []);
const FuncOpPropertyChecks = new rt.PropertyChecks([["sym_name", (attr: ir.Attribute): boolean => attr instanceof ir.StringAttr], ["function_type", (attr: ir.Attribute): boolean => attr instanceof ir.TypeAttr], ["sym_visibility", (attr: ir.Attribute): boolean => attr instanceof ir.StringAttr], ["arg_attrs", (attr: ir.Attribute): boolean => attr instanceof ir.ArrayAttr], ["res_attrs", (attr: ir.Attribute): boolean => attr instanceof ir.ArrayAttr]], []);
/** Arguments of {@link CallIndirectOp.build}. */
export interface CallIndirectOpArgs {
  readonly callee: rt.TypedValue<ir.FunctionType>;
  readonly calleeOperands: readonly ir.Value[];
  readonly resultsType: readonly (ir.Type)[];
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * call of a function value
 *
 * Calls the function held by the SSA value `callee`, e.g. one produced by
 *     `func.constant`. The operand and result types come from its type.
 *
 *     ```mlir
 *     %f = func.constant @square : (f32) -> f32
 *     %r = func.call_indirect %f(%x) : (f32) -> f32
 *     ```
 */
export class CallIndirectOp extends rt.OpView {
  static readonly operationName = "func.call_indirect";
  /** Wraps `operation`, which must be a func.call_indirect op. */
  static wrap(operation: ir.Operation): CallIndirectOp {
    if (operation.name.name !== CallIndirectOp.operationName) throw new TypeError("expected 'func.call_indirect', got '" + operation.name.name + "'");
    return new CallIndirectOp(operation);
  }
  getCallee(): rt.TypedValue<ir.FunctionType> {
    return rt.operandGroup(this.operation, 0, [false, true], false)[0] as rt.TypedValue<ir.FunctionType>;
  }
  getCalleeOperands(): rt.TypedValue<ir.Type>[] {
    return rt.operandGroup(this.operation, 1, [false, true], false) as rt.TypedValue<ir.Type>[];
  }
  getResults(): (rt.TypedResult<ir.Type>)[] {
    return rt.resultGroup(this.operation, 0, [true], false) as (rt.TypedResult<ir.Type>)[];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: CallIndirectOpArgs): CallIndirectOp {
    const operation = builder.create(CallIndirectOp.operationName, location, {
      operands: [args.callee, ...args.calleeOperands],
      resultTypes: [...args.resultsType],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new CallIndirectOp(operation);
  }
  /** An ODS builder of the op, taking (callee, operands). */
  static buildWithCalleeOperands(builder: ir.OpBuilder, location: ir.Location, callee: ir.Value, operands: readonly ir.Value[] = []): CallIndirectOp {
    const state = new rt.BuilderState(location);
    const odsBuilder = new opAsm.OdsBuilder(builder.context);
    void odsBuilder;

    state.addOperands([callee, ...operands]);
    state.addTypes((callee.type as ir.FunctionType).results);

    return new CallIndirectOp(state.create(builder, CallIndirectOp.operationName, []));
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, CallIndirectOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 0, true);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, true);
      {
        let start = 0;
        {
          const value = op.getOperand(start);
          if (!typeConstraint0(value.type)) throw rt.valueConstraintError(op, "operand", start, value, "function type");
        }
        void start;
      }
      rt.verifyPredTrait(op, (ods.sameTypes((ods.typeOf(op.getOperand(0)) as ir.FunctionType).inputs, ods.typeOf(rt.operandGroup(op, 1, [false, true], false)))), "callee input types match argument types");
      rt.verifyPredTrait(op, (ods.sameTypes((ods.typeOf(op.getOperand(0)) as ir.FunctionType).results, ods.typeOf(rt.resultGroup(op, 0, [true], false)))), "callee result types match result types");
      rt.rememberSignature(op, CallIndirectOp.verifiedSignatures);
    }
  }
}

/** func.call_indirect operands given as a plain list (MLIR's op adaptor). */
export class CallIndirectOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getCallee(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, true], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getCalleeOperands(): ir.Value[] {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, true], undefined);
    return this.operands.slice(start, start + length);
  }
}

export function parseCallIndirectOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let calleeOperands: opAsm.UnresolvedOperand[] = [];
  let calleeOperandsLoc = parser.getCurrentLocation();
  let calleeTypes: ir.Type[] = [];
  let callee_operandsOperands: opAsm.UnresolvedOperand[] = [];
  let callee_operandsOperandsLoc = parser.getCurrentLocation();
  let callee_operandsTypes: ir.Type[] = [];
  let resultsTypes: ir.Type[] = [];
  calleeOperandsLoc = parser.getCurrentLocation();
  calleeOperands.push(parser.parseOperand());
  parser.parseLParen();
  callee_operandsOperandsLoc = parser.getCurrentLocation();
  callee_operandsOperands = parser.parseOperandList();
  parser.parseRParen();
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  calleeTypes = [parser.parseType()];
  for (const type of calleeTypes) {
    if (!((ods.isFunctionType(type))))
      opAsm.invalidParsedType(parser, "callee", "function type", type);
  }
  result.addTypes(((self: ir.Type): readonly ir.Type[] => (self as ir.FunctionType).results)((calleeTypes)[0] as ir.Type));
  parser.resolveOperands(calleeOperands, calleeTypes, calleeOperandsLoc, result.operands);
  parser.resolveOperands(callee_operandsOperands, ((self: ir.Type): readonly ir.Type[] => (self as ir.FunctionType).inputs)((calleeTypes)[0] as ir.Type), callee_operandsOperandsLoc, result.operands);
}

export function printCallIndirectOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand((opAsm.operandGroup(op, 0, [false, true], undefined)[0] as ir.Value));
  printer.write("(");
  printer.printOperands(opAsm.operandGroup(op, 1, [false, true], undefined));
  printer.write(")");
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
  printer.write(" :");
  printer.write(" ");
  printer.printType((opAsm.operandGroup(op, 0, [false, true], undefined)[0] as ir.Value).type);
}

/** Arguments of {@link CallOp.build}. */
export interface CallOpArgs {
  readonly operands: readonly ir.Value[];
  readonly callee: ir.FlatSymbolRefAttr;
  readonly result0Type: readonly (ir.Type)[];
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * direct call of a function
 *
 * Calls the function named by `callee` (a symbol in the nearest symbol
 *     table) with the operands and yields its results. Operand and result
 *     types must match the callee's signature.
 *
 *     ```mlir
 *     %r = func.call @square(%x) : (f32) -> f32
 *     ```
 */
export class CallOp extends rt.OpView {
  static readonly operationName = "func.call";
  /** Wraps `operation`, which must be a func.call op. */
  static wrap(operation: ir.Operation): CallOp {
    if (operation.name.name !== CallOp.operationName) throw new TypeError("expected 'func.call', got '" + operation.name.name + "'");
    return new CallOp(operation);
  }
  getOperands(): rt.TypedValue<ir.Type>[] {
    return rt.operandGroup(this.operation, 0, [true], false) as rt.TypedValue<ir.Type>[];
  }
  getCalleeAttr(): ir.FlatSymbolRefAttr {
    return this.operation.getInherentAttr("callee") as ir.FlatSymbolRefAttr;
  }
  setCalleeAttr(value: ir.FlatSymbolRefAttr): void {
    this.operation.setAttr("callee", value);
  }
  getCallee(): string {
    const attr = this.getCalleeAttr();
    return attr.rootReference;
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: CallOpArgs): CallOp {
    const operation = builder.create(CallOp.operationName, location, {
      operands: [...args.operands],
      resultTypes: [...args.result0Type],
      properties: rt.buildProperties(builder, [["callee", args.callee]]),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new CallOp(operation);
  }
  /** An ODS builder of the op, taking (callee, operands). */
  static buildWithCalleeOperands(builder: ir.OpBuilder, location: ir.Location, callee: FuncOp, operands: readonly ir.Value[] = []): CallOp {
    const state = new rt.BuilderState(location);
    const odsBuilder = new opAsm.OdsBuilder(builder.context);
    void odsBuilder;

    state.addOperands(operands);
    state.addAttribute("callee", odsBuilder.getSymbolRefAttr(callee.getSymName()));
    state.addTypes(callee.getFunctionType().results);

    return new CallOp(state.create(builder, CallOp.operationName, ["callee"]));
  }
  /** An ODS builder of the op, taking (callee, results, operands). */
  static buildWithCalleeResultsOperands(builder: ir.OpBuilder, location: ir.Location, callee: ir.SymbolRefAttr, results: readonly ir.Type[], operands: readonly ir.Value[] = []): CallOp {
    const state = new rt.BuilderState(location);
    const odsBuilder = new opAsm.OdsBuilder(builder.context);
    void odsBuilder;

    state.addOperands(operands);
    state.addAttribute("callee", callee);
    state.addTypes(results);

    return new CallOp(state.create(builder, CallOp.operationName, ["callee"]));
  }
  /** An ODS builder of the op, taking (callee, results, operands). */
  static buildWithCalleeResultsOperands_(builder: ir.OpBuilder, location: ir.Location, callee: string, results: readonly ir.Type[], operands: readonly ir.Value[] = []): CallOp {
    const state = new rt.BuilderState(location);
    const odsBuilder = new opAsm.OdsBuilder(builder.context);
    void odsBuilder;

    state.addOperands(operands);
    state.addAttribute("callee", odsBuilder.getSymbolRefAttr(callee));
    state.addTypes(results);

    return new CallOp(state.create(builder, CallOp.operationName, ["callee"]));
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, CallOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, CallOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 0, true);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 0, true);
      {
        const attr = rt.requireAttribute(op, "callee");
        rt.verifyAttributeConstraint(op, "callee", ((ods.isFlatSymbolRefAttr(attr))), "flat symbol reference attribute");
      }
      rt.rememberSignature(op, CallOp.verifiedSignatures);
    }
    hooks.verifyCallOpSymbolUses(op);
  }
}

/** func.call operands given as a plain list (MLIR's op adaptor). */
export class CallOpAdaptor {
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
  getCalleeAttr(): ir.Attribute | undefined {
    return this.properties?.get("callee");
  }
}

export function parseCallOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let operandsOperands: opAsm.UnresolvedOperand[] = [];
  let operandsOperandsLoc = parser.getCurrentLocation();
  let operandsTypes: ir.Type[] = [];
  let result0Types: ir.Type[] = [];
  let allResultTypes: ir.Type[] = [];
  const calleeAttr = parser.parseAttributeOf(ir.SymbolRefAttr, builder.getNoneType());
  result.addAttribute("callee", calleeAttr);
  parser.parseLParen();
  operandsOperandsLoc = parser.getCurrentLocation();
  operandsOperands = parser.parseOperandList();
  parser.parseRParen();
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  {
    const functionType = parser.parseFunctionalType();
    operandsTypes = [...functionType.inputs];
    allResultTypes = [...functionType.results];
  }
  result.addTypes(allResultTypes);
  parser.resolveOperands(operandsOperands, operandsTypes, operandsOperandsLoc, result.operands);
}

export function printCallOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  { const attr = op.getAttr("callee"); if (attr !== undefined) printer.printAttributeWithoutType(attr); }
  printer.write("(");
  printer.printOperands(opAsm.operandGroup(op, 0, [true], undefined));
  printer.write(")");
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["callee"]);
  printer.write(" :");
  printer.write(" ");
  printer.printFunctionalType(opAsm.operandGroup(op, 0, [true], undefined).map((v) => v.type), op.getResultTypes());
}

/** Arguments of {@link ConstantOp.build}. */
export interface ConstantOpArgs {
  readonly value: ir.FlatSymbolRefAttr;
  readonly result0Type: ir.Type;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * reference to a function as a value
 *
 * Turns the function named by a symbol into an SSA value of function
 *     type, to be called with `func.call_indirect` or passed around.
 *
 *     ```mlir
 *     %f = func.constant @square : (f32) -> f32
 *     ```
 */
export class ConstantOp extends rt.OpView {
  static readonly operationName = "func.constant";
  /** Wraps `operation`, which must be a func.constant op. */
  static wrap(operation: ir.Operation): ConstantOp {
    if (operation.name.name !== ConstantOp.operationName) throw new TypeError("expected 'func.constant', got '" + operation.name.name + "'");
    return new ConstantOp(operation);
  }
  getValueAttr(): ir.FlatSymbolRefAttr {
    return this.operation.getInherentAttr("value") as ir.FlatSymbolRefAttr;
  }
  setValueAttr(value: ir.FlatSymbolRefAttr): void {
    this.operation.setAttr("value", value);
  }
  getValue(): string {
    const attr = this.getValueAttr();
    return attr.rootReference;
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: ConstantOpArgs): ConstantOp {
    const operation = builder.create(ConstantOp.operationName, location, {
      operands: [],
      resultTypes: [args.result0Type],
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
        rt.verifyAttributeConstraint(op, "value", ((ods.isFlatSymbolRefAttr(attr))), "flat symbol reference attribute");
      }
      rt.rememberSignature(op, ConstantOp.verifiedSignatures);
    }
    hooks.verifyConstantOp(op);
  }
}

/** func.constant operands given as a plain list (MLIR's op adaptor). */
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
  let result0Types: ir.Type[] = [];
  let allResultTypes: ir.Type[] = [];
  parser.parseOptionalAttrDict(result.attributes);
  const valueAttr = parser.parseAttributeOf(ir.SymbolRefAttr, builder.getNoneType());
  result.addAttribute("value", valueAttr);
  parser.parseColon();
  allResultTypes = parser.parseTypeList();
  result.addTypes(allResultTypes);
}

export function printConstantOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["value"]);
  printer.write(" ");
  { const attr = op.getAttr("value"); if (attr !== undefined) printer.printAttributeWithoutType(attr); }
  printer.write(" :");
  printer.write(" ");
  printer.printTypes(op.getResultTypes());
}

/** Arguments of {@link FuncOp.build}. */
export interface FuncOpArgs {
  readonly symName: ir.StringAttr;
  readonly functionType: ir.TypeAttr;
  readonly symVisibility?: ir.StringAttr;
  readonly argAttrs?: ir.ArrayAttr;
  readonly resAttrs?: ir.ArrayAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * named function with a single SSA control-flow region
 *
 * Defines a function symbol. The body region's entry block takes the
 *     function arguments; every block ends in a terminator and `func.return`
 *     leaves the function. Without a body the op only declares an external
 *     function, which must not be public. Argument and result attributes are
 *     kept in `arg_attrs` and `res_attrs`.
 *
 *     ```mlir
 *     func.func private @extern_fn(i64) -> i64
 *
 *     func.func @max(%a: i32, %b: i32) -> i32 attributes {inline} {
 *       %c = arith.cmpi sgt, %a, %b : i32
 *       %m = arith.select %c, %a, %b : i32
 *       return %m : i32
 *     }
 *     ```
 */
export class FuncOp extends rt.OpView {
  static readonly operationName = "func.func";
  /** Wraps `operation`, which must be a func.func op. */
  static wrap(operation: ir.Operation): FuncOp {
    if (operation.name.name !== FuncOp.operationName) throw new TypeError("expected 'func.func', got '" + operation.name.name + "'");
    return new FuncOp(operation);
  }
  getSymNameAttr(): ir.StringAttr {
    return this.operation.getInherentAttr("sym_name") as ir.StringAttr;
  }
  setSymNameAttr(value: ir.StringAttr): void {
    this.operation.setAttr("sym_name", value);
  }
  getSymName(): string {
    const attr = this.getSymNameAttr();
    return attr.value;
  }
  getFunctionTypeAttr(): ir.TypeAttr {
    return this.operation.getInherentAttr("function_type") as ir.TypeAttr;
  }
  setFunctionTypeAttr(value: ir.TypeAttr): void {
    this.operation.setAttr("function_type", value);
  }
  getFunctionType(): ir.FunctionType {
    const attr = this.getFunctionTypeAttr();
    return (attr.value as ir.FunctionType);
  }
  getSymVisibilityAttr(): ir.StringAttr | undefined {
    return this.operation.getInherentAttr("sym_visibility") as ir.StringAttr | undefined;
  }
  setSymVisibilityAttr(value: ir.StringAttr): void {
    this.operation.setAttr("sym_visibility", value);
  }
  getSymVisibility(): string | undefined {
    const attr = this.getSymVisibilityAttr();
    return attr === undefined ? undefined : (attr.value);
  }
  getArgAttrsAttr(): ir.ArrayAttr | undefined {
    return this.operation.getInherentAttr("arg_attrs") as ir.ArrayAttr | undefined;
  }
  setArgAttrsAttr(value: ir.ArrayAttr): void {
    this.operation.setAttr("arg_attrs", value);
  }
  getArgAttrs(): ir.ArrayAttr | undefined {
    const attr = this.getArgAttrsAttr();
    return attr === undefined ? undefined : (attr);
  }
  getResAttrsAttr(): ir.ArrayAttr | undefined {
    return this.operation.getInherentAttr("res_attrs") as ir.ArrayAttr | undefined;
  }
  setResAttrsAttr(value: ir.ArrayAttr): void {
    this.operation.setAttr("res_attrs", value);
  }
  getResAttrs(): ir.ArrayAttr | undefined {
    const attr = this.getResAttrsAttr();
    return attr === undefined ? undefined : (attr);
  }
  getBody(): ir.Region {
    return this.operation.getRegion(0);
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: FuncOpArgs): FuncOp {
    const operation = builder.create(FuncOp.operationName, location, {
      operands: [],
      resultTypes: [],
      properties: rt.buildProperties(builder, [["sym_name", args.symName], ["function_type", args.functionType], ["sym_visibility", args.symVisibility], ["arg_attrs", args.argAttrs], ["res_attrs", args.resAttrs]]),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
      regions: 1,
    });
    return new FuncOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, FuncOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, FuncOpPropertyChecks);
      rt.verifyRegionCount(op, 1, false);
      rt.verifyResultCount(op, 0, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 0, false);
      {
        const attr = rt.requireAttribute(op, "sym_name");
        rt.verifyAttributeConstraint(op, "sym_name", ((ods.isStringAttr(attr))), "string attribute");
      }
      {
        const attr = rt.requireAttribute(op, "function_type");
        rt.verifyAttributeConstraint(op, "function_type", (((ods.isTypeAttr(attr)) && (ods.typeIsInstanceOf(ods.typeAttrValue(attr), "ir.FunctionType")) && (ods.isFunctionType(ods.typeAttrValue(attr))))), "type attribute of function type");
      }
      {
        const attr = op.getInherentAttr("sym_visibility");
        rt.verifyAttributeConstraint(op, "sym_visibility", attr === undefined || ((ods.isStringAttr(attr))), "string attribute");
      }
      {
        const attr = op.getInherentAttr("arg_attrs");
        rt.verifyAttributeConstraint(op, "arg_attrs", attr === undefined || (((ods.isArrayAttr(attr)) && ods.arrayElements(attr).every((attr: ir.Attribute): boolean => (ods.isDictionaryAttr(attr))))), "Array of dictionary attributes");
      }
      {
        const attr = op.getInherentAttr("res_attrs");
        rt.verifyAttributeConstraint(op, "res_attrs", attr === undefined || (((ods.isArrayAttr(attr)) && ods.arrayElements(attr).every((attr: ir.Attribute): boolean => (ods.isDictionaryAttr(attr))))), "Array of dictionary attributes");
      }
      rt.rememberSignature(op, FuncOp.verifiedSignatures);
    }
    rt.verifyFunctionOpInterface(op);
  }
}

/** func.func operands given as a plain list (MLIR's op adaptor). */
export class FuncOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getSymNameAttr(): ir.Attribute | undefined {
    return this.properties?.get("sym_name");
  }
  getFunctionTypeAttr(): ir.Attribute | undefined {
    return this.properties?.get("function_type");
  }
  getSymVisibilityAttr(): ir.Attribute | undefined {
    return this.properties?.get("sym_visibility");
  }
  getArgAttrsAttr(): ir.Attribute | undefined {
    return this.properties?.get("arg_attrs");
  }
  getResAttrsAttr(): ir.Attribute | undefined {
    return this.properties?.get("res_attrs");
  }
}

/** Arguments of {@link ReturnOp.build}. */
export interface ReturnOpArgs {
  readonly operands: readonly ir.Value[];
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * return from a function
 *
 * Ends a block of a `func.func` body and returns its operands, whose
 *     types must match the function's result types.
 *
 *     ```mlir
 *     func.return %a, %b : i32, f64
 *     ```
 */
export class ReturnOp extends rt.OpView {
  static readonly operationName = "func.return";
  /** Wraps `operation`, which must be a func.return op. */
  static wrap(operation: ir.Operation): ReturnOp {
    if (operation.name.name !== ReturnOp.operationName) throw new TypeError("expected 'func.return', got '" + operation.name.name + "'");
    return new ReturnOp(operation);
  }
  getOperands(): rt.TypedValue<ir.Type>[] {
    return rt.operandGroup(this.operation, 0, [true], false) as rt.TypedValue<ir.Type>[];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: ReturnOpArgs): ReturnOp {
    const operation = builder.create(ReturnOp.operationName, location, {
      operands: [...args.operands],
      resultTypes: [],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new ReturnOp(operation);
  }
  /** An ODS builder of the op, taking (). */
  static buildDefault(builder: ir.OpBuilder, location: ir.Location): ReturnOp {
    const state = new rt.BuilderState(location);
    const odsBuilder = new opAsm.OdsBuilder(builder.context);
    void odsBuilder;

    // Returns nothing.

    return new ReturnOp(state.create(builder, ReturnOp.operationName, []));
  }
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.verifyRegionCount(op, 0, false);
    rt.verifyResultCount(op, 0, false);
    rt.verifySuccessorCount(op, 0, false);
    rt.verifyOperandCount(op, 0, true);
    rt.verifyHasParent(op, ["func.func"]);
    hooks.verifyReturnOp(op);
  }
}

/** func.return operands given as a plain list (MLIR's op adaptor). */
export class ReturnOpAdaptor {
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

export function parseReturnOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandsOperands: opAsm.UnresolvedOperand[] = [];
  let operandsOperandsLoc = parser.getCurrentLocation();
  let operandsTypes: ir.Type[] = [];
  parser.parseOptionalAttrDict(result.attributes);
  operandsOperandsLoc = parser.getCurrentLocation();
  operandsOperands = parser.parseOperandList();
  if (operandsOperands.length > 0) {
    parser.parseColon();
    operandsTypes = parser.parseTypeList();
  }
  parser.resolveOperands(operandsOperands, operandsTypes, operandsOperandsLoc, result.operands);
}

export function printReturnOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
  if (opAsm.operandGroup(op, 0, [true], undefined).length > 0) {
    printer.write(" ");
    printer.printOperands(opAsm.operandGroup(op, 0, [true], undefined));
    printer.write(" :");
    printer.write(" ");
    printer.printTypes(opAsm.operandGroup(op, 0, [true], undefined).map((v) => v.type));
  }
}

export const CallIndirectOpInfo: ir.RegisteredOperationInfo = {
  name: "func.call_indirect",
  traits: [],
  verify: CallIndirectOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseCallIndirectOp, print: printCallIndirectOp }),
};
export const CallOpInfo: ir.RegisteredOperationInfo = {
  name: "func.call",
  traits: [ir.OpTrait.MemRefsNormalizable],
  verify: CallOp.verifyInvariants,
  attributeNames: ["callee"],
  bytecodeProperties: rt.odsPropertiesCodec("func.call", "callee"),
  ...rt.withAssembly({ parse: parseCallOp, print: printCallOp }),
};
export const ConstantOpInfo: ir.RegisteredOperationInfo = {
  name: "func.constant",
  traits: [ir.OpTrait.ConstantLike, ir.OpTrait.AlwaysSpeculatableImplTrait],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable), ir.implementation(ir.OpAsmOpInterface, { getAsmResultNames: hooks.resultNames?.["ConstantOp"] ?? ((): void => { }), getDefaultDialect: (): string => hooks.defaultDialects["ConstantOp"] ?? "" })),
  verify: ConstantOp.verifyInvariants,
  attributeNames: ["value"],
  bytecodeProperties: rt.odsPropertiesCodec("func.constant", "value"),
  ...rt.withAssembly({ parse: parseConstantOp, print: printConstantOp }),
};
export const FuncOpInfo: ir.RegisteredOperationInfo = {
  name: "func.func",
  traits: [ir.OpTrait.AffineScope, ir.OpTrait.AutomaticAllocationScope, ir.OpTrait.IsIsolatedFromAbove],
  interfaces: ir.interfaceMap(ir.implementation(ir.SymbolOpInterface, {}), ir.implementation(ir.OpAsmOpInterface, { getAsmResultNames: hooks.resultNames?.["FuncOp"] ?? ((): void => { }), getDefaultDialect: (): string => hooks.defaultDialects["FuncOp"] ?? "" })),
  verify: FuncOp.verifyInvariants,
  attributeNames: ["sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs"],
  bytecodeProperties: rt.odsPropertiesCodec("func.func", "arg_attrs?,function_type,res_attrs?,sym_name,sym_visibility?"),
  ...rt.withAssembly(hooks.customAssembly["FuncOp"]),
};
export const ReturnOpInfo: ir.RegisteredOperationInfo = {
  name: "func.return",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.HasParent("func.func"), ir.OpTrait.MemRefsNormalizable, ir.OpTrait.ReturnLike, ir.OpTrait.IsTerminator],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable), ir.implementation(ir.RegionBranchTerminatorOpInterface, { getMutableSuccessorOperands: (op: ir.Operation) => new ir.MutableOperandRange(op) })),
  verify: ReturnOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseReturnOp, print: printReturnOp }),
};
/** The func dialect: its ops and attribute syntax, for `context.loadDialect`. */
export const funcDialect: ir.Dialect = {
  namespace: "func",
  operations: [CallIndirectOpInfo, CallOpInfo, ConstantOpInfo, FuncOpInfo, ReturnOpInfo],
};
/** Loads the func dialect into `context`. */
export function registerFuncDialect(context: ir.MLIRContext): void {
  context.loadDialect(funcDialect);
}
