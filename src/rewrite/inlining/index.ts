// The inlining utilities: the dialect interface the inliner asks (DialectInlinerInterface),
// inlineRegion/inlineCall, and the call graph with its SCC traversal.
export * from "./interface.js";
export * from "./inline-region.js";
export * from "./call-graph.js";
export * from "./scc.js";
