// The functions behind acc's `custom<...>` directives, by the names its formats use.
export * from "./operand-clauses.js";
export * from "./loop-clauses.js";
export * from "./routine-clauses.js";
