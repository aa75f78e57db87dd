// The dialect conversion framework (MLIR's DialectConversion): conversion targets, type
// converters with materializations, conversion patterns, the logging rewriter, and the
// partial/full/analysis drivers.
//   target.ts          ConversionTarget (legal, illegal, dynamically and recursively legal ops and dialects)
//   type-converter.ts  TypeConverter, SignatureConversion
//   pattern.ts         ConversionPattern, OpConversionPattern, OpInterfaceConversionPattern, ConversionAdaptor
//   rewriter.ts        ConversionPatternRewriter and its state (deferred replacements, the rewrite log)
//   rewrites.ts        the logged changes and how each is committed or rolled back
//   legalizer.ts       OperationLegalizer (fold, patterns, recursive legalization, cost model)
//   driver.ts          applyPartialConversion, applyFullConversion, applyAnalysisConversion
export * from "./target.js";
export * from "./type-converter.js";
export * from "./pattern.js";
export { ConversionPatternRewriter, type ConversionConfig } from "./rewriter.js";
export { ConversionValueMapping, type MaterializationKind } from "./rewrites.js";
export * from "./driver.js";
