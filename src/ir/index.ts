// Public surface of the IR core (src/ir). See each module for details:
//   context.ts     MLIRContext, OperationName (interned, with registered info)
//   dialect.ts     Dialect, RegisteredOperationInfo, Traits, parser/printer hook interfaces
//   types.ts       builtin types (uniqued: compare with ===)
//   attributes.ts  builtin attributes (uniqued, except DistinctAttr)
//   location.ts    location attributes, sourceLocationOf
//   affine.ts      AffineExpr/AffineMap/IntegerSet with MLIR's simplifications
//   affine-map-utils.ts  minor identities, inverse permutations, dimension substitution
//   affine-flatten.ts  simplifyAffineExpr/simplifyAffineMap (flattened canonical forms)
//   affine-semi-affine.ts  simplifySemiAffine (divisions by a symbol), used by simplifyAffineExpr
//   int64.ts       MLIR's int64_t values (number when safe, bigint beyond 2^53), wrapping arithmetic
//   operation.ts   Operation, Block, Region, Value/OpResult/BlockArgument, OpOperand, walkOps
//   builder.ts     OpBuilder, IRMapping, cloneOperation
//   symbol-table.ts, dominance.ts, verifier.ts, diagnostics.ts, module.ts
export * from "./context.js";
export * from "./dialect.js";
export * from "./traits.js";
export * from "./interfaces.js";
export * from "./tensor-encoding.js";
export * from "./op-interfaces.js";
export * from "./side-effects.js";
export * from "./operand-range.js";
export * from "./segments.js";
export * from "./types.js";
export * from "./attributes.js";
export * from "./location.js";
export * from "./affine.js";
export * from "./affine-map-utils.js";
export * from "./affine-flatten.js";
export * from "./int64.js";
export * from "./operation.js";
export * from "./property-conversion.js";
export * from "./builder.js";
export * from "./symbol-table.js";
export * from "./dominance.js";
export * from "./verifier.js";
export * from "./diagnostics.js";
export * from "./module.js";
export * from "./ap/index.js";
export { builtinDialect, builtinModuleOp, foldUnrealizedConversionCast, unrealizedConversionCastOp } from "./builtin-dialect.js";
