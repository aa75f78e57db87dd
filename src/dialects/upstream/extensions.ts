// The hand-written parts of stub dialects: what the C++ of an upstream dialect adds to its
// .td definitions and changes what mlir-opt prints or accepts.
//
// llvm: its types, read as MLIR reads them and kept with the body mlir-opt prints
// (src/dialects/llvm/type-parser.ts), and the alias names its OpAsmDialectInterface gives its
// attributes (upstream's LLVMDialect.cpp). tsmlir keeps llvm attributes opaque; those of the
// aliased kinds (debug info, TBAA, alias scopes, access groups, loop annotations) print as
// `#<mnemonic>` aliases; a mnemonic llvm has no attribute for is refused
// (src/dialects/llvm/attribute-mnemonics.ts), and those of struct or parameter-list syntax
// are read per their defs (src/dialects/llvm/struct-attributes.ts). Its dialect attributes (the data layout string, parameter attributes
// of function arguments and results) are checked by src/dialects/llvm/dialect-attributes.ts and
// parameter-attributes.ts.
//
// transform: mlir-opt 19 also registers the transform dialect's test extension
// (`transform.test*` ops, from MLIR's test library, not installed): those tsmlir defines
// (src/dialects/test/TestTransformDialectExtension.td) are registered with transform's
// generated ops; the others' names are not known here, so they are never refused (they stay
// unregistered ops), while other unknown transform ops are, as mlir-opt refuses them. Its dialect attributes are verified as
// src/dialects/transform/dialect-attributes.ts says.
import { OpaqueAttr, opaqueMnemonic, type Attribute, type Type } from "../../ir/index.js";
import type { StubExtension } from "./stub-dialect.js";
import { parseLlvmType } from "../llvm/type-parser.js";
import { parseTransformType } from "../transform/types.js";
import { verifyLlvmOperationAttribute } from "../llvm/dialect-attributes.js";
import { parseLlvmAttribute } from "../llvm/attribute-mnemonics.js";
import { LLVM_ALIASED_MNEMONICS } from "../llvm/aliased-mnemonics.js";
import { verifyLlvmArgumentAttribute, verifyLlvmResultAttribute } from "../llvm/parameter-attributes.js";
import { verifyTransformOperationAttribute } from "../transform/dialect-attributes.js";

function llvmAlias(value: Attribute | Type): string | undefined {
  if (!(value instanceof OpaqueAttr) || value.dialect !== "llvm") return undefined;
  const mnemonic = opaqueMnemonic(value.data);
  return LLVM_ALIASED_MNEMONICS.has(mnemonic) ? mnemonic : undefined;
}

export const llvmExtension: StubExtension = {
  getAlias: llvmAlias,
  parseAttribute: parseLlvmAttribute,
  parseType: parseLlvmType,
  verifyOperationAttribute: verifyLlvmOperationAttribute,
  verifyRegionArgAttribute: verifyLlvmArgumentAttribute,
  verifyRegionResultAttribute: verifyLlvmResultAttribute,
};

export const transformExtension: StubExtension = {
  // The dialects mlir-opt 19's transform extensions (registerAllExtensions) load with
  // transform: those their ops need, and those their transformations generate.
  dependentDialects: [
    "affine", "arith", "bufferization", "complex", "func", "gpu", "index", "irdl", "linalg", "llvm",
    "memref", "nvgpu", "nvvm", "pdl_interp", "sparse_tensor", "tensor", "ub", "vector",
  ],
  parseType: parseTransformType,
  allowsUnknownOperation: (name) => name.startsWith("transform.test"),
  verifyOperationAttribute: verifyTransformOperationAttribute,
};
