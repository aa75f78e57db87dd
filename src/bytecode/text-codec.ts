// The textual fallback for attributes and types without a custom encoding, backed by
// the asm layer's parser and printer (no aliases, as upstream writes them).
import { AttrTypePrinter } from "../asm/attr-type/index.js";
import { parseAttributeText, parseTypeText } from "../asm/standalone.js";
import type { Attribute } from "../ir/attributes.js";
import type { MLIRContext } from "../ir/context.js";
import type { Type } from "../ir/types.js";
import type { TextualAttrTypeCodec } from "./reader/textual.js";

export class AsmTextualCodec implements TextualAttrTypeCodec {
  private readonly printer = new AttrTypePrinter();

  parseAttribute(text: string, context: MLIRContext): Attribute {
    return parseAttributeText(text, context, "<bytecode attribute>");
  }
  parseType(text: string, context: MLIRContext): Type {
    return parseTypeText(text, context, "<bytecode type>");
  }
  printAttribute(attr: Attribute): string {
    return this.printer.printAttribute(attr);
  }
  printType(type: Type): string {
    return this.printer.printType(type);
  }
}
