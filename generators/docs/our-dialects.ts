// Markdown docs for the dialects defined in defs/, written to generated/docs/ next to
// their generated code, with the same generator mlir-tblgen-compatible docs use.
import type { RecordKeeper } from "../../src/tablegen/index.js";
import { generateDialectDoc } from "./index.js";

export interface DialectDocSource {
  readonly name: string;
  readonly tdFile: string;
  readonly keeper: RecordKeeper;
}

export interface DialectDocFile {
  readonly path: string;
  readonly text: string;
}

export function generateOurDialectDocs(dialects: readonly DialectDocSource[]): DialectDocFile[] {
  return dialects.map(({ name, tdFile, keeper }) => ({
    path: `generated/docs/${name}.md`,
    text: `<!-- @generated from ${tdFile} by npm run generate — do not edit -->\n${generateDialectDoc(keeper, { dialect: name })}`,
  }));
}
