// MLIR's OperationState: what a custom parser accumulates before the op is created.
import { DictionaryAttr, type Attribute, type NamedAttribute } from "../../ir/attributes.js";
import type { MLIRContext, OperationName } from "../../ir/context.js";
import type { Location } from "../../ir/location.js";
import { Operation, Region, type Block, type Value } from "../../ir/operation.js";
import type { Type } from "../../ir/types.js";

const NO_BLOCKS: readonly Block[] = Object.freeze([]);

export class OperationState {
  readonly name: OperationName;
  location: Location;
  readonly operands: Value[] = [];
  readonly types: Type[] = [];
  /** Inherent and discardable attributes alike; split by `toOperation`. */
  readonly attributes: NamedAttribute[] = [];
  private successorList: Block[] | undefined;
  private regionList: Region[] | undefined;
  /** A properties attribute given as a whole (`prop-dict`), merged with inherent attributes. */
  propertiesAttr: Attribute | null = null;
  /**
   * Set when `propertiesAttr` was converted by the op's properties conversion (MLIR's
   * setPropertiesFromParsedAttr): inherent attributes of the attribute dictionary are then
   * set over it, as MLIR's Operation::create does (setInherentAttr, dropping a value of the
   * wrong storage class).
   */
  propertiesConverted = false;
  /** The entries `addAttrDictAttributes` added (an attr-dict's). */
  private attrDictEntries: Set<NamedAttribute> | undefined = undefined;

  constructor(name: OperationName, location: Location) {
    this.name = name;
    this.location = location;
  }

  get context(): MLIRContext {
    return this.location.context;
  }

  /** Successors added so far (allocated on first use: most ops have none). */
  get successors(): Block[] {
    return (this.successorList ??= []);
  }

  /** Regions added so far (allocated on first use). */
  get regions(): Region[] {
    return (this.regionList ??= []);
  }

  addOperands(values: readonly Value[]): void {
    for (const v of values) this.operands.push(v);
  }
  addOperand(value: Value): void {
    this.operands.push(value);
  }
  addTypes(types: readonly Type[]): void {
    for (const t of types) this.types.push(t);
  }
  addType(type: Type): void {
    this.types.push(type);
  }
  addAttribute(name: string, value: Attribute): void {
    this.attributes.push({ name, value });
  }
  addAttributes(entries: readonly NamedAttribute[]): void {
    for (const e of entries) this.attributes.push(e);
  }
  /**
   * The entries of a format's `attr-dict`: added like any, but at creation an inherent one
   * is set over what the format parsed for the same name (MLIR keeps those apart, in the
   * properties and the attribute list, and sets the attributes last).
   */
  addAttrDictAttributes(entries: readonly NamedAttribute[]): void {
    const fromDict = (this.attrDictEntries ??= new Set());
    for (const e of entries) {
      this.attributes.push(e);
      fromDict.add(e);
    }
  }
  /**
   * Sets a native property (no attribute: MLIR's `getOrAddProperties<Properties>()`), as
   * tsmlir stores it: an entry of the properties dictionary.
   */
  setProperty(name: string, value: Attribute): void {
    const props = this.propertiesAttr;
    const entries = props instanceof DictionaryAttr ? props.value.filter((e) => e.name !== name) : [];
    this.propertiesAttr = DictionaryAttr.get(this.context, [...entries, { name, value }]);
  }
  getAttribute(name: string): Attribute | undefined {
    for (let i = this.attributes.length - 1; i >= 0; i--) {
      const entry = this.attributes[i] as NamedAttribute;
      if (entry.name === name) return entry.value;
    }
    if (this.propertiesAttr instanceof DictionaryAttr) return this.propertiesAttr.get(name);
    return undefined;
  }
  addSuccessors(blocks: readonly Block[]): void {
    for (const b of blocks) this.successors.push(b);
  }
  addSuccessor(block: Block): void {
    this.successors.push(block);
  }
  /** A new empty region owned by the state. */
  addRegion(region: Region = new Region()): Region {
    this.regions.push(region);
    return region;
  }

  /**
   * Creates the op. Inherent attributes of a registered op (its ODS argument names) go
   * into the properties, the rest stay discardable, as MLIR does for parsed ops.
   */
  toOperation(): Operation {
    const context = this.context;
    // The common case of formats without attributes: nothing to split.
    if (this.attributes.length === 0 && this.propertiesAttr === null) return this.create(null, undefined);
    const inherentNames = this.name.info?.attributeNames;
    const inherent: NamedAttribute[] = [];
    const discardable: NamedAttribute[] = [];
    const props = this.propertiesAttr;
    if (props instanceof DictionaryAttr) for (const e of props.value) inherent.push(e);
    const conversion = this.propertiesConverted ? this.name.info?.propertiesConversion : undefined;
    for (const entry of this.attributes) {
      if (conversion !== undefined) {
        const stored = conversion.inherentProperty(entry.name, entry.value);
        if (stored === undefined) discardable.push(entry);
        else if (stored !== null) setOver(inherent, stored);
      } else if (inherentNames !== undefined && inherentNames.includes(entry.name)) {
        // MLIR stores the attributes first and sets the properties over them: a property given both ways keeps its `<{...}>` value.
        if (!inherent.some((e) => e.name === entry.name)) inherent.push(entry);
        // An attr-dict entry is set over the value the format parsed (not over `<{...}>`).
        else if (this.attrDictEntries?.has(entry) === true && !(props instanceof DictionaryAttr && props.get(entry.name) !== undefined)) {
          const stored = this.name.info?.propertiesConversion?.inherentProperty(entry.name, entry.value);
          if (stored !== null) setOver(inherent, stored ?? entry);
        }
      } else {
        discardable.push(entry);
      }
    }
    let properties: Attribute | null = null;
    if (inherent.length > 0) properties = DictionaryAttr.get(context, inherent);
    else if (props !== null && !(props instanceof DictionaryAttr)) properties = props;
    return this.create(properties, discardable.length === 0 ? undefined : DictionaryAttr.get(context, discardable));
  }

  /** The op from its parts (no intermediate state object: a custom parser creates every op this way), the regions moved in. */
  private create(properties: Attribute | null, attributes: DictionaryAttr | undefined): Operation {
    const regions = this.regionList;
    const op = Operation.createFromParts(this.name, this.location, properties, attributes, this.types, this.operands, this.successorList ?? NO_BLOCKS, regions?.length ?? 0);
    if (regions !== undefined) for (let i = 0; i < regions.length; i++) (op.regions[i] as Region).takeBody(regions[i] as Region);
    return op;
  }
}

/** Sets `entry` in `inherent`, over an entry of the same name if there is one. */
function setOver(inherent: NamedAttribute[], entry: NamedAttribute): void {
  const at = inherent.findIndex((e) => e.name === entry.name);
  if (at < 0) inherent.push(entry);
  else inherent[at] = entry;
}
