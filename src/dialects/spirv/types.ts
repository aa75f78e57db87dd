// spirv's types (MLIR's SPIRVTypes.h, all C++): tsmlir keeps each as an opaque type of
// dialect `spirv` whose body is the text mlir-opt prints (`ptr<f32, Uniform>`), with its
// nested types kept apart (printed through the printer, so with their aliases), and
// remembers what it was built from, so that ops and passes ask a pointer for its pointee
// and storage class, an array for its element type, ... through the typed accessors here.
//
//   array<N x T(, stride=S)?>      rtarray<T(, stride=S)?>      ptr<T, StorageClass>
//   image<T, Dim, Depth, Arrayed, Sampling, SamplerUse, Format>  sampled_image<image>
//   struct<(T [offset, Decoration(=value)?...], ...)>  struct<name, (...)>  struct<name>
//   matrix<N x vector<...>>  coopmatrix<RxCxT, Scope, Use>  jointmatrix<RxCxT, Layout, Scope>
//
// An identified struct nested in its own body is written `struct<name>` (MLIR prints the
// same type object so while printing its definition); that reference is its own opaque type
// here, resolved to its definition by spirvStructParts.
import { OpaqueType, type MLIRContext, type Type } from "../../ir/index.js";
import { parseTypeText, printTypeText } from "../../asm/standalone.js";
import { spirvEnumValue } from "./enums.js";

/** A member decoration of a struct (`[NonWritable]`, `[MatrixStride=16]`). */
export interface SpirvMemberDecoration {
  readonly member: number;
  /** The Decoration case, as printed. */
  readonly decoration: string;
  /** Its value, when written (`=16`). */
  readonly value?: number;
}

export interface SpirvArrayParts {
  readonly elementType: Type;
  readonly count: number;
  /** 0: none. */
  readonly stride: number;
}

export interface SpirvRuntimeArrayParts {
  readonly elementType: Type;
  /** 0: none. */
  readonly stride: number;
}

export interface SpirvPointerParts {
  readonly pointee: Type;
  readonly storageClass: string;
}

export interface SpirvImageParts {
  readonly elementType: Type;
  readonly dim: string;
  readonly depth: string;
  readonly arrayed: string;
  readonly sampling: string;
  readonly samplerUse: string;
  readonly format: string;
}

export interface SpirvSampledImageParts {
  readonly imageType: Type;
}

export interface SpirvStructParts {
  /** The identifier of an identified struct, undefined for a literal one. */
  readonly identifier: string | undefined;
  readonly memberTypes: readonly Type[];
  /** One offset per member, or none. */
  readonly offsets: readonly number[];
  /** Sorted by member, then by decoration value (MLIR's order). */
  readonly decorations: readonly SpirvMemberDecoration[];
}

export interface SpirvMatrixParts {
  readonly columnType: Type;
  readonly columnCount: number;
}

export interface SpirvCooperativeMatrixParts {
  readonly rows: number;
  readonly columns: number;
  readonly elementType: Type;
  readonly scope: string;
  readonly use: string;
}

export interface SpirvJointMatrixParts {
  readonly rows: number;
  readonly columns: number;
  readonly elementType: Type;
  readonly layout: string;
  readonly scope: string;
}

/** What a spirv type was built from, by kind. */
export type SpirvTypeInfo =
  | ({ readonly kind: "array" } & SpirvArrayParts)
  | ({ readonly kind: "rtarray" } & SpirvRuntimeArrayParts)
  | ({ readonly kind: "ptr" } & SpirvPointerParts)
  | ({ readonly kind: "image" } & SpirvImageParts)
  | ({ readonly kind: "sampled_image" } & SpirvSampledImageParts)
  | ({ readonly kind: "struct" } & SpirvStructParts)
  | { readonly kind: "struct_reference"; readonly identifier: string }
  | ({ readonly kind: "matrix" } & SpirvMatrixParts)
  | ({ readonly kind: "coopmatrix" } & SpirvCooperativeMatrixParts)
  | ({ readonly kind: "jointmatrix" } & SpirvJointMatrixParts);

/** What `type` was built from, kept by its context as it keeps the type (undefined: not built here). */
function infoNode(type: OpaqueType): { value: unknown } {
  return type.context.trie("spirv.typeInfo").step(type.uid);
}

/** The identified struct `identifier` defined in `context` (MLIR uniques them by name). */
function identifiedNode(context: MLIRContext, identifier: string): { value: unknown } {
  return context.trie("spirv.identifiedStructs").step(identifier);
}

type Piece = string | Type;

/** The opaque type printing `pieces` (strings as they are, types as printed), remembering `info`. */
function build(context: MLIRContext, pieces: readonly Piece[], info: SpirvTypeInfo): OpaqueType {
  const parts: Piece[] = [];
  for (const piece of pieces) {
    const last = parts[parts.length - 1];
    if (typeof piece === "string" && typeof last === "string") parts[parts.length - 1] = last + piece;
    else parts.push(piece);
  }
  const data = parts.map((p) => (typeof p === "string" ? p : printTypeText(p))).join("");
  const type = OpaqueType.get(context, "spirv", data, parts);
  const node = infoNode(type);
  if (node.value === undefined) node.value = info;
  return type;
}

function strideText(stride: number): string {
  return stride === 0 ? "" : `, stride=${stride}`;
}

export function spirvArrayType(elementType: Type, count: number, stride = 0): OpaqueType {
  return build(elementType.context, [`array<${count} x `, elementType, `${strideText(stride)}>`], { kind: "array", elementType, count, stride });
}

export function spirvRuntimeArrayType(elementType: Type, stride = 0): OpaqueType {
  return build(elementType.context, ["rtarray<", elementType, `${strideText(stride)}>`], { kind: "rtarray", elementType, stride });
}

export function spirvPointerType(context: MLIRContext, pointee: Type, storageClass: string): OpaqueType {
  return build(context, ["ptr<", pointee, `, ${storageClass}>`], { kind: "ptr", pointee, storageClass });
}

export function spirvImageType(parts: SpirvImageParts): OpaqueType {
  const { elementType, dim, depth, arrayed, sampling, samplerUse, format } = parts;
  return build(elementType.context, ["image<", elementType, `, ${dim}, ${depth}, ${arrayed}, ${sampling}, ${samplerUse}, ${format}>`], { kind: "image", ...parts });
}

export function spirvSampledImageType(imageType: Type): OpaqueType {
  return build(imageType.context, ["sampled_image<", imageType, ">"], { kind: "sampled_image", imageType });
}

export function spirvMatrixType(columnType: Type, columnCount: number): OpaqueType {
  return build(columnType.context, [`matrix<${columnCount} x `, columnType, ">"], { kind: "matrix", columnType, columnCount });
}

export function spirvCooperativeMatrixType(parts: SpirvCooperativeMatrixParts): OpaqueType {
  const { rows, columns, elementType, scope, use } = parts;
  return build(elementType.context, [`coopmatrix<${rows}x${columns}x`, elementType, `, ${scope}, ${use}>`], { kind: "coopmatrix", ...parts });
}

export function spirvJointMatrixType(parts: SpirvJointMatrixParts): OpaqueType {
  const { rows, columns, elementType, layout, scope } = parts;
  return build(elementType.context, [`jointmatrix<${rows}x${columns}x`, elementType, `, ${layout}, ${scope}>`], { kind: "jointmatrix", ...parts });
}

/** The reference `struct<name>` to an identified struct from within its own body. */
export function spirvStructReference(context: MLIRContext, identifier: string): OpaqueType {
  return build(context, [`struct<${identifier}>`], { kind: "struct_reference", identifier });
}

/** A literal (`identifier` undefined) or identified struct; decorations are put in MLIR's order. */
export function spirvStructType(context: MLIRContext, parts: SpirvStructParts): OpaqueType {
  const decorations = sortedDecorations(parts.decorations);
  const pieces: Piece[] = [parts.identifier === undefined ? "struct<(" : `struct<${parts.identifier}, (`];
  parts.memberTypes.forEach((member, i) => {
    if (i > 0) pieces.push(", ");
    pieces.push(member);
    const own = decorations.filter((d) => d.member === i).map((d) => (d.value === undefined ? d.decoration : `${d.decoration}=${d.value}`));
    const offset = parts.offsets.length > 0 ? [String(parts.offsets[i] ?? 0)] : [];
    if (offset.length + own.length > 0) pieces.push(` [${[...offset, ...own].join(", ")}]`);
  });
  pieces.push(")>");
  const type = build(context, pieces, { kind: "struct", ...parts, decorations });
  if (parts.identifier !== undefined) {
    const node = identifiedNode(context, parts.identifier);
    if (node.value === undefined) node.value = type;
  }
  return type;
}

/** MLIR keeps a struct's member decorations sorted by member, then by the decoration's value. */
function sortedDecorations(decorations: readonly SpirvMemberDecoration[]): SpirvMemberDecoration[] {
  return [...decorations].sort((a, b) => a.member - b.member || (decorationValue(a.decoration) ?? 0) - (decorationValue(b.decoration) ?? 0));
}

function decorationValue(name: string): number | undefined {
  return spirvEnumValue("Decoration", name);
}

/** The description of a spirv type, or undefined for any other type. */
export function spirvTypeInfo(type: Type | undefined): SpirvTypeInfo | undefined {
  if (!(type instanceof OpaqueType) || type.dialect !== "spirv") return undefined;
  const known = infoNode(type).value as SpirvTypeInfo | undefined;
  if (known !== undefined) return known;
  const reference = /^struct<([A-Za-z_][\w$.]*)>$/.exec(type.data);
  if (reference !== null) return { kind: "struct_reference", identifier: reference[1] as string };
  // Made without this module (say, read back from an opaque form): read its text again.
  try {
    const again = parseTypeText(`!spirv.${type.data}`, type.context);
    return again instanceof OpaqueType ? (infoNode(again).value as SpirvTypeInfo | undefined) : undefined;
  } catch {
    return undefined;
  }
}

export function spirvPointerParts(type: Type | undefined): SpirvPointerParts | undefined {
  const info = spirvTypeInfo(type);
  return info?.kind === "ptr" ? info : undefined;
}

export function spirvArrayParts(type: Type | undefined): SpirvArrayParts | undefined {
  const info = spirvTypeInfo(type);
  return info?.kind === "array" ? info : undefined;
}

export function spirvRuntimeArrayParts(type: Type | undefined): SpirvRuntimeArrayParts | undefined {
  const info = spirvTypeInfo(type);
  return info?.kind === "rtarray" ? info : undefined;
}

export function spirvImageParts(type: Type | undefined): SpirvImageParts | undefined {
  const info = spirvTypeInfo(type);
  return info?.kind === "image" ? info : undefined;
}

export function spirvSampledImageParts(type: Type | undefined): SpirvSampledImageParts | undefined {
  const info = spirvTypeInfo(type);
  return info?.kind === "sampled_image" ? info : undefined;
}

export function spirvMatrixParts(type: Type | undefined): SpirvMatrixParts | undefined {
  const info = spirvTypeInfo(type);
  return info?.kind === "matrix" ? info : undefined;
}

export function spirvCooperativeMatrixParts(type: Type | undefined): SpirvCooperativeMatrixParts | undefined {
  const info = spirvTypeInfo(type);
  return info?.kind === "coopmatrix" ? info : undefined;
}

export function spirvJointMatrixParts(type: Type | undefined): SpirvJointMatrixParts | undefined {
  const info = spirvTypeInfo(type);
  return info?.kind === "jointmatrix" ? info : undefined;
}

/** A struct's parts; a `struct<name>` reference answers with its definition's (when its context has one). */
export function spirvStructParts(type: Type | undefined): SpirvStructParts | undefined {
  const info = spirvTypeInfo(type);
  if (info?.kind === "struct") return info;
  if (info?.kind !== "struct_reference" || type === undefined) return undefined;
  const definition = identifiedNode(type.context, info.identifier).value as OpaqueType | undefined;
  const resolved = definition === undefined ? undefined : (infoNode(definition).value as SpirvTypeInfo | undefined);
  return resolved?.kind === "struct" ? resolved : undefined;
}

/** Whether `type` is one of spirv's types (any kind). */
export function isSpirvType(type: Type | undefined): type is OpaqueType {
  return type instanceof OpaqueType && type.dialect === "spirv";
}
