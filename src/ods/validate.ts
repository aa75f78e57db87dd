// Runs a zod schema over a freshly loaded model value and turns a failure into a
// diagnostic located at the record the value was read from.
import type { z } from "zod";
import { odsError, type Record } from "./access.js";

export function validated<T>(schema: z.ZodType<T>, value: T, record: Record): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue === undefined || issue.path.length === 0 ? "" : ` (at ${issue.path.join(".")})`;
  throw odsError(record, `invalid ODS record '${record.name}': ${issue?.message ?? "schema mismatch"}${where}`);
}
