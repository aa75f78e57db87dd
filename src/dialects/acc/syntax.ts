// acc's (OpenACC's) custom syntax: the generated formats (generated/upstream/acc-assembly.ts)
// with what MLIR writes in C++: the formats' custom directives (device-typed clause operands,
// gang, wait, loop control, routine clauses) and the ops' verifiers. acc's attributes and
// types stay opaque (`#acc.device_type<nvidia>`, `#acc<data_clause acc_copyin>`).
import { accAssembly, type AccAssemblyHooks } from "../../../generated/upstream/acc-assembly.js";
import * as directives from "./directives.js";
import { accVerifiers } from "./verifiers.js";

export const accSyntaxHooks: AccAssemblyHooks = {
  directives,
  verifiers: accVerifiers,
};

export const accSyntax = (): ReturnType<typeof accAssembly> => accAssembly(accSyntaxHooks);
