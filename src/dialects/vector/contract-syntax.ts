// vector.contract, whose syntax VectorOps.cpp writes by hand:
//   %r = vector.contract {indexing_maps = [...], iterator_types = ["parallel", ...][, kind = ...]}
//          %lhs, %rhs, %acc[, %lhsMask, %rhsMask] {attrs} : lhs-type, rhs-type into result-type
// The leading dictionary holds the op's "trait" attributes; its iterator types are written
// as strings and stored as `#vector.iterator_type<...>` attributes. Kind defaults to add,
// and is printed in the dictionary whether default or not.
import { ArrayAttr, DictionaryAttr, IntegerType, StringAttr, VectorType, type Attribute, type NamedAttribute, type Type } from "../../ir/index.js";
import { operationAttributes, type CustomAssemblyHooks, type OpAsmParser, type OperationState } from "../../asm/op-asm/index.js";
import { defaultCombiningKind, isIteratorTypeName, iteratorTypeAttribute, iteratorTypeName } from "./attributes.js";

const INDEXING_MAPS = "indexing_maps";
const ITERATOR_TYPES_NAME = "iterator_types";
const KIND = "kind";
const TRAIT_NAMES: readonly string[] = [INDEXING_MAPS, ITERATOR_TYPES_NAME, KIND];

/** Sets `name` in the state's attributes, replacing every earlier entry of that name (NamedAttrList::set). */
function setAttribute(state: OperationState, name: string, value: Attribute): void {
  const at = state.attributes.findIndex((a) => a.name === name);
  if (at < 0) {
    state.addAttribute(name, value);
    return;
  }
  state.attributes[at] = { name, value };
  for (let i = state.attributes.length - 1; i > at; i--) if ((state.attributes[i] as NamedAttribute).name === name) state.attributes.splice(i, 1);
}

/** The iterator types written as strings, as `#vector.iterator_type<...>` attributes. */
function convertIteratorTypes(parser: OpAsmParser, state: OperationState, loc: number): void {
  const written = state.getAttribute(ITERATOR_TYPES_NAME);
  // MLIR 19 casts without checking (and crashes); a diagnostic instead.
  if (!(written instanceof ArrayAttr)) throw parser.emitError(loc, "expected an iterator_types array of strings");
  const context = parser.getContext();
  const converted = written.value.map((entry) => {
    if (!(entry instanceof StringAttr)) throw parser.emitError(loc, "expected an iterator_types array of strings");
    if (!isIteratorTypeName(entry.value)) throw parser.emitError(loc, `unexpected iterator_type (${entry.value})`);
    return iteratorTypeAttribute(context, entry.value);
  });
  setAttribute(state, ITERATOR_TYPES_NAME, ArrayAttr.get(context, converted));
}

/** `type` with an i1 element type (the type of an operand's mask). */
function maskTypeOf(parser: OpAsmParser, type: Type | undefined): VectorType {
  if (!(type instanceof VectorType)) throw parser.emitError(parser.getNameLoc(), "expected vector types for the masked operands");
  return VectorType.get(type.shape, IntegerType.get(parser.getContext(), 1), type.scalableDims);
}

export const contractSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const loc = parser.getCurrentLocation();
    const traits = parser.parseAttributeOf(DictionaryAttr);
    const lhs = parser.parseOperand();
    parser.parseComma();
    const rhs = parser.parseOperand();
    parser.parseComma();
    const acc = parser.parseOperand();
    const masks = parser.parseOptionalComma() ? parser.parseOperandList() : [];
    parser.parseOptionalAttrDict(state.attributes);
    const types = parser.parseColonTypeList();
    parser.parseKeyword("into");
    const resultType = parser.parseType();
    // MLIR indexes the two operand types without checking their number.
    if (types.length < 2) throw parser.emitError(loc, "expected two operand types");
    parser.resolveOperand(lhs, types[0] as Type, state.operands);
    parser.resolveOperand(rhs, types[1] as Type, state.operands);
    parser.resolveOperand(acc, resultType, state.operands);
    state.addType(resultType);
    state.addAttributes(traits.value);
    convertIteratorTypes(parser, state, loc);
    if (state.getAttribute(KIND) === undefined) state.addAttribute(KIND, defaultCombiningKind(parser.getContext()));
    if (masks.length === 0) return;
    if (masks.length !== 2) throw parser.emitError(parser.getNameLoc(), "expected zero or exactly 2 vector mask operands");
    parser.resolveOperands(masks, [maskTypeOf(parser, types[0]), maskTypeOf(parser, types[1])], loc, state.operands);
  },
  print(op, printer) {
    const context = op.context;
    const attributes = operationAttributes(op);
    const traits: NamedAttribute[] = [];
    for (const attr of attributes) {
      if (attr.name === ITERATOR_TYPES_NAME && attr.value instanceof ArrayAttr) {
        // Printed as strings, as MLIR 19 still writes them.
        const names = attr.value.value.map((t) => StringAttr.get(context, iteratorTypeName(t) ?? ""));
        traits.push({ name: attr.name, value: ArrayAttr.get(context, names) });
      } else if (TRAIT_NAMES.includes(attr.name)) {
        traits.push(attr);
      }
    }
    printer.write(" ");
    printer.printAttribute(DictionaryAttr.get(context, traits));
    printer.write(" ");
    // lhs, rhs and acc (MLIR 19's op has no mask operands left to print).
    printer.printOperands(op.getOperands().slice(0, 3));
    printer.printOptionalAttrDict(attributes, TRAIT_NAMES);
    printer.write(" : ");
    printer.printType(op.getOperand(0).type);
    printer.write(", ");
    printer.printType(op.getOperand(1).type);
    printer.write(" into ");
    printer.printType(op.getResult(0).type);
  },
};
