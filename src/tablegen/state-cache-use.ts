// How one evaluation uses the state cache (state-store.ts): after preprocessing, the main
// file's leading includes are described by a key; a saved state under that key is decoded
// and stands in for those includes, else the state reached after them is encoded, checked
// (decoded and encoded again, the two texts must be equal) and saved for the next run.
//
// A run partly served by an include checkpoint (the startup snapshot holds those of the
// core includes) is left alone: the checkpoint costs nothing to resume, and reading the
// whole state from disk costs about what evaluating the rest of the run does (measured
// on the upstream dialects' *Ops.td: no gain from the snapshot launcher, 20-30% less CPU
// time from the regular one, which has no checkpoints).
import type { Evaluator } from "./evaluator.js";
import type { PreprocessedFile } from "./preprocess.js";
import type { RecordKeeper } from "./records.js";
import type { SourceEncoding } from "./source-text.js";
import { decodeState, readsBackAsItself } from "./state-decode.js";
import { encodeState } from "./state-encode.js";
import type { StateStore } from "./state-store.js";

export interface CachedRun {
  /** The main file to evaluate: its leading includes replaced by the saved state when there was one. */
  readonly main: PreprocessedFile;
  /** On a miss: the offset of the last leading include, after which `save` saves the state. */
  readonly saveAfter?: number;
  readonly save?: (evaluator: Evaluator) => void;
}

export function useStateCache(store: StateStore, main: PreprocessedFile, encoding: SourceEncoding, keeper: RecordKeeper): CachedRun {
  const count = main.leadingIncludes ?? 0;
  if (count === 0 || main.lexicalError !== undefined) return { main };
  const run = store.describeRun(main, count, encoding);
  if (run === undefined || run.usesCheckpoint) return { main };
  const text = store.read(run.key);
  if (text !== undefined) {
    try {
      const state = decodeState(text, run.files, keeper);
      const includes = new Map<number, PreprocessedFile>();
      let i = 0;
      for (const [offset, file] of main.includes) {
        // Every leading include resumes the same state: the evaluator restores it once, before the next statement.
        includes.set(offset, i++ < count ? { source: file.source, text: "", includes: new Map(), resumeState: state } : file);
      }
      return { main: { ...main, includes } };
    } catch {
      // A stale or damaged entry: evaluate the includes, and save their state again below.
      store.refused++;
    }
  }
  const saveAfter = [...main.includes.keys()][count - 1] as number;
  return {
    main,
    saveAfter,
    save: (evaluator) => {
      try {
        const state = evaluator.saveState();
        const encoded = encodeState(state, run.files);
        // Only a state that reads back as itself is saved.
        if (!readsBackAsItself(encoded, run.files, (decoded) => encodeState(decoded, run.files))) return;
        store.write(run.key, encoded);
      } catch {
        // Not encodable (UnencodableState) or not checkable: this run's includes are simply not cached.
      }
    },
  };
}
