// The RegisteredOperationInfo of a generated op: trait objects in ODS order, interface
// implementations, verifiers, inherent attribute names, custom assembly and defaults.
import type { Operator } from "../../src/ods/index.js";
import { stringLiteral } from "./names.js";
import { parentOpName, traitBase, traitParams, type OpContext } from "./op-common.js";
import { bytecodePropertiesField } from "../stubs/op-info-field.js";

/** Traits the runtime provides as `ir.OpTrait.<Name>` (MLIR's `::mlir::OpTrait`). */
const CORE_TRAITS = new Set([
  "ZeroOperands", "ZeroResults", "ZeroSuccessors", "ZeroRegions", "OneRegion", "IsTerminator", "NoTerminator", "SingleBlock",
  "NoRegionArguments", "IsIsolatedFromAbove", "SymbolTable", "AffineScope", "AutomaticAllocationScope", "HasOnlyGraphRegion",
  "HasParallelRegion", "ReturnLike", "ConstantLike", "IsCommutative", "IsIdempotent", "IsInvolution", "AttrSizedOperandSegments",
  "AttrSizedResultSegments", "SameTypeOperands", "SameOperandsAndResultType", "SameOperandsShape", "SameOperandsAndResultShape",
  "SameOperandsElementType", "SameOperandsAndResultElementType", "SameOperandsAndResultRank", "ResultsAreFloatLike",
  "ResultsBroadcastableShape", "Elementwise", "Scalarizable", "Vectorizable", "Tensorizable", "MemRefsNormalizable",
  "HasRecursiveMemoryEffects", "AlwaysSpeculatableImplTrait", "RecursivelySpeculatableImplTrait",
]);

/** The registration record of an op for the IR core. */
export function opInfoStatement(op: Operator, ctx: OpContext, customAssembly?: { readonly parse: string; readonly print: string }): string {
  const traits: string[] = [];
  const interfaces: string[] = [];
  const cls = op.cppClassName;
  const bases = new Set<string>();
  for (const t of op.traits) {
    if (t.trait === undefined) continue;
    const base = traitBase(t.trait);
    bases.add(base);
    if (base === "HasParent") traits.push(`ir.OpTrait.HasParent(${traitParams(t.trait).map((p) => stringLiteral(parentOpName(p, ctx))).join(", ")})`);
    else if (base === "SingleBlockImplicitTerminator") {
      traits.push(`ir.OpTrait.SingleBlockImplicitTerminator(${stringLiteral(parentOpName(traitParams(t.trait)[0] ?? "", ctx))})`);
    } else if (CORE_TRAITS.has(base)) traits.push(`ir.OpTrait.${base}`);
  }
  if (bases.has("SymbolOpInterface")) interfaces.push(`ir.implementation(ir.SymbolOpInterface, {})`);
  if (bases.has("HasOnlyGraphRegion")) interfaces.push(`ir.implementation(ir.RegionKindInterface, ir.onlyGraphRegions)`);
  if (bases.has("AlwaysSpeculatableImplTrait")) interfaces.push(`ir.implementation(ir.ConditionallySpeculatable, ir.alwaysSpeculatable)`);
  if (bases.has("RecursivelySpeculatableImplTrait")) interfaces.push(`ir.implementation(ir.ConditionallySpeculatable, ir.recursivelySpeculatable)`);
  if (bases.has("RegionBranchTerminatorOpInterface"))
    interfaces.push(
      `ir.implementation(ir.RegionBranchTerminatorOpInterface, { getMutableSuccessorOperands: (op: ir.Operation) => new ir.MutableOperandRange(op) })`,
    );
  const hasAsmInterface = bases.has("OpAsmOpInterface");
  if (hasAsmInterface && ctx.hasHooks) {
    interfaces.push(
      `ir.implementation(ir.OpAsmOpInterface, { getAsmResultNames: hooks.resultNames?.[${stringLiteral(cls)}] ?? ((): void => {}), getDefaultDialect: (): string => hooks.defaultDialects[${stringLiteral(cls)}] ?? "" })`,
    );
  } else if (op.results.length > 1 && !hasAsmInterface && op.results.some((r) => r.name.length > 0)) {
    // ODS gives a multi-result op without its own OpAsmOpInterface a getAsmResultNames from
    // its result names (`%sum, %overflow = arith.addui_extended ...`).
    const names = op.results.map((r) => stringLiteral(r.name)).join(", ");
    interfaces.push(
      `ir.implementation(ir.OpAsmOpInterface, { getAsmResultNames: (op: ir.Operation, setName: (value: ir.Value, name: string) => void): void => { [${names}].forEach((name, i) => { if (name !== "") setName(op.getResult(i), name); }); } })`,
    );
  }
  const attributeNames = op.attributes.filter((a) => !a.attr.isDerived).map((a) => a.name);
  if (op.operandSegments) attributeNames.push("operandSegmentSizes");
  if (op.resultSegments) attributeNames.push("resultSegmentSizes");
  const hasDefaults = op.attributes.some((a) => !a.attr.isDerived && a.attr.defaultValue !== undefined && !a.attr.isOptional);
  const assembly =
    customAssembly !== undefined
      ? `{ parse: ${customAssembly.parse}, print: ${customAssembly.print} }`
      : op.hasCustomAssemblyFormat && ctx.hasHooks
        ? `hooks.customAssembly[${stringLiteral(cls)}]`
        : undefined;
  const fields = [
    `  name: ${stringLiteral(op.operationName)},`,
    `  traits: [${traits.join(", ")}],`,
    ...(interfaces.length > 0 ? [`  interfaces: ir.interfaceMap(${interfaces.join(", ")}),`] : []),
    `  verify: ${cls}.verifyInvariants,`,
    ...(op.hasRegionVerifier || (ctx.hasHooks && bases.has("RegionBranchOpInterface")) ? [`  verifyRegions: ${cls}.verifyRegionInvariants,`] : []),
    `  attributeNames: [${attributeNames.map(stringLiteral).join(", ")}],`,
    ...(hasDefaults ? [`  populateDefaultProperties: ${cls}.populateDefaultProperties,`] : []),
    ...bytecodePropertiesField(op, ctx.keeper),
    ...(assembly !== undefined ? [`  ...rt.withAssembly(${assembly}),`] : []),
  ];
  return `export const ${cls}Info: ir.RegisteredOperationInfo = {\n${fields.join("\n")}\n};`;
}
