// The stub generator: what tsmlir-opt must know about the dialects mlir-opt 19 registers
// but tsmlir does not define (op names, inherent attributes, property layouts, structural
// traits), read from the installed MLIR 19 .td files and written to generated/upstream/.
// `npm run generate` runs it (scripts/generate.ts); without the .td files it is skipped.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { stubsModule, type GeneratedFile } from "./emit.js";
import { extractUpstreamFacts } from "./extract.js";
import { ALLOWING_UNKNOWN_OPERATIONS, CPP_ONLY_OPERATIONS, MLIR_OPT_DIALECTS, NOT_STUBBED } from "./registry-facts.js";
import type { StubDialectFacts } from "./extract.js";
import { generateUpstreamAssembly, ownExtensionTdFiles, unresolvedConstraintsListing } from "../upstream/assembly.js";
import { generateLinalgNamedOps } from "../upstream/linalg-named-ops.js";
import { generateLinalgNamedOpsTd } from "../upstream/linalg-named-ops-td.js";
import { generateSpirvEnums } from "../upstream/spirv-enums.js";
import { generateLlvmAttributes } from "../upstream/llvm-attributes.js";

export type { GeneratedFile };
export { bytecodePropertiesCodec, bytecodePropertiesField } from "./op-info-field.js";

/** Where `apt-get install libmlir-19-dev` puts MLIR's .td files. */
export const MLIR_19_INCLUDE = "/usr/lib/llvm-19/include";

export interface UpstreamStubs {
  readonly files: readonly GeneratedFile[];
  /** Facts worth a line of the generator's output (refused files, unresolved traits). */
  readonly notes: readonly string[];
}

/** Whether the MLIR 19 definitions the stubs come from are installed. */
export function upstreamDefinitionsAvailable(includeDir = MLIR_19_INCLUDE): boolean {
  return existsSync(join(includeDir, "mlir", "IR", "OpBase.td"));
}

/** The dialect's ops with those it defines in C++ only, sorted by name as the others. */
function withCppOnlyOperations(facts: StubDialectFacts): StubDialectFacts {
  const extra = CPP_ONLY_OPERATIONS.get(facts.namespace);
  if (extra === undefined) return facts;
  const operations = [...facts.operations, ...extra.map((op) => ({ name: op.name, layout: "", traits: op.traits }))];
  return { ...facts, operations: operations.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)) };
}

export function generateUpstreamStubs(includeDir = MLIR_19_INCLUDE): UpstreamStubs {
  const namespaces = MLIR_OPT_DIALECTS.filter((n) => !NOT_STUBBED.has(n));
  const facts = extractUpstreamFacts(includeDir, new Set(namespaces), ownExtensionTdFiles());
  const files = [
    stubsModule(
      namespaces.map((namespace) => ({
        facts: withCppOnlyOperations(facts.dialects.get(namespace) ?? { namespace, sources: [], operations: [], bitEnums: [], parameterlessTypes: [], parsesTypes: true, parsesAttributes: true, generatedTypeMnemonics: undefined, generatedAttributeMnemonics: undefined, dependentDialects: [] }),
        allowsUnknownOperations: ALLOWING_UNKNOWN_OPERATIONS.has(namespace),
      })),
    ),
  ];
  // The custom syntax of the dialects whose assembly formats are compiled (generators/upstream).
  const assembly = generateUpstreamAssembly(includeDir);
  files.push(...assembly.map((a) => ({ path: a.path, text: a.text })));
  // The ODS constraints of those dialects' ops left unchecked, listed per dialect.
  files.push(unresolvedConstraintsListing(assembly));
  // linalg's named ops: bodies and indexing maps from the C++ MLIR generates from opdsl YAML.
  files.push(generateLinalgNamedOps(includeDir));
  // and their ODS facts as our .td (defs/), which linalg's generated module is made from.
  files.push(generateLinalgNamedOpsTd(includeDir));
  // spirv's enums, which its hand-written types and attributes read and print.
  files.push(generateSpirvEnums(includeDir));
  // llvm's attributes of struct and parameter-list syntax, which its runtime reads and prints.
  files.push(generateLlvmAttributes(includeDir));
  const notes = [
    ...assembly.flatMap((a) => a.notes),
    `upstream stubs: ${namespaces.length} dialects, ${[...facts.dialects.values()].reduce((n, d) => n + d.operations.length, 0)} ops`,
    ...(facts.refusedFiles.length > 0 ? [`upstream stubs: ${facts.refusedFiles.length} .td files define nothing on their own (not evaluable alone), skipped`] : []),
    ...facts.unresolvedTraits.map((t) => `upstream stubs: trait left out, it names no known op: ${t}`),
  ];
  return { files, notes };
}
