// linalg.generic's and linalg.yield's hand-written syntax (LinalgOps.cpp). generic writes its
// trait attributes (indexing_maps, iterator_types, doc, library_call) as one dictionary
// before `ins`/`outs`, its iterator types as strings although they are stored as
// `#linalg.iterator_type<...>` attributes (MLIR keeps the old spelling for its tests), then
// `attrs = {...}` for the other attributes, the region and `-> result types`.
import { ArrayAttr, DictionaryAttr, StringAttr, type Attribute, type MLIRContext, type NamedAttribute } from "../../ir/index.js";
import { IteratorTypeAttr, symbolizeIteratorType } from "../../../generated/linalg.js";
import { operationAttributes, type CustomAssemblyHooks } from "../../asm/op-asm/index.js";
import { parseCommonStructuredOpParts, printCommonStructuredOpParts, segmentedOperands } from "./structured-syntax.js";

/** The attributes generic's leading dictionary holds (MLIR's linalgTraitAttrNames). */
const TRAIT_ATTRIBUTE_NAMES: readonly string[] = ["doc", "indexing_maps", "iterator_types", "library_call"];
const ITERATOR_TYPES = new Set(["parallel", "reduction"]);

/** `#linalg.iterator_type<parallel>` of a kind generic's syntax accepted. */
export function iteratorTypeAttr(context: MLIRContext, kind: string): IteratorTypeAttr {
  const value = symbolizeIteratorType(kind);
  if (value === undefined) throw new Error(`linalg: '${kind}' is no iterator type`);
  return IteratorTypeAttr.get(context, value);
}

/** `parallel` of `#linalg.iterator_type<parallel>`, undefined for any other attribute. */
export function iteratorTypeOf(attr: Attribute): string | undefined {
  return attr instanceof IteratorTypeAttr ? attr.value : undefined;
}

export const genericSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const attributeLocation = parser.getCurrentLocation();
    const dict = parser.parseAttribute();
    if (!(dict instanceof DictionaryAttr)) throw parser.emitError(attributeLocation, "invalid kind of attribute specified");
    const context = parser.getContext();
    const iteratorTypes = dict.get("iterator_types");
    if (!(iteratorTypes instanceof ArrayAttr)) throw parser.emitError(attributeLocation, 'expected "iterator_types" array attribute');
    const kinds: Attribute[] = [];
    for (const entry of iteratorTypes.value) {
      const text = entry instanceof StringAttr ? entry.value : "";
      if (!ITERATOR_TYPES.has(text)) throw parser.emitError(parser.getCurrentLocation(), `unexpected iterator_type (${text})`);
      kinds.push(iteratorTypeAttr(context, text));
    }
    for (const entry of dict.value) {
      state.addAttribute(entry.name, entry.name === "iterator_types" ? ArrayAttr.get(context, kinds) : entry.value);
    }
    parseCommonStructuredOpParts(parser, state);
    if (parser.parseOptionalKeyword("attrs")) {
      parser.parseEqual();
      parser.parseOptionalAttrDict(state.attributes);
    }
    parser.parseRegion(state.addRegion(), []);
    state.addTypes(parser.parseOptionalArrowTypeList());
  },
  print(op, printer) {
    printer.write(" ");
    const attributes = operationAttributes(op);
    const traits: NamedAttribute[] = [];
    for (const attr of attributes) {
      if (attr.name === "iterator_types" && attr.value instanceof ArrayAttr) {
        // Printed as the strings the parser reads (only the cases it knows are stored).
        const names = attr.value.value.map((a) => StringAttr.get(op.context, iteratorTypeOf(a) ?? ""));
        traits.push({ name: attr.name, value: ArrayAttr.get(op.context, names) });
      } else if (TRAIT_ATTRIBUTE_NAMES.includes(attr.name)) {
        traits.push(attr);
      }
    }
    if (traits.length > 0) printer.printAttribute(DictionaryAttr.get(op.context, traits));
    const { inputs, outputs } = segmentedOperands(op);
    printCommonStructuredOpParts(printer, inputs, outputs);
    const elided = [...TRAIT_ATTRIBUTE_NAMES, "operandSegmentSizes"];
    if (attributes.some((a) => !elided.includes(a.name))) {
      printer.write(" attrs = ");
      printer.printOptionalAttrDict(attributes, elided);
    }
    const region = op.getRegion(0);
    if (!region.empty()) {
      printer.write(" ");
      printer.printRegion(region);
    }
    printer.printArrowTypeList(op.getResultTypes());
  },
};

/** `linalg.yield [%v, ... [{attrs}] : types]` */
export const yieldSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    const loc = parser.getCurrentLocation();
    const operands = parser.parseOperandList();
    parser.parseOptionalAttrDict(state.attributes);
    const types = operands.length > 0 ? parser.parseColonTypeList() : [];
    parser.resolveOperands(operands, types, loc, state.operands);
  },
  print(op, printer) {
    const operands = op.getOperands();
    if (operands.length > 0) {
      printer.write(" ");
      printer.printOperands(operands);
    }
    printer.printOptionalAttrDict(operationAttributes(op));
    if (operands.length > 0) {
      printer.write(" : ");
      printer.printTypes(operands.map((v) => v.type));
    }
  },
};
