// The builtin dialect's registered operations: builtin.module and
// builtin.unrealized_conversion_cast (the builtin types and attributes are in types.ts,
// attributes.ts, location.ts and affine.ts).
import type { Dialect, RegisteredOperationInfo } from "./dialect.js";
import type { Operation } from "./operation.js";
import { StringAttr } from "./attributes.js";
import { OpTrait } from "./traits.js";
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
  attributeNames: ["sym_name", "sym_visibility"],
};

export const unrealizedConversionCastOp: RegisteredOperationInfo = {
  name: "builtin.unrealized_conversion_cast",
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
};
