// irdl's custom syntax: the generated formats (generated/upstream/irdl-assembly.ts), its
// custom directives and the verifiers MLIR writes in C++.
import { verifySymbol } from "../../ir/symbol-table.js";
import { irdlAssembly, type IrdlAssemblyHooks } from "../../../generated/upstream/irdl-assembly.js";
import * as directives from "./directives.js";
import * as verify from "./verifiers.js";

export const irdlSyntaxHooks: IrdlAssemblyHooks = {
  directives: {
    parseAttributesOp: directives.parseAttributesOp,
    printAttributesOp: directives.printAttributesOp,
    parseSingleBlockRegion: directives.parseSingleBlockRegion,
    printSingleBlockRegion: directives.printSingleBlockRegion,
    parseValuesWithVariadicity: directives.parseValuesWithVariadicity,
    printValuesWithVariadicity: directives.printValuesWithVariadicity,
  },
  verifiers: {
    AttributesOp: verify.verifyAttributes,
    BaseOp: verify.verifyBase,
    DialectOp: verify.verifyDialect,
    OperandsOp: verify.verifyValuesWithVariadicity,
    RegionOp: verify.verifyRegion,
    ResultsOp: verify.verifyValuesWithVariadicity,
  },
  symbolUseVerifiers: { BaseOp: verify.verifyBaseSymbolUses, ParametricOp: verify.verifyParametricSymbolUses },
  interfaceVerifiers: { SymbolOpInterface: (op) => verifySymbol(op) },
};

export const irdlSyntax = (): ReturnType<typeof irdlAssembly> => irdlAssembly(irdlSyntaxHooks);
