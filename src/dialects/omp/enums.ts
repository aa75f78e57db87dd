// omp's enum attributes as its custom directives build and read them (C++ in MLIR's
// OpenMPDialect.cpp names the attribute classes): opaque attributes with the text mlir-opt
// prints, from their generated specs (`#omp<procbindkind spread>`,
// `#omp<clause_task_depend(taskdependin)>`, ../upstream/enum-attributes.ts).
import { OpaqueAttr, type Attribute, type MLIRContext } from "../../ir/index.js";
import { ompEnumAttributes } from "../../../generated/upstream/omp-assembly.js";
import { enumAttributeCaseOf, enumAttributeText, type EnumAttributeSpec } from "../upstream/enum-attributes.js";

/** An omp enum attribute's spec. */
export type OmpEnum = EnumAttributeSpec;

type OmpEnumMnemonic = (typeof ompEnumAttributes)[number]["mnemonic"];

function specOf(mnemonic: OmpEnumMnemonic): OmpEnum {
  return ompEnumAttributes.find((spec) => spec.mnemonic === mnemonic) as OmpEnum;
}

/** The enum attributes the directives build, by the role they give them. */
export const OMP_ENUMS = {
  cancellationConstructType: specOf("cancellationconstructtype"),
  memoryOrder: specOf("memoryorderkind"),
  procBind: specOf("procbindkind"),
  schedule: specOf("schedulekind"),
  scheduleModifier: specOf("sched_mod"),
  order: specOf("orderkind"),
  orderModifier: specOf("order_mod"),
  taskDepend: specOf("clause_task_depend"),
  captureKind: specOf("variable_capture_kind"),
} as const satisfies Record<string, OmpEnum>;

/** The attribute of `keyword` (a case of `kind`). */
export function ompEnumAttr(context: MLIRContext, kind: OmpEnum, keyword: string): OpaqueAttr {
  return OpaqueAttr.get(context, "omp", enumAttributeText(kind, keyword));
}

/** The case keyword an omp enum attribute holds (`spread` of `#omp<procbindkind spread>`), or undefined. */
export function ompEnumKeyword(attr: Attribute | undefined): string | undefined {
  for (const spec of ompEnumAttributes) {
    const keyword = enumAttributeCaseOf(attr, "omp", spec);
    if (keyword !== undefined) return keyword;
  }
  return undefined;
}
