// pdl's C++ region verifiers (hasRegionVerifier): pdl.pattern's body and pdl.rewrite's
// external-or-inline form, as hooks of the generated module.
import { StringAttr, walkOps, type Operation } from "../../ir/index.js";
import { operandSegment } from "../../ir/index.js";

const BINDING = new Set(["pdl.operand", "pdl.operands", "pdl.result", "pdl.results", "pdl.operation"]);

function opsOf(op: Operation): Operation[] {
  const block = op.regions[0]?.firstBlock;
  return block === null || block === undefined ? [] : [...block.operations()];
}

/** The pdl ops reachable from `op` through operands, parents of results, and users (MLIR's `visit`). */
function visit(op: Operation | null, visited: Set<Operation>): void {
  if (op === null || op.parentOp?.name.name !== "pdl.pattern" || op.name.name === "pdl.rewrite" || visited.has(op)) return;
  visited.add(op);
  if (op.name.name === "pdl.operation") {
    for (const operand of operandSegment(op, 0)) visit(operand.definingOp, visited);
  } else if (op.name.name === "pdl.result" || op.name.name === "pdl.results") {
    visit(op.getOperand(0).definingOp, visited);
  }
  for (const result of op.results) for (const user of result.users()) visit(user, visited);
}

export function verifyPatternRegions(op: Operation): void {
  const body = opsOf(op);
  const terminator = body[body.length - 1];
  if (terminator !== undefined && terminator.name.name !== "pdl.rewrite") {
    throw op.emitOpError("expected body to terminate with `pdl.rewrite`").attachNote(terminator.location, "see terminator defined here");
  }
  let foreign: Operation | undefined;
  for (const top of body) {
    walkOps(top, (nested) => {
      if (nested.name.dialectNamespace === "pdl") return "advance";
      foreign = nested;
      return "interrupt";
    });
    if (foreign !== undefined) break;
  }
  if (foreign !== undefined) {
    throw op.emitOpError("expected only `pdl` operations within the pattern body").attachNote(foreign.location, "see non-`pdl` operation defined here");
  }
  if (!body.some((o) => o.name.name === "pdl.operation")) throw op.emitOpError("the pattern must contain at least one `pdl.operation`");
  // The ops used by the rewrite must form one connected component.
  let first = true;
  const visited = new Set<Operation>();
  for (const candidate of body) {
    if (!BINDING.has(candidate.name.name)) continue;
    const usedInRewrite = candidate.results.some((result) =>
      result.users().some((user) => user.name.name === "pdl.rewrite" || user.parentOp?.name.name === "pdl.rewrite"),
    );
    if (!usedInRewrite) continue;
    if (first) {
      visit(candidate, visited);
      first = false;
    } else if (!visited.has(candidate)) {
      throw op.emitOpError("the operations must form a connected component").attachNote(candidate.location, "see a disconnected value / operation here");
    }
  }
}

export function verifyRewriteRegions(op: Operation): void {
  const region = op.regions[0];
  const empty = region === undefined || region.empty();
  if (op.getAttr("name") instanceof StringAttr) {
    if (!empty) throw op.emitOpError("expected rewrite region to be empty when rewrite is external");
    return;
  }
  if (empty) throw op.emitOpError("expected rewrite region to be non-empty if external name is not specified");
  if (operandSegment(op, 1).length > 0) throw op.emitOpError("expected no external arguments when the rewrite is specified inline");
}
