// arm_sve's custom syntax: the generated formats (generated/upstream/arm-sve-assembly.ts) and
// the type its svbool conversions derive in C++ (SvboolTypeConstraint's transformer).
import { VectorType, type Type } from "../../ir/index.js";
import { armSveAssembly, type ArmSveAssemblyHooks } from "../../../generated/upstream/arm-sve-assembly.js";

/**
 * The svbool type of a predicate type: its trailing dimension widened to 16. A type that is
 * no vector is returned as is, for the operand's own constraint to report.
 */
function svboolTypeOf(self: Type): Type {
  if (!(self instanceof VectorType) || self.shape.length === 0) return self;
  const shape = self.shape.slice();
  shape[shape.length - 1] = 16;
  return VectorType.get(shape, self.elementType, self.scalableDims);
}

export const armSveSyntaxHooks: ArmSveAssemblyHooks = {
  types: {
    ConvertFromSvboolOp: { source: svboolTypeOf },
    ConvertToSvboolOp: { result: svboolTypeOf },
  },
};

export const armSveSyntax = (): ReturnType<typeof armSveAssembly> => armSveAssembly(armSveSyntaxHooks);
