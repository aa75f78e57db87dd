// Assembly format code generation: per op, a parse and a print function compiled from
// its declarative format (see op-emitter.ts). Generators of dialect modules call
// `emitOpFormat` and place the code in their generated file, which must have `ir`
// (src/ir), `opAsm` (src/asm/op-asm), the dialect's own exports (op classes for
// `inferReturnTypes`, attribute classes, enum functions) in scope; the hand-written
// `parse<Name>`/`print<Name>` functions of `custom<Name>` directives are methods of the
// object the functions take last (`directives`, of type `directivesType`).
import { getStringOrEmpty, type RecordKeeper } from "../../src/ods/access.js";
import type { Operator } from "../../src/ods/schema.js";
import { checkOpFormat, opFormatFacts } from "../../src/ods/format/index.js";
import { constraintPredicate, predicateCondition } from "../../src/ods/index.js";
import { emitOpFormatFunctions, type EmittedOpFormat } from "./op-emitter.js";


export type { EmittedOpFormat, CustomDirectiveUse } from "./op-emitter.js";
export { emitOpFormatFunctions };

/** The format functions of `op`, or undefined when it has no `assemblyFormat`. Throws a located diagnostic for a bad format. */
export function emitOpFormat(op: Operator, keeper: RecordKeeper, directivesType?: string): EmittedOpFormat | undefined {
  if (op.assemblyFormat === undefined) return undefined;
  const format = checkOpFormat(opFormatFacts(keeper, op), op.assemblyFormat);
  return emitOpFormatFunctions(format, (defName) => {
    const record = keeper.getDef(defName);
    const predicate = record === undefined ? undefined : constraintPredicate(record);
    if (predicate === undefined) return undefined;
    const text = predicateCondition(predicate).trim();
    return text === "true" || text === "(true)" ? undefined : text;
  }, directivesType, undefined, (defName) => {
    const record = keeper.getDef(defName);
    const cls = record === undefined ? "" : getStringOrEmpty(record, "cppClassName");
    return /^ir\.[A-Za-z]+Type$/.test(cls) && cls !== "ir.Type" ? cls : undefined;
  });
}

export { emitDefFormatFunctions, type EmittedDefFormat } from "./def-emitter.js";
