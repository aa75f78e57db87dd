// nvvm's custom syntax: the generated formats (generated/upstream/nvvm-assembly.ts) and the
// pieces MLIR writes in C++ (mma.sync and vote.ballot.sync's syntax, verifiers).
import { mmaSyntax, voteBallotSyntax } from "./op-syntax.js";
import { nvvmAssembly, type NvvmAssemblyHooks } from "../../../generated/upstream/nvvm-assembly.js";

export const nvvmSyntaxHooks: NvvmAssemblyHooks = {
  verifiers: {},
  ops: { MmaOp: mmaSyntax, VoteBallotOp: voteBallotSyntax },
};

export const nvvmSyntax = (): ReturnType<typeof nvvmAssembly> => nvvmAssembly(nvvmSyntaxHooks);
