// Public surface of the ODS layer: records -> validated model.
export * from "./schema.js";
export { buildOdsModel, derivedRecords, type OdsModel } from "./model.js";
export { loadOperator, requestedOpRecords, operationName, opCppClassName, segmentRuleErrors } from "./operator.js";
export { loadDialect, selectDialect, dialectRecords } from "./dialect.js";
export { loadAttrOrTypeDef, loadDialectConstraintDoc } from "./attr-or-type-def.js";
export { loadEnumAttr, loadEnumCase } from "./enum.js";
export { loadInterface, interfaceRecords } from "./interface.js";
export { loadPass } from "./pass.js";
export { loadConstraint, loadTypeConstraint, loadAttribute } from "./constraint.js";
export { loadTrait } from "./trait.js";
export { loadProperty } from "./property.js";
export { loadPredicate, constraintPredicate, predicateCondition, substitutePlaceholders } from "./predicate.js";
export { allDerivedDefinitions, allDerivedDefinitionsIfDefined, compareNumeric, defsInNameOrder } from "./order.js";
