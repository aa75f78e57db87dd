// arm_sme's custom syntax: the generated formats (generated/upstream/arm-sme-assembly.ts) with
// the types its formats derive in C++ (TypesMatchWith transformers): i1 masks of a vector's
// shape and scalability, outerproduct's tile.
import { IntegerType, VectorType, type Type } from "../../ir/index.js";
import { elementTypeOf } from "../upstream/syntax/shaped.js";
import { armSmeAssembly, type ArmSmeAssemblyHooks } from "../../../generated/upstream/arm-sme-assembly.js";

/** `cast<VectorType>(t).cloneWith({}, i1)`; a type that is no vector stands for itself, for its constraint to report. */
function i1MaskOf(self: Type): Type {
  if (!(self instanceof VectorType)) return self;
  return VectorType.get(self.shape, IntegerType.get(self.context, 1), self.scalableDims);
}

/** outerproduct's result from its lhs `vector<[N]xT>`: the tile `vector<[N]x[N]xT>`. */
function tileOf(self: Type): Type {
  if (!(self instanceof VectorType) || self.shape.length === 0) return self;
  const size = self.shape[0] as number;
  return VectorType.get([size, size], self.elementType, [true, true]);
}
const outerProduct = { lhsMask: i1MaskOf, rhsMask: i1MaskOf };

export const armSmeSyntaxHooks: ArmSmeAssemblyHooks = {
  elementType: elementTypeOf,
  types: {
    FMopa2WayOp: outerProduct,
    FMops2WayOp: outerProduct,
    // outerproduct's acc is derived from its result, itself from lhs: the generated parser passes lhs.
    OuterProductOp: { ...outerProduct, result: tileOf, acc: tileOf },
    SMopa2WayOp: outerProduct,
    SMopa4WayOp: outerProduct,
    SMops2WayOp: outerProduct,
    SMops4WayOp: outerProduct,
    SuMopa4WayOp: outerProduct,
    SuMops4WayOp: outerProduct,
    TileLoadOp: { mask: i1MaskOf },
    TileStoreOp: { mask: i1MaskOf },
    UMopa2WayOp: outerProduct,
    UMopa4WayOp: outerProduct,
    UMops2WayOp: outerProduct,
    UMops4WayOp: outerProduct,
    UsMopa4WayOp: outerProduct,
    UsMops4WayOp: outerProduct,
  },
};

export const armSmeSyntax = (): ReturnType<typeof armSmeAssembly> => armSmeAssembly(armSmeSyntaxHooks);
