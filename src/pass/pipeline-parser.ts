// Textual pass pipelines as MLIR 19 parses them (`builtin.module(func.func(cse,
// canonicalize{max-iterations=3}))`): structure first, then every name resolved against
// the registry, then the passes built into pass managers (explicit nesting, so the result
// is exactly the text). Errors carry MLIR's messages, located in the pipeline text.
import { formatDiagnostic } from "../support/diagnostic.js";
import { SourceFile } from "../support/source.js";
import { OpPassManager } from "./op-pass-manager.js";
import { PassPipelineError } from "./errors.js";
import type { CommandLineError } from "./options.js";
import type { PassRegistry, PassRegistryEntry, PipelineErrorHandlers } from "./registry.js";

interface PipelineElement {
  readonly name: string;
  /** Offset of the (trimmed) name in the text. */
  readonly offset: number;
  options: string;
  entry: PassRegistryEntry | undefined;
  readonly inner: PipelineElement[];
}

const SOURCE_NAME = "MLIR Textual PassPipeline Parser";
const WHITESPACE = " \t\n\v\f\r";

function isSpace(c: string): boolean {
  return c.length > 0 && WHITESPACE.includes(c);
}

/** An error located in the pipeline text, rendered as LLVM's SourceMgr renders it. */
function locatedError(text: string, offset: number, message: string): string {
  return formatDiagnostic({ severity: "error", message, location: { file: new SourceFile(SOURCE_NAME, text), offset } });
}

/** MLIR's TextualPipeline::parsePipelineText: the element tree, or the error text. */
function parseStructure(text: string): PipelineElement[] | string {
  const root: PipelineElement[] = [];
  const stack: PipelineElement[][] = [root];
  let at = 0;
  const end = text.length;
  const findSeparator = (from: number): number => {
    for (let i = from; i < end; i++) {
      const c = text.charAt(i);
      if (c === "," || c === "(" || c === ")" || c === "{") return i;
    }
    return -1;
  };
  const skipSpaces = (): void => {
    while (at < end && isSpace(text.charAt(at))) at++;
  };
  for (;;) {
    const pipeline = stack[stack.length - 1] as PipelineElement[];
    const sep = findSeparator(at);
    const stop = sep < 0 ? end : sep;
    let nameStart = at;
    let nameEnd = stop;
    while (nameStart < nameEnd && isSpace(text.charAt(nameStart))) nameStart++;
    while (nameEnd > nameStart && isSpace(text.charAt(nameEnd - 1))) nameEnd--;
    const element: PipelineElement = { name: text.slice(nameStart, nameEnd), offset: nameStart, options: "", entry: undefined, inner: [] };
    pipeline.push(element);
    if (sep < 0) {
      at = end;
      break;
    }
    at = sep;
    const c = text.charAt(at);
    if (c === "{") {
      at++;
      let close = -1;
      for (let i = at, depth = 1; i < end; i++) {
        const d = text.charAt(i);
        if (d === "{") depth++;
        else if (d === "}" && --depth === 0) {
          close = i;
          break;
        }
      }
      if (close < 0) return locatedError(text, at - 1, "missing closing '}' while processing pass options");
      element.options = text.slice(at, close);
      at = close + 1;
      skipSpaces();
    } else if (c === "(") {
      at++;
      stack.push(element.inner);
      continue;
    }
    while (at < end && text.charAt(at) === ")") {
      at++;
      if (stack.length === 1) return locatedError(text, at - 1, "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline");
      stack.pop();
      skipSpaces();
    }
    if (at >= end) break;
    if (text.charAt(at) !== ",") return locatedError(text, at, "expected ',' after parsing pipeline");
    at++;
  }
  if (stack.length > 1) return locatedError(text, at, "encountered unbalanced parentheses while parsing pipeline");
  return root;
}

/** Connects each pass or pipeline name to its registry entry; op names keep their inner pipeline. */
function resolve(text: string, elements: PipelineElement[], registry: PassRegistry): string | undefined {
  for (const element of elements) {
    if (element.inner.length > 0) {
      const error = resolve(text, element.inner, registry);
      if (error !== undefined) return error;
      continue;
    }
    element.entry = registry.lookup(element.name);
    if (element.entry === undefined) return locatedError(text, element.offset, `'${element.name}' does not refer to a registered pass or pass pipeline`);
  }
  return undefined;
}

function addElements(elements: readonly PipelineElement[], pm: OpPassManager, errors: PipelineErrorHandlers): boolean {
  for (const element of elements) {
    if (element.entry !== undefined) {
      if (!element.entry.addToPipeline(pm, element.options, errors)) return errors.error(`failed to add \`${element.name}\` with options \`${element.options}\``);
    } else if (!addElements(element.inner, pm.nest(element.name), errors)) {
      return errors.error(`failed to add \`${element.name}\` with options \`${element.options}\` to inner pipeline`);
    }
  }
  return true;
}

/**
 * Adds the passes of pipeline text without its anchor (`func.func(cse),canonicalize`) to
 * `pm` (MLIR's parsePassPipeline(text, pm, errorStream)). On failure, throws a
 * PassPipelineError whose message is what MLIR writes to the error stream.
 */
export function parsePassPipelineInto(text: string, pm: OpPassManager, registry: PassRegistry): void {
  const commandLineErrors: CommandLineError[] = [];
  if (text.length === 0) return;
  const structure = parseStructure(text);
  if (typeof structure === "string") throw new PassPipelineError(structure, commandLineErrors);
  const resolveError = resolve(text, structure, registry);
  if (resolveError !== undefined) throw new PassPipelineError(resolveError, commandLineErrors);
  let stream = "";
  const errors: PipelineErrorHandlers = {
    error: (message) => {
      stream += `${message}\n`;
      return false;
    },
    commandLine: (error) => commandLineErrors.push(error),
    options: registry.optionParseContext(),
  };
  // Nesting is explicit while the text is added, so the pipeline is exactly what it says.
  const nesting = pm.nesting;
  pm.nesting = "explicit";
  try {
    if (!addElements(structure, pm, errors)) throw new PassPipelineError(stream, commandLineErrors);
  } finally {
    pm.nesting = nesting;
  }
}

/**
 * Parses an anchored pipeline (`builtin.module(func.func(cse))`) into a new pass manager
 * (MLIR's parsePassPipeline(text, errorStream)); throws PassPipelineError.
 */
export function parsePassPipeline(text: string, registry: PassRegistry): OpPassManager {
  const trimmed = trimSpaces(text);
  const open = trimmed.indexOf("(");
  if (open <= 0 || !trimmed.endsWith(")")) {
    throw new PassPipelineError("expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'", []);
  }
  let nameEnd = open;
  while (nameEnd > 0 && isSpace(trimmed.charAt(nameEnd - 1))) nameEnd--;
  const pm = new OpPassManager(trimmed.slice(0, nameEnd));
  parsePassPipelineInto(trimmed.slice(open + 1, -1), pm, registry);
  return pm;
}

function trimSpaces(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isSpace(text.charAt(start))) start++;
  while (end > start && isSpace(text.charAt(end - 1))) end--;
  return text.slice(start, end);
}
