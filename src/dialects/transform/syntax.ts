// transform's custom syntax, with the ops its dialect extensions add (linalg's structured
// transforms, scf's, memref's, ...): the generated formats (generated/upstream/
// transform-assembly.ts) with what MLIR writes in C++: their custom directives, the default
// of transform.structured.pad's copy_back_op, the default dialect of ops whose regions hold
// transform ops, and named_sequence's function syntax.
import { StringAttr } from "../../ir/index.js";
import { functionOpSyntax } from "../../asm/op-asm/index.js";
import { transformAssembly, type TransformAssemblyHooks } from "../../../generated/upstream/transform-assembly.js";
import * as directives from "./directives.js";

export const transformSyntaxHooks: TransformAssemblyHooks = {
  directives,
  defaults: {
    PadOp: { copy_back_op: (builder) => StringAttr.get(builder.context, "bufferization.materialize_in_destination") },
  },
  defaultDialects: { ForeachMatchOp: "transform", SequenceOp: "transform", WithPDLPatternsOp: "transform" },
  resultNames: {},
  // transform's C++ verifiers and transform.structured.split's hand-written syntax are not reproduced yet.
  verifiers: {},
  ops: { NamedSequenceOp: functionOpSyntax },
};

export const transformSyntax = (): ReturnType<typeof transformAssembly> => transformAssembly(transformSyntaxHooks);
