// nvgpu's types in op formats: read and printed stripped (`<memorySpace = ...>` for
// `!nvgpu.mbarrier.group<memorySpace = ...>`), as ODS does for a type with its own syntax.
// tsmlir keeps nvgpu's types opaque; an alias of the type is printed whole, as MLIR's
// printStrippedAttrOrType prints an alias when there is one.
import type { Type } from "../../ir/index.js";
import { parseStrippedOpaqueType } from "../../asm/attr-type/index.js";
import type { OpAsmParser, OpAsmPrinter } from "../../asm/op-asm/index.js";

export interface StrippedTypeSyntax {
  parse(parser: OpAsmParser): Type;
  print(printer: OpAsmPrinter, type: Type): void;
}

export function strippedNvgpuType(mnemonic: string): StrippedTypeSyntax {
  const prefix = `!nvgpu.${mnemonic}`;
  return {
    parse: (parser) => parseStrippedOpaqueType(parser.p, "nvgpu", mnemonic),
    print(printer, type) {
      const text = printer.host.printType(type);
      printer.write(text.startsWith(`${prefix}<`) ? text.slice(prefix.length) : text);
    },
  };
}
