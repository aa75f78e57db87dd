// The RegisteredOperationInfo of a generated op: traits as the IR core names them,
// verifiers, inherent attribute names, implicit terminator, region kind and the `extra`
// hooks later layers read (op class, custom assembly, defaults, default dialect).
import type { Operator } from "../../src/ods/index.js";
import { stringLiteral } from "./names.js";
import { parentOpName, traitBase, traitParams, type OpContext } from "./op-common.js";

/** The registration record of an op for the IR core. */
export function opInfoStatement(op: Operator, ctx: OpContext, customAssembly?: { readonly parse: string; readonly print: string }): string {
  const traits = new Set<string>();
  let implicitTerminator: string | undefined;
  let graphRegions = false;
  for (const t of op.traits) {
    if (t.trait === undefined) continue;
    const base = traitBase(t.trait);
    traits.add(base);
    if (base === "SymbolOpInterface") traits.add("Symbol");
    if (base === "HasOnlyGraphRegion") graphRegions = true;
    if (base === "SingleBlockImplicitTerminator") {
      implicitTerminator = parentOpName(traitParams(t.trait)[0] ?? "", ctx);
      traits.add("SingleBlock");
    }
  }
  const attributeNames = op.attributes.filter((a) => !a.attr.isDerived).map((a) => a.name);
  if (op.operandSegments) attributeNames.push("operandSegmentSizes");
  if (op.resultSegments) attributeNames.push("resultSegmentSizes");
  const cls = op.cppClassName;
  const hasDefaults = op.attributes.some((a) => !a.attr.isDerived && a.attr.defaultValue !== undefined && !a.attr.isOptional);
  const extras = [`opClass: ${cls}`];
  if (customAssembly !== undefined) extras.push(`customAssembly: { parse: ${customAssembly.parse}, print: ${customAssembly.print} }`);
  if (hasDefaults) extras.push(`populateDefaultProperties: ${cls}.populateDefaultProperties`);
  // Hand-written syntax (hasCustomAssemblyFormat) and OpAsmOpInterface's default dialect come from the dialect module.
  if (customAssembly === undefined && op.hasCustomAssemblyFormat && ctx.hasHooks) extras.push(`customAssembly: hooks.customAssembly[${stringLiteral(cls)}]`);
  if (ctx.hasHooks && op.traits.some((t) => t.trait !== undefined && traitBase(t.trait) === "OpAsmOpInterface")) extras.push(`defaultDialect: hooks.defaultDialects[${stringLiteral(cls)}]`);
  // ODS gives a multi-result op without its own OpAsmOpInterface a getAsmResultNames from
  // its result names (`%sum, %overflow = arith.addui_extended ...`).
  const hasAsmInterface = op.traits.some((t) => t.trait !== undefined && traitBase(t.trait) === "OpAsmOpInterface");
  if (op.results.length > 1 && !hasAsmInterface && op.results.some((r) => r.name.length > 0))
    extras.push(`odsResultNames: [${op.results.map((r) => stringLiteral(r.name)).join(", ")}]`);
  const fields = [
    `  name: ${stringLiteral(op.operationName)},`,
    `  traits: new Set<string>([${[...traits].map(stringLiteral).join(", ")}]),`,
    `  verify: ${cls}.verifyInvariants,`,
    ...(op.hasRegionVerifier || (ctx.hasHooks && op.traits.some((t) => t.trait !== undefined && traitBase(t.trait) === "RegionBranchOpInterface"))
      ? [`  verifyRegions: ${cls}.verifyRegionInvariants,`]
      : []),
    `  attributeNames: [${attributeNames.map(stringLiteral).join(", ")}],`,
    ...(implicitTerminator !== undefined ? [`  implicitTerminator: ${stringLiteral(implicitTerminator)},`] : []),
    ...(graphRegions ? [`  regionKind: () => "graph",`] : []),
    `  extra: { ${extras.join(", ")} },`,
  ];
  return `export const ${cls}Info: ir.RegisteredOperationInfo = {\n${fields.join("\n")}\n};`;
}
