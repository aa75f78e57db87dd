// The C++ verifiers of linalg's structured transform ops that tile, split, vectorize or
// replace payload ops (LinalgTransformOps.cpp of MLIR 19), with mlir-opt 19's messages:
// tile_using_for, tile_using_forall, vectorize, split, multitile_sizes,
// continuous_tile_sizes, bufferize_to_allocation and replace.
import { IntegerAttr, OpTrait, type Operation } from "../../ir/index.js";
import { segmentSizes } from "../runtime/values.js";
import { integerList, listLength, stringValue } from "../transform/attribute-values.js";

/** ShapedType::kDynamic: the static split point of a split with a dynamic one. */
const DYNAMIC = -(2n ** 63n);

export function verifyTileUsingFor(op: Operation): void {
  const sizes = listLength(op, "static_sizes");
  const scalable = listLength(op, "scalable_sizes");
  if (sizes !== scalable) throw op.emitOpError(`expected same number of sizes (${sizes}) and scalable sizes (${scalable})`);
  const expected = integerList(op, "static_sizes").filter((size) => size !== 0n).length;
  const loops = op.numResults - 1;
  if (loops !== expected) throw op.emitOpError(`expected number of loops to tile (${expected}) to match number of \`loops\` results (${loops})`);
}

export function verifyTileUsingForall(op: Operation): void {
  // Operand groups: target, num_threads, tile_sizes, packed_num_threads, packed_tile_sizes.
  const groups = segmentSizes(op, "operandSegmentSizes") ?? [];
  const given = (static_: string, packedGroup: number): number => Number(listLength(op, static_) > 0) + Number((groups[packedGroup] ?? 0) > 0);
  const numThreads = given("static_num_threads", 3);
  if (numThreads > 1) throw op.emitOpError("num_threads and packed_num_threads are mutually exclusive");
  const tileSizes = given("static_tile_sizes", 4);
  if (tileSizes > 1) throw op.emitOpError("tile_sizes and packed_tile_sizes are mutually exclusive");
  if (numThreads === 0 && tileSizes === 0) throw op.emitOpError("either (packed_)num_threads or (packed_)tile_sizes must be specified");
}

export function verifyVectorize(op: Operation): void {
  const sizes = listLength(op, "static_vector_sizes");
  const scalable = listLength(op, "scalable_sizes");
  if (sizes !== scalable) throw op.emitOpError(`expected same number of vector sizes (${sizes}) and scalable sizes (${scalable})`);
}

export function verifySplit(op: Operation): void {
  const point = op.getInherentAttr("static_chunk_sizes");
  const isStatic = !(point instanceof IntegerAttr) || BigInt(point.value) !== DYNAMIC;
  // Its operands are the target and, optionally, the dynamic split point.
  const hasDynamic = op.numOperands > 1;
  if (isStatic === hasDynamic) throw op.emitOpError("expects either a dynamic or a static split point to be provided");
}

/** multitile_sizes: low_size, high_size and split_point have one type. */
export function verifyMultiTileSizes(op: Operation): void {
  const [low, high, split] = op.results;
  if (low === undefined || high === undefined || split === undefined) return;
  if (low.type !== high.type || low.type !== split.type) throw op.emitOpError("expects all results type to be the same");
}

/** continuous_tile_sizes: tile_sizes and chunk_sizes have one type. */
export function verifyContinuousTileSizes(op: Operation): void {
  const [tileSizes, chunkSizes] = op.results;
  if (tileSizes === undefined || chunkSizes === undefined) return;
  if (tileSizes.type !== chunkSizes.type) throw op.emitOpError("expects all results type to be the same");
}

const MEMCPY_OPS: ReadonlySet<string> = new Set(["bufferization.materialize_in_destination", "memref.copy", "linalg.copy"]);
const ALLOC_OPS: ReadonlySet<string> = new Set(["memref.alloc", "memref.alloca"]);

export function verifyBufferizeToAllocation(op: Operation): void {
  if (!MEMCPY_OPS.has(stringValue(op, "memcpy_op", "bufferization.materialize_in_destination"))) throw op.emitOpError("unsupported memcpy op");
  if (!ALLOC_OPS.has(stringValue(op, "alloc_op", "memref.alloc"))) throw op.emitOpError("unsupported alloc op");
}

/** replace: its body holds one op without operands that is isolated from above if it has regions. */
export function verifyReplace(op: Operation): void {
  const region = op.getRegion(0);
  if (region.numBlocks !== 1) throw op.emitOpError("expected one block");
  const body = region.firstBlock;
  const ops = body === null ? [] : [...body.operations()];
  const replacement = ops[0];
  if (ops.length !== 1 || replacement === undefined) throw op.emitOpError("expected one operation in block");
  if (replacement.numOperands > 0) throw replacement.emitOpError("expected replacement without operands");
  if (!replacement.hasTrait(OpTrait.IsIsolatedFromAbove) && replacement.numRegions > 0) throw replacement.emitOpError("expect op that is isolated from above");
}
