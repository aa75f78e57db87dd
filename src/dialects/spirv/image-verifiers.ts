// The C++ verifiers of spirv's image ops MLIR 19 defines (ImageOps.cpp): a depth-comparison
// gather reads four components of the image's sampled type from a single-sampled 2D, Cube or
// Rect image, and its image operands bitmask says whether arguments follow; a size query
// needs an image whose Dim has a size, and yields one component per dimension (plus one
// when arrayed). The size query reports without the op prefix, as MLIR does.
import { NoneType, VectorType, type Operation } from "../../ir/index.js";
import type { SpirvAssemblyHooks } from "../../../generated/upstream/spirv-assembly.js";
import { spirvImageParts, spirvSampledImageParts } from "./types.js";

function verifyImageDrefGather(op: Operation): void {
  const result = op.getResult(0).type;
  const sampledImage = spirvSampledImageParts(op.getOperand(0).type);
  const image = spirvImageParts(sampledImage?.imageType);
  if (!(result instanceof VectorType) || image === undefined) return;
  if (result.getNumElements() !== 4) throw op.emitOpError("result type must be a vector of four components");
  if (!(image.elementType instanceof NoneType) && result.elementType !== image.elementType)
    throw op.emitOpError("the component type of result must be the same as sampled type of the underlying image type");
  if (image.dim !== "Dim2D" && image.dim !== "Cube" && image.dim !== "Rect")
    throw op.emitOpError("the Dim operand of the underlying image type must be 2D, Cube, or Rect");
  if (image.sampling !== "SingleSampled") throw op.emitOpError("the MS operand of the underlying image type must be 0");
  // The image operands' own arguments follow the three fixed operands.
  if (op.getAttr("imageoperands") === undefined && op.operands.length > 3)
    throw op.emitError("the Image Operands should encode what operands follow, as per Image Operands");
}

/** The components of a size query's result, by the image's Dim (undefined: Dim has no size). */
const SIZE_COMPONENTS: ReadonlyMap<string, number> = new Map([
  ["Dim1D", 1], ["Buffer", 1], ["Dim2D", 2], ["Cube", 2], ["Rect", 2], ["Dim3D", 3],
]);

function verifyImageQuerySize(op: Operation): void {
  const image = spirvImageParts(op.getOperand(0).type);
  if (image === undefined) return;
  const dimensions = SIZE_COMPONENTS.get(image.dim);
  if (dimensions === undefined) throw op.emitError("the Dim operand of the image type must be 1D, 2D, 3D, Buffer, Cube, or Rect");
  const samplerBound = image.samplerUse !== "SamplerUnknown" && image.samplerUse !== "NoSampler";
  if (image.dim !== "Buffer" && image.dim !== "Rect" && image.sampling !== "MultiSampled" && samplerBound)
    throw op.emitError("if Dim is 1D, 2D, 3D, or Cube, it must also have either an MS of 1 or a Sampled of 0 or 2");
  const expected = dimensions + (image.arrayed === "Arrayed" ? 1 : 0);
  const result = op.getResult(0).type;
  const found = result instanceof VectorType ? result.getNumElements() : 1;
  if (found !== expected) throw op.emitError(`expected the result to have ${expected} component(s), but found ${found} component(s)`);
}

export const spirvImageVerifiers: SpirvAssemblyHooks["verifiers"] = {
  ImageDrefGatherOp: verifyImageDrefGather,
  ImageQuerySizeOp: verifyImageQuerySize,
};
