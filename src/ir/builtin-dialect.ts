// The builtin dialect's registered operations: builtin.module and
// builtin.unrealized_conversion_cast (the builtin types and attributes are in types.ts,
// attributes.ts, location.ts and affine.ts).
import type { Dialect, RegisteredOperationInfo } from "./dialect.js";
import type { Operation, Value } from "./operation.js";
import type { Type } from "./types.js";
import { StringAttr } from "./attributes.js";
import { OpTrait } from "./traits.js";
import { verifySymbol, verifySymbolTable } from "./symbol-table.js";
import { implementation, interfaceMap } from "./interfaces.js";
import { OpAsmOpInterface, RegionKindInterface, SymbolOpInterface, onlyGraphRegions } from "./op-interfaces.js";
import { ConditionallySpeculatable, MemoryEffectOpInterface, alwaysSpeculatable, declaredMemoryEffects } from "./side-effects.js";

const moduleTraits = [
  OpTrait.OneRegion,
  OpTrait.ZeroResults,
  OpTrait.ZeroSuccessors,
  OpTrait.ZeroOperands,
  OpTrait.AffineScope,
  OpTrait.HasOnlyGraphRegion,
  OpTrait.IsIsolatedFromAbove,
  OpTrait.NoRegionArguments,
  OpTrait.NoTerminator,
  OpTrait.SingleBlock,
  OpTrait.SymbolTable,
];

function verifyModule(op: Operation): void {
  for (const name of ["sym_name", "sym_visibility"]) {
    const a = op.getInherentAttr(name);
    if (a !== undefined && !(a instanceof StringAttr))
      throw op.emitOpError(`attribute '${name}' failed to satisfy constraint: string attribute`);
  }
  const region = op.regions[0];
  if (region !== undefined && !region.hasOneBlock())
    throw op.emitOpError("region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks");
  // The SymbolTable and Symbol traits, after the invariants (ModuleOp's trait order).
  verifySymbolTable(op);
  verifySymbol(op, true);
  for (const { name } of op.attributes.value) {
    if (!name.includes(".") && name !== "sym_name" && name !== "sym_visibility")
      throw op.emitOpError(`can only contain attributes with dialect-prefixed names, found: '${name}'`);
  }
}

export const builtinModuleOp: RegisteredOperationInfo = {
  name: "builtin.module",
  traits: moduleTraits,
  interfaces: interfaceMap(
    // ModuleOp::getDefaultDialect: builtin ops print without their prefix in a module's body.
    implementation(OpAsmOpInterface, { getDefaultDialect: () => "builtin" }),
    implementation(RegionKindInterface, onlyGraphRegions),
    implementation(SymbolOpInterface, { isOptionalSymbol: () => true }),
  ),
  verify: verifyModule,
  verifiesOrderedTraits: true,
  attributeNames: ["sym_name", "sym_visibility"],
};

function sameTypes(a: readonly Type[], b: readonly Type[]): boolean {
  return a.length === b.length && a.every((t, i) => t === b[i]);
}

/**
 * The fold of builtin.unrealized_conversion_cast (as MLIR 19's): a cast whose operand types
 * are its result types folds to its operands, and a cast of all the results of a cast back
 * to that cast's operand types folds to those operands. Undefined when it does not fold.
 */
export function foldUnrealizedConversionCast(op: Operation): readonly Value[] | undefined {
  const inputs = op.getOperands();
  const resultTypes = op.getResultTypes();
  if (sameTypes(inputs.map((v) => v.type), resultTypes)) return inputs;
  const first = inputs[0];
  const inputOp = first?.definingOp ?? null;
  if (inputOp === null || inputOp.name !== op.name) return undefined;
  const inputResults: readonly Value[] = inputOp.results;
  if (inputResults.length !== inputs.length || inputResults.some((r, i) => r !== inputs[i])) return undefined;
  const inputOperands = inputOp.getOperands();
  return sameTypes(inputOperands.map((v) => v.type), resultTypes) ? inputOperands : undefined;
}

export const unrealizedConversionCastOp: RegisteredOperationInfo = {
  name: "builtin.unrealized_conversion_cast",
  fold: (op, _operands, results) => {
    const folded = foldUnrealizedConversionCast(op);
    if (folded === undefined) return false;
    results.push(...folded);
    return true;
  },
  traits: [OpTrait.ZeroRegions, OpTrait.ZeroSuccessors, OpTrait.AlwaysSpeculatableImplTrait],
  interfaces: interfaceMap(
    implementation(ConditionallySpeculatable, alwaysSpeculatable),
    implementation(MemoryEffectOpInterface, declaredMemoryEffects([], () => [0, 0])),
  ),
  attributeNames: [],
};

export const builtinDialect: Dialect = {
  namespace: "builtin",
  operations: [builtinModuleOp, unrealizedConversionCastOp],
  // MLIR's builtin blob manager: `dense_resource` blobs, one handle per key and context.
  declareResource: (context, key) => context.getOrCreateBuiltinResource(key),
  resourceEntriesAreBlobs: true,
};
