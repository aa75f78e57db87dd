// ptr's type: `!ptr.ptr`, or `!ptr.ptr<memory space>` where the memory space is any
// attribute (format `(< $memorySpace^ >)?`): tsmlir keeps it opaque, with the memory space
// printed as mlir-opt prints the attribute (`3` becomes `3 : i64`).
import { OpaqueType, type DialectAsmParser, type Type } from "../../ir/index.js";
import { AsmParser, AsmParserState } from "../../asm/op-asm/index.js";
import { printAttributeText } from "../../asm/standalone.js";
import { parseTypeDefParameter } from "../runtime/attr-type-asm.js";

export function parsePtrType(state: DialectAsmParser): Type | undefined {
  if (!(state instanceof AsmParserState)) throw new TypeError("the ptr dialect parses with the text layer's parser state");
  const parser = new AsmParser(state);
  if (!parser.parseOptionalKeyword("ptr")) return undefined;
  if (!parser.parseOptionalLess()) return OpaqueType.get(state.context, "ptr", "ptr");
  const memorySpace = parseTypeDefParameter(parser, "Ptr_PtrType", "memorySpace", "Attribute", () => parser.parseAttribute());
  parser.parseGreater();
  return OpaqueType.get(state.context, "ptr", `ptr<${printAttributeText(memorySpace)}>`);
}
