// The builtin dialect's bytecode encodings, exactly as MLIR 19 writes them: each entry
// starts with a varint code (the position of the attribute/type kind in upstream's
// list), followed by the kind's fields. Kinds without a custom encoding (affine maps,
// strided layouts, f8/tf32 types, ...) return false and are written as text.
import { AffineMap } from "../../ir/affine.js";
import { int64, type Int64 } from "../../ir/int64.js";
import {
  AffineMapAttr,
  ArrayAttr,
  Attribute,
  DenseArrayAttr,
  DenseIntOrFPElementsAttr,
  DenseResourceElementsAttr,
  DenseStringElementsAttr,
  DictionaryAttr,
  DistinctAttr,
  FloatAttr,
  IntegerAttr,
  SparseElementsAttr,
  StringAttr,
  SymbolRefAttr,
  TypeAttr,
  UnitAttr,
  type NamedAttribute,
} from "../../ir/attributes.js";
import { CallSiteLoc, FileLineColLoc, FusedLoc, Location, NameLoc, UnknownLoc } from "../../ir/location.js";
import {
  ComplexType,
  FloatType,
  FunctionType,
  IndexType,
  IntegerType,
  MemRefType,
  NoneType,
  RankedTensorType,
  ShapedType,
  TupleType,
  Type,
  UnrankedMemRefType,
  UnrankedTensorType,
  VectorType,
  type FloatKind,
  type Signedness,
} from "../../ir/types.js";
import { attributeToString, typeToString } from "../../asm/print-helpers.js";
import { floatBitWidth, floatFromBits, floatToBits } from "./float-bits.js";
import type { BytecodeDialectHooks, DialectBytecodeReader, DialectBytecodeWriter } from "./hooks.js";
import { denseElementsFromRaw, denseElementsToRaw } from "./dense-raw.js";
import { denseArrayFromRaw, denseArraySize, denseArrayToRaw } from "./dense-array-raw.js";

const enum AttrCode {
  Array = 0,
  Dictionary = 1,
  String = 2,
  StringWithType = 3,
  FlatSymbolRef = 4,
  SymbolRef = 5,
  Type = 6,
  Unit = 7,
  Integer = 8,
  Float = 9,
  CallSiteLoc = 10,
  FileLineColLoc = 11,
  FusedLoc = 12,
  FusedLocWithMetadata = 13,
  NameLoc = 14,
  UnknownLoc = 15,
  DenseResourceElements = 16,
  DenseArray = 17,
  DenseIntOrFPElements = 18,
  DenseStringElements = 19,
  SparseElements = 20,
  Distinct = 21,
}

const enum TypeCode {
  Integer = 0,
  Index = 1,
  Function = 2,
  BFloat16 = 3,
  Float16 = 4,
  Float32 = 5,
  Float64 = 6,
  Float80 = 7,
  Float128 = 8,
  Complex = 9,
  MemRef = 10,
  MemRefWithMemSpace = 11,
  None = 12,
  RankedTensor = 13,
  RankedTensorWithEncoding = 14,
  Tuple = 15,
  UnrankedMemRef = 16,
  UnrankedMemRefWithMemSpace = 17,
  UnrankedTensor = 18,
  Vector = 19,
  VectorWithScalableDims = 20,
}

const FLOAT_CODES: Partial<Record<FloatKind, TypeCode>> = {
  bf16: TypeCode.BFloat16,
  f16: TypeCode.Float16,
  f32: TypeCode.Float32,
  f64: TypeCode.Float64,
  f80: TypeCode.Float80,
  f128: TypeCode.Float128,
};

const SIGNEDNESS: readonly Signedness[] = ["signless", "signed", "unsigned"];

/**
 * A value read where upstream reads a specific C++ class (`cppClass`), with its error:
 * `expected mlir::StringAttr, but got: 1 : i32`.
 */
// eslint-disable-next-line @typescript-eslint/ban-types
function expect<T>(reader: DialectBytecodeReader, value: Attribute | Type, ctor: Function & { prototype: T }, cppClass: string): T {
  if (value instanceof ctor) return value as T;
  const text = value instanceof Attribute ? attributeToString(value) : typeToString(value);
  throw reader.error(`expected ${cppClass}, but got: ${text}`);
}

function readStringAttrValue(reader: DialectBytecodeReader): string {
  return expect(reader, reader.readAttribute(), StringAttr, "mlir::StringAttr").value;
}

function readLocation(reader: DialectBytecodeReader): Location {
  return expect(reader, reader.readAttribute(), Location, "mlir::LocationAttr");
}

function readShaped(reader: DialectBytecodeReader): ShapedType {
  return expect(reader, reader.readType(), ShapedType, "mlir::ShapedType");
}

function readShape(reader: DialectBytecodeReader): Int64[] {
  return reader.readList(() => int64(reader.readSignedVarInt()));
}

function integerWidthOf(reader: DialectBytecodeReader, type: Type): number {
  if (type instanceof IntegerType) return type.width;
  if (type instanceof IndexType) return IndexType.internalStorageBitWidth;
  throw reader.error("expected an integer or index type for an integer attribute");
}

// The list decoders below fill one exactly sized array each (the uniquing functions copy
// what they keep) instead of readList's closure and growing array: locations and
// dictionaries are most of a large file's attribute table.

function readArrayAttr(reader: DialectBytecodeReader): Attribute {
  const count = reader.readListCount();
  const elements = new Array<Attribute>(count);
  for (let i = 0; i < count; i++) elements[i] = reader.readAttribute();
  return ArrayAttr.get(reader.context, elements);
}

function readDictionaryAttr(reader: DialectBytecodeReader): Attribute {
  const count = reader.readListCount();
  const entries = new Array<NamedAttribute>(count);
  for (let i = 0; i < count; i++) {
    const name = readStringAttrValue(reader);
    entries[i] = { name, value: reader.readAttribute() };
  }
  return DictionaryAttr.get(reader.context, entries);
}

function readStringAttr(reader: DialectBytecodeReader): Attribute {
  return StringAttr.get(reader.context, reader.readString());
}

function readStringWithTypeAttr(reader: DialectBytecodeReader): Attribute {
  const value = reader.readString();
  return StringAttr.get(reader.context, value, reader.readType());
}

function readFlatSymbolRefAttr(reader: DialectBytecodeReader): Attribute {
  return SymbolRefAttr.get(reader.context, readStringAttrValue(reader));
}

function readSymbolRefAttr(reader: DialectBytecodeReader): Attribute {
  const root = readStringAttrValue(reader);
  const count = reader.readListCount();
  const nested = new Array<SymbolRefAttr>(count);
  for (let i = 0; i < count; i++) {
    const ref = expect(reader, reader.readAttribute(), SymbolRefAttr, "mlir::FlatSymbolRefAttr");
    if (!ref.isFlat()) throw reader.error(`expected mlir::FlatSymbolRefAttr, but got: ${attributeToString(ref)}`);
    nested[i] = ref;
  }
  return SymbolRefAttr.get(reader.context, root, nested);
}

function readTypeAttr(reader: DialectBytecodeReader): Attribute {
  return TypeAttr.get(reader.readType());
}

function readIntegerAttr(reader: DialectBytecodeReader): Attribute {
  const type = reader.readType();
  const width = integerWidthOf(reader, type);
  // Widths 9..64 are a zigzag varint: its signed value (a number when safe, no bigint
  // arithmetic) equals the bit pattern modulo 2^width, and IntegerAttr.get wraps it.
  if (width > 8 && width <= 64) return IntegerAttr.get(type, reader.readSignedVarInt());
  return IntegerAttr.get(type, reader.readAPIntBits(width));
}

function readFloatAttr(reader: DialectBytecodeReader): Attribute {
  const type = expect(reader, reader.readType(), FloatType, "a float type");
  const bits = reader.readAPIntBits(floatBitWidth(type.kind));
  const value = floatFromBits(type.kind, bits);
  const exact = !Number.isNaN(value) && floatToBits(type.kind, value) === bits;
  return FloatAttr.get(type, value, exact ? undefined : bits);
}

function readCallSiteLocAttr(reader: DialectBytecodeReader): Attribute {
  const callee = readLocation(reader);
  return CallSiteLoc.get(callee, readLocation(reader));
}

function readFileLineColLocAttr(reader: DialectBytecodeReader): Attribute {
  const file = readStringAttrValue(reader);
  const line = reader.readVarInt();
  return FileLineColLoc.get(reader.context, file, line, reader.readVarInt());
}

function readLocationList(reader: DialectBytecodeReader): Location[] {
  const count = reader.readListCount();
  const locations = new Array<Location>(count);
  for (let i = 0; i < count; i++) locations[i] = readLocation(reader);
  return locations;
}

function readFusedLocAttr(reader: DialectBytecodeReader): Attribute {
  return FusedLoc.getRaw(reader.context, readLocationList(reader));
}

function readFusedLocWithMetadataAttr(reader: DialectBytecodeReader): Attribute {
  const locations = readLocationList(reader);
  return FusedLoc.getRaw(reader.context, locations, reader.readAttribute());
}

function readNameLocAttr(reader: DialectBytecodeReader): Attribute {
  const name = readStringAttrValue(reader);
  return NameLoc.get(reader.context, name, readLocation(reader));
}

function readDenseResourceElementsAttr(reader: DialectBytecodeReader): Attribute {
  const type = readShaped(reader);
  return DenseResourceElementsAttr.get(type, reader.readResourceHandle());
}

function readDenseArrayAttr(reader: DialectBytecodeReader): Attribute {
  const elementType = reader.readType();
  const size = reader.readVarInt();
  const blob = reader.readBlob();
  const storage = denseArrayFromRaw(elementType, size, blob);
  if (storage === undefined) throw reader.error("dense array data does not match its size and element type");
  return DenseArrayAttr.get(elementType, storage);
}

function readDenseIntOrFPElementsAttr(reader: DialectBytecodeReader): Attribute {
  const type = readShaped(reader);
  const raw = reader.readBlob();
  const data = denseElementsFromRaw(type, raw);
  if (data === undefined) throw reader.error("invalid dense elements data for its type");
  return DenseIntOrFPElementsAttr.getFromRawData(type, data);
}

function readDenseStringElementsAttr(reader: DialectBytecodeReader): Attribute {
  const type = readShaped(reader);
  const isSplat = reader.readVarInt() !== 0;
  const count = isSplat ? 1 : type.getNumElements();
  const values: string[] = [];
  for (let i = 0; i < count; i++) values.push(reader.readString());
  return DenseStringElementsAttr.get(type, values);
}

function readSparseElementsAttr(reader: DialectBytecodeReader): Attribute {
  const type = readShaped(reader);
  const indices = expect(reader, reader.readAttribute(), DenseIntOrFPElementsAttr, "mlir::DenseIntElementsAttr");
  const values = reader.readAttribute();
  if (!(values instanceof DenseIntOrFPElementsAttr) && !(values instanceof DenseStringElementsAttr)) {
    throw reader.error(`expected mlir::DenseElementsAttr, but got: ${attributeToString(values)}`);
  }
  return SparseElementsAttr.get(type, indices, values);
}

function readDistinctAttr(reader: DialectBytecodeReader): Attribute {
  return DistinctAttr.create(reader.readAttribute());
}

/**
 * Decodes by attribute code. A switch of direct calls (locations first: most entries of
 * a large file) lets the small decoders be inlined, unlike calls through a table.
 */
function readAttribute(reader: DialectBytecodeReader): Attribute {
  const code = reader.readVarInt();
  switch (code) {
    case AttrCode.FileLineColLoc:
      return readFileLineColLocAttr(reader);
    case AttrCode.NameLoc:
      return readNameLocAttr(reader);
    case AttrCode.FusedLoc:
      return readFusedLocAttr(reader);
    case AttrCode.FusedLocWithMetadata:
      return readFusedLocWithMetadataAttr(reader);
    case AttrCode.CallSiteLoc:
      return readCallSiteLocAttr(reader);
    case AttrCode.UnknownLoc:
      return UnknownLoc.get(reader.context);
    case AttrCode.Dictionary:
      return readDictionaryAttr(reader);
    case AttrCode.Integer:
      return readIntegerAttr(reader);
    case AttrCode.Array:
      return readArrayAttr(reader);
    case AttrCode.String:
      return readStringAttr(reader);
    case AttrCode.StringWithType:
      return readStringWithTypeAttr(reader);
    case AttrCode.FlatSymbolRef:
      return readFlatSymbolRefAttr(reader);
    case AttrCode.SymbolRef:
      return readSymbolRefAttr(reader);
    case AttrCode.Type:
      return readTypeAttr(reader);
    case AttrCode.Unit:
      return UnitAttr.get(reader.context);
    case AttrCode.Float:
      return readFloatAttr(reader);
    case AttrCode.DenseResourceElements:
      return readDenseResourceElementsAttr(reader);
    case AttrCode.DenseArray:
      return readDenseArrayAttr(reader);
    case AttrCode.DenseIntOrFPElements:
      return readDenseIntOrFPElementsAttr(reader);
    case AttrCode.DenseStringElements:
      return readDenseStringElementsAttr(reader);
    case AttrCode.SparseElements:
      return readSparseElementsAttr(reader);
    case AttrCode.Distinct:
      return readDistinctAttr(reader);
    default:
      throw reader.error(`unknown attribute code: ${code}`);
  }
}

function readType(reader: DialectBytecodeReader): Type {
  const context = reader.context;
  const code = reader.readVarInt();
  switch (code) {
    case TypeCode.Integer: {
      const value = reader.readVarInt();
      const signedness = SIGNEDNESS[value % 4];
      const width = Math.floor(value / 4);
      if (signedness === undefined || width > 16777215) throw reader.error("invalid integer type encoding");
      return IntegerType.get(context, width, signedness);
    }
    case TypeCode.Index:
      return IndexType.get(context);
    case TypeCode.Function: {
      const inputs = reader.readList(() => reader.readType());
      return FunctionType.get(context, inputs, reader.readList(() => reader.readType()));
    }
    case TypeCode.BFloat16:
      return FloatType.get(context, "bf16");
    case TypeCode.Float16:
      return FloatType.get(context, "f16");
    case TypeCode.Float32:
      return FloatType.get(context, "f32");
    case TypeCode.Float64:
      return FloatType.get(context, "f64");
    case TypeCode.Float80:
      return FloatType.get(context, "f80");
    case TypeCode.Float128:
      return FloatType.get(context, "f128");
    case TypeCode.Complex:
      return ComplexType.get(reader.readType());
    case TypeCode.MemRef: {
      const shape = readShape(reader);
      const elementType = reader.readType();
      return MemRefType.get(shape, elementType, reader.readAttribute());
    }
    case TypeCode.MemRefWithMemSpace: {
      const memorySpace = reader.readAttribute();
      const shape = readShape(reader);
      const elementType = reader.readType();
      return MemRefType.get(shape, elementType, reader.readAttribute(), memorySpace);
    }
    case TypeCode.None:
      return NoneType.get(context);
    case TypeCode.RankedTensor: {
      const shape = readShape(reader);
      return RankedTensorType.get(shape, reader.readType());
    }
    case TypeCode.RankedTensorWithEncoding: {
      const encoding = reader.readAttribute();
      const shape = readShape(reader);
      return RankedTensorType.get(shape, reader.readType(), encoding);
    }
    case TypeCode.Tuple:
      return TupleType.get(context, reader.readList(() => reader.readType()));
    case TypeCode.UnrankedMemRef:
      return UnrankedMemRefType.get(reader.readType());
    case TypeCode.UnrankedMemRefWithMemSpace: {
      const memorySpace = reader.readAttribute();
      return UnrankedMemRefType.get(reader.readType(), memorySpace);
    }
    case TypeCode.UnrankedTensor:
      return UnrankedTensorType.get(reader.readType());
    case TypeCode.Vector: {
      const shape = readShape(reader);
      return VectorType.get(shape, reader.readType());
    }
    case TypeCode.VectorWithScalableDims: {
      const scalable = reader.readList(() => reader.readBool());
      const shape = readShape(reader);
      return VectorType.get(shape, reader.readType(), scalable);
    }
    default:
      // Upstream's generated type reader names attribute codes too.
      throw reader.error(`unknown attribute code: ${code}`);
  }
}


// The encoders below take no closures (writeList's callback, arrow functions): a
// function whose inner closure captures `writer` makes V8 allocate a context on every
// call, whichever branch runs, and writeAttribute runs for every attribute of a module
// twice (numbering, then writing). Lists are written as writeList does: count, elements.

function writeShape(writer: DialectBytecodeWriter, shape: readonly Int64[]): void {
  writer.writeVarInt(shape.length);
  for (let i = 0; i < shape.length; i++) writer.writeSignedVarInt(shape[i] as Int64);
}

function writeAttributeList(writer: DialectBytecodeWriter, list: readonly Attribute[]): void {
  writer.writeVarInt(list.length);
  for (let i = 0; i < list.length; i++) writer.writeAttribute(list[i] as Attribute);
}

function writeTypeList(writer: DialectBytecodeWriter, list: readonly Type[]): void {
  writer.writeVarInt(list.length);
  for (let i = 0; i < list.length; i++) writer.writeType(list[i] as Type);
}

function writeFileLineColLoc(attr: FileLineColLoc, writer: DialectBytecodeWriter): void {
  writer.writeVarInt(AttrCode.FileLineColLoc);
  writer.writeAttribute(StringAttr.get(attr.context, attr.filename));
  writer.writeVarInt(attr.line);
  writer.writeVarInt(attr.column);
}

function writeDictionary(attr: DictionaryAttr, writer: DialectBytecodeWriter): void {
  const context = attr.context;
  const entries = attr.value;
  writer.writeVarInt(AttrCode.Dictionary);
  writer.writeVarInt(entries.length);
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i] as NamedAttribute;
    writer.writeAttribute(StringAttr.get(context, e.name));
    writer.writeAttribute(e.value);
  }
}

function writeSymbolRef(attr: SymbolRefAttr, writer: DialectBytecodeWriter): void {
  const root = StringAttr.get(attr.context, attr.rootReference);
  if (attr.isFlat()) {
    writer.writeVarInt(AttrCode.FlatSymbolRef);
    writer.writeAttribute(root);
  } else {
    writer.writeVarInt(AttrCode.SymbolRef);
    writer.writeAttribute(root);
    writeAttributeList(writer, attr.nestedReferences);
  }
}

function writeIntegerAttr(attr: IntegerAttr, writer: DialectBytecodeWriter): void {
  const type = attr.type;
  const width = type instanceof IntegerType ? type.width : IndexType.internalStorageBitWidth;
  writer.writeVarInt(AttrCode.Integer);
  writer.writeType(type);
  const value = attr.value;
  if (typeof value === "number" && width > 8 && (width <= 52 || width === 64) && Number.isSafeInteger(value)) {
    // Without a bigint: writeAPIntBits writes these widths as the zigzag varint of the
    // bits zero-extended to int64 (a safe integer is its own 64-bit pattern).
    const modulus = 2 ** width;
    writer.writeSignedVarInt(width === 64 ? value : ((value % modulus) + modulus) % modulus);
    return;
  }
  writer.writeAPIntBits(BigInt(value), width);
}

function writeFloatAttr(attr: FloatAttr, writer: DialectBytecodeWriter): void {
  writer.writeVarInt(AttrCode.Float);
  writer.writeType(attr.type);
  const bits = attr.bits ?? floatToBits(attr.type.kind, attr.value);
  writer.writeAPIntBits(bits, floatBitWidth(attr.type.kind));
}

function writeFusedLoc(attr: FusedLoc, writer: DialectBytecodeWriter): void {
  writer.writeVarInt(attr.metadata === null ? AttrCode.FusedLoc : AttrCode.FusedLocWithMetadata);
  writeAttributeList(writer, attr.locations);
  if (attr.metadata !== null) writer.writeAttribute(attr.metadata);
}

function writeDenseStringElements(attr: DenseStringElementsAttr, writer: DialectBytecodeWriter): void {
  writer.writeVarInt(AttrCode.DenseStringElements);
  writer.writeType(attr.type);
  writer.writeVarInt(attr.isSplat ? 1 : 0);
  const values = attr.values;
  for (let i = 0; i < values.length; i++) writer.writeString(values[i] as string);
}

function writeAttribute(attr: Attribute, writer: DialectBytecodeWriter): boolean {
  // Locations are most of a large module's attributes: tested first.
  if (attr instanceof FileLineColLoc) {
    writeFileLineColLoc(attr, writer);
  } else if (attr instanceof ArrayAttr) {
    writer.writeVarInt(AttrCode.Array);
    writeAttributeList(writer, attr.value);
  } else if (attr instanceof DictionaryAttr) {
    writeDictionary(attr, writer);
  } else if (attr instanceof StringAttr) {
    if (attr.hasNoneType()) {
      writer.writeVarInt(AttrCode.String);
      writer.writeString(attr.value);
    } else {
      writer.writeVarInt(AttrCode.StringWithType);
      writer.writeString(attr.value);
      writer.writeType(attr.type);
    }
  } else if (attr instanceof SymbolRefAttr) {
    writeSymbolRef(attr, writer);
  } else if (attr instanceof TypeAttr) {
    writer.writeVarInt(AttrCode.Type);
    writer.writeType(attr.value);
  } else if (attr instanceof UnitAttr) {
    writer.writeVarInt(AttrCode.Unit);
  } else if (attr instanceof IntegerAttr) {
    writeIntegerAttr(attr, writer);
  } else if (attr instanceof FloatAttr) {
    writeFloatAttr(attr, writer);
  } else if (attr instanceof CallSiteLoc) {
    writer.writeVarInt(AttrCode.CallSiteLoc);
    writer.writeAttribute(attr.callee);
    writer.writeAttribute(attr.caller);
  } else if (attr instanceof FusedLoc) {
    writeFusedLoc(attr, writer);
  } else if (attr instanceof NameLoc) {
    writer.writeVarInt(AttrCode.NameLoc);
    writer.writeAttribute(StringAttr.get(attr.context, attr.name));
    writer.writeAttribute(attr.childLoc);
  } else if (attr instanceof UnknownLoc) {
    writer.writeVarInt(AttrCode.UnknownLoc);
  } else if (attr instanceof DenseResourceElementsAttr) {
    writer.writeVarInt(AttrCode.DenseResourceElements);
    writer.writeType(attr.type);
    writer.writeResourceHandle(attr.handle);
  } else if (attr instanceof DenseArrayAttr) {
    writer.writeVarInt(AttrCode.DenseArray);
    writer.writeType(attr.elementType);
    writer.writeVarInt(denseArraySize(attr));
    writer.writeBlob(denseArrayToRaw(attr));
  } else if (attr instanceof DenseIntOrFPElementsAttr) {
    writer.writeVarInt(AttrCode.DenseIntOrFPElements);
    writer.writeType(attr.type);
    writer.writeBlob(denseElementsToRaw(attr));
  } else if (attr instanceof DenseStringElementsAttr) {
    writeDenseStringElements(attr, writer);
  } else if (attr instanceof SparseElementsAttr) {
    writer.writeVarInt(AttrCode.SparseElements);
    writer.writeType(attr.type);
    writer.writeAttribute(attr.indices);
    writer.writeAttribute(attr.values);
  } else if (attr instanceof DistinctAttr) {
    writer.writeVarInt(AttrCode.Distinct);
    writer.writeAttribute(attr.referencedAttr);
  } else {
    return false;
  }
  return true;
}

function writeMemRefType(type: MemRefType, writer: DialectBytecodeWriter): void {
  const layout = type.layout ?? AffineMapAttr.get(AffineMap.getMultiDimIdentity(type.context, type.shape.length));
  if (type.memorySpace === null) writer.writeVarInt(TypeCode.MemRef);
  else {
    writer.writeVarInt(TypeCode.MemRefWithMemSpace);
    writer.writeAttribute(type.memorySpace);
  }
  writeShape(writer, type.shape);
  writer.writeType(type.elementType);
  writer.writeAttribute(layout);
}

function writeVectorType(type: VectorType, writer: DialectBytecodeWriter): void {
  const scalableDims = type.scalableDims;
  if (scalableDims.includes(true)) {
    writer.writeVarInt(TypeCode.VectorWithScalableDims);
    writer.writeVarInt(scalableDims.length);
    for (let i = 0; i < scalableDims.length; i++) writer.writeBool(scalableDims[i] as boolean);
  } else writer.writeVarInt(TypeCode.Vector);
  writeShape(writer, type.shape);
  writer.writeType(type.elementType);
}

function writeType(type: Type, writer: DialectBytecodeWriter): boolean {
  if (type instanceof IntegerType) {
    writer.writeVarInt(TypeCode.Integer);
    writer.writeVarInt(type.width * 4 + SIGNEDNESS.indexOf(type.signedness));
  } else if (type instanceof IndexType) {
    writer.writeVarInt(TypeCode.Index);
  } else if (type instanceof FunctionType) {
    writer.writeVarInt(TypeCode.Function);
    writeTypeList(writer, type.inputs);
    writeTypeList(writer, type.results);
  } else if (type instanceof FloatType) {
    const code = FLOAT_CODES[type.kind];
    if (code === undefined) return false;
    writer.writeVarInt(code);
  } else if (type instanceof ComplexType) {
    writer.writeVarInt(TypeCode.Complex);
    writer.writeType(type.elementType);
  } else if (type instanceof MemRefType) {
    writeMemRefType(type, writer);
  } else if (type instanceof NoneType) {
    writer.writeVarInt(TypeCode.None);
  } else if (type instanceof RankedTensorType) {
    if (type.encoding === null) writer.writeVarInt(TypeCode.RankedTensor);
    else {
      writer.writeVarInt(TypeCode.RankedTensorWithEncoding);
      writer.writeAttribute(type.encoding);
    }
    writeShape(writer, type.shape);
    writer.writeType(type.elementType);
  } else if (type instanceof TupleType) {
    writer.writeVarInt(TypeCode.Tuple);
    writeTypeList(writer, type.types);
  } else if (type instanceof UnrankedMemRefType) {
    if (type.memorySpace === null) writer.writeVarInt(TypeCode.UnrankedMemRef);
    else {
      writer.writeVarInt(TypeCode.UnrankedMemRefWithMemSpace);
      writer.writeAttribute(type.memorySpace);
    }
    writer.writeType(type.elementType);
  } else if (type instanceof UnrankedTensorType) {
    writer.writeVarInt(TypeCode.UnrankedTensor);
    writer.writeType(type.elementType);
  } else if (type instanceof VectorType) {
    writeVectorType(type, writer);
  } else {
    return false;
  }
  return true;
}

export const builtinBytecodeHooks: BytecodeDialectHooks = {
  readAttribute,
  readType,
  writeAttribute,
  writeType,
};
