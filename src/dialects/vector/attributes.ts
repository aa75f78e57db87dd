// vector's attributes as tsmlir keeps them: opaque (`#vector.kind<add>` is the opaque
// attribute of body `kind<add>`), so the hand-written syntax builds and reads their bodies.
import { NoneType, OpaqueAttr, type Attribute, type MLIRContext } from "../../ir/index.js";

/** `#vector.<body>`. */
export function vectorAttribute(context: MLIRContext, body: string): OpaqueAttr {
  return OpaqueAttr.get(context, "vector", body, NoneType.get(context));
}

/** The cases of vector's IteratorType enum, as its `iterator_type` attribute and strings spell them. */
export const ITERATOR_TYPES: readonly string[] = ["parallel", "reduction"];

/** `#vector.iterator_type<name>`. */
export function iteratorTypeAttribute(context: MLIRContext, name: string): OpaqueAttr {
  return vectorAttribute(context, `iterator_type<${name}>`);
}

/** The case of a `#vector.iterator_type<...>` attribute, undefined for any other attribute. */
export function iteratorTypeName(attr: Attribute): string | undefined {
  if (!(attr instanceof OpaqueAttr) || attr.dialect !== "vector") return undefined;
  const match = /^iterator_type<\s*([a-z_]+)\s*>$/.exec(attr.data);
  return match?.[1];
}

/** The default combining kind of contract and outerproduct. */
export function defaultCombiningKind(context: MLIRContext): OpaqueAttr {
  return vectorAttribute(context, "kind<add>");
}
