// Native op properties (ODS `Property`, upstream's mlir/IR/Properties.td): data an op keeps
// in its properties that is not an attribute. The IR stores every property in attribute
// form (the op's properties dictionary), so a native property is its `convertToAttribute`
// of its storage; what a `.td` writes in TypeScript (the code fields of its Property) is
// generated into a `NativePropertyCode` per property, and this runtime turns that into
// what the layers ask for: the value a property starts from, the conversion of a written
// attribute (normalizing, as MLIR's round trip through the storage does), accessors, and
// the bytecode encoding of the property. Also the default conversions and encodings that
// upstream's ODSSupport / BytecodeImplementation overloads give C++ storage types, for
// TypeScript storage types (bigint: int64_t, bigint[]: int64_t arrays, string).
import { DenseArrayAttr, DictionaryAttr, IntegerAttr, IntegerType, StringAttr, type Attribute, type MLIRContext, type Operation } from "../../ir/index.js";
import type { DialectBytecodeReader, DialectBytecodeWriter } from "../../bytecode/dialect/hooks.js";
import type { NativePropertyBytecode } from "../../bytecode/dialect/ods-properties.js";

export type { DialectBytecodeReader, DialectBytecodeWriter } from "../../bytecode/dialect/hooks.js";

/** MLIR's LogicalResult, as property code returns it (`return rt.failure();`). */
export interface LogicalResult {
  readonly failed: boolean;
}

const SUCCESS: LogicalResult = Object.freeze({ failed: false });
const FAILURE: LogicalResult = Object.freeze({ failed: true });

export function success(): LogicalResult {
  return SUCCESS;
}
export function failure(): LogicalResult {
  return FAILURE;
}
/** Whether code that returned `result` (nothing: it fell through) failed. */
export function failed(result: LogicalResult | void): boolean {
  return result !== undefined && result.failed;
}

/** `$_diag` of convertFromAttribute: reports why an attribute cannot be the property (MLIR's emitError callback); null when nobody listens. */
export type PropertyDiagnostic = ((message: string) => void) | null;

/** A storage value, boxed so that a failure (undefined) is told apart from any storage. */
export interface Stored<S> {
  readonly value: S;
}

/** What generated code gives for one native property: its Property's code fields as functions. */
export interface NativePropertyCode<S, I = S> {
  /** The property name in the op's properties. */
  readonly name: string;
  /** `convertFromStorage`: the interface value accessors return. */
  get(context: MLIRContext, storage: S): I;
  /** `assignToStorage`: the storage holding interface value `value`. */
  assign(context: MLIRContext, value: I): S;
  /** The storage before anything is assigned: the ODS `defaultValue`, else the Property's `initialValue`. */
  initial(context: MLIRContext): S;
  /** `convertToAttribute`. */
  toAttribute(context: MLIRContext, storage: S): Attribute;
  /** `convertFromAttribute`: undefined when `attr` cannot be the property (after telling `diag`). */
  fromAttribute(context: MLIRContext, attr: Attribute, diag: PropertyDiagnostic): Stored<S> | undefined;
  /** `writeToMlirBytecode`. */
  writeBytecode(context: MLIRContext, writer: DialectBytecodeWriter, storage: S): void;
  /** `readFromMlirBytecode`: undefined when it failed. */
  readBytecode(context: MLIRContext, reader: DialectBytecodeReader): Stored<S> | undefined;
}

/** A native property as an op descriptor lists it (storage-type free: the IR holds attribute forms). */
export interface NativePropertyDescriptor {
  readonly name: string;
  /** The builder argument key. */
  readonly key: string;
  /** Whether the ODS Property has a `defaultValue` (a custom form's `prop-dict` may leave it out). */
  readonly hasDefaultValue: boolean;
  /** The attribute form of the value the property starts from. */
  initialAttribute(context: MLIRContext): Attribute;
  /** The attribute form of a builder argument (the property's interface type, which the generated argument type checks). */
  buildAttribute(context: MLIRContext, value: unknown): Attribute;
  /**
   * `attr` as the property stores it (converted to the storage and back, as MLIR's
   * setPropertiesFromAttr and generic printer do), or the reason it cannot be.
   */
  normalize(context: MLIRContext, attr: Attribute): Attribute | { readonly error: string };
  /** Its bytecode encoding, over attribute forms. */
  readonly bytecode: NativePropertyBytecode;
}

/** The descriptor entry of a native property from its generated code. */
export function nativeProperty<S, I>(key: string, code: NativePropertyCode<S, I>, options: { readonly hasDefaultValue?: boolean } = {}): NativePropertyDescriptor {
  const name = code.name;
  const storageOf = (context: MLIRContext, attr: Attribute): Stored<S> | undefined => code.fromAttribute(context, attr, null);
  return {
    name,
    key,
    hasDefaultValue: options.hasDefaultValue === true,
    initialAttribute: (context) => code.toAttribute(context, code.initial(context)),
    buildAttribute: (context, value) => code.toAttribute(context, code.assign(context, value as I)),
    normalize(context, attr) {
      let reason: string | undefined;
      const stored = code.fromAttribute(context, attr, (message) => {
        reason ??= message;
      });
      if (stored === undefined) return { error: reason ?? `invalid value for property '${name}'` };
      return code.toAttribute(context, stored.value);
    },
    bytecode: {
      read(reader) {
        const stored = code.readBytecode(reader.context, reader);
        if (stored === undefined) throw reader.error(`failed to read property '${name}'`);
        return code.toAttribute(reader.context, stored.value);
      },
      canWrite: (value) => value !== undefined && storageOf(value.context, value) !== undefined,
      write(value, writer) {
        const stored = storageOf(value.context, value);
        if (stored === undefined) throw new TypeError(`property '${name}' holds ${String(value)}, which it cannot store`);
        code.writeBytecode(value.context, writer, stored.value);
      },
    },
  };
}

/** The storage of native property `code` of `op` (its initial value where the op holds none). */
export function nativeStorage<S, I>(op: Operation, code: NativePropertyCode<S, I>): S {
  const props = op.properties;
  const attr = props instanceof DictionaryAttr ? props.get(code.name) : undefined;
  if (attr === undefined) return code.initial(op.context);
  const stored = code.fromAttribute(op.context, attr, null);
  if (stored === undefined) throw new TypeError(`'${op.name.name}' property '${code.name}' holds a value it cannot store`);
  return stored.value;
}

/** The interface value of native property `code` of `op` (MLIR's generated getter). */
export function nativeValue<S, I>(op: Operation, code: NativePropertyCode<S, I>): I {
  return code.get(op.context, nativeStorage(op, code));
}

/** Sets native property `code` of `op` from interface value `value` (MLIR's generated setter). */
export function setNativeValue<S, I>(op: Operation, code: NativePropertyCode<S, I>, value: I): void {
  setNativeStorage(op, code, code.assign(op.context, value));
}

/** The bytecode encodings of an op's native properties by name, for its properties codec. */
export function nativePropertyCodecs(properties: readonly NativePropertyDescriptor[]): Record<string, NativePropertyBytecode> {
  const out: Record<string, NativePropertyBytecode> = {};
  for (const p of properties) out[p.name] = p.bytecode;
  return out;
}

/** Stores `storage` as native property `code` of `op`. */
export function setNativeStorage<S, I>(op: Operation, code: NativePropertyCode<S, I>, storage: S): void {
  const value = code.toAttribute(op.context, storage);
  const props = op.properties;
  op.properties = props instanceof DictionaryAttr ? props.with(code.name, value) : DictionaryAttr.get(op.context, [{ name: code.name, value }]);
}

// ---- the default conversions (upstream's convertToAttribute / convertFromAttribute overloads) ----

function i64(context: MLIRContext): IntegerType {
  return IntegerType.get(context, 64);
}

/** The attribute form of an int64 (`N : i64`), an int64 array (`array<i64: ...>`) or a string. */
export function convertToAttribute(context: MLIRContext, storage: bigint): IntegerAttr;
export function convertToAttribute(context: MLIRContext, storage: readonly bigint[]): DenseArrayAttr;
export function convertToAttribute(context: MLIRContext, storage: string): StringAttr;
export function convertToAttribute(context: MLIRContext, storage: bigint | readonly bigint[] | string): Attribute {
  if (typeof storage === "bigint") return IntegerAttr.get(i64(context), BigInt.asIntN(64, storage));
  if (typeof storage === "string") return StringAttr.get(context, storage);
  return DenseArrayAttr.get(i64(context), BigInt64Array.from(storage, (v) => BigInt.asIntN(64, v)));
}

/**
 * `attr` as storage of the kind `current` is (its size, for arrays: MLIR's storage is
 * fixed-size), with upstream's messages; undefined after telling `diag` when it is not.
 */
export function convertFromAttribute(current: bigint, attr: Attribute, diag: PropertyDiagnostic): bigint | undefined;
export function convertFromAttribute(current: readonly bigint[], attr: Attribute, diag: PropertyDiagnostic): bigint[] | undefined;
export function convertFromAttribute(current: string, attr: Attribute, diag: PropertyDiagnostic): string | undefined;
export function convertFromAttribute(current: bigint | readonly bigint[] | string, attr: Attribute, diag: PropertyDiagnostic): bigint | bigint[] | string | undefined {
  if (typeof current === "bigint") {
    if (!(attr instanceof IntegerAttr)) return void diag?.("expected IntegerAttr for key `value`");
    return BigInt.asIntN(64, BigInt(attr.value));
  }
  if (typeof current === "string") {
    if (!(attr instanceof StringAttr)) return void diag?.("expected StringAttr for key `value`");
    return attr.value;
  }
  if (!(attr instanceof DenseArrayAttr) || !(attr.values instanceof BigInt64Array) || !isI64(attr.elementType)) return void diag?.("expected DenseI64ArrayAttr for key `value`");
  if (attr.values.length !== current.length) return void diag?.(`size mismatch in attribute conversion: ${attr.values.length} vs ${current.length}`);
  return Array.from(attr.values);
}

function isI64(type: unknown): boolean {
  return type instanceof IntegerType && type.width === 64 && type.signedness === "signless";
}

// ---- the default encodings (upstream's writeToMlirBytecode / readFromMlirBytecode overloads) ----

/** An int64 as a varint of its bits, an int64 array as its length then its elements, a string as a string reference. */
export function writeToMlirBytecode(writer: DialectBytecodeWriter, storage: bigint | readonly bigint[] | string): void {
  if (typeof storage === "bigint") writer.writeVarInt(BigInt.asUintN(64, storage));
  else if (typeof storage === "string") writer.writeString(storage);
  else {
    writer.writeVarInt(storage.length);
    for (const v of storage) writer.writeVarInt(BigInt.asUintN(64, v));
  }
}

/** What writeToMlirBytecode wrote, as storage of the kind `current` is (an array must have its size); undefined when it does not fit. */
export function readFromMlirBytecode(reader: DialectBytecodeReader, current: bigint): bigint | undefined;
export function readFromMlirBytecode(reader: DialectBytecodeReader, current: readonly bigint[]): bigint[] | undefined;
export function readFromMlirBytecode(reader: DialectBytecodeReader, current: string): string | undefined;
export function readFromMlirBytecode(reader: DialectBytecodeReader, current: bigint | readonly bigint[] | string): bigint | bigint[] | string | undefined {
  if (typeof current === "bigint") return readInt64(reader);
  if (typeof current === "string") return reader.readString();
  const count = reader.readVarInt();
  if (count !== current.length) return undefined;
  const out: bigint[] = [];
  for (let i = 0; i < count; i++) out.push(readInt64(reader));
  return out;
}

/** A varint as the int64 whose bits it holds. */
export function readInt64(reader: DialectBytecodeReader): bigint {
  return BigInt.asIntN(64, BigInt(reader.readVarIntOrBig()));
}
