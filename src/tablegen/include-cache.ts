// Include checkpoints: TableGen evaluation of shared includes done once, not per file.
//
// Files of a dialect start the same way: `include "mlir/IR/OpBase.td"` and a dozen more
// before their first statement. Where a file has seen nothing but includes so far (and so
// has every file including it), the evaluation state is a function of the included files
// alone: the state after the next include of file G, from checkpoint P, is again a
// checkpoint, (P, G). A checkpoint keeps that state (records, interned values,
// multiclasses; `Evaluator.saveState`) and what preprocessing G did: which files it read
// (by include name, resolved path and content), which macros it tested and defined, and
// where each file was included from (for "Included from" lines and `-d`).
//
// The preprocessor looks an include up at a checkpoint (`IncludeCheckpoints.find`). A
// checkpoint is used only when it is exactly what evaluating the include would give:
// every include name in it resolves to the same path under the current include
// directories, every file has the same content (compared in full), and every macro it
// tested from outside has the same definedness. Then nothing of G is read, preprocessed,
// parsed or evaluated: the evaluator resumes the saved state (after the last of a run of
// such includes). Otherwise G is processed and, if it completes without errors, becomes a
// new checkpoint for later evaluations in this process: the jobs of a `--batch`, the
// library API, or the startup snapshot (which saves checkpoints of defs/ and the MLIR
// include tree; scripts/build-snapshot.mjs).
import type { SourceFile } from "../support/source.js";
import type { EvaluationState } from "./evaluator.js";
import type { SourceEncoding } from "./source-text.js";
import { ValueTables } from "./value-context.js";
import { FileCache } from "./file-cache.js";
import { ParsedFiles } from "./parse.js";

/** One file a checkpoint read: the checkpoint's own file first, then what it included, in order. */
export interface CheckpointFile {
  /** The file as its records' locations refer to it (name = resolved path, text = content). */
  readonly source: SourceFile;
  /** The include name as written (resolved again, under the current include directories, to validate). */
  readonly includeName: string;
  /** The file whose `include` brought it in; undefined for the checkpoint's own file (included from where it is used). */
  readonly includer: SourceFile | undefined;
  /** Where in the includer (just after the file name), for "Included from" lines. */
  readonly siteOffset: number;
}

export class Checkpoint {
  /** Checkpoints reached from this one by one more include, by resolved path (several contents may be kept). */
  readonly next = new Map<string, Checkpoint[]>();
  /** The evaluation state after the include; undefined until it is evaluated (or for the root: a fresh evaluator). */
  state: EvaluationState | undefined;

  constructor(
    /** The checkpoint this one continues (undefined for a root). */
    readonly parent: Checkpoint | undefined,
    readonly files: readonly CheckpointFile[],
    /** Macros the files tested (#ifdef/#ifndef) before defining them, with the answer they got. */
    readonly macroTests: ReadonlyMap<string, boolean>,
    /** Macros the files defined. */
    readonly macrosDefined: readonly string[],
    /** The deepest nesting in the files (NESTING_LIMIT in preprocess.ts), with where. */
    readonly nesting: number,
    readonly nestingAt: { readonly file: SourceFile; readonly offset: number } | undefined,
  ) {}

  /** The path of the checkpoint's own file. */
  get path(): string {
    return this.files[0]?.source.name ?? "";
  }
}

/** What checking a checkpoint needs from the preprocessor that considers it. */
export interface CheckpointValidation {
  /** The include name resolved under the current include directories (path and content), as the preprocessor would. */
  resolve(includeName: string): { readonly path: string; readonly text: string } | undefined;
  isDefined(macro: string): boolean;
}

/**
 * The checkpoints of one process, one tree per source encoding (values differ between
 * them). Trees only grow; `clear` drops them all (a checkpoint's class was changed).
 */
export class IncludeCheckpoints {
  private roots = new Map<SourceEncoding, Checkpoint>();
  /**
   * The tables the values of every saved state are interned in, shared by all evaluations
   * using these checkpoints (values are keyed by identity, so an evaluation only ever
   * finds its own values and those of the states it resumed). They grow with every
   * evaluation; `startEvaluation` starts over once they hold more than `tableLimit` values.
   */
  private valueTables = new ValueTables();
  /**
   * The files evaluations using these checkpoints read (unless they bring their own file
   * system), read again only when changed: a process that runs many jobs reads its
   * includes once, and checking a checkpoint costs a `stat` per file.
   */
  readonly files = new FileCache();
  /** The files evaluations using these checkpoints parsed, by text (an include not saved as a checkpoint is parsed once). */
  readonly parsedFiles = new ParsedFiles();
  /** How many includes were served from checkpoints, and how many were evaluated and saved (for tests and TSMLIR_TIMING). */
  hits = 0;
  saved = 0;

  constructor(
    /**
     * Each state is resumed at most once and none is saved (a process that runs one job):
     * a state's tables are taken over instead of copied, and its checkpoint is dropped when used.
     */
    public singleUse = false,
    readonly tableLimit = 2_000_000,
  ) {}

  get tables(): ValueTables {
    return this.valueTables;
  }

  /** Called as an evaluation starts: drops everything when the shared tables have grown too large. */
  startEvaluation(): void {
    if (this.valueTables.size > this.tableLimit) this.clear();
  }

  root(encoding: SourceEncoding): Checkpoint {
    let root = this.roots.get(encoding);
    if (root === undefined) {
      root = new Checkpoint(undefined, [], new Map(), [], 0, undefined);
      this.roots.set(encoding, root);
    }
    return root;
  }

  /** The checkpoint after including `path` (whose content is `text`) at `from`, if one is valid here. */
  find(from: Checkpoint, path: string, text: string, validation: CheckpointValidation): Checkpoint | undefined {
    const candidates = from.next.get(path);
    if (candidates === undefined) return undefined;
    for (const candidate of candidates) {
      if (candidate.state !== undefined && isValid(candidate, text, validation)) return candidate;
    }
    return undefined;
  }

  /** Adds a checkpoint after `from` (its state comes when the include has been evaluated). */
  add(from: Checkpoint, checkpoint: Checkpoint): void {
    const list = from.next.get(checkpoint.path);
    // A newer content replaces what no longer validates only by being tried first.
    if (list === undefined) from.next.set(checkpoint.path, [checkpoint]);
    else list.unshift(checkpoint);
  }

  /** Drops `checkpoint` (its state was taken over by a single-use run). */
  remove(checkpoint: Checkpoint): void {
    const from = checkpoint.parent;
    if (from === undefined) return;
    const list = from.next.get(checkpoint.path);
    if (list === undefined) return;
    const kept = list.filter((c) => c !== checkpoint);
    if (kept.length === 0) from.next.delete(checkpoint.path);
    else from.next.set(checkpoint.path, kept);
  }

  /** Forgets every checkpoint (a class of a saved state was changed, so saved states may no longer be what they were). */
  clear(): void {
    this.roots = new Map();
    this.valueTables = new ValueTables();
  }

  /** Keeps only the checkpoints of a first include (right below a root) that `keep` accepts, without what follows them. */
  keepFirstIncludes(keep: (checkpoint: Checkpoint) => boolean): void {
    for (const root of this.roots.values()) {
      for (const [path, list] of [...root.next]) {
        const kept = list.filter((c) => c.state !== undefined && keep(c));
        for (const c of kept) c.next.clear();
        if (kept.length === 0) root.next.delete(path);
        else root.next.set(path, kept);
      }
    }
  }

  /** The saved states. */
  states(): EvaluationState[] {
    const states: EvaluationState[] = [];
    const visit = (c: Checkpoint): void => {
      if (c.state !== undefined) states.push(c.state);
      for (const list of c.next.values()) for (const child of list) visit(child);
    };
    for (const root of this.roots.values()) visit(root);
    return states;
  }

  /** How many checkpoints have a state (for the snapshot build's report). */
  count(): number {
    return this.states().length;
  }
}

function isValid(checkpoint: Checkpoint, text: string, validation: CheckpointValidation): boolean {
  const files = checkpoint.files;
  if (files[0]?.source.text !== text) return false;
  for (const [macro, defined] of checkpoint.macroTests) if (validation.isDefined(macro) !== defined) return false;
  for (let i = 1; i < files.length; i++) {
    const file = files[i] as CheckpointFile;
    const found = validation.resolve(file.includeName);
    if (found === undefined || found.path !== file.source.name || found.text !== file.source.text) return false;
  }
  return true;
}
