// Record orders mlir-tblgen's backends observe: getAllDerivedDefinitions sorts by
// LLVM's LessRecord (StringRef::compare_numeric, digit runs compared as numbers),
// while iterating getDefs() (as op selection does) is plain byte order.
import type { Record, RecordKeeper } from "./access.js";

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** StringRef::compare_numeric. */
export function compareNumeric(a: string, b: string): number {
  const e = Math.min(a.length, b.length);
  for (let i = 0; i < e; i++) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    if (isDigit(ca) && isDigit(cb)) {
      let j = i + 1;
      for (; j !== e + 1; j++) {
        const ld = j < a.length && isDigit(a.charCodeAt(j));
        const rd = j < b.length && isDigit(b.charCodeAt(j));
        if (ld !== rd) return rd ? -1 : 1;
        if (!rd) break;
      }
      const sa = a.slice(i, j);
      const sb = b.slice(i, j);
      if (sa !== sb) return sa < sb ? -1 : 1;
      i = j - 1;
      continue;
    }
    if (ca !== cb) return ca < cb ? -1 : 1;
  }
  if (a.length === b.length) return 0;
  return a.length < b.length ? -1 : 1;
}

/** Records deriving from `className` in LessRecord order; throws (located nowhere) if the class is unknown. */
export function allDerivedDefinitions(keeper: RecordKeeper, className: string): Record[] {
  return [...keeper.getAllDerivedDefinitions(className)].sort((x, y) => compareNumeric(x.name, y.name));
}

/** Like allDerivedDefinitions, but none when the class is not defined. */
export function allDerivedDefinitionsIfDefined(keeper: RecordKeeper, className: string): Record[] {
  return keeper.getClass(className) === undefined ? [] : allDerivedDefinitions(keeper, className);
}

/** Defs deriving from `className` in byte order of their names (iteration over getDefs()). */
export function defsInNameOrder(keeper: RecordKeeper, className: string): Record[] {
  const cls = keeper.getClass(className);
  if (cls === undefined) return [];
  return keeper.getSortedDefs().filter((d) => d.isSubClassOf(cls));
}
