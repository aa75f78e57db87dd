// Text of single attributes/types for diagnostics (no aliases), as MLIR's `<< attr`.
import type { Attribute } from "../ir/attributes.js";
import type { Type } from "../ir/types.js";
import { AttrTypePrinter } from "./attr-type/printer.js";

function printer(): AttrTypePrinter {
  // A printer without aliases keeps nothing between calls; a fresh one costs an object.
  return new AttrTypePrinter();
}

export function typeToString(type: Type): string {
  return printer().printType(type);
}

export function attributeToString(attr: Attribute): string {
  return printer().printAttribute(attr);
}
