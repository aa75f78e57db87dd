// Checks that our ODS library files declare everything MLIR 19's declare:
// the same classes with the same template parameters, superclasses and
// fields, and the same named defs with the same superclasses, fields,
// constraint summaries and trait structure. Ours may add private helpers.

import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeEach, describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { FactExtractor } from "./ods-facts.js";
import { dagItems, listItems, parsePrintedClasses, parsePrintedRecords, stringValue } from "./print-records.js";
import { inBatches, runTblgen, UPSTREAM_INCLUDE } from "./tblgen-runner.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const defsDir = path.join(repoRoot, "defs");

function libraryFiles(): string[] {
  const out: string[] = [];
  for (const dir of ["mlir/IR", "mlir/Interfaces", "mlir/Pass"]) {
    for (const entry of readdirSync(path.join(defsDir, dir))) {
      const relative = `${dir}/${entry}`;
      if (entry.endsWith(".td") && existsSync(path.join(UPSTREAM_INCLUDE, relative))) out.push(relative);
    }
  }
  return out.sort();
}

// `code` is `string` with a different literal syntax; which one is printed
// depends on how the value was written, so the two are not told apart.
function sameType(a: string, b: string): boolean {
  return a.replace(/\bcode\b/g, "string") === b.replace(/\bcode\b/g, "string");
}

interface Comparison {
  readonly checked: ReadonlySet<string>;
  readonly extras: ReadonlySet<string>;
  readonly problems: string[];
}

// Names (and static-ness) of the methods of an interface record.
function methodSignatures(records: ReturnType<typeof parsePrintedRecords>, value: string | undefined): string {
  return listItems(value).map((method) => {
    const record = records.get(method);
    const base = stringValue(record?.fields.get("name")?.value) ?? method;
    const args = dagItems(record?.fields.get("arguments")?.value).args.map((arg) => arg.name).join(", ");
    const name = `${base}(${args})`;
    return record?.superclasses.includes("StaticInterfaceMethod") === true ? `static ${name}` : name;
  }).join(", ");
}

function compareLibrary(file: string, oursText: string, upstreamText: string): Comparison {
  const problems: string[] = [];
  const checked = new Set<string>();
  const ourClasses = parsePrintedClasses(oursText);
  const upstreamClasses = parsePrintedClasses(upstreamText);
  for (const [name, theirs] of upstreamClasses) {
    checked.add(`class ${name}`);
    const mine = ourClasses.get(name);
    if (mine === undefined) {
      problems.push(`${file}: class ${name} missing`);
      continue;
    }
    const args = (c: typeof theirs): string => c.templateArgs.map((a) => `${a.type.replace(/\bcode\b/g, "string")} ${a.name}`).join(", ");
    if (args(mine) !== args(theirs)) problems.push(`${file}: class ${name}<${args(mine)}> should be <${args(theirs)}>`);
    if (mine.superclasses.join(" ") !== theirs.superclasses.join(" ")) {
      problems.push(`${file}: class ${name} superclasses ${mine.superclasses.join(" ")} should be ${theirs.superclasses.join(" ")}`);
    }
    for (const [field, value] of theirs.fields) {
      const own = mine.fields.get(field);
      if (own === undefined) problems.push(`${file}: class ${name} lacks field ${value.type} ${field}`);
      else if (!sameType(own.type, value.type)) problems.push(`${file}: class ${name} field ${field} is ${own.type}, should be ${value.type}`);
    }
  }
  const ourRecords = parsePrintedRecords(oursText);
  const upstreamRecords = parsePrintedRecords(upstreamText);
  const ourKeys = new FactExtractor(ourRecords);
  const upstreamKeys = new FactExtractor(upstreamRecords);
  for (const [name, theirs] of upstreamRecords) {
    if (name.startsWith("anonymous_")) continue;
    checked.add(`def ${name}`);
    const mine = ourRecords.get(name);
    if (mine === undefined) {
      problems.push(`${file}: def ${name} missing`);
      continue;
    }
    if (mine.superclasses.join(" ") !== theirs.superclasses.join(" ")) {
      problems.push(`${file}: def ${name} superclasses ${mine.superclasses.join(" ")} should be ${theirs.superclasses.join(" ")}`);
    }
    for (const [field, value] of theirs.fields) {
      const own = mine.fields.get(field);
      if (own === undefined) problems.push(`${file}: def ${name} lacks field ${field}`);
      else if (!sameType(own.type, value.type)) problems.push(`${file}: def ${name} field ${field} is ${own.type}, should be ${value.type}`);
    }
    const summary = stringValue(theirs.fields.get("summary")?.value);
    // Op and dialect summaries are our own prose; constraint and trait
    // summaries are facts (MLIR prints them in diagnostics).
    const prose = theirs.superclasses.includes("Op") || theirs.superclasses.includes("Dialect");
    if (!prose && summary !== undefined && stringValue(mine.fields.get("summary")?.value) !== summary) {
      problems.push(`${file}: def ${name} summary ${JSON.stringify(stringValue(mine.fields.get("summary")?.value))} should be ${JSON.stringify(summary)}`);
    }
    if (theirs.fields.has("methods")) {
      const wanted = methodSignatures(upstreamRecords, theirs.fields.get("methods")?.value);
      const have = methodSignatures(ourRecords, mine.fields.get("methods")?.value);
      if (wanted !== have) problems.push(`${file}: interface ${name} methods [${have}] should be [${wanted}]`);
    }
    const isTrait = theirs.superclasses.includes("Trait") || theirs.superclasses.includes("Constraint");
    if (isTrait && ourKeys.key(name) !== upstreamKeys.key(name)) {
      problems.push(`${file}: def ${name} is ${ourKeys.key(name)}, should be ${upstreamKeys.key(name)}`);
    }
  }
  const extras = new Set([
    ...[...ourClasses.keys()].filter((n) => !upstreamClasses.has(n)).map((n) => `class ${n}`),
    ...[...ourRecords.keys()].filter((n) => !n.startsWith("anonymous_") && !upstreamRecords.has(n)).map((n) => `def ${n}`),
  ]);
  return { checked, extras, problems };
}

describe("defs library structure against MLIR 19", () => {
  beforeEach((ctx) => skipWithout(ctx, "mlir-tblgen", "mlir-include"));
  it("declares upstream's classes, template parameters, fields and defs", async () => {
    const files = libraryFiles();
    const jobs = files.flatMap((file) => [
      () => runTblgen(["--print-records", "-I", defsDir, path.join(defsDir, file)]),
      () => runTblgen(["--print-records", "-I", UPSTREAM_INCLUDE, path.join(UPSTREAM_INCLUDE, file)]),
    ]);
    const results = await inBatches(jobs, 2);
    const problems: string[] = [];
    const checked = new Set<string>();
    const extras = new Set<string>();
    files.forEach((file, i) => {
      const ours = results[2 * i];
      const upstream = results[2 * i + 1];
      if (ours === undefined || upstream === undefined) throw new Error("missing tblgen result");
      if (!ours.ok || !upstream.ok) {
        problems.push(`${file}: evaluation failed: ${ours.stderr}${upstream.stderr}`);
        return;
      }
      const comparison = compareLibrary(file, ours.stdout, upstream.stdout);
      for (const name of comparison.checked) checked.add(name);
      for (const name of comparison.extras) extras.add(name);
      problems.push(...comparison.problems);
    });
    console.log(`ods library structure: ${files.length} files, ${checked.size} upstream classes/defs checked, ${problems.length} differences, ${extras.size} helper records of our own (${[...extras].join(", ")})`);
    if (problems.length > 0) console.log(problems.slice(0, 80).join("\n"));
    expect(problems).toEqual([]);
  });
});
