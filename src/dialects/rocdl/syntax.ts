// rocdl's custom syntax: the generated formats (generated/upstream/rocdl-assembly.ts) and the
// pieces MLIR writes in C++ (the raw buffer ops' syntax).
import { rocdlAssembly, type RocdlAssemblyHooks } from "../../../generated/upstream/rocdl-assembly.js";

export const rocdlSyntaxHooks: RocdlAssemblyHooks = {
  ops: {},
};

export const rocdlSyntax = (): ReturnType<typeof rocdlAssembly> => rocdlAssembly(rocdlSyntaxHooks);
