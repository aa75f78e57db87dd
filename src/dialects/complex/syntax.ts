// complex's custom syntax: the generated formats (generated/upstream/complex-assembly.ts);
// its C++ pieces are the element type its formats derive from a complex type, the
// constant's verifier and fold.
import { complexAssembly, type ComplexAssemblyHooks } from "../../../generated/upstream/complex-assembly.js";
import { elementTypeOf, resultNamed } from "../upstream/syntax/shaped.js";
import { foldConstantOp } from "./folders.js";
import { verifyConstantOp } from "./verifiers.js";

export const complexSyntaxHooks: ComplexAssemblyHooks = {
  elementType: elementTypeOf,
  resultNames: { ConstantOp: resultNamed("cst") },
  verifiers: { ConstantOp: verifyConstantOp },
  folders: { ConstantOp: foldConstantOp },
};

export const complexSyntax = (): ReturnType<typeof complexAssembly> => complexAssembly(complexSyntaxHooks);
