// Location attributes (MLIR's LocationAttr family) and the mapping from a location
// back to a source offset for diagnostics.
import type { MLIRContext } from "./context.js";
import { Attribute, uniqueAttr } from "./attributes.js";
import type { SourceFile, SourceLocation } from "../support/source.js";

export abstract class Location extends Attribute {}

export class UnknownLoc extends Location {
  private constructor(context: MLIRContext) {
    super(context);
  }
  static get(context: MLIRContext): UnknownLoc {
    return uniqueAttr(context, "#loc?", () => new UnknownLoc(context));
  }
}

/** `"file":line:col`; `filename` is a byte string. */
export class FileLineColLoc extends Location {
  declare readonly filename: string;
  declare readonly line: number;
  declare readonly column: number;
  private constructor(context: MLIRContext, filename: string, line: number, column: number) {
    super(context);
    this.filename = filename;
    // Small integers stay unboxed (Smi) when the field never sees a double.
    this.line = line <= 0x3fffffff ? line | 0 : line;
    this.column = column <= 0x3fffffff ? column | 0 : column;
  }
  static get(context: MLIRContext, filename: string, line: number, column: number): FileLineColLoc {
    // Every op usually has its own file:line:col: a per-file line table, no key hashing.
    const table = context.fileLocations(filename);
    let loc = table.get(line, column) as FileLineColLoc | undefined;
    if (loc === undefined) {
      loc = new FileLineColLoc(context, table.fileName, line, column);
      table.set(line, loc);
    }
    return loc;
  }
}

/** `"name"(child)`; the child is UnknownLoc when absent (`loc("name")`). */
export class NameLoc extends Location {
  declare readonly name: string;
  declare readonly childLoc: Location;
  private constructor(context: MLIRContext, name: string, childLoc: Location) {
    super(context);
    this.name = name;
    this.childLoc = childLoc;
  }
  static get(context: MLIRContext, name: string, childLoc?: Location): NameLoc {
    const child = childLoc ?? UnknownLoc.get(context);
    const node = context.trie("nameloc").step(name).step(child.uid);
    let loc = node.value as NameLoc | undefined;
    if (loc === undefined) {
      loc = new NameLoc(context, name, child);
      node.value = loc;
    }
    return loc;
  }
}

export class CallSiteLoc extends Location {
  declare readonly callee: Location;
  declare readonly caller: Location;
  private constructor(context: MLIRContext, callee: Location, caller: Location) {
    super(context);
    this.callee = callee;
    this.caller = caller;
  }
  static get(callee: Location, caller: Location): CallSiteLoc {
    const context = callee.context;
    const node = context.trie("callsite").step(callee.uid).step(caller.uid);
    let loc = node.value as CallSiteLoc | undefined;
    if (loc === undefined) {
      loc = new CallSiteLoc(context, callee, caller);
      node.value = loc;
    }
    return loc;
  }
}

/** `fused<metadata>[l0, l1]`; metadata is null when absent. */
export class FusedLoc extends Location {
  declare readonly locations: readonly Location[];
  declare readonly metadata: Attribute | null;
  private constructor(context: MLIRContext, locations: readonly Location[], metadata: Attribute | null) {
    super(context);
    this.locations = locations;
    this.metadata = metadata;
  }
  /** The raw fused location, without MLIR's FusedLoc::get simplifications. */
  static getRaw(context: MLIRContext, locations: readonly Location[], metadata: Attribute | null = null): FusedLoc {
    let node = context.trie("fusedloc").step(metadata === null ? -1 : metadata.uid);
    for (let i = 0; i < locations.length; i++) node = node.step((locations[i] as Location).uid);
    let loc = node.value as FusedLoc | undefined;
    if (loc === undefined) {
      loc = new FusedLoc(context, Object.freeze(locations.slice()), metadata);
      node.value = loc;
    }
    return loc;
  }
  /**
   * MLIR's FusedLoc::get: flattens nested fused locations with the same metadata, drops
   * unknown locations and duplicates, and returns the single location / unknown when
   * that is all that remains and there is no metadata.
   */
  static get(context: MLIRContext, locations: readonly Location[], metadata: Attribute | null = null): Location {
    // Parsed and read locations are nearly always already in simplest form.
    if (isSimplified(locations, metadata)) {
      return locations.length === 1 && metadata === null ? (locations[0] as Location) : FusedLoc.getRaw(context, locations, metadata);
    }
    const seen = new Set<Location>();
    const list: Location[] = [];
    for (const loc of locations) {
      if (loc instanceof FusedLoc && loc.metadata === metadata) {
        for (const inner of loc.locations) {
          if (!seen.has(inner)) {
            seen.add(inner);
            list.push(inner);
          }
        }
        continue;
      }
      if (loc instanceof UnknownLoc) continue;
      if (!seen.has(loc)) {
        seen.add(loc);
        list.push(loc);
      }
    }
    if (list.length === 0) {
      if (metadata === null) return UnknownLoc.get(context);
      // Keep the metadata: MLIR fuses a lone unknown location then.
      return FusedLoc.getRaw(context, [UnknownLoc.get(context)], metadata);
    }
    if (list.length === 1 && metadata === null) return list[0] as Location;
    return FusedLoc.getRaw(context, list, metadata);
  }
}

/** Whether FusedLoc.get would keep `locations` as they are: short, none unknown, repeated or flattenable. */
function isSimplified(locations: readonly Location[], metadata: Attribute | null): boolean {
  const n = locations.length;
  if (n === 0 || n > 8) return false;
  for (let i = 0; i < n; i++) {
    const loc = locations[i] as Location;
    if (loc instanceof UnknownLoc || (loc instanceof FusedLoc && loc.metadata === metadata)) return false;
    for (let j = 0; j < i; j++) if (locations[j] === loc) return false;
  }
  return true;
}

/**
 * MLIR's OpaqueLoc: an opaque pointer with a fallback location. Only the fallback has a
 * textual form (it is what prints), so `payload` is whatever the creator attached.
 */
export class OpaqueLoc extends Location {
  declare readonly payload: unknown;
  declare readonly fallbackLocation: Location;
  private constructor(context: MLIRContext, payload: unknown, fallbackLocation: Location) {
    super(context);
    this.payload = payload;
    this.fallbackLocation = fallbackLocation;
  }
  static create(payload: unknown, fallbackLocation: Location): OpaqueLoc {
    return new OpaqueLoc(fallbackLocation.context, payload, fallbackLocation);
  }
}

/**
 * The source position a location refers to in one of `files` (matched by file name), as
 * MLIR's diagnostic handler does: the first file:line:col found in a pre-order walk of
 * the location (through names, call sites (callee first) and fused locations).
 */
export function sourceLocationOf(loc: Location, files: readonly SourceFile[]): SourceLocation | undefined {
  const stack: Location[] = [loc];
  while (stack.length > 0) {
    const l = stack.pop() as Location;
    if (l instanceof FileLineColLoc) {
      for (const f of files) {
        if (f.name === l.filename) return { file: f, offset: f.offsetOf(l.line, l.column) };
      }
    } else if (l instanceof NameLoc) stack.push(l.childLoc);
    else if (l instanceof CallSiteLoc) stack.push(l.caller, l.callee);
    else if (l instanceof FusedLoc) for (let i = l.locations.length - 1; i >= 0; i--) stack.push(l.locations[i] as Location);
    else if (l instanceof OpaqueLoc) stack.push(l.fallbackLocation);
  }
  return undefined;
}
