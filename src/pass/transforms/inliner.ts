// MLIR 19's Inliner utility (Transforms/Utils/Inliner): the call graph's SCCs bottom-up;
// in each, the callables are simplified with their optimization pipeline, then the calls
// inside them inlined, repeated until nothing is inlined or the iteration bound is reached.
// A call is inlined unless it is a terminator, its callee calls itself, the callee encloses
// the call, it came from inlining that same callee in this round, a multi-block callee would land in a single-block region of another kind of op,
// or the profitability check says no. Discardable callees (private symbols, or side-effect
// free callable ops with no SSA uses) are tracked by use count: the last call is inlined by
// moving the body, and callables left without uses are erased at the end.
import type { Attribute } from "../../ir/attributes.js";
import { SymbolRefAttr } from "../../ir/attributes.js";
import type { Block, Operation, Region } from "../../ir/operation.js";
import { CallableOpInterface, CallOpInterface, SymbolOpInterface } from "../../ir/op-interfaces.js";
import { isMemoryEffectFree } from "../../ir/side-effects.js";
import { getSymbolVisibility } from "../../ir/symbol-table.js";
import { OpTrait } from "../../ir/traits.js";
import { CallGraph, lookupInNearestSymbolTable, type CallGraphNode } from "../../rewrite/inlining/call-graph.js";
import { inlineCall } from "../../rewrite/inlining/inline-region.js";
import { InlinerInterface } from "../../rewrite/inlining/interface.js";
import { SCCIterator } from "../../rewrite/inlining/scc.js";
import type { OpPassManager } from "../op-pass-manager.js";
import { getSymbolUses, SymbolRefCache } from "./symbol-uses.js";

/** A call the inliner may inline: the call, the node it is in, the node it calls. */
export interface ResolvedCall {
  readonly call: Operation;
  readonly sourceNode: CallGraphNode;
  readonly targetNode: CallGraphNode;
}

/** MLIR's InlinerConfig: the simplification pipelines and the iteration bound. */
export interface InlinerConfig {
  /** Builds the pipeline for callables of `opName` without one of their own; undefined: none. */
  readonly defaultPipeline: ((opName: string) => OpPassManager) | undefined;
  /** Pipelines by callable op name. */
  readonly opPipelines: ReadonlyMap<string, OpPassManager>;
  readonly maxInliningIterations: number;
}

/** What the inliner needs from the pass running it. */
export interface InlinerHost {
  /** Runs `pipeline` on `callable` (MLIR's runPipelineHelper); false when it failed. */
  readonly runPipeline: (pipeline: OpPassManager, callable: Operation) => boolean;
  /** Whether inlining `call` pays off (MLIR's profitability callback). */
  readonly isProfitableToInline: (call: ResolvedCall) => boolean;
}

type ResolvedRefs = Map<Attribute, CallGraphNode | undefined>;

/**
 * MLIR's walkReferencedSymbolNodes: the call graph nodes referenced by symbol from `op` and
 * the ops nested in it, each reference resolved once per `resolvedRefs`.
 */
function walkReferencedSymbolNodes(op: Operation, graph: CallGraph, cache: SymbolRefCache, resolvedRefs: ResolvedRefs, callback: (node: CallGraphNode, user: Operation) => void): void {
  const uses = getSymbolUses(op, cache);
  if (uses === undefined) return;
  const symbolTableOp = op.parentOp;
  for (const use of uses) {
    let node: CallGraphNode | undefined;
    if (resolvedRefs.has(use.ref)) node = resolvedRefs.get(use.ref);
    else {
      const symbol = symbolTableOp === null ? undefined : lookupInNearestSymbolTable(symbolTableOp, use.ref);
      const callable = symbol === undefined ? undefined : CallableOpInterface.impl(symbol);
      node = callable === undefined || symbol === undefined ? undefined : graph.lookupNode(callable.getCallableRegion(symbol));
      resolvedRefs.set(use.ref, node);
    }
    if (node !== undefined) callback(node, use.user);
  }
}

/** MLIR's SymbolTable::walkSymbolTables: `callback` on each symbol table op (inner ones first), with whether all uses of its symbols are visible. */
function walkSymbolTables(op: Operation, allSymUsesVisible: boolean, callback: (table: Operation, allUsesVisible: boolean) => void): void {
  const isTable = op.hasTrait(OpTrait.SymbolTable);
  if (isTable) allSymUsesVisible ||= !SymbolOpInterface.isa(op) || getSymbolVisibility(op) === "private";
  else allSymUsesVisible = true;
  for (const region of op.regions) {
    for (let block = region.firstBlock; block !== null; block = block.next) {
      for (let nested = block.firstOp; nested !== null; nested = nested.next) walkSymbolTables(nested, allSymUsesVisible, callback);
    }
  }
  if (isTable) callback(op, allSymUsesVisible);
}

/** The symbol uses a node makes: references from its callable op itself, and counts of those nested in it. */
interface NodeUses {
  readonly topLevelUses: Set<CallGraphNode>;
  readonly innerUses: Map<CallGraphNode, number>;
}

function emptyUses(): NodeUses {
  return { topLevelUses: new Set(), innerUses: new Map() };
}

/**
 * MLIR's CGUseList: use counts of the discardable callables (symbols that can go once
 * unused), kept up to date through inlining so that dead callables are found.
 */
class CallGraphUseList {
  private readonly discardableSymNodeUses = new Map<CallGraphNode, number>();
  private readonly nodeUses = new Map<CallGraphNode, NodeUses>();

  constructor(
    op: Operation,
    private readonly graph: CallGraph,
    private readonly cache: SymbolRefCache,
  ) {
    const alwaysLiveNodes: ResolvedRefs = new Map();
    walkSymbolTables(op, op.parent === null, (table, allUsesVisible) => {
      const body = table.regions[0];
      if (body === undefined) return;
      for (let block = body.firstBlock; block !== null; block = block.next) {
        for (let child = block.firstOp; child !== null; child = child.next) {
          const callable = CallableOpInterface.impl(child);
          const node = callable === undefined ? undefined : graph.lookupNode(callable.getCallableRegion(child));
          if (node !== undefined) {
            const symbol = SymbolOpInterface.impl(child);
            if (symbol !== undefined && (allUsesVisible || getSymbolVisibility(child) === "private") && symbol.canDiscardOnUseEmpty(child)) this.discardableSymNodeUses.set(node, 0);
            continue;
          }
          // Anything else referring to a callable keeps it alive.
          walkReferencedSymbolNodes(child, graph, cache, alwaysLiveNodes, () => {});
        }
      }
    });
    for (const node of alwaysLiveNodes.values()) if (node !== undefined) this.discardableSymNodeUses.delete(node);
    for (const node of graph) this.recomputeUses(node);
  }

  /** `discardableSymNodeUses[node] += delta`, creating the entry as C++'s operator[] does. */
  private adjust(node: CallGraphNode, delta: number): void {
    this.discardableSymNodeUses.set(node, (this.discardableSymNodeUses.get(node) ?? 0) + delta);
  }

  private usesOf(node: CallGraphNode): NodeUses {
    let uses = this.nodeUses.get(node);
    if (uses === undefined) {
      uses = emptyUses();
      this.nodeUses.set(node, uses);
    }
    return uses;
  }

  /** The uses made by `callOp` (in `userNode`) are gone: it was inlined. */
  dropCallUses(userNode: CallGraphNode, callOp: Operation): void {
    const userRefs = this.usesOf(userNode).innerUses;
    walkReferencedSymbolNodes(callOp, this.graph, this.cache, new Map(), (node) => {
      const count = userRefs.get(node);
      if (count === undefined) return;
      userRefs.set(node, count - 1);
      this.adjust(node, -1);
    });
  }

  /** Forgets `node` (and the callables nested in it) and the uses they make. */
  eraseNode(node: CallGraphNode): void {
    for (const edge of node.edges) if (edge.kind === "child") this.eraseNode(edge.target);
    const uses = this.nodeUses.get(node);
    if (uses !== undefined) {
      this.decrementDiscardableUses(uses);
      this.nodeUses.delete(node);
    }
    this.discardableSymNodeUses.delete(node);
  }

  isDead(node: CallGraphNode): boolean {
    const nodeOp = node.getCallableRegion().parentOp as Operation;
    if (!SymbolOpInterface.isa(nodeOp)) return isMemoryEffectFree(nodeOp) && nodeOp.useEmpty();
    return this.discardableSymNodeUses.get(node) === 0;
  }

  hasOneUseAndDiscardable(node: CallGraphNode): boolean {
    const nodeOp = node.getCallableRegion().parentOp as Operation;
    if (!SymbolOpInterface.isa(nodeOp)) return isMemoryEffectFree(nodeOp) && hasOneUse(nodeOp);
    return this.discardableSymNodeUses.get(node) === 1;
  }

  /** Counts again the discardable callables `node`'s callable refers to. */
  recomputeUses(node: CallGraphNode): void {
    const parentOp = node.getCallableRegion().parentOp as Operation;
    this.decrementDiscardableUses(this.usesOf(node));
    const uses = emptyUses();
    this.nodeUses.set(node, uses);
    walkReferencedSymbolNodes(parentOp, this.graph, this.cache, new Map(), (refNode, user) => {
      const count = this.discardableSymNodeUses.get(refNode);
      if (count === undefined) return;
      if (user !== parentOp) uses.innerUses.set(refNode, (uses.innerUses.get(refNode) ?? 0) + 1);
      else if (uses.topLevelUses.has(refNode)) return;
      else uses.topLevelUses.add(refNode);
      this.discardableSymNodeUses.set(refNode, count + 1);
    });
  }

  /** A copy of `lhs` was inlined into `rhs`: `rhs` now makes `lhs`'s nested uses too. */
  mergeUsesAfterInlining(lhs: CallGraphNode, rhs: CallGraphNode): void {
    const lhsUses = this.usesOf(lhs);
    const rhsUses = this.usesOf(rhs);
    for (const [node, count] of lhsUses.innerUses) {
      rhsUses.innerUses.set(node, (rhsUses.innerUses.get(node) ?? 0) + count);
      this.adjust(node, count);
    }
  }

  private decrementDiscardableUses(uses: NodeUses): void {
    for (const node of uses.topLevelUses) this.adjust(node, -1);
    for (const [node, count] of uses.innerUses) this.adjust(node, -count);
  }
}

/** Whether the results of `op` have exactly one use between them (MLIR's Operation::hasOneUse). */
function hasOneUse(op: Operation): boolean {
  let uses = 0;
  for (const result of op.results) {
    for (let use = result.firstUse; use !== null; use = use.nextUse) if (++uses > 1) return false;
  }
  return uses === 1;
}

/**
 * MLIR's collectCallOps: the calls in `blocks` (and in the regions of their ops, nested
 * callables only with `traverseNestedCGNodes`) whose callee is a node of the graph, each
 * with the node it is in. Blocks are taken from the end of a work list, as MLIR does.
 */
function collectCallOps(blocks: readonly Block[], sourceNode: CallGraphNode, graph: CallGraph, calls: ResolvedCall[], traverseNestedCGNodes: boolean): void {
  const worklist: Array<readonly [Block, CallGraphNode]> = [];
  const addToWorklist = (node: CallGraphNode, region: Iterable<Block>): void => {
    for (const block of region) worklist.push([block, node]);
  };
  addToWorklist(sourceNode, blocks);
  while (worklist.length > 0) {
    const [block, node] = worklist.pop() as readonly [Block, CallGraphNode];
    for (let op = block.firstOp; op !== null; op = op.next) {
      const call = CallOpInterface.impl(op);
      if (call !== undefined) {
        // Nested references (`@a::@b`) are not inlined.
        const callee = call.getCallableForCallee(op);
        if (callee instanceof SymbolRefAttr && callee.nestedReferences.length > 0) continue;
        const target = graph.resolveCallable(op);
        if (!target.isExternal()) calls.push({ call: op, sourceNode: node, targetNode: target });
        continue;
      }
      for (const region of op.regions) {
        const nestedNode = graph.lookupNode(region);
        if (traverseNestedCGNodes || nestedNode === undefined) addToWorklist(nestedNode ?? node, region.getBlocks());
      }
    }
  }
}

/** MLIR's InlinerInterfaceImpl: collects the calls of inlined blocks, and erases the callables found dead. */
class CollectingInlinerInterface extends InlinerInterface {
  /** The calls to consider, appended to while inlining. */
  readonly calls: ResolvedCall[] = [];
  private readonly deadNodes = new Set<CallGraphNode>();

  constructor(readonly graph: CallGraph) {
    super();
  }

  override processInlinedBlocks(inlinedBlocks: readonly Block[]): void {
    const first = inlinedBlocks[0];
    if (first === undefined) return;
    // The closest call graph node holding the blocks.
    let region: Region | null = first.parent;
    let node: CallGraphNode | undefined;
    while (region !== null && (node = this.graph.lookupNode(region)) === undefined) region = region.parentRegion;
    if (node === undefined) throw new Error("inliner: inlined blocks outside every callable");
    collectCallOps(inlinedBlocks, node, this.graph, this.calls, true);
  }

  markForDeletion(node: CallGraphNode): void {
    this.deadNodes.add(node);
  }

  eraseDeadCallables(): void {
    for (const node of this.deadNodes) node.getCallableRegion().parentOp?.erase();
  }
}

/** The driver of one inlining run over `op` (a symbol table) with `graph`. */
export class Inliner {
  /** The pipelines built so far, by callable op name (MLIR keeps them for the run). */
  private readonly pipelines: Map<string, OpPassManager>;

  constructor(
    private readonly op: Operation,
    private readonly graph: CallGraph,
    private readonly host: InlinerHost,
    private readonly config: InlinerConfig,
  ) {
    this.pipelines = new Map(config.opPipelines);
  }

  /** Inlines; false when a simplification pipeline failed. */
  doInlining(): boolean {
    const iface = new CollectingInlinerInterface(this.graph);
    const useList = new CallGraphUseList(this.op, this.graph, new SymbolRefCache());
    const sccs = new SCCIterator(this.graph);
    while (!sccs.isAtEnd()) {
      // The iterator moves on first, so the SCC can be changed while it is worked on.
      const scc = sccs.currentSCC();
      sccs.advance();
      if (!this.inlineSCC(iface, useList, scc, sccs)) return false;
    }
    iface.eraseDeadCallables();
    return true;
  }

  private inlineSCC(iface: CollectingInlinerInterface, useList: CallGraphUseList, scc: CallGraphNode[], sccs: SCCIterator): boolean {
    let iteration = 0;
    do {
      if (!this.optimizeSCC(useList, scc)) return false;
      if (!this.inlineCallsInSCC(iface, useList, scc, sccs)) break;
    } while (++iteration < this.config.maxInliningIterations);
    return true;
  }

  private optimizeSCC(useList: CallGraphUseList, scc: readonly CallGraphNode[]): boolean {
    const nodesToVisit: CallGraphNode[] = [];
    for (const node of scc) {
      if (node.isExternal()) continue;
      // A node with nested callables could be removed by its simplification: left alone.
      if (node.hasChildren()) continue;
      // Passes run only on isolated ops.
      const owner = node.getCallableRegion().parentOp;
      if (owner === null || !owner.hasTrait(OpTrait.IsIsolatedFromAbove)) continue;
      nodesToVisit.push(node);
    }
    if (nodesToVisit.length === 0) return true;
    for (const node of nodesToVisit) if (!this.optimizeCallable(node)) return false;
    for (const node of nodesToVisit) useList.recomputeUses(node);
    return true;
  }

  private optimizeCallable(node: CallGraphNode): boolean {
    const callable = node.getCallableRegion().parentOp as Operation;
    const opName = callable.opName;
    let pipeline = this.pipelines.get(opName);
    if (pipeline === undefined) {
      if (this.config.defaultPipeline === undefined) return true;
      pipeline = this.config.defaultPipeline(opName);
      this.pipelines.set(opName, pipeline);
    }
    return this.host.runPipeline(pipeline, callable);
  }

  /** Inlines the calls made in the SCC's nodes; true when any was inlined. */
  private inlineCallsInSCC(iface: CollectingInlinerInterface, useList: CallGraphUseList, scc: CallGraphNode[], sccs: SCCIterator): boolean {
    const calls = iface.calls;
    const deadNodes = new Set<CallGraphNode>();
    for (const node of scc) {
      if (node.isExternal()) continue;
      if (useList.isDead(node)) deadNodes.add(node);
      else collectCallOps(node.getCallableRegion().getBlocks(), node, this.graph, calls, false);
    }

    // Calls that come from inlining remember the callees inlined to produce them, and are
    // not inlined with one of those again (this bounds recursive expansion).
    const inlineHistory: Array<readonly [CallGraphNode, number | undefined]> = [];
    const callHistory: Array<number | undefined> = calls.map(() => undefined);
    const historyIncludes = (node: CallGraphNode, id: number | undefined): boolean => {
      for (let entry = id; entry !== undefined; entry = (inlineHistory[entry] as (typeof inlineHistory)[number])[1]) {
        if ((inlineHistory[entry] as (typeof inlineHistory)[number])[0] === node) return true;
      }
      return false;
    };

    let inlinedAnyCalls = false;
    // `calls` grows while inlining (the calls of inlined bodies).
    for (let i = 0; i < calls.length; i++) {
      const resolved = calls[i] as ResolvedCall;
      if (deadNodes.has(resolved.sourceNode)) continue;
      const historyId = callHistory[i];
      if (historyIncludes(resolved.targetNode, historyId) || !this.shouldInline(resolved)) continue;
      const previousSize = calls.length;
      const targetRegion = resolved.targetNode.getCallableRegion();
      // The last call of a discardable callable takes its body instead of a copy.
      const inlineInPlace = useList.hasOneUseAndDiscardable(resolved.targetNode);
      if (!inlineCall(iface, resolved.call, targetRegion.parentOp as Operation, targetRegion, !inlineInPlace)) continue;
      inlinedAnyCalls = true;
      const newHistoryId = inlineHistory.length;
      inlineHistory.push([resolved.targetNode, historyId]);
      for (let k = previousSize; k < calls.length; k++) callHistory.push(newHistoryId);
      useList.dropCallUses(resolved.sourceNode, resolved.call);
      useList.mergeUsesAfterInlining(resolved.targetNode, resolved.sourceNode);
      resolved.call.erase();
      if (inlineInPlace) {
        useList.eraseNode(resolved.targetNode);
        deadNodes.add(resolved.targetNode);
      }
    }

    for (const node of deadNodes) {
      const index = scc.indexOf(node);
      if (index >= 0) {
        scc.splice(index, 1);
        sccs.forget(node);
      }
      iface.markForDeletion(node);
    }
    calls.length = 0;
    return inlinedAnyCalls;
  }

  private shouldInline(resolved: ResolvedCall): boolean {
    const { call, targetNode } = resolved;
    // Terminator calls are not supported.
    if (call.hasTrait(OpTrait.IsTerminator)) return false;
    // Nor callees that call themselves.
    if (targetNode.edges.some((edge) => edge.target === targetNode)) return false;
    // Nor a callee enclosing the call (recursion).
    const callableRegion = targetNode.getCallableRegion();
    const callRegion = call.parentRegion;
    if (callRegion !== null && callableRegion.isAncestor(callRegion)) return false;
    // A callee with several blocks needs a caller region that may have several.
    const callerOp = call.parentOp;
    const calleeHasMultipleBlocks = callableRegion.numBlocks >= 2;
    const callerSupportsMultipleBlocks = (): boolean => callerOp !== null && (callableRegion.parentOp?.opName === callerOp.opName || !callerOp.mightHaveTrait(OpTrait.SingleBlock));
    if (calleeHasMultipleBlocks && !callerSupportsMultipleBlocks()) return false;
    return this.host.isProfitableToInline(resolved);
  }
}
