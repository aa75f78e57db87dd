// Numbers that define MLIR's bytecode container (as of MLIR 19, bytecode version 6).

/** The four bytes every bytecode file starts with: `ML\xEFR`. */
export const MAGIC: readonly number[] = [0x4d, 0x4c, 0xef, 0x52];

/** Versions and the features they introduced. */
export const enum BytecodeVersion {
  Min = 0,
  DialectVersioning = 1,
  LazyLoading = 2,
  UseListOrdering = 3,
  ElideUnknownBlockArgLocation = 4,
  NativePropertiesEncoding = 5,
  NativePropertiesODSSegmentSize = 6,
  Current = 6,
}

/** Filler byte used for alignment padding. */
export const ALIGNMENT_BYTE = 0xcb;

export const enum SectionId {
  String = 0,
  Dialect = 1,
  AttrType = 2,
  AttrTypeOffset = 3,
  IR = 4,
  Resource = 5,
  ResourceOffset = 6,
  DialectVersions = 7,
  Properties = 8,
}

export const NUM_SECTIONS = 9;

export const SECTION_NAMES: readonly string[] = [
  "String",
  "Dialect",
  "AttrType",
  "AttrTypeOffset",
  "IR",
  "Resource",
  "ResourceOffset",
  "DialectVersions",
  "Properties",
];

/** Bits of the per-operation mask saying which parts follow. */
export const enum OpMask {
  HasAttrs = 0x01,
  HasResults = 0x02,
  HasOperands = 0x04,
  HasSuccessors = 0x08,
  HasInlineRegions = 0x10,
  HasUseListOrders = 0x20,
  HasProperties = 0x40,
}

/** Kinds of resource entries (AsmResourceEntryKind). */
export const enum ResourceKind {
  Blob = 0,
  Bool = 1,
  String = 2,
}

export function isSectionRequired(id: number, version: number): boolean {
  switch (id) {
    case SectionId.String:
    case SectionId.Dialect:
    case SectionId.AttrType:
    case SectionId.AttrTypeOffset:
    case SectionId.IR:
      return true;
    case SectionId.Properties:
      return version >= BytecodeVersion.NativePropertiesEncoding;
    default:
      return false;
  }
}

export function sectionName(id: number): string {
  return `${SECTION_NAMES[id] ?? "Unknown"} (${id})`;
}
