// A shared alias-free printer for attribute/type text inside diagnostics.
import { AttrTypePrinter } from "./printer.js";

let shared: AttrTypePrinter | undefined;

export function printerForDiagnostics(): AttrTypePrinter {
  shared ??= new AttrTypePrinter();
  return shared;
}
