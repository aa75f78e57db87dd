import { describe, expect, it } from "vitest";
import { SourceFile } from "../../src/support/source.js";
import { formatDiagnostic, sourceLineWithCaret } from "../../src/support/diagnostic.js";

describe("SourceFile", () => {
  const file = new SourceFile("x.mlir", "ab\ncd\r\n\nef");

  it("maps offsets to 1-based lines and columns, CRLF included", () => {
    expect(file.position(0)).toEqual({ line: 1, column: 1 });
    expect(file.position(4)).toEqual({ line: 2, column: 2 });
    expect(file.position(7)).toEqual({ line: 3, column: 1 });
    expect(file.position(9)).toEqual({ line: 4, column: 2 });
    expect(file.position(1000)).toEqual({ line: 4, column: 3 });
  });

  it("returns line text without terminators and maps back to offsets", () => {
    expect(file.lineText(2)).toBe("cd");
    expect(file.lineText(3)).toBe("");
    expect(file.lineText(4)).toBe("ef");
    expect(file.lineText(5)).toBe("");
    expect(file.offsetOf(4, 2)).toBe(9);
  });
});

describe("diagnostics", () => {
  it("expands tabs to 8-column stops under the caret, as LLVM's SourceMgr does", () => {
    const file = new SourceFile("t.td", "\tdef X;");
    expect(sourceLineWithCaret(file, 1, 2)).toBe("        def X;\n        ^");
  });

  it("renders file:line:col, the source line and a caret", () => {
    const file = new SourceFile("a.mlir", "%0 = foo\n  bar baz\n");
    const text = formatDiagnostic({ severity: "error", message: "bad", location: { file, offset: 15 } });
    expect(text).toBe("a.mlir:2:7: error: bad\n  bar baz\n      ^\n");
  });

  it("omits the location prefix for an unnamed buffer, as LLVM does", () => {
    const file = new SourceFile("", "$a `x`");
    const text = formatDiagnostic({ severity: "error", message: "bad", location: { file, offset: 3 } });
    expect(text).toBe("error: bad\n$a `x`\n   ^\n");
  });
});
