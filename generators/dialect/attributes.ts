// Attribute and type definitions (AttrDef/TypeDef) as uniqued TypeScript classes with
// their parameters as readonly fields. Enum attributes (one enum parameter, assembly
// format `<$value>` or `$value`) also get their dialect syntax.
import type { AttrOrTypeDef } from "../../src/ods/index.js";
import { docComment, identifier, stringLiteral } from "./names.js";
import type { EnumInfo } from "./enums.js";

export interface AttrDefInfo {
  readonly def: AttrOrTypeDef;
  /** The enum of the single parameter, when this is an enum attribute. */
  readonly enumParam?: EnumInfo;
}

/** The TypeScript type of a parameter: `dialect.Name` of the own dialect loses its prefix. */
function paramType(cppType: string, ownNamespace: string): string {
  return cppType.startsWith(`${ownNamespace}.`) ? cppType.slice(ownNamespace.length + 1) : cppType;
}

export function attrDefStatements(info: AttrDefInfo, ownNamespace: string): string[] {
  const def = info.def;
  const base = def.kind === "attr" ? "ir.DialectAttribute" : "ir.DialectType";
  const params = def.parameters.map((p) => ({ name: identifier(p.name), type: paramType(p.cppType, ownNamespace) }));
  const fields = params.map((p) => `  declare readonly ${p.name}: ${p.type};`).join("\n");
  const ctorParams = params.map((p) => `${p.name}: ${p.type}`).join(", ");
  const assigns = params.map((p) => `    this.${p.name} = ${p.name};`).join("\n");
  const key = params.map((p) => `ods.uniqueKeyPart(${p.name})`).join(` + "," + `);
  const doc = def.summary === undefined ? "" : `/** ${docComment(def.summary)} */\n`;
  const mnemonic = def.mnemonic ?? def.cppClassName;
  const lines = [
    `${doc}export class ${def.cppClassName} extends ${base} {`,
    fields,
    `  private constructor(context: ir.MLIRContext${ctorParams === "" ? "" : `, ${ctorParams}`}) {`,
    `    super(context);`,
    assigns,
    `  }`,
    `  static get(context: ir.MLIRContext${ctorParams === "" ? "" : `, ${ctorParams}`}): ${def.cppClassName} {`,
    `    return ${def.cppClassName}.uniqueIn(context, ${stringLiteral(`${def.dialectName}.${mnemonic}<`)} + ${key === "" ? '""' : key} + ">", () => new ${def.cppClassName}(context${params.map((p) => `, ${p.name}`).join("")}));`,
    `  }`,
    `  override get dialectNamespace(): string {`,
    `    return ${stringLiteral(def.dialectName)};`,
    `  }`,
    `  static readonly mnemonic = ${stringLiteral(mnemonic)};`,
  ];
  if (info.enumParam !== undefined && params.length === 1) {
    const enumName = info.enumParam.model.className;
    const angle = (def.assemblyFormat ?? "").includes("`<`");
    const syntax = `{ qualifiedName: ${stringLiteral(`${info.enumParam.model.cppNamespace}::${enumName}`)}, attrDefName: ${stringLiteral(def.defName)}, paramName: ${stringLiteral(def.parameters[0]?.name ?? "value")} }`;
    const parse = info.enumParam.model.isBitEnum
      ? `ods.parseBitEnumKeywords(parser, symbolize${enumName}, ${syntax}, ${enumName}Keywords, ${stringLiteral(info.enumParam.separator.trim())})`
      : `ods.parseEnumKeyword(parser, symbolize${enumName}, ${syntax}, ${enumName}Keywords)`;
    lines.push(
      `  /** Parses what follows the mnemonic. */`,
      `  static parseBody(parser: ods.DialectParser, context: ir.MLIRContext): ${def.cppClassName} {`,
      ...(angle ? [`    ods.expectPunctuation(parser, "<");`] : []),
      `    const value = ${parse};`,
      ...(angle ? [`    ods.expectPunctuation(parser, ">");`] : []),
      `    return ${def.cppClassName}.get(context, value);`,
      `  }`,
      `  /** The text after \`#${docComment(def.dialectName)}.\` (or inside \`#${docComment(def.dialectName)}<...>\`). */`,
      `  printBody(): string {`,
      angle
        ? `    return ${stringLiteral(`${mnemonic}<`)} + stringify${enumName}(this.${params[0]?.name}) + ">";`
        : `    return ${stringLiteral(`${mnemonic} `)} + stringify${enumName}(this.${params[0]?.name});`,
      `  }`,
    );
  }
  lines.push(`}`);
  return [lines.filter((l) => l !== "").join("\n")];
}
