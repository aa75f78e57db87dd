// The fold differential test: each case is one function whose last op is the op under
// test. mlir-opt 19 canonicalizes all of them in one run; tsmlir parses the same text,
// folds the op with src/dialects/folding (with the fold hook's trait folds, re-folding
// after in-place updates as the greedy driver does, and materializing constants through
// the op's dialect), and the two are compared as descriptions of the returned values:
// `arg N`, `<constant op> <value text>` (the attribute text exactly as printed), or the op
// still there with its operands and properties.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import {
  APFloat,
  BlockArgument,
  DenseIntOrFPElementsAttr,
  FloatAttr,
  FloatType,
  apFloatOf,
  denseAPFloatAt,
  DictionaryAttr,
  MLIRContext,
  OpBuilder,
  OpResult,
  OpTrait,
  walkOps,
  type Attribute,
  type Dialect,
  type OpFoldResult,
  type Operation,
  type Value,
} from "../../../src/ir/index.js";
import { registerAllDialects } from "../../../src/dialects/index.js";
import { parseSourceFile } from "../../../src/asm/parser.js";
import { SourceFile } from "../../../src/support/source.js";
import { AttrTypePrinter } from "../../../src/asm/attr-type/printer.js";
import {
  foldHookFor,
  materializeArithConstant,
  materializeFuncConstant,
  materializeIndexConstant,
  materializeMathConstant,
} from "../../../src/dialects/folding/index.js";
import { constantValueOf } from "../../../src/dialects/folding/matchers.js";
import { moduleText, type FoldCase } from "./cases.js";

export const MLIR_OPT = process.env.MLIR_OPT ?? "/usr/lib/llvm-19/bin/mlir-opt";

export function oracleAvailable(): boolean {
  return existsSync(MLIR_OPT);
}

const CONSTANT_OPS: ReadonlySet<string> = new Set(["arith.constant", "index.constant", "index.bool.constant", "func.constant"]);

// ---------------------------------------------------------------- mlir-opt's side

interface OpLine {
  readonly name: string;
  readonly operands: readonly string[];
  readonly props: string | undefined;
  /** The functions called inside the op's regions, in order (how scf.if cases tell its branches apart). */
  readonly callees: string[];
}

/** The generic-form output of one case function: its op lines by result name, and what it returns. */
interface OracleFunction {
  readonly defs: ReadonlyMap<string, OpLine>;
  readonly returned: readonly string[];
  /** The entry block's argument names (the generic printer numbers them across functions). */
  readonly args: readonly string[];
}

function splitOperands(text: string): string[] {
  const t = text.trim();
  return t === "" ? [] : t.split(",").map((s) => s.trim());
}

/** Parses mlir-opt's generic output into the case functions (by index). */
export function parseOracleOutput(output: string): Map<number, OracleFunction> {
  const functions = new Map<number, OracleFunction>();
  let current: { index: number; defs: Map<string, OpLine>; returned: string[]; args: string[]; seenBlock: boolean } | undefined;
  const opLine = /^(\s*)(%[\w$.-]+)(?::\d+)? = "([^"]+)"\(([^)]*)\)(.*)$/;
  const open: { indent: string; def: OpLine }[] = [];
  for (const line of output.split("\n")) {
    const fn = /"func\.func"\(\).*sym_name = "c(\d+)"/.exec(line);
    if (fn !== null) {
      current = { index: Number(fn[1]), defs: new Map(), returned: [], args: [], seenBlock: false };
      functions.set(current.index, current);
      continue;
    }
    if (current === undefined) continue;
    const block = /^\s*\^bb\d+\(([^)]*)\):/.exec(line);
    if (block !== null) {
      if (!current.seenBlock) for (const a of (block[1] as string).split(",")) current.args.push(a.split(":")[0]?.trim() ?? "");
      current.seenBlock = true;
      continue;
    }
    const ret = /^\s*"func\.return"\(([^)]*)\)/.exec(line);
    if (ret !== null) {
      current.returned.push(...splitOperands(ret[1] as string));
      continue;
    }
    const top = open[open.length - 1];
    if (top !== undefined && line.startsWith(`${top.indent}})`)) open.pop();
    const call = /"func\.call"\([^)]*\) <\{callee = (@[\w$.]+)\}>/.exec(line);
    if (call !== null) for (const o of open) o.def.callees.push(call[1] as string);
    const m = opLine.exec(line);
    if (m === null) continue;
    const rest = m[5] as string;
    let props: string | undefined;
    if (rest.startsWith(" <{")) props = rest.slice(3, rest.lastIndexOf("}>"));
    const def: OpLine = { name: m[3] as string, operands: splitOperands(m[4] as string), props, callees: [] };
    current.defs.set(m[2] as string, def);
    if (rest.endsWith("({")) open.push({ indent: m[1] as string, def });
  }
  return functions;
}

function describeOracleValue(fn: OracleFunction, name: string, depth = 0): string {
  const arg = fn.args.indexOf(name);
  if (arg >= 0) return `arg ${arg}`;
  const [base, index] = name.split("#");
  const def = fn.defs.get(base as string);
  if (def === undefined) return `? ${name}`;
  if (CONSTANT_OPS.has(def.name) && def.props !== undefined && def.props.startsWith("value = ")) return `${def.name} ${def.props.slice(8)}`;
  if (depth >= 3) return def.name;
  const operands = def.operands.map((o) => describeOracleValue(fn, o, depth + 1)).join(", ");
  const callees = def.callees.length > 0 ? ` [${def.callees.join(", ")}]` : "";
  return `${def.name}(${operands})${def.props !== undefined ? ` {${def.props}}` : ""}${callees}${index !== undefined ? `#${index}` : ""}`;
}

export function describeOracle(fn: OracleFunction): string[] {
  return fn.returned.map((v) => describeOracleValue(fn, v));
}

export type OracleRun = { readonly ok: true; readonly output: string } | { readonly ok: false; readonly error: string };

export function runOracle(text: string): OracleRun {
  // A generous limit (the machine may be shared): a hang is reported like a crash.
  const r = spawnSync(MLIR_OPT, ["-canonicalize", "--mlir-print-op-generic", "-"], { input: text, encoding: "utf8", maxBuffer: 1 << 30, timeout: 600_000 });
  if (r.status !== 0) return { ok: false, error: `${r.stderr ?? ""}`.slice(0, 2000) || `exit ${r.status} ${r.signal ?? ""}` };
  return { ok: true, output: r.stdout };
}

// ---------------------------------------------------------------- tsmlir's side

const MATERIALIZERS: Readonly<Record<string, NonNullable<Dialect["materializeConstant"]>>> = {
  arith: materializeArithConstant,
  math: materializeMathConstant,
  index: materializeIndexConstant,
  func: materializeFuncConstant,
};

class Describer {
  readonly printer = new AttrTypePrinter();

  value(v: Value, depth = 0): string {
    if (v instanceof BlockArgument) return `arg ${v.index}`;
    const op = (v as OpResult).owner;
    if (op.hasTrait(OpTrait.ConstantLike)) {
      const value = op.getAttr("value");
      if (value !== undefined) return `${op.name.name} ${this.printer.printAttribute(value)}`;
    }
    if (depth >= 3) return op.name.name;
    return this.op(op, depth, op.numResults > 1 ? (v as OpResult).index : undefined);
  }

  op(op: Operation, depth = 0, resultIndex?: number): string {
    const operands = op.getOperands().map((o) => this.value(o, depth + 1)).join(", ");
    const props = op.properties instanceof DictionaryAttr && !op.properties.empty() ? ` {${this.printer.printAttributeDictionary(op.properties.value).slice(1, -1)}}` : "";
    const callees: string[] = [];
    if (op.numRegions > 0)
      walkOps(op, (inner) => {
        if (inner !== op && inner.name.name === "func.call") callees.push(this.printer.printAttribute(inner.getAttr("callee") as Attribute));
      }, "pre");
    const calleeText = callees.length > 0 ? ` [${callees.join(", ")}]` : "";
    return `${op.name.name}(${operands})${props}${calleeText}${resultIndex !== undefined ? `#${resultIndex}` : ""}`;
  }

  constant(name: string, value: Attribute): string {
    return `${name} ${this.printer.printAttribute(value)}`;
  }
}

/** How tsmlir folds a case: the description of each returned value after folding. */
export interface OurOutcome {
  readonly described: string[];
}

/**
 * Folds every op of a case function until nothing changes, as the greedy driver's folding
 * does: constants from materialization are inserted before the folded op, its uses
 * replaced; in-place updates are folded again. (Patterns are not applied: where mlir-opt's
 * canonicalization rewrites with a pattern, the two sides differ and the case is reported.)
 */
function foldFunction(fn: Operation): void {
  dedupConstants(fn);
  for (let pass = 0; pass < 10; pass++) {
    const ops: Operation[] = [];
    walkOps(fn, (op) => {
      if (op !== fn) ops.push(op);
    }, "pre");
    let changed = false;
    for (const op of ops) {
      if (op.parent === null || op.hasTrait(OpTrait.ConstantLike) || !op.isRegistered()) continue;
      const hook = foldHookFor(op.name.name);
      const operands = op.getOperands().map((v) => constantValueOf(v));
      const results: OpFoldResult[] = [];
      if (!hook(op, operands, results)) continue;
      changed = true;
      if (results.length === 0) continue;
      const values: Value[] = [];
      const created: Operation[] = [];
      for (let i = 0; i < results.length; i++) {
        const r = results[i] as OpFoldResult;
        if (r instanceof BlockArgument || r instanceof OpResult) {
          values.push(r);
          continue;
        }
        const materialize = MATERIALIZERS[op.name.dialectNamespace];
        const builder = new OpBuilder(op.context);
        builder.setInsertionPoint(op);
        const constant = materialize?.(builder, r as Attribute, op.getResult(i).type, op.location);
        if (constant === undefined) break;
        created.push(constant);
        values.push(constant.getResult(0));
      }
      if (values.length !== op.numResults) {
        for (const c of created) c.erase();
        continue;
      }
      op.replaceAllUsesWith(values);
      op.erase();
    }
    if (!changed) return;
  }
}

/** Constants of equal value and type become one (the OperationFolder uniques its constants). */
function dedupConstants(fn: Operation): void {
  const seen = new Map<string, Operation>();
  const constants: Operation[] = [];
  walkOps(fn, (op) => {
    if (op !== fn && op.hasTrait(OpTrait.ConstantLike)) constants.push(op);
  }, "pre");
  for (const op of constants) {
    const key = `${op.name.name} ${(op.getAttr("value") as Attribute).uid} ${op.getResult(0).type.uid}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, op);
    else {
      op.replaceAllUsesWith([first.getResult(0)]);
      op.erase();
    }
  }
}

/** Parses the cases with tsmlir and folds each case function; the outcome per case index. */
export function runOurs(text: string): Map<number, OurOutcome> | { error: string } {
  const context = new MLIRContext();
  registerAllDialects(context);
  let module: Operation;
  try {
    module = parseSourceFile(new SourceFile("cases.mlir", text), context, { allowUnregisteredDialect: false }).module;
  } catch (error) {
    return { error: error instanceof Error ? error.message.slice(0, 2000) : String(error) };
  }
  const describer = new Describer();
  const outcomes = new Map<number, OurOutcome>();
  const functions: Operation[] = [];
  walkOps(module, (op) => {
    if (op.name.name === "func.func") functions.push(op);
  });
  for (const fn of functions) {
    const symbol = fn.getAttr("sym_name");
    const match = /^c(\d+)$/.exec((symbol as { value?: string } | undefined)?.value ?? "");
    if (match === null) continue;
    foldFunction(fn);
    const ret = fn.getRegion(0).firstBlock?.terminator;
    if (ret === null || ret === undefined) continue;
    outcomes.set(Number(match[1]), { described: ret.getOperands().map((v) => describer.value(v)) });
  }
  return outcomes;
}

// ---------------------------------------------------------------- comparison

export interface OpTally {
  identical: number;
  differing: number;
  /**
   * Host math functions (math.* folded through libm) whose results differ only in the last
   * bit of some elements: the C library's function is not correctly rounded there and
   * tsmlir's is (see src/dialects/folding/libm). Reported, not counted as differing.
   */
  lastBit: number;
  /**
   * Cases where tsmlir's folds leave the op and mlir-opt's canonicalization replaced it by
   * other ops: a canonicalization pattern, not a fold (not counted as a difference).
   */
  pattern: number;
  /** Cases where the op folds (constant or value) on at least one side. */
  folded: number;
}

export interface Difference {
  readonly index: number;
  readonly op: string;
  readonly form: string;
  readonly text: string;
  readonly ours: string;
  readonly oracle: string;
}

export interface DifferentialReport {
  readonly cases: number;
  readonly perOp: Map<string, OpTally>;
  readonly differences: Difference[];
  /** Host math results differing only in the last bit (see OpTally.lastBit). */
  readonly lastBitDifferences: Difference[];
  /** Cases mlir-opt could not process (each counted, with its error). */
  readonly oracleErrors: { index: number; op: string; error: string }[];
  /** Cases tsmlir could not parse. */
  readonly parseErrors: { index: number; op: string; error: string }[];
}

function caseText(c: FoldCase, index: number): string {
  return moduleText([c], index).split("\n").filter((line) => !line.startsWith("func.func private")).join("\n");
}

/**
 * Whether mlir-opt's result is a pattern rewrite of an op tsmlir's folds left alone: every
 * result where they differ is, on our side, still the op under test, and on mlir-opt's a
 * different op (neither a constant nor an argument nor the op itself).
 */
function isPatternRewrite(op: string, ours: readonly string[], oracle: readonly string[]): boolean {
  if (ours.length !== oracle.length) return false;
  if (!ours.every((a) => a.startsWith(`${op}(`))) return false;
  const isOtherOp = (b: string): boolean => !b.startsWith("arg ") && !b.startsWith(`${op}(`) && ![...CONSTANT_OPS].some((c) => b.startsWith(`${c} `));
  return oracle.some(isOtherOp) && !oracle.some((b) => [...CONSTANT_OPS].some((c) => b.startsWith(`${c} `)));
}

/** The math ops folded through the host's C library. */
const HOST_MATH_OPS: ReadonlySet<string> = new Set([
  "math.acos", "math.acosh", "math.asin", "math.asinh", "math.atan", "math.atan2", "math.atanh", "math.cos", "math.cosh", "math.erf",
  "math.exp", "math.exp2", "math.expm1", "math.log", "math.log10", "math.log1p", "math.log2", "math.powf", "math.sin", "math.sinh",
  "math.tan", "math.tanh",
]);

/** The float elements of a constant description (`arith.constant <attr>`), parsed by tsmlir. */
function constantElements(description: string): APFloat[] | undefined {
  const prefix = "arith.constant ";
  if (!description.startsWith(prefix)) return undefined;
  const attr = description.slice(prefix.length);
  const type = attr.slice(attr.lastIndexOf(" : ") + 3);
  const context = new MLIRContext();
  registerAllDialects(context);
  let value: Attribute | undefined;
  try {
    const text = `"func.func"() <{function_type = () -> (), sym_name = "f"}> ({\n  %0 = "arith.constant"() <{value = ${attr}}> : () -> ${type}\n  "func.return"() : () -> ()\n}) : () -> ()\n`;
    const module = parseSourceFile(new SourceFile("constant.mlir", text), context, { allowUnregisteredDialect: false }).module;
    walkOps(module, (op) => {
      if (op.name.name === "arith.constant") value = op.getAttr("value");
    });
  } catch {
    return undefined;
  }
  if (value instanceof FloatAttr) return [apFloatOf(value)];
  if (value instanceof DenseIntOrFPElementsAttr && value.type.elementType instanceof FloatType) {
    const n = value.type.getNumElements();
    return Array.from({ length: n }, (_, i) => denseAPFloatAt(value as DenseIntOrFPElementsAttr, i));
  }
  return undefined;
}

/** Whether two constant descriptions differ only by one ulp in some float elements. */
function lastBitOnly(ours: string, oracle: string): boolean {
  const a = constantElements(ours);
  const b = constantElements(oracle);
  if (a === undefined || b === undefined || a.length !== b.length) return false;
  return a.every((x, i) => {
    const y = b[i] as APFloat;
    if (x.bitwiseIsEqual(y)) return true;
    if (!x.isFiniteNonZero() || !y.isFiniteNonZero() || x.negative !== y.negative) return false;
    const d = x.toBits() - y.toBits();
    return d === 1n || d === -1n;
  });
}

/** Runs a batch of cases; a batch mlir-opt rejects is split until the bad cases are isolated. */
export function runDifferential(cases: readonly FoldCase[], batchSize = 4000): DifferentialReport {
  const report: DifferentialReport = { cases: cases.length, perOp: new Map(), differences: [], lastBitDifferences: [], oracleErrors: [], parseErrors: [] };
  const work: [number, number][] = [];
  for (let i = 0; i < cases.length; i += batchSize) work.push([i, Math.min(cases.length, i + batchSize)]);
  while (work.length > 0) {
    const [start, end] = work.shift() as [number, number];
    const slice = cases.slice(start, end);
    const text = moduleText(slice, start);
    const oracle = runOracle(text);
    if (!oracle.ok) {
      if (end - start === 1) {
        report.oracleErrors.push({ index: start, op: (slice[0] as FoldCase).op, error: oracle.error });
        continue;
      }
      const mid = start + Math.ceil((end - start) / 2);
      work.unshift([start, mid], [mid, end]);
      continue;
    }
    const ours = runOurs(text);
    if ("error" in ours) {
      if (end - start === 1) {
        report.parseErrors.push({ index: start, op: (slice[0] as FoldCase).op, error: ours.error });
        continue;
      }
      const mid = start + Math.ceil((end - start) / 2);
      work.unshift([start, mid], [mid, end]);
      continue;
    }
    const functions = parseOracleOutput(oracle.output);
    for (let i = start; i < end; i++) {
      const c = cases[i] as FoldCase;
      const fn = functions.get(i);
      const our = ours.get(i);
      let tally = report.perOp.get(c.op);
      if (tally === undefined) {
        tally = { identical: 0, differing: 0, lastBit: 0, pattern: 0, folded: 0 };
        report.perOp.set(c.op, tally);
      }
      const oracleText = fn === undefined ? "<missing>" : describeOracle(fn).join(" | ");
      const ourText = our === undefined ? "<missing>" : our.described.join(" | ");
      if (fn !== undefined && !describeOracle(fn).some((d) => d.startsWith(`${c.op}(`))) tally.folded++;
      if (oracleText === ourText) tally.identical++;
      else if (fn !== undefined && our !== undefined && isPatternRewrite(c.op, our.described, describeOracle(fn))) tally.pattern++;
      else if (HOST_MATH_OPS.has(c.op) && lastBitOnly(ourText, oracleText)) {
        tally.lastBit++;
        report.lastBitDifferences.push({ index: i, op: c.op, form: c.form, text: caseText(c, i), ours: ourText, oracle: oracleText });
      } else {
        tally.differing++;
        report.differences.push({ index: i, op: c.op, form: c.form, text: caseText(c, i), ours: ourText, oracle: oracleText });
      }
    }
  }
  return report;
}

/** A plain-text summary: counts per op, then the first differences. */
export function formatReport(report: DifferentialReport, maxDifferences = 20): string {
  const lines: string[] = [];
  let identical = 0;
  let differing = 0;
  let patterns = 0;
  let lastBit = 0;
  const ops = [...report.perOp.keys()].sort();
  for (const op of ops) {
    const t = report.perOp.get(op) as OpTally;
    identical += t.identical;
    differing += t.differing;
    patterns += t.pattern;
    lastBit += t.lastBit;
    lines.push(
      `${op.padEnd(36)} ${String(t.identical).padStart(6)} identical ${String(t.differing).padStart(5)} differing ${String(t.lastBit).padStart(4)} last-bit (libm) ${String(t.pattern).padStart(4)} by patterns ${String(t.folded).padStart(6)} folded`,
    );
  }
  lines.unshift(`fold differential: ${report.cases} cases, ${identical} identical, ${differing} differing, ${lastBit} last-bit libm differences, ${patterns} rewritten by patterns, ${report.oracleErrors.length} mlir-opt errors, ${report.parseErrors.length} tsmlir parse errors`);
  for (const d of report.differences.slice(0, maxDifferences)) lines.push(`--- c${d.index} ${d.op} [${d.form}]\n${d.text}  ours:   ${d.ours}\n  mlir:   ${d.oracle}`);
  for (const e of report.oracleErrors.slice(0, 5)) lines.push(`--- mlir-opt error on c${e.index} ${e.op}: ${e.error}`);
  for (const e of report.parseErrors.slice(0, 5)) lines.push(`--- tsmlir parse error on c${e.index} ${e.op}: ${e.error}`);
  return lines.join("\n");
}
