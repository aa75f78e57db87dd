// view-op-graph (MLIR 19's PrintOpPass): the op as a Graphviz digraph. Ops with regions are
// clusters (with an invisible anchor node), blocks are clusters, block arguments and other
// ops are nodes filled with a hue per op name; data flow edges per operand, control flow
// edges between consecutive ops of a block. Labels show the op name, result types and
// attributes, cut after `max-label-len` characters.
import { ArrayAttr, DenseIntOrFPElementsAttr, DenseStringElementsAttr, DictionaryAttr, ElementsAttr, type Attribute, type NamedAttribute } from "../../ir/attributes.js";
import type { Block, Operation, Region, Value } from "../../ir/operation.js";
import { walkOps } from "../../ir/operation.js";
import { attributeToString, typeToString } from "../../asm/print-helpers.js";
import { ViewOpGraphBase, type ViewOpGraphOptions } from "../../../generated/transforms-passes.js";

/** A node, or a cluster's anchor node with the cluster's id. */
interface GraphNode {
  readonly id: number;
  readonly cluster?: number;
}

/** Elements attributes above this many elements print as `[...]` (OpPrintingFlags' default limit). */
const DEFAULT_LARGE_ATTRIBUTE_LIMIT = 16;

/** LLVM's raw_ostream::write_escaped: backslash, tab, newline, quote; other unprintables in octal. */
function escape(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x5c) out += "\\\\";
    else if (c === 0x09) out += "\\t";
    else if (c === 0x0a) out += "\\n";
    else if (c === 0x22) out += '\\"';
    else if (c < 0x20 || c >= 0x7f) out += `\\${(c & 0xff).toString(8).padStart(3, "0")}`;
    else out += text.charAt(i);
  }
  return out;
}

function quote(text: string): string {
  return `"${text}"`;
}

/** `[a = b, c = d]` from entries sorted by key (LLVM's StringMap iteration is not ordered; MLIR's output is). */
function attrList(entries: ReadonlyArray<readonly [string, string]>): string {
  const sorted = [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `[${sorted.map(([k, v]) => `${k} = ${v}`).join(", ")}]`;
}

function isSplat(attr: Attribute): boolean {
  return (attr instanceof DenseIntOrFPElementsAttr || attr instanceof DenseStringElementsAttr) && attr.isSplat;
}

export interface ViewOpGraphEnvironment {
  /** Elements attributes with more elements print elided (`--mlir-elide-elementsattrs-if-larger`). */
  readonly largeAttributeLimit?: number;
}

export class ViewOpGraph extends ViewOpGraphBase {
  private out: string[] = [];
  private indent = 0;
  private edges: string[] = [];
  /** Data-flow edges, resolved once every value has its node (an operand may be defined later in a graph region). */
  private dataFlowEdges: { readonly value: Value; readonly to: GraphNode; readonly label: string }[] = [];
  private readonly valueNodes = new Map<Value, GraphNode>();
  private counter = 0;
  private readonly hues = new Map<string, string>();

  constructor(
    options: ViewOpGraphOptions | undefined,
    private readonly write: (text: string) => void,
    private readonly environment: ViewOpGraphEnvironment = {},
  ) {
    super(options);
  }

  override runOnOperation(): void {
    const root = this.getOperation();
    this.out = [];
    this.edges = [];
    this.dataFlowEdges = [];
    this.valueNodes.clear();
    this.counter = 0;
    this.hues.clear();
    // A hue per op name, in the order the names first occur in a post-order walk.
    const names: string[] = [];
    walkOps(root, (op) => {
      if (!names.includes(op.opName)) names.push(op.opName);
    });
    names.forEach((name, i) => this.hues.set(name, `${(i / names.length).toFixed(6)} 1.0 1.0`));
    this.line("digraph G {");
    this.indent++;
    this.line("compound = true;");
    this.processOperation(root);
    // As MLIR: data-flow edges after the control-flow ones; a value without node (defined
    // outside the graph) comes from node 0.
    for (const { value, to, label } of this.dataFlowEdges) this.emitEdge(this.valueNodes.get(value) ?? { id: 0 }, to, label, "solid");
    for (const edge of this.edges) this.line(`${edge};`);
    this.indent--;
    this.line("}");
    this.write(this.out.join(""));
    this.markAllAnalysesPreserved();
  }

  private line(text: string): void {
    this.out.push(`${"  ".repeat(this.indent)}${text}\n`);
  }

  private truncate(text: string): string {
    const limit = this.options.maxLabelLen;
    return text.length <= limit ? text : `${text.slice(0, limit)}...`;
  }

  private attributeText(attr: Attribute): string {
    if (isSplat(attr)) return attributeToString(attr);
    const limit = this.environment.largeAttributeLimit ?? DEFAULT_LARGE_ATTRIBUTE_LIMIT;
    if (attr instanceof ElementsAttr && attr.getNumElements() > limit) {
      const rank = attr.type.hasRank() ? attr.type.shape.length : 0;
      return `${"[".repeat(rank)}...${"]".repeat(rank)} : ${typeToString(attr.type)}`;
    }
    if (attr instanceof ArrayAttr && attr.value.length > limit) return "[...]";
    return this.truncate(attributeToString(attr));
  }

  /** The op's attributes as MLIR's getAttrs lists them: inherent and discardable, by name. */
  private attributesOf(op: Operation): NamedAttribute[] {
    const all: NamedAttribute[] = [];
    if (op.properties instanceof DictionaryAttr) all.push(...op.properties.value);
    all.push(...op.attributes.value);
    return all.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  }

  private opLabel(op: Operation): string {
    let label = op.opName;
    if (this.options.printResultTypes) label += ` : (${this.truncate(op.getResultTypes().map(typeToString).join(", "))})`;
    if (this.options.printAttrs) {
      label += "\n";
      for (const attr of this.attributesOf(op)) label += `\n${attr.name}: ${this.attributeText(attr.value)}`;
    }
    return label;
  }

  private emitNode(label: string, shape: "ellipse" | "plain", fill?: string): GraphNode {
    const id = ++this.counter;
    const attrs: Array<readonly [string, string]> = [
      ["label", quote(escape(label))],
      ["shape", shape],
    ];
    if (fill !== undefined) attrs.push(["fillcolor", quote(fill)], ["style", "filled"]);
    this.line(`v${id} ${attrList(attrs)};`);
    return { id };
  }

  private emitCluster(body: () => void, label = ""): GraphNode {
    const cluster = ++this.counter;
    this.line(`subgraph cluster_${cluster} {`);
    this.indent++;
    const anchor = this.emitNode(" ", "plain");
    this.line(`label = ${quote(escape(label))};`);
    body();
    this.indent--;
    this.line("}");
    return { id: anchor.id, cluster };
  }

  private emitEdge(from: GraphNode, to: GraphNode, label: string, style: "solid" | "dashed"): void {
    const attrs: Array<readonly [string, string]> = [["style", style]];
    // Edges at a cluster's boundary are clipped there; their labels would float, so none.
    if (from.cluster === undefined && to.cluster === undefined) attrs.push(["label", quote(escape(label))]);
    if (from.cluster !== undefined) attrs.push(["ltail", `cluster_${from.cluster}`]);
    if (to.cluster !== undefined) attrs.push(["lhead", `cluster_${to.cluster}`]);
    this.edges.push(`v${from.id} -> v${to.id} ${attrList(attrs)}`);
  }

  private processOperation(op: Operation): GraphNode {
    const node =
      op.regions.length > 0
        ? this.emitCluster(() => {
            for (const region of op.regions) this.processRegion(region);
          }, this.opLabel(op))
        : this.emitNode(this.opLabel(op), "ellipse", this.hues.get(op.opName));
    if (this.options.printDataFlowEdges) {
      const count = op.operands.length;
      for (let i = 0; i < count; i++) this.dataFlowEdges.push({ value: op.getOperand(i), to: node, label: count === 1 ? "" : String(i) });
    }
    for (const result of op.results) this.valueNodes.set(result, node);
    return node;
  }

  private processRegion(region: Region): void {
    for (let block: Block | null = region.firstBlock; block !== null; block = block.next) this.processBlock(block);
  }

  private processBlock(block: Block): void {
    this.emitCluster(() => {
      for (let i = 0; i < block.numArguments; i++) this.valueNodes.set(block.getArgument(i), this.emitNode(`arg${i}`, "ellipse"));
      let previous: GraphNode | undefined;
      for (let op = block.firstOp; op !== null; op = op.next) {
        const node = this.processOperation(op);
        if (this.options.printControlFlowEdges && previous !== undefined) this.emitEdge(previous, node, "", "dashed");
        previous = node;
      }
    });
  }
}
