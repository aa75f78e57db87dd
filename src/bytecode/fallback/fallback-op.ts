// The bytecode fallback op: what the reader builds, for a dialect that opts in, in place
// of an op of that dialect it cannot read (an unknown name, or ops of a dialect version
// it cannot decode). It keeps everything needed to write the op back as it was read:
// the original name and its `wasRegistered` flag, whether its regions were written as
// isolated from above, and its properties, decoded (an unregistered op's properties
// attribute) or, where only the op's own definition could decode them, as the encoded
// entry together with the tables of the file its references point into (retained.ts).
// Operands, results, regions, successors, location and discardable attributes are the
// op's own, as for any op, so it verifies, prints and takes part in rewrites.
import {
  DenseArrayAttr,
  DictionaryAttr,
  IntegerAttr,
  StringAttr,
  UnitAttr,
  type Attribute,
  type NamedAttribute,
} from "../../ir/attributes.js";
import type { MLIRContext } from "../../ir/context.js";
import type { RegisteredOperationInfo } from "../../ir/dialect.js";
import type { Operation } from "../../ir/operation.js";
import { IntegerType } from "../../ir/types.js";

declare module "../../ir/dialect.js" {
  interface RegisteredOperationInfo {
    /**
     * Marks a dialect's bytecode fallback op (made by `bytecodeFallbackOperation`): the
     * writer writes it under the original name and encoding it keeps.
     */
    readonly bytecodeFallback?: boolean;
  }
}

/** The fallback op's inherent attributes (its properties dictionary). */
export const FallbackAttr = {
  /** The original op name (StringAttr). */
  opName: "opname",
  /** Present when the file flagged the name as registered by its writer (UnitAttr). */
  registered: "registered",
  /** Present when the file wrote its regions as isolated from above (UnitAttr). */
  isolated: "isolated",
  /** The properties entry as encoded by the op's definition (`array<i8: ...>`). */
  encoding: "encoding",
  /** Decoded properties (an unregistered op's properties attribute). */
  properties: "properties",
  /** The file's version entry of the dialect, as encoded (`array<i8: ...>`), if it had one. */
  dialectVersion: "dialect_version",
  /** Which read's retained tables `encoding` refers into (retained.ts). */
  source: "source",
} as const;

const ATTRIBUTE_NAMES: readonly string[] = Object.values(FallbackAttr);

/** What a fallback op keeps of the op it stands for. */
export interface FallbackOpState {
  readonly originalName: string;
  readonly registered: boolean;
  readonly isolated: boolean;
  /** The encoded properties entry, when they could not be decoded. */
  readonly encoding: Uint8Array | undefined;
  /** The decoded properties, when there were any and they could be decoded. */
  readonly properties: Attribute | undefined;
  /** The dialect's version entry as the file encoded it. */
  readonly dialectVersion: Uint8Array | undefined;
  /** The retained tables `encoding` refers into. */
  readonly source: number | undefined;
}

/**
 * A registration for the fallback op `name` (e.g. `toy.bytecode_fallback`), to list among
 * a dialect's operations and name as its bytecode hooks' `fallbackOperation`. Its traits
 * are those of an unregistered op (unknown: it may terminate, have graph regions, effects).
 */
export function bytecodeFallbackOperation(name: string): RegisteredOperationInfo {
  return {
    name,
    traits: [],
    traitsUnknown: true,
    bytecodeFallback: true,
    attributeNames: ATTRIBUTE_NAMES,
    verify: verifyFallbackOp,
  };
}

function verifyFallbackOp(op: Operation): void {
  const props = op.properties;
  const fail = (message: string): never => {
    throw op.emitOpError(message);
  };
  const dict = props instanceof DictionaryAttr ? props : undefined;
  const name = dict?.get(FallbackAttr.opName);
  if (dict === undefined || !(name instanceof StringAttr)) return fail(`requires attribute '${FallbackAttr.opName}'`);
  const dialect = op.name.name.slice(0, op.name.name.indexOf("."));
  if (!name.value.startsWith(`${dialect}.`) && name.value !== dialect) {
    fail(`stands for '${name.value}', which is not an op of dialect '${dialect}'`);
  }
  const encoding = dict.get(FallbackAttr.encoding);
  if (encoding !== undefined && !isByteArray(encoding)) fail(`attribute '${FallbackAttr.encoding}' must be an array<i8>`);
  if (encoding !== undefined && dict.get(FallbackAttr.properties) !== undefined) {
    fail(`has both encoded and decoded properties`);
  }
  if (encoding !== undefined && !(dict.get(FallbackAttr.source) instanceof IntegerAttr)) {
    fail(`has encoded properties but no '${FallbackAttr.source}'`);
  }
}

function isByteArray(attr: Attribute): attr is DenseArrayAttr {
  return attr instanceof DenseArrayAttr && attr.elementType instanceof IntegerType && attr.elementType.width === 8;
}

function bytesOf(attr: Attribute | undefined): Uint8Array | undefined {
  if (attr === undefined || !isByteArray(attr)) return undefined;
  const values = attr.values as Int8Array;
  return new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
}

function byteArray(context: MLIRContext, bytes: Uint8Array): DenseArrayAttr {
  return DenseArrayAttr.get(IntegerType.get(context, 8), new Int8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)));
}

/** The state a fallback op keeps, or undefined when `op` is not a fallback op. */
export function fallbackStateOf(op: Operation): FallbackOpState | undefined {
  if (op.name.info?.bytecodeFallback !== true) return undefined;
  const props = op.properties;
  if (!(props instanceof DictionaryAttr)) return undefined;
  const name = props.get(FallbackAttr.opName);
  if (!(name instanceof StringAttr)) return undefined;
  const source = props.get(FallbackAttr.source);
  return {
    originalName: name.value,
    registered: props.get(FallbackAttr.registered) !== undefined,
    isolated: props.get(FallbackAttr.isolated) !== undefined,
    encoding: bytesOf(props.get(FallbackAttr.encoding)),
    properties: props.get(FallbackAttr.properties),
    dialectVersion: bytesOf(props.get(FallbackAttr.dialectVersion)),
    source: source instanceof IntegerAttr ? Number(source.value) : undefined,
  };
}

/** The properties of a fallback op keeping `state`. */
export function fallbackProperties(context: MLIRContext, state: FallbackOpState): DictionaryAttr {
  const entries: NamedAttribute[] = [{ name: FallbackAttr.opName, value: StringAttr.get(context, state.originalName) }];
  if (state.registered) entries.push({ name: FallbackAttr.registered, value: UnitAttr.get(context) });
  if (state.isolated) entries.push({ name: FallbackAttr.isolated, value: UnitAttr.get(context) });
  if (state.encoding !== undefined) entries.push({ name: FallbackAttr.encoding, value: byteArray(context, state.encoding) });
  if (state.properties !== undefined) entries.push({ name: FallbackAttr.properties, value: state.properties });
  if (state.dialectVersion !== undefined) entries.push({ name: FallbackAttr.dialectVersion, value: byteArray(context, state.dialectVersion) });
  if (state.source !== undefined) entries.push({ name: FallbackAttr.source, value: IntegerAttr.get(IntegerType.get(context, 64), state.source) });
  return DictionaryAttr.getSorted(context, entries);
}
