// The debug-info attributes nest others in their parameters (`elements = #llvm.di_subrange<...>`).
// tsmlir keeps their bodies as written, but mlir-opt 19's generated struct parsers read each
// nested attribute: one whose mnemonic llvm does not have is refused, and each enclosing
// attribute then reports the parameter it was reading (`failed to parse <def> parameter '<name>'
// which is to be a `<C++ type>``), just after the nested attribute. The attribute-valued
// parameters below are those of MLIR 19's LLVMAttrDefs.td (def names and C++ types as its
// generated parsers print them).
import { DiagnosticsError } from "../../asm/errors.js";
import type { Diagnostic } from "../../support/diagnostic.js";
import type { AsmParser } from "../../asm/op-asm/index.js";
import { TokenKind, isKeyword } from "../../asm/token.js";

interface StructAttribute {
  readonly def: string;
  /** Attribute-valued parameters and their C++ types. */
  readonly parameters: Readonly<Record<string, string>>;
}

const SCOPE = "DIScopeAttr";
const FILE = "DIFileAttr";
const TYPE = "DITypeAttr";
const EXPRESSION = "DIExpressionAttr";
const ATTRIBUTE = "::mlir::Attribute";

const DEBUG_INFO_STRUCTS: ReadonlyMap<string, StructAttribute> = new Map<string, StructAttribute>([
  ["di_basic_type", { def: "LLVM_DIBasicTypeAttr", parameters: { name: "StringAttr" } }],
  ["di_compile_unit", { def: "LLVM_DICompileUnitAttr", parameters: { id: "DistinctAttr", file: FILE, producer: "StringAttr" } }],
  [
    "di_composite_type",
    {
      def: "LLVM_DICompositeTypeAttr",
      parameters: {
        recId: "DistinctAttr", name: "StringAttr", file: FILE, scope: SCOPE, baseType: TYPE, elements: "::llvm::ArrayRef<DINodeAttr>",
        dataLocation: EXPRESSION, rank: EXPRESSION, allocated: EXPRESSION, associated: EXPRESSION,
      },
    },
  ],
  ["di_derived_type", { def: "LLVM_DIDerivedTypeAttr", parameters: { name: "StringAttr", baseType: TYPE, extraData: "DINodeAttr" } }],
  ["di_global_variable", { def: "LLVM_DIGlobalVariable", parameters: { scope: SCOPE, name: "StringAttr", linkageName: "StringAttr", file: FILE, type: TYPE } }],
  ["di_global_variable_expression", { def: "LLVM_DIGlobalVariableExpressionAttr", parameters: { var: "DIGlobalVariableAttr", expr: EXPRESSION } }],
  ["di_label", { def: "LLVM_DILabelAttr", parameters: { scope: SCOPE, name: "StringAttr", file: FILE } }],
  ["di_lexical_block", { def: "LLVM_DILexicalBlockAttr", parameters: { scope: SCOPE, file: FILE } }],
  ["di_lexical_block_file", { def: "LLVM_DILexicalBlockFile", parameters: { scope: SCOPE, file: FILE } }],
  ["di_local_variable", { def: "LLVM_DILocalVariableAttr", parameters: { scope: SCOPE, name: "StringAttr", file: FILE, type: TYPE } }],
  [
    "di_module",
    { def: "LLVM_DIModuleAttr", parameters: { file: FILE, scope: SCOPE, name: "StringAttr", configMacros: "StringAttr", includePath: "StringAttr", apinotes: "StringAttr" } },
  ],
  ["di_namespace", { def: "LLVM_DINamespaceAttr", parameters: { name: "StringAttr", scope: SCOPE } }],
  [
    "di_string_type",
    { def: "LLVM_DIStringTypeAttr", parameters: { name: "StringAttr", stringLength: "DIVariableAttr", stringLengthExp: EXPRESSION, stringLocationExp: EXPRESSION } },
  ],
  [
    "di_subprogram",
    { def: "LLVM_DISubprogramAttr", parameters: { id: "DistinctAttr", compileUnit: "DICompileUnitAttr", scope: SCOPE, name: "StringAttr", linkageName: "StringAttr", file: FILE, type: "DISubroutineTypeAttr" } },
  ],
  ["di_subrange", { def: "LLVM_DISubrangeAttr", parameters: { count: ATTRIBUTE, lowerBound: ATTRIBUTE, upperBound: ATTRIBUTE, stride: ATTRIBUTE } }],
  ["di_subroutine_type", { def: "LLVM_DISubroutineTypeAttr", parameters: { types: "::llvm::ArrayRef<DITypeAttr>" } }],
]);

/** Whether `=` follows `offset` (after white space): a struct parameter's name ends there. */
function followedByEqual(text: string, offset: number): boolean {
  let at = offset;
  while (at < text.length && /\s/.test(text[at] ?? "")) at++;
  return text[at] === "=";
}

/** Offset just past the `<...>` body starting at the current token (a `<`), or the token's end when it is no `<`. */
function bodyEnd(parser: AsmParser): number {
  const lexer = parser.p.lexer;
  if (lexer.kind !== TokenKind.Less) return lexer.start;
  let depth = 0;
  for (let kind: TokenKind = lexer.kind; kind !== TokenKind.Eof && kind !== TokenKind.Error; kind = lexer.next()) {
    if (kind === TokenKind.Less) depth++;
    else if (kind === TokenKind.Greater && --depth === 0) return lexer.end;
  }
  return lexer.start;
}

/**
 * Checks the `#llvm.*` attributes nested in the body of the struct attribute `mnemonic`
 * (the current token is its `<`), as its generated parser reads them; leaves the parser where
 * it was. Throws mlir-opt's diagnostics for a nested mnemonic llvm does not have.
 */
export function checkNestedDebugInfo(parser: AsmParser, mnemonic: string, knownMnemonics: ReadonlySet<string>): void {
  const struct = DEBUG_INFO_STRUCTS.get(mnemonic);
  if (struct === undefined || parser.p.lexer.kind !== TokenKind.Less) return;
  const lexer = parser.p.lexer;
  const resumeAt = lexer.start;
  try {
    const failure = scanStruct(parser, struct, knownMnemonics);
    if (failure !== undefined) throw new DiagnosticsError(failure);
  } finally {
    if (lexer.resetTo(resumeAt) === TokenKind.Error) throw lexer.tokenError();
  }
}

/** Scans a struct body from its `<`: the diagnostics of its first bad nested attribute, if any. */
function scanStruct(parser: AsmParser, struct: StructAttribute, known: ReadonlySet<string>): Diagnostic[] | undefined {
  const lexer = parser.p.lexer;
  let depth = 0;
  let key: string | undefined;
  let kind = lexer.kind;
  while (kind !== TokenKind.Eof && kind !== TokenKind.Error) {
    if (kind === TokenKind.HashIdentifier && lexer.spelling().startsWith("#llvm.")) {
      const nestedAt = lexer.start + "#llvm.".length;
      const nested = lexer.spelling().slice("#llvm.".length);
      lexer.next();
      const afterAt = lexer.start;
      const end = bodyEnd(parser);
      let diagnostics: Diagnostic[] | undefined;
      if (!known.has(nested)) diagnostics = [parser.emitError(nestedAt, `unknown attribute \`${nested}\` in dialect \`llvm\``).diagnostic];
      else {
        const nestedStruct = DEBUG_INFO_STRUCTS.get(nested);
        if (nestedStruct !== undefined && end > afterAt) {
          lexer.resetTo(afterAt);
          diagnostics = scanStruct(parser, nestedStruct, known);
        }
      }
      // The generated parser stands just past the nested attribute when it fails.
      kind = lexer.resetTo(end);
      if (diagnostics === undefined) continue;
      const type = key === undefined ? undefined : struct.parameters[key];
      if (key === undefined || type === undefined) return diagnostics;
      return [...diagnostics, parser.emitError(lexer.start, `failed to parse ${struct.def} parameter '${key}' which is to be a \`${type}\``).diagnostic];
    }
    if (kind === TokenKind.Less) depth++;
    else if (kind === TokenKind.Greater && --depth === 0) return undefined;
    else if (depth === 1 && (kind === TokenKind.BareIdentifier || isKeyword(kind)) && followedByEqual(lexer.text, lexer.end)) key = lexer.spelling();
    kind = lexer.next();
  }
  return undefined;
}
