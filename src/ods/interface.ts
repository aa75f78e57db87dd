// Op/attribute/type/dialect interfaces and their methods.
import { DefInit, fieldInit, getDag, getListOfDefs, getString, isSubClassOf, ListInit, odsError, StringInit, type Record, type RecordKeeper } from "./access.js";
import { allDerivedDefinitions } from "./order.js";
import { Interface as InterfaceSchema, type Interface, type InterfaceMethod } from "./schema.js";
import { validated } from "./validate.js";

function nonEmpty(value: string): string | undefined {
  return value.length === 0 ? undefined : value;
}

function loadMethod(record: Record): InterfaceMethod {
  const dag = getDag(record, "arguments");
  const args: { type: string; name: string }[] = [];
  for (let i = 0; i < dag.numArgs; i++) {
    const arg = dag.getArg(i);
    if (!(arg instanceof StringInit)) throw odsError(record, `interface method argument #${i} must be a string type`);
    args.push({ type: arg.value, name: dag.getArgName(i) ?? "" });
  }
  const body = nonEmpty(getString(record, "body").trim());
  const defaultBody = nonEmpty(getString(record, "defaultBody").trim());
  const description = nonEmpty(getString(record, "description"));
  return {
    name: getString(record, "name"),
    returnType: getString(record, "returnType"),
    arguments: args,
    isStatic: isSubClassOf(record, "StaticInterfaceMethod"),
    ...(body === undefined ? {} : { body }),
    ...(defaultBody === undefined ? {} : { defaultBody }),
    ...(description === undefined ? {} : { description }),
  };
}

export function interfaceKind(record: Record): Interface["kind"] {
  if (isSubClassOf(record, "OpInterface")) return "op";
  if (isSubClassOf(record, "AttrInterface")) return "attr";
  if (isSubClassOf(record, "TypeInterface")) return "type";
  return "dialect";
}

export function loadInterface(record: Record): Interface {
  const methods = fieldInit(record, "methods");
  const bases = fieldInit(record, "baseInterfaces");
  const description = nonEmpty(getString(record, "description"));
  return validated(
    InterfaceSchema,
    {
      kind: interfaceKind(record),
      defName: record.name,
      name: getString(record, "cppInterfaceName"),
      cppNamespace: getString(record, "cppNamespace"),
      ...(description === undefined ? {} : { description }),
      methods: methods instanceof ListInit ? getListOfDefs(record, "methods").map(loadMethod) : [],
      baseInterfaces: bases instanceof ListInit ? bases.elements.flatMap((b) => (b instanceof DefInit ? [b.record.name] : [])) : [],
    },
    record,
  );
}

const INTERFACE_CLASSES = { op: "OpInterface", attr: "AttrInterface", type: "TypeInterface" } as const;
const DECLARE_CLASSES = { op: "DeclareOpInterfaceMethods", attr: "DeclareAttrInterfaceMethods", type: "DeclareTypeInterfaceMethods" } as const;

/**
 * Interface records of a kind that mlir-tblgen generates for: defined in the main
 * input file, excluding the "declare methods" helper records.
 */
export function interfaceRecords(keeper: RecordKeeper, kind: "op" | "attr" | "type", mainFile: string): Record[] {
  const out: Record[] = [];
  for (const record of allDerivedDefinitions(keeper, INTERFACE_CLASSES[kind])) {
    if (isSubClassOf(record, DECLARE_CLASSES[kind])) continue;
    if (record.location?.file.name !== mainFile) continue;
    out.push(record);
  }
  return out;
}
