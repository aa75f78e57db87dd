// The native properties of a generated op (ODS `Property` arguments): each property's code
// fields (TypeScript in the `.td`, see defs/mlir/IR/Properties.td) become one module-level
// code object (rt.NativePropertyCode), checked snippet by snippet and reported at the
// property's record; the op gets typed accessors, a builder argument and a descriptor entry
// over it, and its bytecode layout names the property's encoding.
import type { Operator, Property } from "../../src/ods/index.js";
import { odsError, type Record } from "../../src/ods/access.js";
import { getterName, identifier, stringLiteral, substitute } from "./names.js";
import { localize } from "./op-common.js";
import { reportedAt, type GenContext } from "./gen-context.js";
import { checkSnippet, type SnippetKind } from "./snippets.js";

/** What the op generator adds for one native property. */
export interface GeneratedProperty {
  readonly name: string;
  /** The builder argument key. */
  readonly key: string;
  /** The module constant holding its code. */
  readonly constant: string;
  readonly interfaceType: string;
  /** Accessor members of the op class. */
  readonly accessors: readonly { readonly name: string; readonly code: string }[];
  /** Its descriptor entry. */
  readonly descriptor: string;
}

/** The names the placeholders of property code stand for in the generated functions. */
const PLACEHOLDERS: ReadonlyMap<string, string> = new Map([
  ["_storage", "storage"],
  ["_value", "value"],
  ["_ctxt", "context"],
  ["_attr", "attr"],
  ["_diag", "diag"],
  ["_writer", "writer"],
  ["_reader", "reader"],
]);

/** The code of a property field with its placeholders bound, checked as a `kind` snippet. */
function field(p: Property, code: string, kind: SnippetKind, at: Record, what: string, namespace: string): string {
  const bound = localize(substitute(code, PLACEHOLDERS), namespace).trim();
  if (bound === "") throw odsError(at, `the ${what} of property '${p.name}' is empty`);
  checkSnippet(bound, kind, at, `the ${what} of property '${p.name}'`);
  return bound;
}

/** Indents every line of a statements snippet. */
function indent(code: string, by: string): string {
  return code
    .split("\n")
    .map((l) => (l.trim() === "" ? "" : `${by}${l.trim()}`))
    .join("\n");
}

/** Generates the code object and the op-side members of native property `p` of `op`. */
export function generateProperty(op: Operator, record: Record, p: Property, ctx: GenContext): GeneratedProperty {
  const propRecord = ctx.keeper.getDef(p.defName);
  if (propRecord === undefined) throw odsError(record, `property '${p.name}' has no record`);
  const at = reportedAt(propRecord, record);
  const ns = ctx.namespace;
  const storageType = field(p, p.storageType, "type", at, "storage type", ns);
  const interfaceType = p.interfaceType.trim() === "" ? storageType : field(p, p.interfaceType, "type", at, "interface type", ns);
  const initialSource = p.defaultValue ?? p.initialValue;
  if (initialSource === undefined) {
    throw odsError(at, `property '${p.name}' has neither a defaultValue nor an initialValue: TypeScript storage has no value-initialized state, so the .td must spell the value a property nothing set holds`);
  }
  const initial = field(p, initialSource, "expression", at, p.defaultValue !== undefined ? "default value" : "initial value", ns);
  const fromStorage = field(p, p.convertFromStorage, "expression", at, "conversion from storage (convertFromStorage)", ns);
  const assign = field(p, p.assignToStorage, "statements", at, "assignment to storage (assignToStorage)", ns);
  const toAttribute = field(p, p.convertToAttribute, "expression", at, "conversion to an attribute (convertToAttribute)", ns);
  const fromAttribute = field(p, p.convertFromAttribute, "statements", at, "conversion from an attribute (convertFromAttribute)", ns);
  const write = field(p, p.writeToMlirBytecode, "statements", at, "bytecode writer (writeToMlirBytecode)", ns);
  const read = field(p, p.readFromMlirBytecode, "statements", at, "bytecode reader (readFromMlirBytecode)", ns);

  const S = storageType;
  const I = interfaceType;
  const constant = `${op.cppClassName}_${identifier(p.name)}Property`;
  const lines = [
    `/** Property '${p.name}' of ${op.operationName}${/^anonymous_\d+$/.test(p.defName) ? "" : ` (${p.defName})`}: its code from the .td. */`,
    `const ${constant}: rt.NativePropertyCode<${S}, ${I}> = {`,
    `  name: ${stringLiteral(p.name)},`,
    `  initial: (context: ir.MLIRContext): ${S} => (${initial}),`,
    `  get: (context: ir.MLIRContext, storage: ${S}): ${I} => (${fromStorage}),`,
    `  assign(context: ir.MLIRContext, value: ${I}): ${S} {`,
    `    let storage: ${S} = ${constant}.initial(context);`,
    indent(assign.endsWith(";") || assign.endsWith("}") ? assign : `${assign};`, "    "),
    `    return storage;`,
    `  },`,
    `  toAttribute: (context: ir.MLIRContext, storage: ${S}): ir.Attribute => (${toAttribute}),`,
    `  fromAttribute(context: ir.MLIRContext, attr: ir.Attribute, diag: rt.PropertyDiagnostic): rt.Stored<${S}> | undefined {`,
    `    let storage: ${S} = ${constant}.initial(context);`,
    `    const result = ((): rt.LogicalResult | void => {`,
    indent(fromAttribute, "      "),
    `    })();`,
    `    return rt.failed(result) ? undefined : { value: storage };`,
    `  },`,
    `  writeBytecode(context: ir.MLIRContext, writer: rt.DialectBytecodeWriter, storage: ${S}): void {`,
    indent(write, "    "),
    `  },`,
    `  readBytecode(context: ir.MLIRContext, reader: rt.DialectBytecodeReader): rt.Stored<${S}> | undefined {`,
    `    let storage: ${S} = ${constant}.initial(context);`,
    `    const result = ((): rt.LogicalResult | void => {`,
    indent(read, "      "),
    `    })();`,
    `    return rt.failed(result) ? undefined : { value: storage };`,
    `  },`,
    `};`,
  ];
  ctx.constants.declare(`property:${op.operationName}:${p.name}`, constant, lines.join("\n"), at, `the code of property '${p.name}' of '${op.operationName}'`);
  const getter = getterName(p.name);
  const setter = getter.replace(/^get/, "set");
  const key = identifier(p.name);
  return {
    name: p.name,
    key,
    constant,
    interfaceType: I,
    accessors: [
      { name: getter, code: `  ${getter}(): ${I} { return rt.nativeValue(this.operation, ${constant}); }` },
      { name: setter, code: `  ${setter}(value: ${I}): void { rt.setNativeValue(this.operation, ${constant}, value); }` },
    ],
    descriptor: `rt.nativeProperty(${stringLiteral(key)}, ${constant}${p.defaultValue !== undefined ? ", { hasDefaultValue: true }" : ""})`,
  };
}
