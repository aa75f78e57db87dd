// tosa's custom syntax: the generated formats (generated/upstream/tosa-assembly.ts) with the
// C++ directive of tosa.variable (`: type`, `= value`, or both when they differ).
import { hasType, TypeAttr, type Attribute, type Type } from "../../ir/index.js";
import { tosaAssembly, type TosaAssemblyHooks } from "../../../generated/upstream/tosa-assembly.js";

/** The type of a typed attribute (TypedAttr), or undefined. */
function typeOfAttribute(attribute: Attribute | undefined): Type | undefined {
  return attribute !== undefined && hasType(attribute) ? attribute.type : undefined;
}

export const tosaSyntaxHooks: TosaAssemblyHooks = {
  directives: {
    parseTypeOrAttr(parser, type, initialValue) {
      if (parser.parseOptionalEqual()) {
        const value = parser.parseAttribute();
        initialValue.value = value;
        const valueType = typeOfAttribute(value);
        if (valueType !== undefined) type.value = TypeAttr.get(valueType);
        return;
      }
      type.value = TypeAttr.get(parser.parseColonType());
    },
    printTypeOrAttr(printer, _op, type, initialValue) {
      const declared = type instanceof TypeAttr ? type.value : undefined;
      const valueType = typeOfAttribute(initialValue);
      let needsSpace = false;
      if (valueType === undefined || valueType !== declared) {
        printer.write(": ");
        if (type !== undefined) printer.printAttribute(type);
        needsSpace = true;
      }
      if (initialValue !== undefined) {
        if (needsSpace) printer.write(" ");
        printer.write("= ");
        printer.printAttribute(initialValue);
      }
    },
  },
  // tosa's C++ verifiers and the hand-written syntax of cond_if and while_loop are not reproduced yet.
  verifiers: {},
  ops: {},
};

export const tosaSyntax = (): ReturnType<typeof tosaAssembly> => tosaAssembly(tosaSyntaxHooks);
