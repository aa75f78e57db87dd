// The stub generator: ODS facts -> property layouts and trait sets (on a small dialect
// written here, against our defs/ library), the registrations the runtime builds from
// them, and the checked-in generated/upstream/stubs.ts being what the generator writes
// from the installed MLIR 19 .td files (so generation is deterministic and current).
import { ASSEMBLY_DIALECTS, assemblyModulePath, UNRESOLVED_CONSTRAINTS } from "../../generators/upstream/assembly.js";
import { LINALG_NAMED_OPS_MODULE } from "../../generators/upstream/linalg-named-ops.js";
import { LINALG_NAMED_OPS_TD_OUTPUT } from "../../generators/upstream/linalg-named-ops-td.js";
import { SPIRV_ENUMS_MODULE } from "../../generators/upstream/spirv-enums.js";
import { LLVM_ATTRIBUTES_MODULE } from "../../generators/upstream/llvm-attributes.js";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { evaluateTableGen } from "../../src/tablegen/index.js";
import { derivedRecords, loadOperator } from "../../src/ods/index.js";
import { propertyLayout } from "../../generators/stubs/layout.js";
import { OpClassNames, rawTraits, resolveTraits } from "../../generators/stubs/traits.js";
import { generateUpstreamStubs } from "../../generators/stubs/index.js";
import { skipWithout } from "../environment.js";
import { stubDialect, stubOperationLines } from "../../src/dialects/upstream/index.js";
import {
  MLIRContext,
  OpTrait,
  RegionKindInterface,
  SymbolOpInterface,
  OpaqueAttr,
  DictionaryAttr,
  DenseArrayAttr,
  IndexType,
  IntegerType,
  InferTypeOpInterface,
  SideEffectResource,
  getMemoryEffects,
  isPure,
  type InferTypeOpMethods,
  type Operation,
  type Value,
} from "../../src/ir/index.js";
import { parseSourceString } from "../../src/api/text.js";
import { repoRoot } from "../dialects/corpus-selection.js";

const TD = `
include "mlir/IR/OpBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/IR/Properties.td"
include "mlir/IR/EnumAttr.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
def Toy_Dialect : Dialect {
  let name = "toy";
  let cppNamespace = "::mlir::toy";
}
def Toy_Flags : I32BitEnumAttr<"Flags", "flags", [
    I32BitEnumAttrCaseNone<"none">, I32BitEnumAttrCaseBit<"fast", 0>, I32BitEnumAttrCaseBit<"exact", 1>]> {
  let separator = ", ";
  let cppNamespace = "::mlir::toy";
  let genSpecializedAttr = 0;
}
def Toy_FlagsAttr : EnumAttr<Toy_Dialect, Toy_Flags, "flags">;
def Toy_FuncOp : Op<Toy_Dialect, "func", [IsolatedFromAbove, Symbol]> {
  let arguments = (ins StrAttr:$sym_name, OptionalAttr<StrAttr>:$sym_visibility);
  let regions = (region AnyRegion:$body);
}
def Toy_ReturnOp : Op<Toy_Dialect, "return", [Terminator, HasParent<"FuncOp">]> {
  let arguments = (ins Variadic<AnyType>:$values);
}
def Toy_CallOp : Op<Toy_Dialect, "call", [AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<AnyType>:$a, Variadic<AnyType>:$b, DefaultValuedAttr<I64Attr, "0">:$weight,
                       FlatSymbolRefAttr:$callee, EnumProperty<"Flags">:$flags);
}
def Toy_CopyOp : Op<Toy_Dialect, "copy", []> {
  let arguments = (ins Arg<AnyType, "", [MemRead]>:$source, Variadic<Index>:$indices,
                       Arg<AnyType, "", [MemWrite<AutomaticAllocationScopeResource, 1, FullEffect>]>:$target);
  let results = (outs Res<AnyType, "", [MemAlloc]>:$handle);
}
def Toy_PureOp : Op<Toy_Dialect, "pure", [Pure]>;
def Toy_SyncOp : Op<Toy_Dialect, "sync", [MemoryEffects<[MemRead, MemWrite]>]>;
`;

const INFER_TD = `
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
def Inf_Dialect : Dialect {
  let name = "inf";
  let cppNamespace = "::mlir::inf";
}
def Inf_AddOp : Op<Inf_Dialect, "add", [SameOperandsAndResultType]> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$result);
}
def Inf_SizeOp : Op<Inf_Dialect, "size", [AllTypesMatch<["last", "copy"]>]> {
  let arguments = (ins Variadic<AnyType>:$rest, AnyType:$last);
  let results = (outs Index:$size, AnyType:$copy);
}
def Inf_ShapeOp : Op<Inf_Dialect, "shape", [DeclareOpInterfaceMethods<InferTypeOpInterface>]> {
  let arguments = (ins AnyType:$input);
  let results = (outs AnyType:$result);
}
def Inf_PlainOp : Op<Inf_Dialect, "plain", []> {
  let results = (outs AnyType:$result);
}
`;

function toyOps() {
  const keeper = evaluateTableGen("toy.td", TD, { includeDirs: [join(repoRoot, "defs")] });
  const ops = derivedRecords(keeper, "Op").map((record) => ({ record, op: loadOperator(keeper, record) }));
  const classes = new OpClassNames();
  for (const { op } of ops) classes.add(op);
  return ops.map(({ op, record }) => ({ op, layout: propertyLayout(op, keeper), traits: resolveTraits(rawTraits(op, record, keeper), op.cppNamespace, classes) }));
}

describe("stub generator", () => {
  it("derives property layouts and trait sets from ODS facts", () => {
    const byName = new Map(toyOps().map((o) => [o.op.operationName, o]));
    const call = byName.get("toy.call");
    expect(call?.layout.layout).toBe("callee,weight?,#operandSegmentSizes:2,!flags:Flags");
    expect(call?.layout.bitEnums).toEqual([{ name: "Flags", attribute: "toy.flags", none: "none", bits: ["fast", "exact"], separator: ", " }]);
    expect(call?.traits.tokens).toBe("AttrSizedOperandSegments");
    expect(byName.get("toy.func")?.layout.layout).toBe("sym_name,sym_visibility?");
    expect(byName.get("toy.func")?.traits.tokens).toBe("IsIsolatedFromAbove Symbol");
    expect(byName.get("toy.return")?.traits).toEqual({ tokens: "IsTerminator HasParent(toy.func)", unresolved: [] });
  });

  it("gives the runtime registrations with those traits, codecs and initial values", () => {
    const ops = toyOps();
    const traitSets = [...new Set(ops.map((o) => o.traits.tokens))];
    const dialect = stubDialect({
      namespace: "toy",
      allowsUnknownOperations: false,
      traitSets,
      bitEnums: ops.flatMap((o) => o.layout.bitEnums),
      operations: ops.map((o) => `${o.op.opName} ${o.layout.layout === "" ? "-" : o.layout.layout} ${traitSets.indexOf(o.traits.tokens)}`).join("\n"),
    });
    const context = new MLIRContext();
    context.loadDialect(dialect);
    const func = context.getOperationName("toy.func");
    expect(func.hasTrait(OpTrait.IsIsolatedFromAbove)).toBe(true);
    expect(func.getInterfaceImpl(SymbolOpInterface)).toBeDefined();
    expect(func.getInterfaceImpl(RegionKindInterface)).toBeUndefined();
    expect(context.getOperationName("toy.return").getTrait(OpTrait.HasParent)?.params).toEqual(["toy.func"]);
    const call = context.getRegisteredOperation("toy.call");
    expect(call?.attributeNames).toEqual(["callee", "weight", "operandSegmentSizes"]);
    // The EnumProperty starts from its value 0 and every operand group is empty, as the op's C++ properties start.
    const populated = call?.populateDefaultProperties?.(null, context);
    expect(populated).toBe(
      DictionaryAttr.get(context, [
        { name: "flags", value: OpaqueAttr.get(context, "toy", "flags<none>") },
        { name: "operandSegmentSizes", value: DenseArrayAttr.get(IntegerType.get(context, 32), new Int32Array(2)) },
      ]),
    );
    expect(context.getRegisteredOperation("toy.func")?.populateDefaultProperties).toBeUndefined();
  });

  it("carries declared memory effects into the tables and the registrations' MemoryEffectOpInterface", () => {
    const ops = toyOps();
    const byName = new Map(ops.map((o) => [o.op.operationName, o]));
    expect(byName.get("toy.copy")?.traits.tokens).toBe("Effects(Read@o0|Write@o2~AutomaticAllocationScope#1!|Allocate@r0) Operands(1*1) Results(1)");
    expect(byName.get("toy.pure")?.traits.tokens).toBe("AlwaysSpeculatableImplTrait Effects()");
    expect(byName.get("toy.sync")?.traits.tokens).toBe("Effects(Read|Write)");
    // Ops without any effect declaration have no interface: their effects are unknown.
    expect(byName.get("toy.func")?.traits.tokens).toBe("IsIsolatedFromAbove Symbol");
    const traitSets = [...new Set(ops.map((o) => o.traits.tokens))];
    const context = new MLIRContext({ allowUnregisteredDialects: true });
    context.loadDialect(
      stubDialect({
        namespace: "toy",
        allowsUnknownOperations: false,
        traitSets,
        bitEnums: ops.flatMap((o) => o.layout.bitEnums),
        operations: ops.map((o) => `${o.op.opName} ${o.layout.layout === "" ? "-" : o.layout.layout} ${traitSets.indexOf(o.traits.tokens)}`).join("\n"),
      }),
    );
    const module = parseSourceString(
      [
        "%a, %i, %j, %b = \"test.values\"() : () -> (i32, index, index, i32)",
        "%h = \"toy.copy\"(%a, %i, %j, %b) : (i32, index, index, i32) -> i64",
        "\"toy.pure\"() : () -> ()",
        "\"toy.func\"() ({}) {sym_name = \"f\"} : () -> ()",
      ].join("\n"),
      context,
    );
    const [values, copy, pure, func] = [...(module.regions[0]?.firstBlock?.operations() ?? [])];
    const effects = getMemoryEffects(copy as Operation) ?? [];
    expect(effects.map((e) => [e.effect.name, e.resource.name, e.stage, e.effectOnFullRegion, e.value])).toEqual([
      ["Read", "<Default>", 0, false, values?.getResult(0)],
      ["Write", "AutomaticAllocationScope", 1, true, values?.getResult(3)],
      ["Allocate", "<Default>", 0, false, copy?.getResult(0)],
    ]);
    expect(effects[1]?.resource).toBe(SideEffectResource.AutomaticAllocationScope);
    expect(isPure(pure as Operation)).toBe(true);
    expect(getMemoryEffects(func as Operation)).toBeUndefined();
  });

  it("gives InferTypeOpInterface to ops ODS gives it, inferring from data or refusing to guess", () => {
    const keeper = evaluateTableGen("infer.td", INFER_TD, { includeDirs: [join(repoRoot, "defs")] });
    const loaded = derivedRecords(keeper, "Op").map((record) => ({ record, op: loadOperator(keeper, record) }));
    const classes = new OpClassNames();
    for (const { op } of loaded) classes.add(op);
    const ops = loaded.map(({ op, record }) => ({ op, tokens: resolveTraits(rawTraits(op, record, keeper), op.cppNamespace, classes).tokens }));
    const tokens = new Map(ops.map((o) => [o.op.operationName, o.tokens]));
    expect(tokens.get("inf.add")).toBe("SameOperandsAndResultType InferResultTypes(o0) Operands(11)");
    expect(tokens.get("inf.size")).toBe("InferResultTypes(tindex|o1) Operands(*1) Results(11) ResultNames(size|copy)");
    expect(tokens.get("inf.shape")).toBe("InferTypeOpInterface");
    expect(tokens.get("inf.plain")).toBe("");
    const traitSets = [...new Set(ops.map((o) => o.tokens))];
    const context = new MLIRContext({ allowUnregisteredDialects: true });
    context.loadDialect(
      stubDialect({
        namespace: "inf",
        allowsUnknownOperations: false,
        traitSets,
        bitEnums: [],
        operations: ops.map((o) => `${o.op.opName} - ${traitSets.indexOf(o.tokens)}`).join("\n"),
      }),
    );
    const module = parseSourceString('%a, %b = "test.values"() : () -> (i32, f32)', context);
    const values = [...(module.regions[0]?.firstBlock?.operations() ?? [])][0] as Operation;
    const [a, b] = [values.getResult(0), values.getResult(1)];
    const infer = (name: string, operands: readonly Value[]) =>
      (context.getOperationName(name).getInterfaceImpl(InferTypeOpInterface) as InferTypeOpMethods | undefined)?.inferReturnTypes(context, values.location, operands, DictionaryAttr.get(context, []), null, []);
    expect(infer("inf.add", [b, b])).toEqual([b.type]);
    expect(infer("inf.size", [a, a, b])).toEqual([IndexType.get(context), b.type]);
    expect(infer("inf.plain", [])).toBeUndefined();
    expect(() => infer("inf.shape", [a])).toThrow(/'inf.shape' infers its result types in C\+\+ code/);
  });

  it("refuses a malformed op line instead of registering something else", () => {
    const table = { namespace: "toy", allowsUnknownOperations: false, traitSets: [""], bitEnums: [] };
    expect(stubOperationLines({ ...table, operations: "\nfunc sym_name 0\nreturn - 0\n" })).toEqual([
      { name: "func", layout: "sym_name", traitSet: 0 },
      { name: "return", layout: "", traitSet: 0 },
    ]);
    expect(() => stubOperationLines({ ...table, operations: "func sym_name 1" })).toThrow(/malformed op line/);
    expect(() => stubOperationLines({ ...table, operations: "func sym_name" })).toThrow(/malformed op line/);
  });

  it("writes generated/upstream/stubs.ts as checked in", (ctx) => {
    skipWithout(ctx, "mlir-include");
    const { files } = generateUpstreamStubs();
    expect(files.map((f) => f.path)).toEqual(["generated/upstream/stubs.ts", ...ASSEMBLY_DIALECTS.map((d) => assemblyModulePath(d.namespace)), UNRESOLVED_CONSTRAINTS, LINALG_NAMED_OPS_MODULE, LINALG_NAMED_OPS_TD_OUTPUT, SPIRV_ENUMS_MODULE, LLVM_ATTRIBUTES_MODULE]);
    for (const f of files) expect(readFileSync(join(repoRoot, f.path), "utf8") === f.text, `${f.path} is stale (npm run generate)`).toBe(true);
  }, 300_000);
});
