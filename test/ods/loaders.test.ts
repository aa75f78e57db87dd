// ODS model semantics on small hand-written .td inputs built on upstream's
// OpBase.td: how ops, traits, inferred result types, attr/type defs, enums and
// predicates are read, and that malformed definitions give located diagnostics.
import { beforeEach, describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { formatDiagnostic, DiagnosticError } from "../../src/support/diagnostic.js";
import {
  buildOdsModel,
  loadAttrOrTypeDef,
  loadOperator,
  predicateCondition,
  constraintPredicate,
  selectDialect,
  segmentRuleErrors,
  type Operator,
} from "../../src/ods/index.js";
import { evaluateTableGen, type RecordKeeper } from "../../src/tablegen/index.js";
import { MLIR_INCLUDE } from "../docs/helpers/oracle.js";

const PRELUDE = `
include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Toy_Dialect : Dialect {
  let name = "toy";
  let cppNamespace = "::toy";
  let summary = "A dialect for tests";
}
class Toy_Op<string mnemonic, list<Trait> traits = []> : Op<Toy_Dialect, mnemonic, traits>;
`;

function records(body: string): RecordKeeper {
  return evaluateTableGen("test.td", PRELUDE + body, { includeDirs: [MLIR_INCLUDE] });
}

function op(keeper: RecordKeeper, name: string): Operator {
  const record = keeper.getDef(name);
  if (record === undefined) throw new Error(`no def ${name}`);
  return loadOperator(keeper, record);
}

function interfaceNames(o: Operator): string[] {
  return o.traits.filter((t) => t.kind === "interface").map((t) => t.trait ?? t.defName);
}

describe("ODS loaders", () => {
  beforeEach((ctx) => skipWithout(ctx, "mlir-include"));
  it("splits arguments into operands and attributes and names the C++ class after the dialect prefix", () => {
    const keeper = records(`
      def Toy_AddOp : Toy_Op<"add", [Pure]> {
        let arguments = (ins AnyInteger:$lhs, Variadic<AnyType>:$rest, I32Attr:$flags, OptionalAttr<StrAttr>:$note);
        let results = (outs AnyInteger:$sum);
      }`);
    const add = op(keeper, "Toy_AddOp");
    expect(add.operationName).toBe("toy.add");
    expect(add.cppClassName).toBe("AddOp");
    expect(add.qualCppClassName).toBe("::toy::AddOp");
    expect(add.operands.map((o) => [o.name, o.constraint.variadic])).toEqual([["lhs", false], ["rest", true]]);
    expect(add.attributes.map((a) => [a.name, a.attr.storageType, a.attr.isOptional])).toEqual([
      ["flags", "::mlir::IntegerAttr", false],
      ["note", "::mlir::StringAttr", true],
    ]);
    expect(add.arguments.map((a) => a.kind)).toEqual(["operand", "operand", "attribute", "attribute"]);
    expect(add.traits.some((t) => t.sideEffects?.effects.length === 0)).toBe(true);
  });

  it("adds InferTypeOpInterface only when every result type can be inferred", () => {
    const keeper = records(`
      def Toy_SameOp : Toy_Op<"same", [AllTypesMatch<["a", "r"]>]> {
        let arguments = (ins AnyType:$a);
        let results = (outs AnyType:$r);
      }
      def Toy_ChainOp : Toy_Op<"chain", [TypesMatchWith<"r1 from a", "a", "r1", "$_self">, AllTypesMatch<["r1", "r2"]>]> {
        let arguments = (ins AnyType:$a);
        let results = (outs AnyType:$r1, AnyType:$r2);
      }
      def Toy_BoolOp : Toy_Op<"bool"> {
        let results = (outs I1:$flag);
      }
      def Toy_OpaqueOp : Toy_Op<"opaque"> {
        let arguments = (ins AnyType:$a);
        let results = (outs AnyType:$r);
      }
      def Toy_ManyOp : Toy_Op<"many", [AllTypesMatch<["a", "r"]>]> {
        let arguments = (ins AnyType:$a);
        let results = (outs Variadic<AnyType>:$r);
      }`);
    expect(interfaceNames(op(keeper, "Toy_SameOp"))).toContain("InferTypeOpInterface::Trait");
    expect(interfaceNames(op(keeper, "Toy_ChainOp"))).toContain("InferTypeOpInterface::Trait");
    expect(op(keeper, "Toy_BoolOp").allResultTypesKnown).toBe(true);
    expect(op(keeper, "Toy_OpaqueOp").allResultTypesKnown).toBe(false);
    expect(op(keeper, "Toy_ManyOp").allResultTypesKnown).toBe(false);
  });

  it("flattens trait lists and brings interface base interfaces in before the interface", () => {
    const keeper = records(`
      def Toy_BaseIface : OpInterface<"BaseIface"> { let cppNamespace = "::toy"; }
      def Toy_DerivedIface : OpInterface<"DerivedIface", [Toy_BaseIface]> { let cppNamespace = "::toy"; }
      def Toy_TraitsOp : Toy_Op<"traits", [TraitList<[Commutative, Idempotent]>, Toy_DerivedIface, Commutative]>;`);
    const names = op(keeper, "Toy_TraitsOp").traits.map((t) => t.defName);
    expect(names).toEqual(["Commutative", "Idempotent", "Toy_BaseIface", "Toy_DerivedIface"]);
  });

  it("knows how variable-length operand groups are sized", () => {
    const keeper = records(`
      def Toy_SegOp : Toy_Op<"seg", [AttrSizedOperandSegments]> {
        let arguments = (ins Variadic<AnyType>:$a, Optional<AnyType>:$b);
      }
      def Toy_SameOp2 : Toy_Op<"same2", [SameVariadicOperandSize]> {
        let arguments = (ins Variadic<AnyType>:$a, Variadic<AnyType>:$b);
      }
      def Toy_UnsizedOp : Toy_Op<"unsized"> {
        let arguments = (ins Variadic<AnyType>:$a, Variadic<AnyType>:$b);
      }`);
    expect(op(keeper, "Toy_SegOp").operandSegmentRule).toBe("attr-sized");
    expect(op(keeper, "Toy_SameOp2").operandSegmentRule).toBe("same-size");
    expect(segmentRuleErrors(op(keeper, "Toy_SegOp"))).toEqual([]);
    expect(segmentRuleErrors(op(keeper, "Toy_UnsizedOp"))).toEqual(["op has multiple variadic operands but no specification over their sizes"]);
  });

  it("reports an unnamed attribute argument at the attribute's definition", () => {
    const keeper = records(`
      def Toy_BadOp : Toy_Op<"bad"> {
        let arguments = (ins I32Attr);
      }`);
    let error: unknown;
    try {
      op(keeper, "Toy_BadOp");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DiagnosticError);
    const text = formatDiagnostic((error as DiagnosticError).diagnostic);
    expect(text).toMatch(/CommonAttrConstraints\.td:\d+:\d+: error: attributes must be named/);
  });

  it("checks AttrDef mnemonic and assembly format rules with a location in the input", () => {
    const keeper = records(`
      class Toy_Type<string name, string typeMnemonic> : TypeDef<Toy_Dialect, name> { let mnemonic = typeMnemonic; }
      def Toy_PairType : Toy_Type<"Pair", "pair"> {
        let parameters = (ins "int":$first, "int":$second);
      }
      def Toy_BoxType : Toy_Type<"Box", "box"> {
        let parameters = (ins "::mlir::Type":$inner);
        let assemblyFormat = "\`<\` $inner \`>\`";
      }`);
    const pair = keeper.getDef("Toy_PairType");
    const box = keeper.getDef("Toy_BoxType");
    if (pair === undefined || box === undefined) throw new Error("defs missing");
    expect(() => loadAttrOrTypeDef(pair)).toThrow(/must specify either 'assemblyFormat' or 'hasCustomAssemblyFormat'/);
    try {
      loadAttrOrTypeDef(pair);
    } catch (e) {
      expect(formatDiagnostic((e as DiagnosticError).diagnostic)).toMatch(/^test\.td:\d+:\d+: error:/);
    }
    const boxDef = loadAttrOrTypeDef(box);
    expect(boxDef.parameters.map((p) => [p.name, p.cppType])).toEqual([["inner", "::mlir::Type"]]);
    expect(boxDef.dialectName).toBe("toy");
  });

  it("reads enums, their cases and string forms", () => {
    const keeper = records(`
      def Toy_Red : I32EnumAttrCase<"Red", 0, "red">;
      def Toy_Blue : I32EnumAttrCase<"Blue", 5, "blue">;
      def Toy_Color : I32EnumAttr<"Color", "a color", [Toy_Red, Toy_Blue]> { let cppNamespace = "::toy"; }
      def Toy_A : I32BitEnumAttrCaseBit<"A", 0, "a">;
      def Toy_B : I32BitEnumAttrCaseBit<"B", 31, "b">;
      def Toy_Flags : I32BitEnumAttr<"Flags", "some flags", [Toy_A, Toy_B]> { let cppNamespace = "::toy"; }`);
    const model = buildOdsModel(keeper);
    const color = model.enums.find((e) => e.className === "Color");
    const flags = model.enums.find((e) => e.className === "Flags");
    expect(color?.cases.map((c) => [c.symbol, c.value, c.str])).toEqual([["Red", "0", "red"], ["Blue", "5", "blue"]]);
    expect(flags?.isBitEnum).toBe(true);
    expect(flags?.cases.map((c) => c.value)).toEqual(["1", "2147483648"]);
  });

  it("builds predicate trees for constraints and renders their conditions", () => {
    const keeper = records(`
      def Toy_SmallInt : TypeConstraint<And<[CPred<"$_self.isInteger()">, Neg<CPred<"$_self.isInteger(1)">>]>, "small integer">;`);
    const record = keeper.getDef("Toy_SmallInt");
    if (record === undefined) throw new Error("def missing");
    const pred = constraintPredicate(record);
    expect(pred?.kind).toBe("and");
    expect(pred?.children?.map((c) => c.kind)).toEqual(["cpred", "neg"]);
    expect(predicateCondition(pred ?? { kind: "true", defName: "" })).toBe("(($_self.isInteger()) && !(($_self.isInteger(1))))");
  });

  it("selects the dialect to document like mlir-tblgen", () => {
    const keeper = records(`def Other_Dialect : Dialect { let name = "other"; }`);
    expect(() => selectDialect(keeper, undefined)).toThrow("when more than 1 dialect is present, one must be selected via '-dialect'");
    expect(() => selectDialect(keeper, "nope")).toThrow("selected dialect with '-dialect' does not exist");
    expect(selectDialect(keeper, "toy").summary).toBe("A dialect for tests");
  });
});
