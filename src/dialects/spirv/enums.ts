// The spirv dialect's enums by C++ name (generated from SPIRVBase.td): symbolizing a case
// as MLIR's spirv::symbolize<Enum> does (by its printed name) and the bit enums' `|` lists.
import { SPIRV_ENUMS, type SpirvEnumTable } from "../../../generated/upstream/spirv-enums.js";

export type { SpirvEnumTable };

const BY_NAME: ReadonlyMap<string, SpirvEnumTable> = new Map(SPIRV_ENUMS.map((e) => [e.name, e]));
const BY_MNEMONIC: ReadonlyMap<string, SpirvEnumTable> = new Map(SPIRV_ENUMS.filter((e) => e.mnemonic !== "").map((e) => [e.mnemonic, e]));

/** The enum ::mlir::spirv::<name>; a name it does not define is a bug of the caller. */
export function spirvEnum(name: string): SpirvEnumTable {
  const table = BY_NAME.get(name);
  if (table === undefined) throw new Error(`spirv has no enum ${name}`);
  return table;
}

/** The enum whose attribute is `#spirv.<mnemonic><...>`, if any. */
export function spirvEnumByMnemonic(mnemonic: string): SpirvEnumTable | undefined {
  return BY_MNEMONIC.get(mnemonic);
}

/** Whether `keyword` names a case of the enum (MLIR's symbolize<Enum> succeeds). */
export function isSpirvEnumCase(name: string, keyword: string): boolean {
  return spirvEnum(name).cases.some(([str]) => str === keyword);
}

/** The value of a case, or undefined. */
export function spirvEnumValue(name: string, keyword: string): number | undefined {
  return spirvEnum(name).cases.find(([str]) => str === keyword)?.[1];
}

/** The printed name of the (first) case with `value`, or undefined. */
export function spirvEnumCaseName(name: string, value: number): string | undefined {
  return spirvEnum(name).cases.find(([, v]) => v === value)?.[0];
}
