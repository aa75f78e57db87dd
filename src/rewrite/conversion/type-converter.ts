// Type conversions of a dialect conversion (MLIR's TypeConverter): callbacks turning a
// type into zero, one or several legal types (tried most recently added first), the
// signature conversion of blocks, and the materializations that bridge a value of one
// type to another where the IR still needs it: argument (new block arguments back to the
// original type), source (a converted value back to the original type) and target (a
// value to the converted type).
import type { OpBuilder } from "../../ir/builder.js";
import type { Location } from "../../ir/location.js";
import type { Block, Value } from "../../ir/operation.js";
import type { Type } from "../../ir/types.js";

/**
 * A conversion callback: the converted type (a 1:1 conversion), an array of types (1:N,
 * empty to drop the value), null to declare the type unconvertible, or undefined to let
 * the earlier-added callbacks decide.
 */
export type TypeConversionCallback = (type: Type) => Type | readonly Type[] | null | undefined;

/** A materialization: a value of `resultType` built from `inputs` at the builder's point, or undefined to let earlier ones try. */
export type MaterializationCallback = (builder: OpBuilder, resultType: Type, inputs: readonly Value[], location: Location) => Value | undefined;

/** How the arguments of a block change (MLIR's TypeConverter::SignatureConversion). */
export class SignatureConversion {
  private readonly remapped: (InputMapping | undefined)[];
  private readonly types: Type[] = [];

  constructor(numOrigInputs: number) {
    this.remapped = Array.from({ length: numOrigInputs }, () => undefined);
  }

  /** The argument types of the new signature. */
  getConvertedTypes(): readonly Type[] {
    return this.types;
  }
  /** What original input `index` became (undefined: dropped without replacement). */
  getInputMapping(index: number): InputMapping | undefined {
    return this.remapped[index];
  }
  get numOrigInputs(): number {
    return this.remapped.length;
  }
  /** Original input `origInputNo` becomes the new arguments of `types` (appended to the signature); without input number, new arguments. */
  addInputs(origInputNo: number, types: readonly Type[]): void;
  addInputs(types: readonly Type[]): void;
  addInputs(first: number | readonly Type[], types?: readonly Type[]): void {
    if (typeof first === "number") {
      const list = types ?? [];
      if (list.length === 0) throw new Error("SignatureConversion.addInputs: expected at least one type");
      this.remapped[first] = { inputNo: this.types.length, size: list.length, replacementValue: undefined };
      this.types.push(...list);
      return;
    }
    if (first.length === 0) throw new Error("SignatureConversion.addInputs: 1->0 remappings need not be added");
    this.types.push(...first);
  }
  /** Original input `origInputNo` is dropped and its uses take `replacement`. */
  remapInput(origInputNo: number, replacement: Value): void {
    this.remapped[origInputNo] = { inputNo: origInputNo, size: 0, replacementValue: replacement };
  }
}

export interface InputMapping {
  /** The first new argument standing for the input. */
  readonly inputNo: number;
  /** How many new arguments stand for it (0 when replaced by a value). */
  readonly size: number;
  readonly replacementValue: Value | undefined;
}

export class TypeConverter {
  private readonly conversions: TypeConversionCallback[] = [];
  private readonly argumentMaterializations: MaterializationCallback[] = [];
  private readonly sourceMaterializations: MaterializationCallback[] = [];
  private readonly targetMaterializations: MaterializationCallback[] = [];
  /** Successful conversions and failures (null), as MLIR caches them. */
  private readonly cache = new Map<Type, readonly Type[] | null>();

  /** Adds a conversion; later ones are tried first. */
  addConversion(callback: TypeConversionCallback): this {
    this.conversions.push(callback);
    this.cache.clear();
    return this;
  }
  addArgumentMaterialization(callback: MaterializationCallback): this {
    this.argumentMaterializations.push(callback);
    return this;
  }
  addSourceMaterialization(callback: MaterializationCallback): this {
    this.sourceMaterializations.push(callback);
    return this;
  }
  addTargetMaterialization(callback: MaterializationCallback): this {
    this.targetMaterializations.push(callback);
    return this;
  }

  /** The types `type` converts to (empty: dropped), or undefined when it cannot be converted. */
  convertTypes(type: Type): readonly Type[] | undefined {
    const cached = this.cache.get(type);
    if (cached !== undefined) return cached ?? undefined;
    for (let i = this.conversions.length - 1; i >= 0; i--) {
      const result = (this.conversions[i] as TypeConversionCallback)(type);
      if (result === undefined) continue;
      const list = result === null ? null : Array.isArray(result) ? (result as readonly Type[]) : [result as Type];
      this.cache.set(type, list);
      return list ?? undefined;
    }
    this.cache.set(type, null);
    return undefined;
  }
  /** The single type `type` converts to; undefined when it does not convert 1:1. */
  convertType(type: Type): Type | undefined {
    const list = this.convertTypes(type);
    return list !== undefined && list.length === 1 ? list[0] : undefined;
  }
  /** Whether `type` converts to itself. */
  isLegal(type: Type): boolean {
    return this.convertType(type) === type;
  }
  /** Whether every operand and result type of `op` is legal. */
  isLegalOp(op: { getOperands(): Value[]; getResultTypes(): Type[] }): boolean {
    return op.getOperands().every((v) => this.isLegal(v.type)) && op.getResultTypes().every((t) => this.isLegal(t));
  }
  /** Whether every block argument in `blocks` has a legal type. */
  isLegalBlocks(blocks: readonly Block[]): boolean {
    return blocks.every((b) => b.arguments.every((a) => this.isLegal(a.type)));
  }

  /** Adds the conversion of original input `inputNo` of type `type` to `result`; false when it does not convert. */
  convertSignatureArg(inputNo: number, type: Type, result: SignatureConversion): boolean {
    const converted = this.convertTypes(type);
    if (converted === undefined) return false;
    if (converted.length > 0) result.addInputs(inputNo, converted);
    return true;
  }
  convertSignatureArgs(types: readonly Type[], result: SignatureConversion, origInputOffset = 0): boolean {
    for (let i = 0; i < types.length; i++) if (!this.convertSignatureArg(origInputOffset + i, types[i] as Type, result)) return false;
    return true;
  }
  /** The signature conversion of `block`'s arguments, or undefined when one does not convert. */
  convertBlockSignature(block: Block): SignatureConversion | undefined {
    const conversion = new SignatureConversion(block.arguments.length);
    return this.convertSignatureArgs(block.getArgumentTypes(), conversion) ? conversion : undefined;
  }

  materializeArgumentConversion(builder: OpBuilder, location: Location, resultType: Type, inputs: readonly Value[]): Value | undefined {
    return materialize(this.argumentMaterializations, builder, location, resultType, inputs);
  }
  materializeSourceConversion(builder: OpBuilder, location: Location, resultType: Type, inputs: readonly Value[]): Value | undefined {
    return materialize(this.sourceMaterializations, builder, location, resultType, inputs);
  }
  materializeTargetConversion(builder: OpBuilder, location: Location, resultType: Type, inputs: readonly Value[]): Value | undefined {
    return materialize(this.targetMaterializations, builder, location, resultType, inputs);
  }
}

/** Tries the materializations most recently added first. */
function materialize(callbacks: readonly MaterializationCallback[], builder: OpBuilder, location: Location, resultType: Type, inputs: readonly Value[]): Value | undefined {
  for (let i = callbacks.length - 1; i >= 0; i--) {
    const value = (callbacks[i] as MaterializationCallback)(builder, resultType, inputs, location);
    if (value !== undefined) return value;
  }
  return undefined;
}
