// Which transform ops implement which of the dialect's op interfaces and traits, as the C++
// classes of MLIR 19 declare them (TransformOps.h.inc and the extensions' .h.inc). tsmlir
// keeps no interface objects for these, so the facts are written here, by op name.
import type { Operation } from "../../ir/index.js";
import { isDialectType } from "../ods.js";
import type { Type } from "../../ir/index.js";

/** The op of the test extension that may start a script without being a transform (no TransformOpInterface). */
const TEST_UNRESTRICTED_OP = "transform.test_transform_unrestricted_op_no_interface";

/** The ops carrying PossibleTopLevelTransformOpTrait. */
const POSSIBLE_TOP_LEVEL: ReadonlySet<string> = new Set(["transform.sequence", "transform.alternatives", "transform.with_pdl_patterns", TEST_UNRESTRICTED_OP]);

/** Transform ops that are not transforms: terminators, pattern descriptors and type converter builders. */
function isNonTransformOp(name: string): boolean {
  return (
    name === "transform.yield" ||
    name === "transform.match.structured.yield" ||
    name === TEST_UNRESTRICTED_OP ||
    isPatternDescriptorName(name) ||
    isTypeConverterBuilderName(name)
  );
}

function isTypeConverterBuilderName(name: string): boolean {
  return name.startsWith("transform.type_conversion.") || name === "transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter";
}

/** PatternDescriptorOpInterface: every `apply_patterns.*` op, and the conversion pattern descriptors (`apply_conversion_patterns.*`). */
function isPatternDescriptorName(name: string): boolean {
  if (name.startsWith("transform.apply_patterns.")) return true;
  return name.startsWith("transform.apply_conversion_patterns.") && !isTypeConverterBuilderName(name);
}

/** Whether `op` implements TransformOpInterface (a registered transform op that is not one of the exceptions). */
export function implementsTransformOpInterface(op: Operation): boolean {
  return op.isRegistered() && op.opName.startsWith("transform.") && !isNonTransformOp(op.opName);
}

/**
 * An op of transform's test extension that mlir-opt 19 registers and tsmlir does not define
 * (src/dialects/test/TestTransformDialectExtension.td defines some; the others stay
 * unregistered, src/dialects/upstream/extensions.ts): its interfaces and effects are unknown
 * here, so checks that depend on them give it the benefit of the doubt.
 */
export function isTestExtensionStandIn(op: Operation): boolean {
  return !op.isRegistered() && op.opName.startsWith("transform.test");
}

/** TypeConverterBuilderOpInterface: the `type_conversion.*` ops and memref's LLVM type converter builder. */
export function implementsTypeConverterBuilderOpInterface(op: Operation): boolean {
  return op.isRegistered() && isTypeConverterBuilderName(op.opName);
}

export function implementsPatternDescriptorOpInterface(op: Operation): boolean {
  return op.isRegistered() && isPatternDescriptorName(op.opName);
}

export function isPossibleTopLevelTransformOp(op: Operation): boolean {
  return POSSIBLE_TOP_LEVEL.has(op.opName);
}

/** The closest ancestor of `op` that is a possible top-level transform op. */
export function possibleTopLevelParent(op: Operation): Operation | null {
  for (let parent = op.parentOp; parent !== null; parent = parent.parentOp) if (isPossibleTopLevelTransformOp(parent)) return parent;
  return null;
}

/** TransformHandleTypeInterface (pdl's operation type is one through transform's PDL extension). */
export function isHandleType(t: Type): boolean {
  return isDialectType(t, "transform", "any_op") || isDialectType(t, "transform", "op") || isDialectType(t, "pdl", "operation");
}

export function isValueHandleType(t: Type): boolean {
  return isDialectType(t, "transform", "any_value");
}

export function isParamType(t: Type): boolean {
  return isDialectType(t, "transform", "any_param") || isDialectType(t, "transform", "param") || isDialectType(t, "transform", "affine_map") || isDialectType(t, "transform", "type");
}

/** Whether two types implement the same one of the handle, value handle and parameter interfaces. */
export function implementSameTransformInterface(a: Type, b: Type): boolean {
  return (isHandleType(a) && isHandleType(b)) || (isValueHandleType(a) && isValueHandleType(b)) || (isParamType(a) && isParamType(b));
}
