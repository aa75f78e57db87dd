// arm_neon's custom syntax: the generated formats (generated/upstream/arm-neon-assembly.ts).
// Every arm_neon op has a declarative format and no C++ verifier, so no hook is needed.
import { armNeonAssembly } from "../../../generated/upstream/arm-neon-assembly.js";

export const armNeonSyntax = (): ReturnType<typeof armNeonAssembly> => armNeonAssembly({});
