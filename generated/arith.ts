// @generated from defs/mlir/Dialect/Arith/IR/ArithOps.td — do not edit
import * as ir from "../src/dialects/ir.js";
import * as ods from "../src/dialects/ods.js";
import * as rt from "../src/dialects/op-runtime.js";
import * as opAsm from "../src/asm/op-asm/index.js";
import * as hooks from "../src/dialects/hooks/arith.js";
const AddFOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof FastMathFlagsAttr]], []);
/** floating-point-like */
function typeConstraint1(type: ir.Type): boolean {
  return ((ods.isFloat(type)) || ((ods.hasValueSemantics(type)) && ((elementType: ir.Type): boolean => ((ods.isFloat(elementType))))(ods.elementType(type))));
}

const AddIOpPropertyChecks = new rt.PropertyChecks([["overflowFlags", (attr: ir.Attribute): boolean => attr instanceof IntegerOverflowFlagsAttr]], []);
/** signless-integer-like */
function typeConstraint3(type: ir.Type): boolean {
  return ((ods.isSignlessIntOrIndex(type)) || ((ods.hasValueSemantics(type)) && ((elementType: ir.Type): boolean => ((ods.isSignlessIntOrIndex(elementType))))(ods.elementType(type))));
}

/** bool-like */
function typeConstraint4(type: ir.Type): boolean {
  return ((ods.isSignlessInteger(type, 1)) || ((ods.hasValueSemantics(type)) && ((elementType: ir.Type): boolean => ((ods.isSignlessInteger(elementType, 1))))(ods.elementType(type))));
}

/** signless-integer-or-float-like or memref of signless-integer or float */
function typeConstraint5(type: ir.Type): boolean {
  return ((((ods.isSignlessIntOrIndex(type)) || ((ods.hasValueSemantics(type)) && ((elementType: ir.Type): boolean => ((ods.isSignlessIntOrIndex(elementType))))(ods.elementType(type)))) || ((ods.isFloat(type)) || ((ods.hasValueSemantics(type)) && ((elementType: ir.Type): boolean => ((ods.isFloat(elementType))))(ods.elementType(type))))) || ((ods.isMemRef(type)) && ((elementType: ir.Type): boolean => ((ods.isSignlessInteger(elementType)) || (ods.isIndex(elementType)) || (ods.isFloat(elementType))))(ods.elementType(type))));
}

const CmpFOpPropertyChecks = new rt.PropertyChecks([["predicate", (attr: ir.Attribute): boolean => attr instanceof CmpFPredicateAttr], ["fastmath", (attr: ir.Attribute): boolean => attr instanceof FastMathFlagsAttr]], []);
const CmpIOpPropertyChecks = new rt.PropertyChecks([["predicate", (attr: ir.Attribute): boolean => attr instanceof CmpIPredicateAttr]], []);
/** signless-integer-like */
function typeConstraint8(type: ir.Type): boolean {
  return ((ods.isSignlessIntOrIndex(type)) || ((ods.isVector(type)) && ((elementType: ir.Type): boolean => ((ods.isSignlessIntOrIndex(elementType))))(ods.elementType(type))) || (((ods.isTensor(type))) && ((elementType: ir.Type): boolean => ((ods.isSignlessIntOrIndex(elementType))))(ods.elementType(type))));
}

/** bool-like */
function typeConstraint9(type: ir.Type): boolean {
  return ((ods.isSignlessInteger(type, 1)) || ((ods.isVector(type)) && ((elementType: ir.Type): boolean => ((ods.isSignlessInteger(elementType, 1))))(ods.elementType(type))) || (((ods.isTensor(type))) && ((elementType: ir.Type): boolean => ((ods.isSignlessInteger(elementType, 1))))(ods.elementType(type))));
}

const ConstantOpPropertyChecks = new rt.PropertyChecks([["value", (attr: ir.Attribute): boolean => ods.attrType(attr) !== undefined]], []);
const DivFOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof FastMathFlagsAttr]], []);
const ExtFOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof FastMathFlagsAttr]], []);
/** signless-fixed-width-integer-like */
function typeConstraint13(type: ir.Type): boolean {
  return ((ods.isSignlessInteger(type)) || ((ods.isVector(type)) && ((elementType: ir.Type): boolean => ((ods.isSignlessInteger(elementType))))(ods.elementType(type))) || (((ods.isTensor(type))) && ((elementType: ir.Type): boolean => ((ods.isSignlessInteger(elementType))))(ods.elementType(type))));
}

/** signless-integer-like or memref of signless-integer */
function typeConstraint14(type: ir.Type): boolean {
  return (((ods.isSignlessIntOrIndex(type)) || ((ods.hasValueSemantics(type)) && ((elementType: ir.Type): boolean => ((ods.isSignlessIntOrIndex(elementType))))(ods.elementType(type)))) || ((ods.isMemRef(type)) && ((elementType: ir.Type): boolean => ((ods.isSignlessInteger(elementType)) || (ods.isIndex(elementType))))(ods.elementType(type))));
}

const MaxNumFOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof FastMathFlagsAttr]], []);
const MaximumFOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof FastMathFlagsAttr]], []);
const MinNumFOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof FastMathFlagsAttr]], []);
const MinimumFOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof FastMathFlagsAttr]], []);
const MulFOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof FastMathFlagsAttr]], []);
const MulIOpPropertyChecks = new rt.PropertyChecks([["overflowFlags", (attr: ir.Attribute): boolean => attr instanceof IntegerOverflowFlagsAttr]], []);
const NegFOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof FastMathFlagsAttr]], []);
const RemFOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof FastMathFlagsAttr]], []);
const ShLIOpPropertyChecks = new rt.PropertyChecks([["overflowFlags", (attr: ir.Attribute): boolean => attr instanceof IntegerOverflowFlagsAttr]], []);
const SubFOpPropertyChecks = new rt.PropertyChecks([["fastmath", (attr: ir.Attribute): boolean => attr instanceof FastMathFlagsAttr]], []);
const SubIOpPropertyChecks = new rt.PropertyChecks([["overflowFlags", (attr: ir.Attribute): boolean => attr instanceof IntegerOverflowFlagsAttr]], []);
const TruncFOpPropertyChecks = new rt.PropertyChecks([["roundingmode", (attr: ir.Attribute): boolean => attr instanceof RoundingModeAttr], ["fastmath", (attr: ir.Attribute): boolean => attr instanceof FastMathFlagsAttr]], []);
/** Ops with a `fastmath` attribute; lets rewrites read and propagate the
    flags without knowing the concrete op. */
export interface ArithFastMathInterfaceMethods {
  /** The fast-math flags of the op. */
  getFastMathFlagsAttr(op: ir.Operation): FastMathFlagsAttr;
  /** Name of the fast-math attribute. */
  getFastMathAttrName(): string;
}

export const ArithFastMathInterface: ir.OpInterface<ArithFastMathInterfaceMethods, "getFastMathFlagsAttr" | "getFastMathAttrName"> = ir.defineOpInterface<ArithFastMathInterfaceMethods, "getFastMathFlagsAttr" | "getFastMathAttrName">("ArithFastMathInterface", {
  methods: ["getFastMathFlagsAttr"],
  defaults: {
    getFastMathFlagsAttr(op: ir.Operation): FastMathFlagsAttr {
      return (op as unknown as { getFastmathAttr(): FastMathFlagsAttr; }).getFastmathAttr();
    },
    getFastMathAttrName(): string {
      return "fastmath";
    },
  },
});
/** Ops with integer overflow flags (`nsw`, `nuw`). */
export interface ArithIntegerOverflowFlagsInterfaceMethods {
  /** The overflow flags of the op. */
  getOverflowAttr(op: ir.Operation): IntegerOverflowFlagsAttr;
  /** Whether unsigned wrap-around is poison (`nuw`). */
  hasNoUnsignedWrap(op: ir.Operation): boolean;
  /** Whether signed wrap-around is poison (`nsw`). */
  hasNoSignedWrap(op: ir.Operation): boolean;
  /** Name of the overflow flags attribute. */
  getIntegerOverflowAttrName(): string;
}

export const ArithIntegerOverflowFlagsInterface: ir.OpInterface<ArithIntegerOverflowFlagsInterfaceMethods, "getOverflowAttr" | "hasNoUnsignedWrap" | "hasNoSignedWrap" | "getIntegerOverflowAttrName"> = ir.defineOpInterface<ArithIntegerOverflowFlagsInterfaceMethods, "getOverflowAttr" | "hasNoUnsignedWrap" | "hasNoSignedWrap" | "getIntegerOverflowAttrName">("ArithIntegerOverflowFlagsInterface", {
  methods: ["getOverflowAttr", "hasNoUnsignedWrap", "hasNoSignedWrap"],
  defaults: {
    getOverflowAttr(op: ir.Operation): IntegerOverflowFlagsAttr {
      return (op as unknown as { getOverflowFlagsAttr(): IntegerOverflowFlagsAttr; }).getOverflowFlagsAttr();
    },
    hasNoUnsignedWrap(op: ir.Operation): boolean {
      return (function(this: ir.BoundMethods<ArithIntegerOverflowFlagsInterfaceMethods, ir.Operation>) {
        return (this.getOverflowAttr().value & IntegerOverflowFlags.nuw) !== 0;
      }).call(rt.interfaceView(ArithIntegerOverflowFlagsInterface, op));
    },
    hasNoSignedWrap(op: ir.Operation): boolean {
      return (function(this: ir.BoundMethods<ArithIntegerOverflowFlagsInterfaceMethods, ir.Operation>) {
        return (this.getOverflowAttr().value & IntegerOverflowFlags.nsw) !== 0;
      }).call(rt.interfaceView(ArithIntegerOverflowFlagsInterface, op));
    },
    getIntegerOverflowAttrName(): string {
      return "overflowFlags";
    },
  },
});
/** Ops with an optional rounding mode attribute. */
export interface ArithRoundingModeInterfaceMethods {
  /** The rounding mode, if set. */
  getRoundingModeAttr(op: ir.Operation): RoundingModeAttr | undefined;
  /** Name of the rounding mode attribute. */
  getRoundingModeAttrName(): string;
}

export const ArithRoundingModeInterface: ir.OpInterface<ArithRoundingModeInterfaceMethods, "getRoundingModeAttr" | "getRoundingModeAttrName"> = ir.defineOpInterface<ArithRoundingModeInterfaceMethods, "getRoundingModeAttr" | "getRoundingModeAttrName">("ArithRoundingModeInterface", {
  methods: ["getRoundingModeAttr"],
  defaults: {
    getRoundingModeAttr(op: ir.Operation): RoundingModeAttr | undefined {
      return (op as unknown as { getRoundingmodeAttr(): RoundingModeAttr | undefined; }).getRoundingmodeAttr();
    },
    getRoundingModeAttrName(): string {
      return "roundingmode";
    },
  },
});
/** allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 */
export type CmpFPredicate = "false" | "oeq" | "ogt" | "oge" | "olt" | "ole" | "one" | "ord" | "ueq" | "ugt" | "uge" | "ult" | "ule" | "une" | "uno" | "true";
export const CmpFPredicate = {
  AlwaysFalse: "false",
  OEQ: "oeq",
  OGT: "ogt",
  OGE: "oge",
  OLT: "olt",
  OLE: "ole",
  ONE: "one",
  ORD: "ord",
  UEQ: "ueq",
  UGT: "ugt",
  UGE: "uge",
  ULT: "ult",
  ULE: "ule",
  UNE: "une",
  UNO: "uno",
  AlwaysTrue: "true",
} as const;
/** The cases of CmpFPredicate (MLIR's generated enum utilities). */
export const CmpFPredicateEnumInfo = new rt.IntEnumInfo<CmpFPredicate>({
  qualifiedName: "::mlir::arith::CmpFPredicate", summary: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
  cases: [["false", 0], ["oeq", 1], ["ogt", 2], ["oge", 3], ["olt", 4], ["ole", 5], ["one", 6], ["ord", 7], ["ueq", 8], ["ugt", 9], ["uge", 10], ["ult", 11], ["ule", 12], ["une", 13], ["uno", 14], ["true", 15]],
});
/** The case spelled `text` or numbered `text`, or undefined. */
export function symbolizeCmpFPredicate(text: string | number | bigint): CmpFPredicate | undefined {
  return CmpFPredicateEnumInfo.symbolize(text);
}

export function stringifyCmpFPredicate(value: CmpFPredicate): string {
  return value;
}

/** The integer value of a case. */
export function cmpFPredicateValue(value: CmpFPredicate): number {
  return CmpFPredicateEnumInfo.valueOf(value) as number;
}

export function getMaxEnumValForCmpFPredicate(): number {
  return 15;
}

export const CmpFPredicateKeywords: readonly CmpFPredicate[] = CmpFPredicateEnumInfo.keywords;
/** CmpFPredicate stored as an `i64` integer attribute (MLIR's CmpFPredicateAttr). */
export type CmpFPredicateAttr = ir.IntegerAttr;
export const CmpFPredicateAttr = {
  get(context: ir.MLIRContext, value: CmpFPredicate): ir.IntegerAttr {
    return ir.IntegerAttr.get(ir.IntegerType.get(context, 64), cmpFPredicateValue(value));
  },
  /** The enum value held by `attr`. */
  valueOf(attr: ir.IntegerAttr): CmpFPredicate {
    const found = symbolizeCmpFPredicate(attr.value);
    if (found === undefined) throw new RangeError("invalid CmpFPredicate value");
    return found;
  },
  [Symbol.hasInstance](x: unknown): x is ir.IntegerAttr {
    return x instanceof ir.IntegerAttr && ods.isSignlessInteger(x.type, 64) && symbolizeCmpFPredicate(x.value) !== undefined;
  },
};
/** allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 */
export type CmpIPredicate = "eq" | "ne" | "slt" | "sle" | "sgt" | "sge" | "ult" | "ule" | "ugt" | "uge";
export const CmpIPredicate = {
  eq: "eq",
  ne: "ne",
  slt: "slt",
  sle: "sle",
  sgt: "sgt",
  sge: "sge",
  ult: "ult",
  ule: "ule",
  ugt: "ugt",
  uge: "uge",
} as const;
/** The cases of CmpIPredicate (MLIR's generated enum utilities). */
export const CmpIPredicateEnumInfo = new rt.IntEnumInfo<CmpIPredicate>({
  qualifiedName: "::mlir::arith::CmpIPredicate", summary: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
  cases: [["eq", 0], ["ne", 1], ["slt", 2], ["sle", 3], ["sgt", 4], ["sge", 5], ["ult", 6], ["ule", 7], ["ugt", 8], ["uge", 9]],
});
/** The case spelled `text` or numbered `text`, or undefined. */
export function symbolizeCmpIPredicate(text: string | number | bigint): CmpIPredicate | undefined {
  return CmpIPredicateEnumInfo.symbolize(text);
}

export function stringifyCmpIPredicate(value: CmpIPredicate): string {
  return value;
}

/** The integer value of a case. */
export function cmpIPredicateValue(value: CmpIPredicate): number {
  return CmpIPredicateEnumInfo.valueOf(value) as number;
}

export function getMaxEnumValForCmpIPredicate(): number {
  return 9;
}

export const CmpIPredicateKeywords: readonly CmpIPredicate[] = CmpIPredicateEnumInfo.keywords;
/** CmpIPredicate stored as an `i64` integer attribute (MLIR's CmpIPredicateAttr). */
export type CmpIPredicateAttr = ir.IntegerAttr;
export const CmpIPredicateAttr = {
  get(context: ir.MLIRContext, value: CmpIPredicate): ir.IntegerAttr {
    return ir.IntegerAttr.get(ir.IntegerType.get(context, 64), cmpIPredicateValue(value));
  },
  /** The enum value held by `attr`. */
  valueOf(attr: ir.IntegerAttr): CmpIPredicate {
    const found = symbolizeCmpIPredicate(attr.value);
    if (found === undefined) throw new RangeError("invalid CmpIPredicate value");
    return found;
  },
  [Symbol.hasInstance](x: unknown): x is ir.IntegerAttr {
    return x instanceof ir.IntegerAttr && ods.isSignlessInteger(x.type, 64) && symbolizeCmpIPredicate(x.value) !== undefined;
  },
};
/** Integer overflow arith flags */
export type IntegerOverflowFlags = number;
export const IntegerOverflowFlags = {
  none: 0,
  nsw: 1,
  nuw: 2,
} as const;
/** The bits and groups of IntegerOverflowFlags (MLIR's generated enum utilities). */
export const IntegerOverflowFlagsEnumInfo = new rt.BitEnumInfo<IntegerOverflowFlags>({
  qualifiedName: "::mlir::arith::IntegerOverflowFlags", summary: "Integer overflow arith flags",
  width: 32,
  separator: ", ",
  primaryGroups: true,
  cases: [["none", 0, "none"], ["nsw", 1, "bit"], ["nuw", 2, "bit"]],
});
/** The flags named in `text` (keywords joined by ",") or the integer `text`, or undefined when a keyword or bit is unknown. */
export function symbolizeIntegerOverflowFlags(text: string | number | bigint): IntegerOverflowFlags | undefined {
  return IntegerOverflowFlagsEnumInfo.symbolize(text);
}

/** The keywords of the set flags as MLIR prints them (named groups first). */
export function stringifyIntegerOverflowFlags(value: IntegerOverflowFlags): string {
  return IntegerOverflowFlagsEnumInfo.stringify(value);
}

export const IntegerOverflowFlagsKeywords: readonly string[] = IntegerOverflowFlagsEnumInfo.keywords;
/** Floating point rounding mode */
export type RoundingMode = "to_nearest_even" | "downward" | "upward" | "toward_zero" | "to_nearest_away";
export const RoundingMode = {
  to_nearest_even: "to_nearest_even",
  downward: "downward",
  upward: "upward",
  toward_zero: "toward_zero",
  to_nearest_away: "to_nearest_away",
} as const;
/** The cases of RoundingMode (MLIR's generated enum utilities). */
export const RoundingModeEnumInfo = new rt.IntEnumInfo<RoundingMode>({
  qualifiedName: "::mlir::arith::RoundingMode", summary: "Floating point rounding mode",
  cases: [["to_nearest_even", 0], ["downward", 1], ["upward", 2], ["toward_zero", 3], ["to_nearest_away", 4]],
});
/** The case spelled `text` or numbered `text`, or undefined. */
export function symbolizeRoundingMode(text: string | number | bigint): RoundingMode | undefined {
  return RoundingModeEnumInfo.symbolize(text);
}

export function stringifyRoundingMode(value: RoundingMode): string {
  return value;
}

/** The integer value of a case. */
export function roundingModeValue(value: RoundingMode): number {
  return RoundingModeEnumInfo.valueOf(value) as number;
}

export function getMaxEnumValForRoundingMode(): number {
  return 4;
}

export const RoundingModeKeywords: readonly RoundingMode[] = RoundingModeEnumInfo.keywords;
/** RoundingMode stored as an `i32` integer attribute (MLIR's RoundingModeAttr). */
export type RoundingModeAttr = ir.IntegerAttr;
export const RoundingModeAttr = {
  get(context: ir.MLIRContext, value: RoundingMode): ir.IntegerAttr {
    return ir.IntegerAttr.get(ir.IntegerType.get(context, 32), roundingModeValue(value));
  },
  /** The enum value held by `attr`. */
  valueOf(attr: ir.IntegerAttr): RoundingMode {
    const found = symbolizeRoundingMode(attr.value);
    if (found === undefined) throw new RangeError("invalid RoundingMode value");
    return found;
  },
  [Symbol.hasInstance](x: unknown): x is ir.IntegerAttr {
    return x instanceof ir.IntegerAttr && ods.isSignlessInteger(x.type, 32) && symbolizeRoundingMode(x.value) !== undefined;
  },
};
/** allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14 */
export type AtomicRMWKind = "addf" | "addi" | "assign" | "maximumf" | "maxs" | "maxu" | "minimumf" | "mins" | "minu" | "mulf" | "muli" | "ori" | "andi" | "maxnumf" | "minnumf";
export const AtomicRMWKind = {
  addf: "addf",
  addi: "addi",
  assign: "assign",
  maximumf: "maximumf",
  maxs: "maxs",
  maxu: "maxu",
  minimumf: "minimumf",
  mins: "mins",
  minu: "minu",
  mulf: "mulf",
  muli: "muli",
  ori: "ori",
  andi: "andi",
  maxnumf: "maxnumf",
  minnumf: "minnumf",
} as const;
/** The cases of AtomicRMWKind (MLIR's generated enum utilities). */
export const AtomicRMWKindEnumInfo = new rt.IntEnumInfo<AtomicRMWKind>({
  qualifiedName: "::mlir::arith::AtomicRMWKind", summary: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14",
  cases: [["addf", 0], ["addi", 1], ["assign", 2], ["maximumf", 3], ["maxs", 4], ["maxu", 5], ["minimumf", 6], ["mins", 7], ["minu", 8], ["mulf", 9], ["muli", 10], ["ori", 11], ["andi", 12], ["maxnumf", 13], ["minnumf", 14]],
});
/** The case spelled `text` or numbered `text`, or undefined. */
export function symbolizeAtomicRMWKind(text: string | number | bigint): AtomicRMWKind | undefined {
  return AtomicRMWKindEnumInfo.symbolize(text);
}

export function stringifyAtomicRMWKind(value: AtomicRMWKind): string {
  return value;
}

/** The integer value of a case. */
export function atomicRMWKindValue(value: AtomicRMWKind): number {
  return AtomicRMWKindEnumInfo.valueOf(value) as number;
}

export function getMaxEnumValForAtomicRMWKind(): number {
  return 14;
}

export const AtomicRMWKindKeywords: readonly AtomicRMWKind[] = AtomicRMWKindEnumInfo.keywords;
/** AtomicRMWKind stored as an `i64` integer attribute (MLIR's AtomicRMWKindAttr). */
export type AtomicRMWKindAttr = ir.IntegerAttr;
export const AtomicRMWKindAttr = {
  get(context: ir.MLIRContext, value: AtomicRMWKind): ir.IntegerAttr {
    return ir.IntegerAttr.get(ir.IntegerType.get(context, 64), atomicRMWKindValue(value));
  },
  /** The enum value held by `attr`. */
  valueOf(attr: ir.IntegerAttr): AtomicRMWKind {
    const found = symbolizeAtomicRMWKind(attr.value);
    if (found === undefined) throw new RangeError("invalid AtomicRMWKind value");
    return found;
  },
  [Symbol.hasInstance](x: unknown): x is ir.IntegerAttr {
    return x instanceof ir.IntegerAttr && ods.isSignlessInteger(x.type, 64) && symbolizeAtomicRMWKind(x.value) !== undefined;
  },
};
/** Floating point fast math flags */
export type FastMathFlags = number;
export const FastMathFlags = {
  none: 0,
  reassoc: 1,
  nnan: 2,
  ninf: 4,
  nsz: 8,
  arcp: 16,
  contract: 32,
  afn: 64,
  fast: 127,
} as const;
/** The bits and groups of FastMathFlags (MLIR's generated enum utilities). */
export const FastMathFlagsEnumInfo = new rt.BitEnumInfo<FastMathFlags>({
  qualifiedName: "::mlir::arith::FastMathFlags", summary: "Floating point fast math flags",
  width: 32,
  separator: ",",
  primaryGroups: true,
  cases: [["none", 0, "none"], ["reassoc", 1, "bit"], ["nnan", 2, "bit"], ["ninf", 4, "bit"], ["nsz", 8, "bit"], ["arcp", 16, "bit"], ["contract", 32, "bit"], ["afn", 64, "bit"], ["fast", 127, "group"]],
});
/** The flags named in `text` (keywords joined by ",") or the integer `text`, or undefined when a keyword or bit is unknown. */
export function symbolizeFastMathFlags(text: string | number | bigint): FastMathFlags | undefined {
  return FastMathFlagsEnumInfo.symbolize(text);
}

/** The keywords of the set flags as MLIR prints them (named groups first). */
export function stringifyFastMathFlags(value: FastMathFlags): string {
  return FastMathFlagsEnumInfo.stringify(value);
}

export const FastMathFlagsKeywords: readonly string[] = FastMathFlagsEnumInfo.keywords;
/**
 * Floating point fast math flags
 *
 * Possible values:
 * - `none` (none)
 * - `reassoc` (reassoc)
 * - `nnan` (nnan)
 * - `ninf` (ninf)
 * - `nsz` (nsz)
 * - `arcp` (arcp)
 * - `contract` (contract)
 * - `afn` (afn)
 * - `fast` (fast)
 */
export class FastMathFlagsAttr extends ir.DialectAttribute {
  static readonly mnemonic = "fastmath";
  /** an enum of type FastMathFlags */
  declare readonly value: FastMathFlags;
  private constructor(context: ir.MLIRContext, value: FastMathFlags) {
    super(context);
    this.value = value;
  }
  override get dialectNamespace(): string {
    return "arith";
  }
  /** The uniqued FastMathFlagsAttr of these parameters. */
  static get(context: ir.MLIRContext, value: FastMathFlags): FastMathFlagsAttr {
    return rt.uniqueStorage<FastMathFlagsAttr>(context, "arith.FastMathFlagsAttr", [value], (odsCandidate) => rt.sameParameter(odsCandidate.value, value), () => new FastMathFlagsAttr(context, value));
  }
  getValue(): FastMathFlags {
    return this.value;
  }
  /** Parses what follows `fastmath` (the format `'<' $value '>'`). */
  static parse(parser: rt.AttrTypeAsmParser, type: ir.Type | undefined): FastMathFlagsAttr {
    let valueValue: FastMathFlags | undefined;
    parser.parseLess();
    valueValue = parser.parseParameter("Arith_FastMathAttr", "value", "::mlir::arith::FastMathFlags", () => rt.parseEnumParameter(parser, FastMathFlagsEnumInfo));
    parser.parseGreater();
    return FastMathFlagsAttr.get(parser.context, valueValue as FastMathFlags);
  }
  /** Prints what follows `fastmath`. */
  print(printer: rt.AttrTypeAsmPrinter): void {
    printer.write("<");
    printer.print(stringifyFastMathFlags(this.value));
    printer.write(">");
  }
  /** The op-format protocol: parses the stripped syntax (after the mnemonic). */
  static parseBody(state: rt.TextParserState, context: ir.MLIRContext): FastMathFlagsAttr {
    return rt.parseBodyWith(state, context, (parser) => FastMathFlagsAttr.parse(parser, undefined));
  }
  /** The op-format protocol: the mnemonic and body as text. */
  printBody(): string {
    return rt.printBodyText(this, FastMathFlagsAttr.mnemonic);
  }
}

/**
 * Integer overflow arith flags
 *
 * Possible values:
 * - `none` (none)
 * - `nsw` (nsw)
 * - `nuw` (nuw)
 */
export class IntegerOverflowFlagsAttr extends ir.DialectAttribute {
  static readonly mnemonic = "overflow";
  /** an enum of type IntegerOverflowFlags */
  declare readonly value: IntegerOverflowFlags;
  private constructor(context: ir.MLIRContext, value: IntegerOverflowFlags) {
    super(context);
    this.value = value;
  }
  override get dialectNamespace(): string {
    return "arith";
  }
  /** The uniqued IntegerOverflowFlagsAttr of these parameters. */
  static get(context: ir.MLIRContext, value: IntegerOverflowFlags): IntegerOverflowFlagsAttr {
    return rt.uniqueStorage<IntegerOverflowFlagsAttr>(context, "arith.IntegerOverflowFlagsAttr", [value], (odsCandidate) => rt.sameParameter(odsCandidate.value, value), () => new IntegerOverflowFlagsAttr(context, value));
  }
  getValue(): IntegerOverflowFlags {
    return this.value;
  }
  /** Parses what follows `overflow` (the format `'<' $value '>'`). */
  static parse(parser: rt.AttrTypeAsmParser, type: ir.Type | undefined): IntegerOverflowFlagsAttr {
    let valueValue: IntegerOverflowFlags | undefined;
    parser.parseLess();
    valueValue = parser.parseParameter("Arith_IntegerOverflowAttr", "value", "::mlir::arith::IntegerOverflowFlags", () => rt.parseEnumParameter(parser, IntegerOverflowFlagsEnumInfo));
    parser.parseGreater();
    return IntegerOverflowFlagsAttr.get(parser.context, valueValue as IntegerOverflowFlags);
  }
  /** Prints what follows `overflow`. */
  print(printer: rt.AttrTypeAsmPrinter): void {
    printer.write("<");
    printer.print(stringifyIntegerOverflowFlags(this.value));
    printer.write(">");
  }
  /** The op-format protocol: parses the stripped syntax (after the mnemonic). */
  static parseBody(state: rt.TextParserState, context: ir.MLIRContext): IntegerOverflowFlagsAttr {
    return rt.parseBodyWith(state, context, (parser) => IntegerOverflowFlagsAttr.parse(parser, undefined));
  }
  /** The op-format protocol: the mnemonic and body as text. */
  printBody(): string {
    return rt.printBodyText(this, IntegerOverflowFlagsAttr.mnemonic);
  }
}

/** The arith dialect's attributes by mnemonic (MLIR's generatedAttributeParser/Printer tables). */
export const arithAttributeSyntax = new rt.MnemonicTable<rt.AttributeSyntax>([
  { mnemonic: FastMathFlagsAttr.mnemonic, prototype: FastMathFlagsAttr.prototype, parse: FastMathFlagsAttr.parse },
  { mnemonic: IntegerOverflowFlagsAttr.mnemonic, prototype: IntegerOverflowFlagsAttr.prototype, parse: IntegerOverflowFlagsAttr.parse },
]);
/** Arguments of {@link AddFOp.build}. */
export interface AddFOpArgs {
  readonly lhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * floating-point addition
 *
 * IEEE addition. Optional fast-math flags allow less strict semantics.
 *
 *     ```mlir
 *     %s = arith.addf %a, %b : f64
 *     %t = arith.addf %a, %b fastmath<fast> : vector<4xf32>
 *     ```
 */
export class AddFOp extends rt.OpView {
  static readonly operationName = "arith.addf";
  /** Wraps `operation`, which must be a arith.addf op. */
  static wrap(operation: ir.Operation): AddFOp {
    if (operation.name.name !== AddFOp.operationName) throw new TypeError("expected 'arith.addf', got '" + operation.name.name + "'");
    return new AddFOp(operation);
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
  getFastmathAttr(): FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, AddFOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false, false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: AddFOpArgs): AddFOp {
    const operation = builder.create(AddFOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: AddFOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new AddFOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, AddFOp.verifierDefaultsCache, AddFOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, AddFOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, AddFOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, AddFOp.verifiedSignatures);
    }
  }
}

/** arith.addf operands given as a plain list (MLIR's op adaptor). */
export class AddFOpAdaptor {
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

export function parseAddFOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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
    const fastmathAttr = parser.parseCustomAttributeWithFallback(FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printAddFOpDefaults = new opAsm.DefaultAttributes();

export function printAddFOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printAddFOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link AddIOp.build}. */
export interface AddIOpArgs {
  readonly lhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly overflowFlags?: IntegerOverflowFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * integer addition
 *
 * Adds two integers modulo 2^n (n being the bit width); the same
 *     instruction serves signed and unsigned values. With `nsw`/`nuw` an
 *     overflow in the signed/unsigned interpretation yields poison.
 *
 *     ```mlir
 *     %r = arith.addi %a, %b : i32
 *     %s = arith.addi %a, %b overflow<nsw> : i32
 *     %v = arith.addi %x, %y : vector<8xi16>
 *     ```
 */
export class AddIOp extends rt.OpView {
  static readonly operationName = "arith.addi";
  /** Wraps `operation`, which must be a arith.addi op. */
  static wrap(operation: ir.Operation): AddIOp {
    if (operation.name.name !== AddIOp.operationName) throw new TypeError("expected 'arith.addi', got '" + operation.name.name + "'");
    return new AddIOp(operation);
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
  getOverflowFlagsAttr(): IntegerOverflowFlagsAttr | undefined {
    return this.operation.getInherentAttr("overflowFlags") as IntegerOverflowFlagsAttr | undefined;
  }
  setOverflowFlagsAttr(value: IntegerOverflowFlagsAttr): void {
    this.operation.setAttr("overflowFlags", value);
  }
  getOverflowFlags(): IntegerOverflowFlags {
    const attr = this.getOverflowFlagsAttr();
    if (attr === undefined) return IntegerOverflowFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, AddIOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["overflowFlags", (builder: opAsm.OdsBuilder): ir.Attribute => IntegerOverflowFlagsAttr.get(builder.context, IntegerOverflowFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false, false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: AddIOpArgs): AddIOp {
    const operation = builder.create(AddIOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: AddIOp.populateDefaultProperties(rt.buildProperties(builder, [["overflowFlags", args.overflowFlags]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new AddIOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, AddIOp.verifierDefaultsCache, AddIOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, AddIOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, AddIOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      {
        const attr = op.getInherentAttr("overflowFlags");
        rt.verifyAttributeConstraint(op, "overflowFlags", attr === undefined || ((attr instanceof IntegerOverflowFlagsAttr)), "Integer overflow arith flags");
      }
      if (!typeConstraint3(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint3(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "signless-integer-like");
      if (!typeConstraint3(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, AddIOp.verifiedSignatures);
    }
  }
}

/** arith.addi operands given as a plain list (MLIR's op adaptor). */
export class AddIOpAdaptor {
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
  getOverflowFlagsAttr(): ir.Attribute | undefined {
    return this.properties?.get("overflowFlags");
  }
}

export function parseAddIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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
  if (parser.parseOptionalKeyword("overflow")) {
    const overflowFlagsAttr = parser.parseCustomAttributeWithFallback(IntegerOverflowFlagsAttr, undefined);
    result.addAttribute("overflowFlags", overflowFlagsAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printAddIOpDefaults = new opAsm.DefaultAttributes();

export function printAddIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printAddIOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  if ((op.getAttr("overflowFlags") !== undefined && op.getAttr("overflowFlags") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => IntegerOverflowFlagsAttr.get(builder.context, IntegerOverflowFlags.none)))) {
    printer.write(" overflow");
    { const attr = op.getAttr("overflowFlags"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["overflowFlags"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link AddUIExtendedOp.build}. */
export interface AddUIExtendedOpArgs {
  readonly lhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly sumType: ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType;
  readonly overflowType: ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * unsigned addition returning the sum and a carry bit
 *
 * Adds two integers modulo 2^n and also returns whether the addition
 *     carried out of the top bit when read as unsigned numbers.
 *
 *     ```mlir
 *     %sum, %carry = arith.addui_extended %a, %b : i64, i1
 *     ```
 */
export class AddUIExtendedOp extends rt.OpView {
  static readonly operationName = "arith.addui_extended";
  /** Wraps `operation`, which must be a arith.addui_extended op. */
  static wrap(operation: ir.Operation): AddUIExtendedOp {
    if (operation.name.name !== AddUIExtendedOp.operationName) throw new TypeError("expected 'arith.addui_extended', got '" + operation.name.name + "'");
    return new AddUIExtendedOp(operation);
  }
  getLhs(): rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getRhs(): rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getSum(): rt.TypedResult<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getOverflow(): rt.TypedResult<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(1) as rt.TypedResult<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: AddUIExtendedOpArgs): AddUIExtendedOp {
    const operation = builder.create(AddUIExtendedOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.sumType, args.overflowType],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new AddUIExtendedOp(operation);
  }
  /** An ODS builder of the op, taking (lhs, rhs). */
  static buildWithLhsRhs(builder: ir.OpBuilder, location: ir.Location, lhs: ir.Value, rhs: ir.Value): AddUIExtendedOp {
    const state = new rt.BuilderState(location);
    const odsBuilder = new opAsm.OdsBuilder(builder.context);
    void odsBuilder;

    state.addOperands([lhs, rhs]);
    state.addTypes([lhs.type, ods.i1SameShape(lhs.type)]);

    return new AddUIExtendedOp(state.create(builder, AddUIExtendedOp.operationName, []));
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, AddUIExtendedOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 2, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint3(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint3(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "signless-integer-like");
      if (!typeConstraint3(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      if (!typeConstraint4(op.getResult(1).type)) throw rt.valueConstraintError(op, "result", 1, op.getResult(1), "bool-like");
      rt.verifyPredTrait(op, (ods.allEqual([op.getOperand(0).type, op.getOperand(1).type, op.getResult(0).type])), "all of {lhs, rhs, sum} have same type");
      rt.verifyElementwise(op);
      rt.rememberSignature(op, AddUIExtendedOp.verifiedSignatures);
    }
  }
}

/** arith.addui_extended operands given as a plain list (MLIR's op adaptor). */
export class AddUIExtendedOpAdaptor {
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

export function parseAddUIExtendedOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let lhsOperands: opAsm.UnresolvedOperand[] = [];
  let lhsOperandsLoc = parser.getCurrentLocation();
  let lhsTypes: ir.Type[] = [];
  let rhsOperands: opAsm.UnresolvedOperand[] = [];
  let rhsOperandsLoc = parser.getCurrentLocation();
  let rhsTypes: ir.Type[] = [];
  let sumTypes: ir.Type[] = [];
  let overflowTypes: ir.Type[] = [];
  lhsOperandsLoc = parser.getCurrentLocation();
  lhsOperands.push(parser.parseOperand());
  parser.parseComma();
  rhsOperandsLoc = parser.getCurrentLocation();
  rhsOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  sumTypes = [parser.parseType()];
  parser.parseComma();
  overflowTypes = [parser.parseType()];
  result.addTypes(sumTypes);
  result.addTypes(overflowTypes);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, (sumTypes)[0] as ir.Type, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, (sumTypes)[0] as ir.Type, result.operands);
}

export function printAddUIExtendedOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
  printer.write(",");
  printer.write(" ");
  printer.printType(op.getResult(1).type);
}

/** Arguments of {@link AndIOp.build}. */
export interface AndIOpArgs {
  readonly lhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * bitwise and of integers
 *
 * ```mlir
 *     %masked = arith.andi %bits, %mask : i32
 *     ```
 */
export class AndIOp extends rt.OpView {
  static readonly operationName = "arith.andi";
  /** Wraps `operation`, which must be a arith.andi op. */
  static wrap(operation: ir.Operation): AndIOp {
    if (operation.name.name !== AndIOp.operationName) throw new TypeError("expected 'arith.andi', got '" + operation.name.name + "'");
    return new AndIOp(operation);
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
  static build(builder: ir.OpBuilder, location: ir.Location, args: AndIOpArgs): AndIOp {
    const operation = builder.create(AndIOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new AndIOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, AndIOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint3(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint3(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "signless-integer-like");
      if (!typeConstraint3(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, AndIOp.verifiedSignatures);
    }
  }
}

/** arith.andi operands given as a plain list (MLIR's op adaptor). */
export class AndIOpAdaptor {
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

export function parseAndIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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

export function printAndIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
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

/** Arguments of {@link BitcastOp.build}. */
export interface BitcastOpArgs {
  readonly in_: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType | ir.FloatType | ir.MemRefType>;
  readonly outType: ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType | ir.FloatType | ir.MemRefType;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * reinterpretation of bits as another type of equal width
 *
 * ```mlir
 *     %bits = arith.bitcast %f : f32 to i32
 *     ```
 */
export class BitcastOp extends rt.OpView {
  static readonly operationName = "arith.bitcast";
  /** Wraps `operation`, which must be a arith.bitcast op. */
  static wrap(operation: ir.Operation): BitcastOp {
    if (operation.name.name !== BitcastOp.operationName) throw new TypeError("expected 'arith.bitcast', got '" + operation.name.name + "'");
    return new BitcastOp(operation);
  }
  getIn(): rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType | ir.FloatType | ir.MemRefType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType | ir.FloatType | ir.MemRefType>;
  }
  getOut(): rt.TypedResult<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType | ir.FloatType | ir.MemRefType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType | ir.FloatType | ir.MemRefType>;
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: BitcastOpArgs): BitcastOp {
    const operation = builder.create(BitcastOp.operationName, location, {
      operands: [args.in_],
      resultTypes: [args.outType],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new BitcastOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, BitcastOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      if (!typeConstraint5(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-or-float-like or memref of signless-integer or float");
      if (!typeConstraint5(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-or-float-like or memref of signless-integer or float");
      rt.verifyPredTrait(op, (ods.allEqual([(ods.isTensor(op.getOperand(0).type) ? ods.shape(op.getOperand(0).type) : []), (ods.isTensor(op.getResult(0).type) ? ods.shape(op.getResult(0).type) : [])])), "input and output have the same tensor dimensions");
      rt.verifySameOperandsAndResultShape(op);
      rt.rememberSignature(op, BitcastOp.verifiedSignatures);
    }
    rt.verifyCastOpInterface(op, hooks.areCastCompatibleBitcastOp);
    rt.verifyElementwise(op);
  }
}

/** arith.bitcast operands given as a plain list (MLIR's op adaptor). */
export class BitcastOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getIn(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseBitcastOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let inOperands: opAsm.UnresolvedOperand[] = [];
  let inOperandsLoc = parser.getCurrentLocation();
  let inTypes: ir.Type[] = [];
  let outTypes: ir.Type[] = [];
  inOperandsLoc = parser.getCurrentLocation();
  inOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  inTypes = [parser.parseType()];
  parser.parseKeyword("to");
  outTypes = [parser.parseType()];
  result.addTypes(outTypes);
  parser.resolveOperands(inOperands, inTypes, inOperandsLoc, result.operands);
}

export function printBitcastOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
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

/** Arguments of {@link CeilDivSIOp.build}. */
export interface CeilDivSIOpArgs {
  readonly lhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * signed integer division rounding up
 *
 * Divides signed integers, rounding toward positive infinity. Division by
 *     zero and overflow are undefined behavior.
 *
 *     ```mlir
 *     %q = arith.ceildivsi %a, %b : i32
 *     ```
 */
export class CeilDivSIOp extends rt.OpView {
  static readonly operationName = "arith.ceildivsi";
  /** Wraps `operation`, which must be a arith.ceildivsi op. */
  static wrap(operation: ir.Operation): CeilDivSIOp {
    if (operation.name.name !== CeilDivSIOp.operationName) throw new TypeError("expected 'arith.ceildivsi', got '" + operation.name.name + "'");
    return new CeilDivSIOp(operation);
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
  static build(builder: ir.OpBuilder, location: ir.Location, args: CeilDivSIOpArgs): CeilDivSIOp {
    const operation = builder.create(CeilDivSIOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new CeilDivSIOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, CeilDivSIOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint3(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint3(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "signless-integer-like");
      if (!typeConstraint3(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, CeilDivSIOp.verifiedSignatures);
    }
  }
}

/** arith.ceildivsi operands given as a plain list (MLIR's op adaptor). */
export class CeilDivSIOpAdaptor {
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

export function parseCeilDivSIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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

export function printCeilDivSIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
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

/** Arguments of {@link CeilDivUIOp.build}. */
export interface CeilDivUIOpArgs {
  readonly lhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * unsigned integer division rounding up
 *
 * Divides unsigned integers, rounding toward positive infinity. Division
 *     by zero is undefined behavior.
 *
 *     ```mlir
 *     %q = arith.ceildivui %a, %b : i32
 *     ```
 */
export class CeilDivUIOp extends rt.OpView {
  static readonly operationName = "arith.ceildivui";
  /** Wraps `operation`, which must be a arith.ceildivui op. */
  static wrap(operation: ir.Operation): CeilDivUIOp {
    if (operation.name.name !== CeilDivUIOp.operationName) throw new TypeError("expected 'arith.ceildivui', got '" + operation.name.name + "'");
    return new CeilDivUIOp(operation);
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
  static build(builder: ir.OpBuilder, location: ir.Location, args: CeilDivUIOpArgs): CeilDivUIOp {
    const operation = builder.create(CeilDivUIOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new CeilDivUIOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, CeilDivUIOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint3(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint3(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "signless-integer-like");
      if (!typeConstraint3(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, CeilDivUIOp.verifiedSignatures);
    }
  }
}

/** arith.ceildivui operands given as a plain list (MLIR's op adaptor). */
export class CeilDivUIOpAdaptor {
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

export function parseCeilDivUIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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

export function printCeilDivUIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
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

/** Arguments of {@link CmpFOp.build}. */
export interface CmpFOpArgs {
  readonly lhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly predicate: CmpFPredicateAttr;
  readonly fastmath?: FastMathFlagsAttr;
  readonly resultType: ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * floating-point comparison
 *
 * Compares two floats with an ordered (`o…`, false if a NaN is involved),
 *     unordered (`u…`, true if a NaN is involved) or constant (`false`,
 *     `true`) predicate; `ord`/`uno` test for NaNs.
 *
 *     ```mlir
 *     %gt = arith.cmpf ogt, %a, %b : f32
 *     %nan = arith.cmpf uno, %x, %x : f64
 *     ```
 */
export class CmpFOp extends rt.OpView {
  static readonly operationName = "arith.cmpf";
  /** Wraps `operation`, which must be a arith.cmpf op. */
  static wrap(operation: ir.Operation): CmpFOp {
    if (operation.name.name !== CmpFOp.operationName) throw new TypeError("expected 'arith.cmpf', got '" + operation.name.name + "'");
    return new CmpFOp(operation);
  }
  getLhs(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getRhs(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getPredicateAttr(): CmpFPredicateAttr {
    return this.operation.getInherentAttr("predicate") as CmpFPredicateAttr;
  }
  setPredicateAttr(value: CmpFPredicateAttr): void {
    this.operation.setAttr("predicate", value);
  }
  getPredicate(): CmpFPredicate {
    const attr = this.getPredicateAttr();
    return CmpFPredicateAttr.valueOf(attr);
  }
  getFastmathAttr(): FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, CmpFOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: CmpFOpArgs): CmpFOp {
    const operation = builder.create(CmpFOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.resultType],
      properties: CmpFOp.populateDefaultProperties(rt.buildProperties(builder, [["predicate", args.predicate], ["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new CmpFOp(operation);
  }
  /** An ODS builder of the op, taking (predicate, lhs, rhs). */
  static buildWithPredicateLhsRhs(builder: ir.OpBuilder, location: ir.Location, predicate: CmpFPredicateAttr, lhs: ir.Value, rhs: ir.Value): CmpFOp {
    const state = new rt.BuilderState(location);
    const odsBuilder = new opAsm.OdsBuilder(builder.context);
    void odsBuilder;

    state.addOperands([lhs, rhs]);
    state.addTypes([ods.i1SameShape(lhs.type)]);
    state.properties.predicate = predicate;
    state.properties.fastmath =
      FastMathFlagsAttr.get(odsBuilder.context, FastMathFlags.none);

    return new CmpFOp(state.create(builder, CmpFOp.operationName, ["predicate", "fastmath"], CmpFOp.populateDefaultProperties));
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, CmpFOp.verifierDefaultsCache, CmpFOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, CmpFOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, CmpFOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      {
        const attr = rt.requireAttribute(op, "predicate");
        rt.verifyAttributeConstraint(op, "predicate", ((attr instanceof CmpFPredicateAttr)), "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15");
      }
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "floating-point-like");
      if (!typeConstraint4(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "bool-like");
      rt.verifyPredTrait(op, (ods.sameType(ods.i1SameShape(ods.typeOf(op.getOperand(0))), ods.typeOf(op.getResult(0)))), "result type has i1 element type and same shape as operands");
      rt.verifySameTypeOperands(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, CmpFOp.verifiedSignatures);
    }
  }
}

/** arith.cmpf operands given as a plain list (MLIR's op adaptor). */
export class CmpFOpAdaptor {
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
  getPredicateAttr(): ir.Attribute | undefined {
    return this.properties?.get("predicate");
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseCmpFOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let lhsOperands: opAsm.UnresolvedOperand[] = [];
  let lhsOperandsLoc = parser.getCurrentLocation();
  let lhsTypes: ir.Type[] = [];
  let rhsOperands: opAsm.UnresolvedOperand[] = [];
  let rhsOperandsLoc = parser.getCurrentLocation();
  let rhsTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  const predicateAttrLoc = parser.getCurrentLocation();
  const predicateAttrText = opAsm.parseEnumCase(parser, "predicate", ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"], false);
  let predicateAttr: ir.Attribute | undefined;
  if (predicateAttrText !== undefined) {
    const symbol = symbolizeCmpFPredicate(predicateAttrText);
    if (symbol === undefined) opAsm.invalidEnumCase(parser, predicateAttrLoc, "predicate", predicateAttrText);
    predicateAttr = CmpFPredicateAttr.get(builder.context, symbol);
    result.addAttribute("predicate", predicateAttr);
  }
  parser.parseComma();
  lhsOperandsLoc = parser.getCurrentLocation();
  lhsOperands.push(parser.parseOperand());
  parser.parseComma();
  rhsOperandsLoc = parser.getCurrentLocation();
  rhsOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  lhsTypes = [parser.parseType()];
  for (const type of lhsTypes) {
    if (!(((ods.isFloat(type)) || ((ods.hasValueSemantics(type)) && ((elementType: ir.Type): boolean => ((ods.isFloat(elementType))))(ods.elementType(type))))))
      opAsm.invalidParsedType(parser, "lhs", "floating-point-like", type);
  }
  result.addType(((self: ir.Type): ir.Type => ods.i1SameShape(self))((lhsTypes)[0] as ir.Type));
  parser.resolveOperands(lhsOperands, lhsTypes, lhsOperandsLoc, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, (lhsTypes)[0] as ir.Type, result.operands);
}

const printCmpFOpDefaults = new opAsm.DefaultAttributes();

export function printCmpFOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printCmpFOpDefaults;
  printer.write(" ");
  { const attr = op.getAttr("predicate"); if (attr !== undefined) printer.write(opAsm.enumKeywordText(stringifyCmpFPredicate(symbolizeCmpFPredicate((attr as unknown as { value: number | bigint; }).value) as never))); }
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["predicate", "fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getOperand(0).type);
}

/** Arguments of {@link CmpIOp.build}. */
export interface CmpIOpArgs {
  readonly lhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly predicate: CmpIPredicateAttr;
  readonly resultType: ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * integer comparison
 *
 * Compares two integers (element-wise for vectors and tensors) with one
 *     of the predicates `eq`, `ne`, `slt`, `sle`, `sgt`, `sge`, `ult`, `ule`,
 *     `ugt`, `uge` and returns i1 values.
 *
 *     ```mlir
 *     %lt = arith.cmpi slt, %a, %b : i32
 *     %eq = arith.cmpi eq, %v, %w : vector<4xindex>
 *     ```
 */
export class CmpIOp extends rt.OpView {
  static readonly operationName = "arith.cmpi";
  /** Wraps `operation`, which must be a arith.cmpi op. */
  static wrap(operation: ir.Operation): CmpIOp {
    if (operation.name.name !== CmpIOp.operationName) throw new TypeError("expected 'arith.cmpi', got '" + operation.name.name + "'");
    return new CmpIOp(operation);
  }
  getLhs(): rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getRhs(): rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getPredicateAttr(): CmpIPredicateAttr {
    return this.operation.getInherentAttr("predicate") as CmpIPredicateAttr;
  }
  setPredicateAttr(value: CmpIPredicateAttr): void {
    this.operation.setAttr("predicate", value);
  }
  getPredicate(): CmpIPredicate {
    const attr = this.getPredicateAttr();
    return CmpIPredicateAttr.valueOf(attr);
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: CmpIOpArgs): CmpIOp {
    const operation = builder.create(CmpIOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.resultType],
      properties: rt.buildProperties(builder, [["predicate", args.predicate]]),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new CmpIOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, CmpIOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, CmpIOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      {
        const attr = rt.requireAttribute(op, "predicate");
        rt.verifyAttributeConstraint(op, "predicate", ((attr instanceof CmpIPredicateAttr)), "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9");
      }
      if (!typeConstraint8(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint8(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "signless-integer-like");
      if (!typeConstraint9(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "bool-like");
      rt.verifyPredTrait(op, (ods.sameType(ods.i1SameShape(ods.typeOf(op.getOperand(0))), ods.typeOf(op.getResult(0)))), "result type has i1 element type and same shape as operands");
      rt.verifySameTypeOperands(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, CmpIOp.verifiedSignatures);
    }
  }
}

/** arith.cmpi operands given as a plain list (MLIR's op adaptor). */
export class CmpIOpAdaptor {
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
  getPredicateAttr(): ir.Attribute | undefined {
    return this.properties?.get("predicate");
  }
}

export function parseCmpIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let lhsOperands: opAsm.UnresolvedOperand[] = [];
  let lhsOperandsLoc = parser.getCurrentLocation();
  let lhsTypes: ir.Type[] = [];
  let rhsOperands: opAsm.UnresolvedOperand[] = [];
  let rhsOperandsLoc = parser.getCurrentLocation();
  let rhsTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  const predicateAttrLoc = parser.getCurrentLocation();
  const predicateAttrText = opAsm.parseEnumCase(parser, "predicate", ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"], false);
  let predicateAttr: ir.Attribute | undefined;
  if (predicateAttrText !== undefined) {
    const symbol = symbolizeCmpIPredicate(predicateAttrText);
    if (symbol === undefined) opAsm.invalidEnumCase(parser, predicateAttrLoc, "predicate", predicateAttrText);
    predicateAttr = CmpIPredicateAttr.get(builder.context, symbol);
    result.addAttribute("predicate", predicateAttr);
  }
  parser.parseComma();
  lhsOperandsLoc = parser.getCurrentLocation();
  lhsOperands.push(parser.parseOperand());
  parser.parseComma();
  rhsOperandsLoc = parser.getCurrentLocation();
  rhsOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  lhsTypes = [parser.parseType()];
  for (const type of lhsTypes) {
    if (!(((ods.isSignlessIntOrIndex(type)) || ((ods.isVector(type)) && ((elementType: ir.Type): boolean => ((ods.isSignlessIntOrIndex(elementType))))(ods.elementType(type))) || (((ods.isTensor(type))) && ((elementType: ir.Type): boolean => ((ods.isSignlessIntOrIndex(elementType))))(ods.elementType(type))))))
      opAsm.invalidParsedType(parser, "lhs", "signless-integer-like", type);
  }
  result.addType(((self: ir.Type): ir.Type => ods.i1SameShape(self))((lhsTypes)[0] as ir.Type));
  parser.resolveOperands(lhsOperands, lhsTypes, lhsOperandsLoc, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, (lhsTypes)[0] as ir.Type, result.operands);
}

export function printCmpIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  { const attr = op.getAttr("predicate"); if (attr !== undefined) printer.write(opAsm.enumKeywordText(stringifyCmpIPredicate(symbolizeCmpIPredicate((attr as unknown as { value: number | bigint; }).value) as never))); }
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["predicate"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getOperand(0).type);
}

/** Arguments of {@link ConstantOp.build}. */
export interface ConstantOpArgs {
  readonly value: ir.TypedAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * integer, index or float constant
 *
 * Produces the value of its typed attribute; the result type is the type
 *     of that attribute. Scalars use integer or float attributes, vectors and
 *     tensors dense (or splat) elements attributes.
 *
 *     ```mlir
 *     %zero = arith.constant 0 : index
 *     %half = arith.constant 5.000000e-01 : f32
 *     %ones = arith.constant dense<1> : vector<4xi8>
 *     ```
 */
export class ConstantOp extends rt.OpView {
  static readonly operationName = "arith.constant";
  /** Wraps `operation`, which must be a arith.constant op. */
  static wrap(operation: ir.Operation): ConstantOp {
    if (operation.name.name !== ConstantOp.operationName) throw new TypeError("expected 'arith.constant', got '" + operation.name.name + "'");
    return new ConstantOp(operation);
  }
  getResult(): rt.TypedResult<ir.Type> {
    return this.operation.getResult(0) as rt.TypedResult<ir.Type>;
  }
  getValueAttr(): ir.TypedAttr {
    return this.operation.getInherentAttr("value") as ir.TypedAttr;
  }
  setValueAttr(value: ir.TypedAttr): void {
    this.operation.setAttr("value", value);
  }
  getValue(): ir.TypedAttr {
    const attr = this.getValueAttr();
    return attr;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.attributeType(rt.inherentAttribute("value", attributes, properties))];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: ConstantOpArgs): ConstantOp {
    const operation = builder.create(ConstantOp.operationName, location, {
      operands: [],
      resultTypes: [rt.attributeType(args.value)],
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
        rt.verifyAttributeConstraint(op, "value", ((ods.implementsInterface(attr, ir.TypedAttr))), "TypedAttr instance");
      }
      rt.verifyPredTrait(op, (ods.allEqual([rt.typedAttrView(op.getInherentAttr("value")).type, op.getResult(0).type])), "all of {value, result} have same type");
      rt.rememberSignature(op, ConstantOp.verifiedSignatures);
    }
    hooks.verifyConstantOp(op);
  }
}

/** arith.constant operands given as a plain list (MLIR's op adaptor). */
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
  let resultTypes: ir.Type[] = [];
  parser.parseOptionalAttrDict(result.attributes);
  const valueAttr = parser.parseAttribute(undefined);
  result.addAttribute("value", valueAttr);
  result.addType((result.getAttribute("value") as unknown as { type: ir.Type; }).type);
}

export function printConstantOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["value"]);
  printer.write(" ");
  { const attr = op.getAttr("value"); if (attr !== undefined) printer.printAttribute(attr); }
}

/** Arguments of {@link DivFOp.build}. */
export interface DivFOpArgs {
  readonly lhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * floating-point division
 *
 * ```mlir
 *     %q = arith.divf %a, %b : f64
 *     ```
 */
export class DivFOp extends rt.OpView {
  static readonly operationName = "arith.divf";
  /** Wraps `operation`, which must be a arith.divf op. */
  static wrap(operation: ir.Operation): DivFOp {
    if (operation.name.name !== DivFOp.operationName) throw new TypeError("expected 'arith.divf', got '" + operation.name.name + "'");
    return new DivFOp(operation);
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
  getFastmathAttr(): FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, DivFOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false, false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: DivFOpArgs): DivFOp {
    const operation = builder.create(DivFOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: DivFOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new DivFOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, DivFOp.verifierDefaultsCache, DivFOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, DivFOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, DivFOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, DivFOp.verifiedSignatures);
    }
  }
}

/** arith.divf operands given as a plain list (MLIR's op adaptor). */
export class DivFOpAdaptor {
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

export function parseDivFOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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
    const fastmathAttr = parser.parseCustomAttributeWithFallback(FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printDivFOpDefaults = new opAsm.DefaultAttributes();

export function printDivFOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printDivFOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link DivSIOp.build}. */
export interface DivSIOpArgs {
  readonly lhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * signed integer division
 *
 * Divides signed integers, rounding toward zero. Dividing by zero, or the
 *     smallest value by -1, is undefined behavior.
 *
 *     ```mlir
 *     %q = arith.divsi %a, %b : i32
 *     ```
 */
export class DivSIOp extends rt.OpView {
  static readonly operationName = "arith.divsi";
  /** Wraps `operation`, which must be a arith.divsi op. */
  static wrap(operation: ir.Operation): DivSIOp {
    if (operation.name.name !== DivSIOp.operationName) throw new TypeError("expected 'arith.divsi', got '" + operation.name.name + "'");
    return new DivSIOp(operation);
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
  static build(builder: ir.OpBuilder, location: ir.Location, args: DivSIOpArgs): DivSIOp {
    const operation = builder.create(DivSIOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new DivSIOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, DivSIOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint3(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint3(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "signless-integer-like");
      if (!typeConstraint3(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, DivSIOp.verifiedSignatures);
    }
  }
}

/** arith.divsi operands given as a plain list (MLIR's op adaptor). */
export class DivSIOpAdaptor {
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

export function parseDivSIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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

export function printDivSIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
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

/** Arguments of {@link DivUIOp.build}. */
export interface DivUIOpArgs {
  readonly lhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * unsigned integer division
 *
 * Divides unsigned integers, rounding toward zero. Division by zero is
 *     undefined behavior, so the op is only speculatable when the divisor is
 *     known to be non-zero.
 *
 *     ```mlir
 *     %q = arith.divui %a, %b : i16
 *     ```
 */
export class DivUIOp extends rt.OpView {
  static readonly operationName = "arith.divui";
  /** Wraps `operation`, which must be a arith.divui op. */
  static wrap(operation: ir.Operation): DivUIOp {
    if (operation.name.name !== DivUIOp.operationName) throw new TypeError("expected 'arith.divui', got '" + operation.name.name + "'");
    return new DivUIOp(operation);
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
  static build(builder: ir.OpBuilder, location: ir.Location, args: DivUIOpArgs): DivUIOp {
    const operation = builder.create(DivUIOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new DivUIOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, DivUIOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint3(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint3(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "signless-integer-like");
      if (!typeConstraint3(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, DivUIOp.verifiedSignatures);
    }
  }
}

/** arith.divui operands given as a plain list (MLIR's op adaptor). */
export class DivUIOpAdaptor {
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

export function parseDivUIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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

export function printDivUIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
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

/** Arguments of {@link ExtFOp.build}. */
export interface ExtFOpArgs {
  readonly in_: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: FastMathFlagsAttr;
  readonly outType: ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * widening of a floating-point value
 *
 * Converts a float to a wider float type; every value is represented
 *     exactly.
 *
 *     ```mlir
 *     %d = arith.extf %h : f16 to f32
 *     ```
 */
export class ExtFOp extends rt.OpView {
  static readonly operationName = "arith.extf";
  /** Wraps `operation`, which must be a arith.extf op. */
  static wrap(operation: ir.Operation): ExtFOp {
    if (operation.name.name !== ExtFOp.operationName) throw new TypeError("expected 'arith.extf', got '" + operation.name.name + "'");
    return new ExtFOp(operation);
  }
  getIn(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getOut(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): FastMathFlags | undefined {
    const attr = this.getFastmathAttr();
    return attr === undefined ? undefined : (attr.value);
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: ExtFOpArgs): ExtFOp {
    const operation = builder.create(ExtFOp.operationName, location, {
      operands: [args.in_],
      resultTypes: [args.outType],
      properties: rt.buildProperties(builder, [["fastmath", args.fastmath]]),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new ExtFOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, ExtFOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, ExtFOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifyPredTrait(op, (ods.allEqual([(ods.isTensor(op.getOperand(0).type) ? ods.shape(op.getOperand(0).type) : []), (ods.isTensor(op.getResult(0).type) ? ods.shape(op.getResult(0).type) : [])])), "input and output have the same tensor dimensions");
      rt.verifySameOperandsAndResultShape(op);
      rt.rememberSignature(op, ExtFOp.verifiedSignatures);
    }
    rt.verifyCastOpInterface(op, hooks.areCastCompatibleExtFOp);
    rt.verifyElementwise(op);
    hooks.verifyExtFOp(op);
  }
}

/** arith.extf operands given as a plain list (MLIR's op adaptor). */
export class ExtFOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getIn(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseExtFOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let inOperands: opAsm.UnresolvedOperand[] = [];
  let inOperandsLoc = parser.getCurrentLocation();
  let inTypes: ir.Type[] = [];
  let outTypes: ir.Type[] = [];
  inOperandsLoc = parser.getCurrentLocation();
  inOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  inTypes = [parser.parseType()];
  parser.parseKeyword("to");
  outTypes = [parser.parseType()];
  result.addTypes(outTypes);
  parser.resolveOperands(inOperands, inTypes, inOperandsLoc, result.operands);
}

export function printExtFOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if (op.getAttr("fastmath") !== undefined) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getOperand(0).type);
  printer.write(" to");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link ExtSIOp.build}. */
export interface ExtSIOpArgs {
  readonly in_: rt.TypedValue<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly outType: ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * sign extension of an integer
 *
 * Widens an integer, copying its sign bit into the new high bits. The
 *     result must be strictly wider than the operand.
 *
 *     ```mlir
 *     %w = arith.extsi %b : i16 to i64
 *     ```
 */
export class ExtSIOp extends rt.OpView {
  static readonly operationName = "arith.extsi";
  /** Wraps `operation`, which must be a arith.extsi op. */
  static wrap(operation: ir.Operation): ExtSIOp {
    if (operation.name.name !== ExtSIOp.operationName) throw new TypeError("expected 'arith.extsi', got '" + operation.name.name + "'");
    return new ExtSIOp(operation);
  }
  getIn(): rt.TypedValue<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getOut(): rt.TypedResult<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: ExtSIOpArgs): ExtSIOp {
    const operation = builder.create(ExtSIOp.operationName, location, {
      operands: [args.in_],
      resultTypes: [args.outType],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new ExtSIOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, ExtSIOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      if (!typeConstraint13(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-fixed-width-integer-like");
      if (!typeConstraint13(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-fixed-width-integer-like");
      rt.verifyPredTrait(op, (ods.allEqual([(ods.isTensor(op.getOperand(0).type) ? ods.shape(op.getOperand(0).type) : []), (ods.isTensor(op.getResult(0).type) ? ods.shape(op.getResult(0).type) : [])])), "input and output have the same tensor dimensions");
      rt.verifySameOperandsAndResultShape(op);
      rt.rememberSignature(op, ExtSIOp.verifiedSignatures);
    }
    rt.verifyCastOpInterface(op, hooks.areCastCompatibleExtSIOp);
    rt.verifyElementwise(op);
    hooks.verifyExtSIOp(op);
  }
}

/** arith.extsi operands given as a plain list (MLIR's op adaptor). */
export class ExtSIOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getIn(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseExtSIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let inOperands: opAsm.UnresolvedOperand[] = [];
  let inOperandsLoc = parser.getCurrentLocation();
  let inTypes: ir.Type[] = [];
  let outTypes: ir.Type[] = [];
  inOperandsLoc = parser.getCurrentLocation();
  inOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  inTypes = [parser.parseType()];
  parser.parseKeyword("to");
  outTypes = [parser.parseType()];
  result.addTypes(outTypes);
  parser.resolveOperands(inOperands, inTypes, inOperandsLoc, result.operands);
}

export function printExtSIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
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

/** Arguments of {@link ExtUIOp.build}. */
export interface ExtUIOpArgs {
  readonly in_: rt.TypedValue<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly outType: ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * zero extension of an integer
 *
 * Widens an integer, filling the new high bits with zeros. The result
 *     must be strictly wider than the operand.
 *
 *     ```mlir
 *     %w = arith.extui %b : i8 to i32
 *     ```
 */
export class ExtUIOp extends rt.OpView {
  static readonly operationName = "arith.extui";
  /** Wraps `operation`, which must be a arith.extui op. */
  static wrap(operation: ir.Operation): ExtUIOp {
    if (operation.name.name !== ExtUIOp.operationName) throw new TypeError("expected 'arith.extui', got '" + operation.name.name + "'");
    return new ExtUIOp(operation);
  }
  getIn(): rt.TypedValue<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getOut(): rt.TypedResult<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: ExtUIOpArgs): ExtUIOp {
    const operation = builder.create(ExtUIOp.operationName, location, {
      operands: [args.in_],
      resultTypes: [args.outType],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new ExtUIOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, ExtUIOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      if (!typeConstraint13(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-fixed-width-integer-like");
      if (!typeConstraint13(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-fixed-width-integer-like");
      rt.verifyPredTrait(op, (ods.allEqual([(ods.isTensor(op.getOperand(0).type) ? ods.shape(op.getOperand(0).type) : []), (ods.isTensor(op.getResult(0).type) ? ods.shape(op.getResult(0).type) : [])])), "input and output have the same tensor dimensions");
      rt.verifySameOperandsAndResultShape(op);
      rt.rememberSignature(op, ExtUIOp.verifiedSignatures);
    }
    rt.verifyCastOpInterface(op, hooks.areCastCompatibleExtUIOp);
    rt.verifyElementwise(op);
    hooks.verifyExtUIOp(op);
  }
}

/** arith.extui operands given as a plain list (MLIR's op adaptor). */
export class ExtUIOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getIn(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseExtUIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let inOperands: opAsm.UnresolvedOperand[] = [];
  let inOperandsLoc = parser.getCurrentLocation();
  let inTypes: ir.Type[] = [];
  let outTypes: ir.Type[] = [];
  inOperandsLoc = parser.getCurrentLocation();
  inOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  inTypes = [parser.parseType()];
  parser.parseKeyword("to");
  outTypes = [parser.parseType()];
  result.addTypes(outTypes);
  parser.resolveOperands(inOperands, inTypes, inOperandsLoc, result.operands);
}

export function printExtUIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
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

/** Arguments of {@link FPToSIOp.build}. */
export interface FPToSIOpArgs {
  readonly in_: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly outType: ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * conversion of floating point to a signed integer
 *
 * Rounds toward zero; values out of range give poison.
 *
 *     ```mlir
 *     %i = arith.fptosi %f : f64 to i32
 *     ```
 */
export class FPToSIOp extends rt.OpView {
  static readonly operationName = "arith.fptosi";
  /** Wraps `operation`, which must be a arith.fptosi op. */
  static wrap(operation: ir.Operation): FPToSIOp {
    if (operation.name.name !== FPToSIOp.operationName) throw new TypeError("expected 'arith.fptosi', got '" + operation.name.name + "'");
    return new FPToSIOp(operation);
  }
  getIn(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getOut(): rt.TypedResult<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: FPToSIOpArgs): FPToSIOp {
    const operation = builder.create(FPToSIOp.operationName, location, {
      operands: [args.in_],
      resultTypes: [args.outType],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new FPToSIOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, FPToSIOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint13(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-fixed-width-integer-like");
      rt.verifyPredTrait(op, (ods.allEqual([(ods.isTensor(op.getOperand(0).type) ? ods.shape(op.getOperand(0).type) : []), (ods.isTensor(op.getResult(0).type) ? ods.shape(op.getResult(0).type) : [])])), "input and output have the same tensor dimensions");
      rt.verifySameOperandsAndResultShape(op);
      rt.rememberSignature(op, FPToSIOp.verifiedSignatures);
    }
    rt.verifyCastOpInterface(op, hooks.areCastCompatibleFPToSIOp);
    rt.verifyElementwise(op);
  }
}

/** arith.fptosi operands given as a plain list (MLIR's op adaptor). */
export class FPToSIOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getIn(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseFPToSIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let inOperands: opAsm.UnresolvedOperand[] = [];
  let inOperandsLoc = parser.getCurrentLocation();
  let inTypes: ir.Type[] = [];
  let outTypes: ir.Type[] = [];
  inOperandsLoc = parser.getCurrentLocation();
  inOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  inTypes = [parser.parseType()];
  parser.parseKeyword("to");
  outTypes = [parser.parseType()];
  result.addTypes(outTypes);
  parser.resolveOperands(inOperands, inTypes, inOperandsLoc, result.operands);
}

export function printFPToSIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
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

/** Arguments of {@link FPToUIOp.build}. */
export interface FPToUIOpArgs {
  readonly in_: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly outType: ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * conversion of floating point to an unsigned integer
 *
 * Rounds toward zero; values out of range give poison.
 *
 *     ```mlir
 *     %u = arith.fptoui %f : f32 to i32
 *     ```
 */
export class FPToUIOp extends rt.OpView {
  static readonly operationName = "arith.fptoui";
  /** Wraps `operation`, which must be a arith.fptoui op. */
  static wrap(operation: ir.Operation): FPToUIOp {
    if (operation.name.name !== FPToUIOp.operationName) throw new TypeError("expected 'arith.fptoui', got '" + operation.name.name + "'");
    return new FPToUIOp(operation);
  }
  getIn(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getOut(): rt.TypedResult<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: FPToUIOpArgs): FPToUIOp {
    const operation = builder.create(FPToUIOp.operationName, location, {
      operands: [args.in_],
      resultTypes: [args.outType],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new FPToUIOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, FPToUIOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint13(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-fixed-width-integer-like");
      rt.verifyPredTrait(op, (ods.allEqual([(ods.isTensor(op.getOperand(0).type) ? ods.shape(op.getOperand(0).type) : []), (ods.isTensor(op.getResult(0).type) ? ods.shape(op.getResult(0).type) : [])])), "input and output have the same tensor dimensions");
      rt.verifySameOperandsAndResultShape(op);
      rt.rememberSignature(op, FPToUIOp.verifiedSignatures);
    }
    rt.verifyCastOpInterface(op, hooks.areCastCompatibleFPToUIOp);
    rt.verifyElementwise(op);
  }
}

/** arith.fptoui operands given as a plain list (MLIR's op adaptor). */
export class FPToUIOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getIn(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseFPToUIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let inOperands: opAsm.UnresolvedOperand[] = [];
  let inOperandsLoc = parser.getCurrentLocation();
  let inTypes: ir.Type[] = [];
  let outTypes: ir.Type[] = [];
  inOperandsLoc = parser.getCurrentLocation();
  inOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  inTypes = [parser.parseType()];
  parser.parseKeyword("to");
  outTypes = [parser.parseType()];
  result.addTypes(outTypes);
  parser.resolveOperands(inOperands, inTypes, inOperandsLoc, result.operands);
}

export function printFPToUIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
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

/** Arguments of {@link FloorDivSIOp.build}. */
export interface FloorDivSIOpArgs {
  readonly lhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * signed integer division rounding down
 *
 * Divides signed integers, rounding toward negative infinity.
 *
 *     ```mlir
 *     %q = arith.floordivsi %a, %b : i64
 *     ```
 */
export class FloorDivSIOp extends rt.OpView {
  static readonly operationName = "arith.floordivsi";
  /** Wraps `operation`, which must be a arith.floordivsi op. */
  static wrap(operation: ir.Operation): FloorDivSIOp {
    if (operation.name.name !== FloorDivSIOp.operationName) throw new TypeError("expected 'arith.floordivsi', got '" + operation.name.name + "'");
    return new FloorDivSIOp(operation);
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
  static build(builder: ir.OpBuilder, location: ir.Location, args: FloorDivSIOpArgs): FloorDivSIOp {
    const operation = builder.create(FloorDivSIOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new FloorDivSIOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, FloorDivSIOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint3(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint3(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "signless-integer-like");
      if (!typeConstraint3(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, FloorDivSIOp.verifiedSignatures);
    }
  }
}

/** arith.floordivsi operands given as a plain list (MLIR's op adaptor). */
export class FloorDivSIOpAdaptor {
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

export function parseFloorDivSIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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

export function printFloorDivSIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
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

/** Arguments of {@link IndexCastOp.build}. */
export interface IndexCastOpArgs {
  readonly in_: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType | ir.MemRefType>;
  readonly outType: ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType | ir.MemRefType;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * signed conversion between index and integers
 *
 * Converts between `index` and a fixed-width integer: narrowing truncates,
 *     widening sign-extends.
 *
 *     ```mlir
 *     %i = arith.index_cast %n : index to i32
 *     %j = arith.index_cast %k : i64 to index
 *     ```
 */
export class IndexCastOp extends rt.OpView {
  static readonly operationName = "arith.index_cast";
  /** Wraps `operation`, which must be a arith.index_cast op. */
  static wrap(operation: ir.Operation): IndexCastOp {
    if (operation.name.name !== IndexCastOp.operationName) throw new TypeError("expected 'arith.index_cast', got '" + operation.name.name + "'");
    return new IndexCastOp(operation);
  }
  getIn(): rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType | ir.MemRefType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType | ir.MemRefType>;
  }
  getOut(): rt.TypedResult<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType | ir.MemRefType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType | ir.MemRefType>;
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: IndexCastOpArgs): IndexCastOp {
    const operation = builder.create(IndexCastOp.operationName, location, {
      operands: [args.in_],
      resultTypes: [args.outType],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new IndexCastOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, IndexCastOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      if (!typeConstraint14(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like or memref of signless-integer");
      if (!typeConstraint14(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like or memref of signless-integer");
      rt.verifyPredTrait(op, (ods.allEqual([(ods.isTensor(op.getOperand(0).type) ? ods.shape(op.getOperand(0).type) : []), (ods.isTensor(op.getResult(0).type) ? ods.shape(op.getResult(0).type) : [])])), "input and output have the same tensor dimensions");
      rt.verifySameOperandsAndResultShape(op);
      rt.rememberSignature(op, IndexCastOp.verifiedSignatures);
    }
    rt.verifyCastOpInterface(op, hooks.areCastCompatibleIndexCastOp);
    rt.verifyElementwise(op);
  }
}

/** arith.index_cast operands given as a plain list (MLIR's op adaptor). */
export class IndexCastOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getIn(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseIndexCastOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let inOperands: opAsm.UnresolvedOperand[] = [];
  let inOperandsLoc = parser.getCurrentLocation();
  let inTypes: ir.Type[] = [];
  let outTypes: ir.Type[] = [];
  inOperandsLoc = parser.getCurrentLocation();
  inOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  inTypes = [parser.parseType()];
  parser.parseKeyword("to");
  outTypes = [parser.parseType()];
  result.addTypes(outTypes);
  parser.resolveOperands(inOperands, inTypes, inOperandsLoc, result.operands);
}

export function printIndexCastOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
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

/** Arguments of {@link IndexCastUIOp.build}. */
export interface IndexCastUIOpArgs {
  readonly in_: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType | ir.MemRefType>;
  readonly outType: ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType | ir.MemRefType;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * unsigned conversion between index and integers
 *
 * Like `arith.index_cast`, but widening zero-extends.
 *
 *     ```mlir
 *     %i = arith.index_castui %b : i8 to index
 *     ```
 */
export class IndexCastUIOp extends rt.OpView {
  static readonly operationName = "arith.index_castui";
  /** Wraps `operation`, which must be a arith.index_castui op. */
  static wrap(operation: ir.Operation): IndexCastUIOp {
    if (operation.name.name !== IndexCastUIOp.operationName) throw new TypeError("expected 'arith.index_castui', got '" + operation.name.name + "'");
    return new IndexCastUIOp(operation);
  }
  getIn(): rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType | ir.MemRefType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType | ir.MemRefType>;
  }
  getOut(): rt.TypedResult<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType | ir.MemRefType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType | ir.MemRefType>;
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: IndexCastUIOpArgs): IndexCastUIOp {
    const operation = builder.create(IndexCastUIOp.operationName, location, {
      operands: [args.in_],
      resultTypes: [args.outType],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new IndexCastUIOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, IndexCastUIOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      if (!typeConstraint14(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like or memref of signless-integer");
      if (!typeConstraint14(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like or memref of signless-integer");
      rt.verifyPredTrait(op, (ods.allEqual([(ods.isTensor(op.getOperand(0).type) ? ods.shape(op.getOperand(0).type) : []), (ods.isTensor(op.getResult(0).type) ? ods.shape(op.getResult(0).type) : [])])), "input and output have the same tensor dimensions");
      rt.verifySameOperandsAndResultShape(op);
      rt.rememberSignature(op, IndexCastUIOp.verifiedSignatures);
    }
    rt.verifyCastOpInterface(op, hooks.areCastCompatibleIndexCastUIOp);
    rt.verifyElementwise(op);
  }
}

/** arith.index_castui operands given as a plain list (MLIR's op adaptor). */
export class IndexCastUIOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getIn(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseIndexCastUIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let inOperands: opAsm.UnresolvedOperand[] = [];
  let inOperandsLoc = parser.getCurrentLocation();
  let inTypes: ir.Type[] = [];
  let outTypes: ir.Type[] = [];
  inOperandsLoc = parser.getCurrentLocation();
  inOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  inTypes = [parser.parseType()];
  parser.parseKeyword("to");
  outTypes = [parser.parseType()];
  result.addTypes(outTypes);
  parser.resolveOperands(inOperands, inTypes, inOperandsLoc, result.operands);
}

export function printIndexCastUIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
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

/** Arguments of {@link MaxNumFOp.build}. */
export interface MaxNumFOpArgs {
  readonly lhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * floating-point maximum ignoring NaN
 *
 * The larger operand; when exactly one operand is NaN the other one is
 *     returned.
 *
 *     ```mlir
 *     %m = arith.maxnumf %a, %b : f32
 *     ```
 */
export class MaxNumFOp extends rt.OpView {
  static readonly operationName = "arith.maxnumf";
  /** Wraps `operation`, which must be a arith.maxnumf op. */
  static wrap(operation: ir.Operation): MaxNumFOp {
    if (operation.name.name !== MaxNumFOp.operationName) throw new TypeError("expected 'arith.maxnumf', got '" + operation.name.name + "'");
    return new MaxNumFOp(operation);
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
  getFastmathAttr(): FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, MaxNumFOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false, false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: MaxNumFOpArgs): MaxNumFOp {
    const operation = builder.create(MaxNumFOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: MaxNumFOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new MaxNumFOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, MaxNumFOp.verifierDefaultsCache, MaxNumFOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, MaxNumFOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, MaxNumFOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, MaxNumFOp.verifiedSignatures);
    }
  }
}

/** arith.maxnumf operands given as a plain list (MLIR's op adaptor). */
export class MaxNumFOpAdaptor {
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

export function parseMaxNumFOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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
    const fastmathAttr = parser.parseCustomAttributeWithFallback(FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printMaxNumFOpDefaults = new opAsm.DefaultAttributes();

export function printMaxNumFOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printMaxNumFOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link MaxSIOp.build}. */
export interface MaxSIOpArgs {
  readonly lhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * signed integer maximum
 *
 * ```mlir
 *     %m = arith.maxsi %a, %b : i32
 *     ```
 */
export class MaxSIOp extends rt.OpView {
  static readonly operationName = "arith.maxsi";
  /** Wraps `operation`, which must be a arith.maxsi op. */
  static wrap(operation: ir.Operation): MaxSIOp {
    if (operation.name.name !== MaxSIOp.operationName) throw new TypeError("expected 'arith.maxsi', got '" + operation.name.name + "'");
    return new MaxSIOp(operation);
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
  static build(builder: ir.OpBuilder, location: ir.Location, args: MaxSIOpArgs): MaxSIOp {
    const operation = builder.create(MaxSIOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new MaxSIOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, MaxSIOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint3(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint3(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "signless-integer-like");
      if (!typeConstraint3(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, MaxSIOp.verifiedSignatures);
    }
  }
}

/** arith.maxsi operands given as a plain list (MLIR's op adaptor). */
export class MaxSIOpAdaptor {
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

export function parseMaxSIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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

export function printMaxSIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
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

/** Arguments of {@link MaxUIOp.build}. */
export interface MaxUIOpArgs {
  readonly lhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * unsigned integer maximum
 *
 * ```mlir
 *     %m = arith.maxui %a, %b : i32
 *     ```
 */
export class MaxUIOp extends rt.OpView {
  static readonly operationName = "arith.maxui";
  /** Wraps `operation`, which must be a arith.maxui op. */
  static wrap(operation: ir.Operation): MaxUIOp {
    if (operation.name.name !== MaxUIOp.operationName) throw new TypeError("expected 'arith.maxui', got '" + operation.name.name + "'");
    return new MaxUIOp(operation);
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
  static build(builder: ir.OpBuilder, location: ir.Location, args: MaxUIOpArgs): MaxUIOp {
    const operation = builder.create(MaxUIOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new MaxUIOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, MaxUIOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint3(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint3(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "signless-integer-like");
      if (!typeConstraint3(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, MaxUIOp.verifiedSignatures);
    }
  }
}

/** arith.maxui operands given as a plain list (MLIR's op adaptor). */
export class MaxUIOpAdaptor {
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

export function parseMaxUIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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

export function printMaxUIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
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

/** Arguments of {@link MaximumFOp.build}. */
export interface MaximumFOpArgs {
  readonly lhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * floating-point maximum propagating NaN
 *
 * The larger operand; NaN if either operand is NaN, and +0.0 is larger
 *     than -0.0.
 *
 *     ```mlir
 *     %m = arith.maximumf %a, %b : f32
 *     ```
 */
export class MaximumFOp extends rt.OpView {
  static readonly operationName = "arith.maximumf";
  /** Wraps `operation`, which must be a arith.maximumf op. */
  static wrap(operation: ir.Operation): MaximumFOp {
    if (operation.name.name !== MaximumFOp.operationName) throw new TypeError("expected 'arith.maximumf', got '" + operation.name.name + "'");
    return new MaximumFOp(operation);
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
  getFastmathAttr(): FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, MaximumFOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false, false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: MaximumFOpArgs): MaximumFOp {
    const operation = builder.create(MaximumFOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: MaximumFOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new MaximumFOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, MaximumFOp.verifierDefaultsCache, MaximumFOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, MaximumFOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, MaximumFOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, MaximumFOp.verifiedSignatures);
    }
  }
}

/** arith.maximumf operands given as a plain list (MLIR's op adaptor). */
export class MaximumFOpAdaptor {
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

export function parseMaximumFOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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
    const fastmathAttr = parser.parseCustomAttributeWithFallback(FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printMaximumFOpDefaults = new opAsm.DefaultAttributes();

export function printMaximumFOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printMaximumFOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link MinNumFOp.build}. */
export interface MinNumFOpArgs {
  readonly lhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * floating-point minimum ignoring NaN
 *
 * The smaller operand; when exactly one operand is NaN the other one is
 *     returned.
 *
 *     ```mlir
 *     %m = arith.minnumf %a, %b : f32
 *     ```
 */
export class MinNumFOp extends rt.OpView {
  static readonly operationName = "arith.minnumf";
  /** Wraps `operation`, which must be a arith.minnumf op. */
  static wrap(operation: ir.Operation): MinNumFOp {
    if (operation.name.name !== MinNumFOp.operationName) throw new TypeError("expected 'arith.minnumf', got '" + operation.name.name + "'");
    return new MinNumFOp(operation);
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
  getFastmathAttr(): FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, MinNumFOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false, false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: MinNumFOpArgs): MinNumFOp {
    const operation = builder.create(MinNumFOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: MinNumFOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new MinNumFOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, MinNumFOp.verifierDefaultsCache, MinNumFOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, MinNumFOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, MinNumFOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, MinNumFOp.verifiedSignatures);
    }
  }
}

/** arith.minnumf operands given as a plain list (MLIR's op adaptor). */
export class MinNumFOpAdaptor {
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

export function parseMinNumFOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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
    const fastmathAttr = parser.parseCustomAttributeWithFallback(FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printMinNumFOpDefaults = new opAsm.DefaultAttributes();

export function printMinNumFOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printMinNumFOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link MinSIOp.build}. */
export interface MinSIOpArgs {
  readonly lhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * signed integer minimum
 *
 * ```mlir
 *     %m = arith.minsi %a, %b : i32
 *     ```
 */
export class MinSIOp extends rt.OpView {
  static readonly operationName = "arith.minsi";
  /** Wraps `operation`, which must be a arith.minsi op. */
  static wrap(operation: ir.Operation): MinSIOp {
    if (operation.name.name !== MinSIOp.operationName) throw new TypeError("expected 'arith.minsi', got '" + operation.name.name + "'");
    return new MinSIOp(operation);
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
  static build(builder: ir.OpBuilder, location: ir.Location, args: MinSIOpArgs): MinSIOp {
    const operation = builder.create(MinSIOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new MinSIOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, MinSIOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint3(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint3(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "signless-integer-like");
      if (!typeConstraint3(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, MinSIOp.verifiedSignatures);
    }
  }
}

/** arith.minsi operands given as a plain list (MLIR's op adaptor). */
export class MinSIOpAdaptor {
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

export function parseMinSIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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

export function printMinSIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
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

/** Arguments of {@link MinUIOp.build}. */
export interface MinUIOpArgs {
  readonly lhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * unsigned integer minimum
 *
 * ```mlir
 *     %m = arith.minui %a, %b : i32
 *     ```
 */
export class MinUIOp extends rt.OpView {
  static readonly operationName = "arith.minui";
  /** Wraps `operation`, which must be a arith.minui op. */
  static wrap(operation: ir.Operation): MinUIOp {
    if (operation.name.name !== MinUIOp.operationName) throw new TypeError("expected 'arith.minui', got '" + operation.name.name + "'");
    return new MinUIOp(operation);
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
  static build(builder: ir.OpBuilder, location: ir.Location, args: MinUIOpArgs): MinUIOp {
    const operation = builder.create(MinUIOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new MinUIOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, MinUIOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint3(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint3(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "signless-integer-like");
      if (!typeConstraint3(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, MinUIOp.verifiedSignatures);
    }
  }
}

/** arith.minui operands given as a plain list (MLIR's op adaptor). */
export class MinUIOpAdaptor {
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

export function parseMinUIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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

export function printMinUIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
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

/** Arguments of {@link MinimumFOp.build}. */
export interface MinimumFOpArgs {
  readonly lhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * floating-point minimum propagating NaN
 *
 * The smaller operand; NaN if either operand is NaN, and -0.0 is smaller
 *     than +0.0.
 *
 *     ```mlir
 *     %m = arith.minimumf %a, %b : f32
 *     ```
 */
export class MinimumFOp extends rt.OpView {
  static readonly operationName = "arith.minimumf";
  /** Wraps `operation`, which must be a arith.minimumf op. */
  static wrap(operation: ir.Operation): MinimumFOp {
    if (operation.name.name !== MinimumFOp.operationName) throw new TypeError("expected 'arith.minimumf', got '" + operation.name.name + "'");
    return new MinimumFOp(operation);
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
  getFastmathAttr(): FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, MinimumFOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false, false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: MinimumFOpArgs): MinimumFOp {
    const operation = builder.create(MinimumFOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: MinimumFOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new MinimumFOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, MinimumFOp.verifierDefaultsCache, MinimumFOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, MinimumFOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, MinimumFOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, MinimumFOp.verifiedSignatures);
    }
  }
}

/** arith.minimumf operands given as a plain list (MLIR's op adaptor). */
export class MinimumFOpAdaptor {
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

export function parseMinimumFOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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
    const fastmathAttr = parser.parseCustomAttributeWithFallback(FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printMinimumFOpDefaults = new opAsm.DefaultAttributes();

export function printMinimumFOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printMinimumFOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link MulFOp.build}. */
export interface MulFOpArgs {
  readonly lhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * floating-point multiplication
 *
 * ```mlir
 *     %p = arith.mulf %a, %b : f16
 *     ```
 */
export class MulFOp extends rt.OpView {
  static readonly operationName = "arith.mulf";
  /** Wraps `operation`, which must be a arith.mulf op. */
  static wrap(operation: ir.Operation): MulFOp {
    if (operation.name.name !== MulFOp.operationName) throw new TypeError("expected 'arith.mulf', got '" + operation.name.name + "'");
    return new MulFOp(operation);
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
  getFastmathAttr(): FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, MulFOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false, false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: MulFOpArgs): MulFOp {
    const operation = builder.create(MulFOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: MulFOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new MulFOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, MulFOp.verifierDefaultsCache, MulFOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, MulFOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, MulFOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, MulFOp.verifiedSignatures);
    }
  }
}

/** arith.mulf operands given as a plain list (MLIR's op adaptor). */
export class MulFOpAdaptor {
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

export function parseMulFOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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
    const fastmathAttr = parser.parseCustomAttributeWithFallback(FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printMulFOpDefaults = new opAsm.DefaultAttributes();

export function printMulFOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printMulFOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link MulIOp.build}. */
export interface MulIOpArgs {
  readonly lhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly overflowFlags?: IntegerOverflowFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * integer multiplication
 *
 * Multiplies two integers keeping the low n bits of the product.
 *
 *     ```mlir
 *     %p = arith.muli %a, %b : i32
 *     ```
 */
export class MulIOp extends rt.OpView {
  static readonly operationName = "arith.muli";
  /** Wraps `operation`, which must be a arith.muli op. */
  static wrap(operation: ir.Operation): MulIOp {
    if (operation.name.name !== MulIOp.operationName) throw new TypeError("expected 'arith.muli', got '" + operation.name.name + "'");
    return new MulIOp(operation);
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
  getOverflowFlagsAttr(): IntegerOverflowFlagsAttr | undefined {
    return this.operation.getInherentAttr("overflowFlags") as IntegerOverflowFlagsAttr | undefined;
  }
  setOverflowFlagsAttr(value: IntegerOverflowFlagsAttr): void {
    this.operation.setAttr("overflowFlags", value);
  }
  getOverflowFlags(): IntegerOverflowFlags {
    const attr = this.getOverflowFlagsAttr();
    if (attr === undefined) return IntegerOverflowFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, MulIOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["overflowFlags", (builder: opAsm.OdsBuilder): ir.Attribute => IntegerOverflowFlagsAttr.get(builder.context, IntegerOverflowFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false, false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: MulIOpArgs): MulIOp {
    const operation = builder.create(MulIOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: MulIOp.populateDefaultProperties(rt.buildProperties(builder, [["overflowFlags", args.overflowFlags]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new MulIOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, MulIOp.verifierDefaultsCache, MulIOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, MulIOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, MulIOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      {
        const attr = op.getInherentAttr("overflowFlags");
        rt.verifyAttributeConstraint(op, "overflowFlags", attr === undefined || ((attr instanceof IntegerOverflowFlagsAttr)), "Integer overflow arith flags");
      }
      if (!typeConstraint3(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint3(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "signless-integer-like");
      if (!typeConstraint3(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, MulIOp.verifiedSignatures);
    }
  }
}

/** arith.muli operands given as a plain list (MLIR's op adaptor). */
export class MulIOpAdaptor {
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
  getOverflowFlagsAttr(): ir.Attribute | undefined {
    return this.properties?.get("overflowFlags");
  }
}

export function parseMulIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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
  if (parser.parseOptionalKeyword("overflow")) {
    const overflowFlagsAttr = parser.parseCustomAttributeWithFallback(IntegerOverflowFlagsAttr, undefined);
    result.addAttribute("overflowFlags", overflowFlagsAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printMulIOpDefaults = new opAsm.DefaultAttributes();

export function printMulIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printMulIOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  if ((op.getAttr("overflowFlags") !== undefined && op.getAttr("overflowFlags") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => IntegerOverflowFlagsAttr.get(builder.context, IntegerOverflowFlags.none)))) {
    printer.write(" overflow");
    { const attr = op.getAttr("overflowFlags"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["overflowFlags"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link MulSIExtendedOp.build}. */
export interface MulSIExtendedOpArgs {
  readonly lhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * signed multiplication returning both halves of the product
 *
 * Computes the full 2n-bit product of two signed integers and returns its
 *     low and high n bits separately.
 *
 *     ```mlir
 *     %lo, %hi = arith.mulsi_extended %a, %b : i32
 *     ```
 */
export class MulSIExtendedOp extends rt.OpView {
  static readonly operationName = "arith.mulsi_extended";
  /** Wraps `operation`, which must be a arith.mulsi_extended op. */
  static wrap(operation: ir.Operation): MulSIExtendedOp {
    if (operation.name.name !== MulSIExtendedOp.operationName) throw new TypeError("expected 'arith.mulsi_extended', got '" + operation.name.name + "'");
    return new MulSIExtendedOp(operation);
  }
  getLhs(): rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getRhs(): rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getLow(): rt.TypedResult<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getHigh(): rt.TypedResult<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(1) as rt.TypedResult<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false, false], undefined)[0]), rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false, false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: MulSIExtendedOpArgs): MulSIExtendedOp {
    const operation = builder.create(MulSIExtendedOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type, args.lhs.type],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new MulSIExtendedOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, MulSIExtendedOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 2, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint3(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint3(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "signless-integer-like");
      if (!typeConstraint3(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      if (!typeConstraint3(op.getResult(1).type)) throw rt.valueConstraintError(op, "result", 1, op.getResult(1), "signless-integer-like");
      rt.verifyPredTrait(op, (ods.allEqual([op.getOperand(0).type, op.getOperand(1).type, op.getResult(0).type, op.getResult(1).type])), "all of {lhs, rhs, low, high} have same type");
      rt.verifyElementwise(op);
      rt.rememberSignature(op, MulSIExtendedOp.verifiedSignatures);
    }
  }
}

/** arith.mulsi_extended operands given as a plain list (MLIR's op adaptor). */
export class MulSIExtendedOpAdaptor {
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

export function parseMulSIExtendedOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let lhsOperands: opAsm.UnresolvedOperand[] = [];
  let lhsOperandsLoc = parser.getCurrentLocation();
  let lhsTypes: ir.Type[] = [];
  let rhsOperands: opAsm.UnresolvedOperand[] = [];
  let rhsOperandsLoc = parser.getCurrentLocation();
  let rhsTypes: ir.Type[] = [];
  let lowTypes: ir.Type[] = [];
  let highTypes: ir.Type[] = [];
  lhsOperandsLoc = parser.getCurrentLocation();
  lhsOperands.push(parser.parseOperand());
  parser.parseComma();
  rhsOperandsLoc = parser.getCurrentLocation();
  rhsOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  lhsTypes = [parser.parseType()];
  result.addType((lhsTypes)[0] as ir.Type);
  result.addType((lhsTypes)[0] as ir.Type);
  parser.resolveOperands(lhsOperands, lhsTypes, lhsOperandsLoc, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, (lhsTypes)[0] as ir.Type, result.operands);
}

export function printMulSIExtendedOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getOperand(0).type);
}

/** Arguments of {@link MulUIExtendedOp.build}. */
export interface MulUIExtendedOpArgs {
  readonly lhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * unsigned multiplication returning both halves of the product
 *
 * Like `arith.mulsi_extended`, reading the operands as unsigned numbers.
 *
 *     ```mlir
 *     %lo, %hi = arith.mului_extended %a, %b : i64
 *     ```
 */
export class MulUIExtendedOp extends rt.OpView {
  static readonly operationName = "arith.mului_extended";
  /** Wraps `operation`, which must be a arith.mului_extended op. */
  static wrap(operation: ir.Operation): MulUIExtendedOp {
    if (operation.name.name !== MulUIExtendedOp.operationName) throw new TypeError("expected 'arith.mului_extended', got '" + operation.name.name + "'");
    return new MulUIExtendedOp(operation);
  }
  getLhs(): rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getRhs(): rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getLow(): rt.TypedResult<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getHigh(): rt.TypedResult<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(1) as rt.TypedResult<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false, false], undefined)[0]), rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false, false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: MulUIExtendedOpArgs): MulUIExtendedOp {
    const operation = builder.create(MulUIExtendedOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type, args.lhs.type],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new MulUIExtendedOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, MulUIExtendedOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 2, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint3(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint3(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "signless-integer-like");
      if (!typeConstraint3(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      if (!typeConstraint3(op.getResult(1).type)) throw rt.valueConstraintError(op, "result", 1, op.getResult(1), "signless-integer-like");
      rt.verifyPredTrait(op, (ods.allEqual([op.getOperand(0).type, op.getOperand(1).type, op.getResult(0).type, op.getResult(1).type])), "all of {lhs, rhs, low, high} have same type");
      rt.verifyElementwise(op);
      rt.rememberSignature(op, MulUIExtendedOp.verifiedSignatures);
    }
  }
}

/** arith.mului_extended operands given as a plain list (MLIR's op adaptor). */
export class MulUIExtendedOpAdaptor {
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

export function parseMulUIExtendedOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let lhsOperands: opAsm.UnresolvedOperand[] = [];
  let lhsOperandsLoc = parser.getCurrentLocation();
  let lhsTypes: ir.Type[] = [];
  let rhsOperands: opAsm.UnresolvedOperand[] = [];
  let rhsOperandsLoc = parser.getCurrentLocation();
  let rhsTypes: ir.Type[] = [];
  let lowTypes: ir.Type[] = [];
  let highTypes: ir.Type[] = [];
  lhsOperandsLoc = parser.getCurrentLocation();
  lhsOperands.push(parser.parseOperand());
  parser.parseComma();
  rhsOperandsLoc = parser.getCurrentLocation();
  rhsOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  lhsTypes = [parser.parseType()];
  result.addType((lhsTypes)[0] as ir.Type);
  result.addType((lhsTypes)[0] as ir.Type);
  parser.resolveOperands(lhsOperands, lhsTypes, lhsOperandsLoc, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, (lhsTypes)[0] as ir.Type, result.operands);
}

export function printMulUIExtendedOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), undefined);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getOperand(0).type);
}

/** Arguments of {@link NegFOp.build}. */
export interface NegFOpArgs {
  readonly operand: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * floating-point negation
 *
 * Flips the sign of a float (also of zeros and NaNs).
 *
 *     ```mlir
 *     %n = arith.negf %x : f32
 *     ```
 */
export class NegFOp extends rt.OpView {
  static readonly operationName = "arith.negf";
  /** Wraps `operation`, which must be a arith.negf op. */
  static wrap(operation: ir.Operation): NegFOp {
    if (operation.name.name !== NegFOp.operationName) throw new TypeError("expected 'arith.negf', got '" + operation.name.name + "'");
    return new NegFOp(operation);
  }
  getOperand(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getResult(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getFastmathAttr(): FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, NegFOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: NegFOpArgs): NegFOp {
    const operation = builder.create(NegFOp.operationName, location, {
      operands: [args.operand],
      resultTypes: [args.operand.type],
      properties: NegFOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new NegFOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, NegFOp.verifierDefaultsCache, NegFOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, NegFOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, NegFOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, NegFOp.verifiedSignatures);
    }
  }
}

/** arith.negf operands given as a plain list (MLIR's op adaptor). */
export class NegFOpAdaptor {
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

export function parseNegFOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let operandOperands: opAsm.UnresolvedOperand[] = [];
  let operandOperandsLoc = parser.getCurrentLocation();
  let operandTypes: ir.Type[] = [];
  let resultTypes: ir.Type[] = [];
  operandOperandsLoc = parser.getCurrentLocation();
  operandOperands.push(parser.parseOperand());
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(operandOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printNegFOpDefaults = new opAsm.DefaultAttributes();

export function printNegFOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printNegFOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link OrIOp.build}. */
export interface OrIOpArgs {
  readonly lhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * bitwise or of integers
 *
 * ```mlir
 *     %either = arith.ori %p, %q : i1
 *     ```
 */
export class OrIOp extends rt.OpView {
  static readonly operationName = "arith.ori";
  /** Wraps `operation`, which must be a arith.ori op. */
  static wrap(operation: ir.Operation): OrIOp {
    if (operation.name.name !== OrIOp.operationName) throw new TypeError("expected 'arith.ori', got '" + operation.name.name + "'");
    return new OrIOp(operation);
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
  static build(builder: ir.OpBuilder, location: ir.Location, args: OrIOpArgs): OrIOp {
    const operation = builder.create(OrIOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new OrIOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, OrIOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint3(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint3(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "signless-integer-like");
      if (!typeConstraint3(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, OrIOp.verifiedSignatures);
    }
  }
}

/** arith.ori operands given as a plain list (MLIR's op adaptor). */
export class OrIOpAdaptor {
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

export function parseOrIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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

export function printOrIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
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

/** Arguments of {@link RemFOp.build}. */
export interface RemFOpArgs {
  readonly lhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * floating-point remainder
 *
 * The remainder of truncated division, with the sign of `lhs` (like C's
 *     `fmod`).
 *
 *     ```mlir
 *     %r = arith.remf %a, %b : f32
 *     ```
 */
export class RemFOp extends rt.OpView {
  static readonly operationName = "arith.remf";
  /** Wraps `operation`, which must be a arith.remf op. */
  static wrap(operation: ir.Operation): RemFOp {
    if (operation.name.name !== RemFOp.operationName) throw new TypeError("expected 'arith.remf', got '" + operation.name.name + "'");
    return new RemFOp(operation);
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
  getFastmathAttr(): FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, RemFOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false, false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: RemFOpArgs): RemFOp {
    const operation = builder.create(RemFOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: RemFOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new RemFOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, RemFOp.verifierDefaultsCache, RemFOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, RemFOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, RemFOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, RemFOp.verifiedSignatures);
    }
  }
}

/** arith.remf operands given as a plain list (MLIR's op adaptor). */
export class RemFOpAdaptor {
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

export function parseRemFOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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
    const fastmathAttr = parser.parseCustomAttributeWithFallback(FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printRemFOpDefaults = new opAsm.DefaultAttributes();

export function printRemFOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printRemFOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link RemSIOp.build}. */
export interface RemSIOpArgs {
  readonly lhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * signed integer remainder
 *
 * The remainder of signed division; it has the sign of the dividend. A
 *     zero divisor is undefined behavior.
 *
 *     ```mlir
 *     %r = arith.remsi %a, %b : i32
 *     ```
 */
export class RemSIOp extends rt.OpView {
  static readonly operationName = "arith.remsi";
  /** Wraps `operation`, which must be a arith.remsi op. */
  static wrap(operation: ir.Operation): RemSIOp {
    if (operation.name.name !== RemSIOp.operationName) throw new TypeError("expected 'arith.remsi', got '" + operation.name.name + "'");
    return new RemSIOp(operation);
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
  static build(builder: ir.OpBuilder, location: ir.Location, args: RemSIOpArgs): RemSIOp {
    const operation = builder.create(RemSIOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new RemSIOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, RemSIOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint3(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint3(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "signless-integer-like");
      if (!typeConstraint3(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, RemSIOp.verifiedSignatures);
    }
  }
}

/** arith.remsi operands given as a plain list (MLIR's op adaptor). */
export class RemSIOpAdaptor {
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

export function parseRemSIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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

export function printRemSIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
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

/** Arguments of {@link RemUIOp.build}. */
export interface RemUIOpArgs {
  readonly lhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * unsigned integer remainder
 *
 * The remainder of unsigned division. A zero divisor is undefined
 *     behavior.
 *
 *     ```mlir
 *     %r = arith.remui %a, %b : i32
 *     ```
 */
export class RemUIOp extends rt.OpView {
  static readonly operationName = "arith.remui";
  /** Wraps `operation`, which must be a arith.remui op. */
  static wrap(operation: ir.Operation): RemUIOp {
    if (operation.name.name !== RemUIOp.operationName) throw new TypeError("expected 'arith.remui', got '" + operation.name.name + "'");
    return new RemUIOp(operation);
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
  static build(builder: ir.OpBuilder, location: ir.Location, args: RemUIOpArgs): RemUIOp {
    const operation = builder.create(RemUIOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new RemUIOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, RemUIOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint3(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint3(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "signless-integer-like");
      if (!typeConstraint3(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, RemUIOp.verifiedSignatures);
    }
  }
}

/** arith.remui operands given as a plain list (MLIR's op adaptor). */
export class RemUIOpAdaptor {
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

export function parseRemUIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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

export function printRemUIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
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

/** Arguments of {@link SIToFPOp.build}. */
export interface SIToFPOpArgs {
  readonly in_: rt.TypedValue<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly outType: ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * conversion of a signed integer to floating point
 *
 * ```mlir
 *     %f = arith.sitofp %i : i64 to f64
 *     ```
 */
export class SIToFPOp extends rt.OpView {
  static readonly operationName = "arith.sitofp";
  /** Wraps `operation`, which must be a arith.sitofp op. */
  static wrap(operation: ir.Operation): SIToFPOp {
    if (operation.name.name !== SIToFPOp.operationName) throw new TypeError("expected 'arith.sitofp', got '" + operation.name.name + "'");
    return new SIToFPOp(operation);
  }
  getIn(): rt.TypedValue<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getOut(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: SIToFPOpArgs): SIToFPOp {
    const operation = builder.create(SIToFPOp.operationName, location, {
      operands: [args.in_],
      resultTypes: [args.outType],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new SIToFPOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, SIToFPOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      if (!typeConstraint13(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-fixed-width-integer-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifyPredTrait(op, (ods.allEqual([(ods.isTensor(op.getOperand(0).type) ? ods.shape(op.getOperand(0).type) : []), (ods.isTensor(op.getResult(0).type) ? ods.shape(op.getResult(0).type) : [])])), "input and output have the same tensor dimensions");
      rt.verifySameOperandsAndResultShape(op);
      rt.rememberSignature(op, SIToFPOp.verifiedSignatures);
    }
    rt.verifyCastOpInterface(op, hooks.areCastCompatibleSIToFPOp);
    rt.verifyElementwise(op);
  }
}

/** arith.sitofp operands given as a plain list (MLIR's op adaptor). */
export class SIToFPOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getIn(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseSIToFPOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let inOperands: opAsm.UnresolvedOperand[] = [];
  let inOperandsLoc = parser.getCurrentLocation();
  let inTypes: ir.Type[] = [];
  let outTypes: ir.Type[] = [];
  inOperandsLoc = parser.getCurrentLocation();
  inOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  inTypes = [parser.parseType()];
  parser.parseKeyword("to");
  outTypes = [parser.parseType()];
  result.addTypes(outTypes);
  parser.resolveOperands(inOperands, inTypes, inOperandsLoc, result.operands);
}

export function printSIToFPOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
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

/** Arguments of {@link ShLIOp.build}. */
export interface ShLIOpArgs {
  readonly lhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly overflowFlags?: IntegerOverflowFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * left shift of an integer
 *
 * Shifts `lhs` left by `rhs` bits, filling with zeros. A shift amount of
 *     at least the bit width yields poison.
 *
 *     ```mlir
 *     %r = arith.shli %x, %c3 : i32
 *     ```
 */
export class ShLIOp extends rt.OpView {
  static readonly operationName = "arith.shli";
  /** Wraps `operation`, which must be a arith.shli op. */
  static wrap(operation: ir.Operation): ShLIOp {
    if (operation.name.name !== ShLIOp.operationName) throw new TypeError("expected 'arith.shli', got '" + operation.name.name + "'");
    return new ShLIOp(operation);
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
  getOverflowFlagsAttr(): IntegerOverflowFlagsAttr | undefined {
    return this.operation.getInherentAttr("overflowFlags") as IntegerOverflowFlagsAttr | undefined;
  }
  setOverflowFlagsAttr(value: IntegerOverflowFlagsAttr): void {
    this.operation.setAttr("overflowFlags", value);
  }
  getOverflowFlags(): IntegerOverflowFlags {
    const attr = this.getOverflowFlagsAttr();
    if (attr === undefined) return IntegerOverflowFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, ShLIOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["overflowFlags", (builder: opAsm.OdsBuilder): ir.Attribute => IntegerOverflowFlagsAttr.get(builder.context, IntegerOverflowFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false, false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: ShLIOpArgs): ShLIOp {
    const operation = builder.create(ShLIOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: ShLIOp.populateDefaultProperties(rt.buildProperties(builder, [["overflowFlags", args.overflowFlags]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new ShLIOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, ShLIOp.verifierDefaultsCache, ShLIOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, ShLIOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, ShLIOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      {
        const attr = op.getInherentAttr("overflowFlags");
        rt.verifyAttributeConstraint(op, "overflowFlags", attr === undefined || ((attr instanceof IntegerOverflowFlagsAttr)), "Integer overflow arith flags");
      }
      if (!typeConstraint3(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint3(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "signless-integer-like");
      if (!typeConstraint3(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, ShLIOp.verifiedSignatures);
    }
  }
}

/** arith.shli operands given as a plain list (MLIR's op adaptor). */
export class ShLIOpAdaptor {
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
  getOverflowFlagsAttr(): ir.Attribute | undefined {
    return this.properties?.get("overflowFlags");
  }
}

export function parseShLIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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
  if (parser.parseOptionalKeyword("overflow")) {
    const overflowFlagsAttr = parser.parseCustomAttributeWithFallback(IntegerOverflowFlagsAttr, undefined);
    result.addAttribute("overflowFlags", overflowFlagsAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printShLIOpDefaults = new opAsm.DefaultAttributes();

export function printShLIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printShLIOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  if ((op.getAttr("overflowFlags") !== undefined && op.getAttr("overflowFlags") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => IntegerOverflowFlagsAttr.get(builder.context, IntegerOverflowFlags.none)))) {
    printer.write(" overflow");
    { const attr = op.getAttr("overflowFlags"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["overflowFlags"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link ShRSIOp.build}. */
export interface ShRSIOpArgs {
  readonly lhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * arithmetic right shift of an integer
 *
 * Shifts `lhs` right by `rhs` bits, copying the sign bit into the vacated
 *     positions. A shift amount of at least the bit width yields poison.
 *
 *     ```mlir
 *     %r = arith.shrsi %x, %c2 : i16
 *     ```
 */
export class ShRSIOp extends rt.OpView {
  static readonly operationName = "arith.shrsi";
  /** Wraps `operation`, which must be a arith.shrsi op. */
  static wrap(operation: ir.Operation): ShRSIOp {
    if (operation.name.name !== ShRSIOp.operationName) throw new TypeError("expected 'arith.shrsi', got '" + operation.name.name + "'");
    return new ShRSIOp(operation);
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
  static build(builder: ir.OpBuilder, location: ir.Location, args: ShRSIOpArgs): ShRSIOp {
    const operation = builder.create(ShRSIOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new ShRSIOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, ShRSIOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint3(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint3(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "signless-integer-like");
      if (!typeConstraint3(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, ShRSIOp.verifiedSignatures);
    }
  }
}

/** arith.shrsi operands given as a plain list (MLIR's op adaptor). */
export class ShRSIOpAdaptor {
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

export function parseShRSIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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

export function printShRSIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
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

/** Arguments of {@link ShRUIOp.build}. */
export interface ShRUIOpArgs {
  readonly lhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * logical right shift of an integer
 *
 * Shifts `lhs` right by `rhs` bits, filling with zeros. A shift amount of
 *     at least the bit width yields poison.
 *
 *     ```mlir
 *     %r = arith.shrui %x, %c1 : i64
 *     ```
 */
export class ShRUIOp extends rt.OpView {
  static readonly operationName = "arith.shrui";
  /** Wraps `operation`, which must be a arith.shrui op. */
  static wrap(operation: ir.Operation): ShRUIOp {
    if (operation.name.name !== ShRUIOp.operationName) throw new TypeError("expected 'arith.shrui', got '" + operation.name.name + "'");
    return new ShRUIOp(operation);
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
  static build(builder: ir.OpBuilder, location: ir.Location, args: ShRUIOpArgs): ShRUIOp {
    const operation = builder.create(ShRUIOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new ShRUIOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, ShRUIOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint3(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint3(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "signless-integer-like");
      if (!typeConstraint3(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, ShRUIOp.verifiedSignatures);
    }
  }
}

/** arith.shrui operands given as a plain list (MLIR's op adaptor). */
export class ShRUIOpAdaptor {
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

export function parseShRUIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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

export function printShRUIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
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

/** Arguments of {@link SubFOp.build}. */
export interface SubFOpArgs {
  readonly lhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly fastmath?: FastMathFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * floating-point subtraction
 *
 * ```mlir
 *     %d = arith.subf %a, %b : f32
 *     ```
 */
export class SubFOp extends rt.OpView {
  static readonly operationName = "arith.subf";
  /** Wraps `operation`, which must be a arith.subf op. */
  static wrap(operation: ir.Operation): SubFOp {
    if (operation.name.name !== SubFOp.operationName) throw new TypeError("expected 'arith.subf', got '" + operation.name.name + "'");
    return new SubFOp(operation);
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
  getFastmathAttr(): FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): FastMathFlags {
    const attr = this.getFastmathAttr();
    if (attr === undefined) return FastMathFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, SubFOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["fastmath", (builder: opAsm.OdsBuilder): ir.Attribute => FastMathFlagsAttr.get(builder.context, FastMathFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false, false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: SubFOpArgs): SubFOp {
    const operation = builder.create(SubFOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: SubFOp.populateDefaultProperties(rt.buildProperties(builder, [["fastmath", args.fastmath]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new SubFOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, SubFOp.verifierDefaultsCache, SubFOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, SubFOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, SubFOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, SubFOp.verifiedSignatures);
    }
  }
}

/** arith.subf operands given as a plain list (MLIR's op adaptor). */
export class SubFOpAdaptor {
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

export function parseSubFOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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
    const fastmathAttr = parser.parseCustomAttributeWithFallback(FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printSubFOpDefaults = new opAsm.DefaultAttributes();

export function printSubFOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printSubFOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  if ((op.getAttr("fastmath") !== undefined && op.getAttr("fastmath") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => FastMathFlagsAttr.get(builder.context, FastMathFlags.none)))) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link SubIOp.build}. */
export interface SubIOpArgs {
  readonly lhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly overflowFlags?: IntegerOverflowFlagsAttr;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * integer subtraction
 *
 * Subtracts `rhs` from `lhs` modulo 2^n. Overflow flags work as for
 *     `arith.addi`.
 *
 *     ```mlir
 *     %d = arith.subi %a, %b : i64
 *     ```
 */
export class SubIOp extends rt.OpView {
  static readonly operationName = "arith.subi";
  /** Wraps `operation`, which must be a arith.subi op. */
  static wrap(operation: ir.Operation): SubIOp {
    if (operation.name.name !== SubIOp.operationName) throw new TypeError("expected 'arith.subi', got '" + operation.name.name + "'");
    return new SubIOp(operation);
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
  getOverflowFlagsAttr(): IntegerOverflowFlagsAttr | undefined {
    return this.operation.getInherentAttr("overflowFlags") as IntegerOverflowFlagsAttr | undefined;
  }
  setOverflowFlagsAttr(value: IntegerOverflowFlagsAttr): void {
    this.operation.setAttr("overflowFlags", value);
  }
  getOverflowFlags(): IntegerOverflowFlags {
    const attr = this.getOverflowFlagsAttr();
    if (attr === undefined) return IntegerOverflowFlags.none;
    return attr.value;
  }
  /** The properties with every missing default-valued attribute set to its default (MLIR's populateDefaultProperties). */
  static populateDefaultProperties(properties: ir.Attribute | null, context: ir.MLIRContext): ir.Attribute | null {
    return rt.populateDefaults(properties, context, SubIOp.defaultAttributes);
  }
  private static readonly defaultAttributes: readonly rt.DefaultAttribute[] = [["overflowFlags", (builder: opAsm.OdsBuilder): ir.Attribute => IntegerOverflowFlagsAttr.get(builder.context, IntegerOverflowFlags.none)]];
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(0, operands.length, [false, false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: SubIOpArgs): SubIOp {
    const operation = builder.create(SubIOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: SubIOp.populateDefaultProperties(rt.buildProperties(builder, [["overflowFlags", args.overflowFlags]]), builder.context),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new SubIOp(operation);
  }
  /** populateDefaultProperties' last input and output, for the verifier. */
  private static readonly verifierDefaultsCache = new rt.DefaultPropertiesCache();
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    rt.completeDefaultProperties(op, SubIOp.verifierDefaultsCache, SubIOp.populateDefaultProperties);
    if (!rt.hasVerifiedSignature(op, SubIOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, SubIOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      {
        const attr = op.getInherentAttr("overflowFlags");
        rt.verifyAttributeConstraint(op, "overflowFlags", attr === undefined || ((attr instanceof IntegerOverflowFlagsAttr)), "Integer overflow arith flags");
      }
      if (!typeConstraint3(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint3(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "signless-integer-like");
      if (!typeConstraint3(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, SubIOp.verifiedSignatures);
    }
  }
}

/** arith.subi operands given as a plain list (MLIR's op adaptor). */
export class SubIOpAdaptor {
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
  getOverflowFlagsAttr(): ir.Attribute | undefined {
    return this.properties?.get("overflowFlags");
  }
}

export function parseSubIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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
  if (parser.parseOptionalKeyword("overflow")) {
    const overflowFlagsAttr = parser.parseCustomAttributeWithFallback(IntegerOverflowFlagsAttr, undefined);
    result.addAttribute("overflowFlags", overflowFlagsAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  resultTypes = [parser.parseType()];
  result.addTypes(resultTypes);
  parser.resolveOperand(lhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
  parser.resolveOperand(rhsOperands[0] as opAsm.UnresolvedOperand, (resultTypes)[0] as ir.Type, result.operands);
}

const printSubIOpDefaults = new opAsm.DefaultAttributes();

export function printSubIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  const defaults = printSubIOpDefaults;
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  printer.write(",");
  printer.write(" ");
  printer.printOperand(op.getOperand(1));
  if ((op.getAttr("overflowFlags") !== undefined && op.getAttr("overflowFlags") !== defaults.get(op.context, 0, (builder: opAsm.OdsBuilder) => IntegerOverflowFlagsAttr.get(builder.context, IntegerOverflowFlags.none)))) {
    printer.write(" overflow");
    { const attr = op.getAttr("overflowFlags"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["overflowFlags"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link TruncFOp.build}. */
export interface TruncFOpArgs {
  readonly in_: rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly roundingmode?: RoundingModeAttr;
  readonly fastmath?: FastMathFlagsAttr;
  readonly outType: ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * narrowing of a floating-point value
 *
 * Converts a float to a narrower float type; values that do not fit
 *     exactly are rounded with the given mode, or the default rounding mode
 *     when none is given.
 *
 *     ```mlir
 *     %h = arith.truncf %f : f32 to f16
 *     %b = arith.truncf %f to_nearest_even : f32 to bf16
 *     ```
 */
export class TruncFOp extends rt.OpView {
  static readonly operationName = "arith.truncf";
  /** Wraps `operation`, which must be a arith.truncf op. */
  static wrap(operation: ir.Operation): TruncFOp {
    if (operation.name.name !== TruncFOp.operationName) throw new TypeError("expected 'arith.truncf', got '" + operation.name.name + "'");
    return new TruncFOp(operation);
  }
  getIn(): rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getOut(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getRoundingmodeAttr(): RoundingModeAttr | undefined {
    return this.operation.getInherentAttr("roundingmode") as RoundingModeAttr | undefined;
  }
  setRoundingmodeAttr(value: RoundingModeAttr): void {
    this.operation.setAttr("roundingmode", value);
  }
  getRoundingmode(): RoundingMode | undefined {
    const attr = this.getRoundingmodeAttr();
    return attr === undefined ? undefined : RoundingModeAttr.valueOf(attr);
  }
  getFastmathAttr(): FastMathFlagsAttr | undefined {
    return this.operation.getInherentAttr("fastmath") as FastMathFlagsAttr | undefined;
  }
  setFastmathAttr(value: FastMathFlagsAttr): void {
    this.operation.setAttr("fastmath", value);
  }
  getFastmath(): FastMathFlags | undefined {
    const attr = this.getFastmathAttr();
    return attr === undefined ? undefined : (attr.value);
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: TruncFOpArgs): TruncFOp {
    const operation = builder.create(TruncFOp.operationName, location, {
      operands: [args.in_],
      resultTypes: [args.outType],
      properties: rt.buildProperties(builder, [["roundingmode", args.roundingmode], ["fastmath", args.fastmath]]),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new TruncFOp(operation);
  }
  /** An ODS builder of the op, taking (outType, input). */
  static buildWithOutTypeInput(builder: ir.OpBuilder, location: ir.Location, outType: ir.Type, input: ir.Value): TruncFOp {
    const state = new rt.BuilderState(location);
    const odsBuilder = new opAsm.OdsBuilder(builder.context);
    void odsBuilder;

    state.addOperands([input]);
    state.addTypes([outType]);

    return new TruncFOp(state.create(builder, TruncFOp.operationName, ["roundingmode", "fastmath"]));
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, TruncFOp.verifiedSignatures)) {
      rt.verifyPropertyStorage(op, TruncFOpPropertyChecks);
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      {
        const attr = op.getInherentAttr("roundingmode");
        rt.verifyAttributeConstraint(op, "roundingmode", attr === undefined || ((attr instanceof RoundingModeAttr)), "Floating point rounding mode");
      }
      {
        const attr = op.getInherentAttr("fastmath");
        rt.verifyAttributeConstraint(op, "fastmath", attr === undefined || ((attr instanceof FastMathFlagsAttr)), "Floating point fast math flags");
      }
      if (!typeConstraint1(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "floating-point-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifyPredTrait(op, (ods.allEqual([(ods.isTensor(op.getOperand(0).type) ? ods.shape(op.getOperand(0).type) : []), (ods.isTensor(op.getResult(0).type) ? ods.shape(op.getResult(0).type) : [])])), "input and output have the same tensor dimensions");
      rt.verifySameOperandsAndResultShape(op);
      rt.rememberSignature(op, TruncFOp.verifiedSignatures);
    }
    rt.verifyCastOpInterface(op, hooks.areCastCompatibleTruncFOp);
    rt.verifyElementwise(op);
    hooks.verifyTruncFOp(op);
  }
}

/** arith.truncf operands given as a plain list (MLIR's op adaptor). */
export class TruncFOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getIn(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getRoundingmodeAttr(): ir.Attribute | undefined {
    return this.properties?.get("roundingmode");
  }
  getFastmathAttr(): ir.Attribute | undefined {
    return this.properties?.get("fastmath");
  }
}

export function parseTruncFOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  const builder = parser.getBuilder();
  let inOperands: opAsm.UnresolvedOperand[] = [];
  let inOperandsLoc = parser.getCurrentLocation();
  let inTypes: ir.Type[] = [];
  let outTypes: ir.Type[] = [];
  inOperandsLoc = parser.getCurrentLocation();
  inOperands.push(parser.parseOperand());
  const roundingmodeAttr = parser.parseOptionalCustomAttributeWithFallback(RoundingModeAttr, builder.getIntegerType(32));
  if (roundingmodeAttr !== undefined) result.addAttribute("roundingmode", roundingmodeAttr);
  if (roundingmodeAttr !== undefined) {
  }
  if (parser.parseOptionalKeyword("fastmath")) {
    const fastmathAttr = parser.parseCustomAttributeWithFallback(FastMathFlagsAttr, undefined);
    result.addAttribute("fastmath", fastmathAttr);
  }
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  inTypes = [parser.parseType()];
  parser.parseKeyword("to");
  outTypes = [parser.parseType()];
  result.addTypes(outTypes);
  parser.resolveOperands(inOperands, inTypes, inOperandsLoc, result.operands);
}

export function printTruncFOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
  printer.write(" ");
  printer.printOperand(op.getOperand(0));
  if (op.getAttr("roundingmode") !== undefined) {
    printer.write(" ");
    { const attr = op.getAttr("roundingmode"); if (attr !== undefined) printer.printAttributeWithoutType(attr); }
  }
  if (op.getAttr("fastmath") !== undefined) {
    printer.write(" fastmath");
    { const attr = op.getAttr("fastmath"); if (attr !== undefined) printer.printStrippedAttrOrType(attr); }
  }
  printer.printOptionalAttrDict(opAsm.operationAttributes(op), ["roundingmode", "fastmath"]);
  printer.write(" :");
  printer.write(" ");
  printer.printType(op.getOperand(0).type);
  printer.write(" to");
  printer.write(" ");
  printer.printType(op.getResult(0).type);
}

/** Arguments of {@link TruncIOp.build}. */
export interface TruncIOpArgs {
  readonly in_: rt.TypedValue<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly outType: ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * truncation of an integer
 *
 * Keeps the low bits of an integer. The result must be strictly narrower
 *     than the operand.
 *
 *     ```mlir
 *     %n = arith.trunci %w : i64 to i32
 *     ```
 */
export class TruncIOp extends rt.OpView {
  static readonly operationName = "arith.trunci";
  /** Wraps `operation`, which must be a arith.trunci op. */
  static wrap(operation: ir.Operation): TruncIOp {
    if (operation.name.name !== TruncIOp.operationName) throw new TypeError("expected 'arith.trunci', got '" + operation.name.name + "'");
    return new TruncIOp(operation);
  }
  getIn(): rt.TypedValue<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getOut(): rt.TypedResult<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: TruncIOpArgs): TruncIOp {
    const operation = builder.create(TruncIOp.operationName, location, {
      operands: [args.in_],
      resultTypes: [args.outType],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new TruncIOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, TruncIOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      if (!typeConstraint13(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-fixed-width-integer-like");
      if (!typeConstraint13(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-fixed-width-integer-like");
      rt.verifyPredTrait(op, (ods.allEqual([(ods.isTensor(op.getOperand(0).type) ? ods.shape(op.getOperand(0).type) : []), (ods.isTensor(op.getResult(0).type) ? ods.shape(op.getResult(0).type) : [])])), "input and output have the same tensor dimensions");
      rt.verifySameOperandsAndResultShape(op);
      rt.rememberSignature(op, TruncIOp.verifiedSignatures);
    }
    rt.verifyCastOpInterface(op, hooks.areCastCompatibleTruncIOp);
    rt.verifyElementwise(op);
    hooks.verifyTruncIOp(op);
  }
}

/** arith.trunci operands given as a plain list (MLIR's op adaptor). */
export class TruncIOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getIn(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseTruncIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let inOperands: opAsm.UnresolvedOperand[] = [];
  let inOperandsLoc = parser.getCurrentLocation();
  let inTypes: ir.Type[] = [];
  let outTypes: ir.Type[] = [];
  inOperandsLoc = parser.getCurrentLocation();
  inOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  inTypes = [parser.parseType()];
  parser.parseKeyword("to");
  outTypes = [parser.parseType()];
  result.addTypes(outTypes);
  parser.resolveOperands(inOperands, inTypes, inOperandsLoc, result.operands);
}

export function printTruncIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
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

/** Arguments of {@link UIToFPOp.build}. */
export interface UIToFPOpArgs {
  readonly in_: rt.TypedValue<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly outType: ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * conversion of an unsigned integer to floating point
 *
 * ```mlir
 *     %f = arith.uitofp %u : i32 to f32
 *     ```
 */
export class UIToFPOp extends rt.OpView {
  static readonly operationName = "arith.uitofp";
  /** Wraps `operation`, which must be a arith.uitofp op. */
  static wrap(operation: ir.Operation): UIToFPOp {
    if (operation.name.name !== UIToFPOp.operationName) throw new TypeError("expected 'arith.uitofp', got '" + operation.name.name + "'");
    return new UIToFPOp(operation);
  }
  getIn(): rt.TypedValue<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getOut(): rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getResult(0) as rt.TypedResult<ir.FloatType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: UIToFPOpArgs): UIToFPOp {
    const operation = builder.create(UIToFPOp.operationName, location, {
      operands: [args.in_],
      resultTypes: [args.outType],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new UIToFPOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, UIToFPOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 1, false);
      if (!typeConstraint13(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-fixed-width-integer-like");
      if (!typeConstraint1(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "floating-point-like");
      rt.verifyPredTrait(op, (ods.allEqual([(ods.isTensor(op.getOperand(0).type) ? ods.shape(op.getOperand(0).type) : []), (ods.isTensor(op.getResult(0).type) ? ods.shape(op.getResult(0).type) : [])])), "input and output have the same tensor dimensions");
      rt.verifySameOperandsAndResultShape(op);
      rt.rememberSignature(op, UIToFPOp.verifiedSignatures);
    }
    rt.verifyCastOpInterface(op, hooks.areCastCompatibleUIToFPOp);
    rt.verifyElementwise(op);
  }
}

/** arith.uitofp operands given as a plain list (MLIR's op adaptor). */
export class UIToFPOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getIn(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export function parseUIToFPOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
  let inOperands: opAsm.UnresolvedOperand[] = [];
  let inOperandsLoc = parser.getCurrentLocation();
  let inTypes: ir.Type[] = [];
  let outTypes: ir.Type[] = [];
  inOperandsLoc = parser.getCurrentLocation();
  inOperands.push(parser.parseOperand());
  parser.parseOptionalAttrDict(result.attributes);
  parser.parseColon();
  inTypes = [parser.parseType()];
  parser.parseKeyword("to");
  outTypes = [parser.parseType()];
  result.addTypes(outTypes);
  parser.resolveOperands(inOperands, inTypes, inOperandsLoc, result.operands);
}

export function printUIToFPOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
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

/** Arguments of {@link XOrIOp.build}. */
export interface XOrIOpArgs {
  readonly lhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly rhs: rt.TypedValue<ir.IntegerType | ir.IndexType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * bitwise exclusive or of integers
 *
 * ```mlir
 *     %flipped = arith.xori %bits, %ones : i8
 *     ```
 */
export class XOrIOp extends rt.OpView {
  static readonly operationName = "arith.xori";
  /** Wraps `operation`, which must be a arith.xori op. */
  static wrap(operation: ir.Operation): XOrIOp {
    if (operation.name.name !== XOrIOp.operationName) throw new TypeError("expected 'arith.xori', got '" + operation.name.name + "'");
    return new XOrIOp(operation);
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
  static build(builder: ir.OpBuilder, location: ir.Location, args: XOrIOpArgs): XOrIOp {
    const operation = builder.create(XOrIOp.operationName, location, {
      operands: [args.lhs, args.rhs],
      resultTypes: [args.lhs.type],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new XOrIOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, XOrIOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 2, false);
      if (!typeConstraint3(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "signless-integer-like");
      if (!typeConstraint3(op.getOperand(1).type)) throw rt.valueConstraintError(op, "operand", 1, op.getOperand(1), "signless-integer-like");
      if (!typeConstraint3(op.getResult(0).type)) throw rt.valueConstraintError(op, "result", 0, op.getResult(0), "signless-integer-like");
      rt.verifySameOperandsAndResultType(op);
      rt.verifyElementwise(op);
      rt.rememberSignature(op, XOrIOp.verifiedSignatures);
    }
  }
}

/** arith.xori operands given as a plain list (MLIR's op adaptor). */
export class XOrIOpAdaptor {
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

export function parseXOrIOp(parser: opAsm.OpAsmParser, result: opAsm.OperationState): void {
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

export function printXOrIOp(op: ir.Operation, printer: opAsm.OpAsmPrinter): void {
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

/** Arguments of {@link SelectOp.build}. */
export interface SelectOpArgs {
  readonly condition: rt.TypedValue<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  readonly trueValue: ir.Value;
  readonly falseValue: ir.Value;
  /** Discardable attributes. */
  readonly attributes?: readonly ir.NamedAttribute[];
}

/**
 * choice between two values
 *
 * Returns `true_value` where the condition holds and `false_value`
 *     elsewhere. A scalar condition picks whole values; a vector or tensor
 *     condition picks element by element.
 *
 *     ```mlir
 *     %m = arith.select %c, %a, %b : i32
 *     %v = arith.select %mask, %x, %y : vector<4xi1>, vector<4xf32>
 *     ```
 */
export class SelectOp extends rt.OpView {
  static readonly operationName = "arith.select";
  /** Wraps `operation`, which must be a arith.select op. */
  static wrap(operation: ir.Operation): SelectOp {
    if (operation.name.name !== SelectOp.operationName) throw new TypeError("expected 'arith.select', got '" + operation.name.name + "'");
    return new SelectOp(operation);
  }
  getCondition(): rt.TypedValue<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType> {
    return this.operation.getOperand(0) as rt.TypedValue<ir.IntegerType | ir.VectorType | ir.RankedTensorType | ir.UnrankedTensorType>;
  }
  getTrueValue(): rt.TypedValue<ir.Type> {
    return this.operation.getOperand(1) as rt.TypedValue<ir.Type>;
  }
  getFalseValue(): rt.TypedValue<ir.Type> {
    return this.operation.getOperand(2) as rt.TypedValue<ir.Type>;
  }
  getResult(): rt.TypedResult<ir.Type> {
    return this.operation.getResult(0) as rt.TypedResult<ir.Type>;
  }
  /** The result types ODS infers from the operands and attributes (MLIR's inferReturnTypes). */
  static inferReturnTypes(context: ir.MLIRContext, location: ir.Location, operands: readonly ir.Value[], attributes: ir.DictionaryAttr, properties: ir.Attribute | null, regions: readonly ir.Region[]): ir.Type[] {
    void [context, location, operands, attributes, properties, regions];
    return [rt.operandTypeAt(operands, rt.groupRange(1, operands.length, [false, false, false], undefined)[0])];
  }
  /** Creates the op at the builder's insertion point. */
  static build(builder: ir.OpBuilder, location: ir.Location, args: SelectOpArgs): SelectOp {
    const operation = builder.create(SelectOp.operationName, location, {
      operands: [args.condition, args.trueValue, args.falseValue],
      resultTypes: [args.trueValue.type],
      properties: rt.buildProperties(builder, []),
      ...(args.attributes === undefined ? {} : { attributes: args.attributes }),
    });
    return new SelectOp(operation);
  }
  /** Signatures whose type- and attribute-only checks passed, for the verifier. */
  private static readonly verifiedSignatures = new rt.SignatureCache();
  /** ODS invariants, then traits, then the op's own verifier (MLIR's verifyInvariants + verify). */
  static verifyInvariants(op: ir.Operation): void {
    if (!rt.hasVerifiedSignature(op, SelectOp.verifiedSignatures)) {
      rt.verifyRegionCount(op, 0, false);
      rt.verifyResultCount(op, 1, false);
      rt.verifySuccessorCount(op, 0, false);
      rt.verifyOperandCount(op, 3, false);
      if (!typeConstraint4(op.getOperand(0).type)) throw rt.valueConstraintError(op, "operand", 0, op.getOperand(0), "bool-like");
      rt.verifyPredTrait(op, (ods.allEqual([op.getOperand(1).type, op.getOperand(2).type, op.getResult(0).type])), "all of {true_value, false_value, result} have same type");
      rt.verifyPredTrait(op, ((ods.isSignlessInteger(op.getOperand(0).type, 1)) || (ods.allEqual([ods.shape(op.getOperand(0).type), ods.shape(op.getResult(0).type)]))), "condition is signless i1 or has matching shape");
      rt.verifyElementwise(op);
      rt.rememberSignature(op, SelectOp.verifiedSignatures);
    }
    hooks.verifySelectOp(op);
  }
}

/** arith.select operands given as a plain list (MLIR's op adaptor). */
export class SelectOpAdaptor {
  readonly operands: readonly ir.Value[];
  readonly properties: ir.DictionaryAttr | undefined;
  constructor(operands: readonly ir.Value[], properties?: ir.DictionaryAttr) {
    this.operands = operands;
    this.properties = properties;
  }
  getCondition(): ir.Value | undefined {
    const [start, length] = rt.groupRange(0, this.operands.length, [false, false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getTrueValue(): ir.Value | undefined {
    const [start, length] = rt.groupRange(1, this.operands.length, [false, false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
  getFalseValue(): ir.Value | undefined {
    const [start, length] = rt.groupRange(2, this.operands.length, [false, false, false], undefined);
    return length === 0 ? undefined : this.operands[start];
  }
}

export const AddFOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.addf",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.IsCommutative, ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: AddFOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: AddFOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("arith.addf", "fastmath?"),
  ...rt.withAssembly({ parse: parseAddFOp, print: printAddFOp }),
};
export const AddIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.addi",
  traits: [ir.OpTrait.IsCommutative, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: AddIOp.verifyInvariants,
  attributeNames: ["overflowFlags"],
  populateDefaultProperties: AddIOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("arith.addi", "overflowFlags?"),
  ...rt.withAssembly({ parse: parseAddIOp, print: printAddIOp }),
};
export const AddUIExtendedOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.addui_extended",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.IsCommutative, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable), ir.implementation(ir.OpAsmOpInterface, { getAsmResultNames: (op: ir.Operation, setName: (value: ir.Value, name: string) => void): void => { ["sum", "overflow"].forEach((name, i) => { if (name !== "") setName(op.getResult(i), name); }); } })),
  verify: AddUIExtendedOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseAddUIExtendedOp, print: printAddUIExtendedOp }),
};
export const AndIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.andi",
  traits: [ir.OpTrait.IsCommutative, ir.OpTrait.IsIdempotent, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: AndIOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseAndIOp, print: printAndIOp }),
};
export const BitcastOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.bitcast",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultShape, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: BitcastOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseBitcastOp, print: printBitcastOp }),
};
export const CeilDivSIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.ceildivsi",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  verify: CeilDivSIOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseCeilDivSIOp, print: printCeilDivSIOp }),
};
export const CeilDivUIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.ceildivui",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  verify: CeilDivUIOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseCeilDivUIOp, print: printCeilDivUIOp }),
};
export const CmpFOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.cmpf",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameTypeOperands, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: CmpFOp.verifyInvariants,
  attributeNames: ["predicate", "fastmath"],
  populateDefaultProperties: CmpFOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("arith.cmpf", "fastmath?,predicate"),
  ...rt.withAssembly({ parse: parseCmpFOp, print: printCmpFOp }),
};
export const CmpIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.cmpi",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameTypeOperands, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: CmpIOp.verifyInvariants,
  attributeNames: ["predicate"],
  bytecodeProperties: rt.odsPropertiesCodec("arith.cmpi", "predicate"),
  ...rt.withAssembly({ parse: parseCmpIOp, print: printCmpIOp }),
};
export const ConstantOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.constant",
  traits: [ir.OpTrait.ConstantLike, ir.OpTrait.AlwaysSpeculatableImplTrait],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable), ir.implementation(ir.OpAsmOpInterface, { getAsmResultNames: hooks.resultNames?.["ConstantOp"] ?? ((): void => { }), getDefaultDialect: (): string => hooks.defaultDialects["ConstantOp"] ?? "" })),
  verify: ConstantOp.verifyInvariants,
  attributeNames: ["value"],
  bytecodeProperties: rt.odsPropertiesCodec("arith.constant", "value"),
  ...rt.withAssembly({ parse: parseConstantOp, print: printConstantOp }),
};
export const DivFOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.divf",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: DivFOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: DivFOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("arith.divf", "fastmath?"),
  ...rt.withAssembly({ parse: parseDivFOp, print: printDivFOp }),
};
export const DivSIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.divsi",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  verify: DivSIOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseDivSIOp, print: printDivSIOp }),
};
export const DivUIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.divui",
  traits: [ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  verify: DivUIOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseDivUIOp, print: printDivUIOp }),
};
export const ExtFOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.extf",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultShape, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: ExtFOp.verifyInvariants,
  attributeNames: ["fastmath"],
  bytecodeProperties: rt.odsPropertiesCodec("arith.extf", "fastmath?"),
  ...rt.withAssembly({ parse: parseExtFOp, print: printExtFOp }),
};
export const ExtSIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.extsi",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultShape, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: ExtSIOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseExtSIOp, print: printExtSIOp }),
};
export const ExtUIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.extui",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultShape, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: ExtUIOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseExtUIOp, print: printExtUIOp }),
};
export const FPToSIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.fptosi",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultShape, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: FPToSIOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseFPToSIOp, print: printFPToSIOp }),
};
export const FPToUIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.fptoui",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultShape, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: FPToUIOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseFPToUIOp, print: printFPToUIOp }),
};
export const FloorDivSIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.floordivsi",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: FloorDivSIOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseFloorDivSIOp, print: printFloorDivSIOp }),
};
export const IndexCastOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.index_cast",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultShape, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: IndexCastOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseIndexCastOp, print: printIndexCastOp }),
};
export const IndexCastUIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.index_castui",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultShape, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: IndexCastUIOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseIndexCastUIOp, print: printIndexCastUIOp }),
};
export const MaxNumFOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.maxnumf",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.IsCommutative, ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: MaxNumFOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: MaxNumFOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("arith.maxnumf", "fastmath?"),
  ...rt.withAssembly({ parse: parseMaxNumFOp, print: printMaxNumFOp }),
};
export const MaxSIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.maxsi",
  traits: [ir.OpTrait.IsCommutative, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: MaxSIOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseMaxSIOp, print: printMaxSIOp }),
};
export const MaxUIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.maxui",
  traits: [ir.OpTrait.IsCommutative, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: MaxUIOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseMaxUIOp, print: printMaxUIOp }),
};
export const MaximumFOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.maximumf",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.IsCommutative, ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: MaximumFOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: MaximumFOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("arith.maximumf", "fastmath?"),
  ...rt.withAssembly({ parse: parseMaximumFOp, print: printMaximumFOp }),
};
export const MinNumFOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.minnumf",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.IsCommutative, ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: MinNumFOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: MinNumFOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("arith.minnumf", "fastmath?"),
  ...rt.withAssembly({ parse: parseMinNumFOp, print: printMinNumFOp }),
};
export const MinSIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.minsi",
  traits: [ir.OpTrait.IsCommutative, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: MinSIOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseMinSIOp, print: printMinSIOp }),
};
export const MinUIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.minui",
  traits: [ir.OpTrait.IsCommutative, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: MinUIOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseMinUIOp, print: printMinUIOp }),
};
export const MinimumFOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.minimumf",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.IsCommutative, ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: MinimumFOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: MinimumFOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("arith.minimumf", "fastmath?"),
  ...rt.withAssembly({ parse: parseMinimumFOp, print: printMinimumFOp }),
};
export const MulFOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.mulf",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.IsCommutative, ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: MulFOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: MulFOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("arith.mulf", "fastmath?"),
  ...rt.withAssembly({ parse: parseMulFOp, print: printMulFOp }),
};
export const MulIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.muli",
  traits: [ir.OpTrait.IsCommutative, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable), ir.implementation(ir.OpAsmOpInterface, { getAsmResultNames: hooks.resultNames?.["MulIOp"] ?? ((): void => { }), getDefaultDialect: (): string => hooks.defaultDialects["MulIOp"] ?? "" })),
  verify: MulIOp.verifyInvariants,
  attributeNames: ["overflowFlags"],
  populateDefaultProperties: MulIOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("arith.muli", "overflowFlags?"),
  ...rt.withAssembly({ parse: parseMulIOp, print: printMulIOp }),
};
export const MulSIExtendedOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.mulsi_extended",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.IsCommutative, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable), ir.implementation(ir.OpAsmOpInterface, { getAsmResultNames: (op: ir.Operation, setName: (value: ir.Value, name: string) => void): void => { ["low", "high"].forEach((name, i) => { if (name !== "") setName(op.getResult(i), name); }); } })),
  verify: MulSIExtendedOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseMulSIExtendedOp, print: printMulSIExtendedOp }),
};
export const MulUIExtendedOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.mului_extended",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.IsCommutative, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable), ir.implementation(ir.OpAsmOpInterface, { getAsmResultNames: (op: ir.Operation, setName: (value: ir.Value, name: string) => void): void => { ["low", "high"].forEach((name, i) => { if (name !== "") setName(op.getResult(i), name); }); } })),
  verify: MulUIExtendedOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseMulUIExtendedOp, print: printMulUIExtendedOp }),
};
export const NegFOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.negf",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: NegFOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: NegFOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("arith.negf", "fastmath?"),
  ...rt.withAssembly({ parse: parseNegFOp, print: printNegFOp }),
};
export const OrIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.ori",
  traits: [ir.OpTrait.IsCommutative, ir.OpTrait.IsIdempotent, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: OrIOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseOrIOp, print: printOrIOp }),
};
export const RemFOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.remf",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: RemFOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: RemFOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("arith.remf", "fastmath?"),
  ...rt.withAssembly({ parse: parseRemFOp, print: printRemFOp }),
};
export const RemSIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.remsi",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: RemSIOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseRemSIOp, print: printRemSIOp }),
};
export const RemUIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.remui",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: RemUIOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseRemUIOp, print: printRemUIOp }),
};
export const SIToFPOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.sitofp",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultShape, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: SIToFPOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseSIToFPOp, print: printSIToFPOp }),
};
export const ShLIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.shli",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: ShLIOp.verifyInvariants,
  attributeNames: ["overflowFlags"],
  populateDefaultProperties: ShLIOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("arith.shli", "overflowFlags?"),
  ...rt.withAssembly({ parse: parseShLIOp, print: printShLIOp }),
};
export const ShRSIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.shrsi",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: ShRSIOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseShRSIOp, print: printShRSIOp }),
};
export const ShRUIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.shrui",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: ShRUIOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseShRUIOp, print: printShRUIOp }),
};
export const SubFOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.subf",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: SubFOp.verifyInvariants,
  attributeNames: ["fastmath"],
  populateDefaultProperties: SubFOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("arith.subf", "fastmath?"),
  ...rt.withAssembly({ parse: parseSubFOp, print: printSubFOp }),
};
export const SubIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.subi",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: SubIOp.verifyInvariants,
  attributeNames: ["overflowFlags"],
  populateDefaultProperties: SubIOp.populateDefaultProperties,
  bytecodeProperties: rt.odsPropertiesCodec("arith.subi", "overflowFlags?"),
  ...rt.withAssembly({ parse: parseSubIOp, print: printSubIOp }),
};
export const TruncFOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.truncf",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultShape, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: TruncFOp.verifyInvariants,
  attributeNames: ["roundingmode", "fastmath"],
  bytecodeProperties: rt.odsPropertiesCodec("arith.truncf", "fastmath?,roundingmode?"),
  ...rt.withAssembly({ parse: parseTruncFOp, print: printTruncFOp }),
};
export const TruncIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.trunci",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultShape, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: TruncIOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseTruncIOp, print: printTruncIOp }),
};
export const UIToFPOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.uitofp",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultShape, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: UIToFPOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseUIToFPOp, print: printUIToFPOp }),
};
export const XOrIOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.xori",
  traits: [ir.OpTrait.IsCommutative, ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.SameOperandsAndResultType, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: XOrIOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly({ parse: parseXOrIOp, print: printXOrIOp }),
};
export const SelectOpInfo: ir.RegisteredOperationInfo = {
  name: "arith.select",
  traits: [ir.OpTrait.AlwaysSpeculatableImplTrait, ir.OpTrait.Elementwise, ir.OpTrait.Scalarizable, ir.OpTrait.Vectorizable, ir.OpTrait.Tensorizable],
  interfaces: ir.interfaceMap(ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)),
  verify: SelectOp.verifyInvariants,
  attributeNames: [],
  ...rt.withAssembly(hooks.customAssembly["SelectOp"]),
};
/** The arith dialect: its ops and attribute syntax, for `context.loadDialect`. */
export const arithDialect: ir.Dialect = {
  namespace: "arith",
  operations: [AddFOpInfo, AddIOpInfo, AddUIExtendedOpInfo, AndIOpInfo, BitcastOpInfo, CeilDivSIOpInfo, CeilDivUIOpInfo, CmpFOpInfo, CmpIOpInfo, ConstantOpInfo, DivFOpInfo, DivSIOpInfo, DivUIOpInfo, ExtFOpInfo, ExtSIOpInfo, ExtUIOpInfo, FPToSIOpInfo, FPToUIOpInfo, FloorDivSIOpInfo, IndexCastOpInfo, IndexCastUIOpInfo, MaxNumFOpInfo, MaxSIOpInfo, MaxUIOpInfo, MaximumFOpInfo, MinNumFOpInfo, MinSIOpInfo, MinUIOpInfo, MinimumFOpInfo, MulFOpInfo, MulIOpInfo, MulSIExtendedOpInfo, MulUIExtendedOpInfo, NegFOpInfo, OrIOpInfo, RemFOpInfo, RemSIOpInfo, RemUIOpInfo, SIToFPOpInfo, ShLIOpInfo, ShRSIOpInfo, ShRUIOpInfo, SubFOpInfo, SubIOpInfo, TruncFOpInfo, TruncIOpInfo, UIToFPOpInfo, XOrIOpInfo, SelectOpInfo],
  parseAttribute: (parser: ir.DialectAsmParser, type: ir.Type | undefined): ir.Attribute => rt.parseDialectAttribute("arith", arithAttributeSyntax, parser, type),
  printAttribute: (attr: ir.Attribute, printer: ir.DialectAsmPrinter): void => rt.printDialectAttribute(arithAttributeSyntax, attr, printer),
  forEachSubElement: (value: ir.Attribute | ir.Type, fn: (element: ir.Attribute | ir.Type) => void): void => rt.forEachSubElement(value, fn),
  forEachPrintedElement: (value: ir.Attribute | ir.Type, fn: (element: ir.Attribute | ir.Type) => void): void => rt.forEachPrintedElement(value, fn),
};
/** Loads the arith dialect into `context`. */
export function registerArithDialect(context: ir.MLIRContext): void {
  context.loadDialect(arithDialect);
}
