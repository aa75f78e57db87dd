// The checks omp's clauses share (C++ in MLIR's OpenMPDialect.cpp): synchronization hints,
// reductions, depend lists, copyprivate functions, privatizers, aligned and nontemporal
// lists, map types, and what makes an op a loop wrapper.
import { ArrayAttr, DenseArrayAttr, FunctionType, IntegerAttr, MemRefType, SymbolRefAttr, TypeAttr, type Attribute, type Operation, type Type, type Value } from "../../ir/index.js";
import { lookupNearestSymbolFrom } from "../../ir/symbol-table.js";
import { printAttribute, printType } from "../runtime/values.js";
import { operandGroup } from "../../asm/op-asm/index.js";

/** A type as MLIR's diagnostics print one: quoted. */
export const quoted = (type: Type): string => `'${printType(type)}'`;

/**
 * The operand group `index` of an op with AttrSizedOperandSegments (every group may be
 * variable-length there; the segment sizes say how long).
 */
export function group(op: Operation, index: number, groups: number): Value[] {
  return operandGroup(op, index, new Array<boolean>(groups).fill(true), "operandSegmentSizes");
}

/** The element type a PointerLikeType points to (a memref's; none for an opaque pointer). */
export function pointee(type: Type): Type | undefined {
  return type instanceof MemRefType ? type.elementType : undefined;
}

export function arrayOf(attr: Attribute | undefined): readonly Attribute[] | undefined {
  return attr instanceof ArrayAttr ? attr.value : undefined;
}

function intValue(attr: Attribute | undefined): number | undefined {
  return attr instanceof IntegerAttr ? Number(attr.value) : undefined;
}

/** omp_sync_hint_t's bits that cannot be combined. */
export function verifySynchronizationHint(op: Operation, hint: Attribute | undefined): void {
  const bits = intValue(hint) ?? 0;
  if ((bits & 1) !== 0 && (bits & 2) !== 0) throw op.emitOpError("the hints omp_sync_hint_uncontended and omp_sync_hint_contended cannot be combined");
  if ((bits & 4) !== 0 && (bits & 8) !== 0) throw op.emitOpError("the hints omp_sync_hint_nonspeculative and omp_sync_hint_speculative cannot be combined.");
}

/** The memory order keyword of an op's `memory_order_val`. */
export function memoryOrderOf(op: Operation): string | undefined {
  const attr = op.getAttr("memory_order_val");
  return attr === undefined ? undefined : /(\w+)\s*$/.exec((attr as { data?: string }).data ?? "")?.[1];
}

/** The accumulator type of an omp.declare_reduction: its atomic region's argument type, if it has one. */
function accumulatorType(decl: Operation): Type | undefined {
  const atomic = decl.getRegion(2).firstBlock;
  return atomic?.arguments[0]?.type;
}

export function verifyReductionVarList(op: Operation, symbols: Attribute | undefined, vars: readonly Value[], byref: Attribute | undefined): void {
  const syms = arrayOf(symbols);
  if (vars.length > 0) {
    if (syms === undefined || syms.length !== vars.length) throw op.emitOpError("expected as many reduction symbol references as reduction variables");
    if (byref instanceof DenseArrayAttr && byref.size() !== vars.length) throw op.emitError("expected as many reduction variable by reference attributes as reduction variables");
  } else {
    if (symbols !== undefined) throw op.emitOpError("unexpected reduction symbol references");
    return;
  }
  const seen = new Set<Value>();
  vars.forEach((accumulator, i) => {
    if (seen.has(accumulator)) throw op.emitOpError("accumulator variable used more than once");
    seen.add(accumulator);
    const symbol = syms[i];
    const decl = symbol instanceof SymbolRefAttr ? lookupNearestSymbolFrom(op, symbol) : undefined;
    if (decl === undefined || decl.name.name !== "omp.declare_reduction") throw op.emitOpError(`expected symbol reference ${symbol === undefined ? "" : printAttribute(symbol)} to point to a reduction declaration`);
    const declared = accumulatorType(decl);
    if (declared !== undefined && declared !== accumulator.type) throw op.emitOpError(`expected accumulator (${quoted(accumulator.type)}) to be the same type as reduction declaration (${quoted(declared)})`);
  });
}

export function verifyDependVarList(op: Operation, depends: Attribute | undefined, vars: readonly Value[]): void {
  const kinds = arrayOf(depends);
  if (vars.length > 0) {
    if (kinds === undefined || kinds.length !== vars.length) throw op.emitOpError("expected as many depend values as depend variables");
  } else if (kinds !== undefined && kinds.length > 0) {
    throw op.emitOpError("unexpected depend values");
  }
}

export function verifyAllocate(op: Operation, allocate: readonly Value[], allocators: readonly Value[]): void {
  if (allocate.length !== allocators.length) throw op.emitError("expected equal sizes for allocate and allocator variables");
}

/** The argument types of a func.func (undefined for other functions, whose types tsmlir keeps opaque). */
function functionArgumentTypes(func: Operation): readonly Type[] | undefined {
  const type = func.getAttr("function_type");
  return type instanceof TypeAttr && type.value instanceof FunctionType ? type.value.inputs : undefined;
}

export function verifyCopyprivateVarList(op: Operation, vars: readonly Value[], functions: Attribute | undefined): void {
  const syms = arrayOf(functions);
  const count = syms?.length ?? 0;
  if (count !== vars.length) throw op.emitOpError(`inconsistent number of copyPrivate vars (= ${vars.length}) and functions (= ${count}), both must be equal`);
  if (syms === undefined) return;
  vars.forEach((variable, i) => {
    const symbol = syms[i] as Attribute;
    const func = symbol instanceof SymbolRefAttr ? lookupNearestSymbolFrom(op, symbol) : undefined;
    const kind = func?.name.name;
    if (func === undefined || (kind !== "func.func" && kind !== "llvm.func")) throw op.emitOpError(`expected symbol reference ${printAttribute(symbol)} to point to a copy function`);
    // llvm.func's type is kept opaque by tsmlir: its arguments are not checked.
    const args = functionArgumentTypes(func);
    if (args === undefined) return;
    if (args.length !== 2) throw op.emitOpError(`expected copy function ${printAttribute(symbol)} to have 2 operands`);
    const [first, second] = args as [Type, Type];
    if (first !== second) throw op.emitOpError(`expected copy function ${printAttribute(symbol)} arguments to have the same type`);
    if (first !== variable.type) throw op.emitOpError(`expected copy function arguments' type (${quoted(first)}) to be the same as copyprivate variable's type (${quoted(variable.type)})`);
  });
}

export function verifyPrivateVarList(op: Operation, vars: readonly Value[], privatizers: Attribute | undefined): void {
  const syms = arrayOf(privatizers) ?? [];
  if (vars.length === 0 && syms.length === 0) return;
  if (vars.length !== syms.length) throw op.emitError(`inconsistent number of private variables and privatizer op symbols, private vars: ${vars.length} vs. privatizer op symbols: ${syms.length}`);
  vars.forEach((variable, i) => {
    const symbol = syms[i] as Attribute;
    const privatizer = symbol instanceof SymbolRefAttr ? lookupNearestSymbolFrom(op, symbol) : undefined;
    if (privatizer === undefined || privatizer.name.name !== "omp.private") throw op.emitError(`failed to lookup privatizer op with symbol: '${printAttribute(symbol)}'`);
    const type = privatizer.getAttr("type");
    const privatizerType = type instanceof TypeAttr ? type.value : undefined;
    if (privatizerType !== undefined && privatizerType !== variable.type) {
      const kind = /firstprivate/.test((privatizer.getAttr("data_sharing_type") as { data?: string } | undefined)?.data ?? "") ? "firstprivate" : "private";
      throw op.emitError(`type mismatch between a ${kind} variable and its privatizer op, var type: ${printType(variable.type)} vs. privatizer op type: ${printType(privatizerType)}`);
    }
  });
}

export function verifyAlignedClause(op: Operation, alignments: Attribute | undefined, vars: readonly Value[]): void {
  const values = arrayOf(alignments);
  if (vars.length > 0) {
    if (values === undefined || values.length !== vars.length) throw op.emitOpError("expected as many alignment values as aligned variables");
  } else {
    if (alignments !== undefined) throw op.emitOpError("unexpected alignment values attribute");
    return;
  }
  if (new Set(vars).size !== vars.length) throw op.emitOpError("aligned variable used more than once");
  for (const value of values) {
    if (!(value instanceof IntegerAttr)) throw op.emitOpError("expected integer alignment");
    if (BigInt(value.value) <= 0n) throw op.emitOpError("alignment should be greater than 0");
  }
}

export function verifyNontemporalClause(op: Operation, vars: readonly Value[]): void {
  if (new Set(vars).size !== vars.length) throw op.emitOpError("nontemporal variable used more than once");
}

/** The ops of omp that may be loop wrappers (LoopWrapperInterface). */
const WRAPPERS = new Set(["omp.distribute", "omp.parallel", "omp.simd", "omp.taskloop", "omp.wsloop"]);

/** Whether `op` wraps a loop: its only block holds an omp.loop_nest or another wrapper, then omp.terminator. */
export function isWrapper(op: Operation): boolean {
  if (op.numRegions !== 1 || op.getRegion(0).numBlocks !== 1) return false;
  const ops = op.getRegion(0).firstBlock?.getOperations() ?? [];
  if (ops.length !== 2) return false;
  const [first, second] = ops as [Operation, Operation];
  if (second.name.name !== "omp.terminator") return false;
  return first.name.name === "omp.loop_nest" || (WRAPPERS.has(first.name.name) && isWrapper(first));
}

/** The wrapper op directly inside a loop wrapper, if any. */
export function nestedWrapper(op: Operation): Operation | undefined {
  const first = op.getRegion(0).firstBlock?.getOperations()[0];
  return first !== undefined && WRAPPERS.has(first.name.name) ? first : undefined;
}

/** OpenMPOffloadMappingFlags' bits the map checks read. */
const MAP_TO = 0x01;
const MAP_FROM = 0x02;
const MAP_ALWAYS = 0x04;
const MAP_DELETE = 0x08;
const MAP_IMPLICIT = 0x200;
const MAP_CLOSE = 0x400;

/** The map types each construct permits (the map operands' omp.map.info ops). */
export function verifyMapClause(op: Operation, vars: readonly Value[]): void {
  const kind = op.name.name;
  const updateTo = new Set<Value>();
  const updateFrom = new Set<Value>();
  for (const map of vars) {
    const info = map.definingOp;
    if (info === null || info.name.name !== "omp.map.info") continue;
    const bits = intValue(info.getAttr("map_type")) ?? 0;
    const to = (bits & MAP_TO) !== 0;
    const from = (bits & MAP_FROM) !== 0;
    const del = (bits & MAP_DELETE) !== 0;
    if ((kind === "omp.target_data" || kind === "omp.target") && del) throw op.emitError("to, from, tofrom and alloc map types are permitted");
    if (kind === "omp.target_enter_data" && (from || del)) throw op.emitError("to and alloc map types are permitted");
    if (kind === "omp.target_exit_data" && to) throw op.emitError("from, release and delete map types are permitted");
    if (kind === "omp.target_update") {
      if (del || (!to && !from)) throw op.emitError("at least one of to or from map types must be specified, other map types are not permitted");
      const variable = info.numOperands > 0 ? info.getOperand(0) : map;
      if ((to && from) || (to && updateFrom.has(variable)) || (from && updateTo.has(variable))) throw op.emitError("either to or from map types can be specified, not both");
      if ((bits & (MAP_ALWAYS | MAP_CLOSE | MAP_IMPLICIT)) !== 0) throw op.emitError("present, mapper and iterator map type modifiers are permitted");
      (to ? updateTo : updateFrom).add(variable);
    }
  }
}
