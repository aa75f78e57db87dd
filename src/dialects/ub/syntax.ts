// ub's custom syntax: the generated formats (generated/upstream/ub-assembly.ts) and the
// value ub.poison's attribute defaults to (`#ub.poison`, elided when printed).
import { OpaqueAttr, NoneType } from "../../ir/index.js";
import { ubAssembly, type UbAssemblyHooks } from "../../../generated/upstream/ub-assembly.js";

export const ubSyntaxHooks: UbAssemblyHooks = {
  // tsmlir keeps ub's attributes opaque: #ub.poison is the opaque attribute of that body.
  defaults: { PoisonOp: { value: (builder) => OpaqueAttr.get(builder.context, "ub", "poison", NoneType.get(builder.context)) } },
};

export const ubSyntax = (): ReturnType<typeof ubAssembly> => ubAssembly(ubSyntaxHooks);
