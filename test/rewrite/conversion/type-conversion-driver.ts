// A pass plugin (`--load-pass-plugin`) reproducing mlir-opt 19's test pass
// `-test-legalize-type-conversion` (TestTypeConversionDriver) on our conversion framework,
// so that the oracle test can run both tools on the same input: the type converter (f64
// legal; bf16/f16/f32 to f64; integers dropped; everything else unconvertible), its source
// materializations (test.cast / test.type_producer), the conversion target and the patterns.
// The test dialect's ops are unregistered ops here; mlir-opt prints them in the generic form too.
import { FloatType, FunctionType, IntegerType, TypeAttr, type Block, type MLIRContext, type Operation, type Type, type Value } from "../../../src/ir/index.js";
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

function isF64(type: Type): boolean {
  return type instanceof FloatType && type.kind === "f64";
}

function makeConverter(context: MLIRContext): TypeConverter {
  const f64 = FloatType.f64(context);
  return (
    new TypeConverter()
      .addConversion((type) => {
        if (isF64(type)) return type;
        if (type instanceof FloatType && (type.kind === "bf16" || type.kind === "f16" || type.kind === "f32")) return f64;
        return null;
      })
      // Integers are dropped (1:0).
      .addConversion((type) => (type instanceof IntegerType ? [] : undefined))
      .addSourceMaterialization((builder, resultType, inputs, loc) => {
        const input = inputs[0];
        // f64 back to any float but f16.
        if (!(resultType instanceof FloatType && resultType.kind === "f16") && inputs.length === 1 && input !== undefined && isF64(input.type))
          return builder.create("test.cast", loc, { operands: inputs, resultTypes: [resultType] }).getResult(0);
        // An i32 or i64 out of nothing.
        if (resultType instanceof IntegerType && (resultType.width === 32 || resultType.width === 64) && inputs.length === 0)
          return builder.create("test.type_producer", loc, { resultTypes: [resultType] }).getResult(0);
        // An integer from an integer.
        if (resultType instanceof IntegerType && inputs.length === 1 && input !== undefined && input.type instanceof IntegerType)
          return builder.create("test.cast", loc, { operands: inputs, resultTypes: [resultType] }).getResult(0);
        return undefined;
      })
  );
}

/** A pattern from a function, on one op name. */
class FnPattern extends ConversionPattern {
  constructor(
    root: string,
    context: MLIRContext,
    typeConverter: TypeConverter | undefined,
    private readonly fn: (op: Operation, adaptor: ConversionAdaptor, rewriter: ConversionPatternRewriter) => boolean,
  ) {
    super(root, context, typeConverter === undefined ? {} : { typeConverter });
  }
  override matchAndRewriteConverted(op: Operation, adaptor: ConversionAdaptor, rewriter: ConversionPatternRewriter): boolean {
    return this.fn(op, adaptor, rewriter);
  }
}

function isLegalRegion(converter: TypeConverter, blocks: readonly Block[]): boolean {
  return blocks.every((block) => block.arguments.every((arg) => converter.isLegal(arg.type)));
}

function functionTypeOf(op: Operation): FunctionType | undefined {
  const attr = op.getInherentAttr("function_type");
  return attr instanceof TypeAttr && attr.value instanceof FunctionType ? attr.value : undefined;
}

const definition = definePass({
  name: "(anonymous namespace)::TestTypeConversionDriver",
  argument: "test-legalize-type-conversion",
  summary: "Test various type conversion functionalities in DialectConversion",
  options: {},
  statistics: {},
});

export class TestTypeConversionDriver extends Pass<typeof definition> {
  static definition = definition;
  constructor() {
    super(definition);
  }

  override runOnOperation(): void {
    const context = this.getContext();
    const converter = makeConverter(context);
    const target = new ConversionTarget(context);
    target.addDynamicallyLegalOp("test.type_producer", (op) => {
      const type = op.getResultTypes()[0];
      return type !== undefined && (isF64(type) || (type instanceof IntegerType && type.width === 64));
    });
    target.addDynamicallyLegalOp("func.func", (op) => {
      const type = functionTypeOf(op);
      const signatureLegal = type !== undefined && type.inputs.every((t) => converter.isLegal(t)) && type.results.every((t) => converter.isLegal(t));
      return signatureLegal && isLegalRegion(converter, op.regions[0]?.getBlocks() ?? []);
    });
    target.addDynamicallyLegalOp("test.cast", (op) => {
      const from = op.getOperands()[0];
      const to = op.getResultTypes()[0];
      return from !== undefined && isF64(from.type) && to instanceof FloatType && to.kind === "f32";
    });
    target.addDynamicallyLegalOp("test.signature_conversion_no_converter", (op) => (op.regions[0]?.firstBlock?.arguments ?? []).every((arg) => isF64(arg.type)));

    const patterns = new RewritePatternSet(context, [
      // test.type_consumer: takes the remapped operands in place.
      new FnPattern("test.type_consumer", context, converter, (op, adaptor, rewriter) => {
        rewriter.modifyOpInPlace(op, () => op.setOperands(adaptor.operands as Value[]));
        return true;
      }),
      // test.type_producer: floats become f64, i16 becomes i64.
      new FnPattern("test.type_producer", context, converter, (op, _adaptor, rewriter) => {
        const type = op.getResultTypes()[0];
        let newType: Type;
        if (type instanceof FloatType) newType = FloatType.f64(context);
        else if (type instanceof IntegerType && type.width === 16) newType = IntegerType.get(context, 64);
        else return false;
        rewriter.replaceOpWithNewOp(op, () => rewriter.create("test.type_producer", op.location, { resultTypes: [newType] }));
        return true;
      }),
      // test.signature_conversion_undo: converts its region, then fails (rolled back).
      new FnPattern("test.signature_conversion_undo", context, converter, (op, _adaptor, rewriter) => {
        const region = op.regions[0];
        if (region !== undefined) rewriter.convertRegionTypes(region, converter);
        return false;
      }),
      // test.signature_conversion_no_converter: its entry block converted without a type converter.
      new FnPattern("test.signature_conversion_no_converter", context, undefined, (op, _adaptor, rewriter) => {
        const entry = op.regions[0]?.firstBlock;
        if (entry === undefined || entry === null) return false;
        const conversion = new SignatureConversion(entry.arguments.length);
        if (!converter.convertSignatureArgs(entry.getArgumentTypes(), conversion)) return false;
        rewriter.modifyOpInPlace(op, () => rewriter.applySignatureConversion(entry, conversion));
        return true;
      }),
      // test.another_type_producer: a test.type_producer of the same type, without converter.
      new FnPattern("test.another_type_producer", context, undefined, (op, _adaptor, rewriter) => {
        rewriter.replaceOpWithNewOp(op, () => rewriter.create("test.type_producer", op.location, { resultTypes: op.getResultTypes() }));
        return true;
      }),
      // func.func: MLIR's function signature conversion (populateAnyFunctionOpInterfaceTypeConversionPattern).
      new FnPattern("func.func", context, converter, (op, _adaptor, rewriter) => {
        const type = functionTypeOf(op);
        const body = op.regions[0];
        if (type === undefined || body === undefined) return false;
        const conversion = new SignatureConversion(type.inputs.length);
        const newResults: Type[] = [];
        if (!converter.convertSignatureArgs(type.inputs, conversion)) return false;
        for (const result of type.results) {
          const converted = converter.convertTypes(result);
          if (converted === undefined) return false;
          newResults.push(...converted);
        }
        if (rewriter.convertRegionTypes(body, converter, conversion) === undefined) return false;
        const newType = FunctionType.get(context, conversion.getConvertedTypes(), newResults);
        rewriter.modifyOpInPlace(op, () => op.setAttr("function_type", TypeAttr.get(newType)));
        return true;
      }),
    ]);
    if (!applyPartialConversion(this.getOperation(), target, new FrozenRewritePatternSet(patterns), { emitError: (at, message) => this.emitError(at, message) })) this.signalPassFailure();
  }
}
