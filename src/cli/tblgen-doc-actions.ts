// The documentation actions of tsmlir-tblgen (mlir-tblgen's -gen-*-doc and
// -gen-*-interface-docs), mapping command-line flags onto the doc generators.
import {
  type DocOptions,
  generateAttrOrTypeDefDoc,
  generateDialectDoc,
  generateEnumDoc,
  generateInterfaceDocs,
  generateOpDoc,
  generatePassDoc,
} from "../../generators/docs/index.js";
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

type Run = (records: RecordKeeper, options: ActionOptions) => string;

const withInput = (records: RecordKeeper, options: ActionOptions): RecordKeeper => {
  if (records.inputFilename.length === 0) records.inputFilename = options.inputFilename;
  return records;
};

const run = {
  dialectDoc: ((records, options) => generateDialectDoc(withInput(records, options), docOptions(options))) as Run,
  opDoc: ((records, options) => generateOpDoc(withInput(records, options), docOptions(options))) as Run,
  attrDefDoc: ((records) => generateAttrOrTypeDefDoc(records, "attr")) as Run,
  typeDefDoc: ((records) => generateAttrOrTypeDefDoc(records, "type")) as Run,
  enumDoc: ((records) => generateEnumDoc(records)) as Run,
  passDoc: ((records) => generatePassDoc(records)) as Run,
  opInterfaceDocs: ((records, options) => generateInterfaceDocs(withInput(records, options), "op")) as Run,
  attrInterfaceDocs: ((records, options) => generateInterfaceDocs(withInput(records, options), "attr")) as Run,
  typeInterfaceDocs: ((records, options) => generateInterfaceDocs(withInput(records, options), "type")) as Run,
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
