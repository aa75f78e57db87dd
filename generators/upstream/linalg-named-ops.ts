// linalg's named structured ops (matmul, conv_*, fill, ...) carry a body region and indexing
// maps their C++ builds: MLIR generates that C++ mechanically from opdsl YAML into
// LinalgNamedStructuredOps.yamlgen.cpp.inc, which the MLIR 19 packages install. This reads
// that file at generation time and writes a compact description of each op (its region
// builder as a list of steps, its iterator types, its indexing maps and the symbols bound
// to strides/dilations) to generated/upstream/linalg-named-ops.ts, which the linalg hooks
// (src/dialects/linalg) interpret. Only the few statement shapes the YAML generator writes
// are accepted: anything else is an error, so a new shape is noticed, not skipped.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const LINALG_NAMED_OPS_SOURCE = "mlir/Dialect/Linalg/IR/LinalgNamedStructuredOps.yamlgen.cpp.inc";
const LINALG_NAMED_OPS_TD = "mlir/Dialect/Linalg/IR/LinalgNamedStructuredOps.yamlgen.td";
export const LINALG_NAMED_OPS_MODULE = "generated/upstream/linalg-named-ops.ts";

/** A value of the region builder: a block argument or the result of an earlier step (1-based, as the C++ names them). */
type ValueRef = { readonly arg: number } | { readonly value: number };
/** A function of a step: a fixed enum case, or the value of an op attribute with its default. */
type FnRef = { readonly fn: string } | { readonly attr: string; readonly default: string };
type TypeRef = { readonly argType: number } | { readonly type: string };

type Step =
  | { readonly kind: "type"; readonly fn: FnRef; readonly to: TypeRef; readonly operand: ValueRef }
  | { readonly kind: "unary"; readonly fn: FnRef; readonly operand: ValueRef }
  | { readonly kind: "binary"; readonly fn: FnRef; readonly operands: readonly [ValueRef, ValueRef] }
  | { readonly kind: "ternary"; readonly fn: FnRef; readonly operands: readonly [ValueRef, ValueRef, ValueRef] }
  | { readonly kind: "constant"; readonly value: string }
  | { readonly kind: "index"; readonly dim: number };

/** A result of a map: a sum of terms, each a dim times a symbol (or the dim alone: null). */
type MapResult = readonly (readonly [number, number | null])[];

/** A symbol of the maps: kept, or replaced by an element of an index attribute (strides, dilations). */
type SymbolBinding = { readonly symbol: number } | { readonly attr: string; readonly index: number };

interface NamedOp {
  readonly cppClass: string;
  /** `linalg.matmul` (from the def of the class in LinalgNamedStructuredOps.yamlgen.td). */
  readonly name: string;
  readonly numRegionArgs: number;
  /** Fixed iterator types, or "parallel" for every loop of the init's rank. */
  readonly iterators: readonly string[] | "rank-parallel";
  /** Fixed maps with their symbol bindings (memoized on the op), or the rank-polymorphic scalar/identity maps. */
  readonly maps: { readonly results: readonly MapResult[][]; readonly numDims: number; readonly symbols: readonly SymbolBinding[] } | "rank-polymorphic";
  readonly steps: readonly Step[];
  readonly yields: readonly ValueRef[];
  /** Index attributes checked for element type i64 and shape (verifyIndexingMapRequiredAttributes). */
  readonly indexAttributes: readonly { readonly name: string; readonly size: number }[];
}

class ShapeError extends Error {}

function valueRef(text: string): ValueRef {
  const t = text.trim();
  let m = /^block\.getArgument\((\d+)\)$/.exec(t);
  if (m !== null) return { arg: Number(m[1]) };
  m = /^value(\d+)$/.exec(t);
  if (m !== null) return { value: Number(m[1]) };
  throw new ShapeError(`unknown value '${t}'`);
}

function typeRef(text: string): TypeRef {
  const t = text.trim();
  let m = /^block\.getArgument\((\d+)\)\.getType\(\)$/.exec(t);
  if (m !== null) return { argType: Number(m[1]) };
  m = /^helper\.getIntegerType\((\d+)\)$/.exec(t);
  if (m !== null) return { type: `i${m[1]}` };
  if (t === "helper.getFloat32Type()") return { type: "f32" };
  if (t === "helper.getFloat64Type()") return { type: "f64" };
  throw new ShapeError(`unknown type '${t}'`);
}

function fnRef(text: string, variables: ReadonlyMap<string, FnRef>): FnRef {
  const t = text.trim();
  const m = /^(?:Type|Unary|Binary|Ternary)Fn::(\w+)$/.exec(t);
  if (m !== null) return { fn: m[1] as string };
  const variable = variables.get(t);
  if (variable !== undefined) return variable;
  throw new ShapeError(`unknown function '${t}'`);
}

function parseRegionBuilder(body: string): { steps: Step[]; yields: ValueRef[] } {
  const variables = new Map<string, FnRef>();
  for (const m of body.matchAll(/^\s*(?:Type|Unary|Binary|Ternary)Fn (\w+) = \w+::(\w+);[\s\S]*?attr\.getName\(\) == "(\w+)"/gm)) {
    variables.set(m[1] as string, { attr: m[3] as string, default: m[2] as string });
  }
  const steps: Step[] = [];
  const yields: ValueRef[] = [];
  for (const line of body.split("\n")) {
    const t = line.trim();
    let m = /^Value value(\d+) = helper\.(\w+)\((.*)\);$/.exec(t);
    if (m !== null) {
      if (Number(m[1]) !== steps.length + 1) throw new ShapeError(`value${m[1]} out of order`);
      const args = splitArgs(m[3] as string);
      const call = m[2] as string;
      if (call === "buildTypeFn" && args.length === 3) steps.push({ kind: "type", fn: fnRef(args[0] as string, variables), to: typeRef(args[1] as string), operand: valueRef(args[2] as string) });
      else if (call === "buildUnaryFn" && args.length === 2) steps.push({ kind: "unary", fn: fnRef(args[0] as string, variables), operand: valueRef(args[1] as string) });
      else if (call === "buildBinaryFn" && args.length === 3) steps.push({ kind: "binary", fn: fnRef(args[0] as string, variables), operands: [valueRef(args[1] as string), valueRef(args[2] as string)] });
      else if (call === "buildTernaryFn" && args.length === 4)
        steps.push({ kind: "ternary", fn: fnRef(args[0] as string, variables), operands: [valueRef(args[1] as string), valueRef(args[2] as string), valueRef(args[3] as string)] });
      else if (call === "constant" && args.length === 1) steps.push({ kind: "constant", value: JSON.parse(args[0] as string) as string });
      else if (call === "index" && args.length === 1) steps.push({ kind: "index", dim: Number(args[0]) });
      else throw new ShapeError(`unknown step '${t}'`);
      continue;
    }
    m = /^yields\.push_back\((.*)\);$/.exec(t);
    if (m !== null) yields.push(valueRef(m[1] as string));
    else if (t.startsWith("Value ")) throw new ShapeError(`unknown statement '${t}'`);
  }
  return { steps, yields };
}

/** Top-level comma split (the arguments hold calls with parentheses, and string constants). */
function splitArgs(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inString = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "," && depth === 0) {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(text.slice(start).trim());
  return out;
}

/** The results of `affine_map<(d0, ...)[s0, ...] -> (d0, d1 * s2 + d4 * s4, ...)>`: the only shapes opdsl writes (dims, sums, dim-times-symbol terms). */
function mapResults(text: string): MapResult[] {
  const body = /^affine_map<\([^)]*\)(?:\[[^\]]*\])? -> \((.*)\)>$/.exec(text)?.[1];
  if (body === undefined) throw new ShapeError(`unknown map '${text}'`);
  if (body.trim() === "") return [];
  return body.split(",").map((result) =>
    result.split("+").map((term) => {
      const m = /^\s*d(\d+)(?:\s*\*\s*s(\d+))?\s*$/.exec(term);
      if (m === null) throw new ShapeError(`unknown map result '${result}' in '${text}'`);
      return [Number(m[1]), m[2] === undefined ? null : Number(m[2])] as const;
    }),
  );
}

/** The C++ of one `// Implementation of XOp` section. */
function parseSection(cppClass: string, name: string, text: string): NamedOp {
  const fn = (signature: string): string => {
    const start = text.indexOf(signature);
    if (start < 0) throw new ShapeError(`no ${signature}`);
    const end = text.indexOf("\n}\n", start);
    return text.slice(start, end);
  };
  const iteratorsText = fn(`${cppClass}::getIteratorTypesArray() {`);
  let iterators: NamedOp["iterators"];
  const listed = /SmallVector<utils::IteratorType>\{([^}]*)\}/.exec(iteratorsText);
  if (listed !== null) iterators = (listed[1] as string).split(",").map((s) => /utils::IteratorType::(\w+)/.exec(s)?.[1] ?? "?");
  else if (/SmallVector<utils::IteratorType>\(rank, utils::IteratorType::parallel\)/.test(iteratorsText)) iterators = "rank-parallel";
  else throw new ShapeError("unknown iterator types");
  const mapsText = fn(`${cppClass}::getIndexingMaps() {`);
  let maps: NamedOp["maps"];
  if (mapsText.includes("memoizeAttr")) {
    const texts = [...mapsText.matchAll(/mlir::parseAttribute\("([^"]*)", context\)/g)].map((m) => m[1] as string);
    const results = texts.map(mapResults);
    const replaced = [...mapsText.matchAll(/replaceDimsAndSymbols\(\{\}, symbolBindings, (\d+), 0\)/g)].map((m) => Number(m[1]));
    if (replaced.length !== texts.length || new Set(replaced).size > 1) throw new ShapeError("unknown map replacement");
    const bindingsText = fn(`getSymbolBindings(${cppClass} self) {`);
    const symbols: SymbolBinding[] = [];
    for (const m of bindingsText.matchAll(/getAffineSymbolExpr\((\d+), context\)|self\.get(\w+)\(\)\.getValues<int64_t>\(\)\[(\d+)\]/g)) {
      if (m[1] !== undefined) symbols.push({ symbol: Number(m[1]) });
      else symbols.push({ attr: (m[2] as string).replace(/^./, (c) => c.toLowerCase()), index: Number(m[3]) });
    }
    maps = { results, numDims: replaced[0] ?? 0, symbols };
  } else if (/getRank\(&opOperand\) == 0 \? scalarMap : tensorMap/.test(mapsText)) {
    maps = "rank-polymorphic";
  } else throw new ShapeError("unknown indexing maps");
  const numRegionArgs = Number(/::getNumRegionArgs\(\) \{ return (\d+); \}/.exec(text)?.[1] ?? Number.NaN);
  if (Number.isNaN(numRegionArgs)) throw new ShapeError("no getNumRegionArgs");
  const { steps, yields } = parseRegionBuilder(fn(`${cppClass}::regionBuilder(`));
  const indexAttributes = [...text.matchAll(/getAttrOfType<DenseElementsAttr>\("(\w+)"\)[\s\S]*?ArrayRef<int64_t>\{ (\d+) \}/g)].map((m) => ({ name: m[1] as string, size: Number(m[2]) }));
  return { cppClass, name, numRegionArgs, iterators, maps, steps, yields, indexAttributes };
}

export function linalgNamedOps(includeDir: string): NamedOp[] {
  const text = readFileSync(join(includeDir, LINALG_NAMED_OPS_SOURCE), "utf8");
  const names = new Map([...readFileSync(join(includeDir, LINALG_NAMED_OPS_TD), "utf8").matchAll(/^def (\w+) : LinalgStructuredBase_Op<"(\w+)"/gm)].map((m) => [m[1] as string, `linalg.${m[2] as string}`]));
  const sections = text.split(/^\/\/ Implementation of (\w+)\n/m);
  const ops: NamedOp[] = [];
  for (let i = 1; i + 1 < sections.length; i += 2) {
    const cppClass = sections[i] as string;
    try {
      const name = names.get(cppClass);
      if (name === undefined) throw new ShapeError(`no def in ${LINALG_NAMED_OPS_TD}`);
      ops.push(parseSection(cppClass, name, sections[i + 1] as string));
    } catch (error) {
      if (error instanceof ShapeError) throw new Error(`${LINALG_NAMED_OPS_SOURCE}: ${cppClass}: ${error.message}`);
      throw error;
    }
  }
  return ops;
}

const TYPES = `/** A value of the region builder: a block argument, or the result of an earlier step (1-based). */
export type LinalgValueRef = { readonly arg: number } | { readonly value: number };
/** A function: a fixed case of linalg's TypeFn/UnaryFn/BinaryFn/TernaryFn, or an op attribute's case with its default. */
export type LinalgFnRef = { readonly fn: string } | { readonly attr: string; readonly default: string };
/** A type: a block argument's, or a fixed one. */
export type LinalgTypeRef = { readonly argType: number } | { readonly type: string };
export type LinalgBodyStep =
  | { readonly kind: "type"; readonly fn: LinalgFnRef; readonly to: LinalgTypeRef; readonly operand: LinalgValueRef }
  | { readonly kind: "unary"; readonly fn: LinalgFnRef; readonly operand: LinalgValueRef }
  | { readonly kind: "binary"; readonly fn: LinalgFnRef; readonly operands: readonly [LinalgValueRef, LinalgValueRef] }
  | { readonly kind: "ternary"; readonly fn: LinalgFnRef; readonly operands: readonly [LinalgValueRef, LinalgValueRef, LinalgValueRef] }
  | { readonly kind: "constant"; readonly value: string }
  | { readonly kind: "index"; readonly dim: number };
/** A result of a map: a sum of terms, each dim d times symbol s (the dim alone when s is null). */
export type LinalgMapResult = readonly (readonly [d: number, s: number | null])[];
/** A symbol of the maps: kept, or replaced by an element of an index attribute (strides, dilations). */
export type LinalgSymbolBinding = { readonly symbol: number } | { readonly attr: string; readonly index: number };
export interface LinalgNamedOpDescription {
  readonly name: string;
  readonly numRegionArgs: number;
  /** Fixed iterator types, or "rank-parallel": parallel for every dimension of the init. */
  readonly iterators: readonly string[] | "rank-parallel";
  /** Fixed maps (their results over numDims dims) whose symbols are bound, memoized on the op; or scalar/identity maps by operand rank. */
  readonly maps: { readonly results: readonly (readonly LinalgMapResult[])[]; readonly numDims: number; readonly symbols: readonly LinalgSymbolBinding[] } | "rank-polymorphic";
  readonly steps: readonly LinalgBodyStep[];
  readonly yields: readonly LinalgValueRef[];
  /** Index attributes whose element type (i64) and shape the op checks. */
  readonly indexAttributes: readonly { readonly name: string; readonly size: number }[];
}`;

export function generateLinalgNamedOps(includeDir: string): { path: string; text: string } {
  const ops = linalgNamedOps(includeDir);
  const rows = ops.map(({ cppClass, ...rest }) => `  ${cppClass}: ${JSON.stringify(rest)},`);
  const text = [
    `// @generated by generators/upstream (npm run generate) from MLIR 19's ${LINALG_NAMED_OPS_SOURCE}`,
    "// (the C++ MLIR generates from opdsl YAML); do not edit. linalg's named structured ops: their",
    "// region builders as steps, iterator types and indexing maps, by C++ class (src/dialects/linalg",
    "// interprets them).",
    "",
    TYPES,
    "",
    `/** The ${ops.length} named ops of MLIR 19, by C++ class. */`,
    "export const linalgNamedOps: Readonly<Record<string, LinalgNamedOpDescription>> = {",
    ...rows,
    "};",
    "",
  ].join("\n");
  return { path: LINALG_NAMED_OPS_MODULE, text };
}
