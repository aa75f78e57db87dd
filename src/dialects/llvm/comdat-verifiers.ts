// llvm's comdats with mlir-opt 19's messages: an llvm.comdat holds only selectors, and the
// comdat(@c::@s) of a function or global names one.
import { SymbolRefAttr, type Operation } from "../../ir/index.js";
import { lookupNearestSymbolFrom } from "../../ir/symbol-table.js";

export function verifyComdatRegions(op: Operation): void {
  const body = op.getRegion(0).firstBlock;
  if (body === null) return;
  for (const inner of body.operations())
    if (inner.opName !== "llvm.comdat_selector") throw inner.emitError("only comdat selector symbols can appear in a comdat region");
}

/** The `comdat` attribute of a function or global must reference an llvm.comdat_selector. */
export function verifyComdatReference(op: Operation): void {
  const comdat = op.getAttr("comdat");
  if (!(comdat instanceof SymbolRefAttr)) return;
  if (lookupNearestSymbolFrom(op, comdat)?.opName !== "llvm.comdat_selector") throw op.emitError("expected comdat symbol");
}
