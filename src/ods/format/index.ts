// Declarative assembly formats: syntax tree, checking against an op, resolved format.
export * from "./ast.js";
export { FormatSource, parseFormatSyntax } from "./parse.js";
export { literalError, keywordError, isKeywordLiteral } from "./literals.js";
export { opFormatFacts, attributeFacts, enumCases, type OpFormatFacts, type AttributeFacts, type TypeTraitFact, type EnumFacts, type EnumCaseFacts } from "./op-facts.js";
export { checkOpFormat, type OperationFormat, type OpElement, type TypeArg, type TypeResolution } from "./op-format.js";
export { checkDefFormat, parameterFacts, type DefFormat, type DefElement, type ParameterFacts } from "./attr-type-format.js";
