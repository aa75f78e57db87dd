// Alias support for the op printer: the builtin dialect's alias suggestions and the
// immediate sub-elements of builtin attributes/types in MLIR's walk order.
import {
  AffineMapAttr,
  ArrayAttr,
  Attribute,
  DenseArrayAttr,
  DialectAttribute,
  DictionaryAttr,
  DistinctAttr,
  ElementsAttr,
  IntegerSetAttr,
  OpaqueAttr,
  SparseElementsAttr,
  StringAttr,
  SymbolRefAttr,
  TypeAttr,
  IntegerAttr,
  FloatAttr,
  UnitAttr,
} from "../../ir/attributes.js";
import { CallSiteLoc, FusedLoc, Location, NameLoc, OpaqueLoc } from "../../ir/location.js";
import {
  ComplexType,
  DialectType,
  FunctionType,
  MemRefType,
  OpaqueType,
  RankedTensorType,
  TupleType,
  Type,
  UnrankedMemRefType,
  UnrankedTensorType,
  VectorType,
} from "../../ir/types.js";

/**
 * MLIR's BuiltinOpAsmDialectInterface::getAlias: "map", "set", "loc", "distinct"
 * (unless it wraps unit), "tuple" (more than 16 elements), else undefined.
 */
export function aliasKindOf(x: Attribute | Type): string | undefined {
  if (x instanceof DialectAttribute || x instanceof DialectType) return x.context.getDialect(x.dialectNamespace)?.getAlias?.(x);
  if (x instanceof Type) return x instanceof TupleType && x.types.length > 16 ? "tuple" : undefined;
  if (x instanceof AffineMapAttr) return "map";
  if (x instanceof IntegerSetAttr) return "set";
  if (x instanceof Location) return "loc";
  if (x instanceof DistinctAttr) return x.referencedAttr instanceof UnitAttr ? undefined : "distinct";
  return undefined;
}

/** The attributes/types held apart in an opaque body (see OpaqueBodyPart), in order. */
export function forEachOpaquePart(parts: readonly (string | Attribute | Type)[] | null, fn: (sub: Attribute | Type) => void): void {
  if (parts === null) return;
  for (const part of parts) if (typeof part !== "string") fn(part);
}

/** Calls `fn` on each immediate sub-attribute/sub-type, in MLIR's walkImmediateSubElements order. */
export function forEachSubElement(x: Attribute | Type, fn: (sub: Attribute | Type) => void): void {
  if (x instanceof DialectAttribute || x instanceof DialectType) {
    x.context.getDialect(x.dialectNamespace)?.forEachSubElement?.(x, fn);
    return;
  }
  if (x instanceof Type) {
    if (x instanceof RankedTensorType) {
      fn(x.elementType);
      if (x.encoding !== null) fn(x.encoding);
    } else if (x instanceof MemRefType) {
      fn(x.elementType);
      if (x.layout !== null) fn(x.layout);
      if (x.memorySpace !== null) fn(x.memorySpace);
    } else if (x instanceof UnrankedMemRefType) {
      fn(x.elementType);
      if (x.memorySpace !== null) fn(x.memorySpace);
    } else if (x instanceof VectorType || x instanceof UnrankedTensorType || x instanceof ComplexType) fn(x.elementType);
    else if (x instanceof TupleType) x.types.forEach(fn);
    else if (x instanceof OpaqueType) forEachOpaquePart(x.parts, fn);
    else if (x instanceof FunctionType) {
      x.inputs.forEach(fn);
      x.results.forEach(fn);
    }
    return;
  }
  if (x instanceof ArrayAttr) x.value.forEach(fn);
  else if (x instanceof DictionaryAttr) for (const e of x.value) fn(e.value);
  else if (x instanceof TypeAttr) fn(x.value);
  else if (x instanceof OpaqueAttr) {
    forEachOpaquePart(x.parts, fn);
    fn(x.type);
  } else if (x instanceof IntegerAttr || x instanceof FloatAttr || x instanceof StringAttr) fn(x.type);
  else if (x instanceof SparseElementsAttr) {
    fn(x.type);
    fn(x.indices);
    fn(x.values);
  } else if (x instanceof ElementsAttr) fn(x.type);
  else if (x instanceof DenseArrayAttr) fn(x.elementType);
  else if (x instanceof SymbolRefAttr) x.nestedReferences.forEach(fn);
  else if (x instanceof DistinctAttr) fn(x.referencedAttr);
  else if (x instanceof NameLoc) fn(x.childLoc);
  else if (x instanceof CallSiteLoc) {
    fn(x.callee);
    fn(x.caller);
  } else if (x instanceof FusedLoc) {
    x.locations.forEach(fn);
    if (x.metadata !== null) fn(x.metadata);
  } else if (x instanceof OpaqueLoc) fn(x.fallbackLocation);
}
