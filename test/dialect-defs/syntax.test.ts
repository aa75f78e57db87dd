// The generated attributes and types of the tdefs dialect through the real parser,
// printer and bytecode: every format construct round-trips, MLIR's printing rules hold
// (pretty `#tdefs.mnemonic<...>` only for bodies that are an identifier plus `<...>`, the
// verbose `#tdefs<...>` otherwise, `: type` after typed attributes, aliases inside
// bodies), and malformed bodies get MLIR's diagnostics at MLIR's positions. tdefs has no
// oracle; the expected texts follow the rules of mlir-tblgen 19's generated C++ for the
// same formats (`mlir-tblgen -gen-typedef-defs -I defs TestDefs.td`).
import { describe, expect, it } from "vitest";
import { bytecodeRoundTrip, parse, parseErrors, print } from "./harness.js";

const ALL = `"x.op"() {
  a = #tdefs.color<green>, c = #tdefs<perms read | write | exec>, d = #tdefs.weight<3> : i32,
  e = #tdefs.weight<4>, f = #tdefs.range<1 to 5>, g = #tdefs<tags["a", "b c"]>, h = #tdefs.key<"Abc">,
  i = #tdefs.key<"ABC">, j = #tdefs.span<3>, k = #tdefs.span<3, 2>, l = #tdefs.hex<31>, m = #tdefs<ints[]>,
  n = #tdefs<ints[1, 2]>, o = #tdefs<perms none>, p = #tdefs<perms rw>, q = #tdefs<color<red>>
} : () -> (!tdefs.box<i32, [1, 2]>, !tdefs.box<f32 x 3, [4] name = "b">, !tdefs.point<x = 1, label = "p">,
  !tdefs.point<label = "q", y = 2, x = 3>, !tdefs.pair<n = 2, <i8, [1]>, !tdefs.box<i16, [2]> echo 2>,
  !tdefs.opaque<"hello">, !tdefs.unit, !tdefs.node<1 -> <2 -> <3>>>, !tdefs.flags<low>, !tdefs.flags<"low|high">,
  !tdefs.vec<4 x f32>, memref<2x!tdefs.box<i32, [1]>>, !tdefs<box<i64, [7]>>)
`;

const ALL_PRINTED = [
  "module {",
  '  %0:13 = "x.op"() {a = #tdefs.color<green>, c = #tdefs<perms rw | exec>, d = #tdefs.weight<3> : i32, e = #tdefs.weight<4>, ' +
    'f = #tdefs.range<1 to 5>, g = #tdefs<tags["a", "b c"]>, h = #tdefs.key<"Abc">, i = #tdefs.key<"Abc">, j = #tdefs.span<3>, ' +
    "k = #tdefs.span<3, 2>, l = #tdefs.hex<0x1f>, m = #tdefs<ints[]>, n = #tdefs<ints[1, 2]>, o = #tdefs<perms none>, p = #tdefs<perms rw>, " +
    "q = #tdefs.color<red>} : () -> (" +
    '!tdefs.box<i32, [1, 2]>, !tdefs.box<f32 x 3, [4] name = "b">, !tdefs.point<x = 1, label = "p">, !tdefs.point<x = 3, y = 2, label = "q">, ' +
    '!tdefs.pair<n = 2, <i8, [1]>, !tdefs.box<i16, [2]> echo 2>, !tdefs.opaque<"hello">, !tdefs.unit, !tdefs.node<1 -> <2 -> <3>>>, ' +
    '!tdefs.flags<low>, !tdefs.flags<"low|high">, !tdefs.vec<4 x f32>, memref<2x!tdefs.box<i32, [1]>>, !tdefs.box<i64, [7]>)',
  "}",
  "",
].join("\n");

/** The `file:line:col: error: message` lines of a parse's diagnostics. */
function errorLines(text: string): string[] {
  return parseErrors(text)
    .split("\n")
    .filter((l) => l.startsWith("in.mlir:"));
}

function attrErrors(attr: string): string[] {
  return errorLines(`"x.op"() {a = ${attr}} : () -> ()`);
}

function typeErrors(type: string): string[] {
  return errorLines(`"x.op"() : () -> ${type}`);
}

describe("tdefs attributes and types as text", () => {
  it("print in MLIR's pretty or verbose form and read their own output back", () => {
    const printed = print(parse(ALL));
    expect(printed).toBe(ALL_PRINTED);
    expect(print(parse(printed))).toBe(printed);
  });

  it("round-trip through bytecode (written in their textual form)", () => {
    const module = parse(ALL);
    expect(print(bytecodeRoundTrip(module))).toBe(ALL_PRINTED);
    expect(print(bytecodeRoundTrip(module), true)).toBe(print(module, true));
  });

  it("print nested attributes and types through the op printer's aliases", () => {
    const tuple = `tuple<${Array.from({ length: 17 }, () => "i32").join(", ")}>`;
    const printed = print(parse(`"x.op"() {a = #tdefs.meta<affine_map<(d0) -> (d0 + 1)>, ${tuple}>} : () -> !tdefs.box<${tuple}, [1]>`));
    expect(printed).toBe(
      [`!tuple = ${tuple}`, "#map = affine_map<(d0) -> (d0 + 1)>", "module {", '  %0 = "x.op"() {a = #tdefs.meta<#map, !tuple>} : () -> !tdefs.box<!tuple, [1]>', "}", ""].join("\n"),
    );
    expect(print(bytecodeRoundTrip(parse(printed)))).toBe(printed);
  });

  it("report unknown mnemonics with MLIR's words", () => {
    expect(attrErrors("#tdefs.bogus<1>")).toEqual(["in.mlir:1:22: error: unknown attribute `bogus` in dialect `tdefs`"]);
    expect(typeErrors("!tdefs.bogus")).toEqual(["in.mlir:1:25: error: unknown  type `bogus` in dialect `tdefs`"]);
    expect(typeErrors("!tdefs<bogus<1>>")).toEqual(["in.mlir:1:25: error: unknown  type `bogus` in dialect `tdefs`"]);
    // The quoted body of the old verbose form is no mnemonic for MLIR 19 either.
    expect(attrErrors('#tdefs<"color<red>">')).toEqual(["in.mlir:1:22: error: expected valid keyword"]);
    expect(typeErrors("!tdefs.")).toEqual(["in.mlir:1:25: error: expected valid keyword"]);
  });

  it("report enum parameters as MLIR's EnumAttr parser does", () => {
    expect(attrErrors("#tdefs.color<blue>")).toEqual([
      "in.mlir:1:28: error: expected ::tdefs::Color to be one of: red, green, dark-blue",
      "in.mlir:1:32: error: failed to parse TDefs_ColorAttr parameter 'value' which is to be a `::tdefs::Color`",
    ]);
    // EnumAttr parameters are keywords: a case that is none (`dark-blue`) cannot be written.
    expect(attrErrors('#tdefs.color<"dark-blue">')).toEqual([
      "in.mlir:1:28: error: expected valid keyword",
      "in.mlir:1:28: error: failed to parse TDefs_ColorAttr parameter 'value' which is to be a `::tdefs::Color`",
    ]);
    // Bit enum keywords are reported where the list starts.
    expect(attrErrors("#tdefs<perms read | bogus>")).toEqual([
      "in.mlir:1:28: error: expected ::tdefs::Perms to be one of: none, read, write, exec, rw",
      "in.mlir:1:40: error: failed to parse TDefs_PermsAttr parameter 'value' which is to be a `::tdefs::Perms`",
    ]);
    // A plain enum parameter is MLIR's FieldParser<Enum>.
    expect(typeErrors("!tdefs.flags<mid>")).toEqual([
      "in.mlir:1:31: error: invalid wide flags specification: mid",
      "in.mlir:1:34: error: failed to parse TDefs_FlagsType parameter 'flags' which is to be a `Wide`",
    ]);
    expect(typeErrors("!tdefs.flags<7>")).toEqual([
      "in.mlir:1:31: error: expected keyword for wide flags",
      "in.mlir:1:31: error: failed to parse TDefs_FlagsType parameter 'flags' which is to be a `Wide`",
    ]);
  });

  it("run the verifier where the body starts", () => {
    expect(attrErrors("#tdefs.range<5 to 1>")).toEqual(["in.mlir:1:27: error: range lower bound 5 exceeds upper bound 1"]);
    expect(attrErrors("#tdefs<range<5 to 1>>")).toEqual(["in.mlir:1:27: error: range lower bound 5 exceeds upper bound 1"]);
    expect(typeErrors("!tdefs.box<i32, [1, -2]>")).toEqual(["in.mlir:1:28: error: box dimensions must not be negative"]);
  });

  it("report malformed bodies with MLIR's messages", () => {
    expect(attrErrors("#tdefs.range<1 2>")).toEqual(["in.mlir:1:30: error: expected 'to'"]);
    expect(attrErrors("#tdefs.span<1,>")).toEqual([
      "in.mlir:1:29: error: expected integer value",
      "in.mlir:1:29: error: failed to parse TDefs_SpanAttr parameter 'step' which is to be a `number`",
    ]);
    expect(attrErrors("#tdefs.span<99999999999999999999>")).toEqual([
      "in.mlir:1:27: error: integer value too large",
      "in.mlir:1:47: error: failed to parse TDefs_SpanAttr parameter 'start' which is to be a `number`",
    ]);
    expect(attrErrors("#tdefs.color")).toEqual(["in.mlir:1:27: error: expected '<'"]);
    expect(typeErrors('!tdefs.point<x = 1, x = 2, label = "a">')).toEqual(["in.mlir:1:42: error: duplicate or unknown struct parameter name: x"]);
    expect(typeErrors('!tdefs.point<y = 1, label = "a">')).toEqual(["in.mlir:1:49: error: struct is missing required parameter: x"]);
    expect(typeErrors("!tdefs.point<1>")).toEqual(["in.mlir:1:31: error: expected valid keyword", "in.mlir:1:31: error: expected a parameter name in struct"]);
    expect(typeErrors("!tdefs.pair<n = 2, <i8, [1]>, i32 echo 2>")).toEqual([
      "in.mlir:1:48: error: invalid kind of type specified",
      "in.mlir:1:52: error: failed to parse TDefs_PairType parameter 'other' which is to be a `BoxType`",
    ]);
    expect(typeErrors("!tdefs.pair<n = 2, <i8, [1]>, !tdefs.box<i8, [1]> echo 3>")).toEqual(["in.mlir:1:73: error: the echo must repeat the count"]);
    expect(typeErrors("!tdefs.vec<4 x >")).toEqual(["in.mlir:1:32: error: expected non-function type", "in.mlir:1:33: error: failed to parse TDefs_VecType parameter 'elementType' which is to be a `ir.Type`"]);
  });

  it("keep types that are no memref elements out of memrefs", () => {
    expect(typeErrors('memref<2x!tdefs.point<x = 1, label = "p">>')).toEqual(["in.mlir:1:27: error: invalid memref element type"]);
  });

  it("print floating-point parameters as MLIR prints doubles", () => {
    const module = parse(`"x.op"() {a = #tdefs.scale<2.5>, b = #tdefs.scale<-0.0>, c = #tdefs.scale<0x7FF8000000000000>, d = #tdefs.scale<1.0e100>} : () -> ()`);
    const printed = print(module);
    expect(printed).toBe(
      'module {\n  "x.op"() {a = #tdefs.scale<2.500000e+00>, b = #tdefs.scale<-0.000000e+00>, c = #tdefs.scale<0x7FF8000000000000>, d = #tdefs.scale<1.000000e+100>} : () -> ()\n}\n',
    );
    expect(print(bytecodeRoundTrip(module))).toBe(printed);
    expect(attrErrors("#tdefs.scale<3>")).toEqual([
      "in.mlir:1:28: error: unexpected decimal integer literal for a floating point value",
      "in.mlir:1:28: note: add a trailing dot to make the literal a float",
      "in.mlir:1:28: error: failed to parse TDefs_ScaleAttr parameter 'factor' which is to be a `number`",
    ]);
  });

  it("take the attribute's type from `: type`", () => {
    const module = parse(`"x.op"() {a = #tdefs.weight<3> : i32, b = #tdefs.weight<3> : i64} : () -> ()`);
    expect(print(module)).toBe('module {\n  "x.op"() {a = #tdefs.weight<3> : i32, b = #tdefs.weight<3> : i64} : () -> ()\n}\n');
  });
});
