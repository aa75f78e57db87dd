// The worklist: a stack without duplicates, removal by nulling, reversal, and the same
// behaviour when another worklist holds the same ops (nested rewrites).
import { describe, expect, it } from "vitest";
import type { Operation } from "../../src/ir/index.js";
import { Worklist } from "../../src/rewrite/index.js";
import { parse, tstContext } from "./tst-dialect.js";

function ops(count: number): Operation[] {
  const context = tstContext();
  const body = Array.from({ length: count }, (_, i) => `"x.op"() {i = ${i}} : () -> ()`).join("\n");
  return (parse(context, body).regions[0]?.firstBlock?.getOperations() ?? []) as Operation[];
}

function indices(list: Worklist, all: readonly Operation[]): number[] {
  const out: number[] = [];
  while (!list.empty()) out.push(all.indexOf(list.pop()));
  return out;
}

describe("Worklist", () => {
  it("pops last in first out, ignores duplicates, skips removed ops", () => {
    const all = ops(5);
    const list = new Worklist();
    for (const op of all) list.push(op);
    list.push(all[1] as Operation);
    list.remove(all[3] as Operation);
    list.remove(all[3] as Operation);
    expect(indices(list, all)).toEqual([4, 2, 1, 0]);
    expect(list.empty()).toBe(true);
  });

  it("reverses, keeping removal and membership right", () => {
    const all = ops(4);
    const list = new Worklist();
    for (const op of all) list.push(op);
    list.remove(all[0] as Operation);
    list.reverse();
    list.push(all[2] as Operation);
    list.remove(all[1] as Operation);
    expect(indices(list, all)).toEqual([2, 3]);
  });

  it("forgets everything on clear; a popped op can come back", () => {
    const all = ops(3);
    const list = new Worklist();
    for (const op of all) list.push(op);
    list.clear();
    expect(list.empty()).toBe(true);
    list.push(all[2] as Operation);
    list.push(all[0] as Operation);
    expect(list.pop()).toBe(all[0]);
    list.push(all[0] as Operation);
    expect(indices(list, all)).toEqual([0, 2]);
  });

  it("keeps two worklists holding the same ops independent", () => {
    const all = ops(4);
    const outer = new Worklist();
    const inner = new Worklist();
    for (const op of all) outer.push(op);
    for (const op of [...all].reverse()) inner.push(op);
    inner.remove(all[1] as Operation);
    outer.remove(all[2] as Operation);
    inner.push(all[3] as Operation);
    expect(indices(inner, all)).toEqual([0, 2, 3]);
    expect(indices(outer, all)).toEqual([3, 1, 0]);
  });
});
