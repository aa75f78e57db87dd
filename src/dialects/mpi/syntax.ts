// mpi's custom syntax: the generated formats (generated/upstream/mpi-assembly.ts). Every mpi
// op has a declarative format and no C++ verifier, so no hook is needed.
import { mpiAssembly } from "../../../generated/upstream/mpi-assembly.js";

export const mpiSyntax = (): ReturnType<typeof mpiAssembly> => mpiAssembly({});
