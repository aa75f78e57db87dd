// LLVM's scc_iterator over a call graph: Tarjan's algorithm driven one SCC at a time from
// the external caller node, children in edge order. SCCs come out bottom-up (callees before
// their callers); the nodes of one SCC in the order they leave the DFS stack. The inliner
// may drop a node from the iterator's memory (ReplaceNode with null): when the DFS meets it
// again it is visited as a new node, as in LLVM.
import type { CallGraph, CallGraphNode } from "./call-graph.js";

interface StackElement {
  readonly node: CallGraphNode;
  nextChild: number;
  minVisited: number;
}

/** A completed SCC's visit number: never lowers another node's minimum. */
const DONE = Number.MAX_SAFE_INTEGER;

export class SCCIterator {
  private visitNum = 0;
  private readonly visitNumbers = new Map<CallGraphNode, number>();
  private readonly sccNodeStack: CallGraphNode[] = [];
  private readonly visitStack: StackElement[] = [];
  private current: CallGraphNode[] = [];

  constructor(graph: CallGraph) {
    this.visitOne(graph.externalCallerNode);
    this.nextSCC();
  }

  /** Whether every SCC has been produced. */
  isAtEnd(): boolean {
    return this.current.length === 0;
  }

  /** The current SCC (a copy). */
  currentSCC(): CallGraphNode[] {
    return [...this.current];
  }

  /** Moves to the next SCC. */
  advance(): void {
    this.nextSCC();
  }

  /** LLVM's ReplaceNode(old, nullptr): the iterator forgets `node`. */
  forget(node: CallGraphNode): void {
    this.visitNumbers.delete(node);
  }

  private visitOne(node: CallGraphNode): void {
    this.visitNum++;
    this.visitNumbers.set(node, this.visitNum);
    this.sccNodeStack.push(node);
    this.visitStack.push({ node, nextChild: 0, minVisited: this.visitNum });
  }

  private visitChildren(): void {
    for (;;) {
      const top = this.visitStack[this.visitStack.length - 1] as StackElement;
      const edges = top.node.edges;
      if (top.nextChild >= edges.length) return;
      const child = (edges[top.nextChild++] as (typeof edges)[number]).target;
      const visited = this.visitNumbers.get(child);
      if (visited === undefined) {
        this.visitOne(child);
        continue;
      }
      if (top.minVisited > visited) top.minVisited = visited;
    }
  }

  private nextSCC(): void {
    this.current = [];
    while (this.visitStack.length > 0) {
      this.visitChildren();
      const top = this.visitStack.pop() as StackElement;
      const parent = this.visitStack[this.visitStack.length - 1];
      if (parent !== undefined && parent.minVisited > top.minVisited) parent.minVisited = top.minVisited;
      if (top.minVisited !== this.visitNumbers.get(top.node)) continue;
      // A full SCC is on the node stack, down to `top.node`.
      let node: CallGraphNode;
      do {
        node = this.sccNodeStack.pop() as CallGraphNode;
        this.current.push(node);
        this.visitNumbers.set(node, DONE);
      } while (node !== top.node);
      return;
    }
  }
}
