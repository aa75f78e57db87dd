// Hand-written verifier of cf.switch (ODS hasVerifier), following MLIR 19's rules and wording.
import { DenseIntOrFPElementsAttr, type Operation } from "../../ir/index.js";
import { printType } from "../op-runtime.js";

export function verifySwitchOp(op: Operation): void {
  const caseValues = op.getInherentAttr("case_values");
  const caseDestinations = op.successors.length - 1;
  if (caseValues === undefined && caseDestinations === 0) return;
  const flagType = op.getOperand(0).type;
  if (caseValues instanceof DenseIntOrFPElementsAttr) {
    const caseValueType = caseValues.elementType;
    if (caseValueType !== flagType) throw op.emitOpError(`'flag' type ('${printType(flagType)}') should match case value type ('${printType(caseValueType)}')`);
    const count = caseValues.getNumElements();
    if (count !== caseDestinations)
      throw op.emitOpError(`number of case values (${count}) should match number of case destinations (${caseDestinations})`);
  }
}
