// Builds generic-form modules from the test-dialect op samples: each sample sits in its
// own function whose block arguments provide the sample's operands.
import type { TestOpSample } from "./test-dialect-samples.js";

/** A callee for the samples' symbol references (test.call verifies that it exists). */
const PRELUDE = `"func.func"() <{function_type = (i32) -> i32, sym_name = "f0", sym_visibility = "private"}> ({}) : () -> ()`;

function functionFor(sample: TestOpSample, index: number): string {
  if (sample.topLevel === true) return sample.text;
  const args = sample.args ?? [];
  const params = args.map((t, i) => `%a${i}: ${t}`).join(", ");
  const lines = [`"func.func"() <{function_type = (${args.join(", ")}) -> (), sym_name = "s${index}"}> ({`];
  lines.push(`^bb0(${params}):`);
  lines.push(`  ${sample.text.split("\n").join("\n  ")}`);
  if (sample.terminator !== true) lines.push(`  "func.return"() : () -> ()`);
  lines.push(`}) : () -> ()`);
  return lines.join("\n");
}

/** One module holding the given samples (indices name the functions). */
export function sampleModule(samples: readonly TestOpSample[]): string {
  const body = samples.map((s, i) => functionFor(s, i));
  return [`"builtin.module"() ({`, PRELUDE, ...body, `}) : () -> ()`, ""].join("\n");
}

/** The top-level `, `-separated entries of a `<{...}>` body (nested brackets and strings kept whole). */
export function splitEntries(body: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] as string;
    if (ch === '"' && body[i - 1] !== "\\") quoted = !quoted;
    if (quoted) continue;
    if (ch === "<" || ch === "(" || ch === "[" || ch === "{") depth++;
    else if (ch === ">" || ch === ")" || ch === "]" || ch === "}") depth--;
    else if (ch === "," && depth === 0) {
      out.push(body.slice(start, i).trim());
      start = i + 1;
    }
  }
  const last = body.slice(start).trim();
  if (last !== "") out.push(last);
  return out;
}

/** The properties entries of the first `<{...}>` on a line (none when it has none). */
export function propertyEntries(line: string): string[] {
  const open = line.indexOf("<{");
  const close = line.lastIndexOf("}>");
  return open < 0 || close < open ? [] : splitEntries(line.slice(open + 2, close));
}

export function entryName(entry: string): string {
  return entry.split(" = ")[0]?.trim() ?? entry;
}
