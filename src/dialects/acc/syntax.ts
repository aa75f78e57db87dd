// acc's (OpenACC's) custom syntax: the generated formats (generated/upstream/acc-assembly.ts)
// with what MLIR writes in C++: the formats' custom directives (device-typed clause operands,
// gang, wait, loop control, routine clauses) and the ops' verifiers. acc's attributes are read
// and checked by the dialect's parseAttribute hook (attributes.ts) and kept opaque.
import { accAssembly, type AccAssemblyHooks } from "../../../generated/upstream/acc-assembly.js";
import * as directives from "./directives.js";
import { accVerifiers } from "./verifiers.js";
import { verifyAtomicCaptureRegion, verifyAtomicUpdateRegion } from "./atomic-verifier.js";
import { verifyFirstprivateRecipe, verifyPrivateRecipe, verifyReductionRecipe } from "./recipe-verifier.js";

export const accSyntaxHooks: AccAssemblyHooks = {
  directives,
  verifiers: accVerifiers,
  regionVerifiers: {
    AtomicCaptureOp: verifyAtomicCaptureRegion,
    AtomicUpdateOp: verifyAtomicUpdateRegion,
    FirstprivateRecipeOp: verifyFirstprivateRecipe,
    PrivateRecipeOp: verifyPrivateRecipe,
    ReductionRecipeOp: verifyReductionRecipe,
  },
};

export const accSyntax = (): ReturnType<typeof accAssembly> => accAssembly(accSyntaxHooks);
