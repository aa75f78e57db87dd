// linalg's named structured ops (MLIR's parseNamedStructuredOp / printNamedStructuredOp):
// `[{attrs}] ins(...) outs(...) [-> types]`, the body region built from the op's
// description, never printed in custom form. Ops with fixed indexing maps memoize them on
// the op as `linalg.memoized_indexing_maps` the first time they are asked for, which MLIR's
// verifier does: so every such op mlir-opt has verified carries the attribute in generic form.
import { AffineMap, AffineMapAttr, ArrayAttr, DenseIntOrFPElementsAttr, IntegerType, affineAdd, affineMul, constantExpr, dimExpr, symbolExpr, type AffineExpr, type Operation } from "../../ir/index.js";
import { intElementAt } from "../../ir/dense-elements.js";
import { operationAttributes, type CustomAssemblyHooks, type OpAsmParser, type OperationState } from "../../asm/op-asm/index.js";
import type { LinalgNamedOpDescription, LinalgSymbolBinding } from "../../../generated/upstream/linalg-named-ops.js";
import { fillNamedOpRegion } from "./named-op-body.js";
import { parseCommonStructuredOpParts, printCommonStructuredOpParts, segmentedOperands } from "./structured-syntax.js";

export const MEMOIZED_INDEXING_MAPS = "linalg.memoized_indexing_maps";

export function namedOpSyntax(description: LinalgNamedOpDescription): CustomAssemblyHooks {
  return {
    parse(parser, state) {
      const { inputTypes, outputTypes, attributesLoc } = parseCommonStructuredOpParts(parser, state);
      // Inherent attributes given in the dictionary are checked against their ODS constraints here (MLIR's verifyInherentAttrs).
      if (state.propertiesAttr === null) checkIndexAttributes(parser, state, description, attributesLoc);
      state.addTypes(parser.parseOptionalArrowTypeList());
      const count = inputTypes.length + outputTypes.length;
      if (count !== description.numRegionArgs) {
        throw parser.emitError(parser.getCurrentLocation(), `[parseNamedStructuredOpRegion] ods-gen generated region expects ${description.numRegionArgs} args, got ${count}`);
      }
      fillNamedOpRegion(parser.getContext(), state.addRegion(), description, inputTypes, outputTypes, state.attributes);
    },
    print(op, printer) {
      printer.printOptionalAttrDict(operationAttributes(op), ["operandSegmentSizes", MEMOIZED_INDEXING_MAPS]);
      const { inputs, outputs } = segmentedOperands(op);
      printCommonStructuredOpParts(printer, inputs, outputs);
      printer.printArrowTypeList(op.getResultTypes());
    },
  };
}

/** strides/dilations: MLIR's RankedI64ElementsAttr<[n]> (signless i64 int elements of shape [n]). */
function checkIndexAttributes(parser: OpAsmParser, state: OperationState, description: LinalgNamedOpDescription, loc: number): void {
  for (const { name, size } of description.indexAttributes) {
    const attr = state.getAttribute(name);
    if (attr === undefined) continue;
    const type = attr instanceof DenseIntOrFPElementsAttr ? attr.type : undefined;
    const element = type?.elementType;
    const ok = type !== undefined && element instanceof IntegerType && element.width === 64 && element.signedness === "signless" && type.shape.length === 1 && Number(type.shape[0]) === size;
    if (!ok) throw parser.emitError(loc, `'${state.name.name}' op attribute '${name}' failed to satisfy constraint: 64-bit signless int elements attribute of shape [${size}]`);
  }
}

/** Element `index` of an i64 elements attribute of the op; 1 when absent (every default of MLIR 19's named ops is 1). */
function indexAttributeValue(op: Operation, name: string, index: number): bigint {
  const attr = op.getAttr(name);
  if (!(attr instanceof DenseIntOrFPElementsAttr)) return 1n;
  return BigInt(intElementAt(attr, index));
}

function boundSymbol(op: Operation, binding: LinalgSymbolBinding): AffineExpr {
  if ("symbol" in binding) return symbolExpr(op.context, binding.symbol);
  return constantExpr(op.context, indexAttributeValue(op, binding.attr, binding.index));
}

/**
 * The op's fixed indexing maps with its strides/dilations bound (MLIR's getIndexingMaps of
 * ops with static maps: the map's symbols replaced, then simplified; the simplifying
 * constructors give the same expressions for the sums of dim-times-symbol terms opdsl writes).
 */
export function staticIndexingMaps(op: Operation, description: LinalgNamedOpDescription): ArrayAttr | undefined {
  const maps = description.maps;
  if (maps === "rank-polymorphic") return undefined;
  const symbols = maps.symbols.map((b) => boundSymbol(op, b));
  const attrs = maps.results.map((results) => {
    const exprs = results.map((terms) =>
      terms
        .map(([d, s]): AffineExpr => {
          const dim = dimExpr(op.context, d);
          return s === null ? dim : affineMul(dim, symbols[s] ?? symbolExpr(op.context, s));
        })
        .reduce((sum, term) => affineAdd(sum, term)),
    );
    return AffineMapAttr.get(AffineMap.get(op.context, maps.numDims, 0, exprs));
  });
  return ArrayAttr.get(op.context, attrs);
}

/** Sets `linalg.memoized_indexing_maps` on a named op with fixed maps that lacks it (what asking for its maps does in MLIR). */
export function memoizeIndexingMaps(op: Operation, description: LinalgNamedOpDescription): void {
  if (op.getAttr(MEMOIZED_INDEXING_MAPS) instanceof ArrayAttr) return;
  const maps = staticIndexingMaps(op, description);
  if (maps !== undefined) op.setDiscardableAttr(MEMOIZED_INDEXING_MAPS, maps);
}
