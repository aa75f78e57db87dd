// The pass layer (run-time half, above src/ir, src/asm and src/bytecode): passes with typed
// options and statistics, pass managers nested on op names, the pass registry and MLIR's
// textual pipelines, analyses, instrumentation (IR printing, timing, statistics, crash
// reproducers). See each module:
//   pass.ts              Pass, PassDefinition, definePass
//   options.ts           option specs (`option.int64(...)`), parsing/printing MLIR's option syntax
//   op-pass-manager.ts   OpPassManager, nesting, adaptors
//   pass-manager.ts      PassManager.run
//   registry.ts          PassRegistry, PassInfo, PassPipelineInfo
//   pipeline-parser.ts   parsePassPipeline
export * from "./pass.js";
export * from "./options.js";
export * from "./option-values.js";
export * from "./statistics.js";
export * from "./analysis.js";
export * from "./instrumentation.js";
export * from "./op-pass-manager.js";
export * from "./pass-manager.js";
export * from "./registry.js";
export * from "./pipeline-parser.js";
export * from "./ir-printing.js";
export * from "./fingerprint.js";
export * from "./timing.js";
export * from "./statistics-report.js";
export * from "./crash-reproducer.js";
export * from "./errors.js";
