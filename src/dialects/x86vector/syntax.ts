// x86vector's custom syntax: the generated formats (generated/upstream/x86vector-assembly.ts),
// the mask types its formats derive in C++ (TypesMatchWith transformers) and
// mask.compress's C++ verifier.
import { IntegerType, VectorType, hasType, type Operation, type Type } from "../../ir/index.js";
import { x86vectorAssembly, type X86vectorAssemblyHooks } from "../../../generated/upstream/x86vector-assembly.js";

/**
 * `vector<Nxi1>` for a vector of N leading elements. A type that is no vector is returned
 * as is, for the operand's own constraint to report (MLIR's cast would abort).
 */
function maskVectorOf(self: Type): Type {
  if (!(self instanceof VectorType) || self.shape.length === 0) return self;
  return VectorType.get([self.shape[0] as number], IntegerType.get(self.context, 1));
}

/** `iN` for a vector of N leading elements (a mask held in an integer). */
function maskIntegerOf(self: Type): Type {
  if (!(self instanceof VectorType) || self.shape.length === 0) return self;
  return IntegerType.get(self.context, Number(self.shape[0]));
}

/**
 * mask.compress: `src` and `constant_src` exclude each other and either has `dst`'s type.
 * MLIR reports these with emitError (no "'op'" prefix).
 */
function verifyMaskCompress(op: Operation): void {
  // Operands: k, a, and src when given.
  const src = op.numOperands > 2 ? op.getOperand(2) : undefined;
  const constantSrc = op.getInherentAttr("constant_src");
  const dst = op.getResult(0).type;
  if (src !== undefined && constantSrc !== undefined) throw op.emitError("cannot use both src and constant_src");
  if (src !== undefined && src.type !== dst) throw op.emitError("failed to verify that src and dst have same type");
  if (constantSrc !== undefined && (!hasType(constantSrc) || constantSrc.type !== dst)) {
    throw op.emitError("failed to verify that constant_src and dst have same type");
  }
}

export const x86vectorSyntaxHooks: X86vectorAssemblyHooks = {
  types: {
    MaskCompressOp: { k: maskVectorOf },
    MaskRndScaleOp: { imm: maskIntegerOf },
    MaskScaleFOp: { k: maskIntegerOf },
    Vp2IntersectOp: { k1: maskVectorOf, k2: maskVectorOf },
  },
  verifiers: { MaskCompressOp: verifyMaskCompress },
};

export const x86vectorSyntax = (): ReturnType<typeof x86vectorAssembly> => x86vectorAssembly(x86vectorSyntaxHooks);
