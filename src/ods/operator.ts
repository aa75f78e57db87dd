// Ops read as mlir-tblgen's Operator reads them: arguments split into operands,
// attributes and properties, derived attributes taken from typed fields, traits
// flattened and de-duplicated, and InferTypeOpInterface added when every result
// type can be inferred (so docs list the same interfaces upstream does).
import { errorAt } from "../support/diagnostic.js";
import { RecordRecTy } from "../tablegen/types.js";
import {
  dagArgDef,
  dagArgName,
  dagOperatorName,
  DefInit,
  fieldInit,
  getBit,
  getBitOr,
  getDag,
  getDef,
  getListOfDefs,
  getListOfStrings,
  getString,
  getStringOrEmpty,
  hasField,
  isStringField,
  isSubClassOf,
  ListInit,
  odsError,
  StringInit,
  type Record,
  type RecordKeeper,
} from "./access.js";
import { loadAttribute, loadConstraint, loadTypeConstraint, unwrapOpVariable } from "./constraint.js";
import { Operator as OperatorSchema, type Argument, type NamedAttribute, type NamedTypeConstraint, type Operator, type Property, type Trait } from "./schema.js";
import { fullyQualifiedTraitName, loadTrait, traitKind } from "./trait.js";
import { loadProperty } from "./property.js";
import { defsInNameOrder } from "./order.js";
import { validated } from "./validate.js";

const INFER_TYPE_OP_INTERFACE = "InferTypeOpInterface";

/** The C++ class name: the def name after its first `_` (the dialect prefix). */
export function opCppClassName(defName: string): string {
  const underscore = defName.indexOf("_");
  if (underscore < 0) return defName;
  if (underscore === 0) return defName;
  const rest = defName.slice(underscore + 1);
  return rest.length === 0 ? defName.slice(0, underscore) : rest;
}

export function operationName(record: Record): string {
  const prefix = getString(getDef(record, "opDialect"), "name");
  const opName = getString(record, "opName");
  return prefix.length === 0 ? opName : `${prefix}.${opName}`;
}

function collectTraits(op: Record): Record[] {
  const seen = new Set<Record>();
  const out: Record[] = [];
  const visit = (list: readonly Record[]): void => {
    for (const trait of list) {
      if (isSubClassOf(trait, "TraitList")) {
        visit(getListOfDefs(trait, "traits"));
        continue;
      }
      if (seen.has(trait)) continue;
      seen.add(trait);
      // An interface brings its base interfaces along, listed before it.
      if (isSubClassOf(trait, "Interface")) visit(getListOfDefs(trait, "baseInterfaces"));
      for (const dependent of hasField(trait, "dependentTraits") ? getListOfDefs(trait, "dependentTraits") : []) {
        if (!seen.has(dependent)) {
          throw odsError(op, `${getString(trait, "trait")} requires ${getString(dependent, "trait")} to precede it in traits list`);
        }
      }
      out.push(trait);
    }
  };
  visit(getListOfDefs(op, "traits"));
  return out;
}

function resultIndex(i: number): number {
  return -1 - i;
}

function unmapResultIndex(index: number): number {
  return -index - 1;
}

/**
 * Whether mlir-tblgen would append InferTypeOpInterface to the op's traits: every
 * result type is buildable or reachable from an operand through AllTypesMatch /
 * TypesMatchWith edges (unknown names map to argument 0, as a StringMap lookup does).
 */
function infersAllResultTypes(
  keeper: RecordKeeper,
  traits: readonly Record[],
  args: readonly Argument[],
  operands: readonly NamedTypeConstraint[],
  results: readonly NamedTypeConstraint[],
  nameIndex: ReadonlyMap<string, number>,
): Record | undefined {
  const inferTrait = keeper.getDef(INFER_TYPE_OP_INTERFACE);
  if (inferTrait === undefined) return undefined;
  if (results.length === 0) return undefined;
  if (results.some((r) => r.constraint.variadic || r.constraint.optional)) return undefined;

  if (traits.some((t) => traitKind(t) !== "pred" && fullyQualifiedTraitName(t) === "::mlir::OpTrait::SameOperandsAndResultType")) {
    const anchor = args.some((a) => {
      if (a.kind !== "operand") return false;
      const c = operands[a.index]?.constraint;
      return c !== undefined && !c.variadic && !c.optional;
    });
    return anchor ? inferTrait : undefined;
  }

  const lookup = (name: string): number => nameIndex.get(name) ?? 0;
  const inferred = results.map((r) => r.constraint.builderCall !== undefined);
  const sources: number[][] = results.map((_, i) => (inferred[i] ? [resultIndex(i)] : []));
  for (const trait of traits) {
    if (isSubClassOf(trait, `${INFER_TYPE_OP_INTERFACE}::Trait`)) return undefined;
    if (trait === inferTrait && traitKind(trait) === "interface") return undefined;
    if (isSubClassOf(trait, "TypesMatchWith")) {
      const target = lookup(getString(trait, "rhs"));
      if (target >= 0) continue;
      const result = unmapResultIndex(target);
      if (inferred[result]) continue;
      const source = lookup(getString(trait, "lhs"));
      (sources[result] as number[]).push(source);
      inferred[result] = source >= 0 || inferred[unmapResultIndex(source)] === true;
      continue;
    }
    if (!isSubClassOf(trait, "AllTypesMatch")) continue;
    let fullyInferred: number | undefined;
    const resultIndices: number[] = [];
    for (const name of getListOfStrings(trait, "values")) {
      const index = lookup(name);
      if (index < 0) resultIndices.push(unmapResultIndex(index));
      if (index >= 0 || inferred[unmapResultIndex(index)] === true) fullyInferred = index;
    }
    if (fullyInferred !== undefined) {
      for (const r of resultIndices) {
        if (!inferred[r]) {
          sources[r] = [fullyInferred];
          inferred[r] = true;
        }
      }
    } else {
      for (const r of resultIndices) for (const other of resultIndices) if (r !== other) (sources[r] as number[]).push(resultIndex(other));
    }
  }
  let worklist = results.map((_, i) => i).filter((i) => !inferred[i]);
  for (let changed = true; changed; ) {
    changed = false;
    const next: number[] = [];
    for (const r of worklist) {
      if ((sources[r] as number[]).some((s) => s < 0 && inferred[unmapResultIndex(s)] === true)) {
        inferred[r] = true;
        changed = true;
      } else {
        next.push(r);
      }
    }
    worklist = next;
  }
  return worklist.length === 0 ? inferTrait : undefined;
}

function derivedAttributes(keeper: RecordKeeper, op: Record): NamedAttribute[] {
  const attrClass = keeper.getClass("Attr");
  const derivedClass = keeper.getClass("DerivedAttr");
  if (attrClass === undefined) return [];
  const out: NamedAttribute[] = [];
  for (const value of op.fields) {
    const type = value.type;
    if (!(type instanceof RecordRecTy) || !type.isSubClassOf(attrClass)) continue;
    if (derivedClass === undefined || !type.isSubClassOf(derivedClass)) {
      throw odsError(op, "unexpected Attr where only DerivedAttr is allowed");
    }
    if (type.classes.length !== 1) throw odsError(op, "unsupported attribute modelling, only single class expected");
    const init = value.value;
    if (!(init instanceof DefInit)) continue;
    out.push({ name: value.name, attr: loadAttribute(init.record) });
  }
  return out;
}

const operatorCache = new WeakMap<Record, Operator>();

export function loadOperator(keeper: RecordKeeper, op: Record): Operator {
  const hit = operatorCache.get(op);
  if (hit !== undefined) return hit;
  const loaded = loadOperatorUncached(keeper, op);
  operatorCache.set(op, loaded);
  return loaded;
}

function loadOperatorUncached(keeper: RecordKeeper, op: Record): Operator {
  const dialect = getDef(op, "opDialect");
  const cppClassName = opCppClassName(op.name);
  const cppNamespace = getString(op, "cppNamespace");

  const operands: NamedTypeConstraint[] = [];
  const attributes: NamedAttribute[] = [];
  const properties: Property[] = [];
  const args: Argument[] = [];
  const nameIndex = new Map<string, number>();

  const argumentDag = getDag(op, "arguments");
  for (let i = 0; i < argumentDag.numArgs; i++) {
    const given = dagArgName(argumentDag, i);
    const raw = dagArgDef(argumentDag, i);
    if (raw === undefined) throw odsError(op, `undefined type for argument #${i}`);
    const argDef = unwrapOpVariable(raw);
    if (isSubClassOf(argDef, "TypeConstraint")) {
      args.push({ kind: "operand", index: operands.length });
      operands.push({ name: given, constraint: loadTypeConstraint(argDef) });
    } else if (isSubClassOf(argDef, "Attr")) {
      if (given.length === 0) throw odsError(argDef, "attributes must be named");
      if (isSubClassOf(argDef, "DerivedAttr")) throw odsError(argDef, "derived attributes not allowed in argument list");
      args.push({ kind: "attribute", index: attributes.length });
      attributes.push({ name: given, attr: loadAttribute(argDef) });
    } else if (isSubClassOf(argDef, "Property")) {
      args.push({ kind: "property", index: properties.length });
      properties.push(loadProperty(argDef, given));
    } else {
      throw odsError(op, "unexpected def type; only defs deriving from TypeConstraint or Attr or Property are allowed");
    }
    if (given.length > 0) nameIndex.set(given, i);
  }
  attributes.push(...derivedAttributes(keeper, op));

  const resultsDag = getDag(op, "results");
  if (dagOperatorName(resultsDag) !== "outs") throw odsError(op, "'results' must have 'outs' directive");
  const results: NamedTypeConstraint[] = [];
  for (let i = 0; i < resultsDag.numArgs; i++) {
    const name = dagArgName(resultsDag, i);
    const def = dagArgDef(resultsDag, i);
    if (def === undefined) throw odsError(op, `undefined type for result #${i}`);
    const constraint = loadTypeConstraint(def);
    if (constraint.variadicOfVariadic) throw odsError(op, "'VariadicOfVariadic' results are currently not supported");
    results.push({ name, constraint });
    if (name.length > 0) nameIndex.set(name, resultIndex(i));
  }

  const successorsDag = getDag(op, "successors");
  if (dagOperatorName(successorsDag) !== "successor") throw odsError(op, "'successors' must have 'successor' directive");
  const successors = [];
  for (let i = 0; i < successorsDag.numArgs; i++) {
    const def = dagArgDef(successorsDag, i);
    if (def === undefined) throw odsError(op, `undefined kind for successor #${i}`);
    const variadic = isSubClassOf(def, "VariadicSuccessor");
    if (variadic && i !== successorsDag.numArgs - 1) throw odsError(op, "only the last successor can be variadic");
    successors.push({ name: dagArgName(successorsDag, i), constraint: loadConstraint(def), variadic });
  }

  const traitRecords = collectTraits(op);
  const inferred = infersAllResultTypes(keeper, traitRecords, args, operands, results, nameIndex);
  const traits: Trait[] = traitRecords.map(loadTrait);
  if (inferred !== undefined) traits.push(loadTrait(inferred));

  const regionsDag = getDag(op, "regions");
  if (dagOperatorName(regionsDag) !== "region") throw odsError(op, "'regions' must have 'region' directive");
  const regions = [];
  for (let i = 0; i < regionsDag.numArgs; i++) {
    const name = dagArgName(regionsDag, i);
    const def = dagArgDef(regionsDag, i);
    if (def === undefined) throw odsError(op, `undefined kind for region #${i}`);
    const variadic = isSubClassOf(def, "VariadicRegion");
    if (variadic && i !== regionsDag.numArgs - 1) throw odsError(op, "only the last region can be variadic");
    if (variadic && name.length === 0) throw odsError(op, "variadic regions must be named");
    regions.push({ name, constraint: loadConstraint(def), variadic });
  }

  const builderInit = fieldInit(op, "builders");
  const builders = [];
  if (builderInit instanceof ListInit) {
    for (const element of builderInit.elements) {
      if (element instanceof DefInit) {
        builders.push({ defName: element.record.name, hasBody: isStringField(element.record, "body") && getString(element.record, "body").length > 0 });
      }
    }
  }
  const skipDefaultBuilders = getBit(op, "skipDefaultBuilders");
  if (builders.length === 0 && skipDefaultBuilders) throw odsError(op, "default builders are skipped and no custom builders provided");

  const assemblyInit = fieldInit(op, "assemblyFormat");
  const hasTrait = (name: string) => traitRecords.some((t) => traitKind(t) !== "pred" && fullyQualifiedTraitName(t) === name);
  const docGroupInit = fieldInit(op, "opDocGroup");
  const dialectName = getString(dialect, "name");
  const opName = getString(op, "opName");

  const model: Operator = {
    defName: op.name,
    dialect: dialect.name,
    dialectName,
    opName,
    operationName: dialectName.length === 0 ? opName : `${dialectName}.${opName}`,
    cppClassName,
    cppNamespace,
    qualCppClassName: cppNamespace.length === 0 ? cppClassName : `${cppNamespace}::${cppClassName}`,
    summary: getStringOrEmpty(op, "summary"),
    description: getStringOrEmpty(op, "description"),
    hasSummary: hasField(op, "summary"),
    hasDescription: hasField(op, "description"),
    ...(assemblyInit instanceof StringInit ? { assemblyFormat: assemblyInit.value } : {}),
    hasCustomAssemblyFormat: getBitOr(op, "hasCustomAssemblyFormat", false),
    hasVerifier: getBitOr(op, "hasVerifier", false),
    hasRegionVerifier: getBitOr(op, "hasRegionVerifier", false),
    hasFolder: getBitOr(op, "hasFolder", false),
    hasCanonicalizer: getBitOr(op, "hasCanonicalizer", false),
    hasCanonicalizeMethod: getBitOr(op, "hasCanonicalizeMethod", false),
    skipDefaultBuilders,
    extraClassDeclaration: getStringOrEmpty(op, "extraClassDeclaration"),
    extraClassDefinition: getStringOrEmpty(op, "extraClassDefinition"),
    operands,
    attributes,
    properties,
    arguments: args,
    results,
    regions,
    successors,
    traits,
    builders,
    operandSegments: hasTrait("::mlir::OpTrait::AttrSizedOperandSegments"),
    resultSegments: hasTrait("::mlir::OpTrait::AttrSizedResultSegments"),
    operandSegmentRule: hasTrait("::mlir::OpTrait::AttrSizedOperandSegments")
      ? "attr-sized"
      : hasTrait("::mlir::OpTrait::SameVariadicOperandSize")
        ? "same-size"
        : "none",
    resultSegmentRule: hasTrait("::mlir::OpTrait::AttrSizedResultSegments")
      ? "attr-sized"
      : hasTrait("::mlir::OpTrait::SameVariadicResultSize")
        ? "same-size"
        : "none",
    allResultTypesKnown: inferred !== undefined,
    ...(docGroupInit instanceof DefInit ? { docGroup: docGroupInit.record.name } : {}),
  };
  checkNameConflicts(op, model);
  return validated(OperatorSchema, model, op);
}

function checkNameConflicts(op: Record, model: Operator): void {
  const seen = new Map<string, string>();
  const check = (name: string, entity: string): void => {
    if (name.length === 0) return;
    const previous = seen.get(name);
    if (previous === undefined) {
      seen.set(name, entity);
      return;
    }
    if (previous === entity) throw odsError(op, `op has a conflict with two ${entity} having the same name '${name}'`);
    throw odsError(op, `op has a conflict with ${previous} and ${entity} both having an entry with the name '${name}'`);
  };
  for (const o of model.operands) check(o.name, "operands");
  for (const r of model.results) check(r.name, "results");
  for (const r of model.regions) check(r.name, "regions");
  for (const s of model.successors) check(s.name, "successors");
}

/** All op records in name order, filtered like mlir-tblgen's -op-include/-op-exclude-regex. */
export function requestedOpRecords(keeper: RecordKeeper, include?: RegExp, exclude?: RegExp): Record[] {
  const opClass = keeper.getClass("Op");
  if (opClass === undefined) throw errorAt(undefined, "ERROR: Couldn't find the 'Op' class!\n");
  const out: Record[] = [];
  for (const record of defsInNameOrder(keeper, "Op")) {
    if (include !== undefined && !include.test(operationName(record))) continue;
    if (exclude !== undefined && exclude.test(operationName(record))) continue;
    out.push(record);
  }
  return out;
}

export { unwrapOpVariable };

/**
 * The segment rules mlir-tblgen enforces when generating op classes: several
 * variable-length operands (results) need SameVariadic*Size or AttrSized*Segments,
 * and AttrSized*Segments needs at least two of them. Docs do not enforce these.
 */
export function segmentRuleErrors(op: Operator): string[] {
  const errors: string[] = [];
  const check = (kind: "operand" | "result", values: readonly NamedTypeConstraint[], rule: Operator["operandSegmentRule"]): void => {
    const variable = values.filter((v) => v.constraint.variadic || v.constraint.optional).length;
    if (variable > 1 && rule === "none") errors.push(`op has multiple variadic ${kind}s but no specification over their sizes`);
    if (variable < 2 && rule === "attr-sized") errors.push(`op must have at least two variadic ${kind}s to use 'AttrSized${kind === "operand" ? "Operand" : "Result"}Segments' trait`);
  };
  check("operand", op.operands, op.operandSegmentRule);
  check("result", op.results, op.resultSegmentRule);
  return errors;
}
