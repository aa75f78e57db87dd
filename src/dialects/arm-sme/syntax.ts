// arm_sme's custom syntax: the generated formats (generated/upstream/arm-sme-assembly.ts) with
// the types its formats derive in C++ (TypesMatchWith transformers): i1 masks of a vector's
// shape and scalability, outerproduct's tile. The transformers are the ones the generated
// verifiers call (src/dialects/ods.ts), so parsing and verifying derive the same types.
import { i1SameShape, scalableSquareOfLeading } from "../ods.js";
import { elementTypeOf } from "../upstream/syntax/shaped.js";
import { armSmeAssembly, type ArmSmeAssemblyHooks } from "../../../generated/upstream/arm-sme-assembly.js";

const outerProduct = { lhsMask: i1SameShape, rhsMask: i1SameShape };

export const armSmeSyntaxHooks: ArmSmeAssemblyHooks = {
  elementType: elementTypeOf,
  types: {
    FMopa2WayOp: outerProduct,
    FMops2WayOp: outerProduct,
    // outerproduct's acc is derived from its result, itself from lhs: the generated parser passes lhs.
    OuterProductOp: { ...outerProduct, result: scalableSquareOfLeading, acc: scalableSquareOfLeading },
    SMopa2WayOp: outerProduct,
    SMopa4WayOp: outerProduct,
    SMops2WayOp: outerProduct,
    SMops4WayOp: outerProduct,
    SuMopa4WayOp: outerProduct,
    SuMops4WayOp: outerProduct,
    TileLoadOp: { mask: i1SameShape },
    TileStoreOp: { mask: i1SameShape },
    UMopa2WayOp: outerProduct,
    UMopa4WayOp: outerProduct,
    UMops2WayOp: outerProduct,
    UMops4WayOp: outerProduct,
    UsMopa4WayOp: outerProduct,
    UsMops4WayOp: outerProduct,
  },
};

export const armSmeSyntax = (): ReturnType<typeof armSmeAssembly> => armSmeAssembly(armSmeSyntaxHooks);
