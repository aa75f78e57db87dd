// mesh's attributes: `#mesh.shard<@mesh, [[0], [], [1, 2]], partial = sum[3]>` (how a tensor
// is split over the axes of a device mesh, and along which axes it is a partial value), read
// here, and the enum attribute `#mesh.partial<max>` (a reduction kind), from its generated
// spec (../upstream/enum-attributes.ts). tsmlir keeps them opaque, with the body mlir-opt
// prints; reading a sharding checks what MLIR's MeshShardingAttr::verify checks, so a bad one
// fails where MLIR fails: in the parser, both in a type's encoding and in an op's format.
import { OpaqueAttr, SymbolRefAttr, type Attribute, type DialectAsmParser, type Type } from "../../ir/index.js";
import { AsmParser, AsmParserState } from "../../asm/op-asm/index.js";
import { AttrTypePrinter } from "../../asm/attr-type/printer.js";
import { DiagnosticsError } from "../../asm/errors.js";
import { emitErrorAt } from "../../asm/op-asm/emit-error.js";
import { DiagnosticError } from "../../support/diagnostic.js";
import { meshEnumAttributes, meshEnums } from "../../../generated/upstream/mesh-assembly.js";
import { enumAttributeHooks } from "../upstream/enum-attributes.js";
import type { StubExtension } from "../upstream/stub-dialect.js";

const REDUCTION_KIND = "::mlir::mesh::ReductionKind";

/**
 * The errors these parsers emit themselves carry the `custom op '...'` prefix when an op's
 * format reads the attribute (emitErrorAt), as MLIR's emitError through the op's parser;
 * token errors (`expected '['`) do not.
 */
type Emit = (offset: number, message: string) => DiagnosticError;

/** `first` with MLIR's "failed to parse <def> parameter" diagnostic added at the point reached. */
function parameterFailure(parser: AsmParser, emit: Emit, first: DiagnosticError, defName: string, parameter: string, typeName: string): DiagnosticsError {
  const second = emit(parser.getCurrentLocation(), `failed to parse ${defName} parameter '${parameter}' which is to be a \`${typeName}\``);
  return new DiagnosticsError([...first.diagnostics, ...second.diagnostics]);
}

/** The summary of the ReductionKind enum, which ODS's enum field parser names in its error. */
const REDUCTION_KIND_SUMMARY = "Reduction of an iterator/mesh dimension.";

/** A ReductionKind keyword (`sum`, `max`, ...): the sharding's enum parameter `partial_type` (ODS's FieldParser and its error). */
function parseReductionKind(parser: AsmParser, emit: Emit): string {
  const location = parser.getCurrentLocation();
  try {
    const keyword = parser.parseKeywordAny();
    if (meshEnums.ReductionKind.symbolize(keyword) === undefined) throw emit(location, `invalid ${REDUCTION_KIND_SUMMARY} specification: ${keyword}`);
    return keyword;
  } catch (error) {
    if (!(error instanceof DiagnosticError)) throw error;
    throw parameterFailure(parser, emit, error, "MeshSharding", "partial_type", REDUCTION_KIND);
  }
}

/** A mesh axis (an int16_t). */
function parseMeshAxis(parser: AsmParser): number {
  return Number(parser.parseSizedInteger(16));
}

/** `[0, 2]`: one tensor dimension's mesh axes (a DenseI16ArrayAttr written without its `array<i16: ...>`). */
function parseAxesList(parser: AsmParser): number[] {
  const axes: number[] = [];
  parser.parseCommaSeparatedList("square", () => axes.push(parseMeshAxis(parser)));
  return axes;
}

/** The parts of a sharding. */
interface Sharding {
  /** A flat symbol reference. */
  readonly mesh: SymbolRefAttr;
  readonly splitAxes: readonly (readonly number[])[];
  readonly partialAxes: readonly number[];
  readonly partialType: string | undefined;
}

/** MLIR's MeshShardingAttr::verify: every axis non-negative and used once, split or partial. */
function verifySharding(emit: Emit, location: number, sharding: Sharding): void {
  const seen = new Set<number>();
  for (const axes of [...sharding.splitAxes, sharding.partialAxes]) {
    for (const axis of axes) {
      if (axis < 0) throw emit(location, "mesh axis is expected to be non-negative");
      if (seen.has(axis)) throw emit(location, "mesh axis duplicated");
      seen.add(axis);
    }
  }
}

/** `<@mesh, [[...], ...] (, partial = kind[axes])?>`: the body of `#mesh.shard`. */
function parseShardingBody(parser: AsmParser, emit: Emit): Sharding {
  const location = parser.getCurrentLocation();
  parser.parseLess();
  let mesh: SymbolRefAttr;
  try {
    const at = parser.getCurrentLocation();
    const attribute = parser.parseAttribute();
    if (!(attribute instanceof SymbolRefAttr) || !attribute.isFlat()) throw emit(at, "invalid kind of attribute specified");
    mesh = attribute;
  } catch (error) {
    if (!(error instanceof DiagnosticError)) throw error;
    throw parameterFailure(parser, emit, error, "MeshSharding", "mesh", "::mlir::FlatSymbolRefAttr");
  }
  parser.parseComma();
  parser.parseLSquare();
  const splitAxes: number[][] = [];
  try {
    // An ArrayRefParameter: one element at least.
    do splitAxes.push(parseAxesList(parser));
    while (parser.parseOptionalComma());
  } catch (error) {
    if (!(error instanceof DiagnosticError)) throw error;
    throw parameterFailure(parser, emit, error, "MeshSharding", "split_axes", "::llvm::ArrayRef<MeshAxesAttr>");
  }
  parser.parseRSquare();
  let partialType: string | undefined;
  const partialAxes: number[] = [];
  if (parser.parseOptionalComma()) {
    parser.parseKeyword("partial");
    parser.parseEqual();
    partialType = parseReductionKind(parser, emit);
    parser.parseLSquare();
    try {
      do partialAxes.push(parseMeshAxis(parser));
      while (parser.parseOptionalComma());
    } catch (error) {
      if (!(error instanceof DiagnosticError)) throw error;
      throw parameterFailure(parser, emit, error, "MeshSharding", "partial_axes", "::llvm::ArrayRef<MeshAxis>");
    }
    parser.parseRSquare();
  }
  parser.parseGreater();
  const sharding = { mesh, splitAxes, partialAxes, partialType };
  verifySharding(emit, location, sharding);
  return sharding;
}

/** The text mlir-opt prints for a sharding after `#mesh.`: the partial part only when it has axes. */
function shardingText(sharding: Sharding): string {
  const mesh = new AttrTypePrinter().printAttributeWithoutAlias(sharding.mesh);
  const split = sharding.splitAxes.map((axes) => `[${axes.join(", ")}]`).join(", ");
  const partial = sharding.partialAxes.length > 0 ? `, partial = ${sharding.partialType ?? "sum"}[${sharding.partialAxes.join(", ")}]` : "";
  return `shard<${mesh}, [${split}]${partial}>`;
}

/** The body of `#mesh.shard` (MLIR's MeshShardingAttr::parse), or undefined for another mnemonic. */
function parseShardingAttributeBody(mnemonic: string, state: DialectAsmParser, _type: Type | undefined): Attribute | undefined {
  if (mnemonic !== "shard") return undefined;
  if (!(state instanceof AsmParserState)) throw new TypeError("the mesh dialect parses with the text layer's parser state");
  const emit: Emit = (offset, message) => emitErrorAt(state, offset, message);
  return OpaqueAttr.get(state.context, "mesh", shardingText(parseShardingBody(new AsmParser(state), emit)));
}

/** `#mesh.shard<...>` (the verbose form included); any other mesh attribute but its enum attributes stays opaque as written. */
function parseShardingAttribute(state: DialectAsmParser, type: Type | undefined): Attribute | undefined {
  if (!(state instanceof AsmParserState)) throw new TypeError("the mesh dialect parses with the text layer's parser state");
  const parser = new AsmParser(state);
  const start = state.lexer.start;
  const verbose = parser.parseOptionalLess();
  if (!parser.parseOptionalKeyword("shard")) {
    if (verbose) state.lexer.resetTo(start);
    return undefined;
  }
  const attr = parseShardingAttributeBody("shard", state, type);
  if (verbose) parser.parseGreater();
  return attr;
}

/** mesh's attribute hooks: its enum attribute from its generated spec, the sharding read here. */
export function meshAttributeHooks(): Pick<StubExtension, "parseAttribute" | "parseAttributeBody" | "isAttributeOfClass"> {
  const hooks = enumAttributeHooks("mesh", meshEnumAttributes, parseShardingAttribute);
  return {
    ...hooks,
    parseAttributeBody: (mnemonic, parser, type) => hooks.parseAttributeBody(mnemonic, parser, type) ?? parseShardingAttributeBody(mnemonic, parser, type),
  };
}
