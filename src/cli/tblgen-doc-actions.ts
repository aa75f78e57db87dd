// The documentation actions of tsmlir-tblgen (mlir-tblgen's -gen-*-doc and
// -gen-*-interface-docs), mapping command-line flags onto the doc generators.
// The generators (and handlebars, zod) are imported when a doc action runs, so the
// other actions do not load them.
import type { DocOptions } from "../../generators/docs/index.js";
import type { RecordKeeper } from "../tablegen/records.js";
import type { ActionEntry, ActionOptions } from "./tblgen-actions.js";

function isTrue(value: string | undefined): boolean {
  return value !== undefined && value !== "false" && value !== "0" && value !== "FALSE" && value !== "False";
}

/** -dialect, -op-include-regex, -op-exclude-regex, -strip-prefix, -allow-hugo-specific-features. */
export function docOptions(options: ActionOptions): DocOptions {
  const flag = (name: string): string | undefined => options.flags.get(name);
  const dialect = options.dialect ?? flag("dialect");
  const include = flag("op-include-regex");
  const exclude = flag("op-exclude-regex");
  const strip = flag("strip-prefix");
  return {
    ...(dialect !== undefined ? { dialect } : {}),
    ...(include !== undefined ? { opIncludeRegex: include } : {}),
    ...(exclude !== undefined ? { opExcludeRegex: exclude } : {}),
    ...(strip !== undefined ? { stripPrefix: strip } : {}),
    allowHugoSpecificFeatures: isTrue(flag("allow-hugo-specific-features")),
  };
}

type Run = (records: RecordKeeper, options: ActionOptions) => Promise<string>;
type Generators = typeof import("../../generators/docs/index.js");

const withInput = (records: RecordKeeper, options: ActionOptions): RecordKeeper => {
  if (records.inputFilename.length === 0) records.inputFilename = options.inputFilename;
  return records;
};

const generators = (): Promise<Generators> => import("../../generators/docs/index.js");

function lazy(generate: (docs: Generators, records: RecordKeeper, options: ActionOptions) => string): Run {
  return async (records, options) => generate(await generators(), records, options);
}

const run = {
  dialectDoc: lazy((docs, records, options) => docs.generateDialectDoc(withInput(records, options), docOptions(options))),
  opDoc: lazy((docs, records, options) => docs.generateOpDoc(withInput(records, options), docOptions(options))),
  attrDefDoc: lazy((docs, records) => docs.generateAttrOrTypeDefDoc(records, "attr")),
  typeDefDoc: lazy((docs, records) => docs.generateAttrOrTypeDefDoc(records, "type")),
  enumDoc: lazy((docs, records) => docs.generateEnumDoc(records)),
  passDoc: lazy((docs, records) => docs.generatePassDoc(records)),
  opInterfaceDocs: lazy((docs, records, options) => docs.generateInterfaceDocs(withInput(records, options), "op")),
  attrInterfaceDocs: lazy((docs, records, options) => docs.generateInterfaceDocs(withInput(records, options), "attr")),
  typeInterfaceDocs: lazy((docs, records, options) => docs.generateInterfaceDocs(withInput(records, options), "type")),
};

export const docActions: readonly ActionEntry[] = [
  { flag: "gen-dialect-doc", description: "Generate dialect documentation", run: run.dialectDoc },
  { flag: "gen-op-doc", description: "Generate dialect documentation", run: run.opDoc },
  { flag: "gen-attrdef-doc", description: "Generate dialect attribute documentation", run: run.attrDefDoc },
  { flag: "gen-typedef-doc", description: "Generate dialect type documentation", run: run.typeDefDoc },
  { flag: "gen-enum-doc", description: "Generate dialect enum documentation", run: run.enumDoc },
  { flag: "gen-pass-doc", description: "Generate pass documentation", run: run.passDoc },
  { flag: "gen-op-interface-docs", description: "Generate op interface documentation", run: run.opInterfaceDocs },
  { flag: "gen-attr-interface-docs", description: "Generate attribute interface documentation", run: run.attrInterfaceDocs },
  { flag: "gen-type-interface-docs", description: "Generate type interface documentation", run: run.typeInterfaceDocs },
];
