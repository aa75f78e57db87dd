import { describe, expect, it } from "vitest";
import { dialectSymbol, escapeString, keywordOrString, symbolReference } from "../../../src/asm/attr-type/escape.js";

describe("string escaping", () => {
  it("escapes quotes, backslashes and non-printable bytes as MLIR does", () => {
    expect(escapeString('a"b')).toBe("a\\22b");
    expect(escapeString("a\\b")).toBe("a\\\\b");
    expect(escapeString("l1\nl2\t\x7f\xff")).toBe("l1\\0Al2\\09\\7F\\FF");
    expect(escapeString("\xc3\xa9 ok")).toBe("\\C3\\A9 ok");
  });

  it("quotes identifiers only when needed", () => {
    expect(keywordOrString("foo.bar$1")).toBe("foo.bar$1");
    expect(keywordOrString("a b")).toBe('"a b"');
    expect(keywordOrString("1x")).toBe('"1x"');
    expect(symbolReference("")).toBe('@""');
    expect(symbolReference("my-func")).toBe('@"my-func"');
  });

  it("prints dialect symbols in pretty form when the body allows", () => {
    expect(dialectSymbol("#", "foo", "bar<1, 2>")).toBe("#foo.bar<1, 2>");
    expect(dialectSymbol("!", "foo", '"x y"')).toBe('!foo<"x y">');
    expect(dialectSymbol("#", "foo", "a<b>c")).toBe("#foo<a<b>c>");
  });
});
