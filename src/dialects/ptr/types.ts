// ptr's type: `!ptr.ptr`, or `!ptr.ptr<memory space>` where the memory space is any
// attribute (format `(< $memorySpace^ >)?`): tsmlir keeps it opaque, with the memory space
// printed as mlir-opt prints the attribute (`3` becomes `3 : i64`). It implements
// MemRefElementTypeInterface, so `memref<!ptr.ptr>` is a memref of pointers.
import { MemRefElementTypeInterface, OpaqueType, type AnyInterface, type Attribute, type DialectAsmParser, type Type } from "../../ir/index.js";
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

/** The interfaces ptr's opaque types implement: `!ptr.ptr` is a memref element type. */
export function ptrOpaqueInterfaceImpl(value: Attribute | Type, key: AnyInterface): object | undefined {
  if (key !== (MemRefElementTypeInterface as unknown as AnyInterface) || !(value instanceof OpaqueType)) return undefined;
  return /^ptr(?:<|$)/.test(value.data) ? MEMREF_ELEMENT : undefined;
}

const MEMREF_ELEMENT = {};
