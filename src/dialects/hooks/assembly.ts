// Types of the hand-written assembly tables each dialect module exports: custom syntax of
// ops with `hasCustomAssemblyFormat`, by op class name, and OpAsmOpInterface's default
// dialect inside an op's regions.
import type { CustomAssemblyHooks } from "../../asm/op-asm/index.js";
import type { RegionBranchSpec } from "../op-runtime.js";

export type CustomAssemblyTable = Readonly<Partial<Record<string, CustomAssemblyHooks>>>;
export type DefaultDialectTable = Readonly<Partial<Record<string, string>>>;
export type RegionBranchTable = Readonly<Partial<Record<string, RegionBranchSpec>>>;
/** OpAsmOpInterface::getAsmResultNames implementations, by op class name. */
export type ResultNamesTable = Readonly<Partial<Record<string, (op: import("../../ir/index.js").Operation, setName: (value: import("../../ir/index.js").Value, name: string) => void) => void>>>;
