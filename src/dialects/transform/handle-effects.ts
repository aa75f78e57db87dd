// Which operands a transform op consumes (MLIR 19's getEffects of the transform ops, as far
// as the Free effect on the transform mapping goes): what the double-consumption checks of
// sequences and the consumed/readonly annotations of named sequences are made of. Ops whose
// C++ effects are not reproduced here are taken as only reading their operands.
import { ArrayAttr, DictionaryAttr, SymbolRefAttr, type Block, type OpOperand, type Operation } from "../../ir/index.js";
import { lookupNearestSymbolFrom } from "../../ir/symbol-table.js";
import { segmentSizes } from "../runtime/values.js";
import { isTestExtensionStandIn } from "./op-kinds.js";
import { knownTransformOpEffects } from "./interface-effects.js";

/**
 * Ops with FunctionalStyleTransformOpTrait that keep its effects: they consume every operand.
 * (split_handle and structured.pad have the trait but their own getEffects.)
 */
const FUNCTIONAL_STYLE: ReadonlySet<string> = new Set(
  (
    "apply_registered_pass bufferization.empty_tensor_to_alloc_tensor bufferization.one_shot_bufferize gpu.map_forall_to_blocks " +
    "gpu.map_nested_forall_to_threads loop.coalesce loop.forall_to_for loop.forall_to_parallel loop.fuse_sibling loop.outline " +
    "loop.peel loop.pipeline loop.unroll loop.unroll_and_jam memref.make_loop_independent memref.multibuffer " +
    "nvgpu.pipeline_shared_memory_copies nvgpu.rewrite_copy_as_tma nvgpu.rewrite_matmul_as_mma_sync " +
    "structured.convert_conv2d_to_img2col structured.convert_to_loops structured.decompose structured.decompose_interface " +
    "structured.flatten_elementwise structured.fuse structured.generalize structured.gpu.map_copy_to_threads structured.hoist_pad " +
    "structured.hoist_redundant_vector_broadcasts structured.hoist_redundant_vector_transfers structured.insert_slice_to_copy " +
    "structured.interchange structured.lower_pack structured.lower_unpack structured.pack_transpose structured.promote " +
    "structured.rewrite_in_destination_passing_style structured.scalarize structured.specialize structured.split_reduction " +
    "structured.tile_reduction_using_for structured.tile_reduction_using_forall structured.transpose_conv2d structured.transpose_matmul " +
    "structured.vectorize_children_and_apply_patterns structured.winograd_conv2d tensor.make_loop_independent"
  )
    .split(" ")
    .map((name) => `transform.${name}`),
);

/** Ops whose C++ getEffects consume all their operands (cast, merge_handles and split_handle only read theirs). */
const CONSUME_ALL: ReadonlySet<string> = new Set(["transform.alternatives"]);

/** Whether the use is a potential consumption of its handle (MLIR's isValueUsePotentialConsumer). */
export function isPotentialConsumer(use: OpOperand): boolean {
  const op = use.owner;
  // MLIR assumes any effect of an op it knows nothing about; the test extension's ops have
  // effects mlir-opt knows and tsmlir does not.
  if (!op.isRegistered()) return !isTestExtensionStandIn(op);
  const name = op.opName;
  if (FUNCTIONAL_STYLE.has(name) || CONSUME_ALL.has(name)) return true;
  const index = op.operandNumber(use);
  const known = knownTransformOpEffects(op);
  if (known !== undefined) return known.operands.get(index)?.includes("free") === true;
  switch (name) {
    case "transform.include":
      return includeConsumes(op, index);
    case "transform.structured.pad":
      // Its target; the pad-to-multiple-of operands are only read.
      return index === 0;
    case "transform.foreach":
      return regionConsumesArgument(op, index);
    case "transform.sequence":
      // Only the root (operand #0 when present) carries over the body's effects on the entry argument.
      return index === 0 && rootOf(op) !== undefined && regionConsumesArgument(op, 0);
    default:
      return false;
  }
}

/** The sequence's root operand, if it has one (its first operand segment). */
function rootOf(op: Operation): OpOperand | undefined {
  return segmentSizes(op, "operandSegmentSizes")?.[0] === 1 ? op.operands[0] : undefined;
}

/** Whether the body of `op`'s first region consumes its entry argument #index. */
function regionConsumesArgument(op: Operation, index: number): boolean {
  const block = op.numRegions > 0 ? op.getRegion(0).firstBlock : null;
  if (block === null || index >= block.numArguments) return false;
  return consumedBlockArguments(block).has(index);
}

/** The entry arguments of `block` some op of it consumes (MLIR's getConsumedBlockArguments). */
export function consumedBlockArguments(block: Block): Set<number> {
  const consumed = new Set<number>();
  block.arguments.forEach((argument, index) => {
    for (const use of argument.uses()) {
      // Only the effects of the block's own ops with known effects count (unregistered ops have none).
      if (use.owner.parent === block && use.owner.isRegistered() && isPotentialConsumer(use)) {
        consumed.add(index);
        break;
      }
    }
  });
  return consumed;
}

/** An include consumes the operands its callee marks `transform.consumed` (reads the others). */
function includeConsumes(op: Operation, index: number): boolean {
  const target = op.getAttr("target");
  if (!(target instanceof SymbolRefAttr)) return false;
  const callee = lookupNearestSymbolFrom(op, target);
  if (callee === undefined || callee.opName !== "transform.named_sequence") return false;
  return argumentHasAttr(callee, index, "transform.consumed");
}

/** Whether the function-like `op`'s argument #index carries the unit attribute `name`. */
export function argumentHasAttr(op: Operation, index: number, name: string): boolean {
  const all = op.getAttr("arg_attrs");
  const entry = all instanceof ArrayAttr ? all.value[index] : undefined;
  return entry instanceof DictionaryAttr && entry.get(name) !== undefined;
}
