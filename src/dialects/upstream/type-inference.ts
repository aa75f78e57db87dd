// InferTypeOpInterface of stub ops (generators/stubs/traits.ts writes the tokens). An op
// whose result types ODS derives from operand types and from types built from the context
// alone infers them from that data (`InferResultTypes(o0|tindex)`). An op whose
// inferReturnTypes is C++ code (declared by the op, or a type builder or transformer ODS
// calls) still has the interface, as mlir-opt's op does, so that callers asking whether an
// op might infer its types (pdl's verifier, pdl_interp) answer as mlir-opt does; asked to
// infer, it throws an error naming the op at the location given, never made-up types.
// The data-derived inference is also verified (MLIR's verifyInferredResultTypes, a region
// trait of the interface): written result types that are not the inferred ones are refused.
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
  type Operation,
  type Type,
  type Value,
} from "../../ir/index.js";
import { OPERAND_SEGMENTS, type ValueGroup } from "../runtime/descriptor.js";
import { groupRange } from "../runtime/groups.js";
import { printType } from "../runtime/values.js";

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

/** The result types `sources` give for these operands; undefined when an operand group they name is empty. */
function inferTypes(sources: readonly InferredTypeSource[], operands: OperandShape, context: MLIRContext, values: readonly Value[], attributes: DictionaryAttr, properties: Attribute | null): Type[] | undefined {
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
}

/** The interface entry of an op whose result types come from `sources`; undefined types when an operand group they name is empty. */
export function derivedResultTypes(sources: readonly InferredTypeSource[], operands: OperandShape): InterfaceEntry {
  return implementation(InferTypeOpInterface, {
    inferReturnTypes: (context: MLIRContext, _location: Location | undefined, values: readonly Value[], attributes: DictionaryAttr, properties: Attribute | null): Type[] | undefined =>
      inferTypes(sources, operands, context, values, attributes, properties),
  });
}

function typeList(types: readonly Type[]): string {
  return types.map((t) => `'${printType(t)}'`).join(", ");
}

/**
 * The interface's verifier for an op whose result types come from `sources` (MLIR's
 * verifyInferredResultTypes with ODS's inferReturnTypes and the default
 * isCompatibleReturnTypes, equal types): the mismatch is reported at the op's location
 * (emitOptionalError, no op attached), then the interface's own error.
 */
export function derivedResultTypesVerifier(sources: readonly InferredTypeSource[], operands: OperandShape): (op: Operation) => void {
  return (op) => {
    const written = op.getResultTypes();
    const inferred = inferTypes(sources, operands, op.context, op.getOperands(), op.attributes, op.properties);
    if (inferred !== undefined && inferred.length === written.length && inferred.every((t, i) => t === written[i])) return;
    if (inferred !== undefined) {
      const reason = `'${op.name.name}' op inferred type(s) ${typeList(inferred)} are incompatible with return type(s) of operation ${typeList(written)}`;
      op.context.getDiagEngine().emit(new IRDiagnosticError(op.location, reason));
    }
    throw op.emitOpError("failed to infer returned types");
  };
}

/** The interface entry of op `name`, whose inferReturnTypes is C++ code tsmlir does not have. */
export function inferenceInCpp(name: string): InterfaceEntry {
  return implementation(InferTypeOpInterface, {
    inferReturnTypes: (context: MLIRContext, location: Location | undefined): never => {
      throw new IRDiagnosticError(location ?? UnknownLoc.get(context), `'${name}' infers its result types in C++ code (InferTypeOpInterface) that tsmlir does not have`);
    },
  });
}
