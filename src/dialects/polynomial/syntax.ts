// polynomial's custom syntax: the generated formats (generated/upstream/polynomial-assembly.ts),
// the polynomial type read and printed stripped (`<ring = ...>`) and polynomial.constant's
// hand-written syntax (`int<1 + x**2> : type`, `float<...> : type`, or a typed attribute), and
// the verifiers MLIR writes in C++ (./verifiers.ts).
import { TokenKind } from "../../asm/token.js";
import type { OpAsmParser, OpAsmPrinter } from "../../asm/op-asm/index.js";
import type { CustomAssemblyHooks } from "../../asm/op-asm/index.js";
import type { Type } from "../../ir/index.js";
import { polynomialAssembly, type PolynomialAssemblyHooks } from "../../../generated/upstream/polynomial-assembly.js";
import { isPolynomialType, parsePolynomialTypeBody, polynomialType, typedPolynomial, typedPolynomialParts } from "./attributes.js";
import { parseFloatPolynomial, parseIntPolynomial } from "./polynomial-text.js";
import { verifyFromTensor, verifyINTT, verifyMulScalar, verifyNTT, verifyToTensor } from "./verifiers.js";

const strippedPolynomialType = {
  parse(parser: OpAsmParser): Type {
    if (parser.p.kind === TokenKind.ExclamationIdentifier) {
      const location = parser.getCurrentLocation();
      const type = parser.parseType();
      if (!isPolynomialType(type)) throw parser.emitError(location, "invalid kind of Type specified");
      return type;
    }
    return polynomialType(parser.getContext(), parsePolynomialTypeBody(parser.p));
  },
  print(printer: OpAsmPrinter, type: Type): void {
    if (isPolynomialType(type)) printer.write(type.data.slice("polynomial".length));
    else printer.printType(type);
  },
};

const constantSyntax: CustomAssemblyHooks = {
  parse(parser, state) {
    // The op's parser reports the polynomial's errors (with MLIR's `custom op` prefix).
    const emit = (offset: number, message: string): Error => parser.emitError(offset, message);
    const kind = parser.parseOptionalKeywordAny(["float", "int"]) as "float" | "int" | undefined;
    if (kind !== undefined) {
      const body = kind === "int" ? parseIntPolynomial(parser, emit) : parseFloatPolynomial(parser, emit);
      const type = parser.parseColonType();
      state.addAttribute("value", typedPolynomial(kind, `<${body}>`, type));
      state.addTypes([type]);
      return;
    }
    // The verbose form: a typed polynomial attribute, which carries the result type.
    const location = parser.getCurrentLocation();
    const value = parser.parseAttribute();
    const parts = typedPolynomialParts(value);
    if (parts === undefined || !("type" in value)) throw parser.emitError(location, "invalid kind of attribute specified");
    state.addAttribute("value", value);
    state.addTypes([value.type as Type]);
  },
  print(op, printer) {
    const parts = typedPolynomialParts(op.getAttr("value"));
    printer.write(` ${parts?.kind ?? "int"}${parts?.body ?? "<>"} : `);
    printer.printType(op.getResult(0).type);
  },
};

export const polynomialSyntaxHooks: PolynomialAssemblyHooks = {
  strippedTypes: { PolynomialType: strippedPolynomialType },
  verifiers: { FromTensorOp: verifyFromTensor, INTTOp: verifyINTT, MulScalarOp: verifyMulScalar, NTTOp: verifyNTT, ToTensorOp: verifyToTensor },
  ops: { ConstantOp: constantSyntax },
};

export const polynomialSyntax = (): ReturnType<typeof polynomialAssembly> => polynomialAssembly(polynomialSyntaxHooks);
