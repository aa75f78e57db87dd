// Type-checks in-memory TypeScript files against the repository's sources in one program
// (the compiler options of tsconfig.json), returning each file's diagnostics as text.
import ts from "typescript";

export interface VirtualFile {
  /** An absolute path (in the repository, so relative imports resolve). */
  readonly name: string;
  readonly text: string;
}

export const STRICT_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noUncheckedIndexedAccess: true,
  noImplicitOverride: true,
  target: ts.ScriptTarget.ES2022,
  lib: ["lib.es2023.d.ts"],
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  skipLibCheck: true,
  noEmit: true,
  types: ["node"],
};

/** Each file's diagnostics (`line:col message`), by file name. */
export function typecheck(files: readonly VirtualFile[], options: ts.CompilerOptions = STRICT_OPTIONS): Map<string, string[]> {
  const byName = new Map(files.map((f) => [f.name, f.text]));
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => byName.get(name) ?? readFile(name);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => byName.has(name) || fileExists(name);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language) => {
    const text = byName.get(name);
    return text === undefined ? getSourceFile(name, language) : ts.createSourceFile(name, text, language);
  };
  const program = ts.createProgram(
    files.map((f) => f.name),
    options,
    host,
  );
  const out = new Map<string, string[]>();
  for (const f of files) {
    const source = program.getSourceFile(f.name);
    const diagnostics = source === undefined ? [] : ts.getPreEmitDiagnostics(program, source);
    out.set(
      f.name,
      diagnostics.map((d) => {
        const where = d.file !== undefined && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
        return `${where === undefined ? "" : `${where.line + 1}:${where.character + 1} `}${ts.flattenDiagnosticMessageText(d.messageText, " ")}`;
      }),
    );
  }
  return out;
}
