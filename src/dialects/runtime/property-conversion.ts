// The properties conversion of an ODS op, read from its descriptor: which keys are its
// properties (its attributes and segment sizes), their constraints for MLIR's
// verifyInherentAttrs, and the storage checks its generated setInherentAttr /
// setPropertiesFromAttr apply, with their messages.
import {
  DenseArrayAttr,
  DictionaryAttr,
  IntegerType,
  LEGACY_SEGMENT_SIZE_NAMES,
  type Attribute,
  type NamedAttribute,
  type OpPropertiesConversion,
} from "../../ir/index.js";
import { OPERAND_SEGMENTS, RESULT_SEGMENTS, type OpDescriptor } from "./descriptor.js";
import { printAttribute } from "./values.js";

/** An attribute-stored property: its storage class test (absent: any attribute) and its constraint. */
export interface StoredAttributeProperty {
  readonly name: string;
  readonly storage?: (attr: Attribute) => boolean;
  readonly constraint?: { readonly summary: string; readonly check: (attr: Attribute) => boolean };
  /** A custom form's `prop-dict` must give it (neither optional nor default-valued). */
  readonly requiredInPropDict?: boolean;
}

/**
 * A native property: set from an attribute as written (a stub's: tsmlir knows no more), or
 * as `normalize` converts it (an ODS op's: through the storage of its Property's code).
 */
export interface NativeProperty {
  readonly name: string;
  readonly normalize?: (attr: Attribute) => Attribute | { readonly error: string };
  /** A custom form's `prop-dict` must give it (an ODS Property without a default value). */
  readonly requiredInPropDict?: boolean;
}

/** The keys of an op's properties struct, in declaration order. */
export interface PropertiesLayout {
  readonly attributes: readonly StoredAttributeProperty[];
  /** Segment-size properties (operandSegmentSizes, resultSegmentSizes) with their group counts. */
  readonly segments: readonly (readonly [name: string, groups: number])[];
  readonly native?: readonly NativeProperty[];
}

function isI32Array(attr: Attribute): attr is DenseArrayAttr {
  return attr instanceof DenseArrayAttr && attr.elementType instanceof IntegerType && attr.elementType.width === 32;
}

/** MLIR 19's conversions for an op whose properties struct holds `layout`. */
export class LayoutPropertiesConversion implements OpPropertiesConversion {
  private readonly attributes: ReadonlyMap<string, StoredAttributeProperty>;
  private readonly segments: ReadonlyMap<string, number>;
  private readonly native: ReadonlyMap<string, NativeProperty>;

  /** The attribute properties in the properties struct's order: ODS sorts them by name. */
  private readonly sortedAttributes: readonly StoredAttributeProperty[];

  constructor(private readonly layout: PropertiesLayout) {
    this.attributes = new Map(layout.attributes.map((a) => [a.name, a]));
    this.sortedAttributes = [...layout.attributes].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    this.segments = new Map(layout.segments);
    this.native = new Map((layout.native ?? []).map((p) => [p.name, p]));
  }

  verifyInherentAttributes(attributes: readonly NamedAttribute[]): string | undefined {
    for (const property of this.layout.attributes) {
      const constraint = property.constraint;
      if (constraint === undefined) continue;
      const written = attributes.find((a) => a.name === property.name);
      if (written !== undefined && !constraint.check(written.value)) return `attribute '${property.name}' failed to satisfy constraint: ${constraint.summary}`;
    }
    return undefined;
  }

  inherentProperty(name: string, value: Attribute): NamedAttribute | null | undefined {
    const property = this.attributes.get(name);
    if (property !== undefined) return property.storage === undefined || property.storage(value) ? { name, value } : null;
    const segmentName = LEGACY_SEGMENT_SIZE_NAMES.get(name) ?? name;
    const groups = this.segments.get(segmentName);
    if (groups === undefined) return undefined;
    // Generated setInherentAttr ignores a value of another class or length.
    return isI32Array(value) && value.size() === groups ? { name: segmentName, value } : null;
  }

  // MLIR 19's generated setter goes through the native properties first, then the
  // attributes, each in declaration order: a missing required key, then its conversion.
  setFromParsedAttribute(attr: Attribute, entries: Map<string, Attribute>, excluded: readonly string[]): string | undefined {
    if (!(attr instanceof DictionaryAttr)) return "expected DictionaryAttr to set properties";
    const missing = (name: string): string => `expected key entry for ${name} in DictionaryAttr to set Properties.`;
    for (const [name, property] of this.native) {
      if (excluded.includes(name)) continue;
      const value = attr.get(name);
      if (value === undefined) {
        if (property.requiredInPropDict === true) return missing(name);
        continue;
      }
      const stored = property.normalize === undefined ? value : property.normalize(value);
      if ("error" in stored) return stored.error;
      entries.set(name, stored);
    }
    for (const property of this.layout.attributes) {
      if (excluded.includes(property.name)) continue;
      const value = attr.get(property.name);
      if (value === undefined) {
        if (property.requiredInPropDict === true) return missing(property.name);
        continue;
      }
      if (property.storage !== undefined && !property.storage(value)) return `Invalid attribute \`${property.name}\` in property conversion: ${printAttribute(value)}`;
      entries.set(property.name, value);
    }
    const rest = DictionaryAttr.get(attr.context, attr.value.filter((e) => this.segments.has(e.name) || LEGACY_SEGMENT_SIZE_NAMES.has(e.name)));
    return rest.value.length === 0 ? undefined : this.setFromAttribute(rest, entries);
  }

  setFromAttribute(attr: Attribute, entries: Map<string, Attribute>): string | undefined {
    if (this.attributes.size === 0 && this.segments.size === 0 && this.native.size === 0) return "this operation does not support properties";
    if (!(attr instanceof DictionaryAttr)) return "expected DictionaryAttr to set properties";
    for (const property of this.sortedAttributes) {
      const value = attr.get(property.name);
      if (value === undefined) continue;
      if (property.storage !== undefined && !property.storage(value)) return `Invalid attribute \`${property.name}\` in property conversion: ${printAttribute(value)}`;
      entries.set(property.name, value);
    }
    for (const [name, groups] of this.layout.segments) {
      let value = attr.get(name);
      if (value === undefined) {
        for (const [legacy, current] of LEGACY_SEGMENT_SIZE_NAMES) if (current === name) value = attr.get(legacy);
      }
      if (value === undefined) continue;
      // MLIR's convertFromAttribute for an int32 array names its parameter, not the property.
      if (!isI32Array(value)) return "expected DenseI32ArrayAttr for key `value`";
      if (value.size() !== groups) return `size mismatch in attribute conversion: ${value.size()} vs ${groups}`;
      entries.set(name, value);
    }
    for (const [name, property] of this.native) {
      const value = attr.get(name);
      if (value === undefined) continue;
      const stored = property.normalize === undefined ? value : property.normalize(value);
      if ("error" in stored) return stored.error;
      entries.set(name, stored);
    }
    return undefined;
  }
}

/** The properties layout of an ODS op. */
export function descriptorPropertiesLayout(descriptor: OpDescriptor): PropertiesLayout {
  const segments: (readonly [string, number])[] = [];
  if (descriptor.operandSegments) segments.push([OPERAND_SEGMENTS, descriptor.operands.length]);
  if (descriptor.resultSegments) segments.push([RESULT_SEGMENTS, descriptor.results.length]);
  return {
    attributes: descriptor.attributes.map((a) => ({
      name: a.name,
      ...(a.storage !== undefined ? { storage: a.storage } : {}),
      ...(a.constraint !== undefined ? { constraint: a.constraint } : {}),
      requiredInPropDict: a.presence === "required",
    })),
    segments,
    native: descriptor.properties.map((p) => ({ name: p.name, normalize: (attr: Attribute) => p.normalize(attr.context, attr), requiredInPropDict: !p.hasDefaultValue })),
  };
}
