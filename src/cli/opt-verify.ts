// --verify-diagnostics: matches the diagnostics a run produces against `expected-*`
// annotations in the input, reporting mismatches the way mlir-opt does.
import type { Diagnostic, DiagnosticSeverity } from "../support/diagnostic.js";
import { formatDiagnostic, sourceLineWithCaret } from "../support/diagnostic.js";
import type { SourceFile } from "../support/source.js";

interface ExpectedDiagnostic {
  readonly severity: DiagnosticSeverity;
  /** 1-based line the diagnostic must be reported on (unused for @unknown). */
  line: number;
  /** Offset of the `expected-` text, where "was not produced" is reported. */
  readonly offset: number;
  readonly substring: string;
  readonly regex: RegExp | undefined;
  matched: boolean;
}

// expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *{{(.*)}}$
const annotation = /expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$/;

/** Turns an expected-*-re pattern (literal text with {{regex}} blocks) into a RegExp. */
function compileRegexPattern(pattern: string): RegExp | string {
  const parts: string[] = [];
  let rest = pattern;
  for (;;) {
    const open = rest.indexOf("{{");
    if (open < 0) {
      parts.push(escapeRegex(rest));
      break;
    }
    parts.push(escapeRegex(rest.slice(0, open)));
    const close = rest.indexOf("}}", open + 2);
    if (close < 0) return "found start of regex with no end '}}'";
    const block = rest.slice(open + 2, close);
    try {
      new RegExp(block);
    } catch (error) {
      return `invalid regex: ${error instanceof Error ? error.message : String(error)}`;
    }
    parts.push(`(${block})`);
    rest = rest.slice(close + 2);
  }
  return new RegExp(parts.join(""));
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export class DiagnosticVerifier {
  private readonly expected: ExpectedDiagnostic[] = [];
  private readonly unknownLocation: ExpectedDiagnostic[] = [];
  private readonly file: SourceFile;
  private readonly report: (text: string) => void;
  private failed = false;

  constructor(file: SourceFile, report: (text: string) => void) {
    this.file = file;
    this.report = report;
    this.scan();
  }

  private scan(): void {
    const text = this.file.text;
    let lastNonDesignatorLine = 0;
    let forNextLine: ExpectedDiagnostic[] = [];
    let lineStart = 0;
    let lineIndex = 0;
    const lineCount = countLines(text);
    while (lineStart <= text.length) {
      let lineEnd = text.indexOf("\n", lineStart);
      if (lineEnd < 0) lineEnd = text.length;
      const raw = text.slice(lineStart, lineEnd);
      const match = raw.includes("expected-") ? annotation.exec(raw.trimEnd()) : null;
      if (match === null) {
        for (const e of forNextLine) e.line = lineIndex + 1;
        forNextLine = [];
        lastNonDesignatorLine = lineIndex;
      } else {
        const severity = match[1] as DiagnosticSeverity;
        const substring = match[5] ?? "";
        const offset = lineStart + match.index;
        let regex: RegExp | undefined;
        if (match[2] !== undefined) {
          const compiled = compileRegexPattern(substring);
          if (typeof compiled === "string") {
            this.emitAt(offset, compiled, substring.length);
            this.failed = true;
            lineStart = lineEnd + 1;
            lineIndex++;
            continue;
          }
          regex = compiled;
        }
        const record: ExpectedDiagnostic = { severity, line: lineIndex + 1, offset, substring, regex, matched: false };
        const designator = match[4];
        let target: ExpectedDiagnostic[] = this.expected;
        if (designator !== undefined) {
          if (designator[0] === "+" || designator[0] === "-") {
            const amount = Number(designator.slice(1));
            record.line += designator[0] === "+" ? amount : -amount;
          } else if (designator === "unknown") {
            target = this.unknownLocation;
          } else if (designator === "above") {
            record.line = lastNonDesignatorLine + 1;
          } else {
            forNextLine.push(record);
            record.line = lineCount;
          }
        }
        target.push(record);
      }
      if (lineEnd === text.length) break;
      lineStart = lineEnd + 1;
      lineIndex++;
    }
  }

  private emitAt(offset: number, message: string, rangeLength: number): void {
    const { line, column } = this.file.position(offset);
    const caret = sourceLineWithCaret(this.file, line, column);
    const tildes = rangeLength > 1 ? "~".repeat(rangeLength - 1) : "";
    this.report(`${this.file.name}:${line}:${column}: error: ${message}\n${caret}${tildes}\n`);
  }

  /** Offers one diagnostic (its notes are offered separately, as MLIR does). */
  process(diagnostic: Diagnostic): void {
    this.processOne(diagnostic);
    for (const note of diagnostic.notes ?? []) this.process(note);
  }

  private processOne(diagnostic: Diagnostic): void {
    const location = diagnostic.location;
    const inThisFile = location !== undefined && location.file.name === this.file.name;
    const candidates = location === undefined ? this.unknownLocation : inThisFile ? this.expected : [];
    const line = inThisFile ? location.file.position(location.offset).line : 0;
    let nearMiss: ExpectedDiagnostic | undefined;
    for (const e of candidates) {
      if (inThisFile && e.line !== line) continue;
      const matches = e.regex !== undefined ? e.regex.test(diagnostic.message) : diagnostic.message.includes(e.substring);
      if (!matches) continue;
      if (e.severity === diagnostic.severity) {
        e.matched = true;
        return;
      }
      nearMiss = e;
    }
    this.failed = true;
    if (nearMiss !== undefined) {
      this.emitAt(nearMiss.offset, `'${diagnostic.severity}' diagnostic emitted when expecting a '${nearMiss.severity}'`, 0);
      return;
    }
    const unexpected: Diagnostic = {
      severity: "error",
      message: `unexpected ${diagnostic.severity}: ${diagnostic.message}`,
      ...(location !== undefined ? { location } : {}),
    };
    // Without a place in the input, LLVM's SourceMgr names none: `<unknown>:0: error: ...`.
    this.report(location === undefined ? `<unknown>:0: ${formatDiagnostic(unexpected)}` : formatDiagnostic(unexpected));
  }

  /** Reports expected diagnostics that never came; true when everything matched. */
  finish(): boolean {
    for (const e of [...this.expected, ...this.unknownLocation]) {
      if (e.matched) continue;
      this.failed = true;
      this.emitAt(e.offset, `expected ${e.severity} "${e.substring}" was not produced`, e.substring.length);
    }
    return !this.failed;
  }
}

function countLines(text: string): number {
  let n = 1;
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) n++;
  return n;
}
