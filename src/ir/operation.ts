// The mutable IR: operations, blocks, regions and SSA values with use lists.
//
// Layout choices for speed and memory at millions of ops:
// * ops in a block and blocks in a region are intrusive doubly-linked lists, so
//   insertion/removal anywhere is O(1);
// * every use is an OpOperand/BlockOperand in a doubly-linked use list of its value/block;
// * empty operand/result/region/successor lists share one frozen empty array.
import type { MLIRContext, OperationName } from "./context.js";
import type { Type } from "./types.js";
import { Attribute, DictionaryAttr, type NamedAttribute } from "./attributes.js";
import { FileLineColLoc, type Location } from "./location.js";
import { type IRDiagnosticError, operationError } from "./diagnostics.js";
import { OpTrait, type OpTraitKey } from "./traits.js";
import type { OpInterface, OpInterfaceView } from "./interfaces.js";

const EMPTY: readonly never[] = Object.freeze([]);
/** Argument lists up to this long grow by copying (exact size), longer ones by push. */
const EXACT_ARGUMENT_LISTS = 16;

export abstract class Value {
  declare type: Type;
  /** Head of the use list. */
  firstUse: OpOperand | null = null;
  constructor(type: Type) {
    this.type = type;
  }
  abstract get parentBlock(): Block | null;
  /** The op defining this value (null for block arguments). */
  abstract get definingOp(): Operation | null;
  abstract get location(): Location;
  get parentRegion(): Region | null {
    return this.parentBlock?.parent ?? null;
  }
  hasUses(): boolean {
    return this.firstUse !== null;
  }
  hasOneUse(): boolean {
    return this.firstUse !== null && this.firstUse.nextUse === null;
  }
  *uses(): IterableIterator<OpOperand> {
    for (let u = this.firstUse; u !== null; ) {
      const next = u.nextUse;
      yield u;
      u = next;
    }
  }
  /** Users (with repetition when an op uses the value twice), in use-list order. */
  users(): Operation[] {
    const out: Operation[] = [];
    for (let u = this.firstUse; u !== null; u = u.nextUse) out.push(u.owner);
    return out;
  }
  getNumUses(): number {
    let n = 0;
    for (let u = this.firstUse; u !== null; u = u.nextUse) n++;
    return n;
  }
  replaceAllUsesWith(other: Value): void {
    if (other === this) return;
    while (this.firstUse !== null) this.firstUse.set(other);
  }
  /** Replaces the uses for which `predicate` holds. */
  replaceUsesWithIf(other: Value, predicate: (use: OpOperand) => boolean): void {
    for (let u = this.firstUse; u !== null; ) {
      const next = u.nextUse;
      if (predicate(u)) u.set(other);
      u = next;
    }
  }
  replaceAllUsesExcept(other: Value, except: Operation): void {
    this.replaceUsesWithIf(other, (u) => u.owner !== except);
  }
}

export class OpResult extends Value {
  declare readonly owner: Operation;
  declare readonly index: number;
  constructor(type: Type, owner: Operation, index: number) {
    super(type);
    this.owner = owner;
    this.index = index;
  }
  get parentBlock(): Block | null {
    return this.owner.parent;
  }
  get definingOp(): Operation {
    return this.owner;
  }
  get location(): Location {
    return this.owner.location;
  }
}

export class BlockArgument extends Value {
  declare owner: Block;
  declare index: number;
  declare loc: Location;
  constructor(type: Type, owner: Block, index: number, loc: Location) {
    super(type);
    this.owner = owner;
    this.index = index;
    this.loc = loc;
  }
  get parentBlock(): Block {
    return this.owner;
  }
  get definingOp(): null {
    return null;
  }
  get location(): Location {
    return this.loc;
  }
}

/**
 * A value of no op and no block: what a reader stands in for a use it meets before the
 * value's definition, replacing it by the defined value once it reads the definition.
 */
export class ForwardReferenceValue extends Value {
  declare readonly loc: Location;
  constructor(type: Type, loc: Location) {
    super(type);
    this.loc = loc;
  }
  get parentBlock(): null {
    return null;
  }
  get definingOp(): null {
    return null;
  }
  get location(): Location {
    return this.loc;
  }
}

/** One use of a value by an operation. */
export class OpOperand {
  declare value: Value;
  declare readonly owner: Operation;
  nextUse: OpOperand | null = null;
  prevUse: OpOperand | null = null;
  constructor(owner: Operation, value: Value) {
    this.owner = owner;
    this.value = value;
    this.link();
  }
  /** The operand number in the owner (computed: operand lists are short, uses are many). */
  get index(): number {
    return this.owner.operandNumber(this);
  }
  private link(): void {
    const head = this.value.firstUse;
    this.nextUse = head;
    if (head !== null) head.prevUse = this;
    this.value.firstUse = this;
  }
  /** Unlinks from the current value's use list. */
  unlink(): void {
    const { prevUse, nextUse } = this;
    if (prevUse !== null) prevUse.nextUse = nextUse;
    else if (this.value.firstUse === this) this.value.firstUse = nextUse;
    if (nextUse !== null) nextUse.prevUse = prevUse;
    this.prevUse = null;
    this.nextUse = null;
  }
  get(): Value {
    return this.value;
  }
  set(value: Value): void {
    if (value === this.value) return;
    this.unlink();
    this.value = value;
    this.link();
  }
}

/** One use of a block as a successor of a terminator. */
export class BlockOperand {
  declare block: Block;
  declare readonly owner: Operation;
  nextUse: BlockOperand | null = null;
  prevUse: BlockOperand | null = null;
  constructor(owner: Operation, block: Block) {
    this.owner = owner;
    this.block = block;
    this.link();
  }
  /** The successor number in the owner. */
  get index(): number {
    return this.owner.successors.indexOf(this);
  }
  private link(): void {
    const head = this.block.firstUse;
    this.nextUse = head;
    if (head !== null) head.prevUse = this;
    this.block.firstUse = this;
  }
  unlink(): void {
    const { prevUse, nextUse } = this;
    if (prevUse !== null) prevUse.nextUse = nextUse;
    else if (this.block.firstUse === this) this.block.firstUse = nextUse;
    if (nextUse !== null) nextUse.prevUse = prevUse;
    this.prevUse = null;
    this.nextUse = null;
  }
  set(block: Block): void {
    if (block === this.block) return;
    this.unlink();
    this.block = block;
    this.link();
  }
}

export interface OperationState {
  readonly name: OperationName;
  readonly location: Location;
  readonly operands?: readonly Value[];
  readonly resultTypes?: readonly Type[];
  /** Inherent attributes: for unregistered ops the `<{...}>` dictionary kept as-is. */
  readonly properties?: Attribute | null;
  /** Discardable attributes (a dictionary or a list, sorted on creation). */
  readonly attributes?: DictionaryAttr | readonly NamedAttribute[];
  readonly successors?: readonly Block[];
  /** Number of (empty) regions to create, or regions to take over (moved in). */
  readonly regions?: number | readonly Region[];
}

export class Operation {
  declare readonly name: OperationName;
  /**
   * The location, or the index of a file:line:col the parser left packed in the context
   * (src/ir/packed-locations.ts: most ops' locations are never read); `location` makes
   * the object on first read.
   */
  private declare locationStore: Location | number;
  /**
   * The operands and results: the shared empty list, the only one, or a list of two or
   * more. Most ops have one result and many one operand, and a list costs 56 bytes more
   * than its element (a million-op module holds a million of them); `operands` and
   * `results` still give lists, while getOperand/getResult/numOperands/numResults
   * allocate nothing.
   */
  private declare operandStore: OpOperand | readonly OpOperand[];
  private declare resultStore: OpResult | readonly OpResult[];
  /** Inherent attributes/properties (null when none). */
  declare properties: Attribute | null;
  /** The discardable attribute dictionary (shared empty dictionary when none). */
  declare attributes: DictionaryAttr;
  declare readonly regions: readonly Region[];
  declare successors: readonly BlockOperand[];
  declare parent: Block | null;
  declare prev: Operation | null;
  declare next: Operation | null;
  /** Position in the parent block, valid while the block's order is valid. */
  declare orderIndex: number;
  /**
   * Scratch slot of the op printer (src/asm/printer.ts): the number of result #0 while
   * the parent block is stamped with the printer's epoch. Meaningless elsewhere; a field
   * instead of a Map<Value, number> because printing numbers every value.
   */
  declare asmId: number;
  /**
   * Scratch slot of the rewrite layer (src/rewrite/region-dce.ts): the token of the
   * liveness analysis that proved the op live. Meaningless elsewhere; a field instead of
   * a Set<Operation> because region DCE visits every op, several times.
   */
  declare rewriteMark: object | null;
  /**
   * Scratch slots of the rewrite layer's worklists (src/rewrite/worklist.ts): the worklist
   * holding the op and its position there. Meaningless elsewhere; fields instead of a
   * Map<Operation, number> because a greedy rewrite puts every op on its worklist.
   */
  declare worklistOwner: object | null;
  declare worklistSlot: number;

  private constructor(
    name: OperationName,
    location: Location,
    properties: Attribute | null,
    attributes: DictionaryAttr,
    resultTypes: readonly Type[],
    numRegions: number,
  ) {
    // Fields are laid out in the order of their first assignment: what every walk reads
    // (links, name, results, regions, operands) and the rewrite scratch slots come first,
    // so that visiting an op touches one or two cache lines rather than three.
    this.parent = null;
    this.prev = null;
    this.next = null;
    this.name = name;
    this.resultStore = EMPTY;
    this.regions = EMPTY;
    this.operandStore = EMPTY;
    this.rewriteMark = null;
    this.worklistOwner = null;
    this.worklistSlot = 0;
    this.locationStore = location;
    this.properties = properties;
    this.attributes = attributes;
    this.successors = EMPTY;
    this.orderIndex = 0;
    this.asmId = 0;
    // Short lists are array literals: V8 pretenures literal allocation sites whose objects
    // survive (IR does), which spares the scavenger copying them.
    const numResults = resultTypes.length;
    if (numResults === 0) this.resultStore = EMPTY;
    else if (numResults === 1) this.resultStore = new OpResult(resultTypes[0] as Type, this, 0);
    else if (numResults === 2) this.resultStore = [new OpResult(resultTypes[0] as Type, this, 0), new OpResult(resultTypes[1] as Type, this, 1)];
    else {
      const results = new Array<OpResult>(numResults);
      for (let i = 0; i < numResults; i++) results[i] = new OpResult(resultTypes[i] as Type, this, i);
      this.resultStore = results;
    }
    if (numRegions === 0) this.regions = EMPTY;
    else if (numRegions === 1) this.regions = [new Region(this)];
    else {
      const regions = new Array<Region>(numRegions);
      for (let i = 0; i < numRegions; i++) regions[i] = new Region(this);
      this.regions = regions;
    }
  }

  /** Creates a detached operation. */
  static create(state: OperationState): Operation {
    const context = state.location.context;
    const attrs = state.attributes;
    const dict =
      attrs === undefined
        ? context.emptyDictionary()
        : attrs instanceof DictionaryAttr
          ? attrs
          : DictionaryAttr.get(context, attrs);
    const regionSpec = state.regions ?? 0;
    const numRegions = typeof regionSpec === "number" ? regionSpec : regionSpec.length;
    let properties = state.properties ?? null;
    let discardable = dict;
    const inherentNames = state.name.info?.attributeNames;
    if (inherentNames !== undefined && inherentNames.length > 0 && dict.value.length > 0 && (properties === null || properties instanceof DictionaryAttr)) {
      // As MLIR's Operation::setAttrs: inherent attributes given in the attribute
      // dictionary are stored in the properties instead.
      [properties, discardable] = splitInherent(context, inherentNames, properties, dict);
    }
    const op = new Operation(state.name, state.location, properties, discardable, state.resultTypes ?? EMPTY, numRegions);
    if (state.operands !== undefined && state.operands.length > 0) op.setOperands(state.operands);
    if (state.successors !== undefined && state.successors.length > 0) op.setSuccessors(state.successors);
    if (typeof regionSpec !== "number") {
      for (let i = 0; i < regionSpec.length; i++) (op.regions[i] as Region).takeBody(regionSpec[i] as Region);
    }
    return op;
  }

  /**
   * Operation.create for callers that already hold the parts (the bytecode reader): no
   * state object, no region bodies to move in. Same semantics for inherent attributes.
   */
  static createFromParts(
    name: OperationName,
    location: Location,
    properties: Attribute | null,
    attributes: DictionaryAttr | undefined,
    resultTypes: readonly Type[],
    operands: readonly Value[],
    successors: readonly Block[],
    numRegions: number,
  ): Operation {
    let discardable = attributes ?? location.context.emptyDictionary();
    if (discardable.value.length > 0) {
      const inherentNames = name.info?.attributeNames;
      if (inherentNames !== undefined && inherentNames.length > 0 && (properties === null || properties instanceof DictionaryAttr)) {
        [properties, discardable] = splitInherent(location.context, inherentNames, properties, discardable);
      }
    }
    const op = new Operation(name, location, properties, discardable, resultTypes, numRegions);
    if (operands.length > 0) op.setOperands(operands);
    if (successors.length > 0) op.setSuccessors(successors);
    return op;
  }

  get context(): MLIRContext {
    return this.name.context;
  }

  get location(): Location {
    const store = this.locationStore;
    return typeof store === "number" ? this.unpackLocation(store) : store;
  }
  set location(location: Location) {
    this.locationStore = location;
  }
  /**
   * Sets the location to the file:line:col `context.packedLocations.pack` stored at
   * `index` (what the parser does for a plain `loc("file":line:col)`).
   */
  setPackedLocation(index: number): void {
    this.locationStore = index;
  }
  private unpackLocation(index: number): Location {
    const context = this.name.context;
    const { filename, line, column } = context.packedLocations.unpack(index);
    const location = FileLineColLoc.get(context, filename, line, column);
    this.locationStore = location;
    return location;
  }

  /** The op name as a string. */
  get opName(): string {
    return this.name.name;
  }

  isRegistered(): boolean {
    return this.name.info !== undefined;
  }

  /** Whether the op is registered with `trait` (a trait object, or a parametric trait's factory). */
  hasTrait(trait: OpTraitKey): boolean {
    return this.name.hasTrait(trait);
  }

  /** MLIR's mightHaveTrait: unregistered ops might have any trait. */
  mightHaveTrait(trait: OpTraitKey): boolean {
    return this.name.mightHaveTrait(trait);
  }

  /** A view of an interface the op implements (MLIR's dyn_cast<Interface>), or undefined. */
  getInterface<M>(key: OpInterface<M, keyof M>): OpInterfaceView<M> | undefined {
    return key.get(this);
  }

  // ---- operands ----
  /** The operand uses as a list (a new one-element list for an op with one operand). */
  get operands(): readonly OpOperand[] {
    const store = this.operandStore;
    return store instanceof OpOperand ? [store] : store;
  }
  get numOperands(): number {
    const store = this.operandStore;
    return store instanceof OpOperand ? 1 : store.length;
  }
  /** The use of operand #index (MLIR's getOpOperand). */
  getOpOperand(index: number): OpOperand {
    const store = this.operandStore;
    const o = store instanceof OpOperand ? (index === 0 ? store : undefined) : store[index];
    if (o === undefined) throw new RangeError(`operand #${index} out of range`);
    return o;
  }
  getOperand(index: number): Value {
    return this.getOpOperand(index).value;
  }
  /** The operand number of `use`, one of this op's operands (-1 if it is none). */
  operandNumber(use: OpOperand): number {
    const store = this.operandStore;
    return store instanceof OpOperand ? (store === use ? 0 : -1) : store.indexOf(use);
  }
  getOperands(): Value[] {
    const store = this.operandStore;
    if (store instanceof OpOperand) return [store.value];
    const out = new Array<Value>(store.length);
    for (let i = 0; i < store.length; i++) out[i] = (store[i] as OpOperand).value;
    return out;
  }
  setOperand(index: number, value: Value): void {
    this.getOpOperand(index).set(value);
  }
  /** Replaces all operands (dropping the old uses). */
  setOperands(values: readonly Value[]): void {
    this.unlinkOperands();
    const n = values.length;
    // Array literals for short lists (pretenured by V8, see the constructor).
    if (n === 0) this.operandStore = EMPTY;
    else if (n === 1) this.operandStore = new OpOperand(this, values[0] as Value);
    else if (n === 2) this.operandStore = [new OpOperand(this, values[0] as Value), new OpOperand(this, values[1] as Value)];
    else if (n === 3) {
      this.operandStore = [new OpOperand(this, values[0] as Value), new OpOperand(this, values[1] as Value), new OpOperand(this, values[2] as Value)];
    } else {
      const list = new Array<OpOperand>(n);
      for (let i = 0; i < n; i++) list[i] = new OpOperand(this, values[i] as Value);
      this.operandStore = list;
    }
  }
  private unlinkOperands(): void {
    // Indexed loops here: an iterator object per call adds up over millions of ops.
    const store = this.operandStore;
    if (store instanceof OpOperand) store.unlink();
    else for (let i = 0; i < store.length; i++) (store[i] as OpOperand).unlink();
  }
  /** Inserts operands at `index` (shifting later ones). */
  insertOperands(index: number, values: readonly Value[]): void {
    const current = this.getOperands();
    current.splice(index, 0, ...values);
    this.setOperands(current);
  }
  eraseOperand(index: number): void {
    const current = this.getOperands();
    current.splice(index, 1);
    this.setOperands(current);
  }
  /** Unlinks this op's own operands and successors from their use lists. */
  dropOwnReferences(): void {
    this.unlinkOperands();
    this.operandStore = EMPTY;
    const successors = this.successors;
    for (let i = 0; i < successors.length; i++) (successors[i] as BlockOperand).unlink();
    this.successors = EMPTY;
  }
  /** MLIR's dropAllReferences: drops the references of this op and every nested op. */
  dropAllReferences(): void {
    if (this.regions.length === 0) this.dropOwnReferences();
    else walkOps(this, (op) => op.dropOwnReferences(), "post");
  }

  // ---- results ----
  /** The results as a list (a new one-element list for an op with one result). */
  get results(): readonly OpResult[] {
    const store = this.resultStore;
    return store instanceof OpResult ? [store] : store;
  }
  get numResults(): number {
    const store = this.resultStore;
    return store instanceof OpResult ? 1 : store.length;
  }
  getResult(index: number): OpResult {
    const store = this.resultStore;
    const r = store instanceof OpResult ? (index === 0 ? store : undefined) : store[index];
    if (r === undefined) throw new RangeError(`result #${index} out of range`);
    return r;
  }
  getResultTypes(): Type[] {
    const store = this.resultStore;
    return store instanceof OpResult ? [store.type] : store.map((r) => r.type);
  }
  /** Whether no result has a use. */
  useEmpty(): boolean {
    const store = this.resultStore;
    if (store instanceof OpResult) return store.firstUse === null;
    for (let i = 0; i < store.length; i++) if ((store[i] as OpResult).firstUse !== null) return false;
    return true;
  }
  replaceAllUsesWith(values: readonly Value[] | Operation): void {
    const n = values instanceof Operation ? values.numResults : values.length;
    if (n !== this.numResults) throw new RangeError("replaceAllUsesWith: result count mismatch");
    for (let i = 0; i < n; i++) this.getResult(i).replaceAllUsesWith(values instanceof Operation ? values.getResult(i) : (values[i] as Value));
  }

  // ---- successors ----
  get numSuccessors(): number {
    return this.successors.length;
  }
  getSuccessor(index: number): Block {
    const s = this.successors[index];
    if (s === undefined) throw new RangeError(`successor #${index} out of range`);
    return s.block;
  }
  getSuccessors(): Block[] {
    return this.successors.map((s) => s.block);
  }
  setSuccessor(index: number, block: Block): void {
    const s = this.successors[index];
    if (s === undefined) throw new RangeError(`successor #${index} out of range`);
    s.set(block);
  }
  setSuccessors(blocks: readonly Block[]): void {
    const old = this.successors;
    for (let i = 0; i < old.length; i++) (old[i] as BlockOperand).unlink();
    if (blocks.length === 0) {
      this.successors = EMPTY;
      return;
    }
    if (blocks.length === 1) {
      this.successors = [new BlockOperand(this, blocks[0] as Block)];
      return;
    }
    const list = new Array<BlockOperand>(blocks.length);
    for (let i = 0; i < blocks.length; i++) list[i] = new BlockOperand(this, blocks[i] as Block);
    this.successors = list;
  }

  // ---- regions ----
  get numRegions(): number {
    return this.regions.length;
  }
  getRegion(index: number): Region {
    const r = this.regions[index];
    if (r === undefined) throw new RangeError(`region #${index} out of range`);
    return r;
  }

  // ---- attributes ----
  /** The inherent attributes as a dictionary, when the properties are one. */
  get propertiesDictionary(): DictionaryAttr | undefined {
    return this.properties instanceof DictionaryAttr ? this.properties : undefined;
  }
  /** An inherent attribute (from the properties dictionary), then a discardable one. */
  getAttr(name: string): Attribute | undefined {
    const props = this.properties;
    if (props instanceof DictionaryAttr) {
      const v = props.get(name);
      if (v !== undefined) return v;
    }
    return this.attributes.get(name);
  }
  getInherentAttr(name: string): Attribute | undefined {
    const props = this.properties;
    return props instanceof DictionaryAttr ? props.get(name) : undefined;
  }
  getDiscardableAttr(name: string): Attribute | undefined {
    return this.attributes.get(name);
  }
  hasAttr(name: string): boolean {
    return this.getAttr(name) !== undefined;
  }
  /**
   * Sets an attribute: into the properties when it is an inherent attribute of a
   * registered op (or already present there), else into the discardable dictionary.
   */
  setAttr(name: string, value: Attribute): void {
    const props = this.properties;
    const info = this.name.info;
    if (props instanceof DictionaryAttr && (props.contains(name) || info?.attributeNames?.includes(name) === true)) {
      this.properties = props.with(name, value);
      return;
    }
    if (props === null && info?.attributeNames?.includes(name) === true) {
      this.properties = DictionaryAttr.get(this.context, [{ name, value }]);
      return;
    }
    this.attributes = this.attributes.with(name, value);
  }
  setDiscardableAttr(name: string, value: Attribute): void {
    this.attributes = this.attributes.with(name, value);
  }
  removeDiscardableAttr(name: string): Attribute | undefined {
    const old = this.attributes.get(name);
    if (old !== undefined) this.attributes = this.attributes.with(name, undefined);
    return old;
  }
  /** Removes an attribute from the properties dictionary or the discardable ones. */
  removeAttr(name: string): Attribute | undefined {
    const props = this.properties;
    if (props instanceof DictionaryAttr && props.contains(name)) {
      const old = props.get(name);
      this.properties = props.with(name, undefined);
      return old;
    }
    return this.removeDiscardableAttr(name);
  }

  // ---- structure ----
  get parentRegion(): Region | null {
    return this.parent?.parent ?? null;
  }
  /** The closest enclosing operation (MLIR's getParentOp). */
  get parentOp(): Operation | null {
    return this.parent?.parent?.parentOp ?? null;
  }
  getParentOp(): Operation | null {
    return this.parentOp;
  }
  /** The closest ancestor with the given name, or satisfying the predicate. */
  getParentOfType(match: string | ((op: Operation) => boolean)): Operation | null {
    for (let p = this.parentOp; p !== null; p = p.parentOp) {
      if (typeof match === "string" ? p.name.name === match : match(p)) return p;
    }
    return null;
  }
  getParentWithTrait(trait: OpTraitKey): Operation | null {
    for (let p = this.parentOp; p !== null; p = p.parentOp) if (p.hasTrait(trait)) return p;
    return null;
  }
  /** Whether this op is `other` or contains it. */
  isAncestor(other: Operation): boolean {
    for (let p: Operation | null = other; p !== null; p = p.parentOp) if (p === this) return true;
    return false;
  }
  isProperAncestor(other: Operation): boolean {
    return other !== this && this.isAncestor(other);
  }
  /** Whether `block` lies in one of this op's regions (at any depth). */
  isAncestorRegionOf(block: Block | null): boolean {
    for (let b = block; b !== null; ) {
      const region = b.parent;
      if (region === null) return false;
      const owner = region.parentOp;
      if (owner === this) return true;
      if (owner === null) return false;
      b = owner.parent;
    }
    return false;
  }
  /** Whether this op comes before `other` in the same block. */
  isBeforeInBlock(other: Operation): boolean {
    const block = this.parent;
    if (block === null || other.parent !== block) throw new Error("isBeforeInBlock: ops not in the same block");
    if (!block.isOpOrderValid()) block.recomputeOpOrder();
    return this.orderIndex < other.orderIndex;
  }

  /** Unlinks from the parent block (the op stays alive). */
  remove(): void {
    const block = this.parent;
    if (block === null) return;
    block.unlinkOperation(this);
  }
  /** Removes from the parent block and drops every reference (the results must be unused). */
  erase(): void {
    this.remove();
    this.destroy();
  }
  /** Drops references of this op and everything nested in it. */
  destroy(): void {
    const numResults = this.numResults;
    for (let i = 0; i < numResults; i++) {
      if (this.getResult(i).firstUse !== null) throw new Error(`erase of '${this.name.name}' whose result #${i} still has uses`);
    }
    // Most erased ops have no regions: no walk (its closure and frames) for them.
    if (this.regions.length === 0) this.dropOwnReferences();
    else walkOps(this, (op) => op.dropOwnReferences(), "post");
  }
  moveBefore(anchor: Operation): void {
    const block = anchor.parent;
    if (block === null) throw new Error("moveBefore: anchor is not in a block");
    this.remove();
    block.insertBefore(this, anchor);
  }
  moveAfter(anchor: Operation): void {
    const block = anchor.parent;
    if (block === null) throw new Error("moveAfter: anchor is not in a block");
    this.remove();
    block.insertAfter(this, anchor);
  }

  /** An error diagnostic at this op's location with MLIR's `'name' op ` prefix. */
  emitOpError(message: string): IRDiagnosticError {
    return operationError(this, `'${this.name.name}' op ${message}`);
  }
  /** An error at this op's location (with MLIR's "see current operation" note). */
  emitError(message: string): IRDiagnosticError {
    return operationError(this, message);
  }
}

/** Moves the entries of `attrs` named in `inherentNames` into the properties dictionary. */
function splitInherent(
  context: MLIRContext,
  inherentNames: readonly string[],
  properties: DictionaryAttr | null,
  attrs: DictionaryAttr,
): [DictionaryAttr | null, DictionaryAttr] {
  let moved: NamedAttribute[] | undefined;
  let kept: NamedAttribute[] | undefined;
  const entries = attrs.value;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i] as NamedAttribute;
    if (inherentNames.includes(e.name)) {
      if (moved === undefined) {
        moved = [];
        kept = entries.slice(0, i);
      }
      moved.push(e);
    } else if (kept !== undefined) kept.push(e);
  }
  if (moved === undefined) return [properties, attrs];
  // As MLIR's Operation::create: the attributes are stored first, then the properties
  // given alongside them are set over them.
  const merged = properties === null ? moved : [...moved.filter((m) => !properties.contains(m.name)), ...properties.value];
  return [DictionaryAttr.get(context, merged), DictionaryAttr.get(context, kept ?? [])];
}

export class Block {
  declare arguments: BlockArgument[];
  parent: Region | null = null;
  firstOp: Operation | null = null;
  lastOp: Operation | null = null;
  prev: Block | null = null;
  next: Block | null = null;
  /** Head of the list of successor uses (predecessor terminators). */
  firstUse: BlockOperand | null = null;
  private orderValid = true;
  private count = 0;
  /**
   * Scratch state of the op printer (src/asm/printer.ts), valid while `asmEpoch` is the
   * printer's epoch: the block's position in its region and the number of its first
   * argument (`-1 - n` for entry blocks, whose arguments print as `%argN`).
   */
  declare asmEpoch: number;
  declare asmOrdering: number;
  declare asmArgBase: number;

  constructor() {
    this.arguments = EMPTY as unknown as BlockArgument[];
    this.asmEpoch = 0;
    this.asmOrdering = 0;
    this.asmArgBase = 0;
  }

  get parentOp(): Operation | null {
    return this.parent?.parentOp ?? null;
  }
  getParentOp(): Operation | null {
    return this.parentOp;
  }
  get numArguments(): number {
    return this.arguments.length;
  }
  getArgument(index: number): BlockArgument {
    const a = this.arguments[index];
    if (a === undefined) throw new RangeError(`block argument #${index} out of range`);
    return a;
  }
  addArgument(type: Type, loc: Location): BlockArgument {
    const old = this.arguments;
    const n = old.length;
    const arg = new BlockArgument(type, this, n, loc);
    if (n < EXACT_ARGUMENT_LISTS) {
      // Copied rather than pushed while short: a pushed array reserves room for 16 more,
      // which is most of a block's argument memory.
      const grown = new Array<BlockArgument>(n + 1);
      for (let i = 0; i < n; i++) grown[i] = old[i] as BlockArgument;
      grown[n] = arg;
      this.arguments = grown;
    } else old.push(arg);
    return arg;
  }
  insertArgument(index: number, type: Type, loc: Location): BlockArgument {
    if (this.arguments.length === 0) this.arguments = [];
    const arg = new BlockArgument(type, this, index, loc);
    this.arguments.splice(index, 0, arg);
    for (let i = index + 1; i < this.arguments.length; i++) (this.arguments[i] as BlockArgument).index = i;
    return arg;
  }
  /** Erases an argument that has no uses. */
  eraseArgument(index: number): void {
    const arg = this.getArgument(index);
    if (arg.firstUse !== null) throw new Error(`erase of block argument #${index} that still has uses`);
    this.arguments.splice(index, 1);
    for (let i = index; i < this.arguments.length; i++) (this.arguments[i] as BlockArgument).index = i;
  }
  getArgumentTypes(): Type[] {
    return this.arguments.map((a) => a.type);
  }

  /** Number of operations (O(1)). */
  get size(): number {
    return this.count;
  }
  empty(): boolean {
    return this.firstOp === null;
  }
  *operations(): IterableIterator<Operation> {
    for (let op = this.firstOp; op !== null; ) {
      const next = op.next;
      yield op;
      op = next;
    }
  }
  /** The ops as an array (a snapshot). */
  getOperations(): Operation[] {
    const out: Operation[] = [];
    for (let op = this.firstOp; op !== null; op = op.next) out.push(op);
    return out;
  }
  /** The last op when it is (or might be) a terminator, as MLIR's getTerminator. */
  get terminator(): Operation | null {
    const last = this.lastOp;
    return last !== null && last.mightHaveTrait(OpTrait.IsTerminator) ? last : null;
  }

  append(op: Operation): void {
    this.insertBefore(op, null);
  }
  prepend(op: Operation): void {
    this.insertBefore(op, this.firstOp);
  }
  /** Inserts a detached op before `anchor` (null: at the end). */
  insertBefore(op: Operation, anchor: Operation | null): void {
    if (op.parent !== null) throw new Error("insert of an operation that is already in a block");
    op.parent = this;
    op.next = anchor;
    if (anchor === null) {
      op.prev = this.lastOp;
      if (this.lastOp !== null) {
        this.lastOp.next = op;
        // Appending keeps the order valid cheaply.
        if (this.orderValid) op.orderIndex = this.lastOp.orderIndex + 1;
      } else {
        this.firstOp = op;
        op.orderIndex = 0;
      }
      this.lastOp = op;
    } else {
      op.prev = anchor.prev;
      if (anchor.prev !== null) anchor.prev.next = op;
      else this.firstOp = op;
      anchor.prev = op;
      this.orderValid = false;
    }
    this.count++;
  }
  insertAfter(op: Operation, anchor: Operation): void {
    this.insertBefore(op, anchor.next);
  }
  /** Internal: unlinks `op` (which must be in this block). */
  unlinkOperation(op: Operation): void {
    if (op.prev !== null) op.prev.next = op.next;
    else this.firstOp = op.next;
    if (op.next !== null) op.next.prev = op.prev;
    else this.lastOp = op.prev;
    op.prev = null;
    op.next = null;
    op.parent = null;
    this.count--;
  }
  isOpOrderValid(): boolean {
    return this.orderValid;
  }
  recomputeOpOrder(): void {
    let i = 0;
    for (let op = this.firstOp; op !== null; op = op.next) op.orderIndex = i++;
    this.orderValid = true;
  }
  /** Moves the ops from `start` (inclusive) to `end` (exclusive, null: the end) of their block before `anchor` here. */
  spliceBefore(anchor: Operation | null, start: Operation, end: Operation | null = null): void {
    const moving: Operation[] = [];
    for (let op: Operation | null = start; op !== null && op !== end; op = op.next) moving.push(op);
    for (const op of moving) {
      op.remove();
      this.insertBefore(op, anchor);
    }
  }

  // ---- CFG ----
  /** Predecessor blocks (one entry per successor use). */
  getPredecessors(): Block[] {
    const out: Block[] = [];
    for (let u = this.firstUse; u !== null; u = u.nextUse) {
      const b = u.owner.parent;
      if (b !== null) out.push(b);
    }
    return out;
  }
  hasNoPredecessors(): boolean {
    return this.firstUse === null;
  }
  getSuccessors(): Block[] {
    const t = this.lastOp;
    return t === null ? [] : t.getSuccessors();
  }
  isEntryBlock(): boolean {
    return this.parent !== null && this.parent.firstBlock === this;
  }
  /** Removes from the parent region (the block stays alive). */
  remove(): void {
    this.parent?.unlinkBlock(this);
  }
  /** Removes from the parent region and destroys the ops (argument and result uses must be gone). */
  erase(): void {
    this.remove();
    this.dropAllReferences();
    for (const s of this.successorUses()) s.unlink();
  }
  private successorUses(): BlockOperand[] {
    const out: BlockOperand[] = [];
    for (let u = this.firstUse; u !== null; u = u.nextUse) out.push(u);
    return out;
  }
  dropAllReferences(): void {
    for (let op = this.firstOp; op !== null; op = op.next) op.dropAllReferences();
  }
  /** Replaces every successor use of this block by `other`. */
  replaceAllUsesWith(other: Block): void {
    while (this.firstUse !== null) this.firstUse.set(other);
  }
  /** The ancestor of `op` that is directly in this block, or null. */
  findAncestorOpInBlock(op: Operation): Operation | null {
    for (let cur: Operation | null = op; cur !== null; cur = cur.parentOp) if (cur.parent === this) return cur;
    return null;
  }
}

export class Region {
  /** The op owning this region (null only for a region not yet attached). */
  declare parentOp: Operation | null;
  firstBlock: Block | null = null;
  lastBlock: Block | null = null;
  constructor(parentOp: Operation | null = null) {
    this.parentOp = parentOp;
  }
  get context(): MLIRContext | undefined {
    return this.parentOp?.context;
  }
  empty(): boolean {
    return this.firstBlock === null;
  }
  hasOneBlock(): boolean {
    return this.firstBlock !== null && this.firstBlock === this.lastBlock;
  }
  *blocks(): IterableIterator<Block> {
    for (let b = this.firstBlock; b !== null; ) {
      const next = b.next;
      yield b;
      b = next;
    }
  }
  getBlocks(): Block[] {
    const out: Block[] = [];
    for (let b = this.firstBlock; b !== null; b = b.next) out.push(b);
    return out;
  }
  get numBlocks(): number {
    let n = 0;
    for (let b = this.firstBlock; b !== null; b = b.next) n++;
    return n;
  }
  /** Index of this region in its parent op. */
  get regionNumber(): number {
    return this.parentOp === null ? 0 : this.parentOp.regions.indexOf(this);
  }
  /** The region containing this region's parent op. */
  get parentRegion(): Region | null {
    return this.parentOp?.parentRegion ?? null;
  }
  appendBlock(block: Block): void {
    this.insertBlockBefore(block, null);
  }
  /** Inserts a detached block before `anchor` (null: at the end). */
  insertBlockBefore(block: Block, anchor: Block | null): void {
    if (block.parent !== null) throw new Error("insert of a block that is already in a region");
    block.parent = this;
    block.next = anchor;
    if (anchor === null) {
      block.prev = this.lastBlock;
      if (this.lastBlock !== null) this.lastBlock.next = block;
      else this.firstBlock = block;
      this.lastBlock = block;
    } else {
      block.prev = anchor.prev;
      if (anchor.prev !== null) anchor.prev.next = block;
      else this.firstBlock = block;
      anchor.prev = block;
    }
  }
  /** Internal: unlinks a block of this region. */
  unlinkBlock(block: Block): void {
    if (block.prev !== null) block.prev.next = block.next;
    else this.firstBlock = block.next;
    if (block.next !== null) block.next.prev = block.prev;
    else this.lastBlock = block.prev;
    block.prev = null;
    block.next = null;
    block.parent = null;
  }
  /** Moves all blocks of `other` to the end of this region. */
  takeBody(other: Region): void {
    for (let b = other.firstBlock; b !== null; ) {
      const next = b.next;
      other.unlinkBlock(b);
      this.appendBlock(b);
      b = next;
    }
  }
  dropAllReferences(): void {
    for (let b = this.firstBlock; b !== null; b = b.next) b.dropAllReferences();
  }
  /** Whether this region is `other` or contains it. */
  isAncestor(other: Region): boolean {
    for (let r: Region | null = other; r !== null; r = r.parentRegion) if (r === this) return true;
    return false;
  }
  isProperAncestor(other: Region): boolean {
    return other !== this && this.isAncestor(other);
  }
  /** The ancestor of `op` directly in one of this region's blocks, or null. */
  findAncestorOpInRegion(op: Operation): Operation | null {
    for (let cur: Operation | null = op; cur !== null; cur = cur.parentOp) if (cur.parentRegion === this) return cur;
    return null;
  }
  findAncestorBlockInRegion(block: Block): Block | null {
    let b: Block | null = block;
    while (b !== null) {
      if (b.parent === this) return b;
      b = b.parentOp?.parent ?? null;
    }
    return null;
  }
}

export type WalkOrder = "pre" | "post";
/** What a walk callback returns: continue (undefined/"advance"), skip the op's regions (pre-order), or stop. */
export type WalkResult = "advance" | "skip" | "interrupt" | void;

interface WalkFrame {
  op: Operation;
  region: number;
  block: Block | null;
  cursor: Operation | null;
}

/**
 * Visits `root` and every op nested in it, without recursion (any nesting depth).
 * Post-order visits an op after its regions; the callback may erase the op it is given.
 * Returns "interrupt" if a callback interrupted the walk, else "advance".
 */
export function walkOps(
  root: Operation,
  callback: (op: Operation) => WalkResult,
  order: WalkOrder = "post",
): "advance" | "interrupt" {
  const stack: WalkFrame[] = [];
  const enter = (op: Operation): boolean => {
    if (order === "pre") {
      const r = callback(op);
      if (r === "interrupt") return false;
      if (r === "skip") {
        return true;
      }
    }
    stack.push({ op, region: -1, block: null, cursor: null });
    return true;
  };
  if (!enter(root)) return "interrupt";
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as WalkFrame;
    // Find the next nested op to enter.
    let nextOp: Operation | null = frame.cursor;
    while (nextOp === null) {
      if (frame.block !== null && frame.block.next !== null) {
        frame.block = frame.block.next;
        nextOp = frame.block.firstOp;
        continue;
      }
      frame.region++;
      const region = frame.op.regions[frame.region];
      if (region === undefined) break;
      frame.block = region.firstBlock;
      nextOp = frame.block === null ? null : frame.block.firstOp;
    }
    if (nextOp === null) {
      stack.pop();
      if (order === "post" && callback(frame.op) === "interrupt") return "interrupt";
      continue;
    }
    frame.cursor = nextOp.next;
    if (!enter(nextOp)) return "interrupt";
  }
  return "advance";
}

export function walkBlocks(root: Operation, callback: (block: Block) => WalkResult): "advance" | "interrupt" {
  let interrupted = false;
  walkOps(
    root,
    (op) => {
      for (const r of op.regions) {
        for (let b = r.firstBlock; b !== null; ) {
          const next = b.next;
          if (callback(b) === "interrupt") {
            interrupted = true;
            return "interrupt";
          }
          b = next;
        }
      }
      return undefined;
    },
    "pre",
  );
  return interrupted ? "interrupt" : "advance";
}
