// llvm's pointer type read and printed stripped, as ODS formats of other dialects do for an
// operand constrained to it (`rocdl.make.buffer.rsrc ... : !llvm.ptr to <8>`): MLIR's
// parseCustomTypeWithFallback takes a full `!...` type or the pointer's own `<N>` body
// (nothing for address space 0), and printStrippedAttrOrType falls back to the full type
// when the body prints nothing (`!llvm.ptr`).
import { OpaqueType, type Type } from "../../ir/index.js";
import type { OpAsmParser, OpAsmPrinter } from "../../asm/op-asm/index.js";
import { TokenKind } from "../../asm/token.js";

/** The address space of an `!llvm.ptr` / `!llvm.ptr<N>` (undefined for another type). */
export function llvmPointerAddressSpace(type: Type): bigint | undefined {
  if (!(type instanceof OpaqueType) || type.dialect !== "llvm") return undefined;
  if (type.data === "ptr") return 0n;
  const match = /^ptr<(\d+)>$/.exec(type.data);
  return match === null ? undefined : BigInt(match[1] as string);
}

export const strippedLlvmPointer = {
  parse(parser: OpAsmParser): Type {
    if (parser.p.kind === TokenKind.ExclamationIdentifier) {
      const loc = parser.getCurrentLocation();
      const type = parser.parseType();
      if (llvmPointerAddressSpace(type) === undefined) throw parser.emitError(loc, "invalid kind of Type specified");
      return type;
    }
    let space = 0n;
    if (parser.parseOptionalLess()) {
      space = parser.parseInteger();
      parser.parseGreater();
    }
    return OpaqueType.get(parser.getContext(), "llvm", space === 0n ? "ptr" : `ptr<${space}>`);
  },
  print(printer: OpAsmPrinter, type: Type): void {
    const space = llvmPointerAddressSpace(type);
    if (space === undefined || space === 0n) printer.printType(type);
    else printer.write(`<${space}>`);
  },
};
