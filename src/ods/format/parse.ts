// Runs the generated format-language parser, turning its syntax errors into located
// diagnostics in the format string, as mlir-tblgen reports them.
import { DiagnosticError, type Diagnostic } from "../../support/diagnostic.js";
import { SourceFile, type SourceLocation } from "../../support/source.js";
import { parse as peggyParse, SyntaxError as PeggySyntaxError } from "./assembly-format-parser.generated.js";
import type { FormatNode } from "./ast.js";

/**
 * The format string as its own buffer (mlir-tblgen gives it an unnamed buffer, so its
 * diagnostics carry no file name) plus where the owning record is defined, for the
 * trailing "in custom assembly format for this ..." note.
 */
export class FormatSource {
  readonly file: SourceFile;
  readonly owner: SourceLocation | undefined;
  readonly ownerKind: "operation" | "attribute or type";

  constructor(text: string, owner: SourceLocation | undefined, ownerKind: "operation" | "attribute or type" = "operation") {
    this.file = new SourceFile("", text);
    this.owner = owner;
    this.ownerKind = ownerKind;
  }

  /** An error at `offset` in the format, with mlir-tblgen's note on the owner. */
  error(offset: number, message: string, extraNote?: string): DiagnosticError {
    const notes: Diagnostic[] = [];
    if (extraNote !== undefined) notes.push({ severity: "note", message: extraNote, location: { file: this.file, offset } });
    if (this.owner !== undefined) {
      // mlir-tblgen words the note the same way for attribute and type formats, which
      // then also fail fatally at the def.
      notes.push({ severity: "note", message: "in custom assembly format for this operation", location: this.owner });
      if (this.ownerKind !== "operation") notes.push({ severity: "error", message: "failed to parse assembly format", location: this.owner });
    }
    return new DiagnosticError({ severity: "error", message, location: { file: this.file, offset }, notes });
  }
}

function expectedMessage(error: PeggySyntaxError): string {
  // Peggy's own messages only appear for inputs the grammar does not word explicitly.
  return error.found === null ? "unexpected end of file" : "expected literal, variable, directive, or optional group";
}

export function parseFormatSyntax(source: FormatSource): FormatNode[] {
  try {
    return peggyParse(source.file.text) as FormatNode[];
  } catch (error) {
    if (error instanceof PeggySyntaxError) {
      const custom = !error.message.startsWith("Expected ");
      // The lexer reports an unterminated literal or string at the end of the buffer.
      const atEnd = error.message.startsWith("unexpected end of file");
      const offset = atEnd ? source.file.text.length : error.location.start.offset;
      throw source.error(offset, custom ? error.message : expectedMessage(error));
    }
    throw error;
  }
}
