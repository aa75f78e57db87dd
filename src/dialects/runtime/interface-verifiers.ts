// The verifiers of MLIR's core op interfaces (their `verify` / `verifyWithRegions`), run by
// the descriptor verifier where the interface sits in the op's trait list: CastOpInterface,
// BranchOpInterface, FunctionOpInterface, LoopLikeOpInterface, RegionBranchOpInterface
// (types along control flow edges). They live here rather than on the keys in src/ir because their messages
// print types, which the text layer does. Interfaces defined in `.td` files carry their
// own `verify` on the key.
import {
  ArrayAttr,
  BranchOpInterface,
  CastOpInterface,
  DictionaryAttr,
  FunctionOpInterface,
  FunctionType,
  LoopLikeOpInterface,
  type LoopLikeOpMethods,
  OpTrait,
  RegionBranchOpInterface,
  RegionBranchTerminatorOpInterface,
  StringAttr,
  SymbolOpInterface,
  TypeAttr,
  verifySymbol,
  type AnyInterface,
  type Operation,
  type Region,
  type RegionBranchPoint,
  type RegionSuccessor,
  type Type,
  type Value,
} from "../../ir/index.js";
import { printAttribute, printType } from "./values.js";

type Check = (op: Operation) => void;

/** CastOpInterface's verifier: MLIR's "operand type ... and result type ... are cast incompatible". */
export function verifyCastOpInterface(op: Operation): void {
  const impl = CastOpInterface.impl(op);
  if (impl === undefined) return;
  if (op.results.length === 0) throw op.emitOpError("expected at least one result for cast operation");
  const inputs = op.getOperands().map((v) => v.type);
  const outputs = op.results.map((r) => r.type);
  if (impl.areCastCompatible(inputs, outputs)) return;
  const list = (types: readonly Type[]): string =>
    types.length === 0 ? "s []" : types.length === 1 ? ` '${printType(types[0] as Type)}'` : `s ${types.map((t) => `'${printType(t)}'`).join(", ")}`;
  throw op.emitOpError(`operand type${list(inputs)} and result type${list(outputs)} are cast incompatible`);
}

/** BranchOpInterface (MLIR's verifyBranchSuccessorOperands): each successor gets as many values as it has arguments, of compatible types. */
export function verifyBranchOpInterface(op: Operation): void {
  const impl = BranchOpInterface.impl(op);
  if (impl === undefined) return;
  for (let succ = 0; succ < op.successors.length; succ++) {
    const operands = impl.getSuccessorOperands(op, succ);
    const count = operands.producedOperandCount + operands.forwardedOperands.length;
    const dest = op.getSuccessor(succ);
    if (count !== dest.arguments.length)
      throw op.emitError(`branch has ${count} operands for successor #${succ}, but target block has ${dest.arguments.length}`);
    const forwarded = operands.forwardedOperands;
    for (let i = operands.producedOperandCount; i < count; i++) {
      const type = forwarded.get(i - operands.producedOperandCount).value.type;
      if (!impl.areTypesCompatible(op, type, dest.getArgument(i).type)) throw op.emitError(`type mismatch for bb argument #${i} of successor #${succ}`);
    }
  }
}

/** SymbolOpInterface's rule: a symbol inside a registered op must be in a symbol table (an unregistered parent may be one). */
export function verifySymbolParent(op: Operation): void {
  const parent = op.parentOp;
  if (parent !== null && !parent.mightHaveTrait(OpTrait.SymbolTable)) throw op.emitOpError("symbol's parent must have the SymbolTable trait");
}

/**
 * FunctionOpInterface: argument/result attribute arrays and the entry block's arguments match
 * the function type. `bodilessIsDeclaration` false: the op does not call its bodiless form a
 * symbol declaration (its C++ class keeps SymbolOpInterface's isDeclaration, which says no).
 * `defaultBody` false: the op's own verifyBody replaces the interface's default one (the
 * entry block check), as spirv.func's does.
 */
export function verifyFunctionOpInterface(op: Operation, bodilessIsDeclaration = true, defaultBody = true): void {
  // The Symbol interface's rule, for functions (whose declarations are the bodiless ones).
  const isDeclaration = bodilessIsDeclaration && op.regions.length > 0 && op.getRegion(0).firstBlock === null;
  if (isDeclaration) {
    const visibility = op.getAttr("sym_visibility");
    if (visibility === undefined || (visibility instanceof StringAttr && visibility.value === "public"))
      throw op.emitOpError("symbol declaration cannot have public visibility");
  }
  verifySymbolParent(op);
  const typeAttr = op.getInherentAttr("function_type");
  const type = typeAttr instanceof TypeAttr && typeAttr.value instanceof FunctionType ? typeAttr.value : undefined;
  if (type === undefined) return;
  verifyFunctionArgAndResultAttrs(op, type);
  if (op.regions.length !== 1) throw op.emitOpError("expects one region");
  const entry = op.getRegion(0).firstBlock;
  if (entry === null || !defaultBody) return;
  if (entry.arguments.length !== type.inputs.length)
    throw op.emitOpError(`entry block must have ${type.inputs.length} arguments to match function signature`);
  for (let i = 0; i < type.inputs.length; i++) {
    const argType = entry.getArgument(i).type;
    const expected = type.inputs[i] as Type;
    if (argType !== expected)
      throw op.emitOpError(
        `type of entry block argument #${i}('${printType(argType)}') must match the type of the corresponding argument in function signature('${printType(expected)}')`,
      );
  }
}

/**
 * The part of FunctionOpInterface's verifier between the op's verifyType and verifyBody:
 * the `arg_attrs` / `res_attrs` arrays match the signature and hold dialect attributes,
 * which their dialects check.
 */
export function verifyFunctionArgAndResultAttrs(op: Operation, type: FunctionType): void {
  const checkAttrs = (name: string, count: number, what: "argument" | "result"): void => {
    const all = op.getInherentAttr(name);
    if (!(all instanceof ArrayAttr)) return;
    if (all.value.length !== count)
      throw op.emitOpError(
        `expects ${what} attribute array to have the same number of elements as the number of function ${what}s, got ${all.value.length}, but expected ${count}`,
      );
    all.value.forEach((entry, index) => {
      if (!(entry instanceof DictionaryAttr))
        throw op.emitOpError(`expects ${what} attribute dictionary to be a DictionaryAttr, but got \`${printAttribute(entry)}\``);
      for (const attribute of entry.value) {
        const dot = attribute.name.indexOf(".");
        if (dot < 0) throw op.emitOpError(`${what}s may only have dialect attributes`);
        // The dialect the name's prefix names checks it (MLIR's verifyRegionArgAttribute).
        const dialect = op.context.getDialect(attribute.name.slice(0, dot));
        if (what === "argument") dialect?.verifyRegionArgAttribute?.(op, 0, index, attribute);
        else dialect?.verifyRegionResultAttribute?.(op, 0, index, attribute);
      }
    });
  };
  checkAttrs("arg_attrs", type.inputs.length, "argument");
  checkAttrs("res_attrs", type.results.length, "result");
}

/**
 * MLIR's `getRegionIterArgs().size()`, a size_t. Its loops take the iter args as the
 * entry arguments after one induction variable per bound (`drop_front`), so a body with
 * fewer arguments than bounds gives a count that wrapped below zero, which MLIR's
 * verifier reports as such (`0 != 18446744073709551615`).
 */
function regionIterArgCount(impl: LoopLikeOpMethods, op: Operation, length: number): bigint {
  const bounds = impl.getLoopLowerBounds(op)?.length;
  const entryArgs = impl.getLoopRegions(op)[0]?.firstBlock?.arguments.length;
  if (bounds === undefined || entryArgs === undefined || entryArgs >= bounds) return BigInt(length);
  return BigInt.asUintN(64, BigInt(entryArgs - bounds));
}

/** MLIR's verifyLoopLikeOpInterface: inits, region iter_args, yielded values and loop results agree in number and type. */
export function verifyLoopLikeOpInterface(op: Operation): void {
  const impl = LoopLikeOpInterface.impl(op);
  if (impl === undefined) return;
  const inits = impl.getInitsMutable(op);
  const iterArgs = impl.getRegionIterArgs(op);
  const numIterArgs = regionIterArgCount(impl, op, iterArgs.length);
  const yielded = impl.getYieldedValuesMutable(op);
  const numYielded = yielded?.length ?? 0;
  const results = impl.getLoopResults(op);
  if (BigInt(inits.length) !== numIterArgs) throw op.emitOpError(`different number of inits and region iter_args: ${inits.length} != ${numIterArgs}`);
  if (numYielded !== 0 && iterArgs.length !== numYielded)
    throw op.emitOpError(`different number of region iter_args and yielded values: ${iterArgs.length} != ${numYielded}`);
  if (results !== undefined && results.length !== iterArgs.length)
    throw op.emitOpError(`different number of loop results and region iter_args: ${results.length} != ${iterArgs.length}`);
  const mismatch = (i: number, what: string, a: Type, b: Type): Error =>
    op.emitOpError(`${i}-th ${what.replace("#", String(i))} have different type: '${printType(a)}' != '${printType(b)}'`);
  for (let i = 0; i < inits.length; i++) {
    const init = inits.get(i).value.type;
    const iterArg = (iterArgs[i] as Value).type;
    if (init !== iterArg) throw mismatch(i, "init and #-th region iter_arg", init, iterArg);
    if (yielded !== undefined && numYielded !== 0) {
      const value = yielded.get(i).value.type;
      if (iterArg !== value) throw mismatch(i, "region iter_arg and #-th yielded value", iterArg, value);
    }
  }
  if (results === undefined) return;
  for (let i = 0; i < iterArgs.length; i++) {
    const iterArg = (iterArgs[i] as Value).type;
    const result = (results[i] as Value).type;
    if (iterArg !== result) throw mismatch(i, "region iter_arg and #-th loop result", iterArg, result);
  }
}

function edgeName(from: RegionBranchPoint, to: RegionSuccessor): string {
  const source = from === "parent" ? "parent operands" : `Region #${from.regionNumber}`;
  const target = to.region === undefined ? "parent results" : `Region #${to.region.regionNumber}`;
  return `from ${source} to ${target}`;
}

/** MLIR's verifyTypesAlongControlFlowEdges: what flows along each edge matches the successor's inputs. */
export function verifyRegionBranchOpInterface(op: Operation): void {
  const impl = RegionBranchOpInterface.impl(op);
  if (impl === undefined) return;
  const successors = impl.getSuccessorRegions(op, "parent");
  for (let s = 0; s < successors.length; s++) {
    const to = successors[s] as RegionSuccessor;
    checkEdge(op, impl, "parent", to, impl.getEntrySuccessorOperands(op, to.region ?? "parent").values);
  }
  for (let r = 0; r < op.regions.length; r++) {
    const region = op.getRegion(r);
    let terminators: Operation[] | undefined;
    for (let block = region.firstBlock; block !== null; block = block.next) {
      const last = block.lastOp;
      if (last !== null && RegionBranchTerminatorOpInterface.isa(last)) (terminators ??= []).push(last);
    }
    if (terminators === undefined) continue;
    const fromRegion = impl.getSuccessorRegions(op, region);
    for (let s = 0; s < fromRegion.length; s++) {
      const to = fromRegion[s] as RegionSuccessor;
      const point = to.region ?? "parent";
      const first = forwardedOperands(terminators[0] as Operation, point);
      for (let t = 1; t < terminators.length; t++) {
        const other = forwardedOperands(terminators[t] as Operation, point);
        let same = first.length === other.length;
        for (let i = 0; same && i < first.length; i++) same = first.get(i).value.type === other.get(i).value.type;
        if (!same) throw op.emitOpError(` along control flow edge${edgeName(region, to)} operands mismatch between return-like terminators`);
      }
      checkEdge(op, impl, region, to, first);
    }
  }
}

/** The operands a region terminator forwards to `point` (none when it does not implement the interface). */
function forwardedOperands(terminator: Operation, point: RegionBranchPoint): { readonly length: number; get(i: number): { readonly value: Value } } {
  const table = RegionBranchTerminatorOpInterface.impl(terminator);
  return table === undefined ? NO_OPERANDS : table.getMutableSuccessorOperands(terminator, point);
}

const NO_OPERANDS = { length: 0, get: (i: number): never => { throw new RangeError(`operand #${i} of none`); } };

/** Values as a range: an array, or an operand range read without copying. */
type ValueSource = readonly Value[] | { readonly length: number; get(i: number): { readonly value: Value } };

function typeAt(source: ValueSource, i: number): Type {
  return Array.isArray(source) ? (source[i] as Value).type : (source as Exclude<ValueSource, readonly Value[]>).get(i).value.type;
}

function checkEdge(
  op: Operation,
  impl: { areTypesCompatible(op: Operation, lhs: Type, rhs: Type): boolean },
  from: RegionBranchPoint,
  to: RegionSuccessor,
  source: ValueSource,
): void {
  const inputs = to.inputs;
  if (source.length !== inputs.length)
    throw op.emitOpError(` region control flow edge ${edgeName(from, to)}: source has ${source.length} operands, but target successor needs ${inputs.length}`);
  for (let i = 0; i < source.length; i++) {
    const sourceType = typeAt(source, i);
    const input = (inputs[i] as Value).type;
    if (sourceType !== input && !impl.areTypesCompatible(op, sourceType, input))
      throw op.emitOpError(
        ` along control flow edge ${edgeName(from, to)}: source type #${i} '${printType(sourceType)}' should match input type #${i} '${printType(input)}'`,
      );
  }
}

/** SymbolOpInterface's verifySymbol (the declaration and parent rules of functions are FunctionOpInterface's here). */
function verifySymbolOpInterface(op: Operation): void {
  verifySymbol(op, SymbolOpInterface.impl(op)?.isOptionalSymbol(op) === true);
}

const VERIFIERS = new Map<AnyInterface, Check>([
  [SymbolOpInterface, verifySymbolOpInterface],
  [CastOpInterface, verifyCastOpInterface],
  [BranchOpInterface, verifyBranchOpInterface],
  [FunctionOpInterface, verifyFunctionOpInterface],
]);

// MLIR's `verifyWithRegions` interfaces.
const REGION_VERIFIERS = new Map<AnyInterface, Check>([
  [RegionBranchOpInterface, verifyRegionBranchOpInterface],
  [LoopLikeOpInterface, verifyLoopLikeOpInterface],
]);

/**
 * Interface verifiers whose outcome depends only on the op's operand and result types
 * (CastOpInterface: areCastCompatible is static), so they join the signature-cached checks.
 */
export function isTypeOnlyInterface(key: AnyInterface): boolean {
  return key === CastOpInterface;
}

/** The check an interface runs with the op's traits: the core verifier above, or the key's own `verify`. */
export function interfaceVerifier(key: AnyInterface): Check | undefined {
  return VERIFIERS.get(key) ?? (key.verify as Check | undefined);
}

/** The check an interface runs once the op's regions are verified. */
export function interfaceRegionVerifier(key: AnyInterface): Check | undefined {
  return REGION_VERIFIERS.get(key) ?? (key.verifyRegions as Check | undefined);
}
