// The body of a generated op's `verifyInvariants`, in MLIR's order: property conversion,
// count traits, attributes, segment sizes, operand/result/region/successor constraints,
// predicate traits, native and interface traits, then the hand-written hook.
import type { Operator } from "../../src/ods/index.js";
import { constraintPredicate, predicateCondition } from "../../src/ods/index.js";
import { docComment, stringLiteral, substitute } from "./names.js";
import { condition, localize, parentOpName, predicateOf, traitBase, traitParams, type OpContext, type ValueGroup } from "./op-common.js";

export function verifierBody(
  op: Operator,
  ctx: OpContext,
  operands: readonly ValueGroup[],
  results: readonly ValueGroup[],
  operandFlags: string,
  resultFlags: string,
  attrs: Operator["attributes"],
): string[] {
  const { keeper } = ctx;
  const out: string[] = [];
  // The checks up to `pureEnd` depend only on the op's properties, types and value,
  // region and successor counts; they are skipped for a signature that passed them.
  let pureEnd: number | undefined;
  const endPure = (): void => {
    pureEnd ??= out.length;
  };
  const fixed = (flags: readonly boolean[]): number => flags.filter((v) => !v).length;
  const opVar = operands.map((o) => o.variadic || o.optional);
  const resVar = results.map((r) => r.variadic || r.optional);
  // Property conversion (MLIR rejects these while parsing `<{...}>`).
  const storageChecks = attrs
    .map((a) => {
      const check = storageCheck(a.attr.storageType, ctx.namespace);
      return check === undefined ? undefined : `[${stringLiteral(a.name)}, (attr: ir.Attribute): boolean => ${check}]`;
    })
    .filter((c): c is string => c !== undefined);
  if (storageChecks.length > 0 || op.operandSegments || op.resultSegments) {
    const segments = [op.operandSegments ? `["operandSegmentSizes", ${operands.length}]` : "", op.resultSegments ? `["resultSegmentSizes", ${results.length}]` : ""].filter((x) => x !== "");
    ctx.typeConstraints.set(`storage:${op.defName}`, {
      name: "",
      code: `const ${op.cppClassName}PropertyChecks = new rt.PropertyChecks([${storageChecks.join(", ")}], [${segments.join(", ")}]);`,
    });
    out.push(`    rt.verifyPropertyStorage(op, ${op.cppClassName}PropertyChecks);`);
  }
  // Count traits in ODS's order: regions, results, successors, operands.
  out.push(`    rt.verifyRegionCount(op, ${op.regions.filter((r) => !r.variadic).length}, ${op.regions.some((r) => r.variadic)});`);
  out.push(`    rt.verifyResultCount(op, ${fixed(resVar)}, ${resVar.some((v) => v)});`);
  out.push(`    rt.verifySuccessorCount(op, ${op.successors.filter((s) => !s.variadic).length}, ${op.successors.some((s) => s.variadic)});`);
  out.push(`    rt.verifyOperandCount(op, ${fixed(opVar)}, ${opVar.some((v) => v)});`);
  // Attributes.
  for (const a of attrs) {
    const predicate = predicateOf(keeper, a.attr.defName);
    const cond = condition(predicate, "attr");
    const required = !a.attr.isOptional && a.attr.defaultValue === undefined;
    const name = stringLiteral(a.name);
    if (required) {
      out.push(`    {\n      const attr = rt.requireAttribute(op, ${name});`);
    } else {
      out.push(`    {\n      const attr = op.getInherentAttr(${name});`);
    }
    if (cond !== undefined) {
      const check = required ? `(${localize(cond, ctx.namespace)})` : `attr === undefined || (${localize(cond, ctx.namespace)})`;
      out.push(`      rt.verifyAttributeConstraint(op, ${name}, ${check}, ${stringLiteral(a.attr.summary)});`);
    } else out.push(`      void attr;`);
    out.push(`    }`);
  }
  if (op.operandSegments) out.push(`    rt.verifySegmentSizes(op, "operandSegmentSizes", "operand", ${operands.length}, op.operands.length);`);
  if (op.resultSegments) out.push(`    rt.verifySegmentSizes(op, "resultSegmentSizes", "result", ${results.length}, op.results.length);`);
  // Operands and results.
  const constraintFunction = (g: ValueGroup, defName: string): string | undefined => {
    const cond = condition(g.predicate, "type");
    if (cond === undefined) return undefined;
    let entry = ctx.typeConstraints.get(defName);
    if (entry === undefined) {
      const name = `typeConstraint${ctx.typeConstraints.size}`;
      entry = {
        name,
        code: `/** ${docComment(g.summary)} */\nfunction ${name}(type: ir.Type): boolean {\n  return ${localize(cond, ctx.namespace)};\n}`,
      };
      ctx.typeConstraints.set(defName, entry);
    }
    return entry.name;
  };
  const valueChecks = (kind: "operand" | "result", list: readonly ValueGroup[], segmented: boolean, defNames: readonly string[]): void => {
    if (list.length === 0) return;
    if (!list.some((g) => g.variadic || g.optional)) {
      // Fixed arity (checked above): no groups to compute.
      list.forEach((g, i) => {
        const fn = constraintFunction(g, defNames[i] as string);
        if (fn === undefined) return;
        const value = kind === "operand" ? `op.getOperand(${i})` : `op.getResult(${i})`;
        out.push(`    if (!${fn}(${value}.type)) throw rt.valueConstraintError(op, ${stringLiteral(kind)}, ${i}, ${value}, ${stringLiteral(g.summary)});`);
      });
      return;
    }
    // Variadic or optional groups: each group's [start, start + length) among the values,
    // walked without materializing the groups (as ODS's getODSOperandIndexAndLength).
    const values = kind === "operand" ? "op.operands" : "op.results";
    const at = (j: string): string => (kind === "operand" ? `op.getOperand(${j})` : `op.getResult(${j})`);
    const numVariadic = list.filter((g) => g.variadic || g.optional).length;
    const numFixed = list.length - numVariadic;
    const needed = list.map((g, i) => ({ g, i, fn: constraintFunction(g, defNames[i] as string) }));
    // Groups after the last one with something to check need no range.
    let last = -1;
    needed.forEach((n, i) => {
      if (n.fn !== undefined || n.g.optional) last = i;
    });
    if (last < 0) return;
    const lines: string[] = [];
    if (segmented) lines.push(`      const sizes = rt.verifiedSegmentSizes(op, ${stringLiteral(kind === "operand" ? "operandSegmentSizes" : "resultSegmentSizes")});`);
    else if (needed.slice(0, last).some((n) => n.g.variadic || n.g.optional)) lines.push(`      const variadicSize = Math.floor((count - ${numFixed}) / ${numVariadic});`);
    lines.push(`      let start = 0;`);
    for (const { g, i, fn } of needed.slice(0, last + 1)) {
      const variable = g.variadic || g.optional;
      const length = segmented ? `Number(sizes[${i}] ?? 0)` : variable ? "variadicSize" : "1";
      const isLast = i === last;
      const failure = (index: string): string => `throw rt.valueConstraintError(op, ${stringLiteral(kind)}, ${index}, value, ${stringLiteral(g.summary)});`;
      if (fn === undefined && !g.optional) lines.push(`      start += ${length};`);
      else if (!segmented && !variable) {
        // A fixed group without segments is one value, present once the counts are checked.
        lines.push(`      {\n        const value = ${at("start")};\n        if (!${fn}(value.type)) ${failure("start")}\n      }`);
        if (!isLast) lines.push(`      start += 1;`);
      } else {
        lines.push(`      {\n        const end = Math.min(start + ${length}, count);`);
        if (g.optional) lines.push(`        rt.verifyOptionalGroup(op, ${stringLiteral(kind)}, start, end - start);`);
        if (fn !== undefined) lines.push(`        for (let j = start; j < end; j++) {\n          const value = ${at("j")};\n          if (!${fn}(value.type)) ${failure("j")}\n        }`);
        if (!isLast) lines.push(`        start = end;`);
        lines.push(`      }`);
      }
    }
    // The value count is read only where a group's end is clamped to it.
    out.push(`    {`);
    if (lines.some((l) => /\bcount\b/.test(l))) out.push(`      const count = ${values}.length;`);
    out.push(...lines);
    out.push(`      void start;\n    }`);
  };
  valueChecks("operand", operands, op.operandSegments, op.operands.map((o) => o.constraint.defName));
  valueChecks("result", results, op.resultSegments, op.results.map((r) => r.constraint.defName));
  // Predicate traits ($name placeholders bound to the op's values and attributes), after the
  // value constraints and before the region and successor ones, as ODS orders them.
  const bindings = new Map<string, string>([["_op", "op"]]);
  const fixedOperands = !operands.some((o) => o.variadic || o.optional);
  const fixedResults = !results.some((r) => r.variadic || r.optional);
  // A fixed group before any variadic or optional one is at its own index (without segments).
  const firstVariable = (list: readonly ValueGroup[]): number => {
    const i = list.findIndex((g) => g.variadic || g.optional);
    return i < 0 ? list.length : i;
  };
  const operandsAtIndex = op.operandSegments ? 0 : firstVariable(operands);
  const resultsAtIndex = op.resultSegments ? 0 : firstVariable(results);
  operands.forEach((o, i) => {
    if (o.name === "") return;
    if (fixedOperands || i < operandsAtIndex) {
      bindings.set(o.name, `op.getOperand(${i})`);
      return;
    }
    const group = `rt.operandGroup(op, ${i}, ${operandFlags}, ${op.operandSegments})`;
    bindings.set(o.name, o.variadic ? group : o.optional ? `${group}[0]` : `(${group}[0] as ir.Value)`);
  });
  results.forEach((r, i) => {
    if (r.name === "") return;
    if (fixedResults || i < resultsAtIndex) {
      bindings.set(r.name, `op.getResult(${i})`);
      return;
    }
    const group = `rt.resultGroup(op, ${i}, ${resultFlags}, ${op.resultSegments})`;
    bindings.set(r.name, r.variadic ? group : r.optional ? `${group}[0]` : `(${group}[0] as ir.Value)`);
  });
  for (const a of attrs) bindings.set(a.name, `rt.typedAttrView(op.getInherentAttr(${stringLiteral(a.name)}))`);
  for (const t of op.traits) {
    if (t.kind !== "pred") continue;
    const record = keeper.getDef(t.defName);
    const predicate = record === undefined ? undefined : constraintPredicate(record);
    if (predicate === undefined) continue;
    const text = predicateCondition(predicate).trim();
    if (text === "true") continue;
    const code = localize(substitute(text, bindings), ctx.namespace);
    if (!typeOnlyPredicate(code)) endPure();
    out.push(`    rt.verifyPredTrait(op, ${code}, ${stringLiteral(t.summary ?? "")});`);
  }
  // Regions and successors.
  op.regions.forEach((r, i) => {
    const cond = condition(predicateOf(keeper, r.constraint.defName), "region");
    if (cond === undefined) return;
    endPure();
    if (r.variadic)
      out.push(
        `    for (let i = ${i}; i < op.regions.length; i++) {\n      const region = op.getRegion(i);\n      rt.verifyRegionConstraint(op, i, ${stringLiteral(r.name)}, ${cond}, ${stringLiteral(r.constraint.summary)});\n    }`,
      );
    else
      out.push(`    {\n      const region = op.getRegion(${i});\n      rt.verifyRegionConstraint(op, ${i}, ${stringLiteral(r.name)}, ${cond}, ${stringLiteral(r.constraint.summary)});\n    }`);
  });
  op.successors.forEach((s, i) => {
    const cond = condition(predicateOf(keeper, s.constraint.defName), "successor");
    if (cond === undefined) return;
    endPure();
    out.push(`    {\n      const successor = op.getSuccessor(${i});\n      rt.verifySuccessorConstraint(op, ${i}, ${stringLiteral(s.name)}, ${cond}, ${stringLiteral(s.constraint.summary)});\n    }`);
  });
  // Native traits with verifiers.
  for (const t of op.traits) {
    if (t.trait === undefined || t.kind === "pred") continue;
    const base = traitBase(t.trait);
    switch (base) {
      case "SameOperandsAndResultType":
      case "SameTypeOperands":
      case "SameOperandsAndResultShape":
      case "SameOperandsShape":
      case "SameOperandsElementType":
      case "SameOperandsAndResultElementType":
      case "Elementwise":
        out.push(`    rt.verify${base}(op);`);
        break;
      case "CastOpInterface":
        endPure();
        if (!ctx.hasHooks) throw new Error(`${op.operationName} is a CastOpInterface op but its dialect has no hand-written module`);
        out.push(`    rt.verifyCastOpInterface(op, hooks.areCastCompatible${op.cppClassName});`);
        break;
      case "BranchOpInterface":
        endPure();
        if (!ctx.hasHooks) throw new Error(`${op.operationName} is a BranchOpInterface op but its dialect has no hand-written module`);
        out.push(`    rt.verifyBranchSuccessorOperands(op, hooks.successorOperands${op.cppClassName});`);
        break;
      case "FunctionOpInterface":
        endPure();
        out.push(`    rt.verifyFunctionOpInterface(op);`);
        break;
      case "HasParent": {
        endPure();
        const parents = traitParams(t.trait).map((p) => parentOpName(p, ctx));
        out.push(`    rt.verifyHasParent(op, [${parents.map(stringLiteral).join(", ")}]);`);
        break;
      }
      default:
        break;
    }
  }
  endPure();
  if (op.hasVerifier) {
    const hook = `verify${op.cppClassName}`;
    if (!ctx.hasHooks) throw new Error(`${op.operationName} has a verifier but its dialect has no hand-written module`);
    out.push(`    hooks.${hook}(op);`);
  }
  // SymbolUserOpInterface::verifySymbolUses, hand-written; run last (upstream runs it once the
  // enclosing symbol table is verified).
  if (op.traits.some((t) => t.trait !== undefined && traitBase(t.trait) === "SymbolUserOpInterface")) {
    if (!ctx.hasHooks) throw new Error(`${op.operationName} uses symbols but its dialect has no hand-written module`);
    out.push(`    hooks.verify${op.cppClassName}SymbolUses(op);`);
  }
  return cacheTypeOnlyChecks(op, out, pureEnd ?? out.length);
}

const COUNT_CHECK = /^ {4}rt\.verify(Region|Result|Successor|Operand)Count\(/;

/**
 * Wraps the first `end` lines (the type- and attribute-only checks) in a signature-cache
 * test, when they check more than the counts (hashing the types costs more than those).
 */
function cacheTypeOnlyChecks(op: Operator, out: string[], end: number): string[] {
  const prefix = out.slice(0, end);
  if (!prefix.some((line) => !COUNT_CHECK.test(line))) return out;
  const cache = `${op.cppClassName}.verifiedSignatures`;
  return [
    `    if (!rt.hasVerifiedSignature(op, ${cache})) {`,
    ...prefix.map((line) => line.replace(/^/gm, "  ")),
    `      rt.rememberSignature(op, ${cache});`,
    `    }`,
    ...out.slice(end),
  ];
}

/**
 * Whether a predicate trait's code reads only the op's values (their types), inherent
 * attributes and value groups, so that it depends only on the op's signature.
 */
function typeOnlyPredicate(code: string): boolean {
  if (/\bhooks\./.test(code)) return false;
  const rest = code
    .replace(/\bop\.(getOperand|getResult)\(\d+\)/g, "")
    .replace(/\bop\.getInherentAttr\("[A-Za-z_][\w]*"\)/g, "")
    .replace(/\brt\.(operandGroup|resultGroup)\(op, /g, "");
  return !/\bop\b/.test(rest);
}

/** A run-time test that an attribute is an instance of an ODS storage type (MLIR's dyn_cast in property conversion). */
export function storageCheck(storageType: string, namespace: string): string | undefined {
  const dense = /^ir\.Dense(I8|I16|I32|I64|F32|F64|Bool)ArrayAttr$/.exec(storageType);
  if (dense !== null) return `ods.isDenseArrayAttr(attr, ${stringLiteral((dense[1] as string).toLowerCase().replace("bool", "i1"))})`;
  switch (storageType) {
    case "ir.Attribute":
      return undefined;
    case "ir.FlatSymbolRefAttr":
      return "ods.isFlatSymbolRefAttr(attr)";
    case "ir.BoolAttr":
      return "ods.isBoolAttr(attr)";
    case "ir.DenseIntElementsAttr":
      return "ods.isDenseIntElementsAttr(attr)";
    case "ir.DenseFPElementsAttr":
      return "ods.isDenseFPElementsAttr(attr)";
    case "ir.TypedAttr":
      return "ods.attrType(attr) !== undefined";
    case "ir.StringAttr":
    case "ir.TypeAttr":
    case "ir.ArrayAttr":
    case "ir.DictionaryAttr":
    case "ir.UnitAttr":
    case "ir.IntegerAttr":
    case "ir.FloatAttr":
    case "ir.SymbolRefAttr":
    case "ir.ElementsAttr":
    case "ir.AffineMapAttr":
      return `attr instanceof ${storageType}`;
    default:
      if (/^[A-Za-z_][\w]*(\.[A-Za-z_][\w]*)?$/.test(storageType) && !storageType.startsWith("ir.")) return `attr instanceof ${localize(storageType, namespace)}`;
      return undefined;
  }
}
