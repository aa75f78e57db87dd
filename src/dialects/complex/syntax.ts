// complex's custom syntax: the generated formats (generated/upstream/complex-assembly.ts);
// its only C++ piece is the element type its formats derive from a complex type.
import { complexAssembly, type ComplexAssemblyHooks } from "../../../generated/upstream/complex-assembly.js";
import { elementTypeOf, resultNamed } from "../upstream/syntax/shaped.js";
import { verifyConstantOp } from "./verifiers.js";

export const complexSyntaxHooks: ComplexAssemblyHooks = {
  elementType: elementTypeOf,
  resultNames: { ConstantOp: resultNamed("cst") },
  verifiers: { ConstantOp: verifyConstantOp },
};

export const complexSyntax = (): ReturnType<typeof complexAssembly> => complexAssembly(complexSyntaxHooks);
