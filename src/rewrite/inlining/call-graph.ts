// MLIR's CallGraph analysis: a node per callable region (an op implementing
// CallableOpInterface with a body), edges for the calls made inside it (CallOpInterface ops,
// resolved through the symbol tables or their SSA callee), for callables nested in it
// (child edges), and from an external caller node to every top-level callable (abstract
// edges: they may be called from outside). Calls that resolve to nothing known go to the
// unknown callee node. Nodes and edges keep their insertion order, which decides the order
// of the SCC traversal.
import { SymbolRefAttr } from "../../ir/attributes.js";
import type { Operation, Region } from "../../ir/operation.js";
import { Value } from "../../ir/operation.js";
import { CallableOpInterface, CallOpInterface } from "../../ir/op-interfaces.js";
import { getNearestSymbolTable, lookupSymbolIn } from "../../ir/symbol-table.js";

export type CallGraphEdgeKind = "abstract" | "call" | "child";

export interface CallGraphEdge {
  readonly target: CallGraphNode;
  readonly kind: CallGraphEdgeKind;
}

export class CallGraphNode {
  private readonly edgeList: CallGraphEdge[] = [];
  private readonly edgeKeys = new Set<string>();
  private readonly id: number;

  /** `callableRegion` undefined: the external caller or the unknown callee node. */
  constructor(
    readonly callableRegion: Region | undefined,
    id: number,
  ) {
    this.id = id;
  }

  /** Whether this is one of the graph's two external nodes (no region). */
  isExternal(): boolean {
    return this.callableRegion === undefined;
  }

  /** The region of a non-external node. */
  getCallableRegion(): Region {
    if (this.callableRegion === undefined) throw new Error("CallGraphNode: an external node has no callable region");
    return this.callableRegion;
  }

  /** The outgoing edges, in the order they were added (each target and kind once). */
  get edges(): readonly CallGraphEdge[] {
    return this.edgeList;
  }

  /** Whether a callable is nested in this one. */
  hasChildren(): boolean {
    return this.edgeList.some((edge) => edge.kind === "child");
  }

  addEdge(target: CallGraphNode, kind: CallGraphEdgeKind): void {
    const key = `${target.id}:${kind}`;
    if (this.edgeKeys.has(key)) return;
    this.edgeKeys.add(key);
    this.edgeList.push({ target, kind });
  }
}

/**
 * MLIR's SymbolTable::lookupNearestSymbolFrom: `ref` looked up in the closest symbol table
 * enclosing `from` (or `from` itself), and only there.
 */
export function lookupInNearestSymbolTable(from: Operation, ref: SymbolRefAttr): Operation | undefined {
  const table = getNearestSymbolTable(from);
  return table === null ? undefined : lookupSymbolIn(table, ref);
}

/** The op a call invokes (MLIR's CallOpInterface::resolveCallable): the symbol it names, or the op defining its callee value. */
export function resolveCallable(call: Operation): Operation | undefined {
  const impl = CallOpInterface.impl(call);
  if (impl === undefined) return undefined;
  const callee = impl.getCallableForCallee(call);
  if (callee instanceof Value) return callee.definingOp ?? undefined;
  if (callee instanceof SymbolRefAttr) return lookupInNearestSymbolTable(call, callee);
  return undefined;
}

export class CallGraph {
  private readonly nodes = new Map<Region, CallGraphNode>();
  private nextId = 2;
  /** The caller of every top-level callable (they may be called from outside). */
  readonly externalCallerNode = new CallGraphNode(undefined, 0);
  /** The target of every call the graph cannot resolve. */
  readonly unknownCalleeNode = new CallGraphNode(undefined, 1);

  /** The graph of the callables in `op` (usable as a pass analysis). */
  constructor(op: Operation) {
    // Callables first, so that calls to callables nested anywhere resolve.
    this.compute(op, undefined, false);
    this.compute(op, undefined, true);
  }

  static readonly analysisName = "CallGraph";

  private compute(op: Operation, parentNode: CallGraphNode | undefined, resolveCalls: boolean): void {
    if (CallOpInterface.isa(op)) {
      if (resolveCalls && parentNode !== undefined) parentNode.addEdge(this.resolveCallable(op), "call");
      return;
    }
    const callable = CallableOpInterface.impl(op);
    if (callable !== undefined) {
      const region = callable.getCallableRegion(op);
      if (region === undefined) return;
      parentNode = this.getOrAddNode(region, parentNode);
    }
    for (const region of op.regions) {
      for (let block = region.firstBlock; block !== null; block = block.next) {
        for (let nested = block.firstOp; nested !== null; nested = nested.next) this.compute(nested, parentNode, resolveCalls);
      }
    }
  }

  /** The node of `region` (whose parent is callable), made on first request under `parentNode` (or the external caller). */
  getOrAddNode(region: Region, parentNode: CallGraphNode | undefined): CallGraphNode {
    let node = this.nodes.get(region);
    if (node === undefined) {
      node = new CallGraphNode(region, this.nextId++);
      this.nodes.set(region, node);
      if (parentNode !== undefined) parentNode.addEdge(node, "child");
      else this.externalCallerNode.addEdge(node, "abstract");
    }
    return node;
  }

  lookupNode(region: Region | undefined): CallGraphNode | undefined {
    return region === undefined ? undefined : this.nodes.get(region);
  }

  /** The node a call goes to: its callable's, or the unknown callee node. */
  resolveCallable(call: Operation): CallGraphNode {
    const callable = resolveCallable(call);
    if (callable !== undefined) {
      const impl = CallableOpInterface.impl(callable);
      const node = this.lookupNode(impl?.getCallableRegion(callable));
      if (node !== undefined) return node;
    }
    return this.unknownCalleeNode;
  }

  /** The callable nodes, in the order they were made. */
  [Symbol.iterator](): IterableIterator<CallGraphNode> {
    return this.nodes.values();
  }
}
