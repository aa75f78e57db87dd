// What the op parser and printer (src/asm/parser.ts, printer.ts) provide to the custom
// assembly API: SSA name scopes, regions, blocks and the printing of values, blocks,
// types, attributes and regions with the module-wide naming and aliases.
import type { Attribute, NamedAttribute } from "../../ir/attributes.js";
import type { Location } from "../../ir/location.js";
import type { Block, Operation, Region, Value } from "../../ir/operation.js";
import type { Type } from "../../ir/types.js";
import type { AsmParserState } from "../parser-state.js";
import type { TypeElision } from "../attr-type/printer.js";
import type { RegisteredOperationInfo } from "../../ir/dialect.js";

/** `%name` or `%name#number` as written, before it is resolved to a value. */
export interface UnresolvedOperand {
  readonly name: string;
  readonly number: number;
  /** Offset of the `%name` token. */
  readonly offset: number;
}

/** A region entry argument declared by the op's syntax (`%i : index`). */
export interface OpAsmArgument {
  readonly ssaName: UnresolvedOperand;
  type: Type;
  attrs?: Attribute;
  sourceLoc?: Location;
}

export interface OpAsmParserHost {
  readonly state: AsmParserState;
  /** Parses `%name` / `%name#N` at the current token. */
  parseSSAUse(allowResultNumber: boolean): UnresolvedOperand;
  /** The value named by `use`, or a forward reference of `type`. */
  resolveOperand(use: UnresolvedOperand, type: Type): Value;
  /**
   * Parses `{...}` into `region`. When `entryArguments` is given they become the entry
   * block's arguments, defined in the region's scope (the region may then not start
   * with a block label). `isolated` starts a new value scope (IsolatedFromAbove).
   */
  parseRegion(region: Region, entryArguments: readonly OpAsmArgument[] | undefined, isolated: boolean, enableNameShadowing: boolean): void;
  /** The block `^name` of the current region scope (created on first reference). */
  successorBlock(name: string, offset: number): Block;
  /** `{a = 1, b}` at the current token. */
  parseAttributeDict(): NamedAttribute[];
  /** An optional trailing `loc(...)`; undefined when the next token is not `loc`. */
  parseOptionalLocationSpecifier(): Location | undefined;
  /** The location of a source offset (a FileLineColLoc). */
  sourceLocation(offset: number): Location;
  /**
   * `properties` with the op's left-out default-valued properties filled in (its
   * registration's populateDefaultProperties), remembered per op kind: the ops of one
   * kind in a file mostly carry the same (uniqued) properties.
   */
  completeDefaultProperties(info: RegisteredOperationInfo, properties: Attribute | null): Attribute | null;
  /** The op name a custom op name spelled `spelled` stands for here (MLIR's parseCustomOperationName, without consuming). */
  resolveCustomOperationName(spelled: string): string;
  /** An op in the generic form (with its trailing `loc(...)`) at the current token, appended to `block`. */
  parseGenericOperationInto(block: Block): Operation;
}

export interface OpAsmPrinterHost {
  write(text: string): void;
  valueName(value: Value): string;
  blockName(block: Block): string;
  printType(type: Type): string;
  printAttribute(attr: Attribute, elision: TypeElision): string;
  /** The alias name (with `#`/`!`) of an attribute or type, when one was assigned. */
  aliasOf(value: Attribute | Type): string | undefined;
  printAttributeDictionary(entries: readonly NamedAttribute[]): string;
  printRegion(region: Region, printEntryBlockArgs: boolean, printBlockTerminators: boolean, printEmptyBlock: boolean): void;
  /** A newline followed by the current indentation. */
  printNewline(): void;
  increaseIndent(): void;
  decreaseIndent(): void;
  /** ` loc(...)` text for a block argument or op when debug info is printed, else "". */
  optionalLocationSpecifier(loc: Location): string;
  /** Prints `region` using `names` for its entry block arguments (MLIR's shadowRegionArgs). */
  shadowRegionArgs(region: Region, names: readonly Value[]): void;
  /** Prints `op` in its custom form, or the generic one, without its results and location. */
  printCustomOrGenericOp(op: Operation): void;
  /** Prints `op` in the generic form, without its results and location. */
  printGenericOp(op: Operation): void;
}
