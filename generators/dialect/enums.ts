// Enums (EnumAttrInfo) as TypeScript: integer enums become a string-literal union of
// their keywords with a same-named constant object keyed by case symbol, bit enums a
// numeric bit mask with named bits; both get symbolize/stringify functions as MLIR's
// generated `symbolizeX`/`stringifyX`. Specialized enum attributes (I32/I64EnumAttr) are
// builtin integer attributes at run time, so their "class" is an `instanceof`-able
// checker; dialect enum attributes (EnumAttr<...>) are generated in attributes.ts.
import type { EnumAttr } from "../../src/ods/index.js";
import { getBitOr, getStringOrEmpty, hasField, isSubClassOf, type Record } from "../../src/ods/access.js";
import { isIdentifier, stringLiteral, docComment } from "./names.js";

export interface EnumInfo {
  readonly model: EnumAttr;
  readonly separator: string;
  readonly printPrimaryGroups: boolean;
  readonly specializedAttr: boolean;
  readonly storageWidth: number;
}

export function enumInfo(model: EnumAttr, record: Record): EnumInfo {
  return {
    model,
    separator: hasField(record, "separator") && getStringOrEmpty(record, "separator") !== "" ? getStringOrEmpty(record, "separator") : "|",
    printPrimaryGroups: hasField(record, "printBitEnumPrimaryGroups") && getBitOr(record, "printBitEnumPrimaryGroups", false),
    specializedAttr: hasField(record, "genSpecializedAttr") && getBitOr(record, "genSpecializedAttr", false) && !model.isBitEnum,
    storageWidth: isSubClassOf(record, "I64EnumAttr") || isSubClassOf(record, "I64BitEnumAttr") ? 64 : 32,
  };
}

function propertyKey(symbol: string): string {
  return isIdentifier(symbol) ? symbol : stringLiteral(symbol);
}

/** Statements (text) declaring one enum. */
export function enumStatements(info: EnumInfo): string[] {
  const e = info.model;
  const name = e.className;
  const out: string[] = [];
  const summary = `/** ${docComment(e.summary)} */`;
  if (!e.isBitEnum) {
    const strs = e.cases.map((c) => c.str);
    out.push(`${summary}\nexport type ${name} = ${strs.map(stringLiteral).join(" | ")};`);
    out.push(
      `export const ${name} = {\n${e.cases.map((c) => `  ${propertyKey(c.symbol)}: ${stringLiteral(c.str)},`).join("\n")}\n} as const;`,
    );
    out.push(
      `const ${name}Values: { readonly [K in ${name}]: number } = {\n${e.cases.map((c) => `  ${stringLiteral(c.str)}: ${c.value},`).join("\n")}\n};`,
    );
    out.push(
      `const ${name}ByValue: ReadonlyMap<number, ${name}> = new Map<number, ${name}>([${e.cases.map((c) => `[${c.value}, ${stringLiteral(c.str)}]`).join(", ")}]);`,
    );
    out.push(
      `/** The case spelled \`text\` or numbered \`value\`, or undefined. */\nexport function symbolize${name}(text: string | number | bigint): ${name} | undefined {\n  if (typeof text === "string") return Object.prototype.hasOwnProperty.call(${name}Values, text) ? (text as ${name}) : undefined;\n  return ${name}ByValue.get(Number(text));\n}`,
    );
    out.push(`export function stringify${name}(value: ${name}): string {\n  return value;\n}`);
    out.push(`/** The integer value of a case. */\nexport function ${lowerFirst(name)}Value(value: ${name}): number {\n  return ${name}Values[value];\n}`);
    out.push(`export function getMaxEnumValFor${name}(): number {\n  return ${Math.max(...e.cases.map((c) => Number(c.value)))};\n}`);
    out.push(`export const ${name}Keywords: readonly ${name}[] = [${strs.map(stringLiteral).join(", ")}];`);
    if (info.specializedAttr) out.push(...specializedAttrStatements(info));
    return out;
  }
  const bits = e.cases.filter((c) => isPowerOfTwo(BigInt(c.value)));
  const groups = e.cases.filter((c) => BigInt(c.value) !== 0n && !isPowerOfTwo(BigInt(c.value)));
  const none = e.cases.find((c) => BigInt(c.value) === 0n);
  out.push(`${summary}\nexport type ${name} = number;`);
  out.push(`export const ${name} = {\n${e.cases.map((c) => `  ${propertyKey(c.symbol)}: ${c.value},`).join("\n")}\n} as const;`);
  const allKeywords = e.cases.map((c) => c.str);
  out.push(`export const ${name}Keywords: readonly string[] = [${allKeywords.map(stringLiteral).join(", ")}];`);
  out.push(
    `const ${name}Cases: ReadonlyMap<string, number> = new Map<string, number>([${e.cases.map((c) => `[${stringLiteral(c.str)}, ${c.value}]`).join(", ")}]);`,
  );
  out.push(
    `/** The flags named in \`text\` (keywords joined by ${docComment(stringLiteral(info.separator))}) or undefined when one is unknown. */\nexport function symbolize${name}(text: string): ${name} | undefined {\n  let value = 0;\n  for (const part of text.split(${stringLiteral(info.separator.trim() === "" ? info.separator : info.separator.trim())})) {\n    const bit = ${name}Cases.get(part.trim());\n    if (bit === undefined) return undefined;\n    value |= bit;\n  }\n  return value;\n}`,
  );
  const groupLines = info.printPrimaryGroups
    ? groups.map((g) => `  if ((rest & ${g.value}) === ${g.value}) {\n    parts.push(${stringLiteral(g.str)});\n    rest &= ~${g.value};\n  }`).join("\n")
    : "";
  out.push(
    `/** The keywords of the set flags joined as MLIR prints them${info.printPrimaryGroups ? " (named groups first)" : ""}. */\nexport function stringify${name}(value: ${name}): string {\n  if (value === 0) return ${stringLiteral(none?.str ?? "")};\n  const parts: string[] = [];\n  let rest = value;\n${groupLines}\n${bits
      .filter((b) => BigInt(b.value) !== 0n)
      .map((b) => `  if ((rest & ${b.value}) !== 0) parts.push(${stringLiteral(b.str)});`)
      .join("\n")}\n  return parts.join(${stringLiteral(info.separator)});\n}`,
  );
  return out;
}

function isPowerOfTwo(v: bigint): boolean {
  return v > 0n && (v & (v - 1n)) === 0n;
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** `XAttr`: an `i32`/`i64` IntegerAttr holding a valid case, with `get` and `instanceof`. */
function specializedAttrStatements(info: EnumInfo): string[] {
  const name = info.model.className;
  return [
    `/** ${name} stored as an \`i${info.storageWidth}\` integer attribute. */\nexport type ${name}Attr = ir.IntegerAttr;`,
    `export const ${name}Attr = {\n  get(context: ir.MLIRContext, value: ${name}): ir.IntegerAttr {\n    return ir.IntegerAttr.get(ir.IntegerType.get(context, ${info.storageWidth}), ${lowerFirst(name)}Value(value));\n  },\n  /** The case held by \`attr\`. */\n  valueOf(attr: ir.IntegerAttr): ${name} {\n    const found = symbolize${name}(attr.value);\n    if (found === undefined) throw new RangeError("invalid ${name} value");\n    return found;\n  },\n  [Symbol.hasInstance](x: unknown): x is ir.IntegerAttr {\n    return x instanceof ir.IntegerAttr && ods.isSignlessInteger(x.type, ${info.storageWidth}) && symbolize${name}(x.value) !== undefined;\n  },\n};`,
  ];
}
