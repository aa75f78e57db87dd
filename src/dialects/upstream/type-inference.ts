// InferTypeOpInterface of stub ops (generators/stubs/traits.ts writes the tokens). An op
// whose result types ODS derives from operand types and from types built from the context
// alone infers them from that data (`InferResultTypes(o0|tindex)`). An op whose
// inferReturnTypes is C++ code (declared by the op, or a type builder or transformer ODS
// calls) still has the interface, as mlir-opt's op does, so that callers asking whether an
// op might infer its types (pdl's verifier, pdl_interp) answer as mlir-opt does; asked to
// infer, it throws an error naming the op at the location given, never made-up types.
import { parseTypeText } from "../../asm/standalone.js";
import {
  DictionaryAttr,
  InferTypeOpInterface,
  IRDiagnosticError,
  UnknownLoc,
  implementation,
  type Attribute,
  type InterfaceEntry,
  type Location,
  type MLIRContext,
  type Type,
  type Value,
} from "../../ir/index.js";
import { OPERAND_SEGMENTS, type ValueGroup } from "../runtime/descriptor.js";
import { groupRange } from "../runtime/groups.js";

/** Where one result type comes from: the type of an operand group's first value, or a type written in MLIR syntax. */
export type InferredTypeSource = { readonly kind: "operand"; readonly group: number } | { readonly kind: "type"; readonly text: string };

/** `o<group>` or `t<type>`, as the tables write a source. */
export function parseInferredTypeSource(text: string, token: string): InferredTypeSource {
  if (/^o\d+$/.test(text)) return { kind: "operand", group: Number(text.slice(1)) };
  if (text.startsWith("t") && text.length > 1) return { kind: "type", text: text.slice(1) };
  throw new Error(`stub trait set: malformed result type source '${text}' in '${token}'`);
}

export interface OperandShape {
  readonly segmented: boolean;
  readonly groups: readonly ValueGroup[];
}

function operandSegmentSizes(attributes: DictionaryAttr, properties: Attribute | null): ArrayLike<number> | undefined {
  const sizes = (properties instanceof DictionaryAttr ? properties.get(OPERAND_SEGMENTS) : undefined) ?? attributes.get(OPERAND_SEGMENTS);
  return sizes !== undefined && "values" in sizes ? (sizes.values as ArrayLike<number>) : undefined;
}

/** The interface entry of an op whose result types come from `sources`; undefined types when an operand group they name is empty. */
export function derivedResultTypes(sources: readonly InferredTypeSource[], operands: OperandShape): InterfaceEntry {
  return implementation(InferTypeOpInterface, {
    inferReturnTypes: (context: MLIRContext, _location: Location | undefined, values: readonly Value[], attributes: DictionaryAttr, properties: Attribute | null): Type[] | undefined => {
      const sizes = operands.segmented ? operandSegmentSizes(attributes, properties) : undefined;
      const types: Type[] = [];
      for (const source of sources) {
        if (source.kind === "type") {
          types.push(parseTypeText(source.text, context));
          continue;
        }
        const [start, length] = groupRange(operands.groups, source.group, values.length, sizes);
        const first = length > 0 ? values[start] : undefined;
        if (first === undefined) return undefined;
        types.push(first.type);
      }
      return types;
    },
  });
}

/** The interface entry of op `name`, whose inferReturnTypes is C++ code tsmlir does not have. */
export function inferenceInCpp(name: string): InterfaceEntry {
  return implementation(InferTypeOpInterface, {
    inferReturnTypes: (context: MLIRContext, location: Location | undefined): never => {
      throw new IRDiagnosticError(location ?? UnknownLoc.get(context), `'${name}' infers its result types in C++ code (InferTypeOpInterface) that tsmlir does not have`);
    },
  });
}
