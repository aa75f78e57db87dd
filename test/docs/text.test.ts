// The text rules the doc generators share with mlir-tblgen: description
// re-indentation, summary capitalisation, assembly-format splitting, nesting of
// grouped op headings and LLVM's numeric record order.
import { describe, expect, it } from "vitest";
import { assemblyFormatLines, nestHeadings, reindent, summaryText } from "../../generators/docs/text.js";
import { compareNumeric } from "../../src/ods/index.js";

describe("doc text rules", () => {
  it("drops leading blank lines and the common indentation, keeps inner blank lines empty", () => {
    expect(reindent("\n    first line\n      indented\n   \n    last\n  ")).toBe("first line\n  indented\n\nlast\n");
    expect(reindent("no newline")).toBe("no newline");
    expect(reindent("  \t\n\n")).toBe("");
    expect(reindent("\ttab\n\t  deeper\n")).toBe("tab\n  deeper\n");
  });

  it("capitalises the first letter of a trimmed summary", () => {
    expect(summaryText("  call operation \n")).toBe("Call operation");
    expect(summaryText("")).toBe("");
    expect(summaryText("`x` op")).toBe("`x` op");
  });

  it("splits an assembly format into trimmed, non-empty lines", () => {
    expect(assemblyFormatLines("\n  $a `,` $b\n\n    attr-dict `:` type($a)\n  ")).toEqual({ first: "$a `,` $b", rest: ["attr-dict `:` type($a)"] });
  });

  it("deepens every heading line when nesting, always ending each line", () => {
    expect(nestHeadings("## group\ntext\n### op\n", true)).toBe("### group\ntext\n#### op\n\n");
    expect(nestHeadings("### op\n", false)).toBe("### op\n\n");
  });

  it("orders names as LLVM's compare_numeric does", () => {
    const names = ["Float16", "Float8E5M2", "Float128", "anonymous_10", "anonymous_9", "a01", "a1"];
    expect([...names].sort(compareNumeric)).toEqual(["Float8E5M2", "Float16", "Float128", "a1", "a01", "anonymous_9", "anonymous_10"]);
  });
});
