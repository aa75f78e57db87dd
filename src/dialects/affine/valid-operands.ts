// Which index values an affine op may use as dims and symbols (MLIR's isValidDim /
// isValidSymbol in AffineOps.cpp). Affine scopes are the regions of ops with the
// AffineScope trait (func.func, builtin.module): a value defined at a scope's top level is
// a symbol there; constants, affine.apply of symbols and the sizes of memrefs known at the
// scope are symbols too; the induction variables of affine.for/affine.parallel are dims.
import { BlockArgument, DYNAMIC, IndexType, MemRefType, OpTrait, type Operation, type Region, type Value } from "../../ir/index.js";
import { operandGroup } from "../../asm/op-asm/index.js";
import { constantAttribute, constantIntValue } from "../constant-values.js";

/**
 * The ops implementing ShapedDimOpInterface in MLIR 19, with their shaped operand and
 * dimension operand: tsmlir has no such interface, so affine (whose rules name it) knows
 * its two implementers, as its C++ knows memref's alloc/view/subview below.
 */
const SHAPED_DIM_OPS: ReadonlySet<string> = new Set(["memref.dim", "tensor.dim"]);

/** The ops whose induction variables are dims. */
const LOOP_OPS: ReadonlySet<string> = new Set(["affine.for", "affine.parallel"]);

function isIndex(value: Value): boolean {
  return value.type instanceof IndexType;
}

/** The region of the closest enclosing op with the AffineScope trait that holds `op` (MLIR's getAffineScope). */
export function affineScopeOf(op: Operation): Region | null {
  let current = op;
  for (let parent = current.parentOp; parent !== null; current = parent, parent = parent.parentOp) {
    if (parent.hasTrait(OpTrait.AffineScope)) return current.parentRegion;
  }
  return null;
}

/** Defined (or an argument) at the top level of an affine scope. */
function isTopLevelValue(value: Value): boolean {
  const parent = value instanceof BlockArgument ? value.parentBlock.parentOp : (value.definingOp?.parentOp ?? null);
  return parent !== null && parent.hasTrait(OpTrait.AffineScope);
}

/** Defined (or an argument) at the top level of `region`. */
function isTopLevelIn(value: Value, region: Region): boolean {
  return value.parentRegion === region;
}

/** Whether dim `index` of the memref an alloc/view/subview makes is static or sized by a symbol of `region`. */
function isMemRefSizeValidSymbol(def: Operation, index: number, region: Region | null): boolean {
  const type = def.getResult(0).type;
  if (!(type instanceof MemRefType)) return false;
  if (type.shape[index] !== DYNAMIC) return true;
  const position = type.shape.slice(0, index).filter((d) => d === DYNAMIC).length;
  let sizes: Value[];
  if (def.opName === "memref.alloc") sizes = operandGroup(def, 0, [true, true], "operandSegmentSizes");
  else if (def.opName === "memref.view") sizes = def.getOperands().slice(2);
  else sizes = operandGroup(def, 2, [false, true, true, true], "operandSegmentSizes");
  const size = sizes[position];
  return size !== undefined && isValidSymbolIn(size, region);
}

/** A dim op's result is a symbol when its shaped value is known at the scope. */
function isDimOpValidSymbol(dimOp: Operation, region: Region | null): boolean {
  const shaped = dimOp.getOperand(0);
  if (isTopLevelValue(shaped)) return true;
  if (shaped instanceof BlockArgument) return false;
  const index = constantIntValue(dimOp.getOperand(1));
  if (index === undefined) return false;
  const def = shaped.definingOp;
  if (def === null || !["memref.view", "memref.subview", "memref.alloc"].includes(def.opName)) return false;
  return isMemRefSizeValidSymbol(def, Number(index), region);
}

/** MLIR's isValidSymbol(value, region). */
export function isValidSymbolIn(value: Value, region: Region | null): boolean {
  if (!isIndex(value)) return false;
  if (region !== null && isTopLevelIn(value, region)) return true;
  const def = value.definingOp;
  const regionOp = region?.parentOp ?? null;
  // A value of an enclosing region is a symbol when it is one there (the region's op not isolated).
  const inParent = (): boolean => {
    if (regionOp === null || regionOp.hasTrait(OpTrait.IsIsolatedFromAbove)) return false;
    const parentRegion = regionOp.parentRegion;
    return parentRegion !== null && isValidSymbolIn(value, parentRegion);
  };
  if (def === null) return inParent();
  if (constantAttribute(value) !== undefined) return true;
  if (def.opName === "affine.apply") return def.getOperands().every((operand) => isValidSymbolIn(operand, region));
  if (SHAPED_DIM_OPS.has(def.opName)) return isDimOpValidSymbol(def, region);
  return inParent();
}

/** MLIR's isValidDim(value, region). */
export function isValidDimIn(value: Value, region: Region | null): boolean {
  if (!isIndex(value)) return false;
  if (isValidSymbolIn(value, region)) return true;
  const def = value.definingOp;
  if (def === null) {
    const parent = value instanceof BlockArgument ? value.parentBlock.parentOp : null;
    return parent !== null && LOOP_OPS.has(parent.opName);
  }
  if (def.opName === "affine.apply") return def.getOperands().every((operand) => isValidDimIn(operand, region));
  if (SHAPED_DIM_OPS.has(def.opName)) return isTopLevelValue(def.getOperand(0));
  return false;
}

/** Dims then symbols, each valid for the op's affine scope (MLIR's verifyDimAndSymbolIdentifiers). */
export function verifyDimAndSymbolIdentifiers(op: Operation, operands: readonly Value[], numDims: number): void {
  const scope = affineScopeOf(op);
  operands.forEach((operand, i) => {
    if (i < numDims) {
      if (!isValidDimIn(operand, scope)) throw op.emitOpError("operand cannot be used as a dimension id");
    } else if (!isValidSymbolIn(operand, scope)) {
      throw op.emitOpError("operand cannot be used as a symbol");
    }
  });
}

/** Dim or symbol (MLIR's isValidAffineIndexOperand). */
export function isValidAffineIndexOperand(value: Value, region: Region | null): boolean {
  return isValidDimIn(value, region) || isValidSymbolIn(value, region);
}

/** MLIR's isValidSymbol(value): at the top level of an affine scope, or a symbol of its defining op's scope. */
export function isValidSymbol(value: Value): boolean {
  if (!isIndex(value)) return false;
  if (isTopLevelValue(value)) return true;
  const def = value.definingOp;
  return def !== null && isValidSymbolIn(value, affineScopeOf(def));
}

/** MLIR's isValidDim(value): a dim of its defining op's scope, or an argument of an affine scope or loop. */
export function isValidDim(value: Value): boolean {
  if (!isIndex(value)) return false;
  const def = value.definingOp;
  if (def !== null) return isValidDimIn(value, affineScopeOf(def));
  const parent = value instanceof BlockArgument ? value.parentBlock.parentOp : null;
  return parent !== null && (parent.hasTrait(OpTrait.AffineScope) || LOOP_OPS.has(parent.opName));
}
