// The recursion check of the `transform.with_named_sequence` attribute (MLIR 19 builds a
// CallGraph of the op and walks its SCCs): a named sequence may not include itself, directly
// or through others. The graph here is MLIR's: a node per callable with a body, call edges
// from the calls in it (transform.include, and ops implementing CallOpInterface), child
// edges to callables nested in it, every top-level callable under one external root, all
// in IR order; SCCs come out as LLVM's scc_iterator gives them.
import { CallableOpInterface, CallOpInterface, IRDiagnosticError, SymbolRefAttr, type Operation, type Region } from "../../ir/index.js";
import { lookupNearestSymbolFrom } from "../../ir/symbol-table.js";
import { resolveCallable } from "../../rewrite/inlining/call-graph.js";

interface Node {
  readonly region: Region;
  readonly edges: Node[];
}

/** The body of a callable op, if it has one. */
function callableRegion(op: Operation): Region | undefined {
  if (op.opName === "transform.named_sequence") return op.numRegions > 0 && !op.getRegion(0).empty() ? op.getRegion(0) : undefined;
  const impl = CallableOpInterface.impl(op);
  if (impl === undefined) return undefined;
  // A malformed callable (no region at all) has no body to walk.
  if (op.numRegions === 0) return undefined;
  return impl.getCallableRegion(op) ?? undefined;
}

function isCall(op: Operation): boolean {
  return op.opName === "transform.include" || CallOpInterface.isa(op);
}

function callee(call: Operation): Operation | undefined {
  if (call.opName !== "transform.include") return resolveCallable(call);
  const target = call.getAttr("target");
  return target instanceof SymbolRefAttr ? lookupNearestSymbolFrom(call, target) : undefined;
}

class Graph {
  readonly roots: Node[] = [];
  private readonly nodes = new Map<Region, Node>();

  constructor(op: Operation) {
    this.compute(op, undefined, false);
    this.compute(op, undefined, true);
  }

  private node(region: Region, parent: Node | undefined): Node {
    let node = this.nodes.get(region);
    if (node === undefined) {
      node = { region, edges: [] };
      this.nodes.set(region, node);
      (parent?.edges ?? this.roots).push(node);
    }
    return node;
  }

  private compute(op: Operation, parent: Node | undefined, resolveCalls: boolean): void {
    if (isCall(op)) {
      if (!resolveCalls || parent === undefined) return;
      const target = callee(op);
      const region = target === undefined ? undefined : callableRegion(target);
      const node = region === undefined ? undefined : this.nodes.get(region);
      // Calls to what the graph does not know go to its unknown callee node, which closes no cycle.
      if (node !== undefined && !parent.edges.includes(node)) parent.edges.push(node);
      return;
    }
    let current = parent;
    if (op.numRegions > 0 && (op.opName === "transform.named_sequence" || CallableOpInterface.isa(op))) {
      const region = callableRegion(op);
      if (region === undefined) return;
      current = this.node(region, parent);
    }
    for (const region of op.regions) for (const block of region.blocks()) for (const nested of block.operations()) this.compute(nested, current, resolveCalls);
  }
}

/** The SCCs of the graph with a cycle, each in the order LLVM's scc_iterator lists its nodes. */
function cyclicComponents(graph: Graph): Node[][] {
  const index = new Map<Node, number>();
  const low = new Map<Node, number>();
  const stack: Node[] = [];
  const onStack = new Set<Node>();
  const out: Node[][] = [];
  let counter = 0;
  const visit = (node: Node): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of node.edges) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: Node[] = [];
    let member: Node;
    do {
      member = stack.pop() as Node;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || node.edges.includes(node)) out.push(component);
  };
  for (const root of graph.roots) if (!index.has(root)) visit(root);
  return out;
}

/** The recursion error of the first cyclic SCC among `op`'s named sequences, if any. */
export function recursionFailure(op: Operation): IRDiagnosticError | undefined {
  const [first] = cyclicComponents(new Graph(op));
  if (first === undefined) return undefined;
  const [head, ...rest] = first.map((node) => node.region.parentOp as Operation);
  const error = new IRDiagnosticError((head as Operation).location, "recursion not allowed in named sequences");
  for (const other of rest) error.attachNote(other.location, "operation on recursion stack");
  return error;
}
