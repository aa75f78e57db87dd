// A shared alias-free printer for attribute/type text inside diagnostics.
import { AttrTypePrinter } from "./printer.js";

export function printerForDiagnostics(): AttrTypePrinter {
  // A printer without aliases keeps nothing between calls; a fresh one costs an object.
  return new AttrTypePrinter();
}
