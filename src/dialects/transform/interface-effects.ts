// TransformOpInterface's verifier (MLIR 19's verifyTransformOpInterface): every operand has
// an effect on the transform mapping and none allocates, an op consuming a handle writes the
// payload, and every result is allocated. It needs an op's full memory effects, which tsmlir
// knows for the test extension's ops only (the other transform ops' C++ getEffects are not
// reproduced beyond what handle-effects.ts says): the others are not checked.
import type { Operation } from "../../ir/index.js";
import { testTransformExtensionEffects } from "../test/transform-extension.js";

/** A transform op's effects: per operand, per result, and on the payload. */
export interface TransformOpEffects {
  /** Operand index -> its effects on the transform mapping (empty or absent: none). */
  readonly operands: ReadonlyMap<number, readonly TransformMappingEffect[]>;
  /** Results carrying an allocate effect on the transform mapping. */
  readonly allocatedResults: ReadonlySet<number>;
  readonly writesPayload: boolean;
}

export type TransformMappingEffect = "read" | "free" | "allocate";

/** The effects tsmlir knows in full for `op`, if any. */
export function knownTransformOpEffects(op: Operation): TransformOpEffects | undefined {
  return testTransformExtensionEffects(op);
}

export function verifyTransformOpInterface(op: Operation): void {
  const effects = knownTransformOpEffects(op);
  if (effects === undefined) return;
  let firstConsumed: number | undefined;
  for (let index = 0; index < op.numOperands; index++) {
    const onOperand = effects.operands.get(index) ?? [];
    if (onOperand.length === 0)
      throw op.emitError("TransformOpInterface requires memory effects on operands to be specified").attachNote(op.location, `no effects specified for operand #${index}`);
    if (onOperand.includes("allocate"))
      throw op.emitError("TransformOpInterface did not expect 'allocate' memory effect on an operand").attachNote(op.location, `specified for operand #${index}`);
    if (firstConsumed === undefined && onOperand.includes("free")) firstConsumed = index;
  }
  if (firstConsumed !== undefined && !effects.writesPayload)
    throw op
      .emitError("TransformOpInterface expects ops consuming operands to have a 'write' effect on the payload resource")
      .attachNote(op.location, `consumes operand #${firstConsumed}`);
  for (let index = 0; index < op.numResults; index++) {
    if (!effects.allocatedResults.has(index))
      throw op.emitError("TransformOpInterface requires 'allocate' memory effect to be specified for results").attachNote(op.location, `no 'allocate' effect specified for result #${index}`);
  }
}
