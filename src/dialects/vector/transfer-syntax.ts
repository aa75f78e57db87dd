// vector.transfer_read and vector.transfer_write, whose syntax VectorOps.cpp writes by hand:
//   %v = vector.transfer_read %src[%i, ...], %padding[, %mask] {attrs} : shaped-type, vector-type
//   [%t =] vector.transfer_write %v, %dst[%i, ...][, %mask] {attrs} : vector-type, shaped-type
// The permutation map defaults to the minor identity and `in_bounds` to all false (both
// elided in print when so); the mask's type is not written but inferred from the vector
// type and the permutation map.
import {
  AffineMap,
  AffineMapAttr,
  ArrayAttr,
  IntegerAttr,
  IntegerType,
  MemRefType,
  RankedTensorType,
  VectorType,
  applyPermutationMap,
  composeWithValues,
  compressUnusedDims,
  constantExpr,
  inversePermutationMap,
  isMinorIdentity,
  minorIdentityMap,
  type Attribute,
  type NamedAttribute,
  type Operation,
  type ShapedType,
  type Type,
} from "../../ir/index.js";
import { operandGroup, operationAttributes, type CustomAssemblyHooks, type OpAsmParser, type OpAsmPrinter, type OperationState, type UnresolvedOperand } from "../../asm/op-asm/index.js";

const PERMUTATION_MAP = "permutation_map";
const IN_BOUNDS = "in_bounds";
const SEGMENTS = "operandSegmentSizes";

/**
 * getTransferMinorIdentityMap: the last dimensions of the shaped type, as many as the
 * vector has beyond the shaped type's own vector elements; a 0-d source read as
 * vector<1xt> maps to `() -> (0)`.
 */
function transferMinorIdentityMap(shaped: ShapedType, vector: VectorType): AffineMap {
  const context = vector.context;
  const rank = shaped.getRank();
  if (rank === 0 && vector.shape.length === 1 && Number(vector.shape[0]) === 1) return AffineMap.get(context, 0, 0, [constantExpr(context, 0)]);
  const elementRank = shaped.elementType instanceof VectorType ? shaped.elementType.shape.length : 0;
  const results = vector.shape.length - elementRank;
  // More results than dimensions (an invalid transfer the verifier reports): MLIR's
  // getMinorIdentityMap then keeps every dimension.
  return minorIdentityMap(context, rank, results < 0 || results > rank ? rank : results);
}

/**
 * inferTransferOpMaskType: an i1 vector shaped as the vector type read back through the
 * inverse of the permutation map (its unused dimensions dropped); undefined when the map
 * is no permutation of its used dimensions.
 */
export function transferMaskType(vector: VectorType, map: AffineMap): VectorType | undefined {
  const inverse = inversePermutationMap(compressUnusedDims(map));
  if (inverse === undefined || inverse.numDims !== vector.shape.length) return undefined;
  const shape = composeWithValues(inverse, vector.shape);
  if (shape === undefined) return undefined;
  const scalable = vector.shape.map((_, i) => vector.scalableDims[i] ?? false);
  return VectorType.get(shape, IntegerType.get(vector.context, 1), applyPermutationMap(inverse, scalable, false));
}

function isTransferSource(type: Type): type is ShapedType {
  return type instanceof MemRefType || type instanceof RankedTensorType;
}

function attributeNamed(attributes: readonly NamedAttribute[], name: string): Attribute | undefined {
  for (let i = attributes.length - 1; i >= 0; i--) if ((attributes[i] as NamedAttribute).name === name) return (attributes[i] as NamedAttribute).value;
  return undefined;
}

/**
 * The permutation map and in_bounds defaults the parsers add, and the mask's type. Returns
 * the map (undefined when the one written is no affine map: the verifier reports it).
 */
function addTransferDefaults(parser: OpAsmParser, state: OperationState, shaped: ShapedType, vector: VectorType): AffineMap | undefined {
  const builder = parser.getBuilder();
  const written = attributeNamed(state.attributes, PERMUTATION_MAP);
  let map: AffineMap | undefined;
  if (written === undefined) {
    map = transferMinorIdentityMap(shaped, vector);
    state.addAttribute(PERMUTATION_MAP, AffineMapAttr.get(map));
  } else if (written instanceof AffineMapAttr) {
    map = written.value;
  }
  if (attributeNamed(state.attributes, IN_BOUNDS) === undefined) {
    state.addAttribute(IN_BOUNDS, builder.getBoolArrayAttr(new Array<boolean>(map?.getNumResults() ?? 0).fill(false)));
  }
  return map;
}

/** Resolves the mask with its inferred type, with MLIR's parse errors. */
function resolveMask(parser: OpAsmParser, state: OperationState, mask: UnresolvedOperand, shaped: ShapedType, vector: VectorType, map: AffineMap | undefined, typesLoc: number): void {
  if (shaped.elementType instanceof VectorType) throw parser.emitError(mask.offset, "does not support masks with vector element type");
  if (map === undefined || vector.shape.length !== map.getNumResults()) {
    throw parser.emitError(typesLoc, "expected the same rank for the vector and the results of the permutation map");
  }
  const maskType = transferMaskType(vector, map);
  // MLIR 19 asserts here (its inverse permutation is null); a diagnostic instead.
  if (maskType === undefined) throw parser.emitError(typesLoc, "expected a permutation map whose inverse gives the mask type");
  parser.resolveOperand(mask, maskType, state.operands);
}

/** `: t0, t1` with exactly two types, and where they start. */
function parseTwoTypes(parser: OpAsmParser, state: OperationState): { types: [Type, Type]; typesLoc: number } {
  parser.parseOptionalAttrDict(state.attributes);
  const typesLoc = parser.getCurrentLocation();
  const types = parser.parseColonTypeList();
  if (types.length !== 2) throw parser.emitError(typesLoc, "requires two types");
  return { types: [types[0] as Type, types[1] as Type], typesLoc };
}

function inBoundsValues(op: Operation): boolean[] {
  const attr = op.getAttr(IN_BOUNDS);
  if (!(attr instanceof ArrayAttr)) return [];
  return attr.value.map((v) => v instanceof IntegerAttr && BigInt(v.value) !== 0n);
}

/** ` {attrs}` without the segment sizes, a minor identity permutation map, and in_bounds when all false. */
function printTransferAttributes(op: Operation, printer: OpAsmPrinter): void {
  const elided = [SEGMENTS];
  const map = op.getAttr(PERMUTATION_MAP);
  if (map instanceof AffineMapAttr && isMinorIdentity(map.value)) elided.push(PERMUTATION_MAP);
  if (!inBoundsValues(op).some((b) => b)) elided.push(IN_BOUNDS);
  printer.printOptionalAttrDict(operationAttributes(op), elided);
}

export const transferReadSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const source = parser.parseOperand();
    const indices = parser.parseOperandList("square");
    parser.parseComma();
    const padding = parser.parseOperand();
    const mask = parser.parseOptionalComma() ? parser.parseOperand() : undefined;
    const { types, typesLoc } = parseTwoTypes(parser, state);
    const [shaped, vector] = types;
    if (!isTransferSource(shaped)) throw parser.emitError(typesLoc, "requires memref or ranked tensor type");
    if (!(vector instanceof VectorType)) throw parser.emitError(typesLoc, "requires vector type");
    const map = addTransferDefaults(parser, state, shaped, vector);
    parser.resolveOperand(source, shaped, state.operands);
    parser.resolveOperands(indices, parser.getBuilder().getIndexType(), typesLoc, state.operands);
    parser.resolveOperand(padding, shaped.elementType, state.operands);
    if (mask !== undefined) resolveMask(parser, state, mask, shaped, vector, map, typesLoc);
    state.addAttribute(SEGMENTS, parser.getBuilder().getDenseI32ArrayAttr([1, indices.length, 1, mask === undefined ? 0 : 1]));
    state.addType(vector);
  },
  print(op, printer) {
    const groups = [false, true, false, true];
    printer.write(" ");
    printer.printOperands(operandGroup(op, 0, groups, SEGMENTS));
    printer.write("[");
    printer.printOperands(operandGroup(op, 1, groups, SEGMENTS));
    printer.write("], ");
    printer.printOperands(operandGroup(op, 2, groups, SEGMENTS));
    const mask = operandGroup(op, 3, groups, SEGMENTS);
    if (mask.length > 0) {
      printer.write(", ");
      printer.printOperands(mask);
    }
    printTransferAttributes(op, printer);
    printer.write(" : ");
    printer.printType(op.getOperand(0).type);
    printer.write(", ");
    printer.printType(op.getResult(0).type);
  },
};

export const transferWriteSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const vectorOperand = parser.parseOperand();
    parser.parseComma();
    const source = parser.parseOperand();
    const indices = parser.parseOperandList("square");
    const mask = parser.parseOptionalComma() ? parser.parseOperand() : undefined;
    const { types, typesLoc } = parseTwoTypes(parser, state);
    const [vector, shaped] = types;
    if (!(vector instanceof VectorType)) throw parser.emitError(typesLoc, "requires vector type");
    if (!isTransferSource(shaped)) throw parser.emitError(typesLoc, "requires memref or ranked tensor type");
    const map = addTransferDefaults(parser, state, shaped, vector);
    parser.resolveOperand(vectorOperand, vector, state.operands);
    parser.resolveOperand(source, shaped, state.operands);
    parser.resolveOperands(indices, parser.getBuilder().getIndexType(), typesLoc, state.operands);
    if (mask !== undefined) resolveMask(parser, state, mask, shaped, vector, map, typesLoc);
    state.addAttribute(SEGMENTS, parser.getBuilder().getDenseI32ArrayAttr([1, 1, indices.length, mask === undefined ? 0 : 1]));
    // Writing into a tensor gives the updated tensor.
    if (shaped instanceof RankedTensorType) state.addType(shaped);
  },
  print(op, printer) {
    const groups = [false, false, true, true];
    printer.write(" ");
    printer.printOperands(operandGroup(op, 0, groups, SEGMENTS));
    printer.write(", ");
    printer.printOperands(operandGroup(op, 1, groups, SEGMENTS));
    printer.write("[");
    printer.printOperands(operandGroup(op, 2, groups, SEGMENTS));
    printer.write("]");
    const mask = operandGroup(op, 3, groups, SEGMENTS);
    if (mask.length > 0) {
      printer.write(", ");
      printer.printOperands(mask);
    }
    printTransferAttributes(op, printer);
    printer.write(" : ");
    printer.printType(op.getOperand(0).type);
    printer.write(", ");
    printer.printType(op.getOperand(1).type);
  },
};
