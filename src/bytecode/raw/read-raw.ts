// Decodes a whole bytecode file into the raw model (indices only, no IR objects).
// Regions are decoded with an explicit stack so nesting depth cannot overflow.
import { ByteReader } from "../format/byte-reader.js";
import { BytecodeVersion, NUM_SECTIONS, OpMask, SectionId } from "../format/constants.js";
import {
  readAttrTypeOffsets,
  readContainer,
  readDialectSection,
  readPropertiesSection,
  readResourceSections,
  readStringSection,
  requiredSection,
  sectionReader,
  type AttrTypeIndex,
} from "../format/container.js";
import type {
  RawAttrTypeEntry,
  RawBlock,
  RawBlockArg,
  RawBytecode,
  RawOp,
  RawRegion,
  RawResourceGroup,
  RawUseListOrder,
} from "./model.js";

export function readRawBytecode(bytes: Uint8Array): RawBytecode {
  const container = readContainer(bytes);
  const version = container.version;
  const strings = readStringSection(requiredSection(container, SectionId.String));
  const { dialects, opNames } = readDialectSection(requiredSection(container, SectionId.Dialect), version, strings);
  const tables = readAttrTypeOffsets(
    requiredSection(container, SectionId.AttrTypeOffset),
    requiredSection(container, SectionId.AttrType),
    dialects.length,
  );
  const toEntries = (index: AttrTypeIndex): RawAttrTypeEntry[] => {
    const out: RawAttrTypeEntry[] = [];
    for (let i = 0; i < index.dialect.length; i++) {
      out.push({
        dialect: index.dialect[i] as number,
        custom: index.custom[i] === 1,
        data: bytes.subarray(index.start[i] as number, index.end[i] as number),
      });
    }
    return out;
  };
  const resourceTables = readResourceSections(
    sectionReader(container, SectionId.ResourceOffset),
    sectionReader(container, SectionId.Resource),
    strings,
    dialects.length,
  );
  const toGroups = (groups: { owner: string | number; entries: { key: string; kind: number; start: number; end: number }[] }[]) =>
    groups.map(
      (g): RawResourceGroup => ({
        owner: g.owner,
        entries: g.entries.map((e) => ({ key: e.key, kind: e.kind, data: bytes.subarray(e.start, e.end) })),
      }),
    );
  const properties = readPropertiesSection(sectionReader(container, SectionId.Properties))?.map((r) =>
    bytes.subarray(r.start, r.end),
  );
  const root = readRawIR(requiredSection(container, SectionId.IR), version);
  return {
    version,
    producer: container.producer,
    strings,
    dialects,
    opNames,
    attributes: toEntries(tables.attributes),
    types: toEntries(tables.types),
    resources: resourceTables === undefined ? undefined : { external: toGroups(resourceTables.external), dialect: toGroups(resourceTables.dialect) },
    properties,
    root,
  };
}

export function readUseListOrders(reader: ByteReader, rangeSize: number): RawUseListOrder[] {
  let count = 1;
  if (rangeSize > 1) count = reader.checkCount(reader.varInt(), "use-list order");
  const orders: RawUseListOrder[] = [];
  for (let i = 0; i < count; i++) {
    const index = rangeSize > 1 ? reader.varInt() : 0;
    const numIndices = reader.checkCount(reader.varIntWithFlag(), "use-list index");
    const indexPairs = reader.flag;
    const indices = new Array<number>(numIndices);
    for (let j = 0; j < numIndices; j++) indices[j] = reader.varInt();
    orders.push({ index, indexPairs, indices });
  }
  return orders;
}

interface Frame {
  readonly reader: ByteReader;
  readonly regions: RawRegion[];
  /** Number of regions to read for the owning op. */
  readonly numRegions: number;
  region: RawRegion | undefined;
  blockIndex: number;
  numBlocks: number;
  opsRemaining: number;
}

export function readBlockHeader(reader: ByteReader, version: number): { block: RawBlock; numOps: number } {
  const numOps = reader.varIntWithFlag();
  const hasArgs = reader.flag;
  let args: RawBlockArg[] | undefined;
  let argUseLists: RawUseListOrder[] | undefined;
  if (hasArgs) {
    const numArgs = reader.checkCount(reader.varInt(), "block argument");
    args = new Array<RawBlockArg>(numArgs);
    for (let i = 0; i < numArgs; i++) {
      if (version >= BytecodeVersion.ElideUnknownBlockArgLocation) {
        const type = reader.varIntWithFlag();
        args[i] = { type, loc: reader.flag ? reader.varInt() : -1 };
      } else {
        const type = reader.varInt();
        args[i] = { type, loc: reader.varInt() };
      }
    }
    if (version >= BytecodeVersion.UseListOrdering) {
      const hasOrders = reader.byte();
      if (hasOrders !== 0) argUseLists = readUseListOrders(reader, numArgs);
    }
  }
  reader.checkCount(numOps, "operation");
  return { block: { args, argUseLists, ops: [] }, numOps };
}

export function readOpWithoutRegions(reader: ByteReader, version: number): { op: RawOp; numRegions: number } {
  const name = reader.varInt();
  const mask = reader.byte();
  const loc = reader.varInt();
  const attrs = mask & OpMask.HasAttrs ? reader.varInt() : -1;
  const props = mask & OpMask.HasProperties ? reader.varInt() : -1;
  let results: number[] | undefined;
  if (mask & OpMask.HasResults) {
    const n = reader.checkCount(reader.varInt(), "result");
    results = new Array<number>(n);
    for (let i = 0; i < n; i++) results[i] = reader.varInt();
  }
  let operands: number[] | undefined;
  if (mask & OpMask.HasOperands) {
    const n = reader.checkCount(reader.varInt(), "operand");
    operands = new Array<number>(n);
    for (let i = 0; i < n; i++) operands[i] = reader.varInt();
  }
  let successors: number[] | undefined;
  if (mask & OpMask.HasSuccessors) {
    const n = reader.checkCount(reader.varInt(), "successor");
    successors = new Array<number>(n);
    for (let i = 0; i < n; i++) successors[i] = reader.varInt();
  }
  let useLists: RawUseListOrder[] | undefined;
  if (version >= BytecodeVersion.UseListOrdering && mask & OpMask.HasUseListOrders) {
    useLists = readUseListOrders(reader, results?.length ?? 0);
  }
  let numRegions = 0;
  let isolated = false;
  if (mask & OpMask.HasInlineRegions) {
    numRegions = reader.checkCount(reader.varIntWithFlag(), "region");
    isolated = reader.flag;
  }
  const op: RawOp = {
    name,
    mask,
    loc,
    attrs,
    props,
    results,
    operands,
    successors,
    useLists,
    isolated,
    regions: numRegions > 0 ? [] : undefined,
  };
  return { op, numRegions };
}

/** Decodes the IR section into its top-level block. */
export function readRawIR(section: ByteReader, version: number): RawBlock {
  const top = readBlockHeader(section, version);
  const stack: Frame[] = [];
  // The top-level block acts as a region with one block.
  const topRegion: RawRegion = { numValues: 0, blocks: [top.block] };
  stack.push({ reader: section, regions: [topRegion], numRegions: 1, region: topRegion, blockIndex: 0, numBlocks: 1, opsRemaining: top.numOps });
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    const reader = frame.reader;
    if (frame.region === undefined) {
      if (frame.regions.length === frame.numRegions) {
        stack.pop();
        continue;
      }
      const numBlocks = reader.checkCount(reader.varInt(), "block");
      if (numBlocks === 0) {
        frame.regions.push({ numValues: 0, blocks: [] });
        continue;
      }
      // Upstream accepts regions declaring more values than they define.
      const numValues = reader.varInt();
      const region: RawRegion = { numValues, blocks: [] };
      frame.regions.push(region);
      const header = readBlockHeader(reader, version);
      region.blocks.push(header.block);
      frame.region = region;
      frame.blockIndex = 0;
      frame.numBlocks = numBlocks;
      frame.opsRemaining = header.numOps;
    }
    const region = frame.region;
    let descended = false;
    while (!descended) {
      const block = region.blocks[frame.blockIndex] as RawBlock;
      while (frame.opsRemaining > 0) {
        frame.opsRemaining--;
        const { op, numRegions } = readOpWithoutRegions(reader, version);
        block.ops.push(op);
        if (numRegions > 0) {
          let childReader = reader;
          if (op.isolated && version >= BytecodeVersion.LazyLoading) {
            const at = reader.pos;
            const header = reader.section(NUM_SECTIONS);
            if (header.id !== SectionId.IR) throw reader.error("expected IR section for region", at);
            childReader = reader.slice(header.start, header.end);
          }
          stack.push({
            reader: childReader,
            regions: op.regions as RawRegion[],
            numRegions,
            region: undefined,
            blockIndex: 0,
            numBlocks: 0,
            opsRemaining: 0,
          });
          descended = true;
          break;
        }
      }
      if (descended) break;
      if (frame.blockIndex + 1 >= frame.numBlocks) {
        frame.region = undefined;
        break;
      }
      frame.blockIndex++;
      const header = readBlockHeader(reader, version);
      region.blocks.push(header.block);
      frame.opsRemaining = header.numOps;
    }
  }
  return top.block;
}
