// The `custom<...>` directives of omp's clause formats that read and write keywords (C++ in
// MLIR's OpenMPDialect.cpp): enum clauses, schedule, order, synchronization hints, map types,
// capture kinds and the members' indices of omp.map.info.
import { IntegerAttr, IntegerType, UnitAttr, VectorType, DenseIntOrFPElementsAttr, type Attribute, type Operation, type Type, type Value } from "../../ir/index.js";
import { intElementAt } from "../../ir/dense-elements.js";
import { denseIntElements } from "../../ir/dense-elements.js";
import type { OpAsmParser, OpAsmPrinter, Ref, UnresolvedOperand } from "../../asm/op-asm/index.js";
import { OMP_ENUMS, ompEnumAttr, ompEnumKeyword, type OmpEnum } from "./enums.js";

/**
 * The enums a `custom<ClauseAttr>` stands for (memory order, proc_bind, cancellation construct
 * type): their cases are apart, so the keyword says which enum it is.
 */
const CLAUSE_ENUMS: readonly OmpEnum[] = [OMP_ENUMS.memoryOrder, OMP_ENUMS.procBind, OMP_ENUMS.cancellationConstructType];

export function parseClauseAttr(parser: OpAsmParser, attr: Ref<Attribute>): void {
  const location = parser.getCurrentLocation();
  const keyword = parser.parseKeywordAny();
  const kind = CLAUSE_ENUMS.find((e) => e.info.symbolize(keyword) !== undefined);
  if (kind === undefined) throw parser.emitError(location, `invalid clause value: '${keyword}'`);
  attr.value = ompEnumAttr(parser.getContext(), kind, keyword);
}

export function printClauseAttr(printer: OpAsmPrinter, _op: Operation, attr: Attribute | undefined): void {
  printer.write(ompEnumKeyword(attr) ?? "");
}

/** `static [= %chunk : type] [, modifier [, simd]]`. */
export function parseScheduleClause(parser: OpAsmParser, kind: Ref<Attribute>, modifier: Ref<Attribute>, simd: Ref<Attribute>, chunk: Ref<UnresolvedOperand>, chunkType: Type[]): void {
  const keyword = parser.parseKeywordAny();
  if (OMP_ENUMS.schedule.info.symbolize(keyword) === undefined) throw parser.emitError(parser.getNameLoc(), " expected schedule kind");
  kind.value = ompEnumAttr(parser.getContext(), OMP_ENUMS.schedule, keyword);
  if ((keyword === "static" || keyword === "dynamic" || keyword === "guided") && parser.parseOptionalEqual()) {
    chunk.value = parser.parseOperand();
    chunkType.push(parser.parseColonType());
  }
  const modifiers: string[] = [];
  while (parser.parseOptionalComma()) modifiers.push(parser.parseKeywordAny());
  if (modifiers.length > 2) throw parser.emitError(parser.getNameLoc(), " unexpected modifier(s)");
  for (const m of modifiers) {
    if (OMP_ENUMS.scheduleModifier.info.symbolize(m) === undefined) throw parser.emitError(parser.getNameLoc(), ` unknown modifier type: ${m}`);
  }
  // A lone `simd` is the simd modifier with no ordering modifier.
  if (modifiers.length === 1 && modifiers[0] === "simd") modifiers.unshift("none");
  else if (modifiers.length === 2 && (modifiers[0] === "simd" || modifiers[1] !== "simd")) throw parser.emitError(parser.getNameLoc(), " incorrect modifier order");
  const first = modifiers[0];
  if (first !== undefined) modifier.value = ompEnumAttr(parser.getContext(), OMP_ENUMS.scheduleModifier, first);
  if (modifiers.length > 1) simd.value = UnitAttr.get(parser.getContext());
}

export function printScheduleClause(printer: OpAsmPrinter, _op: Operation, kind: Attribute | undefined, modifier: Attribute | undefined, simd: Attribute | undefined, chunk: Value | undefined, _chunkType: Type | undefined): void {
  printer.write(ompEnumKeyword(kind) ?? "");
  if (chunk !== undefined) {
    printer.write(" = ");
    printer.printOperand(chunk);
    printer.write(" : ");
    printer.printType(chunk.type);
  }
  if (modifier !== undefined) printer.write(`, ${ompEnumKeyword(modifier) ?? ""}`);
  if (simd !== undefined) printer.write(", simd");
}

/** `[modifier:]concurrent`. */
export function parseOrderClause(parser: OpAsmParser, order: Ref<Attribute>, modifier: Ref<Attribute>): void {
  let location = parser.getCurrentLocation();
  let keyword = parser.parseKeywordAny();
  if (OMP_ENUMS.orderModifier.info.symbolize(keyword) !== undefined) {
    modifier.value = ompEnumAttr(parser.getContext(), OMP_ENUMS.orderModifier, keyword);
    parser.parseColon();
    location = parser.getCurrentLocation();
    keyword = parser.parseKeywordAny();
  }
  if (OMP_ENUMS.order.info.symbolize(keyword) === undefined) throw parser.emitError(location, `invalid clause value: '${keyword}'`);
  order.value = ompEnumAttr(parser.getContext(), OMP_ENUMS.order, keyword);
}

export function printOrderClause(printer: OpAsmPrinter, _op: Operation, order: Attribute | undefined, modifier: Attribute | undefined): void {
  if (modifier !== undefined) printer.write(`${ompEnumKeyword(modifier) ?? ""}:`);
  if (order !== undefined) printer.write(ompEnumKeyword(order) ?? "");
}

/** omp_sync_hint_t's bits, in the order MLIR prints them. */
const HINTS: readonly (readonly [string, number])[] = [
  ["uncontended", 1],
  ["contended", 2],
  ["nonspeculative", 4],
  ["speculative", 8],
];

/** `none`, or a list of hint keywords; kept as an i64 of their bits. */
export function parseSynchronizationHint(parser: OpAsmParser, hint: Ref<Attribute>): void {
  const i64 = IntegerType.get(parser.getContext(), 64);
  if (parser.parseOptionalKeyword("none")) {
    hint.value = IntegerAttr.get(i64, 0);
    return;
  }
  let bits = 0;
  parser.parseCommaSeparatedList("none", () => {
    const keyword = parser.parseKeywordAny();
    const bit = HINTS.find(([name]) => name === keyword)?.[1];
    if (bit === undefined) throw parser.emitError(parser.getCurrentLocation(), `${keyword} is not a valid hint`);
    bits |= bit;
  });
  hint.value = IntegerAttr.get(i64, bits);
}

export function printSynchronizationHint(printer: OpAsmPrinter, _op: Operation, hint: Attribute | undefined): void {
  const bits = hint instanceof IntegerAttr ? Number(hint.value) : 0;
  if (bits === 0) {
    printer.write("none");
    return;
  }
  printer.write(HINTS.filter(([, bit]) => (bits & bit) !== 0).map(([name]) => name).join(", "));
}

/** OpenMPOffloadMappingFlags' bits that map types and modifiers set. */
const MAP_TO = 0x01;
const MAP_FROM = 0x02;
const MAP_ALWAYS = 0x04;
const MAP_DELETE = 0x08;
const MAP_IMPLICIT = 0x200;
const MAP_CLOSE = 0x400;
const MAP_PRESENT = 0x1000;

const MAP_KEYWORDS: ReadonlyMap<string, number> = new Map([
  ["always", MAP_ALWAYS],
  ["implicit", MAP_IMPLICIT],
  ["close", MAP_CLOSE],
  ["present", MAP_PRESENT],
  ["to", MAP_TO],
  ["from", MAP_FROM],
  ["tofrom", MAP_TO | MAP_FROM],
  ["delete", MAP_DELETE],
]);

/** A list of map type keywords, kept as a ui64 of their bits (other keywords, such as `exit_release_or_enter_alloc`, set none). */
export function parseMapClause(parser: OpAsmParser, mapType: Ref<Attribute>): void {
  let bits = 0;
  parser.parseCommaSeparatedList("none", () => {
    bits |= MAP_KEYWORDS.get(parser.parseKeywordAny()) ?? 0;
  });
  mapType.value = IntegerAttr.get(IntegerType.get(parser.getContext(), 64, "unsigned"), bits);
}

export function printMapClause(printer: OpAsmPrinter, _op: Operation, mapType: Attribute | undefined): void {
  const bits = mapType instanceof IntegerAttr ? Number(BigInt.asUintN(32, BigInt(mapType.value))) : 0;
  const words: string[] = [];
  if (bits & MAP_ALWAYS) words.push("always");
  if (bits & MAP_IMPLICIT) words.push("implicit");
  if (bits & MAP_CLOSE) words.push("close");
  if (bits & MAP_PRESENT) words.push("present");
  const to = (bits & MAP_TO) !== 0;
  const from = (bits & MAP_FROM) !== 0;
  if (to && from) words.push("tofrom");
  else if (from) words.push("from");
  else if (to) words.push("to");
  if (bits & MAP_DELETE) words.push("delete");
  // Neither to, from nor delete: release or alloc, depending on the construct.
  if (!to && !from && (bits & MAP_DELETE) === 0) words.push("exit_release_or_enter_alloc");
  printer.write(words.join(", "));
}

const CAPTURE_KINDS: readonly string[] = ["This", "ByRef", "ByCopy", "VLAType"];

/** `ByRef`, `ByCopy`, `VLAType` or `This` (another keyword leaves the capture kind unset). */
export function parseCaptureType(parser: OpAsmParser, kind: Ref<Attribute>): void {
  const keyword = parser.parseKeywordAny();
  if (CAPTURE_KINDS.includes(keyword)) kind.value = ompEnumAttr(parser.getContext(), OMP_ENUMS.captureKind, keyword);
}

export function printCaptureType(printer: OpAsmPrinter, _op: Operation, kind: Attribute | undefined): void {
  const keyword = ompEnumKeyword(kind);
  if (keyword !== undefined && CAPTURE_KINDS.includes(keyword)) printer.write(keyword);
}

/**
 * `[0, 1], [1, 0]`: the index path of each member, kept as `dense<[[0, 1], [1, 0]]> :
 * vector<2x2xi32>` (every path as long as the first).
 */
export function parseMembersIndex(parser: OpAsmParser, membersIndex: Ref<Attribute>): void {
  const rows: bigint[][] = [];
  do {
    parser.parseLSquare();
    const row: bigint[] = [];
    parser.parseCommaSeparatedList("none", () => {
      row.push(BigInt(parser.parseInteger()));
    });
    parser.parseRSquare();
    rows.push(row);
  } while (parser.parseOptionalComma());
  const width = rows[0]?.length ?? 0;
  // MLIR fails here without a message of its own.
  if (rows.some((r) => r.length !== width)) throw parser.emitError(parser.getCurrentLocation(), "expected member index paths of the same length");
  const type = VectorType.get([rows.length, width], IntegerType.get(parser.getContext(), 32));
  membersIndex.value = denseIntElements(type, rows.flat());
}

export function printMembersIndex(printer: OpAsmPrinter, _op: Operation, membersIndex: Attribute | undefined): void {
  if (!(membersIndex instanceof DenseIntOrFPElementsAttr)) return;
  const shape = membersIndex.type.shape;
  const rows = Number(shape[0] ?? 0);
  const width = Number(shape[1] ?? 0);
  const paths: string[] = [];
  for (let r = 0; r < rows; r++) {
    const path: string[] = [];
    for (let c = 0; c < width; c++) path.push(String(intElementAt(membersIndex, r * width + c)));
    paths.push(`[${path.join(",")}]`);
  }
  printer.write(paths.join(", "));
}
