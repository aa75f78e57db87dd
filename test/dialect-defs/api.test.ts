// The typed API of the generated tdefs classes, enums and interfaces: uniquing in a
// context (with comparators and allocators), verifiers run by get/getChecked, builders,
// accessors, interface keys with default and fixed methods and hook-provided ones, enum
// utilities with mlir-tblgen 19's semantics, and the sub-element walks.
import { describe, expect, it } from "vitest";
import * as ir from "../../src/api/index.js";
import * as ods from "../../src/api/ods.js";
import * as rt from "../../src/api/dialect.js";
import { tdefsContext } from "./harness.js";
import {
  BoxType,
  ColorAttr,
  Described,
  Sized,
  IntListAttr,
  KeyAttr,
  MetaAttr,
  NodeType,
  PairType,
  Perms,
  PermsEnumInfo,
  PointType,
  RangeAttr,
  ScaleAttr,
  ShapeKindAttr,
  ShapedThing,
  VecType,
  Weighted,
  WeightAttr,
  Wide,
  getMaxEnumValForColor,
  shapeKindValue,
  stringifyPerms,
  stringifyWide,
  symbolizeColor,
  symbolizePerms,
  symbolizeShapeKind,
  symbolizeWide,
} from "./tdefs.generated.js";

describe("generated attribute and type classes", () => {
  it("unique per context, comparing parameters with their comparators", () => {
    const context = tdefsContext();
    const i32 = ir.IntegerType.get(context, 32);
    const a = BoxType.get(context, i32, undefined, [1n, 2n], "b");
    expect(BoxType.get(context, i32, undefined, [1n, 2n], "b")).toBe(a);
    expect(BoxType.get(context, i32, 3, [1n, 2n], "b")).not.toBe(a);
    expect(BoxType.get(tdefsContext(), ir.IntegerType.get(tdefsContext(), 32), undefined, [1n, 2n], "b")).not.toBe(a);
    // KeyAttr's comparator ignores case: both spellings are one attribute.
    expect(KeyAttr.get(context, "ABC")).toBe(KeyAttr.get(context, "abc"));
    // APFloatParameter compares bitwise: -0 and 0 are two attributes, NaN is one.
    expect(ScaleAttr.get(context, -0)).not.toBe(ScaleAttr.get(context, 0));
    expect(ScaleAttr.get(context, Number.NaN)).toBe(ScaleAttr.get(context, Number.NaN));
    // OptionalArrayRefParameter's comparator treats an absent list as empty.
    expect(IntListAttr.get(context, undefined)).toBe(IntListAttr.get(context, []));
  });

  it("copy array parameters into the storage (their allocator)", () => {
    const context = tdefsContext();
    const dims = [4n, 5n];
    const box = BoxType.get(context, ir.IndexType.get(context), undefined, dims, "dflt");
    dims.push(6n);
    expect(box.dims).toEqual([4n, 5n]);
    expect(box.getDims()).toBe(box.dims);
  });

  it("run the dialect's verifier from get and getChecked", () => {
    const context = tdefsContext();
    expect(() => RangeAttr.get(context, 3, 1)).toThrow(/range lower bound 3 exceeds upper bound 1/);
    expect(RangeAttr.get(context, 1, 3).hi).toBe(3);
    const seen: string[] = [];
    const emitError = (message: string): Error => {
      seen.push(message);
      return new RangeError(message);
    };
    expect(() => RangeAttr.getChecked(emitError, context, 9, 2)).toThrow(RangeError);
    expect(seen).toEqual(["range lower bound 9 exceeds upper bound 2"]);
    expect(() => BoxType.get(context, ir.IndexType.get(context), -1, [1n], "x")).toThrow(/box size must not be negative, got -1/);
  });

  it("offer the builders of the definition", () => {
    const context = tdefsContext();
    const f32 = ir.FloatType.get(context, "f32");
    const vec = VecType.getWithElementTypeLength(f32);
    expect(vec.length).toBe(4);
    expect(vec.totalBits).toBe(128);
    expect(VecType.getWithLengthElementType(context, 4, f32)).toBe(vec);
    expect(VecType.getWithElementTypeLength(f32, 8).getLength()).toBe(8);
  });

  it("keep typed attributes typed", () => {
    const context = tdefsContext();
    const i8 = ir.IntegerType.get(context, 8);
    const weight = WeightAttr.get(context, i8, 5n);
    expect(ir.hasType(weight) && weight.type).toBe(i8);
    expect(ods.implementsInterface(weight, ir.TypedAttr)).toBe(true);
    expect(ir.TypedAttr.get(weight)?.getType()).toBe(i8);
    expect(ods.implementsInterface(RangeAttr.get(context, 1, 2), ir.TypedAttr)).toBe(false);
  });

  it("implement their interfaces through defaults, their own members and the dialect's hooks", () => {
    const context = tdefsContext();
    const box = BoxType.get(context, ir.IndexType.get(context), undefined, [1n, 2n, 3n], "x");
    const view = ShapedThing.get(box);
    expect(view?.getRank()).toBe(3); // the getRankBoxType hook
    expect(view?.getName("rank")).toBe("rank3"); // a default calling the hook through `this`
    expect(view?.isScalar()).toBe(false); // a fixed method body
    expect(view?.kindName()).toBe("shaped"); // a static default
    const point = PointType.get(context, 1, 0, "p");
    expect(ShapedThing.get(point)?.getRank()).toBe(1); // PointType's own getRank
    expect(ShapedThing.isa(PairType.get(context, 1, box, box))).toBe(false);
    expect(ods.implementsInterface(box, ShapedThing)).toBe(true);
    expect(ods.implementsInterface(box, Weighted)).toBe(false);
    const weight = WeightAttr.get(context, ir.NoneType.get(context), 21n);
    expect(Weighted.get(weight)?.doubled()).toBe(42n);
    expect(box.isMemRefElementType).toBe(true);
    expect(point.isMemRefElementType).toBe(false);
  });

  it("narrow interfaces with extraClassOf and give keys their extra members", () => {
    const context = tdefsContext();
    const index = ir.IndexType.get(context);
    const box = BoxType.get(context, index, undefined, [2n, 3n], "x");
    expect(Sized.get(box)?.getSize()).toBe(6n); // the getSizeBoxType hook
    expect(Sized.bases).toEqual([ShapedThing]);
    expect(Sized.totalSize([box, box, index])).toBe(12n);
    // PointType lists no Sized, and extraClassOf would refuse it anyway.
    expect(Sized.isa(PointType.get(context, 1, 0, "p"))).toBe(false);
  });

  it("generate op interfaces with defaults and verifiers", () => {
    const context = tdefsContext();
    context.loadDialect({ namespace: "x", operations: [{ name: "x.described", traits: [] }] });
    context.attachOpInterface("x.described", Described, Described.implement({ label: () => "L" }));
    const location = ir.UnknownLoc.get(context);
    const block = new ir.Block();
    const builder = ir.OpBuilder.atBlockEnd(block, context);
    const withResult = builder.create("x.described", location, { resultTypes: [ir.IndexType.get(context)] });
    const without = builder.create("x.described", location, {});
    expect(Described.get(withResult)?.describe()).toBe("x.described/1");
    expect(Described.get(withResult)?.label()).toBe("L");
    expect(() => Described.verify?.(withResult)).not.toThrow();
    expect(() => Described.verify?.(without)).toThrow(/must describe at least one result/);
  });

  it("walk the attributes and types among their parameters", () => {
    const context = tdefsContext();
    const i32 = ir.IntegerType.get(context, 32);
    const box = BoxType.get(context, i32, undefined, [1n], "b");
    const node = NodeType.get(context, 1, NodeType.get(context, 2, undefined));
    const meta = MetaAttr.get(context, ir.UnitAttr.get(context), i32);
    const subs = (x: ir.Attribute | ir.Type): unknown[] => {
      const out: unknown[] = [];
      rt.forEachSubElement(x, (e) => out.push(e));
      return out;
    };
    expect(subs(box)).toEqual([i32]);
    expect(subs(node)).toEqual([NodeType.get(context, 2, undefined)]);
    expect(subs(meta)).toEqual([ir.UnitAttr.get(context), i32]);
    const printed: unknown[] = [];
    rt.forEachPrintedElement(PairType.get(context, 2, box, box), (e) => printed.push(e));
    expect(printed).toEqual([box, box]);
  });
});

describe("generated enums", () => {
  it("symbolize and stringify integer enums by string and value", () => {
    expect(symbolizeColor("green")).toBe("green");
    expect(symbolizeColor(7)).toBe("dark-blue");
    expect(symbolizeColor(7n)).toBe("dark-blue");
    expect(symbolizeColor("blue")).toBeUndefined();
    expect(symbolizeColor(2)).toBeUndefined();
    expect(getMaxEnumValForColor()).toBe(7);
    expect(shapeKindValue("square")).toBe(4);
    expect(symbolizeShapeKind(4)).toBe("square");
  });

  it("handle bit enums as mlir-tblgen 19 does", () => {
    // Groups first (printBitEnumPrimaryGroups), the separator as given, bit 31 unsigned.
    expect(stringifyPerms(Perms.Read | Perms.Write)).toBe("rw");
    expect(stringifyPerms((Perms.Read | Perms.Write | Perms.Exec) >>> 0)).toBe("rw | exec");
    expect(stringifyPerms(Perms.None)).toBe("none");
    expect(symbolizePerms("read|exec")).toBe(2147483649);
    expect(symbolizePerms(" write |read ")).toBe(3);
    // `none` only on its own; unknown keywords and bits refuse the whole text.
    expect(symbolizePerms("none")).toBe(0);
    expect(symbolizePerms("none|read")).toBeUndefined();
    expect(symbolizePerms("read||write")).toBeUndefined();
    expect(symbolizePerms(4)).toBeUndefined();
    expect(symbolizePerms(-2147483648)).toBe(2147483648);
    // Without primary groups every set case prints, groups included, in declaration order.
    const plain = new rt.BitEnumInfo<number>({
      qualifiedName: "::x::Bits",
      summary: "bits",
      width: 32,
      separator: "|",
      primaryGroups: false,
      cases: [["a", 1, "bit"], ["b", 2, "bit"], ["ab", 3, "group"], ["c", 4, "bit"]],
    });
    expect(plain.stringify(3)).toBe("a|b|ab");
    expect(plain.stringify(0)).toBe("");
    // 64-bit bit enums are bigints.
    expect(stringifyWide(Wide.Low | Wide.High)).toBe("low|high");
    expect(symbolizeWide("high")).toBe(1n << 40n);
    expect(PermsEnumInfo.printsQuoted(Perms.ReadWrite)).toBe(false);
    expect(PermsEnumInfo.printsQuoted((Perms.Read | Perms.Exec) >>> 0)).toBe(true);
  });

  it("store enums as integer attributes with genSpecializedAttr", () => {
    const context = tdefsContext();
    const attr = ShapeKindAttr.get(context, "square");
    expect(attr).toBe(ir.IntegerAttr.get(ir.IntegerType.get(context, 64), 4));
    expect(attr instanceof ShapeKindAttr).toBe(true);
    expect(ShapeKindAttr.valueOf(attr)).toBe("square");
    expect(ir.IntegerAttr.get(ir.IntegerType.get(context, 64), 2) instanceof ShapeKindAttr).toBe(false);
    expect(ir.IntegerAttr.get(ir.IntegerType.get(context, 32), 4) instanceof ShapeKindAttr).toBe(false);
    expect(ColorAttr.get(context, "red").getValue()).toBe("red");
  });
});
