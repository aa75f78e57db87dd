// Every corpus file decodes into the raw model and encodes back to the same bytes:
// the container, tables, IR encoding, alignment and padding are all understood.
import { describe, expect, it } from "vitest";
import { skipWithout } from "../environment.js";
import { readRawBytecode } from "../../src/bytecode/raw/read-raw.js";
import { writeRawBytecode } from "../../src/bytecode/raw/write-raw.js";
import { dumpRawBytecode } from "../../src/bytecode/raw/dump.js";
import { corpusDirectory, loadCorpus } from "../../scripts/fuzz-bytecode.js";

const directory = corpusDirectory();

describe("raw bytecode model", () => {
  it("round-trips every corpus file byte for byte", (ctx) => {
    skipWithout(ctx, "corpus");
    const corpus = loadCorpus(directory);
    let identical = 0;
    const mismatched: string[] = [];
    for (const { name, bytes } of corpus) {
      const raw = readRawBytecode(bytes);
      const out = writeRawBytecode(raw);
      if (out.length === bytes.length && out.every((b, i) => b === bytes[i])) identical++;
      else mismatched.push(name);
      expect(dumpRawBytecode(bytes)).toContain("ir:");
    }
    console.log(`raw bytecode round-trip: ${identical}/${corpus.length} identical`);
    expect(mismatched).toEqual([]);
    expect(corpus.length).toBeGreaterThan(0);
  });
});
