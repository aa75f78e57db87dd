// omp's enum attributes as tsmlir keeps them: opaque `#omp<mnemonic keyword>` (or, for the
// enums whose own format wraps the value in parentheses, `#omp<mnemonic(keyword)>`), exactly
// as mlir-opt prints them. The custom directives build and read them through these helpers.
import { OpaqueAttr, type Attribute, type MLIRContext } from "../../ir/index.js";
import { ompEnums } from "../../../generated/upstream/omp-assembly.js";

/** An omp enum attribute: its mnemonic, whether its value is parenthesized, and its cases. */
export interface OmpEnum {
  readonly mnemonic: string;
  readonly parenthesized: boolean;
  readonly cases: { symbolize(keyword: string): unknown };
}

export const OMP_ENUMS = {
  cancellationConstructType: { mnemonic: "cancellationconstructtype", parenthesized: false, cases: ompEnums.ClauseCancellationConstructType },
  memoryOrder: { mnemonic: "memoryorderkind", parenthesized: false, cases: ompEnums.ClauseMemoryOrderKind },
  procBind: { mnemonic: "procbindkind", parenthesized: false, cases: ompEnums.ClauseProcBindKind },
  schedule: { mnemonic: "schedulekind", parenthesized: false, cases: ompEnums.ClauseScheduleKind },
  scheduleModifier: { mnemonic: "sched_mod", parenthesized: false, cases: ompEnums.ScheduleModifier },
  order: { mnemonic: "orderkind", parenthesized: false, cases: ompEnums.ClauseOrderKind },
  orderModifier: { mnemonic: "order_mod", parenthesized: false, cases: ompEnums.OrderModifier },
  taskDepend: { mnemonic: "clause_task_depend", parenthesized: true, cases: ompEnums.ClauseTaskDepend },
  captureKind: { mnemonic: "variable_capture_kind", parenthesized: true, cases: ompEnums.VariableCaptureKind },
} as const satisfies Record<string, OmpEnum>;

/** The attribute of `keyword` (a case of `kind`). */
export function ompEnumAttr(context: MLIRContext, kind: OmpEnum, keyword: string): OpaqueAttr {
  return OpaqueAttr.get(context, "omp", kind.parenthesized ? `${kind.mnemonic}(${keyword})` : `${kind.mnemonic} ${keyword}`);
}

/** The case keyword an omp enum attribute holds (`spread` of `#omp<procbindkind spread>`), or undefined. */
export function ompEnumKeyword(attr: Attribute | undefined): string | undefined {
  if (!(attr instanceof OpaqueAttr) || attr.dialect !== "omp") return undefined;
  return /^[A-Za-z_][\w.]*(?:\s*\(\s*([\w.]+)\s*\)|\s+([\w.]+))\s*$/.exec(attr.data)?.slice(1).find((s) => s !== undefined);
}

/** The keyword of `attr` when it is an attribute of `kind`. */
export function ompEnumKeywordOf(attr: Attribute | undefined, kind: OmpEnum): string | undefined {
  if (!(attr instanceof OpaqueAttr) || !attr.data.trim().startsWith(kind.mnemonic)) return undefined;
  return ompEnumKeyword(attr);
}
