// How text sets a registered op's properties, as MLIR 19 does for ops with a properties
// struct: inherent attributes written in the attribute dictionary are checked against
// their constraints (verifyInherentAttrs) and stored one by one (setInherentAttr, which
// silently drops a value of the wrong storage class); then a `<{...}>` dictionary is
// converted on top (setPropertiesFromAttr: only the op's own keys, each converted or the
// whole op refused). Registrations that know their properties provide the conversion;
// the text layer drives it.
import { DictionaryAttr, type Attribute, type NamedAttribute } from "./attributes.js";
import type { MLIRContext } from "./context.js";

/** The spellings of ODS's segment-size properties before they were renamed, which MLIR 19 still reads. */
export const LEGACY_SEGMENT_SIZE_NAMES: ReadonlyMap<string, string> = new Map([
  ["operand_segment_sizes", "operandSegmentSizes"],
  ["result_segment_sizes", "resultSegmentSizes"],
]);

/** A registered op's conversions between attributes and its stored properties. */
export interface OpPropertiesConversion {
  /**
   * MLIR's verifyInherentAttrs: for the inherent attributes found in `attributes`, in
   * declaration order, the message of the first that fails its constraint
   * ("attribute 'x' failed to satisfy constraint: ...").
   */
  verifyInherentAttributes(attributes: readonly NamedAttribute[]): string | undefined;
  /**
   * MLIR's setInherentAttr: the property that inherent attribute `name` sets, `null` when
   * `name` is inherent but `value` cannot be stored (MLIR drops it), `undefined` when
   * `name` is not inherent (the attribute stays discardable).
   */
  inherentProperty(name: string, value: Attribute): NamedAttribute | null | undefined;
  /**
   * MLIR's setPropertiesFromAttr: stores the op's keys of `attr` into `entries` (other keys
   * are ignored); returns the reason when `attr` cannot be converted.
   */
  setFromAttribute(attr: Attribute, entries: Map<string, Attribute>): string | undefined;
  /**
   * MLIR's setPropertiesFromParsedAttr, for a custom form with `prop-dict`: like
   * setFromAttribute for `attr` (the dictionary written there, `{}` when none was), except
   * the keys its format binds elsewhere (`excluded`), and a native property without a
   * default must be given. Absent: setFromAttribute's rules.
   */
  setFromParsedAttribute?(attr: Attribute, entries: Map<string, Attribute>, excluded: readonly string[]): string | undefined;
}

/** What text gives a registered op: its properties and discardable attributes, or why MLIR refuses them. */
export type PropertiesFromText =
  | { readonly properties: Attribute | null; readonly discardable: readonly NamedAttribute[] | undefined }
  | { readonly inherentAttributeError: string }
  | { readonly invalidProperties: string };

/**
 * The properties and discardable attributes of an op parsed with `attributes` (its
 * attribute dictionary) and `properties` (its `<{...}>`, or null), as MLIR's generic
 * parser and Operation::create set them.
 */
export function propertiesFromText(
  conversion: OpPropertiesConversion,
  context: MLIRContext,
  properties: Attribute | null,
  attributes: readonly NamedAttribute[] | undefined,
): PropertiesFromText {
  const entries = new Map<string, Attribute>();
  let discardable: NamedAttribute[] | undefined;
  if (attributes !== undefined && attributes.length > 0) {
    // The parser pre-checks inherent attributes only when no `<{...}>` is given.
    if (properties === null) {
      const message = conversion.verifyInherentAttributes(attributes);
      if (message !== undefined) return { inherentAttributeError: message };
    }
    // Stored in the dictionary's (sorted) order: a later spelling of a property wins.
    for (const attribute of isSorted(attributes) ? attributes : [...attributes].sort(byName)) {
      const stored = conversion.inherentProperty(attribute.name, attribute.value);
      if (stored === undefined) (discardable ??= []).push(attribute);
      else if (stored !== null) entries.set(stored.name, stored.value);
    }
  }
  if (properties !== null) {
    const failure = conversion.setFromAttribute(properties, entries);
    if (failure !== undefined) return { invalidProperties: failure };
  }
  const stored: NamedAttribute[] = [];
  for (const [name, value] of entries) stored.push({ name, value });
  return {
    properties: stored.length === 0 ? null : DictionaryAttr.get(context, stored),
    discardable: attributes === undefined ? undefined : (discardable ?? []),
  };
}

function byName(a: NamedAttribute, b: NamedAttribute): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

function isSorted(attributes: readonly NamedAttribute[]): boolean {
  for (let i = 1; i < attributes.length; i++) if (byName(attributes[i - 1] as NamedAttribute, attributes[i] as NamedAttribute) > 0) return false;
  return true;
}
