// gpu's mapping attributes (`#gpu.block<x>`, `#gpu.thread<linear_dim_2>`, `#gpu.warp<y>`,
// `#gpu.warpgroup<z>`, `#gpu.memory_space<workgroup>`) implement scf's
// DeviceMappingAttrInterface: scf.forall's `mapping` must be an array of them. tsmlir keeps
// gpu's attributes as text, so the gpu stub dialect answers for them (its
// opaqueInterfaceImpl), with the methods upstream writes in C++.
import { OpaqueAttr, opaqueMnemonic, opaqueParameter, type AnyInterface, type Attribute, type Type } from "../../ir/index.js";
import { DeviceMappingAttrInterface, type DeviceMappingAttrMethods } from "../ir.js";

/** gpu's MappingId enum: the three dimensions, then the ten linear dimensions. */
const MAPPING_IDS: ReadonlyMap<string, bigint> = new Map([
  ["x", 0n], ["y", 1n], ["z", 2n],
  ...Array.from({ length: 10 }, (_, i): [string, bigint] => [`linear_dim_${i}`, BigInt(3 + i)]),
]);
const FIRST_LINEAR_ID = 3n;

/** gpu's AddressSpace enum. */
const ADDRESS_SPACES: ReadonlyMap<string, bigint> = new Map([["global", 1n], ["workgroup", 2n], ["private", 3n]]);

/** The mnemonics whose single parameter is a MappingId. */
const PROCESSOR_MAPPINGS: ReadonlySet<string> = new Set(["block", "warpgroup", "warp", "thread"]);

function mappingIdOf(attr: Attribute): bigint {
  if (!(attr instanceof OpaqueAttr)) throw new TypeError("not a gpu mapping attribute");
  const mnemonic = opaqueMnemonic(attr.data);
  const id = (PROCESSOR_MAPPINGS.has(mnemonic) ? MAPPING_IDS : ADDRESS_SPACES).get(opaqueParameter(attr.data, mnemonic) ?? "");
  if (id === undefined) throw new TypeError(`'#gpu.${attr.data}' is no gpu mapping attribute`);
  return id;
}

const processorMapping: DeviceMappingAttrMethods = {
  getMappingId: mappingIdOf,
  isLinearMapping: (attr) => mappingIdOf(attr) >= FIRST_LINEAR_ID,
  getRelativeIndex: (attr) => {
    const id = mappingIdOf(attr);
    return id >= FIRST_LINEAR_ID ? id - FIRST_LINEAR_ID : id;
  },
};

const memorySpaceMapping: DeviceMappingAttrMethods = {
  getMappingId: mappingIdOf,
  // Upstream has no answer for a memory space (the C++ aborts); neither is a processor dimension.
  isLinearMapping: () => {
    throw new TypeError("isLinearMapping is not supported by '#gpu.memory_space'");
  },
  getRelativeIndex: () => {
    throw new TypeError("getRelativeIndex is not supported by '#gpu.memory_space'");
  },
};

/** The implementation of `key` by one of gpu's opaque attributes, if it has one. */
export function gpuOpaqueInterfaceImpl(value: Attribute | Type, key: AnyInterface): object | undefined {
  if (key !== (DeviceMappingAttrInterface as unknown as AnyInterface) || !(value instanceof OpaqueAttr)) return undefined;
  const mnemonic = opaqueMnemonic(value.data);
  const parameter = opaqueParameter(value.data, mnemonic);
  if (PROCESSOR_MAPPINGS.has(mnemonic)) return parameter !== undefined && MAPPING_IDS.has(parameter) ? processorMapping : undefined;
  if (mnemonic === "memory_space") return parameter !== undefined && ADDRESS_SPACES.has(parameter) ? memorySpaceMapping : undefined;
  return undefined;
}
