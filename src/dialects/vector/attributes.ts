// vector's attributes as the generated dialect defines them (`#vector.kind<add>`,
// `#vector.iterator_type<parallel>`): what the hand-written syntax and verifiers read and build.
import { type Attribute, type MLIRContext } from "../../ir/index.js";
import { CombiningKind, CombiningKindAttr, IteratorTypeAttr, stringifyCombiningKind, symbolizeIteratorType, type IteratorType } from "../../../generated/vector.js";

/** The cases of vector's IteratorType enum, as its `iterator_type` attribute and strings spell them. */
export function isIteratorTypeName(name: string): name is IteratorType {
  return symbolizeIteratorType(name) !== undefined;
}

/** `#vector.iterator_type<name>`. */
export function iteratorTypeAttribute(context: MLIRContext, name: IteratorType): IteratorTypeAttr {
  return IteratorTypeAttr.get(context, name);
}

/** The case of a `#vector.iterator_type<...>` attribute, undefined for any other attribute. */
export function iteratorTypeName(attr: Attribute): IteratorType | undefined {
  return attr instanceof IteratorTypeAttr ? attr.value : undefined;
}

/** The default combining kind of contract and outerproduct. */
export function defaultCombiningKind(context: MLIRContext): CombiningKindAttr {
  return CombiningKindAttr.get(context, CombiningKind.ADD);
}

/** The keyword of a `#vector.kind<...>` attribute, undefined for any other attribute. */
export function combiningKindName(attr: Attribute | undefined): string | undefined {
  return attr instanceof CombiningKindAttr ? stringifyCombiningKind(attr.value) : undefined;
}
