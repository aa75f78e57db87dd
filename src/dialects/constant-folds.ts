// Temporary wiring of our dialects' folds (src/dialects/folding) and canonicalization
// patterns (src/dialects/canonicalization) into their registrations: each op with a fold
// function gets it as its `fold` member, each op with patterns its
// `getCanonicalizationPatterns`, each dialect its constant materializer. Goes away when
// the op generator emits typed fold, canonicalization and materializer hooks that the
// dialects' hook objects fill from the same functions.
import type { Dialect, RegisteredOperationInfo } from "../ir/index.js";
import { canonicalizationPatterns } from "./canonicalization/index.js";
import { foldFunctions, materializeArithConstant, materializeFuncConstant, materializeIndexConstant, materializeMathConstant, registrationFold } from "./folding/index.js";

const MATERIALIZERS: ReadonlyMap<string, NonNullable<Dialect["materializeConstant"]>> = new Map([
  ["arith", materializeArithConstant],
  ["math", materializeMathConstant],
  ["index", materializeIndexConstant],
  ["func", materializeFuncConstant],
]);

/** `dialect` with the folds and the constant materializer of its ops, where its registrations have none. */
export function withConstantFolds(dialect: Dialect): Dialect {
  const materialize = dialect.materializeConstant ?? MATERIALIZERS.get(dialect.namespace);
  const operations = dialect.operations?.map((info): RegisteredOperationInfo => {
    const fold = foldFunctions.get(info.name);
    const patterns = canonicalizationPatterns.get(info.name);
    return {
      ...info,
      ...(info.fold === undefined && fold !== undefined ? { fold: registrationFold(fold) } : {}),
      ...(info.getCanonicalizationPatterns === undefined && patterns !== undefined ? { getCanonicalizationPatterns: patterns } : {}),
    };
  });
  return {
    ...dialect,
    ...(operations === undefined ? {} : { operations }),
    ...(materialize === undefined ? {} : { materializeConstant: materialize }),
  };
}
