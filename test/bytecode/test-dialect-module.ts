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
