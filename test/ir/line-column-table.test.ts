import { describe, expect, it } from "vitest";
import { LineColumnTable, MLIRContext, TrieNode } from "../../src/ir/context.js";

describe("LineColumnTable", () => {
  it("finds every (line, column) it stored, dense and overflowing", () => {
    const table = new LineColumnTable<{ readonly column: number; readonly text: string }>("table.mlir");
    const keys: Array<[number, number]> = [
      [1, 1],
      [1, 2],
      [1, 1000000],
      [0, 0],
      [4095, 7],
      [4096, 7],
      [70000, 3],
      [(1 << 24) + 5, 9],
      [2 ** 40, 1],
    ];
    for (const [line, column] of keys) expect(table.get(line, column)).toBeUndefined();
    for (const [line, column] of keys) table.set(line, { column, text: `${line}:${column}` });
    for (const [line, column] of keys) expect(table.get(line, column)?.text).toBe(`${line}:${column}`);
    expect(table.get(1, 3)).toBeUndefined();
    expect(table.get(70000, 4)).toBeUndefined();
    expect(table.get(5000000, 1)).toBeUndefined();
  });

  it("keeps any number of columns on one line (one value, a short list, then a map)", () => {
    const table = new LineColumnTable<{ readonly column: number; readonly text: string }>("table.mlir");
    const columns = [5, 1, 40, 3, 17, 2, 9, 11, 60, 8, 100, 7, 6];
    for (let n = 0; n < columns.length; n++) {
      const column = columns[n] as number;
      table.set(12, { column, text: `12:${column}` });
      // Everything stored so far is found at each size, and nothing else.
      for (const seen of columns.slice(0, n + 1)) expect(table.get(12, seen)?.text).toBe(`12:${seen}`);
      for (const unseen of columns.slice(n + 1)) expect(table.get(12, unseen)).toBeUndefined();
      expect(table.get(11, column)).toBeUndefined();
      expect(table.get(13, column)).toBeUndefined();
    }
  });

  it("finds lines of a chunk before and after it turns from a list of lines into a dense array", () => {
    const table = new LineColumnTable<{ readonly column: number; readonly text: string }>("table.mlir");
    // Every 3rd line of the first 1024 lines, stored out of order (odd positions last), then a second column on each.
    const lines = Array.from({ length: 342 }, (_, i) => i * 3);
    const order = [...lines.filter((_, i) => i % 2 === 0), ...lines.filter((_, i) => i % 2 === 1).reverse()];
    for (let n = 0; n < order.length; n++) {
      const line = order[n] as number;
      table.set(line, { column: 1, text: `${line}:1` });
      if (n % 37 === 0 || n === order.length - 1) {
        for (const seen of order.slice(0, n + 1)) expect(table.get(seen, 1)?.text).toBe(`${seen}:1`);
        for (const unseen of order.slice(n + 1)) expect(table.get(unseen, 1)).toBeUndefined();
      }
    }
    for (const line of lines) table.set(line, { column: 2, text: `${line}:2` });
    for (let line = 0; line < 1100; line++) {
      expect(table.get(line, 1)?.text).toBe(line % 3 === 0 && line < 1026 ? `${line}:1` : undefined);
      expect(table.get(line, 2)?.text).toBe(line % 3 === 0 && line < 1026 ? `${line}:2` : undefined);
      expect(table.get(line, 3)).toBeUndefined();
    }
  });

  it("is kept per file name by the context", () => {
    const context = new MLIRContext();
    expect(context.fileLocations("a.mlir")).toBe(context.fileLocations("a.mlir"));
    expect(context.fileLocations("a.mlir")).not.toBe(context.fileLocations("b.mlir"));
  });
});

describe("TrieNode", () => {
  it("returns one child per key (SameValueZero), whether stored inline or in the map", () => {
    const root = new TrieNode();
    const keys: unknown[] = [7, "a", NaN, 0, -0, 7.5, "7", null];
    const first = keys.map((k) => root.step(k));
    const again = keys.map((k) => root.step(k));
    for (let i = 0; i < keys.length; i++) expect(again[i]).toBe(first[i]);
    expect(root.step(-0)).toBe(root.step(0));
    expect(new Set(first).size).toBe(keys.length - 1);
    const nanFirst = new TrieNode();
    expect(nanFirst.step(NaN)).toBe(nanFirst.step(NaN));
    expect(nanFirst.step(1)).toBe(nanFirst.step(1));
  });
});
