// sparse_tensor.assemble's and disassemble's C++ verifiers with mlir-opt 19's messages: the
// level buffers and the values of a sparse tensor match its storage layout (a trailing
// array-of-structures COO region as one `? x rank` buffer, one buffer per field, each of the
// field's element type), and assemble builds a tensor of static shape.
import { RankedTensorType, ShapedType, type Operation, type Type } from "../../ir/index.js";
import { encodingFacts } from "./encoding-facts.js";
import { aosCOOStart, dataFields, fieldElementType } from "./storage-layout.js";

function verifyPackUnpack(op: Operation, requiresStaticShape: boolean, tensor: Type, values: Type, levels: readonly Type[]): void {
  if (!(tensor instanceof RankedTensorType)) return;
  if (requiresStaticShape && !tensor.hasStaticShape()) throw op.emitError("the sparse-tensor must have static shape");
  if (tensor.encoding === null) throw op.emitError("the sparse-tensor must have an encoding attribute");
  const facts = encodingFacts(tensor);
  if (facts === undefined) return;
  const lvlRank = facts.levelTypes.length;
  const cooStart = aosCOOStart(facts.levelTypes);
  const cooBuffer = levels[levels.length - 1];
  if (cooStart < lvlRank && cooBuffer instanceof ShapedType) {
    // Only a trailing COO region is supported: the last buffer holds its `? x rank` coordinates.
    const shape = cooBuffer.shape.map(Number);
    if (shape.length !== 2 || shape[1] !== lvlRank - cooStart) throw op.emitError("input/output trailing COO level-ranks don't match");
  }
  const fields = dataFields(facts.levelTypes);
  if (fields.length !== levels.length + 1) throw op.emitError("inconsistent number of fields between input/output");
  let next = 0;
  for (const kind of fields) {
    const buffer = kind === "values" ? values : levels[next++];
    const element = buffer instanceof ShapedType ? buffer.elementType : undefined;
    if (element !== fieldElementType(kind, facts, tensor.elementType)) throw op.emitError("input/output element-types don't match");
  }
}

/** assemble(levels..., values) -> tensor */
export function verifyAssemble(op: Operation): void {
  const operands = op.getOperands();
  const values = operands[operands.length - 1];
  if (values === undefined) return;
  verifyPackUnpack(op, true, op.getResult(0).type, values.type, operands.slice(0, -1).map((v) => v.type));
}

/** disassemble(tensor, out_levels..., out_values) -> (ret_levels..., ret_values, lvl_lens..., val_len) */
export function verifyDisassemble(op: Operation): void {
  const levelCount = op.numOperands - 2;
  const outValues = op.getOperand(op.numOperands - 1).type;
  const retValues = op.getResult(levelCount).type;
  if (outValues !== retValues) throw op.emitError("output values and return value type mismatch");
  for (let i = 0; i < levelCount; i++) {
    if (op.getOperand(1 + i).type !== op.getResult(i).type) throw op.emitError("output levels and return levels type mismatch");
  }
  const retLevels = op.results.slice(0, levelCount).map((v) => v.type);
  verifyPackUnpack(op, false, op.getOperand(0).type, retValues, retLevels);
}
