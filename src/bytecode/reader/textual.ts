// Attributes and types that have no custom bytecode encoding travel as their textual
// form. The bytecode layer asks the text layer to parse/print them through this hook.
import type { Attribute } from "../../ir/attributes.js";
import type { MLIRContext } from "../../ir/context.js";
import type { Type } from "../../ir/types.js";

export interface TextualAttrTypeCodec {
  /** Parses the whole of `text` as an attribute (throws a DiagnosticError on failure). */
  parseAttribute(text: string, context: MLIRContext): Attribute;
  parseType(text: string, context: MLIRContext): Type;
  /** Prints the attribute/type as mlir-opt does when writing bytecode (no aliases). */
  printAttribute(attr: Attribute): string;
  printType(type: Type): string;
}
