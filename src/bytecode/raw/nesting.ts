// How deeply the regions of a bytecode file nest, read from the IR section's structure
// alone (op and block headers; no attribute, type or IR object is made). tsmlir-opt's
// launcher asks it, as it measures text input's bracket depth, to run deeply nested
// input on a thread with a large stack (src/cli/deep-input.ts): the reader is iterative,
// but the verifier, passes and printer recurse once or twice a level.
import { ByteReader } from "../format/byte-reader.js";
import { BytecodeVersion, NUM_SECTIONS, SectionId } from "../format/constants.js";
import { readContainer, requiredSection } from "../format/container.js";
import { readBlockHeader, readOpWithoutRegions } from "./read-raw.js";

interface Frame {
  readonly reader: ByteReader;
  regionsLeft: number;
  blocksLeft: number;
  opsLeft: number;
}

/**
 * The deepest region nesting of the bytecode `bytes` (a top-level op's regions are at
 * depth 1), measured until it exceeds `stopAbove`. Malformed input gives the depth reached
 * before the fault: reading the file reports the fault itself.
 */
export function bytecodeRegionNesting(bytes: Uint8Array, stopAbove = Number.MAX_SAFE_INTEGER): number {
  let deepest = 0;
  try {
    const container = readContainer(bytes);
    const version = container.version;
    const section: ByteReader = requiredSection(container, SectionId.IR);
    const top = readBlockHeader(section, version);
    const stack: Frame[] = [{ reader: section, regionsLeft: 0, blocksLeft: 0, opsLeft: top.numOps }];
    while (stack.length > 0) {
      const frame = stack[stack.length - 1] as Frame;
      const reader = frame.reader;
      if (frame.opsLeft > 0) {
        frame.opsLeft--;
        const { op, numRegions } = readOpWithoutRegions(reader, version);
        if (numRegions === 0) continue;
        let child = reader;
        if (op.isolated && version >= BytecodeVersion.LazyLoading) {
          const header = reader.section(NUM_SECTIONS);
          if (header.id !== SectionId.IR) return deepest;
          child = reader.slice(header.start, header.end);
        }
        stack.push({ reader: child, regionsLeft: numRegions, blocksLeft: 0, opsLeft: 0 });
        if (stack.length - 1 > deepest) deepest = stack.length - 1;
        if (deepest > stopAbove) return deepest;
      } else if (frame.blocksLeft > 0) {
        frame.blocksLeft--;
        frame.opsLeft = readBlockHeader(reader, version).numOps;
      } else if (frame.regionsLeft > 0) {
        frame.regionsLeft--;
        frame.blocksLeft = reader.checkCount(reader.varInt(), "block");
        if (frame.blocksLeft > 0) reader.varInt(); // the region's value count
      } else {
        stack.pop();
      }
    }
  } catch {
    // The run reads the file again and reports what is wrong with it.
  }
  return deepest;
}
