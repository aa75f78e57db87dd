// MaskableOpInterface::getExpectedMaskType of vector's maskable ops (VectorOps.cpp): the i1
// vector a vector.mask around the op must take.
import { AffineDimExpr, AffineMapAttr, ArrayAttr, IntegerType, VectorType, type AffineMap, type Int64, type Operation, type Type } from "../../ir/index.js";
import { transferMaskType } from "./transfer-syntax.js";

/** An i1 vector of `type`'s shape and scalability. */
export function i1VectorLike(type: Type): Type {
  if (!(type instanceof VectorType)) return IntegerType.get(type.context, 1);
  return VectorType.get(type.shape, IntegerType.get(type.context, 1), type.scalableDims);
}

/** ContractionOp: the iteration space, each dimension sized by the lhs or rhs dimension it indexes. */
export function contractionMaskType(op: Operation): Type {
  const maps = op.getAttr("indexing_maps");
  const lhs = op.getOperand(0).type as VectorType;
  const rhs = op.getOperand(1).type as VectorType;
  const i1 = IntegerType.get(op.context, 1);
  if (!(maps instanceof ArrayAttr)) return VectorType.get([], i1);
  const mapAt = (i: number): AffineMap | undefined => {
    const attr = maps.value[i];
    return attr instanceof AffineMapAttr ? attr.value : undefined;
  };
  const lhsMap = mapAt(0);
  const rhsMap = mapAt(1);
  const numDims = lhsMap?.numDims ?? 0;
  const shape: Int64[] = new Array<Int64>(numDims).fill(-(2 ** 63));
  const scalable: boolean[] = new Array<boolean>(numDims).fill(false);
  const fill = (map: AffineMap | undefined, type: VectorType): void => {
    map?.results.forEach((expr, i) => {
      if (!(expr instanceof AffineDimExpr)) return;
      shape[expr.position] = type.shape[i] ?? 0;
      scalable[expr.position] = type.scalableDims[i] ?? false;
    });
  };
  fill(lhsMap, lhs);
  fill(rhsMap, rhs);
  return VectorType.get(shape, i1, scalable);
}

/** Transfers: inferTransferOpMaskType of the vector and the permutation map. */
export function transferMaskTypeOf(op: Operation, vector: Type): Type {
  const map = op.getAttr("permutation_map");
  const mask = vector instanceof VectorType && map instanceof AffineMapAttr ? transferMaskType(vector, map.value) : undefined;
  return mask ?? i1VectorLike(vector);
}
