// Text of single attributes/types for diagnostics (no aliases), as MLIR's `<< attr`.
import type { Attribute } from "../ir/attributes.js";
import type { Type } from "../ir/types.js";
import { AttrTypePrinter } from "./attr-type/printer.js";

let shared: AttrTypePrinter | undefined;

function printer(): AttrTypePrinter {
  shared ??= new AttrTypePrinter();
  return shared;
}

export function typeToString(type: Type): string {
  return printer().printType(type);
}

export function attributeToString(attr: Attribute): string {
  return printer().printAttribute(attr);
}
