// The ub dialect: its generated module (generated/ub.ts) with the parts MLIR writes by hand —
// ub.poison's fold (its value) and the constant materializer, which builds ub.poison for any
// attribute implementing PoisonAttrInterface (UBOps.cpp in MLIR 19).
import type { Attribute, Location, OpBuilder, Operation, Type } from "../../ir/index.js";
import { PoisonAttrInterface, PoisonOp, createUbDialect, type UbDialectHooks } from "../../../generated/ub.js";
import { implementsInterface } from "../ods.js";

/** UBDialect::materializeConstant: ub.poison of `type` holding a poison attribute. */
export function materializePoison(builder: OpBuilder, value: Attribute, type: Type, location: Location): Operation | undefined {
  if (!implementsInterface(value, PoisonAttrInterface)) return undefined;
  return PoisonOp.build(builder, location, { value, resultType: type }).getOperation();
}

export const ubHooks: UbDialectHooks = {
  ops: { PoisonOp: { fold: (op) => op.getValue() } },
  materializeConstant: materializePoison,
};

/** The ub dialect, ready to load. */
export const ubDialect = createUbDialect(ubHooks);
