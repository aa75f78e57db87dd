// A pass plugin (`--load-pass-plugin`) reproducing mlir-opt 19's test pass
// `-test-decompose-call-graph-types` on our conversion framework: tuple types are converted
// 1:N into their flattened element types at function boundaries (func.func signatures and
// their entry blocks through a 1:N SignatureConversion and convertRegionTypes, func.return
// and func.call operands decomposed with test.get_tuple_element, func.call results and block
// arguments put back together by the argument materialization, test.make_tuple). The test
// dialect's ops are unregistered ops here; mlir-opt prints them in the generic form too.
import { DictionaryAttr, FunctionType, IntegerAttr, IntegerType, TupleType, TypeAttr, type MLIRContext, type OpBuilder, type Operation, type Type, type Value } from "../../../src/ir/index.js";
import type { Location } from "../../../src/ir/location.js";
import { Pass, definePass } from "../../../src/pass/index.js";
import {
  ConversionPattern,
  ConversionTarget,
  FrozenRewritePatternSet,
  RewritePatternSet,
  SignatureConversion,
  TypeConverter,
  applyPartialConversion,
  type ConversionAdaptor,
  type ConversionPatternRewriter,
} from "../../../src/rewrite/index.js";

/** The element types of a tuple, nested tuples flattened (MLIR's TupleType::getFlattenedTypes). */
function flattenedTypes(type: TupleType, out: Type[] = []): Type[] {
  for (const element of type.types) {
    if (element instanceof TupleType) flattenedTypes(element, out);
    else out.push(element);
  }
  return out;
}

/** test.make_tuple of the inputs, nested tuples built from their share of the inputs. */
function buildMakeTuple(builder: OpBuilder, resultType: TupleType, inputs: readonly Value[], loc: Location): Value {
  const elements: Value[] = [];
  let next = 0;
  for (const element of resultType.types) {
    if (element instanceof TupleType) {
      const count = flattenedTypes(element).length;
      elements.push(buildMakeTuple(builder, element, inputs.slice(next, next + count), loc));
      next += count;
    } else elements.push(inputs[next++] as Value);
  }
  return builder.create("test.make_tuple", loc, { operands: elements, resultTypes: [resultType] }).getResult(0);
}

/** A value as the values it decomposes into: a tuple's elements through test.get_tuple_element, recursively. */
function decomposeValue(builder: OpBuilder, loc: Location, value: Value, out: Value[]): void {
  const type = value.type;
  if (!(type instanceof TupleType)) {
    out.push(value);
    return;
  }
  const i32 = IntegerType.get(builder.context, 32);
  type.types.forEach((elementType, i) => {
    const properties = DictionaryAttr.get(builder.context, [{ name: "index", value: IntegerAttr.get(i32, BigInt(i)) }]);
    const element = builder.create("test.get_tuple_element", loc, { operands: [value], resultTypes: [elementType], properties }).getResult(0);
    decomposeValue(builder, loc, element, out);
  });
}

class FnPattern extends ConversionPattern {
  constructor(
    root: string,
    context: MLIRContext,
    typeConverter: TypeConverter,
    private readonly fn: (op: Operation, adaptor: ConversionAdaptor, rewriter: ConversionPatternRewriter) => boolean,
  ) {
    super(root, context, { typeConverter });
  }
  override matchAndRewriteConverted(op: Operation, adaptor: ConversionAdaptor, rewriter: ConversionPatternRewriter): boolean {
    return this.fn(op, adaptor, rewriter);
  }
}

function functionTypeOf(op: Operation): FunctionType | undefined {
  const attr = op.getInherentAttr("function_type");
  return attr instanceof TypeAttr && attr.value instanceof FunctionType ? attr.value : undefined;
}

function convertAll(converter: TypeConverter, types: readonly Type[]): Type[] | undefined {
  const out: Type[] = [];
  for (const type of types) {
    const converted = converter.convertTypes(type);
    if (converted === undefined) return undefined;
    out.push(...converted);
  }
  return out;
}

const definition = definePass({
  name: "(anonymous namespace)::TestDecomposeCallGraphTypes",
  argument: "test-decompose-call-graph-types",
  summary: "Decomposes types at call graph boundaries.",
  options: {},
  statistics: {},
});

export class TestDecomposeCallGraphTypes extends Pass<typeof definition> {
  static definition = definition;
  constructor() {
    super(definition);
  }

  override runOnOperation(): void {
    const context = this.getContext();
    const converter = new TypeConverter()
      .addConversion((type) => type)
      .addConversion((type) => (type instanceof TupleType ? flattenedTypes(type) : undefined))
      .addArgumentMaterialization((builder, resultType, inputs, loc) => (resultType instanceof TupleType ? buildMakeTuple(builder, resultType, inputs, loc) : undefined));
    const target = new ConversionTarget(context);
    target.addLegalDialect("test");
    target.addDynamicallyLegalOp("func.return", (op) => converter.isLegalOp(op));
    target.addDynamicallyLegalOp("func.call", (op) => converter.isLegalOp(op));
    target.addDynamicallyLegalOp("func.func", (op) => {
      const type = functionTypeOf(op);
      return type !== undefined && type.inputs.every((t) => converter.isLegal(t)) && type.results.every((t) => converter.isLegal(t));
    });

    const patterns = new RewritePatternSet(context, [
      // func.func: its signature and entry block, each tuple argument becoming its elements.
      new FnPattern("func.func", context, converter, (op, _adaptor, rewriter) => {
        const type = functionTypeOf(op);
        const body = op.regions[0];
        if (type === undefined || body === undefined) return false;
        const conversion = new SignatureConversion(type.inputs.length);
        if (!converter.convertSignatureArgs(type.inputs, conversion)) return false;
        if (rewriter.convertRegionTypes(body, converter, conversion) === undefined) return false;
        const results = convertAll(converter, type.results);
        if (results === undefined) return false;
        rewriter.modifyOpInPlace(op, () => op.setAttr("function_type", TypeAttr.get(FunctionType.get(context, conversion.getConvertedTypes(), results))));
        return true;
      }),
      // func.return: returns the decomposed operands.
      new FnPattern("func.return", context, converter, (op, adaptor, rewriter) => {
        const operands: Value[] = [];
        for (const operand of adaptor.operands) decomposeValue(rewriter, op.location, operand, operands);
        rewriter.replaceOpWithNewOp(op, () => rewriter.create("func.return", op.location, { operands }));
        return true;
      }),
      // func.call: passes the decomposed operands; each tuple result is rebuilt from the new results.
      new FnPattern("func.call", context, converter, (op, adaptor, rewriter) => {
        const operands: Value[] = [];
        for (const operand of adaptor.operands) decomposeValue(rewriter, op.location, operand, operands);
        const resultTypes: Type[] = [];
        const starts: number[] = [];
        for (const resultType of op.getResultTypes()) {
          starts.push(resultTypes.length);
          const converted = converter.convertTypes(resultType);
          if (converted === undefined) return false;
          resultTypes.push(...converted);
        }
        starts.push(resultTypes.length);
        const call = rewriter.create("func.call", op.location, { operands, resultTypes, properties: op.properties });
        const replacements: (Value | undefined)[] = [];
        for (let i = 0; i < op.results.length; i++) {
          const start = starts[i] as number;
          const count = (starts[i + 1] as number) - start;
          // A result converted to no value has no replacement (erased).
          if (count === 0) {
            replacements.push(undefined);
            continue;
          }
          if (count === 1) {
            replacements.push(call.getResult(start));
            continue;
          }
          const materialized = converter.materializeArgumentConversion(rewriter, op.location, op.getResultTypes()[i] as Type, call.results.slice(start, start + count));
          if (materialized === undefined) return false;
          replacements.push(materialized);
        }
        rewriter.replaceOp(op, replacements);
        return true;
      }),
    ]);
    if (!applyPartialConversion(this.getOperation(), target, new FrozenRewritePatternSet(patterns), { emitError: (at, message) => this.emitError(at, message) })) this.signalPassFailure();
  }
}
