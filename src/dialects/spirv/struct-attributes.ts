// spirv's AttrDefs of SPIRVAttributes.td, whose format is `<` struct(params) `>`:
//   #spirv.entry_point_abi<workgroup_size = [64, 1, 1], subgroup_size = 32, target_width = 32>
//   #spirv.linkage_attributes<linkage_name = "f", linkage_type = <Import>>
//   #spirv.coop_matrix_props_khr<...>, #spirv.coop_matrix_props_nv<...>, #spirv.joint_matrix_props<...>
//   #spirv.resource_limits<...>
// Read as MLIR's generated parsers read them (parameters in any order; every parameter
// required unless all are optional or defaulted) and printed in declaration order, leaving
// out absent ones and those holding their default value. Kept opaque with that text.
import { ArrayAttr, StringAttr, type Attribute } from "../../ir/index.js";
import { printAttributeText } from "../../asm/standalone.js";
import { TokenKind } from "../../asm/token.js";
import type { AttrTypeAsmParser } from "../runtime/attr-type-asm.js";
import { spirvEnum } from "./enums.js";
import { parseSpirvEnumAttrBody, spirvEnumAttrValue, stringifySpirvEnum } from "./enum-attributes.js";
import { DiagnosticError } from "../../support/diagnostic.js";
import { opaqueAttributeFromPieces, type Piece } from "./pieces.js";

type ParameterKind =
  | { readonly kind: "i32array" }
  | { readonly kind: "int"; readonly default?: number }
  | { readonly kind: "optional_int" }
  | { readonly kind: "uint32" }
  | { readonly kind: "type" }
  | { readonly kind: "bool" }
  | { readonly kind: "enum"; readonly enumName: string }
  | { readonly kind: "string" }
  | { readonly kind: "array"; readonly default?: string };

type Parameter = ParameterKind & {
  readonly name: string;
  /** The C++ type MLIR's "failed to parse" message names. */
  readonly cppType: string;
};

interface StructAttrDef {
  readonly defName: string;
  readonly parameters: readonly Parameter[];
  /** Every parameter optional or defaulted: the struct may be empty. */
  readonly allOptional: boolean;
}

const OPTIONAL_INT = { kind: "optional_int", cppType: "std::optional<int>" } as const;

function propsParameters(sizeKind: "uint32" | "int", withAccSat: boolean): Parameter[] {
  const size = sizeKind === "uint32" ? ({ kind: "uint32", cppType: "uint32_t" } as const) : ({ kind: "int", cppType: "int" } as const);
  const type = { kind: "type", cppType: "mlir::Type" } as const;
  return [
    { name: "m_size", ...size },
    { name: "n_size", ...size },
    { name: "k_size", ...size },
    { name: "a_type", ...type },
    { name: "b_type", ...type },
    { name: "c_type", ...type },
    { name: "result_type", ...type },
    ...(withAccSat ? [{ name: "acc_sat", kind: "bool", cppType: "bool" } as const] : []),
    { name: "scope", kind: "enum", enumName: "Scope", cppType: "mlir::spirv::ScopeAttr" },
  ];
}

export const STRUCT_ATTRIBUTES: ReadonlyMap<string, StructAttrDef> = new Map<string, StructAttrDef>([
  [
    "entry_point_abi",
    {
      defName: "SPIRV_EntryPointABIAttr",
      allOptional: true,
      parameters: [
        { name: "workgroup_size", kind: "i32array", cppType: "DenseI32ArrayAttr" },
        { name: "subgroup_size", ...OPTIONAL_INT },
        { name: "target_width", ...OPTIONAL_INT },
      ],
    },
  ],
  [
    "linkage_attributes",
    {
      defName: "SPIRV_LinkageAttributesAttr",
      allOptional: false,
      parameters: [
        { name: "linkage_name", kind: "string", cppType: "StringAttr" },
        { name: "linkage_type", kind: "enum", enumName: "LinkageType", cppType: "mlir::spirv::LinkageTypeAttr" },
      ],
    },
  ],
  ["coop_matrix_props_khr", { defName: "SPIRV_CooperativeMatrixPropertiesKHRAttr", allOptional: false, parameters: propsParameters("uint32", true) }],
  ["coop_matrix_props_nv", { defName: "SPIRV_CooperativeMatrixPropertiesNVAttr", allOptional: false, parameters: propsParameters("int", false) }],
  ["joint_matrix_props", { defName: "SPIRV_JointMatrixPropertiesINTELAttr", allOptional: false, parameters: propsParameters("int", false) }],
  [
    "resource_limits",
    {
      defName: "SPIRV_ResourceLimitsAttr",
      allOptional: true,
      parameters: [
        { name: "max_compute_shared_memory_size", kind: "int", default: 16384, cppType: "int" },
        { name: "max_compute_workgroup_invocations", kind: "int", default: 128, cppType: "int" },
        { name: "max_compute_workgroup_size", kind: "array", default: "[128 : i32, 128 : i32, 64 : i32]", cppType: "ArrayAttr" },
        { name: "subgroup_size", kind: "int", default: 32, cppType: "int" },
        { name: "min_subgroup_size", ...OPTIONAL_INT },
        { name: "max_subgroup_size", ...OPTIONAL_INT },
        { name: "cooperative_matrix_properties_khr", kind: "array", cppType: "ArrayAttr" },
        { name: "cooperative_matrix_properties_nv", kind: "array", cppType: "ArrayAttr" },
      ],
    },
  ],
]);

/**
 * `[1, 2, 3]`: a DenseI32ArrayAttr without its `array<i32:` prefix. MLIR reads the whole list
 * before it reports an element out of range (so its "failed to parse" note is past the `]`).
 */
function parseI32Array(parser: AttrTypeAsmParser): string {
  parser.parseLSquare();
  const values: number[] = [];
  let outOfRange: unknown;
  if (!parser.parseOptionalRSquare()) {
    do {
      try {
        values.push(Number(parser.parseSizedInteger(32)));
      } catch (error) {
        if (outOfRange !== undefined || !(error instanceof DiagnosticError) || !error.message.includes("integer value too large")) throw error;
        outOfRange = error;
      }
    } while (parser.parseOptionalComma());
    parser.parseRSquare();
  }
  if (outOfRange !== undefined) throw outOfRange;
  return `[${values.join(", ")}]`;
}

/** An attribute of class `check` spelled in full (MLIR's FieldParser of an attribute class). */
function parseAttributeOf(parser: AttrTypeAsmParser, check: (attr: Attribute) => boolean): Attribute {
  const at = parser.getCurrentLocation();
  const attr = parser.parseAttribute();
  if (!check(attr)) throw parser.emitError(at, "invalid kind of attribute specified");
  return attr;
}

/** An enum attribute parameter: stripped (`<Subgroup>`) or in full (`#spirv.scope<Subgroup>`); printed stripped. */
function parseEnumParameter(parser: AttrTypeAsmParser, enumName: string): string {
  const table = spirvEnum(enumName);
  const at = parser.getCurrentLocation();
  const attr = parser.p.lexer.kind === TokenKind.HashIdentifier ? parser.parseAttribute() : parseSpirvEnumAttrBody(parser, table);
  const found = spirvEnumAttrValue(attr);
  if (found === undefined || found.table !== table) throw parser.emitError(at, "invalid kind of attribute specified");
  return `<${stringifySpirvEnum(table, found.value)}>`;
}

/** One parameter's value as printed pieces, or undefined when it holds its default (left out). */
function parseValue(parser: AttrTypeAsmParser, parameter: Parameter): Piece[] | undefined {
  switch (parameter.kind) {
    case "i32array":
      return [parseI32Array(parser)];
    case "int": {
      const value = Number(parser.parseSizedInteger(32));
      return parameter.default !== undefined && value === parameter.default ? undefined : [String(value)];
    }
    case "optional_int": {
      // MLIR's FieldParser<std::optional<int>>: no integer here leaves the parameter unset.
      const parsed = parser.parseOptionalSizedInteger(32);
      const value = parsed === undefined ? undefined : Number(parsed);
      return value === undefined ? undefined : [String(value)];
    }
    case "uint32":
      return [String(Number(parser.parseSizedInteger(32, "unsigned")))];
    case "bool":
      return [parser.parseSizedInteger(1, "unsigned") === 1n ? "true" : "false"];
    case "type":
      return [parser.parseType()];
    case "enum":
      return [parseEnumParameter(parser, parameter.enumName)];
    case "string":
      return [parseAttributeOf(parser, (a) => a instanceof StringAttr)];
    case "array": {
      const attr = parseAttributeOf(parser, (a) => a instanceof ArrayAttr);
      return parameter.default !== undefined && printAttributeText(attr) === parameter.default ? undefined : [attr];
    }
  }
}

/** The body of `#spirv.<mnemonic>` after its mnemonic, for a struct(params) AttrDef. */
export function parseStructAttributeBody(parser: AttrTypeAsmParser, mnemonic: string, def: StructAttrDef): Attribute {
  const values = new Map<string, Piece[] | undefined>();
  const parseEntry = (name: string): void => {
    parser.parseEqual();
    const parameter = def.parameters.find((p) => p.name === name);
    if (parameter === undefined || values.has(name)) throw parser.emitError(parser.getCurrentLocation(), `duplicate or unknown struct parameter name: ${name}`);
    values.set(name, parser.parseParameter(def.defName, name, parameter.cppType, () => parseValue(parser, parameter)));
  };
  parser.parseLess();
  if (def.allOptional) {
    const first = parser.parseOptionalMnemonic();
    if (first !== undefined) {
      parseEntry(first);
      while (parser.parseOptionalComma()) parseEntry(parser.parseStructParameterName());
    }
  } else {
    def.parameters.forEach((_, i) => {
      parseEntry(parser.parseStructParameterName());
      if (i !== def.parameters.length - 1) parser.parseComma();
    });
  }
  parser.parseGreater();
  const pieces: Piece[] = [`${mnemonic}<`];
  let first = true;
  for (const parameter of def.parameters) {
    const value = values.get(parameter.name);
    if (value === undefined) continue;
    pieces.push(`${first ? "" : ", "}${parameter.name} = `, ...value);
    first = false;
  }
  pieces.push(">");
  return opaqueAttributeFromPieces(parser.getContext(), pieces);
}
