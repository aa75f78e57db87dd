// The hand-written half of the Toy dialect: what examples/toy/Toy.td leaves to code, in
// one object typed by the generated ToyDialectHooks (a missing member does not compile):
// op verifiers, the ShapeInference methods, the cast compatibility rule and the struct
// type's parameter verifier.
import * as ir from "tsmlir";
import { printType as describe } from "tsmlir/dialect";
import { createToyDialect, StructType, type ToyDialectHooks } from "./toy.js";
import { FoldConstantReshapeOptPattern, RedundantReshapeOptPattern, ReshapeReshapeOptPattern, TransposeTransposeOptPattern } from "./toy-combine.js";
import { toyBytecode, withToyFallbackOp } from "./toy-bytecode.js";

/** A tensor type of f64 values, ranked or not (what the dialect computes with). */
type F64Tensor = ir.RankedTensorType | ir.UnrankedTensorType;

/** The number of elements of a statically shaped type, or undefined. */
function staticElementCount(type: ir.Type): number | undefined {
  if (!(type instanceof ir.RankedTensorType) || type.shape.some(ir.isDynamic)) return undefined;
  return type.getNumElements();
}

/** Whether two shapes can describe the same tensor (equal where both are known). */
function compatibleShapes(a: ir.Type, b: ir.Type): boolean {
  if (!(a instanceof ir.RankedTensorType) || !(b instanceof ir.RankedTensorType)) return true;
  if (a.shape.length !== b.shape.length) return false;
  return a.shape.every((size, i) => {
    const other = b.shape[i] as ir.Int64;
    return ir.isDynamic(size) || ir.isDynamic(other) || size === other;
  });
}

/** Whether `type` may be an element of a Toy struct: an f64 tensor or another struct. */
function isStructElement(type: ir.Type): boolean {
  if (type instanceof StructType) return true;
  return (type instanceof ir.RankedTensorType || type instanceof ir.UnrankedTensorType) && type.elementType instanceof ir.FloatType && type.elementType.kind === "f64";
}

/** The type a constant struct element has (a dense tensor, or a nested struct's array). */
function constantElementMatches(value: ir.Attribute, type: ir.Type): boolean {
  if (type instanceof StructType) {
    return value instanceof ir.ArrayAttr && value.value.length === type.elementTypes.length && value.value.every((element, i) => constantElementMatches(element, type.elementTypes[i] as ir.Type));
  }
  return value instanceof ir.DenseIntOrFPElementsAttr && value.type === type;
}

export const toyHooks: ToyDialectHooks = {
  // Versioning and the fallback op name (toy-bytecode.ts), in the slot every generated dialect has.
  bytecode: toyBytecode,
  ops: {
    AddOp: {
      ShapeInference: { inferShapes: (op) => void (op.getResult().type = op.getLhs().type) },
    },
    MulOp: {
      ShapeInference: { inferShapes: (op) => void (op.getResult().type = op.getLhs().type) },
    },
    CastOp: {
      CastOpInterface: {
        // A cast only changes how much of the shape is static: same element type, compatible shapes.
        areCastCompatible(inputs, outputs) {
          const [input] = inputs;
          const [output] = outputs;
          if (inputs.length !== 1 || outputs.length !== 1 || input === undefined || output === undefined) return false;
          const tensor = (type: ir.Type): type is F64Tensor => type instanceof ir.RankedTensorType || type instanceof ir.UnrankedTensorType;
          return tensor(input) && tensor(output) && input.elementType === output.elementType && compatibleShapes(input, output);
        },
      },
      ShapeInference: { inferShapes: (op) => void (op.getOutput().type = op.getInput().type) },
    },
    TransposeOp: {
      verify(op) {
        const input = op.getInput().type;
        const result = op.getResult().type;
        if (!(input instanceof ir.RankedTensorType)) return;
        if (input.shape.length > 2) throw op.getOperation().emitOpError(`transposes matrices, not rank ${input.shape.length} tensors`);
        if (!(result instanceof ir.RankedTensorType)) return;
        const reversed = [...input.shape].reverse();
        if (result.shape.length !== reversed.length || !result.shape.every((size, i) => size === reversed[i])) {
          throw op.getOperation().emitOpError(`result type ${describe(result)} is not the transpose of ${describe(input)}`);
        }
      },
      ShapeInference: {
        inferShapes(op) {
          const input = op.getInput().type;
          if (input instanceof ir.RankedTensorType) op.getResult().type = ir.RankedTensorType.get([...input.shape].reverse(), input.elementType);
        },
      },
      // The DRR patterns of ToyCombine.td (generated into toy-combine.ts).
      getCanonicalizationPatterns: (patterns, context) => void patterns.add(new TransposeTransposeOptPattern(context)),
    },
    ReshapeOp: {
      verify(op) {
        const from = staticElementCount(op.getInput().type);
        const to = staticElementCount(op.getResult().type);
        if (from !== undefined && to !== undefined && from !== to) {
          throw op.getOperation().emitOpError(`cannot reshape ${from} elements into ${describe(op.getResult().type)} (${to} elements)`);
        }
      },
      getCanonicalizationPatterns: (patterns, context) =>
        void patterns.add(new ReshapeReshapeOptPattern(context), new RedundantReshapeOptPattern(context), new FoldConstantReshapeOptPattern(context)),
    },
    StructConstantOp: {
      verify(op) {
        const type = op.getOutput().type;
        if (!(type instanceof StructType)) return; // the ODS result constraint has reported it
        if (!constantElementMatches(op.getValue(), type)) {
          throw op.getOperation().emitOpError(`value does not match the element types of ${describe(type)}`);
        }
      },
    },
    StructAccessOp: {
      verify(op) {
        const struct = op.getInput().type;
        if (!(struct instanceof StructType)) return;
        const index = op.getIndex();
        const element = index >= 0n && index < BigInt(struct.elementTypes.length) ? struct.elementTypes[Number(index)] : undefined;
        if (element === undefined) throw op.getOperation().emitOpError(`index ${index} is out of range for ${describe(struct)}`);
        if (element !== op.getOutput().type) {
          throw op.getOperation().emitOpError(`result type ${describe(op.getOutput().type)} does not match element ${index} of ${describe(struct)}, ${describe(element)}`);
        }
      },
    },
    ReturnOp: {
      verify(op) {
        // Inside a function, the values returned must be of the function's result types.
        const parent = op.getOperation().parentOp;
        const functionType = parent?.getInherentAttr("function_type");
        if (!(functionType instanceof ir.TypeAttr) || !(functionType.value instanceof ir.FunctionType)) return;
        const expected = functionType.value.results;
        const returned = op.getInput().map((value) => value.type);
        if (returned.length !== expected.length || returned.some((type, i) => type !== expected[i])) {
          throw op.getOperation().emitOpError(`returns (${returned.map(describe).join(", ")}) from a function that returns (${expected.map(describe).join(", ")})`);
        }
      },
    },
  },
  verifyStructType(emitError, elementTypes) {
    if (elementTypes.length === 0) throw emitError("a struct has at least one element");
    for (const type of elementTypes) {
      if (!isStructElement(type)) throw emitError(`a struct element is an f64 tensor or a struct, not ${describe(type)}`);
    }
  },
};

/** The Toy dialect with its hand-written parts (bytecode versioning included) and its fallback op, for a DialectRegistry or `context.loadDialect`. */
export const toyDialect: ir.Dialect = withToyFallbackOp(createToyDialect(toyHooks));
